//===- CgBlockTile.cpp - c2h-cg-block-tile
//---------------------------------===//
//
// CUDA 12 lets a thread block be cut into tiles of 64, 128, 256 or 512
// threads, several warps each; ROCm's thread_block_tile stops at one
// wavefront (a static_assert), and its run-time tiles of that size do not
// synchronise. Such a tile becomes the helper c2h_block_tile<N>, emitted in
// the file (lib/Rules/Helpers.def, "c2h_block_tile"):
//
//   cg::thread_block_tile<128> t = cg::tiled_partition<128>(block);
//   -> c2h_block_tile<128> t = c2h_tiled_partition<128>(block);
//
// and so does a partition of one (cg::tiled_partition<32>(t) becomes
// c2h_tiled_partition<32>(t), which gives ROCm's tile of the same threads).
// Its methods keep their spelling. cg::reduce and the scans on one get
// overloads ("c2h_block_tile_reduce"). block_tile_memory, the scratch that
// GPUs before sm_80 need for these tiles, goes: the helper keeps its own.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {
namespace {

bool inCooperativeGroups(const Decl *D) {
  for (const DeclContext *C = D->getDeclContext(); C; C = C->getParent())
    if (const auto *NS = dyn_cast<NamespaceDecl>(C))
      if (NS->getName() == "cooperative_groups")
        return true;
  return false;
}

/// The class template specialization cooperative_groups::Name<...> that T
/// names, or null.
const ClassTemplateSpecializationDecl *cgSpecialization(QualType T,
                                                        llvm::StringRef Name) {
  if (T.isNull())
    return nullptr;
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
      T.getNonReferenceType().getCanonicalType()->getAsCXXRecordDecl());
  if (!S || S->getName() != Name || !inCooperativeGroups(S))
    return nullptr;
  return S;
}

/// The first template argument of S as a number, or 0.
unsigned firstNumber(const ClassTemplateSpecializationDecl *S) {
  if (!S || S->getTemplateArgs().size() == 0 ||
      S->getTemplateArgs()[0].getKind() != TemplateArgument::Integral)
    return 0;
  return static_cast<unsigned>(
      S->getTemplateArgs()[0].getAsIntegral().getZExtValue());
}

} // namespace

unsigned cgTileSize(QualType T) {
  return firstNumber(cgSpecialization(T, "thread_block_tile"));
}

unsigned blockTileSize(QualType T) {
  unsigned N = cgTileSize(T);
  return N > 32 ? N : 0;
}

static void applyCgBlockTileType(AstRuleContext &C, TypeLoc TL) {
  auto TS = TL.getAs<TemplateSpecializationTypeLoc>();
  if (!TS || !C.isUserLocation(TS.getTemplateNameLoc()) || TS.getNumArgs() == 0)
    return;
  const TemplateDecl *TD =
      TS.getTypePtr()->getTemplateName().getAsTemplateDecl();
  if (!TD || TD->getName() != "thread_block_tile" || !inCooperativeGroups(TD))
    return;
  // A size the parse knows (a number or a constant) of more than 32.
  unsigned N =
      TL.getType()->isDependentType() ? 0 : blockTileSize(TL.getType());
  if (N == 0)
    return;
  SourceLocation Begin = TS.getQualifierLoc()
                             ? TS.getQualifierLoc().getBeginLoc()
                             : TS.getTemplateNameLoc();
  if (TS.getElaboratedKeywordLoc().isValid())
    Begin = TS.getElaboratedKeywordLoc();
  CharSourceRange Name =
      C.fileRange(SourceRange(Begin, TS.getTemplateNameLoc()));
  CharSourceRange First = C.fileRange(TS.getArgLoc(0).getSourceRange());
  CharSourceRange Close = C.fileRange(SourceRange(TS.getRAngleLoc()));
  if (Name.isInvalid() || First.isInvalid() || Close.isInvalid()) {
    C.diag(
        DiagId::CgBlockTileKept, TS.getTemplateNameLoc(),
        {"thread_block_tile<" + std::to_string(N) + "> is spelled by a macro"});
    return;
  }
  C.replace(Name, "c2h_block_tile", RuleId::CgBlockTile);
  // thread_block_tile<128, cg::thread_block>: the parent goes.
  if (TS.getNumArgs() > 1)
    C.replace(CharSourceRange::getCharRange(First.getEnd(), Close.getBegin()),
              "", RuleId::CgBlockTile);
  C.useHelper(TS.getTemplateNameLoc(), "c2h_block_tile");
}

