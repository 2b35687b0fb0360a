//===- Driver.cpp - translating files and trees ---------------------------===//
#include "Report.h"
#include "Tree.h"
#include "cuda2hip/Rewrite/Build.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/ConvertUTF.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <fcntl.h>
#include <mutex>
#include <set>
#include <tuple>
#include <unistd.h>

namespace cuda2hip {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string toolVersion() { return CUDA2HIP_VERSION; }
std::string defaultResourceDir() { return CUDA2HIP_CLANG_RESOURCE_DIR; }

std::string defaultCacheDir() {
  if (const char *D = std::getenv("CUDA2HIP_CACHE_DIR"))
    return D;
  llvm::SmallString<256> P;
  if (const char *X = std::getenv("XDG_CACHE_HOME"); X && *X)
    P = X;
  else if (const char *H = std::getenv("HOME"); H && *H)
    llvm::sys::path::append(P, H, ".cache");
  else
    return "";
  llvm::sys::path::append(P, "cuda2hip", "parse");
  return std::string(P);
}

std::string renamedOutput(llvm::StringRef P) {
  llvm::SmallString<256> S(P);
  if (fileKind(P) == FileKind::CudaSource)
    path::replace_extension(S, ".hip");
  else if (fileKind(P) == FileKind::CudaHeader)
    path::replace_extension(S, ".hpp");
  return std::string(S);
}

std::string findCudaPath(llvm::StringRef Explicit) {
  if (!Explicit.empty())
    return Explicit.str();
  if (std::optional<std::string> Env = llvm::sys::Process::GetEnv("CUDA_PATH"))
    if (!Env->empty())
      return *Env;
  return "/usr/local/cuda";
}

std::string joinPath(llvm::StringRef Dir, llvm::StringRef Rel) {
  llvm::SmallString<256> P(Dir);
  path::append(P, Rel);
  return std::string(P);
}

std::string absolutePath(llvm::StringRef P) {
  llvm::SmallString<256> A(P);
  fs::make_absolute(A);
  path::remove_dots(A, /*remove_dot_dot=*/true);
  return std::string(A);
}

std::optional<std::string> readFile(llvm::StringRef Path) {
  if (!fs::is_regular_file(Path))
    return std::nullopt;
  auto Buf = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!Buf)
    return std::nullopt;
  return (*Buf)->getBuffer().str();
}

std::error_code writeAtomically(llvm::StringRef Path, llvm::StringRef Data,
                                bool Durable) {
  // A bare name ('a.hip') is in the working directory: no folder to make.
  llvm::StringRef Dir = path::parent_path(Path);
  if (!Dir.empty())
    if (std::error_code EC = fs::create_directories(Dir))
      return EC;
  llvm::SmallString<256> Tmp;
  int FD;
  if (std::error_code EC =
          fs::createUniqueFile(Path + ".c2h-tmp-%%%%%%", FD, Tmp))
    return EC;
  {
    llvm::raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Data;
    OS.flush();
    if (Durable && !OS.has_error() && ::fsync(FD) != 0) {
      OS.close();
      fs::remove(Tmp);
      return std::error_code(errno, std::generic_category());
    }
    OS.close();
    if (OS.has_error()) {
      std::error_code EC = OS.error();
      OS.clear_error();
      fs::remove(Tmp);
      return EC;
    }
  }
  if (std::error_code EC = fs::rename(Tmp, Path)) {
    fs::remove(Tmp);
    return EC;
  }
  if (Durable) { // The rename itself: sync the directory.
    int DirFD = ::open(Dir.empty() ? "." : Dir.str().c_str(), O_RDONLY);
    if (DirFD >= 0) {
      ::fsync(DirFD);
      ::close(DirFD);
    }
  }
  return {};
}

std::optional<std::string> notSourceText(llvm::StringRef Text) {
  if (Text.find('\0') != llvm::StringRef::npos)
    return "binary file (contains NUL bytes); not a CUDA source";
  size_t Control = llvm::count_if(Text, [](char C) {
    unsigned char U = C;
    return (U < 0x20 && !llvm::isSpace(C)) || U == 0x7f;
  });
  if (Control > Text.size() / 20)
    return "binary file (" + std::to_string(Control) +
           " control bytes); not a CUDA source";
  return std::nullopt;
}

