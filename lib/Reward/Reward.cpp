//===- Reward.cpp - cuda2hip reward ---------------------------------------===//
#include "cuda2hip/Reward/Reward.h"
#include "Sandbox.h"
#include "Similarity.h"
#include "cuda2hip/Driver/Driver.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SHA256.h"
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <map>
#include <set>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

extern char **environ;

#ifndef CUDA2HIP_SOURCE_ROOT
#define CUDA2HIP_SOURCE_ROOT ""
#endif
#ifndef CUDA2HIP_BINARY_ROOT
#define CUDA2HIP_BINARY_ROOT ""
#endif

namespace cuda2hip {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
namespace json = llvm::json;

namespace {

/// The reward's weights and the candidates' limits (--config).
struct RewardConfig {
  double Build = 0.2, Correct = 0.5, Performance = 0.15, Faithfulness = 0.15;
  uint64_t CandidateBytes = 1 << 20;
  unsigned RunSeconds = 30; ///< Each emulated run (verify --timeout).
  SandboxLimits Limits;
};

std::optional<RewardConfig> readConfig(const std::string &Path, llvm::raw_ostream &Err) {
  RewardConfig C;
  if (Path.empty())
    return C;
  std::optional<std::string> Text = readFile(Path);
  if (!Text) {
    Err << Path << ": error: cannot read the reward config\n";
    return std::nullopt;
  }
  llvm::Expected<json::Value> V = json::parse(*Text);
  if (!V) {
    Err << Path << ": error: not JSON: " << llvm::toString(V.takeError()) << "\n";
    return std::nullopt;
  }
  const json::Object *O = V->getAsObject();
  if (!O) {
    Err << Path << ": error: the config is not a JSON object\n";
    return std::nullopt;
  }
  bool Ok = true;
  auto Bad = [&](const std::string &What) {
    Err << Path << ": error: " << What << "\n";
    Ok = false;
  };
  auto Number = [&](const json::Object &In, llvm::StringRef Section,
                    const std::map<std::string, double *> &Fields) {
    for (const auto &[K, Val] : In) {
      auto F = Fields.find(K.str());
      std::optional<double> D = Val.getAsNumber();
      if (F == Fields.end())
        Bad(("unknown key '" + Section + "." + K.str() + "'").str());
      else if (!D || *D < 0 || !std::isfinite(*D))
        Bad(("'" + Section + "." + K.str() + "' is not a number of zero or more").str());
      else
        *F->second = *D;
    }
  };
  double Bytes = static_cast<double>(C.CandidateBytes), Run = C.RunSeconds,
         Wall = C.Limits.WallSeconds, Cpu = C.Limits.CpuSeconds,
         Mem = static_cast<double>(C.Limits.MemoryMB), File = static_cast<double>(C.Limits.FileMB),
         Procs = C.Limits.Processes;
  for (const auto &[K, Val] : *O) {
    const json::Object *Sub = Val.getAsObject();
    if (K == "weights" && Sub)
      Number(*Sub, "weights",
             {{"build", &C.Build},
              {"correct", &C.Correct},
              {"performance", &C.Performance},
              {"faithfulness", &C.Faithfulness}});
    else if (K == "limits" && Sub)
      Number(*Sub, "limits",
             {{"candidate_bytes", &Bytes},
              {"run_seconds", &Run},
              {"wall_seconds", &Wall},
              {"cpu_seconds", &Cpu},
              {"memory_mb", &Mem},
              {"file_mb", &File},
              {"processes", &Procs}});
    else
      Bad("unknown key '" + K.str() + "' (the config has 'weights' and 'limits' objects)");
  }
  if (C.Build + C.Correct + C.Performance + C.Faithfulness <= 0)
    Bad("the weights add up to nothing");
  if (Run < 1 || Wall < 1 || Cpu < 1 || Mem < 256 || File < 1 || Procs < 16 || Bytes < 1)
    Bad("a limit is below its least (run, wall and CPU seconds 1, memory 256 MB, "
        "file 1 MB, 16 processes, 1 byte)");
  if (!Ok)
    return std::nullopt;
  C.CandidateBytes = static_cast<uint64_t>(Bytes);
  C.RunSeconds = static_cast<unsigned>(Run);
  C.Limits.WallSeconds = static_cast<unsigned>(Wall);
  C.Limits.CpuSeconds = static_cast<unsigned>(Cpu);
  C.Limits.MemoryMB = static_cast<uint64_t>(Mem);
  C.Limits.FileMB = static_cast<uint64_t>(File);
  C.Limits.Processes = static_cast<unsigned>(Procs);
  return C;
}

double round6(double X) { return std::round(X * 1e6) / 1e6; }

std::string sha256Hex(llvm::StringRef S) {
  return llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(S)), true);
}

/// The first line of a long message, at most 300 bytes.
std::string firstLine(llvm::StringRef S) {
  S = S.trim();
  // hipcc's errors: the first line that says error.
  size_t At = S.find("error:");
  if (At != llvm::StringRef::npos) {
    size_t Start = S.rfind('\n', At);
    S = S.drop_front(Start == llvm::StringRef::npos ? 0 : Start + 1);
  }
  S = S.split('\n').first.trim();
  return S.size() > 300 ? S.take_front(297).str() + "..." : S.str();
}

