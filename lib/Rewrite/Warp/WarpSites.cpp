//===- WarpSites.cpp - the warp analysis's checks of one site -------------===//
#include "WarpSites.h"
#include "WarpNames.h"

namespace cuda2hip {

/// What __syncwarp() is before ROCm 7.0, as one expression: the lanes meet
/// at the wave barrier, and the fences order their memory accesses across it.
static constexpr const char *SyncwarpFallback =
    "(__builtin_amdgcn_fence(__ATOMIC_RELEASE, \"wavefront\"), "
    "__builtin_amdgcn_wave_barrier(), "
    "__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"wavefront\"))";

WarpFinding warpFinding(DiagId K, unsigned Offset, std::string Message,
                        std::vector<FixIt> Fixes, std::string Function) {
  WarpFinding F;
  F.Check = K;
  F.Offset = Offset;
  F.Message = std::move(Message);
  F.Fixes = std::move(Fixes);
  F.Function = std::move(Function);
  return F;
}

bool isCheckedWarpCall(llvm::StringRef N) {
  return isSyncOp(N) || isShuffle(N) || isBitCount(N) || N == "__any" ||
         N == "__all" || N == "__syncwarp" || N.starts_with("__match_any") ||
         N.starts_with("__match_all");
}

namespace {

class CallCheck {
public:
  CallCheck(const WarpCallSite &S, bool Hip, bool Reasons32,
            std::vector<WarpFinding> &Out)
      : S(S), N(S.Name), Hip(Hip), Reasons32(Reasons32), Out(Out) {}

  void run() {
    unsigned At = S.Offset;
    if (isSyncOp(N) && !S.Args.empty() && S.Args[0].FullMask32) {
      const WarpCallArg &M = S.Args[0];
      std::vector<FixIt> Fix;
      if (Hip)
        Fix.push_back({M.Begin, M.End - M.Begin, "~0ull"});
      add(DiagId::WarpFullMask, M.Begin,
          "mask '" + M.Text + "' of '" + N.str() +
              "' names lanes 0-31 only: lanes 32-63 of a 64-lane wavefront "
              "execute the call too" +
              (Hip ? "; HIP masks are 64-bit (~0ull)" : ""),
          std::move(Fix));
    }
    if (N == "__any_sync" || N == "__all_sync" ||
        (Hip && Reasons32 && (N == "__any" || N == "__all")))
      add(DiagId::WarpVote, At,
          "'" + N.str() +
              "' votes across the whole wavefront: on wave64 it merges two "
              "32-lane warps");
    if (N.starts_with("__match_any") || N.starts_with("__match_all"))
      add(DiagId::WarpMatch, At,
          "'" + N.str() +
              "' returns a 64-bit mask on AMD and has no HIP form before "
              "ROCm 6.2; under 32-lane warps it must match within each half");
    if (N.starts_with("__reduce_") && N.ends_with("_sync"))
      add(DiagId::WarpReduce, At,
          "'" + N.str() +
              "' reduces across the whole wavefront: on wave64 it merges two "
              "32-lane warps");
    if (N == "__syncwarp")
      add(DiagId::WarpSyncwarp, At,
          "__syncwarp exists in HIP only from ROCm 7.0; before that use "
          "__builtin_amdgcn_wave_barrier() between wavefront-scope release "
          "and acquire fences",
          Hip ? std::vector<FixIt>{{At, S.RParen + 1 - At, SyncwarpFallback}}
              : std::vector<FixIt>{});
    if (isBitCount(N) && !S.Args.empty() && (S.Args[0].Taint & TaintBallot)) {
      std::vector<FixIt> Fix;
      if (Hip)
        Fix.push_back({At, unsigned(N.size()), N.str() + "ll"});
      add(DiagId::WarpBallotWidth, At,
          "'" + N.str() +
              "' counts 32 bits of a ballot word that has 64 on a 64-lane "
              "wavefront" +
              (Hip ? "; use '" + N.str() + "ll'" : std::string()),
          std::move(Fix));
    }
    if (isShuffle(N))
      shuffle();
  }

private:
  void shuffle() {
    size_t First = N.ends_with("_sync") ? 1 : 0; // The value argument.
    if (S.Args.size() < First + 2)
      return;
    const WarpCallArg &Src = S.Args[First + 1];
    bool HasWidth = S.Args.size() > First + 2;
    if (Src.LoopBound && !HasWidth)
      add(DiagId::WarpShflOffset, *Src.LoopBound,
          "shuffle offsets that start at 16 (or stop at 32) cover a "
          "32-lane warp: on a 64-lane wavefront lane 0 misses lanes "
          "32-63; start at warpSize / 2 or keep 32-lane warps");
    if (Src.Constant == 16 && !HasWidth)
      add(DiagId::WarpShflOffset, Src.Begin,
          "shuffle offset 16 is half a 32-lane warp, a quarter of a 64-lane "
          "wavefront");
    bool IndexForm = N == "__shfl_sync" || N == "__shfl";
    if (!IndexForm || HasWidth)
      return;
    bool Fixed = Src.Constant.has_value();
    bool In32 = (Src.Taint & TaintLane32) || Src.Has32;
    if (!Fixed && !In32)
      return;
    if (Hip && !Reasons32 && !In32)
      return;
    std::vector<FixIt> Fix;
    if (Hip && Reasons32)
      Fix.push_back({S.RParen, 0, ", 32"});
    add(DiagId::WarpShflWidth, S.Offset,
        "'" + N.str() + "' reads lane '" + Src.Text +
            "' of the whole wavefront: on wave64 lanes 32-63 read from lanes "
            "0-31; pass width 32 to keep 32-lane warps",
        std::move(Fix));
  }

