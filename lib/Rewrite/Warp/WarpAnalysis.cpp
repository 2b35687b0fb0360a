//===- WarpAnalysis.cpp - finding 32-lane assumptions in source -----------===//
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "../TokenContext.h"
#include "WarpNames.h"
#include "WarpSites.h"
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/ADT/StringSwitch.h"
#include <map>
#include <set>

using namespace clang;

namespace cuda2hip {

namespace {

// What a variable (or expression) is derived from: WarpTaint's bits, and
// one that only the token inference finds.
enum Taint : unsigned {
  Tid = TaintTid,
  Lane32 = TaintLane32,
  AnyLane = TaintAnyLane,
  Warp32 = TaintWarp32,
  Ballot = TaintBallot,
  Offset16 = 32 ///< a shuffle offset that starts at 16 / runs to 32
};

bool isIntLiteral(const RawToken &T, uint64_t V) {
  if (!T.is(tok::numeric_constant))
    return false;
  llvm::StringRef S = T.Text;
  while (!S.empty() && (S.back() == 'u' || S.back() == 'U' ||
                        S.back() == 'l' || S.back() == 'L'))
    S = S.drop_back();
  uint64_t X;
  return !S.getAsInteger(0, X) && X == V;
}
class Analyzer {
public:
  Analyzer(const TokenContext &C, bool Hip, const WarpTaintFacts *Ast,
           WarpAnalysis &Out)
      : C(C), T(C.tokens()), Hip(Hip), Ast(Ast), Out(Out) {}

  void run() {
    findFunctions();
    collectNames();
    collectConstants();
    fileLevel();
    for (Fn &F : Fns)
      function(F);
    parsedSites();
    macroBodies();
    for (Fn &F : Fns) {
      std::sort(F.Info.Widen.begin(), F.Info.Widen.end(),
                [](const FixIt &A, const FixIt &B) { return A.Offset < B.Offset; });
      F.Info.Widen.erase(std::unique(F.Info.Widen.begin(), F.Info.Widen.end(),
                                     [](const FixIt &A, const FixIt &B) {
                                       return A.Offset == B.Offset;
                                     }),
                         F.Info.Widen.end());
      Out.Functions.push_back(F.Info);
    }
    std::stable_sort(Out.Findings.begin(), Out.Findings.end(),
                     [](const WarpFinding &A, const WarpFinding &B) {
                       return A.Offset < B.Offset;
                     });
    // One finding per check and place.
    Out.Findings.erase(
        std::unique(Out.Findings.begin(), Out.Findings.end(),
                    [](const WarpFinding &A, const WarpFinding &B) {
                      return A.Offset == B.Offset && A.Check == B.Check;
                    }),
        Out.Findings.end());
  }

private:
  struct Fn {
    WarpFunction Info;
    size_t Open, Close; ///< Token indexes of the body braces.
    std::set<unsigned> Recognised; ///< Offsets of widened or safe numbers.
  };

  const TokenContext &C;
  const std::vector<RawToken> &T;
  bool Hip;
  const WarpTaintFacts *Ast; ///< What the parse says names hold, or null.
  WarpAnalysis &Out;
  std::vector<Fn> Fns;
  Fn *Cur = nullptr;
  llvm::StringSet<> SharedNames; ///< __shared__ arrays of the function.
  llvm::StringMap<unsigned> Vars;          ///< Taint per variable (function).
  /// Offset16 origins per variable: where each assignment is -> the number
  /// that makes it one (a loop's 16 or 32). A variable reused by several
  /// loops has one per loop.
  llvm::StringMap<std::map<unsigned, unsigned>> VarOrigin;
  /// The origin of the assignment to Name that reaches offset At: the last
  /// one before it (the loop around a shuffle), else the first.
  std::optional<unsigned> originAt(llvm::StringRef Name, unsigned At) const {
    auto It = VarOrigin.find(Name);
    if (It == VarOrigin.end() || It->second.empty())
      return std::nullopt;
    auto After = It->second.upper_bound(At);
    return After == It->second.begin() ? It->second.begin()->second
                                        : std::prev(After)->second;
  }
  /// What the name at token J holds: the AST's answer where the parse saw
  /// that token (with the shuffle-offset bit, which only the loops on
  /// tokens find), else what the function's assignments to that spelling
  /// gave it; nothing for a name neither knows.
  std::optional<unsigned> nameTaint(size_t J) const {
    auto V = Vars.find(T[J].Text);
    if (Ast)
      if (auto It = Ast->Names.find(T[J].Offset); It != Ast->Names.end())
        return It->second | (V != Vars.end() ? V->second & Offset16 : 0);
    if (V != Vars.end())
      return V->second;
    return std::nullopt;
  }
  /// Host launch-math variables and where 32 enters each.
  llvm::StringMap<std::vector<unsigned>> HostMathOrigin;
  llvm::StringSet<> Warp32Names; ///< Constants and parameters bound to 32.
  llvm::StringSet<> BallotFns;   ///< Functions that return a ballot word.
  llvm::StringSet<> TypeNames;   ///< Names after typename, class or struct.

  // ---- helpers over the token stream ----
  size_t matchForward(size_t I) const {
    int D = 0;
    for (size_t J = I; J < T.size(); ++J) {
      if (T[J].is(tok::l_paren) || T[J].is(tok::l_square) || T[J].is(tok::l_brace))
        ++D;
      else if (T[J].is(tok::r_paren) || T[J].is(tok::r_square) ||
               T[J].is(tok::r_brace))
        if (--D == 0)
          return J;
    }
    return T.size() - 1;
  }
  size_t matchBackward(size_t I) const {
    int D = 0;
    for (size_t J = I + 1; J-- > 0;) {
      if (T[J].is(tok::r_paren) || T[J].is(tok::r_square) || T[J].is(tok::r_brace))
        ++D;
      else if (T[J].is(tok::l_paren) || T[J].is(tok::l_square) ||
               T[J].is(tok::l_brace))
        if (--D == 0)
          return J;
    }
    return 0;
  }
  /// The statement at I runs in one thread of its group only: it is the
  /// body of 'if (threadIdx.x == 0)' (or of a lane or thread id compared
  /// with 0), directly or in braces. One lane waits for other blocks there,
  /// not for the lanes of its own wavefront.
  bool oneThreadOnly(size_t I) const {
    size_t K = I;
    // The statement's block: the innermost '{' that encloses it.
    if (K >= 1 && !T[K - 1].is(tok::r_paren)) {
      int Depth = 0;
      while (K-- > 0) {
        if (T[K].is(tok::r_brace))
          ++Depth;
        else if (T[K].is(tok::l_brace) && Depth-- == 0)
          break;
      }
      if (K == static_cast<size_t>(-1) || K == 0)
        return false;
    }
    // The 'if (...)' in front of it.
    size_t Close = K - 1;
    if (!T[Close].is(tok::r_paren))
      return false;
    size_t Open = matchBackward(Close);
    if (Open == 0 || T[Open - 1].Text != "if")
      return false;
    for (size_t J = Open + 1; J < Close; ++J) {
      if (!T[J].is(tok::equalequal))
        continue;
      bool ZeroRight = J + 1 < Close && isIntLiteral(T[J + 1], 0);
      bool ZeroLeft = isIntLiteral(T[J - 1], 0);
      unsigned Other = ZeroRight ? taintOf(Open + 1, J)
                                 : ZeroLeft ? taintOf(J + 1, Close) : 0;
      if (Other & (Tid | AnyLane))
        return true;
    }
    return false;
  }

  /// An atomicCAS at J that compares with a constant (a lock taken by
  /// swapping 0 for 1): the loop waits for another lane. A CAS whose expected
  /// value is a variable is a retry loop (atomic add of a double, say),
  /// where some lane succeeds every round: no wait.
  bool waitsForConstant(size_t J) const {
    std::optional<TokenCall> Call = C.callAt(J);
    if (!Call || Call->Args.size() < 2)
      return true;
    auto [F, L] = Call->Args[1];
    if (F < L && T[F].is(tok::minus))
      ++F;
    while (F < L && T[F].is(tok::l_paren) && T[L].is(tok::r_paren)) {
      ++F;
      --L;
    }
    if (F != L)
      return false;
    if (T[F].is(tok::numeric_constant) || C.macroBody(T[F].Text))
      return true;
    auto It = IntConsts.find(T[F].Text);
    return It != IntConsts.end() && It->second.has_value();
  }

