//===- Translate.h - translating one file or translation unit ---*- C++ -*-===//
//
// A file is translated by two passes whose edits are merged:
//
//  * the token pass lexes the raw file, so it sees every token: both sides
//    of #if, macro bodies and #include lines. Table-driven renames and the
//    token-level structural rules (include and warp-intrinsic rules) run
//    here, identically for .cu files and the headers they include;
//  * the AST pass parses a translation unit with Clang (CUDA mode, host
//    side) against the CUDA SDK or cuda2hip's bundled declarations. It
//    validates the input, finds names the program declares itself (which are
//    never renamed), diagnoses uses of CUDA declarations the tables lack, and
//    runs rules that need semantics (kernel launches).
//
// Nothing here parses command-line flags or touches the file system beyond
// reading inputs: lib/Driver owns trees, outputs and reports.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWRITE_TRANSLATE_H
#define CUDA2HIP_REWRITE_TRANSLATE_H

#include "cuda2hip/Rewrite/Edit.h"
#include "cuda2hip/Rewrite/Options.h"
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "cuda2hip/Rules/ApiTable.h"
#include "cuda2hip/Rules/Diagnostics.h"
#include "llvm/ADT/StringSet.h"
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cuda2hip {

struct TranslateOptions {
  RocmVersion RocmTarget = DefaultRocmTarget;
  LaunchStyle Launch = LaunchStyle::Chevrons;
  WarpMode Warp = WarpMode::Logical32;
  AsyncCopyMode AsyncCopy = AsyncCopyMode::Staged; ///< --async-copy
  /// The NVIDIA compute capability (__CUDA_ARCH__ value) HIP's device pass
  /// stands as when the program tests one (c2h-cuda-arch-macro).
  unsigned AssumeCudaArch = 700;
  HeaderMode Headers = HeaderMode::Bundled;
  /// The file is HIP, parsed for its names only (`lint --parse`): HIP's
  /// headers are stood in for by Headers/parse/hip.
  bool HipSource = false;
  std::string CudaPath;    ///< SDK root, used with HeaderMode::Sdk.
  std::string ResourceDir; ///< clang-22's resource directory.
  /// Where precompiled preambles are kept between runs (lib/Rewrite/
  /// ParseCache.h); empty: every unit parses all its headers.
  std::string CacheDir;
  /// Program-preamble keys (programPreambleKey) that several units of this
  /// run share: their entry is built by the first unit that asks, not the
  /// second, and the others wait for it.
  std::shared_ptr<const std::set<std::string>> SharedPreambles;
  /// Rewrites the spelling of an #include that names another file of the
  /// translated tree (e.g. "x.cuh" -> "x.hpp"). Arguments: the including
  /// file, the spelling as written, and whether it is <angled>. Unset or
  /// nullopt: keep the spelling.
  std::function<std::optional<std::string>(llvm::StringRef, llvm::StringRef,
                                           bool)>
      RenameInclude;
  /// True when an #include names a local file that holds CUDA code but is
  /// not translated in this run (single-file mode).
  std::function<bool(llvm::StringRef, llvm::StringRef, bool)>
      IncludeIsUntranslated;
};

/// Names the program declares itself (functions, types, variables, macros).
/// A name here is never renamed even when a table knows it.
using NameSet = llvm::StringSet<>;

/// What the token pass needs from outside the file.
struct TokenPassInput {
  llvm::StringRef Path;   ///< Shown in diagnostics.
  /// The file's contents, followed by a '\0' (Clang's lexer reads it; a
  /// std::string's data is).
  llvm::StringRef Buffer;
  const NameSet *UserNames = nullptr;
  /// Offsets of tokens the AST resolved to the program's own declarations
  /// (a member or namespaced function named like a CUDA API).
  const std::set<unsigned> *UserOffsets = nullptr;
  /// The file's absolute path, for resolving its includes (default: Path).
  llvm::StringRef AbsolutePath;
  /// Helpers (lib/Rules/Helpers.def) that AST rules' edits in this file
  /// call, to be emitted with the runtime include.
  const std::set<std::string> *Helpers = nullptr;
  /// Offsets of async-copy sites that pass the kernel's stage
  /// (AstPassResult::StagedSites).
  const std::set<unsigned> *StagedSites = nullptr;
  /// What the parse says the file's names hold (AstPassResult::WarpTaint),
  /// or null where it was not parsed.
  const WarpTaintFacts *WarpTaint = nullptr;
};

struct TokenPassResult {
  FileRewriter Edits;
  std::vector<Diagnostic> Diags;
  /// Macro names this file #defines (in any branch).
  std::vector<std::string> DefinedMacros;
};

TokenPassResult runTokenPass(const TokenPassInput &In,
                             const TranslateOptions &Opts);

/// A kernel-launch chevron that nvcc accepts written in two halves
/// ('<< <' or '>> >', white space between them).
struct SpacedChevron {
  unsigned Offset = 0, Length = 0; ///< From the first half to the second.
  bool Open = true;                ///< '<< <' (true) or '>> >'.
};
/// Spaced launch chevrons of a file, in order (lib/Rewrite/Launch).
std::vector<SpacedChevron> findSpacedChevrons(llvm::StringRef Buffer);
/// The buffer with each spaced chevron joined, at the same length: every
/// other byte keeps its offset, line and column.
std::string joinSpacedChevrons(llvm::StringRef Buffer,
                               const std::vector<SpacedChevron> &Fixes);

/// Compile flags for one translation unit beyond what cuda2hip adds itself:
/// -I, -isystem, -D, -U, -include and -std, from the user or a compilation
/// database.
struct CompileFlags {
  std::vector<std::string> Args;
  std::string Directory; ///< Working directory for relative paths.
};

struct AstPassResult {
  bool Parsed = false; ///< False when Clang reported errors in the input.
  /// True when the parse stopped before the end of the unit (an unreadable
  /// file): AST rules saw only part of it.
  bool Incomplete = false;
  unsigned ParseErrors = 0; ///< Errors recovered from (c2h-parse-error).
  /// #include spellings found nowhere, parsed as empty files.
  std::vector<std::string> MissingIncludes;
  /// AST rules that did not apply somewhere because the code there holds
  /// errors, with how often.
  std::map<std::string, unsigned> SkippedRules;
  /// Edits per file (absolute path): the main file and the user headers it
  /// includes.
  std::map<std::string, FileRewriter> Edits;
  std::vector<Diagnostic> Diags;
  /// Macros and global-scope declarations of the program with CUDA-like
  /// names: in code the AST did not see (other #if branches, macro bodies)
  /// such a name is the program's own.
  NameSet UserNames;
  /// Per file (absolute path), offsets of tokens that name the program's own
  /// declarations with CUDA-like names.
  std::map<std::string, std::set<unsigned>> UserOffsets;
  /// User files the unit included (absolute paths), sorted.
  std::vector<std::string> IncludedFiles;
  /// Per file (absolute path), the helpers its AST edits call.
  std::map<std::string, std::set<std::string>> Helpers;
  /// Per file (absolute path), offsets of async-copy sites (a __pipeline_*
  /// name, an asm keyword) in functions that hold a c2h_async_stage: the
  /// token pass passes it (c2h-async-copy-staged).
  std::map<std::string, std::set<unsigned>> StagedSites;
  /// Per file (absolute path), what its names hold for the warp analysis.
  std::map<std::string, WarpTaintFacts> WarpTaint;
};

AstPassResult runAstPass(llvm::StringRef MainFile, const CompileFlags &Flags,
                         const TranslateOptions &Opts);

/// The parse-cache key of MainFile's program preamble (empty: it has none
/// to cache), for planning a tree's parses.
std::string programPreambleKey(llvm::StringRef MainFile,
                               const CompileFlags &Flags,
                               const TranslateOptions &Opts);

/// The argument vector runAstPass hands to Clang's driver (for --explain
/// and tests).
std::vector<std::string> clangArguments(llvm::StringRef MainFile,
                                        const CompileFlags &Flags,
                                        const TranslateOptions &Opts);

} // namespace cuda2hip

#endif
