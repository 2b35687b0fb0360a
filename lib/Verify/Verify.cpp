//===- Verify.cpp - cuda2hip verify ---------------------------------------===//
#include "cuda2hip/Verify/Verify.h"
#include "Compare.h"
#include "Numbers.h"
#include "Toolchain.h"
#include "cuda2hip/Rewrite/Build.h"
#include "cuda2hip/Rules/ApiTable.h"
#include "cuda2hip/Verify/Emu.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <map>
#include <mutex>
#include <set>

namespace cuda2hip {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
namespace json = llvm::json;

llvm::ArrayRef<NamedValue<VerifyBackend>> namedValues(VerifyBackend) {
  static const NamedValue<VerifyBackend> Names[] = {
      {"auto", VerifyBackend::Auto},
      {"emu", VerifyBackend::Emu},
      {"rocm", VerifyBackend::Rocm},
      {"cuda", VerifyBackend::Cuda}};
  return Names;
}

namespace {

/// A long text shortened for a report's detail: its first line (what the
/// report shows: "the emulator build failed: FIRST ERROR") and its tail.
std::string tail(llvm::StringRef S, size_t N = 2000) {
  S = S.rtrim();
  if (S.size() <= N)
    return S.str();
  llvm::StringRef First = S.split('\n').first;
  if (First.size() > N / 2)
    First = First.take_front(N / 2);
  return First.str() + "\n..." + S.take_back(N - First.size()).str();
}

/// One run of a program (reference or translation) on one backend.
struct Run {
  std::string Backend;
  int Wave = 0;
  std::string Target; ///< The AMD target an emulated HIP run stands for.
  /// pass | fail | error | skipped | unsupported | race
  std::string Status;
  std::string Detail;
  /// A run of the HIP program (the translation, or --hip); else of the
  /// CUDA original (the reference, or a CUDA run on an NVIDIA GPU).
  bool Hip = false;
  int ExitCode = -1;
  double BuildSeconds = 0, RunSeconds = 0;
  std::string Stdout, Stderr;
  /// Declared output files; none where the run did not write it.
  std::map<std::string, std::optional<std::string>> Files;
  /// What ran and where, so that a run can be made again.
  std::string Exe, RunDir;
  /// Said in the report whatever the status, every one of them: an answer
  /// that depends on the order blocks ran and what was done about it, a
  /// reliance on lock step, the emulator's notes, reruns.
  std::vector<std::string> Notes;
  /// What the comparison with the reference compared (empty: none made).
  std::string Compared;
  /// Lanes of a warp exchanged values through volatile memory with no sync
  /// between (the emulator's emu-lockstep note).
  bool ReliesOnLockstep = false;
  bool TimedOut = false;
  /// Run with the other side of each if/else first where a warp's lanes
  /// took both (C2H_EMU_SIDE_ORDER=swapped; rerunOtherSide).
  bool SidesSwapped = false;
  /// The emulator's OS threads it ran with (0: as many as verify gives).
  unsigned Workers = 0;
};

/// The first line of a run's detail: what a one-line summary shows.
std::string firstLine(const std::string &Detail) {
  return llvm::StringRef(Detail).trim().split('\n').first.str();
}

/// A run's status, with the first line of its detail when it has one.
std::string statusLine(const Run &X, llvm::StringRef Sep = ": ") {
  return X.Status + (X.Detail.empty() ? std::string() : Sep.str() + firstLine(X.Detail));
}

struct ProgramReport {
  std::string Program;
  std::string TranslateStatus, TranslateDetail, HipFile;
  /// A project (a directory): its C and C++ sources, CUDA and HIP.
  std::vector<std::string> CudaUnits, HipUnits;
  /// A project's -I/-D options from its build (its Makefile).
  std::vector<std::string> BuildFlags;
  /// Options of the HIP builds alone: the original units' folders, searched
  /// last (the translation is built elsewhere).
  std::vector<std::string> HipFlags;
  std::vector<std::string> hipBuildFlags() const {
    std::vector<std::string> F = BuildFlags;
    F.insert(F.end(), HipFlags.begin(), HipFlags.end());
    return F;
  }
  unsigned Warnings = 0;
  std::vector<ArchBuild> Builds;
  Run Reference;
  /// A second run of the reference, made to learn what varies from run to
  /// run (timings, addresses) before numbers are compared.
  std::optional<std::string> ReferenceAgain;
  /// The reference was read from --reference-cache, not run.
  bool ReferenceCached = false;
  std::vector<Run> Runs;
  std::string Verdict;
  /// Why the verdict is not pass (empty for a pass).
  std::string VerdictDetail;
};

/// The reference as the cache keeps it: everything a comparison and a
/// rerun read (the program itself is kept beside it).
json::Value referenceJson(const ProgramReport &R) {
  const Run &X = R.Reference;
  json::Object Files;
  for (const auto &[Name, Text] : X.Files)
    Files[Name] = Text ? json::Value(*Text) : json::Value(nullptr);
  json::Array Notes;
  for (const std::string &N : X.Notes)
    Notes.push_back(N);
  return json::Object{
      {"status", X.Status},
      {"detail", X.Detail},
      {"exit_code", X.ExitCode},
      {"build_seconds", X.BuildSeconds},
      {"run_seconds", X.RunSeconds},
      {"stdout", X.Stdout},
      {"stderr", X.Stderr},
      {"files", std::move(Files)},
      {"notes", std::move(Notes)},
      {"relies_on_lockstep", X.ReliesOnLockstep},
      {"workers", static_cast<int64_t>(X.Workers)},
      {"has_program", !X.Exe.empty()},
      {"again", R.ReferenceAgain ? json::Value(*R.ReferenceAgain) : json::Value(nullptr)}};
}

/// Reads a cached reference into R (false: the entry is not usable).
bool readReferenceJson(llvm::StringRef Text, ProgramReport &R) {
  llvm::Expected<json::Value> V = json::parse(Text);
  if (!V) {
    llvm::consumeError(V.takeError());
    return false;
  }
  const json::Object *O = V->getAsObject();
  if (!O)
    return false;
  Run X;
  X.Backend = "emu";
  X.Wave = 32;
  auto Str = [&](llvm::StringRef K) { return O->getString(K).value_or("").str(); };
  X.Status = Str("status");
  if (X.Status.empty())
    return false;
  X.Detail = Str("detail");
  X.ExitCode = static_cast<int>(O->getInteger("exit_code").value_or(-1));
  X.BuildSeconds = O->getNumber("build_seconds").value_or(0);
  X.RunSeconds = O->getNumber("run_seconds").value_or(0);
  X.Stdout = Str("stdout");
  X.Stderr = Str("stderr");
  if (const json::Object *F = O->getObject("files"))
    for (const auto &[Name, Text] : *F) {
      std::optional<llvm::StringRef> T = Text.getAsString();
      X.Files[Name.str()] = T ? std::optional<std::string>(T->str()) : std::nullopt;
    }
  if (const json::Array *N = O->getArray("notes"))
    for (const json::Value &E : *N)
      if (std::optional<llvm::StringRef> T = E.getAsString())
        X.Notes.push_back(T->str());
  X.ReliesOnLockstep = O->getBoolean("relies_on_lockstep").value_or(false);
  X.Workers = static_cast<unsigned>(O->getInteger("workers").value_or(0));
  R.Reference = std::move(X);
  if (std::optional<llvm::StringRef> A = O->getString("again"))
    R.ReferenceAgain = A->str();
  return true;
}

/// Hashes the regular files under Dir (recursively, sorted by path, hidden
/// folders skipped; with Sources, only what a build reads) into H: each
/// file's path relative to Dir and its bytes.
void hashTree(llvm::SHA256 &H, const std::string &Dir, bool Sources = true) {
  std::vector<std::string> Files;
  std::error_code EC;
  if (!fs::is_directory(Dir)) {
    H.update("missing:" + Dir + "\n");
    return;
  }
  for (fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (path::filename(It->path()).starts_with(".")) {
      It.no_push();
      continue;
    }
    if (It->type() == fs::file_type::regular_file && (!Sources || isBuildInput(It->path())))
      Files.push_back(It->path());
  }
  std::sort(Files.begin(), Files.end());
  for (const std::string &F : Files) {
    H.update(llvm::StringRef(F).drop_front(Dir.size()));
    H.update(llvm::StringRef("\0", 1));
    if (std::optional<std::string> T = readFile(F))
      H.update(llvm::SHA256::hash(llvm::arrayRefFromStringRef(*T)));
    H.update(llvm::StringRef("\0", 1));
  }
}

/// Keeps R's reference in the cache entry folder Entry: written in a
/// folder of its own and renamed into place, so that a reader sees a whole
/// entry or none. Nothing is kept where the cache cannot be written.
void storeReference(const ProgramReport &R, const std::string &Entry) {
  llvm::SmallString<256> Tmp;
  std::string Parent = path::parent_path(Entry).str();
  if (fs::create_directories(Parent) ||
      fs::createUniqueDirectory(joinPath(Parent, ".new-ref"), Tmp))
    return;
  std::string Text;
  llvm::raw_string_ostream(Text) << json::Value(referenceJson(R)) << "\n";
  bool Ok = !writeAtomically(joinPath(Tmp, "reference.json"), Text);
  if (Ok && !R.Reference.Exe.empty())
    Ok = !fs::copy_file(R.Reference.Exe, joinPath(Tmp, "program")) &&
         !fs::setPermissions(joinPath(Tmp, "program"), fs::all_read | fs::all_exe |
                                                           fs::owner_write);
  // Readable by the sandboxed verifies of `reward`, which run as another user.
  fs::setPermissions(Tmp, fs::all_read | fs::all_exe | fs::owner_write);
  if (!Ok || fs::rename(Tmp, Entry))
    fs::remove_directories(Tmp);
}

bool haveAmdGpu() { return fs::exists("/dev/kfd"); }
bool haveNvidiaGpu() { return fs::exists("/dev/nvidia0"); }

/// A run as the report names it: emu64, emu64/gfx940, rocm, cuda.
std::string cell(const Run &R) {
  std::string Name = R.Backend;
  if (R.Backend == "emu") {
    Name += std::to_string(R.Wave);
    if (!R.Target.empty() && R.Target != defaultEmuTarget(R.Wave))
      Name += "/" + R.Target; // emu64/gfx940
  }
  return Name + " " + R.Status;
}

/// The emulator's notes on stderr (a write past a device allocation, a
/// shuffle from a lane not taking part, a copy the runtime refuses: the run
/// goes on, as on a GPU), each said once, after the run's own.
void noteEmulator(Run &X) {
  if (X.Backend != "emu")
    return;
  llvm::SmallVector<llvm::StringRef, 16> Lines;
  llvm::StringRef(X.Stderr).split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    size_t At = L.find("note: ");
    if (At == llvm::StringRef::npos || !L.contains("[emu-") ||
        L.contains("[emu-order-dependent]") || // Said by rerunInBlockOrder,
        L.contains("[emu-path-order]") ||      // by rerunOtherSide,
        L.contains("[emu-lockstep]"))          // by readFindings.
      continue;
    std::string Note = L.substr(At + 6).trim().str();
    if (!llvm::is_contained(X.Notes, Note))
      X.Notes.push_back(Note);
  }
}

/// The race detector's findings on the run's stderr (lib/Verify/Emu/Races.h),
/// their code addresses made source lines. A data race makes the run a race,
/// whatever else it did (its answer is not one answer). Lanes of a warp that
/// exchange values through volatile memory with no sync rely on lock step:
/// AMD's wavefronts give it, so a HIP run says so in a note; NVIDIA GPUs from
/// Volta on do not, so the CUDA reference is marked (a cuda-race verdict),
/// and its answer, made in lock step as AMD's, is still the one compared.
void readFindings(Run &R) {
  llvm::SmallVector<llvm::StringRef, 16> Lines;
  llvm::StringRef(R.Stderr).split(Lines, '\n');
  std::vector<std::string> Races, Lockstep;
  // Each finding with its pair of code addresses, in the order the run
  // printed them (races and lock-step notes come mixed).
  std::vector<std::pair<bool, std::string>> Found;
  std::vector<uint64_t> Offsets;
  for (llvm::StringRef L : Lines) {
    bool Race = L.contains("[emu-data-race]");
    if (!Race && !L.contains("[emu-lockstep]"))
      continue;
    Found.emplace_back(Race, L.str());
    size_t At = L.find("{pc:");
    uint64_t A = 0, B = 0;
    if (At != llvm::StringRef::npos) {
      auto [X, Y] = L.substr(At + 4).split('}').first.split(',');
      if (X.getAsInteger(0, A) || Y.getAsInteger(0, B))
        A = B = 0;
    }
    Offsets.push_back(A);
    Offsets.push_back(B);
  }
  if (Found.empty())
    return;
  std::vector<std::string> Where = symbolize(R.Exe, Offsets);
  auto Place = [&](std::string &L, size_t K) {
    const std::string &A = Where[2 * K], &B = Where[2 * K + 1];
    size_t At = L.find(" {pc:");
    if (At != std::string::npos)
      L.erase(At);
    if (size_t Say = L.find("cuda2hip emulator: "); Say != std::string::npos)
      L.erase(0, Say + 19);
    for (const char *P : {"race: ", "note: "})
      if (llvm::StringRef(L).starts_with(P))
        L.erase(0, strlen(P));
    if (!A.empty() || !B.empty())
      L += " (at " + (A.empty() ? "?" : A) + " and " + (B.empty() ? "?" : B) + ")";
  };
  for (size_t K = 0; K < Found.size(); ++K) {
    Place(Found[K].second, K);
    (Found[K].first ? Races : Lockstep).push_back(std::move(Found[K].second));
  }
  // The first of each kind says where; the count says how many places
  // (pairs of code addresses) more.
  auto More = [](const std::vector<std::string> &L) {
    return L.size() > 1 ? " (and " + std::to_string(L.size() - 1) + " more such place" +
                              (L.size() > 2 ? "s" : "") + ")"
                        : std::string();
  };
  if (!Races.empty()) {
    if (R.Status != "pass")
      R.Notes.push_back("the run with the race: " + statusLine(R, ", "));
    R.Status = "race";
    R.Detail = "data race: " + Races.front() + More(Races);
  }
  if (!Lockstep.empty())
    R.Notes.push_back(Lockstep.front() + More(Lockstep));
  R.ReliesOnLockstep = !Lockstep.empty();
}

class Verifier {
public:
  Verifier(const VerifyOptions &O, llvm::raw_ostream &Err) : O(O), Err(Err) {}
  int run(llvm::raw_ostream &Out);

private:
  ProgramReport verifyOne(const std::string &Program, const std::string &Work);
  bool translate(ProgramReport &R, const std::string &Src,
                 const std::string &HipRoot);
  bool translateProject(ProgramReport &R, const std::string &Dir,
                        const std::string &HipRoot);
  Run runOnEmulator(llvm::ArrayRef<std::string> Sources, Dialect D, const std::string &Target,
                    const std::string &Work, llvm::ArrayRef<std::string> BuildFlags,
                    const Directives &Dirs);
  Run runNative(const std::string &Backend, llvm::ArrayRef<std::string> Sources,
                const std::string &Work, llvm::ArrayRef<std::string> BuildFlags,
                const Directives &Dirs);
  /// Timeout: seconds the run may take (0: --timeout).
  void execute(Run &R, const std::string &Exe, const std::string &Dir,
               const Directives &Dirs, bool Emulated, unsigned Workers = 0,
               unsigned Timeout = 0);
  Run runAgain(const Run &X, const Directives &Dirs, unsigned Workers, unsigned Timeout = 0);
  void rerunInBlockOrder(ProgramReport &R, const Directives &Dirs);
  /// Each HIP run in which a warp's lanes made volatile accesses on both
  /// sides of an if/else, run again with the other side first: the
  /// compiler chooses the order, so an answer that depends on it fails.
  void rerunOtherSide(ProgramReport &R, const Directives &Dirs);
  /// Compares run R with P's reference, and says in R.Compared what was
  /// compared; a comparison that compares nothing is an error.
  void compare(Run &R, const ProgramReport &P, const Directives &Dirs);
  json::Value toJson(const ProgramReport &R) const;
  /// Runs the reference again, to learn what varies from run to run
  /// (timings, addresses) before numbers are compared.
  void learnVariation(ProgramReport &R, const Directives &Dirs);
  /// The program's verdict from its runs (docs/verify.md, "Verdicts").
  void decide(ProgramReport &R, bool Translated) const;

