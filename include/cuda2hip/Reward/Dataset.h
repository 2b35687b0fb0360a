//===- Dataset.h - cuda2hip dataset -----------------------------*- C++ -*-===//
//
// `dataset` exports training and evaluation pairs from a corpus of CUDA
// programs: per program, the CUDA files it needs, cuda2hip's translation
// with its diagnostics, the human port where the corpus has one (HeCBench's
// NAME-hip beside NAME-cuda), optionally its verify and reward records,
// and the license and provenance. Programs are deduplicated by the hash of
// their CUDA files and split by program (a stable hash of the name and the
// seed), so that no program leaks across splits and the same corpus gives
// the same splits on every run. The output is one JSON Lines file per split
// and a dataset card (README.md) with the counts and the fields
// (docs/dataset.md).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWARD_DATASET_H
#define CUDA2HIP_REWARD_DATASET_H

#include "cuda2hip/Verify/Verify.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace cuda2hip {

struct DatasetOptions {
  std::string Corpus;
  std::string Out;
  std::vector<std::string> Only; ///< Program names to take (empty: all).
  std::string Seed = "cuda2hip";
  double Train = 0.8, Valid = 0.1; ///< The rest is test.
  bool Verify = false;             ///< Add each program's verify record.
  bool Reward = false; ///< Add the reward record of cuda2hip's translation.
  bool Force = false;  ///< Replace the split files and card in Out.
  VerifyOptions VerifyBase; ///< Targets, waves, time limit, header mode.
};

int runDataset(const DatasetOptions &O, llvm::raw_ostream &Out, llvm::raw_ostream &Err);

} // namespace cuda2hip

#endif
