//===- Diagnostics.cpp - diagnostic rows and formatting --------------------===//
#include "cuda2hip/Rules/Diagnostics.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <iterator>

namespace cuda2hip {
namespace {
const DiagInfo Rows[] = {
#define C2H_DIAG(Enum, Id, Sev, Msg) {DiagId::Enum, Id, Severity::Sev, Msg},
#include "cuda2hip/Rules/Diagnostics.def"
};

const LintCheckInfo LintRows[] = {
#define C2H_DIAG(Enum, Id, Sev, Msg)
#define C2H_LINT_CHECK(Enum, Catalog, Summary)                                 \
  {DiagId::Enum, "", Catalog, Summary},
#include "cuda2hip/Rules/Diagnostics.def"
};

/// LintRows with each row's ID filled in from the registry.
std::vector<LintCheckInfo> lintRows() {
  std::vector<LintCheckInfo> V(std::begin(LintRows), std::end(LintRows));
  for (LintCheckInfo &C : V)
    C.Name = Rows[static_cast<unsigned>(C.Id)].Name;
  return V;
}
} // namespace

llvm::ArrayRef<DiagInfo> allDiagnostics() { return Rows; }

const DiagInfo &diagInfo(DiagId Id) { return Rows[static_cast<unsigned>(Id)]; }

llvm::ArrayRef<LintCheckInfo> lintChecks() {
  static const std::vector<LintCheckInfo> Checks = lintRows();
  return Checks;
}

const LintCheckInfo *lintCheck(DiagId Id) {
  for (const LintCheckInfo &C : lintChecks())
    if (C.Id == Id)
      return &C;
  return nullptr;
}

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

llvm::StringRef diagSummary(DiagId Id) {
  const LintCheckInfo *L = lintCheck(Id);
  return L ? L->Summary : diagInfo(Id).Format;
}

std::string diagHelpPath(DiagId Id) {
  if (lintCheck(Id))
    return ("docs/lint/" + diagInfo(Id).Name + ".md").str();
  return "docs/diagnostics.md";
}

namespace {
llvm::StringRef sarifLevel(Severity S) {
  switch (S) {
  case Severity::Error: return "error";
  case Severity::Warning: return "warning";
  case Severity::Note:
  case Severity::Remark: return "note";
  }
  return "none";
}

/// A path as a SARIF artifact URI: relative paths stay relative, absolute
/// ones become file: URIs, and bytes other than unreserved ones and '/' are
/// percent-encoded.
std::string artifactUri(llvm::StringRef Path) {
  std::string Out = Path.starts_with("/") ? "file://" : "";
  for (unsigned char Ch : Path) {
    if (llvm::isAlnum(Ch) || llvm::StringRef("-._~/").contains(Ch))
      Out += Ch;
    else
      Out += llvm::formatv("%{0:X-2}", Ch).str();
  }
  return Out;
}
} // namespace

std::string sarifLog(llvm::StringRef Tool, llvm::StringRef Version,
                     llvm::ArrayRef<DiagId> Rules,
                     llvm::ArrayRef<SarifEntry> Entries) {
  namespace json = llvm::json;
  json::Array RuleArr;
  for (DiagId Id : Rules) {
    json::Object R{
        {"id", diagInfo(Id).Name},
        {"shortDescription", json::Object{{"text", diagSummary(Id)}}},
        {"helpUri", diagHelpPath(Id)}};
    if (const LintCheckInfo *L = lintCheck(Id))
      R["properties"] = json::Object{{"catalog", L->Catalog}};
    RuleArr.push_back(std::move(R));
  }
  json::Array Results;
  for (const SarifEntry &E : Entries) {
    json::Object Physical{
        {"artifactLocation", json::Object{{"uri", artifactUri(E.D.File)}}}};
    if (E.D.Line)
      Physical["region"] =
          json::Object{{"startLine", E.D.Line}, {"startColumn", E.D.Column}};
    json::Object Result{
        {"ruleId", diagInfo(E.D.Id).Name},
        {"level", sarifLevel(E.D.Sev)},
        {"message", json::Object{{"text", E.D.Message}}},
        {"locations", json::Array{json::Object{
                          {"physicalLocation", std::move(Physical)}}}}};
    if (!E.Fingerprint.empty())
      Result["partialFingerprints"] =
          json::Object{{"cuda2hipFinding/v1", E.Fingerprint}};
    Results.push_back(std::move(Result));
  }
  json::Object Driver{{"name", Tool},
                      {"version", Version},
                      {"rules", std::move(RuleArr)}};
  json::Value Log = json::Object{
      {"$schema", "https://json.schemastore.org/sarif-2.1.0.json"},
      {"version", "2.1.0"},
      {"runs", json::Array{json::Object{
                   {"tool", json::Object{{"driver", std::move(Driver)}}},
                   {"results", std::move(Results)}}}}};
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::formatv("{0:2}", Log) << "\n";
  return S;
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
