//===- Toolchain.cpp - building and running what verify checks ------------===//
#include "Toolchain.h"
#include "cuda2hip/Driver/Driver.h"
#include "cuda2hip/Support/Words.h"
#include "cuda2hip/Verify/Lower.h"
#include "cuda2hip/Verify/Verify.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include <map>
#include <set>

namespace cuda2hip {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::vector<KernelStats> parseResourceRemarks(llvm::StringRef Text) {
  std::vector<KernelStats> K;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    size_t At = L.find("remark: ");
    if (At == llvm::StringRef::npos || !L.contains("kernel-resource-usage"))
      continue;
    // "    LDS Size [bytes/block]: 2112 [-Rpass-analysis=...]"
    llvm::StringRef Body = L.substr(At + 8);
    Body = Body.substr(0, Body.rfind(" [-Rpass")).trim();
    auto [Key, Value] =
        Body.starts_with("Function Name") ? Body.split(':') : Body.rsplit(':');
    Key = Key.trim();
    Value = Value.trim();
    if (Key == "Function Name") {
      KernelStats S;
      S.Symbol = Value.str();
      S.Name = llvm::demangle(S.Symbol);
      K.push_back(S);
      continue;
    }
    if (K.empty())
      continue;
    int N = -1;
    if (Value.getAsInteger(10, N))
      continue;
    KernelStats &S = K.back();
    if (Key == "SGPRs" || Key == "TotalSGPRs") // clang 22 says TotalSGPRs
      S.Sgpr = N;
    else if (Key == "VGPRs")
      S.Vgpr = N;
    else if (Key == "AGPRs")
      S.Agpr = N;
    else if (Key.starts_with("ScratchSize"))
      S.Scratch = N;
    else if (Key.starts_with("Occupancy"))
      S.Occupancy = N;
    else if (Key == "SGPRs Spill")
      S.SgprSpill = N;
    else if (Key == "VGPRs Spill")
      S.VgprSpill = N;
    else if (Key.starts_with("LDS Size"))
      S.Lds = N;
  }
  return K;
}

void countInstructions(llvm::StringRef Asm, std::vector<KernelStats> &K,
                       llvm::StringRef Arch) {
  llvm::SmallVector<llvm::StringRef, 256> Lines;
  Asm.split(Lines, '\n');
  KernelStats *Cur = nullptr;
  std::map<KernelStats *, std::vector<llvm::StringRef>> Bodies;
  for (llvm::StringRef L : Lines) {
    if (!L.empty() && !isspace(static_cast<unsigned char>(L[0]))) {
      // A label: a kernel starts, its function ends, or a block inside it.
      llvm::StringRef Label = L.take_until([](char C) { return C == ':'; });
      if (Label.starts_with(".Lfunc_end"))
        Cur = nullptr;
      else if (Cur)
        Bodies[Cur].push_back(L);
      for (KernelStats &S : K)
        if (S.Symbol == Label) {
          Cur = &S;
          S.Instructions = S.Mfma = S.GlobalMemory = 0;
          Bodies[Cur].clear();
        }
      continue;
    }
    if (!Cur)
      continue;
    Bodies[Cur].push_back(L);
    llvm::StringRef I = L.trim();
    if (I.empty() || I[0] == '.' || I[0] == ';' ||
        !isalpha(static_cast<unsigned char>(I[0])))
      continue;
    ++Cur->Instructions;
    if (I.starts_with("v_mfma") || I.starts_with("v_smfmac") || I.starts_with("v_wmma") ||
        I.starts_with("v_swmmac"))
      ++Cur->Mfma;
    if (I.starts_with("global_") || I.starts_with("buffer_") ||
        I.starts_with("flat_"))
      ++Cur->GlobalMemory;
  }
  // gfx8 and gfx9 count stores in vmcnt; gfx10 and later apart (vscnt).
  bool StoresInVmcnt = Arch.starts_with("gfx8") || Arch.starts_with("gfx9");
  for (auto &[S, Body] : Bodies) {
    LoadWaitStats W = analyzeLoadWaits(Body, StoresInVmcnt);
    S->GlobalLoads = W.Loads;
    S->LoadsAcrossBarrier = W.AcrossBarrier;
    S->LoadWaitDistance = W.MedianDistance;
  }
}

