//===- GridConstant.cpp - c2h-grid-constant --------------------------------===//
//
// `__grid_constant__` (CUDA 11.7) marks a const kernel parameter whose
// address the kernel may take without a copy to local memory. HIP has no
// such annotation, and hipcc rejects the unknown name; a HIP kernel reads
// its arguments from the kernel-argument segment, and taking a const
// parameter's address at worst copies it. The annotation goes, with the
// blanks after it; the parameter stays const:
//
//   __global__ void k(const __grid_constant__ Params p)
//     ->   __global__ void k(const Params p)
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"

using namespace clang;

namespace cuda2hip {

bool applyGridConstant(TokenContext &C, size_t I) {
  const auto &T = C.tokens();
  if (T[I].Text != "__grid_constant__" || C.isUserName(T[I].Text) ||
      I + 1 >= T.size() || T[I + 1].StartOfLine)
    return false;
  C.replace(T[I].Offset, T[I + 1].Offset - T[I].Offset, "",
            RuleId::GridConstant);
  return true;
}

} // namespace cuda2hip