std::optional<size_t> firstNonUtf8(llvm::StringRef Text) {
  const auto *B = reinterpret_cast<const llvm::UTF8 *>(Text.begin());
  const auto *E = reinterpret_cast<const llvm::UTF8 *>(Text.end());
  const llvm::UTF8 *P = B;
  if (llvm::isLegalUTF8String(&P, E))
    return std::nullopt;
  return P - B;
}

namespace {

Diagnostic inputDiag(llvm::StringRef File, std::string Message) {
  Diagnostic D;
  D.Id = DiagId::InputError;
  D.Sev = Severity::Error;
  D.File = File.str();
  D.Message = formatDiag(DiagId::InputError, {std::move(Message)});
  return D;
}

bool diagLess(const Diagnostic &A, const Diagnostic &B) {
  return std::tie(A.File, A.Line, A.Column, A.Message) <
         std::tie(B.File, B.Line, B.Column, B.Message);
}

class Translator {
public:
  Translator(DriverOptions &O, llvm::raw_ostream &Out, llvm::raw_ostream &Err)
      : O(O), Out(Out), Err(Err) {}
  int run();
  void runTree(const TreeRequest &Req, TreeResult &R);

private:
  bool collect();
  bool configure();
  bool assignOutputs();
  void parseUnits();
  void translateFiles();
  void copyOthers();
  FileOutcome translateOne(size_t I);
  /// Conflicts, diagnostics, the output text and its write, for file I.
  FileOutcome finishOne(size_t I, FileOutcome R, llvm::StringRef Text, FileRewriter Edits,
                        std::vector<Diagnostic> Diags);
  void progress(llvm::StringRef Phase, llvm::StringRef What);

