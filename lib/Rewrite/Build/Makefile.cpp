//===- Makefile.cpp - c2h-build-make ---------------------------------------===//
//
// A Makefile is read as logical lines (backslash continuations joined,
// comments left alone) of words, where a word keeps $(...) and quotes
// together. Words are rewritten one by one, and everything between them is
// kept byte for byte:
//
//   nvcc, .../bin/nvcc                -> hipcc
//   -arch=sm_60, -gencode ..., -code  -> --offload-arch=gfx90a --offload-arch=gfx1030
//                                        (the first per line; the rest go)
//   -arch=$(ARCH), ARCH = sm_60       -> $(addprefix --offload-arch=,$(ARCH)),
//                                        ARCH = gfx90a gfx1030
//   -Xcompiler -Wall,-fopenmp         -> -Wall -fopenmp
//   -rdc=true, -dc                    -> -fgpu-rdc, -fgpu-rdc -c
//   --use_fast_math                   -> -ffast-math
//   -lcublas, -lcudart                -> -lhipblas, (dropped)
//   -I/usr/local/cuda/include         -> (dropped)
//   main.cu, %.cu, $(src:.cu=.o)      -> main.hip, %.hip, $(src:.hip=.o)
//
// nvcc options with no HIP meaning (-lineinfo, -Xptxas, --expt-*) are
// dropped; an nvcc option it does not know is reported.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Rewrite/Build.h"
#include "BuildCommon.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <map>

namespace cuda2hip {
namespace {

struct Word {
  unsigned Offset = 0;
  llvm::StringRef Text;
  unsigned end() const { return Offset + Text.size(); }
};
using Line = std::vector<Word>;

/// Logical lines of words; comments are not words.
std::vector<Line> logicalLines(llvm::StringRef T) {
  std::vector<Line> Lines(1);
  size_t I = 0;
  while (I < T.size()) {
    char C = T[I];
    if (C == '\n') {
      Lines.emplace_back();
      ++I;
      continue;
    }
    if (C == '\\' && I + 1 < T.size() && (T[I + 1] == '\n' || T[I + 1] == '\r')) {
      I += T[I + 1] == '\r' && I + 2 < T.size() && T[I + 2] == '\n' ? 3 : 2;
      continue; // a continuation: the same logical line
    }
    if (C == ' ' || C == '\t' || C == '\r') {
      ++I;
      continue;
    }
    if (C == '#') {
      while (I < T.size() && T[I] != '\n')
        ++I;
      continue;
    }
    size_t Start = I;
    int Depth = 0;
    char Quote = 0;
    while (I < T.size()) {
      char D = T[I];
      if (D == '\n' && !(I > 0 && T[I - 1] == '\\'))
        break;
      if (Quote) {
        if (D == Quote)
          Quote = 0;
      } else if (D == '"' || D == '\'') {
        Quote = D;
      } else if (D == '$' && I + 1 < T.size() && (T[I + 1] == '(' || T[I + 1] == '{')) {
        ++Depth;
        ++I;
      } else if ((D == ')' || D == '}') && Depth > 0) {
        --Depth;
      } else if (Depth == 0 && (D == ' ' || D == '\t' || D == '\r' ||
                                (D == '#' && T[I - 1] != '\\') ||
                                (D == '\\' && I + 1 < T.size() && T[I + 1] == '\n'))) {
        break;
      }
      ++I;
    }
    Lines.back().push_back({static_cast<unsigned>(Start), T.slice(Start, I)});
  }
  return Lines;
}

/// $(NAME) or ${NAME}: NAME.
llvm::StringRef variableRef(llvm::StringRef W) {
  if (W.size() > 3 && W[0] == '$' &&
      ((W[1] == '(' && W.back() == ')') || (W[1] == '{' && W.back() == '}'))) {
    llvm::StringRef N = W.drop_front(2).drop_back();
    if (llvm::all_of(N, [](char C) { return llvm::isAlnum(C) || C == '_'; }))
      return N;
  }
  return "";
}

struct Rewriter {
  llvm::StringRef Display, Text;
  const BuildOptions &O;
  BuildFileResult R;
  /// Variables assigned NVIDIA architectures in this file.
  std::map<std::string, std::vector<Word>> ArchVars;

