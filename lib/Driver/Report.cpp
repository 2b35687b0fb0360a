//===- Report.cpp - the --report JSON file ---------------------------------===//
#include "Report.h"
#include "llvm/Support/JSON.h"
#include <set>

namespace cuda2hip {

llvm::StringRef statusName(FileStatus S) {
  switch (S) {
  case FileStatus::Ok: return "ok";
  case FileStatus::Untranslated: return "untranslated";
  case FileStatus::Error: return "error";
  }
  return "";
}

namespace {
llvm::json::Object diagJson(const Diagnostic &D) {
  return llvm::json::Object{{"id", diagInfo(D.Id).Name},
                            {"severity", severityName(D.Sev)},
                            {"file", D.File},
                            {"line", D.Line},
                            {"column", D.Column},
                            {"message", D.Message}};
}

bool isUnsupportedApi(DiagId Id) {
  switch (Id) {
  case DiagId::UnknownApi:
  case DiagId::UnsupportedApi:
  case DiagId::UnsupportedDriverApi:
  case DiagId::UnsupportedGraphApi:
  case DiagId::UnsupportedLibraryApi:
  case DiagId::UnsupportedTexture:
  case DiagId::WarpIntrinsicNeedsRocm:
  case DiagId::VersionMacro:
    return true;
  default:
    return false;
  }
}

/// The API named in a diagnostic's message: the first quoted name.
std::string apiName(const Diagnostic &D) {
  llvm::StringRef M = D.Message;
  size_t B = M.find('\'');
  size_t E = B == llvm::StringRef::npos ? B : M.find('\'', B + 1);
  return E == llvm::StringRef::npos ? "" : M.slice(B + 1, E).str();
}
/// How the AST pass went for a unit: errors recovered from, headers parsed
/// as empty files, and the AST rules skipped where the code had errors.
llvm::json::Object parseJson(const FileOutcome &F) {
  llvm::json::Array Missing;
  for (const std::string &M : F.MissingIncludes)
    Missing.push_back(M);
  llvm::json::Object Skipped;
  for (const auto &[Rule, N] : F.SkippedRules)
    Skipped[Rule] = N;
  return llvm::json::Object{{"errors", F.ParseErrors},
                            {"complete", !F.ParseIncomplete},
                            {"missing_includes", std::move(Missing)},
                            {"skipped_rules", std::move(Skipped)}};
}
} // namespace

std::string renderReport(const DriverOptions &Opts,
                         const std::vector<FileOutcome> &Files) {
  llvm::json::Array FileArr;
  unsigned Edits = 0, Warnings = 0, Errors = 0, Failed = 0, Untranslated = 0;
  for (const FileOutcome &F : Files) {
    llvm::json::Object EditObj;
    for (const auto &[Rule, N] : F.EditsByRule) {
      EditObj[Rule] = N;
      Edits += N;
    }
    llvm::json::Array Diags, Unsupported;
    for (const Diagnostic &D : F.Diags) {
      Diags.push_back(diagJson(D));
      Warnings += D.Sev == Severity::Warning;
      Errors += D.Sev == Severity::Error;
      if (isUnsupportedApi(D.Id))
        Unsupported.push_back(llvm::json::Object{{"api", apiName(D)},
                                                 {"id", diagInfo(D.Id).Name},
                                                 {"line", D.Line},
                                                 {"column", D.Column}});
    }
    Failed += F.Status == FileStatus::Error;
    Untranslated += F.Status == FileStatus::Untranslated;
    FileArr.push_back(llvm::json::Object{
        {"input", F.Input},
        {"output", F.Output.empty() ? llvm::json::Value(nullptr)
                                    : llvm::json::Value(F.Output)},
        {"status", statusName(F.Status)},
        {"edits", std::move(EditObj)},
        {"unsupported", std::move(Unsupported)},
        {"parse", parseJson(F)},
        {"diagnostics", std::move(Diags)}});
  }
  const TranslateOptions &T = Opts.Translate;
  llvm::json::Object Root{
      {"tool", "cuda2hip"},
      {"version", toolVersion()},
      {"schema", 1},
      {"options", llvm::json::Object{{"rocm", rocmVersionString(T.RocmTarget)},
                                     {"headers", optionName(T.Headers)},
                                     {"launch", optionName(T.Launch)},
                                     {"warp", optionName(T.Warp)},
                                     {"async_copy", optionName(T.AsyncCopy)}}},
      {"summary",
       llvm::json::Object{{"files", Files.size()},
                          {"ok", Files.size() - Failed - Untranslated},
                          {"untranslated", Untranslated},
                          {"failed", Failed},
                          {"edits", Edits},
                          {"warnings", Warnings},
                          {"errors", Errors}}},
      {"files", std::move(FileArr)}};
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << llvm::formatv("{0:2}", llvm::json::Value(std::move(Root))) << "\n";
  return S;
}

std::string renderSarif(const std::vector<Diagnostic> &Before,
                        const std::vector<FileOutcome> &Files,
                        const std::vector<Diagnostic> &After) {
  std::vector<SarifEntry> Entries;
  auto Add = [&](const Diagnostic &D) { Entries.push_back({D, ""}); };
  for (const Diagnostic &D : Before)
    Add(D);
  for (const FileOutcome &F : Files)
    for (const Diagnostic &D : F.Diags)
      Add(D);
  for (const Diagnostic &D : After)
    Add(D);
  // The rules are the rows the log reports, in registry order.
  std::set<DiagId> Used;
  for (const SarifEntry &E : Entries)
    Used.insert(E.D.Id);
  std::vector<DiagId> Rules(Used.begin(), Used.end());
  return sarifLog("cuda2hip translate", toolVersion(), Rules, Entries);
}

} // namespace cuda2hip