  DriverOptions &O;
  llvm::raw_ostream &Out, &Err;
  std::vector<WorkFile> Files;
  std::map<std::string, size_t> Index; ///< Absolute path -> Files index.
  std::vector<Diagnostic> GlobalErrors;
  /// Notes from collecting the tree (includes found in it), by file.
  std::vector<Diagnostic> TreeNotes;
  bool ToStdout = false;
  std::string MirrorRoot; ///< --out-root: the input folder mirrored.
  /// What the run as a whole reports: an unusable parse cache, copying the
  /// rest of the tree (conflicts, errors).
  std::vector<Diagnostic> RunDiags;
  std::vector<AstPassResult> Units; ///< Parallel to Files (empty if no unit).
  NameSet UserNames;
  std::vector<FileOutcome> Outcomes;
  std::vector<std::string> Texts; ///< Translated text, parallel to Files.
  std::mutex ProgressLock;
  std::atomic<unsigned> Done{0};
  unsigned Total = 0;
  std::vector<bool> Emitted; ///< Parallel to Files: translate this one.
  bool InMemory = false;     ///< translateTree: write nothing.
};

bool Translator::configure() {
  TranslateOptions &T = O.Translate;
  if (T.ResourceDir.empty())
    T.ResourceDir = defaultResourceDir();
  T.CacheDir = O.CacheDir ? *O.CacheDir : defaultCacheDir();
  if (!T.CacheDir.empty() && !InMemory) {
    std::error_code EC = fs::create_directories(T.CacheDir);
    if (!EC && fs::access(T.CacheDir, fs::AccessMode::Write))
      EC = std::make_error_code(std::errc::permission_denied);
    if (EC) {
      RunDiags.push_back(makeDiagnostic(DiagId::CacheUnusable, T.CacheDir, 0,
                                        0, {T.CacheDir, EC.message()}));
      T.CacheDir.clear();
    }
  }
  unsigned Modes = !O.OutputFile.empty() + !O.OutRoot.empty() + O.InPlace;
  if (Modes > 1) {
    GlobalErrors.push_back(inputDiag(
        "cuda2hip", "-o, --out-root and --in-place are mutually exclusive"));
    return false;
  }
  if (O.Inputs.empty() && O.CompileDbDir.empty()) {
    GlobalErrors.push_back(inputDiag("cuda2hip", "no input files"));
    return false;
  }
  std::string Cuda = findCudaPath(T.CudaPath);
  llvm::SmallString<256> Probe(Cuda);
  path::append(Probe, "include", "cuda_runtime.h");
  bool HaveSdk = fs::exists(Probe);
  if (O.Headers == HeaderChoice::Sdk) {
    if (!HaveSdk) {
      GlobalErrors.push_back(inputDiag(
          Cuda, "--cuda-headers=sdk, but no CUDA toolkit here "
                "(include/cuda_runtime.h is missing); use --cuda-path, or "
                "--cuda-headers=bundled"));
      return false;
    }
    T.Headers = HeaderMode::Sdk;
  } else if (O.Headers == HeaderChoice::Bundled) {
    T.Headers = HeaderMode::Bundled;
  } else {
    T.Headers = HaveSdk ? HeaderMode::Sdk : HeaderMode::Bundled;
  }
  if (T.Headers == HeaderMode::Sdk)
    T.CudaPath = canonicalPath(Cuda);
  return true;
}

bool Translator::assignOutputs() {
  ToStdout = O.OutRoot.empty() && !O.InPlace;
  if (ToStdout) {
    // One file in, one file out: only the named file is written.
    std::string Named =
        O.Inputs.size() == 1 ? canonicalPath(O.Inputs.front()) : "";
    size_t Explicit =
        std::count_if(Files.begin(), Files.end(),
                      [&](const WorkFile &W) { return W.Path == Named; });
    if (O.Inputs.size() != 1 || Explicit != 1 || !O.CompileDbDir.empty()) {
      GlobalErrors.push_back(inputDiag(
          "cuda2hip", "several inputs need --out-root DIR or --in-place; "
                      "-o and standard output take one file"));
      return false;
    }
    // Headers it includes give the parse context but are not written.
    Files.erase(
        std::remove_if(Files.begin(), Files.end(),
                       [&](const WorkFile &W) { return W.Path != Named; }),
        Files.end());
    Files.front().IsUnit = true;
    Index = {{Named, 0}};
    CompileFlags Flags = Files.front().Flags;
    O.Translate.IncludeIsUntranslated = [Flags](llvm::StringRef From,
                                                llvm::StringRef Spelling,
                                                bool Angled) {
      std::optional<std::string> R =
          resolveInclude(From, Spelling, Flags, Angled);
      if (!R)
        return false;
      if (isCudaFile(*R))
        return true;
      auto Buf = llvm::MemoryBuffer::getFile(*R);
      if (!Buf)
        return false;
      llvm::StringRef T = (*Buf)->getBuffer();
      return usesCuda(T);
    };
    if (!O.OutputFile.empty()) {
      Files.front().Output = canonicalPath(O.OutputFile);
      if (Files.front().Output == Named) {
        GlobalErrors.push_back(
            inputDiag(Files.front().Display,
                      "-o names the input itself; use --in-place"));
        return false;
      }
    }
    return true;
  }
  if (O.InPlace) {
    bool Ok = true;
    for (WorkFile &W : Files) {
      W.Output = W.Path;
      std::string Backup = W.Path + O.BackupSuffix;
      if (fs::exists(Backup)) {
        GlobalErrors.push_back(
            inputDiag(W.Display, "backup '" + Backup +
                                     "' already exists; not overwriting it"));
        Ok = false;
      }
    }
    return Ok;
  }
  // --out-root: mirror the tree under its root.
  std::string Root;
  if (!O.InRoot.empty())
    Root = canonicalPath(O.InRoot);
  else if (O.Inputs.size() == 1 && fs::is_directory(O.Inputs.front()))
    Root = canonicalPath(O.Inputs.front());
  else {
    for (const WorkFile &W : Files) {
      llvm::StringRef Dir = path::parent_path(W.Path);
      if (Root.empty())
        Root = Dir.str();
      while (!Root.empty() && !(Dir == Root || Dir.starts_with(Root + "/")))
        Root = path::parent_path(Root).str();
    }
  }
  std::string OutRoot = canonicalPath(O.OutRoot);
  MirrorRoot = Root;
  std::map<std::string, std::string> Claimed;
  bool Ok = true;
  for (WorkFile &W : Files) {
    llvm::SmallString<256> Rel(W.Path);
    if (!path::replace_path_prefix(Rel, Root + "/", "")) {
      GlobalErrors.push_back(
          inputDiag(W.Display, "is outside the input root '" + Root +
                                   "' (use --in-root)"));
      Ok = false;
      continue;
    }
    llvm::SmallString<256> OutPath(OutRoot);
    path::append(OutPath, renamedOutput(Rel));
    W.Output = std::string(OutPath);
    if (Index.count(W.Output)) {
      GlobalErrors.push_back(inputDiag(
          W.Display, "output '" + W.Output + "' would overwrite an input"));
      Ok = false;
    }
    auto [It, New] = Claimed.try_emplace(W.Output, W.Display);
    if (!New) {
      GlobalErrors.push_back(inputDiag(
          W.Display, "output '" + W.Output + "' is also the output of '" +
                         It->second + "'"));
      Ok = false;
    }
  }
  if (Ok) {
    O.Translate.RenameInclude =
        [this](llvm::StringRef From, llvm::StringRef Spelling,
               bool Angled) -> std::optional<std::string> {
      auto It = Index.find(canonicalPath(From));
      const CompileFlags &Flags =
          It == Index.end() ? CompileFlags() : Files[It->second].Flags;
      std::optional<std::string> R =
          resolveInclude(From, Spelling, Flags, Angled);
      if (!R || !Index.count(*R))
        return std::nullopt;
      return renamedOutput(Spelling);
    };
  }
  return Ok;
}

void Translator::progress(llvm::StringRef Phase, llvm::StringRef What) {
  if (!O.Progress)
    return;
  std::lock_guard<std::mutex> L(ProgressLock);
  unsigned N = ++Done;
  Err << "\r\x1b[K[" << N << "/" << Total << "] " << Phase << " " << What;
  Err.flush();
}

void Translator::parseUnits() {
  Units.resize(Files.size());
  Done = 0;
  Total = std::count_if(Files.begin(), Files.end(),
                        [](const WorkFile &W) { return W.IsUnit; });
  // Units that open alike share a program preamble: the first of each such
  // group parses first and builds its entry at once, and the others, queued
  // after every group's first, read it.
  std::vector<size_t> Order, Later;
  std::map<std::string, unsigned> Uses;
  std::vector<std::string> Keys(Files.size());
  for (size_t I = 0; I < Files.size(); ++I)
    if (Files[I].IsUnit && Emitted[I]) {
      Keys[I] = programPreambleKey(Files[I].Path, Files[I].Flags, O.Translate);
      if (!Keys[I].empty())
        ++Uses[Keys[I]];
    }
  auto Shared = std::make_shared<std::set<std::string>>();
  for (const auto &[K, N] : Uses)
    if (N > 1)
      Shared->insert(K);
  std::set<std::string> Started;
  for (size_t I = 0; I < Files.size(); ++I) {
    if (!Files[I].IsUnit || !Emitted[I])
      continue;
    bool Waits = Shared->count(Keys[I]) && !Started.insert(Keys[I]).second;
    (Waits ? Later : Order).push_back(I);
  }
  Order.insert(Order.end(), Later.begin(), Later.end());
  TranslateOptions TO = O.Translate;
  TO.SharedPreambles = std::move(Shared);
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(O.Jobs));
  for (size_t I : Order)
    Pool.async([this, I, &TO] {
      Units[I] = runAstPass(Files[I].Path, Files[I].Flags, TO);
      progress("parsed", Files[I].Display);
    });
  Pool.wait();
  for (const AstPassResult &U : Units)
    for (const auto &N : U.UserNames)
      UserNames.insert(N.getKey());
}

