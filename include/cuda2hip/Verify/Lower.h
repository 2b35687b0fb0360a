//===- Lower.h - CUDA/HIP syntax to emulator C++ -----------------*- C++
//-*-===//
//
// The emulator compiles a CUDA or HIP program as host C++. What C++ lacks is
// lowered here, with Clang's AST of the program (parsed in CUDA mode, host
// side, against the emulator's headers), never by pattern matching:
//
//  * `K<<<G, B, S, St>>>(args)` becomes
//    `::cuda2hip::emu::kernelLaunch(K, "K", G, B, S, St)(args)`;
//  * `__shared__ T x;` in a kernel becomes a reference to per-block storage,
//    and `extern __shared__ T s[];` a pointer to the launch's dynamic shared
//    memory;
//  * each subscript of a shared array becomes a checked access that reports
//    the source line of an out-of-range index;
//  * `__builtin_amdgcn_*` names (reserved on x86) become `__c2h_amdgcn_*`;
//  * `(void *)K` handed to a cooperative launch loses its cast, so the
//    emulator knows the kernel's parameter types.
//
// Edits keep every line where it was, and each lowered file starts with a
// #line directive naming the original, so compiler messages and emulator
// reports point at the user's source.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_VERIFY_LOWER_H
#define CUDA2HIP_VERIFY_LOWER_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

struct LowerOptions {
  /// Parser arguments: -I, -D (the target's device macros among them).
  std::vector<std::string> Args;
  std::string ResourceDir;
};

struct LoweredFile {
  std::string Path;    ///< The original file (absolute).
  std::string Text;    ///< Its lowered text.
  bool Edited = false; ///< Whether lowering changed it.
};

struct LowerResult {
  bool Ok = false;
  /// The main file first, then every user header that needed edits.
  std::vector<LoweredFile> Files;
  /// What could not be lowered ("file:line: what"); Ok is false then.
  std::vector<std::string> Problems;
};

LowerResult lowerProgram(llvm::StringRef MainFile, const LowerOptions &O);

} // namespace cuda2hip

#endif
