//===- CudaArchMacro.cpp - c2h-cuda-arch-macro -----------------------------===//
//
// HIP-Clang does not define __CUDA_ARCH__. Its device-pass test is
// __HIP_DEVICE_COMPILE__, so "is this the device side?" tests translate
// exactly. A value comparison (__CUDA_ARCH__ >= 700) asks about an NVIDIA
// compute capability that has no AMD counterpart: it is diagnosed and kept.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"

namespace cuda2hip {

bool applyCudaArchMacro(TokenContext &C, size_t I, bool InDefinedTest) {
  const RawToken &Tok = C.tokens()[I];
  if (Tok.Text != "__CUDA_ARCH__")
    return false;
  if (InDefinedTest)
    C.replaceToken(I, "__HIP_DEVICE_COMPILE__", RuleId::CudaArchMacro);
  else
    C.diag(DiagId::CudaArchValue, Tok.Offset, {});
  return true;
}

} // namespace cuda2hip
