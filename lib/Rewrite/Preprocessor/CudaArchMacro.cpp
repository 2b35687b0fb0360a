//===- CudaArchMacro.cpp - c2h-cuda-arch-macro -----------------------------===//
//
// HIP-Clang does not define __CUDA_ARCH__. Its device-pass test is
// __HIP_DEVICE_COMPILE__, so "is this the device side?" tests translate
// exactly.
//
// A value (__CUDA_ARCH__ >= 600) asks for an NVIDIA compute capability.
// Left as written, HIP's preprocessor reads the undefined name as 0 in the
// device pass too: every `< 600` fallback is compiled for AMD (a second
// atomicAdd(double *, double) beside HIP's own) and every feature path is
// dropped. The HIP device pass stands instead as one capability,
// TranslateOptions::AssumeCudaArch (7.0 by default: AMD's targets have what
// HIP exposes of sm_70 and before; the newer paths are mostly inline PTX).
// A comparison with a number in #if/#elif becomes what it is in each pass:
// 1, 0, defined(__HIP_DEVICE_COMPILE__) or its negation, with the original
// test beside it in a comment. Other values in #if read (defined(
// __HIP_DEVICE_COMPILE__) * N), one in code reads N. A macro body is left as
// written and reported: where it expands decides what it means.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"
#include <functional>
#include <set>
#include <tuple>

namespace cuda2hip {

namespace {

using clang::tok::TokenKind;
namespace tok = clang::tok;

bool isComparison(const RawToken &T) {
  return T.is(tok::less) || T.is(tok::lessequal) || T.is(tok::greater) ||
         T.is(tok::greaterequal) || T.is(tok::equalequal) ||
         T.is(tok::exclaimequal);
}

/// The token binds no tighter than a comparison on this side of one.
bool boundsComparison(const RawToken &T) {
  return T.is(tok::l_paren) || T.is(tok::r_paren) || T.is(tok::ampamp) ||
         T.is(tok::pipepipe) || T.is(tok::question) || T.is(tok::colon) ||
         T.is(tok::comma);
}

/// The integer a pp-number spells (decimal, hex or octal, any suffix).
std::optional<unsigned long long> integerValue(llvm::StringRef S) {
  S = S.rtrim("uUlL");
  unsigned long long V = 0;
  if (S.getAsInteger(0, V))
    return std::nullopt;
  return V;
}

bool compare(unsigned long long L, TokenKind Op, unsigned long long R) {
  switch (Op) {
  case tok::less: return L < R;
  case tok::lessequal: return L <= R;
  case tok::greater: return L > R;
  case tok::greaterequal: return L >= R;
  case tok::equalequal: return L == R;
  default: return L != R;
  }
}

/// The comparison's mirror image: 600 <= A is A >= 600.
TokenKind mirror(TokenKind Op) {
  switch (Op) {
  case tok::less: return tok::greater;
  case tok::lessequal: return tok::greaterequal;
  case tok::greater: return tok::less;
  case tok::greaterequal: return tok::lessequal;
  default: return Op;
  }
}

const char *DevicePass = "defined(__HIP_DEVICE_COMPILE__)";

/// What a test is in the HIP passes, as #if reads it.
std::string passesText(bool Device, bool Host) {
  if (Device && Host)
    return "1";
  if (!Device && !Host)
    return "0";
  return Device ? DevicePass : std::string("!") + DevicePass;
}

std::string capabilityText(unsigned Arch) {
  return std::to_string(Arch / 100) + "." + std::to_string(Arch % 100 / 10);
}

/// One #if/#elif/#else branch of a conditional chain.
struct Branch {
  size_t Directive = 0;   ///< The '#' token.
  size_t CondBegin = 0;   ///< The condition's tokens: [CondBegin, CondEnd).
  size_t CondEnd = 0;
  llvm::StringRef Kind;   ///< if, ifdef, ifndef, elif, else.
  bool HasAsm = false;    ///< Its body holds an asm statement.
};

/// Evaluates a directive's condition in HIP's device pass with
/// __CUDA_ARCH__ = Arch; nullopt where it names anything else (a macro
/// whose value the token stream does not know).
class ArchCondition {
public:
  ArchCondition(const std::vector<RawToken> &T, size_t B, size_t E,
                unsigned Arch)
      : T(T), I(B), E(E), Arch(Arch) {}
  std::optional<long long> run() {
    std::optional<long long> V = orExpr();
    return I == E ? V : std::nullopt;
  }

private:
  const std::vector<RawToken> &T;
  size_t I, E;
  unsigned Arch;
  unsigned Depth = 0; ///< Nested ! and parentheses: deeper is not evaluated.
  bool at(tok::TokenKind K) const { return I < E && T[I].is(K); }

