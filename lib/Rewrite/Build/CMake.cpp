//===- CMake.cpp - c2h-build-cmake ---------------------------------------===//
//
// A CMake file is read as CMake reads it: command invocations whose
// arguments are unquoted, quoted or bracket arguments, with comments
// between them. Arguments are rewritten where CUDA shows, and everything
// else (comments, layout, the other commands) is kept byte for byte
// (docs/rules/c2h-build-cmake.md):
//
//   project(p CUDA), enable_language(CUDA)  -> HIP, with the AMD targets
//                                              set before the language is
//   CMAKE_CUDA_ARCHITECTURES, CUDA_ARCHITECTURES -> CMAKE_HIP_/HIP_, gfx...
//   CMAKE_CUDA_STANDARD, CUDA_STANDARD, ...  -> CMAKE_HIP_STANDARD, ...
//   CUDA_SEPARABLE_COMPILATION ON            -> -fgpu-rdc, compile and link
//   find_package(CUDAToolkit), CUDA::cublas  -> find_package(hip),
//                                              roc::hipblas (+ its package)
//   $<COMPILE_LANGUAGE:CUDA>                 -> $<COMPILE_LANGUAGE:HIP>
//   nvcc options in CUDA flags               -> hipcc's (the Makefile table)
//   cuda_add_executable(... OPTIONS ...)     -> add_executable + options
//   main.cu, *.cu                            -> main.hip, *.hip
//
// What has no HIP counterpart is reported (c2h-build-cmake); knobs that
// only configure nvcc are removed with a note.
//
//===----------------------------------------------------------------------===//
#include "BuildCommon.h"
#include "CMakeNames.h"
#include "CMakeParse.h"
#include "cuda2hip/Rewrite/Build.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Path.h"
#include <map>
#include <set>

namespace cuda2hip {
namespace {

using namespace cmake;

bool truthy(llvm::StringRef V) {
  std::string U = V.upper();
  return U == "ON" || U == "TRUE" || U == "YES" || U == "Y" || U == "1";
}
bool falsy(llvm::StringRef V) {
  std::string U = V.upper();
  return U == "OFF" || U == "FALSE" || U == "NO" || U == "N" || U == "0" ||
         U.empty();
}

bool isIdent(char C) { return llvm::isAlnum(C) || C == '_'; }

/// 11, 12.0, 11.4.2: a version for find_package.
bool isVersion(llvm::StringRef V) {
  return !V.empty() && llvm::isDigit(V[0]) &&
         llvm::all_of(V, [](char C) { return llvm::isDigit(C) || C == '.'; });
}

/// One option inside an argument (a CUDA flags string, a genex's value).
struct FlagWord {
  size_t ArgIndex;
  unsigned Offset; ///< In the file.
  llvm::StringRef Text;
};

/// The options in V (at file offset Base): words split on blanks and ';',
/// with a generator expression's value searched for more.
void flagWords(llvm::StringRef V, unsigned Base, size_t ArgIndex,
               std::vector<FlagWord> &Out) {
  size_t I = 0;
  if (V.starts_with("SHELL:"))
    I = 6;
  while (I < V.size()) {
    char C = V[I];
    if (C == ' ' || C == '\t' || C == ';' || C == '\n') {
      ++I;
      continue;
    }
    if (V.substr(I).starts_with("$<")) {
      // $<condition:value>: the value holds options.
      int Depth = 0;
      size_t Colon = llvm::StringRef::npos, J = I;
      for (; J < V.size(); ++J) {
        if (V.substr(J).starts_with("$<")) {
          ++Depth;
          ++J;
        } else if (V[J] == '>') {
          if (--Depth == 0)
            break;
        } else if (V[J] == ':' && Depth == 1 &&
                   Colon == llvm::StringRef::npos) {
          Colon = J;
        }
      }
      if (Colon != llvm::StringRef::npos)
        flagWords(V.slice(Colon + 1, J), Base + Colon + 1, ArgIndex, Out);
      I = J + 1;
      continue;
    }
    size_t S = I;
    int Depth = 0;
    while (I < V.size()) {
      char D = V[I];
      if (V.substr(I).starts_with("${") || V.substr(I).starts_with("$<")) {
        ++Depth;
        I += 2;
        continue;
      }
      if ((D == '}' || D == '>') && Depth > 0) {
        --Depth;
      } else if (Depth == 0 &&
                 (D == ' ' || D == '\t' || D == ';' || D == '>' || D == '\n')) {
        break;
      }
      ++I;
    }
    Out.push_back({ArgIndex, static_cast<unsigned>(Base + S), V.slice(S, I)});
  }
}

struct CMakeRewriter {
  CMakeRewriter(llvm::StringRef Display, llvm::StringRef Text,
                const BuildOptions &O)
      : Display(Display), Text(Text), O(O) {}
  llvm::StringRef Display, Text;
  const BuildOptions &O;
  BuildFileResult R;
  std::vector<Command> Cmds;
  std::map<unsigned, std::string> Inserts;
  /// HIP packages the file's targets need, and the commands that first need
  /// them.
  std::set<std::string> Needed;
  int FirstUse = -1;
  int FindAnchor =
      -1; ///< find_package(CUDAToolkit|CUDA): new finds go after it.
  bool HipEnabled = false;
  bool ArchSet = false; ///< CMAKE_HIP_ARCHITECTURES set so far.
  bool ArchBlockWritten = false;
  bool UsesNvccFlags = false;
  std::vector<std::string> KeptSources; ///< .cu names kept (no renaming).
  std::vector<std::string> CuGlobs;     ///< Variables of file(GLOB) over .cu.

