//===- ParseCache.cpp - precompiled preambles kept between runs -----------===//
//
// See ParseCache.h for what an entry is and why a parse with one is exact.
//
//===----------------------------------------------------------------------===//
#include "ParseCache.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <atomic>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <unistd.h>
#include <utime.h>

namespace cuda2hip {
namespace {

namespace fs = llvm::sys::fs;

/// Bumped when what an entry holds or how it is named changes.
constexpr llvm::StringLiteral FormatVersion = "cuda2hip-parse-cache-1";

/// Markers (a preamble seen once, an entry that failed to build) older than
/// this are removed when the directory is trimmed.
constexpr auto MarkerLifetime = std::chrono::hours(24 * 30);
/// A temporary entry older than this was left by a run that died.
constexpr auto TempLifetime = std::chrono::hours(1);

/// One lock per key, so threads asking for the same entry build it once.
struct ProcessState {
  std::mutex Lock;
  std::map<std::string, std::unique_ptr<std::mutex>> KeyLocks;
};

ProcessState &processState() {
  static ProcessState S;
  return S;
}

std::mutex &keyLock(const std::string &Key) {
  ProcessState &S = processState();
  std::lock_guard<std::mutex> L(S.Lock);
  auto &M = S.KeyLocks[Key];
  if (!M)
    M = std::make_unique<std::mutex>();
  return *M;
}

/// Marks Path as just used, so it is the last to be removed.
void touch(const std::string &Path) { ::utime(Path.c_str(), nullptr); }

/// Creates a marker holding Text without ever leaving a half-made one.
void writeMarker(const std::string &Path, llvm::StringRef Text = "") {
  int FD;
  llvm::SmallString<256> Tmp;
  if (fs::createUniqueFile(Path + ".tmp-%%%%%%%%", FD, Tmp))
    return;
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Text;
  }
  if (fs::rename(Tmp, Path))
    fs::remove(Tmp);
}

/// True when Line (without its newline) ends in a backslash, which joins
/// the next line to it.
bool continues(llvm::StringRef Line) {
  return Line.rtrim("\r").ends_with("\\");
}

enum class Comment { None, Skipped, Unsure };

/// Skips a comment at the start of S. Unsure: a line comment that a
/// backslash continues, where what follows is still comment.
Comment skipComment(llvm::StringRef &S) {
  if (S.consume_front("//")) {
    llvm::StringRef Line = S.take_until([](char C) { return C == '\n'; });
    if (continues(Line))
      return Comment::Unsure;
    S = S.drop_front(Line.size());
    return Comment::Skipped;
  }
  if (S.consume_front("/*")) {
    size_t E = S.find("*/");
    S = E == llvm::StringRef::npos ? llvm::StringRef() : S.drop_front(E + 2);
    return Comment::Skipped;
  }
  return Comment::None;
}

} // namespace

std::vector<std::string> systemPreamble(llvm::StringRef Text) {
  std::vector<std::string> Out;
  llvm::StringRef S = Text;
  S.consume_front("\xEF\xBB\xBF");
  while (true) {
    S = S.ltrim(" \t\r\n\f\v");
    Comment C = skipComment(S);
    if (C == Comment::Unsure)
      break;
    if (C == Comment::Skipped)
      continue;
    if (!S.consume_front("#"))
      break;
    llvm::StringRef Line = S.take_until([](char C) { return C == '\n'; });
    llvm::StringRef D = Line.ltrim(" \t");
    if (!D.consume_front("include") || D.empty() || !strchr(" \t<", D[0]))
      break;
    D = D.ltrim(" \t");
    size_t Close = D.find('>');
    if (!D.consume_front("<") || Close == llvm::StringRef::npos)
      break;
    llvm::StringRef Name = D.take_front(Close - 1);
    // Only comments may follow on the line (a trailing backslash would
    // join the next line to it).
    if (Name.empty() || continues(Line))
      break;
    llvm::StringRef Rest = D.drop_front(Close);
    bool Open = false; // A block comment goes on past the line.
    while (true) {
      Rest = Rest.ltrim(" \t\r");
      if (!Rest.consume_front("/*"))
        break;
      size_t E = Rest.find("*/");
      Open = E == llvm::StringRef::npos;
      Rest = Open ? llvm::StringRef() : Rest.drop_front(E + 2);
    }
    if (!Rest.empty() && !Rest.starts_with("//"))
      break;
    Out.push_back(Name.str());
    // What follows is still comment: the preamble ends here.
    if (Open)
      break;
    S = S.drop_front(Line.size());
  }
  return Out;
}

ParseCache::ParseCache(std::string D, std::string Config)
    : Config(std::move(Config)) {
  // Absolute: Clang opens entries from the unit's working directory.
  llvm::SmallString<256> Abs(D);
  fs::make_absolute(Abs);
  Dir = std::string(Abs);
}

