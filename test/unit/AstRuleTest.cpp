#include "../../lib/Rewrite/AstRule.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

// Each C2H_AST_RULE line names the rule its constructor makes: a rule that
// reported under another row's ID would count its edits and skipped
// matches there.
TEST(AstRules, EachIsMadeWithTheIdOfItsLine) {
#define C2H_RULE(Enum, Id, Summary)
#define C2H_AST_RULE(Enum, Id, Summary)                                        \
  {                                                                            \
    std::unique_ptr<AstRule> R = make##Enum##Rule();                           \
    ASSERT_TRUE(R) << Id;                                                      \
    EXPECT_EQ(ruleInfo(R->id()).Name, Id);                                     \
  }
#include "cuda2hip/Rules/Rules.def"
}
