//===- Status.cpp - sync status -------------------------------------------===//
//
// The state of each file of a synced tree, against the source's HEAD (or
// --to REV):
//   up-to-date   as generated, and its source has not moved;
//   hand-edited  changed in the HIP tree, its source has not moved;
//   stale        its source changed, moved or went upstream (the next sync
//                merges it; "edited" says whether hand edits ride along);
//   conflicted   the last sync left conflict markers in it;
//   orphaned     kept for its hand edits after its source went upstream;
//   missing      generated, but no longer in the HIP tree;
//   new-upstream a source file the next sync will add.
//
//===----------------------------------------------------------------------===//
#include "Common.h"
#include "Git.h"
#include "llvm/Support/JSON.h"
#include <map>
#include <set>

namespace cuda2hip {
namespace json = llvm::json;

namespace {

struct FileStatus {
  std::string Output, Source, State, Upstream;
  bool Edited = false;
};

} // namespace

llvm::ArrayRef<NamedValue<StatusFormat>> namedValues(StatusFormat) {
  static const NamedValue<StatusFormat> Names[] = {
      {"text", StatusFormat::Text}, {"json", StatusFormat::Json}};
  return Names;
}

int runSyncStatus(const SyncCommand &C, llvm::raw_ostream &Out,
                  llvm::raw_ostream &Err) {
  SyncError E;
  std::optional<SyncTree> T = openTree(C.Out, C.Source, Err, E);
  if (!T)
    return reportError(Err, E);
  std::string Rev = C.Rev.empty() ? "HEAD" : C.Rev;
  std::optional<std::string> Head = git::resolveCommit(T->Source, Rev);
  if (!Head)
    return reportError(Err, {T->Source, "unknown revision '" + Rev + "'"});
  int Behind = git::commitsBetween(T->Source, T->State.Commit, *Head);
  std::optional<std::vector<git::Change>> Diff =
      git::diff(T->Source, T->State.Commit, *Head);
  if (!Diff)
    return reportError(Err, {T->Source, "git diff failed"});
  std::map<std::string, std::string> Upstream; ///< Old source -> what happened.
  std::map<std::string, std::string> RenamedFrom;
  for (const git::Change &Ch : *Diff) {
    if (Ch.Kind == 'R') {
      Upstream[Ch.Path] = "renamed to " + Ch.NewPath;
      RenamedFrom[Ch.NewPath] = Ch.Path;
    } else if (Ch.Kind == 'D') {
      Upstream[Ch.Path] = "deleted";
    } else if (Ch.Kind != 'A') {
      Upstream[Ch.Path] = "modified";
    }
  }
  SyncOptions Options = effectiveOptions(T->State.Options, C);
  bool ToolChanged = toolChanged(T->State, Options);

  std::vector<FileStatus> Files;
  for (const SyncEntry &En : T->State.Files) {
    FileStatus F{En.Output, En.Source, "", "", false};
    std::optional<std::string> Text = readFile(joinPath(T->Dir, En.Output));
    F.Edited = Text && sha256Hex(*Text) != En.OutputHash;
    auto Up = Upstream.find(En.Source);
    if (En.Mark == EntryMark::Orphan) {
    } else if (Up != Upstream.end()) {
      F.Upstream = Up->second;
    } else {
      for (const std::string &Dep : En.Deps)
        if (Upstream.count(Dep)) {
          F.Upstream = "includes " + Dep + ", which changed";
          break;
        }
    }
    if (En.Mark == EntryMark::Orphan)
      F.State = "orphaned";
    else if (!Text)
      F.State = "missing";
    else if (En.Mark == EntryMark::Conflict && hasConflictMarkers(*Text))
      F.State = "conflicted";
    else if (!F.Upstream.empty())
      F.State = "stale";
    else
      F.State = F.Edited ? "hand-edited" : "up-to-date";
    Files.push_back(std::move(F));
  }
  // New upstream files: those the translator would pick up at Head.
  if (*Head != T->State.Commit) {
    ExportDir Tmp(T->Dir);
    if (!Tmp.ok())
      return reportError(Err,
                         {"cuda2hip", "cannot create a temporary directory"});
    if (std::string Why = git::exportTree(T->Source, *Head, Tmp.path());
        !Why.empty())
      return reportError(Err, {T->Source, Why});
    TreeRequest Req{Tmp.path(), std::set<std::string>(), {}};
    TreeResult R = translateTree(driverOptions(Options, C.Jobs), Req);
    for (const std::string &S : R.Collected) {
      auto It = RenamedFrom.find(S);
      // A path renamed away upstream and added again is a new file, as
      // sync treats it.
      auto Gone = Upstream.find(S);
      bool Readded = It == RenamedFrom.end() && Gone != Upstream.end() &&
                     llvm::StringRef(Gone->second).starts_with("renamed to");
      if (!Readded &&
          T->State.bySource(It == RenamedFrom.end() ? S : It->second))
        continue;
      Files.push_back({renamedOutput(S), S, "new-upstream", "added", false});
    }
  }
  std::sort(Files.begin(), Files.end(),
            [](const FileStatus &A, const FileStatus &B) {
              return A.Output < B.Output;
            });

  std::map<std::string, unsigned> Counts;
  for (const FileStatus &F : Files)
    ++Counts[F.State];
  if (C.Format == StatusFormat::Json) {
    json::Array A;
    for (const FileStatus &F : Files) {
      json::Object O{{"output", F.Output},
                     {"source", F.Source},
                     {"state", F.State},
                     {"hand-edited", F.Edited}};
      if (!F.Upstream.empty())
        O["upstream"] = F.Upstream;
      A.push_back(std::move(O));
    }
    json::Object Summary;
    for (const auto &[K, N] : Counts)
      Summary[K] = N;
    json::Object Root{{"tree", T->Dir},
                      {"source", T->Source},
                      {"synced-commit", T->State.Commit},
                      {"target-commit", *Head},
                      {"behind", Behind},
                      {"tool-changed", ToolChanged},
                      {"summary", std::move(Summary)},
                      {"files", std::move(A)}};
    Out << llvm::formatv("{0:2}", json::Value(std::move(Root))) << "\n";
    return ExitClean;
  }
  Out << "source " << T->Source << " synced at "
      << T->State.Commit.substr(0, 12);
  if (Behind == 0)
    Out << ", up to date with " << Rev << "\n";
  else if (Behind > 0)
    Out << ", " << Behind << " commit" << (Behind == 1 ? "" : "s") << " behind "
        << Rev << " (" << Head->substr(0, 12) << ")\n";
  else
    Out << "; " << Rev << " does not descend from it\n";
  if (ToolChanged)
    Out << "the tool, its rules or the options changed since: the next sync "
           "translates every file again\n";
  for (const FileStatus &F : Files) {
    std::string Line = "  " + F.State;
    Line.resize(16, ' ');
    Line += F.Output;
    if (F.State == "new-upstream")
      Line += " (from " + F.Source + ")";
    else if (!F.Upstream.empty())
      Line += " (" + F.Upstream +
              (F.Upstream.find(',') == std::string::npos ? " upstream" : "") +
              (F.Edited ? "; hand-edited" : "") + ")";
    else if (F.State == "orphaned")
      Line += " (source " + F.Source + " is gone upstream)";
    Out << Line << "\n";
  }
  bool First = true;
  for (const auto &[K, N] : Counts) {
    Out << (First ? "" : ", ") << N << " " << K;
    First = false;
  }
  Out << (First ? "no files\n" : "\n");
  return ExitClean;
}

} // namespace cuda2hip