FileOutcome Translator::translateOne(size_t I) {
  const WorkFile &W = Files[I];
  FileOutcome R;
  R.Input = W.Display;
  R.Output = W.Output.empty() ? "" : W.Output;
  auto Fail = [&](std::string Msg) {
    R.Status = FileStatus::Error;
    R.Diags.push_back(inputDiag(W.Display, std::move(Msg)));
    return R;
  };
  auto Buf = llvm::MemoryBuffer::getFile(W.Path, /*IsText=*/false,
                                         /*RequiresNullTerminator=*/false);
  if (!Buf)
    return Fail("cannot read: " + Buf.getError().message());
  llvm::StringRef Text = (*Buf)->getBuffer();
  if (std::optional<std::string> Why = notSourceText(Text))
    return Fail(*Why);
  std::optional<size_t> Latin = firstNonUtf8(Text);
  if (W.BuildFile) { // c2h-build-make, c2h-build-cmake: no parse, no token pass
    BuildOptions B;
    B.OffloadArchs = O.OffloadArchs;
    B.RenameSources = !O.OutRoot.empty();
    BuildFileResult M = isCMakeFile(W.Path) ? translateCMake(W.Display, Text, B)
                                            : translateMakefile(W.Display, Text, B);
    return finishOne(I, std::move(R), Text, std::move(M.Edits), std::move(M.Diags));
  }

  std::set<unsigned> UserOffsets, StagedSites;
  std::set<std::string> Helpers;
  WarpTaintFacts Taint;
  bool Parsed = false;
  for (const AstPassResult &U : Units) {
    if (auto T = U.WarpTaint.find(W.Path); T != U.WarpTaint.end()) {
      Taint.join(T->second);
      Parsed = true;
    }
    auto S = U.StagedSites.find(W.Path);
    if (S != U.StagedSites.end())
      StagedSites.insert(S->second.begin(), S->second.end());
    auto It = U.UserOffsets.find(W.Path);
    if (It != U.UserOffsets.end())
      UserOffsets.insert(It->second.begin(), It->second.end());
    auto H = U.Helpers.find(W.Path);
    if (H != U.Helpers.end())
      Helpers.insert(H->second.begin(), H->second.end());
  }
  TokenPassInput In{W.Display, Text,     &UserNames,   &UserOffsets,
                    W.Path,    &Helpers, &StagedSites, Parsed ? &Taint : nullptr};
  TokenPassResult Tok = runTokenPass(In, O.Translate);
  FileRewriter Edits = std::move(Tok.Edits);
  std::vector<Diagnostic> Diags = std::move(Tok.Diags);
  if (Latin) {
    // Legacy 8-bit text (a Latin-1 comment): edits work on bytes, so every
    // byte outside them is kept as it is.
    auto [Line, Column] = lineColumn(Text, *Latin);
    char Hex[8];
    snprintf(Hex, sizeof Hex, "0x%02X", (unsigned char)Text[*Latin]);
    Diags.push_back(
        makeDiagnostic(DiagId::NotUtf8, W.Display, Line, Column, {Hex}));
  }
  for (const Diagnostic &D : TreeNotes)
    if (D.File == W.Path) {
      Diags.push_back(D);
      Diags.back().File = W.Display;
    }
  // AST results from every unit that saw this file, in index order.
  for (size_t U = 0; U < Units.size(); ++U) {
    if (!Files[U].IsUnit || !Emitted[U])
      continue;
    auto It = Units[U].Edits.find(W.Path);
    if (It != Units[U].Edits.end())
      Edits.addAll(It->second);
    for (const Diagnostic &D : Units[U].Diags) {
      bool Here = canonicalPath(D.File) == W.Path;
      // Messages about files outside the translated set go to their unit.
      bool Orphan =
          U == I && !D.File.empty() && !Index.count(canonicalPath(D.File));
      if (!Here && !Orphan && !(U == I && D.File.empty()))
        continue;
      Diagnostic Copy = D;
      Copy.File = Here || D.File.empty() ? W.Display : D.File;
      Diags.push_back(std::move(Copy));
    }
  }
  if (W.IsUnit) {
    // Parse errors never stop the translation: say what the AST missed.
    const AstPassResult &A = Units[I];
    R.ParseErrors = A.ParseErrors;
    R.ParseIncomplete = A.Incomplete;
    R.MissingIncludes = A.MissingIncludes;
    R.SkippedRules = A.SkippedRules;
    if (A.ParseErrors || A.Incomplete) {
      std::string Skipped;
      for (const auto &[Rule, N] : A.SkippedRules)
        Skipped += (Skipped.empty() ? "; skipped: " : ", ") + Rule + " (" +
                   std::to_string(N) + ")";
      if (A.Incomplete)
        Skipped += "; the parse stopped early, so AST rules saw only part of "
                   "the unit";
      Diags.push_back(makeDiagnostic(DiagId::ParseRecovered, W.Display, 0, 0,
                                     {std::to_string(A.ParseErrors), Skipped}));
    }
  }
  return finishOne(I, std::move(R), Text, std::move(Edits), std::move(Diags));
}

