//===- Sync.cpp - sync init and sync --------------------------------------===//
//
// Vocabulary: for one output file,
//   base   - the output as generated at the last sync (from the base store);
//   ours   - the file in the HIP tree now (base plus any hand edits);
//   theirs - the translation of the new upstream source.
// ours == base: take theirs. theirs == base: keep ours. Otherwise merge the
// three with git merge-file; conflicts keep both sides between markers.
//
//===----------------------------------------------------------------------===//
#include "Common.h"
#include "Git.h"
#include "Journal.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <map>
#include <set>

namespace cuda2hip {
namespace fs = llvm::sys::fs;

namespace {

void printDiags(llvm::raw_ostream &Err, llvm::StringRef Prefix,
                const TreeResult &R) {
  auto Print = [&](Diagnostic D) {
    if (!D.File.empty() && !llvm::sys::path::is_absolute(D.File))
      D.File = joinPath(Prefix, D.File);
    Err << D.str() << "\n";
  };
  for (const Diagnostic &D : R.Errors)
    Print(D);
  for (const TreeFile &F : R.Files)
    for (const Diagnostic &D : F.Diags)
      Print(D);
}

bool failed(const TreeResult &R) {
  if (!R.Errors.empty())
    return true;
  for (const TreeFile &F : R.Files)
    if (!F.Ok)
      return true;
  return false;
}

SyncEntry entryFor(const TreeFile &F,
                   const std::map<std::string, std::string> &Blobs) {
  SyncEntry E;
  E.Source = F.Source;
  E.Output = F.Output;
  auto It = Blobs.find(F.Source);
  E.SourceBlob = It == Blobs.end() ? "" : It->second;
  E.OutputHash = sha256Hex(F.Text);
  E.Unit = F.IsUnit;
  E.Deps = F.Deps;
  E.Names = F.Names;
  return E;
}

TreeRequest wholeTree(const std::string &Root) {
  return TreeRequest{Root, std::nullopt, {}};
}

std::string shortId(llvm::StringRef Commit) {
  return Commit.take_front(12).str();
}

/// What --commit needs, checked before anything is changed.
struct CommitPlan {
  std::string Branch;  ///< Branch to commit on.
  bool Create = false; ///< Create it (from HEAD) first.
};

std::optional<CommitPlan> planCommit(const SyncCommand &C, llvm::StringRef Dir,
                                     llvm::StringRef Target, SyncError &E) {
  if (!git::workTreeRoot(Dir)) {
    E = {Dir.str(), "--commit needs the HIP tree inside a git work tree"};
    return std::nullopt;
  }
  git::Result St = git::run(
      Dir, {"status", "--porcelain", "--untracked-files=all", "--", "."});
  if (!St.ok()) {
    E = {Dir.str(), "git status failed: " + St.Err};
    return std::nullopt;
  }
  if (!llvm::StringRef(St.Out).trim().empty()) {
    E = {Dir.str(), "--commit needs a clean HIP tree; commit or stash these "
                    "first:\n" +
                        St.Out};
    return std::nullopt;
  }
  CommitPlan P;
  P.Branch = C.Branch.empty() ? "cuda2hip/sync-" + shortId(Target) : C.Branch;
  git::Result Cur =
      git::run(Dir, {"symbolic-ref", "--quiet", "--short", "HEAD"});
  if (llvm::StringRef(Cur.Out).trim() == P.Branch)
    return P;
  if (git::run(Dir,
               {"rev-parse", "--verify", "--quiet", "refs/heads/" + P.Branch})
          .ok()) {
    E = {Dir.str(), "branch '" + P.Branch +
                        "' already exists; pass --branch NAME or check it out"};
    return std::nullopt;
  }
  if (!git::run(Dir, {"check-ref-format", "--branch", P.Branch}).ok()) {
    E = {Dir.str(), "'" + P.Branch + "' is not a valid branch name"};
    return std::nullopt;
  }
  P.Create = true;
  return P;
}

int commitTree(llvm::StringRef Dir, const CommitPlan &P,
               const std::string &Message, llvm::raw_ostream &Out,
               llvm::raw_ostream &Err) {
  auto Step = [&](std::vector<std::string> Args) {
    git::Result R = git::run(Dir, Args);
    if (!R.ok())
      Err << Dir << ": error: git " << Args.front() << " failed: " << R.Err;
    return R.ok();
  };
  if (P.Create && !Step({"checkout", "--quiet", "-b", P.Branch}))
    return ExitError;
  if (!Step({"add", "--all", "--", "."}) ||
      !Step({"commit", "--quiet", "--no-verify", "-m", Message, "--", "."}))
    return ExitError;
  git::Result Head = git::run(Dir, {"rev-parse", "--short", "HEAD"});
  Out << "committed " << llvm::StringRef(Head.Out).trim() << " on branch "
      << P.Branch << "\n";
  return ExitClean;
}

std::string toolLine() {
  return "cuda2hip " + toolVersion() + ", rules " +
         rulesFingerprint().substr(0, 12);
}

/// Adds the base objects the new state needs and removes the ones it no
/// longer references; the state file goes last.
void finishTransaction(Transaction &T, const SyncState &Old,
                       const SyncState &New,
                       const std::map<std::string, std::string> &Generated,
                       llvm::StringRef Dir) {
  std::set<std::string> Keep;
  for (const SyncEntry &E : New.Files)
    Keep.insert(E.OutputHash);
  for (const SyncEntry &E : Old.Files)
    if (!Keep.count(E.OutputHash))
      T.remove(basePath(E.OutputHash));
  for (const auto &[Hash, Text] : Generated)
    if (Keep.count(Hash) && !readBase(Dir, Hash))
      T.put(basePath(Hash), Text);
  T.put(statePath(), renderState(New));
}

} // namespace

int runSyncInit(const SyncCommand &C, llvm::raw_ostream &Out,
                llvm::raw_ostream &Err) {
  SyncError E;
  if (C.Source.empty())
    return reportError(Err,
                       {"cuda2hip sync init", "--source REPO is required"});
  std::optional<std::string> Src = openSourceRepo(C.Source, E);
  if (!Src)
    return reportError(Err, E);
  std::string Rev = C.Rev.empty() ? "HEAD" : C.Rev;
  std::optional<std::string> Commit = git::resolveCommit(*Src, Rev);
  if (!Commit)
    return reportError(Err, {*Src, "unknown revision '" + Rev + "'"});

  std::string Dir = absolutePath(C.Out);
  bool Existed = fs::exists(Dir);
  if (Existed) {
    if (!fs::is_directory(Dir))
      return reportError(Err,
                         {std::string(Dir), "exists and is not a directory"});
    if (!lockTree(Dir, E))
      return reportError(Err, E);
    // What a killed init left: finished if its journal was committed,
    // else thrown away.
    std::string Meta = joinPath(Dir, SyncDirName);
    if (fs::is_directory(Meta)) {
      bool Recovered = false;
      if (std::string Why = recoverTransaction(Dir, Recovered); !Why.empty())
        return reportError(Err, {std::string(Dir),
                                 "cannot finish an interrupted sync: " + Why});
      if (!fs::exists(joinPath(Dir, statePath())))
        fs::remove_directories(Meta);
    }
    std::error_code EC;
    for (fs::directory_iterator I(Dir, EC), End; I != End && !EC;
         I.increment(EC)) {
      llvm::StringRef Name = llvm::sys::path::filename(I->path());
      if (Name == ".git")
        continue;
      if (Name == SyncDirName)
        return reportError(Err, {std::string(Dir),
                                 "already a synced tree; use 'cuda2hip sync'"});
      return reportError(
          Err, {std::string(Dir), "is not empty; sync init writes a new tree"});
    }
  }
  std::optional<CommitPlan> Plan;
  if (C.Commit) {
    if (!Existed)
      return reportError(Err, {std::string(Dir),
                               "--commit needs the directory to exist inside a "
                               "git work tree"});
    if (!(Plan = planCommit(C, Dir, *Commit, E)))
      return reportError(Err, E);
  }

  SyncState S;
  // The defaults, but for the headers: like translate, the SDK when there
  // is one.
  SyncCommand Given = C;
  Given.Headers = C.Headers.value_or(HeaderChoice::Auto);
  S.Options = effectiveOptions(SyncOptions(), Given);
  S.Commit = *Commit;
  S.ToolVersion = toolVersion();
  S.Rules = rulesFingerprint();
  S.Source = relativePath(Dir, *Src);

  ExportDir Tmp(Dir);
  if (!Tmp.ok())
    return reportError(Err,
                       {"cuda2hip", "cannot create a temporary directory"});
  if (std::string Why = git::exportTree(*Src, *Commit, Tmp.path());
      !Why.empty())
    return reportError(Err, {*Src, Why});
  TreeResult R =
      translateTree(driverOptions(S.Options, C.Jobs), wholeTree(Tmp.path()));
  printDiags(Err, *Src, R);
  if (failed(R))
    return reportError(Err,
                       {*Src, "not every file translates; nothing written"});

  std::map<std::string, std::string> Blobs = git::listTree(*Src, *Commit);
  Transaction T(Dir);
  std::map<std::string, std::string> Generated;
  for (const TreeFile &F : R.Files) {
    S.Files.push_back(entryFor(F, Blobs));
    T.put(F.Output, F.Text);
    Generated[S.Files.back().OutputHash] = F.Text;
  }
  std::sort(S.Files.begin(), S.Files.end(),
            [](const SyncEntry &A, const SyncEntry &B) {
              return A.Output < B.Output;
            });
  finishTransaction(T, SyncState(), S, Generated, Dir);
  if (std::error_code EC = fs::create_directories(Dir))
    return reportError(Err,
                       {std::string(Dir), "cannot create: " + EC.message()});
  if (std::string Why = T.commit(); !Why.empty()) {
    if (!Existed)
      fs::remove_directories(Dir);
    return reportError(Err, {std::string(Dir), Why});
  }
  Out << "translated " << R.Files.size()
      << (R.Files.size() == 1 ? " file" : " files") << " of "
      << shortId(*Commit) << " into " << Dir << "\n";
  if (Plan)
    return commitTree(Dir, *Plan,
                      "Translate upstream " + shortId(*Commit) + " to HIP\n\n" +
                          "Files: " + std::to_string(R.Files.size()) +
                          "\nTool: " + toolLine() + "\n",
                      Out, Err);
  return ExitClean;
}

namespace {

/// One sync run: plans every file's fate, then applies them all at once.
class Syncer {
public:
  Syncer(const SyncCommand &C, SyncTree &T, llvm::raw_ostream &Out,
         llvm::raw_ostream &Err)
      : C(C), T(T), Out(Out), Err(Err) {}
  int run();

private:
  std::optional<TreeResult> translate(const std::string &Root);
  bool planFile(const TreeFile *F, llvm::StringRef Source);
  void planRemoved(const SyncEntry &E);
  void note(llvm::StringRef What, llvm::StringRef Path,
            llvm::StringRef Detail = "");
  std::string commitMessage() const;

