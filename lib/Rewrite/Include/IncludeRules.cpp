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
//                     first line of code) when it includes none; and where
//                     the program's own macros, headers or code come first
//                     (`#define T double`), at the top, after a leading
//                     comment and include guard, where nvcc's implicit
//                     include of CUDA's runtime was.
// c2h-include-library-config
//                     hipBLAS and hipSOLVER spell some parameter types
//                     their own way unless configuration macros are
//                     defined before their header: with them, a renamed
//                     cuBLAS/cuSOLVER call compiles as written. The
//                     defines go before the first such include of a file.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace cuda2hip {
namespace {
constexpr llvm::StringLiteral RuntimeHeader = "hip/hip_runtime.h";

bool isHipHeader(llvm::StringRef H) {
  return H.starts_with("hip/") || H.starts_with("hipcub/") ||
         H.starts_with("hiprand/") || H.starts_with("hipfft/") ||
         H.starts_with("hipsparse/") || H.starts_with("hipblas") ||
         H.starts_with("rocprim/") || H.starts_with("rocblas");
}

/// The macros that make a library's API take the types the CUDA library's
/// does, written before its header (c2h-include-library-config).
struct LibraryConfig {
  llvm::StringLiteral HeaderPrefix;
  llvm::StringLiteral Text;
};
constexpr LibraryConfig LibraryConfigs[] = {
    {"hipblas/",
     "// cuBLAS's types in the hipBLAS API: __half, HIP's complex types (ROCm 5),\n"
     "// and hipDataType/hipComplex signatures (ROCm 6; the only API from ROCm 7).\n"
     "#ifndef HIPBLAS_USE_HIP_HALF\n"
     "#define HIPBLAS_USE_HIP_HALF\n"
     "#endif\n"
     "#ifndef ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n"
     "#define ROCM_MATHLIBS_API_USE_HIP_COMPLEX\n"
     "#endif\n"
     "#ifndef HIPBLAS_V2\n"
     "#define HIPBLAS_V2\n"
     "#endif\n"},
    {"hipsolver/",
     "// hipSOLVER takes hipBLAS's fill/operation/side enums, as cuSOLVER takes\n"
     "// cuBLAS's (the only choice from ROCm 7).\n"
     "#ifndef HIPSOLVER_USE_HIPBLAS_ENUMS\n"
     "#define HIPSOLVER_USE_HIPBLAS_ENUMS\n"
     "#endif\n"},
};

void applyLibraryConfig(TokenContext &C, llvm::StringRef Hip,
                        unsigned LineOffset) {
  for (const LibraryConfig &L : LibraryConfigs) {
    if (!Hip.starts_with(L.HeaderPrefix) ||
        !C.ConfiguredLibraries.insert(L.HeaderPrefix.str()).second)
      continue;
    C.replace(LineOffset, 0, L.Text.str(), RuleId::IncludeLibraryConfig);
  }
}
} // namespace

