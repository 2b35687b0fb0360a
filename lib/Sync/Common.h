//===- Common.h - what the sync commands share ------------------*- C++ -*-===//
#ifndef CUDA2HIP_LIB_SYNC_COMMON_H
#define CUDA2HIP_LIB_SYNC_COMMON_H

#include "State.h"
#include "cuda2hip/Driver/Driver.h"
#include "cuda2hip/Sync/Sync.h"
#include <optional>
#include <string>

namespace cuda2hip {

/// A command's failure: the file or directory concerned and what is wrong.
struct SyncError {
  std::string Where, Message;
};

/// Prints "WHERE: error: MESSAGE" and returns exit code 2.
int reportError(llvm::raw_ostream &Err, const SyncError &E);

/// A tree made by `sync init`, with its state loaded and its source found.
struct SyncTree {
  std::string Dir;    ///< Absolute path of the HIP tree.
  std::string Source; ///< Absolute path of the source repository.
  SyncState State;
};

/// Finishes an interrupted sync, then loads Dir's state and locates the
/// source repository (SourceOverride, else the recorded one).
std::optional<SyncTree> openTree(llvm::StringRef Dir,
                                 llvm::StringRef SourceOverride,
                                 llvm::raw_ostream &Err, SyncError &E);

/// Takes the tree's lock (an advisory flock on its directory, held until
/// the process exits), so that two sync commands never interleave.
bool lockTree(llvm::StringRef Dir, SyncError &E);

/// Checks that Path is a git repository; returns its work-tree top.
std::optional<std::string> openSourceRepo(llvm::StringRef Path, SyncError &E);

/// The relative path from directory From to To (both absolute).
std::string relativePath(llvm::StringRef From, llvm::StringRef To);

/// The base-store path of an output hash, relative to the tree.
std::string basePath(llvm::StringRef Hash);
std::string statePath();

/// The stored as-generated text of an output; nullopt when missing or
/// damaged (its hash does not match).
std::optional<std::string> readBase(llvm::StringRef Dir, llvm::StringRef Hash);

/// True when Text holds git conflict markers.
bool hasConflictMarkers(llvm::StringRef Text);

/// The translation settings with the command's overrides applied; "auto"
/// headers become sdk or bundled here, so the state never says auto.
SyncOptions effectiveOptions(const SyncOptions &Recorded, const SyncCommand &C);
DriverOptions driverOptions(const SyncOptions &S, unsigned Jobs);

/// True when this binary or Options would translate differently from what
/// State records: another version, other rules or other options.
bool toolChanged(const SyncState &State, const SyncOptions &Options);

/// A temporary directory removed with the object.
class TempDir {
public:
  TempDir();
  ~TempDir();
  const std::string &path() const { return Path; }
  bool ok() const { return !Path.empty(); }

private:
  std::string Path;
};

/// Where the CUDA tree at a commit is written to be translated. With a
/// parse cache, a folder kept per HIP tree in the cache directory
/// (sync/<hash of the tree's path>): the cache knows files by path, so its
/// entries for the program's headers serve the next sync of the same tree
/// too, and files whose bytes did not change keep their times. The sync's
/// lock on the HIP tree keeps two syncs out of it; folders no sync used for
/// 30 days are removed. Without a cache, a temporary folder.
class ExportDir {
public:
  explicit ExportDir(llvm::StringRef HipTree);
  const std::string &path() const { return Tmp ? Tmp->path() : Kept; }
  bool ok() const { return Tmp ? Tmp->ok() : !Kept.empty(); }

private:
  std::string Kept;
  std::optional<TempDir> Tmp;
};

} // namespace cuda2hip

#endif
