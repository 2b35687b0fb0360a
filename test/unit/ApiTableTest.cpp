//===- ApiTableTest.cpp - invariants of the mapping tables -----------------===//
#include "cuda2hip/Rewrite/Edit.h"
#include "cuda2hip/Rewrite/EmbeddedFiles.h"
#include "cuda2hip/Rules/ApiTable.h"
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>
#include <gtest/gtest.h>
#include <set>
#include <string>

using namespace cuda2hip;

namespace {

TEST(ApiTable, EveryFamilyIsSortedAndUnique) {
  for (ApiFamily F : allFamilies()) {
    auto Rows = familyRows(F);
    ASSERT_FALSE(Rows.empty()) << familyName(F).str();
    for (size_t I = 1; I < Rows.size(); ++I)
      EXPECT_LT(Rows[I - 1].Cuda, Rows[I].Cuda)
          << familyName(F).str() << ": '" << Rows[I - 1].Cuda.str()
          << "' must sort before '" << Rows[I].Cuda.str() << "'";
  }
}

TEST(ApiTable, NamesAreUniqueAcrossIdentifierFamilies) {
  std::set<std::string> Seen;
  for (ApiFamily F : allFamilies())
    if (F != ApiFamily::Header)
      for (const ApiRow &R : familyRows(F))
        EXPECT_TRUE(Seen.insert(R.Cuda.str()).second)
            << R.Cuda.str() << " appears in two families";
}

TEST(ApiTable, RowsAreConsistentWithTheirStatus) {
  for (ApiFamily F : allFamilies())
    for (const ApiRow &R : familyRows(F)) {
      SCOPED_TRACE(R.Cuda.str());
      if (R.Status == ApiStatus::Unsupported) {
        EXPECT_NE(R.Diag, DiagId::None) << "unsupported rows need a diagnostic";
        EXPECT_EQ(diagInfo(R.Diag).Sev, Severity::Warning);
      } else {
        // A rename may carry a note (a deprecated HIP API), never more.
        if (R.Diag != DiagId::None)
          EXPECT_EQ(diagInfo(R.Diag).Sev, Severity::Note);
        EXPECT_FALSE(R.Hip.empty());
        EXPECT_GT(R.Rocm, 0u) << "supported rows name their first ROCm";
      }
    }
}

TEST(ApiTable, LookupFindsRowsAndHeaders) {
  const ApiRow *R = lookupIdentifier("cudaMalloc");
  ASSERT_NE(R, nullptr);
  EXPECT_EQ(R->Hip, "hipMalloc");
  EXPECT_EQ(R->Family, ApiFamily::Runtime);
  ASSERT_NE(lookupHeader("cuda_runtime.h"), nullptr);
  EXPECT_EQ(lookupHeader("cuda_runtime.h")->Hip, "hip/hip_runtime.h");
  EXPECT_EQ(lookupIdentifier("cuda_runtime.h"), nullptr);
  EXPECT_EQ(lookupIdentifier("notAnApi"), nullptr);
  // Math variants are generated: both precisions exist.
  EXPECT_NE(lookupIdentifier("sinpi"), nullptr);
  EXPECT_NE(lookupIdentifier("sinpif"), nullptr);
}

/// Representative names of each generated family resolve to the right HIP
/// spelling (or to an unsupported row with its diagnostic).
TEST(ApiTable, GeneratedRowsCoverEveryFamily) {
  auto Hip = [](const char *Cuda) -> std::string {
    const ApiRow *R = lookupIdentifier(Cuda);
    if (!R)
      return "<missing>";
    return R->Status == ApiStatus::Unsupported ? "<unsupported>" : R->Hip.str();
  };
  EXPECT_EQ(Hip("cudaMallocPitch"), "hipMallocPitch");
  EXPECT_EQ(Hip("cudaMemcpy2DAsync"), "hipMemcpy2DAsync");
  EXPECT_EQ(Hip("cudaMemset3D"), "hipMemset3D");
  EXPECT_EQ(Hip("cudaDevAttrMaxBlockDimX"), "hipDeviceAttributeMaxBlockDimX");
  EXPECT_EQ(Hip("cuModuleLoad"), "hipModuleLoad");
  EXPECT_EQ(Hip("cuMemsetD32"), "hipMemsetD32");
  EXPECT_EQ(Hip("CU_DEVICE_ATTRIBUTE_WARP_SIZE"), "hipDeviceAttributeWarpSize");
  EXPECT_EQ(Hip("CUDA_ERROR_OUT_OF_MEMORY"), "hipErrorOutOfMemory");
  EXPECT_EQ(Hip("__umulhi"), "__umulhi");
  EXPECT_EQ(Hip("rnorm3df"), "rnorm3df");
  EXPECT_EQ(Hip("__hsub2"), "__hsub2");
  EXPECT_EQ(Hip("cublasSgemm_v2"), "hipblasSgemm");
  EXPECT_EQ(Hip("curand_init"), "hiprand_init");
  EXPECT_EQ(Hip("curand_uniform"), "hiprand_uniform");
  EXPECT_EQ(Hip("cufftExecC2C"), "hipfftExecC2C");
  EXPECT_EQ(Hip("cusparseCreate"), "hipsparseCreate");
  EXPECT_EQ(Hip("cusolverDnCreate"), "hipsolverDnCreate");
  EXPECT_EQ(Hip("cub::DeviceReduce"), "hipcub::DeviceReduce");
  EXPECT_EQ(Hip("thrust::sort"), "thrust::sort");
  EXPECT_EQ(Hip("nvtxRangePushA"), "roctxRangePushA");
  EXPECT_EQ(Hip("ncclAllReduce"), "ncclAllReduce");
  // Known differences are unsupported rows with a specific diagnostic.
  const ApiRow *Dnn = lookupIdentifier("cudnnCreate");
  ASSERT_NE(Dnn, nullptr);
  EXPECT_EQ(Dnn->Family, ApiFamily::Cudnn);
  EXPECT_EQ(Dnn->Diag, DiagId::UnsupportedCudnn);
  const ApiRow *Capture = lookupIdentifier("cudaStreamGetCaptureInfo");
  ASSERT_NE(Capture, nullptr);
  EXPECT_EQ(Capture->Diag, DiagId::ApiSignatureDiffers);
  // Qualified rows: looked up by namespace and name; a bare name is not.
  EXPECT_EQ(lookupQualified("cub", "DeviceReduce"),
            lookupIdentifier("cub::DeviceReduce"));
  EXPECT_EQ(lookupIdentifier("DeviceReduce"), nullptr);
  EXPECT_EQ(mappedNamespace("cub"), "hipcub");
  EXPECT_EQ(mappedNamespace("thrust"), "thrust");
  EXPECT_EQ(mappedNamespace("std"), "");
  ASSERT_NE(lookupHeader("cub/block/block_reduce.cuh"), nullptr);
  ASSERT_NE(lookupHeader("thrust/sort.h"), nullptr);
}

/// The generated tables are the bulk: thousands of supported names.
TEST(ApiTable, GeneratedRowsAreTheBulk) {
  size_t Supported = 0, Generated = 0;
  for (ApiFamily F : allFamilies())
    for (const ApiRow &R : familyRows(F)) {
      Generated += R.Generated;
      Supported += R.Status != ApiStatus::Unsupported;
    }
  EXPECT_GT(Generated, 5000u);
  EXPECT_GT(Supported, 1500u);
}

TEST(ApiTable, CudaLookingNames) {
  for (const char *N : {"cudaFooBar", "cuMemAlloc", "CUdevice", "CUDA_VERSION",
                        "cublasSgemm", "CURAND_STATUS_SUCCESS", "cusparseSpMV",
                        "cusolverDnCreate", "nvtxRangePushA", "ncclAllReduce",
                        "cudnnCreate", "CUDNN_STATUS_SUCCESS"})
    EXPECT_TRUE(looksLikeCudaApi(N)) << N;
  for (const char *N : {"cuda", "cube", "curve", "CUDA", "cudaq", "count"})
    EXPECT_FALSE(looksLikeCudaApi(N)) << N;
}

TEST(ApiTable, RocmVersions) {
  EXPECT_EQ(parseRocmVersion("5.2"), rocmVersion(5, 2));
  EXPECT_EQ(parseRocmVersion("6.4.1"), rocmVersion(6, 4));
  EXPECT_EQ(parseRocmVersion("7"), rocmVersion(7, 0));
  EXPECT_EQ(parseRocmVersion("x"), 0u);
  EXPECT_EQ(parseRocmVersion("5.2.x"), 0u);
  EXPECT_EQ(rocmVersionString(rocmVersion(6, 2)), "6.2");
}

TEST(Diagnostics, IdsAreStableKebabCaseAndUnique) {
  std::set<std::string> Seen;
  for (const DiagInfo &D : allDiagnostics()) {
    EXPECT_TRUE(D.Name.starts_with("c2h-")) << D.Name.str();
    EXPECT_EQ(D.Name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-"),
              llvm::StringRef::npos)
        << D.Name.str();
    EXPECT_TRUE(Seen.insert(D.Name.str()).second) << D.Name.str();
  }
  EXPECT_EQ(formatDiag(DiagId::UnknownApi, {"cudaX"}),
            "'cudaX' looks like a CUDA API that cuda2hip does not know; left "
            "unchanged");
}

// Every rule is a triple: code (the registry row), a docs page and a lit test.
TEST(Rules, EveryRuleHasDocsAndALitTest) {
  std::set<std::string> Seen;
  std::string Root = CUDA2HIP_SOURCE_DIR;
  std::set<std::string> LitTests;
  std::error_code EC;
  for (llvm::sys::fs::recursive_directory_iterator It(Root + "/test/lit", EC),
       End;
       It != End && !EC; It.increment(EC))
    LitTests.insert(llvm::sys::path::stem(It->path()).str());
  for (size_t I = 0; I < allRules().size(); ++I) {
    const RuleInfo &R = allRules()[I];
    EXPECT_TRUE(Seen.insert(R.Name.str()).second) << R.Name.str();
    if (I)
      EXPECT_LT(allRules()[I - 1].Name, R.Name) << "Rules.def is sorted by ID";
    EXPECT_TRUE(llvm::sys::fs::exists(Root + "/docs/rules/" + R.Name.str() + ".md"))
        << "missing docs/rules/" << R.Name.str() << ".md";
    EXPECT_TRUE(LitTests.count(R.Name.str()))
        << "missing test/lit/**/" << R.Name.str() << ".cu";
  }
}

/// The bundled declarations let cuda2hip parse what its tables map without a
/// CUDA toolkit: every CUDA identifier the tables know (outside the C math
/// library, which the host's <math.h> declares) is declared there.
/// The parse-support headers that stand in for toolkit headers in both
/// modes (lib/Headers/parse/sdk: <cuda/barrier>, <cuda/pipeline>).
static const EmbeddedFile *standIn(llvm::StringRef Header) {
  for (const EmbeddedFile *F = ParseSupportHeaders; F->Name; ++F)
    if (llvm::StringRef(F->Name) == ("sdk/" + Header).str())
      return F;
  return nullptr;
}

TEST(BundledHeaders, DeclareEveryMappedIdentifier) {
  std::string All;
  for (const EmbeddedFile *F = BundledCudaHeaders; F->Name; ++F)
    All += F->Text;
  for (const EmbeddedFile *F = ParseSupportHeaders; F->Name; ++F)
    if (llvm::StringRef(F->Name).starts_with("sdk/"))
      All += F->Text;
  for (ApiFamily F : allFamilies()) {
    if (F == ApiFamily::Header || F == ApiFamily::Math)
      continue;
    for (const ApiRow &R : familyRows(F))
      if (!R.Generated) { // Generated rows come from the SDK's own headers.
        // cuda::barrier is declared as 'barrier' inside namespace cuda.
        llvm::StringRef Name = R.Cuda.rsplit("::").second;
        if (Name.empty())
          Name = R.Cuda;
        EXPECT_NE(All.find(Name.str()), std::string::npos)
            << familyName(F).str() << ": " << R.Cuda.str()
            << " is not declared in lib/Headers/bundled";
      }
  }
  for (const ApiRow &R : familyRows(ApiFamily::Header)) {
    // An unsupported header is only diagnosed: in bundled mode it is one
    // the parse finds nowhere, parsed as empty with a note.
    if (R.Generated || R.Status == ApiStatus::Unsupported)
      continue;
    bool Found = standIn(R.Cuda) != nullptr;
    for (const EmbeddedFile *F = BundledCudaHeaders; F->Name; ++F)
      Found |= R.Cuda == F->Name;
    EXPECT_TRUE(Found || R.Cuda == "cub/cub.cuh")
        << R.Cuda.str() << " has no bundled header";
  }
}

/// Where HIP headers are installed, every HIP name a hand table promises for
/// a ROCm release no newer than the installed one exists in them. (Generated
/// rows are checked by the generator itself, which also sees names made by
/// token pasting, such as make_int2; unit-gen-api-tables keeps them current.)
class InstalledHip : public ::testing::Test {
protected:
  static constexpr const char *IncludeDir = "/usr/include";
  RocmVersion Installed = 0;
  /// Every identifier the installed HIP headers spell: a HIP name must be
  /// one of them whole (hipFree is not found in hipFreeAsync).
  std::set<std::string> Names;

