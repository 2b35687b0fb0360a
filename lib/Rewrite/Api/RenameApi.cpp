//===- RenameApi.cpp - c2h-rename-api --------------------------------------===//
//
// Replaces a CUDA identifier with its HIP spelling from the tables. Rows whose
// HIP name needs a newer ROCm than the target are still renamed (the output is
// right for that release) and diagnosed with the version they need.
// Unsupported rows are kept and diagnosed with their own diagnostic.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"

namespace cuda2hip {

void applyRenameApi(TokenContext &C, size_t I, const ApiRow &Row) {
  const RawToken &Tok = C.tokens()[I];
  if (Row.Status == ApiStatus::Unsupported) {
    C.diag(Row.Diag, Tok.Offset, {Row.Cuda.str()});
    return;
  }
  if (Row.Rocm > C.opts().RocmTarget)
    C.diag(DiagId::RocmVersion, Tok.Offset,
           {Row.Cuda.str(), Row.Hip.str(), rocmVersionString(Row.Rocm),
            rocmVersionString(C.opts().RocmTarget)});
  if (Row.Hip != Row.Cuda)
    C.replaceToken(I, Row.Hip.str(), RuleId::RenameApi);
  else
    C.UsesHip = true;
}

} // namespace cuda2hip