  void replace(unsigned Off, unsigned Len, std::string T) {
    R.Edits.add({Off, Len, std::move(T), RuleId::BuildMake});
  }
  void replace(const Word &W, std::string T) { replace(W.Offset, W.Text.size(), std::move(T)); }
  /// Removes W with the blanks before it (on its physical line).
  void remove(const Word &W) {
    unsigned B = W.Offset;
    while (B > 0 && (Text[B - 1] == ' ' || Text[B - 1] == '\t'))
      --B;
    if (B > 0 && Text[B - 1] != '\n' && Text[B - 1] != '\\')
      replace(B, W.end() - B, "");
    else
      replace(W, "");
  }
  /// Removes the words [First, Last] (with the blanks before First).
  void removeSpan(const Word &First, const Word &Last) {
    unsigned B = First.Offset;
    while (B > 0 && (Text[B - 1] == ' ' || Text[B - 1] == '\t'))
      --B;
    if (B == 0 || Text[B - 1] == '\n' || Text[B - 1] == '\\')
      B = First.Offset;
    replace(B, Last.end() - B, "");
  }
  void diag(DiagId Id, unsigned Off, std::vector<std::string> Args) {
    R.Diags.push_back(buildFileDiag(Display, Text, Id, Off, Args));
  }
  std::string archList(llvm::StringRef Sep) const {
    std::string S;
    for (const std::string &A : O.OffloadArchs)
      S += (S.empty() ? "" : Sep.str()) + A;
    return S;
  }
  std::string archFlags() const {
    std::string S;
    for (const std::string &A : O.OffloadArchs)
      S += (S.empty() ? "" : " ") + std::string("--offload-arch=") + A;
    return S;
  }
  /// The flags for an NVIDIA architecture value V written at W.
  std::string archFlagsFor(llvm::StringRef V, const Word &W) {
    llvm::StringRef Var = variableRef(V.trim("\"'"));
    if (!Var.empty() && ArchVars.count(Var.str()))
      return O.OffloadArchs.size() == 1
                 ? "--offload-arch=" + V.str()
                 : "$(addprefix --offload-arch=," + V.str() + ")";
    if (!Var.empty() || !isNvidiaArch(V))
      diag(DiagId::BuildArch, W.Offset, {W.Text.str(), archList(" ")});
    return archFlags();
  }

  void findArchVariables(const std::vector<Line> &Lines) {
    for (const Line &L : Lines) {
      // NAME = v..., NAME := v..., NAME ?= v..., NAME += v..., NAME=v...
      if (L.empty())
        continue;
      size_t ValueAt = 0;
      llvm::StringRef Name;
      llvm::StringRef First = L[0].Text;
      size_t Eq = First.find('=');
      std::vector<Word> Values;
      if (Eq != llvm::StringRef::npos && Eq > 0) {
        Name = First.take_front(Eq).rtrim(":?+");
        if (Eq + 1 < First.size())
          Values.push_back({L[0].Offset + static_cast<unsigned>(Eq + 1), First.drop_front(Eq + 1)});
        ValueAt = 1;
      } else if (L.size() >= 2 && (L[1].Text == "=" || L[1].Text == ":=" ||
                                   L[1].Text == "?=" || L[1].Text == "+=" ||
                                   L[1].Text == "::=")) {
        Name = First;
        ValueAt = 2;
      } else {
        continue;
      }
      for (size_t I = ValueAt; I < L.size(); ++I)
        Values.push_back(L[I]);
      if (Values.empty() || Name.empty() ||
          !llvm::all_of(Values, [](const Word &W) { return isNvidiaArch(W.Text); }) ||
          llvm::any_of(Values, [](const Word &W) { return W.Text.starts_with("arch="); }))
        continue;
      ArchVars[Name.str()] = Values;
    }
    for (auto &[Name, Values] : ArchVars) {
      replace(Values.front().Offset, Values.back().end() - Values.front().Offset,
              archList(" "));
    }
  }

