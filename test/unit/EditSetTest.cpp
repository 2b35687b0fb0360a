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