  // ---- constant block sizes (what --warp=native must prove) ----
  /// Names bound to one integer in the file: 'const[expr] T NAME = 256' and
  /// object-like macros; a name bound twice to different values is unknown.
  llvm::StringMap<std::optional<uint64_t>> IntConsts;
  /// dim3 variables declared with constant sizes: 'dim3 b(16, 16)',
  /// 'dim3 b = dim3(64)', 'dim3 b{256}'; bound twice differently: unknown.
  llvm::StringMap<std::optional<uint64_t>> Dim3Threads;

  static std::optional<uint64_t> literal(const RawToken &Tok) {
    if (!Tok.is(tok::numeric_constant))
      return std::nullopt;
    llvm::StringRef S = Tok.Text;
    while (!S.empty() && (S.back() == 'u' || S.back() == 'U' ||
                          S.back() == 'l' || S.back() == 'L'))
      S = S.drop_back();
    uint64_t V = 0;
    if (S.getAsInteger(0, V))
      return std::nullopt;
    return V;
  }
  /// The value of tokens [F, E): constants joined by '*', in parentheses or
  /// not.
  std::optional<uint64_t> constProduct(size_t F, size_t E,
                                       unsigned Depth = 0) const {
    while (E > F + 1 && T[F].is(tok::l_paren) && matchForward(F) == E - 1) {
      ++F;
      --E;
    }
    if (F >= E || Depth > 8)
      return std::nullopt;
    uint64_t V = 1;
    for (size_t J = F; J < E; ++J) {
      if ((J - F) % 2 == 1) {
        if (!T[J].is(tok::star))
          return std::nullopt;
        continue;
      }
      std::optional<uint64_t> X = literal(T[J]);
      if (!X && T[J].isIdent())
        if (auto It = IntConsts.find(T[J].Text); It != IntConsts.end())
          X = It->second;
      if (!X && T[J].isIdent())
        if (auto B = C.macroBody(T[J].Text))
          X = macroProduct(*B, Depth + 1);
      if (!X)
        return std::nullopt;
      V *= *X;
    }
    return (E - F) % 2 == 1 ? std::optional<uint64_t>(V) : std::nullopt;
  }
  /// A macro body read as constProduct reads tokens.
  std::optional<uint64_t> macroProduct(llvm::StringRef Body,
                                       unsigned Depth) const {
    Body = Body.trim();
    while (Body.size() >= 2 && Body.front() == '(' && Body.back() == ')')
      Body = Body.drop_front().drop_back().trim();
    uint64_t V = 1;
    llvm::SmallVector<llvm::StringRef, 4> Parts;
    Body.split(Parts, '*');
    for (llvm::StringRef Part : Parts) {
      Part = Part.trim();
      while (!Part.empty() && llvm::StringRef("uUlL").contains(Part.back()))
        Part = Part.drop_back();
      uint64_t X = 0;
      if (!Part.getAsInteger(0, X)) {
        V *= X;
        continue;
      }
      auto It = IntConsts.find(Part);
      if (It != IntConsts.end() && It->second) {
        V *= *It->second;
        continue;
      }
      auto B = C.macroBody(Part);
      std::optional<uint64_t> Y =
          B && Depth < 8 ? macroProduct(*B, Depth + 1) : std::nullopt;
      if (!Y)
        return std::nullopt;
      V *= *Y;
    }
    return V;
  }
  /// The product of the comma-separated constants in (Open, Close).
  std::optional<uint64_t> dim3Args(size_t Open, size_t Close) const {
    uint64_t V = 1;
    size_t S = Open + 1;
    int D = 0;
    for (size_t J = Open + 1; J <= Close; ++J) {
      if (J < Close && (T[J].is(tok::l_paren) || T[J].is(tok::l_brace)))
        ++D;
      else if (J < Close && (T[J].is(tok::r_paren) || T[J].is(tok::r_brace)))
        --D;
      else if (J == Close || (D == 0 && T[J].is(tok::comma))) {
        std::optional<uint64_t> X = constProduct(S, J);
        if (!X)
          return std::nullopt;
        V *= *X;
        S = J + 1;
      }
    }
    return V;
  }
  void bind(llvm::StringMap<std::optional<uint64_t>> &M, llvm::StringRef N,
            std::optional<uint64_t> V) {
    auto [It, New] = M.try_emplace(N, V);
    if (!New && It->second != V)
      It->second = std::nullopt;
  }
  void collectConstants() {
    for (size_t I = 0; I + 3 < T.size(); ++I) {
      // const int NAME = 256;  constexpr unsigned NAME = 4 * 64;
      if ((T[I].Text == "const" || T[I].Text == "constexpr") && T[I].isIdent()) {
        size_t N = I + 1;
        while (N + 1 < T.size() && T[N].isIdent() && T[N + 1].isIdent())
          ++N; // type words
        if (N + 1 < T.size() && T[N].isIdent() && T[N + 1].is(tok::equal)) {
          size_t E = N + 2;
          while (E < T.size() && !T[E].is(tok::semi) && !T[E].is(tok::comma))
            ++E;
          bind(IntConsts, T[N].Text, constProduct(N + 2, E));
        }
        continue;
      }
      if (T[I].Text != "dim3" || !T[I + 1].isIdent())
        continue;
      size_t J = I + 2;
      if (T[J].is(tok::equal)) {
        ++J;
        if (J < T.size() && T[J].Text == "dim3")
          ++J;
      }
      if (J < T.size() && (T[J].is(tok::l_paren) || T[J].is(tok::l_brace)))
        bind(Dim3Threads, T[I + 1].Text, dim3Args(J, matchForward(J)));
      else
        bind(Dim3Threads, T[I + 1].Text, std::nullopt);
    }
  }
  /// Threads per block of a launch's block argument [F, E).
  std::optional<uint64_t> blockThreads(size_t F, size_t E) const {
    if (E > F + 2 && T[F].Text == "dim3" &&
        (T[F + 1].is(tok::l_paren) || T[F + 1].is(tok::l_brace)) &&
        matchForward(F + 1) == E - 1)
      return dim3Args(F + 1, E - 1);
    if (E == F + 1 && T[F].isIdent())
      if (auto It = Dim3Threads.find(T[F].Text); It != Dim3Threads.end())
        return It->second;
    return constProduct(F, E);
  }

