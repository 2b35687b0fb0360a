//===- Tree.cpp - finding inputs and naming outputs ------------------------===//
#include "Tree.h"
#include "cuda2hip/Rewrite/Build.h"
#include "clang/Tooling/JSONCompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <algorithm>
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

struct IncludeRef {
  std::string Spelling;
  bool Angled = false;
  unsigned Line = 0, Column = 0; ///< Of the spelling's first character.
};

/// The #include lines of a file, in order (every branch).
std::vector<IncludeRef> includesOf(llvm::StringRef Text) {
  std::vector<IncludeRef> Out;
  unsigned LineNo = 0;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    Text = Rest;
    ++LineNo;
    llvm::StringRef L = Line.ltrim();
    if (!L.consume_front("#"))
      continue;
    L = L.ltrim();
    if (!L.consume_front("include"))
      continue;
    L = L.ltrim();
    if (L.empty() || (L[0] != '"' && L[0] != '<'))
      continue;
    char Close = L[0] == '"' ? '"' : '>';
    size_t E = L.find(Close, 1);
    if (E == llvm::StringRef::npos)
      continue;
    unsigned Col = L.data() - Line.data() + 2;
    Out.push_back({L.slice(1, E).str(), Close == '>', LineNo, Col});
  }
  return Out;
}

/// True when Text includes a .cu or .cuh file by a quoted include.
bool includesCudaFile(llvm::StringRef Text) {
  for (const IncludeRef &I : includesOf(Text))
    if (!I.Angled && isCudaFile(I.Spelling))
      return true;
  return false;
}

bool isUnder(llvm::StringRef File, llvm::StringRef Dir) {
  return File.starts_with(Dir) && File.size() > Dir.size() &&
         path::is_separator(File[Dir.size()]);
}

Diagnostic treeNote(DiagId Id, llvm::StringRef File, const IncludeRef &At,
                    std::vector<std::string> Args) {
  return makeDiagnostic(Id, File.str(), At.Line, At.Column, Args);
}

/// Every file under the input roots, for finding headers that no include
/// path names (#include <helper_cuda.h> built with -I Common).
class TreeIndex {
public:
  void addRoot(llvm::StringRef Root, llvm::StringRef OutRoot) {
    forEachTreeFile(Root, OutRoot, [&](llvm::StringRef P) {
      ByName[path::filename(P).str()].insert(canonicalPath(P));
    });
  }
  /// The tree files whose path ends with Spelling.
  std::vector<std::string> find(llvm::StringRef Spelling) const {
    std::vector<std::string> Out;
    auto It = ByName.find(path::filename(Spelling).str());
    if (It == ByName.end())
      return Out;
    std::string Tail = "/" + Spelling.str();
    for (const std::string &P : It->second)
      if (llvm::StringRef(P).ends_with(Tail))
        Out.push_back(P);
    return Out;
  }

private:
  std::map<std::string, std::set<std::string>> ByName;
};

} // namespace

std::error_code forEachTreeFile(llvm::StringRef Dir, llvm::StringRef Skip,
                                llvm::function_ref<void(llvm::StringRef)> Fn) {
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    llvm::StringRef P = It->path();
    // Hidden folders (.git, an editor's, sync's state) are not the
    // project's; hidden files are: a bin/.gitignore or .gitkeep is what
    // keeps the folder a Makefile writes its objects into.
    bool Hidden = path::filename(P).starts_with(".");
    if ((Hidden && It->type() == fs::file_type::directory_file) ||
        (!Skip.empty() && P == Skip)) {
      It.no_push();
      continue;
    }
    if (It->type() == fs::file_type::regular_file ||
        It->type() == fs::file_type::symlink_file)
      Fn(P);
  }
  return EC;
}