  const VerifyOptions &O;
  llvm::raw_ostream &Err;
  std::mutex ErrLock;
};

bool Verifier::translate(ProgramReport &R, const std::string &Src,
                         const std::string &HipRoot) {
  // The program and the headers it includes from its own directory.
  std::string Dir = path::parent_path(Src).str();
  std::string Rel = path::filename(Src).str();
  TreeResult Listing =
      translateTree(O.Translate, {Dir, std::set<std::string>(), {}});
  std::set<std::string> Emit = {Rel};
  for (const std::string &C : Listing.Collected)
    if (!llvm::StringRef(C).ends_with(".cu"))
      Emit.insert(C);
  TreeResult T = translateTree(O.Translate, {Dir, Emit, {}});
  std::string Detail;
  bool Ok = T.Errors.empty();
  for (const Diagnostic &D : T.Errors)
    Detail += D.str() + "\n";
  for (const TreeFile &F : T.Files) {
    for (Diagnostic D : F.Diags) {
      if (!D.File.empty() && !path::is_absolute(D.File))
        D.File = joinPath(Dir, D.File);
      Detail += D.str() + "\n";
      R.Warnings += D.Sev >= Severity::Warning;
    }
    if (!F.Ok) {
      Ok = false;
      continue;
    }
    std::string To = joinPath(HipRoot, F.Output);
    if (F.Source == Rel)
      R.HipFile = To;
    if (std::error_code EC = writeAtomically(To, F.Text)) {
      Ok = false;
      Detail += To + ": cannot write: " + EC.message() + "\n";
    }
  }
  Ok &= !R.HipFile.empty();
  R.TranslateStatus = Ok ? "ok" : "error";
  R.TranslateDetail = tail(Detail, 4000);
  return Ok;
}

/// A project's translation units: the C and C++ sources under Dir, sorted.
std::vector<std::string> projectUnits(const std::string &Dir) {
  std::vector<std::string> Units;
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (path::filename(It->path()).starts_with(".")) {
      It.no_push();
      continue;
    }
    if (It->type() == fs::file_type::regular_file && isUnitFile(It->path()))
      Units.push_back(It->path());
  }
  std::sort(Units.begin(), Units.end());
  return Units;
}