/// The first call in Mine to a function that runs programs, forks, or
/// opens connections or libraries, which Original never calls; or empty.
std::string foreignCall(const SourceShape &Mine, const SourceShape &Original) {
  static const llvm::StringSet<> Risky = {
      "system",   "popen",       "fork",   "vfork",  "execl",   "execlp",  "execle",
      "execv",    "execvp",      "execve", "execvpe", "posix_spawn", "posix_spawnp",
      "socket",   "connect",     "dlopen", "ptrace", "clone",   "syscall", "kill"};
  std::set<std::string> Theirs;
  for (size_t I = 0; I + 1 < Original.Tokens.size(); ++I)
    if (Original.Tokens[I + 1] == "(" && Risky.contains(Original.Tokens[I]))
      Theirs.insert(Original.Tokens[I]);
  for (size_t I = 0; I + 1 < Mine.Tokens.size(); ++I)
    if (Mine.Tokens[I + 1] == "(" && Risky.contains(Mine.Tokens[I]) &&
        !Theirs.count(Mine.Tokens[I]) && (I == 0 || (Mine.Tokens[I - 1] != "." &&
                                                     Mine.Tokens[I - 1] != "->")))
      return Mine.Tokens[I];
  return "";
}

/// A name for the candidate's file inside the sandbox: its own name's
/// letters, digits, dots, dashes and underscores, ending in a HIP
/// extension.
std::string candidateFileName(llvm::StringRef Given) {
  std::string Name;
  for (char C : path::filename(Given))
    if (std::isalnum(static_cast<unsigned char>(C)) || C == '.' || C == '-' || C == '_')
      Name += C;
  while (!Name.empty() && Name[0] == '.')
    Name.erase(0, 1);
  if (Name.empty())
    Name = "candidate";
  llvm::StringRef E = path::extension(Name);
  if (E != ".hip" && E != ".cpp" && E != ".cc" && E != ".cxx")
    Name += ".hip";
  return Name;
}

const json::Object *programOf(const json::Value &Doc) {
  const json::Object *O = Doc.getAsObject();
  const json::Array *P = O ? O->getArray("programs") : nullptr;
  return P && !P->empty() ? (*P)[0].getAsObject() : nullptr;
}

/// A verify record of one program, as kept and compared.
struct Checked {
  bool Ok = false;  ///< A record was made.
  std::string Why;  ///< Why not.
  json::Object Program;
  std::string HipText;
};

/// The figures a kernel's speed is judged by, and how they compare.
const char *const Figures[] = {"vgpr",       "sgpr",        "agpr",         "scratch_bytes",
                               "sgpr_spill", "vgpr_spill",  "lds_bytes",    "occupancy",
                               "instructions", "mfma",      "global_memory", "global_loads",
                               "loads_across_barrier", "load_wait_distance"};

std::string kernelName(const json::Object &K) {
  std::string N = K.getString("name").value_or("").str();
  return N.substr(0, N.find('('));
}

const json::Object *findKernel(const json::Object &Program, llvm::StringRef Arch,
                               const json::Object &K) {
  const json::Array *Builds = Program.getArray("compile");
  if (!Builds)
    return nullptr;
  llvm::StringRef Symbol = K.getString("symbol").value_or("");
  std::string Name = kernelName(K);
  for (const json::Value &B : *Builds) {
    const json::Object *BO = B.getAsObject();
    if (!BO || BO->getString("arch").value_or("") != Arch)
      continue;
    const json::Array *Ks = BO->getArray("kernels");
    if (!Ks)
      return nullptr;
    const json::Object *ByName = nullptr;
    for (const json::Value &X : *Ks)
      if (const json::Object *XO = X.getAsObject()) {
        if (!Symbol.empty() && XO->getString("symbol").value_or("") == Symbol)
          return XO;
        if (!ByName && kernelName(*XO) == Name)
          ByName = XO;
      }
    return ByName;
  }
  return nullptr;
}

class Scorer {
public:
  Scorer(const RewardOptions &O, RewardConfig C, llvm::raw_ostream &Err)
      : O(O), C(std::move(C)), Err(Err) {}
  bool prepare();
  json::Object score(const RewardRequest &Q);

private:
  struct ProgramInfo {
    std::string Why; ///< Set: the program cannot be scored.
    std::string CudaText;
    SourceShape Cuda;
    Checked Baseline;
    size_t BaselineEdits = 0;
  };
  VerifyOptions verifyOptions(const RewardRequest &Q) const;
  ProgramInfo &program(const RewardRequest &Q);
  Checked checkInSandbox(const RewardRequest &Q, llvm::StringRef Text, llvm::StringRef Name,
                         double &Seconds);

  const RewardOptions &O;
  RewardConfig C;
  llvm::raw_ostream &Err;
  std::string Cache, References, Self;
  std::map<std::string, ProgramInfo> Programs;
  std::map<std::string, Checked> Humans;
  bool ReferenceComputed = false; ///< The last program() call computed it.
};

