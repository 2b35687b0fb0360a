//===- CMakeParse.cpp - reading CMake files ------------------------------===//
#include "CMakeParse.h"
#include "llvm/ADT/StringExtras.h"

namespace cuda2hip {
namespace cmake {
namespace {

/// The number of '=' of a bracket opening "[==[" at I, or -1.
int bracketOpen(llvm::StringRef T, size_t I) {
  if (I >= T.size() || T[I] != '[')
    return -1;
  size_t J = I + 1;
  while (J < T.size() && T[J] == '=')
    ++J;
  return J < T.size() && T[J] == '[' ? static_cast<int>(J - I - 1) : -1;
}

size_t bracketEnd(llvm::StringRef T, size_t From, int Eq) {
  std::string Close = "]" + std::string(Eq, '=') + "]";
  size_t E = T.find(Close, From);
  return E == llvm::StringRef::npos ? T.size() : E + Close.size();
}

/// Skips a comment at I (T[I] == '#').
size_t skipComment(llvm::StringRef T, size_t I) {
  int Eq = bracketOpen(T, I + 1);
  if (Eq >= 0)
    return bracketEnd(T, I + 3 + Eq, Eq);
  while (I < T.size() && T[I] != '\n')
    ++I;
  return I;
}

} // namespace

bool isBlank(char C) { return C == ' ' || C == '\t' || C == '\r' || C == '\n'; }

bool parseCMake(llvm::StringRef T, std::vector<Command> &Out,
                unsigned &ErrorAt) {
  size_t I = 0, N = T.size();
  while (I < N) {
    char C = T[I];
    if (isBlank(C)) {
      ++I;
      continue;
    }
    if (C == '#') {
      I = skipComment(T, I);
      continue;
    }
    if (!llvm::isAlpha(C) && C != '_') {
      ErrorAt = I;
      return false;
    }
    Command Cmd;
    Cmd.Offset = I;
    while (I < N && (llvm::isAlnum(T[I]) || T[I] == '_'))
      ++I;
    Cmd.Name = T.slice(Cmd.Offset, I);
    Cmd.Lower = Cmd.Name.lower();
    while (I < N && (T[I] == ' ' || T[I] == '\t'))
      ++I;
    if (I >= N || T[I] != '(') {
      ErrorAt = Cmd.Offset;
      return false;
    }
    ++I;
    int Depth = 0;
    for (;;) {
      if (I >= N) {
        ErrorAt = Cmd.Offset;
        return false;
      }
      char D = T[I];
      if (isBlank(D)) {
        ++I;
      } else if (D == '#') {
        I = skipComment(T, I);
      } else if (D == '(') {
        ++Depth;
        ++I;
      } else if (D == ')') {
        ++I;
        if (Depth-- == 0)
          break;
      } else {
        Arg A;
        A.Offset = I;
        if (D == '"') {
          size_t J = I + 1;
          while (J < N && T[J] != '"')
            J += T[J] == '\\' ? 2 : 1;
          if (J >= N) {
            ErrorAt = I;
            return false;
          }
          A.Kind = Arg::Quoted;
          I = J + 1;
        } else if (int Eq = bracketOpen(T, I); Eq >= 0) {
          A.Kind = Arg::Bracket;
          I = bracketEnd(T, I + 2 + Eq, Eq);
        } else {
          while (I < N && !isBlank(T[I]) && T[I] != '(' && T[I] != ')') {
            if (T[I] == '\\') {
              I += 2;
            } else if (T[I] == '"') { // a legacy -DX="a b" inside an argument
              size_t Q = T.find('"', I + 1);
              I = Q == llvm::StringRef::npos ? N : Q + 1;
            } else {
              ++I;
            }
          }
          I = std::min(I, N);
        }
        A.Text = T.slice(A.Offset, I);
        Cmd.Args.push_back(A);
      }
    }
    Cmd.End = I;
    Out.push_back(std::move(Cmd));
  }
  return true;
}

} // namespace cmake
} // namespace cuda2hip
