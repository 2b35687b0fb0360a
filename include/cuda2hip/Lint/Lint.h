//===- Lint.h - cuda2hip lint: warp-size checks for CI ----------*- C++ -*-===//
//
// `cuda2hip lint PATH...` runs the warp-size analysis over CUDA and HIP
// sources and reports findings as Clang-style text, JSON or SARIF 2.1.0.
// Findings can be suppressed inline (NOLINT, NOLINTNEXTLINE) or by a
// baseline of accepted findings; --fix applies the fix-its. With --parse,
// files are parsed first and the analysis reads what names hold from
// the AST, as translate's does. Exit status:
// 0 no findings, 1 findings, 2 error. See docs/lint.md.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LINT_LINT_H
#define CUDA2HIP_LINT_LINT_H

#include "cuda2hip/Rewrite/Options.h"
#include "llvm/Support/raw_ostream.h"
#include <string>
#include <vector>

namespace cuda2hip {

/// --format: how findings are printed.
enum class LintFormat { Text, Json, Sarif };
/// --lang: Auto reads a file as HIP by its extension or content.
enum class LintLang { Auto, Cuda, Hip };
llvm::ArrayRef<NamedValue<LintFormat>> namedValues(LintFormat);
llvm::ArrayRef<NamedValue<LintLang>> namedValues(LintLang);

struct LintOptions {
  std::vector<std::string> Paths; ///< Files and directories.
  LintFormat Format = LintFormat::Text;
  LintLang Lang = LintLang::Auto;
  std::string Baseline;           ///< Report only findings not in it.
  std::string WriteBaseline;      ///< Write the findings here as a baseline.
  bool Fix = false;               ///< Apply fix-its in place.
  /// Parse each file with the translator's front end (bundled CUDA
  /// headers, and a stand-in for HIP's in HIP files; includes found nowhere
  /// parse as empty files), so that the analysis knows what each name
  /// holds from the AST. Without it, files are read as tokens only.
  bool Parse = false;
  std::vector<std::string> ParseArgs; ///< -I and -D for the parse.
};

int runLint(const LintOptions &O, llvm::raw_ostream &Out,
            llvm::raw_ostream &Err);

} // namespace cuda2hip

#endif
