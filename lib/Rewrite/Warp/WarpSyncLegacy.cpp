//===- WarpSyncLegacy.cpp - c2h-warp-sync-legacy and c2h-syncwarp ----------===//
//
// HIP gained the *_sync warp intrinsics in ROCm 6.2 and __syncwarp in 7.0.
// For an older target, the calls become the forms those releases have:
//
//   __shfl{,_up,_down,_xor}_sync(m, v, ...)  ->  __shfl{,_up,_down,_xor}(v, ...)
//   __ballot_sync(m, p) / __any_sync / __all_sync  ->  __ballot(p) / __any / __all
//   __activemask()                          ->  __ballot(1)
//   __syncwarp(m)                           ->  __builtin_amdgcn_wave_barrier()
//
// The mask-less forms act on every active lane of the wavefront. That equals
// the CUDA call when the mask names every lane that executes it: a full-mask
// constant or __activemask(). Any other mask is dropped with a warning.
// __match_*_sync and __reduce_*_sync have no older form and are diagnosed.
// For a target at or above the row's ROCm release the call is kept as is.
//
// Warp *width* (32 vs 64 lanes) is a separate concern: see the c2h-warp-*
// hazard rules.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"
#include "llvm/ADT/StringSwitch.h"

namespace cuda2hip {

std::string canonicalMask(const TokenContext &C, llvm::StringRef M) {
  for (int Depth = 0;; ++Depth) {
    M = M.trim();
    while (M.size() >= 2 && M.front() == '(' && M.back() == ')')
      M = M.drop_front().drop_back().trim();
    std::optional<llvm::StringRef> Body = C.macroBody(M);
    if (!Body || Depth == 3)
      break;
    M = *Body;
  }
  std::string Lower = M.lower();
  while (!Lower.empty() && (Lower.back() == 'u' || Lower.back() == 'l'))
    Lower.pop_back();
  return Lower;
}

bool isFullWarpMask(const TokenContext &C, llvm::StringRef M) {
  std::string L = canonicalMask(C, M);
  return L == "0xffffffff" || L == "0xffffffffffffffff" || L == "~0" ||
         L == "-1" || L == "4294967295" || L == "__activemask()";
}

bool applyWarpSyncLegacy(TokenContext &C, size_t &I, const ApiRow &Row) {
  if (Row.Status != ApiStatus::Structural ||
      C.opts().RocmTarget >= Row.Rocm)
    return false;
  const RawToken &Tok = C.tokens()[I];
  llvm::StringRef Name = Tok.Text;
  std::string Target = rocmVersionString(C.opts().RocmTarget);

  llvm::StringRef Legacy = llvm::StringSwitch<llvm::StringRef>(Name)
                               .Case("__shfl_sync", "__shfl")
                               .Case("__shfl_up_sync", "__shfl_up")
                               .Case("__shfl_down_sync", "__shfl_down")
                               .Case("__shfl_xor_sync", "__shfl_xor")
                               .Case("__ballot_sync", "__ballot")
                               .Case("__any_sync", "__any")
                               .Case("__all_sync", "__all")
                               .Default("");
  std::optional<TokenCall> Call = C.callAt(I);

  if (Name == "__activemask" && Call && Call->Args.empty()) {
    C.replace(Tok.Offset, C.tokens()[Call->RParen].end() - Tok.Offset,
              "__ballot(1)", RuleId::WarpSyncLegacy);
    C.diag(DiagId::ActivemaskLegacy, Tok.Offset, {});
    return true;
  }
  if (Name == "__syncwarp" && Call) {
    replaceSyncwarp(C, I, *Call, RuleId::Syncwarp);
    return true;
  }
  if (!Legacy.empty() && Call && Call->Args.size() >= 2) {
    auto [MFirst, MLast] = Call->Args[0];
    llvm::StringRef Mask = C.text(MFirst, MLast);
    C.replaceToken(I, Legacy.str(), RuleId::WarpSyncLegacy);
    // Delete "mask, " up to the next argument's first token.
    unsigned From = C.tokens()[MFirst].Offset;
    unsigned To = C.tokens()[Call->Args[1].first].Offset;
    C.replace(From, To - From, "", RuleId::WarpSyncLegacy);
    if (!isFullWarpMask(C, Mask))
      C.diag(DiagId::SyncMaskDropped, Tok.Offset,
             {Target, Name.str(), Legacy.str(), Mask.str()});
    I = MLast; // The mask is gone; nothing inside it is rewritten.
    return true;
  }
  // No older form, or not written as a call we can rewrite.
  C.diag(DiagId::WarpIntrinsicNeedsRocm, Tok.Offset,
         {Name.str(), rocmVersionString(Row.Rocm), Target});
  return true;
}

} // namespace cuda2hip
