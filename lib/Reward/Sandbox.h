//===- Sandbox.h - running untrusted candidates -----------------*- C++ -*-===//
//
// A candidate translation is code from a model: `reward` builds it and runs
// it, so it runs where it can do nothing but compute. runSandboxed starts a
// command under bubblewrap with:
//   - no network (new network namespace), its own PID, IPC and UTS
//     namespaces, a new session, and death with its parent;
//   - the whole file system read-only; /tmp, /var/tmp, /home and /root
//     hidden behind empty in-memory folders, except the folders the command
//     must read (the program, the reference cache, cuda2hip's own files);
//   - one writable folder, the work folder, seen inside at /tmp/c2h-work, so
//     that paths in what the command prints do not depend on where it ran;
//   - limits on CPU time, address space, file size and processes, and a
//     wall-clock limit after which the whole namespace is killed;
//   - a user of its own when cuda2hip runs as root (the process limit
//     counts that user's processes alone).
// Without bubblewrap nothing runs, unless the caller asked for no sandbox.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWARD_SANDBOX_H
#define CUDA2HIP_REWARD_SANDBOX_H

#include <cstdint>
#include <string>
#include <vector>

namespace cuda2hip {

struct SandboxLimits {
  unsigned WallSeconds = 600; ///< The whole command, then it is killed.
  unsigned CpuSeconds = 600;  ///< Per process (RLIMIT_CPU).
  uint64_t MemoryMB = 8192;   ///< Address space per process (RLIMIT_AS).
  uint64_t FileMB = 256;      ///< Largest file a process may write (RLIMIT_FSIZE).
  unsigned Processes = 256;   ///< Processes and threads at once (RLIMIT_NPROC).
};

struct SandboxSpec {
  /// bwrap (required), or none: the command runs with the limits alone,
  /// in the work folder, seen at its own path.
  bool Isolate = true;
  std::string WorkDir;                  ///< Host path; writable, /tmp/c2h-work inside.
  std::vector<std::string> ReadOnly;    ///< Host paths the command must read.
  std::vector<std::string> Env;         ///< NAME=VALUE, the whole environment.
  SandboxLimits Limits;
};

struct SandboxResult {
  bool Started = false; ///< False: the sandbox itself could not start (Why).
  int Code = -1;
  bool TimedOut = false;
  std::string Signal;
  std::string Out, Err; ///< The first MiB of each.
  std::string Why;
  double Seconds = 0;
};

/// The folder the work folder is seen at inside the sandbox.
inline const char *sandboxWorkPath() { return "/tmp/c2h-work"; }

/// Where bubblewrap is, or empty.
std::string findBubblewrap();

/// Runs Argv (Argv[0] an absolute path) as Spec says.
SandboxResult runSandboxed(const std::vector<std::string> &Argv, const SandboxSpec &Spec);

} // namespace cuda2hip

#endif