std::vector<ArchBuild> compileHip(llvm::StringRef HipFile,
                                  llvm::ArrayRef<std::string> Archs,
                                  llvm::ArrayRef<std::string> Flags,
                                  llvm::StringRef WorkDir, unsigned Timeout) {
  std::vector<ArchBuild> Out;
  std::vector<std::string> Common = {"-std=c++17", "-w"};
  Common.insert(Common.end(), Flags.begin(), Flags.end());
  // The host side once, for every arch (for one hipcc knows).
  std::string HostArch = "gfx90a";
  for (const std::string &A : Archs)
    if (!needsClang22(A)) {
      HostArch = A;
      break;
    }
  std::vector<std::string> Host = Common;
  Host.insert(Host.end(),
              {"--cuda-host-only", "--offload-arch=" + HostArch, "-c",
               HipFile.str(), "-o", joinPath(WorkDir, "host.o")});
  ProcResult H = runProcess("hipcc", Host, timeLimit(Timeout));
  for (const std::string &Arch : Archs) {
    ArchBuild B;
    B.Arch = Arch;
    if (H.NotFound) {
      B.Status = "skipped";
      B.Detail = "hipcc is not installed";
      Out.push_back(B);
      continue;
    }
    std::string Asm = joinPath(WorkDir, Arch + ".s");
    std::vector<std::string> Dev = Common;
    // Targets the ROCm here (5.2, clang 15) cannot build (RDNA3 and later,
    // gfx942, gfx950): clang 22 compiles the device code against the same
    // HIP headers, to assembly only (calls into the device libraries other
    // than the fences stay calls); the report says so.
    bool Clang22 = needsClang22(Arch);
    if (Clang22)
      Dev.insert(Dev.end(), {"-x", "hip", "-O3", "-nogpulib",
                             "-D__AMDGCN_WAVEFRONT_SIZE=" +
                                 std::to_string(emulatedWave(Arch)),
                             "-include", CUDA2HIP_CLANG22_PRELUDE});
    Dev.insert(Dev.end(), {"--cuda-device-only", "--offload-arch=" + Arch, "-S",
                           "-Rpass-analysis=kernel-resource-usage",
                           HipFile.str(), "-o", Asm});
    ProcResult D = runProcess(Clang22 ? CUDA2HIP_CLANGXX : "hipcc", Dev,
                              timeLimit(Timeout));
    B.Seconds = D.Seconds + H.Seconds / Archs.size();
    if (H.Code != 0 || D.Code != 0) {
      B.Status = "failed";
      const ProcResult &Bad = H.Code != 0 ? H : D;
      B.Detail = Bad.TimedOut ? "timed out" : Bad.Err;
    } else {
      B.Status = "ok";
      if (Clang22)
        B.Detail =
            "device assembly by clang 22, not linked (ROCm 5.2 cannot build " +
            Arch + ")";
      B.Kernels = parseResourceRemarks(D.Err);
      countInstructions(readFile(Asm).value_or(""), B.Kernels, Arch);
    }
    Out.push_back(B);
  }
  return Out;
}

bool needsClang22(llvm::StringRef Arch) {
  return Arch.starts_with("gfx11") || Arch.starts_with("gfx12") ||
         Arch == "gfx942" || Arch == "gfx950";
}

unsigned emulatedWave(llvm::StringRef Target) {
  llvm::StringRef Rest = Target;
  if (!Rest.consume_front("gfx") || Rest.size() < 3 || Rest.size() > 4 ||
      Rest.find_first_not_of("0123456789abcdef") != llvm::StringRef::npos)
    return 0;
  if (Rest.size() == 3)
    return Rest.front() == '9' ? 64 : 0;
  return Rest.starts_with("10") || Rest.starts_with("11") || Rest.starts_with("12") ? 32 : 0;
}