bool Scorer::prepare() {
  Cache = O.CacheDir.empty() ? joinPath(defaultCacheDir(), "reward") : absolutePath(O.CacheDir);
  References = joinPath(Cache, "references");
  // The sandboxed verifies read the references as another user.
  for (const std::string &D : {Cache, References, joinPath(Cache, "baselines")}) {
    if (std::error_code EC = fs::create_directories(D)) {
      Err << D << ": error: cannot create the reward cache: " << EC.message() << "\n";
      return false;
    }
    fs::setPermissions(D, fs::all_read | fs::all_exe | fs::owner_write);
  }
  Self = fs::getMainExecutable(nullptr, nullptr);
  if (O.Isolate && findBubblewrap().empty()) {
    Err << "cuda2hip reward: error: bubblewrap (bwrap) is not installed, and candidates are "
           "not run without a sandbox: install bubblewrap, or give --sandbox none for "
           "trusted candidates\n";
    return false;
  }
  // The sandbox must start here before any candidate is scored: a sandbox
  // that cannot start would give every candidate 0, which a training loop
  // would take for an answer.
  if (O.Isolate) {
    llvm::SmallString<128> Work;
    if (fs::createUniqueDirectory("c2h-reward-probe", Work)) {
      Err << "cuda2hip reward: error: cannot create a work folder\n";
      return false;
    }
    fs::setPermissions(Work, fs::all_read | fs::all_exe | fs::owner_write);
    SandboxSpec S;
    S.WorkDir = Work.str().str();
    S.Limits = C.Limits;
    S.Env = {"PATH=/usr/bin:/bin"};
    SandboxResult R = runSandboxed({"/bin/sh", "-c", "exit 0"}, S);
    fs::remove_directories(Work);
    if (!R.Started || R.Code != 0) {
      Err << "cuda2hip reward: error: the sandbox does not start here: "
          << (R.Why.empty() ? firstLine(R.Err) : R.Why)
          << " (bubblewrap needs user namespaces, or root)\n";
      return false;
    }
  }
  return true;
}

VerifyOptions Scorer::verifyOptions(const RewardRequest &Q) const {
  VerifyOptions V = O.Verify;
  V.Programs = {Q.Program};
  V.Backend = VerifyBackend::Emu;
  V.Jobs = 1;
  // One OS thread per emulated launch: the order blocks run in is the same
  // every time, and the candidates of a batch share the machine.
  V.EmuWorkers = 1;
  V.TimeoutSeconds = C.RunSeconds;
  V.ReferenceCache = References;
  if (Q.RunArgs)
    V.RunArgs = *Q.RunArgs;
  if (Q.EmuRunArgs)
    V.EmuRunArgs = Q.EmuRunArgs;
  V.Declare.insert(V.Declare.end(), Q.Declare.begin(), Q.Declare.end());
  return V;
}

Scorer::ProgramInfo &Scorer::program(const RewardRequest &Q) {
  VerifyOptions V = verifyOptions(Q);
  // The baseline also depends on how cuda2hip translates.
  std::string Key = programKey(V, Q.Program);
  const TranslateOptions &T = V.Translate.Translate;
  std::string Translation =
      optionName(V.Translate.Headers).str() + "|" + optionName(T.Warp).str() +
      "|" + std::to_string(T.RocmTarget) + "|" + optionName(T.AsyncCopy).str() +
      "|" + llvm::join(V.Archs, ",") + "|" + llvm::join(V.EmuTargets, ",");
  Key = sha256Hex(Key + "\n" + Translation).substr(0, 32);
  ReferenceComputed = false;
  auto Found = Programs.find(Key);
  if (Found != Programs.end())
    return Found->second;
  ProgramInfo &P = Programs[Key];
  std::string Src = absolutePath(Q.Program);
  if (fs::is_directory(Src)) {
    P.Why = Q.Program + " is a folder: reward scores candidates of one CUDA file";
    return P;
  }
  std::optional<std::string> Text = readFile(Src);
  if (!Text) {
    P.Why = Q.Program + ": cannot read the CUDA program";
    return P;
  }
  P.CudaText = *Text;
  P.Cuda = readShape(*Text);
  std::string Kept = joinPath(joinPath(Cache, "baselines"), Key + ".json");
  if (std::optional<std::string> T = readFile(Kept)) {
    llvm::Expected<json::Value> D = json::parse(*T);
    if (D) {
      const json::Object *DO = D->getAsObject();
      const json::Object *Prog = DO ? DO->getObject("verify") : nullptr;
      std::optional<llvm::StringRef> Hip = DO ? DO->getString("hip") : std::nullopt;
      if (Prog && Hip) {
        P.Baseline.Ok = true;
        P.Baseline.Program = *Prog;
        P.Baseline.HipText = Hip->str();
      }
    } else {
      llvm::consumeError(D.takeError());
    }
  }
  if (!P.Baseline.Ok) {
    // cuda2hip's own translation, verified here (the program and the
    // translation are trusted): this makes the reference as well.
    ReferenceComputed = true;
    llvm::SmallString<128> Work;
    if (fs::createUniqueDirectory("c2h-reward-baseline", Work)) {
      P.Why = "cannot create a work folder";
      return P;
    }
    V.KeepDir = joinPath(Work, "verify");
    V.JsonPath = joinPath(Work, "verify.json");
    std::string Log;
    llvm::raw_string_ostream LogS(Log);
    runVerify(V, llvm::nulls(), LogS);
    std::optional<std::string> J = readFile(V.JsonPath);
    llvm::Expected<json::Value> D = J ? json::parse(*J) : json::parse("null");
    const json::Object *Prog = D ? programOf(*D) : nullptr;
    if (!D)
      llvm::consumeError(D.takeError());
    if (Prog) {
      P.Baseline.Ok = true;
      P.Baseline.Program = *Prog;
      const json::Object *Tr = Prog->getObject("translate");
      std::string Out = Tr ? Tr->getString("output").value_or("").str() : "";
      P.Baseline.HipText = readFile(Out).value_or("");
      json::Object Keep{{"verify", json::Object(*Prog)}, {"hip", P.Baseline.HipText}};
      std::string S;
      llvm::raw_string_ostream(S) << json::Value(std::move(Keep)) << "\n";
      writeAtomically(Kept, S);
    } else {
      P.Why = "verify made no record of " + Q.Program + ": " + firstLine(Log);
    }
    fs::remove_directories(Work);
  }
  if (P.Baseline.Ok) {
    bool Capped = false;
    P.BaselineEdits =
        tokenEditDistance(P.Cuda.Tokens, readShape(P.Baseline.HipText).Tokens, 20000, Capped);
  }
  return P;
}