void applyIncludeLine(TokenContext &C, unsigned PathOffset,
                      llvm::StringRef Path, bool Angled, unsigned LineOffset) {
  IncludeLine Line{LineOffset, Path.str(), Angled};
  // "mma.h" beside the includer is the program's own header (a name common
  // in matrix code), not CUDA's <mma.h>.
  // libcu++'s standard headers: <cuda/std/X> is <X> (c2h-libcudacxx).
  if (Path.starts_with("cuda/std/") && !Path.drop_front(9).contains('/') &&
      !Path.drop_front(9).empty()) {
    llvm::StringRef Std = Path.drop_front(9);
    if (Std == "atomic") {
      C.diag(DiagId::LibcudacxxAtomic, PathOffset, {Path.str()});
    } else {
      C.replace(PathOffset, Path.size(), Std.str(), RuleId::Libcudacxx);
      Line.Spelling = Std.str();
      Line.Translated = true;
    }
    C.Includes.push_back(Line);
    return;
  }
  const ApiRow *Row = lookupHeader(Path);
  if (Row && Path == "mma.h" && !Angled && !C.absolutePath().empty()) {
    llvm::SmallString<256> Local = llvm::sys::path::parent_path(C.absolutePath());
    llvm::sys::path::append(Local, Path);
    if (llvm::sys::fs::exists(Local))
      Row = nullptr;
  }
  if (Row) {
    if (Row->Status == ApiStatus::Unsupported) {
      C.diag(Row->Diag, PathOffset, {Path.str()});
    } else {
      if (Row->Rocm > C.opts().RocmTarget)
        C.diag(DiagId::RocmVersion, PathOffset,
               {Path.str(), Row->Hip.str(), rocmVersionString(Row->Rocm),
                rocmVersionString(C.opts().RocmTarget)});
      applyLibraryConfig(C, Row->Hip, LineOffset);
      // ROCm's cooperative groups have no reduce or scans: the file gets
      // them as helpers (c2h-cg-reduce).
      bool CgReduce = Path == "cooperative_groups/reduce.h" ||
                      Path == "cooperative_groups/scan.h";
      if (CgReduce)
        C.useHelper("c2h_cg_reduce");
      // libcu++'s barrier and pipeline (helpers in namespace c2h) and
      // cooperative groups' memcpy_async (c2h-async-copy).
      bool AsyncCopy = true;
      if (Path == "cuda/barrier" || Path == "cuda/pipeline")
        C.useHelper("c2h_cuda_sync");
      else if (Path == "cooperative_groups/memcpy_async.h")
        C.useHelper("c2h_cg_memcpy_async");
      else
        AsyncCopy = false;
      // nvcuda::wmma: helpers in namespace c2h (c2h-wmma); hip_fp16.h gives
      // them half, as mma.h gives CUDA code.
      bool Wmma = Path == "mma.h";
      if (Wmma)
        C.useHelper("c2h_wmma");
      // 8-bit floats in CUDA's encodings (c2h-fp8).
      bool Fp8 = Path == "cuda_fp8.h";
      if (Fp8)
        C.useHelper("c2h_fp8");
      // NVML's device queries, asked of the HIP runtime (c2h-nvml).
      bool Nvml = Path == "nvml.h";
      if (Nvml)
        C.useHelper("c2h_nvml");
      C.replace(PathOffset, Path.size(), Row->Hip.str(),
                CgReduce    ? RuleId::CgReduce
                : AsyncCopy ? RuleId::AsyncCopy
                : Wmma      ? RuleId::Wmma
                : Fp8       ? RuleId::Fp8
                : Nvml      ? RuleId::Nvml
                            : RuleId::IncludeHeader);
      Line.Spelling = Row->Hip.str();
      Line.Translated = Row->Hip != Path;
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

/// The first #if, #ifdef, #ifndef, #elif, #else or #endif after From: an
/// include past it may be in another branch than one at From.
static unsigned firstBranchDirective(const TokenContext &C, unsigned From) {
  const auto &T = C.tokens();
  for (size_t I = 0; I + 1 < T.size(); ++I)
    if (T[I].Offset > From && T[I].StartOfLine && T[I].is(clang::tok::hash) &&
        (T[I + 1].Text.starts_with("if") || T[I + 1].Text == "else" ||
         T[I + 1].Text == "elif" || T[I + 1].Text == "endif"))
      return T[I].Offset;
  return C.buffer().size();
}

/// An include of Spelling at From (inserted, or one the translation wrote)
/// makes later ones that the translation wrote (cuda_runtime.h and
/// cuda/pipeline -> hip/hip_runtime.h; cooperative_groups.h and
/// cooperative_groups/reduce.h -> hip/hip_cooperative_groups.h) repeats:
/// drop those lines, up to the first conditional directive after From,
/// unless they carry a comment.
static void dropRepeatedIncludes(TokenContext &C, unsigned From,
                                 llvm::StringRef Spelling) {
  unsigned Until = firstBranchDirective(C, From);
  for (const IncludeLine &L : C.Includes) {
    if (L.LineOffset <= From || L.LineOffset >= Until ||
        L.Spelling != Spelling || !L.Translated)
      continue;
    size_t E = C.buffer().find('\n', L.LineOffset);
    unsigned End = E == llvm::StringRef::npos ? C.buffer().size() : E + 1;
    // A line that carries a comment stays: the comment is the author's.
    llvm::StringRef Text = C.buffer().slice(L.LineOffset, End);
    if (Text.contains("//") || Text.contains("/*"))
      continue;
    C.replace(L.LineOffset, End - L.LineOffset, "", RuleId::IncludeRuntime);
  }
}

/// Where a file's first line of its own is: after a leading comment block,
/// and after an include guard or '#pragma once', which stay first.
static unsigned firstOwnLine(const TokenContext &C) {
  const auto &T = C.tokens();
  unsigned At = T.empty() ? 0 : C.lineStart(T.front().Offset);
  if (T.size() > 5 && T[0].is(clang::tok::hash) && T[1].Text == "ifndef" &&
      T[3].is(clang::tok::hash) && T[4].Text == "define") {
    size_t E = C.buffer().find('\n', T[4].Offset);
    At = E == llvm::StringRef::npos ? C.buffer().size() : E + 1;
  } else if (T.size() > 2 && T[0].is(clang::tok::hash) && T[1].Text == "pragma" &&
             T[2].Text == "once") {
    size_t E = C.buffer().find('\n', T[2].Offset);
    At = E == llvm::StringRef::npos ? C.buffer().size() : E + 1;
  }
  return At;
}

/// The first conditional directive (#if, #ifdef, #ifndef) at or after From:
/// the includes before it are the file's unconditional ones.
static unsigned firstConditional(const TokenContext &C, unsigned From) {
  const auto &T = C.tokens();
  for (size_t I = 0; I + 1 < T.size(); ++I)
    if (T[I].Offset >= From && T[I].StartOfLine && T[I].is(clang::tok::hash) &&
        T[I + 1].Text.starts_with("if"))
      return T[I].Offset;
  return C.buffer().size();
}

/// Whether something of the program's own that can change what HIP's
/// headers read comes between From and Until: a macro defined or undefined
/// (`#define T double`), a header of the program's (which may define one),
/// or a line of code. nvcc includes CUDA's runtime before all of it.
static bool programLinesBefore(const TokenContext &C, unsigned From, unsigned Until) {
  const auto &T = C.tokens();
  llvm::StringRef B = C.buffer();
  for (size_t I = 0; I < T.size() && T[I].Offset < Until; ++I) {
    if (T[I].Offset < From || !T[I].StartOfLine)
      continue;
    if (!T[I].is(clang::tok::hash))
      return true; // Code.
    if (I + 1 >= T.size())
      break;
    llvm::StringRef D = T[I + 1].Text;
    if (D == "define" || D == "undef")
      return true;
    if (D == "include") {
      size_t P = B.find_first_not_of(" \t", T[I + 1].end());
      if (P != llvm::StringRef::npos && B[P] == '"')
        return true;
    }
  }
  return false;
}

/// Where the first line inside a block that only CUDA compilation reads
/// starts (`#ifdef __CUDACC__`, `#if defined(__CUDACC__)`, or __NVCC__,
/// __CUDA_ARCH__), when every use of HIP the pass recorded is inside it
/// (its opening line's own rename aside).
static std::optional<unsigned> cudaCompilerBlock(const TokenContext &C) {
  const auto &T = C.tokens();
  auto isCompilerMacro = [](llvm::StringRef N) {
    return N == "__CUDACC__" || N == "__NVCC__" || N == "__CUDA_ARCH__";
  };
  for (size_t I = 0; I + 2 < T.size(); ++I) {
    if (!T[I].StartOfLine || !T[I].is(clang::tok::hash))
      continue;
    llvm::StringRef D = T[I + 1].Text;
    size_t Name = I + 2;
    if (D == "if" && T[Name].Text == "defined") {
      Name += Name + 1 < T.size() && T[Name + 1].is(clang::tok::l_paren) ? 2 : 1;
      if (Name >= T.size())
        continue;
    } else if (D != "ifdef") {
      continue;
    }
    if (!isCompilerMacro(T[Name].Text))
      continue;
    // The rest of the condition must be nothing but its parenthesis.
    size_t E = Name + 1;
    while (E < T.size() && !T[E].StartOfLine && T[E].is(clang::tok::r_paren))
      ++E;
    if (E < T.size() && !T[E].StartOfLine)
      continue;
    // The block: to the #else, #elif or #endif at its depth.
    int Depth = 0;
    size_t End = T.size();
    for (size_t J = E; J + 1 < T.size(); ++J) {
      if (!T[J].StartOfLine || !T[J].is(clang::tok::hash))
        continue;
      llvm::StringRef K = T[J + 1].Text;
      if (K.starts_with("if"))
        ++Depth;
      else if (Depth > 0 && K == "endif")
        --Depth;
      else if (Depth == 0 && (K == "else" || K == "elif" || K == "endif")) {
        End = J;
        break;
      }
    }
    if (End == T.size())
      return std::nullopt;
    unsigned Open = T[I].Offset, Body = E < T.size() ? C.lineStart(T[E].Offset)
                                                      : C.buffer().size();
    unsigned Close = T[End].Offset;
    bool AllInside = llvm::all_of(C.HipUses, [&](unsigned At) {
      return (At >= Body && At < Close) || (At >= Open && At < Body);
    });
    return AllInside ? std::optional<unsigned>(Body) : std::nullopt;
  }
  return std::nullopt;
}

/// A <string.h> function the file calls without including that header
/// itself, or "". nvcc's implicit runtime header includes <string.h>, so
/// CUDA code calls memcpy with no include of its own; ROCm 5.x's runtime
/// header did the same, ROCm 6.4's and 7.2's do not, and a host memcpy then
/// finds only HIP's __device__ one.
static std::string stringHeaderCall(const TokenContext &C) {
  for (const IncludeLine &L : C.Includes)
    if (L.Spelling == "string.h" || L.Spelling == "cstring")
      return "";
  static const llvm::StringSet<> Names = {
      "memcpy",  "memmove", "memset",  "memcmp",  "memchr",  "strcpy",
      "strncpy", "strcat",  "strncat", "strcmp",  "strncmp", "strcoll",
      "strxfrm", "strchr",  "strrchr", "strspn",  "strcspn", "strpbrk",
      "strstr",  "strtok",  "strlen",  "strerror", "strdup", "strndup",
      "strnlen", "strtok_r"};
  const std::vector<RawToken> &T = C.tokens();
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    if (!T[I].isIdent() || !Names.contains(T[I].Text) ||
        !T[I + 1].is(clang::tok::l_paren) || C.isUserName(T[I].Text))
      continue;
    // A member (s.memcpy(...)) or another namespace's function.
    if (I > 0 && (T[I - 1].is(clang::tok::period) ||
                  T[I - 1].is(clang::tok::arrow)))
      continue;
    if (I > 1 && T[I - 1].is(clang::tok::coloncolon) && T[I - 2].isIdent() &&
        T[I - 2].Text != "std")
      continue;
    // A declaration of the program's own: void memcpy(int), void *memcpy().
    size_t Before = I > 1 && T[I - 1].is(clang::tok::star) ? I - 1 : I;
    if (Before > 0 && T[Before - 1].isIdent() &&
        !llvm::is_contained({"return", "else", "do", "case", "throw"},
                            T[Before - 1].Text))
      continue;
    return T[I].Text.str();
  }
  return "";
}

void applyIncludeRuntime(TokenContext &C, llvm::StringRef HelperText) {
  std::string Prologue;
  if (std::string Call = stringHeaderCall(C); !Call.empty())
    Prologue = "#include <cstring> // " + Call +
               ": CUDA's runtime header includes <string.h>, HIP's no "
               "longer does\n";
  Prologue += HelperText.str();
  // Other HIP headers two CUDA headers map to: the first include stays.
  std::set<std::string> Seen;
  for (const IncludeLine &L : C.Includes)
    if (L.Spelling != RuntimeHeader && isHipHeader(L.Spelling) &&
        Seen.insert(L.Spelling).second)
      dropRepeatedIncludes(C, L.LineOffset, L.Spelling);
  std::string Include = "#include <hip/hip_runtime.h>\n";
  // The program's own macros, headers or code before the first HIP
  // include: the runtime goes first, where CUDA's implicit include was (a
  // program's '#define T double' would otherwise reach HIP's headers).
  // The other HIP headers the file includes before its first conditional
  // (hip/hip_fp16.h: its templates' parameter names meet such macros too)
  // go up with it.
  for (const IncludeLine &L : C.Includes) {
    if (!isHipHeader(L.Spelling))
      continue;
    unsigned Top = firstOwnLine(C);
    if (Top < L.LineOffset && programLinesBefore(C, Top, L.LineOffset)) {
      unsigned Until = firstConditional(C, Top);
      std::string Hoisted = Include;
      std::set<std::string> Up = {std::string(RuntimeHeader)};
      for (const IncludeLine &M : C.Includes)
        if (M.LineOffset > Top && M.LineOffset < Until && M.Translated &&
            isHipHeader(M.Spelling) && Up.insert(M.Spelling).second)
          Hoisted += "#include <" + M.Spelling + ">\n";
      C.replace(Top, 0, Hoisted + Prologue, RuleId::IncludeRuntime);
      for (const std::string &H : Up)
        dropRepeatedIncludes(C, Top, H);
      return;
    }
    break;
  }
  for (const IncludeLine &L : C.Includes) {
    if (L.Spelling == RuntimeHeader) {
      // Already first among the HIP headers; the prologue follows it, and
      // every later runtime include in another conditional branch (a
      // header's `#ifdef USE_ROCM` and `#else` branches each include it):
      // each branch may be the one compiled, and the prologue's parts are
      // guarded against a second definition.
      dropRepeatedIncludes(C, L.LineOffset, RuntimeHeader);
      if (Prologue.empty())
        return;
      // The helpers of another rule (fp8, SIMD, launch bounds) are not a
      // c2h-warp-logical32 edit, in --warp=off least of all.
      RuleId Rule = HelperText.empty() || !C.WarpLogical32Applied
                        ? RuleId::IncludeRuntime
                        : RuleId::WarpLogical32;
      for (const IncludeLine &M : C.Includes) {
        if (M.Spelling != RuntimeHeader ||
            (M.LineOffset != L.LineOffset &&
             firstBranchDirective(C, L.LineOffset) >= M.LineOffset))
          continue;
        size_t E = C.buffer().find('\n', M.LineOffset);
        unsigned At = E == llvm::StringRef::npos ? C.buffer().size() : E + 1;
        C.replace(At, 0, (E == llvm::StringRef::npos ? "\n" : "") + Prologue,
                  Rule);
      }
      return;
    }
    if (isHipHeader(L.Spelling)) {
      C.replace(L.LineOffset, 0, Include + Prologue,
                RuleId::IncludeRuntime);
      dropRepeatedIncludes(C, L.LineOffset, RuntimeHeader);
      return;
    }
  }
  if (!C.UsesHip)
    return;
  // Everything that needs HIP sits in one `#ifdef __CUDACC__` block (a
  // header C files include too): nvcc's implicit include reached that block
  // alone, and so does HIP's.
  if (std::optional<unsigned> Inside = cudaCompilerBlock(C)) {
    C.replace(*Inside, 0, Include + Prologue, RuleId::IncludeRuntime);
    return;
  }
  unsigned At = C.Includes.empty() ? 0 : C.Includes.front().LineOffset;
  // Before the first line of code, after any leading comment block and
  // include guard; or before the first include, where nothing of the
  // program's own comes before it.
  if (C.Includes.empty() ||
      programLinesBefore(C, firstOwnLine(C), C.Includes.front().LineOffset))
    At = firstOwnLine(C);
  C.replace(At, 0, Include + Prologue, RuleId::IncludeRuntime);
}

} // namespace cuda2hip