std::string defaultEmuTarget(unsigned Wave) { return Wave == 64 ? "gfx90a" : "gfx1030"; }

std::vector<std::string> deviceMacros(Dialect D, llvm::StringRef Target) {
  if (D == Dialect::Cuda)
    return {"-D__CUDA_ARCH__=800", "-D__CUDACC__", "-D__NVCC__",
            "-DC2H_EMU_WAVE=32"};
  unsigned Wave = emulatedWave(Target);
  std::vector<std::string> M = {"-DC2H_EMU_HIP",
                                "-DC2H_EMU_WAVE=" + std::to_string(Wave),
                                "-D__HIP_PLATFORM_AMD__",
                                "-D__HIP__",
                                "-D__HIPCC__",
                                "-D__HIP_DEVICE_COMPILE__=1",
                                "-D__AMDGCN__",
                                "-D__AMDGCN_WAVEFRONT_SIZE=" +
                                    std::to_string(Wave)};
  // The family macro (__GFX9__, __GFX10__, ...) and the target's own, as
  // clang defines them.
  llvm::StringRef Digits = Target.drop_front(3);
  M.push_back("-D__GFX" + Digits.take_front(Digits.size() == 3 ? 1 : 2).str() + "__");
  M.push_back("-D__" + Target.str() + "__");
  return M;
}

/// "WHAT failed: FIRST ERROR", then the whole log: the first line is what a
/// report shows.
static std::string buildFailure(const std::string &What, llvm::StringRef Log) {
  llvm::SmallVector<llvm::StringRef, 32> Lines;
  Log.split(Lines, '\n');
  llvm::StringRef First;
  for (llvm::StringRef L : Lines)
    if (L.contains("error:") || L.contains("undefined reference to")) {
      First = L.trim();
      break;
    }
  return What + " failed" + (First.empty() ? "" : ": " + First.str()) + "\n" +
         Log.str();
}

/// The headers Dir provides that the program's sources, and the headers
/// beside them, include as <Prefix...>: Thrust's from CCCL (thrust/), or the
/// emulator's own (any).
static std::vector<std::string>
includesFrom(llvm::ArrayRef<std::string> Sources, const std::string &Dir,
             llvm::StringRef Prefix) {
  std::set<std::string> Files, Found;
  for (const std::string &S : Sources) {
    Files.insert(S);
    std::error_code EC;
    std::string Dir = path::parent_path(absolutePath(S)).str();
    for (fs::directory_iterator I(Dir, EC), E; I != E && !EC; I.increment(EC))
      if (isHeaderFile(I->path()))
        Files.insert(I->path());
  }
  llvm::Regex Include(Prefix.empty()
                          ? "^[ \t]*#[ \t]*include[ \t]*<([^>]+)>"
                          : "^[ \t]*#[ \t]*include[ \t]*[<\"](" + Prefix.str() + "[^>\"]+)[>\"]");
  for (const std::string &F : Files) {
    std::optional<std::string> Text = readFile(F);
    if (!Text)
      continue;
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    llvm::StringRef(*Text).split(Lines, '\n');
    llvm::SmallVector<llvm::StringRef, 2> M;
    for (llvm::StringRef L : Lines)
      if (L.contains("include") && L.contains(Prefix) && Include.match(L, &M) &&
          fs::is_regular_file(Dir + "/" + M[1].str()))
        Found.insert(M[1].str());
  }
  return {Found.begin(), Found.end()};
}