Checked Scorer::checkInSandbox(const RewardRequest &Q, llvm::StringRef Text,
                               llvm::StringRef Name, double &Seconds) {
  Checked R;
  llvm::SmallString<128> Work;
  if (fs::createUniqueDirectory("c2h-reward", Work)) {
    R.Why = "cannot create a work folder";
    return R;
  }
  fs::setPermissions(Work, fs::all_read | fs::all_exe | fs::owner_write);
  std::string File = candidateFileName(Name);
  std::string Host = joinPath(joinPath(Work, "candidate"), File);
  if (writeAtomically(Host, Text)) {
    R.Why = "cannot write the candidate to the work folder";
    fs::remove_directories(Work);
    return R;
  }
  fs::create_directories(joinPath(Work, "tmp"));
  VerifyOptions V = verifyOptions(Q);
  std::string In = O.Isolate ? sandboxWorkPath() : Work.str().str();
  std::vector<std::string> Argv = {Self, "verify", absolutePath(Q.Program), "--hip",
                                   In + "/candidate/" + File, "--backend", "emu",
                                   "--json", In + "/verify.json", "--keep", In + "/verify",
                                   "--reference-cache", References,
                                   "--timeout", std::to_string(V.TimeoutSeconds),
                                   "--emu-workers", "1", "-j", "1",
                                   "--cuda-headers", optionName(V.Translate.Headers).str()};
  if (V.Archs.empty())
    Argv.push_back("--no-compile");
  else
    Argv.insert(Argv.end(), {"--arch", llvm::join(V.Archs, ",")});
  Argv.insert(Argv.end(), {"--emu-target", llvm::join(V.EmuTargets, ",")});
  for (const std::string &A : V.Translate.ExtraArgs) {
    llvm::StringRef S = A;
    if (S.consume_front("-I"))
      Argv.insert(Argv.end(), {"-I", S.str()});
    else if (S.consume_front("-D"))
      Argv.insert(Argv.end(), {"-D", S.str()});
  }
  if (!V.RunArgs.empty())
    Argv.insert(Argv.end(), {"--run-args", llvm::join(V.RunArgs, " ")});
  if (V.EmuRunArgs)
    Argv.insert(Argv.end(), {"--emu-run-args", llvm::join(*V.EmuRunArgs, " ")});
  for (const std::string &D : V.Declare)
    Argv.insert(Argv.end(), {"--declare", D});

  SandboxSpec S;
  S.Isolate = O.Isolate;
  S.WorkDir = Work.str().str();
  S.Limits = C.Limits;
  std::string Src = absolutePath(Q.Program);
  S.ReadOnly = {path::parent_path(Src).str(), Cache, path::parent_path(Self).str()};
  for (const char *Root : {CUDA2HIP_SOURCE_ROOT, CUDA2HIP_BINARY_ROOT})
    if (*Root)
      S.ReadOnly.push_back(Root);
  for (const std::string &A : V.Translate.ExtraArgs)
    if (llvm::StringRef(A).starts_with("-I"))
      S.ReadOnly.push_back(absolutePath(llvm::StringRef(A).drop_front(2)));
  S.Env = {"HOME=" + In, "TMPDIR=" + In + "/tmp", "LC_ALL=C", "LANG=C"};
  for (char **E = environ; *E; ++E) {
    llvm::StringRef Var = *E;
    if (Var.starts_with("PATH=") || Var.starts_with("CUDA2HIP_") || Var.starts_with("C2H_") ||
        Var.starts_with("HIP") || Var.starts_with("ROCM") || Var.starts_with("CUDA_PATH="))
      S.Env.push_back(Var.str());
  }
  SandboxResult Run = runSandboxed(Argv, S);
  Seconds = Run.Seconds;
  std::optional<std::string> J = readFile(joinPath(Work, "verify.json"));
  llvm::Expected<json::Value> D = J ? json::parse(*J) : json::parse("null");
  const json::Object *Prog = D ? programOf(*D) : nullptr;
  if (!D)
    llvm::consumeError(D.takeError());
  if (!Run.Started) {
    R.Why = Run.Why;
  } else if (Run.TimedOut) {
    R.Why = "the candidate's check did not finish in " + std::to_string(C.Limits.WallSeconds) +
            " s (the sandbox's wall-clock limit)";
  } else if (!Prog) {
    R.Why = "the candidate's check ended without a record (" +
            (Run.Signal.empty() ? "exit " + std::to_string(Run.Code) : Run.Signal) +
            "): " + firstLine(Run.Err);
  } else {
    R.Ok = true;
    R.Program = *Prog;
  }
  fs::remove_directories(Work);
  return R;
}

/// Per target: whether it built, and the first error.
json::Array buildsOf(const json::Object &Prog, unsigned &Built, unsigned &Asked,
                     std::string &Reason) {
  json::Array Out;
  Built = Asked = 0;
  if (const json::Array *Bs = Prog.getArray("compile"))
    for (const json::Value &B : *Bs) {
      const json::Object *BO = B.getAsObject();
      if (!BO)
        continue;
      ++Asked;
      bool Ok = BO->getBoolean("ok").value_or(false);
      std::string Arch = BO->getString("arch").value_or("").str();
      std::string Error = Ok ? "" : firstLine(BO->getString("detail").value_or(""));
      if (Ok)
        ++Built;
      else if (Reason.empty())
        Reason = "does not build for " + Arch + ": " + Error;
      Out.push_back(json::Object{{"arch", Arch},
                                 {"ok", Ok},
                                 {"status", BO->getString("status").value_or("").str()},
                                 {"error", Error}});
    }
  return Out;
}

