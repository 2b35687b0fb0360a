//===- Sandbox.cpp - running untrusted candidates -------------------------===//
#include "Sandbox.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <algorithm>
#include <chrono>
#include <cstring>
#include <set>
#include <csignal>
#include <dirent.h>
#include <fcntl.h>
#include <grp.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace cuda2hip {
namespace fs = llvm::sys::fs;

std::string findBubblewrap() {
  llvm::ErrorOr<std::string> P = llvm::sys::findProgramByName("bwrap");
  return P ? *P : std::string();
}

namespace {

/// Folders the sandbox hides behind empty ones: where users and other
/// programs keep what a candidate has no business reading or leaving.
const char *const Hidden[] = {"/tmp", "/var/tmp", "/home", "/root"};

bool under(llvm::StringRef P, llvm::StringRef Dir) {
  return P == Dir || (P.starts_with(Dir) && P[Dir.size()] == '/');
}

/// The processes the user Uid runs now.
unsigned processesOf(uid_t Uid) {
  unsigned N = 0;
  DIR *D = opendir("/proc");
  if (!D)
    return 0;
  while (dirent *E = readdir(D)) {
    if (E->d_name[0] < '0' || E->d_name[0] > '9')
      continue;
    struct stat St;
    std::string P = std::string("/proc/") + E->d_name;
    if (stat(P.c_str(), &St) == 0 && St.st_uid == Uid)
      ++N;
  }
  closedir(D);
  return N;
}

/// Gives Path and everything under it to Uid (the sandbox's user writes
/// in the work folder).
void chownTree(const std::string &Path, uid_t Uid) {
  if (lchown(Path.c_str(), Uid, Uid) != 0)
    return;
  DIR *D = opendir(Path.c_str());
  if (!D)
    return;
  while (dirent *E = readdir(D)) {
    llvm::StringRef Name = E->d_name;
    if (Name == "." || Name == "..")
      continue;
    chownTree(Path + "/" + Name.str(), Uid);
  }
  closedir(D);
}

void limit(int Resource, rlim_t Value) {
  struct rlimit L = {Value, Value};
  setrlimit(Resource, &L);
}

/// The first MiB of the file at Path.
std::string head(const std::string &Path) {
  auto B = llvm::MemoryBuffer::getFile(Path, /*IsText=*/false,
                                       /*RequiresNullTerminator=*/false);
  if (!B)
    return "";
  return (*B)->getBuffer().take_front(1 << 20).str();
}

} // namespace