  // Per command.
  size_t Cur = 0;
  std::set<size_t> Consumed, Removed;
  /// link_libraries(hip::host) has been written.
  bool HostLinked = false;
  std::vector<std::pair<unsigned, unsigned>>
      Taken; ///< Ranges edited in this command.

  void replace(unsigned Off, unsigned Len, std::string T) {
    R.Edits.add({Off, Len, std::move(T), RuleId::BuildCMake});
    Taken.push_back({Off, Off + Len});
  }
  bool taken(unsigned B, unsigned E) const {
    return llvm::any_of(Taken,
                        [&](auto P) { return B < P.second && P.first < E; });
  }
  void diag(DiagId Id, unsigned Off, std::vector<std::string> Args) {
    R.Diags.push_back(buildFileDiag(Display, Text, Id, Off, Args));
  }
  unsigned lineStart(unsigned Off) const {
    size_t NL = Text.take_front(Off).rfind('\n');
    return NL == llvm::StringRef::npos ? 0 : NL + 1;
  }
  /// The blanks before Off on its line, or nullopt where other text is there.
  std::optional<std::string> indentOf(unsigned Off) const {
    llvm::StringRef Before = Text.slice(lineStart(Off), Off);
    if (!llvm::all_of(Before, [](char C) { return C == ' ' || C == '\t'; }))
      return std::nullopt;
    return Before.str();
  }
  std::string indent(const Command &C) const {
    return indentOf(C.Offset).value_or("");
  }
  /// Lines written before command C, each at its indentation.
  void insertBefore(const Command &C, llvm::ArrayRef<std::string> Lines) {
    std::optional<std::string> In = indentOf(C.Offset);
    std::string S;
    for (const std::string &L : Lines)
      S += (In ? *In : "") + L + "\n";
    if (In)
      Inserts[lineStart(C.Offset)] += S;
    else
      Inserts[C.Offset] += S;
  }
  void insertAfter(const Command &C, llvm::ArrayRef<std::string> Lines) {
    std::string In = indent(C), S;
    for (const std::string &L : Lines)
      S += "\n" + In + L;
    Inserts[C.End] += S;
  }
  /// Lines written after C's line, past a comment that ends it.
  void insertAfterLine(const Command &C, llvm::ArrayRef<std::string> Lines) {
    size_t E = C.End;
    while (E < Text.size() && (Text[E] == ' ' || Text[E] == '\t'))
      ++E;
    if (E < Text.size() && Text[E] == '#' &&
        !Text.substr(E).starts_with("#[")) // A line comment, not a bracket one.
      E = std::min(Text.size(), Text.find('\n', E));
    else
      E = C.End;
    std::string In = indent(C), S;
    for (const std::string &L : Lines)
      S += "\n" + In + L;
    Inserts[E] += S;
  }
  void replaceCommand(const Command &C, llvm::ArrayRef<std::string> Lines) {
    std::string In = indent(C), S;
    for (size_t I = 0; I < Lines.size(); ++I)
      S += (I ? "\n" + In : "") + Lines[I];
    replace(C.Offset, C.End - C.Offset, S);
    for (size_t I = 0; I < C.Args.size(); ++I)
      Consumed.insert(I);
  }
  /// Removes C with its line, when nothing else is on the line.
  void removeCommand(const Command &C) {
    unsigned B = C.Offset, E = C.End;
    if (indentOf(C.Offset)) {
      size_t After = E;
      while (After < Text.size() &&
             (Text[After] == ' ' || Text[After] == '\t' || Text[After] == '\r'))
        ++After;
      if (After >= Text.size() || Text[After] == '\n') {
        B = lineStart(C.Offset);
        E = After < Text.size() ? After + 1 : After;
      }
    }
    replace(B, E - B, "");
    for (size_t I = 0; I < C.Args.size(); ++I)
      Consumed.insert(I);
  }
  void flushRemoved(const Command &C) {
    auto Clean = [&](unsigned B, unsigned E) {
      return llvm::all_of(Text.slice(B, E), isBlank);
    };
    std::vector<size_t> Idx(Removed.begin(), Removed.end());
    for (size_t K = 0; K < Idx.size();) {
      size_t I = Idx[K], J = I;
      while (K + 1 < Idx.size() && Idx[K + 1] == J + 1)
        J = Idx[++K];
      ++K;
      const Arg &First = C.Args[I], &Last = C.Args[J];
      if (I > 0 && Clean(C.Args[I - 1].end(), First.Offset))
        replace(C.Args[I - 1].end(), Last.end() - C.Args[I - 1].end(), "");
      else if (J + 1 < C.Args.size() &&
               Clean(Last.end(), C.Args[J + 1].Offset) &&
               !Text.slice(Last.end(), C.Args[J + 1].Offset).contains('\n'))
        replace(First.Offset, C.Args[J + 1].Offset - First.Offset, "");
      else
        replace(First.Offset, Last.end() - First.Offset, "");
    }
  }
  void need(llvm::StringRef Package) {
    if (Package.empty())
      return;
    Needed.insert(Package.str());
    if (FirstUse < 0)
      FirstUse = static_cast<int>(Cur);
  }
  std::string archList() const { return llvm::join(O.OffloadArchs, " "); }