std::string ParseCache::keyFor(const std::vector<std::string> &Includes) const {
  llvm::SHA256 H;
  H.update(FormatVersion);
  H.update(llvm::StringRef("\0", 1));
  H.update(Config);
  for (const std::string &I : Includes) {
    H.update(llvm::StringRef("\n", 1));
    H.update(I);
  }
  return llvm::toHex(H.final(), /*LowerCase=*/true).substr(0, 40);
}

std::string ParseCache::path(const std::string &Key,
                             llvm::StringRef Ext) const {
  llvm::SmallString<256> P(Dir);
  llvm::sys::path::append(P, Key + Ext.str());
  return std::string(P);
}

std::string ParseCache::ensure(const std::vector<std::string> &Includes,
                               const PchBuilder &Build) {
  std::string Key = keyFor(Includes);
  std::string Pch = path(Key, ".pch"), Fail = path(Key, ".fail");
  auto Ready = [&]() -> std::optional<std::string> {
    if (fs::exists(Pch)) {
      touch(Pch);
      return Pch;
    }
    if (fs::exists(Fail))
      return std::string();
    return std::nullopt;
  };
  if (auto R = Ready())
    return *R;
  std::lock_guard<std::mutex> L(keyLock(Key));
  if (auto R = Ready()) // Another thread built it meanwhile.
    return *R;
  static std::atomic<unsigned> Counter{0};
  std::string Tmp = Pch + ".tmp-" +
                    std::to_string(llvm::sys::Process::getProcessId()) + "-" +
                    std::to_string(Counter++);
  if (Build(Includes, Tmp) && !fs::rename(Tmp, Pch)) {
    evict(Pch);
    return Pch;
  }
  fs::remove(Tmp);
  writeMarker(Fail);
  return "";
}

CacheEntry ParseCache::entryFor(const std::vector<std::string> &Includes,
                                llvm::StringRef Asker,
                                const PchBuilder &Build) {
  if (fs::create_directories(Dir))
    return {};
  // The longest prefix of the preamble with an entry, and the longest that
  // another file asked for too (worth an entry of its own).
  size_t Have = 0, Shared = 0;
  std::vector<std::string> Keys(Includes.size() + 1);
  for (size_t K = Includes.size(); K > 0; --K) {
    Keys[K] = keyFor({Includes.begin(), Includes.begin() + K});
    if (!Have && fs::exists(path(Keys[K], ".pch")))
      Have = K;
    if (!Shared) {
      auto Who = llvm::MemoryBuffer::getFile(path(Keys[K], ".seen"));
      if (Who && (*Who)->getBuffer() != Asker)
        Shared = K;
    }
  }
  for (size_t K = 1; K <= Includes.size(); ++K)
    if (!fs::exists(path(Keys[K], ".seen")))
      writeMarker(path(Keys[K], ".seen"), Asker);
  if (Shared > Have) {
    std::vector<std::string> Prefix(Includes.begin(),
                                    Includes.begin() + Shared);
    if (!ensure(Prefix, Build).empty())
      return {path(Keys[Shared], ".pch"), std::move(Prefix)};
  }
  if (Have) {
    std::string P = path(Keys[Have], ".pch");
    touch(P);
    return {P, {Includes.begin(), Includes.begin() + Have}};
  }
  std::string P = ensure({}, Build);
  if (P.empty())
    return {};
  return {P, {}};
}

void ParseCache::discard(const std::string &Path) { fs::remove(Path); }

void ParseCache::evict(llvm::StringRef Keep) const {
  struct Item {
    std::string Path;
    std::chrono::system_clock::time_point Time;
  };
  std::vector<Item> Entries;
  auto Now = std::chrono::system_clock::now();
  std::error_code EC;
  for (fs::directory_iterator I(Dir, EC), E; I != E && !EC; I.increment(EC)) {
    fs::file_status St;
    if (fs::status(I->path(), St))
      continue;
    llvm::StringRef P = I->path();
    auto Time = St.getLastModificationTime();
    if (P.contains(".tmp-")) {
      if (Now - Time > TempLifetime)
        fs::remove(P);
    } else if (P.ends_with(".seen") || P.ends_with(".fail")) {
      if (Now - Time > MarkerLifetime)
        fs::remove(P);
    } else if (P.ends_with(".pch") && P != Keep) {
      Entries.push_back({P.str(), Time});
    }
  }
  if (Entries.size() < MaxEntries) // Keep is one more.
    return;
  std::sort(Entries.begin(), Entries.end(), [](const Item &A, const Item &B) {
    return A.Time != B.Time ? A.Time < B.Time : A.Path < B.Path;
  });
  for (size_t I = 0; I + MaxEntries <= Entries.size(); ++I)
    fs::remove(Entries[I].Path);
}

} // namespace cuda2hip
