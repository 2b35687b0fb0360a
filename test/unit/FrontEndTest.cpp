//===- FrontEndTest.cpp - spaced chevrons, content tests, source checks ----===//
#include "cuda2hip/Driver/Driver.h"
#include "cuda2hip/Rewrite/Translate.h"
#include "../../lib/Driver/Tree.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

namespace {

std::string joined(llvm::StringRef S) {
  return joinSpacedChevrons(S, findSpacedChevrons(S));
}

TEST(SpacedChevrons, JoinsBothHalvesAtTheSameLength) {
  llvm::StringRef In = "k<< <g, b>> >(x);";
  std::string Out = joined(In);
  EXPECT_EQ(Out, "k<<< g, b>>> (x);");
  EXPECT_EQ(Out.size(), In.size());
}

TEST(SpacedChevrons, KeepsNewlinesSoLinesDoNotMove) {
  std::string Out = joined("k<<\n  <1, 2>>\n>(x);");
  EXPECT_EQ(Out, "k<<<\n  1, 2>>>\n(x);");
}

TEST(SpacedChevrons, LeavesOtherCodeAlone) {
  for (llvm::StringRef S :
       {"std::vector<std::vector<int> > v;", "x = a << b; y = c >> d > e;",
        "k<<<g, b>>>(x);", "// k<< <g, b>> >(x);", "s = \"<< <\";",
        "k<< /*c*/ <g, b>>>(x);"})
    EXPECT_TRUE(findSpacedChevrons(S).empty()) << S.str();
}

TEST(SpacedChevrons, ClosesOnlyTheLaunchItOpened) {
  // '>> >' inside the argument parentheses is not the launch's.
  auto F = findSpacedChevrons("k<< <f(a<b<c>> >(1)), 2>> >(x);");
  ASSERT_EQ(F.size(), 2u);
  EXPECT_TRUE(F[0].Open);
  EXPECT_FALSE(F[1].Open);
  EXPECT_EQ(F[1].Offset, 23u);
}

TEST(UsesCuda, DecidesByContent) {
  EXPECT_TRUE(usesCuda("void f() { cudaMalloc(&p, 4); }"));
  EXPECT_TRUE(usesCuda("__global__ void k() {}"));
  EXPECT_TRUE(usesCuda("#include <cuda_runtime.h>\n"));
  EXPECT_TRUE(usesCuda("void f() { k<<<1, 1>>>(); }"));
  EXPECT_TRUE(usesCuda("int i = threadIdx.x;"));
  EXPECT_FALSE(usesCuda("#include <math.h>\ndouble f(double x) { return sqrt(x); }"));
  EXPECT_FALSE(usesCuda("int cudaless = 1; // plain C++"));
}

TEST(SourceText, RefusesOnlyBinary) {
  EXPECT_TRUE(notSourceText(llvm::StringRef("ab\0cd", 5)));
  EXPECT_TRUE(notSourceText("\x01\x02\x03\x04 int"));
  EXPECT_FALSE(notSourceText("int x;\t// caf\xe9\r\n"));
  EXPECT_FALSE(firstNonUtf8("int x; // caf\xc3\xa9"));
  ASSERT_TRUE(firstNonUtf8("int x; // caf\xe9"));
  EXPECT_EQ(*firstNonUtf8("int x; // caf\xe9"), 13u);
}

} // namespace