  /// A macro of this file defined as the number V.
  bool isMacroValue(const RawToken &Tok, llvm::StringRef V) const {
    if (!Tok.isIdent())
      return false;
    auto B = C.macroBody(Tok.Text);
    if (!B)
      return false;
    llvm::StringRef S = B->trim();
    while (S.size() >= 2 && S.front() == '(' && S.back() == ')')
      S = S.drop_front().drop_back().trim();
    return S == V || S == V.str() + "u" || S == V.str() + "U";
  }
  bool is32(size_t I) const {
    return I < T.size() &&
           (isIntLiteral(T[I], 32) || isMacroValue(T[I], "32") ||
            (T[I].isIdent() && Warp32Names.count(T[I].Text)));
  }
  bool is31(size_t I) const {
    return I < T.size() && (isIntLiteral(T[I], 31) || isMacroValue(T[I], "31"));
  }
  /// True for a token of a preprocessor directive line.
  bool inDirective(size_t J) const {
    while (J > 0 && !T[J].StartOfLine)
      --J;
    return T[J].StartOfLine && T[J].is(tok::hash);
  }
  /// The first token of the operand left of binary operator Op.
  size_t leftOperand(size_t Op) const {
    if (Op == 0)
      return 0;
    size_t J = Op - 1;
    while (true) {
      if (T[J].is(tok::r_paren) || T[J].is(tok::r_square))
        J = matchBackward(J);
      if (T[J].is(tok::l_paren) && J >= 1 && T[J - 1].isIdent())
        --J; // The callee of a call.
      if (T[J].is(tok::l_square) && J >= 1) {
        --J; // The array of a subscript.
        continue;
      }
      if (J >= 2 && (T[J - 1].is(tok::period) || T[J - 1].is(tok::arrow))) {
        J -= 2;
        continue;
      }
      return J;
    }
  }
  unsigned taintOf(size_t B, size_t E) const {
    unsigned R = 0;
    for (size_t J = B; J < E && J < T.size(); ++J) {
      if (!T[J].isIdent())
        continue;
      llvm::StringRef N = T[J].Text;
      if (J >= 1 && (T[J - 1].is(tok::period) || T[J - 1].is(tok::arrow)))
        continue;
      if (N == "threadIdx")
        R |= Tid;
      else if (N == "__lane_id")
        R |= AnyLane;
      else if (isAnyBitCount(N)) {
        if (J + 1 < T.size() && T[J + 1].is(tok::l_paren)) {
          size_t E2 = matchForward(J + 1);
          // __ffs of a ballot word is a lane; a count is not a ballot word.
          if (N.starts_with("__ffs") && (taintOf(J + 2, E2) & Ballot))
            R |= Lane32 | AnyLane;
          J = E2;
        }
      } else if (isBallotCall(N) || BallotFns.count(N))
        R |= Ballot;
      else if (std::optional<unsigned> Bits = nameTaint(J))
        R |= *Bits;
    }
    // Lane and warp ids in 32s.
    for (size_t J = B + 1; J + 1 < E && J + 1 < T.size(); ++J) {
      unsigned L = taintOf1(leftOperand(J), J);
      if ((L & Tid || astOp(J) & Tid) && laneOp(J))
        R |= Lane32 | AnyLane;
      if ((L & Tid || astOp(J) & Tid) && warpOp(J))
        R |= Warp32;
    }
    if (R & Lane32)
      R |= AnyLane;
    return R;
  }
  /// Taint of an operand without the operator patterns (no recursion).
  unsigned taintOf1(size_t B, size_t E) const {
    unsigned R = 0;
    for (size_t J = B; J < E; ++J) {
      if (!T[J].isIdent() ||
          (J >= 1 && (T[J - 1].is(tok::period) || T[J - 1].is(tok::arrow))))
        continue;
      if (T[J].Text == "threadIdx")
        R |= Tid;
      else if (std::optional<unsigned> Bits = nameTaint(J))
        R |= *Bits;
    }
    return R;
  }
  bool isLaneOp(size_t J) const {
    if (T[J].is(tok::amp) && !T[J - 1].is(tok::l_paren) && !T[J - 1].is(tok::comma) &&
        !T[J - 1].is(tok::equal))
      return is31(J + 1) || isIntLiteral(T[J + 1], 0x1f) ||
             (T[J + 1].is(tok::l_paren) && J + 4 < T.size() && is32(J + 2) &&
              T[J + 3].is(tok::minus) && isIntLiteral(T[J + 4], 1));
    if (T[J].is(tok::percent))
      return is32(J + 1);
    return false;
  }
  /// What the AST says of the operator at J (WarpTaintFacts::Ops): 0
  /// where it did not see it.
  unsigned astOp(size_t J) const {
    if (!Ast)
      return 0;
    auto It = Ast->Ops.find(T[J].Offset);
    return It == Ast->Ops.end() ? 0 : It->second;
  }
  /// A lane or warp id operator, as the tokens spell it or as the AST reads
  /// its right operand ('% kWarp' of a 'constexpr unsigned kWarp{32}', a
  /// macro of 32 that another file defines).
  bool laneOp(size_t J) const {
    return ((T[J].is(tok::amp) || T[J].is(tok::percent)) && isLaneOp(J)) ||
           (astOp(J) & Lane32);
  }
  bool warpOp(size_t J) const { return isWarpOp(J) || (astOp(J) & Warp32); }
  bool isWarpOp(size_t J) const {
    return (T[J].is(tok::slash) && is32(J + 1)) ||
           (T[J].is(tok::greatergreater) && isIntLiteral(T[J + 1], 5)) ||
           (T[J].is(tok::amp) && J + 2 < T.size() && T[J + 1].is(tok::tilde) &&
            is31(J + 2));
  }

  /// 0xffffffff, possibly through the file's macros: lanes 0-31 only.
  bool is32BitFullMask(llvm::StringRef M) const {
    std::string L = canonicalMask(C, M);
    return L == "0xffffffff" || L == "4294967295";
  }

  /// The variable a statement assigns, for an operator inside its value.
  std::optional<llvm::StringRef> assignedName(size_t I) const {
    for (size_t J = I; J-- > 1;) {
      if (T[J].is(tok::semi) || T[J].is(tok::l_brace) || T[J].is(tok::r_brace))
        return std::nullopt;
      if (T[J].is(tok::equal) && T[J - 1].isIdent())
        return T[J - 1].Text;
    }
    return std::nullopt;
  }

  // ---- findings ----
  void add(DiagId K, unsigned Offset, std::string Msg,
           std::vector<FixIt> Fixes = {}) {
    Out.Findings.push_back(warpFinding(K, Offset, std::move(Msg),
                                       std::move(Fixes),
                                       Cur ? Cur->Info.Name : std::string()));
  }
  std::string text(size_t A, size_t B) const { return C.text(A, B).str(); }

  void findFunctions() {
    int Depth = 0;
    for (size_t I = 0; I < T.size(); ++I) {
      if (T[I].StartOfLine && T[I].is(tok::hash)) {
        while (I + 1 < T.size() && !T[I + 1].StartOfLine)
          ++I;
        continue;
      }
      if (T[I].is(tok::r_brace)) {
        --Depth;
        continue;
      }
      if (!T[I].is(tok::l_brace))
        continue;
      size_t P = I;
      while (P >= 1 && T[P - 1].isIdent() &&
             llvm::StringSwitch<bool>(T[P - 1].Text)
                 .Cases({"const", "noexcept", "override", "final"}, true)
                 .Default(false))
        --P;
      if (P == 0 || !T[P - 1].is(tok::r_paren)) {
        ++Depth;
        continue;
      }
      size_t Open = matchBackward(P - 1);
      if (Open == 0 || !T[Open - 1].isIdent()) {
        ++Depth;
        continue;
      }
      llvm::StringRef Name = T[Open - 1].Text;
      if (llvm::StringSwitch<bool>(Name)
              .Cases({"if", "for", "while", "switch", "catch", "sizeof"}, true)
              .Cases({"__launch_bounds__", "defined", "return"}, true)
              .Default(false)) {
        ++Depth;
        continue;
      }
      Fn F;
      F.Info.Name = Name.str();
      bool ExplicitHost = false;
      size_t DeclStart = Open - 1;
      for (size_t J = Open - 1; J-- > 0;) {
        if (T[J].is(tok::semi) || T[J].is(tok::r_brace) || T[J].is(tok::l_brace) ||
            inDirective(J))
          break;
        DeclStart = J;
        F.Info.Kernel |= T[J].Text == "__global__";
        F.Info.Device |= T[J].Text == "__global__" || T[J].Text == "__device__";
        ExplicitHost |= T[J].Text == "__host__";
      }
      F.Info.Host = !F.Info.Device || ExplicitHost;
      F.Open = I;
      F.Close = matchForward(I);
      F.Info.BodyBegin = T[F.Open].Offset;
      F.Info.BodyEnd = T[F.Close].Offset;
      F.Info.DeclBegin = T[DeclStart].Offset;
      Fns.push_back(F);
      I = F.Close; // Bodies hold no further definitions for us.
    }
  }

  /// Names bound to 32 (so "% WARP" is "% 32"), and functions that return
  /// a ballot word (so "unsigned m = active_mask()" is one).
  void collectNames() {
    for (size_t I = 1; I + 2 < T.size(); ++I) {
      if (bindsWarp32(I))
        Warp32Names.insert(T[I].Text);
      if ((T[I - 1].Text == "typename" || T[I - 1].Text == "class" ||
           T[I - 1].Text == "struct") &&
          T[I].isIdent())
        TypeNames.insert(T[I].Text);
    }
    for (const Fn &F : Fns)
      for (size_t I = F.Open; I < F.Close; ++I) {
        std::optional<TokenAsm> A = C.asmAt(I);
        bool AsmMask = A && classifyPtx(A->Template) == PtxIdiom::Activemask;
        bool Returns = T[I].Text == "return" && I + 1 < F.Close &&
                       T[I + 1].isIdent() && isBallotCall(T[I + 1].Text);
        if (AsmMask || Returns)
          BallotFns.insert(F.Info.Name);
      }
  }

