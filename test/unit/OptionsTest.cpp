//===- OptionsTest.cpp - the names of enumerated options' values ----------===//
#include "cuda2hip/Rewrite/Options.h"
#include "cuda2hip/Lint/Lint.h"
#include "cuda2hip/Sync/Sync.h"
#include "cuda2hip/Verify/Verify.h"
#include "llvm/ADT/StringSet.h"
#include <gtest/gtest.h>
#include <set>

using namespace cuda2hip;

namespace {

/// Every value of E is named once, and each name reads back as its value.
template <typename E> void expectOneNamePerValue(size_t Values) {
  llvm::StringSet<> Names;
  std::set<E> Seen;
  for (const NamedValue<E> &N : namedValues(E())) {
    EXPECT_TRUE(Names.insert(N.Name).second) << N.Name.str();
    EXPECT_TRUE(Seen.insert(N.Value).second) << N.Name.str();
    EXPECT_EQ(optionName(N.Value), N.Name);
    EXPECT_EQ(parseOption<E>(N.Name), N.Value);
  }
  EXPECT_EQ(Seen.size(), Values);
  EXPECT_EQ(optionNames<E>().size(), Values);
  EXPECT_FALSE(parseOption<E>(""));
  EXPECT_FALSE(parseOption<E>("no-such-value"));
}

TEST(Options, EveryValueHasOneName) {
  expectOneNamePerValue<HeaderMode>(2);
  expectOneNamePerValue<HeaderChoice>(3);
  expectOneNamePerValue<LaunchStyle>(2);
  expectOneNamePerValue<WarpMode>(3);
  expectOneNamePerValue<AsyncCopyMode>(2);
  expectOneNamePerValue<LintFormat>(3);
  expectOneNamePerValue<LintLang>(3);
  expectOneNamePerValue<VerifyBackend>(4);
  expectOneNamePerValue<StatusFormat>(2);
}

TEST(Options, NamesAreTheCommandLines) {
  // The command line, the report and the sync state spell values so.
  EXPECT_EQ(optionNames<WarpMode>(),
            (std::vector<std::string>{"logical32", "native", "off"}));
  EXPECT_EQ(optionNames<LaunchStyle>(),
            (std::vector<std::string>{"chevrons", "ggl"}));
  EXPECT_EQ(optionNames<AsyncCopyMode>(),
            (std::vector<std::string>{"staged", "sync"}));
  EXPECT_EQ(optionNames<HeaderChoice>(),
            (std::vector<std::string>{"auto", "sdk", "bundled"}));
  // A resolved --cuda-headers is recorded under the name it was chosen by.
  EXPECT_EQ(optionName(HeaderMode::Sdk), optionName(HeaderChoice::Sdk));
  EXPECT_EQ(optionName(HeaderMode::Bundled), optionName(HeaderChoice::Bundled));
}

} // namespace
