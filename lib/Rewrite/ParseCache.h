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
// half an entry, and the oldest entries are removed past a fixed count.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_PARSECACHE_H
#define CUDA2HIP_LIB_REWRITE_PARSECACHE_H

#include "llvm/ADT/StringRef.h"
#include <functional>
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

  /// Removes an entry Clang refused to load (a header changed since).
  static void discard(const std::string &Path);

  /// Entries kept in a directory at most; older ones are removed.
  static constexpr unsigned MaxEntries = 24;

private:
  std::string keyFor(const std::vector<std::string> &Includes) const;
  std::string path(const std::string &Key, llvm::StringRef Ext) const;
  /// The entry of Includes, built if it is missing: empty when it does not
  /// build.
  std::string ensure(const std::vector<std::string> &Includes,
                     const PchBuilder &Build);
  /// Removes the oldest entries past MaxEntries, never Keep (the newest).
  void evict(llvm::StringRef Keep) const;

  std::string Dir;
  std::string Config;
};

} // namespace cuda2hip

#endif
