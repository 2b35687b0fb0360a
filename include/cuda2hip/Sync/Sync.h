//===- Sync.h - keeping a HIP tree in step with its CUDA upstream -*- C++
//-*-===//
//
// `sync init` translates a CUDA git repository at one revision into a HIP
// tree and records, in the tree, what it was generated from. `sync` brings
// the tree to a later revision: each source file that changed upstream is
// translated again and merged three ways into the output, with the output
// as generated last time as the base, so hand edits made in the HIP tree
// survive and upstream changes arrive. `sync status` says where every file
// stands. docs/sync.md describes the commands and the state file.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_SYNC_SYNC_H
#define CUDA2HIP_SYNC_SYNC_H

#include "cuda2hip/Rewrite/Translate.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// sync status --format.
enum class StatusFormat { Text, Json };
llvm::ArrayRef<NamedValue<StatusFormat>> namedValues(StatusFormat);

struct SyncCommand {
  std::string Out;     ///< --out: the HIP tree.
  std::string Source;  ///< --source: the CUDA git repository.
  std::string Rev;     ///< --rev (init), --to (sync, status); default HEAD.
  bool Commit = false; ///< --commit: commit the result in Out's work tree.
  std::string Branch;  ///< --branch for --commit.
  StatusFormat Format = StatusFormat::Text; ///< status --format
  unsigned Jobs = 0;
  /// Translation settings; on sync, the ones given replace the recorded ones.
  std::optional<HeaderChoice> Headers;
  std::optional<LaunchStyle> Launch;
  std::optional<RocmVersion> Rocm;
  std::optional<WarpMode> Warp;
  std::optional<AsyncCopyMode> AsyncCopy;
  std::optional<std::vector<std::string>> Args;
};

/// Exit codes: 0 done, 1 done with conflicts, 2 error (nothing changed).
int runSyncInit(const SyncCommand &C, llvm::raw_ostream &Out,
                llvm::raw_ostream &Err);
int runSync(const SyncCommand &C, llvm::raw_ostream &Out,
            llvm::raw_ostream &Err);
int runSyncStatus(const SyncCommand &C, llvm::raw_ostream &Out,
                  llvm::raw_ostream &Err);

} // namespace cuda2hip

#endif
