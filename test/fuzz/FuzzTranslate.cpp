//===- FuzzTranslate.cpp - libFuzzer harness: translate one file ----------===//
//
// Any bytes as one CUDA file, translated the way `cuda2hip translate F -o G
// --cuda-headers bundled` does: the Clang parse with the bundled CUDA
// headers, the AST and token passes, and the write. The file lives in a
// private temporary folder (memory-backed where /dev/shm exists), since
// the driver reads and writes paths.
//
//===----------------------------------------------------------------------===//
#include "FuzzScratch.h"
#include "cuda2hip/Driver/Driver.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
std::string scratch() { return fuzzScratch("translate"); }
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  using namespace cuda2hip;
  std::string In = scratch() + "/in.cu", Out = scratch() + "/out.hip";
  {
    std::error_code EC;
    llvm::raw_fd_ostream F(In, EC);
    if (EC)
      abort();
    F.write(reinterpret_cast<const char *>(Data), Size);
  }
  llvm::sys::fs::remove(Out);
  DriverOptions O;
  O.Inputs = {In};
  O.OutputFile = Out;
  O.Headers = HeaderChoice::Bundled;
  O.Jobs = 1;
  O.CacheDir = ""; // Each input parses on its own; nothing is kept.
  runTranslate(std::move(O), llvm::nulls(), llvm::nulls());
  return 0;
}
