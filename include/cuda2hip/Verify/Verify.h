//===- Verify.h - cuda2hip verify -------------------------------*- C++ -*-===//
//
// `verify` checks a translation by running it. For each program it:
//   1. translates it (with the headers it includes from its directory);
//   2. compiles the HIP output with hipcc for each AMD target and reads the
//      backend's resource usage and the kernels' instruction mix;
//   3. runs the CUDA original on the emulator at warp 32: the reference;
//   4. runs the HIP output on the emulator at each wave width asked for, and
//      on real ROCm or NVIDIA hardware where present;
//   5. compares: a run passes when it exits 0 like the reference, prints the
//      same pass and failure words and numbers, and every output the program
//      declares matches the reference's within its tolerance; a comparison
//      that compares nothing is an error (docs/verify.md).
// Every emulated run has the race detector (lib/Verify/Emu/Races.h), and
// lanes in lock step at volatile accesses and fences, as AMD's wavefronts.
// Vocabulary of statuses: pass, fail (ran, wrong answer), error (could not
// build or run, emulator error, timeout, nothing compared), race (a data
// race), skipped (backend not present), unsupported. A program's verdict is
// pass only where every HIP run asked for ran and matched; a run asked for
// that did not happen is not-run; a racing original is cuda-race.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_VERIFY_VERIFY_H
#define CUDA2HIP_VERIFY_VERIFY_H

#include "cuda2hip/Driver/Driver.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// The AMD target an emulated wave width stands for by default (--wave):
/// gfx90a for 64, gfx1030 for 32.
std::string defaultEmuTarget(unsigned Wave);

/// --backend: Auto is the emulator plus each GPU backend whose hardware is
/// present; Emu the emulator alone; Rocm the AMD GPU alone; Cuda an NVIDIA
/// GPU for the reference.
enum class VerifyBackend { Auto, Emu, Rocm, Cuda };
llvm::ArrayRef<NamedValue<VerifyBackend>> namedValues(VerifyBackend);

struct VerifyOptions {
  std::vector<std::string> Programs;
  VerifyBackend Backend = VerifyBackend::Auto;
  /// The AMD targets the HIP runs on the emulator stand for, each at its
  /// wave width (--wave 64,32 is gfx90a and gfx1030; --emu-target names
  /// others, such as gfx940 or gfx1100, whose device macros pick other
  /// paths of the translation's helpers).
  std::vector<std::string> EmuTargets = {"gfx90a", "gfx1030"};
  std::vector<std::string> Archs = {"gfx90a", "gfx1030"};
  bool Compile = true; ///< hipcc stage (--no-compile skips it).
  std::string JsonPath;
  std::vector<std::string> RunArgs; ///< After `--`: the programs' arguments.
  /// --emu-run-args: the arguments of emulated runs (the reference and the
  /// HIP at each wave); unset: the program's emu-args, else RunArgs.
  std::optional<std::vector<std::string>> EmuRunArgs;
  /// --workdir: run the programs here instead of in a fresh directory each
  /// (programs that read data files relative to where they run).
  std::string WorkDir;
  /// --emu-stack-kb: each emulated GPU thread's stack (0: the emulator's
  /// default, 256 KiB); an overflow is reported as emu-stack-overflow.
  unsigned EmuStackKB = 0;
  /// --emu-workers: OS threads an emulated launch spreads its blocks over
  /// (0: C2H_EMU_WORKERS from the environment, else every core).
  unsigned EmuWorkers = 0;
  /// --declare: directives as if the program's source held them.
  std::vector<std::string> Declare;
  unsigned TimeoutSeconds = 60;
  unsigned Jobs = 0;
  std::string KeepDir; ///< Keep the work files here (default: a temp dir).
  /// --hip: the HIP file to check against the one CUDA program instead of
  /// its translation (a hand port, or a translation edited by hand).
  std::string HipFile;
  /// Build emulator runs with AddressSanitizer: out-of-bounds accesses to
  /// device (and host) memory become errors with their source line.
  bool AddressSanitizer = false;
  /// --reference-cache: a folder where the CUDA reference's emulated runs
  /// (its outputs and its program) are kept by programKey(), and read back
  /// instead of building and running the original again. A folder that
  /// cannot be written is only read.
  std::string ReferenceCache;
  DriverOptions Translate;
};

/// What a program's emulated reference depends on, hashed: the tool's
/// version and executable, the options that reach the reference's build
/// and runs, and the contents of the sources, headers and build files under
/// the program's folder (the program's own folder for a file) and each -I
/// folder of the options, and of every file under --workdir. A header
/// outside these (an include of "../common/x.h" that no -I names) is not in
/// the key.
std::string programKey(const VerifyOptions &O, const std::string &Program);

/// Exit codes of verify, by the worst verdict among the programs: 0 every
/// program passed; 2 an error or an unsupported program (nothing checked);
/// else 1 a HIP run failed or raced (the translation is wrong); else 4 the
/// CUDA original races (its reference is not one answer); else 3 a HIP run
/// asked for was not made (no such GPU here). Never 0 unless every program's
/// HIP runs ran and matched.
enum VerifyExit {
  ExitVerifyFail = 1,
  ExitNotRun = 3,
  ExitCudaRace = 4,
};
int runVerify(const VerifyOptions &O, llvm::raw_ostream &Out,
              llvm::raw_ostream &Err);

} // namespace cuda2hip

#endif