/// What a project's Makefile builds: the existing sources its compile
/// commands name (outside the folder too) and their -I/-D options (include
/// paths made absolute), and -fopenmp where its host code uses OpenMP.
/// Empty where there is no Makefile, or `make -n` names none.
struct BuildPlan {
  std::vector<std::string> Units, Flags;
};

BuildPlan makefilePlan(const std::string &Dir) {
  BuildPlan P;
  if (!fs::exists(joinPath(Dir, "Makefile")) && !fs::exists(joinPath(Dir, "makefile")))
    return P;
  ProcOptions PO = timeLimit(60);
  PO.Cwd = Dir;
  PO.Env = {"LC_ALL=C", "MAKEFLAGS="};
  // -B: every command, even where a build is up to date; -n: none is run.
  ProcResult M = runProcess("make", {"-n", "-B"}, PO);
  if (M.Code != 0)
    return P;
  std::set<std::string> Seen, SeenFlags;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  llvm::StringRef(M.Out).split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    // Make echoes a recipe's tabs as they are: `nvcc\t./timer.c -c`.
    llvm::SmallVector<llvm::StringRef, 32> Words;
    llvm::SplitString(L, Words);
    bool Compiles = llvm::any_of(Words, [](llvm::StringRef W) { return W == "-c"; }) ||
                    llvm::any_of(Words, [](llvm::StringRef W) {
                      llvm::StringRef N = path::filename(W);
                      return N == "nvcc" || N == "hipcc";
                    });
    if (!Compiles)
      continue;
    for (size_t I = 0; I < Words.size(); ++I) {
      llvm::StringRef W = Words[I].trim("\"'\t");
      if (isUnitFile(W)) {
        std::string F = path::is_absolute(W) ? W.str() : joinPath(Dir, W);
        llvm::SmallString<256> N(F);
        path::remove_dots(N, /*remove_dot_dot=*/true);
        // A unit outside the folder (`../NAME-sycl/read_data.cpp`, shared
        // host code) is built as it is on both sides.
        if (fs::exists(N) && Seen.insert(N.str().str()).second)
          P.Units.push_back(N.str().str());
        continue;
      }
      // OpenMP in the host code, given to the host compiler
      // (`-Xcompiler -fopenmp`, `-Xcompiler=-Wall,-fopenmp`): the emulator's
      // build takes it as it is.
      llvm::StringRef Host = W;
      if (!Host.consume_front("-Xcompiler="))
        Host.consume_front("--compiler-options=");
      llvm::SmallVector<llvm::StringRef, 8> HostFlags;
      Host.split(HostFlags, ',');
      if (llvm::is_contained(HostFlags, "-fopenmp")) {
        if (SeenFlags.insert("-fopenmp").second)
          P.Flags.push_back("-fopenmp");
        continue;
      }
      std::string Flag;
      if ((W == "-I" || W == "-D") && I + 1 < Words.size())
        Flag = W.str() + Words[++I].trim("\"'").str();
      else if ((W.starts_with("-I") || W.starts_with("-D")) && W.size() > 2)
        Flag = W.str();
      if (Flag.empty())
        continue;
      if (Flag.rfind("-I", 0) == 0 && !path::is_absolute(Flag.substr(2))) {
        llvm::SmallString<256> N(joinPath(Dir, Flag.substr(2)));
        path::remove_dots(N, /*remove_dot_dot=*/true);
        Flag = "-I" + N.str().str();
      }
      // A CUDA installation's folders are the toolkit's, not the program's.
      if (Flag.rfind("-I", 0) == 0 && isCudaInstallPath(Flag.substr(2)))
        continue;
      if (SeenFlags.insert(Flag).second)
        P.Flags.push_back(Flag);
    }
  }
  std::sort(P.Units.begin(), P.Units.end());
  return P;
}

bool Verifier::translateProject(ProgramReport &R, const std::string &Dir,
                                const std::string &HipRoot) {
  // Everything the tree translation writes, and the project's other sources
  // as they are (a .cpp with no CUDA in it).
  DriverOptions Opts = O.Translate;
  Opts.ExtraArgs.insert(Opts.ExtraArgs.end(), R.BuildFlags.begin(), R.BuildFlags.end());
  TreeResult T = translateTree(Opts, {Dir, std::nullopt, {}});
  std::string Detail;
  bool Ok = T.Errors.empty();
  for (const Diagnostic &D : T.Errors)
    Detail += D.str() + "\n";
  std::map<std::string, std::string> Written; // source -> output, relative
  for (const TreeFile &F : T.Files) {
    for (Diagnostic D : F.Diags) {
      if (!D.File.empty() && !path::is_absolute(D.File))
        D.File = joinPath(Dir, D.File);
      Detail += D.str() + "\n";
      R.Warnings += D.Sev >= Severity::Warning;
    }
    if (!F.Ok) {
      Ok = false;
      continue;
    }
    Written[F.Source] = F.Output;
    if (std::error_code EC = writeAtomically(joinPath(HipRoot, F.Output), F.Text)) {
      Ok = false;
      Detail += F.Output + ": cannot write: " + EC.message() + "\n";
    }
  }
  // Headers the translation did not write (no CUDA in them, included only
  // by host sources: hypterm's utils.h), as they are: the HIP units include
  // them from their own folder, as `translate` copies them.
  std::set<std::string> Outputs;
  for (const auto &[Src, Out] : Written)
    Outputs.insert(Out);
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    if (It->type() != fs::file_type::regular_file || !isHeaderFile(It->path()) ||
        isCudaFile(It->path()))
      continue;
    std::string Rel = It->path().substr(Dir.size() + 1);
    if (Written.count(Rel) || Outputs.count(Rel))
      continue;
    std::optional<std::string> Text = readFile(It->path());
    std::string To = joinPath(HipRoot, Rel);
    fs::create_directories(path::parent_path(To));
    if (!Text || writeAtomically(To, *Text)) {
      Ok = false;
      Detail += Rel + ": cannot copy\n";
    }
  }
  for (const std::string &U : R.CudaUnits) {
    if (!llvm::StringRef(U).starts_with(Dir + "/")) {
      R.HipUnits.push_back(U); // Outside the project: not translated.
      continue;
    }
    std::string Rel = U.substr(Dir.size() + 1);
    auto It = Written.find(Rel);
    if (It == Written.end()) {
      std::optional<std::string> Text = readFile(U);
      if (!Text || writeAtomically(joinPath(HipRoot, Rel), *Text)) {
        Ok = false;
        Detail += Rel + ": cannot copy\n";
      }
    }
    R.HipUnits.push_back(joinPath(HipRoot, It == Written.end() ? Rel : It->second));
  }
  R.HipFile = HipRoot;
  R.TranslateStatus = Ok ? "ok" : "error";
  R.TranslateDetail = tail(Detail, 4000);
  return Ok;
}

