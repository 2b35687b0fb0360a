//===- FuzzLint.cpp - libFuzzer harness: lint -----------------------------===//
//
// Any bytes as a CUDA or HIP file (the first byte picks which): the warp-size
// analysis, the NOLINT suppressions of each finding, and `cuda2hip lint
// --fix` with each output format on a private copy of the file.
//
//===----------------------------------------------------------------------===//
#include "FuzzScratch.h"
#include "cuda2hip/Driver/Driver.h"
#include "cuda2hip/Lint/Lint.h"
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
std::string scratch() { return fuzzScratch("lint"); }
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  using namespace cuda2hip;
  unsigned Pick = Size ? Data[0] : 0;
  // A std::string: the lexer reads the '\0' after the end.
  std::string Text(reinterpret_cast<const char *>(Data) + (Size ? 1 : 0), Size ? Size - 1 : 0);
  llvm::StringRef Buffer = Text;
  bool Hip = Pick & 1;
  WarpAnalysis A = analyzeWarpSize(Hip ? "fuzz.hip" : "fuzz.cu", Buffer, Hip);
  for (const WarpFinding &F : A.Findings)
    (void)suppressedFinding(Buffer, F);
  // The whole command, fixes included, on a file of its own.
  std::string File = scratch() + (Hip ? "/in.hip" : "/in.cu");
  {
    std::error_code EC;
    llvm::raw_fd_ostream F(File, EC);
    if (EC)
      abort();
    F << Buffer;
  }
  LintOptions O;
  O.Paths = {File};
  O.Format = Pick & 2   ? LintFormat::Sarif
             : Pick & 4 ? LintFormat::Json
                        : LintFormat::Text;
  O.Fix = Pick & 8;
  runLint(O, llvm::nulls(), llvm::nulls());
  llvm::sys::fs::remove(File);
  return 0;
}
