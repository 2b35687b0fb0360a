//===- main.cpp - the cuda2hip command line -------------------------------===//
//
// Flags are parsed here and nowhere else; lib/ receives option structs.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Driver/Driver.h"
#include "cuda2hip/Lint/Lint.h"
#include "cuda2hip/Reward/Dataset.h"
#include "cuda2hip/Reward/Reward.h"
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "cuda2hip/Rules/ApiTable.h"
#include "cuda2hip/Sync/Sync.h"
#include "cuda2hip/Verify/Verify.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <CLI/CLI.hpp>
#include <unistd.h>

using namespace cuda2hip;

namespace {

void listRules(bool Markdown) {
  auto &OS = llvm::outs();
  if (Markdown)
    OS << "| Rule | What it does |\n|---|---|\n";
  for (const RuleInfo &R : allRules())
    if (Markdown)
      OS << "| [`" << R.Name << "`](rules/" << R.Name << ".md) | " << R.Summary
         << " |\n";
    else
      OS << R.Name << "\t" << R.Summary << "\n";
}

void listDiagnostics(bool Markdown) {
  auto &OS = llvm::outs();
  if (Markdown)
    OS << "| ID | Severity | Message |\n|---|---|---|\n";
  for (const DiagInfo &D : allDiagnostics()) {
    if (D.Id == DiagId::None)
      continue;
    // Lint words its own findings: a row with no message of its own shows
    // what the check finds.
    const LintCheckInfo *L = lintCheck(D.Id);
    llvm::StringRef Message = L && D.Format == "{}" ? L->Summary : D.Format;
    if (!Markdown) {
      OS << D.Name << "\t" << severityName(D.Sev) << "\t" << D.Format << "\n";
      continue;
    }
    OS << "| `" << D.Name << "` | " << severityName(D.Sev) << " | " << Message;
    if (L)
      OS << " (`cuda2hip lint` reports it: [" << L->Catalog << "](lint/"
         << D.Name << ".md))";
    OS << " |\n";
  }
}

void listMappings(bool Markdown) {
  auto &OS = llvm::outs();
  for (ApiFamily F : allFamilies()) {
    if (Markdown)
      OS << "\n## " << familyName(F)
         << "\n\n| CUDA | HIP | Status | ROCm |\n|---|---|---|---|\n";
    for (const ApiRow &R : familyRows(F)) {
      std::string Rocm = R.Rocm ? rocmVersionString(R.Rocm) : "-";
      if (Markdown)
        OS << "| `" << R.Cuda << "` | " << (R.Hip.empty() ? "" : "`") << R.Hip
           << (R.Hip.empty() ? "" : "`") << " | " << statusName(R.Status)
           << " | " << Rocm << " |\n";
      else
        OS << familyName(F) << "\t" << R.Cuda << "\t" << R.Hip << "\t"
           << statusName(R.Status) << "\t" << Rocm << "\n";
    }
  }
}

/// --warp on translate, verify and sync.
CLI::Option *addWarpOption(CLI::App *A, std::string &Warp) {
  return A
      ->add_option("--warp", Warp,
                   "Warp-size strategy: logical32 (keep CUDA's 32-lane warps, "
                   "default), native (the target's wave size for kernels "
                   "that allow it) or off (mechanical translation; "
                   "docs/rules/c2h-warp-logical32.md)")
      ->check(CLI::IsMember(optionNames<WarpMode>()));
}

/// --async-copy on translate, verify and sync.
CLI::Option *addAsyncCopyOption(CLI::App *A, std::string &Mode) {
  return A
      ->add_option("--async-copy", Mode,
                   "Async copies (__pipeline_*, inline-PTX cp.async): staged "
                   "(kept in flight in registers until their wait, default) or "
                   "sync (each lands when issued; "
                   "docs/rules/c2h-async-copy-staged.md)")
      ->check(CLI::IsMember(optionNames<AsyncCopyMode>()));
}

/// -I, -D and --extra-arg: the parse flags, declared here once for every
/// subcommand that parses CUDA.
struct ParseFlags {
  std::vector<std::string> Includes, Defines, Extra;
  CLI::Option *Opts[3] = {nullptr, nullptr, nullptr};

