//===- Toolchain.h - building and running what verify checks ----*- C++ -*-===//
#ifndef CUDA2HIP_LIB_VERIFY_TOOLCHAIN_H
#define CUDA2HIP_LIB_VERIFY_TOOLCHAIN_H

#include "cuda2hip/Driver/Process.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

/// One kernel as the AMDGPU backend built it.
struct KernelStats {
  std::string Symbol, Name;
  int Sgpr = -1, Vgpr = -1, Agpr = -1, Scratch = -1, SgprSpill = -1,
      VgprSpill = -1, Lds = -1, Occupancy = -1;
  int Instructions = -1, Mfma = -1, GlobalMemory = -1;
  /// Global (global/buffer/flat) loads; of them, those that stay in flight
  /// across a workgroup barrier on every path to the s_waitcnt that first
  /// covers them; and the median over loads of the fewest instructions
  /// between a load and that wait (LoadWaits.cpp's analysis).
  int GlobalLoads = -1, LoadsAcrossBarrier = -1, LoadWaitDistance = -1;
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

/// Targets ROCm 5.2's compiler cannot build, whose device code clang 22
/// compiles to assembly instead: gfx11xx, gfx12xx, gfx942, gfx950.
bool needsClang22(llvm::StringRef Arch);

/// Parsers for the above, exposed for tests.
std::vector<KernelStats> parseResourceRemarks(llvm::StringRef Text);
/// Counts each kernel's instructions and analyses its global loads' waits;
/// Arch decides which memory instructions the vmcnt counter counts (stores
/// too on gfx8/gfx9, loads only from gfx10, which count stores apart).
void countInstructions(llvm::StringRef Asm, std::vector<KernelStats> &K,
                       llvm::StringRef Arch = "gfx90a");

/// How one kernel's global loads meet their waits, from its assembly lines
/// (instructions and labels, in order): see KernelStats.
struct LoadWaitStats {
  int Loads = 0, AcrossBarrier = 0, MedianDistance = -1;
};
LoadWaitStats analyzeLoadWaits(llvm::ArrayRef<llvm::StringRef> Lines,
                               bool StoresInVmcnt);

enum class Dialect { Cuda, Hip };

struct EmuBuild {
  bool Ok = false;
  std::string Exe, Detail;
};

/// Lowers and compiles a program for the emulator at a warp width, with
/// the device-side macros of the target it stands for. A program of several
/// translation units (a project) has each lowered and compiled on its own,
/// then all linked. Its loads and stores are instrumented: the engine
/// checks them for races and runs the lanes of a warp in lock step at
/// volatile accesses (LaunchConfig::LockstepMemory); with AddressSanitizer
/// they are that sanitizer's instead, and neither happens.
EmuBuild buildForEmulator(llvm::ArrayRef<std::string> Sources, Dialect D,
                          llvm::StringRef Target,
                          llvm::ArrayRef<std::string> Flags,
                          llvm::StringRef WorkDir, unsigned Timeout,
                          bool AddressSanitizer = false);

/// The source line of each code address (an offset into Exe, a return
/// address: the call before it), the innermost frame outside the emulator's
/// own headers: "file:line", or "" where none is known.
std::vector<std::string> symbolize(const std::string &Exe, llvm::ArrayRef<uint64_t> Offsets);

/// The exit status an AddressSanitizer build of the emulator reports with.
constexpr int ExitSanitizerError = 87;

/// The wave width of an AMD target the emulator can stand for: 64 for
/// gfx9 (gfx908, gfx90a, gfx940...), 32 for gfx10, gfx11 and gfx12; 0 for a
/// name that is none of them.
unsigned emulatedWave(llvm::StringRef Target);
/// The device-side macros of an emulated target (the CUDA dialect's are
/// sm_80's, whatever Target is).
std::vector<std::string> deviceMacros(Dialect D, llvm::StringRef Target);

} // namespace cuda2hip

#endif
