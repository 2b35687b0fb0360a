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
// Only arguments of function or function-pointer type are cast; one that is
// already a pointer to void stays as written. HIP keeps template overloads
// of its own for the occupancy and cooperative-launch calls, so those need
// nothing.
//
//===----------------------------------------------------------------------===//
#include "../AstContext.h"

using namespace clang;

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

} // namespace

void applyKernelPointerArg(AstRuleContext &C, const CallExpr &E) {
  const FunctionDecl *FD = E.getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return;
  const KernelPointerCall *Call = nullptr;
  for (const KernelPointerCall &K : Calls)
    if (FD->getName() == K.Name)
      Call = &K;
  if (!Call || E.getNumArgs() <= Call->Arg)
    return;
  const Expr *Arg = E.getArg(Call->Arg)->IgnoreParenImpCasts();
  // '&kernel' and 'kernel' alike; a template argument list is part of it.
  if (!isFunctionLike(Arg->getType()))
    return;
  if (!C.wrap(*E.getArg(Call->Arg), "reinterpret_cast<const void *>(", ")",
              RuleId::KernelPointerArg))
    C.diag(DiagId::KernelPointerInMacro, E.getBeginLoc(), {Call->Name.str()});
}

} // namespace cuda2hip
