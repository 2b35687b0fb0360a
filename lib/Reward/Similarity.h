//===- Similarity.h - how much a candidate changed its source ---*- C++ -*-===//
#ifndef CUDA2HIP_REWARD_SIMILARITY_H
#define CUDA2HIP_REWARD_SIMILARITY_H

#include "llvm/ADT/StringRef.h"
#include <set>
#include <string>
#include <vector>

namespace cuda2hip {

/// A source as faithfulness sees it.
struct SourceShape {
  std::vector<std::string> Tokens;   ///< Comments and spacing left out.
  std::vector<std::string> Comments; ///< Normalized (spacing; CUDA read as HIP).
  std::set<std::string> Functions;   ///< Names of the functions it defines.
};

SourceShape readShape(llvm::StringRef Text);

/// Why a candidate's text is refused before anything builds it (empty:
/// it is not): an include by an absolute path, or through .. where the
/// original program (Original) has no such include, or .incbin.
std::string textProblem(llvm::StringRef Text, llvm::StringRef Original);

/// Insertions plus deletions between two token sequences, at most Cap.
size_t tokenEditDistance(const std::vector<std::string> &A, const std::vector<std::string> &B,
                         size_t Cap, bool &Capped);

} // namespace cuda2hip

#endif
