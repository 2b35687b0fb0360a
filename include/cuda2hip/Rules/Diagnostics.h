//===- Diagnostics.h - stable diagnostic IDs and sinks ----------*- C++ -*-===//
//
// Every message the translator emits has a row in Diagnostics.def. A
// Diagnostic is one emitted instance: the row, a location and the formatted
// message. Locations are file:line:col with 1-based line and column, as in
// Clang's own diagnostics.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_RULES_DIAGNOSTICS_H
#define CUDA2HIP_RULES_DIAGNOSTICS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

enum class Severity { Note, Remark, Warning, Error };

enum class DiagId {
#define C2H_DIAG(Enum, Id, Sev, Msg) Enum,
#include "cuda2hip/Rules/Diagnostics.def"
};

struct DiagInfo {
  DiagId Id;
  llvm::StringRef Name; ///< The stable kebab-case ID, e.g. "c2h-unknown-api".
  Severity Sev;
  llvm::StringRef Format;
};

llvm::ArrayRef<DiagInfo> allDiagnostics();
const DiagInfo &diagInfo(DiagId Id);
llvm::StringRef severityName(Severity S);

/// A row that `cuda2hip lint` reports (C2H_LINT_CHECK in Diagnostics.def).
/// Lint words each finding itself; the row gives its ID and severity.
struct LintCheckInfo {
  DiagId Id;
  llvm::StringRef Name;    ///< The row's ID, c2h-warp-...
  llvm::StringRef Catalog; ///< The hazards.md entries it covers (W1, ...).
  llvm::StringRef Summary;
};
/// Lint's checks, in the order it lists them.
llvm::ArrayRef<LintCheckInfo> lintChecks();
/// Id's lint check, or null where lint does not report Id.
const LintCheckInfo *lintCheck(DiagId Id);

/// One emitted diagnostic.
struct Diagnostic {
  DiagId Id = DiagId::None;
  Severity Sev = Severity::Note;
  std::string File;
  unsigned Line = 0, Column = 0;
  std::string Message;

  /// Clang's form: "file:line:col: warning: message [c2h-id]".
  std::string str() const;
};

/// One line on what row Id reports: a lint check's summary where lint words
/// the message, else the row's message.
llvm::StringRef diagSummary(DiagId Id);
/// Where row Id is documented, relative to the repository: docs/lint/ID.md
/// for a lint check, docs/diagnostics.md for the others.
std::string diagHelpPath(DiagId Id);

/// A diagnostic for a SARIF log, with an identity that survives edits
/// elsewhere in its file, or "" for none.
struct SarifEntry {
  Diagnostic D;
  std::string Fingerprint;
};

/// A SARIF 2.1.0 log (one run of Tool at Version) of Entries, in their
/// order. Rules are
/// the registry rows the run describes, in that order: the rows it can
/// report, or at least those of Entries. Translate and lint both write theirs
/// with it.
std::string sarifLog(llvm::StringRef Tool, llvm::StringRef Version,
                     llvm::ArrayRef<DiagId> Rules,
                     llvm::ArrayRef<SarifEntry> Entries);

/// Formats a row's message with arguments substituted for its {} in order.
std::string formatDiag(DiagId Id, llvm::ArrayRef<std::string> Args);

/// The diagnostic of registry row Id at File:Line:Column (0 for none): its
/// severity from the row, its message the row's with Args substituted.
Diagnostic makeDiagnostic(DiagId Id, std::string File, unsigned Line,
                          unsigned Column, llvm::ArrayRef<std::string> Args);

} // namespace cuda2hip

#endif