  /// The AMD targets, set before the HIP language is enabled: CMake's HIP
  /// support has no default without a GPU to ask.
  void archBlockBefore(const Command &C) {
    if (ArchSet || ArchBlockWritten)
      return;
    ArchBlockWritten = true;
    std::vector<std::string> Lines = {
        "# cuda2hip: CMake enables HIP only once it knows the AMD targets"};
    for (std::string L : archBlock())
      Lines.push_back(L);
    insertBefore(C, Lines);
  }
  std::vector<std::string> archBlock() const {
    return {"if(NOT DEFINED CMAKE_HIP_ARCHITECTURES)",
            "  set(CMAKE_HIP_ARCHITECTURES " + archList() + ")", "endif()"};
  }

  /// Values [B, E) of an architecture list become the AMD targets.
  void archValues(const Command &C, size_t B, size_t E) {
    if (B >= E)
      return;
    for (size_t I = B; I < E; ++I) {
      llvm::StringRef V = C.Args[I].value();
      if (V.contains("${"))
        diag(DiagId::BuildArch, C.Args[I].Offset,
             {C.Args[I].Text.str(), archList()});
      Consumed.insert(I);
    }
    replace(C.Args[B].Offset, C.Args[E - 1].end() - C.Args[B].Offset,
            archList());
  }

  /// Arguments from B up to a CACHE or PARENT_SCOPE keyword.
  size_t valuesEnd(const Command &C, size_t B) const {
    for (size_t I = B; I < C.Args.size(); ++I)
      if (C.Args[I].Text == "CACHE" || C.Args[I].Text == "PARENT_SCOPE")
        return I;
    return C.Args.size();
  }

  static std::vector<std::string> rdcLines(llvm::StringRef Target) {
    return {"target_compile_options(" + Target.str() +
                " PRIVATE $<$<COMPILE_LANGUAGE:HIP>:-fgpu-rdc>)",
            "target_link_options(" + Target.str() +
                " PRIVATE $<$<LINK_LANGUAGE:HIP>:-fgpu-rdc>)"};
  }

  /// Properties of
  /// set_target_properties/set_property/set_source_files_properties.
  void properties(const Command &C, const std::vector<std::string> &Targets,
                  std::vector<std::pair<size_t, size_t>> Props) {
    std::vector<std::string> After;
    size_t Kept = 0;
    for (auto [NameAt, End] : Props) {
      llvm::StringRef Name = C.Args[NameAt].value();
      size_t ValAt = NameAt + 1;
      llvm::StringRef Value = ValAt < End ? C.Args[ValAt].value() : "";
      auto RemovePair = [&] {
        for (size_t I = NameAt; I < End; ++I)
          Removed.insert(I), Consumed.insert(I);
      };
      if (Name == "CUDA_ARCHITECTURES") {
        replace(C.Args[NameAt].Offset, C.Args[NameAt].Text.size(),
                "HIP_ARCHITECTURES");
        Consumed.insert(NameAt);
        archValues(C, ValAt, End);
        ++Kept;
      } else if (Name == "CUDA_SEPARABLE_COMPILATION") {
        if (truthy(Value))
          for (const std::string &T : Targets)
            for (std::string &L : rdcLines(T))
              After.push_back(std::move(L));
        else if (!falsy(Value))
          diag(DiagId::BuildCMake, C.Args[ValAt].Offset,
               {"CUDA_SEPARABLE_COMPILATION " + Value.str(),
                "a value known at configure time: ON becomes -fgpu-rdc"});
        RemovePair();
      } else if (Name == "CUDA_RESOLVE_DEVICE_SYMBOLS" ||
                 Name == "CUDA_RUNTIME_LIBRARY") {
        RemovePair();
      } else if (Name == "LANGUAGE" && Value == "CUDA") {
        replace(C.Args[ValAt].valueOffset(), 4, "HIP");
        Consumed.insert(ValAt);
        ++Kept;
      } else {
        ++Kept;
      }
    }
    if (Kept == 0 && !Props.empty()) {
      Removed.clear();
      if (After.empty())
        removeCommand(C);
      else
        replaceCommand(C, After);
      return;
    }
    if (!After.empty())
      insertAfter(C, After);
  }

  void findPackage(const Command &C) {
    if (C.Args.empty())
      return;
    llvm::StringRef Pkg = C.Args[0].value();
    if (Pkg == "CUDAToolkit") {
      replace(C.Args[0].Offset, C.Args[0].Text.size(), "hip");
      Consumed.insert(0);
      if (C.Args.size() > 1 && isVersion(C.Args[1].value()))
        Removed.insert(1), Consumed.insert(1);
      FindAnchor = static_cast<int>(Cur);
    } else if (Pkg == "CUDA") {
      // FindCUDA compiled .cu files with nvcc itself; CMake's HIP language
      // takes that over.
      bool Required = llvm::any_of(
          C.Args, [](const Arg &A) { return A.Text == "REQUIRED"; });
      bool Quiet =
          llvm::any_of(C.Args, [](const Arg &A) { return A.Text == "QUIET"; });
      std::vector<std::string> Lines = {
          "# cuda2hip: FindCUDA's nvcc rules become CMake's HIP language"};
      if (!HipEnabled) {
        if (!ArchSet && !ArchBlockWritten) {
          ArchBlockWritten = true;
          for (std::string L : archBlock())
            Lines.push_back(L);
        }
        if (Required) {
          Lines.push_back("enable_language(HIP)");
        } else {
          for (const char *L :
               {"include(CheckLanguage)", "check_language(HIP)",
                "if(CMAKE_HIP_COMPILER)", "  enable_language(HIP)", "endif()"})
            Lines.push_back(L);
        }
        HipEnabled = true;
      }
      Lines.push_back(std::string("find_package(hip") +
                      (Required ? " REQUIRED"
                       : Quiet  ? " QUIET"
                                : "") +
                      ")");
      replaceCommand(C, Lines);
      FindAnchor = static_cast<int>(Cur);
    }
  }

