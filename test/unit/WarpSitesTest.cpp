// The warp analysis's checks of one site (a call, a lane bit): one judge
// for a site read from the AST or from tokens, and the AST's reading wins
// where the parse saw the site.
#include "../../lib/Rewrite/Warp/WarpSites.h"
#include <algorithm>
#include <gtest/gtest.h>

using namespace cuda2hip;

namespace {

WarpCallArg arg(unsigned Begin, std::string Text) {
  WarpCallArg A;
  A.Begin = Begin;
  A.End = Begin + Text.size();
  A.Text = std::move(Text);
  return A;
}

// __shfl_sync(kFull, v, 0) at offset 0: a full mask and a constant lane.
WarpCallSite broadcast() {
  WarpCallSite S;
  S.Name = "__shfl_sync";
  S.Offset = 0;
  S.RParen = 23;
  S.Function = "f";
  S.Args = {arg(12, "kFull"), arg(19, "v"), arg(22, "0")};
  S.Args[0].FullMask32 = true;
  S.Args[2].Constant = 0;
  return S;
}

TEST(WarpSites, OneJudgeForCudaAndHip) {
  std::vector<WarpFinding> Cuda, Hip;
  checkWarpCall(broadcast(), /*Hip=*/false, /*Reasons32=*/false, Cuda);
  checkWarpCall(broadcast(), /*Hip=*/true, /*Reasons32=*/true, Hip);
  ASSERT_EQ(Cuda.size(), 2u);
  EXPECT_EQ(Cuda[0].Check, DiagId::WarpFullMask);
  EXPECT_EQ(Cuda[0].Offset, 12u);
  EXPECT_EQ(Cuda[0].Function, "f");
  EXPECT_TRUE(Cuda[0].Fixes.empty());
  EXPECT_EQ(Cuda[1].Check, DiagId::WarpShflWidth);
  EXPECT_NE(Cuda[1].Message.find("reads lane '0'"), std::string::npos);
  // In HIP, both come with fix-its: a 64-bit mask, and width 32 before ')'.
  ASSERT_EQ(Hip.size(), 2u);
  ASSERT_EQ(Hip[0].Fixes.size(), 1u);
  EXPECT_EQ(Hip[0].Fixes[0].Text, "~0ull");
  EXPECT_EQ(Hip[0].Fixes[0].Length, 5u);
  ASSERT_EQ(Hip[1].Fixes.size(), 1u);
  EXPECT_EQ(Hip[1].Fixes[0].Offset, 23u);
  EXPECT_EQ(Hip[1].Fixes[0].Text, ", 32");
}

TEST(WarpSites, WidthAndLoopBound) {
  WarpCallSite S = broadcast();
  S.Args.push_back(arg(25, "32")); // A width: segments of 32 lanes.
  std::vector<WarpFinding> Out;
  checkWarpCall(S, false, false, Out);
  ASSERT_EQ(Out.size(), 1u); // The mask only.
  EXPECT_EQ(Out[0].Check, DiagId::WarpFullMask);

  WarpCallSite D;
  D.Name = "__shfl_down_sync";
  D.Args = {arg(20, "m"), arg(23, "v"), arg(26, "o")};
  D.Args[2].LoopBound = 7;
  Out.clear();
  checkWarpCall(D, false, false, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Check, DiagId::WarpShflOffset);
  EXPECT_EQ(Out[0].Offset, 7u);
}

// The parse's reading of a call replaces the tokens' reading of it; a call
// it did not see is still read on tokens.
TEST(WarpSites, ParsedCallsAreJudgedFromTheAst) {
  std::string Src = "__device__ float f(float v) {\n"
                    "  v += __shfl_sync(0xffffffff, v, 0);\n"
                    "  return v + __any_sync(0xffffffff, v > 0);\n"
                    "}\n";
  WarpAnalysis Tokens = analyzeWarpSize("f.cu", Src, /*Hip=*/false);
  ASSERT_EQ(Tokens.Findings.size(), 4u);

  // The parse saw the shuffle and says its mask and lane are no constants.
  WarpTaintFacts Ast;
  WarpCallSite S;
  S.Name = "__shfl_sync";
  S.Offset = Src.find("__shfl_sync");
  S.RParen = Src.find(");");
  S.Args = {arg(Src.find("0xffffffff"), "0xffffffff"), arg(0, "v"),
            arg(0, "0")};
  Ast.Calls.emplace(S.Offset, S);
  WarpAnalysis Parsed = analyzeWarpSize("f.cu", Src, /*Hip=*/false, &Ast);
  ASSERT_EQ(Parsed.Findings.size(), 2u);
  for (const WarpFinding &F : Parsed.Findings)
    EXPECT_GT(F.Offset, Src.find("return")) << F.Message; // __any_sync's.
}

TEST(WarpSites, JoinedUnitsKeepWhatEitherSaw) {
  WarpCallSite S;
  S.Name = "__popc";
  S.Offset = 4;
  S.Args = {arg(11, "w")};
  WarpTaintFacts A, B;
  A.Calls.emplace(4, S);
  S.Args[0].Taint = TaintBallot; // Another unit passes a ballot word.
  B.Calls.emplace(4, S);
  A.join(B);
  ASSERT_EQ(A.Calls.size(), 1u);
  EXPECT_EQ(A.Calls.at(4).Args[0].Taint, unsigned(TaintBallot));
  std::vector<WarpFinding> Out;
  checkWarpCall(A.Calls.at(4), false, false, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Check, DiagId::WarpBallotWidth);
}

TEST(WarpSites, LaneShift) {
  WarpShiftSite S;
  S.Offset = 9;
  S.Literal = "1u";
  S.Text = "1u << lane";
  S.Taint = TaintLane32 | TaintAnyLane;
  std::vector<WarpFinding> Cuda, Hip;
  checkLaneShift(S, false, Cuda);
  checkLaneShift(S, true, Hip);
  ASSERT_EQ(Cuda.size(), 1u);
  EXPECT_EQ(Cuda[0].Check, DiagId::WarpLaneShift);
  EXPECT_TRUE(Cuda[0].Fixes.empty());
  ASSERT_EQ(Hip.size(), 1u);
  ASSERT_EQ(Hip[0].Fixes.size(), 1u);
  EXPECT_EQ(Hip[0].Fixes[0].Offset, 9u);
  EXPECT_EQ(Hip[0].Fixes[0].Length, 2u); // '1u' becomes '1ull'.
  EXPECT_EQ(Hip[0].Fixes[0].Text, "1ull");
  // A cast decides the width: a finding, and no edit of the literal.
  std::vector<WarpFinding> Cast;
  S.Cast = true;
  checkLaneShift(S, true, Cast);
  ASSERT_EQ(Cast.size(), 1u);
  EXPECT_TRUE(Cast[0].Fixes.empty());
  S.Cast = false;
  // 64 bits already, or no lane shifted: nothing.
  std::vector<WarpFinding> None;
  S.Literal = "1ull";
  checkLaneShift(S, true, None);
  S.Literal = "1";
  S.Taint = TaintTid;
  checkLaneShift(S, true, None);
  EXPECT_TRUE(None.empty());
}

// The parse says what the shifted amount holds: here, no lane (a name the
// tokens would take for one).
TEST(WarpSites, ParsedShiftsAreJudgedFromTheAst) {
  std::string Src = "__device__ unsigned f() {\n"
                    "  int lane = threadIdx.x & 31;\n"
                    "  return 1u << lane;\n"
                    "}\n";
  auto Shifts = [](const WarpAnalysis &A) {
    return std::count_if(
        A.Findings.begin(), A.Findings.end(),
        [](const WarpFinding &F) { return F.Check == DiagId::WarpLaneShift; });
  };
  EXPECT_EQ(Shifts(analyzeWarpSize("f.cu", Src, false)), 1);
  WarpTaintFacts Ast;
  WarpShiftSite S;
  S.Offset = Src.find("1u <<");
  S.Literal = "1u";
  S.Text = "1u << lane";
  Ast.Shifts.emplace(S.Offset, S);
  EXPECT_EQ(Shifts(analyzeWarpSize("f.cu", Src, false, &Ast)), 0);
  Ast.Shifts.begin()->second.Taint = TaintAnyLane;
  EXPECT_EQ(Shifts(analyzeWarpSize("f.cu", Src, false, &Ast)), 1);
}

// The body of a macro defined outside a function is read on tokens; a
// macro that defines a warp function away is no call of it.
TEST(WarpSites, MacroBodiesOutsideFunctions) {
  std::string Src = "#define __syncwarp()\n"
                    "#define BCAST(v) __shfl_sync(0xffffffff, v, 0)\n"
                    "__device__ float f(float v) { return BCAST(v); }\n";
  WarpAnalysis A = analyzeWarpSize("m.cu", Src, /*Hip=*/false);
  std::vector<std::pair<unsigned, DiagId>> Got;
  for (const WarpFinding &F : A.Findings)
    Got.push_back({F.Line, F.Check});
  EXPECT_EQ(Got, (std::vector<std::pair<unsigned, DiagId>>{
                     {1, DiagId::WarpSyncwarp},
                     {2, DiagId::WarpShflWidth},
                     {2, DiagId::WarpFullMask}}));
}

} // namespace