FileOutcome Translator::finishOne(size_t I, FileOutcome R, llvm::StringRef Text,
                                  FileRewriter Edits, std::vector<Diagnostic> Diags) {
  const WorkFile &W = Files[I];
  auto Fail = [&](std::string Msg) {
    R.Status = FileStatus::Error;
    R.Diags.push_back(inputDiag(W.Display, std::move(Msg)));
    return R;
  };
  // Two rewrites of one place: the first wins, and the other is reported.
  for (Diagnostic &D :
       conflictDiagnostics(Edits, Edits.normalize(), W.Display, Text))
    Diags.push_back(std::move(D));
  for (Diagnostic &D : Diags)
    if (D.Sev == Severity::Warning &&
        (O.WerrorAll || O.WerrorIds.count(diagInfo(D.Id).Name.str())))
      D.Sev = Severity::Error;
  std::sort(Diags.begin(), Diags.end(), diagLess);
  Diags.erase(std::unique(Diags.begin(), Diags.end(),
                          [](const Diagnostic &A, const Diagnostic &B) {
                            return A.str() == B.str();
                          }),
              Diags.end());
  R.Diags = std::move(Diags);
  R.EditsByRule = Edits.countsByRule();
  Texts[I] = Edits.apply(Text);
  bool Warned =
      std::any_of(R.Diags.begin(), R.Diags.end(), [](const Diagnostic &D) {
        return D.Sev >= Severity::Warning;
      });
  R.Status = Warned ? FileStatus::Untranslated : FileStatus::Ok;
  bool Failed =
      std::any_of(R.Diags.begin(), R.Diags.end(), [](const Diagnostic &D) {
        return D.Sev == Severity::Error;
      });
  if (Failed && (O.WerrorAll || !O.WerrorIds.empty()))
    R.Status = FileStatus::Error; // -Werror: written, and failed.
  if (W.Output.empty() || InMemory)
    return R; // Printed or handed back in order by the caller.
  if (O.InPlace) {
    std::string Backup = W.Path + O.BackupSuffix;
    if (std::error_code EC = fs::copy_file(W.Path, Backup))
      return Fail("cannot write backup '" + Backup + "': " + EC.message());
  }
  if (std::error_code EC = writeAtomically(W.Output, Texts[I]))
    return Fail("cannot write '" + W.Output + "': " + EC.message());
  return R;
}

