//===- Tree.cpp - finding inputs and naming outputs ------------------------===//
#include "Tree.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <deque>
#include <set>

namespace cuda2hip {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;

std::string canonicalPath(llvm::StringRef P, llvm::StringRef Base) {
  llvm::SmallString<256> Abs(P);
  if (!path::is_absolute(Abs) && !Base.empty()) {
    Abs = Base;
    path::append(Abs, P);
  }
  fs::make_absolute(Abs);
  path::remove_dots(Abs, /*remove_dot_dot=*/true);
  llvm::SmallString<256> Real;
  if (!fs::real_path(Abs, Real))
    return std::string(Real);
  return std::string(Abs);
}

namespace {

bool isHeader(llvm::StringRef P) {
  llvm::StringRef E = path::extension(P);
  return E == ".cuh" || E == ".h" || E == ".hpp" || E == ".hh" || E == ".hxx" ||
         E == ".inl" || E == ".inc";
}

/// The quoted #include spellings of a file, in order (every branch).
std::vector<std::string> quotedIncludes(llvm::StringRef Text) {
  std::vector<std::string> Out;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    Line = Line.ltrim();
    if (!Line.consume_front("#"))
      continue;
    Line = Line.ltrim();
    if (!Line.consume_front("include"))
      continue;
    Line = Line.ltrim();
    if (!Line.consume_front("\""))
      continue;
    size_t E = Line.find('"');
    if (E != llvm::StringRef::npos)
      Out.push_back(Line.substr(0, E).str());
  }
  return Out;
}

bool isUnder(llvm::StringRef File, llvm::StringRef Dir) {
  return File.starts_with(Dir) && File.size() > Dir.size() &&
         path::is_separator(File[Dir.size()]);
}

} // namespace

std::optional<std::string> resolveInclude(llvm::StringRef From,
                                          llvm::StringRef Spelling,
                                          const CompileFlags &Flags) {
  std::vector<std::string> Dirs = {path::parent_path(From).str()};
  const auto &A = Flags.Args;
  for (size_t I = 0; I < A.size(); ++I) {
    llvm::StringRef S = A[I];
    if ((S == "-I" || S == "-iquote") && I + 1 < A.size())
      Dirs.push_back(canonicalPath(A[++I], Flags.Directory));
    else if (S.starts_with("-I") && S.size() > 2)
      Dirs.push_back(canonicalPath(S.drop_front(2), Flags.Directory));
  }
  for (const std::string &D : Dirs) {
    llvm::SmallString<256> P(D);
    path::append(P, Spelling);
    if (fs::is_regular_file(P))
      return canonicalPath(P);
  }
  return std::nullopt;
}

std::vector<std::string> parsingFlags(const std::vector<std::string> &Cmd) {
  std::vector<std::string> Out;
  static const char *const WithValue[] = {"-I", "-isystem", "-iquote", "-D",
                                          "-U", "-include"};
  for (size_t I = 1; I < Cmd.size(); ++I) {
    llvm::StringRef S = Cmd[I];
    bool Taken = false;
    for (const char *F : WithValue) {
      if (S == F && I + 1 < Cmd.size()) {
        Out.push_back(S.str());
        Out.push_back(Cmd[++I]);
        Taken = true;
        break;
      }
      if (S.starts_with(F) && S.size() > llvm::StringRef(F).size() &&
          (llvm::StringRef(F).size() == 2)) {
        Out.push_back(S.str());
        Taken = true;
        break;
      }
    }
    if (Taken)
      continue;
    // nvcc spellings.
    if (S.consume_front("--include-path="))
      Out.push_back(("-I" + S).str());
    else if (S.consume_front("--define-macro="))
      Out.push_back(("-D" + S).str());
    else if (S.consume_front("--pre-include=")) {
      Out.push_back("-include");
      Out.push_back(S.str());
    } else if (S.starts_with("-std=c++") || S.starts_with("-std=gnu++"))
      Out.push_back(S.str());
  }
  return Out;
}

