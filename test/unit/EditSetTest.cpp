//===- EditSetTest.cpp - applying edits ------------------------------------===//
#include "cuda2hip/Rewrite/Edit.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

TEST(EditSet, AppliesInOffsetOrderWhateverTheInsertionOrder) {
  EditSet S;
  S.add({6, 5, "HIP", RuleId::RenameApi});
  S.add({0, 5, "hello", RuleId::RenameApi});
  S.add({12, 0, "!", RuleId::IncludeRuntime});
  EXPECT_TRUE(S.normalize().empty());
  EXPECT_EQ(S.apply("HELLO world x"), "hello HIP !x");
}

TEST(EditSet, MergesIdenticalEditsFromSeveralUnits) {
  EditSet S;
  S.add({0, 4, "hipX", RuleId::RenameApi});
  S.add({0, 4, "hipX", RuleId::RenameApi});
  EXPECT_TRUE(S.normalize().empty());
  EXPECT_EQ(S.edits().size(), 1u);
  EXPECT_EQ(S.apply("cudX;"), "hipX;");
}

TEST(EditSet, ReportsTheLoserOfAnOverlap) {
  EditSet S;
  S.add({0, 10, "A", RuleId::KernelLaunch});
  S.add({4, 2, "B", RuleId::RenameApi});
  auto Dropped = S.normalize();
  ASSERT_EQ(Dropped.size(), 1u);
  EXPECT_EQ(Dropped[0].Text, "B");
  EXPECT_EQ(S.apply("0123456789tail"), "Atail");
}

// The translation reports a dropped edit where it would have applied, with
// both rules named, so an incomplete spot is never silent.
TEST(EditSet, DroppedEditsBecomeConflictDiagnostics) {
  EditSet S;
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
  EditSet L;
  L.add({0, 7, "", RuleId::IncludeRuntime});
  L.add({2, 3, "hip", RuleId::IncludeHeader});
  std::vector<Edit> Gone = L.normalize();
  ASSERT_EQ(Gone.size(), 1u);
  EXPECT_TRUE(conflictDiagnostics(L, Gone, "f.cu", "#i cud\nx").empty());
}

TEST(EditSet, KeepsTwoInsertionsAtOnePoint) {
  EditSet S;
  S.add({3, 0, "b", RuleId::RenameApi});
  S.add({3, 0, "a", RuleId::RenameApi});
  EXPECT_TRUE(S.normalize().empty());
  EXPECT_EQ(S.apply("xyz!"), "xyzab!");
}

TEST(EditSet, CountsByRuleName) {
  EditSet S;
  S.add({0, 1, "a", RuleId::RenameApi});
  S.add({2, 1, "b", RuleId::RenameApi});
  S.add({4, 0, "c", RuleId::IncludeRuntime});
  S.normalize();
  auto C = S.countsByRule();
  EXPECT_EQ(C["c2h-rename-api"], 2u);
  EXPECT_EQ(C["c2h-include-runtime"], 1u);
}