json::Object Scorer::score(const RewardRequest &Q) {
  auto Start = std::chrono::steady_clock::now();
  json::Object Rec;
  Rec["candidate"] = Q.Candidate;
  Rec["program"] = Q.Program;
  if (!Q.Id.empty()) {
    llvm::Expected<json::Value> Id = json::parse(Q.Id);
    if (Id)
      Rec["id"] = std::move(*Id);
    else
      llvm::consumeError(Id.takeError());
  }
  json::Object Components;
  double VerifySeconds = 0;
  bool ReferenceComputedHere = false;
  auto Finish = [&](double Reward, std::string Reason) {
    Rec["reward"] = round6(Reward);
    Rec["reason"] = std::move(Reason);
    Rec["components"] = std::move(Components);
    if (O.Timings)
      Rec["timings"] = json::Object{
          {"seconds",
           round6(std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
                      .count())},
          {"check_seconds", round6(VerifySeconds)},
          {"reference", ReferenceComputedHere ? "computed" : "cached"}};
    return std::move(Rec);
  };
  if (!Q.Invalid.empty())
    return Finish(0, Q.Invalid);

  // The candidate as text, checked before anything builds it.
  std::string Text;
  if (Q.CandidateText) {
    Text = *Q.CandidateText;
  } else {
    fs::file_status St;
    if (fs::status(Q.Candidate, St) || St.type() != fs::file_type::regular_file)
      return Finish(0, Q.Candidate + ": not a readable file");
    if (St.getSize() > C.CandidateBytes)
      return Finish(0, Q.Candidate + ": " + std::to_string(St.getSize()) +
                           " bytes, over the candidates' limit of " +
                           std::to_string(C.CandidateBytes));
    std::optional<std::string> T = readFile(Q.Candidate);
    if (!T)
      return Finish(0, Q.Candidate + ": not a readable file");
    Text = std::move(*T);
  }
  if (Text.size() > C.CandidateBytes)
    return Finish(0, "the candidate has " + std::to_string(Text.size()) +
                         " bytes, over the candidates' limit of " +
                         std::to_string(C.CandidateBytes));
  if (llvm::StringRef(Text).trim().empty())
    return Finish(0, "the candidate is empty");
  if (std::optional<std::string> Why = notSourceText(Text))
    return Finish(0, "the candidate is not source text: " + *Why);
  ProgramInfo &P = program(Q);
  ReferenceComputedHere = ReferenceComputed;
  if (!P.Why.empty())
    return Finish(0, "the program cannot be scored: " + P.Why);
  if (std::string Why = textProblem(Text, P.CudaText); !Why.empty())
    return Finish(0, "the candidate " + Why);
  // A translation does what its original does: a call that starts
  // programs, forks or opens connections that the original never makes is
  // refused before it runs.
  SourceShape Mine = readShape(Text);
  if (std::string Call = foreignCall(Mine, P.Cuda); !Call.empty())
    return Finish(0, "the candidate calls " + Call +
                         "(), which the CUDA program does not: a translation runs no "
                         "other programs and opens no connections");
  const json::Object *Ref = P.Baseline.Program.getObject("reference");
  std::string RefStatus = Ref ? Ref->getString("status").value_or("").str() : "";
  // A program whose translation's runs compare nothing (it prints no
  // number and no pass word, and declares no output) cannot judge any
  // candidate: verify calls such a run an error.
  bool NothingCompared = false;
  if (const json::Array *Rs = P.Baseline.Program.getArray("runs"))
    for (const json::Value &X : *Rs)
      if (const json::Object *XO = X.getAsObject())
        NothingCompared |=
            XO->getString("detail").value_or("").starts_with("nothing compared");
  if (RefStatus == "pass" && NothingCompared)
    return Finish(0, "the program cannot be scored: its output has nothing to compare (no "
                     "number, no pass or failure word, no declared output: declare one, "
                     "docs/verify.md)");
  if (RefStatus != "pass") {
    Components["correct"] = json::Object{{"score", nullptr},
                                         {"reason", "the CUDA reference on the emulator: " +
                                                        RefStatus + ": " +
                                                        firstLine(Ref ? Ref->getString("detail")
                                                                              .value_or("")
                                                                        : "")}};
    return Finish(0, "the program has no reference to compare with (the CUDA original's "
                     "emulated run: " +
                         RefStatus + ")");
  }

  Checked Cand = checkInSandbox(Q, Text, Q.Candidate, VerifySeconds);
  if (!Cand.Ok)
    return Finish(0, Cand.Why);
  const json::Object &CP = Cand.Program;

  // Builds.
  std::string Reason;
  unsigned Built = 0, Asked = 0;
  json::Array Builds = buildsOf(CP, Built, Asked, Reason);
  double B = Asked ? static_cast<double>(Built) / Asked : 1.0;
  Components["builds"] = json::Object{{"score", round6(B)},
                                      {"targets", std::move(Builds)},
                                      {"reason", Reason}};

  // Correctness: verify's own verdicts, per emulated run.
  json::Array Runs;
  unsigned Passed = 0, Made = 0;
  bool HitLimit = false;
  std::string Wrong;
  if (const json::Array *Rs = CP.getArray("runs"))
    for (const json::Value &X : *Rs) {
      const json::Object *XO = X.getAsObject();
      if (!XO || XO->getString("backend").value_or("") != "emu")
        continue;
      ++Made;
      std::string Status = XO->getString("status").value_or("").str();
      int64_t Wave = XO->getInteger("wave").value_or(0);
      std::string Target = XO->getString("target").value_or("").str();
      std::string Detail = firstLine(XO->getString("detail").value_or(""));
      HitLimit |= llvm::StringRef(Detail).starts_with("timed out");
      if (Status == "pass")
        ++Passed;
      else if (Wrong.empty())
        Wrong = Status + " at wave " + std::to_string(Wave) + " (" + Target + "): " + Detail;
      Runs.push_back(json::Object{{"wave", Wave},
                                  {"target", Target},
                                  {"status", Status},
                                  {"detail", Detail},
                                  {"compared", XO->getString("compared").value_or("").str()}});
    }
  double Cr = Made ? static_cast<double>(Passed) / Made : 0.0;
  std::string Verdict = CP.getString("verdict").value_or("").str();
  if (Wrong.empty() && Verdict != "pass")
    Wrong = Verdict + ": " + firstLine(CP.getString("verdict_detail").value_or(""));
  if (Verdict != "pass" && Cr == 1.0)
    Cr = 0.0; // verify's verdict is the judge: no run passes a program that does not.
  Components["correct"] = json::Object{{"score", round6(Cr)},
                                       {"verdict", Verdict},
                                       {"runs", std::move(Runs)},
                                       {"reason", Wrong}};
  if (Reason.empty() && !Wrong.empty())
    Reason = Wrong;
  // A candidate that ran past a limit earns nothing: a scorer's worker spent
  // its time limit on it.
  if (HitLimit)
    return Finish(0, "the candidate ran past a limit: " + Wrong);
  bool Gate = B == 1.0 && Cr == 1.0;

  // Performance: each kernel's figures per target, against cuda2hip's own
  // translation (and a human port where given).
  json::Array Kernels;
  double PerfSum = 0;
  unsigned PerfN = 0;
  const Checked *Human = nullptr;
  std::string HumanWhy;
  if (!Q.Human.empty()) {
    std::string HumanKey = absolutePath(Q.Program) + "\n" + absolutePath(Q.Human);
    auto H = Humans.find(HumanKey);
    if (H == Humans.end()) {
      std::optional<std::string> HT = readFile(Q.Human);
      double S = 0;
      Checked HC = HT ? checkInSandbox(Q, *HT, Q.Human, S) : Checked{};
      if (!HT)
        HC.Why = Q.Human + ": cannot read the human port";
      H = Humans.emplace(HumanKey, std::move(HC)).first;
    }
    Human = H->second.Ok ? &H->second : nullptr;
    HumanWhy = H->second.Why;
  }
  if (const json::Array *Bs = CP.getArray("compile"))
    for (const json::Value &Bv : *Bs) {
      const json::Object *BO = Bv.getAsObject();
      const json::Array *Ks = BO ? BO->getArray("kernels") : nullptr;
      if (!Ks)
        continue;
      std::string Arch = BO->getString("arch").value_or("").str();
      for (const json::Value &Kv : *Ks) {
        const json::Object *K = Kv.getAsObject();
        if (!K)
          continue;
        json::Object Fig, VsBase, VsHuman;
        for (const char *F : Figures)
          Fig[F] = K->getInteger(F).value_or(-1);
        auto Ratios = [&](const json::Object *Other, json::Object &To) {
          if (!Other)
            return;
          for (const char *F : Figures) {
            int64_t Mine = K->getInteger(F).value_or(-1), Theirs = Other->getInteger(F).value_or(-1);
            To[F] = Mine >= 0 && Theirs > 0 ? json::Value(round6(double(Mine) / double(Theirs)))
                                            : json::Value(nullptr);
          }
        };
        const json::Object *Base = findKernel(P.Baseline.Program, Arch, *K);
        Ratios(Base, VsBase);
        if (Human)
          Ratios(findKernel(Human->Program, Arch, *K), VsHuman);
        // The kernel's score: 0.5 where it matches the translation's
        // occupancy and instruction count, more when better, less when
        // worse; halved where it spills more.
        if (Base) {
          double OccC = double(K->getInteger("occupancy").value_or(-1)),
                 OccB = double(Base->getInteger("occupancy").value_or(-1)),
                 InC = double(K->getInteger("instructions").value_or(-1)),
                 InB = double(Base->getInteger("instructions").value_or(-1));
          if (OccC > 0 && OccB > 0 && InC > 0 && InB > 0) {
            double S = std::min(1.0, 0.5 * std::sqrt((OccC / OccB) * (InB / InC)));
            int64_t SpC = K->getInteger("vgpr_spill").value_or(0) +
                          K->getInteger("sgpr_spill").value_or(0),
                    SpB = Base->getInteger("vgpr_spill").value_or(0) +
                          Base->getInteger("sgpr_spill").value_or(0);
            if (SpC > SpB)
              S *= 0.5;
            PerfSum += S;
            ++PerfN;
          }
        }
        json::Object Entry{{"arch", Arch},
                           {"name", K->getString("name").value_or("").str()},
                           {"figures", std::move(Fig)},
                           {"vs_translation", Base ? json::Value(std::move(VsBase)) : nullptr}};
        if (!Q.Human.empty())
          Entry["vs_human"] = Human ? json::Value(std::move(VsHuman)) : nullptr;
        Kernels.push_back(std::move(Entry));
      }
    }
  double Perf = PerfN ? PerfSum / PerfN : 0.5;
  std::string PerfWhy = !Gate ? "no credit for speed: the candidate " +
                                    std::string(B < 1.0 ? "does not build" : "is wrong")
                        : PerfN ? ""
                                : "no kernel of the candidate matches one of cuda2hip's "
                                  "translation by name, or the figures are missing: 0.5";
  json::Object PerfC{{"score", round6(Gate ? Perf : 0.0)},
                     {"kernels", std::move(Kernels)},
                     {"reason", PerfWhy}};
  if (!Q.Human.empty() && !Human)
    PerfC["human"] = "the human port could not be checked: " + HumanWhy;
  Components["performance"] = std::move(PerfC);

  // Faithfulness: the change against the CUDA source, measured as the
  // translation's change is; the source's comments kept; its functions kept.
  bool Capped = false;
  size_t Edits = tokenEditDistance(P.Cuda.Tokens, Mine.Tokens, 20000, Capped);
  double EditScore = std::min(1.0, double(P.BaselineEdits + 1) / double(Edits + 1));
  std::set<std::string> MyComments(Mine.Comments.begin(), Mine.Comments.end());
  size_t Kept = llvm::count_if(P.Cuda.Comments,
                               [&](const std::string &Cm) { return MyComments.count(Cm) != 0; });
  double CommentScore =
      P.Cuda.Comments.empty() ? 1.0 : double(Kept) / double(P.Cuda.Comments.size());
  size_t Defined = llvm::count_if(
      P.Cuda.Functions, [&](const std::string &F) { return Mine.Functions.count(F) != 0; });
  double FunctionScore =
      P.Cuda.Functions.empty() ? 1.0 : double(Defined) / double(P.Cuda.Functions.size());
  double Faithful = (EditScore + CommentScore + FunctionScore) / 3;
  Components["faithfulness"] = json::Object{
      {"score", round6(Gate ? Faithful : 0.0)},
      {"token_edits", static_cast<int64_t>(Edits)},
      {"token_edits_capped", Capped},
      {"translation_token_edits", static_cast<int64_t>(P.BaselineEdits)},
      {"edit_score", round6(EditScore)},
      {"comments", static_cast<int64_t>(P.Cuda.Comments.size())},
      {"comments_kept", static_cast<int64_t>(Kept)},
      {"functions", static_cast<int64_t>(P.Cuda.Functions.size())},
      {"functions_kept", static_cast<int64_t>(Defined)},
      {"reason", Gate ? "" : "no credit for faithfulness: the candidate " +
                                 std::string(B < 1.0 ? "does not build" : "is wrong")}};

  double Total = C.Build + C.Correct + C.Performance + C.Faithfulness;
  double Reward = (C.Build * B + C.Correct * Cr +
                   (Gate ? C.Performance * Perf + C.Faithfulness * Faithful : 0.0)) /
                  Total;
  return Finish(Reward, Reason);
}

