//===- FuzzTokenPass.cpp - libFuzzer harness: the token pass --------------===//
//
// Any bytes as a CUDA file: the token pass runs over them in each warp mode
// and its edits are normalized and applied. Crashes, hangs and sanitizer
// reports are the findings; the tool's own errors are not.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Rewrite/Edit.h"
#include "cuda2hip/Rewrite/Translate.h"
#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  using namespace cuda2hip;
  // The first byte picks the options; the rest is the file.
  unsigned Pick = Size ? Data[0] : 0;
  // A std::string: the lexer reads the '\0' after the end.
  std::string Text(reinterpret_cast<const char *>(Data) + (Size ? 1 : 0), Size ? Size - 1 : 0);
  llvm::StringRef Buffer = Text;
  TranslateOptions Opts;
  Opts.Warp = Pick % 3 == 0 ? WarpMode::Logical32 : Pick % 3 == 1 ? WarpMode::Native
                                                                  : WarpMode::Off;
  Opts.Launch = Pick & 4 ? LaunchStyle::LaunchKernelGGL : LaunchStyle::Chevrons;
  TokenPassInput In;
  In.Path = "fuzz.cu";
  In.Buffer = Buffer;
  TokenPassResult R = runTokenPass(In, Opts);
  R.Edits.normalize();
  std::string Out = R.Edits.apply(Buffer);
  (void)Out;
  return 0;
}
