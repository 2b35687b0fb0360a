//===- Common.cpp - what the sync commands share --------------------------===//
#include "Common.h"
#include "Git.h"
#include "Journal.h"
#include "cuda2hip/Rules/ApiTable.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>
#include <utime.h>
#include <chrono>

namespace cuda2hip {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

int reportError(llvm::raw_ostream &Err, const SyncError &E) {
  Err << E.Where << ": error: " << E.Message << "\n";
  return ExitError;
}

std::string relativePath(llvm::StringRef From, llvm::StringRef To) {
  llvm::SmallVector<llvm::StringRef, 16> A, B;
  llvm::StringRef(From).split(A, '/', -1, /*KeepEmpty=*/false);
  llvm::StringRef(To).split(B, '/', -1, /*KeepEmpty=*/false);
  size_t I = 0;
  while (I < A.size() && I < B.size() && A[I] == B[I])
    ++I;
  std::string R;
  for (size_t J = I; J < A.size(); ++J)
    R += R.empty() ? ".." : "/..";
  for (size_t J = I; J < B.size(); ++J)
    R += (R.empty() ? "" : "/") + B[J].str();
  return R.empty() ? "." : R;
}

std::string statePath() { return (SyncDirName + "/state.json").str(); }
std::string basePath(llvm::StringRef Hash) {
  return (SyncDirName + "/base/" + Hash).str();
}

std::optional<std::string> readBase(llvm::StringRef Dir, llvm::StringRef Hash) {
  std::optional<std::string> T = readFile(joinPath(Dir, basePath(Hash)));
  if (!T || sha256Hex(*T) != Hash)
    return std::nullopt;
  return T;
}

bool hasConflictMarkers(llvm::StringRef Text) {
  return (Text.starts_with("<<<<<<< ") || Text.contains("\n<<<<<<< ")) &&
         Text.contains("\n>>>>>>> ");
}

bool lockTree(llvm::StringRef Dir, SyncError &E) {
  int FD = ::open(Dir.str().c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (FD < 0) {
    E = {Dir.str(), "cannot open: " + std::string(strerror(errno))};
    return false;
  }
  if (::flock(FD, LOCK_EX | LOCK_NB) != 0) {
    ::close(FD);
    E = {Dir.str(), "another cuda2hip sync command is working on this tree"};
    return false;
  }
  return true; // FD stays open: the lock lasts until the process exits.
}

std::optional<std::string> openSourceRepo(llvm::StringRef Path, SyncError &E) {
  if (!fs::is_directory(Path)) {
    E = {Path.str(), "no such directory"};
    return std::nullopt;
  }
  std::optional<std::string> Top = git::workTreeRoot(Path);
  if (!Top) {
    E = {Path.str(), "not a git repository (sync reads the CUDA source "
                     "from a git work tree)"};
    return std::nullopt;
  }
  llvm::SmallString<256> Real;
  if (fs::real_path(Path, Real) || Real != llvm::StringRef(*Top)) {
    E = {Path.str(), "is inside the git repository " + *Top +
                         " but is not its top; sync follows a whole "
                         "repository, so pass its top"};
    return std::nullopt;
  }
  return Top;
}

std::optional<SyncTree> openTree(llvm::StringRef Dir,
                                 llvm::StringRef SourceOverride,
                                 llvm::raw_ostream &Err, SyncError &E) {
  SyncTree T;
  T.Dir = absolutePath(Dir);
  std::string StateFile = joinPath(T.Dir, statePath());
  if (!fs::is_directory(T.Dir)) {
    E = {T.Dir, "no such directory"};
    return std::nullopt;
  }
  if (!lockTree(T.Dir, E))
    return std::nullopt;
  bool Recovered = false;
  if (std::string Why = recoverTransaction(T.Dir, Recovered); !Why.empty()) {
    E = {T.Dir, "cannot finish the interrupted sync: " + Why};
    return std::nullopt;
  }
  if (Recovered)
    Err << T.Dir << ": note: finished a sync that was interrupted\n";
  std::optional<std::string> Text = readFile(StateFile);
  if (!Text) {
    E = {T.Dir,
         "not a tree made by 'cuda2hip sync init' (no " + statePath() + ")"};
    return std::nullopt;
  }
  std::string Why;
  std::optional<SyncState> S = parseState(*Text, Why);
  if (!S) {
    E = {StateFile, Why};
    return std::nullopt;
  }
  T.State = std::move(*S);
  std::string Src = SourceOverride.empty() ? joinPath(T.Dir, T.State.Source)
                                           : SourceOverride.str();
  std::optional<std::string> Top = openSourceRepo(absolutePath(Src), E);
  if (!Top)
    return std::nullopt;
  T.Source = *Top;
  if (!git::resolveCommit(T.Source, T.State.Commit)) {
    E = {T.Source, "the recorded commit " + T.State.Commit +
                       " is not in this repository"};
    return std::nullopt;
  }
  return T;
}

SyncOptions effectiveOptions(const SyncOptions &Recorded,
                             const SyncCommand &C) {
  SyncOptions S = Recorded;
  if (C.Headers == HeaderChoice::Auto)
    S.Headers = fs::exists(joinPath(findCudaPath(""), "include/cuda_runtime.h"))
                    ? HeaderMode::Sdk
                    : HeaderMode::Bundled;
  else if (C.Headers)
    S.Headers =
        *C.Headers == HeaderChoice::Sdk ? HeaderMode::Sdk : HeaderMode::Bundled;
  S.Launch = C.Launch.value_or(S.Launch);
  S.Rocm = C.Rocm.value_or(S.Rocm);
  S.Warp = C.Warp.value_or(S.Warp);
  S.AsyncCopy = C.AsyncCopy.value_or(S.AsyncCopy);
  if (C.Args)
    S.Args = *C.Args;
  return S;
}

DriverOptions driverOptions(const SyncOptions &S, unsigned Jobs) {
  DriverOptions D;
  D.Headers =
      S.Headers == HeaderMode::Sdk ? HeaderChoice::Sdk : HeaderChoice::Bundled;
  D.Translate.Launch = S.Launch;
  D.Translate.RocmTarget = S.Rocm;
  D.Translate.Warp = S.Warp;
  D.Translate.AsyncCopy = S.AsyncCopy;
  D.ExtraArgs = S.Args;
  D.Jobs = Jobs;
  return D;
}

bool toolChanged(const SyncState &State, const SyncOptions &Options) {
  return State.ToolVersion != toolVersion() ||
         State.Rules != rulesFingerprint() || !(State.Options == Options);
}

TempDir::TempDir() {
  llvm::SmallString<128> P;
  if (!fs::createUniqueDirectory("cuda2hip-sync", P))
    Path = std::string(P);
}

TempDir::~TempDir() {
  if (!Path.empty())
    fs::remove_directories(Path);
}

ExportDir::ExportDir(llvm::StringRef HipTree) {
  std::string Cache = defaultCacheDir();
  if (!Cache.empty()) {
    llvm::SmallString<256> Root(Cache);
    path::append(Root, "sync");
    // Folders of trees no sync has used for 30 days (a tree deleted, a
    // test's).
    auto Now = std::chrono::system_clock::now();
    std::error_code EC;
    for (fs::directory_iterator I(Root, EC), E; I != E && !EC; I.increment(EC)) {
      fs::file_status St;
      if (!fs::status(I->path(), St) &&
          Now - St.getLastModificationTime() > std::chrono::hours(24 * 30))
        fs::remove_directories(I->path());
    }
    llvm::SmallString<256> P(Root);
    path::append(P, sha256Hex(absolutePath(HipTree)).substr(0, 16));
    if (!fs::create_directories(P)) {
      ::utime(P.c_str(), nullptr); // Used now.
      Kept = std::string(P);
      return;
    }
  }
  Tmp.emplace();
}

} // namespace cuda2hip
