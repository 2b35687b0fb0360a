//===- Lint.cpp - cuda2hip lint: files, suppressions, formats --------------===//
#include "cuda2hip/Lint/Lint.h"
#include "cuda2hip/Driver/Driver.h"
#include "cuda2hip/Driver/SourceFiles.h"
#include "cuda2hip/Rewrite/Edit.h"
#include "cuda2hip/Rewrite/Translate.h"
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include <algorithm>
#include <map>
#include <set>

namespace json = llvm::json;

namespace cuda2hip {
namespace {

// The exit codes of Driver.h: ExitClean 0, findings 1, ExitError 2.
constexpr int ExitFindings = 1;

/// The files to check, sorted; false (with a message) for a bad path.
bool collectFiles(const std::vector<std::string> &Paths,
                  std::vector<std::string> &Files, llvm::raw_ostream &Err) {
  std::set<std::string> Seen;
  for (const std::string &P : Paths) {
    if (llvm::sys::fs::is_directory(P)) {
      std::error_code EC;
      std::vector<std::string> Found;
      for (llvm::sys::fs::recursive_directory_iterator It(P, EC), End;
           It != End && !EC; It.increment(EC)) {
        llvm::StringRef Name = llvm::sys::path::filename(It->path());
        if (Name.starts_with(".") && Name != "." && Name != "..") {
          It.no_push(); // .git, .cuda2hip-sync and other hidden trees.
          continue;
        }
        if (It->type() == llvm::sys::fs::file_type::regular_file &&
            isCodeFile(It->path()))
          Found.push_back(It->path());
      }
      if (EC) {
        Err << "cuda2hip lint: error: " << P << ": " << EC.message() << "\n";
        return false;
      }
      for (std::string &F : Found)
        if (Seen.insert(F).second)
          Files.push_back(F);
    } else if (llvm::sys::fs::is_regular_file(P)) {
      if (Seen.insert(P).second)
        Files.push_back(P);
    } else {
      Err << "cuda2hip lint: error: " << P
          << ": no such file or directory\n";
      return false;
    }
  }
  std::sort(Files.begin(), Files.end());
  return true;
}

bool looksLikeHip(llvm::StringRef Path, llvm::StringRef Text) {
  if (fileKind(Path) == FileKind::HipSource)
    return true;
  if (isCudaFile(Path))
    return false;
  return Text.contains("hip/hip_runtime") || Text.contains("hipLaunchKernel") ||
         Text.contains("hipMalloc");
}

struct Finding {
  std::string File;
  WarpFinding F;
  std::string Fingerprint;
};

/// A stable identity for a finding that survives edits elsewhere in the
/// file: the check, the trimmed source line and its occurrence number.
std::string fingerprint(llvm::StringRef Check, llvm::StringRef Line,
                        unsigned Occurrence) {
  llvm::SHA256 H;
  H.update(Check);
  H.update(llvm::StringRef("\0", 1));
  H.update(Line.trim());
  H.update(llvm::StringRef("\0", 1));
  H.update(std::to_string(Occurrence));
  auto D = H.final();
  std::string Hex;
  for (size_t I = 0; I < 8; ++I)
    Hex += llvm::formatv("{0:x-2}", D[I]).str();
  return Hex;
}

/// What the names of a file hold, from the translator's parse of it: the
/// bundled CUDA headers (and for HIP, declarations of what HIP adds), O's
/// -I and -D, no parse cache (it made no run faster).
WarpTaintFacts parsedTaint(const std::string &File, const LintOptions &O,
                           bool Hip) {
  TranslateOptions T;
  T.ResourceDir = defaultResourceDir();
  T.HipSource = Hip;
  CompileFlags Flags;
  Flags.Args = O.ParseArgs;
  AstPassResult R = runAstPass(File, Flags, T);
  auto It = R.WarpTaint.find(absolutePath(File));
  return It == R.WarpTaint.end() ? WarpTaintFacts() : std::move(It->second);
}

/// A finding as the registry's diagnostic, worded by the analysis.
Diagnostic asDiagnostic(const Finding &F) {
  Diagnostic D;
  D.Id = F.F.Check;
  D.Sev = diagInfo(F.F.Check).Sev;
  D.File = F.File;
  D.Line = F.F.Line;
  D.Column = F.F.Column;
  D.Message = F.F.Message;
  return D;
}

json::Value findingJson(const Finding &F) {
  json::Array Fixes;
  for (const FixIt &X : F.F.Fixes)
    Fixes.push_back(json::Object{
        {"offset", X.Offset}, {"length", X.Length}, {"text", X.Text}});
  const LintCheckInfo &I = *lintCheck(F.F.Check);
  return json::Object{{"file", F.File},
                      {"line", F.F.Line},
                      {"column", F.F.Column},
                      {"check", I.Name},
                      {"severity", severityName(diagInfo(I.Id).Sev)},
                      {"message", F.F.Message},
                      {"catalog", I.Catalog},
                      {"fingerprint", F.Fingerprint},
                      {"fixes", std::move(Fixes)}};
}

std::string sarif(const std::vector<Finding> &Fs) {
  std::vector<DiagId> Rules;
  for (const LintCheckInfo &I : lintChecks())
    Rules.push_back(I.Id);
  std::vector<SarifEntry> Entries;
  for (const Finding &F : Fs)
    Entries.push_back({asDiagnostic(F), F.Fingerprint});
  return sarifLog("cuda2hip lint", toolVersion(), Rules, Entries);
}

/// Baseline entries: (file, check, fingerprint).
using BaselineKey = std::tuple<std::string, std::string, std::string>;

bool readBaseline(llvm::StringRef Path, std::set<BaselineKey> &Keys,
                  llvm::raw_ostream &Err) {
  std::optional<std::string> Text = readFile(Path);
  if (!Text) {
    Err << "cuda2hip lint: error: " << Path << ": cannot read the baseline\n";
    return false;
  }
  llvm::Expected<json::Value> V = json::parse(*Text);
  if (!V) {
    Err << "cuda2hip lint: error: " << Path << ": not JSON ("
        << llvm::toString(V.takeError()) << ")\n";
    return false;
  }
  const json::Array *A = V->getAsArray();
  if (!A) {
    Err << "cuda2hip lint: error: " << Path
        << ": a baseline is the JSON list that --format=json prints\n";
    return false;
  }
  for (const json::Value &E : *A) {
    const json::Object *O = E.getAsObject();
    auto File = O ? O->getString("file") : std::nullopt;
    auto Check = O ? O->getString("check") : std::nullopt;
    auto Fp = O ? O->getString("fingerprint") : std::nullopt;
    if (!File || !Check || !Fp) {
      Err << "cuda2hip lint: error: " << Path
          << ": every entry needs file, check and fingerprint\n";
      return false;
    }
    Keys.insert({File->str(), Check->str(), Fp->str()});
  }
  return true;
}

/// What --fix does with one file's fixable findings, in file order: a
/// finding whose fixes overlap none taken so far is fixed; one whose fixes
/// all lie inside text another fix rewrote is superseded by it; any other
/// stays open, for a later run.
struct FixPlan {
  FileRewriter Apply;
  std::vector<Finding> Open;
  unsigned Fixed = 0, Superseded = 0;
};
FixPlan planFixes(std::vector<Finding> Fixable) {
  std::stable_sort(Fixable.begin(), Fixable.end(),
                   [](const Finding &A, const Finding &B) {
                     return A.F.Offset < B.F.Offset;
                   });
  FixPlan P;
  for (Finding &R : Fixable) {
    // Lint's fixes are warp-size rewrites; the rule only names them.
    std::vector<Edit> Group;
    for (const FixIt &X : R.F.Fixes)
      Group.push_back({X.Offset, X.Length, X.Text, RuleId::WarpLogical32});
    switch (P.Apply.addGroup(Group)) {
    case FileRewriter::Fit::Taken:
      ++P.Fixed;
      break;
    case FileRewriter::Fit::Covered:
      ++P.Superseded;
      break;
    case FileRewriter::Fit::Clash:
      P.Open.push_back(std::move(R));
      break;
    }
  }
  return P;
}

} // namespace

llvm::ArrayRef<NamedValue<LintFormat>> namedValues(LintFormat) {
  static const NamedValue<LintFormat> Names[] = {{"text", LintFormat::Text},
                                                 {"json", LintFormat::Json},
                                                 {"sarif", LintFormat::Sarif}};
  return Names;
}

llvm::ArrayRef<NamedValue<LintLang>> namedValues(LintLang) {
  static const NamedValue<LintLang> Names[] = {{"auto", LintLang::Auto},
                                               {"cuda", LintLang::Cuda},
                                               {"hip", LintLang::Hip}};
  return Names;
}

int runLint(const LintOptions &O, llvm::raw_ostream &Out,
            llvm::raw_ostream &Err) {
  std::vector<std::string> Files;
  if (!collectFiles(O.Paths, Files, Err))
    return ExitError;
  std::set<BaselineKey> Baseline;
  if (!O.Baseline.empty() && !readBaseline(O.Baseline, Baseline, Err))
    return ExitError;

  std::vector<Finding> Report;
  unsigned Suppressed = 0, Baselined = 0, Fixed = 0, Superseded = 0;
  for (const std::string &File : Files) {
    std::optional<std::string> Text = readFile(File);
    if (!Text) {
      Err << "cuda2hip lint: error: " << File << ": cannot read\n";
      return ExitError;
    }
    bool Hip = O.Lang == LintLang::Hip ||
               (O.Lang == LintLang::Auto && looksLikeHip(File, *Text));
    std::optional<WarpTaintFacts> Ast;
    if (O.Parse)
      Ast = parsedTaint(File, O, Hip);
    WarpAnalysis A = analyzeWarpSize(File, *Text, Hip, Ast ? &*Ast : nullptr);
    std::map<std::pair<std::string, std::string>, unsigned> Occurrences;
    std::vector<Finding> Fixable;
    llvm::SmallVector<llvm::StringRef, 0> Lines;
    llvm::StringRef(*Text).split(Lines, '\n');
    auto LineText = [&](unsigned L) {
      return L >= 1 && L <= Lines.size() ? Lines[L - 1] : llvm::StringRef();
    };
    for (WarpFinding &F : A.Findings) {
      llvm::StringRef Id = diagInfo(F.Check).Name;
      llvm::StringRef Line = LineText(F.Line);
      if (suppresses(Line, "NOLINT", Id) ||
          suppresses(LineText(F.Line - 1), "NOLINTNEXTLINE", Id)) {
        ++Suppressed;
        continue;
      }
      unsigned N = Occurrences[{Id.str(), Line.trim().str()}]++;
      Finding R{File, F, fingerprint(Id, Line, N)};
      if (Baseline.count({File, Id.str(), R.Fingerprint})) {
        ++Baselined;
        continue;
      }
      if (O.Fix && !F.Fixes.empty()) {
        Fixable.push_back(std::move(R));
        continue;
      }
      Report.push_back(std::move(R));
    }
    FixPlan Plan = planFixes(std::move(Fixable));
    Fixed += Plan.Fixed;
    Superseded += Plan.Superseded;
    for (Finding &R : Plan.Open)
      Report.push_back(std::move(R));
    if (!Plan.Apply.empty()) {
      std::string New = Plan.Apply.apply(*Text);
      if (std::error_code EC = writeAtomically(File, New, /*Durable=*/false)) {
        Err << "cuda2hip lint: error: " << File
            << ": cannot write the fixes: " << EC.message() << "\n";
        return ExitError;
      }
    }
  }

  if (!O.WriteBaseline.empty()) {
    json::Array All;
    for (const Finding &F : Report)
      All.push_back(findingJson(F));
    std::string S;
    llvm::raw_string_ostream OS(S);
    OS << llvm::formatv("{0:2}", json::Value(std::move(All))) << "\n";
    if (std::error_code EC = writeAtomically(O.WriteBaseline, S, false)) {
      Err << "cuda2hip lint: error: " << O.WriteBaseline << ": "
          << EC.message() << "\n";
      return ExitError;
    }
  }

  if (O.Format == LintFormat::Json) {
    json::Array All;
    for (const Finding &F : Report)
      All.push_back(findingJson(F));
    Out << llvm::formatv("{0:2}", json::Value(std::move(All))) << "\n";
  } else if (O.Format == LintFormat::Sarif) {
    Out << sarif(Report);
  } else {
    for (const Finding &F : Report)
      Out << asDiagnostic(F).str() << "\n";
  }
  std::set<std::string> FilesWith;
  for (const Finding &F : Report)
    FilesWith.insert(F.File);
  Err << Report.size() << " finding" << (Report.size() == 1 ? "" : "s")
      << " in " << FilesWith.size() << " of " << Files.size() << " file"
      << (Files.size() == 1 ? "" : "s");
  if (Suppressed)
    Err << "; " << Suppressed << " suppressed";
  if (Baselined)
    Err << "; " << Baselined << " in the baseline";
  if (Fixed)
    Err << "; " << Fixed << " fixed";
  if (Superseded)
    Err << "; " << Superseded << " superseded by another fix";
  Err << "\n";
  if (!O.WriteBaseline.empty())
    return ExitClean; // Writing a baseline accepts what it holds.
  return Report.empty() ? ExitClean : ExitFindings;
}

} // namespace cuda2hip
