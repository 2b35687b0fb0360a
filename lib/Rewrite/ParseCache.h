//===- ParseCache.h - precompiled preambles kept between runs ---*- C++ -*-===//
//
// Most of a CUDA unit's parse is headers: the CUDA declarations (bundled or
// the toolkit's), the parse-support prelude, and the C and C++ library
// headers a file includes first. The parse cache keeps them as precompiled
// headers (PCH) in a directory, so a unit parses only its own code.
//
// Vocabulary:
//  * the prelude: what every unit of a configuration includes before its
//    first line (the -include files Clang's driver and cuda2hip add);
//  * a file's system preamble: its leading #include <...> lines, up to the
//    first line that is anything else but a comment or a blank;
//  * an entry: one PCH of the prelude plus a list of such includes (a prefix
//    of some file's system preamble), keyed by
//    a hash of everything that can change what it holds (tool and Clang
//    versions, the in-memory headers, every parser argument, the working
//    directory, the include list).
//
// Exactness: an entry holds only system headers and cuda2hip's own (its
// build fails otherwise), is built without a single error, and is parsed
// before the unit exactly as the unit's own text would include it, so the
// unit sees the same declarations in the same order. Clang checks each
// input file's size and time when it loads an entry; an entry it refuses is
// removed and the unit is parsed without one. The translation is therefore
// byte-identical with and without the cache (test/lit/frontend/parse-cache).
//
// Cost: an entry holds the prelude and a prefix of a file's system
// preamble (the rest the unit parses itself, which is as exact). A prefix
// gets an entry once two different files have asked for it (a marker
// records who asked first), so a preamble only one file has never costs a
// build, however often that file is translated. Entries are written to a
// temporary name and renamed, so concurrent runs sharing a directory never see
// half an entry, and the least recently used are removed past a byte budget.
//
// Program preambles. Real files open with more than system includes: an
// include guard, #pragma once, a #define that configures a header, the
// program's own "common.h". A program preamble is all of a file before its
// first token that is not preprocessor (Clang's preamble bounds, as clangd
// computes them), program headers included, kept as Clang's precompiled
// preamble: the unit's parse skips those bytes and reads the entry instead.
// Its key is the preamble's directives (comments and spacing left out, so
// files that open alike share it), the parse configuration, and the unit's
// folder where a quoted include or __has_include could depend on it. A
// record beside the entry lists every file it read with its size, time and
// SHA-256: an entry whose files changed (by content: a touched but equal
// file keeps it) is rebuilt. The record also keeps what the unit's own
// parse would have seen while reading those bytes: the program files
// entered, the program's macros, and the program's top-level declarations,
// which the rules then visit from the entry. Such an entry is built the
// second time its key is asked for (by any file: a file translated twice,
// or two files that open alike), never when its parse has an error.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_PARSECACHE_H
#define CUDA2HIP_LIB_REWRITE_PARSECACHE_H

#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// The leading '#include <...>' spellings of a file (without the angle
/// brackets), in order, stopping at the first line that is not one of them,
/// a blank or a comment.
std::vector<std::string> systemPreamble(llvm::StringRef Text);

/// Builds an entry: parses the prelude and Includes into a PCH at Path.
/// False, with Path left alone, when the build fails or would hold a file of
/// the program.
using PchBuilder = std::function<bool(const std::vector<std::string> &Includes,
                                      const std::string &Path)>;

/// One file a program preamble read: what decides whether it changed.
struct PreambleDep {
  std::string Path; ///< Absolute.
  uint64_t Size = 0;
  int64_t Time = 0;   ///< Modification time, nanoseconds.
  std::string Sha256; ///< Hex.
};

/// What a program-preamble entry records beside its PCH.
struct PreambleRecord {
  std::vector<PreambleDep> Deps;
  /// Program files the preamble entered: absolute path, and the name the
  /// parse gave it (as included).
  std::vector<std::pair<std::string, std::string>> Files;
  /// The program's macros with CUDA-like names defined in the preamble.
  std::vector<std::string> Names;
  /// The program's top-level declarations in the preamble, in order, as
  /// the PCH numbers them.
  std::vector<uint64_t> Decls;
  /// The unit the entry was built from (absolute) and the SHA-256 of its
  /// preamble bytes then. Clang gives that file's name to the current
  /// bytes, so a unit of that name reads the entry only while its preamble
  /// is the same, byte for byte; other units that open alike read the text
  /// the entry keeps.
  std::string Main, MainSha256;
};