SandboxResult runSandboxed(const std::vector<std::string> &Argv, const SandboxSpec &Spec) {
  SandboxResult R;
  std::vector<std::string> Full;
  bool Root = geteuid() == 0;
  // As root, a user of its own for the command, so that the process limit
  // counts this sandbox alone; its number follows from this process's,
  // unique while it runs. bubblewrap then sets up as root (it reaches every
  // folder it binds, under /root too) and setpriv changes to that user.
  uid_t Uid = static_cast<uid_t>(100000 + getpid() % 1000000);
  if (Spec.Isolate) {
    std::string Bwrap = findBubblewrap();
    llvm::ErrorOr<std::string> Setpriv = llvm::sys::findProgramByName("setpriv");
    if (Bwrap.empty() || (Root && !Setpriv)) {
      R.Why = std::string(Bwrap.empty() ? "bubblewrap (bwrap)" : "setpriv (util-linux)") +
              " is not installed: candidates are not run without a sandbox (install it, "
              "or give --sandbox none)";
      return R;
    }
    Full = {Bwrap};
    if (Root)
      Full.insert(Full.end(), {"--unshare-net", "--unshare-pid", "--unshare-ipc",
                               "--unshare-uts", "--unshare-cgroup-try", "--cap-add",
                               "CAP_SETUID", "--cap-add", "CAP_SETGID"});
    else
      Full.push_back("--unshare-all");
    Full.insert(Full.end(), {"--die-with-parent", "--new-session", "--ro-bind", "/", "/",
                             "--dev", "/dev", "--proc", "/proc"});
    for (const char *H : Hidden)
      if (fs::is_directory(H))
        Full.insert(Full.end(), {"--tmpfs", H});
    // What the command must read and the hidden folders would cover, with
    // the folders above it that the sandbox's user must pass through.
    std::vector<std::string> Rebind;
    std::set<std::string> Made;
    for (const std::string &P : Spec.ReadOnly)
      for (const char *H : Hidden)
        if (under(P, H) && P != H && fs::exists(P)) {
          Rebind.push_back(P);
          for (llvm::StringRef D = llvm::sys::path::parent_path(P); D.size() > strlen(H);
               D = llvm::sys::path::parent_path(D))
            Made.insert(D.str());
          break;
        }
    for (const std::string &D : Made) // parents first: the set is sorted
      Full.insert(Full.end(), {"--perms", "0755", "--dir", D});
    for (const std::string &P : Rebind)
      Full.insert(Full.end(), {"--ro-bind", P, P});
    Full.insert(Full.end(), {"--bind", Spec.WorkDir, sandboxWorkPath(), "--chdir",
                             sandboxWorkPath(), "--"});
    if (Root)
      Full.insert(Full.end(), {*Setpriv, "--reuid=" + std::to_string(Uid),
                               "--regid=" + std::to_string(Uid), "--clear-groups", "--"});
  }
  Full.insert(Full.end(), Argv.begin(), Argv.end());

  llvm::SmallString<128> OutPath, ErrPath;
  if (fs::createTemporaryFile("c2h-sandbox", "out", OutPath) ||
      fs::createTemporaryFile("c2h-sandbox", "err", ErrPath)) {
    R.Why = "cannot create the files for the sandbox's output";
    return R;
  }
  std::vector<char *> CArgv;
  for (std::string &A : Full)
    CArgv.push_back(A.data());
  CArgv.push_back(nullptr);
  std::vector<std::string> EnvStore = Spec.Env;
  std::vector<char *> CEnv;
  for (std::string &E : EnvStore)
    CEnv.push_back(E.data());
  CEnv.push_back(nullptr);
  std::string Cwd = Spec.WorkDir;
  if (Root && Spec.Isolate)
    chownTree(Spec.WorkDir, Uid);
  rlim_t Processes = Spec.Limits.Processes;
  if (!Root) // The limit counts every process of the user: add those running.
    Processes += processesOf(geteuid());

  auto Start = std::chrono::steady_clock::now();
  pid_t Pid = fork();
  if (Pid < 0) {
    R.Why = "cannot start the sandbox (fork failed)";
    fs::remove(OutPath);
    fs::remove(ErrPath);
    return R;
  }
  if (Pid == 0) {
    setsid();
    int In = open("/dev/null", O_RDONLY);
    int Out = open(OutPath.c_str(), O_WRONLY | O_TRUNC);
    int Err = open(ErrPath.c_str(), O_WRONLY | O_TRUNC);
    if (In < 0 || Out < 0 || Err < 0)
      _exit(126);
    dup2(In, 0);
    dup2(Out, 1);
    dup2(Err, 2);
    for (int Fd = 3; Fd < 1024; ++Fd)
      close(Fd);
    limit(RLIMIT_CPU, Spec.Limits.CpuSeconds);
    limit(RLIMIT_AS, static_cast<rlim_t>(Spec.Limits.MemoryMB) << 20);
    limit(RLIMIT_FSIZE, static_cast<rlim_t>(Spec.Limits.FileMB) << 20);
    limit(RLIMIT_NPROC, Processes);
    limit(RLIMIT_CORE, 0);
    if (!Spec.Isolate && chdir(Cwd.c_str()) != 0)
      _exit(126);
    execve(CArgv[0], CArgv.data(), CEnv.data());
    _exit(127);
  }
  R.Started = true;
  int Status = 0;
  for (;;) {
    pid_t W = waitpid(Pid, &Status, WNOHANG);
    if (W == Pid)
      break;
    if (W < 0) {
      Status = -1;
      break;
    }
    double Elapsed =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
    if (Elapsed > Spec.Limits.WallSeconds) {
      R.TimedOut = true;
      kill(-Pid, SIGKILL);
      kill(Pid, SIGKILL);
      waitpid(Pid, &Status, 0);
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  R.Seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - Start).count();
  if (!R.TimedOut && Status >= 0) {
    if (WIFEXITED(Status))
      R.Code = WEXITSTATUS(Status);
    else if (WIFSIGNALED(Status))
      R.Signal = strsignal(WTERMSIG(Status));
  }
  R.Out = head(OutPath.str().str());
  R.Err = head(ErrPath.str().str());
  fs::remove(OutPath);
  fs::remove(ErrPath);
  if (R.Code == 127 || R.Code == 126)
    R.Why = "cannot start the sandbox: cannot run " + Full[0];
  if (!R.Why.empty())
    R.Started = false;
  return R;
}

} // namespace cuda2hip