  void add(CLI::App *A, bool WithExtra) {
    Opts[0] = A->add_option("-I", Includes, "Add an include directory for parsing");
    Opts[1] = A->add_option("-D", Defines, "Define a macro for parsing");
    if (WithExtra)
      Opts[2] = A->add_option("--extra-arg", Extra,
                              "Extra argument for the parser");
    // One value per flag, as a compiler takes them: in '-I inc a.cu',
    // a.cu is an input, not a second include directory.
    for (CLI::Option *O : Opts)
      if (O)
        O->allow_extra_args(false);
  }
  bool given() const {
    return llvm::any_of(Opts, [](CLI::Option *O) { return O && O->count(); });
  }
  /// -I... and -D..., appended to Args.
  void appendIncludesAndDefines(std::vector<std::string> &Args) const {
    for (const std::string &I : Includes)
      Args.push_back("-I" + I);
    for (const std::string &D : Defines)
      Args.push_back("-D" + D);
  }
};

/// A --rocm value as a version; 0, with a message naming Cmd, where it is
/// not one.
RocmVersion checkRocm(llvm::StringRef Cmd, const std::string &Rocm) {
  RocmVersion V = parseRocmVersion(Rocm);
  if (!V)
    llvm::errs() << Cmd << ": error: --rocm '" << Rocm
                 << "' is not a version like 5.2 or 6.4\n";
  return V;
}

CLI::Option *addHeadersOption(CLI::App *A, std::string &Headers,
                              const std::string &Help) {
  return A->add_option("--cuda-headers", Headers, Help)
      ->check(CLI::IsMember(optionNames<HeaderChoice>()));
}

/// The value an enumerated option's name stands for; the option's
/// CLI::IsMember(optionNames<E>()) check has accepted the name.
template <typename E> E chosen(const std::string &Name) {
  return *parseOption<E>(Name);
}

/// The translation settings of translate, verify, reward and dataset, kept
/// as their command lines give them: each subcommand declares the ones it
/// takes, and apply() turns them all into DriverOptions in one place.
/// Each flag's default is its option struct's.
struct TranslationFlags {
  std::string Headers = optionName(DriverOptions().Headers).str();
  std::string Rocm; ///< Default: the ROCm found here (defaultRocmTarget).
  std::string Launch = optionName(TranslateOptions().Launch).str();
  std::string Warp = optionName(TranslateOptions().Warp).str();
  std::string AsyncCopy = optionName(TranslateOptions().AsyncCopy).str();
  ParseFlags Parse;

  explicit TranslationFlags(std::string DefaultRocm)
      : Rocm(std::move(DefaultRocm)) {}

  /// Sets D's translation settings; false, with a message naming Cmd, for a
  /// --rocm that is not a version. --extra-arg's come first, then -I and -D.
  bool apply(llvm::StringRef Cmd, DriverOptions &D) const {
    D.Headers = chosen<HeaderChoice>(Headers);
    D.Translate.RocmTarget = checkRocm(Cmd, Rocm);
    if (!D.Translate.RocmTarget)
      return false;
    D.Translate.Launch = chosen<LaunchStyle>(Launch);
    D.Translate.Warp = chosen<WarpMode>(Warp);
    D.Translate.AsyncCopy = chosen<AsyncCopyMode>(AsyncCopy);
    D.ExtraArgs.insert(D.ExtraArgs.end(), Parse.Extra.begin(),
                       Parse.Extra.end());
    Parse.appendIncludesAndDefines(D.ExtraArgs);
    return true;
  }
};

/// The items of a comma-separated list option, trimmed, appended to To; every
/// list of widths and targets is read here. An empty item is a usage error
/// (false, with a message naming Cmd and Flag), and so is an empty list
/// unless NoneAllowed: a verify that asks for no HIP run would have nothing
/// to pass, but one that asks for no hipcc target skips compiling.
bool splitList(llvm::StringRef Cmd, llvm::StringRef Flag, const std::string &S,
               std::vector<std::string> &To, bool NoneAllowed = false) {
  if (NoneAllowed && llvm::StringRef(S).trim().empty())
    return true;
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  llvm::StringRef(S).split(Parts, ',', -1, /*KeepEmpty=*/true);
  for (llvm::StringRef P : Parts) {
    if (P.trim().empty()) {
      llvm::errs() << Cmd << ": error: " << Flag << " '" << S
                   << "' names nothing"
                   << (S.empty() ? "" : " between its commas") << "\n";
      return false;
    }
    To.push_back(P.trim().str());
  }
  return true;
}

/// Emulated wave widths, as --wave gives them ("64,32"), into Targets; false
/// with a message naming Cmd for a list splitList() refuses or a width other
/// than 32 and 64.
bool parseWaves(llvm::StringRef Cmd, const std::string &Spec,
                std::vector<std::string> &Targets) {
  std::vector<std::string> Waves;
  if (!splitList(Cmd, "--wave", Spec, Waves))
    return false;
  for (const std::string &W : Waves) {
    if (W != "64" && W != "32") {
      llvm::errs() << Cmd << ": error: --wave takes 32 and 64, not " << W
                   << "\n";
      return false;
    }
    Targets.push_back(defaultEmuTarget(W == "64" ? 64 : 32));
  }
  return true;
}

/// The -I/-D/--extra-arg/... options of a sync command. On `sync`, each
/// one given replaces the recorded setting.
struct SyncFlags {
  ParseFlags Parse;
  std::string Headers, Launch, Rocm, Warp, AsyncCopy;
  CLI::Option *HeadersOpt, *LaunchOpt, *RocmOpt, *WarpOpt, *AsyncCopyOpt;