// A lane id of a thread index; a warp id of one (whatever it is stored
// to), or a count where it rounds up or sizes warps.
TEST(WarpSites, LaneAndWarpIds) {
  WarpIdSite S;
  S.Offset = 14;
  S.At = 16;
  S.Text = "threadIdx.x / 32";
  S.Taint = TaintTid;
  S.Count = true; // 'int warp = ...': named for warps.
  std::vector<WarpFinding> Out;
  checkIdSite(S, false, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Check, DiagId::WarpWarpId);
  EXPECT_EQ(Out[0].Offset, 16u);
  EXPECT_EQ(Out[0].Message.rfind("warp id 'threadIdx.x / 32'", 0), 0u)
      << Out[0].Message;
  // Rounded up, a count even of a thread index.
  S.RoundUp = true;
  Out.clear();
  checkIdSite(S, false, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Message.rfind("warp count", 0), 0u);
  // 'n / 32' of no thread index, no block size, no warp name: nothing.
  S = WarpIdSite();
  S.Text = "n / 32";
  Out.clear();
  checkIdSite(S, false, Out);
  EXPECT_TRUE(Out.empty());
  // A lane id needs a thread index; in HIP it points to __lane_id().
  S.Lane = true;
  checkIdSite(S, true, Out);
  EXPECT_TRUE(Out.empty());
  S.Taint = TaintTid;
  checkIdSite(S, true, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Check, DiagId::WarpLaneId);
  EXPECT_NE(Out[0].Message.find("__lane_id()"), std::string::npos);
}

