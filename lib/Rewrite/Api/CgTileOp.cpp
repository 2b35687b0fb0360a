//===- CgTileOp.cpp - c2h-cg-tile-ops --------------------------------------===//
//
// ROCm's thread_block_tile has no ballot, any, all, match_any or match_all
// before ROCm 6.4 (the first release whose headers are known here to have
// them), and no meta_group_rank or meta_group_size before 5.7. For an older
// --rocm target, such a member call on a tile of up to 32 threads becomes a
// helper call that takes the tile first:
//
//   tile.ballot(p)          ->  c2h_tile_ballot(tile, p)
//   tile.meta_group_rank()  ->  c2h_tile_meta_group_rank(tile)
//
// ROCm's tile shuffles take only integers and floating-point numbers (a
// static_assert), CUDA's any trivially copyable type: a shuffle of a struct,
// __half or an enum becomes a helper that moves 32-bit words, on every
// target:
//
//   tile.shfl(p, 0)         ->  c2h_tile_shfl(tile, p, 0)
//
// The object and the arguments stay where they are written. The helpers are
// emitted once per file (lib/Rules/Helpers.def, "c2h_tile_ops" and
// "c2h_tile_shfl").
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {
namespace {

struct TileOp {
  llvm::StringLiteral Method, Helper;
  unsigned RocmMajor, RocmMinor; ///< The first release whose tiles have it.
  /// A shuffle: rewritten only for a value that is not an integer or a
  /// floating-point number (ROCm's tiles shuffle no other type).
  bool Shuffle = false;
};
constexpr unsigned NoRelease = 1000; ///< No ROCm release known to have it.
constexpr TileOp Ops[] = {
    {"shfl", "c2h_tile_shfl", NoRelease, 0, true},
    {"shfl_down", "c2h_tile_shfl_down", NoRelease, 0, true},
    {"shfl_up", "c2h_tile_shfl_up", NoRelease, 0, true},
    {"shfl_xor", "c2h_tile_shfl_xor", NoRelease, 0, true},
    {"all", "c2h_tile_all", 6, 4},
    {"any", "c2h_tile_any", 6, 4},
    {"ballot", "c2h_tile_ballot", 6, 4},
    {"match_all", "c2h_tile_match_all", 6, 4},
    {"match_any", "c2h_tile_match_any", 6, 4},
    {"meta_group_rank", "c2h_tile_meta_group_rank", 5, 7},
    {"meta_group_size", "c2h_tile_meta_group_size", 5, 7},
};

} // namespace

static void applyCgTileOp(AstRuleContext &C, const CallExpr &E) {
  const auto *ME = dyn_cast<MemberExpr>(E.getCallee()->IgnoreParenImpCasts());
  const auto *M = ME ? dyn_cast<CXXMethodDecl>(ME->getMemberDecl()) : nullptr;
  if (!ME || !M || !M->getIdentifier())
    return;
  const TileOp *Op = nullptr;
  for (const TileOp &O : Ops)
    if (M->getName() == O.Method)
      Op = &O;
  if (!Op)
    return;
  // A method of a base class (coalesced_group) sees the tile through a cast.
  QualType Object = ME->getBase()->IgnoreImpCasts()->getType();
  if (ME->isArrow() && Object->isPointerType())
    Object = Object->getPointeeType();
  unsigned N = cgTileSize(Object);
  if (N == 0)
    return;
  // Tiles of more than 32 threads become c2h_block_tile (c2h-cg-block-tile),
  // which has CUDA's methods for them: shfl, any, all and the meta-group
  // numbers; CUDA's have no others.
  if (N > 32) {
    if (Op->Method != "shfl" && Op->Method != "any" && Op->Method != "all" &&
        !Op->Method.starts_with("meta_group"))
      C.diag(DiagId::CgBlockTileKept, ME->getMemberLoc(),
             {"'" + Op->Method.str() + "' on a tile of " + std::to_string(N) +
              " threads (CUDA's tiles of more than 32 threads have no such "
              "method)"});
    return;
  }
  // ROCm's tiles and the helpers number a tile among the block's; one cut
  // from a block tile (thread_block_tile<32, thread_block_tile<128>>) is
  // numbered in its parent.
  bool FromBlockTile = false;
  if (const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
          Object.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl()))
    if (Spec->getTemplateArgs().size() > 1 &&
        Spec->getTemplateArgs()[1].getKind() == TemplateArgument::Type)
      FromBlockTile = blockTileSize(Spec->getTemplateArgs()[1].getAsType()) != 0;
  if (FromBlockTile && Op->Method.starts_with("meta_group")) {
    C.diag(DiagId::CgBlockTileKept, ME->getMemberLoc(),
           {"'" + Op->Method.str() + "' of a tile of " + std::to_string(N) +
            " cut from a tile of more than 32 threads (numbered in its "
            "parent)"});
    return;
  }
  if (C.opts().RocmTarget >= rocmVersion(Op->RocmMajor, Op->RocmMinor))
    return;
  if (Op->Shuffle) {
    if (E.getNumArgs() == 0)
      return;
    QualType V = E.getArg(0)->getType().getNonReferenceType().getCanonicalType();
    if (V->isDependentType() ||
        (V->isIntegerType() && !V->isEnumeralType()) || V->isRealFloatingType())
      return;
  }
  if (ME->isArrow()) {
    C.diag(DiagId::CgTileOp, ME->getMemberLoc(),
           {Op->Method.str(), std::to_string(N),
            Op->RocmMajor == NoRelease
                ? std::string("no release (for this type)")
                : rocmVersionString(rocmVersion(Op->RocmMajor, Op->RocmMinor))});
    return;
  }
  // "tile.ballot(" -> "c2h_tile_ballot(tile, "; no arguments: "...(tile".
  const SourceManager &SM = C.ast().getSourceManager();
  CharSourceRange Base =
      C.fileRange(ME->getBase()->IgnoreImpCasts()->getSourceRange());
  SourceLocation Name = ME->getMemberLoc();
  if (Base.isInvalid() || Name.isMacroID() || ME->getOperatorLoc().isMacroID())
    return;
  llvm::StringRef Buf = SM.getBufferData(SM.getFileID(Name));
  unsigned Open = SM.getFileOffset(Name) + M->getName().size();
  while (Open < Buf.size() && (Buf[Open] == ' ' || Buf[Open] == '\t'))
    ++Open;
  if (Open >= Buf.size() || Buf[Open] != '(')
    return;
  SourceLocation OpenLoc = Name.getLocWithOffset(
      static_cast<int>(Open - SM.getFileOffset(Name)));
  C.replace(CharSourceRange::getCharRange(Base.getBegin(), Base.getBegin()),
            Op->Helper.str() + "(", RuleId::CgTileOp);
  C.replace(CharSourceRange::getCharRange(ME->getOperatorLoc(),
                                          OpenLoc.getLocWithOffset(1)),
            E.getNumArgs() == 0 ? "" : ", ", RuleId::CgTileOp);
  C.useHelper(Name, helperDefining(Op->Helper));
}

std::unique_ptr<AstRule> makeCgTileOpRule() {
  std::vector<llvm::StringRef> Methods;
  for (const TileOp &O : Ops)
    Methods.push_back(O.Method);
  return nodeRule(RuleId::CgTileOp,
                  callExpr(callee(cxxMethodDecl(hasAnyName(Methods)))),
                  applyCgTileOp);
}

} // namespace cuda2hip
