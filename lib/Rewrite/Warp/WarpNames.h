//===- WarpNames.h - names the warp analyses recognise ----------*- C++ -*-===//
//
// Shared by the token analysis (WarpAnalysis.cpp) and the AST taint
// (WarpTaint.cpp), so that both read a call or a name alike.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_WARP_WARPNAMES_H
#define CUDA2HIP_LIB_REWRITE_WARP_WARPNAMES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/StringSwitch.h"
#include <string>

namespace cuda2hip {

/// A call that returns a ballot, activemask or match word.
inline bool isBallotCall(llvm::StringRef N) {
  return llvm::StringSwitch<bool>(N)
      .Cases({"__ballot_sync", "__ballot", "__activemask"}, true)
      .Cases({"__match_any_sync", "__match_all_sync", "__match_any"}, true)
      .Default(false);
}
/// A 32-bit bit count or scan: of a ballot word, it reads half a wavefront.
inline bool isBitCount(llvm::StringRef N) {
  return N == "__popc" || N == "__ffs" || N == "__clz" || N == "__brev";
}
/// The same functions' 64-bit forms, and the 32-bit ones.
inline bool isAnyBitCount(llvm::StringRef N) {
  return isBitCount(N) || N == "__popcll" || N == "__ffsll" || N == "__clzll";
}
/// A shuffle: __shfl, __shfl_up, __shfl_xor_sync...
inline bool isShuffle(llvm::StringRef N) { return N.starts_with("__shfl"); }
/// A warp function that takes a mask first (__shfl_sync, __ballot_sync,
/// __match_any_sync, __reduce_add_sync...).
inline bool isSyncOp(llvm::StringRef N) {
  return N.ends_with("_sync") &&
         (N.starts_with("__shfl") || N.starts_with("__ballot") ||
          N.starts_with("__any") || N.starts_with("__all") ||
          N.starts_with("__match") || N.starts_with("__reduce"));
}
/// A name that speaks of a warp or wavefront (WARP_SIZE, kWavefront...).
inline bool isWarpName(llvm::StringRef N) {
  std::string L = N.lower();
  return llvm::StringRef(L).contains("warp") ||
         llvm::StringRef(L).contains("wave");
}

} // namespace cuda2hip

#endif
