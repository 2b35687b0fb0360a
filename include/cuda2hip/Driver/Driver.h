//===- Driver.h - translating files and trees -------------------*- C++ -*-===//
//
// The driver turns inputs (files, directories, a compilation database) into
// a list of work items, runs the passes on a thread pool, merges edits per
// file, writes outputs atomically and reports. Its output is deterministic:
// results are gathered by index and emitted in sorted input order, whatever
// the number of jobs.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_DRIVER_DRIVER_H
#define CUDA2HIP_DRIVER_DRIVER_H

#include "cuda2hip/Driver/SourceFiles.h"
#include "cuda2hip/Rewrite/Translate.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace cuda2hip {

/// Exit codes of `cuda2hip translate`.
enum ExitCode : int {
  ExitClean = 0,        ///< Everything translated.
  ExitUntranslated = 1, ///< Written, but some construct was diagnosed.
  ExitError = 2,        ///< Usage or tool error, or a file failed.
};

struct DriverOptions {
  std::vector<std::string> Inputs;
  std::string OutputFile; ///< -o, for a single input.
  std::string OutRoot;    ///< --out-root: mirror the input tree here.
  std::string InRoot;     ///< --in-root: the root mirrored (default: derived).
  bool InPlace = false;   ///< --in-place, which always keeps a backup.
  std::string BackupSuffix = ".cuda.orig";
  unsigned Jobs = 0;                   ///< 0: all cores.
  std::string CompileDbDir;            ///< -p
  std::vector<std::string> ExtraArgs;  ///< Flags added to every parse.
  std::string ReportPath;              ///< --report FILE.json
  std::string SarifPath;               ///< --sarif FILE.sarif
  HeaderChoice Headers = HeaderChoice::Auto; ///< --cuda-headers
  bool Progress = false;               ///< A progress line on stderr.
  /// With --out-root: copy the files of directory inputs that need no
  /// translation too, so the output is a whole project (--no-copy: off).
  bool CopyOthers = true;
  /// --cache-dir: where parse-cache entries are kept; unset: the default
  /// (defaultCacheDir()); empty (--no-cache): no cache.
  std::optional<std::string> CacheDir;
  TranslateOptions Translate;
  /// AMD targets that Makefiles get in place of NVIDIA architectures.
  std::vector<std::string> OffloadArchs = {"gfx90a", "gfx1030"};
  /// -Werror (WerrorAll) and -Werror=<id>: these warnings are errors, and a
  /// file that gets one fails (exit 2), though its output is still written.
  bool WerrorAll = false;
  std::set<std::string> WerrorIds;
};

/// Runs `translate`. Diagnostics go to Err, single-file output without -o to
/// Out.
int runTranslate(DriverOptions Opts, llvm::raw_ostream &Out,
                 llvm::raw_ostream &Err);

/// The output renaming policy for --out-root: ".cu" -> ".hip",
/// ".cuh" -> ".hpp"; every other name is kept.
std::string renamedOutput(llvm::StringRef Path);


/// Where the parse cache lives unless told: $CUDA2HIP_CACHE_DIR (empty: no
/// cache), else $XDG_CACHE_HOME/cuda2hip/parse, else
/// $HOME/.cache/cuda2hip/parse (docs/front-end.md).
std::string defaultCacheDir();

/// The CUDA toolkit to use: --cuda-path, else $CUDA_PATH, else /usr/local/cuda.
std::string findCudaPath(llvm::StringRef Explicit);

/// In-memory translation of a whole source tree, for `sync`: the same file
/// set, include renaming and output names as `translate DIR --out-root`, but
/// nothing is written. With Emit, only the named files are translated and
/// only the units among them parsed; the rest of the tree still decides
/// which includes are renamed.
struct TreeRequest {
  std::string Root; ///< The directory to translate.
  /// Paths relative to Root to translate; nullopt: every file.
  std::optional<std::set<std::string>> Emit;
  /// CUDA-like names that units not parsed in this run declare (recorded by
  /// an earlier run), so that incremental and full runs agree.
  std::vector<std::string> KnownUserNames;
};

struct TreeFile {
  std::string Source, Output; ///< Relative to the root; Output is renamed.
  bool IsUnit = false;
  bool Ok = false; ///< False: Clang or the reader rejected it (see Diags).
  std::string Text;
  std::vector<Diagnostic> Diags;  ///< File names relative to the root.
  std::vector<std::string> Deps;  ///< Units: tree files they include.
  std::vector<std::string> Names; ///< Units: CUDA-like names they declare.
};

struct TreeResult {
  std::vector<std::string> Collected; ///< Every file of the tree, sorted.
  std::vector<TreeFile> Files;        ///< The translated ones, sorted.
  std::vector<Diagnostic> Errors;     ///< Problems with the tree itself.
};

/// Translates Req.Root in memory with Opts' translation settings (header
/// mode, launch style, ROCm target, extra arguments, jobs).
TreeResult translateTree(DriverOptions Opts, const TreeRequest &Req);

/// Writes Data to Path through a temporary file in the same directory and a
/// rename, creating parent directories: the file is either the old one or
/// the complete new one.
/// With Durable, the data reach the disk (fsync) before the rename, and the
/// rename before the call returns.
std::error_code writeAtomically(llvm::StringRef Path, llvm::StringRef Data,
                                bool Durable = false);

/// Dir/Rel, with the platform's separator.
std::string joinPath(llvm::StringRef Dir, llvm::StringRef Rel);

/// P made absolute (against the working directory), with . and .. removed;
/// symlinks are left as they are.
std::string absolutePath(llvm::StringRef P);

/// The whole contents of a regular file, or nullopt.
std::optional<std::string> readFile(llvm::StringRef Path);
/// Why Text cannot be a source file (NUL bytes, or more than 5% control
/// bytes), or nullopt. Text that is not UTF-8 (a Latin-1 comment) is source.
std::optional<std::string> notSourceText(llvm::StringRef Text);
/// The offset of the first byte that is not valid UTF-8, or nullopt.
std::optional<size_t> firstNonUtf8(llvm::StringRef Text);

std::string toolVersion();
std::string defaultResourceDir();

} // namespace cuda2hip

#endif
