//===- Reward.h - cuda2hip reward -------------------------------*- C++ -*-===//
//
// `reward` scores candidate HIP translations of a CUDA program for training
// loops: many calls, hostile input, one deterministic number per candidate.
// For each program it computes once, and keeps by content (programKey):
//   - the CUDA reference's emulated runs (verify --reference-cache);
//   - cuda2hip's own translation's verify record (the yardstick for speed
//     and for the size of the change).
// Each candidate is checked first as text (size, binary bytes, includes
// that leave the program), then by `cuda2hip verify --hip` run inside the
// sandbox (Sandbox.h): hipcc builds per target, emulated runs at each wave
// against the cached reference, the kernels' figures. The record has every
// component with its reason and one scalar from the config's weights; a
// candidate that does not build or is wrong gets no credit for speed or
// faithfulness (docs/reward.md).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWARD_REWARD_H
#define CUDA2HIP_REWARD_REWARD_H

#include "cuda2hip/Verify/Verify.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// One candidate to score, as the command line or a JSON Lines request
/// gives it.
struct RewardRequest {
  std::string Id; ///< Echoed as the record's "id" (JSON text; empty: none).
  std::string Program;
  std::string Candidate; ///< A path; or the name for CandidateText.
  std::optional<std::string> CandidateText;
  std::string Human; ///< A human port of the program, to compare figures with.
  std::optional<std::vector<std::string>> RunArgs, EmuRunArgs;
  std::vector<std::string> Declare;
  /// Set where the request itself is malformed: the record says so.
  std::string Invalid;
};

struct RewardOptions {
  std::vector<RewardRequest> Requests; ///< From the command line.
  std::string Jsonl;                   ///< --jsonl FILE, or - for stdin.
  std::string Socket;                  ///< --socket PATH: serve on it.
  std::string ConfigPath;
  std::string CacheDir; ///< Empty: defaultCacheDir()/reward.
  bool Isolate = true;  ///< --sandbox none clears it.
  bool Timings = true;  ///< --no-timings leaves the "timings" field out.
  /// Targets, waves, time limit, -I/-D, header mode and warp mode, as for
  /// verify; the program and its arguments come with each request.
  VerifyOptions Verify;
};

int runReward(const RewardOptions &O, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

/// The distance between two sources in tokens (insertions plus deletions,
/// comments and spacing ignored), at most Cap (Capped says so).
size_t tokenEditDistance(llvm::StringRef A, llvm::StringRef B, size_t Cap, bool &Capped);

} // namespace cuda2hip

#endif