void Verifier::execute(Run &R, const std::string &Exe,
                       const std::string &FreshDir, const Directives &Dirs,
                       bool Emulated, unsigned Workers, unsigned Timeout) {
  Timeout = Timeout ? Timeout : O.TimeoutSeconds;
  R.Exe = Exe;
  R.RunDir = FreshDir;
  // A fresh directory, or the one the user names (--workdir: a program
  // that reads its data relative to it). Either way, a file left by an
  // earlier run must not pass for this run's output.
  std::string Dir = O.WorkDir.empty() ? FreshDir : absolutePath(O.WorkDir);
  if (O.WorkDir.empty()) {
    fs::remove_directories(Dir);
    fs::create_directories(Dir);
  } else {
    for (const DeclaredOutput &D : Dirs.Outputs)
      if (D.What != "stdout")
        fs::remove(joinPath(Dir, D.What));
  }
  std::vector<std::string> Env;
  if (Emulated) {
    // Blocks run on every core unless told otherwise (--emu-workers, or
    // C2H_EMU_WORKERS in verify's environment, which the run inherits).
    if (Workers || O.EmuWorkers)
      Env.push_back("C2H_EMU_WORKERS=" + std::to_string(Workers ? Workers : O.EmuWorkers));
    if (O.EmuStackKB)
      Env.push_back("C2H_EMU_STACK_KB=" + std::to_string(O.EmuStackKB));
    // Large allocations on transparent huge pages where the kernel leaves
    // them to madvise: emulated programs touch arrays of hundreds of MiB
    // once, and in a virtual machine a fault per 4 KiB page took a fifth of
    // such a run (fresnel: 14.7 s, 12.2 s with this). Ours first, so that
    // the user's own setting of it (later) wins.
    if (R.SidesSwapped)
      Env.push_back("C2H_EMU_SIDE_ORDER=swapped");
    const char *Tunables = std::getenv("GLIBC_TUNABLES");
    Env.push_back("GLIBC_TUNABLES=glibc.malloc.hugetlb=1" +
                  (Tunables && *Tunables ? ":" + std::string(Tunables) : ""));
    // The user's sanitizer options, then ours (later ones win).
    const char *User = std::getenv("ASAN_OPTIONS");
    Env.push_back("ASAN_OPTIONS=" + std::string(User ? User : "") +
                  (User && *User ? ":" : "") + "detect_leaks=0:exitcode=" +
                  std::to_string(ExitSanitizerError));
  }
  // Emulated runs take their own arguments where they are given
  // (--emu-run-args, then the program's emu-args).
  const std::vector<std::string> &Args =
      !Emulated           ? O.RunArgs
      : O.EmuRunArgs      ? *O.EmuRunArgs
      : Dirs.EmuArgs      ? *Dirs.EmuArgs
                          : O.RunArgs;
  ProcOptions PO{Dir, Timeout, "", Env};
  PO.OwnGroup = true; // nothing the program forks outlives its run
  ProcResult P = runProcess(Exe, Args, PO);
  R.RunSeconds = P.Seconds;
  R.ExitCode = P.Code;
  R.Stdout = P.Out;
  R.Stderr = P.Err;
  for (const DeclaredOutput &D : Dirs.Outputs)
    if (D.What != "stdout")
      R.Files[D.What] = readFile(joinPath(Dir, D.What));
  if (P.TimedOut) {
    R.Status = "error";
    R.TimedOut = true;
    R.Detail = "timed out after " + std::to_string(Timeout) + " s";
  } else if (!P.Signal.empty()) {
    R.Status = "error";
    R.Detail = "crashed: " + P.Signal + "\n" + tail(P.Err);
  } else if (Emulated && P.Code == emu::ExitEmulatorError) {
    // One line per error: the first says what went wrong, and where.
    R.Status = "error";
    // Notes the run printed before its first error do not head the detail.
    llvm::StringRef Err = P.Err;
    size_t At = Err.find(": error: ");
    size_t Start = At == llvm::StringRef::npos ? At : Err.rfind('\n', At);
    R.Detail = "emulator error: ";
    if (Start != llvm::StringRef::npos)
      R.Detail += Err.slice(Start + 1, Err.find('\n', At)).str() + "\n";
    R.Detail += tail(P.Err);
  } else if (Emulated && O.AddressSanitizer && P.Code == ExitSanitizerError) {
    llvm::StringRef E = P.Err;
    size_t Sum = E.find("SUMMARY: AddressSanitizer: ");
    size_t At = E.find("ERROR: AddressSanitizer");
    R.Status = "error";
    R.Detail = "memory error (AddressSanitizer): " +
               (Sum == llvm::StringRef::npos
                    ? tail(E)
                    : E.substr(Sum + 27).split('\n').first.str()) +
               (At == llvm::StringRef::npos
                    ? std::string()
                    : "\n" + E.substr(At).split('\n').first.str());
  } else if (P.Code != 0 && !Dirs.ExitSame) {
    R.Status = "fail";
    R.Detail = "exit code " + std::to_string(P.Code) + "\n" +
               tail(P.Out + P.Err, 1500);
  } else if (std::optional<std::string> Line = failureLine(P.Out, Dirs.Verdict)) {
    // Exit status 0, but the program's own check printed a failure.
    R.Status = "fail";
    R.Detail = "printed a failure: " + *Line;
  } else {
    R.Status = "pass";
  }
  if (Emulated)
    readFindings(R);
}


Run Verifier::runOnEmulator(llvm::ArrayRef<std::string> Sources, Dialect D,
                            const std::string &Target,
                            const std::string &Work, llvm::ArrayRef<std::string> BuildFlags,
                            const Directives &Dirs) {
  Run R;
  R.Backend = "emu";
  R.Wave = D == Dialect::Cuda ? 32 : static_cast<int>(emulatedWave(Target));
  if (D == Dialect::Hip)
    R.Target = Target;
  std::string Tag = D == Dialect::Cuda ? "cuda32" : "hip-" + Target;
  std::string BuildDir = joinPath(Work, "emu-" + Tag);
  std::vector<std::string> Flags = O.Translate.ExtraArgs;
  Flags.insert(Flags.end(), BuildFlags.begin(), BuildFlags.end());
  if (D == Dialect::Hip) // HIP's semantics of the release translated for.
    Flags.push_back("-DC2H_EMU_ROCM=" +
                    std::to_string(O.Translate.Translate.RocmTarget));
  EmuBuild B = buildForEmulator(Sources, D, Target, Flags, BuildDir,
                                O.TimeoutSeconds * 5, O.AddressSanitizer);
  if (!B.Ok) {
    // A CUDA toolkit header the emulator does not provide (cuBLAS, cuRAND,
    // Thrust, ...): the program cannot be checked here, which is not an
    // error of the translation.
    llvm::StringRef Detail = B.Detail;
    size_t NotFound = Detail.find("' file not found");
    size_t Open = NotFound == llvm::StringRef::npos ? NotFound : Detail.rfind('\'', NotFound - 1);
    llvm::StringRef Header =
        Open == llvm::StringRef::npos ? "" : Detail.slice(Open + 1, NotFound);
    auto ToolkitHeader = [](llvm::StringRef H) {
      if (lookupHeader(H))
        return true;
      for (llvm::StringRef P : {"cub/", "thrust/", "cuda/", "nvtx3/", "cublas", "curand", "cufft",
                                "cusparse", "cusolver", "cudnn", "nccl", "nvrtc", "nvToolsExt",
                                "cuda_fp8", "cuda_fp6", "cuda_fp4", "npp", "nvjpeg", "cupti",
                                "cufile", "cudla", "nvml"})
        if (H.starts_with(P))
          return true;
      return false;
    };
    if (D == Dialect::Cuda && !Header.empty() && ToolkitHeader(Header)) {
      R.Status = "unsupported";
      R.Detail = "uses " + Header.str() +
                 ", a CUDA library the emulator does not provide; check it on a GPU "
                 "(--backend rocm or cuda)";
      return R;
    }
    // A CUB name outside the emulator's subset (cuda2hip_emu_cub.h).
    llvm::StringRef SubsetNs = "' in namespace 'cuda2hip::emu::cub_subset'";
    if (size_t At = Detail.find(SubsetNs);
        D == Dialect::Cuda && At != llvm::StringRef::npos) {
      size_t NameOpen = Detail.rfind('\'', At - 1);
      llvm::StringRef Name = NameOpen == llvm::StringRef::npos
                                 ? llvm::StringRef()
                                 : Detail.slice(NameOpen + 1, At);
      R.Status = "unsupported";
      R.Detail = "uses cub::" + Name.str() +
                 ", which the emulator's CUB subset does not provide; check it "
                 "on a GPU "
                 "(--backend rocm or cuda)";
      return R;
    }
    // A cuBLAS or cuRAND name outside the emulator's subsets
    // (cuda2hip_emu_blas.h, cuda2hip_emu_rand.h).
    llvm::StringRef Undeclared = "use of undeclared identifier '";
    for (size_t At = Detail.find(Undeclared); D == Dialect::Cuda && At != llvm::StringRef::npos;
         At = Detail.find(Undeclared, At + 1)) {
      llvm::StringRef Name = Detail.substr(At + Undeclared.size()).split('\'').first;
      llvm::StringRef Library = Name.starts_with_insensitive("cublas")   ? "cuBLAS"
                                : Name.starts_with_insensitive("curand") ? "cuRAND"
                                                                         : "";
      if (Library.empty())
        continue;
      R.Status = "unsupported";
      R.Detail = "uses " + Name.str() + ", which the emulator's " + Library.str() +
                 " subset does not provide; check it on a GPU (--backend rocm or cuda)";
      return R;
    }
    // MPI: the emulator runs one process, without an MPI library.
    if (D == Dialect::Cuda && (Header == "mpi.h" || Header == "mpi")) {
      R.Status = "unsupported";
      R.Detail =
          "uses " + Header.str() +
          " (MPI), which the emulator does not provide: it runs one process";
      return R;
    }
    R.Status = "error";
    R.Detail = tail(B.Detail, 4000);
    return R;
  }
  R.Hip = D == Dialect::Hip;
  execute(R, B.Exe, joinPath(Work, "run-" + Tag), Dirs, /*Emulated=*/true);
  return R;
}