std::vector<WorkFile> collectInputs(const DriverOptions &Opts,
                                    std::vector<InputError> &Errors) {
  std::map<std::string, WorkFile> Files; // Sorted by path: deterministic.
  std::vector<std::string> Roots;        // Where included headers may live.
  CompileFlags Base;
  Base.Args = Opts.ExtraArgs;

  auto Add = [&](const std::string &P, const CompileFlags &F, bool Unit,
                 const std::string &Display) {
    WorkFile &W = Files[P];
    if (W.Path.empty()) {
      W.Path = P;
      W.Display = Display;
      W.Flags = F;
    }
    W.IsUnit |= Unit;
  };

  if (!Opts.CompileDbDir.empty()) {
    std::string Err;
    auto DB = clang::tooling::JSONCompilationDatabase::loadFromDirectory(
        Opts.CompileDbDir, Err);
    if (!DB) {
      Errors.push_back({Opts.CompileDbDir, "cannot load compile_commands.json: " + Err});
    } else {
      for (const auto &C : DB->getAllCompileCommands()) {
        std::string P = canonicalPath(C.Filename, C.Directory);
        CompileFlags F;
        F.Args = parsingFlags(C.CommandLine);
        F.Args.insert(F.Args.end(), Opts.ExtraArgs.begin(), Opts.ExtraArgs.end());
        F.Directory = C.Directory;
        Add(P, F, true, C.Filename);
        Roots.push_back(path::parent_path(P).str());
      }
    }
  }

  for (const std::string &In : Opts.Inputs) {
    fs::file_status St;
    if (fs::status(In, St) || !fs::exists(St)) {
      Errors.push_back({In, "no such file or directory"});
      continue;
    }
    std::string Abs = canonicalPath(In);
    if (fs::is_directory(St)) {
      Roots.push_back(Abs);
      std::error_code EC;
      for (fs::recursive_directory_iterator It(Abs, EC), End; It != End && !EC;
           It.increment(EC)) {
        llvm::StringRef Name = path::filename(It->path());
        if (Name.starts_with(".")) {
          It.no_push();
          continue;
        }
        if (It->type() != fs::file_type::regular_file &&
            It->type() != fs::file_type::symlink_file)
          continue;
        llvm::StringRef E = path::extension(It->path());
        if (E == ".cu" || E == ".cuh") {
          llvm::SmallString<256> Rel(It->path());
          path::replace_path_prefix(Rel, Abs, In);
          Add(canonicalPath(It->path()), Base, E == ".cu", std::string(Rel));
        }
      }
      if (EC)
        Errors.push_back({In, "cannot read directory: " + EC.message()});
    } else {
      Roots.push_back(path::parent_path(Abs).str());
      Add(Abs, Base, !isHeader(Abs), In);
    }
  }

  // Headers included from the tree, transitively. Headers that no unit
  // includes are parsed on their own.
  std::set<std::string> Included;
  std::deque<std::string> Queue;
  for (auto &[P, W] : Files)
    Queue.push_back(P);
  while (!Queue.empty()) {
    std::string P = Queue.front();
    Queue.pop_front();
    auto Buf = llvm::MemoryBuffer::getFile(P);
    if (!Buf)
      continue;
    CompileFlags Flags = Files[P].Flags;
    std::string Display = Files[P].Display;
    for (const std::string &S : quotedIncludes((*Buf)->getBuffer())) {
      std::optional<std::string> R = resolveInclude(P, S, Flags);
      if (!R)
        continue;
      bool InTree = false;
      for (const std::string &Root : Roots)
        InTree |= isUnder(*R, Root);
      if (!InTree)
        continue;
      Included.insert(*R);
      if (!Files.count(*R)) {
        llvm::SmallString<256> Disp(path::parent_path(Display));
        path::append(Disp, S);
        path::remove_dots(Disp, true);
        Add(*R, Flags, false, std::string(Disp));
        Queue.push_back(*R);
      }
    }
  }
  std::vector<WorkFile> Out;
  for (auto &[P, W] : Files) {
    if (!W.IsUnit && !Included.count(P) && isHeader(P))
      W.IsUnit = true; // A header nobody includes: parse it by itself.
    Out.push_back(std::move(W));
  }
  return Out;
}

} // namespace cuda2hip