  void legacyAdd(const Command &C, llvm::StringRef NewName) {
    replace(C.Offset, C.Name.size(), NewName.str());
    if (C.Args.empty())
      return;
    std::string Target = C.Args[0].Text.str();
    std::vector<std::string> Options;
    if (UsesNvccFlags)
      Options.push_back("${HIP_HIPCC_FLAGS}");
    for (size_t I = 1; I < C.Args.size(); ++I) {
      if (C.Args[I].Text != "OPTIONS")
        continue;
      std::vector<FlagWord> Words;
      for (size_t J = I + 1; J < C.Args.size(); ++J) {
        flagWords(C.Args[J].value(), C.Args[J].valueOffset(), J, Words);
        Removed.insert(J), Consumed.insert(J);
      }
      Removed.insert(I), Consumed.insert(I);
      for (size_t W = 0; W < Words.size(); ++W) {
        llvm::StringRef T = Words[W].Text;
        if (T == "DEBUG" || T == "RELEASE" || T == "MINSIZEREL" ||
            T == "RELWITHDEBINFO") {
          diag(DiagId::BuildCMake, Words[W].Offset,
               {"OPTIONS " + T.str(),
                "per-configuration options: give them with $<CONFIG:...>"});
          continue;
        }
        std::optional<llvm::StringRef> Next;
        if (W + 1 < Words.size())
          Next = Words[W + 1].Text;
        NvccWord F = classifyNvccWord(T, Next);
        if (F.K == NvccWord::Replace)
          Options.push_back(F.Text);
        else if (F.K == NvccWord::Other || F.K == NvccWord::Unknown)
          Options.push_back(T.str());
        if (F.K == NvccWord::Unknown)
          diag(DiagId::BuildFlag, Words[W].Offset, {T.str()});
        if (F.TakesNext)
          ++W;
      }
      break;
    }
    if (!Options.empty())
      insertAfter(C, {"target_compile_options(" + Target +
                      " PRIVATE \"$<$<COMPILE_LANGUAGE:HIP>:" +
                      llvm::join(Options, ";") + ">\")"});
  }

  /// Options in the arguments Flags of C, translated as nvcc options.
  void flags(const Command &C, const std::vector<size_t> &Flags) {
    std::vector<FlagWord> Words;
    for (size_t I : Flags)
      if (!Consumed.count(I) && C.Args[I].Kind != Arg::Bracket)
        flagWords(C.Args[I].value(), C.Args[I].valueOffset(), I, Words);
    std::map<size_t, std::vector<std::pair<unsigned, unsigned>>>
        Dropped; // per argument
    auto DropWord = [&](const FlagWord &W) {
      Dropped[W.ArgIndex].push_back(
          {W.Offset, W.Offset + unsigned(W.Text.size())});
    };
    for (size_t K = 0; K < Words.size(); ++K) {
      const FlagWord &W = Words[K];
      std::optional<llvm::StringRef> Next;
      if (K + 1 < Words.size())
        Next = Words[K + 1].Text;
      NvccWord F = classifyNvccWord(W.Text, Next);
      switch (F.K) {
      case NvccWord::Other:
        break;
      case NvccWord::Arch: // the targets are HIP_ARCHITECTURES
      case NvccWord::Drop:
        DropWord(W);
        if (F.TakesNext)
          DropWord(Words[K + 1]);
        if (!F.Note.empty())
          diag(DiagId::BuildFlagRemoved, W.Offset, {W.Text.str(), F.Note.str()});
        break;
      case NvccWord::Replace:
        if (F.TakesNext && Words[K + 1].ArgIndex == W.ArgIndex) {
          replace(W.Offset,
                  Words[K + 1].Offset + Words[K + 1].Text.size() - W.Offset,
                  F.Text);
        } else {
          replace(W.Offset, W.Text.size(), F.Text);
          if (F.TakesNext)
            DropWord(Words[K + 1]);
        }
        break;
      case NvccWord::Unknown:
        diag(DiagId::BuildFlag, W.Offset, {W.Text.str()});
        break;
      }
      if (F.TakesNext)
        ++K;
    }
    for (auto &[I, Ranges] : Dropped) {
      const Arg &A = C.Args[I];
      llvm::StringRef V = A.value();
      unsigned Base = A.valueOffset();
      // What is left once the options go: nothing but separators and the
      // language conditions means the argument goes.
      std::string Left;
      size_t At = 0;
      for (auto [B, E] : Ranges) {
        Left += V.slice(At, B - Base).str();
        At = E - Base;
      }
      Left += V.substr(At).str();
      llvm::StringRef L(Left);
      std::string Rest;
      for (size_t J = 0; J < L.size();) {
        if (L.substr(J).starts_with("$<COMPILE_LANGUAGE:") ||
            L.substr(J).starts_with("$<LINK_LANGUAGE:") ||
            L.substr(J).starts_with("$<COMPILE_LANG_AND_ID:") ||
            L.substr(J).starts_with("$<LINK_LANG_AND_ID:")) {
          size_t E = L.find('>', J);
          J = E == llvm::StringRef::npos ? L.size() : E + 1;
          continue;
        }
        if (!llvm::StringRef("$<>:; \t\n").contains(L[J]))
          Rest += L[J];
        ++J;
      }
      if (Rest.empty() || Rest == "SHELL") {
        Consumed.insert(I);
        if (C.Lower == "set") // set(V) would unset V: the value becomes empty
          replace(A.Offset, A.Text.size(), "\"\"");
        else
          Removed.insert(I);
        continue;
      }
      for (auto [B, E] : Ranges) {
        unsigned SB = B, SE = E;
        while (SB > Base && (Text[SB - 1] == ' ' || Text[SB - 1] == '\t' ||
                             Text[SB - 1] == ';'))
          --SB;
        if (SB == B || taken(SB, B)) {
          SB = B;
          while (SE < Base + V.size() &&
                 (Text[SE] == ' ' || Text[SE] == '\t' || Text[SE] == ';'))
            ++SE;
        }
        replace(SB, SE - SB, "");
      }
    }
  }