/// A JSON Lines request: its fields into Q, or Q.Invalid.
RewardRequest parseRequest(llvm::StringRef Line, size_t N, const std::string &DefaultProgram) {
  RewardRequest Q;
  Q.Program = DefaultProgram;
  auto Invalid = [&](const std::string &Why) {
    Q.Invalid = "request " + std::to_string(N) + ": " + Why;
    return Q;
  };
  llvm::Expected<json::Value> V = json::parse(Line);
  if (!V)
    return Invalid("not JSON: " + llvm::toString(V.takeError()));
  const json::Object *O = V->getAsObject();
  if (!O)
    return Invalid("not a JSON object");
  if (const json::Value *Id = O->get("id")) {
    std::string S;
    llvm::raw_string_ostream(S) << *Id;
    Q.Id = S;
  }
  auto Args = [&](llvm::StringRef Key, std::optional<std::vector<std::string>> &To) {
    const json::Value *A = O->get(Key);
    if (!A)
      return true;
    To.emplace();
    if (std::optional<llvm::StringRef> S = A->getAsString()) {
      llvm::SmallVector<llvm::StringRef, 8> Parts;
      S->split(Parts, ' ', -1, false);
      for (llvm::StringRef P : Parts)
        To->push_back(P.str());
      return true;
    }
    const json::Array *Arr = A->getAsArray();
    if (!Arr)
      return false;
    for (const json::Value &E : *Arr) {
      std::optional<llvm::StringRef> S = E.getAsString();
      if (!S)
        return false;
      To->push_back(S->str());
    }
    return true;
  };
  for (const auto &[K, Val] : *O) {
    static const char *const Known[] = {"id",         "program",      "candidate",
                                        "candidate_text", "human",    "run_args",
                                        "emu_run_args", "declare"};
    if (!llvm::is_contained(Known, K))
      return Invalid("unknown field '" + K.str() + "'");
  }
  if (std::optional<llvm::StringRef> P = O->getString("program"))
    Q.Program = P->str();
  if (std::optional<llvm::StringRef> C = O->getString("candidate"))
    Q.Candidate = C->str();
  if (std::optional<llvm::StringRef> T = O->getString("candidate_text"))
    Q.CandidateText = T->str();
  if (std::optional<llvm::StringRef> H = O->getString("human"))
    Q.Human = H->str();
  if (!Args("run_args", Q.RunArgs) || !Args("emu_run_args", Q.EmuRunArgs))
    return Invalid("run_args and emu_run_args are a string or an array of strings");
  if (const json::Value *D = O->get("declare")) {
    const json::Array *Arr = D->getAsArray();
    if (!Arr)
      return Invalid("declare is an array of strings");
    for (const json::Value &E : *Arr) {
      std::optional<llvm::StringRef> S = E.getAsString();
      if (!S)
        return Invalid("declare is an array of strings");
      Q.Declare.push_back(S->str());
    }
  }
  if (Q.Program.empty())
    return Invalid("no program");
  if (Q.Candidate.empty() && !Q.CandidateText)
    return Invalid("no candidate (give 'candidate', a path, or 'candidate_text')");
  if (Q.Candidate.empty())
    Q.Candidate = "candidate.hip";
  return Q;
}