  void SetUp() override {
    auto V = llvm::MemoryBuffer::getFile(std::string(IncludeDir) +
                                         "/hip/hip_version.h");
    ASSERT_TRUE(bool(V)) << "HIP headers are a build dependency "
                            "(libamdhip64-dev); /usr/include/hip is missing";
    llvm::StringRef B = (*V)->getBuffer();
    unsigned Major = 0, Minor = 0;
    auto Num = [&](llvm::StringRef Key) {
      size_t P = B.find(Key);
      unsigned N = 0;
      if (P != llvm::StringRef::npos)
        B.substr(P + Key.size()).ltrim().consumeInteger(10, N);
      return N;
    };
    Major = Num("HIP_VERSION_MAJOR");
    Minor = Num("HIP_VERSION_MINOR");
    Installed = rocmVersion(Major, Minor);
    ASSERT_GT(Installed, 0u);
    std::error_code EC;
    for (llvm::sys::fs::recursive_directory_iterator
             It(std::string(IncludeDir) + "/hip", EC),
         End;
         It != End && !EC; It.increment(EC))
      if (auto Buf = llvm::MemoryBuffer::getFile(It->path())) {
        llvm::StringRef B = (*Buf)->getBuffer();
        for (size_t I = 0; I < B.size();) {
          if (!llvm::isAlpha(B[I]) && B[I] != '_') {
            ++I;
            continue;
          }
          size_t E = I;
          while (E < B.size() && (llvm::isAlnum(B[E]) || B[E] == '_'))
            ++E;
          Names.insert(B.slice(I, E).str());
          I = E;
        }
      }
  }
};

TEST_F(InstalledHip, GatedNamesExistInTheInstalledHeaders) {
  // Helper names resolve to the entry that declares them, and no further.
  ASSERT_EQ(helperDefining("c2h::pipeline_shared_state"), "c2h_cuda_sync");
  ASSERT_EQ(helperDefining("c2h_any_sync32"), "c2h_ballot_sync32");
  ASSERT_TRUE(helperDefining("c2h::pipeline_state").empty());
  // Whole identifiers: a prefix of a declared name is not declared.
  ASSERT_TRUE(Names.count("hipMemcpyAsync"));
  ASSERT_FALSE(Names.count("hipMemcpyAsyn"));
  unsigned Checked = 0;
  for (ApiFamily F : {ApiFamily::Runtime, ApiFamily::Driver, ApiFamily::Types,
                      ApiFamily::Device, ApiFamily::Math, ApiFamily::Fp16}) {
    for (const ApiRow &R : familyRows(F)) {
      if (R.Generated || R.Status == ApiStatus::Unsupported ||
          R.Rocm > Installed)
        continue;
      ++Checked;
      if (R.Hip.starts_with("c2h_") || R.Hip.starts_with("c2h::") ||
          R.Hip.starts_with("C2H_")) {
        // A helper the translation emits (c2h::barrier in namespace c2h,
        // C2H_E4M3 in c2h_fp8): one of them must define it.
        EXPECT_FALSE(helperDefining(R.Hip).empty())
            << "no emitted helper defines " << R.Hip.str();
        continue;
      }
      if (F == ApiFamily::Math && R.Hip == R.Cuda && !Names.count(R.Hip.str()))
        continue; // Plain C math names may come from the C library.
      EXPECT_TRUE(Names.count(R.Hip.str()))
          << familyName(F).str() << ": '" << R.Hip.str()
          << "' (for " << R.Cuda.str() << ") is gated at ROCm "
          << rocmVersionString(R.Rocm) << " but not in the installed ROCm "
          << rocmVersionString(Installed);
    }
  }
  EXPECT_GT(Checked, 200u);
}

TEST_F(InstalledHip, GatedHeadersExist) {
  for (const ApiRow &R : familyRows(ApiFamily::Header)) {
    if (R.Status == ApiStatus::Unsupported || R.Rocm > Installed ||
        !llvm::StringRef(R.Hip).starts_with("hip/"))
      continue;
    EXPECT_TRUE(llvm::sys::fs::exists(std::string(IncludeDir) + "/" + R.Hip.str()))
        << R.Hip.str();
  }
}

} // namespace

