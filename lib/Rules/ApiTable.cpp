//===- ApiTable.cpp - rows of the mapping tables ---------------------------===//
#include "cuda2hip/Rules/ApiTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>
#include <vector>
#include <mutex>

namespace cuda2hip {
namespace {

#define C2H_ROW(Family, Cuda, Hip, Status, Maj, Min, Diag)                     \
  ApiRow{Cuda, Hip, ApiFamily::Family, ApiStatus::Status,                      \
         rocmVersion(Maj, Min), DiagId::Diag},

#define C2H_MATH(Base, Status, Maj, Min, Diag)                                 \
  C2H_ROW(Math, #Base, #Base, Status, Maj, Min, Diag)                          \
  C2H_ROW(Math, #Base "f", #Base "f", Status, Maj, Min, Diag)

// Each family's rows, from its .def file.
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Runtime, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow RuntimeRows[] = {
#include "RuntimeApi.def"
};
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Driver, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow DriverRows[] = {
#include "DriverApi.def"
};
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Types, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow TypesRows[] = {
#include "Types.def"
};
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Device, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow DeviceRows[] = {
#include "DeviceFunctions.def"
};
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Math, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow MathDefRows[] = {
#include "Math.def"
};
/// Math.def is sorted by base name; the generated precision variants are
/// put in CUDA-name order here so every family reads sorted.
const std::vector<ApiRow> &mathRows() {
  static const std::vector<ApiRow> Rows = [] {
    std::vector<ApiRow> R(std::begin(MathDefRows), std::end(MathDefRows));
    std::sort(R.begin(), R.end(), [](const ApiRow &A, const ApiRow &B) {
      return A.Cuda < B.Cuda;
    });
    return R;
  }();
  return Rows;
}
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Fp16, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow Fp16Rows[] = {
#include "Fp16.def"
};
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Cublas, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow CublasRows[] = {
#include "Cublas.def"
};
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Curand, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow CurandRows[] = {
#include "Curand.def"
};
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Cufft, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow CufftRows[] = {
#include "Cufft.def"
};
#undef C2H_API
#define C2H_API(Cuda, Hip, Status, Maj, Min, Diag)                             \
  C2H_ROW(Cusparse, #Cuda, #Hip, Status, Maj, Min, Diag)
const ApiRow CusparseRows[] = {
#include "Cusparse.def"
};
#undef C2H_API
#define C2H_HEADER(Cuda, Hip, Status, Maj, Min, Diag)                          \
  C2H_ROW(Header, Cuda, Hip, Status, Maj, Min, Diag)
const ApiRow HeaderRows[] = {
#include "Headers.def"
};
#undef C2H_HEADER

const ApiFamily Families[] = {
    ApiFamily::Runtime, ApiFamily::Driver, ApiFamily::Types,
    ApiFamily::Device,  ApiFamily::Math,   ApiFamily::Fp16,
    ApiFamily::Cublas,  ApiFamily::Curand, ApiFamily::Cufft,
    ApiFamily::Cusparse, ApiFamily::Header};

struct Index {
  llvm::StringMap<const ApiRow *> Identifiers, Headers;
  Index() {
    for (ApiFamily F : Families)
      for (const ApiRow &R : familyRows(F))
        (F == ApiFamily::Header ? Headers : Identifiers).try_emplace(R.Cuda, &R);
  }
};

const Index &index() {
  static const Index I;
  return I;
}

} // namespace

llvm::ArrayRef<ApiRow> familyRows(ApiFamily F) {
  switch (F) {
  case ApiFamily::Runtime: return RuntimeRows;
  case ApiFamily::Driver: return DriverRows;
  case ApiFamily::Types: return TypesRows;
  case ApiFamily::Device: return DeviceRows;
  case ApiFamily::Math: return mathRows();
  case ApiFamily::Fp16: return Fp16Rows;
  case ApiFamily::Cublas: return CublasRows;
  case ApiFamily::Curand: return CurandRows;
  case ApiFamily::Cufft: return CufftRows;
  case ApiFamily::Cusparse: return CusparseRows;
  case ApiFamily::Header: return HeaderRows;
  }
  return {};
}

llvm::ArrayRef<ApiFamily> allFamilies() { return Families; }

llvm::StringRef familyName(ApiFamily F) {
  switch (F) {
  case ApiFamily::Runtime: return "runtime";
  case ApiFamily::Driver: return "driver";
  case ApiFamily::Types: return "types";
  case ApiFamily::Device: return "device";
  case ApiFamily::Math: return "math";
  case ApiFamily::Fp16: return "fp16";
  case ApiFamily::Cublas: return "cublas";
  case ApiFamily::Curand: return "curand";
  case ApiFamily::Cufft: return "cufft";
  case ApiFamily::Cusparse: return "cusparse";
  case ApiFamily::Header: return "header";
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

const ApiRow *lookupHeader(llvm::StringRef IncludePath) {
  return index().Headers.lookup(IncludePath);
}

bool looksLikeCudaApi(llvm::StringRef N) {
  auto UpperAfter = [&](llvm::StringRef Prefix) {
    return N.size() > Prefix.size() && N.starts_with(Prefix) &&
           llvm::isUpper(N[Prefix.size()]);
  };
  for (llvm::StringRef P : {"cuda", "cublas", "curand", "cufft", "cusparse",
                            "cusolver", "cudnn", "nvrtc", "cu"})
    if (UpperAfter(P))
      return true;
  for (llvm::StringRef P : {"CUDA_", "CUDART_", "CUBLAS_", "CURAND_", "CUFFT_",
                            "CUSPARSE_", "CU_"})
    if (N.starts_with(P) && N.size() > P.size())
      return true;
  // Driver API types: CUdevice, CUstream, ...
  return N.size() > 2 && N.starts_with("CU") && llvm::isLower(N[2]);
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