void Translator::translateFiles() {
  Outcomes.resize(Files.size());
  Texts.resize(Files.size());
  Done = 0;
  Total = Files.size();
  llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(O.Jobs));
  for (size_t I = 0; I < Files.size(); ++I)
    if (Emitted[I])
      Pool.async([this, I] {
        Outcomes[I] = translateOne(I);
        progress("translated", Files[I].Display);
      });
  Pool.wait();
  if (O.Progress)
    Err << "\r\x1b[K";
}

bool Translator::collect() {
  std::vector<InputError> Errors;
  Files = collectInputs(O, Errors, TreeNotes);
  for (const InputError &E : Errors)
    GlobalErrors.push_back(inputDiag(E.Path, E.Message));
  for (size_t I = 0; I < Files.size(); ++I)
    Index[Files[I].Path] = I;
  Emitted.assign(Files.size(), true);
  if (Files.empty() && Errors.empty())
    GlobalErrors.push_back(
        inputDiag("cuda2hip", "no CUDA sources in the inputs (no .cu or .cuh, and no other "
                              "source or header that uses CUDA)"));
  return !Files.empty() && assignOutputs();
}

void Translator::runTree(const TreeRequest &Req, TreeResult &R) {
  InMemory = true;
  std::string Root = canonicalPath(Req.Root);
  O.Inputs = {Root};
  O.InRoot = Root;
  // A name no file can have: outputs are only named, never written.
  O.OutRoot = "/nonexistent/cuda2hip-tree-output";
  auto Rel = [&](llvm::StringRef P) {
    llvm::StringRef S = P;
    if (S.consume_front(Root + "/"))
      return S.str();
    if (S.consume_front(O.OutRoot + "/"))
      return S.str();
    return P.str();
  };
  bool Ok = configure() && collect();
  if (Ok) {
    for (size_t I = 0; I < Files.size(); ++I) {
      Files[I].Display = Rel(Files[I].Path);
      R.Collected.push_back(Files[I].Display);
      if (Req.Emit)
        Emitted[I] = Req.Emit->count(Files[I].Display) != 0;
    }
    for (const std::string &N : Req.KnownUserNames)
      UserNames.insert(N);
    parseUnits();
    translateFiles();
  }
  for (Diagnostic D : GlobalErrors) {
    D.File = Rel(D.File);
    R.Errors.push_back(std::move(D));
  }
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    if (!Emitted[I])
      continue;
    TreeFile F;
    F.Source = Files[I].Display;
    F.Output = Rel(Files[I].Output);
    F.IsUnit = Files[I].IsUnit;
    F.Ok = Outcomes[I].Status != FileStatus::Error;
    F.Text = std::move(Texts[I]);
    for (Diagnostic D : Outcomes[I].Diags) {
      D.File = Rel(canonicalPath(D.File, Root));
      F.Diags.push_back(std::move(D));
    }
    if (F.IsUnit) {
      for (const std::string &Inc : Units[I].IncludedFiles)
        if (Index.count(Inc) && Inc != Files[I].Path)
          F.Deps.push_back(Rel(Inc));
      for (const auto &N : Units[I].UserNames)
        F.Names.push_back(N.getKey().str());
      std::sort(F.Deps.begin(), F.Deps.end());
      std::sort(F.Names.begin(), F.Names.end());
    }
    R.Files.push_back(std::move(F));
  }
  std::sort(R.Collected.begin(), R.Collected.end());
  std::sort(
      R.Files.begin(), R.Files.end(),
      [](const TreeFile &A, const TreeFile &B) { return A.Source < B.Source; });
}