/// V written as JSON with its object keys sorted, and numbers that are not
/// integers in at most 15 significant digits (0.925, not
/// 0.92500000000000004).
void writeJson(json::OStream &J, const json::Value &V) {
  if (const json::Object *O = V.getAsObject()) {
    std::vector<llvm::StringRef> Keys;
    for (const auto &KV : *O)
      Keys.push_back(KV.first);
    llvm::sort(Keys);
    J.object([&] {
      for (llvm::StringRef K : Keys)
        J.attributeBegin(K), writeJson(J, *O->get(K)), J.attributeEnd();
    });
  } else if (const json::Array *A = V.getAsArray()) {
    J.array([&] {
      for (const json::Value &E : *A)
        writeJson(J, E);
    });
  } else if (V.kind() == json::Value::Number && !V.getAsInteger()) {
    char Buf[32];
    std::snprintf(Buf, sizeof(Buf), "%.15g", *V.getAsNumber());
    J.rawValue(Buf);
  } else {
    J.value(V);
  }
}

std::string recordLine(json::Object Rec) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  json::OStream J(OS);
  writeJson(J, json::Value(std::move(Rec)));
  OS << "\n";
  return S;
}

/// Serves JSON Lines on a local socket, one connection at a time, each a
/// stream of requests answered in order.
int serveSocket(Scorer &S, const RewardOptions &O, llvm::raw_ostream &Err) {
  int Fd = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un A{};
  A.sun_family = AF_UNIX;
  if (Fd < 0 || O.Socket.size() >= sizeof(A.sun_path)) {
    Err << O.Socket << ": error: cannot make a local socket there\n";
    return ExitError;
  }
  std::memcpy(A.sun_path, O.Socket.c_str(), O.Socket.size() + 1);
  unlink(O.Socket.c_str());
  if (bind(Fd, reinterpret_cast<sockaddr *>(&A), sizeof(A)) != 0 || listen(Fd, 8) != 0) {
    Err << O.Socket << ": error: cannot listen: " << std::strerror(errno) << "\n";
    close(Fd);
    return ExitError;
  }
  std::string Program = O.Requests.empty() ? "" : O.Requests[0].Program;
  for (size_t N = 0;;) {
    int Conn = accept(Fd, nullptr, nullptr);
    if (Conn < 0)
      continue;
    std::string Buf;
    char Chunk[65536];
    for (ssize_t Got; (Got = read(Conn, Chunk, sizeof(Chunk))) > 0;) {
      Buf.append(Chunk, static_cast<size_t>(Got));
      for (size_t Nl; (Nl = Buf.find('\n')) != std::string::npos;) {
        std::string Line = Buf.substr(0, Nl);
        Buf.erase(0, Nl + 1);
        if (llvm::StringRef(Line).trim().empty())
          continue;
        std::string Out = recordLine(S.score(parseRequest(Line, ++N, Program)));
        for (size_t Sent = 0; Sent < Out.size();) {
          ssize_t W = write(Conn, Out.data() + Sent, Out.size() - Sent);
          if (W <= 0)
            break;
          Sent += static_cast<size_t>(W);
        }
      }
    }
    close(Conn);
  }
}

} // namespace

