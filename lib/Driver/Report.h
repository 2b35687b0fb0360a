//===- Report.h - the --report JSON file ------------------------*- C++ -*-===//
#ifndef CUDA2HIP_LIB_DRIVER_REPORT_H
#define CUDA2HIP_LIB_DRIVER_REPORT_H

#include "cuda2hip/Driver/Driver.h"
#include <map>

namespace cuda2hip {

enum class FileStatus { Ok, Untranslated, Error };

/// What happened to one file; the report and the summary read these.
struct FileOutcome {
  std::string Input, Output; ///< As displayed.
  FileStatus Status = FileStatus::Ok;
  std::map<std::string, unsigned> EditsByRule;
  std::vector<Diagnostic> Diags; ///< Sorted by position.
  /// Units: errors the parse recovered from, whether it stopped early, the
  /// headers parsed as empty files, and the AST rules skipped for errors.
  unsigned ParseErrors = 0;
  bool ParseIncomplete = false;
  std::vector<std::string> MissingIncludes;
  std::map<std::string, unsigned> SkippedRules;
};

llvm::StringRef statusName(FileStatus S);

/// Writes the report (schema in docs/report.md).
std::string renderReport(const DriverOptions &Opts,
                         const std::vector<FileOutcome> &Files);

/// The --sarif log: every diagnostic the run printed, in the order it
/// printed them (the run's errors, each file's, then the run's others).
std::string renderSarif(const std::vector<Diagnostic> &Before,
                        const std::vector<FileOutcome> &Files,
                        const std::vector<Diagnostic> &After);

} // namespace cuda2hip

#endif