Run Verifier::runNative(const std::string &Backend, llvm::ArrayRef<std::string> Sources,
                        const std::string &Work, llvm::ArrayRef<std::string> BuildFlags,
                        const Directives &Dirs) {
  Run R;
  R.Backend = Backend;
  bool Rocm = Backend == "rocm";
  R.Wave = Rocm ? 64 : 32;
  if (Rocm ? !haveAmdGpu() : !haveNvidiaGpu()) {
    R.Status = "skipped";
    R.Detail = Rocm ? "no AMD GPU here (/dev/kfd is missing)"
                    : "no NVIDIA GPU here (/dev/nvidia0 is missing)";
    return R;
  }
  std::string Exe = joinPath(Work, Backend + "-program");
  std::vector<std::string> Args = {"-std=c++17", "-O2"};
  Args.insert(Args.end(), O.Translate.ExtraArgs.begin(),
              O.Translate.ExtraArgs.end());
  Args.insert(Args.end(), BuildFlags.begin(), BuildFlags.end());
  Args.insert(Args.end(), Sources.begin(), Sources.end());
  Args.insert(Args.end(), {"-o", Exe});
  ProcResult C = runProcess(Rocm ? "hipcc" : "nvcc", Args,
                            timeLimit(O.TimeoutSeconds * 5));
  R.BuildSeconds = C.Seconds;
  if (C.Code != 0) {
    R.Status = "error";
    R.Detail = C.NotFound ? (Rocm ? "hipcc" : "nvcc") +
                                std::string(" is not installed")
                          : "build failed:\n" + tail(C.Err);
    return R;
  }
  if (Rocm) {
    ProcResult A = runProcess("rocm_agent_enumerator", {}, timeLimit(10));
    R.Wave = llvm::StringRef(A.Out).contains("gfx9") ? 64 : 32;
  }
  execute(R, Exe, joinPath(Work, "run-" + Backend), Dirs,
          /*Emulated=*/false);
  return R;
}

void Verifier::compare(Run &R, const ProgramReport &P, const Directives &Dirs) {
  const Run &Ref = P.Reference;
  if (R.Status == "pass" && Ref.Status == "race") {
    R.Notes.push_back("not compared: the reference races, so its answer is not one answer");
    return;
  }
  if (R.Status != "pass" || Ref.Status != "pass")
    return;
  R.Compared.clear();
  std::vector<std::string> Parts; // What was compared, for the report.
  if (Dirs.ExitSame) {
    if (R.ExitCode != Ref.ExitCode) {
      R.Status = "fail";
      R.Detail = "exit code " + std::to_string(R.ExitCode) + " where the reference exited with " +
                 std::to_string(Ref.ExitCode) + " (compare exit=same)";
      return;
    }
    Parts.push_back("the exit status " + std::to_string(Ref.ExitCode) + " (compare exit=same)");
  }
  // What the program printed of its own check, against the reference.
  std::vector<std::string> Want = verdictWords(Ref.Stdout, Dirs.Verdict),
                           Got = verdictWords(R.Stdout, Dirs.Verdict);
  auto Join = [](const std::vector<std::string> &W) {
    return W.empty() ? std::string("nothing") : llvm::join(W, " ");
  };
  if (Want != Got) {
    R.Status = "fail";
    R.Detail = "printed " + Join(Got) + " where the reference printed " + Join(Want);
    return;
  }
  if (!Want.empty())
    Parts.push_back("the words " + Join(Want));
  // Every number printed, and the checksums, unless the program says how
  // its stdout compares.
  bool StdoutDeclared = llvm::any_of(Dirs.Outputs, [](const DeclaredOutput &D) {
    return D.What == "stdout";
  });
  if (!StdoutDeclared) {
    std::string WantSums = checksumValues(Ref.Stdout);
    std::string Diff = compareOutputs(WantSums, checksumValues(R.Stdout), kChecksumTolerance);
    if (!Diff.empty()) {
      R.Status = "fail";
      R.Detail = "checksum: " + Diff;
      return;
    }
    NumberComparison N =
        compareNumbers(Ref.Stdout, P.ReferenceAgain.value_or(""), P.ReferenceAgain.has_value(),
                       R.Stdout, static_cast<unsigned>(R.Wave), Dirs.Numbers);
    if (!N.Diff.empty()) {
      R.Status = "fail";
      R.Detail = "stdout: " + N.Diff;
      return;
    }
    if (!WantSums.empty())
      Parts.push_back("the checksums");
    if (N.Values) // Numbers left out alone compare nothing.
      Parts.push_back("stdout: " + N.summary());
  }
  for (const DeclaredOutput &D : Dirs.Outputs) {
    bool Std = D.What == "stdout";
    std::optional<std::string> WantText, GotText;
    if (Std) {
      WantText = Ref.Stdout;
      GotText = R.Stdout;
    } else {
      if (auto It = Ref.Files.find(D.What); It != Ref.Files.end())
        WantText = It->second;
      if (auto It = R.Files.find(D.What); It != R.Files.end())
        GotText = It->second;
    }
    if (!WantText) {
      R.Status = "error";
      R.Detail = D.What + ": the reference did not write it, so there is nothing to compare "
                          "it with";
      return;
    }
    if (!GotText) {
      R.Status = "fail";
      R.Detail = D.What + ": not written (the reference wrote " +
                 std::to_string(WantText->size()) + " bytes)";
      return;
    }
    std::string WantSel = selectLines(*WantText, D.Lines);
    std::string Diff = compareOutputs(WantSel, selectLines(*GotText, D.Lines), D.Tol);
    if (!Diff.empty()) {
      R.Status = "fail";
      R.Detail = D.What + ": " + Diff;
      return;
    }
    if (!llvm::StringRef(WantSel).trim().empty())
      Parts.push_back(D.What + (D.Lines.empty() ? "" : " (lines with '" + D.Lines + "')") +
                      ", " + D.Tol.str());
  }
  if (Dirs.ExitStatus)
    Parts.push_back("the exit status (compare exit)");
  if (Parts.empty()) {
    // An exit status of 0 alone says nothing of the answer.
    R.Status = "error";
    R.Detail = "nothing compared: the reference printed no pass or failure word and no number to compare, "
               "and the program declares no output; declare what to compare (--declare "
               "\"compare stdout\", \"compare file=PATH\" or \"compare exit\")";
    return;
  }
  R.Compared = llvm::join(Parts, "; ");
}