  /// Renames in one argument: generator expressions, CMake's CUDA
  /// variables, CUDA:: targets, FindCUDA's library variables, file names.
  void renames(const Command &C, size_t Index) {
    const Arg &A = C.Args[Index];
    llvm::StringRef V = A.value();
    unsigned Base = A.valueOffset();
    auto Edit = [&](size_t At, size_t Len, std::string To) {
      if (!taken(Base + At, Base + At + Len))
        replace(Base + At, Len, std::move(To));
    };
    // $<COMPILE_LANGUAGE:CXX,CUDA>, $<COMPILE_LANG_AND_ID:CUDA,NVIDIA>.
    for (llvm::StringRef G :
         {"COMPILE_LANGUAGE:", "LINK_LANGUAGE:", "COMPILE_LANG_AND_ID:",
          "LINK_LANG_AND_ID:", "CUDA_COMPILER_ID:"}) {
      for (size_t At = V.find(G); At != llvm::StringRef::npos;
           At = V.find(G, At + 1)) {
        if (At > 0 && isIdent(V[At - 1]))
          continue;
        size_t B = At + G.size(), E = V.find_first_of(">", B);
        if (E == llvm::StringRef::npos)
          continue;
        bool WithId = G.contains("AND_ID") || G == "CUDA_COMPILER_ID:";
        llvm::SmallVector<llvm::StringRef, 4> Items;
        V.slice(B, E).split(Items, ',');
        size_t P = B;
        bool Cuda = G == "CUDA_COMPILER_ID:";
        for (llvm::StringRef It : Items) {
          if (It == "CUDA") {
            Edit(P, 4, "HIP");
            Cuda = true;
          } else if (WithId && Cuda && It == "NVIDIA") {
            Edit(P, 6, "Clang");
          }
          P += It.size() + 1;
        }
        if (G == "CUDA_COMPILER_ID:")
          Edit(At, 16, "HIP_COMPILER_ID");
      }
    }
    // Identifiers.
    for (size_t I = 0; I < V.size();) {
      if (!isIdent(V[I]) || (I > 0 && isIdent(V[I - 1]))) {
        ++I;
        continue;
      }
      size_t S = I;
      while (I < V.size() && isIdent(V[I]))
        ++I;
      llvm::StringRef Id = V.slice(S, I);
      if (Id == "CUDA" && V.substr(I).starts_with("::")) {
        size_t E = I + 2;
        while (E < V.size() && isIdent(V[E]))
          ++E;
        llvm::StringRef Lib = V.slice(I + 2, E);
        auto It = cudaTargets().find(Lib);
        if (It != cudaTargets().end()) {
          Edit(S, E - S, It->second.Target.str());
          need(It->second.Package);
        } else {
          diag(DiagId::BuildCMake, Base + S,
               {("CUDA::" + Lib).str(),
                "a CUDA library with no HIP counterpart cuda2hip knows"});
        }
        I = E;
        continue;
      }
      bool Braced = S >= 2 && V.substr(S - 2).starts_with("${") &&
                    I < V.size() && V[I] == '}';
      bool Named = Braced || A.Kind == Arg::Unquoted;
      if (Braced) {
        auto L = libraryVariables().find(Id);
        if (L != libraryVariables().end()) {
          Edit(S - 2, Id.size() + 3, L->second.Target.str());
          need(L->second.Package);
          continue;
        }
      }
      auto N = renamedNames().find(Id);
      if (N != renamedNames().end()) {
        Edit(S, Id.size(), N->second.str());
        if (N->second == "hip_INCLUDE_DIRS")
          need("hip");
        continue;
      }
      if (Id.starts_with("CMAKE_CUDA_") &&
          hipHasLanguageVariable(Id.drop_front(11))) {
        Edit(S, 11, "CMAKE_HIP_");
        continue;
      }
      if (Id.starts_with("cuda_std_")) { // target_compile_features
        Edit(S, 9, "hip_std_");
        continue;
      }
      // Reported where it is read (${NAME}) or named as an argument; the
      // words of a message are not.
      if (Named && (hasNoHipCounterpart(Id) || Id.starts_with("CMAKE_CUDA_")))
        diag(DiagId::BuildCMake, Base + S,
             {Id.str(), "CMake's HIP support has no counterpart"});
    }
    // File names.
    if (O.RenameSources) {
      renameCudaSources(V, [&](size_t At, size_t Len, llvm::StringRef To) {
        Edit(At, Len, To.str());
      });
    } else if (V.ends_with(".cu") && !V.contains('*') && !V.contains("${") &&
               !V.contains("$<") && !llvm::is_contained(KeptSources, V.str())) {
      KeptSources.push_back(V.str());
    }
  }