/// --out-root over folders: every other file of the folder (sources without
/// CUDA, data, scripts) is copied unchanged, so the output is the whole
/// project. Hidden folders are left out, as is the output tree itself where
/// it lies inside an input; a file whose place a translation takes is
/// reported, never overwritten.
void Translator::copyOthers() {
  std::map<std::string, std::string> SourceOf; // Output -> its source.
  for (const WorkFile &W : Files)
    SourceOf[W.Output] = W.Display;
  std::string OutRoot = canonicalPath(O.OutRoot);
  for (const std::string &In : O.Inputs) {
    if (!fs::is_directory(In))
      continue;
    std::string Abs = canonicalPath(In);
    std::error_code EC = forEachTreeFile(Abs, OutRoot, [&](llvm::StringRef P) {
      std::string Src = canonicalPath(P);
      if (Index.count(Src) || !fs::is_regular_file(Src))
        return;
      llvm::SmallString<256> Rel(P);
      if (!path::replace_path_prefix(Rel, MirrorRoot + "/", ""))
        return;
      llvm::SmallString<256> Dest(OutRoot);
      path::append(Dest, Rel);
      llvm::SmallString<256> Shown(P);
      path::replace_path_prefix(Shown, Abs, In);
      if (auto S = SourceOf.find(std::string(Dest)); S != SourceOf.end()) {
        RunDiags.push_back(
            makeDiagnostic(DiagId::CopyConflict, std::string(Shown), 0, 0,
                           {std::string(Rel), std::string(Dest), S->second}));
        return;
      }
      auto From = llvm::MemoryBuffer::getFile(Src, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
      if (!From) {
        RunDiags.push_back(inputDiag(
            std::string(Shown), "cannot read: " + From.getError().message()));
        return;
      }
      // An unchanged copy keeps its time, so builds of the output do not
      // redo it.
      auto Now = llvm::MemoryBuffer::getFile(Dest, false, false);
      if (Now && (*Now)->getBuffer() == (*From)->getBuffer())
        return;
      std::error_code WEC = fs::create_directories(path::parent_path(Dest));
      if (!WEC)
        WEC = writeAtomically(Dest, (*From)->getBuffer());
      if (!WEC) {
        llvm::ErrorOr<fs::perms> Perms = fs::getPermissions(Src);
        if (Perms)
          WEC = fs::setPermissions(Dest, *Perms);
      }
      if (WEC)
        RunDiags.push_back(inputDiag(
            std::string(Dest), "cannot write the copy of '" +
                                   std::string(Shown) + "': " + WEC.message()));
    });
    if (EC)
      RunDiags.push_back(
          inputDiag(In, "cannot read directory: " + EC.message()));
  }
  // The folder is read in the file system's order; reports come sorted.
  std::stable_sort(RunDiags.begin(), RunDiags.end(),
                   [](const Diagnostic &A, const Diagnostic &B) {
                     return std::tie(A.File, A.Message) <
                            std::tie(B.File, B.Message);
                   });
}

int Translator::run() {
  bool Ok = configure() && collect();
  if (Ok) {
    parseUnits();
    translateFiles();
    if (!O.OutRoot.empty() && O.CopyOthers)
      copyOthers();
  }
  bool AnyError = !GlobalErrors.empty(), AnyWarning = false;
  for (const Diagnostic &D : GlobalErrors)
    Err << D.str() << "\n";
  for (size_t I = 0; I < Outcomes.size(); ++I) {
    for (const Diagnostic &D : Outcomes[I].Diags) {
      Err << D.str() << "\n";
      AnyWarning |= D.Sev == Severity::Warning;
    }
    AnyError |= Outcomes[I].Status == FileStatus::Error;
    if (ToStdout && Files[I].Output.empty() &&
        Outcomes[I].Status != FileStatus::Error &&
        Files[I].Path == canonicalPath(O.Inputs.front()))
      Out << Texts[I];
  }
  for (const Diagnostic &D : RunDiags) {
    Err << D.str() << "\n";
    AnyError |= D.Sev == Severity::Error;
    AnyWarning |= D.Sev == Severity::Warning;
  }
  if (!O.ReportPath.empty()) {
    if (std::error_code EC = writeAtomically(canonicalPath(O.ReportPath),
                                             renderReport(O, Outcomes))) {
      Err << inputDiag(O.ReportPath, "cannot write report: " + EC.message())
                 .str()
          << "\n";
      AnyError = true;
    }
  }
  if (!O.SarifPath.empty()) {
    if (std::error_code EC = writeAtomically(
            canonicalPath(O.SarifPath),
            renderSarif(GlobalErrors, Outcomes, RunDiags))) {
      Err << inputDiag(O.SarifPath, "cannot write the SARIF log: " +
                                        EC.message())
                 .str()
          << "\n";
      AnyError = true;
    }
  }
  Out.flush();
  return AnyError ? ExitError : AnyWarning ? ExitUntranslated : ExitClean;
}

} // namespace

int runTranslate(DriverOptions Opts, llvm::raw_ostream &Out,
                 llvm::raw_ostream &Err) {
  Translator T(Opts, Out, Err);
  return T.run();
}

TreeResult translateTree(DriverOptions Opts, const TreeRequest &Req) {
  Opts.Progress = false;
  Opts.ReportPath.clear();
  Opts.SarifPath.clear();
  Opts.OutputFile.clear();
  Opts.InPlace = false;
  Opts.CompileDbDir.clear();
  TreeResult R;
  Translator T(Opts, llvm::nulls(), llvm::nulls());
  T.runTree(Req, R);
  return R;
}

} // namespace cuda2hip
