//===- FuzzRegressionTest.cpp - inputs the fuzzers found ------------------===//
//
// Every file under test/fuzz/regressions once broke a harness of test/fuzz
// (its name says which). Each runs again here through what that harness
// runs; scripts/sanitize.sh runs this under ASan and UBSan, where an
// out-of-bounds read fails even when it does not crash.
//
//===----------------------------------------------------------------------===//
#include "../../lib/Sync/State.h"
#include "cuda2hip/Driver/Driver.h"
#include "cuda2hip/Rewrite/Edit.h"
#include "cuda2hip/Rewrite/Translate.h"
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

namespace {

std::vector<std::string> regressions(llvm::StringRef Harness) {
  std::vector<std::string> Files;
  std::error_code EC;
  std::string Dir = std::string(CUDA2HIP_SOURCE_DIR) + "/test/fuzz/regressions";
  for (llvm::sys::fs::directory_iterator It(Dir, EC), E; It != E && !EC; It.increment(EC))
    if (llvm::sys::path::filename(It->path()).starts_with(Harness))
      Files.push_back(It->path());
  std::sort(Files.begin(), Files.end());
  return Files;
}

TEST(FuzzRegressions, TokenPassAndWarpAnalysis) {
  std::vector<std::string> Files = regressions("token-pass-");
  ASSERT_FALSE(Files.empty());
  for (const std::string &F : Files) {
    std::optional<std::string> Text = readFile(F);
    ASSERT_TRUE(Text) << F;
    // As the harness: the first byte picks the options, in every mode.
    std::string Body = Text->empty() ? "" : Text->substr(1);
    for (WarpMode M : {WarpMode::Logical32, WarpMode::Native, WarpMode::Off}) {
      TranslateOptions Opts;
      Opts.Warp = M;
      TokenPassInput In;
      In.Path = "fuzz.cu";
      In.Buffer = Body;
      TokenPassResult R = runTokenPass(In, Opts);
      R.Edits.normalize();
      (void)R.Edits.apply(Body);
    }
    for (bool Hip : {false, true}) {
      WarpAnalysis A = analyzeWarpSize("fuzz.cu", Body, Hip);
      for (const WarpFinding &W : A.Findings)
        (void)suppressedFinding(Body, W);
    }
  }
}

} // namespace