  const SyncCommand &C;
  SyncTree &T;
  llvm::raw_ostream &Out, &Err;
  std::string Target;
  SyncOptions Options;
  bool ToolChanged = false;
  std::vector<git::Change> Changes;
  std::map<std::string, std::string> RenamedFrom; ///< New source -> old.
  std::set<std::string> Touched;                  ///< Sources changed upstream.
  std::set<std::string> Gone; ///< Old sources deleted/renamed.
  std::map<std::string, std::string> Blobs;

  Transaction *Txn = nullptr;
  SyncState New;
  std::map<std::string, std::string> Generated; ///< Hash -> text.
  std::set<const SyncEntry *> Consumed;
  std::map<std::string, unsigned> Counts;
  std::vector<std::string> Report, EditsKept, Conflicts, Orphaned;
  std::vector<SyncError> Errors;
};

void Syncer::note(llvm::StringRef What, llvm::StringRef Path,
                  llvm::StringRef Detail) {
  ++Counts[What.str()];
  std::string Line = "  " + What.str();
  Line.resize(std::max<size_t>(Line.size() + 1, 12), ' ');
  Line += Path.str();
  if (!Detail.empty())
    Line += " (" + Detail.str() + ")";
  Report.push_back(Line);
}

std::optional<TreeResult> Syncer::translate(const std::string &Root) {
  DriverOptions D = driverOptions(Options, C.Jobs);
  if (ToolChanged)
    return translateTree(D, wholeTree(Root));
  // Re-translate what changed upstream, and the units that include it.
  std::set<std::string> Emit = Touched;
  std::set<std::string> Changed = Touched;
  Changed.insert(Gone.begin(), Gone.end());
  for (const SyncEntry &E : T.State.Files)
    if (E.Unit && E.Mark != EntryMark::Orphan && !Gone.count(E.Source))
      for (const std::string &Dep : E.Deps)
        if (Changed.count(Dep))
          Emit.insert(E.Source);
  for (int Round = 0; Round < 2; ++Round) {
    std::vector<std::string> Known;
    std::set<std::string> OldNames, NewNames;
    for (const SyncEntry &E : T.State.Files) {
      if (E.Mark == EntryMark::Orphan)
        continue;
      OldNames.insert(E.Names.begin(), E.Names.end());
      if (!Emit.count(E.Source) && !Gone.count(E.Source)) {
        Known.insert(Known.end(), E.Names.begin(), E.Names.end());
        NewNames.insert(E.Names.begin(), E.Names.end());
      }
    }
    TreeResult R = translateTree(D, {Root, Emit, Known});
    if (failed(R))
      return R;
    for (const TreeFile &F : R.Files)
      NewNames.insert(F.Names.begin(), F.Names.end());
    // Files the tree gained without their own source changing (a header a
    // changed unit now includes) need translating too.
    bool Grew = false;
    for (const std::string &S : R.Collected) {
      auto It = RenamedFrom.find(S);
      llvm::StringRef Old = It == RenamedFrom.end() ? S : It->second;
      if (!Emit.count(S) && !T.State.bySource(Old)) {
        Emit.insert(S);
        Grew = true;
      }
    }
    // A name the program declares changes how every file is read: the
    // incremental run would no longer match a full one.
    if (OldNames != NewNames)
      return translateTree(D, wholeTree(Root));
    if (!Grew)
      return R;
  }
  return translateTree(D, wholeTree(Root));
}

bool Syncer::planFile(const TreeFile *F, llvm::StringRef Source) {
  auto It = RenamedFrom.find(Source.str());
  llvm::StringRef OldSource = It == RenamedFrom.end() ? Source : It->second;
  // A path renamed away upstream and added again is a new file.
  bool Readded = It == RenamedFrom.end() && Gone.count(Source.str());
  const SyncEntry *E = Readded ? nullptr : T.State.bySource(OldSource);
  if (!F) {
    // Not translated this time: unchanged upstream and by its includes.
    if (!E) {
      Errors.push_back(
          {Source.str(), "internal: no translation and no record"});
      return false;
    }
    Consumed.insert(E);
    New.Files.push_back(*E);
    return true;
  }
  SyncEntry N = entryFor(*F, Blobs);
  Generated[N.OutputHash] = F->Text;
  if (!E) {
    // An orphan whose source came back.
    const SyncEntry *O = T.State.byOutput(N.Output);
    if (O && O->Mark == EntryMark::Orphan && !Consumed.count(O))
      E = O;
  }
  std::string Dest = joinPath(T.Dir, N.Output);
  // Outputs of the old state are sync's own: moved or removed in this run.
  bool InTheWay = fs::exists(Dest) && !T.State.byOutput(N.Output);
  if (!E) {
    if (InTheWay) {
      Errors.push_back({Dest, "new upstream file " + Source.str() +
                                  " would overwrite this file, which sync "
                                  "did not make; move it away first"});
      return false;
    }
    Txn->put(N.Output, F->Text);
    note("added", N.Output);
    New.Files.push_back(std::move(N));
    return true;
  }
  Consumed.insert(E);
  std::optional<std::string> Base = readBase(T.Dir, E->OutputHash);
  if (!Base) {
    Errors.push_back({joinPath(T.Dir, basePath(E->OutputHash)),
                      "the stored base of " + E->Output +
                          " is missing or damaged; the three-way merge "
                          "needs it"});
    return false;
  }
  std::optional<std::string> Ours = readFile(joinPath(T.Dir, E->Output));
  bool Moved = N.Output != E->Output;
  const SyncEntry *AtDest = T.State.byOutput(N.Output);
  if (Moved && AtDest && AtDest->Mark == EntryMark::Orphan && !fs::exists(Dest))
    Consumed.insert(AtDest); // Deleted by hand: nothing left to keep.
  if (Moved && AtDest && AtDest->Mark == EntryMark::Orphan &&
      fs::exists(Dest)) {
    Errors.push_back({Dest, "renamed upstream file " + Source.str() +
                                " would overwrite this file, kept for its "
                                "hand edits after its own source was deleted; "
                                "move it away first"});
    return false;
  }
  if (Moved && InTheWay) {
    Errors.push_back({Dest, "renamed upstream file " + Source.str() +
                                " would overwrite this file"});
    return false;
  }
  std::string Result;
  const std::string &Theirs = F->Text;
  if (!Ours) {
    // Deleted by hand: stays deleted unless upstream changed it.
    if (Theirs == *Base) {
      New.Files.push_back(std::move(N));
      return true;
    }
    Result = Theirs;
    note("restored", N.Output, "deleted in the HIP tree, changed upstream");
  } else if (Theirs == *Base) {
    Result = *Ours;
  } else if (*Ours == *Base) {
    Result = Theirs;
  } else {
    std::string Short = shortId(Target);
    git::MergeResult M = git::mergeFile(
        *Ours, *Base, Theirs, N.Output + " (HIP tree)",
        N.Output + " (as generated from " + shortId(T.State.Commit) + ")",
        N.Output + " (generated from upstream " + Short + ")");
    if (!M.Ok) {
      Errors.push_back({Dest, M.Error});
      return false;
    }
    Result = std::move(M.Text);
    if (M.Conflicts) {
      N.Mark = EntryMark::Conflict;
      Conflicts.push_back(N.Output);
    } else if (Result != Theirs) {
      EditsKept.push_back(N.Output);
    }
  }
  if (Moved) {
    Txn->remove(E->Output);
    note("renamed", E->Output + " -> " + N.Output);
  }
  if (Moved || !Ours || Result != *Ours) {
    Txn->put(N.Output, Result);
    if (!Moved && Ours)
      note(N.Mark == EntryMark::Conflict ? "conflict" : "updated", N.Output,
           N.Mark == EntryMark::Conflict ? "both sides kept between markers"
           : *Ours != *Base              ? "hand edits kept"
                                         : "");
  } else if (*Ours != *Base && Theirs != *Base &&
             N.Mark != EntryMark::Conflict) {
    note("merged", N.Output, "the hand edits had made the upstream change");
  }
  New.Files.push_back(std::move(N));
  return true;
}

void Syncer::planRemoved(const SyncEntry &E) {
  if (E.Mark == EntryMark::Orphan) {
    // Kept until the user deletes it.
    if (fs::exists(joinPath(T.Dir, E.Output)))
      New.Files.push_back(E);
    return;
  }
  std::optional<std::string> Ours = readFile(joinPath(T.Dir, E.Output));
  std::optional<std::string> Base = readBase(T.Dir, E.OutputHash);
  if (!Ours || (Base && *Ours == *Base)) {
    if (Ours)
      Txn->remove(E.Output);
    note("deleted", E.Output);
    return;
  }
  SyncEntry Kept = E;
  Kept.Mark = EntryMark::Orphan;
  Kept.SourceBlob.clear();
  Kept.Unit = false;
  Kept.Deps.clear();
  Kept.Names.clear();
  New.Files.push_back(std::move(Kept));
  Orphaned.push_back(E.Output);
  note("kept", E.Output, "hand-edited; its source went upstream, now orphaned");
}

std::string Syncer::commitMessage() const {
  std::string M = "Sync HIP tree to upstream " + shortId(Target) + "\n\n";
  std::vector<std::string> Log =
      git::logLines(T.Source, T.State.Commit, Target);
  M += "Upstream commits (" + std::to_string(Log.size()) + "):\n";
  for (const std::string &L : Log)
    M += "  " + L + "\n";
  if (ToolChanged)
    M += "Tool or options changed: every file was translated again.\n";
  M += "\nFiles:";
  bool First = true;
  for (const auto &[What, N] : Counts) {
    M += (First ? " " : ", ") + std::to_string(N) + " " + What;
    First = false;
  }
  if (First)
    M += " none changed";
  M += "\n";
  auto List = [&](llvm::StringRef Title, const std::vector<std::string> &V) {
    M += Title.str() + ":" + (V.empty() ? " none" : "") + "\n";
    for (const std::string &S : V)
      M += "  " + S + "\n";
  };
  List("Hand edits kept", EditsKept);
  List("Orphaned (deleted upstream, kept for their hand edits)", Orphaned);
  List("Conflicts", Conflicts);
  M += "Tool: " + toolLine() + "\n";
  return M;
}

int Syncer::run() {
  std::string Rev = C.Rev.empty() ? "HEAD" : C.Rev;
  std::optional<std::string> To = git::resolveCommit(T.Source, Rev);
  if (!To)
    return reportError(Err, {T.Source, "unknown revision '" + Rev + "'"});
  Target = *To;
  if (git::commitsBetween(T.Source, T.State.Commit, Target) < 0)
    return reportError(Err, {T.Source, Rev + " (" + shortId(Target) +
                                           ") does not descend from the "
                                           "synced commit " +
                                           shortId(T.State.Commit)});
  std::vector<std::string> Unresolved;
  for (const SyncEntry &E : T.State.Files)
    if (E.Mark == EntryMark::Conflict)
      if (std::optional<std::string> Text = readFile(joinPath(T.Dir, E.Output)))
        if (hasConflictMarkers(*Text))
          Unresolved.push_back(joinPath(T.Dir, E.Output));
  Options = effectiveOptions(T.State.Options, C);
  ToolChanged = toolChanged(T.State, Options);
  if (Target == T.State.Commit && !ToolChanged && !Unresolved.empty()) {
    // Nothing to sync (as after finishing an interrupted sync that left
    // conflicts): the conflicts are what is left, as that sync reported.
    Out << "up to date with " << shortId(Target)
        << "; the conflicts of the last sync are left to resolve:\n";
    for (const std::string &U : Unresolved)
      Out << "  " << U << "\n";
    return ExitUntranslated;
  }
  if (!Unresolved.empty()) {
    std::string Msg = "resolve the conflicts of the last sync first:";
    for (const std::string &U : Unresolved)
      Msg += "\n  " + U;
    return reportError(Err, {T.Dir, Msg});
  }
  std::optional<CommitPlan> Plan;
  SyncError E;
  if (C.Commit && !(Plan = planCommit(C, T.Dir, Target, E)))
    return reportError(Err, E);
  if (Target == T.State.Commit && !ToolChanged) {
    Out << "up to date with " << shortId(Target) << "\n";
    return ExitClean;
  }
  std::optional<std::vector<git::Change>> Diff =
      git::diff(T.Source, T.State.Commit, Target);
  if (!Diff)
    return reportError(Err, {T.Source, "git diff failed"});
  Changes = std::move(*Diff);
  for (const git::Change &Ch : Changes) {
    if (Ch.Kind == 'R') {
      RenamedFrom[Ch.NewPath] = Ch.Path;
      Touched.insert(Ch.NewPath);
      Gone.insert(Ch.Path);
    } else if (Ch.Kind == 'D') {
      Gone.insert(Ch.Path);
    } else {
      Touched.insert(Ch.Path);
    }
  }

  ExportDir Tmp(T.Dir);
  if (!Tmp.ok())
    return reportError(Err,
                       {"cuda2hip", "cannot create a temporary directory"});
  if (std::string Why = git::exportTree(T.Source, Target, Tmp.path());
      !Why.empty())
    return reportError(Err, {T.Source, Why});
  std::optional<TreeResult> R = translate(Tmp.path());
  printDiags(Err, T.Source, *R);
  if (failed(*R))
    return reportError(Err, {T.Source, "not every changed file translates; "
                                       "the HIP tree is unchanged"});
  Blobs = git::listTree(T.Source, Target);

  Transaction Txn(T.Dir);
  this->Txn = &Txn;
  New.Source = T.State.Source;
  New.Commit = Target;
  New.ToolVersion = toolVersion();
  New.Rules = rulesFingerprint();
  New.Options = Options;
  std::map<std::string, const TreeFile *> ByPath;
  for (const TreeFile &F : R->Files)
    ByPath[F.Source] = &F;
  for (const std::string &S : R->Collected) {
    auto It = ByPath.find(S);
    planFile(It == ByPath.end() ? nullptr : It->second, S);
  }
  for (const SyncEntry &Old : T.State.Files)
    if (!Consumed.count(&Old))
      planRemoved(Old);
  if (!Errors.empty()) {
    for (const SyncError &X : Errors)
      reportError(Err, X);
    return ExitError;
  }
  std::sort(New.Files.begin(), New.Files.end(),
            [](const SyncEntry &A, const SyncEntry &B) {
              return A.Output < B.Output;
            });
  finishTransaction(Txn, T.State, New, Generated, T.Dir);
  if (std::string Why = Txn.commit(); !Why.empty())
    return reportError(Err, {T.Dir, Why});

  int Behind = git::commitsBetween(T.Source, T.State.Commit, Target);
  Out << "synced " << shortId(T.State.Commit) << ".." << shortId(Target) << " ("
      << Behind << " upstream commit" << (Behind == 1 ? "" : "s")
      << "); translated " << R->Files.size() << " of " << R->Collected.size()
      << " files" << (ToolChanged ? " (the tool or its options changed)" : "")
      << "\n";
  for (const std::string &L : Report)
    Out << L << "\n";
  Out << "hand edits kept in " << EditsKept.size() << " file"
      << (EditsKept.size() == 1 ? "" : "s") << ", " << Conflicts.size()
      << " conflict" << (Conflicts.size() == 1 ? "" : "s") << "\n";
  if (!Conflicts.empty()) {
    for (const std::string &F : Conflicts)
      Err << joinPath(T.Dir, F)
          << ": warning: merge conflict; both sides kept between markers\n";
    if (Plan)
      Err << T.Dir
          << ": note: not committed; resolve the conflicts, then commit\n";
    return ExitUntranslated;
  }
  if (Plan)
    return commitTree(T.Dir, *Plan, commitMessage(), Out, Err);
  return ExitClean;
}

} // namespace

int runSync(const SyncCommand &C, llvm::raw_ostream &Out,
            llvm::raw_ostream &Err) {
  SyncError E;
  std::optional<SyncTree> T = openTree(C.Out, C.Source, Err, E);
  if (!T)
    return reportError(Err, E);
  Syncer S(C, *T, Out, Err);
  return S.run();
}

} // namespace cuda2hip