  /// Where the arguments of C are options: the indexes.
  std::vector<size_t> flagArguments(const Command &C) const {
    std::vector<size_t> F;
    const std::string &N = C.Lower;
    auto IsKeyword = [](llvm::StringRef T) {
      return T == "PRIVATE" || T == "PUBLIC" || T == "INTERFACE" ||
             T == "BEFORE";
    };
    auto FlagVar = [](llvm::StringRef V) {
      return V.starts_with("CMAKE_CUDA_FLAGS") ||
             V.starts_with("CUDA_NVCC_FLAGS");
    };
    size_t From = C.Args.size();
    if (N == "target_compile_options" || N == "target_link_options")
      From = 1;
    else if (N == "add_compile_options" || N == "add_link_options")
      From = 0;
    else if (N == "set" && !C.Args.empty() && FlagVar(C.Args[0].value()))
      From = 1;
    else if ((N == "list" || N == "string") && C.Args.size() > 1 &&
             (C.Args[0].Text == "APPEND" || C.Args[0].Text == "PREPEND") &&
             FlagVar(C.Args[1].value()))
      From = 2;
    size_t To = N == "set" ? valuesEnd(C, From) : C.Args.size();
    for (size_t I = From; I < To; ++I)
      if (!IsKeyword(C.Args[I].Text))
        F.push_back(I);
    // Options for CUDA alone, wherever they are.
    for (size_t I = 0; I < C.Args.size(); ++I)
      if (I < From || I >= To)
        if (C.Args[I].value().contains("COMPILE_LANGUAGE:CUDA") ||
            C.Args[I].value().contains("COMPILE_LANG_AND_ID:CUDA"))
          F.push_back(I);
    return F;
  }

