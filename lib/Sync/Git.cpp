//===- Git.cpp - the git operations sync needs ----------------------------===//
#include "Git.h"
#include "llvm/ADT/ScopeExit.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

namespace cuda2hip {
namespace git {
namespace fs = llvm::sys::fs;

namespace {

Result runProgram(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                  llvm::StringRef InputFile = "") {
  ProcOptions O;
  O.InputFile = InputFile.str();
  return runProcess(Program, Args, O);
}

std::string trimmed(llvm::StringRef S) { return S.trim().str(); }

} // namespace

Result run(llvm::StringRef Dir, llvm::ArrayRef<std::string> Args) {
  std::vector<std::string> All = {"-C", Dir.str()};
  All.insert(All.end(), Args.begin(), Args.end());
  return runProgram("git", All);
}

std::optional<std::string> resolveCommit(llvm::StringRef Repo,
                                         llvm::StringRef Rev) {
  Result R = run(
      Repo, {"rev-parse", "--verify", "--quiet", (Rev + "^{commit}").str()});
  if (!R.ok())
    return std::nullopt;
  return trimmed(R.Out);
}

std::optional<std::string> workTreeRoot(llvm::StringRef Dir) {
  Result R = run(Dir, {"rev-parse", "--show-toplevel"});
  if (!R.ok() || trimmed(R.Out).empty())
    return std::nullopt;
  return trimmed(R.Out);
}

std::map<std::string, std::string> listTree(llvm::StringRef Repo,
                                            llvm::StringRef Commit) {
  std::map<std::string, std::string> Out;
  Result R = run(Repo, {"ls-tree", "-r", "-z", "--full-tree", Commit.str()});
  llvm::StringRef Rest = R.Out;
  while (!Rest.empty()) {
    auto [Entry, Tail] = Rest.split('\0');
    Rest = Tail;
    // "<mode> <type> <id>\t<path>"
    auto [Meta, Path] = Entry.split('\t');
    llvm::SmallVector<llvm::StringRef, 3> Parts;
    Meta.split(Parts, ' ');
    if (Parts.size() == 3 && Parts[1] == "blob")
      Out[Path.str()] = Parts[2].str();
  }
  return Out;
}

std::optional<std::vector<Change>>
diff(llvm::StringRef Repo, llvm::StringRef From, llvm::StringRef To) {
  Result R = run(Repo, {"diff", "--no-ext-diff", "--no-textconv", "-z",
                        "--name-status", "-M", From.str(), To.str()});
  if (!R.ok())
    return std::nullopt;
  std::vector<Change> Out;
  llvm::SmallVector<llvm::StringRef, 32> F;
  llvm::StringRef(R.Out).split(F, '\0', -1, /*KeepEmpty=*/false);
  for (size_t I = 0; I < F.size();) {
    Change C;
    C.Kind = F[I][0];
    if ((C.Kind == 'R' || C.Kind == 'C') && I + 2 < F.size()) {
      C.Path = F[I + 1].str();
      C.NewPath = F[I + 2].str();
      I += 3;
      if (C.Kind == 'C') { // A copy is an addition of the new path.
        C.Kind = 'A';
        C.Path = C.NewPath;
        C.NewPath.clear();
      }
    } else if (I + 1 < F.size()) {
      C.Path = F[I + 1].str();
      I += 2;
    } else {
      break;
    }
    Out.push_back(std::move(C));
  }
  return Out;
}

std::vector<std::string> logLines(llvm::StringRef Repo, llvm::StringRef From,
                                  llvm::StringRef To) {
  Result R = run(
      Repo, {"log", "--reverse", "--format=%h %s", (From + ".." + To).str()});
  std::vector<std::string> Out;
  llvm::SmallVector<llvm::StringRef, 16> L;
  llvm::StringRef(R.Out).split(L, '\n', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef S : L)
    Out.push_back(S.str());
  return Out;
}

int commitsBetween(llvm::StringRef Repo, llvm::StringRef From,
                   llvm::StringRef To) {
  if (!run(Repo, {"merge-base", "--is-ancestor", From.str(), To.str()}).ok())
    return -1;
  Result R = run(Repo, {"rev-list", "--count", (From + ".." + To).str()});
  unsigned N = 0;
  if (!R.ok() || llvm::StringRef(R.Out).trim().getAsInteger(10, N))
    return -1;
  return static_cast<int>(N);
}

std::string exportTree(llvm::StringRef Repo, llvm::StringRef Commit,
                       llvm::StringRef Dir) {
  // The blobs as committed, byte for byte: git archive would apply the
  // export-ignore and export-subst attributes, which are not the source.
  std::map<std::string, std::string> Blobs = listTree(Repo, Commit);
  std::set<std::string> Written;
  llvm::SmallString<128> Ids;
  int FD;
  if (fs::createTemporaryFile("cuda2hip-blobs", "txt", FD, Ids))
    return "cannot create a temporary file";
  llvm::scope_exit Cleanup([&] { fs::remove(Ids); });
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    for (const auto &[Path, Id] : Blobs)
      OS << Id << "\n";
  }
  Result R = runProgram("git", {"-C", Repo.str(), "cat-file", "--batch"}, Ids);
  if (!R.ok())
    return "git cat-file failed: " + trimmed(R.Err);
  // "<id> blob <size>\n<bytes>\n" per blob, in the order asked.
  llvm::StringRef Rest = R.Out;
  for (const auto &[Path, Id] : Blobs) {
    auto [Header, Tail] = Rest.split('\n');
    llvm::SmallVector<llvm::StringRef, 3> H;
    Header.split(H, ' ');
    size_t Size = 0;
    if (H.size() != 3 || H[0] != Id || H[2].getAsInteger(10, Size) ||
        Tail.size() < Size)
      return "git cat-file gave an unexpected answer for " + Path;
    llvm::SmallString<256> To(Dir);
    llvm::sys::path::append(To, Path);
    Rest = Tail.drop_front(Size).drop_front(1);
    Written.insert(std::string(To));
    // A file that already holds these bytes (a kept export folder) keeps
    // its time: what was made from it stays good.
    if (auto Old = llvm::MemoryBuffer::getFile(To, /*IsText=*/false,
                                               /*RequiresNullTerminator=*/false);
        Old && (*Old)->getBuffer() == Tail.take_front(Size))
      continue;
    if (std::error_code EC =
            fs::create_directories(llvm::sys::path::parent_path(To)))
      return "cannot create " + std::string(To) + ": " + EC.message();
    std::error_code EC;
    llvm::raw_fd_ostream OS(To, EC);
    if (EC)
      return "cannot write " + std::string(To) + ": " + EC.message();
    OS << Tail.take_front(Size);
  }
  // Files of an earlier export that this commit does not have.
  std::vector<std::string> Stale;
  std::error_code WalkEC;
  for (fs::recursive_directory_iterator I(Dir, WalkEC), E; I != E && !WalkEC;
       I.increment(WalkEC))
    if (I->type() != fs::file_type::directory_file && !Written.count(I->path()))
      Stale.push_back(I->path());
  for (const std::string &P : Stale)
    fs::remove(P);
  return "";
}

MergeResult mergeFile(llvm::StringRef Ours, llvm::StringRef Base,
                      llvm::StringRef Theirs, llvm::StringRef OursLabel,
                      llvm::StringRef BaseLabel, llvm::StringRef TheirsLabel) {
  MergeResult M;
  llvm::SmallString<128> Paths[3];
  llvm::StringRef Texts[3] = {Ours, Base, Theirs};
  llvm::scope_exit Cleanup([&] {
    for (auto &P : Paths)
      if (!P.empty())
        fs::remove(P);
  });
  for (int I = 0; I < 3; ++I) {
    int FD;
    if (fs::createTemporaryFile("cuda2hip-merge", "txt", FD, Paths[I])) {
      M.Error = "cannot create a temporary file";
      return M;
    }
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Texts[I];
  }
  Result R = runProgram("git", {"merge-file", "-p", "-L", OursLabel.str(), "-L",
                                BaseLabel.str(), "-L", TheirsLabel.str(),
                                Paths[0].str().str(), Paths[1].str().str(),
                                Paths[2].str().str()});
  // Exit status: the number of conflicts (capped), negative on error.
  if (R.Code < 0 || R.Code >= 128) {
    M.Error = "git merge-file failed: " + trimmed(R.Err);
    return M;
  }
  M.Ok = true;
  M.Conflicts = R.Code;
  M.Text = std::move(R.Out);
  return M;
}

} // namespace git
} // namespace cuda2hip