std::string writeRecord(const PreambleRecord &R);
std::optional<PreambleRecord> readRecord(llvm::StringRef Text);
/// The SHA-256 of Data, in hex.
std::string sha256Of(llvm::StringRef Data);
/// The dependency of Path as it is now (empty Path when it cannot be read).
PreambleDep currentDep(const std::string &Path);
/// True when every file R read is as it was (same size; same time, or same
/// content when only the time moved).
bool depsUnchanged(const PreambleRecord &R);

/// The directives of the first Size bytes of Text, one a line, their tokens
/// joined by single spaces, comments left out. NeedsFolder: a quoted name
/// appears (an #include "..." or __has_include("...") resolves from the
/// unit's folder). NeedsPath: __FILE__, __LINE__ and the like appear, which
/// differ between files that open alike.
struct PreambleSignature {
  std::string Text;
  bool NeedsFolder = false;
  bool NeedsPath = false;
  /// False where a #line directive or line marker would renumber the
  /// unit's own lines, which a parse from an entry would not see.
  bool Usable = true;
};
PreambleSignature preambleSignature(llvm::StringRef Text, unsigned Size);

/// Builds a program-preamble entry's PCH at a path; Ok with its record,
/// or not Ok with the files it read so far (a failure is retried once one
/// of them changes).
struct PreambleBuild {
  bool Ok = false;
  PreambleRecord Record;
};
using PreambleBuilder = std::function<PreambleBuild(const std::string &Path)>;

/// A program-preamble entry to parse with (empty Path: none).
struct PreambleEntry {
  std::string Path;
  PreambleRecord Record;
};

/// An entry to parse with: its PCH, and the include list it holds (which
/// the parse must see as the entry's main file, exactly as it was built).
struct CacheEntry {
  std::string Path; ///< Empty: parse without an entry.
  std::vector<std::string> Includes;
};

/// A cache directory for one parse configuration.
class ParseCache {
public:
  /// Config: every input that decides an entry's contents besides the
  /// include list (arguments, directory, tool fingerprint), joined.
  ParseCache(std::string Dir, std::string Config);

  /// The entry to parse a unit whose system preamble is Includes with, for
  /// the file Asker: that of the longest prefix of Includes that another
  /// file has asked for too (built if missing), else of the longest prefix
  /// that has one, else the prelude's. Empty when none can be had (a
  /// directory that cannot be written, a prelude that does not build
  /// cleanly).
  CacheEntry entryFor(const std::vector<std::string> &Includes,
                      llvm::StringRef Asker, const PchBuilder &Build);

  /// The program-preamble entry of a unit whose preamble is Signature
  /// (with the folder or path it needs, already joined in): the entry if it
  /// is there and none of its files changed; else built when the key was
  /// asked for before (a changed entry counts as asked) or is Shared (other
  /// units of the run will ask); else none, and the ask is noted.
  /// Fits, where given, says whether an entry's record suits the asking
  /// unit; one that does not is stale, as if a file of it had changed.
  PreambleEntry
  preambleFor(llvm::StringRef Signature, const PreambleBuilder &Build,
              bool Shared = false,
              const std::function<bool(const PreambleRecord &)> &Fits = {});

  /// Removes an entry Clang refused to load (a header changed since), with
  /// its record.
  static void discard(const std::string &Path);

  /// Bytes of entries kept in a directory at most (CUDA2HIP_CACHE_MAX_MB
  /// sets it in MiB); the least recently used are removed past it.
  static uint64_t maxBytes();

private:
  std::string keyFor(const std::vector<std::string> &Includes) const;
  std::string path(const std::string &Key, llvm::StringRef Ext) const;
  /// The entry of Includes, built if it is missing: empty when it does not
  /// build.
  std::string ensure(const std::vector<std::string> &Includes,
                     const PchBuilder &Build);
  /// Removes the least recently used entries past maxBytes(), never Keep
  /// (the newest).
  void evict(llvm::StringRef Keep) const;

  std::string Dir;
  std::string Config;
};

} // namespace cuda2hip

#endif