ProgramReport Verifier::verifyOne(const std::string &Program,
                                  const std::string &Work) {
  ProgramReport R;
  R.Program = Program;
  std::string Src = absolutePath(Program);
  // A directory is a project: every C and C++ source under it is a unit.
  bool Project = fs::is_directory(Src);
  if (Project) {
    // The units the project's Makefile compiles, with its options; every
    // C and C++ source where there is no Makefile to ask.
    BuildPlan Plan = makefilePlan(Src);
    R.CudaUnits = Plan.Units.empty() ? projectUnits(Src) : Plan.Units;
    R.BuildFlags = Plan.Flags;
  } else {
    R.CudaUnits = {Src};
  }
  // The translation is built in the work directory, not beside the
  // original: an include relative to the original's folder that leaves the
  // program ("../../common/polybench.h") is searched there last, as it
  // resolves for the original. Not a folder the options name already:
  // Clang drops an -I folder that is also a system one (-idirafter), which
  // would move it to the end of the search.
  std::set<std::string> Named;
  for (const std::vector<std::string> *Fs :
       std::initializer_list<const std::vector<std::string> *>{&O.Translate.ExtraArgs, &R.BuildFlags})
    for (size_t I = 0; I < Fs->size(); ++I) {
      llvm::StringRef F = (*Fs)[I];
      if (F == "-I" && I + 1 < Fs->size())
        Named.insert(absolutePath((*Fs)[++I]));
      else if (F.consume_front("-I") && !F.empty())
        Named.insert(absolutePath(F));
    }
  for (const std::string &U : R.CudaUnits)
    if (std::string D = path::parent_path(U).str(); Named.insert(D).second)
      R.HipFlags.insert(R.HipFlags.end(), {"-idirafter", D});
  std::vector<std::string> DirectiveErrors;
  std::optional<std::string> Text;
  for (const std::string &U : R.CudaUnits) {
    std::optional<std::string> T = readFile(U);
    if (!T) {
      Text.reset();
      break;
    }
    Text = Text.value_or("") + *T + "\n";
  }
  // The program's directives, then the command line's (--declare).
  Directives Dirs;
  if (Text)
    parseDirectives(*Text, Dirs, DirectiveErrors);
  for (const std::string &D : O.Declare)
    parseDirectives("cuda2hip-verify: " + D, Dirs, DirectiveErrors);
  if (!Text) {
    R.TranslateStatus = "error";
    R.TranslateDetail = Program + (Project ? ": no C or C++ sources, or one cannot be read"
                                           : ": cannot read");
    R.Verdict = "error";
    return R;
  }
  if (!DirectiveErrors.empty()) {
    R.TranslateStatus = "error";
    for (const std::string &E : DirectiveErrors)
      R.TranslateDetail += Program + ": cuda2hip-verify directive, " + E + "\n";
    R.Verdict = "error";
    return R;
  }
  bool Translated;
  if (!O.HipFile.empty()) { // --hip: that file is the HIP side, as it is.
    R.HipFile = absolutePath(O.HipFile);
    R.TranslateStatus = "given";
    Translated = true;
  } else {
    Translated = Project ? translateProject(R, Src, joinPath(Work, "hip"))
                         : translate(R, Src, joinPath(Work, "hip"));
  }
  if (!Project)
    R.HipUnits = {R.HipFile};
  if (Translated && O.Compile) {
    // Each unit's device code, merged per target.
    for (const std::string &U : R.HipUnits) {
      std::vector<std::string> Flags = O.Translate.ExtraArgs;
      std::vector<std::string> Own = R.hipBuildFlags();
      Flags.insert(Flags.end(), Own.begin(), Own.end());
      std::vector<ArchBuild> B = compileHip(U, O.Archs, Flags, Work,
                                            O.TimeoutSeconds * 5);
      if (R.Builds.empty()) {
        R.Builds = std::move(B);
        continue;
      }
      for (size_t A = 0; A < B.size() && A < R.Builds.size(); ++A) {
        ArchBuild &To = R.Builds[A];
        if (B[A].Status != "ok" && To.Status == "ok") {
          To.Status = B[A].Status;
          To.Detail = B[A].Detail;
        }
        To.Seconds += B[A].Seconds;
        To.Kernels.insert(To.Kernels.end(), B[A].Kernels.begin(), B[A].Kernels.end());
      }
    }
  }
  // The reference: the CUDA original on the emulator at warp 32, or on the
  // NVIDIA GPU (--backend cuda).
  bool GpuReference = O.Backend == VerifyBackend::Cuda;
  // --reference-cache: the emulated reference as an earlier verify of the
  // same program, options and tool left it (programKey).
  std::string Entry;
  if (!O.ReferenceCache.empty() && !GpuReference)
    Entry = joinPath(absolutePath(O.ReferenceCache), "ref-" + programKey(O, Program));
  bool Cached = false;
  if (!Entry.empty())
    if (std::optional<std::string> T = readFile(joinPath(Entry, "reference.json")))
      if (readReferenceJson(*T, R)) {
        std::string Exe = joinPath(Entry, "program");
        Cached = R.Reference.Status == "unsupported" || fs::exists(Exe);
        R.ReferenceCached = Cached;
        if (Cached && fs::exists(Exe)) {
          R.Reference.Exe = Exe;
          R.Reference.RunDir = joinPath(Work, "run-cuda32");
        }
      }
  if (!Cached) {
    R.Reference = GpuReference
                      ? runNative("cuda", R.CudaUnits, Work, R.BuildFlags, Dirs)
                      : runOnEmulator(R.CudaUnits, Dialect::Cuda, "", Work, R.BuildFlags, Dirs);
    learnVariation(R, Dirs);
    if (!Entry.empty() && !R.Reference.TimedOut) {
      if (fs::exists(Entry)) // an entry that could not be read
        fs::remove_directories(Entry);
      storeReference(R, Entry);
    }
  }
  bool Unsupported = R.Reference.Status == "unsupported";
  if (Translated && R.Reference.Status != "skipped") {
    // The HIP program on the emulator at each wave (not with --backend
    // rocm, which asks for the AMD GPU alone).
    if (O.Backend != VerifyBackend::Rocm)
      for (const std::string &T : O.EmuTargets) {
        Run X;
        if (Unsupported) {
          X.Backend = "emu";
          X.Wave = static_cast<int>(emulatedWave(T));
          X.Target = T;
          X.Status = "unsupported";
          X.Detail = R.Reference.Detail;
        } else {
          X = runOnEmulator(R.HipUnits, Dialect::Hip, T, Work, R.hipBuildFlags(), Dirs);
        }
        X.Hip = true;
        R.Runs.push_back(std::move(X));
      }
    if (O.Backend == VerifyBackend::Auto || O.Backend == VerifyBackend::Rocm) {
      R.Runs.push_back(runNative("rocm", R.HipUnits, Work, R.hipBuildFlags(), Dirs));
      R.Runs.back().Hip = true;
    }
    // With --backend auto, the CUDA original on an NVIDIA GPU where there
    // is one: a check of the emulated reference, not of the translation.
    if (O.Backend == VerifyBackend::Auto)
      R.Runs.push_back(runNative("cuda", R.CudaUnits, Work, R.BuildFlags, Dirs));
  }
  for (Run &X : R.Runs)
    compare(X, R, Dirs);
  rerunInBlockOrder(R, Dirs);
  rerunOtherSide(R, Dirs);
  noteEmulator(R.Reference);
  for (Run &X : R.Runs)
    noteEmulator(X);
  // The translation's lines in what the runs say are named as the
  // translation names its files (x.hip), not by the work directory, which
  // is gone after the run.
  std::string HipRoot = joinPath(Work, "hip") + "/";
  auto Relative = [&](std::string &S) {
    for (size_t At; (At = S.find(HipRoot)) != std::string::npos;)
      S.erase(At, HipRoot.size());
  };
  for (Run &X : R.Runs) {
    Relative(X.Detail);
    for (std::string &N : X.Notes)
      Relative(N);
  }
  decide(R, Translated);
  return R;
}


void Verifier::learnVariation(ProgramReport &R, const Directives &Dirs) {
  // Only where numbers are compared (no declaration for stdout) and the
  // reference printed a digit.
  Run &Ref = R.Reference;
  bool StdoutDeclared = llvm::any_of(Dirs.Outputs, [](const DeclaredOutput &D) {
    return D.What == "stdout";
  });
  if (Ref.Status != "pass" || StdoutDeclared || Ref.Exe.empty() ||
      llvm::StringRef(Ref.Stdout).find_first_of("0123456789") == llvm::StringRef::npos)
    return;
  // Twice the time: this run only learns, and a reference near its limit
  // must not fail for being slow once. One that does not finish leaves the
  // numbers to compare as they are (timings by their units and words).
  Run Again = runAgain(Ref, Dirs, /*Workers=*/0, 2 * O.TimeoutSeconds);
  if (Again.TimedOut) {
    Ref.Notes.push_back("a second run of the reference, to learn what varies from run to run, "
                        "did not finish in " +
                        std::to_string(2 * O.TimeoutSeconds) + " s: nothing was learned");
    return;
  }
  if (Again.Status != "pass") {
    Ref.Status = "error";
    Ref.Detail = "the reference passed once and then did not (" + Again.Status + "): " +
                 Again.Detail;
    return;
  }
  R.ReferenceAgain = Again.Stdout;
}

void Verifier::decide(ProgramReport &R, bool Translated) const {
  auto Say = [&](const char *V, std::string Why) {
    R.Verdict = V;
    R.VerdictDetail = std::move(Why);
  };
  if (!Translated)
    return Say("error", "the translation failed");
  for (const ArchBuild &B : R.Builds)
    if (B.Status == "failed")
      return Say("error", "hipcc failed for " + B.Arch + ": " + firstLine(B.Detail));
  const Run &Ref = R.Reference;
  if (Ref.Status == "error" || Ref.Status == "fail")
    return Say("error", "the reference (" + Ref.Backend + ") " +
                            (Ref.Status == "fail" ? "fails: " : "did not run to the end: ") +
                            firstLine(Ref.Detail));
  for (const Run &X : R.Runs)
    if (X.Status == "error")
      return Say("error", cell(X) + ": " + firstLine(X.Detail));
  for (const Run &X : R.Runs)
    if (!X.Hip && X.Status == "fail")
      return Say("error", "the CUDA original on the NVIDIA GPU disagrees with the emulated "
                          "reference: " + firstLine(X.Detail));
  for (const Run &X : R.Runs)
    if (X.Hip && X.Status == "fail")
      return Say("fail", cell(X) + ": " + firstLine(X.Detail));
  // A racing original first: the translation of a race is a race.
  if (Ref.Status == "race")
    return Say("cuda-race", "the CUDA original: " + firstLine(Ref.Detail));
  for (const Run &X : R.Runs)
    if (X.Hip && X.Status == "race")
      return Say("race", cell(X) + ": " + firstLine(X.Detail));
  if (Ref.ReliesOnLockstep)
    return Say("cuda-race", "the CUDA original relies on lock step: " +
                                firstLine(Ref.Notes.empty() ? "" : Ref.Notes.front()));
  if (Ref.Status == "unsupported")
    return Say("unsupported", firstLine(Ref.Detail));
  if (Ref.Status == "skipped")
    return Say("not-run", "the reference did not run: " + firstLine(Ref.Detail));
  // Every HIP run asked for must have run and matched: the emulated ones,
  // and the AMD GPU's where it was asked for by name or is here.
  unsigned Passed = 0;
  for (const Run &X : R.Runs) {
    if (!X.Hip)
      continue;
    bool Asked = X.Backend == "emu" || optionName(O.Backend) == X.Backend;
    if (X.Status == "skipped" && Asked)
      return Say("not-run", cell(X) + ": " + firstLine(X.Detail));
    Passed += X.Status == "pass";
  }
  if (!Passed)
    return Say("not-run", "no run of the HIP program was made");
  Say("pass", "");
}

