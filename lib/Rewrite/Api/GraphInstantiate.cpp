//===- GraphInstantiate.cpp - c2h-graph-instantiate ------------------------===//
//
// CUDA 12 and 13 declare cudaGraphInstantiate(exec, graph, flags = 0).
// hipGraphInstantiate keeps CUDA 11's five-argument form (exec, graph,
// errorNode, logBuffer, bufferSize), so the renamed call does not compile.
//
//   cudaGraphInstantiate(&e, g)           -> hipGraphInstantiate(&e, g, nullptr, nullptr, 0)
//   cudaGraphInstantiate(&e, g, 0)        -> hipGraphInstantiate(&e, g, nullptr, nullptr, 0)
//   cudaGraphInstantiate(&e, g, flags)    -> hipGraphInstantiateWithFlags(&e, g, flags)
//
// A call with five arguments (CUDA 11's form) is HIP's already.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {

static void applyGraphInstantiate(AstRuleContext &C, const CallExpr &E) {
  const FunctionDecl *FD = E.getDirectCallee();
  if (!FD || !FD->getIdentifier() || FD->getName() != "cudaGraphInstantiate")
    return;
  // Default arguments are in the AST too: count what was written.
  unsigned Written = 0;
  for (const Expr *A : E.arguments())
    Written += !isa<CXXDefaultArgExpr>(A);
  if (Written != 2 && Written != 3)
    return;
  ASTContext &Ctx = C.ast();
  if (Written == 2) {
    CharSourceRange Last = C.fileRange(E.getArg(1)->getSourceRange());
    if (Last.isInvalid())
      return;
    C.replace(CharSourceRange::getCharRange(Last.getEnd(), Last.getEnd()),
              ", nullptr, nullptr, 0", RuleId::GraphInstantiate);
    return;
  }
  const Expr *Flags = E.getArg(2);
  CharSourceRange FlagsRange = C.fileRange(Flags->getSourceRange());
  if (FlagsRange.isInvalid())
    return;
  std::optional<llvm::APSInt> V = Flags->getIntegerConstantExpr(Ctx);
  if (V && *V == 0) {
    C.replace(FlagsRange, "nullptr, nullptr, 0", RuleId::GraphInstantiate);
    return;
  }
  // The name is written out in full, whatever the API tables rename
  // cudaGraphInstantiate to elsewhere.
  const auto *Name =
      dyn_cast<DeclRefExpr>(E.getCallee()->IgnoreParenImpCasts());
  if (!Name)
    return;
  CharSourceRange Callee = C.fileRange(SourceRange(Name->getLocation()));
  if (Callee.isInvalid())
    return;
  C.supersede(Callee, "hipGraphInstantiateWithFlags", RuleId::GraphInstantiate);
}

std::unique_ptr<AstRule> makeGraphInstantiateRule() {
  return nodeRule(
      RuleId::GraphInstantiate,
      callExpr(callee(functionDecl(hasName("cudaGraphInstantiate")))),
      applyGraphInstantiate);
}

} // namespace cuda2hip