bool usesCuda(llvm::StringRef Text) {
  static const llvm::StringSet<> Keywords = {
      "__global__", "__device__", "__shared__", "__constant__", "__managed__",
      "__host__", "threadIdx", "blockIdx", "blockDim", "gridDim", "warpSize",
      "__syncthreads", "__launch_bounds__"};
  if (Text.contains("<<<"))
    return true;
  for (const IncludeRef &I : includesOf(Text))
    if (lookupHeader(I.Spelling))
      return true;
  size_t I = 0, N = Text.size();
  auto IsIdent = [](char C) { return llvm::isAlnum(C) || C == '_'; };
  while (I < N) {
    if (!IsIdent(Text[I])) {
      ++I;
      continue;
    }
    size_t B = I;
    while (I < N && IsIdent(Text[I]))
      ++I;
    llvm::StringRef W = Text.slice(B, I);
    if (llvm::isDigit(W[0]))
      continue;
    if (Keywords.contains(W) || looksLikeCudaApi(W))
      return true;
    // The math family is the C library's names too (sqrt, fabs).
    if (const ApiRow *R = lookupIdentifier(W); R && R->Family != ApiFamily::Math)
      return true;
  }
  return false;
}

namespace {
/// Directories named by -I, -iquote, -isystem and -idirafter, in search
/// order for quoted includes (-idirafter last).
std::vector<std::string> searchDirs(const CompileFlags &Flags, bool Angled) {
  std::vector<std::string> Dirs, After;
  const auto &A = Flags.Args;
  for (size_t I = 0; I < A.size(); ++I) {
    llvm::StringRef S = A[I];
    for (llvm::StringRef F : {"-I", "-iquote", "-isystem", "-idirafter"}) {
      std::string Dir;
      if (S == F && I + 1 < A.size())
        Dir = A[++I];
      else if (F == "-I" && S.starts_with("-I") && S.size() > 2)
        Dir = S.drop_front(2).str();
      else
        continue;
      if (Angled && F == "-iquote")
        break;
      (F == "-idirafter" ? After : Dirs)
          .push_back(canonicalPath(Dir, Flags.Directory));
      break;
    }
  }
  Dirs.insert(Dirs.end(), After.begin(), After.end());
  return Dirs;
}
} // namespace

