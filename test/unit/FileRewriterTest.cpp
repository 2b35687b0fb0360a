//===- FileRewriterTest.cpp - the one edit applier -------------------------===//
#include "cuda2hip/Rewrite/Edit.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

TEST(FileRewriter, AppliesInOffsetOrderWhateverTheInsertionOrder) {
  FileRewriter S;
  S.add({6, 5, "HIP", RuleId::RenameApi});
  S.add({0, 5, "hello", RuleId::RenameApi});
  S.add({12, 0, "!", RuleId::IncludeRuntime});
  EXPECT_TRUE(S.normalize().empty());
  EXPECT_EQ(S.apply("HELLO world x"), "hello HIP !x");
}

TEST(FileRewriter, MergesIdenticalEditsFromSeveralUnits) {
  FileRewriter S;
  S.add({0, 4, "hipX", RuleId::RenameApi});
  S.add({0, 4, "hipX", RuleId::RenameApi});
  EXPECT_TRUE(S.normalize().empty());
  EXPECT_EQ(S.edits().size(), 1u);
  EXPECT_EQ(S.apply("cudX;"), "hipX;");
}

TEST(FileRewriter, ReportsTheLoserOfAnOverlap) {
  FileRewriter S;
  S.add({0, 10, "A", RuleId::KernelLaunch});
  S.add({4, 2, "B", RuleId::RenameApi});
  auto Dropped = S.normalize();
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Text, "B");
  EXPECT_EQ(S.apply("0123456789tail"), "Atail");
}

// The translation reports a dropped edit where it would have applied, with
// both rules named, so an incomplete spot is never silent.
TEST(FileRewriter, DroppedEditsBecomeConflictDiagnostics) {
  FileRewriter S;
  S.add({8, 10, "k<<<g, b>>>(x)", RuleId::KernelLaunch});
  S.add({9, 5, "hipY", RuleId::RenameApi});
  std::vector<Edit> Dropped = S.normalize();
  std::vector<Diagnostic> D =
      conflictDiagnostics(S, Dropped, "f.cu", "int a;\n  cudaY(x) + 1;\n");
  ASSERT_EQ(D.size(), 1u);
  EXPECT_EQ(D[0].str(),
            "f.cu:2:3: warning: the 'c2h-rename-api' rewrite here overlaps the "
            "'c2h-kernel-launch' rewrite and was not applied (it would have "
            "written \"hipY\"); check this spot by hand [c2h-edit-conflict]");
  EXPECT_TRUE(conflictDiagnostics(S, {}, "f.cu", "").empty());
  // A deleted line takes the edits inside it along: not a conflict.
  FileRewriter L;
  L.add({0, 7, "", RuleId::IncludeRuntime});
  L.add({2, 3, "hip", RuleId::IncludeHeader});
  std::vector<Edit> Gone = L.normalize();
  ASSERT_EQ(Gone.size(), 1u);
  EXPECT_TRUE(conflictDiagnostics(L, Gone, "f.cu", "#i cud\nx").empty());
}

TEST(FileRewriter, KeepsTwoInsertionsAtOnePoint) {
  FileRewriter S;
  S.add({3, 0, "b", RuleId::RenameApi});
  S.add({3, 0, "a", RuleId::RenameApi});
  EXPECT_TRUE(S.normalize().empty());
  EXPECT_EQ(S.apply("xyz!"), "xyzab!");
}

TEST(FileRewriter, CountsByRuleName) {
  FileRewriter S;
  S.add({0, 1, "a", RuleId::RenameApi});
  S.add({2, 1, "b", RuleId::RenameApi});
  S.add({4, 0, "c", RuleId::IncludeRuntime});
  S.normalize();
  auto C = S.countsByRule();
  EXPECT_EQ(C["c2h-rename-api"], 2u);
  EXPECT_EQ(C["c2h-include-runtime"], 1u);
}

// Accepted edits are Clang's replacements: insertions at one point are one
// replacement, in tie order.
TEST(FileRewriter, HandsBackClangReplacements) {
  FileRewriter S;
  S.add({3, 0, "b", RuleId::RenameApi});
  S.add({3, 0, "a", RuleId::RenameApi});
  S.add({0, 2, "X", RuleId::RenameApi});
  clang::tooling::Replacements R = S.replacements("f.cu");
  ASSERT_EQ(R.size(), 2u);
  EXPECT_EQ(R.begin()->getReplacementText(), "X");
  EXPECT_EQ(std::next(R.begin())->getReplacementText(), "ab");
  auto Applied = clang::tooling::applyAllReplacements("xyz!", R);
  ASSERT_TRUE(static_cast<bool>(Applied));
  EXPECT_EQ(*Applied, S.apply("xyz!"));
}

// A single writer (the verify lowering) keeps its insertions at one point
// in the order it made them, twice if it made them twice, and puts them
// before a replacement that starts there.
TEST(FileRewriter, ByArrivalKeepsTheWritersOrder) {
  FileRewriter S(FileRewriter::Ties::ByArrival);
  S.add({4, 3, "ABC", RuleId::RenameApi});
  S.add({4, 0, ")", RuleId::RenameApi});
  S.add({4, 0, ")", RuleId::RenameApi});
  S.add({0, 0, "(", RuleId::RenameApi});
  S.add({0, 0, "f", RuleId::RenameApi});
  EXPECT_TRUE(S.normalize().empty());
  EXPECT_EQ(S.apply("0123abc!"), "(f0123))ABC!");
  // The loser of an overlap is handed back, as in ByText.
  FileRewriter T(FileRewriter::Ties::ByArrival);
  T.add({2, 4, "x", RuleId::RenameApi});
  T.add({3, 0, "y", RuleId::RenameApi});
  std::vector<Edit> Dropped = T.normalize();
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Text, "y");
  EXPECT_EQ(T.apply("0123456"), "01x6");
}

