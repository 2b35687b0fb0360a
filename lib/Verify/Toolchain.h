//===- Toolchain.h - building and running what verify checks ----*- C++ -*-===//
#ifndef CUDA2HIP_LIB_VERIFY_TOOLCHAIN_H
#define CUDA2HIP_LIB_VERIFY_TOOLCHAIN_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

struct ProcResult {
  int Code = -1;         ///< Exit status when it exited.
  bool NotFound = false; ///< The program is not installed.
  bool TimedOut = false;
  std::string Signal;   ///< Set when it died on a signal.
  std::string Out, Err; ///< Standard output and error.
  double Seconds = 0;
};

/// Runs Program (a path or a name on PATH) in Cwd (empty: here) with a
/// time limit (0: none), Env added to the environment.
ProcResult runProcess(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                      llvm::StringRef Cwd, unsigned TimeoutSeconds,
                      llvm::ArrayRef<std::string> Env = {});

/// One kernel as the AMDGPU backend built it.
struct KernelStats {
  std::string Symbol, Name;
  int Sgpr = -1, Vgpr = -1, Agpr = -1, Scratch = -1, SgprSpill = -1,
      VgprSpill = -1, Lds = -1, Occupancy = -1;
  int Instructions = -1, Mfma = -1, GlobalMemory = -1;
};

struct ArchBuild {
  std::string Arch;
  std::string Status; ///< ok | failed | skipped
  std::string Detail;
  double Seconds = 0;
  std::vector<KernelStats> Kernels;
};

/// hipcc for each arch (device code, with resource-usage remarks and the
/// assembly), plus one host-side compile shared by all archs.
std::vector<ArchBuild> compileHip(llvm::StringRef HipFile,
                                  llvm::ArrayRef<std::string> Archs,
                                  llvm::ArrayRef<std::string> Flags,
                                  llvm::StringRef WorkDir, unsigned Timeout);

/// Parsers for the above, exposed for tests.
std::vector<KernelStats> parseResourceRemarks(llvm::StringRef Text);
void countInstructions(llvm::StringRef Asm, std::vector<KernelStats> &K);

enum class Dialect { Cuda, Hip };

struct EmuBuild {
  bool Ok = false;
  std::string Exe, Detail;
};

/// Lowers and compiles a program for the emulator at a warp width, with
/// the device-side macros of the target it stands for.
EmuBuild buildForEmulator(llvm::StringRef Source, Dialect D, unsigned Wave,
                          llvm::ArrayRef<std::string> Flags,
                          llvm::StringRef WorkDir, unsigned Timeout,
                          bool AddressSanitizer = false);

/// The exit status an AddressSanitizer build of the emulator reports with.
constexpr int ExitSanitizerError = 87;

/// The device-side macros of each emulated target.
std::vector<std::string> deviceMacros(Dialect D, unsigned Wave);

} // namespace cuda2hip

#endif