// An id operator the parse saw is judged as the parse groups it; the
// tokens judge only the others.
TEST(WarpSites, ParsedIdsAreJudgedFromTheAst) {
  std::string Src = "__global__ void k(int *o) {\n"
                    "  int a = threadIdx.x * 2 % 32;\n"
                    "  int b = threadIdx.x % 32;\n"
                    "  o[0] = a + b;\n"
                    "}\n";
  WarpAnalysis Tokens = analyzeWarpSize("k.cu", Src, /*Hip=*/false);
  ASSERT_EQ(Tokens.Findings.size(), 1u); // 'b' alone: a's operand is '2'.
  WarpTaintFacts Ast;
  WarpIdSite S;
  S.Offset = Src.find("% 32");
  S.At = S.Offset + 2;
  S.Lane = true;
  S.Text = "threadIdx.x * 2 % 32";
  S.Taint = TaintTid;
  Ast.Ids.emplace(S.Offset, S);
  WarpAnalysis Parsed = analyzeWarpSize("k.cu", Src, /*Hip=*/false, &Ast);
  ASSERT_EQ(Parsed.Findings.size(), 2u);
  EXPECT_NE(Parsed.Findings[0].Message.find("'threadIdx.x * 2 % 32'"),
            std::string::npos);
  EXPECT_EQ(Parsed.Findings[1].Offset, Src.rfind("32;"));
}

// A test against 31 of a lane; against a 32-bit full mask of a ballot word.
TEST(WarpSites, LastLaneAndFullMaskTests) {
  WarpCompareSite S;
  S.Offset = 9;
  S.At = 12;
  S.LastLane = true;
  S.Text = "lane == 31";
  std::vector<WarpFinding> Out;
  checkCompareSite(S, Out);
  EXPECT_TRUE(Out.empty()); // Not known to be a lane.
  S.Taint = TaintAnyLane;
  checkCompareSite(S, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Check, DiagId::WarpLaneId);
  EXPECT_EQ(Out[0].Offset, 12u);
  EXPECT_NE(Out[0].Message.find("'lane == 31'"), std::string::npos);
  // A ballot word against 31 is no last-lane test, nor a mask test.
  S.Taint = TaintBallot;
  Out.clear();
  checkCompareSite(S, Out);
  EXPECT_TRUE(Out.empty());
  S.LastLane = false;
  checkCompareSite(S, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Check, DiagId::WarpFullMask);
}