  void fileLevel() {
    // Conditionals that pick the width from the target (#if __GFX9__ ...
    // #else ... 32): a 32 there is the RDNA branch, not an assumption.
    std::vector<bool> ByTarget;
    for (size_t I = 0; I + 2 < T.size(); ++I) {
      if (T[I].StartOfLine && T[I].is(tok::hash)) {
        llvm::StringRef D = T[I + 1].Text;
        size_t E = I + 1;
        while (E + 1 < T.size() && !T[E + 1].StartOfLine)
          ++E;
        bool Target = false;
        for (size_t J = I + 2; J <= E && J < T.size(); ++J)
          Target |= T[J].Text.starts_with("__GFX") ||
                    T[J].Text.starts_with("__gfx") ||
                    T[J].Text.contains("WAVEFRONT_SIZE");
        if (D == "if" || D == "ifdef" || D == "ifndef")
          ByTarget.push_back(Target);
        else if (D == "elif" && !ByTarget.empty())
          ByTarget.back() = ByTarget.back() || Target;
        else if (D == "endif" && !ByTarget.empty())
          ByTarget.pop_back();
      }
      bool InTargetTest = std::find(ByTarget.begin(), ByTarget.end(), true) !=
                          ByTarget.end();
      // #define WARP_SIZE 32, and an empty __syncwarp stand-in.
      if (T[I].StartOfLine && T[I].is(tok::hash) && T[I + 1].Text == "define" &&
          T[I + 2].isIdent()) {
        bool HasBody = I + 3 < T.size() && !T[I + 3].StartOfLine;
        if (isWarpName(T[I + 2].Text) && HasBody && isIntLiteral(T[I + 3], 32) &&
            !InTargetTest)
          add(DiagId::WarpSizeConstant, T[I + 3].Offset,
              "'" + T[I + 2].Text.str() +
                  "' fixes the warp width at 32; a 64-lane wavefront needs the "
                  "width of the device pass (__GFX9__) or 32-lane warps kept "
                  "throughout");
        if (T[I + 2].Text == "__syncwarp")
          add(DiagId::WarpSyncwarp, T[I + 2].Offset,
              "a stand-in for __syncwarp that expands to nothing drops the "
              "compiler barrier; use __builtin_amdgcn_wave_barrier()");
      }
    }
    // Declarations outside functions: constexpr int kWarp = 32, templates.
    // Function bodies are checked by function(); Fns is in file order.
    size_t Next = 0;
    for (size_t I = 0; I + 2 < T.size(); ++I) {
      if (Next < Fns.size() && I == Fns[Next].Open)
        I = Fns[Next++].Close;
      else
        constantDeclaration(I);
    }
  }
  /// "TYPE NAME = 32" (or a template default) where NAME names a warp: a
  /// constant, parameter or macro-valued binding of the warp width to 32.
  bool bindsWarp32(size_t I) const {
    return I >= 1 && I + 2 < T.size() && T[I].isIdent() &&
           isWarpName(T[I].Text) && T[I + 1].is(tok::equal) && is32(I + 2) &&
           T[I - 1].isIdent() && (I + 3 >= T.size() || !T[I + 3].isIdent());
  }
  void constantDeclaration(size_t I) {
    if (bindsWarp32(I))
      add(DiagId::WarpSizeConstant, T[I + 2].Offset,
          "'" + T[I].Text.str() +
              "' fixes the warp width at 32; derive it from the target "
              "(__GFX9__ means 64) or keep 32-lane warps throughout");
  }

  void function(Fn &F) {
    Cur = &F;
    Vars.clear();
    VarOrigin.clear();
    HostMathOrigin.clear();
    SharedNames.clear();
    // Two passes: the first settles variable taint (loops assign late).
    for (int Pass = 0; Pass < 2; ++Pass)
      for (size_t I = F.Open + 1; I < F.Close; ++I)
        assignment(I);
    // Does the function compute lane or warp ids in 32s? Where it was
    // parsed, the AST knows; else the assignments' taint says.
    bool Reasons32 = false;
    bool Parsed = false;
    if (Ast)
      for (auto It = Ast->Names.lower_bound(F.Info.BodyBegin);
           It != Ast->Names.end() && It->first < F.Info.BodyEnd; ++It) {
        Parsed = true;
        Reasons32 |= (It->second & (Lane32 | Warp32)) != 0;
      }
    if (!Parsed)
      for (auto &V : Vars)
        Reasons32 |= (V.second & (Lane32 | Warp32)) != 0;
    for (size_t I = F.Open + 1; I < F.Close; ++I)
      Reasons32 |= (T[I].is(tok::percent) || T[I].is(tok::amp) ||
                    T[I].is(tok::slash)) &&
                   (is32(I + 1) || is31(I + 1)) &&
                   (taintOf1(leftOperand(I), I) & Tid);
    for (size_t I = F.Open + 1; I < F.Close; ++I)
      token(F, I, Reasons32);
    facts(F);
    Cur = nullptr;
  }

  /// Records a recognised 32-lane number and the edit that widens it (an
  /// empty Text keeps it: a safe size at either width).
  void widen(size_t Tok, std::string Text, size_t Last = 0) {
    if (!Cur)
      return;
    Last = std::max(Last, Tok);
    for (size_t J = Tok; J <= Last; ++J)
      Cur->Recognised.insert(T[J].Offset);
    if (!Text.empty())
      Cur->Info.Widen.push_back(
          {T[Tok].Offset, T[Last].end() - T[Tok].Offset, std::move(Text)});
  }

  bool isWarpNumber(size_t J) const {
    return is32(J) || is31(J) || isIntLiteral(T[J], 16) ||
           (J >= 1 && T[J - 1].is(tok::greatergreater) && isIntLiteral(T[J], 5));
  }

  /// Calls, launches, warp intrinsics, unrecognised numbers and per-warp
  /// stores of one function.
  void facts(Fn &F) {
    WarpFunction &W = F.Info;
    std::set<std::string> Seen;
    for (size_t I = F.Open + 1; I < F.Close; ++I) {
      if (isWarpNumber(I) && !F.Recognised.count(T[I].Offset))
        W.Unrecognised.push_back(T[I].Offset);
      if (T[I].is(tok::lesslessless)) {
        size_t K = I - 1;
        if (T[K].is(tok::greater)) // kernel<T><<<...>>>
          while (K > F.Open && !T[K].is(tok::less))
            --K;
        if (K > F.Open && (T[K].isIdent() || T[K - 1].isIdent()))
          W.Launches.push_back(
              (T[K].isIdent() ? T[K] : T[K - 1]).Text.str());
        continue;
      }
      if (!T[I].isIdent() || I + 1 >= F.Close || !T[I + 1].is(tok::l_paren))
        continue;
      if (T[I - 1].is(tok::period) || T[I - 1].is(tok::arrow))
        continue;
      llvm::StringRef N = T[I].Text;
      if (TypeNames.count(N))
        continue; // T(0): a functional cast to a template parameter.
      if (isSyncOp(N) || N == "__syncwarp" || N == "__activemask" ||
          N == "__shfl" || N.starts_with("__shfl_") || N == "__ballot" ||
          N == "__any" || N == "__all" || N == "coalesced_threads" ||
          N == "tiled_partition") {
        // A shuffle given a width works on segments: say so in the name.
        std::optional<TokenCall> Call = C.callAt(I);
        size_t Plain = N.ends_with("_sync") ? 3 : 2;
        bool Width = isShuffle(N) && Call && Call->Args.size() > Plain;
        W.WarpOps.push_back(
            {N.str() + (Width ? " with a width" : ""), T[I].Offset});
      }
      else if (Seen.insert(N.str()).second)
        W.Calls.push_back(N.str());
    }
  }

