//===- ParseCache.cpp - precompiled preambles kept between runs -----------===//
//
// See ParseCache.h for what an entry is and why a parse with one is exact.
//
//===----------------------------------------------------------------------===//
#include "ParseCache.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
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
#include <cstdlib>
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
constexpr llvm::StringLiteral FormatVersion = "cuda2hip-parse-cache-2";
/// The first line of a program-preamble record.
constexpr llvm::StringLiteral RecordHeader = "cuda2hip-preamble-record-2";

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

void ParseCache::discard(const std::string &Path) {
  fs::remove(Path);
  llvm::StringRef P = Path;
  if (P.consume_back(".pch"))
    fs::remove(P.str() + ".record");
}

uint64_t ParseCache::maxBytes() {
  if (const char *E = std::getenv("CUDA2HIP_CACHE_MAX_MB")) {
    uint64_t MB;
    if (!llvm::StringRef(E).getAsInteger(10, MB))
      return MB << 20;
  }
  return uint64_t(4) << 30;
}

void ParseCache::evict(llvm::StringRef Keep) const {
  struct Item {
    std::string Path;
    std::chrono::system_clock::time_point Time;
    uint64_t Bytes;
  };
  std::vector<Item> Entries;
  uint64_t Total = 0;
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
    } else if (P.ends_with(".pch")) {
      Total += St.getSize();
      if (P != Keep)
        Entries.push_back({P.str(), Time, St.getSize()});
    }
  }
  std::sort(Entries.begin(), Entries.end(), [](const Item &A, const Item &B) {
    return A.Time != B.Time ? A.Time < B.Time : A.Path < B.Path;
  });
  uint64_t Max = maxBytes();
  for (const Item &I : Entries) {
    if (Total <= Max)
      break;
    discard(I.Path);
    Total -= I.Bytes;
  }
}

std::string writeRecord(const PreambleRecord &R) {
  std::string T = RecordHeader.str() + "\n";
  llvm::raw_string_ostream OS(T);
  for (const PreambleDep &D : R.Deps)
    OS << "dep " << D.Size << ' ' << D.Time << ' ' << D.Sha256 << ' '
       << D.Path << '\n';
  for (const auto &[Abs, Name] : R.Files)
    OS << "file " << Abs << '\t' << Name << '\n';
  for (const std::string &N : R.Names)
    OS << "name " << N << '\n';
  for (uint64_t D : R.Decls)
    OS << "decl " << D << '\n';
  if (!R.Main.empty())
    OS << "main " << R.MainSha256 << ' ' << R.Main << '\n';
  OS << "end\n";
  return T;
}

std::optional<PreambleRecord> readRecord(llvm::StringRef Text) {
  PreambleRecord R;
  llvm::StringRef Line;
  std::tie(Line, Text) = Text.split('\n');
  if (Line != RecordHeader)
    return std::nullopt;
  bool Ended = false;
  while (!Text.empty()) {
    std::tie(Line, Text) = Text.split('\n');
    auto [Kind, Rest] = Line.split(' ');
    if (Kind == "dep") {
      PreambleDep D;
      llvm::StringRef Size, Time, Sha;
      std::tie(Size, Rest) = Rest.split(' ');
      std::tie(Time, Rest) = Rest.split(' ');
      std::tie(Sha, Rest) = Rest.split(' ');
      if (Size.getAsInteger(10, D.Size) || Time.getAsInteger(10, D.Time) ||
          Rest.empty())
        return std::nullopt;
      D.Sha256 = Sha.str();
      D.Path = Rest.str();
      R.Deps.push_back(std::move(D));
    } else if (Kind == "file") {
      auto [Abs, Name] = Rest.split('\t');
      if (Abs.empty() || Name.empty())
        return std::nullopt;
      R.Files.emplace_back(Abs.str(), Name.str());
    } else if (Kind == "name") {
      R.Names.push_back(Rest.str());
    } else if (Kind == "decl") {
      uint64_t D;
      if (Rest.getAsInteger(10, D))
        return std::nullopt;
      R.Decls.push_back(D);
    } else if (Kind == "main") {
      auto [Sha, Path] = Rest.split(' ');
      if (Sha.empty() || Path.empty())
        return std::nullopt;
      R.MainSha256 = Sha.str();
      R.Main = Path.str();
    } else if (Kind == "end" && Text.empty()) {
      Ended = true;
    } else {
      return std::nullopt;
    }
  }
  if (!Ended) // Cut short.
    return std::nullopt;
  return R;
}

namespace {
/// A modification time to the nanosecond: an edit within the second of
/// the last one still shows.
int64_t nanoseconds(llvm::sys::TimePoint<> T) {
  return std::chrono::duration_cast<std::chrono::nanoseconds>(
             T.time_since_epoch())
      .count();
}

} // namespace

std::string sha256Of(llvm::StringRef Data) {
  return llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(Data)),
                     /*LowerCase=*/true);
}

PreambleDep currentDep(const std::string &Path) {
  PreambleDep D;
  fs::file_status St;
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (fs::status(Path, St) || !Buf)
    return D;
  D.Path = Path;
  D.Size = St.getSize();
  D.Time = nanoseconds(St.getLastModificationTime());
  D.Sha256 = sha256Of((*Buf)->getBuffer());
  return D;
}

