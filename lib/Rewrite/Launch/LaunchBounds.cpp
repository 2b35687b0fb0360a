//===- LaunchBounds.cpp - c2h-launch-bounds --------------------------------===//
//
// __launch_bounds__(T, B) tells nvcc that blocks have at most T threads and
// that B of them should be resident on one SM at once, so it budgets
// registers for B * T threads. HIP's macro takes the same two arguments but
// hands the second to amdgpu_waves_per_eu: the fewest waves per SIMD. Kept
// as written, B over-constrains small blocks (256 x 4 asks for 4 waves per
// SIMD where 1,024 threads on a CDNA CU are 4 waves on each of 4 SIMDs: 4,
// but 128 x 8 also asks for 8 where the same 1,024 threads need 4) and
// under-constrains large ones. The second argument becomes the same
// occupancy in waves, computed per target by the helper:
//
//   __launch_bounds__(256, 2)
//     ->   __launch_bounds__(256, C2H_MIN_WAVES_PER_EU(256, 2))
//
// CUDA 12's third argument, the most blocks per cluster, means nothing on
// AMD GPUs, and HIP's macro cannot take it (hipcc fails): it is removed,
// with a note. A __launch_bounds__ written inside a macro body is reported,
// not rewritten.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"
#include "clang/AST/Attr.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {

static void applyLaunchBounds(AstRuleContext &C, const FunctionDecl &FD) {
  const auto *A = FD.getAttr<CUDALaunchBoundsAttr>();
  if (!A || A->isInherited() || !A->getMinBlocks())
    return;
  const Expr *Threads = A->getMaxThreads(), *Blocks = A->getMinBlocks();
  // A literal 0 asks for nothing, in CUDA as in HIP: kept.
  std::optional<llvm::APSInt> V = Blocks->getIntegerConstantExpr(C.ast());
  bool Zero = V && *V == 0;
  CharSourceRange TR = C.fileRange(Threads->getSourceRange());
  CharSourceRange BR = C.fileRange(Blocks->getSourceRange());
  if (TR.isInvalid() || BR.isInvalid()) {
    C.diag(DiagId::LaunchBoundsInMacro, A->getLocation(), {});
    return;
  }
  const SourceManager &SM = C.ast().getSourceManager();
  const LangOptions &LO = C.ast().getLangOpts();
  if (!Zero) {
    std::string T = Lexer::getSourceText(TR, SM, LO).str();
    std::string B = Lexer::getSourceText(BR, SM, LO).str();
    C.replace(BR, "C2H_MIN_WAVES_PER_EU(" + T + ", " + B + ")",
              RuleId::LaunchBounds);
    C.useHelper(BR.getBegin(), "C2H_MIN_WAVES_PER_EU");
  }
  // A third argument: Clang keeps it only for sm_90 device passes, so it is
  // found in the text. ", K" goes, from the end of B to the closing ')'.
  auto TokenAt = [&](SourceLocation L) -> std::optional<Token> {
    Token Tok;
    if (Lexer::getRawToken(L, Tok, SM, LO, /*IgnoreWhiteSpace=*/true))
      return std::nullopt;
    return Tok;
  };
  std::optional<Token> Comma = TokenAt(BR.getEnd());
  if (!Comma || !Comma->is(tok::comma))
    return;
  SourceLocation KBegin;
  int Depth = 0;
  for (std::optional<Token> Tok = TokenAt(Comma->getEndLoc()); Tok;
       Tok = TokenAt(Tok->getEndLoc())) {
    if (KBegin.isInvalid())
      KBegin = Tok->getLocation();
    if (Tok->isOneOf(tok::l_paren, tok::l_square, tok::l_brace)) {
      ++Depth;
    } else if (Tok->isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
               Depth-- == 0) {
      CharSourceRange K =
          CharSourceRange::getCharRange(KBegin, Tok->getLocation());
      C.replace(CharSourceRange::getCharRange(BR.getEnd(), Tok->getLocation()),
                "", RuleId::LaunchBounds);
      C.diag(DiagId::LaunchBoundsCluster, KBegin,
             {Lexer::getSourceText(K, SM, LO).rtrim().str()});
      return;
    } else if (Tok->isOneOf(tok::eof, tok::semi)) {
      return;
    }
  }
}

std::unique_ptr<AstRule> makeLaunchBoundsRule() {
  return nodeRule(RuleId::LaunchBounds,
                  functionDecl(hasAttr(attr::CUDALaunchBounds)),
                  applyLaunchBounds);
}

} // namespace cuda2hip
