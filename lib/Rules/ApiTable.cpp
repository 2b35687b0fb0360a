//===- ApiTable.cpp - rows of the mapping tables ---------------------------===//
#include "cuda2hip/Rules/ApiTable.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include <cstdlib>
#include <mutex>
#include <algorithm>
#include <array>
#include <iterator>
#include <vector>

namespace cuda2hip {
namespace {

/// A row as a .def file spells it; the family is the table it sits in.
/// Plain pointers keep the (large) tables constant data.
struct DefRow {
  const char *Cuda, *Hip;
  ApiStatus Status;
  RocmVersion Rocm;
  DiagId Diag;
};

#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  DefRow{#Cuda, #Hip, ApiStatus::Status, rocmVersion(Maj, Min), DiagId::Diag},
#define C2H_MATH(Base, Status, Maj, Min, Diag)                                 \
  C2H_API(Base, Base, Status, Maj, Min, Diag)                                  \
  C2H_API(Base##f, Base##f, Status, Maj, Min, Diag)
#define C2H_HEADER(Cuda, Hip, Status, Maj, Min, Diag)                          \
  DefRow{Cuda, Hip, ApiStatus::Status, rocmVersion(Maj, Min), DiagId::Diag},

// Hand tables: the exceptions, which win over generated rows.
constexpr DefRow RuntimeHand[] = {
#include "RuntimeApi.def"
};
constexpr DefRow DriverHand[] = {
#include "DriverApi.def"
};
constexpr DefRow TypesHand[] = {
#include "Types.def"
};
constexpr DefRow DeviceHand[] = {
#include "DeviceFunctions.def"
};
constexpr DefRow MathHand[] = {
#include "Math.def"
};
constexpr DefRow Fp16Hand[] = {
#include "Fp16.def"
};
constexpr DefRow CublasHand[] = {
#include "Cublas.def"
};
constexpr DefRow CurandHand[] = {
#include "Curand.def"
};
constexpr DefRow CufftHand[] = {
#include "Cufft.def"
};
constexpr DefRow CusparseHand[] = {
#include "Cusparse.def"
};
constexpr DefRow HeaderHand[] = {
#include "Headers.def"
};

// Generated tables: tools/gen-api-tables/gen_api_tables.py.
constexpr DefRow RuntimeGen[] = {
#include "generated/Runtime.def"
};
constexpr DefRow DriverGen[] = {
#include "generated/Driver.def"
};
constexpr DefRow TypesGen[] = {
#include "generated/Types.def"
};
constexpr DefRow DeviceGen[] = {
#include "generated/Device.def"
};
constexpr DefRow MathGen[] = {
#include "generated/Math.def"
};
constexpr DefRow Fp16Gen[] = {
#include "generated/Fp16.def"
};
constexpr DefRow CublasGen[] = {
#include "generated/Cublas.def"
};
constexpr DefRow CurandGen[] = {
#include "generated/Curand.def"
};
constexpr DefRow CufftGen[] = {
#include "generated/Cufft.def"
};
constexpr DefRow CusparseGen[] = {
#include "generated/Cusparse.def"
};
constexpr DefRow CusolverGen[] = {
#include "generated/Cusolver.def"
};
constexpr DefRow CubGen[] = {
#include "generated/Cub.def"
};
constexpr DefRow ThrustGen[] = {
#include "generated/Thrust.def"
};
constexpr DefRow NvtxGen[] = {
#include "generated/Nvtx.def"
};
constexpr DefRow NcclGen[] = {
#include "generated/Nccl.def"
};
constexpr DefRow CudnnGen[] = {
#include "generated/Cudnn.def"
};
constexpr DefRow HeaderGen[] = {
#include "generated/Headers.def"
};
#undef C2H_API
#undef C2H_MATH
#undef C2H_HEADER

struct FamilyTables {
  ApiFamily Family;
  llvm::ArrayRef<DefRow> Hand, Gen;
};

const FamilyTables Tables[] = {
    {ApiFamily::Runtime, RuntimeHand, RuntimeGen},
    {ApiFamily::Driver, DriverHand, DriverGen},
    {ApiFamily::Types, TypesHand, TypesGen},
    {ApiFamily::Device, DeviceHand, DeviceGen},
    {ApiFamily::Math, MathHand, MathGen},
    {ApiFamily::Fp16, Fp16Hand, Fp16Gen},
    {ApiFamily::Cublas, CublasHand, CublasGen},
    {ApiFamily::Curand, CurandHand, CurandGen},
    {ApiFamily::Cufft, CufftHand, CufftGen},
    {ApiFamily::Cusparse, CusparseHand, CusparseGen},
    {ApiFamily::Cusolver, {}, CusolverGen},
    {ApiFamily::Cub, {}, CubGen},
    {ApiFamily::Thrust, {}, ThrustGen},
    {ApiFamily::Nvtx, {}, NvtxGen},
    {ApiFamily::Nccl, {}, NcclGen},
    {ApiFamily::Cudnn, {}, CudnnGen},
    {ApiFamily::Header, HeaderHand, HeaderGen},
};

const ApiFamily Families[] = {
    ApiFamily::Runtime,  ApiFamily::Driver,   ApiFamily::Types,
    ApiFamily::Device,   ApiFamily::Math,     ApiFamily::Fp16,
    ApiFamily::Cublas,   ApiFamily::Curand,   ApiFamily::Cufft,
    ApiFamily::Cusparse, ApiFamily::Cusolver, ApiFamily::Cub,
    ApiFamily::Thrust,   ApiFamily::Nvtx,     ApiFamily::Nccl,
    ApiFamily::Cudnn,    ApiFamily::Header};
constexpr size_t NumFamilies = std::size(Families);

/// Each family's hand and generated rows, in CUDA-name order. A generated
/// row never repeats a hand one (the generator skips hand names); if one
/// ever did, the hand row is kept.
const std::vector<ApiRow> &rowsOf(ApiFamily F) {
  static const auto All = [] {
    std::array<std::vector<ApiRow>, NumFamilies> R;
    for (const FamilyTables &T : Tables) {
      auto &Rows = R[static_cast<size_t>(T.Family)];
      llvm::StringSet<> Hand;
      for (const DefRow &D : T.Hand) {
        Rows.push_back({D.Cuda, D.Hip, T.Family, D.Status, D.Rocm, D.Diag});
        Hand.insert(D.Cuda);
      }
      for (const DefRow &D : T.Gen)
        if (!Hand.contains(D.Cuda))
          Rows.push_back(
              {D.Cuda, D.Hip, T.Family, D.Status, D.Rocm, D.Diag, true});
      std::stable_sort(
          Rows.begin(), Rows.end(),
          [](const ApiRow &A, const ApiRow &B) { return A.Cuda < B.Cuda; });
    }
    return R;
  }();
  return All[static_cast<size_t>(F)];
}

struct Index {
  llvm::StringMap<const ApiRow *> Identifiers, Headers;
  llvm::StringMap<llvm::StringRef> Namespaces; ///< CUDA -> HIP namespace.
  Index() {
    for (ApiFamily F : Families)
      for (const ApiRow &R : familyRows(F)) {
        (F == ApiFamily::Header ? Headers : Identifiers).try_emplace(R.Cuda, &R);
        // Qualified rows (cub::X -> hipcub::X) map their namespace.
        size_t Colons = R.Cuda.find("::"), HipColons = R.Hip.find("::");
        if (F != ApiFamily::Header && Colons != llvm::StringRef::npos &&
            HipColons != llvm::StringRef::npos)
          Namespaces.try_emplace(R.Cuda.take_front(Colons),
                                 R.Hip.take_front(HipColons));
      }
  }
};

const Index &index() {
  static const Index I;
  return I;
}

} // namespace

llvm::ArrayRef<ApiRow> familyRows(ApiFamily F) { return rowsOf(F); }

llvm::ArrayRef<ApiFamily> allFamilies() { return Families; }

llvm::StringRef familyName(ApiFamily F) {
  switch (F) {
  case ApiFamily::Runtime:
    return "runtime";
  case ApiFamily::Driver:
    return "driver";
  case ApiFamily::Types:
    return "types";
  case ApiFamily::Device:
    return "device";
  case ApiFamily::Math:
    return "math";
  case ApiFamily::Fp16:
    return "fp16";
  case ApiFamily::Cublas:
    return "cublas";
  case ApiFamily::Curand:
    return "curand";
  case ApiFamily::Cufft:
    return "cufft";
  case ApiFamily::Cusparse:
    return "cusparse";
  case ApiFamily::Cusolver:
    return "cusolver";
  case ApiFamily::Cub:
    return "cub";
  case ApiFamily::Thrust:
    return "thrust";
  case ApiFamily::Nvtx:
    return "nvtx";
  case ApiFamily::Nccl:
    return "nccl";
  case ApiFamily::Cudnn:
    return "cudnn";
  case ApiFamily::Header:
    return "header";
  }
  return "";
}

llvm::StringRef statusName(ApiStatus S) {
  switch (S) {
  case ApiStatus::Supported: return "supported";
  case ApiStatus::Unsupported: return "unsupported";
  case ApiStatus::Structural: return "structural";
  }
  return "";
}

const ApiRow *lookupIdentifier(llvm::StringRef CudaName) {
  return index().Identifiers.lookup(CudaName);
}

const ApiRow *lookupQualified(llvm::StringRef Ns, llvm::StringRef Name) {
  llvm::SmallString<64> Q(Ns);
  Q += "::";
  Q += Name;
  return index().Identifiers.lookup(Q);
}

llvm::StringRef mappedNamespace(llvm::StringRef Ns) {
  return index().Namespaces.lookup(Ns);
}

const ApiRow *lookupHeader(llvm::StringRef IncludePath) {
  return index().Headers.lookup(IncludePath);
}

bool looksLikeCudaApi(llvm::StringRef N) {
  auto UpperAfter = [&](llvm::StringRef Prefix) {
    return N.size() > Prefix.size() && N.starts_with(Prefix) &&
           llvm::isUpper(N[Prefix.size()]);
  };
  for (llvm::StringRef P : {"cuda", "cublas", "curand", "cufft", "cusparse",
                            "cusolver", "cudnn", "nvrtc", "nvtx", "nccl", "nvml",
                            "cu"})
    if (UpperAfter(P))
      return true;
  for (llvm::StringRef P :
       {"CUDA_", "CUDART_", "CUBLAS_", "CUBLASLT_", "CURAND_", "CUFFT_",
        "CUSPARSE_", "CUSOLVER_", "CUDNN_", "NVRTC_", "NCCL_", "NVML_", "CU_"})
    if (N.starts_with(P) && N.size() > P.size())
      return true;
  // Driver API types: CUdevice, CUstream, ...
  return N.size() > 2 && N.starts_with("CU") && llvm::isLower(N[2]);
}

RocmVersion defaultRocmTarget(std::string *Where) {
  std::vector<std::string> Roots;
  if (const char *P = std::getenv("ROCM_PATH"); P && *P)
    Roots.push_back(P);
  Roots.push_back("/opt/rocm");
  Roots.push_back("/usr");
  for (const std::string &R : Roots) {
    std::string Path = R + "/include/hip/hip_version.h";
    llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> B = llvm::MemoryBuffer::getFile(Path);
    if (!B)
      continue;
    unsigned Major = 0, Minor = 0;
    bool HaveMajor = false, HaveMinor = false;
    llvm::SmallVector<llvm::StringRef, 64> Lines;
    (*B)->getBuffer().split(Lines, '\n');
    for (llvm::StringRef L : Lines) {
      llvm::SmallVector<llvm::StringRef, 4> W;
      L.trim().split(W, ' ', -1, /*KeepEmpty=*/false);
      if (W.size() < 3 || W[0] != "#define")
        continue;
      if (W[1] == "HIP_VERSION_MAJOR")
        HaveMajor = !W[2].getAsInteger(10, Major);
      else if (W[1] == "HIP_VERSION_MINOR")
        HaveMinor = !W[2].getAsInteger(10, Minor);
    }
    if (HaveMajor && HaveMinor && Major > 0) {
      if (Where)
        *Where = Path;
      return rocmVersion(Major, Minor);
    }
  }
  if (Where)
    *Where = "the newest release the tables know";
  return NewestKnownRocm;
}

std::string rocmVersionString(RocmVersion V) {
  return std::to_string(V / 100) + "." + std::to_string(V % 100);
}

RocmVersion parseRocmVersion(llvm::StringRef S) {
  auto [MajorS, Rest] = S.split('.');
  auto [MinorS, Patch] = Rest.split('.');
  unsigned Major = 0, Minor = 0;
  if (MajorS.getAsInteger(10, Major) || Major == 0 || Major > 99)
    return 0;
  if (!MinorS.empty() && (MinorS.getAsInteger(10, Minor) || Minor > 99))
    return 0;
  unsigned PatchN;
  if (!Patch.empty() && Patch.getAsInteger(10, PatchN))
    return 0;
  return rocmVersion(Major, Minor);
}

} // namespace cuda2hip
