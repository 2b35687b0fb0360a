//===- State.h - the sync state file ----------------------------*- C++ -*-===//
//
// A synced HIP tree holds a directory .cuda2hip-sync/ at its root:
//
//   state.json       what the tree was generated from (docs/sync.md);
//   base/<sha256>    each output exactly as generated, by content hash: the
//                    base of the next three-way merge;
//   txn/             only while a sync is being applied (see Journal.h).
//
// The state is deterministic: no times, no absolute paths unless the source
// repository cannot be reached by a relative one.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_SYNC_STATE_H
#define CUDA2HIP_LIB_SYNC_STATE_H

#include "cuda2hip/Rewrite/Translate.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

inline constexpr llvm::StringLiteral SyncDirName = ".cuda2hip-sync";

/// The translation settings a tree was generated with. The state file names
/// each value as the command line does (optionName).
struct SyncOptions {
  HeaderMode Headers = HeaderMode::Bundled; ///< Resolved: never auto.
  LaunchStyle Launch = LaunchStyle::Chevrons;
  RocmVersion Rocm = DefaultRocmTarget;
  WarpMode Warp = WarpMode::Logical32;
  AsyncCopyMode AsyncCopy = AsyncCopyMode::Staged;
  std::vector<std::string> Args; ///< -I/-D/extra parser arguments.
  bool operator==(const SyncOptions &O) const {
    return Headers == O.Headers && Launch == O.Launch && Rocm == O.Rocm &&
           Warp == O.Warp && AsyncCopy == O.AsyncCopy && Args == O.Args;
  }
};

enum class EntryMark { Clean, Conflict, Orphan };

struct SyncEntry {
  std::string Source;             ///< Path in the source repository.
  std::string Output;             ///< Path in the HIP tree.
  std::string SourceBlob;         ///< Git blob id at the recorded commit.
  std::string OutputHash;         ///< SHA-256 of the output as generated.
  bool Unit = false;              ///< Parsed as a translation unit.
  std::vector<std::string> Deps;  ///< Tree files the unit includes.
  std::vector<std::string> Names; ///< CUDA-like names the unit declares.
  EntryMark Mark = EntryMark::Clean;
};

struct SyncState {
  std::string Source; ///< The source repository, relative to the tree.
  std::string Commit; ///< The source commit the tree was synced to.
  std::string ToolVersion, Rules;
  SyncOptions Options;
  std::vector<SyncEntry> Files; ///< Sorted by Output.

  const SyncEntry *byOutput(llvm::StringRef Output) const;
  const SyncEntry *bySource(llvm::StringRef Source) const;
};

/// The state file's text: JSON with sorted keys, two-space indent, newline.
std::string renderState(const SyncState &S);

/// Parses a state file; on failure returns nullopt with Error set.
std::optional<SyncState> parseState(llvm::StringRef Text, std::string &Error);

/// A fingerprint of the translation rules compiled into this binary: the
/// mapping tables, rules, diagnostics and bundled declarations.
std::string rulesFingerprint();

/// Lower-case hex SHA-256 of Data.
std::string sha256Hex(llvm::StringRef Data);

/// A path a state or journal may name: relative, below the folder it is
/// relative to, with no '.' or '..' parts.
bool isTreePath(llvm::StringRef P);

} // namespace cuda2hip

#endif