  /// Records the taint an assignment gives its variable.
  void assignment(size_t I) {
    tok::TokenKind K = T[I].Kind;
    bool Compound = K == tok::plusequal || K == tok::pipeequal ||
                    K == tok::ampequal || K == tok::minusequal ||
                    K == tok::starequal || K == tok::slashequal;
    if ((K != tok::equal && !Compound) || I == 0 || !T[I - 1].isIdent())
      return;
    if (I >= 2 && (T[I - 2].is(tok::period) || T[I - 2].is(tok::arrow)))
      return;
    size_t E = I + 1;
    int D = 0;
    for (; E < T.size(); ++E) {
      if (T[E].is(tok::l_paren) || T[E].is(tok::l_square) || T[E].is(tok::l_brace))
        ++D;
      else if (T[E].is(tok::r_paren) || T[E].is(tok::r_square) ||
               T[E].is(tok::r_brace)) {
        if (--D < 0)
          break;
      } else if (D == 0 && (T[E].is(tok::semi) || T[E].is(tok::comma)))
        break;
    }
    unsigned Taint = taintOf(I + 1, E);
    llvm::StringRef Name = T[I - 1].Text;
    // for (int o = 16; o > 0; o >>= 1) / for (o = 1; o < 32; o *= 2)
    bool InFor = isForInit(I - 1);
    if (InFor && E == I + 2 && (isIntLiteral(T[I + 1], 16) || is32(I + 1))) {
      Taint |= Offset16;
      VarOrigin[Name][T[I].Offset] = T[I + 1].Offset;
      widen(I + 1, is32(I + 1) ? "C2H_WAVE_SIZE" : "C2H_WAVE_SIZE / 2");
    }
    if (InFor && E == I + 4 && is32(I + 1) && T[I + 2].is(tok::slash) &&
        isIntLiteral(T[I + 3], 2)) {
      Taint |= Offset16;
      VarOrigin[Name][T[I].Offset] = T[I + 1].Offset;
      widen(I + 1, "C2H_WAVE_SIZE");
    }
    if (InFor && !(Taint & Offset16)) {
      // The loop condition runs the offset up to 32.
      size_t Semi = E;
      if (Semi + 3 < T.size() && T[Semi].is(tok::semi) && T[Semi + 1].Text == Name &&
          (T[Semi + 2].is(tok::less) || T[Semi + 2].is(tok::lessequal)) &&
          (is32(Semi + 3) || isIntLiteral(T[Semi + 3], 16))) {
        Taint |= Offset16;
        VarOrigin[Name][T[I].Offset] = T[Semi + 3].Offset;
        widen(Semi + 3,
              is32(Semi + 3) ? "C2H_WAVE_SIZE" : "C2H_WAVE_SIZE / 2");
      }
    }
    // Host launch math in 32s.
    if (Cur && !Cur->Info.Device)
      for (size_t J = I + 1; J < E; ++J)
        if ((is32(J) || is31(J)) && J >= 1 &&
            (T[J - 1].is(tok::star) || (J + 1 < T.size() && T[J + 1].is(tok::star)) ||
             T[J - 1].is(tok::slash) || T[J - 1].is(tok::plus)))
          HostMathOrigin[Name].push_back(T[J].Offset);
    Vars[Name] |= Taint;
  }
  bool isForInit(size_t NameIdx) const {
    for (size_t J = NameIdx; J-- > 0;) {
      if (T[J].is(tok::l_paren))
        return J >= 1 && T[J - 1].Text == "for";
      if (!T[J].isIdent())
        return false;
    }
    return false;
  }

  void token(const Fn &F, size_t I, bool Reasons32) {
    const RawToken &Tok = T[I];
    // Lane and warp ids in 32s.
    // Only the spellings known here are widened: a lane or warp id that
    // only the AST recognises is reported, and its number stays
    // unrecognised (--warp=native keeps such a kernel's 32-lane warps).
    bool LaneOpSpelled =
        (Tok.is(tok::amp) || Tok.is(tok::percent)) && isLaneOp(I);
    if (laneOp(I)) {
      size_t L = leftOperand(I);
      if (LaneOpSpelled && (taintOf1(L, I) & Tid)) {
        if (Tok.is(tok::percent))
          widen(I + 1, "C2H_WAVE_SIZE");
        else if (T[I + 1].is(tok::l_paren))
          widen(I + 2, "C2H_WAVE_SIZE"); // & (WARP - 1)
        else
          widen(I + 1, "(C2H_WAVE_SIZE - 1)");
      }
      WarpIdSite S = idSite(I, L);
      S.Lane = true;
      idCheck(S);
    }
    if (warpOp(I)) {
      bool Spelled = isWarpOp(I);
      size_t L = leftOperand(I);
      bool RoundUp = T[I - 1].is(tok::r_paren) && I >= 3 && is31(I - 2) &&
                     T[I - 3].is(tok::plus);
      bool Count = T[I + 1].isIdent() && isWarpName(T[I + 1].Text);
      for (size_t J = L; J < I; ++J)
        Count |= T[J].Text == "blockDim";
      if (std::optional<llvm::StringRef> Lhs = assignedName(I))
        Count |= isWarpName(*Lhs);
      if (Spelled && ((taintOf1(L, I) & Tid) || Count || RoundUp)) {
        if (T[I].is(tok::greatergreater))
          widen(I, "/ C2H_WAVE_SIZE", I + 1);
        else if (T[I].is(tok::amp))
          widen(I + 2, "(C2H_WAVE_SIZE - 1)"); // & ~31
        else
          widen(I + 1, "C2H_WAVE_SIZE");
        if (RoundUp)
          widen(I - 2, "(C2H_WAVE_SIZE - 1)");
      }
      WarpIdSite S = idSite(I, L);
      S.Count = Count;
      S.RoundUp = RoundUp;
      idCheck(S);
    }
    if (Tok.is(tok::lessless))
      laneShift(I);
    // lane == 31, lane < 32: the last lane and the lane count.
    if ((Tok.is(tok::equalequal) || Tok.is(tok::exclaimequal) ||
         Tok.is(tok::less) || Tok.is(tok::greaterequal)) &&
        I + 1 < T.size() && (is31(I + 1) || is32(I + 1)) &&
        (taintOf1(leftOperand(I), I) & Lane32) &&
        (I + 2 >= T.size() || !T[I + 2].is(tok::l_paren)))
      widen(I + 1, is31(I + 1) ? "(C2H_WAVE_SIZE - 1)" : "C2H_WAVE_SIZE");
    if ((Tok.is(tok::equalequal) || Tok.is(tok::exclaimequal)) &&
        I + 1 < T.size())
      compare(I);
    if (Tok.is(tok::equal)) {
      ballotStore(I);
      ballotDeclaration(I);
    }
    if ((Tok.is(tok::equal) || Tok.is(tok::plusequal)) && I >= 1 &&
        T[I - 1].is(tok::r_square)) {
      size_t Open = matchBackward(I - 1);
      if (Open >= 1 && T[Open - 1].isIdent() &&
          !SharedNames.count(T[Open - 1].Text) &&
          (taintOf(Open + 1, I - 1) & Warp32))
        Cur->Info.PerWarpStores.push_back(T[Open - 1].Offset);
    }
    if (Tok.is(tok::lesslessless))
      launch(I);
    if (!Tok.isIdent())
      return;
    llvm::StringRef N = Tok.Text;
    bool Member = I >= 1 && (T[I - 1].is(tok::period) || T[I - 1].is(tok::arrow));
    if (N == "warpSize" && Member && F.Info.Host) {
      add(DiagId::WarpHostWarpSize, Tok.Offset,
          "the device's warp width is 64 on CDNA: sizes computed from it no "
          "longer match kernels written for 32-lane warps");
      return;
    }
    if (Member)
      return;
    if (N == "cudaDevAttrWarpSize" || N == "hipDeviceAttributeWarpSize") {
      add(DiagId::WarpHostWarpSize, Tok.Offset,
          "the device's warp width is 64 on CDNA: sizes computed from it no "
          "longer match kernels written for 32-lane warps");
      return;
    }
    if (N == "warpSize" && I + 1 < T.size() &&
        (T[I + 1].is(tok::greater) || T[I + 1].is(tok::r_square)) &&
        (T[I - 1].is(tok::less) || T[I - 1].is(tok::l_square)))
      add(DiagId::WarpSizeConstant, Tok.Offset,
          "warpSize is not a constant expression from ROCm 7.0; use a "
          "constant derived from the target (__GFX9__ means 64)");
    if (N == "asm" || N == "__asm__" || N == "__asm") {
      asmStatement(I);
      return;
    }
    if (N == "volatile" && F.Info.Device && Reasons32) {
      for (size_t J = F.Open; J < F.Close; ++J)
        if (T[J].is(tok::less) && is32(J + 1) &&
            (taintOf1(leftOperand(J), J) & Tid)) {
          add(DiagId::WarpVolatileSync, Tok.Offset,
              "warp-synchronous code through volatile shared memory works on "
              "32 of a wavefront's 64 lanes; use a shuffle reduction");
          break;
        }
    }
    if (N == "__shared__")
      sharedArray(I, Reasons32);
    if (N == "constexpr" || N == "const")
      constantDeclaration(I + 2 < T.size() ? I + 2 : I);
    if (N == "static_assert")
      staticAssert(I);
    if (N == "__launch_bounds__" && I + 2 < T.size() &&
        T[I + 1].is(tok::l_paren) && blockOf32(I + 2))
      add(DiagId::WarpBlockSize, T[I + 2].Offset,
          "a block of " + T[I + 2].Text.str() +
              " threads fills only part of a 64-lane wavefront");
    if ((N == "tiled_partition" || N == "thread_block_tile") &&
        I + 2 < T.size() && T[I + 1].is(tok::less) &&
        T[I + 2].is(tok::numeric_constant)) {
      uint64_t W = 0;
      if (!T[I + 2].Text.getAsInteger(0, W) && W > 32)
        add(DiagId::WarpTileSize, T[I + 2].Offset,
            "tiles of " + std::to_string(W) + " lanes exceed the wavefront " +
                (W > 64 ? std::string("of every AMD target (64 lanes at most)")
                        : std::string("on 32-lane AMD targets")) +
                ", where HIP caps tiles at the wavefront size");
    }
    if (N == "coalesced_threads")
      add(DiagId::WarpCoalescedGroup, Tok.Offset,
          "a coalesced group holds the active lanes of the whole 64-lane "
          "wavefront: its size, ranks and votes differ from a 32-lane warp's");
    if (N == "while" && F.Info.Device && I + 2 < T.size() &&
        T[I + 1].is(tok::l_paren) && !oneThreadOnly(I)) {
      size_t E = matchForward(I + 1);
      for (size_t J = I + 2; J < E; ++J)
        if (T[J].Text == "atomicExch" ||
            (T[J].Text == "atomicCAS" && waitsForConstant(J))) {
          add(DiagId::WarpLaneSpin, Tok.Offset,
              "a spin loop on '" + T[J].Text.str() +
                  "': lanes of one wavefront run in lock-step and cannot wait "
                  "for each other, so a lock held by another lane deadlocks");
          break;
        }
    }
    std::optional<TokenCall> Call = C.callAt(I);
    if (!Call)
      return;
    call(I, *Call, N, Reasons32);
  }

