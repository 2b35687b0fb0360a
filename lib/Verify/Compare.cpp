//===- Compare.cpp - outputs a program declares, and their tolerance ------===//
#include "Compare.h"
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

std::vector<DeclaredOutput> parseDirectives(llvm::StringRef Source,
                                            std::vector<std::string> &Errors) {
  std::vector<DeclaredOutput> Out;
  llvm::SmallVector<llvm::StringRef, 128> Lines;
  Source.split(Lines, '\n');
  for (size_t N = 0; N < Lines.size(); ++N) {
    llvm::StringRef L = Lines[N];
    size_t At = L.find("cuda2hip-verify:");
    if (At == llvm::StringRef::npos)
      continue;
    std::string Where = "line " + std::to_string(N + 1) + ": ";
    llvm::SmallVector<llvm::StringRef, 4> Words;
    L.substr(At + 16).split(Words, ' ', -1, /*KeepEmpty=*/false);
    if (Words.empty() || Words[0] != "compare" || Words.size() < 2) {
      Errors.push_back(Where +
                       "expected 'compare stdout' or 'compare file=PATH'");
      continue;
    }
    DeclaredOutput D;
    llvm::StringRef What = Words[1].trim();
    if (What == "stdout")
      D.What = "stdout";
    else if (What.consume_front("file=") && !What.empty())
      D.What = What.str();
    else {
      Errors.push_back(Where + "unknown output '" + What.str() + "'");
      continue;
    }
    bool Ok = true;
    for (size_t I = 2; I < Words.size(); ++I) {
      llvm::StringRef W = Words[I].trim();
      if (W.empty() || W.starts_with("*/"))
        break;
      if (!W.consume_front("tolerance=")) {
        Errors.push_back(Where + "unknown setting '" + W.str() + "'");
        Ok = false;
        break;
      }
      auto [Kind, Num] = W.split(':');
      double V;
      if (Num.getAsDouble(V) || V < 0) {
        Errors.push_back(Where + "tolerance needs a number: '" + W.str() + "'");
        Ok = false;
        break;
      }
      D.Tol.Value = V;
      if (Kind == "abs")
        D.Tol.K = Tolerance::Abs;
      else if (Kind == "rel")
        D.Tol.K = Tolerance::Rel;
      else if (Kind == "ulp")
        D.Tol.K = Tolerance::Ulp;
      else {
        Errors.push_back(Where + "tolerance is abs:X, rel:X or ulp:N");
        Ok = false;
        break;
      }
    }
    if (Ok)
      Out.push_back(D);
  }
  return Out;
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
