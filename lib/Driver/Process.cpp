//===- Process.cpp - running a program to completion ----------------------===//
#include "cuda2hip/Driver/Process.h"
#include "cuda2hip/Driver/Driver.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <chrono>
#include <csignal>
#include <thread>

extern char **environ;

namespace cuda2hip {
namespace fs = llvm::sys::fs;

ProcResult runProcess(llvm::StringRef Program, llvm::ArrayRef<std::string> Args,
                      const ProcOptions &O) {
  ProcResult R;
  std::string Exe = Program.str();
  if (!Program.contains('/')) {
    llvm::ErrorOr<std::string> Found = llvm::sys::findProgramByName(Program);
    if (!Found) {
      R.NotFound = true;
      R.Err = (Program + " is not installed (not found on PATH)").str();
      return R;
    }
    Exe = *Found;
  }
  // ExecuteAndWait has no working directory: a shell changes to it first.
  std::vector<std::string> Argv;
  std::string Runner = Exe;
  if (!O.Cwd.empty()) {
    Runner = "/bin/sh";
    Argv = {"/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", O.Cwd, Exe};
  } else {
    Argv = {Exe};
  }
  if (O.OwnGroup) {
    // setsid(1) makes the program a session (and process group) leader
    // without forking: a spawned child leads no group yet.
    if (llvm::ErrorOr<std::string> Setsid = llvm::sys::findProgramByName("setsid")) {
      if (O.Cwd.empty()) {
        Runner = *Setsid;
        Argv = {*Setsid, Exe};
      } else {
        Argv.insert(Argv.end() - 1, *Setsid);
      }
    }
  }
  Argv.insert(Argv.end(), Args.begin(), Args.end());
  std::vector<llvm::StringRef> ArgRefs(Argv.begin(), Argv.end());
  // hipcc (ROCm 5.2's clang driver under it) leaves one empty directory in
  // TMPDIR per compile and never removes it; verify and the tests compile
  // hundreds of times. It gets a TMPDIR of its own, removed afterwards.
  std::vector<std::string> Env = O.Env;
  llvm::SmallString<128> PrivateTmp;
  bool HasTmp = llvm::any_of(
      Env, [](const std::string &X) { return llvm::StringRef(X).starts_with("TMPDIR="); });
  if (!HasTmp && llvm::sys::path::filename(Exe) == "hipcc" &&
      !fs::createUniqueDirectory("cuda2hip-hipcc", PrivateTmp))
    Env.push_back(("TMPDIR=" + PrivateTmp).str());
  std::vector<std::string> EnvStore;
  for (char **E = environ; *E; ++E) {
    llvm::StringRef Key = llvm::StringRef(*E).split('=').first;
    bool Replaced = llvm::any_of(Env, [&](const std::string &X) {
      return llvm::StringRef(X).split('=').first == Key;
    });
    if (!Replaced)
      EnvStore.push_back(*E);
  }
  EnvStore.insert(EnvStore.end(), Env.begin(), Env.end());
  std::vector<llvm::StringRef> EnvRefs(EnvStore.begin(), EnvStore.end());
  llvm::SmallString<128> OutPath, ErrPath;
  if (fs::createTemporaryFile("cuda2hip-run", "out", OutPath) ||
      fs::createTemporaryFile("cuda2hip-run", "err", ErrPath)) {
    R.Err = "cannot create a temporary file";
    return R;
  }
  std::optional<llvm::StringRef> Redirects[] = {llvm::StringRef(O.InputFile),
                                                OutPath.str(), ErrPath.str()};
  std::string Msg;
  bool Failed = false;
  auto Start = std::chrono::steady_clock::now();
  llvm::sys::ProcessInfo PI = llvm::sys::ExecuteNoWait(
      Runner, ArgRefs, EnvRefs, Redirects, 0, &Msg, &Failed);
  if (PI.Pid != llvm::sys::ProcessInfo::InvalidPid) {
    // The time limit is kept here, by polling: ExecuteAndWait's limit uses
    // alarm(), whose signal may go to another thread of a process running
    // programs from a thread pool, and then never stops the child.
    auto Deadline = Start + std::chrono::seconds(O.TimeoutSeconds);
    llvm::sys::ProcessInfo Done;
    while (O.TimeoutSeconds) {
      Done = llvm::sys::Wait(PI, /*SecondsToWait=*/0, &Msg);
      if (Done.Pid != 0 || std::chrono::steady_clock::now() >= Deadline)
        break;
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    if (O.TimeoutSeconds && Done.Pid == 0) {
      ::kill(PI.Pid, SIGKILL);
      R.TimedOut = true;
    }
    if (!O.TimeoutSeconds || Done.Pid == 0)
      Done = llvm::sys::Wait(PI, std::nullopt, &Msg);
    R.Code = Done.ReturnCode;
    if (O.OwnGroup) // What the program left running in its group.
      ::kill(-PI.Pid, SIGKILL);
  }
  R.Seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
          .count();
  R.Out = readFile(OutPath).value_or("");
  R.Err = readFile(ErrPath).value_or("");
  constexpr size_t ErrLimit = 1 << 20;
  if (R.Err.size() > ErrLimit)
    R.Err = R.Err.substr(0, ErrLimit) + "\n[... cut]";
  fs::remove(OutPath);
  fs::remove(ErrPath);
  if (!PrivateTmp.empty())
    fs::remove_directories(PrivateTmp);
  if (Failed || PI.Pid == llvm::sys::ProcessInfo::InvalidPid) {
    R.NotFound = true;
    R.Code = -1;
    R.Err += Msg;
  } else if (R.Code < 0 && !R.TimedOut) {
    R.Signal = Msg.empty() ? "abnormal termination" : Msg;
  }
  return R;
}

} // namespace cuda2hip