  void command(const Command &C) {
    const std::string &N = C.Lower;
    auto ArgIs = [&](size_t I, llvm::StringRef V) {
      return I < C.Args.size() && C.Args[I].value() == V;
    };
    if (N == "project" || N == "enable_language" || N == "check_language") {
      bool Cuda = false;
      for (size_t I = N == "project" ? 1 : 0; I < C.Args.size(); ++I) {
        llvm::StringRef Prev = I ? C.Args[I - 1].Text : "";
        if (C.Args[I].value() == "CUDA" && Prev != "VERSION" &&
            Prev != "DESCRIPTION" && Prev != "HOMEPAGE_URL") {
          replace(C.Args[I].valueOffset(), 4, "HIP");
          Consumed.insert(I);
          Cuda = true;
        }
      }
      if (Cuda && N != "check_language") {
        archBlockBefore(C);
        HipEnabled = true;
      }
      return;
    }
    if (N == "find_package") {
      findPackage(C);
      return;
    }
    if ((N == "set" || N == "unset") && !C.Args.empty()) {
      llvm::StringRef Var = C.Args[0].value();
      if (Var == "CMAKE_CUDA_ARCHITECTURES" && N == "set") {
        replace(C.Args[0].Offset, C.Args[0].Text.size(),
                "CMAKE_HIP_ARCHITECTURES");
        Consumed.insert(0);
        archValues(C, 1, valuesEnd(C, 1));
        ArchSet = true;
        return;
      }
      if (Var == "CMAKE_CUDA_SEPARABLE_COMPILATION" ||
          Var == "CUDA_SEPARABLE_COMPILATION") {
        llvm::StringRef Value = C.Args.size() > 1 ? C.Args[1].value() : "";
        if (N == "unset" || falsy(Value))
          removeCommand(C);
        else if (truthy(Value))
          replaceCommand(
              C, {"# cuda2hip: separable compilation is -fgpu-rdc, compiling "
                  "and linking",
                  "add_compile_options($<$<COMPILE_LANGUAGE:HIP>:-fgpu-rdc>)",
                  "add_link_options($<$<LINK_LANGUAGE:HIP>:-fgpu-rdc>)"});
        else
          diag(DiagId::BuildCMake, C.Args[1].Offset,
               {Var.str() + " " + Value.str(),
                "a value known at configure time: ON becomes -fgpu-rdc"});
        return;
      }
      if (isNvccKnob(Var)) {
        diag(DiagId::BuildCMakeRemoved, C.Offset, {Var.str()});
        removeCommand(C);
        return;
      }
    }
    if (N == "set_target_properties" || N == "set_source_files_properties") {
      size_t P = 0;
      while (P < C.Args.size() && C.Args[P].Text != "PROPERTIES")
        ++P;
      std::vector<std::string> Targets;
      for (size_t I = 0; I < P; ++I)
        Targets.push_back(C.Args[I].Text.str());
      std::vector<std::pair<size_t, size_t>> Props;
      for (size_t I = P + 1; I + 1 < C.Args.size(); I += 2)
        Props.push_back({I, I + 2});
      properties(C, Targets, Props);
    } else if (N == "set_property" && !C.Args.empty() &&
               (C.Args[0].Text == "TARGET" || C.Args[0].Text == "SOURCE")) {
      size_t P = 1;
      std::vector<std::string> Targets;
      while (P < C.Args.size() && C.Args[P].Text != "PROPERTY") {
        if (C.Args[P].Text != "APPEND" && C.Args[P].Text != "APPEND_STRING")
          Targets.push_back(C.Args[P].Text.str());
        ++P;
      }
      if (P + 1 < C.Args.size())
        properties(C, Targets, {{P + 1, C.Args.size()}});
    } else if (N == "target_link_libraries" || N == "link_libraries") {
      for (size_t I = N == "link_libraries" ? 0 : 1; I < C.Args.size(); ++I) {
        llvm::StringRef V = C.Args[I].value();
        if (V == "cudadevrt" || V == "culibos") {
          Removed.insert(I), Consumed.insert(I);
          continue;
        }
        // /usr/local/cuda/lib64/libcublas.so: the library by its name.
        llvm::StringRef Lib = V;
        bool Path =
            !V.contains("${") && isCudaInstallPath(V) && V.contains('/');
        if (Path) {
          Lib = llvm::sys::path::filename(V);
          Lib.consume_front("lib");
          Lib = Lib.take_until([](char C) { return C == '.'; });
          if (Lib == "cudadevrt" || Lib == "culibos") {
            Removed.insert(I), Consumed.insert(I);
            continue;
          }
        }
        auto L = bareLibraries().find(Lib);
        if (Path && L == bareLibraries().end()) {
          diag(DiagId::BuildCMake, C.Args[I].Offset,
               {V.str(), "a library of the CUDA installation with no HIP "
                         "counterpart cuda2hip knows"});
          Consumed.insert(I);
          continue;
        }
        if (L != bareLibraries().end()) {
          replace(C.Args[I].valueOffset(), V.size(), L->second.Target.str());
          Consumed.insert(I);
          need(L->second.Package);
        }
      }
    } else if (N == "include_directories" ||
               N == "target_include_directories" || N == "link_directories" ||
               N == "target_link_directories") {
      for (size_t I = 0; I < C.Args.size(); ++I) {
        llvm::StringRef V = C.Args[I].value();
        if ((!V.contains("${") && isCudaInstallPath(V) && V.starts_with("/")) ||
            V.contains("CUDA_TOOLKIT_ROOT_DIR}") ||
            V.contains("CUDAToolkit_LIBRARY_DIR}") ||
            V.contains("CUDA_TOOLKIT_TARGET_DIR}") ||
            V.contains("CUDAToolkit_TARGET_DIR}"))
          Removed.insert(I), Consumed.insert(I);
      }
      // CUDA's headers for the C++ (not CUDA) files of the directory: once
      // they include HIP's, g++ needs the platform macro hip::host gives
      // (hipcc and CMake's HIP language set it themselves).
      bool CudaHeaders = llvm::any_of(C.Args, [](const Arg &A) {
        llvm::StringRef V = A.value();
        return V.contains("{CUDA_INCLUDE_DIRS}") ||
               V.contains("{CUDAToolkit_INCLUDE_DIRS}") ||
               V.contains("{CUDA_TOOLKIT_INCLUDE}") ||
               V.contains("{CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES}");
      });
      if (N == "include_directories" && CudaHeaders && !HostLinked) {
        HostLinked = true;
        need("hip");
        insertAfterLine(C, {"# cuda2hip: C++ files that include HIP's headers "
                        "need its platform macro",
                        "link_libraries(hip::host)"});
      }
    } else if (N == "cuda_add_executable") {
      legacyAdd(C, "add_executable");
    } else if (N == "cuda_add_library") {
      legacyAdd(C, "add_library");
    } else if (N == "cuda_include_directories") {
      replace(C.Offset, C.Name.size(), "include_directories");
    } else if ((N == "cuda_add_cublas_to_target" ||
                N == "cuda_add_cufft_to_target") &&
               !C.Args.empty()) {
      bool Blas = N == "cuda_add_cublas_to_target";
      replaceCommand(C, {"target_link_libraries(" + C.Args[0].Text.str() + " " +
                         (Blas ? "roc::hipblas" : "hip::hipfft") + ")"});
      need(Blas ? "hipblas" : "hipfft");
      return;
    } else if (hasNoHipCounterpart(N)) {
      diag(DiagId::BuildCMake, C.Offset,
           {C.Name.str(), "FindCUDA's nvcc-only macro has no HIP counterpart"});
      return;
    } else if ((N == "if" || N == "elseif" || N == "while")) {
      // CMAKE_CUDA_COMPILER_ID STREQUAL "NVIDIA": the HIP compiler is Clang.
      for (size_t I = 0; I + 2 < C.Args.size(); ++I) {
        llvm::StringRef Var = C.Args[I].value();
        if ((Var == "CMAKE_CUDA_COMPILER_ID" ||
             Var == "${CMAKE_CUDA_COMPILER_ID}") &&
            (ArgIs(I + 1, "STREQUAL") || ArgIs(I + 1, "MATCHES")) &&
            ArgIs(I + 2, "NVIDIA")) {
          replace(C.Args[I + 2].valueOffset(), 6, "Clang");
          Consumed.insert(I + 2);
        }
      }
    } else if (N == "file" && C.Args.size() > 2 &&
               (C.Args[0].Text == "GLOB" || C.Args[0].Text == "GLOB_RECURSE") &&
               !O.RenameSources) {
      for (size_t I = 2; I < C.Args.size(); ++I)
        if (C.Args[I].value().contains(".cu") &&
            !llvm::is_contained(CuGlobs, "${" + C.Args[1].value().str() + "}"))
          CuGlobs.push_back("${" + C.Args[1].value().str() + "}");
    }
    flags(C, flagArguments(C));
    bool OptionsCommand = N == "target_compile_options" ||
                          N == "target_link_options" ||
                          N == "add_compile_options" || N == "add_link_options";
    // string(APPEND CMAKE_CUDA_FLAGS " -Xptxas=-v"): the variable and its
    // verb are not options; with every option gone the command is a no-op.
    bool AppendCommand = (N == "string" || N == "list") && C.Args.size() > 2 &&
                         (C.Args[0].Text == "APPEND" ||
                          C.Args[0].Text == "PREPEND");
    if ((OptionsCommand || AppendCommand) && !Removed.empty()) {
      // A command whose options all went goes too.
      size_t Left = 0;
      for (size_t I = AppendCommand                                ? 2
                      : llvm::StringRef(N).starts_with("target_") ? 1
                                                                   : 0;
           I < C.Args.size(); ++I)
        if (!Removed.count(I) && C.Args[I].Text != "PRIVATE" &&
            C.Args[I].Text != "PUBLIC" && C.Args[I].Text != "INTERFACE" &&
            C.Args[I].Text != "BEFORE")
          ++Left;
      if (Left == 0) {
        Removed.clear();
        removeCommand(C);
        return;
      }
    }
    for (size_t I = 0; I < C.Args.size(); ++I)
      if (!Consumed.count(I) && C.Args[I].Kind != Arg::Bracket)
        renames(C, I);
  }