/// Whether Text, its comments and literals aside, has a kernel, a device
/// function or variable, shared memory or a launch.
static bool codeHoldsDeviceCode(llvm::StringRef Text) {
  std::string Code;
  for (size_t I = 0; I < Text.size(); ++I) {
    char C = Text[I];
    if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '/') {
      I = std::min(Text.size(), Text.find('\n', I)) - 1;
      continue;
    }
    if (C == '/' && I + 1 < Text.size() && Text[I + 1] == '*') {
      size_t E = Text.find("*/", I + 2);
      I = E == llvm::StringRef::npos ? Text.size() : E + 1;
      Code += ' ';
      continue;
    }
    if (C == '"' || C == '\'') {
      // To the closing quote on the line, past escapes.
      size_t J = I + 1;
      while (J < Text.size() && Text[J] != C && Text[J] != '\n')
        J += Text[J] == '\\' ? 2 : 1;
      I = J;
      Code += ' ';
      continue;
    }
    Code += C;
  }
  llvm::StringRef K = Code;
  if (K.contains("<<<"))
    return true;
  for (llvm::StringRef Word : {"__global__", "__device__", "__shared__", "__constant__"})
    if (hasWord(K, Word))
      return true;
  return false;
}

/// Whether Unit, or a header it includes with quotes (found beside the
/// including file or in an -I folder of Flags), holds device code: a kernel,
/// a device function, shared memory or a launch. A CUDA program's .cpp unit
/// that does is compiled as CUDA by its build (CMake's LANGUAGE CUDA, nvcc
/// -x cu): as host C++ it would not compile.
static bool holdsDeviceCode(const std::string &Unit, llvm::ArrayRef<std::string> Flags) {
  std::vector<std::string> Dirs;
  for (size_t I = 0; I < Flags.size(); ++I) {
    llvm::StringRef F = Flags[I];
    if (F == "-I" && I + 1 < Flags.size())
      Dirs.push_back(Flags[++I]);
    else if (F.consume_front("-I") && !F.empty())
      Dirs.push_back(F.str());
  }
  llvm::Regex Include("^[ \t]*#[ \t]*include[ \t]*\"([^\"]+)\"");
  std::set<std::string> Seen;
  std::vector<std::string> Work = {absolutePath(Unit)};
  while (!Work.empty() && Seen.size() < 64) {
    std::string F = Work.back();
    Work.pop_back();
    if (!Seen.insert(F).second)
      continue;
    std::optional<std::string> Text = readFile(F);
    if (!Text)
      continue;
    llvm::StringRef T = *Text;
    if (codeHoldsDeviceCode(T))
      return true;
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    T.split(Lines, '\n');
    llvm::SmallVector<llvm::StringRef, 2> M;
    for (llvm::StringRef L : Lines) {
      if (!L.contains("include") || !Include.match(L, &M))
        continue;
      std::vector<std::string> Where = {path::parent_path(F).str()};
      Where.insert(Where.end(), Dirs.begin(), Dirs.end());
      for (const std::string &D : Where)
        if (std::string C = joinPath(D, M[1].str()); fs::is_regular_file(C)) {
          Work.push_back(absolutePath(C));
          break;
        }
    }
  }
  return false;
}

/// The identifiers of the emulator's own headers (its include folder and
/// the engine's interface), read once.
static const std::set<std::string> &emulatorIdentifiers() {
  static const std::set<std::string> Names = [] {
    std::set<std::string> N;
    for (const char *Root : {CUDA2HIP_EMU_INCLUDE, CUDA2HIP_PROJECT_INCLUDE "/cuda2hip/Verify"}) {
      std::error_code EC;
      for (fs::recursive_directory_iterator I(Root, EC), E; I != E && !EC; I.increment(EC)) {
        std::optional<std::string> Text = readFile(I->path());
        if (!Text)
          continue;
        llvm::StringRef T = *Text;
        for (size_t At = 0; At < T.size();) {
          char C = T[At];
          if (!llvm::isAlpha(C) && C != '_') {
            ++At;
            continue;
          }
          size_t End = At;
          while (End < T.size() && (llvm::isAlnum(T[End]) || T[End] == '_'))
            ++End;
          N.insert(T.slice(At, End).str());
          At = End;
        }
      }
    }
    return N;
  }();
  return Names;
}