namespace {
// --rocm's default: the hip_version.h under $ROCM_PATH first.
TEST(ApiTable, DefaultRocmTargetReadsTheInstalledHipVersion) {
  llvm::SmallString<128> Dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("c2h-rocm", Dir));
  std::string Inc = std::string(Dir) + "/include/hip";
  ASSERT_FALSE(llvm::sys::fs::create_directories(Inc));
  {
    std::error_code EC;
    llvm::raw_fd_ostream F(Inc + "/hip_version.h", EC);
    ASSERT_FALSE(EC);
    F << "#pragma once\n#define HIP_VERSION_MAJOR 6\n#define HIP_VERSION_MINOR 4\n"
         "#define HIP_VERSION_PATCH 43482\n";
  }
  const char *Old = std::getenv("ROCM_PATH");
  std::string Saved = Old ? Old : "";
  setenv("ROCM_PATH", Dir.c_str(), 1);
  std::string Where;
  EXPECT_EQ(cuda2hip::defaultRocmTarget(&Where), cuda2hip::rocmVersion(6, 4));
  EXPECT_EQ(Where, Inc + "/hip_version.h");
  if (Old)
    setenv("ROCM_PATH", Saved.c_str(), 1);
  else
    unsetenv("ROCM_PATH");
  llvm::sys::fs::remove_directories(Dir);
}
} // namespace