  /// Renames .cu/.cuh in W (main.cu, %.cu, $(src:.cu=.o), .cu.o:).
  void renameSources(const Word &W) {
    renameCudaSources(W.Text, [&](size_t At, size_t Len, llvm::StringRef To) {
      replace(W.Offset + At, Len, To.str());
    });
  }

  /// Whether the file names an NVIDIA architecture anywhere (-arch,
  /// -gencode, an architecture variable).
  bool namesArch(const std::vector<Line> &Lines) const {
    if (!ArchVars.empty())
      return true;
    for (const Line &L : Lines)
      for (size_t I = 0; I < L.size(); ++I) {
        llvm::StringRef T = L[I].Text;
        std::optional<llvm::StringRef> Next;
        if (I + 1 < L.size())
          Next = L[I + 1].Text;
        if (T.contains("-arch=,") || T.contains("--gpu-architecture=,") ||
            classifyNvccWord(T, Next).K == NvccWord::Arch)
          return true;
      }
    return false;
  }

  void run() {
    std::vector<Line> Lines = logicalLines(Text);
    findArchVariables(Lines);
    // nvcc with no architecture builds for its default one; hipcc with none
    // builds for the GPU it finds, or fails where there is none. The
    // compiler gets the AMD targets where the file names none.
    bool AddArchs = !namesArch(Lines);
    for (const Line &L : Lines) {
      bool ArchDone = false;
      auto Arch = [&](const Word &First, const Word &Last, llvm::StringRef Value) {
        if (ArchDone) {
          removeSpan(First, Last);
          return;
        }
        ArchDone = true;
        std::string Flags = archFlagsFor(Value, First);
        replace(First.Offset, Last.end() - First.Offset, Flags);
      };
      for (size_t I = 0; I < L.size(); ++I) {
        const Word &W = L[I];
        llvm::StringRef T = W.Text;
        const Word *Next = I + 1 < L.size() ? &L[I + 1] : nullptr;
        if (T == "nvcc" || T.ends_with("/nvcc")) {
          if (AddArchs) {
            replace(W, "hipcc " + archFlags());
            diag(DiagId::BuildOffloadArch, W.Offset, {T.str(), archList(" ")});
          } else {
            replace(W, "hipcc");
          }
          continue;
        }
        if (!T.starts_with("-")) {
          // $(addprefix -arch=,$(ARCH)): the prefix of a make function.
          for (llvm::StringRef P : {"-arch=,", "--gpu-architecture=,"})
            for (size_t At = T.find(P); T.starts_with("$(") && At != llvm::StringRef::npos;
                 At = T.find(P, At + 1))
              replace(W.Offset + At, P.size() - 1, "--offload-arch=");
          if (O.RenameSources)
            renameSources(W);
          continue;
        }
        NvccWord F = classifyNvccWord(T, Next ? std::optional(Next->Text) : std::nullopt);
        const Word &Last = F.TakesNext ? *Next : W;
        switch (F.K) {
        case NvccWord::Other:
          break;
        case NvccWord::Arch:
          Arch(W, Last, F.ArchValue);
          break;
        case NvccWord::Drop:
          if (F.TakesNext)
            removeSpan(W, Last);
          else
            remove(W);
          if (!F.Note.empty())
            diag(DiagId::BuildFlagRemoved, W.Offset, {T.str(), F.Note.str()});
          break;
        case NvccWord::Replace:
          replace(W.Offset, Last.end() - W.Offset, F.Text);
          break;
        case NvccWord::Unknown:
          diag(DiagId::BuildFlag, W.Offset, {T.str()});
          break;
        }
        if (F.TakesNext)
          ++I;
      }
    }
  }
};

} // namespace

bool isMakefile(llvm::StringRef Path) {
  llvm::StringRef Name = llvm::sys::path::filename(Path);
  return Name == "Makefile" || Name == "makefile" || Name == "GNUmakefile" ||
         Name.ends_with(".mk");
}

BuildFileResult translateMakefile(llvm::StringRef Display, llvm::StringRef Text,
                                  const BuildOptions &O) {
  Rewriter W{Display, Text, O, {}, {}};
  W.run();
  return std::move(W.R);
}

} // namespace cuda2hip
