//===- WarpCalls.h - the warp analysis's checks of one call -----*- C++ -*-===//
//
// The hazards a single call of a warp intrinsic shows: a 32-bit full mask,
// a vote, match or reduction across the whole wavefront, __syncwarp before
// ROCm 7.0, a 32-bit bit count of a ballot word, and a shuffle's offset or
// lane that assumes 32 lanes. One judge for both readers of a call: the
// AST (WarpTaint.cpp records a WarpCallSite for each call the parse saw)
// and the tokens (WarpAnalysis.cpp, for the calls it did not).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_WARP_WARPCALLS_H
#define CUDA2HIP_LIB_REWRITE_WARP_WARPCALLS_H

#include "cuda2hip/Rewrite/WarpAnalysis.h"

namespace cuda2hip {

/// A finding of check K at Offset, in Function ("" outside one).
WarpFinding warpFinding(DiagId K, unsigned Offset, std::string Message,
                        std::vector<FixIt> Fixes, std::string Function);

/// A callee the call checks judge.
bool isCheckedWarpCall(llvm::StringRef Name);

/// The findings of one call. Hip selects HIP's 64-bit masks, fix-its in
/// HIP spelling, and votes and index shuffles flagged only where the
/// function reasons in 32-lane warps (Reasons32).
void checkWarpCall(const WarpCallSite &S, bool Hip, bool Reasons32,
                   std::vector<WarpFinding> &Out);

} // namespace cuda2hip

#endif
