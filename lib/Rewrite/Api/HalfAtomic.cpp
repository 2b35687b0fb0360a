//===- HalfAtomic.cpp - c2h-half-atomic ------------------------------------===//
//
// CUDA overloads atomicAdd on __half2 and __nv_bfloat162 (and, from sm_70
// and sm_80, on __half and __nv_bfloat16). HIP's atomicAdd has no such
// overloads: its half-precision atomic add is unsafeAtomicAdd, which on
// gfx90a and later is the packed hardware add and elsewhere a
// compare-and-swap loop. Like CUDA's, it is atomic for each 16-bit half,
// not for the pair as one access.
//
//   atomicAdd(&sum[i], v)   ->   unsafeAtomicAdd(&sum[i], v)
//
// "Unsafe" is about memory kinds: the hardware add does not work on
// fine-grained (host-coherent) memory. Device allocations are
// coarse-grained; the note says so at each call.
//
// Present in ROCm 6.4's and 7.2's headers for the pairs, in 7.2's alone for
// the scalars; ROCm 5.7's have neither.
//
//===----------------------------------------------------------------------===//
#include "../AstContext.h"

using namespace clang;

namespace cuda2hip {

void applyHalfAtomic(AstRuleContext &C, const CallExpr &E) {
  const FunctionDecl *FD = E.getDirectCallee();
  if (!FD || !FD->getIdentifier() || FD->getName() != "atomicAdd" ||
      FD->getNumParams() != 2)
    return;
  const auto *Ptr = FD->getParamDecl(0)->getType()->getAs<PointerType>();
  const RecordDecl *RD =
      Ptr ? Ptr->getPointeeType()->getAsRecordDecl() : nullptr;
  if (!RD || !RD->getIdentifier())
    return;
  llvm::StringRef Name = RD->getName();
  RocmVersion Needs;
  llvm::StringRef Hip;
  if (Name == "__half2" || Name == "__nv_bfloat162") {
    Needs = rocmVersion(6, 4);
    Hip = Name == "__half2" ? "__half2" : "__hip_bfloat162";
  } else if (Name == "__half" || Name == "__nv_bfloat16") {
    Needs = rocmVersion(7, 2);
    Hip = Name == "__half" ? "__half" : "__hip_bfloat16";
  } else {
    return;
  }
  const auto *Callee = dyn_cast<DeclRefExpr>(E.getCallee()->IgnoreParenImpCasts());
  if (!Callee)
    return;
  SourceLocation L = Callee->getLocation();
  CharSourceRange R = C.fileRange(SourceRange(L, L));
  if (L.isMacroID() || R.isInvalid()) {
    C.diag(DiagId::HalfAtomicInMacro, E.getBeginLoc(), {Hip.str()});
    return;
  }
  C.replace(R, "unsafeAtomicAdd", RuleId::HalfAtomic);
  C.diag(DiagId::HalfAtomic, L, {Hip.str()});
  if (Needs > C.opts().RocmTarget)
    C.diag(DiagId::RocmVersion, L,
           {("atomicAdd(" + Name + " *, " + Name + ")").str(),
            "unsafeAtomicAdd", rocmVersionString(Needs),
            rocmVersionString(C.opts().RocmTarget)});
}

} // namespace cuda2hip
