//===- Process.h - running a program to completion --------------*- C++ -*-===//
//
// One way to run tools (git, hipcc, clang++, programs under test): output
// captured through temporary files, an optional working directory, time
// limit, standard input file and environment additions.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_DRIVER_PROCESS_H
#define CUDA2HIP_DRIVER_PROCESS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

struct ProcResult {
  int Code = -1;         ///< Exit status; negative when it did not exit.
  bool NotFound = false; ///< The program is not installed.
  bool TimedOut = false;
  std::string Signal;   ///< Set when it died on a signal.
  std::string Out, Err; ///< Standard output (whole) and error (first MiB).
  double Seconds = 0;
  bool ok() const { return Code == 0; }
};

struct ProcOptions {
  std::string Cwd;             ///< Working directory (empty: this one).
  unsigned TimeoutSeconds = 0; ///< 0: no limit.
  std::string InputFile;       ///< Standard input (empty: nothing).
  /// NAME=VALUE entries, replacing the inherited ones of the same name.
  std::vector<std::string> Env;
  /// Run it as the leader of a session of its own, and kill whatever is
  /// left of that session's process group when it ends: a program under
  /// test that forks leaves nothing running.
  bool OwnGroup = false;
};

/// Options with only a time limit.
inline ProcOptions timeLimit(unsigned Seconds) {
  ProcOptions O;
  O.TimeoutSeconds = Seconds;
  return O;
}

/// Runs Program (a path, or a name looked up on PATH) to completion.
ProcResult runProcess(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                      const ProcOptions &O = {});

} // namespace cuda2hip

#endif