// A 32-bit variable of a ballot word: in HIP its type widens, unless other
// variables share it.
TEST(WarpSites, BallotVariable) {
  WarpBallotVarSite S;
  S.Offset = 9;
  S.Name = "b";
  S.TypeBegin = 0;
  S.TypeEnd = 8; // 'unsigned'
  std::vector<WarpFinding> Out;
  checkBallotVarSite(S, true, Out);
  EXPECT_TRUE(Out.empty()); // Not initialised with a ballot word.
  S.Taint = TaintBallot;
  checkBallotVarSite(S, true, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Check, DiagId::WarpBallotWidth);
  EXPECT_EQ(Out[0].Offset, 0u);
  ASSERT_EQ(Out[0].Fixes.size(), 1u);
  EXPECT_EQ(Out[0].Fixes[0].Length, 8u);
  EXPECT_EQ(Out[0].Fixes[0].Text, "unsigned long long");
  S.NoFix = true;
  Out.clear();
  checkBallotVarSite(S, true, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_TRUE(Out[0].Fixes.empty());
}

// A store the parse saw is judged by what the AST says its value holds; one
// it did not see (a macro's body) by its tokens.
TEST(WarpSites, BallotStores) {
  std::string Src =
      "#define KEEP(d, p) d[1] = __ballot_sync(__activemask(), p)\n"
      "__global__ void k(unsigned long long *d, bool p) {\n"
      "  d[0] = __popcll(__ballot_sync(__activemask(), p));\n"
      "  KEEP(d, p);\n"
      "}\n";
  auto Stores = [](const WarpAnalysis &A) {
    std::vector<unsigned> Lines;
    for (const WarpFinding &F : A.Findings)
      if (F.Check == DiagId::WarpBallotStore)
        Lines.push_back(F.Line);
    return Lines;
  };
  // Tokens: a ballot call anywhere in the value, even under a count.
  EXPECT_EQ(Stores(analyzeWarpSize("s.cu", Src, false)),
            (std::vector<unsigned>{1, 3}));
  WarpTaintFacts Ast;
  WarpBallotStoreSite S;
  S.Offset = Src.find("= __popcll");
  S.Function = "k";
  Ast.BallotStores.emplace(S.Offset, S);
  EXPECT_EQ(Stores(analyzeWarpSize("s.cu", Src, false, &Ast)),
            (std::vector<unsigned>{1}));
  Ast.BallotStores.begin()->second.Taint = TaintBallot;
  std::vector<WarpFinding> Out;
  checkBallotStoreSite(Ast.BallotStores.begin()->second, Out);
  ASSERT_EQ(Out.size(), 1u);
  EXPECT_EQ(Out[0].Offset, S.Offset);
  EXPECT_EQ(Out[0].Function, "k");
  EXPECT_TRUE(Out[0].Fixes.empty()); // The layout is shared with readers.
}

// A shared array's first size: a slot per 32-lane warp in CUDA; in HIP only
// where the function reasons in 32-lane warps. One the parse saw is judged
// from what it says.
TEST(WarpSites, PerWarpArrays) {
  WarpPerWarpArraySite S;
  S.Offset = 7;
  std::vector<WarpFinding> Out;
  checkPerWarpArraySite(S, /*Hip=*/false, /*Reasons32=*/false, Out);
  EXPECT_TRUE(Out.empty()); // No slot per warp.
  S.PerWarp = true;
  checkPerWarpArraySite(S, /*Hip=*/true, /*Reasons32=*/false, Out);
  EXPECT_TRUE(Out.empty()); // 32 slots hold a wave of either width.
  checkPerWarpArraySite(S, /*Hip=*/true, /*Reasons32=*/true, Out);
  checkPerWarpArraySite(S, /*Hip=*/false, /*Reasons32=*/false, Out);
  ASSERT_EQ(Out.size(), 2u);
  EXPECT_EQ(Out[0].Check, DiagId::WarpPerWarpArray);
  EXPECT_EQ(Out[0].Offset, 7u);

  std::string Src = "__global__ void k(float *o) {\n"
                    "  __shared__ float s[32];\n"
                    "  o[0] = s[0];\n"
                    "}\n";
  auto Arrays = [](const WarpAnalysis &A) {
    return std::count_if(A.Findings.begin(), A.Findings.end(),
                         [](const WarpFinding &F) {
                           return F.Check == DiagId::WarpPerWarpArray;
                         });
  };
  EXPECT_EQ(Arrays(analyzeWarpSize("a.cu", Src, false)), 1);
  WarpTaintFacts Ast;
  WarpPerWarpArraySite P;
  P.Offset = Src.find("32]");
  Ast.PerWarpArrays.emplace(P.Offset, P);
  EXPECT_EQ(Arrays(analyzeWarpSize("a.cu", Src, false, &Ast)), 0);
}