std::optional<std::string> resolveInclude(llvm::StringRef From,
                                          llvm::StringRef Spelling,
                                          const CompileFlags &Flags,
                                          bool Angled) {
  std::vector<std::string> Dirs;
  if (!Angled)
    Dirs.push_back(path::parent_path(From).str());
  for (std::string &D : searchDirs(Flags, Angled))
    Dirs.push_back(std::move(D));
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
                                          "-U", "-include", "-idirafter"};
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
                                    std::vector<InputError> &Errors,
                                    std::vector<Diagnostic> &Notes) {
  std::map<std::string, WorkFile> Files; // Sorted by path: deterministic.
  // Where included headers may live: each root with its spelling as given.
  std::vector<std::pair<std::string, std::string>> Roots;
  CompileFlags Base;
  Base.Args = Opts.ExtraArgs;
  std::set<std::string> FromDatabase;
  // Directory inputs: where an include on no include path is looked for.
  std::set<std::string> SearchedDirs;
  // The output tree inside an input folder is neither an input nor where
  // includes are looked for.
  std::string OutRoot = Opts.OutRoot.empty() ? "" : canonicalPath(Opts.OutRoot);

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
  auto DisplayOf = [&](const std::string &P) {
    for (const auto &[Abs, Given] : Roots)
      if (isUnder(P, Abs)) {
        llvm::SmallString<256> Rel(P);
        path::replace_path_prefix(Rel, Abs, Given);
        return std::string(Rel);
      }
    return P;
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
        FromDatabase.insert(P);
        Roots.push_back({path::parent_path(P).str(), path::parent_path(P).str()});
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
      Roots.push_back({Abs, In});
      SearchedDirs.insert(Abs);
      std::error_code EC =
          forEachTreeFile(Abs, OutRoot, [&](llvm::StringRef P) {
            if (isBuildFile(P)) {
              llvm::SmallString<256> Rel(P);
              path::replace_path_prefix(Rel, Abs, In);
              Add(canonicalPath(P), Base, false, std::string(Rel));
              Files[canonicalPath(P)].BuildFile = true;
              return;
            }
            // Files a directory input may hold CUDA in: CUDA's own, C and C++
            // sources, and headers. Whether one is taken is decided by its
            // contents.
            if (!isCudaCandidate(P))
              return;
            // CUDA's own extensions always; other sources and headers when they
            // use CUDA (a main.cpp calling cudaMalloc, a .h of kernels) or
            // include a CUDA file (whose name the output may change).
            if (!isCudaFile(P)) {
              auto Buf = llvm::MemoryBuffer::getFile(P);
              if (!Buf || !(usesCuda((*Buf)->getBuffer()) ||
                            includesCudaFile((*Buf)->getBuffer())))
                return;
            }
            llvm::SmallString<256> Rel(P);
            path::replace_path_prefix(Rel, Abs, In);
            Add(canonicalPath(P), Base, !isHeaderFile(P), std::string(Rel));
          });
      if (EC)
        Errors.push_back({In, "cannot read directory: " + EC.message()});
    } else {
      Roots.push_back({path::parent_path(Abs).str(), path::parent_path(Abs).str()});
      bool Make = isBuildFile(Abs);
      Add(Abs, Base, !isHeaderFile(Abs) && !Make, In);
      Files[Abs].BuildFile = Make;
    }
  }
  // Indexed on first need: most trees resolve every include.
  std::optional<TreeIndex> Tree;
  auto TreeFind = [&](llvm::StringRef Spelling) {
    if (!Tree) {
      Tree.emplace();
      for (const std::string &Dir : SearchedDirs)
        Tree->addRoot(Dir, OutRoot);
    }
    return Tree->find(Spelling);
  };
  auto InTree = [&](const std::string &P) {
    return std::any_of(Roots.begin(), Roots.end(),
                       [&](const auto &R) { return isUnder(P, R.first); });
  };

  // Files included from the tree, transitively, through quoted and angled
  // includes. A tree file that another one includes is parsed as part of
  // its includer, not on its own.
  std::set<std::string> Included;
  std::set<std::string> Discovered; // Folders found for unresolved includes.
  std::deque<std::string> Queue;
  for (auto &[P, W] : Files)
    Queue.push_back(P);
  while (!Queue.empty()) {
    std::string P = Queue.front();
    Queue.pop_front();
    if (Files[P].BuildFile)
      continue;
    auto Buf = llvm::MemoryBuffer::getFile(P);
    if (!Buf)
      continue;
    CompileFlags Flags = Files[P].Flags;
    for (const IncludeRef &Inc : includesOf((*Buf)->getBuffer())) {
      std::optional<std::string> R =
          resolveInclude(P, Inc.Spelling, Flags, Inc.Angled);
      if (!R && !lookupHeader(Inc.Spelling)) {
        // Not on any include path: look for it in the input tree.
        std::vector<std::string> Found = TreeFind(Inc.Spelling);
        if (Found.size() == 1) {
          llvm::StringRef Dir = llvm::StringRef(Found[0]).drop_back(
              Inc.Spelling.size() + 1);
          if (Discovered.insert(Dir.str()).second)
            Notes.push_back(treeNote(DiagId::IncludeDiscovered, P, Inc,
                                     {Inc.Spelling, DisplayOf(Dir.str())}));
          R = Found[0];
        } else if (Found.size() > 1) {
          Notes.push_back(treeNote(DiagId::IncludeAmbiguous, P, Inc,
                                   {Inc.Spelling,
                                    std::to_string(Found.size())}));
        }
      }
      if (!R || *R == P)
        continue;
      if (!InTree(*R)) {
        auto Out = llvm::MemoryBuffer::getFile(*R);
        if (!lookupHeader(Inc.Spelling) && Out && usesCuda((*Out)->getBuffer()))
          Notes.push_back(treeNote(DiagId::IncludeOutsideTree, P, Inc,
                                   {Inc.Spelling}));
        continue;
      }
      Included.insert(*R);
      if (!Files.count(*R)) {
        Add(*R, Flags, false, DisplayOf(*R));
        Queue.push_back(*R);
      }
    }
  }
  std::vector<WorkFile> Out;
  for (auto &[P, W] : Files) {
    // A file another one includes is parsed within its includer (a .cu of
    // kernels included by main.cu); a header nobody includes is parsed by
    // itself. Compilation-database entries are units as the build says.
    if (Included.count(P) && !FromDatabase.count(P))
      W.IsUnit = false;
    else if (!W.IsUnit && isHeaderFile(P) && !W.BuildFile)
      W.IsUnit = true;
    // Headers found in the tree are searched last, after every include
    // path the user gave (and after the system's).
    for (const std::string &D : Discovered) {
      W.Flags.Args.push_back("-idirafter");
      W.Flags.Args.push_back(D);
    }
    Out.push_back(std::move(W));
  }
  return Out;
}

} // namespace cuda2hip
