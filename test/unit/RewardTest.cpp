//===- RewardTest.cpp - reward's faithfulness measures --------------------===//
#include "../../lib/Reward/Similarity.h"
#include "cuda2hip/Reward/Reward.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

TEST(Reward, EditDistanceCountsTokensNotSpacingOrComments) {
  bool Capped = true;
  // Spacing and comments are not tokens.
  EXPECT_EQ(tokenEditDistance("int a = b + 1;", "int  a=b+1; // one more", 100, Capped), 0u);
  EXPECT_FALSE(Capped);
  // A renamed call is one deletion and one insertion.
  EXPECT_EQ(tokenEditDistance("cudaFree(p);", "hipFree(p);", 100, Capped), 2u);
  // A dropped call: its four tokens.
  EXPECT_EQ(tokenEditDistance("a = 1; __syncthreads();", "a = 1;", 100, Capped), 4u);
  // Everything replaced, with a cap below the distance.
  EXPECT_EQ(tokenEditDistance("a b c d", "e f g h", 3, Capped), 3u);
  EXPECT_TRUE(Capped);
}

TEST(Reward, ShapeReadsCommentsAndDefinedFunctions) {
  SourceShape S = readShape("// Sums a CUDA warp.\n"
                            "__device__ float warp_sum(float v) { if (v) { return v; } return 0; }\n"
                            "/* The kernel */\n"
                            "__global__ void __launch_bounds__(256) k(float *p) { warp_sum(p[0]); }\n"
                            "void declared(int);\n"
                            "int main() { for (int i = 0; i < 2; ++i) { k<<<1, 1>>>(0); } }\n");
  ASSERT_EQ(S.Comments.size(), 2u);
  // Spacing collapsed, case folded, and CUDA read as HIP.
  EXPECT_EQ(S.Comments[0], "sums a hip warp.");
  EXPECT_EQ(S.Comments[1], "the kernel");
  EXPECT_EQ(S.Functions, (std::set<std::string>{"warp_sum", "k", "main"}));
}

TEST(Reward, IncludesThatLeaveTheProgram) {
  llvm::StringRef Original = "#include \"../common/util.h\"\n#include <cstdio>\n";
  EXPECT_EQ(textProblem("#include <cstdio>\n#include \"local.h\"\n", Original), "");
  // The original's own include through .. is the program's.
  EXPECT_EQ(textProblem("#  include \"../common/util.h\"\n", Original), "");
  EXPECT_EQ(textProblem("int a;\n#include \"../../secret.h\"\n", Original),
            "line 2: includes ../../secret.h, a file outside the program");
  EXPECT_EQ(textProblem("#include </etc/passwd>\n", Original),
            "line 1: includes /etc/passwd, a file outside the program");
  EXPECT_EQ(textProblem("asm(\".incbin \\\"/etc/hosts\\\"\");\n", Original),
            "line 1: reads a file with .incbin");
}
