//===- Git.h - the git operations sync needs --------------------*- C++ -*-===//
//
// sync talks to git through its command line, as a user would: the source
// repository is only read (rev-parse, ls-tree, diff, log, archive), and the
// output tree is only committed to on --commit. Three-way merges use
// `git merge-file`, so a merge and its conflict markers look exactly like
// the ones a git user already knows.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_SYNC_GIT_H
#define CUDA2HIP_LIB_SYNC_GIT_H

#include "cuda2hip/Driver/Process.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {
namespace git {

/// Exit status (negative when git could not be run), output and errors.
using Result = ProcResult;

/// Runs `git -C Dir Args...` with an empty standard input.
Result run(llvm::StringRef Dir, llvm::ArrayRef<std::string> Args);

/// The full commit id REV names in Repo, or nullopt.
std::optional<std::string> resolveCommit(llvm::StringRef Repo,
                                         llvm::StringRef Rev);

/// The top of the work tree that holds Dir, or nullopt.
std::optional<std::string> workTreeRoot(llvm::StringRef Dir);

/// Path -> blob id of every file of a commit.
std::map<std::string, std::string> listTree(llvm::StringRef Repo,
                                            llvm::StringRef Commit);

/// One entry of `git diff --name-status -M`.
struct Change {
  char Kind = 'M';     ///< A, M, D, R (renamed) or T (type changed).
  std::string Path;    ///< The path at From (A: at To).
  std::string NewPath; ///< R: the path at To.
};
std::optional<std::vector<Change>>
diff(llvm::StringRef Repo, llvm::StringRef From, llvm::StringRef To);

/// "short-hash subject" of each commit in From..To, oldest first.
std::vector<std::string> logLines(llvm::StringRef Repo, llvm::StringRef From,
                                  llvm::StringRef To);

/// Commits in From..To, or -1 when From is not an ancestor of To.
int commitsBetween(llvm::StringRef Repo, llvm::StringRef From,
                   llvm::StringRef To);

/// Writes the files of Commit under Dir (which must exist), so that Dir
/// holds them and nothing else: a file that already has its bytes is left
/// as it is, a file no longer in the commit is removed. Empty on success,
/// else the error.
std::string exportTree(llvm::StringRef Repo, llvm::StringRef Commit,
                       llvm::StringRef Dir);

struct MergeResult {
  bool Ok = false; ///< False: merge-file failed (see Error).
  unsigned Conflicts = 0;
  std::string Text, Error;
};
/// `git merge-file` of Ours and Theirs against Base, conflicts marked with
/// the given labels.
MergeResult mergeFile(llvm::StringRef Ours, llvm::StringRef Base,
                      llvm::StringRef Theirs, llvm::StringRef OursLabel,
                      llvm::StringRef BaseLabel, llvm::StringRef TheirsLabel);

} // namespace git
} // namespace cuda2hip

#endif
