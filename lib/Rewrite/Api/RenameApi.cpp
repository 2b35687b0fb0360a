//===- RenameApi.cpp - c2h-rename-api --------------------------------------===//
//
// Replaces a CUDA identifier with its HIP spelling from the tables. Rows whose
// HIP name needs a newer ROCm than the target are still renamed (the output is
// right for that release) and diagnosed with the version they need.
// Unsupported rows are kept and diagnosed with their own diagnostic; a
// supported row with a diagnostic (a note) is renamed and noted.
// Library names under a C++ namespace are rows with qualified spellings:
// `cub::BlockReduce` is looked up as one name and the row's HIP spelling
// (`hipcub::BlockReduce`) replaces all three tokens. A bare `cub` is never
// touched.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/Twine.h"

namespace cuda2hip {

/// A name of C's <math.h> or <stdlib.h> (exp, expf, fabsl, abs...): kept
/// as it is, it needs no HIP header in a file that only uses it (a C header
/// of math macros); device code elsewhere brings the runtime in.
static bool isStandardCName(llvm::StringRef N) {
  static const llvm::StringSet<> Names = {
      "acos",  "asin",      "atan",      "atan2",    "cos",       "sin",
      "tan",   "acosh",     "asinh",     "atanh",    "cosh",      "sinh",
      "tanh",  "exp",       "exp2",      "expm1",    "frexp",     "ilogb",
      "ldexp", "log",       "log10",     "log1p",    "log2",      "logb",
      "modf",  "nextafter", "nexttoward", "scalbn",  "scalbln",   "cbrt",
      "fabs",  "hypot",     "pow",       "sqrt",     "erf",       "erfc",
      "lgamma", "tgamma",   "ceil",      "floor",    "nearbyint", "rint",
      "lrint", "llrint",    "round",     "lround",   "llround",   "trunc",
      "fmod",  "remainder", "remquo",    "copysign", "nan",       "fdim",
      "fmax",  "fmin",      "fma",       "isinf",    "isnan",     "isfinite",
      "signbit", "abs",     "labs",      "llabs"};
  return Names.contains(N) ||
         ((N.ends_with("f") || N.ends_with("l")) && Names.contains(N.drop_back()));
}

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
  // A rename that holds with a caveat (a deprecated HIP API) says so.
  if (Row.Diag != DiagId::None)
    C.diag(Row.Diag, Tok.Offset, {Row.Cuda.str(), Row.Hip.str()});
  if (Row.Hip != Row.Cuda)
    C.replaceToken(I, Row.Hip.str(), RuleId::RenameApi);
  else if (!isStandardCName(Row.Cuda))
    C.usesHipAt(Tok.Offset);
}

void applyRenameQualified(TokenContext &C, size_t I) {
  const auto &T = C.tokens();
  llvm::StringRef Ns = T[I].Text, Name = T[I + 2].Text;
  std::string Written = (llvm::Twine(Ns) + "::" + Name).str();
  if (Ns == "cuda" && Name == "std") {
    // libcu++'s standard library is the standard library (c2h-libcudacxx),
    // but for its device-side atomics.
    if (I + 4 < T.size() && T[I + 3].is(clang::tok::coloncolon) &&
        T[I + 4].Text.starts_with("atomic")) {
      C.diag(DiagId::LibcudacxxAtomic, T[I].Offset,
             {Written + "::" + T[I + 4].Text.str()});
      return;
    }
    C.replace(T[I].Offset, T[I + 2].end() - T[I].Offset, "std",
              RuleId::Libcudacxx);
    return;
  }
  const ApiRow *Row = lookupQualified(Ns, Name);
  if (!Row) {
    // hipCUB mirrors CUB, but a name the tables lack is not guessed at;
    // under a namespace that keeps its name (thrust) there is nothing to do.
    if (mappedNamespace(Ns) != Ns)
      C.diag(DiagId::UnknownApi, T[I].Offset, {Written});
    return;
  }
  if (Row->Status == ApiStatus::Unsupported) {
    C.diag(Row->Diag, T[I].Offset, {Written});
    return;
  }
  if (Row->Rocm > C.opts().RocmTarget)
    C.diag(DiagId::RocmVersion, T[I].Offset,
           {Written, Row->Hip.str(), rocmVersionString(Row->Rocm),
            rocmVersionString(C.opts().RocmTarget)});
  if (Row->Hip.starts_with("c2h::")) {
    // libcu++'s barrier and pipeline, emitted as helpers (c2h-async-copy).
    C.useHelper(Row->Hip);
    C.replace(T[I].Offset, T[I + 2].end() - T[I].Offset, Row->Hip.str(),
              RuleId::AsyncCopy);
  } else if (Row->Hip != Row->Cuda)
    C.replace(T[I].Offset, T[I + 2].end() - T[I].Offset, Row->Hip.str(),
              RuleId::RenameApi);
  else
    C.usesHipAt(T[I].Offset);
}

} // namespace cuda2hip
