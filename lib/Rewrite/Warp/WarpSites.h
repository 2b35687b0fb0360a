//===- WarpSites.h - the warp analysis's checks of one site -----*- C++ -*-===//
//
// The hazards a single call of a warp intrinsic shows: a 32-bit full mask,
// a vote, match or reduction across the whole wavefront, __syncwarp before
// ROCm 7.0, a 32-bit bit count of a ballot word, and a shuffle's offset or
// lane that assumes 32 lanes; and the hazard of a lane bit made with a
// 32-bit 1, of a lane or warp id computed in 32s, of a test against lane 31
// or a 32-bit full mask, of a 32-bit variable for a ballot word, of a
// ballot word stored to memory, and of a shared array with a slot per
// warp. One judge for both readers of a site: the AST (WarpTaint.cpp
// records a site for each the parse saw) and the tokens (WarpAnalysis.cpp,
// for the sites it did not).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_WARP_WARPSITES_H
#define CUDA2HIP_LIB_REWRITE_WARP_WARPSITES_H

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

/// The finding of a lane bit '1 << X': a 32-bit 1 shifted by a lane id.
void checkLaneShift(const WarpShiftSite &S, bool Hip,
                    std::vector<WarpFinding> &Out);

/// The finding of a lane id, warp id or warp count computed in 32s: a lane
/// id of a thread index; a warp id of one, or a count of warps.
void checkIdSite(const WarpIdSite &S, bool Hip, std::vector<WarpFinding> &Out);

/// The finding of a test against 31 of a lane id, or against a 32-bit full
/// mask of a ballot word.
void checkCompareSite(const WarpCompareSite &S, std::vector<WarpFinding> &Out);

/// The finding of a variable of 32 bits or fewer that keeps a ballot word;
/// in HIP with a fix-it to unsigned long long.
void checkBallotVarSite(const WarpBallotVarSite &S, bool Hip,
                        std::vector<WarpFinding> &Out);

/// The finding of a ballot word stored to an element of an array: the
/// memory's layout is the warp's width.
void checkBallotStoreSite(const WarpBallotStoreSite &S,
                          std::vector<WarpFinding> &Out);

/// The finding of an array in shared memory with a slot per 32-lane warp:
/// in CUDA code, and in HIP code where the function reasons in 32-lane
/// warps (Reasons32; elsewhere 32 slots are the safe size at either width).
void checkPerWarpArraySite(const WarpPerWarpArraySite &S, bool Hip,
                           bool Reasons32, std::vector<WarpFinding> &Out);

} // namespace cuda2hip

#endif