  std::optional<long long> orExpr() {
    std::optional<long long> L = andExpr();
    while (L && at(tok::pipepipe)) {
      ++I;
      std::optional<long long> R = andExpr();
      if (!R)
        return std::nullopt;
      L = *L || *R;
    }
    return L;
  }
  std::optional<long long> andExpr() {
    std::optional<long long> L = cmpExpr();
    while (L && at(tok::ampamp)) {
      ++I;
      std::optional<long long> R = cmpExpr();
      if (!R)
        return std::nullopt;
      L = *L && *R;
    }
    return L;
  }
  std::optional<long long> cmpExpr() {
    std::optional<long long> L = unary();
    while (L && I < E && isComparison(T[I])) {
      tok::TokenKind Op = T[I++].Kind;
      std::optional<long long> R = unary();
      if (!R || *L < 0 || *R < 0)
        return std::nullopt;
      L = compare(*L, Op, *R);
    }
    return L;
  }
  std::optional<long long> unary() {
    if (Depth > 64)
      return std::nullopt;
    struct Nest {
      unsigned &D;
      Nest(unsigned &D) : D(++D) {}
      ~Nest() { --D; }
    } N(Depth);
    if (at(tok::exclaim)) {
      ++I;
      std::optional<long long> V = unary();
      return V ? std::optional<long long>(!*V) : std::nullopt;
    }
    if (at(tok::l_paren)) {
      ++I;
      std::optional<long long> V = orExpr();
      if (!V || !at(tok::r_paren))
        return std::nullopt;
      ++I;
      return V;
    }
    if (at(tok::numeric_constant)) {
      std::optional<unsigned long long> N = integerValue(T[I++].Text);
      return N ? std::optional<long long>(*N) : std::nullopt;
    }
    if (I < E && T[I].isIdent() && T[I].Text == "defined") {
      ++I;
      bool Paren = at(tok::l_paren);
      I += Paren;
      if (I >= E || T[I].Text != "__CUDA_ARCH__")
        return std::nullopt;
      ++I;
      if (Paren && !at(tok::r_paren))
        return std::nullopt;
      I += Paren;
      return 1; // The device pass defines it.
    }
    if (I < E && T[I].Text == "__CUDA_ARCH__") {
      ++I;
      return Arch;
    }
    return std::nullopt;
  }
};

/// The branch a chain takes in the device pass at Arch; nullopt when a
/// condition cannot be evaluated, Chain.size() when none is taken.
std::optional<size_t> takenBranch(const std::vector<RawToken> &T,
                                  const std::vector<Branch> &Chain,
                                  unsigned Arch) {
  for (size_t K = 0; K < Chain.size(); ++K) {
    const Branch &B = Chain[K];
    if (B.Kind == "else")
      return K;
    std::optional<long long> V;
    if (B.Kind == "ifdef" || B.Kind == "ifndef") {
      if (B.CondBegin + 1 != B.CondEnd ||
          T[B.CondBegin].Text != "__CUDA_ARCH__")
        return std::nullopt;
      V = B.Kind == "ifdef";
    } else {
      V = ArchCondition(T, B.CondBegin, B.CondEnd, Arch).run();
    }
    if (!V)
      return std::nullopt;
    if (*V)
      return K;
  }
  return Chain.size();
}

} // namespace

std::pair<unsigned, bool> TokenContext::cudaArchAt(size_t Directive) {
  unsigned Assumed = Opts.AssumeCudaArch;
  if (!ArchByDirective) {
    ArchByDirective.emplace();
    const auto &T = Toks;
    std::vector<std::vector<Branch>> Open;
    auto Settle = [&](const std::vector<Branch> &Chain) {
      // The capabilities worth trying: the one assumed, then just below and
      // at each number the chain compares __CUDA_ARCH__ with, down.
      std::set<unsigned, std::greater<unsigned>> Tries;
      bool Compared = false;
      for (const Branch &B : Chain)
        for (size_t J = B.CondBegin; J < B.CondEnd; ++J) {
          if (T[J].Text != "__CUDA_ARCH__")
            continue;
          for (size_t N : {J + 2, J - 2})
            if (N >= B.CondBegin && N < B.CondEnd &&
                T[N].is(tok::numeric_constant) &&
                isComparison(T[(N + J) / 2]))
              if (std::optional<unsigned long long> V =
                      integerValue(T[N].Text);
                  V && *V > 0 && *V <= Assumed) {
                Compared = true;
                Tries.insert(unsigned(*V));
                Tries.insert(unsigned(*V - 1));
              }
        }
      if (!Compared)
        return;
      std::optional<size_t> Taken = takenBranch(T, Chain, Assumed);
      if (!Taken || *Taken == Chain.size() || !Chain[*Taken].HasAsm)
        return;
      for (unsigned Try : Tries) {
        std::optional<size_t> K = takenBranch(T, Chain, Try);
        if (!K)
          return;
        if (*K == Chain.size() || !Chain[*K].HasAsm) {
          for (const Branch &B : Chain)
            (*ArchByDirective)[B.Directive] = Try;
          return;
        }
      }
    };
    for (size_t I = 0; I < T.size(); ++I) {
      bool Directive = T[I].StartOfLine && T[I].is(tok::hash) &&
                       I + 1 < T.size() && T[I + 1].isIdent() &&
                       !T[I + 1].StartOfLine;
      if (!Directive) {
        if (T[I].isIdent() && (T[I].Text == "asm" || T[I].Text == "__asm__" ||
                               T[I].Text == "__asm"))
          for (auto &Chain : Open)
            Chain.back().HasAsm = true;
        continue;
      }
      llvm::StringRef Name = T[I + 1].Text;
      size_t End = I + 2;
      while (End < T.size() && !T[End].StartOfLine)
        ++End;
      Branch B;
      B.Directive = I;
      B.CondBegin = I + 2;
      B.CondEnd = End;
      B.Kind = Name;
      if (Name == "if" || Name == "ifdef" || Name == "ifndef") {
        Open.push_back({B});
      } else if ((Name == "elif" || Name == "else") && !Open.empty()) {
        Open.back().push_back(B);
      } else if (Name == "endif" && !Open.empty()) {
        Settle(Open.back());
        Open.pop_back();
      }
      I = End - 1;
    }
  }
  auto It = ArchByDirective->find(Directive);
  if (It == ArchByDirective->end())
    return {Assumed, false};
  return {It->second, true};
}

bool applyCudaArchMacro(TokenContext &C, size_t I, CudaArchUse Use) {
  const auto &T = C.tokens();
  const RawToken &Tok = T[I];
  if (Tok.Text != "__CUDA_ARCH__")
    return false;
  if (Use == CudaArchUse::DefinedTest) {
    C.replaceToken(I, "__HIP_DEVICE_COMPILE__", RuleId::CudaArchMacro);
    return true;
  }
  if (Use == CudaArchUse::MacroBody) {
    C.diag(DiagId::CudaArchValue, Tok.Offset, {});
    return true;
  }
  unsigned Arch = C.opts().AssumeCudaArch;
  bool Lowered = false;
  if (Use == CudaArchUse::IfExpr) {
    size_t D = I;
    while (D > 0 && !(T[D].StartOfLine && T[D].is(tok::hash)))
      --D;
    std::tie(Arch, Lowered) = C.cudaArchAt(D);
  }
  std::string Cap = capabilityText(Arch);
  if (Use == CudaArchUse::Code) {
    C.replaceToken(I, std::to_string(Arch) + " /* __CUDA_ARCH__ */",
                   RuleId::CudaArchMacro);
    C.diag(DiagId::CudaArchAssumed, Tok.Offset, {"__CUDA_ARCH__", Cap});
    return true;
  }
  // In #if/#elif: a comparison with a number, on either side.
  auto sameLine = [&](size_t J) { // Tokens I..J are on one line.
    if (J >= T.size())
      return false;
    for (size_t K = I + 1; K <= J; ++K)
      if (T[K].StartOfLine)
        return false;
    return true;
  };
  auto opens = [&](size_t J) { // Token J starts an operand of a comparison.
    if (J == 0 || T[J].StartOfLine)
      return false;
    const RawToken &P = T[J - 1];
    if (P.isIdent())
      return P.Text == "if" || P.Text == "elif";
    return boundsComparison(P) && !P.is(tok::r_paren);
  };
  auto closes = [&](size_t J) { // Token J ends an operand of a comparison.
    return J + 1 >= T.size() || T[J + 1].StartOfLine ||
           (boundsComparison(T[J + 1]) && !T[J + 1].is(tok::l_paren));
  };
  size_t First = I, Last = I;
  std::optional<std::pair<TokenKind, unsigned long long>> Test;
  if (sameLine(I + 2) && isComparison(T[I + 1]) &&
      T[I + 2].is(tok::numeric_constant) && opens(I) && closes(I + 2)) {
    if (auto N = integerValue(T[I + 2].Text)) {
      Test = {{T[I + 1].Kind, *N}};
      Last = I + 2;
    }
  } else if (I >= 2 && !T[I].StartOfLine && !T[I - 1].StartOfLine &&
             isComparison(T[I - 1]) && T[I - 2].is(tok::numeric_constant) &&
             opens(I - 2) && closes(I)) {
    if (auto N = integerValue(T[I - 2].Text)) {
      Test = {{mirror(T[I - 1].Kind), *N}};
      First = I - 2;
    }
  } else if (opens(I) && closes(I)) {
    // Truth of the value alone: #if __CUDA_ARCH__, #if !__CUDA_ARCH__.
    Test = {{tok::exclaimequal, 0}};
  } else if (I >= 1 && T[I - 1].is(tok::exclaim) && closes(I)) {
    Test = {{tok::exclaimequal, 0}};
  }
  std::string Written = C.text(First, Last).str();
  if (Test) {
    bool Device = compare(Arch, Test->first, Test->second);
    bool Host = compare(0, Test->first, Test->second);
    std::string Out = passesText(Device, Host);
    if (First != Last)
      Out += " /* " + Written + " */";
    C.replace(T[First].Offset, T[Last].end() - T[First].Offset, Out,
              RuleId::CudaArchMacro);
  } else {
    C.replaceToken(I, "(" + std::string(DevicePass) + " * " +
                          std::to_string(Arch) + ")",
                   RuleId::CudaArchMacro);
  }
  if (Lowered)
    C.diag(DiagId::CudaArchPtxPath, T[First].Offset,
           {Written, std::to_string(Arch),
            std::to_string(C.opts().AssumeCudaArch)});
  else
    C.diag(DiagId::CudaArchAssumed, T[First].Offset, {Written, Cap});
  return true;
}

} // namespace cuda2hip