namespace {

/// The uses of a block_tile_memory variable, and how many of them are the
/// argument of a this_thread_block call.
struct ScratchUses : RecursiveASTVisitor<ScratchUses> {
  const VarDecl *V;
  unsigned All = 0, AsArgument = 0;
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    All += E->getDecl() == V;
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *F = E->getDirectCallee();
    if (F && F->getIdentifier() && F->getName() == "this_thread_block" &&
        E->getNumArgs() == 1)
      if (const auto *R =
              dyn_cast<DeclRefExpr>(E->getArg(0)->IgnoreParenImpCasts()))
        AsArgument += R->getDecl() == V;
    return true;
  }
};

/// True when V's only uses in Body are this_thread_block's argument.
bool onlyScratch(const VarDecl &V, const Stmt *Body) {
  if (!Body)
    return false;
  ScratchUses U;
  U.V = &V;
  U.TraverseStmt(const_cast<Stmt *>(Body));
  return U.All == U.AsArgument;
}

} // namespace

static void applyCgBlockTileMemory(AstRuleContext &C, const DeclStmt &S,
                                   const Stmt *Body) {
  if (!S.isSingleDecl() || !Body)
    return;
  const auto *V = dyn_cast<VarDecl>(S.getSingleDecl());
  if (!V || !cgSpecialization(V->getType(), "block_tile_memory") ||
      !C.isUserLocation(V->getLocation()))
    return;
  CharSourceRange R = C.fileRange(S.getSourceRange());
  if (!onlyScratch(*V, Body) || R.isInvalid()) {
    C.diag(DiagId::CgBlockTileKept, V->getLocation(),
           {"block_tile_memory '" + V->getName().str() +
            "' is used other than as this_thread_block's argument"});
    return;
  }
  // The declaration goes, with its line when it has one of its own.
  const SourceManager &SM = C.ast().getSourceManager();
  FileID F = SM.getFileID(R.getBegin());
  llvm::StringRef Buf = SM.getBufferData(F);
  unsigned B = SM.getFileOffset(R.getBegin()), E = SM.getFileOffset(R.getEnd());
  while (E < Buf.size() && (Buf[E] == ' ' || Buf[E] == '\t'))
    ++E;
  if (E < Buf.size() && Buf[E] == ';')
    ++E;
  unsigned LineB = B, LineE = E;
  while (LineB > 0 && (Buf[LineB - 1] == ' ' || Buf[LineB - 1] == '\t'))
    --LineB;
  while (LineE < Buf.size() && (Buf[LineE] == ' ' || Buf[LineE] == '\t'))
    ++LineE;
  if ((LineB == 0 || Buf[LineB - 1] == '\n') && LineE < Buf.size() &&
      Buf[LineE] == '\n') {
    B = LineB;
    E = LineE + 1;
  }
  SourceLocation Start = SM.getLocForStartOfFile(F);
  C.replace(CharSourceRange::getCharRange(Start.getLocWithOffset(B),
                                          Start.getLocWithOffset(E)),
            "", RuleId::CgBlockTile);
}