  void add(DiagId K, unsigned Offset, std::string Msg,
           std::vector<FixIt> Fixes = {}) {
    Out.push_back(
        warpFinding(K, Offset, std::move(Msg), std::move(Fixes), S.Function));
  }

  const WarpCallSite &S;
  llvm::StringRef N;
  bool Hip, Reasons32;
  std::vector<WarpFinding> &Out;
};

} // namespace

void checkWarpCall(const WarpCallSite &S, bool Hip, bool Reasons32,
                   std::vector<WarpFinding> &Out) {
  CallCheck(S, Hip, Reasons32, Out).run();
}

void checkLaneShift(const WarpShiftSite &S, bool Hip,
                    std::vector<WarpFinding> &Out) {
  // A 1 of 32 bits (or of 'long', 32 bits on some hosts); 1ull is 64.
  llvm::StringRef L = S.Literal;
  bool Narrow = L == "1" || L == "1u" || L == "1U" || L == "0x1" || L == "1l" ||
                L == "1L" || L == "1ul" || L == "1UL";
  if (!Narrow || !(S.Taint & (TaintAnyLane | TaintLane32)))
    return;
  // A cast decides the width: no edit of the literal is a fix.
  std::vector<FixIt> Fix;
  if (Hip && !S.Cast)
    Fix.push_back({S.Offset, unsigned(L.size()), "1ull"});
  Out.push_back(warpFinding(
      DiagId::WarpLaneShift, S.Offset,
      "'" + S.Text +
          "' is a 32-bit lane bit: undefined for lanes 32-63 of a 64-lane "
          "wavefront" +
          (Hip ? S.Cast ? "; cast the 1 to unsigned long long" : "; use 1ull"
               : ""),
      std::move(Fix), S.Function));
}

void checkIdSite(const WarpIdSite &S, bool Hip, std::vector<WarpFinding> &Out) {
  bool Tid = S.Taint & TaintTid;
  if (S.Lane && Tid)
    Out.push_back(warpFinding(
        DiagId::WarpLaneId, S.At,
        "lane id '" + S.Text +
            "' assumes 32-lane warps: on a 64-lane wavefront lanes 32-63 "
            "repeat lanes 0-31" +
            (Hip ? "; use __lane_id(), or keep 32-lane warps throughout" : ""),
        {}, S.Function));
  // Of a thread index, a warp id; rounded up or of a size, a count.
  if (!S.Lane && (Tid || S.Count || S.RoundUp))
    Out.push_back(warpFinding(
        DiagId::WarpWarpId, S.At,
        std::string(Tid && !S.RoundUp ? "warp id" : "warp count") + " '" +
            S.Text +
            "' assumes 32-lane warps: a 64-lane wavefront holds two of them, "
            "and anything wave-wide mixes them",
        {}, S.Function));
}

void checkCompareSite(const WarpCompareSite &S, std::vector<WarpFinding> &Out) {
  if (S.LastLane && (S.Taint & (TaintLane32 | TaintAnyLane)))
    Out.push_back(warpFinding(
        DiagId::WarpLaneId, S.At,
        "last-lane test '" + S.Text +
            "' picks lane 31, the last of a 32-lane warp: a 64-lane "
            "wavefront's last lane is 63; compare with warpSize - 1 or keep "
            "32-lane warps",
        {}, S.Function));
  if (!S.LastLane && (S.Taint & TaintBallot))
    Out.push_back(warpFinding(
        DiagId::WarpFullMask, S.At,
        "a ballot compared with a 32-bit full mask: on a 64-lane wavefront "
        "every lane voting sets 64 bits",
        {}, S.Function));
}

void checkBallotVarSite(const WarpBallotVarSite &S, bool Hip,
                        std::vector<WarpFinding> &Out) {
  if (!(S.Taint & TaintBallot))
    return;
  std::vector<FixIt> Fix;
  if (Hip && !S.NoFix)
    Fix.push_back({S.TypeBegin, S.TypeEnd - S.TypeBegin, "unsigned long long"});
  Out.push_back(warpFinding(
      DiagId::WarpBallotWidth, S.TypeBegin,
      "'" + S.Name +
          "' keeps a ballot word in 32 bits: a 64-lane wavefront's has 64" +
          (Hip ? "; use unsigned long long" : std::string()),
      std::move(Fix), S.Function));
}

void checkBallotStoreSite(const WarpBallotStoreSite &S,
                          std::vector<WarpFinding> &Out) {
  if (S.Taint & TaintBallot)
    Out.push_back(warpFinding(
        DiagId::WarpBallotStore, S.Offset,
        "a ballot word stored to memory: its width (32 or 64 lanes) is part "
        "of the output format",
        {}, S.Function));
}

void checkPerWarpArraySite(const WarpPerWarpArraySite &S, bool Hip,
                           bool Reasons32, std::vector<WarpFinding> &Out) {
  if (S.PerWarp && (!Hip || Reasons32))
    Out.push_back(warpFinding(
        DiagId::WarpPerWarpArray, S.Offset,
        "one slot per 32-lane warp: its indexing must agree with how warp "
        "ids are computed, on 32- and 64-lane wavefronts alike",
        {}, S.Function));
}

} // namespace cuda2hip