  void add(CLI::App *A, SyncCommand &C) {
    A->add_option("--out", C.Out, "The HIP tree")->required();
    A->add_option("-j,--jobs", C.Jobs, "Parallel jobs (default: all cores)");
    HeadersOpt = addHeadersOption(A, Headers,
                                  "CUDA declarations to parse against: sdk, "
                                  "bundled, or auto");
    LaunchOpt = A->add_option("--launch", Launch,
                              "Kernel launch syntax: chevrons or ggl")
                    ->check(CLI::IsMember(optionNames<LaunchStyle>()));
    RocmOpt = A->add_option("--rocm", Rocm,
                            "Oldest ROCm release the output must compile with");
    WarpOpt = addWarpOption(A, Warp);
    AsyncCopyOpt = addAsyncCopyOption(A, AsyncCopy);
    Parse.add(A, /*WithExtra=*/true);
  }

  bool apply(SyncCommand &C) {
    if (HeadersOpt->count())
      C.Headers = chosen<HeaderChoice>(Headers);
    if (LaunchOpt->count())
      C.Launch = chosen<LaunchStyle>(Launch);
    if (WarpOpt->count())
      C.Warp = chosen<WarpMode>(Warp);
    if (AsyncCopyOpt->count())
      C.AsyncCopy = chosen<AsyncCopyMode>(AsyncCopy);
    if (RocmOpt->count()) {
      C.Rocm = checkRocm("cuda2hip", Rocm);
      if (!*C.Rocm)
        return false;
    }
    if (Parse.given()) {
      std::vector<std::string> Args;
      Parse.appendIncludesAndDefines(Args);
      Args.insert(Args.end(), Parse.Extra.begin(), Parse.Extra.end());
      C.Args = Args;
    }
    return true;
  }
};

} // namespace

