//===- TokenPassTest.cpp - the raw-token pass in isolation -----------------===//
#include "cuda2hip/Rewrite/Translate.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

namespace {
struct PassRun {
  std::string Out;
  std::vector<Diagnostic> Diags;
};

PassRun translate(llvm::StringRef Src, TranslateOptions Opts = {},
              const NameSet *User = nullptr) {
  TokenPassInput In{"t.cu", Src, User, nullptr};
  TokenPassResult R = runTokenPass(In, Opts);
  R.Edits.normalize();
  return {R.Edits.apply(Src), R.Diags};
}

bool hasDiag(const PassRun &R, DiagId Id) {
  for (const Diagnostic &D : R.Diags)
    if (D.Id == Id)
      return true;
  return false;
}
} // namespace

TEST(TokenPass, RenamesInEveryBranchAndMacroBody) {
  PassRun R = translate("#include <cuda_runtime.h>\n"
                    "#if 0\nvoid f() { cudaDeviceReset(); }\n#endif\n"
                    "#define SYNC() cudaDeviceSynchronize()\n");
  EXPECT_EQ(R.Out, "#include <hip/hip_runtime.h>\n"
                   "#if 0\nvoid f() { hipDeviceReset(); }\n#endif\n"
                   "#define SYNC() hipDeviceSynchronize()\n");
  EXPECT_TRUE(R.Diags.empty());
}

TEST(TokenPass, LeavesCommentsStringsAndMembersAlone) {
  llvm::StringRef Src = "#include <cuda_runtime.h>\n"
                        "/* cudaMalloc */ const char *s = \"cudaMalloc\";\n"
                        "int g(S x) { return x.cudaMalloc + x->cudaFree; }\n";
  PassRun R = translate(Src);
  EXPECT_EQ(R.Out, "#include <hip/hip_runtime.h>\n" + Src.drop_front(26).str());
}

TEST(TokenPass, UserNamesAreNotRenamed) {
  NameSet User;
  User.insert("cudaEventQuery");
  PassRun R = translate("int cudaEventQuery(int);\n", {}, &User);
  EXPECT_EQ(R.Out, "int cudaEventQuery(int);\n");
  EXPECT_TRUE(hasDiag(R, DiagId::UserShadowsApi));
}

TEST(TokenPass, MacrosDefinedInTheFileAreTheProgramsOwn) {
  PassRun R = translate("#define CUDA_CHECK(x) x\nvoid f() { CUDA_CHECK(0); }\n");
  EXPECT_FALSE(hasDiag(R, DiagId::UnknownApi));
}

TEST(TokenPass, UnknownCudaNamesAreReportedWithTheirLocation) {
  PassRun R = translate("void f() {\n  cudaFrobnicate();\n}\n");
  ASSERT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].Id, DiagId::UnknownApi);
  EXPECT_EQ(R.Diags[0].Line, 2u);
  EXPECT_EQ(R.Diags[0].Column, 3u);
  EXPECT_EQ(R.Diags[0].File, "t.cu");
}

TranslateOptions warpOff() {
  TranslateOptions O;
  O.Warp = WarpMode::Off;
  return O;
}

TEST(TokenPass, LegacyWarpFormsForOldRocm) {
  PassRun R = translate("__device__ float f(float v, unsigned m) {\n"
                    "  return __shfl_down_sync(0xffffffffu, v, 1) +\n"
                    "         __shfl_xor_sync(m, v, 2, 16);\n}\n",
                    warpOff());
  EXPECT_NE(R.Out.find("__shfl_down(v, 1)"), std::string::npos) << R.Out;
  EXPECT_NE(R.Out.find("__shfl_xor(v, 2, 16)"), std::string::npos) << R.Out;
  ASSERT_EQ(R.Diags.size(), 1u);
  EXPECT_EQ(R.Diags[0].Id, DiagId::SyncMaskDropped);
  EXPECT_EQ(R.Diags[0].Line, 3u);
}

TEST(TokenPass, FullMaskThroughAMacroIsRecognised) {
  PassRun R = translate("#define FULL ((unsigned)-1)\n#define ALL 0xffffffff\n"
                    "__device__ int f(int p) { return __any_sync(ALL, p) + "
                    "__all_sync(FULL, p); }\n",
                    warpOff());
  EXPECT_NE(R.Out.find("__any(p)"), std::string::npos);
  EXPECT_TRUE(hasDiag(R, DiagId::SyncMaskDropped))
      << "'((unsigned)-1)' is not a recognised constant and must be reported";
}

TEST(TokenPass, Logical32HonoursMasksItCannotProveFull) {
  PassRun R = translate("#define FULL ((unsigned)-1)\n#define ALL 0xffffffff\n"
                    "__device__ int f(int p) { return __any_sync(ALL, p) + "
                    "__all_sync(FULL, p); }\n");
  EXPECT_NE(R.Out.find("return c2h_any32(p) + c2h_all_sync32(FULL, p);"),
            std::string::npos)
      << R.Out;
  // Each helper once, callees before callers.
  size_t Ballot = R.Out.find("unsigned c2h_ballot32(int p)");
  size_t Any = R.Out.find("int c2h_any32(int p)");
  EXPECT_NE(Ballot, std::string::npos);
  EXPECT_LT(Ballot, Any);
  EXPECT_EQ(R.Out.find("unsigned c2h_ballot32(int p)", Ballot + 1),
            std::string::npos);
  EXPECT_EQ(R.Out.find("c2h_all32(int p)"), std::string::npos) << R.Out;
}

TEST(TokenPass, NewRocmKeepsSyncIntrinsics) {
  TranslateOptions O = warpOff();
  O.RocmTarget = rocmVersion(6, 2);
  PassRun R = translate("__device__ int f(int p) { return __any_sync(0xffffffff, "
                    "p); }\n",
                    O);
  EXPECT_NE(R.Out.find("__any_sync(0xffffffff, p)"), std::string::npos);
}

TEST(TokenPass, IncludeRuntimeGoesBeforeTheFirstHipHeader) {
  PassRun R = translate("#include <cstdio>\n#include <cooperative_groups.h>\n");
  EXPECT_EQ(R.Out, "#include <cstdio>\n#include <hip/hip_runtime.h>\n"
                   "#include <hip/hip_cooperative_groups.h>\n");
  R = translate("#include <cuda_runtime.h>\n#include <cooperative_groups.h>\n");
  EXPECT_EQ(R.Out, "#include <hip/hip_runtime.h>\n"
                   "#include <hip/hip_cooperative_groups.h>\n");
}

TEST(TokenPass, IncludeRuntimeKeepsTheIncludeGuardFirst) {
  PassRun R = translate("#ifndef K_H\n#define K_H\n__global__ void k();\n#endif\n");
  EXPECT_EQ(R.Out, "#ifndef K_H\n#define K_H\n#include <hip/hip_runtime.h>\n"
                   "__global__ void k();\n#endif\n");
}

TEST(TokenPass, PlainCppIsUntouched) {
  llvm::StringRef Src = "#include <vector>\nint main() { return 0; }\n";
  PassRun R = translate(Src);
  EXPECT_EQ(R.Out, Src.str());
  EXPECT_TRUE(R.Diags.empty());
}