// lint --fix: one finding's fixes go in together or not at all.
TEST(FileRewriter, GroupsAreAllOrNothing) {
  FileRewriter S;
  EXPECT_EQ(S.addGroup({{0, 2, "AB", RuleId::RenameApi},
                        {10, 2, "KL", RuleId::RenameApi}}),
            FileRewriter::Fit::Taken);
  // One fix of this group overlaps: neither is applied.
  EXPECT_EQ(S.addGroup({{5, 1, "f", RuleId::RenameApi},
                        {11, 2, "lm", RuleId::RenameApi}}),
            FileRewriter::Fit::Clash);
  // Inside text an accepted fix replaces: superseded.
  EXPECT_EQ(S.addGroup({{10, 1, "k", RuleId::RenameApi}}),
            FileRewriter::Fit::Covered);
  // Two fixes of one group that overlap each other.
  EXPECT_EQ(S.addGroup({{6, 2, "g", RuleId::RenameApi},
                        {7, 1, "h", RuleId::RenameApi}}),
            FileRewriter::Fit::Clash);
  EXPECT_EQ(S.addGroup({{6, 1, "g", RuleId::RenameApi}}),
            FileRewriter::Fit::Taken);
  EXPECT_EQ(S.apply("0123456789abcd"), "AB2345g789KLcd");
}

TEST(FileRewriter, MergesAnotherUnitsEdits) {
  FileRewriter Unit;
  Unit.add({0, 4, "hipX", RuleId::RenameApi});
  FileRewriter File;
  File.add({0, 4, "hipX", RuleId::RenameApi});
  File.add({5, 1, "y", RuleId::RenameApi});
  File.addAll(Unit);
  EXPECT_TRUE(File.normalize().empty());
  EXPECT_EQ(File.apply("cudX;x"), "hipX;y");
}

TEST(FileRewriter, LineAndColumn) {
  EXPECT_EQ(lineColumn("ab\ncd", 0), std::make_pair(1u, 1u));
  EXPECT_EQ(lineColumn("ab\ncd", 4), std::make_pair(2u, 2u));
  EXPECT_EQ(lineColumn("ab\ncd", 3), std::make_pair(2u, 1u));
}

// An edit whose text copies text it replaces (the verify lowering's call of
// a PTX helper copies its operands) takes that text with the edits inside
// it applied, and those edits become part of it rather than conflicts.
TEST(FileRewriter, ComposesAnEditFromRewrittenText) {
  FileRewriter S(FileRewriter::Ties::ByArrival);
  // The operand a[i] is bytes 15-18; the statement, bytes 0-20.
  llvm::StringRef T = "asm(\"op\" : \"r\"(a[i]));";
  S.add({15, 0, "at(", RuleId::RenameApi}); // a[i] -> at(a, i)
  S.add({16, 1, ", ", RuleId::RenameApi});
  S.add({18, 1, ")", RuleId::RenameApi});
  S.add({0, 0, "/*before*/", RuleId::RenameApi});
  EXPECT_TRUE(S.normalize().empty());
  std::string Operand = S.rewrittenSlice(T, 15, 19);
  EXPECT_EQ(Operand, "at(a, i)");
  EXPECT_TRUE(
      S.replaceComposed({0, 21, "call(" + Operand + ")", RuleId::RenameApi}));
  EXPECT_EQ(S.apply(T), "/*before*/call(at(a, i));");
  // An accepted edit that crosses the composed edit's boundary is not
  // folded in: the composed edit is refused.
  FileRewriter C;
  C.add({2, 4, "x", RuleId::RenameApi});
  C.normalize();
  EXPECT_FALSE(C.replaceComposed({4, 4, "y", RuleId::RenameApi}));
  EXPECT_EQ(C.apply("0123456789"), "01x6789");
}

// A rule that writes out in full what another rule's rewrite of the same
// text would start supersedes it: no conflict, whatever the order, and only
// edits of exactly its range go.
TEST(FileRewriter, SupersedingEditReplacesEditsOfItsRange) {
  for (bool SupersederFirst : {true, false}) {
    FileRewriter S;
    Edit Full{0, 4, "hipXWithFlags", RuleId::GraphInstantiate, true};
    Edit Rename{0, 4, "hipX", RuleId::RenameApi};
    Edit Other{5, 1, "b", RuleId::RenameApi};
    if (SupersederFirst)
      S.add(Full);
    S.add(Rename);
    S.add(Other);
    if (!SupersederFirst)
      S.add(Full);
    EXPECT_TRUE(S.normalize().empty());
    EXPECT_EQ(S.apply("cudX(a)"), "hipXWithFlags(b)");
    EXPECT_EQ(S.countsByRule().at("c2h-rename-api"), 1u);
    EXPECT_EQ(S.countsByRule().at("c2h-graph-instantiate"), 1u);
  }
  // An edit that only overlaps its range is still a conflict.
  FileRewriter S;
  S.add(Edit{0, 4, "hipXWithFlags", RuleId::GraphInstantiate, true});
  S.add(Edit{2, 4, "zz", RuleId::RenameApi});
  EXPECT_EQ(S.normalize().size(), 1u);
}
