//===- IncludeRules.cpp - c2h-include-header, -rename and -runtime ---------===//
//
// c2h-include-header  <cuda_runtime.h> -> <hip/hip_runtime.h>, from the header
//                     table. The delimiters are kept as written.
// c2h-include-rename  "kernels.cuh" -> "kernels.hpp" when the included file is
//                     translated too and renamed by the output policy.
// c2h-include-runtime hipcc does not include hip/hip_runtime.h implicitly, and
//                     ROCm's cooperative-groups header fails to compile unless
//                     hip_runtime.h comes first. So a file that uses HIP gets
//                     '#include <hip/hip_runtime.h>' before its first include
//                     of another HIP header, or before its first #include (or
//                     first line of code) when it includes none.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"

namespace cuda2hip {
namespace {
constexpr llvm::StringLiteral RuntimeHeader = "hip/hip_runtime.h";

bool isHipHeader(llvm::StringRef H) {
  return H.starts_with("hip/") || H.starts_with("hipcub/") ||
         H.starts_with("hiprand/") || H.starts_with("hipfft/") ||
         H.starts_with("hipsparse/") || H.starts_with("hipblas") ||
         H.starts_with("rocprim/") || H.starts_with("rocblas");
}
} // namespace

void applyIncludeLine(TokenContext &C, unsigned PathOffset,
                      llvm::StringRef Path, bool Angled, unsigned LineOffset) {
  IncludeLine Line{LineOffset, Path.str(), Angled};
  if (const ApiRow *Row = lookupHeader(Path)) {
    if (Row->Status == ApiStatus::Unsupported) {
      C.diag(Row->Diag, PathOffset, {Path.str()});
    } else {
      if (Row->Rocm > C.opts().RocmTarget)
        C.diag(DiagId::RocmVersion, PathOffset,
               {Path.str(), Row->Hip.str(), rocmVersionString(Row->Rocm),
                rocmVersionString(C.opts().RocmTarget)});
      C.replace(PathOffset, Path.size(), Row->Hip.str(),
                RuleId::IncludeHeader);
      Line.Spelling = Row->Hip.str();
    }
  } else if (C.opts().IncludeIsUntranslated &&
             C.opts().IncludeIsUntranslated(C.absolutePath(), Path, Angled)) {
    C.diag(DiagId::IncludeNotTranslated, PathOffset, {Path.str()});
  } else if (C.opts().RenameInclude) {
    if (std::optional<std::string> New =
            C.opts().RenameInclude(C.absolutePath(), Path, Angled)) {
      if (*New != Path) {
        C.replace(PathOffset, Path.size(), *New, RuleId::IncludeRename);
        Line.Spelling = *New;
      }
    }
  }
  C.Includes.push_back(std::move(Line));
}

void applyIncludeRuntime(TokenContext &C, llvm::StringRef Prologue) {
  std::string Include = "#include <hip/hip_runtime.h>\n";
  for (const IncludeLine &L : C.Includes) {
    if (L.Spelling == RuntimeHeader) {
      // Already first among the HIP headers; the prologue follows it.
      if (!Prologue.empty()) {
        size_t E = C.buffer().find('\n', L.LineOffset);
        unsigned At = E == llvm::StringRef::npos ? C.buffer().size() : E + 1;
        C.replace(At, 0,
                  (E == llvm::StringRef::npos ? "\n" : "") + Prologue.str(),
                  RuleId::WarpLogical32);
      }
      return;
    }
    if (isHipHeader(L.Spelling)) {
      C.replace(L.LineOffset, 0, Include + Prologue.str(),
                RuleId::IncludeRuntime);
      return;
    }
  }
  if (!C.UsesHip)
    return;
  unsigned At = C.Includes.empty() ? 0 : C.Includes.front().LineOffset;
  if (C.Includes.empty()) {
    // Before the first line of code, after any leading comment block.
    const auto &T = C.tokens();
    At = T.empty() ? 0 : C.lineStart(T.front().Offset);
    // Keep an include guard or '#pragma once' first.
    if (T.size() > 5 && T[0].is(clang::tok::hash) && T[1].Text == "ifndef" &&
        T[3].is(clang::tok::hash) && T[4].Text == "define") {
      size_t E = C.buffer().find('\n', T[4].Offset);
      At = E == llvm::StringRef::npos ? C.buffer().size() : E + 1;
    } else if (T.size() > 2 && T[0].is(clang::tok::hash) &&
               T[1].Text == "pragma" && T[2].Text == "once") {
      size_t E = C.buffer().find('\n', T[2].Offset);
      At = E == llvm::StringRef::npos ? C.buffer().size() : E + 1;
    }
  }
  C.replace(At, 0, Include + Prologue.str(), RuleId::IncludeRuntime);
}

} // namespace cuda2hip