int runReward(const RewardOptions &O, llvm::raw_ostream &Out, llvm::raw_ostream &Err) {
  std::optional<RewardConfig> C = readConfig(O.ConfigPath, Err);
  if (!C)
    return ExitError;
  Scorer S(O, *C, Err);
  if (!S.prepare())
    return ExitError;
  if (!O.Socket.empty())
    return serveSocket(S, O, Err);
  if (O.Jsonl.empty()) {
    for (const RewardRequest &Q : O.Requests) {
      Out << recordLine(S.score(Q));
      Out.flush();
    }
    return 0;
  }
  // JSON Lines: each request answered as it comes, so that a training loop
  // can keep one scorer and write to it.
  std::string Program = O.Requests.empty() ? "" : O.Requests[0].Program;
  FILE *In = O.Jsonl == "-" ? stdin : std::fopen(O.Jsonl.c_str(), "r");
  if (!In) {
    Err << O.Jsonl << ": error: cannot read the requests\n";
    return ExitError;
  }
  std::string Line;
  size_t N = 0;
  for (int Ch; (Ch = std::fgetc(In)) != EOF || !Line.empty();) {
    if (Ch != EOF && Ch != '\n') {
      Line += static_cast<char>(Ch);
      continue;
    }
    if (!llvm::StringRef(Line).trim().empty()) {
      Out << recordLine(S.score(parseRequest(Line, ++N, Program)));
      Out.flush();
    }
    Line.clear();
    if (Ch == EOF)
      break;
  }
  if (In != stdin)
    std::fclose(In);
  return 0;
}

} // namespace cuda2hip