  /// A test at I the parse did not see, against lane 31 or a 32-bit full
  /// mask, as its tokens read it.
  void compare(size_t I) {
    if (Ast && Ast->Compares.count(T[I].Offset))
      return;
    WarpCompareSite S;
    S.Offset = T[I].Offset;
    if (Cur)
      S.Function = Cur->Info.Name;
    // if (lane == 31): the last lane of a 32-lane warp only.
    if (is31(I + 1) && (I + 2 >= T.size() || !T[I + 2].is(tok::l_paren))) {
      S.LastLane = true;
      S.At = T[I + 1].Offset;
      S.Text = text(leftOperand(I), I + 1);
      S.Taint = taintOf1(leftOperand(I), I);
      checkCompareSite(S, Out.Findings);
      return;
    }
    // ballot == 0xffffffff: "every lane voted" for half a wavefront only.
    bool RightFull =
        T[I + 1].is(tok::numeric_constant) && is32BitFullMask(T[I + 1].Text);
    bool LeftFull =
        T[I - 1].is(tok::numeric_constant) && is32BitFullMask(T[I - 1].Text);
    if (!RightFull && !LeftFull)
      return;
    S.At = T[RightFull ? I + 1 : I - 1].Offset;
    S.Taint = RightFull ? taintOf(leftOperand(I), I) : taintOf(I + 1, I + 2);
    size_t E = I + 1;
    if (LeftFull && T[E].isIdent() && E + 1 < T.size() &&
        T[E + 1].is(tok::l_paren))
      S.Taint |= taintOf(E, matchForward(E + 1) + 1);
    checkCompareSite(S, Out.Findings);
  }

  /// A lane or warp id operator at I, with its left operand from L, as its
  /// tokens read it: the operation's text, and what the left operand holds.
  WarpIdSite idSite(size_t I, size_t L) const {
    WarpIdSite S;
    S.Offset = T[I].Offset;
    S.At = T[I + 1].Offset;
    // The right operand whole: '& (WARP - 1)' and '& ~31', not '& (' or
    // '& ~'.
    size_t R = T[I + 1].is(tok::tilde) && I + 2 < T.size() ? I + 2 : I + 1;
    S.Text = text(L, T[R].is(tok::l_paren) ? matchForward(R) : R);
    S.Taint = taintOf1(L, I) | (astOp(I) & Tid);
    if (Cur)
      S.Function = Cur->Info.Name;
    return S;
  }
  /// Judges an id the parse did not see (those it saw: parsedSites()).
  void idCheck(const WarpIdSite &S) {
    if (!Ast || !Ast->Ids.count(S.Offset))
      checkIdSite(S, Hip, Out.Findings);
  }

  /// A call the parse did not see (in a macro body, an inactive branch, a
  /// file not parsed), read from its tokens for the call checks.
  void call(size_t I, const TokenCall &Call, llvm::StringRef N, bool Reasons32) {
    if (!isCheckedWarpCall(N) || (Ast && Ast->Calls.count(T[I].Offset)))
      return;
    WarpCallSite S;
    S.Name = N.str();
    S.Offset = T[I].Offset;
    S.RParen = T[Call.RParen].Offset;
    if (Cur)
      S.Function = Cur->Info.Name;
    for (auto [F, L] : Call.Args) {
      WarpCallArg A;
      A.Begin = T[F].Offset;
      A.End = T[L].end();
      A.Text = C.text(F, L).str();
      A.Taint = taintOf(F, L + 1);
      A.FullMask32 = is32BitFullMask(A.Text);
      if (F == L && T[F].is(tok::numeric_constant))
        A.Constant = literal(T[F]);
      for (size_t J = F; J <= L; ++J)
        A.Has32 |= is32(J) || is31(J);
      // A shuffle offset that a loop runs from 16 (or up to 32): the
      // loop's number.
      if (A.Taint & Offset16)
        for (size_t J = F; J <= L; ++J)
          if ((A.LoopBound = originAt(T[J].Text, T[I].Offset)))
            break;
      S.Args.push_back(std::move(A));
    }
    checkWarpCall(S, Hip, Reasons32, Out.Findings);
  }

  /// Calls and stores in the bodies of macros defined outside functions (a
  /// macro defined in a function is read with it). The parse sees only their
  /// expansions, so they are read here, on tokens, in either mode; outside
  /// a function nothing says a name holds a lane id, or that the code
  /// reasons in 32-lane warps.
  void macroBodies() {
    size_t Next = 0; // The first function not yet passed.
    for (size_t I = 0; I < T.size(); ++I) {
      if (!(T[I].StartOfLine && T[I].is(tok::hash)))
        continue;
      size_t E = I + 1;
      while (E < T.size() && !T[E].StartOfLine)
        ++E;
      while (Next < Fns.size() && Fns[Next].Close < I)
        ++Next;
      bool InFunction = Next < Fns.size() && Fns[Next].Open < I;
      // '#define NAME body': the calls and stores of the body, not NAME
      // itself (a program may define __syncwarp() away).
      if (!InFunction && E - I > 3 && T[I + 1].Text == "define") {
        // What the body's own assignments give its names (a loop's
        // shuffle offset).
        Vars.clear();
        VarOrigin.clear();
        for (size_t J = I + 3; J < E; ++J)
          assignment(J);
        for (size_t J = I + 3; J < E; ++J)
          if (T[J].isIdent() && isCheckedWarpCall(T[J].Text) &&
              !T[J - 1].is(tok::period) && !T[J - 1].is(tok::arrow))
            if (std::optional<TokenCall> Call = C.callAt(J);
                Call && Call->RParen < E)
              call(J, *Call, T[J].Text, /*Reasons32=*/false);
        for (size_t J = I + 3; J < E; ++J)
          if (T[J].is(tok::equal))
            ballotStore(J, E);
      }
      I = E - 1;
    }
  }

