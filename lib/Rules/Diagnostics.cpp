//===- Diagnostics.cpp - diagnostic rows and formatting --------------------===//
#include "cuda2hip/Rules/Diagnostics.h"
#include "llvm/Support/raw_ostream.h"

namespace cuda2hip {
namespace {
const DiagInfo Rows[] = {
#define C2H_DIAG(Enum, Id, Sev, Msg) {DiagId::Enum, Id, Severity::Sev, Msg},
#include "cuda2hip/Rules/Diagnostics.def"
};
} // namespace

llvm::ArrayRef<DiagInfo> allDiagnostics() { return Rows; }

const DiagInfo &diagInfo(DiagId Id) { return Rows[static_cast<unsigned>(Id)]; }

llvm::StringRef severityName(Severity S) {
  switch (S) {
  case Severity::Note: return "note";
  case Severity::Remark: return "remark";
  case Severity::Warning: return "warning";
  case Severity::Error: return "error";
  }
  return "";
}

std::string formatDiag(DiagId Id, llvm::ArrayRef<std::string> Args) {
  llvm::StringRef F = diagInfo(Id).Format;
  std::string Out;
  size_t Next = 0;
  while (!F.empty()) {
    size_t P = F.find("{}");
    Out += F.substr(0, P).str();
    if (P == llvm::StringRef::npos)
      break;
    if (Next < Args.size())
      Out += Args[Next++];
    F = F.drop_front(P + 2);
  }
  return Out;
}

Diagnostic makeDiagnostic(DiagId Id, std::string File, unsigned Line,
                          unsigned Column, llvm::ArrayRef<std::string> Args) {
  Diagnostic D;
  D.Id = Id;
  D.Sev = diagInfo(Id).Sev;
  D.File = std::move(File);
  D.Line = Line;
  D.Column = Column;
  D.Message = formatDiag(Id, Args);
  return D;
}

std::string Diagnostic::str() const {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << File;
  if (Line)
    OS << ':' << Line << ':' << Column;
  OS << ": " << severityName(Sev) << ": " << Message << " ["
     << diagInfo(Id).Name << ']';
  return S;
}

} // namespace cuda2hip