int main(int argc, char **argv) {
  CLI::App App{"cuda2hip: CUDA to maintainable HIP source"};
  App.set_version_flag("--version", toolVersion());
  App.require_subcommand(1);

  DriverOptions O;
  // The ROCm found here, else the newest the tables know (--rocm's help).
  std::string RocmFrom;
  const std::string Rocm = rocmVersionString(defaultRocmTarget(&RocmFrom));
  TranslationFlags TrF(Rocm);
  bool NoProgress = false;
  CLI::App *Tr = App.add_subcommand(
      "translate",
      "Translate CUDA files, trees or a compilation database to HIP");
  Tr->add_option("inputs", O.Inputs, "Files and directories to translate");
  Tr->add_option("-o,--output", O.OutputFile, "Output file (one input only)");
  Tr->add_option("--out-root", O.OutRoot,
                 "Write outputs here, mirroring the input tree (.cu -> .hip, "
                 ".cuh -> .hpp)");
  Tr->add_option("--in-root", O.InRoot,
                 "The directory mirrored under --out-root (default: the input "
                 "directory, or the common parent of the inputs)");
  Tr->add_flag("--in-place", O.InPlace,
               "Overwrite inputs, keeping each original as FILE.cuda.orig");
  Tr->add_option("--backup-suffix", O.BackupSuffix,
                 "Suffix of --in-place backups")
      ->capture_default_str();
  Tr->add_option("-p", O.CompileDbDir,
                 "Build directory holding compile_commands.json");
  Tr->add_option("-j,--jobs", O.Jobs, "Parallel jobs (default: all cores)");
  Tr->add_option("--report", O.ReportPath,
                 "Write a JSON report (docs/report.md)");
  Tr->add_option("--sarif", O.SarifPath,
                 "Write the diagnostics as a SARIF 2.1.0 log, for code "
                 "scanning");
  addHeadersOption(Tr, TrF.Headers,
                   "CUDA declarations to parse against: sdk, bundled, or auto "
                   "(the SDK when one is found)")
      ->capture_default_str();
  Tr->add_option(
      "--cuda-path", O.Translate.CudaPath,
      "CUDA toolkit root (default: $CUDA_PATH, then /usr/local/cuda)");
  Tr->add_option("--rocm", TrF.Rocm,
                 "Oldest ROCm release the output must compile with (default " + Rocm +
                     ": " + RocmFrom + ")")
      ->capture_default_str();
  Tr->add_option("--launch", TrF.Launch,
                 "Kernel launch syntax: chevrons (keep <<<>>>) or ggl "
                 "(hipLaunchKernelGGL)")
      ->check(CLI::IsMember(optionNames<LaunchStyle>()))
      ->capture_default_str();
  addWarpOption(Tr, TrF.Warp)->capture_default_str();
  addAsyncCopyOption(Tr, TrF.AsyncCopy)->capture_default_str();
  Tr->add_option("--assume-cuda-arch", O.Translate.AssumeCudaArch,
                 "The __CUDA_ARCH__ value tests of it read as in HIP's device "
                 "pass (a compute capability times 100)")
      ->check(CLI::Range(100u, 1200u))
      ->capture_default_str();
  TrF.Parse.add(Tr, /*WithExtra=*/true);
  Tr->add_option("--resource-dir", O.Translate.ResourceDir,
                 "clang-22 resource directory");
  std::string OffloadArchs = "gfx90a,gfx1030";
  Tr->add_option("--offload-arch", OffloadArchs,
                 "AMD targets that Makefiles get in place of NVIDIA "
                 "architectures (comma-separated)")
      ->capture_default_str();
  std::vector<std::string> Warnings;
  Tr->add_option("-W", Warnings,
                 "-Werror: every warning fails the run (exit 2); "
                 "-Werror=<id>: that diagnostic does (docs/diagnostics.md)");
  Tr->add_flag("--no-progress", NoProgress, "No progress line on stderr");
  bool NoCopy = false;
  Tr->add_flag("--no-copy", NoCopy,
               "With --out-root, write only the translated files, not the "
               "rest of each input folder");
  std::string CacheDir;
  bool NoCache = false;
  CLI::Option *CacheOpt = Tr->add_option(
      "--cache-dir", CacheDir,
      "Keep precompiled CUDA and system headers here between runs (default: "
      "$CUDA2HIP_CACHE_DIR, else ~/.cache/cuda2hip/parse)");
  Tr->add_flag("--no-cache", NoCache,
               "Parse every unit's headers, keeping nothing between runs")
      ->excludes(CacheOpt);

  std::string What, Format = "text";
  CLI::App *List =
      App.add_subcommand("list", "List rules, diagnostics or mappings");
  List->add_option("what", What, "rules | diagnostics | mappings")
      ->required()
      ->check(CLI::IsMember({"rules", "diagnostics", "mappings"}));
  List->add_option("--format", Format, "text or md")
      ->check(CLI::IsMember({"text", "md"}));

  SyncCommand SyncC, InitC, StatusC;
  SyncFlags SyncF, InitF, StatusF;
  CLI::App *Sync = App.add_subcommand(
      "sync",
      "Bring a HIP tree made by 'sync init' up to an upstream revision, "
      "keeping hand edits (docs/sync.md)");
  Sync->require_subcommand(0, 1);
  SyncF.add(Sync, SyncC);
  Sync->add_option("--to", SyncC.Rev, "Upstream revision (default: HEAD)");
  Sync->add_option("--source", SyncC.Source,
                   "The CUDA repository, if not where the state says");
  Sync->add_flag("--commit", SyncC.Commit,
                 "Commit the result in the HIP tree's git work tree");
  Sync->add_option("--branch", SyncC.Branch,
                   "Branch for --commit (default: cuda2hip/sync-<commit>)");
  CLI::App *Init = Sync->add_subcommand(
      "init",
      "Translate a CUDA git repository at a revision into a new HIP tree");
  InitF.add(Init, InitC);
  Init->add_option("--source", InitC.Source, "The CUDA git repository")
      ->required();
  Init->add_option("--rev", InitC.Rev, "Revision (default: HEAD)");
  Init->add_flag("--commit", InitC.Commit,
                 "Commit the new tree in its git work tree");
  Init->add_option("--branch", InitC.Branch, "Branch for --commit");
  CLI::App *Status = Sync->add_subcommand(
      "status", "Show the state of every file of a synced HIP tree");
  StatusF.add(Status, StatusC);
  Status->add_option("--to", StatusC.Rev, "Upstream revision (default: HEAD)");
  Status->add_option("--source", StatusC.Source,
                     "The CUDA repository, if not where the state says");
  std::string StatusFormatName(optionName(StatusC.Format));
  Status->add_option("--format", StatusFormatName, "text or json")
      ->check(CLI::IsMember(optionNames<StatusFormat>()));
  // `sync --out` is required only when sync runs itself.
  Sync->get_option("--out")->required(false);

  LintOptions LO;
  bool ListChecks = false;
  CLI::App *Lint = App.add_subcommand(
      "lint", "Report warp-size hazards in CUDA and HIP sources, for CI and "
              "pre-commit (docs/lint.md); exit 0 clean, 1 findings, 2 error");
  Lint->add_option("paths", LO.Paths, "Files and directories");
  std::string LintFormatName(optionName(LO.Format)),
      LintLangName(optionName(LO.Lang));
  Lint->add_option("--format", LintFormatName, "text, json or sarif")
      ->check(CLI::IsMember(optionNames<LintFormat>()))
      ->capture_default_str();
  Lint->add_option("--lang", LintLangName,
                   "auto (by extension and content), cuda or hip")
      ->check(CLI::IsMember(optionNames<LintLang>()))
      ->capture_default_str();
  Lint->add_option("--baseline", LO.Baseline,
                   "Report only findings not in this file (a --format=json "
                   "output)");
  Lint->add_option("--write-baseline", LO.WriteBaseline,
                   "Write the findings to this file as a baseline, exit 0");
  Lint->add_flag("--fix", LO.Fix, "Apply the fix-its in place");
  Lint->add_flag("--parse", LO.Parse,
                 "Parse each file first (HIP against a stand-in for its "
                 "header): what each name holds comes from the AST "
                 "(slower; -I and -D apply)");
  ParseFlags LintParse;
  LintParse.add(Lint, /*WithExtra=*/false);
  Lint->add_flag("--list-checks", ListChecks, "List the checks and exit");

  VerifyOptions VO;
  std::string VerifyWaves = "64,32", VerifyArchs = "gfx90a,gfx1030";
  TranslationFlags VerifyF(Rocm);
  bool NoCompile = false;
  CLI::App *Verify = App.add_subcommand(
      "verify", "Translate, compile with hipcc, and run CUDA and HIP on the "
                "emulator (and GPUs where present); compare (docs/verify.md)");
  Verify->add_option("programs", VO.Programs, "CUDA programs (.cu)")
      ->required();
  std::string VerifyBackendName(optionName(VO.Backend));
  Verify
      ->add_option("--backend", VerifyBackendName,
                   "auto (emulator, plus GPUs present), emu, rocm or cuda")
      ->check(CLI::IsMember(optionNames<VerifyBackend>()))
      ->capture_default_str();
  std::string VerifyEmuTargets;
  CLI::Option *WaveOpt =
      Verify->add_option("--wave", VerifyWaves,
                         "Emulated wave widths: 64 stands for gfx90a, 32 for gfx1030")
          ->capture_default_str();
  Verify
      ->add_option("--emu-target", VerifyEmuTargets,
                   "AMD targets the emulated HIP runs stand for instead, each at "
                   "its wave width (gfx908, gfx90a, gfx940, gfx1030, gfx1100, ...)")
      ->excludes(WaveOpt);
  Verify->add_option("--arch", VerifyArchs, "AMD targets for hipcc")
      ->capture_default_str();
  Verify->add_flag("--no-compile", NoCompile, "Skip the hipcc stage");
  Verify->add_flag("--asan", VO.AddressSanitizer,
                   "Build emulator runs with AddressSanitizer (out-of-bounds "
                   "device-memory accesses become errors)");
  Verify->add_option("--hip", VO.HipFile,
                     "Check this HIP file against the one CUDA program instead of "
                     "its translation (a hand port, or an edited translation)");
  Verify->add_option("--json", VO.JsonPath, "Write the JSON report here");
  Verify->add_option("--timeout", VO.TimeoutSeconds, "Seconds a run may take")
      ->capture_default_str();
  Verify->add_option("-j,--jobs", VO.Jobs, "Programs verified at once");
  Verify->add_option("--keep", VO.KeepDir,
                     "Keep the work files (translations, lowered sources, "
                     "builds) in this directory");
  addHeadersOption(Verify, VerifyF.Headers,
                   "CUDA declarations for translating");
  addWarpOption(Verify, VerifyF.Warp)->capture_default_str();
  addAsyncCopyOption(Verify, VerifyF.AsyncCopy)->capture_default_str();
  VerifyF.Parse.add(Verify, /*WithExtra=*/false);
  std::string RunArgs, EmuRunArgs;
  Verify->add_option("--run-args", RunArgs,
                     "The programs' arguments, split at blanks (as after --)");
  Verify->add_option("--emu-run-args", EmuRunArgs,
                     "Arguments of the emulated runs instead (smaller problem "
                     "sizes): the CUDA reference and the HIP at each wave");
  Verify->add_option("--emu-stack-kb", VO.EmuStackKB,
                     "Stack of each emulated GPU thread in KiB (default 256; "
                     "an overflow is reported as emu-stack-overflow)")
      ->check(CLI::Range(16u, 1u << 20));
  Verify->add_option("--emu-workers", VO.EmuWorkers,
                     "OS threads each emulated launch spreads its blocks over "
                     "(default: every core; 1 runs the blocks in order)")
      ->check(CLI::Range(1u, 1024u));
  Verify->add_option("--workdir", VO.WorkDir,
                     "Run the programs in this directory (where they find "
                     "their data files) instead of a fresh one per run");
  Verify->add_option("--reference-cache", VO.ReferenceCache,
                     "Keep the CUDA reference's emulated runs in this folder, "
                     "by the program's contents and options, and reuse them");
  Verify->add_option("--declare", VO.Declare,
                     "A directive as if the program held it: 'compare stdout "
                     "lines=checksum tolerance=rel:1e-6', 'verdict off', "
                     "'verdict pass=OK fail=BAD', 'emu-args 64'");

  RewardOptions RO;
  std::string RewardProgram, RewardHuman, RewardRunArgs, RewardEmuRunArgs;
  std::string RewardSandbox = "bwrap", RewardWaves = "64,32", RewardArchs = "gfx90a,gfx1030";
  TranslationFlags RewardF(Rocm);
  std::vector<std::string> RewardCandidates, RewardDeclare;
  bool RewardNoTimings = false;
  CLI::App *Reward = App.add_subcommand(
      "reward", "Score candidate HIP translations of a CUDA program: one JSON "
                "record per candidate (docs/reward.md)");
  Reward->add_option("program", RewardProgram,
                     "The CUDA program (.cu); with --jsonl, the default for requests "
                     "that name none");
  Reward->add_option("--candidate", RewardCandidates, "A candidate HIP file (repeatable)");
  Reward->add_option("--human", RewardHuman,
                     "A human port of the program: kernels' figures are also given "
                     "relative to it");
  Reward->add_option("--jsonl", RO.Jsonl,
                     "Read requests as JSON Lines from FILE, or - for stdin (answered "
                     "one by one)");
  Reward->add_option("--socket", RO.Socket,
                     "Serve JSON Lines requests on this local socket");
  Reward->add_option("--config", RO.ConfigPath, "Weights and limits (a JSON file)");
  Reward->add_option("--cache-dir", RO.CacheDir,
                     "Keep references and cuda2hip's translations' records here "
                     "(default: ~/.cache/cuda2hip/reward)");
  Reward->add_option("--sandbox", RewardSandbox,
                     "bwrap (candidates run isolated) or none (trusted candidates only)")
      ->check(CLI::IsMember({"bwrap", "none"}))
      ->capture_default_str();
  Reward->add_option("--run-args", RewardRunArgs, "The program's arguments");
  Reward->add_option("--emu-run-args", RewardEmuRunArgs,
                     "The arguments of the emulated runs instead");
  Reward->add_option("--declare", RewardDeclare, "A verify directive, as for verify");
  Reward->add_option("--wave", RewardWaves, "Emulated wave widths (64, 32)")
      ->capture_default_str();
  Reward->add_option("--arch", RewardArchs, "AMD targets the candidates must build for")
      ->capture_default_str();
  addHeadersOption(Reward, RewardF.Headers,
                   "CUDA declarations for translating");
  addWarpOption(Reward, RewardF.Warp)->capture_default_str();
  RewardF.Parse.add(Reward, /*WithExtra=*/false);
  Reward->add_flag("--no-timings", RewardNoTimings,
                   "Leave out each record's timings (what varies between calls)");

  DatasetOptions DO;
  std::string DatasetOnly, DatasetSplit;
  TranslationFlags DatasetF(Rocm);
  CLI::App *Dataset = App.add_subcommand(
      "dataset", "Export CUDA programs, their translations, human ports, records, license "
                 "and provenance as JSON Lines splits by program (docs/dataset.md)");
  Dataset->add_option("corpus", DO.Corpus,
                      "A HeCBench checkout (src/NAME-cuda), or a folder of programs")
      ->required();
  Dataset->add_option("-o,--out", DO.Out, "The dataset's folder")->required();
  Dataset->add_option("--only", DatasetOnly, "Program names to take, comma-separated");
  Dataset->add_option("--seed", DO.Seed, "The split's seed")->capture_default_str();
  Dataset->add_option("--split", DatasetSplit,
                      "Train and valid fractions, as 0.8,0.1 (the rest is test)");
  Dataset->add_flag("--verify", DO.Verify, "Add each program's verify record (emulator)");
  Dataset->add_flag("--reward", DO.Reward,
                    "Add the reward record of cuda2hip's translation (one-file programs)");
  Dataset->add_flag("--force", DO.Force, "Replace the dataset's files in --out");
  Dataset->add_option("--rocm", DatasetF.Rocm,
                      "Oldest ROCm release the translations target")
      ->capture_default_str();
  addHeadersOption(Dataset, DatasetF.Headers,
                   "CUDA declarations for translating");

  // `verify PROGRAMS -- ARGS`: what follows -- is for the programs.
  std::vector<char *> Argv(argv, argv + argc);
  if (argc > 1 && llvm::StringRef(argv[1]) == "verify")
    for (int I = 2; I < argc; ++I)
      if (llvm::StringRef(argv[I]) == "--") {
        VO.RunArgs.assign(argv + I + 1, argv + argc);
        Argv.resize(I);
        break;
      }

  try {
    App.parse(static_cast<int>(Argv.size()), Argv.data());
  } catch (const CLI::ParseError &E) {
    int RC = App.exit(E);
    return RC == 0 ? 0 : ExitError;
  }
  auto SplitArgs = [](llvm::StringRef S) {
    llvm::SmallVector<llvm::StringRef, 8> Parts;
    S.split(Parts, ' ', -1, /*KeepEmpty=*/false);
    std::vector<std::string> Out;
    for (llvm::StringRef P : Parts)
      if (!P.trim().empty())
        Out.push_back(P.trim().str());
    return Out;
  };
  if (Verify->count("--run-args")) {
    if (!VO.RunArgs.empty()) {
      llvm::errs() << "cuda2hip verify: give the programs' arguments with "
                      "--run-args or after --, not both\n";
      return ExitError;
    }
    VO.RunArgs = SplitArgs(RunArgs);
  }
  if (Verify->count("--emu-run-args"))
    VO.EmuRunArgs = SplitArgs(EmuRunArgs);

  if (*List) {
    bool Md = Format == "md";
    if (What == "rules")
      listRules(Md);
    else if (What == "diagnostics")
      listDiagnostics(Md);
    else
      listMappings(Md);
    return 0;
  }

  if (*Lint) {
    if (ListChecks) {
      for (const LintCheckInfo &I : lintChecks())
        llvm::outs() << I.Name << "\t" << I.Catalog << "\t" << I.Summary
                     << "\n";
      return 0;
    }
    if (LO.Paths.empty()) {
      llvm::errs() << "cuda2hip lint: error: give files or directories\n";
      return ExitError;
    }
    if (LintParse.given() && !LO.Parse) {
      llvm::errs() << "cuda2hip lint: error: -I and -D are for --parse\n";
      return ExitError;
    }
    LO.Format = chosen<LintFormat>(LintFormatName);
    LO.Lang = chosen<LintLang>(LintLangName);
    LintParse.appendIncludesAndDefines(LO.ParseArgs);
    return runLint(LO, llvm::outs(), llvm::errs());
  }

  if (*Verify) {
    VO.Backend = chosen<VerifyBackend>(VerifyBackendName);
    VO.EmuTargets.clear();
    if (Verify->count("--emu-target")) {
      if (!splitList("cuda2hip verify", "--emu-target", VerifyEmuTargets,
                     VO.EmuTargets))
        return ExitError;
    } else if (!parseWaves("cuda2hip verify", VerifyWaves, VO.EmuTargets)) {
      return ExitError;
    }
    VO.Archs.clear();
    if (!splitList("cuda2hip verify", "--arch", VerifyArchs, VO.Archs,
                   /*NoneAllowed=*/true))
      return ExitError;
    VO.Compile = !NoCompile && !VO.Archs.empty();
    // The ROCm installed here, as translate's default.
    if (!VerifyF.apply("cuda2hip verify", VO.Translate))
      return ExitError;
    return runVerify(VO, llvm::outs(), llvm::errs());
  }

  if (*Dataset) {
    if (!splitList("cuda2hip dataset", "--only", DatasetOnly, DO.Only,
                   /*NoneAllowed=*/true))
      return ExitError;
    if (!DatasetSplit.empty()) {
      auto [A, B] = llvm::StringRef(DatasetSplit).split(',');
      if (A.trim().getAsDouble(DO.Train) || B.trim().getAsDouble(DO.Valid)) {
        llvm::errs() << "cuda2hip dataset: error: --split '" << DatasetSplit
                     << "' is not two fractions, as 0.8,0.1\n";
        return ExitError;
      }
    }
    if (!DatasetF.apply("cuda2hip dataset", DO.VerifyBase.Translate))
      return ExitError;
    return runDataset(DO, llvm::outs(), llvm::errs());
  }

  if (*Reward) {
    RO.Isolate = RewardSandbox == "bwrap";
    RO.Timings = !RewardNoTimings;
    VerifyOptions &V = RO.Verify;
    V.EmuTargets.clear();
    if (!parseWaves("cuda2hip reward", RewardWaves, V.EmuTargets))
      return ExitError;
    V.Archs.clear();
    if (!splitList("cuda2hip reward", "--arch", RewardArchs, V.Archs,
                   /*NoneAllowed=*/true))
      return ExitError;
    V.Compile = !V.Archs.empty();
    if (!RewardF.apply("cuda2hip reward", V.Translate))
      return ExitError;
    V.Declare = RewardDeclare;
    RewardRequest Q;
    Q.Program = RewardProgram;
    Q.Human = RewardHuman;
    if (Reward->count("--run-args"))
      Q.RunArgs = SplitArgs(RewardRunArgs);
    if (Reward->count("--emu-run-args"))
      Q.EmuRunArgs = SplitArgs(RewardEmuRunArgs);
    bool Serving = !RO.Jsonl.empty() || !RO.Socket.empty();
    if (!Serving && (RewardProgram.empty() || RewardCandidates.empty())) {
      llvm::errs() << "cuda2hip reward: error: give the program and --candidate FILE, or "
                      "--jsonl / --socket\n";
      return ExitError;
    }
    if (Serving && !RewardCandidates.empty()) {
      llvm::errs() << "cuda2hip reward: error: --candidate and --jsonl/--socket do not go "
                      "together\n";
      return ExitError;
    }
    if (Serving) {
      if (!RewardProgram.empty())
        RO.Requests.push_back(Q);
    } else {
      for (const std::string &C : RewardCandidates) {
        Q.Candidate = C;
        RO.Requests.push_back(Q);
      }
    }
    return runReward(RO, llvm::outs(), llvm::errs());
  }

  if (*Sync) {
    if (*Init)
      return InitF.apply(InitC) ? runSyncInit(InitC, llvm::outs(), llvm::errs())
                                : ExitError;
    StatusC.Format = chosen<StatusFormat>(StatusFormatName);
    if (*Status)
      return StatusF.apply(StatusC)
                 ? runSyncStatus(StatusC, llvm::outs(), llvm::errs())
                 : ExitError;
    if (SyncC.Out.empty()) {
      llvm::errs() << "cuda2hip: error: sync needs --out DIR\n";
      return ExitError;
    }
    return SyncF.apply(SyncC) ? runSync(SyncC, llvm::outs(), llvm::errs())
                              : ExitError;
  }

  if (!TrF.apply("cuda2hip", O))
    return ExitError;
  O.OffloadArchs.clear();
  if (!splitList("cuda2hip", "--offload-arch", OffloadArchs, O.OffloadArchs))
    return ExitError;
  for (llvm::StringRef W : Warnings) {
    if (W == "error") {
      O.WerrorAll = true;
      continue;
    }
    llvm::StringRef Id = W;
    bool Known = Id.consume_front("error=") &&
                 llvm::any_of(allDiagnostics(), [&](const DiagInfo &D) {
                   return D.Name == Id;
                 });
    if (!Known) {
      llvm::errs() << "cuda2hip: error: -W" << W
                   << ": expected -Werror or -Werror=<diagnostic id> (cuda2hip "
                      "list diagnostics)\n";
      return ExitError;
    }
    O.WerrorIds.insert(Id.str());
  }
  O.Progress = !NoProgress && isatty(STDERR_FILENO);
  O.CopyOthers = !NoCopy;
  if (NoCache)
    O.CacheDir = "";
  else if (*CacheOpt)
    O.CacheDir = CacheDir;
  return runTranslate(std::move(O), llvm::outs(), llvm::errs());
}