  /// The calls, lane shifts, ids, tests, ballot variables and stores and
  /// shared arrays the parse saw, judged from what it says of them.
  void parsedSites() {
    if (!Ast)
      return;
    for (const auto &[Offset, S] : Ast->Calls)
      checkWarpCall(S, Hip, reasons32(S.BodyBegin, S.BodyEnd), Out.Findings);
    for (const auto &[Offset, S] : Ast->Shifts)
      checkLaneShift(S, Hip, Out.Findings);
    for (const auto &[Offset, S] : Ast->Ids)
      checkIdSite(S, Hip, Out.Findings);
    for (const auto &[Offset, S] : Ast->Compares)
      checkCompareSite(S, Out.Findings);
    for (const auto &[Offset, S] : Ast->BallotVars)
      checkBallotVarSite(S, Hip, Out.Findings);
    for (const auto &[Offset, S] : Ast->BallotStores)
      checkBallotStoreSite(S, Out.Findings);
    for (const auto &[Offset, S] : Ast->PerWarpArrays)
      checkPerWarpArraySite(S, Hip, reasons32(S.BodyBegin, S.BodyEnd),
                            Out.Findings);
  }
  /// Does the parsed function with this body compute lane or warp ids in
  /// 32s: a name that holds one, or an operator that makes one of a
  /// thread index?
  bool reasons32(unsigned Begin, unsigned End) const {
    for (auto It = Ast->Names.lower_bound(Begin);
         It != Ast->Names.end() && It->first < End; ++It)
      if (It->second & (Lane32 | Warp32))
        return true;
    for (auto It = Ast->Ops.lower_bound(Begin);
         It != Ast->Ops.end() && It->first < End; ++It)
      if ((It->second & Tid) && (It->second & (Lane32 | Warp32)))
        return true;
    return false;
  }

  /// A shift of a 1 the parse did not see, read from its tokens.
  void laneShift(size_t I) {
    if (I == 0 || I + 1 >= T.size())
      return;
    const RawToken &L = T[I - 1];
    if (!L.is(tok::numeric_constant) || (Ast && Ast->Shifts.count(L.Offset)))
      return;
    // The shifted amount: up to the end of the operand.
    size_t E = I + 1;
    if (T[E].is(tok::l_paren))
      E = matchForward(E);
    else if (T[E].isIdent() && E + 1 < T.size() && T[E + 1].is(tok::l_paren))
      E = matchForward(E + 1); // A call.
    else
      while (E + 1 < T.size() &&
             (T[E + 1].is(tok::period) || T[E + 1].is(tok::arrow)))
        E += 2;
    WarpShiftSite S;
    S.Offset = L.Offset;
    S.Literal = L.Text.str();
    S.Cast = I >= 2 && T[I - 2].is(tok::r_paren); // (unsigned)1 << lane
    S.Text = C.text(I - 1, E).str();
    S.Taint = taintOf(I + 1, E + 1);
    if (Cur)
      S.Function = Cur->Info.Name;
    checkLaneShift(S, Hip, Out.Findings);
  }

  /// 'bits[w] = __ballot_sync(...)', where the parse did not see it: a
  /// ballot call in the value, or a variable that holds a ballot word
  /// stored alone.
  /// Limit: where the statement ends at the latest (a macro's body).
  void ballotStore(size_t I, size_t Limit = SIZE_MAX) {
    if (I == 0 || !T[I - 1].is(tok::r_square))
      return;
    if (Ast && Ast->BallotStores.count(T[I].Offset))
      return; // The parse saw it.
    Limit = std::min(Limit, T.size());
    size_t E = I + 1;
    while (E < Limit && !T[E].is(tok::semi))
      ++E;
    bool Direct = false;
    for (size_t J = I + 1; J < E; ++J)
      Direct |= T[J].isIdent() && isBallotCall(T[J].Text) &&
                T[J].Text != "__activemask";
    bool ViaVar = false;
    for (size_t J = I + 1; J < E; ++J)
      if (T[J].isIdent() && !isBitCount(T[J].Text)) {
        std::optional<unsigned> Bits = nameTaint(J);
        ViaVar |= Bits && (*Bits & Ballot) && E == I + 2;
      }
    WarpBallotStoreSite S;
    S.Offset = T[I].Offset;
    S.Taint = Direct || ViaVar ? unsigned(Ballot) : 0u;
    if (Cur)
      S.Function = Cur->Info.Name;
    checkBallotStoreSite(S, Out.Findings);
  }

  /// "unsigned b = __ballot_sync(...)": a 32-bit variable for a ballot word.
  void ballotDeclaration(size_t I) {
    if (I < 2 || !T[I - 1].isIdent())
      return;
    size_t TypeEnd = I - 1, B = TypeEnd;
    auto Word = [](llvm::StringRef W) {
      return llvm::StringSwitch<bool>(W)
          .Cases({"unsigned", "int", "uint32_t", "int32_t", "uint"}, true)
          .Default(false);
    };
    while (B >= 1 && Word(T[B - 1].Text))
      --B;
    if (B == TypeEnd)
      return; // Not a declaration, or a 64-bit / auto type.
    if (B >= 1 && (T[B - 1].Text == "long" || T[B - 1].Text == "short"))
      return;
    if (Ast && Ast->BallotVars.count(T[I - 1].Offset))
      return; // The parse saw it.
    size_t E = I + 1;
    while (E < T.size() && !T[E].is(tok::semi) && !T[E].is(tok::comma))
      ++E;
    WarpBallotVarSite S;
    S.Offset = T[I - 1].Offset;
    S.Name = T[I - 1].Text.str();
    S.TypeBegin = T[B].Offset;
    S.TypeEnd = T[TypeEnd - 1].end();
    S.Taint = taintOf(I + 1, E);
    // Another declarator after this one shares the type, and a qualifier
    // among the type's words ('unsigned const int') would be lost.
    size_t End = I + 1;
    for (unsigned Depth = 0; End < T.size() && !T[End].is(tok::semi) &&
                             !(Depth == 0 && T[End].is(tok::comma));
         ++End) {
      if (T[End].is(tok::l_paren) || T[End].is(tok::l_brace) ||
          T[End].is(tok::l_square))
        ++Depth;
      else if (Depth && (T[End].is(tok::r_paren) || T[End].is(tok::r_brace) ||
                         T[End].is(tok::r_square)))
        --Depth;
    }
    S.NoFix =
        (End < T.size() && T[End].is(tok::comma)) ||
        (B >= 2 && (T[B - 1].Text == "const" || T[B - 1].Text == "volatile") &&
         Word(T[B - 2].Text));
    if (Cur)
      S.Function = Cur->Info.Name;
    checkBallotVarSite(S, Hip, Out.Findings);
  }

  /// The first array size after '__shared__', as its tokens read it: the
  /// per-warp-array check where the parse did not see it, and the sizes
  /// --warp=native widens.
  void sharedArray(size_t I, bool Reasons32) {
    for (size_t J = I + 1; J < T.size() && !T[J].is(tok::semi); ++J) {
      if (!T[J].is(tok::l_square))
        continue;
      if (J + 1 == T.size())
        return; // A '[' that ends the file.
      size_t E = matchForward(J);
      if (!Ast || !Ast->PerWarpArrays.count(T[J + 1].Offset)) {
        WarpPerWarpArraySite S;
        S.Offset = T[J + 1].Offset;
        S.PerWarp = E == J + 2 && is32(J + 1);
        for (size_t K = J + 1; K + 1 < E; ++K)
          S.PerWarp |= T[K].is(tok::slash) && is32(K + 1);
        for (size_t K = J + 1; K < E; ++K)
          S.PerWarp |= T[K].isIdent() && isWarpName(T[K].Text) &&
                       isMacroValue(T[K], "32");
        if (Cur)
          S.Function = Cur->Info.Name;
        checkPerWarpArraySite(S, Hip, Reasons32, Out.Findings);
      }
      // In HIP, 32 slots are the safe size for any wave width (1024 / 32);
      // they only matter where ids are computed in 32s too.
      if (Hip && !Reasons32)
        return;
      if (J >= 1 && T[J - 1].isIdent())
        SharedNames.insert(T[J - 1].Text);
      bool OneDim = E + 1 >= T.size() || !T[E + 1].is(tok::l_square);
      // [32] becomes [C2H_WAVE_SIZE]: room for a slot per warp or per lane
      // at either width. [BLOCK / 32] already has a slot per warp at 64.
      if (E == J + 2 && is32(J + 1) && OneDim)
        widen(J + 1, "C2H_WAVE_SIZE");
      else if (OneDim)
        for (size_t K = J + 1; K + 1 < E; ++K)
          if (T[K].is(tok::slash) && is32(K + 1))
            widen(K + 1, "");
      return;
    }
  }