/// The emulator's note that floating-point atomics of several blocks ran
/// concurrently: the answer may depend on the order the blocks ran.
bool orderDependent(const Run &X) {
  return X.Backend == "emu" && llvm::StringRef(X.Stderr).contains("[emu-order-dependent]");
}

/// The emulated run X's program run again, as X was, in the environment
/// the arguments give.
Run Verifier::runAgain(const Run &X, const Directives &Dirs, unsigned Workers,
                       unsigned Timeout) {
  Run Y;
  Y.Backend = X.Backend;
  Y.Wave = X.Wave;
  Y.Target = X.Target;
  Y.Hip = X.Hip;
  Y.BuildSeconds = X.BuildSeconds;
  Y.Notes = X.Notes;
  Y.SidesSwapped = X.SidesSwapped;
  Y.Workers = Workers;
  execute(Y, X.Exe, X.RunDir, Dirs, /*Emulated=*/X.Backend == "emu", Workers, Timeout);
  return Y;
}

void Verifier::rerunInBlockOrder(ProgramReport &R, const Directives &Dirs) {
  bool Any = orderDependent(R.Reference) || llvm::any_of(R.Runs, orderDependent);
  if (!Any)
    return;
  bool Disagree = R.Reference.Status == "fail" || llvm::any_of(R.Runs, [](const Run &X) {
                    return X.Backend == "emu" && X.Status == "fail";
                  });
  if (!Disagree) {
    const char *Note = "floating-point atomics of several blocks ran concurrently: the answer "
                       "depends on the order the blocks ran, and the runs agreed in the "
                       "orders they ran in [emu-order-dependent]";
    if (orderDependent(R.Reference))
      R.Reference.Notes.push_back(Note);
    for (Run &X : R.Runs)
      if (orderDependent(X))
        X.Notes.push_back(Note);
    return;
  }
  // A disagreement that the order of the blocks may explain: every emulated
  // run again, with the blocks in order on one OS thread, as a GPU's
  // answer is compared with one ordering too.
  auto Again = [&](Run &X) {
    if (X.Backend != "emu" || X.Exe.empty())
      return;
    Run Y = runAgain(X, Dirs, /*Workers=*/1);
    Y.RunSeconds += X.RunSeconds;
    Y.Notes.push_back("floating-point atomics of several blocks ran concurrently and the runs "
                      "disagreed: run again with the blocks in order on one OS thread (the "
                      "first run: " +
                      statusLine(X, ", ") + ") [emu-order-dependent]");
    X = std::move(Y);
  };
  Again(R.Reference);
  for (Run &X : R.Runs)
    Again(X);
  for (Run &X : R.Runs)
    compare(X, R, Dirs);
}

void Verifier::rerunOtherSide(ProgramReport &R, const Directives &Dirs) {
  for (Run &X : R.Runs) {
    if (!X.Hip || X.Backend != "emu" || X.Exe.empty() || X.TimedOut ||
        !llvm::StringRef(X.Stderr).contains("[emu-path-order]"))
      continue;
    Run Swapped = X;
    Swapped.SidesSwapped = true;
    // With the workers of the run it repeats: a run made again with its
    // blocks in order stays so, or block order could pass for path order.
    Run Y = runAgain(Swapped, Dirs, X.Workers);
    compare(Y, R, Dirs);
    const char *What = "lanes of a wavefront made volatile accesses on both sides of an "
                       "if/else, whose order the compiler chooses";
    X.RunSeconds += Y.RunSeconds;
    if (Y.Status == X.Status) {
      X.Notes.push_back(std::string(What) + ": run with each side first, both " + X.Status +
                        " [emu-path-order]");
    } else if (X.Status == "pass") {
      // The answer depends on the order: no order is the right one.
      X.Status = "fail";
      X.Detail = std::string("the answer depends on the order of a diverged wavefront's paths (") +
                 What + "): with the side at the lower code address first it passes, with the "
                        "other first " + statusLine(Y);
      X.Notes.push_back(std::string(What) + ": the two orders disagree [emu-path-order]");
    } else {
      X.Notes.push_back(std::string(What) + ": with the other side first, " + statusLine(Y) +
                        " [emu-path-order]");
    }
  }
}

json::Value runJson(const Run &R) {
  json::Object O{{"backend", R.Backend},
                 {"wave", R.Wave},
                 {"status", R.Status},
                 {"detail", R.Detail},
                 {"seconds", std::round(R.RunSeconds * 1000) / 1000}};
  if (R.Status == "pass" || R.Status == "fail" || (R.Status == "race" && !R.TimedOut))
    O["exit_code"] = R.ExitCode;
  if (!R.Target.empty())
    O["target"] = R.Target;
  // Which program ran where: the HIP translation (emulated, or on the AMD
  // GPU), or the CUDA original (emulated, or on the NVIDIA GPU).
  O["program"] = R.Hip ? "hip" : "cuda";
  O["device"] = R.Backend == "emu"    ? "emulator"
                : R.Backend == "rocm" ? "AMD GPU"
                                      : "NVIDIA GPU";
  if (!R.Compared.empty())
    O["compared"] = R.Compared;
  json::Array Notes;
  for (const std::string &N : R.Notes)
    Notes.push_back(N);
  O["notes"] = std::move(Notes);
  return O;
}

json::Value Verifier::toJson(const ProgramReport &R) const {
  json::Array Builds;
  for (const ArchBuild &B : R.Builds) {
    json::Array Kernels;
    for (const KernelStats &K : B.Kernels)
      Kernels.push_back(
          json::Object{{"name", K.Name},
                       {"symbol", K.Symbol},
                       {"sgpr", K.Sgpr},
                       {"vgpr", K.Vgpr},
                       {"agpr", K.Agpr},
                       {"scratch_bytes", K.Scratch},
                       {"sgpr_spill", K.SgprSpill},
                       {"vgpr_spill", K.VgprSpill},
                       {"lds_bytes", K.Lds},
                       {"occupancy", K.Occupancy},
                       {"instructions", K.Instructions},
                       {"mfma", K.Mfma},
                       {"global_memory", K.GlobalMemory},
                       {"global_loads", K.GlobalLoads},
                       {"loads_across_barrier", K.LoadsAcrossBarrier},
                       {"load_wait_distance", K.LoadWaitDistance}});
    Builds.push_back(json::Object{{"arch", B.Arch},
                                  {"ok", B.Status == "ok"},
                                  {"status", B.Status},
                                  {"detail", tail(B.Detail, 4000)},
                                  {"kernels", std::move(Kernels)}});
  }
  json::Array Runs;
  for (const Run &X : R.Runs)
    Runs.push_back(runJson(X));
  return json::Object{
      {"program", R.Program},
      {"translate", json::Object{{"status", R.TranslateStatus},
                                 {"output", R.HipFile},
                                 {"warnings", R.Warnings},
                                 {"detail", R.TranslateDetail}}},
      {"compile", std::move(Builds)},
      {"reference", [&] {
         json::Value V = runJson(R.Reference);
         V.getAsObject()->try_emplace("cached", R.ReferenceCached);
         return V;
       }()},
      {"runs", std::move(Runs)},
      {"verdict", R.Verdict},
      {"verdict_detail", R.VerdictDetail}};
}


