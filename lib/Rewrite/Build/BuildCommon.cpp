//===- BuildCommon.cpp - nvcc options and CUDA paths in build files ----===//
#include "BuildCommon.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <map>

namespace cuda2hip {

bool isNvidiaArch(llvm::StringRef V) {
  V = V.trim("\"'");
  return V.starts_with("sm_") || V.starts_with("compute_") || V == "native" ||
         V == "all" || V == "all-major" || V.starts_with("arch=compute_") ||
         V.starts_with("arch=sm_");
}

bool isCudaInstallPath(llvm::StringRef P) {
  P = P.trim("\"'");
  for (llvm::StringRef V :
       {"CUDA_PATH", "CUDA_HOME", "CUDA_DIR", "CUDA_ROOT", "CUDA_INSTALL_PATH",
        "CUDA_TOOLKIT_ROOT_DIR", "CUDATOOLKIT_HOME", "CUDA_TOOLKIT_PATH",
        "CUDA_LIB_PATH", "CUDA_INC_PATH"})
    if (P.contains(("$(" + V + ")").str()) ||
        P.contains(("${" + V + "}").str()))
      return true;
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  P.split(Parts, '/');
  return llvm::any_of(Parts, [](llvm::StringRef S) {
    return S == "cuda" || S.starts_with("cuda-") || S == "nvhpc";
  });
}

void renameCudaSources(
    llvm::StringRef S,
    llvm::function_ref<void(size_t, size_t, llvm::StringRef)> Replace) {
  for (size_t At = S.find(".cu"); At != llvm::StringRef::npos;
       At = S.find(".cu", At + 1)) {
    size_t End = At + 3;
    bool Header = End < S.size() && S[End] == 'h';
    if (Header)
      ++End;
    if (End < S.size() && (llvm::isAlnum(S[End]) || S[End] == '_'))
      continue;
    Replace(At, End - At, Header ? ".hpp" : ".hip");
  }
}

Diagnostic buildFileDiag(llvm::StringRef Display, llvm::StringRef Text,
                         DiagId Id, unsigned Offset,
                         const std::vector<std::string> &Args) {
  auto [Line, Column] = lineColumn(Text, Offset);
  return makeDiagnostic(Id, Display.str(), Line, Column, Args);
}

NvccWord classifyNvccWord(llvm::StringRef T,
                          std::optional<llvm::StringRef> Next) {
  static const llvm::StringSet<> DropWithArg = {
      "-Xptxas",          "--ptxas-options",
      "-maxrregcount",    "--maxrregcount",
      "-ccbin",           "--compiler-bindir",
      "-Xcudafe",         "-Xnvlink",
      "--nvlink-options", "-Xfatbin",
      "--fatbin-options", "-cudart",
      "--cudart",         "-default-stream",
      "--default-stream", "--threads",
      "-diag-suppress",   "--diag-suppress",
      "-Xarchive",        "--archive-options",
      "-split-compile",   "--split-compile",
      "--keep-dir",       "-keep-dir"};
  static const llvm::StringSet<> Drop = {"-lineinfo",
                                         "--generate-line-info",
                                         "--expt-relaxed-constexpr",
                                         "-expt-relaxed-constexpr",
                                         "--expt-extended-lambda",
                                         "-expt-extended-lambda",
                                         "--extended-lambda",
                                         "-extended-lambda",
                                         "-G",
                                         "--device-debug",
                                         "-res-usage",
                                         "--resource-usage",
                                         "-Wno-deprecated-gpu-targets",
                                         "--Wno-deprecated-gpu-targets",
                                         "-keep",
                                         "--keep",
                                         "-src-in-ptx",
                                         "--source-in-ptx",
                                         "--display-error-number",
                                         "-restrict",
                                         "--restrict",
                                         "-forward-unknown-to-host-compiler",
                                         "--forward-unknown-to-host-compiler",
                                         "-rdc=false",
                                         "--relocatable-device-code=false",
                                         "-Wext-lambda-captures-this",
                                         "--Wext-lambda-captures-this",
                                         "-Wreorder",
                                         "--Wreorder",
                                         "-ftz=false",
                                         "--ftz=false",
                                         "-lcudadevrt",
                                         "-lculibos",
                                         "-dlto",
                                         "--dlink-time-opt"};
  static const std::map<llvm::StringRef, llvm::StringRef> Libraries = {
      {"-lcublas", "-lhipblas"},     {"-lcublasLt", "-lhipblaslt"},
      {"-lcurand", "-lhiprand"},     {"-lcufft", "-lhipfft"},
      {"-lcusparse", "-lhipsparse"}, {"-lcusolver", "-lhipsolver"},
      {"-lnvrtc", "-lhiprtc"},       {"-lnvToolsExt", "-lroctx64"},
      {"-lcudnn", "-lMIOpen"},       {"-lnccl", "-lrccl"},
      // The runtime: hipcc links it itself, a gcc/g++ link of hipcc objects
      // (older Makefiles) does not.
      {"-lcudart", "-lamdhip64"},    {"-lcudart_static", "-lamdhip64"},
      {"-lcuda", "-lamdhip64"}};
  auto Make = [](NvccWord::Kind K, std::string Text = "",
                 bool TakesNext = false) {
    NvccWord W;
    W.K = K;
    W.Text = std::move(Text);
    W.TakesNext = TakesNext;
    return W;
  };
  if (!T.starts_with("-"))
    return {};
  auto [Name, Value] = T.split('=');
  bool HasValue = T.contains('=');
  // NVIDIA architectures; -code only ever follows one.
  if (Name == "-arch" || Name == "--gpu-architecture" || Name == "-gencode" ||
      Name == "--generate-code" || Name == "-code" || Name == "--gpu-code") {
    bool Code = Name == "-code" || Name == "--gpu-code";
    bool WithNext = !HasValue && Next;
    if (Code)
      return Make(NvccWord::Drop, "", WithNext);
    NvccWord W = Make(NvccWord::Arch, "", WithNext);
    W.ArchValue = WithNext ? *Next : Value;
    return W;
  }
  if (Drop.count(T) || T.starts_with("-prec-div") ||
      T.starts_with("--prec-div") || T.starts_with("-prec-sqrt") ||
      T.starts_with("--prec-sqrt") || T.starts_with("-fmad") ||
      T.starts_with("--fmad"))
    return Make(NvccWord::Drop);
  if (DropWithArg.count(Name))
    return Make(NvccWord::Drop, "", !HasValue && Next);
  if (T == "-deviceemu" || T == "--device-emulation") {
    NvccWord W = Make(NvccWord::Drop);
    W.Note = "device emulation, CUDA 3.0 and before: the HIP build runs on "
             "the GPU";
    return W;
  }
  auto Lib = Libraries.find(T);
  if (Lib != Libraries.end())
    return Make(NvccWord::Replace, Lib->second.str());
  if (T == "--use_fast_math" || T == "-use_fast_math" ||
      T == "--use-fast-math" || T == "-use-fast-math")
    return Make(NvccWord::Replace, "-ffast-math");
  if (T == "-ftz=true" || T == "--ftz=true")
    return Make(NvccWord::Replace, "-fgpu-flush-denormals-to-zero");
  if (T == "-rdc=true" || T == "--relocatable-device-code=true" ||
      T == "-rdc=True")
    return Make(NvccWord::Replace, "-fgpu-rdc");
  if ((T == "-rdc" || T == "--relocatable-device-code") && Next)
    return Next->equals_insensitive("true")
               ? Make(NvccWord::Replace, "-fgpu-rdc", true)
               : Make(NvccWord::Drop, "", true);
  if (T == "-dc" || T == "--device-c")
    return Make(NvccWord::Replace, "-fgpu-rdc -c");
  if (T.starts_with("--std="))
    return Make(NvccWord::Replace, T.drop_front().str());
  if ((T == "-x" || T == "--x") && Next && *Next == "cu")
    return Make(NvccWord::Replace, "-x hip", true);
  if (Name == "-Xcompiler" || Name == "--compiler-options" ||
      Name == "-Xlinker" || Name == "--linker-options") {
    if (!HasValue && !Next)
      return {};
    bool Linker = Name == "-Xlinker" || Name == "--linker-options";
    llvm::StringRef Bare = (HasValue ? Value : *Next).trim("\"'");
    std::string Out;
    if (Linker) {
      Out = "-Wl," + Bare.str();
    } else if (Bare.contains("$(") || Bare.contains("${")) {
      Out = Bare.str(); // A variable's options: passed on as they are.
    } else {
      llvm::SmallVector<llvm::StringRef, 4> Parts;
      Bare.split(Parts, ',', -1, false);
      for (llvm::StringRef P : Parts)
        Out += (Out.empty() ? "" : " ") + P.trim().str();
    }
    return Make(NvccWord::Replace, Out, !HasValue);
  }
  if ((T == "-I" || T == "-L" || T == "-isystem") && Next &&
      isCudaInstallPath(*Next))
    return Make(NvccWord::Drop, "", true);
  if (((T.starts_with("-I") || T.starts_with("-L")) &&
       isCudaInstallPath(T.drop_front(2))) ||
      (T.starts_with("-isystem") && isCudaInstallPath(T.drop_front(8))))
    return Make(NvccWord::Drop);
  // nvcc-only options this table lacks.
  if ((T.starts_with("-X") && T != "-Xclang") || T == "-cuda" ||
      T == "--cuda" || T.starts_with("--ptx") ||
      T.starts_with("-ptx") || T.contains("cudafe") || T.contains("nvlink") ||
      T.starts_with("--cubin") || T.starts_with("-cubin") ||
      T.starts_with("--fatbin") || T.starts_with("-fatbin"))
    return Make(NvccWord::Unknown);
  return {};
}

} // namespace cuda2hip