/// The program's macros (-D in Flags) whose names the emulator's headers use
/// as identifiers (PolyBench's -DN=..., where the engine names a parameter
/// N): they are hidden while those headers are read (emulatorPrelude).
/// Names with a leading underscore (feature-test macros, _GNU_SOURCE) and
/// NDEBUG stay: they are meant for the system headers.
static std::vector<std::string> clashingMacros(llvm::ArrayRef<std::string> Flags) {
  std::set<std::string> Out;
  for (size_t I = 0; I < Flags.size(); ++I) {
    llvm::StringRef F = Flags[I];
    if (F == "-D" && I + 1 < Flags.size())
      F = Flags[++I];
    else if (!F.consume_front("-D"))
      continue;
    std::string Name = F.split('=').first.split('(').first.trim().str();
    if (!Name.empty() && Name[0] != '_' && Name != "NDEBUG" &&
        !llvm::StringRef(Name).starts_with("C2H_") && emulatorIdentifiers().count(Name))
      Out.insert(Name);
  }
  return {Out.begin(), Out.end()};
}

/// A header read before a unit's own text: the emulator's runtime header
/// for the dialect and the emulator's headers the program includes, with
/// the program's macros that clash with their identifiers hidden.
static std::string emulatorPrelude(Dialect D, llvm::ArrayRef<std::string> Headers,
                                   llvm::ArrayRef<std::string> Hidden) {
  std::string P = "/* cuda2hip emulator: its headers, read without the program's "
                  "macros of the same names. */\n"
                  "#pragma once\n";
  for (const std::string &M : Hidden)
    P += "#pragma push_macro(\"" + M + "\")\n#undef " + M + "\n";
  P += D == Dialect::Cuda ? "#include <cuda_runtime.h>\n" : "#include <hip/hip_runtime.h>\n";
  for (const std::string &H : Headers)
    P += "#include <" + H + ">\n";
  for (const std::string &M : Hidden)
    P += "#pragma pop_macro(\"" + M + "\")\n";
  return P;
}

/// A header that includes Headers from CCCL with the C++ (host) back end as
/// Thrust's device system, the emulated target's device macros hidden: with
/// them, Thrust and libcu++ would take the compile for nvcc's or hipcc's
/// device pass.
static std::string thrustPrelude(llvm::ArrayRef<std::string> Headers,
                                 llvm::ArrayRef<std::string> Macros) {
  std::vector<std::string> Hidden;
  for (llvm::StringRef M : Macros)
    if (M.consume_front("-D"))
      Hidden.push_back(M.split('=').first.str());
  std::string P = "/* cuda2hip emulator: the program's Thrust headers (CCCL, "
                  "host back end). */\n"
                  "#pragma once\n";
  for (const std::string &M : Hidden)
    P += "#pragma push_macro(\"" + M + "\")\n#undef " + M + "\n";
  P += "#define THRUST_DEVICE_SYSTEM THRUST_DEVICE_SYSTEM_CPP\n"
       "#define CCCL_DISABLE_FP16_SUPPORT\n"
       "#define CCCL_DISABLE_BF16_SUPPORT\n";
  for (const std::string &H : Headers)
    P += "#include <" + H + ">\n";
  // The execution policies (thrust::device, thrust::host, thrust::seq):
  // with nvcc's device system every algorithm header brings them, with the
  // host back end not all do, and programs name them having included only
  // an algorithm's header.
  P += "#include <thrust/execution_policy.h>\n";
  for (const std::string &M : Hidden)
    P += "#pragma pop_macro(\"" + M + "\")\n";
  return P;
}

