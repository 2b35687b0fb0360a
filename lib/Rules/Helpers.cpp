//===- Helpers.cpp - the registry of emitted helpers ----------------------===//
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rewrite/EmbeddedFiles.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include <vector>

namespace cuda2hip {
namespace {
struct Row {
  const char *Name, *Path, *Needs, *Provides;
};
const Row Rows[] = {
#define C2H_HELPER(Name, Path, Needs, Provides) {Name, Path, Needs, Provides},
#include "Helpers.def"
};

std::vector<EmittedHelper> load() {
  llvm::StringMap<llvm::StringRef> Text;
  for (const EmbeddedFile *F = HelperHeaders; F->Name; ++F)
    Text[F->Name] = F->Text;
  std::vector<EmittedHelper> Out;
  for (const Row &R : Rows) {
    auto It = Text.find(R.Path);
    if (It == Text.end()) // The build embeds every header under Helpers/.
      llvm::report_fatal_error(llvm::Twine("cuda2hip: helper header ") +
                               R.Path + " is not embedded");
    Out.push_back({R.Name, R.Path, R.Needs, R.Provides, It->second});
  }
  return Out;
}

/// Name -> the helper that defines it, for names and provided names.
const llvm::StringMap<llvm::StringRef> &definers() {
  static const llvm::StringMap<llvm::StringRef> Map = [] {
    llvm::StringMap<llvm::StringRef> M;
    for (const EmittedHelper &H : emittedHelpers()) {
      M.try_emplace(H.Name, H.Name);
      llvm::SmallVector<llvm::StringRef, 8> Names;
      H.Provides.split(Names, ' ', -1, false);
      for (llvm::StringRef N : Names)
        M.try_emplace(N, H.Name);
    }
    return M;
  }();
  return Map;
}
} // namespace

llvm::SmallVector<llvm::StringRef, 4> EmittedHelper::needs() const {
  llvm::SmallVector<llvm::StringRef, 4> Out;
  Needs.split(Out, ' ', -1, false);
  return Out;
}

llvm::ArrayRef<EmittedHelper> emittedHelpers() {
  static const std::vector<EmittedHelper> All = load();
  return All;
}

bool isFp8Name(llvm::StringRef Name) {
  static const llvm::StringRef Names[] = {
      "C2H_E4M3", "C2H_E5M2", "C2H_NOSAT", "C2H_SATFINITE", "c2h_cvt_double2_to_fp8x2",
      "c2h_cvt_double_to_fp8", "c2h_cvt_float2_to_fp8x2", "c2h_cvt_float_to_fp8",
      "c2h_fp8_e4m3", "c2h_fp8_e5m2", "c2h_fp8_interpretation_t", "c2h_fp8_storage_t",
      "c2h_fp8x2_storage_t", "c2h_fp8x4_storage_t", "c2h_saturation_t"};
  return llvm::is_contained(Names, Name);
}

llvm::StringRef helperDefining(llvm::StringRef Name) {
  const auto &M = definers();
  auto It = M.find(Name);
  if (It != M.end() && It->second == Name)
    return It->second;
  if (isFp8Name(Name)) // Types and enumerators as well as functions.
    return "c2h_fp8";
  if (Name.starts_with("c2h_nvml") || Name.starts_with("C2H_NVML"))
    return "c2h_nvml";
  return It == M.end() ? "" : It->second;
}

bool isSimdHelper(llvm::StringRef Name) {
  llvm::StringRef Entry = helperDefining(Name);
  for (const EmittedHelper &H : emittedHelpers())
    if (H.Name == Entry)
      return H.Path.starts_with("simd/") && !H.Path.starts_with("simd/detail/");
  return false;
}

} // namespace cuda2hip