int Verifier::run(llvm::raw_ostream &Out) {
  if (O.Programs.empty()) {
    Err << "cuda2hip verify: error: no programs given\n";
    return ExitError;
  }
  for (const std::string &T : O.EmuTargets)
    if (!emulatedWave(T)) {
      Err << "cuda2hip verify: error: '" << T
          << "' is not an AMD target the emulator stands for (gfx9xx at wave 64; "
             "gfx10xx, gfx11xx or gfx12xx at wave 32)\n";
      return ExitError;
    }
  if (!O.HipFile.empty()) {
    if (O.Programs.size() != 1 || fs::is_directory(O.Programs[0])) {
      Err << "cuda2hip verify: error: --hip takes one CUDA program (a .cu file) to check it "
             "against\n";
      return ExitError;
    }
    if (!fs::is_regular_file(O.HipFile)) {
      Err << O.HipFile << ": error: no such file\n";
      return ExitError;
    }
  }
  for (const std::string &P : O.Programs)
    if (!fs::is_regular_file(P) && !fs::is_directory(P)) {
      Err << P << ": error: no such file or directory\n";
      return ExitError;
    }
  std::string Root = O.KeepDir.empty() ? "" : absolutePath(O.KeepDir);
  llvm::SmallString<128> Tmp;
  if (Root.empty()) {
    if (fs::createUniqueDirectory("cuda2hip-verify", Tmp)) {
      Err << "cuda2hip verify: error: cannot create a work directory\n";
      return ExitError;
    }
    Root = std::string(Tmp);
  }
  std::vector<ProgramReport> Reports(O.Programs.size());
  {
    llvm::DefaultThreadPool Pool(llvm::hardware_concurrency(O.Jobs));
    for (size_t I = 0; I < O.Programs.size(); ++I)
      Pool.async([&, I] {
        std::string Work = joinPath(Root, std::to_string(I) + "-" +
                                              path::stem(O.Programs[I]).str());
        fs::create_directories(Work);
        Reports[I] = verifyOne(O.Programs[I], Work);
        std::lock_guard<std::mutex> L(ErrLock);
        Err << Reports[I].Verdict << " " << O.Programs[I] << "\n";
      });
    Pool.wait();
  }
  if (Tmp.size())
    fs::remove_directories(Tmp);

  std::map<std::string, unsigned> Count; // Programs by verdict.
  unsigned PassNotes = 0;                // Passes whose runs carry notes.
  json::Array Programs;
  for (const ProgramReport &R : Reports) {
    ++Count[R.Verdict];
    bool Notes = !R.Reference.Notes.empty() ||
                 llvm::any_of(R.Runs, [](const Run &X) { return !X.Notes.empty(); });
    PassNotes += R.Verdict == "pass" && Notes;
    std::string Line = R.Verdict;
    Line.resize(std::max<size_t>(Line.size() + 1, 6), ' ');
    Line += R.Program + (R.TranslateStatus == "given" ? ": hip " + R.HipFile
                                                      : ": translate " + R.TranslateStatus);
    for (const ArchBuild &B : R.Builds)
      Line += ", " + B.Arch + " " + B.Status;
    bool GpuReference = R.Reference.Backend != "emu";
    Line += std::string(", reference") + (GpuReference ? " on the NVIDIA GPU " : " ") +
            R.Reference.Status;
    for (const Run &X : R.Runs)
      Line += ", " + cell(X);
    Out << Line << "\n";
    auto Show = [&](llvm::StringRef What, const std::string &Detail) {
      if (!Detail.empty())
        Out << "      " << What << ": "
            << firstLine(Detail) << "\n";
    };
    if (R.TranslateStatus != "ok" && R.TranslateStatus != "given") {
      // The first error says why; warnings come before it in file order.
      llvm::StringRef D = R.TranslateDetail;
      size_t E = D.find(": error: ");
      Show("translate", E == llvm::StringRef::npos
                            ? D.str()
                            : D.substr(D.rfind('\n', E) + 1).str());
    }
    if (R.Reference.Status != "pass")
      Show("reference", R.Reference.Detail);
    for (const Run &X : R.Runs)
      if (X.Status != "pass" && X.Status != "skipped" && X.Status != "unsupported")
        Show(cell(X), X.Detail);
    if (R.Verdict == "not-run")
      Show("verdict", R.VerdictDetail);
    // What each comparison compared, then every note of every run, each
    // said once with the runs it is about.
    using Said = std::vector<std::pair<std::string, std::vector<std::string>>>;
    auto Add = [](Said &To, const std::string &Text, std::string Who) {
      auto It = llvm::find_if(To, [&](const auto &C) { return C.first == Text; });
      if (It == To.end())
        To.push_back({Text, {std::move(Who)}});
      else
        It->second.push_back(std::move(Who));
    };
    auto Name = [](const Run &X) { return cell(X).substr(0, cell(X).find(' ')); };
    Said Compared, AllNotes;
    for (const Run &X : R.Runs)
      if (!X.Compared.empty())
        Add(Compared, X.Compared, Name(X));
    for (const std::string &N : R.Reference.Notes)
      Add(AllNotes, N, "reference");
    for (const Run &X : R.Runs)
      for (const std::string &N : X.Notes)
        Add(AllNotes, N, Name(X));
    for (const auto &[What, Who] : Compared)
      Show("compared (" + llvm::join(Who, ", ") +
               (GpuReference ? ", with the reference on the NVIDIA GPU" : "") + ")",
           What);
    for (const auto &[What, Who] : AllNotes)
      Show("note (" + llvm::join(Who, ", ") + ")", What);
    Programs.push_back(toJson(R));
  }
  Out << Reports.size() << " programs: " << Count["pass"] << " pass, " << Count["fail"]
      << " fail, " << Count["error"] << " error";
  for (const char *V : {"unsupported", "race", "cuda-race", "not-run"})
    if (Count[V])
      Out << ", " << Count[V] << " " << V;
  if (PassNotes)
    Out << " (" << PassNotes << " of the passes with notes)";
  Out << "\n";
  if (!O.JsonPath.empty()) {
    json::Object Doc{
        {"tool",
         json::Object{{"name", "cuda2hip"}, {"version", toolVersion()}}},
        {"summary",
         json::Object{{"programs", static_cast<int64_t>(Reports.size())},
                      {"pass", Count["pass"]},
                      {"pass_with_notes", PassNotes},
                      {"fail", Count["fail"]},
                      {"error", Count["error"]},
                      {"unsupported", Count["unsupported"]},
                      {"race", Count["race"]},
                      {"cuda_race", Count["cuda-race"]},
                      {"not_run", Count["not-run"]}}},
        {"programs", std::move(Programs)}};
    std::string Text;
    llvm::raw_string_ostream(Text)
        << llvm::formatv("{0:2}", json::Value(std::move(Doc))) << "\n";
    if (std::error_code EC = writeAtomically(absolutePath(O.JsonPath), Text)) {
      Err << O.JsonPath << ": error: cannot write the report: " << EC.message()
          << "\n";
      return ExitError;
    }
  }
  // Unsupported programs were not checked: as for an error, exit 2.
  if (Count["error"] || Count["unsupported"])
    return ExitError;
  if (Count["fail"] || Count["race"])
    return ExitVerifyFail;
  if (Count["cuda-race"])
    return ExitCudaRace;
  return Count["not-run"] ? static_cast<int>(ExitNotRun) : static_cast<int>(ExitClean);
}

} // namespace

std::string programKey(const VerifyOptions &O, const std::string &Program) {
  llvm::SHA256 H;
  auto Add = [&](llvm::StringRef Field, llvm::StringRef Value) {
    H.update(Field);
    H.update("=");
    H.update(Value);
    H.update(llvm::StringRef("\0", 1));
  };
  Add("format", "cuda2hip-reference-1");
  Add("version", toolVersion());
  // The executable itself: its emulator headers and runtime are built in.
  std::string Self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  fs::file_status St;
  if (!fs::status(Self, St))
    Add("executable", Self + ":" + std::to_string(St.getSize()) + ":" +
                          std::to_string(St.getLastModificationTime().time_since_epoch().count()));
  for (const std::string &A : O.Translate.ExtraArgs)
    Add("arg", A);
  for (const std::string &A : O.RunArgs)
    Add("run-arg", A);
  Add("emu-run-args", O.EmuRunArgs ? "set" : "unset");
  for (const std::string &A : O.EmuRunArgs.value_or(std::vector<std::string>{}))
    Add("emu-run-arg", A);
  for (const std::string &D : O.Declare)
    Add("declare", D);
  Add("timeout", std::to_string(O.TimeoutSeconds));
  Add("stack", std::to_string(O.EmuStackKB));
  Add("workers", std::to_string(O.EmuWorkers));
  Add("workdir", O.WorkDir.empty() ? "" : absolutePath(O.WorkDir));
  Add("asan", O.AddressSanitizer ? "1" : "0");
  std::string Src = absolutePath(Program);
  Add("program", Src);
  bool Project = fs::is_directory(Src);
  hashTree(H, Project ? Src : path::parent_path(Src).str());
  if (!O.WorkDir.empty())
    hashTree(H, absolutePath(O.WorkDir), /*Sources=*/false); // the data it reads
  for (size_t I = 0; I < O.Translate.ExtraArgs.size(); ++I) {
    llvm::StringRef F = O.Translate.ExtraArgs[I];
    if (F == "-I" && I + 1 < O.Translate.ExtraArgs.size())
      hashTree(H, absolutePath(O.Translate.ExtraArgs[++I]));
    else if (F.consume_front("-I") && !F.empty())
      hashTree(H, absolutePath(F));
  }
  return llvm::toHex(H.final(), /*LowerCase=*/true).substr(0, 32);
}

int runVerify(const VerifyOptions &O, llvm::raw_ostream &Out,
              llvm::raw_ostream &Err) {
  Verifier V(O, Err);
  return V.run(Out);
}

} // namespace cuda2hip
