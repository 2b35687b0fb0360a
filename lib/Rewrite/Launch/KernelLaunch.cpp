//===- KernelLaunch.cpp - c2h-kernel-launch --------------------------------===//
//
// HIP accepts kernel<<<grid, block, shmem, stream>>>(args) as written, so by
// default launches are left alone. With --launch=ggl they become
//
//   hipLaunchKernelGGL(kernel, dim3(grid), dim3(block), shmem, stream, args)
//
// Only the head of the launch is replaced ("kernel<<<...>>>(" becomes
// "hipLaunchKernelGGL(kernel, ..., "); the argument list, its comments and
// its layout stay as written. A kernel named with template arguments is
// wrapped in HIP_KERNEL_NAME so its commas survive the macro.
//
// A launch inside device code (dynamic parallelism) has no HIP equivalent and
// is diagnosed whatever the launch style.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {

static void applyKernelLaunch(AstRuleContext &C, const CUDAKernelCallExpr &E,
                              bool InDeviceCode) {
  if (InDeviceCode) {
    C.diag(DiagId::DynamicParallelism, E.getBeginLoc(), {});
    return;
  }
  if (C.opts().Launch != LaunchStyle::LaunchKernelGGL)
    return;
  const SourceManager &SM = C.ast().getSourceManager();
  const CallExpr *Config = E.getConfig();
  SourceLocation Begin = E.getBeginLoc();
  if (Begin.isMacroID() || E.getEndLoc().isMacroID() || !Config ||
      Config->getRParenLoc().isMacroID()) {
    C.diag(DiagId::LaunchInMacro, Begin, {});
    return;
  }
  // The '(' of the argument list follows the '>>>' token.
  std::optional<Token> Open = Lexer::findNextToken(
      Config->getRParenLoc(), SM, C.ast().getLangOpts());
  if (!Open || !Open->is(tok::l_paren))
    return;

  // Small edits around the pieces that stay, so renames inside the
  // configuration and arguments (made by other rules) still apply.
  const LangOptions &LO = C.ast().getLangOpts();
  auto EndOf = [&](const Expr *X) {
    return Lexer::getLocForEndOfToken(X->getEndLoc(), 0, SM, LO);
  };
  auto Replace = [&](SourceLocation From, SourceLocation To, std::string T) {
    C.replace(CharSourceRange::getCharRange(From, To), std::move(T),
              RuleId::KernelLaunch);
  };
  std::vector<const Expr *> Explicit;
  for (const Expr *A : Config->arguments())
    if (!isa<CXXDefaultArgExpr>(A))
      Explicit.push_back(A);
  if (Explicit.size() < 2)
    return;

  const Expr *Callee = E.getCallee()->IgnoreImplicit();
  // Template arguments carry commas the macro would split on.
  bool Templated = C.text(Callee->getSourceRange()).contains('<');
  Replace(Begin, Begin,
          Templated ? "hipLaunchKernelGGL(HIP_KERNEL_NAME(" : "hipLaunchKernelGGL(");
  Replace(EndOf(Callee), Explicit[0]->getBeginLoc(),
          Templated ? "), dim3(" : ", dim3(");
  Replace(EndOf(Explicit[0]), Explicit[1]->getBeginLoc(), "), dim3(");
  std::string Tail = ")";
  for (size_t I = 2; I < Explicit.size(); ++I) {
    Replace(EndOf(Explicit[I - 1]), Explicit[I]->getBeginLoc(),
            I == 2 ? "), " : ", ");
    Tail.clear();
  }
  for (size_t I = Explicit.size(); I < 4; ++I)
    Tail += ", 0";
  if (E.getNumArgs() > 0)
    Tail += ", ";
  Replace(EndOf(Explicit.back()), Open->getEndLoc(), Tail);
}

namespace {
class KernelLaunchRule : public AstRule {
public:
  KernelLaunchRule() : AstRule(RuleId::KernelLaunch) {}
  void registerMatchers(MatchFinder &F) override {
    F.addMatcher(
        cudaKernelCallExpr(optionally(hasAncestor(functionDecl().bind("in"))))
            .bind(RootId),
        this);
  }
  void check(AstRuleContext &C, const MatchResult &R) override {
    const auto *In = R.Nodes.getNodeAs<FunctionDecl>("in");
    // A launch from a kernel or a device-only function: dynamic parallelism.
    bool Device =
        In && (In->hasAttr<CUDAGlobalAttr>() ||
               (In->hasAttr<CUDADeviceAttr>() && !In->hasAttr<CUDAHostAttr>()));
    applyKernelLaunch(C, *R.Nodes.getNodeAs<CUDAKernelCallExpr>(RootId),
                      Device);
  }
};
} // namespace

std::unique_ptr<AstRule> makeKernelLaunchRule() {
  return std::make_unique<KernelLaunchRule>();
}

} // namespace cuda2hip
