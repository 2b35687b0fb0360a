//===- Helpers.h - the helpers translations carry ---------------*- C++ -*-===//
//
// Where HIP has no counterpart for a CUDA construct, a rule rewrites it into
// a call of a helper, and the translated file carries that helper's source.
// Every helper is a real header under lib/Rules/Helpers/ (grouped by what it
// is: warp/, cg/, async/, simd/, matrix/, numeric/, memory/, runtime/),
// registered in lib/Rules/Helpers.def with what it needs and what else it
// declares, and embedded into the binary at build time. Rules ask for a
// helper by name; the file gets it, and what it needs, in registry order.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_RULES_HELPERS_H
#define CUDA2HIP_RULES_HELPERS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

namespace cuda2hip {

struct EmittedHelper {
  llvm::StringRef Name;       ///< The function, macro or family it defines.
  llvm::StringRef Path;       ///< Its header, under lib/Rules/Helpers/.
  llvm::StringRef Needs;      ///< The helpers it calls, blank-separated.
  llvm::StringRef Provides;   ///< Other names it declares, blank-separated.
  llvm::StringRef Definition; ///< The header's text: guarded, ends in '\n'.

  llvm::SmallVector<llvm::StringRef, 4> needs() const;
};

/// Every helper, in the order a file carries them.
llvm::ArrayRef<EmittedHelper> emittedHelpers();

/// The helper that defines Name: the one of that name, or the one that
/// provides it (c2h_any_sync32 is in c2h_ballot_sync32, c2h::barrier in
/// c2h_cuda_sync, cuda_fp8.h's names in c2h_fp8); "" when none does.
llvm::StringRef helperDefining(llvm::StringRef Name);

/// The HIP names of cuda_fp8.h's types, enumerators and conversions: the
/// c2h_fp8 helper declares them (c2h-fp8).
bool isFp8Name(llvm::StringRef Name);

/// True for the helpers of CUDA's packed SIMD, DPX and dot-product
/// functions (c2h-simd-intrinsics): what lib/Rules/Helpers/simd/ declares,
/// less the lane engine they share (simd/detail/).
bool isSimdHelper(llvm::StringRef Name);

} // namespace cuda2hip

#endif