static void applyCgBlockTileCall(AstRuleContext &C, const CallExpr &E,
                                 const Stmt *Body) {
  const FunctionDecl *F = E.getDirectCallee();
  if (!F || !F->getIdentifier() || !inCooperativeGroups(F))
    return;
  llvm::StringRef Name = F->getName();
  // this_thread_block(scratch): the scratch is gone (above).
  if (Name == "this_thread_block" && E.getNumArgs() == 1) {
    const auto *R = dyn_cast<DeclRefExpr>(E.getArg(0)->IgnoreParenImpCasts());
    const auto *V = R ? dyn_cast<VarDecl>(R->getDecl()) : nullptr;
    if (!V || !cgSpecialization(V->getType(), "block_tile_memory") ||
        !onlyScratch(*V, Body))
      return;
    CharSourceRange A = C.fileRange(E.getArg(0)->getSourceRange());
    if (A.isValid())
      C.replace(A, "", RuleId::CgBlockTile);
    return;
  }
  if ((Name == "reduce" || Name == "inclusive_scan" ||
       Name == "exclusive_scan") &&
      E.getNumArgs() >= 2 && blockTileSize(E.getArg(0)->getType())) {
    C.useHelper(E.getBeginLoc(), "c2h_block_tile_reduce");
    return;
  }
  if (Name != "tiled_partition" || E.getNumArgs() != 1)
    return;
  const TemplateArgumentList *Args = F->getTemplateSpecializationArgs();
  if (!Args || Args->size() == 0 ||
      (*Args)[0].getKind() != TemplateArgument::Integral)
    return;
  unsigned N = static_cast<unsigned>((*Args)[0].getAsIntegral().getZExtValue());
  // A tile of more than 32, or any tile cut from one.
  if (N <= 32 && !blockTileSize(E.getArg(0)->getType()))
    return;
  const auto *Ref = dyn_cast<DeclRefExpr>(E.getCallee()->IgnoreImpCasts());
  if (!Ref)
    return;
  SourceLocation Begin = Ref->getQualifierLoc()
                             ? Ref->getQualifierLoc().getBeginLoc()
                             : Ref->getNameInfo().getBeginLoc();
  CharSourceRange R =
      C.fileRange(SourceRange(Begin, Ref->getNameInfo().getEndLoc()));
  if (R.isInvalid()) {
    C.diag(
        DiagId::CgBlockTileKept, Ref->getLocation(),
        {"tiled_partition<" + std::to_string(N) + "> is spelled by a macro"});
    return;
  }
  C.replace(R, "c2h_tiled_partition", RuleId::CgBlockTile);
  C.useHelper(Ref->getLocation(), "c2h_block_tile");
}

namespace {
AST_MATCHER(Decl, inCgNamespace) { return inCooperativeGroups(&Node); }
AST_MATCHER(VarDecl, blockTileMemory) {
  return cgSpecialization(Node.getType(), "block_tile_memory") != nullptr;
}

class CgBlockTileRule : public AstRule {
public:
  CgBlockTileRule() : AstRule(RuleId::CgBlockTile) {}
  void registerMatchers(MatchFinder &F) override {
    // The body of the function a statement is in, for the uses of a
    // block_tile_memory.
    auto InBody =
        optionally(hasAncestor(functionDecl(hasBody(stmt().bind("body")))));
    F.addMatcher(templateSpecializationTypeLoc(writtenByProgram()).bind(RootId),
                 this);
    F.addMatcher(declStmt(hasSingleDecl(varDecl(blockTileMemory())), InBody)
                     .bind(RootId),
                 this);
    F.addMatcher(
        callExpr(callee(functionDecl(inCgNamespace())), InBody).bind(RootId),
        this);
  }
  void check(AstRuleContext &C, const MatchResult &R) override {
    const auto *Body = R.Nodes.getNodeAs<Stmt>("body");
    if (const auto *E = R.Nodes.getNodeAs<CallExpr>(RootId))
      applyCgBlockTileCall(C, *E, Body);
    else if (const auto *S = R.Nodes.getNodeAs<DeclStmt>(RootId))
      applyCgBlockTileMemory(C, *S, Body);
    else if (const auto *TL = R.Nodes.getNodeAs<TypeLoc>(RootId))
      applyCgBlockTileType(C, *TL);
  }
};
} // namespace

std::unique_ptr<AstRule> makeCgBlockTileRule() {
  return std::make_unique<CgBlockTileRule>();
}

} // namespace cuda2hip