EmuBuild buildForEmulator(llvm::ArrayRef<std::string> Sources, Dialect D,
                          llvm::StringRef Target,
                          llvm::ArrayRef<std::string> Flags,
                          llvm::StringRef WorkDir, unsigned Timeout,
                          bool AddressSanitizer) {
  EmuBuild B;
  std::vector<std::string> Args = {"-I" CUDA2HIP_EMU_INCLUDE,
                                   "-I" CUDA2HIP_EMU_GENERATED,
                                   "-I" CUDA2HIP_PROJECT_INCLUDE};
  std::vector<std::string> Macros = deviceMacros(D, Target);
  Args.insert(Args.end(), Macros.begin(), Macros.end());
  Args.insert(Args.end(), Flags.begin(), Flags.end());
  LowerOptions LO;
  LO.Args = Args;
  LO.ResourceDir = defaultResourceDir();
  // The compile of one unit from SrcDir: its directory first, as nvcc
  // and hipcc search it.
  auto Compile = [&](const std::string &SrcDir) {
    // Stack probes: a frame larger than a page touches each page on the way
    // down, so an overflow meets the fiber's guard page (emu-stack-overflow)
    // instead of writing past it.
    // -O2: a third faster than -O1 on arithmetic-bound kernels (clenergy),
    // for about 4% more build time.
    // -Wno-register: the storage class nvcc accepts in C++17 (a CUDA
    // reference's; the translation drops it).
    std::vector<std::string> CC = {"-std=c++17", "-O2", "-w", "-Wno-register",
                                   "-fstack-clash-protection", "-I" + SrcDir};
    if (AddressSanitizer) { // Out-of-bounds device-memory accesses, with lines.
      CC.insert(CC.end(),
                {"-fsanitize=address", "-fno-omit-frame-pointer", "-g"});
    }
    // Every load and store calls the engine (the thread sanitizer's
    // instrumentation, linked without its runtime: the engine defines its
    // hooks), which checks it for races and, at volatile accesses, hands
    // the turn to the next lane of the warp (LaunchConfig::LockstepMemory).
    // Line tables name the accesses of a race. Not with AddressSanitizer:
    // the two instrumentations exclude each other.
    else {
      CC.insert(CC.end(), {"-fsanitize=thread", "-fno-sanitize-link-runtime", "-mllvm",
                           "-tsan-instrument-func-entry-exit=false", "-mllvm",
                           "-tsan-distinguish-volatile=true", "-gline-tables-only",
                           "-DC2H_EMU_INSTRUMENTED"});
    }
    CC.insert(CC.end(), LO.Args.begin(), LO.Args.end()); // This unit's.
    return CC;
  };
  std::vector<std::string> CC;
  fs::create_directories(WorkDir);
  // Thrust: CCCL's own, run on the host (docs/verify.md).
  std::string Cccl = findCudaPath("") + "/include/cccl";
  std::vector<std::string> Thrust = includesFrom(Sources, Cccl, "thrust/");
  if (!Thrust.empty()) {
    std::string Prelude = joinPath(WorkDir, "c2h-thrust-prelude.h");
    if (std::error_code EC = writeAtomically(Prelude, thrustPrelude(Thrust, Macros))) {
      B.Detail = "cannot write " + Prelude + ": " + EC.message();
      return B;
    }
    Args.insert(Args.end(), {"-include", Prelude, "-idirafter", Cccl});
  }
  // The program's macros that would rename what the emulator's headers
  // declare: those headers are read first, without them.
  std::string OwnPrelude;
  if (std::vector<std::string> Hidden = clashingMacros(Flags); !Hidden.empty()) {
    OwnPrelude = joinPath(WorkDir, "c2h-emu-prelude.h");
    std::vector<std::string> Own = includesFrom(Sources, CUDA2HIP_EMU_INCLUDE, "");
    if (std::error_code EC = writeAtomically(OwnPrelude, emulatorPrelude(D, Own, Hidden))) {
      B.Detail = "cannot write " + OwnPrelude + ": " + EC.message();
      return B;
    }
  }
  std::vector<std::string> Objects;
  for (size_t U = 0; U < Sources.size(); ++U) {
    const std::string &Source = Sources[U];
    // Plain host code: nvcc compiles a .cpp or .c so, and hipcc a .c (it
    // builds C++ sources as HIP).
    llvm::StringRef Ext = path::extension(Source);
    bool PlainHost = D == Dialect::Cuda
                         ? isHostSourceFile(Source) &&
                               (Ext == ".c" || !holdsDeviceCode(Source, Flags))
                         : Ext == ".c";
    LO.Args = Args;
    if (PlainHost) {
      // Without __CUDACC__ and the device macros: a header that tests them
      // declares host-only code there.
      llvm::erase_if(LO.Args, [&](const std::string &A) { return llvm::is_contained(Macros, A); });
      // A translated C header may include hip/hip_runtime.h inside its own
      // extern "C" block, where the emulator's C++ cannot go: a C unit has
      // it first, which makes that include a no-op.
      if (D == Dialect::Hip)
        LO.Args.insert(LO.Args.begin(), {"-include", "hip/hip_runtime.h"});
    } else if (!OwnPrelude.empty()) {
      // The runtime header (nvcc's implicit include) and the emulator's
      // other headers, without the program's clashing macros.
      LO.Args.insert(LO.Args.begin(), {"-include", OwnPrelude});
    } else if (D == Dialect::Cuda) {
      // nvcc's implicit include, for CUDA sources only: a plain host unit
      // may define its own float4.
      LO.Args.insert(LO.Args.begin(), {"-include", "cuda_runtime.h"});
    }
    LowerResult L = lowerProgram(Source, LO);
    if (!L.Ok) {
      B.Detail = "cannot lower for the emulator: ";
      for (const std::string &P : L.Problems)
        B.Detail += P + "\n";
      return B;
    }
    // Each unit in its own folder: its lowered headers beside it.
    std::string SrcDir = path::parent_path(absolutePath(Source)).str();
    std::string UnitDir =
        Sources.size() == 1 ? WorkDir.str() : joinPath(WorkDir, "unit" + std::to_string(U));
    fs::create_directories(UnitDir);
    std::string Main = joinPath(UnitDir, "program.cpp");
    // Headers outside the program's directory (a sibling project's, found
    // through -I or a relative path), where the lowering edits one of them:
    // all of them are copied, lowered, under Outside at their absolute
    // paths (so that each finds its neighbours there, as in its own
    // folder), and each include directory is searched there just before
    // itself (withOutside).
    std::string Outside = joinPath(UnitDir, "c2h-outside");
    auto IsOutside = [&](const LoweredFile &F) {
      return !llvm::StringRef(F.Path).starts_with(SrcDir + "/");
    };
    bool OutsideEdited = std::any_of(
        L.Files.begin() + 1, L.Files.end(),
        [&](const LoweredFile &F) { return IsOutside(F) && F.Edited; });
    for (size_t I = 0; I < L.Files.size(); ++I) {
      std::string To = Main;
      if (I > 0) {
        llvm::StringRef P = L.Files[I].Path;
        if (IsOutside(L.Files[I])) {
          if (!OutsideEdited)
            continue; // Found where it is, through -I of the program's dir.
          To = Outside + P.str();
        } else {
          To = joinPath(UnitDir, P.substr(SrcDir.size() + 1));
        }
        fs::create_directories(path::parent_path(To));
      }
      if (std::error_code EC = writeAtomically(To, L.Files[I].Text)) {
        B.Detail = "cannot write " + To + ": " + EC.message();
        return B;
      }
    }
    auto withOutside = [&](std::vector<std::string> Cmd) {
      if (!OutsideEdited)
        return Cmd;
      std::vector<std::string> Out;
      for (const std::string &A : Cmd) {
        llvm::StringRef Dir = A;
        if (Dir.consume_front("-I") && path::is_absolute(Dir)) {
          // The shadow must exist for a path through it such as
          // "../sibling/x.h" to resolve.
          fs::create_directories(Outside + Dir.str());
          Out.push_back("-I" + Outside + Dir.str());
        }
        Out.push_back(A);
      }
      return Out;
    };
    if (Sources.size() == 1) {
      CC = withOutside(Compile(SrcDir));
      Objects = {"-x", "c++", Main, "-x", "none"};
      break;
    }
    std::string Object = joinPath(WorkDir, "unit" + std::to_string(U) + ".o");
    std::vector<std::string> Unit = withOutside(Compile(SrcDir));
    Unit.insert(Unit.end(), {"-c", "-x", "c++", Main, "-o", Object});
    ProcResult C = runProcess(CUDA2HIP_CLANGXX, Unit, timeLimit(Timeout));
    if (C.Code != 0) {
      B.Detail = C.TimedOut
                     ? "the emulator build timed out"
                     : buildFailure("the emulator build of " + Source, C.Err);
      return B;
    }
    Objects.push_back(Object);
  }
  B.Exe = joinPath(WorkDir, "program");
  if (CC.empty()) { // Several units: link their objects.
    CC = {"-std=c++17", "-w"};
    if (llvm::is_contained(Flags, "-fopenmp")) // Its runtime, for the host code.
      CC.push_back("-fopenmp");
  }
  if (AddressSanitizer && Sources.size() > 1)
    CC.push_back("-fsanitize=address");
  CC.insert(CC.end(), Objects.begin(), Objects.end());
  CC.insert(CC.end(), {CUDA2HIP_EMU_LIBRARY, "-lboost_context", "-lpthread", "-o", B.Exe});
  ProcResult C = runProcess(CUDA2HIP_CLANGXX, CC, timeLimit(Timeout));
  if (C.Code != 0) {
    B.Detail = C.TimedOut ? "the emulator build timed out"
                          : buildFailure("the emulator build", C.Err);
    return B;
  }
  B.Ok = true;
  return B;
}

} // namespace cuda2hip

