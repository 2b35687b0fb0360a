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

/// Formats a row's message with arguments substituted for its {} in order.
std::string formatDiag(DiagId Id, llvm::ArrayRef<std::string> Args);

/// The diagnostic of registry row Id at File:Line:Column (0 for none): its
/// severity from the row, its message the row's with Args substituted.
Diagnostic makeDiagnostic(DiagId Id, std::string File, unsigned Line,
                          unsigned Column, llvm::ArrayRef<std::string> Args);

} // namespace cuda2hip

#endif
