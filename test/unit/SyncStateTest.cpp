//===- SyncStateTest.cpp - the sync state file and its helpers ------------===//
#include "../../lib/Sync/Common.h"
#include "../../lib/Sync/Journal.h"
#include "../../lib/Sync/State.h"
#include "cuda2hip/Driver/Driver.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

namespace {

SyncState sample() {
  SyncState S;
  S.Source = "../src";
  S.Commit = "eb94f2a1ca17abe8885f9bd4a6dc4780797aa19d";
  S.ToolVersion = "0.1.0";
  S.Rules = "abc";
  S.Options.Headers = HeaderMode::Sdk;
  S.Options.Launch = LaunchStyle::LaunchKernelGGL;
  S.Options.Rocm = rocmVersion(6, 4);
  S.Options.Warp = WarpMode::Native;
  S.Options.AsyncCopy = AsyncCopyMode::Sync;
  S.Options.Args = {"-Iinc", "-DN=4"};
  SyncEntry A;
  A.Source = "lib/a.cu";
  A.Output = "lib/a.hip";
  A.SourceBlob = "1111";
  A.OutputHash = std::string(64, '2');
  A.Unit = true;
  A.Deps = {"lib/a.cuh"};
  A.Names = {"cudaHelper"};
  SyncEntry B;
  B.Source = "lib/gone.cu";
  B.Output = "lib/gone.hip";
  B.OutputHash = std::string(64, '3');
  B.Mark = EntryMark::Orphan;
  SyncEntry C = A;
  C.Source = "lib/c.cu";
  C.Output = "lib/c.hip";
  C.Names.clear();
  C.Mark = EntryMark::Conflict;
  S.Files = {A, C, B};
  return S;
}

TEST(SyncState, RoundTripsEveryField) {
  SyncState S = sample();
  std::string Text = renderState(S);
  std::string Error;
  std::optional<SyncState> Back = parseState(Text, Error);
  ASSERT_TRUE(Back) << Error;
  EXPECT_EQ(Back->Source, S.Source);
  EXPECT_EQ(Back->Commit, S.Commit);
  EXPECT_EQ(Back->ToolVersion, S.ToolVersion);
  EXPECT_EQ(Back->Rules, S.Rules);
  EXPECT_TRUE(Back->Options == S.Options);
  ASSERT_EQ(Back->Files.size(), 3u);
  EXPECT_EQ(Back->Files[0].Names, std::vector<std::string>{"cudaHelper"});
  EXPECT_EQ(Back->Files[0].Deps, std::vector<std::string>{"lib/a.cuh"});
  EXPECT_TRUE(Back->Files[0].Unit);
  EXPECT_EQ(Back->Files[1].Mark, EntryMark::Conflict);
  EXPECT_EQ(Back->Files[2].Mark, EntryMark::Orphan);
  EXPECT_EQ(Back->Files[2].SourceBlob, "");
  // Rendering is a fixed point: same state, same bytes.
  EXPECT_EQ(renderState(*Back), Text);
}

TEST(SyncState, RenderIsSortedAndEndsInNewline) {
  std::string Text = renderState(sample());
  EXPECT_EQ(Text.back(), '\n');
  EXPECT_LT(Text.find("\"files\""), Text.find("\"format\""));
  EXPECT_LT(Text.find("\"format\""), Text.find("\"options\""));
  EXPECT_LT(Text.find("\"options\""), Text.find("\"tool\""));
}

TEST(SyncState, RejectsMalformedStates) {
  std::string Error;
  EXPECT_FALSE(parseState("not json", Error));
  EXPECT_NE(Error.find("not valid JSON"), std::string::npos);
  EXPECT_FALSE(parseState("{\"format\": 2}", Error));
  EXPECT_NE(Error.find("unknown state format"), std::string::npos);
  std::string NoCommit = renderState(sample());
  size_t At = NoCommit.find("\"commit\"");
  NoCommit.replace(At, 8, "\"kommit\"");
  EXPECT_FALSE(parseState(NoCommit, Error));
  std::string BadMark = renderState(sample());
  At = BadMark.find("\"orphan\"");
  BadMark.replace(At, 8, "\"zombie\"");
  EXPECT_FALSE(parseState(BadMark, Error));
  EXPECT_NE(Error.find("unknown mark 'zombie'"), std::string::npos);
  // Paths that leave the trees, and hashes that are not SHA-256 hex.
  for (auto Damage : {+[](SyncEntry &E) { E.Output = "../elsewhere.hip"; },
                      +[](SyncEntry &E) { E.Output = "/etc/passwd"; },
                      +[](SyncEntry &E) { E.Source = "lib/../../x.cu"; },
                      +[](SyncEntry &E) { E.Deps = {"./a.cuh"}; },
                      +[](SyncEntry &E) { E.OutputHash = "../../../../etc/passwd"; }}) {
    SyncState S = sample();
    Damage(S.Files[0]);
    EXPECT_FALSE(parseState(renderState(S), Error)) << renderState(S);
    EXPECT_NE(Error.find("outside the tree or a malformed hash"), std::string::npos) << Error;
  }
}

/// Text with the first occurrence of From replaced by To.
std::string replaced(std::string Text, llvm::StringRef From,
                     llvm::StringRef To) {
  size_t At = Text.find(From.str());
  EXPECT_NE(At, std::string::npos) << From.str();
  if (At != std::string::npos)
    Text.replace(At, From.size(), To.str());
  return Text;
}

TEST(SyncState, RecordsSettingsByTheirCommandLineNames) {
  std::string Text = renderState(sample());
  for (const char *Line :
       {"\"cuda-headers\": \"sdk\"", "\"launch\": \"ggl\"", "\"rocm\": \"6.4\"",
        "\"warp\": \"native\"", "\"async-copy\": \"sync\""})
    EXPECT_NE(Text.find(Line), std::string::npos) << Line << "\n" << Text;
}

TEST(SyncState, RejectsSettingsTheCommandLineDoesNotName) {
  // A damaged state must not translate with a setting nobody chose: each
  // unknown name is an error that says what the option takes.
  std::string Text = renderState(sample());
  struct Case {
    const char *From, *To, *Expect;
  } Cases[] = {
      {"\"warp\": \"native\"", "\"warp\": \"wide\"",
       "options.warp 'wide' is not one of logical32, native, off"},
      {"\"launch\": \"ggl\"", "\"launch\": \"hipLaunch\"",
       "options.launch 'hipLaunch' is not one of chevrons, ggl"},
      {"\"async-copy\": \"sync\"", "\"async-copy\": \"later\"",
       "options.async-copy 'later' is not one of staged, sync"},
      // A state records headers resolved: never auto.
      {"\"cuda-headers\": \"sdk\"", "\"cuda-headers\": \"auto\"",
       "options.cuda-headers 'auto' is not one of sdk, bundled"},
      {"\"rocm\": \"6.4\"", "\"rocm\": \"six\"",
       "options.rocm 'six' is not a version like 5.2 or 6.4"},
      {"\"rocm\": \"6.4\"", "\"rocm\": 6.4",
       "options.rocm is missing or not a string"},
      {"\"warp\": \"native\"", "\"warp\": 64",
       "options.warp is missing or not a string"},
  };
  for (const Case &K : Cases) {
    std::string Error;
    EXPECT_FALSE(parseState(replaced(Text, K.From, K.To), Error)) << K.To;
    EXPECT_EQ(Error, K.Expect);
  }
}

TEST(SyncState, ReadsStatesFromBeforeWarpAndAsyncCopy) {
  // Trees made before --warp and --async-copy were translated without warp
  // rewrites and with copies that land at once.
  llvm::Expected<llvm::json::Value> V =
      llvm::json::parse(renderState(sample()));
  ASSERT_TRUE(bool(V));
  llvm::json::Object *Opt = V->getAsObject()->getObject("options");
  ASSERT_TRUE(Opt);
  EXPECT_TRUE(Opt->erase("warp"));
  EXPECT_TRUE(Opt->erase("async-copy"));
  std::string Error;
  std::optional<SyncState> S =
      parseState(llvm::formatv("{0}", *V).str(), Error);
  ASSERT_TRUE(S) << Error;
  EXPECT_EQ(S->Options.Warp, WarpMode::Off);
  EXPECT_EQ(S->Options.AsyncCopy, AsyncCopyMode::Sync);
}

TEST(SyncState, RocmPatchLevelIsNotPartOfTheSetting) {
  // The tables know releases, not patches: a state naming 6.4.1 reads as
  // 6.4, so a sync with --rocm 6.4 finds the settings unchanged.
  std::string Error;
  std::optional<SyncState> S =
      parseState(replaced(renderState(sample()), "\"rocm\": \"6.4\"",
                          "\"rocm\": \"6.4.1\""),
                 Error);
  ASSERT_TRUE(S) << Error;
  EXPECT_EQ(S->Options.Rocm, rocmVersion(6, 4));
}

TEST(SyncOptions, GivenSettingsReplaceRecordedOnes) {
  SyncOptions Recorded = sample().Options;
  SyncCommand C;
  EXPECT_TRUE(effectiveOptions(Recorded, C) == Recorded);
  C.Warp = WarpMode::Off;
  C.Rocm = rocmVersion(7, 2);
  C.Headers = HeaderChoice::Bundled;
  SyncOptions S = effectiveOptions(Recorded, C);
  EXPECT_EQ(S.Warp, WarpMode::Off);
  EXPECT_EQ(S.Rocm, rocmVersion(7, 2));
  EXPECT_EQ(S.Headers, HeaderMode::Bundled);
  EXPECT_EQ(S.Launch, LaunchStyle::LaunchKernelGGL); // Kept.
  DriverOptions D = driverOptions(S, 3);
  EXPECT_EQ(D.Headers, HeaderChoice::Bundled);
  EXPECT_EQ(D.Translate.Warp, WarpMode::Off);
  EXPECT_EQ(D.Translate.RocmTarget, rocmVersion(7, 2));
  EXPECT_EQ(D.Translate.Launch, LaunchStyle::LaunchKernelGGL);
  EXPECT_EQ(D.Translate.AsyncCopy, AsyncCopyMode::Sync);
  EXPECT_EQ(D.Jobs, 3u);
}

TEST(SyncState, RulesFingerprintIsStableHex) {
  std::string F = rulesFingerprint();
  EXPECT_EQ(F.size(), 64u);
  EXPECT_EQ(F, rulesFingerprint());
  EXPECT_EQ(F.find_first_not_of("0123456789abcdef"), std::string::npos);
}

TEST(SyncState, Sha256OfKnownInput) {
  EXPECT_EQ(sha256Hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
}

TEST(SyncHelpers, RelativePath) {
  EXPECT_EQ(relativePath("/a/b/hip", "/a/b/src"), "../src");
  EXPECT_EQ(relativePath("/a/b", "/a/b"), ".");
  EXPECT_EQ(relativePath("/a/b", "/a/b/c/d"), "c/d");
  EXPECT_EQ(relativePath("/x/y/z", "/a"), "../../../a");
}

TEST(SyncHelpers, ConflictMarkers) {
  EXPECT_TRUE(
      hasConflictMarkers("<<<<<<< ours\na\n=======\nb\n>>>>>>> theirs\n"));
  EXPECT_TRUE(
      hasConflictMarkers("x\n<<<<<<< ours\na\n=======\nb\n>>>>>>> t\n"));
  EXPECT_FALSE(hasConflictMarkers("a << b; // <<<<<<< not at a line start\n"));
  EXPECT_FALSE(hasConflictMarkers("<<<<<<< only the opening\n"));
}

} // namespace

// A damaged or forged journal names paths outside the tree: recovery refuses
// it before it moves or removes anything.
TEST(SyncJournal, RefusesStepsOutsideTheTree) {
  namespace fs = llvm::sys::fs;
  llvm::SmallString<128> Tmp;
  ASSERT_FALSE(fs::createUniqueDirectory("c2h-journal", Tmp));
  std::string Root = cuda2hip::joinPath(Tmp, "tree");
  std::string Txn = cuda2hip::joinPath(Root, ".cuda2hip-sync/txn");
  std::string Victim = cuda2hip::joinPath(Tmp, "victim.txt");
  ASSERT_FALSE(fs::create_directories(Txn));
  ASSERT_FALSE(cuda2hip::writeAtomically(Victim, "keep me"));
  ASSERT_FALSE(cuda2hip::writeAtomically(cuda2hip::joinPath(Root, "a.hip"), "a"));
  ASSERT_FALSE(cuda2hip::writeAtomically(cuda2hip::joinPath(Txn, "0"), "new"));
  for (const char *Journal :
       {R"([{"path":"a.hip"},{"path":"../victim.txt"}])", R"([{"path":"/tmp/x"}])",
        R"([{"path":"a.hip","staged":"../../../victim.txt"}])", R"([{"path":"./a.hip"}])",
        R"([{"path":""}])"}) {
    ASSERT_FALSE(cuda2hip::writeAtomically(cuda2hip::joinPath(Txn, "journal.json"), Journal));
    bool Recovered = false;
    std::string Error = cuda2hip::recoverTransaction(Root, Recovered);
    EXPECT_NE(Error.find("journal step"), std::string::npos) << Journal << ": " << Error;
    EXPECT_TRUE(fs::exists(Victim)) << Journal;
    EXPECT_EQ(cuda2hip::readFile(cuda2hip::joinPath(Root, "a.hip")).value_or(""), "a") << Journal;
  }
  // A sound journal still applies.
  ASSERT_FALSE(cuda2hip::writeAtomically(cuda2hip::joinPath(Txn, "journal.json"),
                                         R"([{"path":"sub/b.hip","staged":"0"}])"));
  bool Recovered = false;
  EXPECT_EQ(cuda2hip::recoverTransaction(Root, Recovered), "");
  EXPECT_TRUE(Recovered);
  EXPECT_EQ(cuda2hip::readFile(cuda2hip::joinPath(Root, "sub/b.hip")).value_or(""), "new");
  fs::remove_directories(Tmp);
}