namespace cuda2hip {

std::vector<std::string> symbolize(const std::string &Exe, llvm::ArrayRef<uint64_t> Offsets) {
  std::vector<std::string> Lines(Offsets.size());
  if (Offsets.empty())
    return Lines;
  std::vector<std::string> Args = {"--obj=" + Exe, "--inlines", "--output-style=JSON"};
  for (uint64_t O : Offsets)
    Args.push_back("0x" + llvm::utohexstr(O ? O - 1 : 0)); // The call, not the return.
  ProcResult P = runProcess(CUDA2HIP_SYMBOLIZER, Args, timeLimit(60));
  if (P.Code != 0)
    return Lines;
  // A JSON object per address, its frames innermost first: in one array
  // for all of them, or a line each, as versions differ.
  std::vector<llvm::json::Value> Addresses;
  llvm::SmallVector<llvm::StringRef, 16> Out;
  llvm::StringRef(P.Out).split(Out, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef L : Out) {
    llvm::Expected<llvm::json::Value> V = llvm::json::parse(L);
    if (!V) {
      llvm::consumeError(V.takeError());
      continue;
    }
    if (llvm::json::Array *A = V->getAsArray())
      for (llvm::json::Value &E : *A)
        Addresses.push_back(std::move(E));
    else
      Addresses.push_back(std::move(*V));
  }
  for (size_t I = 0; I < Addresses.size() && I < Lines.size(); ++I) {
    const llvm::json::Object *O = Addresses[I].getAsObject();
    const llvm::json::Array *Frames = O ? O->getArray("Symbol") : nullptr;
    if (!Frames)
      continue;
    std::string First;
    for (const llvm::json::Value &F : *Frames) {
      const llvm::json::Object *Frame = F.getAsObject();
      std::optional<llvm::StringRef> File =
          Frame ? Frame->getString("FileName") : std::nullopt;
      std::optional<int64_t> Line = Frame ? Frame->getInteger("Line") : std::nullopt;
      if (!File || File->empty() || !Line || !*Line)
        continue;
      std::string Here = File->str() + ":" + std::to_string(*Line);
      if (First.empty())
        First = Here;
      // The emulator's own headers (an access inside a subscript helper):
      // the program's line is further out.
      if (!File->contains("/Verify/Emu/include/")) {
        Lines[I] = Here;
        break;
      }
    }
    if (Lines[I].empty())
      Lines[I] = First;
  }
  return Lines;
}

} // namespace cuda2hip