  void staticAssert(size_t I) {
    if (I + 1 >= T.size() || !T[I + 1].is(tok::l_paren))
      return;
    size_t E = matchForward(I + 1);
    for (size_t J = I + 2; J < E; ++J)
      if (T[J].is(tok::percent) && is32(J + 1)) {
        add(DiagId::WarpSizeConstant, T[J + 1].Offset,
            "a block size checked against 32-lane warps; a 64-lane wavefront "
            "needs multiples of 64");
        return;
      }
  }

  bool blockOf32(size_t J) const {
    uint64_t V = 0;
    if (T[J].is(tok::numeric_constant)) {
      llvm::StringRef S = T[J].Text;
      while (!S.empty() && (S.back() == 'u' || S.back() == 'U'))
        S = S.drop_back();
      if (S.getAsInteger(0, V))
        return false;
    } else if (auto B = C.macroBody(T[J].Text)) {
      if (B->trim().getAsInteger(0, V))
        return false;
    } else {
      return false;
    }
    return V > 0 && V % 32 == 0 && V % 64 != 0;
  }

  void launch(size_t I) {
    // kernel<<<grid, block, ...>>>
    size_t E = I + 1;
    while (E < T.size() && !T[E].is(tok::greatergreatergreater))
      ++E;
    std::vector<std::pair<size_t, size_t>> Args;
    size_t S = I + 1;
    int D = 0;
    for (size_t J = I + 1; J < E; ++J) {
      if (T[J].is(tok::l_paren) || T[J].is(tok::l_square))
        ++D;
      else if (T[J].is(tok::r_paren) || T[J].is(tok::r_square))
        --D;
      else if (D == 0 && T[J].is(tok::comma)) {
        Args.push_back({S, J});
        S = J + 1;
      }
    }
    Args.push_back({S, E});
    if (Args.size() >= 2 && Args[1].second > Args[1].first) {
      LaunchSite L;
      size_t K = I - 1;
      if (T[K].is(tok::greater)) // kernel<T><<<...>>>
        while (K > 0 && !T[K].is(tok::less))
          --K;
      if (K > 0 && (T[K].isIdent() || T[K - 1].isIdent()))
        L.Kernel = (T[K].isIdent() ? T[K] : T[K - 1]).Text.str();
      L.Offset = T[Args[1].first].Offset;
      L.Block = C.text(Args[1].first, Args[1].second - 1).str();
      L.Threads = blockThreads(Args[1].first, Args[1].second);
      Out.Launches.push_back(std::move(L));
    }
    if (Args.size() >= 2 && Args[1].second == Args[1].first + 1 &&
        blockOf32(Args[1].first))
      add(DiagId::WarpBlockSize, T[Args[1].first].Offset,
          "blocks of " + T[Args[1].first].Text.str() +
              " threads leave part of each 64-lane wavefront idle");
    for (size_t A = 0; A < 2 && A < Args.size(); ++A)
      for (size_t J = Args[A].first; J < Args[A].second; ++J) {
        if (T[J].isIdent())
          if (auto It = HostMathOrigin.find(T[J].Text);
              It != HostMathOrigin.end())
            for (unsigned Origin : It->second)
              add(DiagId::WarpHostWarpSize, Origin,
                  "launch size computed with 32 threads per warp; kernels "
                  "that use the device's wave width need 64 on CDNA");
        if ((is32(J) || is31(J)) &&
            ((J >= 1 && T[J - 1].is(tok::star)) ||
             (J + 1 < T.size() && T[J + 1].is(tok::star))))
          add(DiagId::WarpHostWarpSize, T[J].Offset,
              "launch size computed with 32 threads per warp; kernels that "
              "use the device's wave width need 64 on CDNA");
      }
  }

  void asmStatement(size_t I) {
    std::optional<TokenAsm> A = C.asmAt(I);
    PtxIdiom Id = A ? classifyPtx(A->Template) : PtxIdiom::None;
    if (Id == PtxIdiom::None)
      return;
    add(DiagId::WarpInlinePtx, T[I].Offset,
        "inline PTX '" + A->Template + "'" +
            (Id == PtxIdiom::Unsupported
                 ? " has no HIP form; rewrite it with HIP warp functions"
                 : " is a 32-lane lane id or mask; HIP has __lane_id() and "
                   "64-bit lane masks (cuda2hip translate rewrites it)"));
  }
};

} // namespace

/// Does a NOLINT-style comment in Line name Id? Marker is "NOLINT" or
/// "NOLINTNEXTLINE"; a bare marker names every check.
bool suppresses(llvm::StringRef Line, llvm::StringRef Marker,
                llvm::StringRef Id) {
  size_t P = 0;
  while ((P = Line.find(Marker, P)) != llvm::StringRef::npos) {
    llvm::StringRef Rest = Line.substr(P + Marker.size());
    P += Marker.size();
    if (Marker == "NOLINT" && Rest.starts_with("NEXTLINE"))
      continue;
    if (!Rest.starts_with("("))
      return true;
    llvm::StringRef List = Rest.drop_front().take_until(
        [](char C) { return C == ')'; });
    llvm::SmallVector<llvm::StringRef, 4> Ids;
    List.split(Ids, ',', -1, false);
    for (llvm::StringRef Want : Ids) {
      Want = Want.trim();
      if (Want == Id || Want == "*" ||
          (Want.ends_with("*") && Id.starts_with(Want.drop_back())))
        return true;
    }
  }
  return false;
}

bool suppressedFinding(llvm::StringRef Buffer, const WarpFinding &F) {
  llvm::StringRef Id = diagInfo(F.Check).Name;
  auto LineText = [&](unsigned Offset) {
    size_t B = Buffer.rfind('\n', Offset == 0 ? 0 : Offset - 1);
    B = B == llvm::StringRef::npos ? 0 : B + 1;
    return Buffer.slice(B, Buffer.find('\n', B));
  };
  llvm::StringRef Line = LineText(F.Offset);
  size_t Start = Line.data() - Buffer.data();
  return suppresses(Line, "NOLINT", Id) ||
         (Start > 0 && suppresses(LineText(Start - 1), "NOLINTNEXTLINE", Id));
}

WarpAnalysis analyzeWarpSize(llvm::StringRef Path, llvm::StringRef Buffer,
                             bool Hip, const WarpTaintFacts *Ast) {
  TokenPassInput In;
  In.Path = Path;
  In.Buffer = Buffer;
  TranslateOptions Opts;
  TokenPassResult Scratch;
  TokenContext C(In, Opts, Scratch);
  WarpAnalysis Out;
  Analyzer(C, Hip, Ast, Out).run();
  // A file translated with --warp=logical32 keeps 32-lane warps on purpose:
  // its lane and warp ids, 32-bit ballot words and per-warp arrays are right
  // as long as every wave-wide operation acts on half a wavefront, which the
  // checks that remain (full masks, widthless shuffles, votes...) watch.
  if (Hip && Buffer.contains("cuda2hip --warp=logical32"))
    llvm::erase_if(Out.Findings, [](const WarpFinding &F) {
      switch (F.Check) {
      case DiagId::WarpLaneId:
      case DiagId::WarpWarpId:
      case DiagId::WarpPerWarpArray:
      case DiagId::WarpShflOffset:
      case DiagId::WarpBallotWidth:
      case DiagId::WarpLaneShift:
      case DiagId::WarpSizeConstant:
      case DiagId::WarpHostWarpSize:
      case DiagId::WarpBallotStore:
        return true;
      default:
        return false;
      }
    });
  // Line and column of each finding.
  std::vector<unsigned> Starts{0};
  for (unsigned I = 0; I < Buffer.size(); ++I)
    if (Buffer[I] == '\n')
      Starts.push_back(I + 1);
  for (WarpFinding &F : Out.Findings) {
    auto It = std::upper_bound(Starts.begin(), Starts.end(), F.Offset);
    F.Line = It - Starts.begin();
    F.Column = F.Offset - Starts[F.Line - 1] + 1;
  }
  return Out;
}

} // namespace cuda2hip