  void run() {
    unsigned ErrorAt = 0;
    if (!parseCMake(Text, Cmds, ErrorAt)) {
      diag(DiagId::BuildCMakeParse, ErrorAt,
           {ErrorAt < Text.size() && Text[ErrorAt] == '"'
                ? "an unterminated quoted argument"
                : "a command without its parentheses"});
      return;
    }
    for (const Command &C : Cmds)
      for (const Arg &A : C.Args)
        if (A.Text.contains("CUDA_NVCC_FLAGS"))
          UsesNvccFlags = true;
    // Whether the AMD targets are set before the language is enabled.
    for (const Command &C : Cmds) {
      if ((C.Lower == "project" || C.Lower == "enable_language") &&
          llvm::any_of(C.Args,
                       [](const Arg &A) { return A.value() == "CUDA"; }))
        break;
      if (C.Lower == "find_package" && !C.Args.empty() &&
          C.Args[0].value() == "CUDA")
        break;
      if (C.Lower == "set" && !C.Args.empty() &&
          (C.Args[0].value() == "CMAKE_CUDA_ARCHITECTURES" ||
           C.Args[0].value() == "CMAKE_HIP_ARCHITECTURES"))
        ArchSet = true;
    }
    for (Cur = 0; Cur < Cmds.size(); ++Cur) {
      const Command &C = Cmds[Cur];
      Consumed.clear();
      Removed.clear();
      Taken.clear();
      command(C);
      flushRemoved(C);
    }
    // The HIP packages of the libraries the targets link.
    std::vector<std::string> Finds;
    for (const std::string &P : Needed)
      if (!(P == "hip" && FindAnchor >= 0))
        Finds.push_back("find_package(" + P + " REQUIRED)");
    if (!Finds.empty()) {
      if (FindAnchor >= 0)
        insertAfter(Cmds[FindAnchor], Finds);
      else
        insertBefore(Cmds[FirstUse], Finds);
    }
    if (!O.RenameSources && (!KeptSources.empty() || !CuGlobs.empty())) {
      std::vector<std::string> Files = KeptSources;
      Files.insert(Files.end(), CuGlobs.begin(), CuGlobs.end());
      std::string S = Text.ends_with("\n") || Text.empty() ? "" : "\n";
      S += "# cuda2hip: .cu files keep their names here; CMake builds them as "
           "HIP when told\n"
           "set_source_files_properties(" +
           llvm::join(Files, " ") + " PROPERTIES LANGUAGE HIP)\n";
      Inserts[Text.size()] += S;
    }
    for (auto &[Off, S] : Inserts)
      R.Edits.add({Off, 0, S, RuleId::BuildCMake});
  }
};

} // namespace

bool isCMakeFile(llvm::StringRef Path) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  if (Name == "CMakeLists.txt")
    return true;
  if (!Name.ends_with(".cmake") || Name == "cmake_install.cmake" ||
      Name == "CTestTestfile.cmake")
    return false;
  // A configured build tree's own files are not the project's.
  for (auto It = llvm::sys::path::begin(Path), E = llvm::sys::path::end(Path);
       It != E; ++It)
    if (*It == "CMakeFiles")
      return false;
  return true;
}

BuildFileResult translateCMake(llvm::StringRef Display, llvm::StringRef Text,
                               const BuildOptions &O) {
  CMakeRewriter W(Display, Text, O);
  W.run();
  return std::move(W.R);
}

} // namespace cuda2hip
