//===- KernelPointerArg.cpp - c2h-kernel-pointer-arg -----------------------===//
//
// CUDA's runtime header gives the function-attribute calls template
// overloads, so 'cudaFuncSetAttribute(kernel, ...)' takes the kernel as it
// is. HIP declares these calls with 'const void *' alone, and a function
// does not convert to 'const void *' implicitly, so the renamed call does
// not compile. The kernel argument is cast:
//
//   hipFuncSetAttribute(reinterpret_cast<const void *>(kernel), ...)
//
// Only arguments that name a function are cast (of function or
// function-pointer type, or a name that finds only functions where a
// template or an overload set leaves the type open: `k<U, 64>` inside a
// template, a specialization `k<double, 16>`, with or without '&', or an
// `auto` variable a template initializes so); one that is already a pointer
// to void stays as written. HIP keeps template overloads
// of its own for the occupancy and cooperative-launch calls, so those need
// nothing.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::transformer;

namespace cuda2hip {
namespace {

/// The CUDA calls whose HIP counterparts take the kernel as 'const void *'
/// with no template overload, and the argument that names the kernel.
struct KernelPointerCall {
  llvm::StringLiteral Name;
  unsigned Arg;
};
constexpr KernelPointerCall Calls[] = {
    {"cudaFuncGetAttributes", 1},  {"cudaFuncSetAttribute", 0},
    {"cudaFuncSetCacheConfig", 0}, {"cudaFuncSetSharedMemConfig", 0},
    {"cudaLaunchKernel", 0},
};

bool isFunctionLike(QualType T) {
  if (T->isFunctionType())
    return true;
  if (const auto *P = T->getAs<PointerType>())
    return P->getPointeeType()->isFunctionType();
  return false;
}

/// Whether Arg names a function or kernel: of function type, a function
/// pointer, or, where overload resolution or a template has not settled it
/// yet, a name that finds only functions (`k<U, 64>` in a template, the
/// specialization `k<double, 16>` passed where HIP takes 'const void *'),
/// with or without '&'.
bool namesFunction(const Expr *Arg) {
  Arg = Arg->IgnoreParenImpCasts();
  if (isFunctionLike(Arg->getType()))
    return true;
  if (const auto *U = dyn_cast<UnaryOperator>(Arg); U && U->getOpcode() == UO_AddrOf)
    Arg = U->getSubExpr()->IgnoreParens();
  if (const auto *O = dyn_cast<OverloadExpr>(Arg)) {
    for (const NamedDecl *D : O->decls())
      if (!isa<FunctionDecl, FunctionTemplateDecl>(D->getUnderlyingDecl()))
        return false;
    return O->getNumDecls() > 0;
  }
  if (const auto *R = dyn_cast<DeclRefExpr>(Arg)) {
    // `auto kernel = k<T, N>;` in a template: the variable's type waits for
    // the instantiation, its initializer already names the kernel.
    if (const auto *V = dyn_cast<VarDecl>(R->getDecl());
        V && V->getType()->isDependentType() && V->getInit() &&
        V->getType()->getContainedAutoType())
      return namesFunction(V->getInit());
    return isa<FunctionDecl>(R->getDecl());
  }
  return false;
}

/// The name of the function E calls: its callee, or, in a template where
/// the call depends on a template parameter, the name it looks up.
llvm::StringRef calleeName(const CallExpr &E) {
  if (const FunctionDecl *FD = E.getDirectCallee())
    return FD->getIdentifier() ? FD->getName() : "";
  if (const auto *U = dyn_cast<UnresolvedLookupExpr>(E.getCallee()->IgnoreParenImpCasts()))
    return U->getName().isIdentifier() ? U->getName().getAsIdentifierInfo()->getName() : "";
  return "";
}

AST_MATCHER_P(CallExpr, callsNamed, std::string, Name) {
  return calleeName(Node) == Name;
}

class KernelPointerArgRule : public AstRule {
public:
  KernelPointerArgRule() : AstRule(RuleId::KernelPointerArg) {
    for (const KernelPointerCall &K : Calls)
      Casts.push_back(
          editList({insertBefore(fileRangeOfArgument(K.Arg),
                                 cat("reinterpret_cast<const void *>(")),
                    insertAfter(fileRangeOfArgument(K.Arg), cat(")"))}));
  }
  void registerMatchers(MatchFinder &F) override {
    for (const KernelPointerCall &K : Calls)
      F.addMatcher(
          callExpr(callsNamed(K.Name.str()), hasArgument(K.Arg, expr()))
              .bind(RootId),
          this);
  }
  void check(AstRuleContext &C, const MatchResult &R) override {
    const auto &E = *R.Nodes.getNodeAs<CallExpr>(RootId);
    llvm::StringRef Name = calleeName(E);
    size_t I =
        llvm::find_if(
            Calls, [&](const KernelPointerCall &K) { return K.Name == Name; }) -
        std::begin(Calls);
    // '&kernel' and 'kernel' alike; a template argument list is part of it.
    if (!namesFunction(E.getArg(Calls[I].Arg)))
      return;
    if (!applyEdits(C, R, Casts[I], RuleId::KernelPointerArg))
      C.diag(DiagId::KernelPointerInMacro, E.getBeginLoc(), {Name.str()});
  }

private:
  /// The kernel argument cast to 'const void *', per call.
  std::vector<EditGenerator> Casts;
};
} // namespace

std::unique_ptr<AstRule> makeKernelPointerArgRule() {
  return std::make_unique<KernelPointerArgRule>();
}

} // namespace cuda2hip
