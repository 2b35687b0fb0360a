//===- ParseCacheTest.cpp - the system preamble and cache entries --------===//
#include "../../lib/Rewrite/ParseCache.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <gtest/gtest.h>

using namespace cuda2hip;
using Strings = std::vector<std::string>;

namespace {

TEST(SystemPreamble, LeadingAngledIncludesThroughCommentsAndBlanks) {
  EXPECT_EQ(systemPreamble("\xEF\xBB\xBF// header\n/* a\n   block */\n"
                           "#include <cstdio>\n\n  #  include<vector> // v\n"
                           "#include <cuda/barrier> /* b */\nint x;\n"
                           "#include <cmath>\n"),
            (Strings{"cstdio", "vector", "cuda/barrier"}));
}

TEST(SystemPreamble, StopsAtTheFirstOtherLine) {
  // A macro before a system header can change what it declares.
  EXPECT_EQ(
      systemPreamble("#include <a.h>\n#define _GNU_SOURCE\n#include <b.h>\n"),
      Strings{"a.h"});
  // A program header is parsed by the unit itself.
  EXPECT_EQ(systemPreamble("#include \"x.h\"\n#include <b.h>\n"), Strings{});
  EXPECT_EQ(systemPreamble("#ifdef X\n#include <b.h>\n#endif\n"), Strings{});
  EXPECT_EQ(systemPreamble("#include_next <b.h>\n"), Strings{});
  EXPECT_EQ(systemPreamble("#include <b.h> int x;\n"), Strings{});
  EXPECT_EQ(systemPreamble("#include <b.h> \\\n  <c.h>\n"), Strings{});
  EXPECT_EQ(systemPreamble("#include <b.h\n#include <c.h>\n"), Strings{});
  EXPECT_EQ(systemPreamble("#include <>\n"), Strings{});
  EXPECT_EQ(systemPreamble("/* never closed\n#include <a.h>\n"), Strings{});
  EXPECT_EQ(systemPreamble(""), Strings{});
}

TEST(SystemPreamble, CommentsThatGoOnEndIt) {
  // A block comment after an include that goes on past the line hides what
  // follows it.
  EXPECT_EQ(systemPreamble("#include <a.h> /* x\n#include <b.h> */\n"),
            Strings{"a.h"});
  EXPECT_EQ(systemPreamble("#include <a.h> /* x */\n#include <b.h>\n"),
            (Strings{"a.h", "b.h"}));
  EXPECT_EQ(systemPreamble("#include <a.h> /* x */ /* y\n#include <b.h>\n"),
            Strings{"a.h"});
  EXPECT_EQ(systemPreamble("#include <a.h> /* x */ int y;\n"), Strings{});
  // A line comment a backslash continues swallows the next line.
  EXPECT_EQ(systemPreamble("// note \\\n#include <a.h>\n"), Strings{});
  EXPECT_EQ(systemPreamble("// note \\\r\n#include <a.h>\n"), Strings{});
  EXPECT_EQ(systemPreamble("#include <a.h>\r\n#include <b.h>\r\n"),
            (Strings{"a.h", "b.h"}));
  EXPECT_EQ(systemPreamble("#include <a.h> \\\r\n"), Strings{});
}

/// A builder that writes an entry unless told to fail, and counts calls.
struct FakeBuilder {
  unsigned Calls = 0;
  bool Fail = false;
  PchBuilder get() {
    return [this](const Strings &, const std::string &Path) {
      ++Calls;
      if (Fail)
        return false;
      int FD;
      if (llvm::sys::fs::openFileForWrite(Path, FD))
        return false;
      ::close(FD);
      return true;
    };
  }
};

class ParseCacheDir : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("c2h-parse-cache", Dir));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(Dir); }
  llvm::SmallString<128> Dir;
};

TEST_F(ParseCacheDir, APreambleGetsAnEntryOnceTwoFilesAskForIt) {
  ParseCache C(std::string(Dir), "config");
  FakeBuilder B;
  // The first file: the prelude's entry, and its own preamble noted.
  CacheEntry E = C.entryFor({"a", "b"}, "/f1.cu", B.get());
  EXPECT_FALSE(E.Path.empty());
  EXPECT_EQ(E.Includes, Strings{});
  EXPECT_EQ(B.Calls, 1u);
  // The same file again: still nothing of its own (no build).
  E = C.entryFor({"a", "b"}, "/f1.cu", B.get());
  EXPECT_EQ(E.Includes, Strings{});
  EXPECT_EQ(B.Calls, 1u);
  // Another file sharing the prefix {a}: that prefix gets an entry.
  E = C.entryFor({"a", "c"}, "/f2.cu", B.get());
  EXPECT_EQ(E.Includes, Strings{"a"});
  EXPECT_EQ(B.Calls, 2u);
  // The first file now uses it, with no build.
  E = C.entryFor({"a", "b"}, "/f1.cu", B.get());
  EXPECT_EQ(E.Includes, Strings{"a"});
  EXPECT_EQ(B.Calls, 2u);
  // A third file asking for {a, b}: shared with f1, so built.
  E = C.entryFor({"a", "b", "d"}, "/f3.cu", B.get());
  EXPECT_EQ(E.Includes, (Strings{"a", "b"}));
  EXPECT_EQ(B.Calls, 3u);
}

TEST_F(ParseCacheDir, AnEntryThatFailsIsNotBuiltAgain) {
  ParseCache C(std::string(Dir), "config");
  FakeBuilder B;
  B.Fail = true;
  EXPECT_TRUE(C.entryFor({}, "/f1.cu", B.get()).Path.empty());
  EXPECT_TRUE(C.entryFor({}, "/f2.cu", B.get()).Path.empty());
  EXPECT_EQ(B.Calls, 1u);
  // Another configuration has entries of its own.
  ParseCache Other(std::string(Dir), "other config");
  B.Fail = false;
  EXPECT_FALSE(Other.entryFor({}, "/f1.cu", B.get()).Path.empty());
  EXPECT_EQ(B.Calls, 2u);
}

TEST_F(ParseCacheDir, OldEntriesAreRemovedPastTheLimit) {
  FakeBuilder B;
  for (unsigned I = 0; I < ParseCache::MaxEntries + 5; ++I)
    ParseCache(std::string(Dir), "config " + std::to_string(I))
        .entryFor({}, "/f.cu", B.get());
  unsigned Entries = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator I(Dir, EC), E; I != E && !EC;
       I.increment(EC))
    Entries += llvm::StringRef(I->path()).ends_with(".pch");
  EXPECT_EQ(Entries, ParseCache::MaxEntries);
}

TEST(ParseCache, AnUnwritableDirectoryMeansNoCache) {
  FakeBuilder B;
  ParseCache C("/proc/c2h-no-such-dir/cache", "config");
  EXPECT_TRUE(C.entryFor({"a"}, "/f.cu", B.get()).Path.empty());
  EXPECT_EQ(B.Calls, 0u);
}

} // namespace
