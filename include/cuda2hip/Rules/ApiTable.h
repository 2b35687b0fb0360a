//===- ApiTable.h - the CUDA -> HIP mapping tables --------------*- C++ -*-===//
//
// Renames are data. Each family of the CUDA surface has an X-macro table
// under lib/Rules/*.def; every row names the CUDA spelling, the HIP spelling,
// a status and the first ROCm release that has the HIP spelling:
//
//   Supported    a rename is correct (the HIP name may equal the CUDA name);
//   Unsupported  HIP has nothing equivalent: the use is kept and diagnosed
//                with the row's diagnostic;
//   Structural   a rewrite rule owns the translation (e.g. warp intrinsics
//                whose arguments change), the table only records the target.
//
// Most rows are generated from the CUDA and HIP headers by
// tools/gen-api-tables (lib/Rules/generated/*.def); the hand tables hold the
// exceptions and win over generated rows. Library names under a C++
// namespace are rows with qualified spellings (cub::BlockReduce ->
// hipcub::BlockReduce); the token pass looks `ns::Name` up as one name.
//
// Everything that needs to know the CUDA surface (the renamer, the unknown-
// API detector, --list-mappings, the support matrix, statistics) reads these
// rows; nothing keeps a second list of names.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_RULES_APITABLE_H
#define CUDA2HIP_RULES_APITABLE_H

#include "cuda2hip/Rules/Diagnostics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace cuda2hip {

enum class ApiFamily {
  Runtime,
  Driver,
  Types,
  Device,
  Math,
  Fp16,
  Cublas,
  Curand,
  Cufft,
  Cusparse,
  Cusolver,
  Cub,
  Thrust,
  Nvtx,
  Nccl,
  Cudnn,
  Header
};

enum class ApiStatus { Supported, Unsupported, Structural };

/// A ROCm release as major*100 + minor (5.2 -> 502); 0 means "none".
using RocmVersion = unsigned;
constexpr RocmVersion rocmVersion(unsigned Major, unsigned Minor) {
  return Major * 100 + Minor;
}
std::string rocmVersionString(RocmVersion V);
/// Parses "5.2" or "6.4.1" (patch ignored). Returns 0 on a malformed string.
RocmVersion parseRocmVersion(llvm::StringRef S);

/// The oldest ROCm release the tables describe (the one this project is
/// developed against): the translation's own default, before
/// defaultRocmTarget looks at the machine.
constexpr RocmVersion DefaultRocmTarget = rocmVersion(5, 2);
/// The newest ROCm release the tables know.
constexpr RocmVersion NewestKnownRocm = rocmVersion(7, 2);

/// The default of --rocm: the ROCm installed here (HIP_VERSION_MAJOR and
/// _MINOR of hip/hip_version.h under $ROCM_PATH, /opt/rocm or /usr, the
/// first found), else the newest release the tables know. Where says which
/// (the header's path, or "the newest release the tables know").
RocmVersion defaultRocmTarget(std::string *Where = nullptr);

struct ApiRow {
  llvm::StringRef Cuda;
  llvm::StringRef Hip;
  ApiFamily Family;
  ApiStatus Status;
  RocmVersion Rocm;
  DiagId Diag;
  /// From lib/Rules/generated (tools/gen-api-tables), not a hand table.
  bool Generated = false;
};

llvm::StringRef familyName(ApiFamily F);
llvm::StringRef statusName(ApiStatus S);

/// The rows of one family, in table order (sorted by CUDA name).
llvm::ArrayRef<ApiRow> familyRows(ApiFamily F);
/// Every family, in enum order.
llvm::ArrayRef<ApiFamily> allFamilies();

/// Looks up an identifier in every identifier family (all but Header).
const ApiRow *lookupIdentifier(llvm::StringRef CudaName);
/// Looks up a qualified name written `Ns::Name` (cub::BlockReduce).
const ApiRow *lookupQualified(llvm::StringRef Ns, llvm::StringRef Name);
/// The HIP namespace of rows whose CUDA names are qualified by `Ns`
/// (cub -> hipcub, thrust -> thrust); empty when no row is.
llvm::StringRef mappedNamespace(llvm::StringRef Ns);
/// Looks up the path written in an #include line.
const ApiRow *lookupHeader(llvm::StringRef IncludePath);

/// True for spellings that belong to the CUDA namespace of names (cudaX,
/// cuX, CUX, CUDA_X, cublasX, ...), used to flag APIs the tables lack.
bool looksLikeCudaApi(llvm::StringRef Name);

} // namespace cuda2hip

#endif
