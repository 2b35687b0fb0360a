//===- ParseCacheTest.cpp - the system preamble and cache entries --------===//
#include "../../lib/Rewrite/ParseCache.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <utime.h>
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

TEST_F(ParseCacheDir, OldEntriesAreRemovedPastTheByteBudget) {
  // Entries of 400 KiB under a budget of 1 MiB: two fit.
  ::setenv("CUDA2HIP_CACHE_MAX_MB", "1", 1);
  auto Build = [](const Strings &, const std::string &Path) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    OS << std::string(400 << 10, 'x');
    return !EC;
  };
  for (unsigned I = 0; I < 7; ++I)
    ParseCache(std::string(Dir), "config " + std::to_string(I))
        .entryFor({}, "/f.cu", Build);
  ::unsetenv("CUDA2HIP_CACHE_MAX_MB");
  unsigned Entries = 0;
  std::error_code EC;
  for (llvm::sys::fs::directory_iterator I(Dir, EC), E; I != E && !EC;
       I.increment(EC))
    Entries += llvm::StringRef(I->path()).ends_with(".pch");
  EXPECT_EQ(Entries, 2u);
  // The newest is kept.
  CacheEntry Last = ParseCache(std::string(Dir), "config 6")
                        .entryFor({}, "/f.cu", [](const Strings &,
                                                  const std::string &) {
                          return false; // Never built again.
                        });
  EXPECT_FALSE(Last.Path.empty());
}

TEST(PreambleSignature, DirectivesWithoutCommentsOrSpacing) {
  PreambleSignature A = preambleSignature(
      "// a header\n#ifndef X_H\n#define  X_H 1 /* one */\n#include <a.h>\n",
      200);
  PreambleSignature B =
      preambleSignature("#ifndef X_H\n  #  define X_H 1\n#include<a.h>\n", 200);
  EXPECT_EQ(A.Text, "# ifndef X_H\n# define X_H 1\n# include < a . h >");
  EXPECT_EQ(A.Text, B.Text);
  EXPECT_FALSE(A.NeedsFolder);
  EXPECT_FALSE(A.NeedsPath);
  EXPECT_TRUE(A.Usable);
  // Only the first Size bytes count.
  EXPECT_EQ(preambleSignature("#include <a.h>\n#include <b.h>\n", 15).Text,
            "# include < a . h >");
}

TEST(PreambleSignature, WhatTiesAnEntryToOneFolderOrFile) {
  EXPECT_TRUE(preambleSignature("#include \"common.h\"\n", 100).NeedsFolder);
  EXPECT_TRUE(preambleSignature("#include HEADER\n", 100).NeedsFolder);
  EXPECT_TRUE(
      preambleSignature("#if __has_include(\"x.h\")\n#endif\n", 100)
          .NeedsFolder);
  EXPECT_FALSE(preambleSignature("#include <a/b.h>\n", 100).NeedsFolder);
  EXPECT_TRUE(preambleSignature("#define HERE __FILE__\n", 100).NeedsPath);
  EXPECT_TRUE(preambleSignature("#if __LINE__ > 3\n#endif\n", 100).NeedsPath);
  // #line and line markers renumber the unit's own lines.
  EXPECT_FALSE(preambleSignature("#line 40 \"k.cu\"\n", 100).Usable);
  EXPECT_FALSE(preambleSignature("# 40 \"k.cu\"\n", 100).Usable);
}

TEST(PreambleRecord, RoundTripsAndRefusesWhatIsCutShort) {
  PreambleRecord R;
  R.Deps.push_back({"/p/a b.h", 12, 1700000000, "ab12", });
  R.Files.emplace_back("/p/a b.h", "../p/a b.h");
  R.Names = {"cudaLike"};
  R.Decls = {3, 17};
  std::string T = writeRecord(R);
  std::optional<PreambleRecord> Back = readRecord(T);
  ASSERT_TRUE(Back);
  EXPECT_EQ(Back->Deps.size(), 1u);
  EXPECT_EQ(Back->Deps[0].Path, "/p/a b.h");
  EXPECT_EQ(Back->Deps[0].Size, 12u);
  EXPECT_EQ(Back->Files, R.Files);
  EXPECT_EQ(Back->Names, R.Names);
  EXPECT_EQ(Back->Decls, R.Decls);
  EXPECT_FALSE(readRecord(T.substr(0, T.size() - 4)));
  EXPECT_FALSE(readRecord("garbage\n"));
}

TEST_F(ParseCacheDir, AProgramPreambleIsBuiltOnItsSecondAskAndRebuiltWhenAFileChanges) {
  llvm::SmallString<128> Header(Dir);
  llvm::sys::path::append(Header, "common.h");
  auto Write = [&](llvm::StringRef Text) {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Header, EC);
    OS << Text;
  };
  Write("int x;\n");
  unsigned Calls = 0;
  bool Fail = false;
  PreambleBuilder Build = [&](const std::string &Path) {
    ++Calls;
    PreambleBuild B;
    B.Record.Deps.push_back(currentDep(std::string(Header)));
    B.Record.Decls = {7};
    std::error_code EC;
    llvm::raw_fd_ostream OS(Path, EC);
    B.Ok = !Fail && !EC;
    return B;
  };
  ParseCache C(std::string(Dir), "config");
  // First ask: noted, nothing built.
  EXPECT_TRUE(C.preambleFor("sig", Build).Path.empty());
  EXPECT_EQ(Calls, 0u);
  // Second ask: built, with its record.
  PreambleEntry E = C.preambleFor("sig", Build);
  EXPECT_FALSE(E.Path.empty());
  EXPECT_EQ(E.Record.Decls, std::vector<uint64_t>{7});
  EXPECT_EQ(Calls, 1u);
  // Then used as it is.
  EXPECT_FALSE(C.preambleFor("sig", Build).Path.empty());
  EXPECT_EQ(Calls, 1u);
  // Rewritten with the same bytes (a new time): still good.
  ::utime(Header.c_str(), nullptr);
  struct utimbuf Old = {1000000000, 1000000000};
  ::utime(Header.c_str(), &Old);
  EXPECT_FALSE(C.preambleFor("sig", Build).Path.empty());
  EXPECT_EQ(Calls, 1u);
  // A header changes: rebuilt at once.
  Write("int y;\n");
  EXPECT_FALSE(C.preambleFor("sig", Build).Path.empty());
  EXPECT_EQ(Calls, 2u);
  // A build that fails is not tried again until one of its files changes.
  Fail = true;
  EXPECT_TRUE(C.preambleFor("other", Build).Path.empty());
  EXPECT_TRUE(C.preambleFor("other", Build).Path.empty());
  EXPECT_TRUE(C.preambleFor("other", Build).Path.empty());
  EXPECT_EQ(Calls, 3u);
  Write("int z;\n");
  Fail = false;
  EXPECT_FALSE(C.preambleFor("other", Build).Path.empty());
  EXPECT_EQ(Calls, 4u);
}

TEST(ParseCache, AnUnwritableDirectoryMeansNoCache) {
  FakeBuilder B;
  ParseCache C("/proc/c2h-no-such-dir/cache", "config");
  EXPECT_TRUE(C.entryFor({"a"}, "/f.cu", B.get()).Path.empty());
  EXPECT_EQ(B.Calls, 0u);
}

} // namespace
