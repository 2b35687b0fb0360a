//===- Compare.cpp - outputs a program declares, and their tolerance ------===//
#include "Compare.h"
#include "cuda2hip/Support/Words.h"
#include "llvm/ADT/SmallVector.h"
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>

namespace cuda2hip {

std::string Tolerance::str() const {
  switch (K) {
  case Exact:
    return "exact";
  case Abs:
    return "abs:" + std::to_string(Value);
  case Rel:
    return "rel:" + std::to_string(Value);
  case Ulp:
    return "ulp:" + std::to_string(static_cast<long long>(Value));
  }
  return "exact";
}

namespace {

/// The words of a directive up to the end of a block comment.
llvm::SmallVector<llvm::StringRef, 8> directiveWords(llvm::StringRef Rest) {
  llvm::SmallVector<llvm::StringRef, 8> Words, Out;
  Rest.split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (llvm::StringRef W : Words) {
    W = W.trim();
    if (W.starts_with("*/"))
      break;
    if (!W.empty())
      Out.push_back(W);
  }
  return Out;
}

bool parseTolerance(llvm::StringRef W, Tolerance &T, std::string &Error) {
  auto [Kind, Num] = W.split(':');
  double V;
  if (Num.getAsDouble(V) || V < 0) {
    Error = "tolerance needs a number: '" + W.str() + "'";
    return false;
  }
  T.Value = V;
  if (Kind == "abs")
    T.K = Tolerance::Abs;
  else if (Kind == "rel")
    T.K = Tolerance::Rel;
  else if (Kind == "ulp")
    T.K = Tolerance::Ulp;
  else {
    Error = "tolerance is abs:X, rel:X or ulp:N";
    return false;
  }
  return true;
}

} // namespace

void parseDirectives(llvm::StringRef Source, Directives &Dirs,
                     std::vector<std::string> &Errors) {
  llvm::SmallVector<llvm::StringRef, 128> Lines;
  Source.split(Lines, '\n');
  bool OwnPass = false, OwnFail = false;
  for (size_t N = 0; N < Lines.size(); ++N) {
    llvm::StringRef L = Lines[N];
    size_t At = L.find("cuda2hip-verify:");
    if (At == llvm::StringRef::npos)
      continue;
    std::string Where = "line " + std::to_string(N + 1) + ": ";
    llvm::SmallVector<llvm::StringRef, 8> Words = directiveWords(L.substr(At + 16));
    if (!Words.empty() && Words[0] == "emu-args") {
      std::vector<std::string> Args;
      for (size_t I = 1; I < Words.size(); ++I)
        Args.push_back(Words[I].str());
      Dirs.EmuArgs = Args;
      continue;
    }
    if (!Words.empty() && Words[0] == "verdict") {
      if (Words.size() == 2 && Words[1] == "off") {
        Dirs.Verdict.On = false;
        continue;
      }
      bool Ok = Words.size() > 1;
      for (size_t I = 1; I < Words.size() && Ok; ++I) {
        llvm::StringRef W = Words[I];
        bool Pass = W.consume_front("pass="), Fail = !Pass && W.consume_front("fail=");
        if ((!Pass && !Fail) || W.empty()) {
          Ok = false;
          break;
        }
        // The program's own words replace the defaults of their kind.
        std::vector<std::string> &To = Pass ? Dirs.Verdict.Pass : Dirs.Verdict.Fail;
        bool &Own = Pass ? OwnPass : OwnFail;
        if (!Own)
          To.clear();
        Own = true;
        To.push_back(W.str());
      }
      if (!Ok)
        Errors.push_back(Where + "expected 'verdict off' or 'verdict pass=WORD fail=WORD'");
      continue;
    }
    if (Words.size() < 2 || Words[0] != "compare") {
      Errors.push_back(Where + "expected 'compare stdout', 'compare file=PATH', "
                               "'compare numbers', 'compare exit', 'compare exit=same', "
                               "'verdict ...' or "
                               "'emu-args ...'");
      continue;
    }
    if (Words[1] == "exit=same") {
      if (Words.size() > 2)
        Errors.push_back(Where + "'compare exit=same' takes no settings");
      else
        Dirs.ExitSame = true;
      continue;
    }
    if (Words[1] == "exit") {
      if (Words.size() > 2)
        Errors.push_back(Where + "'compare exit' takes no settings");
      else
        Dirs.ExitStatus = true;
      continue;
    }
    if (Words[1] == "numbers") {
      for (size_t I = 2; I < Words.size(); ++I) {
        llvm::StringRef W = Words[I];
        Tolerance T;
        std::string Error;
        if (!W.consume_front("tolerance=") || !parseTolerance(W, T, Error) ||
            (T.K != Tolerance::Rel && T.K != Tolerance::Abs)) {
          Errors.push_back(Where + "'compare numbers' takes tolerance=rel:X and tolerance=abs:Y");
          break;
        }
        (T.K == Tolerance::Rel ? Dirs.Numbers.Rel : Dirs.Numbers.Abs) = T.Value;
      }
      continue;
    }
    DeclaredOutput D;
    llvm::StringRef What = Words[1];
    if (What == "stdout")
      D.What = "stdout";
    else if (What.consume_front("file=") && !What.empty())
      D.What = What.str();
    else {
      Errors.push_back(Where + "unknown output '" + What.str() + "'");
      continue;
    }
    bool Ok = true;
    for (size_t I = 2; I < Words.size() && Ok; ++I) {
      llvm::StringRef W = Words[I];
      std::string Error;
      if (W.consume_front("lines=") && !W.empty()) {
        D.Lines = W.str();
      } else if (W.consume_front("tolerance=")) {
        Ok = parseTolerance(W, D.Tol, Error);
        if (!Ok)
          Errors.push_back(Where + Error);
      } else {
        Errors.push_back(Where + "unknown setting '" + W.str() + "'");
        Ok = false;
      }
    }
    if (Ok)
      Dirs.Outputs.push_back(D);
  }
}

std::vector<std::string> verdictWords(llvm::StringRef Out, const PrintedVerdict &V) {
  std::vector<std::string> Words;
  if (!V.On)
    return Words;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Out.split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    for (const std::vector<std::string> *Kind : {&V.Pass, &V.Fail})
      for (const std::string &W : *Kind)
        if (hasWord(L, W))
          Words.push_back(W);
  return Words;
}

std::optional<std::string> failureLine(llvm::StringRef Out, const PrintedVerdict &V) {
  if (!V.On)
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Out.split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    for (const std::string &W : V.Fail)
      if (hasWord(L, W))
        return L.trim().str();
  return std::nullopt;
}

std::string selectLines(llvm::StringRef Text, llvm::StringRef Needle) {
  if (Needle.empty())
    return Text.str();
  std::string Out;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Text.split(Lines, '\n');
  for (llvm::StringRef L : Lines)
    if (L.contains_insensitive(Needle))
      Out += L.str() + "\n";
  return Out;
}

std::string checksumValues(llvm::StringRef Out) {
  std::string Values;
  llvm::SmallVector<llvm::StringRef, 64> Lines;
  Out.split(Lines, '\n');
  for (llvm::StringRef L : Lines) {
    size_t At = L.find_insensitive("checksum");
    if (At == llvm::StringRef::npos)
      continue;
    // The first word after it with a digit in it (a number, or hex), or
    // of six or more hex digits (a hex checksum that starts with a letter).
    llvm::StringRef Rest = L.drop_front(At + strlen("checksum"));
    llvm::SmallVector<llvm::StringRef, 8> Words;
    Rest.split(Words, ' ', -1, /*KeepEmpty=*/false);
    llvm::StringRef V;
    for (llvm::StringRef W : Words) {
      W = W.trim(" \t\r:=,;()[]{}");
      bool Digit = W.find_first_of("0123456789") != llvm::StringRef::npos;
      bool Hex = W.size() >= 6 && W.find_first_not_of("0123456789abcdefABCDEF") ==
                                      llvm::StringRef::npos;
      if (Digit || Hex) {
        V = W;
        break;
      }
    }
    if (V.empty())
      continue;
    Values += "checksum " + V.str() + "\n";
  }
  return Values;
}

namespace {

bool number(llvm::StringRef T, double &V) {
  std::string S = T.str();
  char *End = nullptr;
  V = std::strtod(S.c_str(), &End);
  return End && *End == '\0' && !S.empty();
}

int64_t ulpDistance(double A, double B) {
  float FA = static_cast<float>(A), FB = static_cast<float>(B);
  int32_t IA, IB;
  std::memcpy(&IA, &FA, 4);
  std::memcpy(&IB, &FB, 4);
  // Map to a monotonic integer line.
  int64_t LA = IA < 0 ? INT32_MIN - static_cast<int64_t>(IA) : IA;
  int64_t LB = IB < 0 ? INT32_MIN - static_cast<int64_t>(IB) : IB;
  return LA > LB ? LA - LB : LB - LA;
}

} // namespace

std::string compareOutputs(llvm::StringRef Want, llvm::StringRef Got,
                           const Tolerance &T) {
  if (T.K == Tolerance::Exact)
    return Want == Got ? "" : "differs from the reference";
  llvm::SmallVector<llvm::StringRef, 256> A, B;
  auto Split = [](llvm::StringRef S,
                  llvm::SmallVectorImpl<llvm::StringRef> &V) {
    while (true) {
      S = S.ltrim();
      if (S.empty())
        return;
      // Punctuation around numbers ("x=1.5," or "(3)") is its own token,
      // so numbers keep their tolerance.
      const char *Punct = ",;:=()[]{}";
      if (strchr(Punct, S[0])) {
        V.push_back(S.take_front(1));
        S = S.drop_front(1);
        continue;
      }
      size_t E = S.find_first_of(" \t\r\n,;:=()[]{}");
      V.push_back(S.take_front(E));
      S = S.drop_front(std::min(E, S.size()));
    }
  };
  Split(Want, A);
  Split(Got, B);
  for (size_t I = 0; I < std::min(A.size(), B.size()); ++I) {
    if (A[I] == B[I])
      continue;
    double X, Y;
    std::string Where = "token " + std::to_string(I + 1) + ": reference '" +
                        A[I].str() + "', got '" + B[I].str() + "'";
    if (!number(A[I], X) || !number(B[I], Y))
      return Where;
    if (std::isnan(X) && std::isnan(Y))
      continue;
    double D = std::fabs(X - Y);
    bool Ok = T.K == Tolerance::Abs ? D <= T.Value
              : T.K == Tolerance::Rel
                  ? D <= T.Value * std::max(std::fabs(X), std::fabs(Y))
                  : ulpDistance(X, Y) <= static_cast<int64_t>(T.Value);
    if (!Ok)
      return Where + " (beyond " + T.str() + ")";
  }
  if (A.size() != B.size())
    return "reference has " + std::to_string(A.size()) + " tokens, got " +
           std::to_string(B.size());
  return "";
}

} // namespace cuda2hip