bool depsUnchanged(const PreambleRecord &R) {
  for (const PreambleDep &D : R.Deps) {
    fs::file_status St;
    if (fs::status(D.Path, St) || St.getSize() != D.Size)
      return false;
    if (nanoseconds(St.getLastModificationTime()) == D.Time)
      continue;
    // Touched, or written again: the same bytes keep the entry.
    auto Buf = llvm::MemoryBuffer::getFile(D.Path, /*IsText=*/false,
                                           /*RequiresNullTerminator=*/false);
    if (!Buf || sha256Of((*Buf)->getBuffer()) != D.Sha256)
      return false;
  }
  return true;
}

PreambleSignature preambleSignature(llvm::StringRef Text, unsigned Size) {
  PreambleSignature S;
  // The lexer reads up to a terminating NUL.
  std::string Copy = Text.take_front(Size).str();
  llvm::StringRef Buf = Copy;
  clang::LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.LineComment = true;
  LO.CUDA = true;
  // Raw lexing from an invalid file location: a token's location is its
  // offset in Buf.
  clang::Lexer L(clang::SourceLocation(), LO, Buf.begin(), Buf.begin(),
                 Buf.end());
  clang::Token T;
  bool First = true, AfterHash = false, AfterInclude = false;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(clang::tok::eof))
      break;
    unsigned Off = T.getLocation().getRawEncoding();
    llvm::StringRef Spelling = Buf.substr(Off, T.getLength());
    if (!First)
      S.Text += T.isAtStartOfLine() ? '\n' : ' ';
    First = false;
    S.Text += Spelling;
    bool Hash = T.isAtStartOfLine() && T.is(clang::tok::hash);
    if (AfterHash) {
      // #line 12 "x.cu" and the line markers # 12 "x.cu" renumber the
      // unit's own lines.
      if (Spelling == "line" || T.is(clang::tok::numeric_constant))
        S.Usable = false;
      AfterInclude = Spelling == "include" || Spelling == "include_next" ||
                     Spelling == "import";
    } else if (AfterInclude) {
      // #include "x.h", or a macro that may spell one: found from the
      // unit's folder first.
      if (T.isNot(clang::tok::less))
        S.NeedsFolder = true;
      AfterInclude = false;
    }
    AfterHash = Hash;
    if (T.is(clang::tok::string_literal) || T.is(clang::tok::unknown))
      S.NeedsFolder = true;
    if (Spelling == "__FILE__" || Spelling == "__LINE__" ||
        Spelling == "__BASE_FILE__" || Spelling == "__FILE_NAME__" ||
        Spelling == "__TIMESTAMP__")
      S.NeedsPath = true;
  }
  return S;
}

PreambleEntry ParseCache::preambleFor(
    llvm::StringRef Signature, const PreambleBuilder &Build, bool Shared,
    const std::function<bool(const PreambleRecord &)> &Fits) {
  if (fs::create_directories(Dir))
    return {};
  std::string Key = keyFor({"\x01program preamble", Signature.str()});
  std::string Pch = path(Key, ".pch"), Record = path(Key, ".record"),
              Seen = path(Key, ".seen"), Fail = path(Key, ".fail");
  auto Read = [](const std::string &P) -> std::optional<PreambleRecord> {
    auto Buf = llvm::MemoryBuffer::getFile(P);
    if (!Buf)
      return std::nullopt;
    return readRecord((*Buf)->getBuffer());
  };
  // Usable: Entry is set. Failed before and nothing changed since: empty
  // Entry, and true. Else false: build (or note the ask).
  auto Ready = [&](PreambleEntry &Entry) {
    if (fs::exists(Pch)) {
      std::optional<PreambleRecord> R = Read(Record);
      if (R && depsUnchanged(*R) && (!Fits || Fits(*R))) {
        touch(Pch);
        Entry = {Pch, std::move(*R)};
        return true;
      }
      discard(Pch);
      return false;
    }
    if (fs::exists(Fail)) {
      std::optional<PreambleRecord> R = Read(Fail);
      if (R && depsUnchanged(*R))
        return true;
      fs::remove(Fail);
    }
    return false;
  };
  PreambleEntry Entry;
  bool Asked =
      Shared || fs::exists(Seen) || fs::exists(Fail) || fs::exists(Pch);
  if (Ready(Entry))
    return Entry;
  if (!Asked) {
    writeMarker(Seen);
    return {};
  }
  std::lock_guard<std::mutex> L(keyLock(Key));
  if (Ready(Entry)) // Another thread built it meanwhile.
    return Entry;
  static std::atomic<unsigned> Counter{0};
  std::string Tmp = Pch + ".tmp-" +
                    std::to_string(llvm::sys::Process::getProcessId()) + "-" +
                    std::to_string(Counter++);
  PreambleBuild B = Build(Tmp);
  // The record first: a reader that sees the entry sees its record.
  if (B.Ok) {
    writeMarker(Record, writeRecord(B.Record));
    if (!fs::rename(Tmp, Pch)) {
      evict(Pch);
      return {Pch, std::move(B.Record)};
    }
  }
  fs::remove(Tmp);
  B.Record.Files.clear();
  B.Record.Names.clear();
  B.Record.Decls.clear();
  writeMarker(Fail, writeRecord(B.Record));
  return {};
}

} // namespace cuda2hip
