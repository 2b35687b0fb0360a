//===- WarpTaint.cpp - what the program's names hold, from the AST --------===//
//
// The warp analysis (WarpAnalysis.cpp) asks of each name in an expression
// whether it holds a thread index, a lane or warp id computed in 32s, or a
// ballot word. On tokens alone it can only guess from the assignments, in
// the same function, to names spelled the same. Here the answer comes from
// the declarations the parse resolved:
//   - taint flows through each variable's initialiser and the assignments
//     to it (compound ones included);
//   - into the parameters of the program's functions, from the arguments of
//     every call to them;
//   - out of those functions through their return statements, so a call to
//     a lane-id helper is a lane id (a call to another function is what its
//     arguments are; a shuffle's result is the value it moves);
//   - not into or out of cuda2hip's own helpers (c2h_*) in translated
//     files, whose 32-lane words are meant;
//   - out of inline PTX that reads %laneid (a lane id) or the active mask
//     (a ballot word) into a variable;
//   - a number is "32" (or 31, or 5 after '>>') as the token analysis reads
//     it, but through declarations: the literal (spelled, or a macro of
//     it), (W - 1) of such a W, or a name for a warp that the program binds
//     to 32 however it spells that (constexpr, braces, a template
//     parameter's default). Not CUDA's warpSize: Clang declares it 32, but
//     it is the device's width (a program's own 'int warpSize = 32' is 32).
// All of it is iterated to a fixed point over the unit. The result is one
// set of bits per identifier token of the program's files; the token
// analysis keeps its own inference for what the parse did not see.
//
// Each call of a warp intrinsic the parse saw is recorded too, as the call
// checks (WarpSites.h) read it: its arguments' text, taint and value (a
// constant as Clang evaluates it, before it converts to the parameter's
// type, so ~0u is 32 lanes and -1 all of them; never warpSize's), and for
// a shuffle's offset the loop around the call that starts it at 16 or runs
// it up to 32. So is each lane bit, '1 << X', with what X holds, and each
// lane or warp id operator ('% 32', '/ 32'...) with what its left operand,
// as Clang groups it, holds and whether it counts warps; each test of a
// lane against 31 or of a ballot word against a 32-bit full mask; each
// local variable of 32 bits or fewer with what its initialiser holds; each
// store to an element of an array with what the value holds; and the first
// size of each shared array. The token analysis leaves those calls,
// shifts, operators, tests, variables, stores and arrays alone.
//
//===----------------------------------------------------------------------===//
#include "../AstContext.h"
#include "WarpNames.h"
#include "WarpSites.h"
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "cuda2hip/Support/Words.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;

namespace cuda2hip {
namespace {

/// The value of E where Clang can compute it (not in a dependent context).
std::optional<llvm::APSInt> valueOf(const Expr *E, const ASTContext &Ctx) {
  if (!E || E->isValueDependent() || E->containsErrors())
    return std::nullopt;
  Expr::EvalResult R;
  if (!E->EvaluateAsInt(R, Ctx))
    return std::nullopt;
  return R.Val.getInt();
}

bool hasValue(const Expr *E, const ASTContext &Ctx, int64_t V) {
  std::optional<llvm::APSInt> X = valueOf(E, Ctx);
  return X && X->getSignificantBits() <= 64 && X->getExtValue() == V;
}

/// What a walk of an expression does at one node (walkSubexprs).
enum class Visit { Into, Over, Stop };

/// Visits the statements of Roots and those below them, depth first and in
/// written order: into a node's children, over them, or stop, as F
/// (Visit(const Stmt &)) says. F may add roots. At most 4,096 nodes in all:
/// generated code nests expressions thousands deep. Returns false where
/// the walk did not finish (F stopped it, or the cap did).
template <typename Fn>
bool walkSubexprs(llvm::SmallVectorImpl<const Stmt *> &Roots, Fn F) {
  llvm::SmallVector<const Stmt *, 16> Work;
  for (unsigned Seen = 0, Root = 0;; ++Seen) {
    if (Work.empty()) {
      if (Root == Roots.size())
        return true;
      Work.push_back(Roots[Root++]);
    }
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    if (Seen == 4096)
      return false;
    switch (F(*S)) {
    case Visit::Stop:
      return false;
    case Visit::Over:
      break;
    case Visit::Into: {
      size_t At = Work.size();
      for (const Stmt *Child : S->children())
        Work.push_back(Child);
      std::reverse(Work.begin() + At, Work.end()); // The first child next.
      break;
    }
    }
  }
}
template <typename Fn> bool walkSubexprs(const Stmt *Root, Fn F) {
  llvm::SmallVector<const Stmt *, 4> Roots{Root};
  return walkSubexprs(Roots, F);
}

class TaintFlow {
public:
  TaintFlow(AstRuleContext &C) : C(C), Ctx(C.ast()) {}

  void run(TranslationUnitDecl *TU) {
    Collector Col(*this);
    Col.TraverseDecl(TU);
    // Each round can only add bits; the rounds end when one adds none.
    for (unsigned Round = 0; Round < 16; ++Round) {
      Changed = false;
      for (const FunctionDecl *F : Functions)
        flow(F->getBody(), F);
      if (!Changed)
        break;
    }
    Recorder Rec(*this);
    Rec.TraverseDecl(TU);
  }

private:
  /// Finds the function definitions of the program's files (templates as
  /// written: their instantiations share the pattern's declarations).
  struct Collector : RecursiveASTVisitor<Collector> {
    explicit Collector(TaintFlow &P) : P(P) {}
    bool VisitFunctionDecl(FunctionDecl *F) {
      if (F->doesThisDeclarationHaveABody() && !F->isInvalidDecl() &&
          P.C.isUserLocation(F->getLocation()))
        P.Functions.push_back(F);
      return true;
    }
    TaintFlow &P;
  };

  /// Writes down, for each name token of the program's files, what it
  /// holds.
  struct Recorder : RecursiveASTVisitor<Recorder> {
    explicit Recorder(TaintFlow &P) : P(P) {}
    bool TraverseDecl(Decl *D) {
      // The flow skipped an invalid function: its names are left to the
      // tokens (methods, constructors and templates' patterns alike).
      const auto *F = dyn_cast_or_null<FunctionDecl>(D);
      if (F && F->isInvalidDecl())
        return true;
      // The function a call is in: the outermost one, as the tokens see
      // functions (a lambda's calls are its enclosing function's).
      bool Outermost = F && F->doesThisDeclarationHaveABody() && !Outer;
      if (Outermost)
        Outer = F;
      bool R = RecursiveASTVisitor::TraverseDecl(D);
      if (Outermost)
        Outer = nullptr;
      return R;
    }
    bool VisitCallExpr(CallExpr *E) {
      if (Outer)
        P.callSite(*E, *Outer, Loops);
      if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E))
        P.streamSite(*Op);
      return true;
    }
    bool TraverseForStmt(ForStmt *S) {
      Loops.push_back(S);
      bool R = RecursiveASTVisitor::TraverseForStmt(S);
      Loops.pop_back();
      return R;
    }
    const FunctionDecl *Outer = nullptr;
    /// The loops around the statement, outermost first.
    std::vector<const ForStmt *> Loops;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
        P.record(E->getLocation(), P.varTaint(V));
      else if (const auto *F = dyn_cast<FunctionDecl>(E->getDecl()))
        if (const FunctionDecl *D = P.definition(F))
          P.record(E->getLocation(), P.returnTaint(D));
      return true;
    }
    bool VisitVarDecl(VarDecl *V) {
      P.record(V->getLocation(), P.varTaint(V));
      if (Outer)
        P.ballotVarSite(*V, Shared.count(V) != 0, *Outer);
      if (Outer && V->hasAttr<CUDASharedAttr>())
        P.perWarpArraySite(*V, *Outer);
      if (V->getIdentifier() && isWarpName(V->getName()))
        countsWarps(V->getInit());
      return true;
    }
    /// 'int a = 0, b = 1;': a and b share their type as written. Visited
    /// before the variables.
    bool VisitDeclStmt(DeclStmt *S) {
      if (!S->isSingleDecl())
        for (const Decl *D : S->decls())
          Shared.insert(D);
      return true;
    }
    llvm::SmallPtrSet<const Decl *, 8> Shared;
    bool VisitBinaryOperator(BinaryOperator *B) {
      if (Outer && B->getOpcode() == BO_Shl)
        P.shiftSite(*B, *Outer);
      if (Outer && B->getOpcode() == BO_Assign)
        P.ballotStoreSite(*B, *Outer);
      if (Outer && (B->getOpcode() == BO_EQ || B->getOpcode() == BO_NE))
        P.compareSite(*B, *Outer);
      if (B->getOpcode() == BO_Assign) {
        const Expr *L = B->getLHS()->IgnoreParenImpCasts();
        const NamedDecl *D = nullptr;
        if (const auto *R = dyn_cast<DeclRefExpr>(L))
          D = R->getDecl();
        else if (const auto *M = dyn_cast<MemberExpr>(L))
          D = M->getMemberDecl();
        if (D && D->getIdentifier() && isWarpName(D->getName()))
          countsWarps(B->getRHS());
      }
      // The right operand first (cheap): a 32-lane operator. Then whether
      // the left one is a thread index (a walk of it).
      unsigned Op = P.idTaint(*B, TaintTid) & (TaintLane32 | TaintWarp32);
      if (!Op)
        return true;
      unsigned Lhs = P.taint(B->getLHS());
      if (Lhs & TaintTid)
        Op |= TaintTid;
      P.record(B->getOperatorLoc(), Op, /*Operator=*/true);
      if (Outer)
        P.idSite(*B, Op & TaintLane32, Lhs, Counts.count(B), *Outer);
      return true;
    }
    /// The operators of a value stored to a name for warps ('int nWarps =
    /// n / 32'): they count warps. Not those of an assignment or lambda
    /// inside it. Visited before the operators themselves.
    void countsWarps(const Expr *Value) {
      walkSubexprs(Value, [&](const Stmt &S) {
        if (isa<LambdaExpr>(S))
          return Visit::Over;
        const auto *B = dyn_cast<BinaryOperator>(&S);
        if (B && B->isAssignmentOp())
          return Visit::Over;
        if (B)
          Counts.insert(B);
        return Visit::Into;
      });
    }
    llvm::SmallPtrSet<const BinaryOperator *, 8> Counts;
    TaintFlow &P;
  };

  void record(SourceLocation L, unsigned Bits, bool Operator = false) {
    L = C.writtenInFile(L);
    if (L.isValid() && C.isUserLocation(L))
      C.warpTaint(L, Bits, Operator);
  }

  /// [Begin, End) of R in the file FID, where R is written there whole.
  std::optional<std::pair<unsigned, unsigned>> offsets(SourceRange R,
                                                       FileID FID) const {
    CharSourceRange F = C.fileRange(R);
    const SourceManager &SM = Ctx.getSourceManager();
    if (F.isInvalid() || SM.getFileID(F.getBegin()) != FID ||
        SM.getFileID(F.getEnd()) != FID)
      return std::nullopt;
    return std::make_pair(SM.getFileOffset(F.getBegin()),
                          SM.getFileOffset(F.getEnd()));
  }

  /// Where L is written in a file outside any macro's body: L itself, or
  /// for a macro argument (of a macro argument...) where the argument is
  /// spelled. Invalid for a token a macro's body spells, even one passed on
  /// as another macro's argument: such calls are read on tokens, in the
  /// body.
  SourceLocation writtenAtTop(SourceLocation L) const {
    const SourceManager &SM = Ctx.getSourceManager();
    while (L.isMacroID()) {
      if (!SM.isMacroArgExpansion(L))
        return SourceLocation();
      L = SM.getImmediateSpellingLoc(L);
    }
    return L;
  }

  /// Records a call of a warp intrinsic for the call checks (WarpSites.h):
  /// what its arguments are and hold. A call whose pieces are not all
  /// written in one file is left to the tokens.
  void callSite(const CallExpr &Call, const FunctionDecl &Outer,
                llvm::ArrayRef<const ForStmt *> Loops) {
    auto [N, NameLoc] = callee(Call);
    if (N.empty() || !isCheckedWarpCall(N) || Call.containsErrors())
      return; // An error's operands hold what the tokens say.
    SourceLocation At = writtenAtTop(NameLoc);
    if (At.isInvalid() || !C.isUserLocation(At))
      return;
    const SourceManager &SM = Ctx.getSourceManager();
    FileID FID = SM.getFileID(At);
    SourceLocation RParen = writtenAtTop(Call.getRParenLoc());
    auto BodyRange = braces(Outer, FID);
    // The call is one run of the file's text, from the callee to its ')':
    // not pieces of two macro arguments, which no edit could span.
    auto Whole = offsets(Call.getSourceRange(), FID);
    if (RParen.isInvalid() || SM.getFileID(RParen) != FID || !BodyRange ||
        !Whole || Whole->first > SM.getFileOffset(At) ||
        Whole->second != SM.getFileOffset(RParen) + 1)
      return;
    WarpCallSite S;
    S.Name = N.str();
    S.Offset = SM.getFileOffset(At);
    S.RParen = SM.getFileOffset(RParen);
    S.Function = Outer.getNameAsString();
    S.BodyBegin = BodyRange->first;
    S.BodyEnd = BodyRange->second;
    for (const Expr *A : Call.arguments()) {
      if (isa<CXXDefaultArgExpr>(A))
        break; // Not written: a shuffle's default width is no width.
      auto Range = offsets(A->getSourceRange(), FID);
      if (!Range || Range->first < Whole->first ||
          Range->second > Whole->second)
        return;
      WarpCallArg W;
      W.Begin = Range->first;
      W.End = Range->second;
      W.Text = C.text(A->getSourceRange()).str();
      W.Taint = taint(A);
      // The value as written, before it converts to the parameter's type:
      // 0xffffffff (or ~0u) is 32 lanes, -1 is all of them.
      std::optional<llvm::APSInt> V = constant(A->IgnoreImpCasts());
      W.FullMask32 = isFullMask32(V);
      if (V && V->getBitWidth() <= 64)
        W.Constant = V->extOrTrunc(64).getSExtValue();
      W.Has32 = has32(A);
      if (isShuffle(N))
        if (SourceLocation B = loopBound(Loops, A); B.isValid())
          if (auto Off = offsets(B, FID))
            W.LoopBound = Off->first;
      S.Args.push_back(std::move(W));
    }
    C.warpSite(At, &WarpTaintFacts::Calls, std::move(S));
  }

  /// The name of the function Call calls, as written, and where it is: a
  /// function named alone, or in a template the functions of that name
  /// whose choice waits for the arguments' types. Empty for anything else
  /// (a member, a pointer to a function).
  static std::pair<llvm::StringRef, SourceLocation>
  callee(const CallExpr &Call) {
    const Expr *E = Call.getCallee()->IgnoreParenImpCasts();
    if (const auto *R = dyn_cast<DeclRefExpr>(E);
        R && isa<FunctionDecl>(R->getDecl()) &&
        R->getDecl()->getIdentifier())
      return {R->getDecl()->getName(), R->getLocation()};
    if (const auto *U = dyn_cast<UnresolvedLookupExpr>(E);
        U && U->getName().isIdentifier())
      return {U->getName().getAsIdentifierInfo()->getName(), U->getNameLoc()};
    return {};
  }

  /// Where the '{' and '}' of F's body are, in the file FID (as the tokens
  /// record a function's body).
  std::optional<std::pair<unsigned, unsigned>> braces(const FunctionDecl &F,
                                                      FileID FID) const {
    auto R = offsets(F.getBody()->getSourceRange(), FID);
    if (!R)
      return std::nullopt;
    return std::make_pair(R->first, R->second - 1);
  }

  /// Records an array in shared memory for the per-warp-array check
  /// (WarpSites.h): whether its first size counts 32-lane warps, where the
  /// brackets are written outside macro bodies ('__shared__ float s[32]').
  void perWarpArraySite(const VarDecl &V, const FunctionDecl &Outer) {
    const TypeSourceInfo *TSI = V.getTypeSourceInfo();
    auto Array =
        TSI ? TSI->getTypeLoc().getAsAdjusted<ArrayTypeLoc>() : ArrayTypeLoc();
    if (!Array || !Array.getSizeExpr() || V.isInvalidDecl() ||
        Array.getSizeExpr()->containsErrors())
      return;
    SourceLocation L = writtenAtTop(Array.getLBracketLoc());
    SourceLocation R = writtenAtTop(Array.getRBracketLoc());
    const SourceManager &SM = Ctx.getSourceManager();
    if (L.isInvalid() || R.isInvalid() || !C.isUserLocation(L) ||
        SM.getFileID(L) != SM.getFileID(R))
      return;
    FileID FID = SM.getFileID(L);
    const Expr *Size = Array.getSizeExpr();
    auto Written = offsets(Size->getSourceRange(), FID);
    auto Body = braces(Outer, FID);
    if (!Written || !Body || Written->first <= SM.getFileOffset(L) ||
        Written->second > SM.getFileOffset(R))
      return;
    WarpPerWarpArraySite S;
    S.Offset = Written->first;
    // A slot per warp: '[32]', a count of warps in 32s ('[BLOCK / 32]'),
    // a macro for the warp width ('[WARP_SIZE + 1]').
    S.PerWarp = is32(Size);
    walkSubexprs(Size, [&](const Stmt &X) {
      const auto *B = dyn_cast<BinaryOperator>(&X);
      S.PerWarp |= B && B->getOpcode() == BO_Div && is32(B->getRHS());
      const auto *Lit = dyn_cast<IntegerLiteral>(&X);
      if (Lit && Lit->getValue() == 32 && Lit->getLocation().isMacroID())
        S.PerWarp |= isWarpName(Lexer::getImmediateMacroName(
            Lit->getLocation(), SM, Ctx.getLangOpts()));
      return S.PerWarp ? Visit::Stop : Visit::Into;
    });
    S.BodyBegin = Body->first;
    S.BodyEnd = Body->second;
    S.Function = Outer.getNameAsString();
    C.warpSite(L, &WarpTaintFacts::PerWarpArrays, std::move(S));
  }

  /// CUDA's warpSize (or HIP's), not a variable of the program's that
  /// happens to have that name ('int warpSize = 32;' is 32).
  bool isBuiltinWarpSize(const NamedDecl *D) const {
    return D->getIdentifier() && D->getName() == "warpSize" &&
           !C.isUserLocation(D->getLocation());
  }

  /// The value of E where it is a constant of the program, not one
  /// computed from warpSize (which Clang may declare as a number, but
  /// which is the device's width).
  std::optional<llvm::APSInt> constant(const Expr *E) const {
    // warpSize, written here or in the initialiser of a constant used here
    // ('const int kHalf = warpSize / 2').
    llvm::SmallVector<const Stmt *, 4> Roots{E};
    llvm::SmallPtrSet<const VarDecl *, 8> Followed;
    bool Known = walkSubexprs(Roots, [&](const Stmt &S) {
      const auto *R = dyn_cast<DeclRefExpr>(&S);
      if (!R)
        return Visit::Into;
      if (isBuiltinWarpSize(R->getDecl()))
        return Visit::Stop;
      if (const auto *V = dyn_cast<VarDecl>(R->getDecl());
          V && V->getAnyInitializer() &&
          Followed.insert(V->getCanonicalDecl()).second)
        Roots.push_back(V->getAnyInitializer());
      return Visit::Into;
    });
    if (!Known)
      return std::nullopt;
    return valueOf(E, Ctx);
  }

  /// Records a shift of a 1 ('1 << lane', '1u << x') for the lane-shift
  /// check (WarpSites.h), where the shift is written whole outside macro
  /// bodies.
  void shiftSite(const BinaryOperator &B, const FunctionDecl &Outer) {
    // '1 << X', or '(unsigned)1 << X': a cast of the 1 decides its width,
    // and no edit of the literal widens it.
    const Expr *L = B.getLHS()->IgnoreImpCasts();
    const auto *Cast = dyn_cast<ExplicitCastExpr>(L);
    const auto *One = dyn_cast<IntegerLiteral>(
        Cast ? Cast->getSubExpr()->IgnoreParenImpCasts() : L);
    if (!One || One->getValue() != 1 || B.containsErrors())
      return; // An error's operands hold what the tokens say.
    // A cast to a template's type ('(T)1 << i') has no width yet.
    if (Cast && (Cast->getType()->isDependentType() ||
                 !Cast->getType()->isIntegralOrEnumerationType()))
      return;
    SourceLocation At = writtenAtTop(One->getLocation());
    if (At.isInvalid() || !C.isUserLocation(At))
      return;
    // The shift is one run of the file's text, from its left operand (the
    // 1, or the cast of it) on.
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation Begin = writtenAtTop(L->getBeginLoc());
    auto Whole = offsets(B.getSourceRange(), SM.getFileID(At));
    if (!Whole || Begin.isInvalid() ||
        SM.getFileID(Begin) != SM.getFileID(At) ||
        Whole->first != SM.getFileOffset(Begin))
      return;
    WarpShiftSite S;
    S.Offset = SM.getFileOffset(At);
    S.Literal = C.text(One->getSourceRange()).str();
    S.Cast = Cast != nullptr;
    if (Cast && Ctx.getTypeSize(Cast->getType()) > 32)
      S.Literal.clear(); // (uint64_t)1: 64 bits.
    S.Text = C.text(B.getSourceRange()).str();
    // An element read at a lane's index is not a lane: '1 << in[lane]',
    // '1 << (p[lane].x & 31)'.
    ElementsAreValues = true;
    S.Taint = taint(B.getRHS());
    ElementsAreValues = false;
    S.Function = Outer.getNameAsString();
    C.warpSite(At, &WarpTaintFacts::Shifts, std::move(S));
  }

  /// Records a lane or warp id operator ('% 32', '/ 32'...) for the id
  /// check (WarpSites.h), where the operation is written whole outside
  /// macro bodies. Lhs: what its left operand holds; Named: it is stored
  /// to a name for warps.
  void idSite(const BinaryOperator &B, bool Lane, unsigned Lhs, bool Named,
              const FunctionDecl &Outer) {
    if (B.getLHS()->isTypeDependent())
      return; // A template's pending call: the tokens judge it.
    std::optional<WrittenOp> W = writtenWhole(B);
    if (!W)
      return;
    const Expr *R = B.getRHS()->IgnoreParenImpCasts();
    auto Right = offsets(B.getRHS()->getSourceRange(), W->FID);
    if (!Right || !offsets(R->getSourceRange(), W->FID) ||
        Right->first <= W->Offset || Right->second != W->End)
      return;
    WarpIdSite S;
    S.Offset = W->Offset;
    S.At = Right->first;
    S.Lane = Lane;
    S.Text = C.text(B.getSourceRange()).str();
    S.Taint = Lhs;
    S.Function = Outer.getNameAsString();
    if (!Lane) {
      // '(n + 31) / 32'. Not '(n + TILE - 1) / TILE' of any 32: tiles of
      // 32 columns are no warps (a name for warps is a count, below).
      if (const auto *P = dyn_cast<ParenExpr>(B.getLHS()->IgnoreImpCasts()))
        if (const auto *Sum = dyn_cast<BinaryOperator>(
                P->getSubExpr()->IgnoreParenImpCasts()))
          S.RoundUp = Sum->getOpcode() == BO_Add && is31(Sum->getRHS());
      // Warps per block, or a name for warps: 'blockDim.x / 32',
      // 'n / WARP_SIZE', 'int nWarps = n / 32'.
      S.Count = Named || isWarpName(C.text(R->getSourceRange()));
      // blockDim.x is a property of blockDim: its base is an opaque value.
      llvm::SmallVector<const Stmt *, 4> Roots{B.getLHS()};
      walkSubexprs(Roots, [&](const Stmt &X) {
        if (const auto *O = dyn_cast<OpaqueValueExpr>(&X))
          Roots.push_back(O->getSourceExpr());
        const auto *D = dyn_cast<DeclRefExpr>(&X);
        if (D && D->getDecl()->getIdentifier() &&
            D->getDecl()->getName() == "blockDim")
          S.Count = true;
        return S.Count ? Visit::Stop : Visit::Into;
      });
    }
    C.warpSite(W->Op, &WarpTaintFacts::Ids, std::move(S));
  }

  /// Records a test of a lane against 31, or of a value against a 32-bit
  /// full mask, for the comparison check (WarpSites.h), where the test is
  /// written whole outside macro bodies.
  void compareSite(const BinaryOperator &B, const FunctionDecl &Outer) {
    const Expr *L = B.getLHS(), *R = B.getRHS();
    const Expr *Fixed = is31(R)         ? R
                        : is31(L)       ? L
                        : fullMask32(R) ? R
                        : fullMask32(L) ? L
                                        : nullptr;
    if (!Fixed)
      return;
    const Expr *Other = Fixed == R ? L : R;
    if (Other->isTypeDependent())
      return; // A template's pending call: the tokens judge it.
    std::optional<WrittenOp> W = writtenWhole(B);
    if (!W)
      return;
    auto At = offsets(Fixed->getSourceRange(), W->FID);
    if (!At || At->first < W->Begin || At->second > W->End)
      return;
    WarpCompareSite S;
    S.Offset = W->Offset;
    S.At = At->first;
    S.LastLane = is31(Fixed);
    S.Text = C.text(B.getSourceRange()).str();
    S.Taint = taint(Other);
    S.Function = Outer.getNameAsString();
    C.warpSite(W->Op, &WarpTaintFacts::Compares, std::move(S));
  }

  /// Records a local variable of 32 bits or fewer with an initialiser, for
  /// the ballot-width check (WarpSites.h): its type as written, and what
  /// its initialiser holds, and whether other variables share the type
  /// (SharedType). Not 'auto' (a HIP ballot gives it 64 bits), a bool, or a
  /// template's type.
  void ballotVarSite(const VarDecl &V, bool SharedType,
                     const FunctionDecl &Outer) {
    const Expr *Init = V.getInit();
    const TypeSourceInfo *TSI = V.getTypeSourceInfo();
    // A template's call whose callee waits for its arguments' types holds
    // nothing the taint can read: the tokens judge it.
    if (isa<ParmVarDecl>(V) || !Init || !TSI || !V.getIdentifier() ||
        Init->containsErrors() || Init->isTypeDependent() ||
        V.getType()->isDependentType() || V.getType()->getContainedAutoType())
      return;
    QualType Ty = V.getType().getCanonicalType();
    if (!Ty->isIntegerType() || Ty->isBooleanType() || Ty->isEnumeralType() ||
        Ctx.getTypeSize(Ty) > 32)
      return;
    SourceLocation Name = writtenAtTop(V.getLocation());
    if (Name.isInvalid() || !C.isUserLocation(Name))
      return;
    const SourceManager &SM = Ctx.getSourceManager();
    // The type without its qualifiers: 'const unsigned' becomes 'const
    // unsigned long long'.
    TypeLoc TL = TSI->getTypeLoc().getUnqualifiedLoc();
    SourceLocation TB = writtenAtTop(TL.getBeginLoc());
    auto Type = offsets(TL.getSourceRange(), SM.getFileID(Name));
    if (TB.isInvalid() || !Type || Type->first != SM.getFileOffset(TB) ||
        Type->second > SM.getFileOffset(Name))
      return;
    WarpBallotVarSite S;
    S.Offset = SM.getFileOffset(Name);
    S.Name = V.getName().str();
    S.TypeBegin = Type->first;
    S.TypeEnd = Type->second;
    S.Taint = taint(Init);
    // A qualifier among the type's words ('unsigned const int'), or one a
    // typedef holds, would be lost with the words.
    llvm::StringRef Written = C.text(TL.getSourceRange());
    S.NoFix = SharedType ||
              V.getType().getCanonicalType().getLocalQualifiers() !=
                  TSI->getType().getLocalQualifiers() ||
              hasWord(Written, "const") || hasWord(Written, "volatile");
    S.Function = Outer.getNameAsString();
    C.warpSite(Name, &WarpTaintFacts::BallotVars, std::move(S));
  }

  /// Records a store to an element of an array ('bits[w] = v') for the
  /// ballot-store check (WarpSites.h), where the store is written whole
  /// outside macro bodies: what the value stored holds. The left operand
  /// is the element itself ('p[i]'), not 'p[i].x' or '(p[i])'. A value
  /// whose type waits for a template argument is left to the tokens.
  void ballotStoreSite(const BinaryOperator &B, const FunctionDecl &Outer) {
    const Expr *L = B.getLHS()->IgnoreImpCasts();
    const auto *Op = dyn_cast<CXXOperatorCallExpr>(L);
    if (!isa<ArraySubscriptExpr>(L) &&
        !(Op && Op->getOperator() == OO_Subscript))
      return;
    if (B.getRHS()->isTypeDependent())
      return; // A template's pending call: the tokens judge it.
    std::optional<WrittenOp> W = writtenWhole(B);
    if (!W)
      return;
    WarpBallotStoreSite S;
    S.Offset = W->Offset;
    // A ballot word is an integer of lane bits: a count of one
    // ('__popc(b)'), a truth value ('b != 0') or a float computed from one
    // is none.
    QualType Value = B.getRHS()->IgnoreImpCasts()->getType();
    if (Value->isIntegerType() && !Value->isBooleanType())
      S.Taint = taint(B.getRHS());
    S.Function = Outer.getNameAsString();
    C.warpSite(W->Op, &WarpTaintFacts::BallotStores, std::move(S));
  }

  /// A binary operation written whole in one file outside macro bodies:
  /// where its operator is, and its text [Begin, End).
  struct WrittenOp {
    SourceLocation Op;
    FileID FID;
    unsigned Offset, Begin, End;
  };
  std::optional<WrittenOp> writtenWhole(const BinaryOperator &B) const {
    if (B.containsErrors())
      return std::nullopt; // An error's operands hold what the tokens say.
    SourceLocation Op = writtenAtTop(B.getOperatorLoc());
    if (Op.isInvalid() || !C.isUserLocation(Op))
      return std::nullopt;
    const SourceManager &SM = Ctx.getSourceManager();
    FileID FID = SM.getFileID(Op);
    unsigned Offset = SM.getFileOffset(Op);
    auto Whole = offsets(B.getSourceRange(), FID);
    if (!Whole || Whole->first >= Offset || Whole->second <= Offset)
      return std::nullopt;
    return WrittenOp{Op, FID, Offset, Whole->first, Whole->second};
  }

  /// 0xffffffff as Clang evaluates the value written (~0u, a constant of
  /// the program), before any conversion: lanes 0-31 only.
  bool fullMask32(const Expr *E) const {
    return isFullMask32(constant(E->IgnoreImpCasts()));
  }
  /// 0xffffffff: lanes 0-31, no more (-1 and ~0ull are every lane).
  static bool isFullMask32(const std::optional<llvm::APSInt> &V) {
    return V && V->getBitWidth() <= 64 &&
           V->extOrTrunc(64).getZExtValue() == 0xffffffffULL;
  }

  /// 'out << 1 << lane' with an overloaded '<<': the 1 is no shifted bit.
  /// Recorded as a site that is not a shift of a 1, so that the tokens do
  /// not read it as one.
  void streamSite(const CXXOperatorCallExpr &Op) {
    if (Op.getOperator() != OO_LessLess || Op.getNumArgs() != 2)
      return;
    const Expr *L = Op.getArg(0)->IgnoreImpCasts();
    if (const auto *Inner = dyn_cast<CXXOperatorCallExpr>(L);
        Inner && Inner->getNumArgs() == 2)
      L = Inner->getArg(1)->IgnoreImpCasts();
    const auto *One = dyn_cast<IntegerLiteral>(L);
    if (!One || One->getValue() != 1)
      return;
    SourceLocation At = writtenAtTop(One->getLocation());
    if (At.isInvalid() || !C.isUserLocation(At))
      return;
    WarpShiftSite S;
    S.Offset = Ctx.getSourceManager().getFileOffset(At);
    C.warpSite(At, &WarpTaintFacts::Shifts, std::move(S));
  }

  /// Does E hold a 32 or 31 (is32, is31) anywhere: a lane counted in 32s?
  bool has32(const Expr *E) const {
    bool Found = false;
    walkSubexprs(E, [&](const Stmt &S) {
      const auto *X = dyn_cast<Expr>(&S);
      Found = X && (is32(X) || is31(X));
      return Found ? Visit::Stop : Visit::Into;
    });
    return Found;
  }

  /// 16 or 32 as a shuffle offset's start or bound: a constant of that
  /// value, or one the program binds to 32 for a warp (is32), or half of
  /// one.
  bool is16or32(const Expr *E) const {
    if (!E)
      return false;
    E = E->IgnoreParenImpCasts();
    if (std::optional<llvm::APSInt> V = constant(E);
        V && V->getSignificantBits() <= 64 &&
        (V->getExtValue() == 16 || V->getExtValue() == 32))
      return true;
    if (is32(E))
      return true;
    const auto *B = dyn_cast<BinaryOperator>(E);
    return B && B->getOpcode() == BO_Div && is32(B->getLHS()) &&
           isLiteral(B->getRHS(), 2);
  }

  /// A shuffle's offset that is a variable of a loop around the call: the
  /// loop's 16 or 32 where it starts the variable there (for (int o = 16;
  /// ...)) or runs it up to one (for (o = 1; o < 32; ...)). The innermost
  /// loop that sets the variable decides.
  SourceLocation loopBound(llvm::ArrayRef<const ForStmt *> Loops,
                           const Expr *Arg) const {
    // The variables the offset is computed from ('o', '(unsigned)o',
    // 'o * 2'), in the order they are written.
    llvm::SmallVector<const VarDecl *, 4> Vars;
    walkSubexprs(Arg, [&](const Stmt &S) {
      const VarDecl *V = isa<Expr>(S) ? variable(cast<Expr>(&S)) : nullptr;
      if (!V)
        return Visit::Into;
      Vars.push_back(V->getCanonicalDecl());
      return Visit::Over;
    });
    for (const VarDecl *V : Vars)
      if (SourceLocation B = loopBound(Loops, V); B.isValid())
        return B;
    return SourceLocation();
  }
  /// The bound of the innermost loop around the call that sets V.
  SourceLocation loopBound(llvm::ArrayRef<const ForStmt *> Loops,
                           const VarDecl *V) const {
    for (const ForStmt *F : llvm::reverse(Loops)) {
      bool Sets = false;
      const Expr *Start = nullptr;
      if (const auto *DS = dyn_cast_or_null<DeclStmt>(F->getInit())) {
        for (const Decl *D : DS->decls())
          if (D->getCanonicalDecl() == V) {
            Sets = true;
            Start = cast<VarDecl>(D)->getInit();
          }
      } else if (const auto *B = dyn_cast_or_null<BinaryOperator>(F->getInit());
                 B && B->getOpcode() == BO_Assign) {
        const VarDecl *L = variable(B->getLHS());
        if (L && L->getCanonicalDecl() == V) {
          Sets = true;
          Start = B->getRHS();
        }
      }
      if (!Sets)
        continue;
      if (is16or32(Start))
        return Start->IgnoreParenImpCasts()->getBeginLoc();
      const auto *Cond = dyn_cast_or_null<BinaryOperator>(F->getCond());
      if (Cond && (Cond->getOpcode() == BO_LT || Cond->getOpcode() == BO_LE)) {
        const VarDecl *L = variable(Cond->getLHS());
        if (L && L->getCanonicalDecl() == V && is16or32(Cond->getRHS()))
          return Cond->getRHS()->IgnoreParenImpCasts()->getBeginLoc();
      }
      break;
    }
    return SourceLocation();
  }

  /// The definition of F that the program's files hold, as written (the
  /// pattern of a template's instantiation).
  const FunctionDecl *definition(const FunctionDecl *F) const {
    if (const FunctionDecl *P = F->getTemplateInstantiationPattern())
      F = P;
    // cuda2hip's own helpers in a translated file (c2h_ballot32...) keep
    // 32-lane words by design: nothing flows into or out of them.
    if (F->getIdentifier() && F->getName().starts_with("c2h_"))
      return nullptr;
    const FunctionDecl *D = F->getDefinition();
    if (!D || !C.isUserLocation(D->getLocation()))
      return nullptr;
    return D;
  }

  unsigned varTaint(const VarDecl *V) const {
    auto It = Vars.find(V->getCanonicalDecl());
    return It == Vars.end() ? 0 : It->second;
  }
  unsigned returnTaint(const FunctionDecl *F) const {
    auto It = Returns.find(F->getCanonicalDecl());
    return It == Returns.end() ? 0 : It->second;
  }
  void join(llvm::DenseMap<const Decl *, unsigned> &M, const Decl *D,
            unsigned Bits) {
    if (!Bits)
      return;
    unsigned &Old = M[D->getCanonicalDecl()];
    if ((Old | Bits) != Old) {
      Old |= Bits;
      Changed = true;
    }
  }

  /// One walk over a function body: what each initialiser, assignment,
  /// argument and return statement gives its variable, parameter or
  /// function. A work list, not recursion: generated code nests
  /// expressions thousands deep.
  void flow(const Stmt *Body, const FunctionDecl *Fn) {
    llvm::SmallVector<std::pair<const Stmt *, const FunctionDecl *>, 64> Work;
    Work.push_back({Body, Fn});
    while (!Work.empty()) {
      auto [S, F] = Work.pop_back_val();
      if (!S)
        continue;
      if (const auto *L = dyn_cast<LambdaExpr>(S)) {
        // Its body returns for the lambda, not for F.
        Work.push_back({L->getBody(), L->getCallOperator()});
        continue;
      }
      step(S, F);
      for (const Stmt *Child : S->children())
        Work.push_back({Child, F});
    }
  }
  /// What one statement or expression gives (flow()).
  void step(const Stmt *S, const FunctionDecl *F) {
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls())
        if (const auto *V = dyn_cast<VarDecl>(D))
          join(Vars, V, taint(V->getInit()));
    } else if (const auto *B = dyn_cast<BinaryOperator>(S);
               B && B->isAssignmentOp()) {
      if (const VarDecl *V = variable(B->getLHS()))
        join(Vars, V, taint(B->getRHS()));
    } else if (const auto *R = dyn_cast<ReturnStmt>(S)) {
      if (F)
        join(Returns, F, taint(R->getRetValue()));
    } else if (const auto *Call = dyn_cast<CallExpr>(S)) {
      if (const FunctionDecl *Callee = Call->getDirectCallee())
        if (const FunctionDecl *D = definition(Callee)) {
          // A member call's arguments start after the object.
          unsigned Skip = isa<CXXOperatorCallExpr>(Call) &&
                                  isa<CXXMethodDecl>(Callee)
                              ? 1
                              : 0;
          for (unsigned I = Skip; I < Call->getNumArgs(); ++I)
            if (I - Skip < D->getNumParams())
              join(Vars, D->getParamDecl(I - Skip), taint(Call->getArg(I)));
        }
    } else if (const auto *A = dyn_cast<GCCAsmStmt>(S)) {
      // PTX that reads the lane id or the active mask into its output.
      PtxIdiom Id = classifyPtx(A->getAsmString());
      unsigned Bits = Id == PtxIdiom::Activemask ? unsigned(TaintBallot)
                      : Id == PtxIdiom::LaneId   ? unsigned(TaintAnyLane)
                                                 : 0u;
      for (unsigned I = 0; Bits && I < A->getNumOutputs(); ++I)
        if (const VarDecl *V = variable(A->getOutputExpr(I)))
          join(Vars, V, Bits);
    }
  }

  static const VarDecl *variable(const Expr *E) {
    if (const auto *R = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
      return dyn_cast<VarDecl>(R->getDecl());
    return nullptr;
  }

  /// The literal V, spelled or through a macro ('% 32', '& 0x1f').
  static bool isLiteral(const Expr *E, uint64_t V) {
    const auto *L = dyn_cast<IntegerLiteral>(E->IgnoreParenImpCasts());
    return L && L->getValue() == V;
  }

  /// 32 as the token analysis means it, read through declarations: the
  /// literal, or a name the program binds to 32 for a warp (a template or
  /// function parameter defaulted so, a variable initialised so). Not any
  /// expression that happens to be 32 (a tile's K, BLOCK / 2), and not
  /// CUDA's warpSize: Clang declares it 32, but it is the device's width.
  bool is32(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    if (isLiteral(E, 32))
      return true;
    const auto *R = dyn_cast<DeclRefExpr>(E);
    if (!R || !R->getDecl()->getIdentifier())
      return false;
    const NamedDecl *D = R->getDecl();
    if (!isWarpName(D->getName()) || isBuiltinWarpSize(D))
      return false;
    if (const auto *P = dyn_cast<NonTypeTemplateParmDecl>(D))
      return P->hasDefaultArgument() &&
             hasValue(P->getDefaultArgument().getArgument().getAsExpr(), Ctx,
                      32);
    if (const auto *P = dyn_cast<ParmVarDecl>(D))
      return P->hasDefaultArg() && !P->hasUnparsedDefaultArg() &&
             !P->hasUninstantiatedDefaultArg() &&
             hasValue(P->getDefaultArg(), Ctx, 32);
    if (const auto *V = dyn_cast<VarDecl>(D))
      return V->getInit() && hasValue(V->getInit(), Ctx, 32);
    return false;
  }
  /// 31, or (W - 1) of a W that is32.
  bool is31(const Expr *E) const {
    E = E->IgnoreParenImpCasts();
    if (isLiteral(E, 31))
      return true;
    const auto *B = dyn_cast<BinaryOperator>(E);
    return B && B->getOpcode() == BO_Sub && is32(B->getLHS()) &&
           isLiteral(B->getRHS(), 1);
  }

  /// What the value of E is derived from (WarpTaint bits).
  unsigned taint(const Expr *E) const {
    if (!E)
      return 0;
    E = E->IgnoreParenImpCasts();
    if (const auto *A = dyn_cast<ArraySubscriptExpr>(E); A && ElementsAreValues)
      return taint(A->getBase());
    if (const auto *R = dyn_cast<DeclRefExpr>(E)) {
      const ValueDecl *D = R->getDecl();
      if (D->getIdentifier() && D->getName() == "threadIdx")
        return TaintTid;
      if (const auto *V = dyn_cast<VarDecl>(D))
        return varTaint(V);
      return 0;
    }
    // Deeper than any written code (a generated right-nested chain of
    // conditionals or assignments): taken as holding nothing, not as a
    // stack overflow.
    if (Depth > MaxDepth)
      return 0;
    ++Depth;
    unsigned R = 0;
    if (const auto *B = dyn_cast<BinaryOperator>(E)) {
      R = chainTaint(B);
    } else if (const auto *Call = dyn_cast<CallExpr>(E)) {
      R = callTaint(Call);
    } else if (const auto *O = dyn_cast<OpaqueValueExpr>(E)) {
      R = taint(O->getSourceExpr());
    } else {
      for (const Stmt *Child : E->children())
        if (const auto *Sub = dyn_cast_or_null<Expr>(Child))
          R |= taint(Sub);
    }
    --Depth;
    if (R & TaintLane32)
      R |= TaintAnyLane;
    return R;
  }
  /// A binary operator, and the operators down its left operands (a + b +
  /// c + ...), folded bottom-up in a loop: sums of thousands of terms nest
  /// that deep.
  unsigned chainTaint(const BinaryOperator *Top) const {
    llvm::SmallVector<const BinaryOperator *, 8> Spine{Top};
    while (const auto *B = dyn_cast<BinaryOperator>(
               Spine.back()->getLHS()->IgnoreParenImpCasts()))
      Spine.push_back(B);
    unsigned L = taint(Spine.back()->getLHS());
    for (auto It = Spine.rbegin(); It != Spine.rend(); ++It) {
      unsigned R = L | taint((*It)->getRHS()) | idTaint(**It, L);
      L = R & TaintLane32 ? R | TaintAnyLane : R;
    }
    return L;
  }

  /// A lane id ('& 31', '% 32') or a warp id ('/ 32', '>> 5', '& ~31') of
  /// a thread index (Lhs: the left operand's taint).
  unsigned idTaint(const BinaryOperator &B, unsigned Lhs) const {
    if (!(Lhs & TaintTid))
      return 0;
    const Expr *Rhs = B.getRHS()->IgnoreParenImpCasts();
    switch (B.getOpcode()) {
    case BO_And: {
      if (is31(Rhs))
        return LaneId;
      const auto *Not = dyn_cast<UnaryOperator>(Rhs);
      if (Not && Not->getOpcode() == UO_Not && is31(Not->getSubExpr()))
        return TaintWarp32;
      return 0;
    }
    case BO_Rem:
      return is32(Rhs) ? LaneId : 0u;
    case BO_Div:
      return is32(Rhs) ? TaintWarp32 : 0u;
    case BO_Shr:
      return isLiteral(Rhs, 5) ? TaintWarp32 : 0u;
    default:
      return 0;
    }
  }

  unsigned callTaint(const CallExpr *Call) const {
    const FunctionDecl *F = Call->getDirectCallee();
    // In a template, a call whose choice waits for its arguments' types
    // ('__ballot(a[i] > v)' of a T) is read by its name.
    llvm::StringRef N = !F                   ? callee(*Call).first
                        : F->getIdentifier() ? F->getName()
                                             : llvm::StringRef();
    if (N == "__lane_id")
      return TaintAnyLane;
    if (isAnyBitCount(N)) {
      // __ffs of a ballot word is a lane; a count is not a ballot word.
      bool FirstSet = N.starts_with("__ffs") && Call->getNumArgs() == 1 &&
                      (taint(Call->getArg(0)) & TaintBallot);
      return FirstSet ? LaneId : 0u;
    }
    if (isBallotCall(N))
      return TaintBallot;
    unsigned Args = Call->getNumArgs();
    // A shuffle's result is the value it moves (a ballot word stays one);
    // its mask and lane do not flow into it. So for a reduction.
    if (N.starts_with("__shfl")) {
      unsigned Value = N.ends_with("_sync") ? 1 : 0;
      return Value < Args ? taint(Call->getArg(Value)) : 0u;
    }
    if (N.starts_with("__reduce_") && N.ends_with("_sync"))
      return Args == 2 ? taint(Call->getArg(1)) : 0u;
    if (N == "__any_sync" || N == "__all_sync" || N == "__uni_sync" ||
        N == "__any" || N == "__all")
      return 0; // A predicate.
    // A function of the program: what its return statements give.
    if (F)
      if (const FunctionDecl *D = definition(F))
        return returnTaint(D);
    // Another function: what it computes from, its object and arguments.
    unsigned R = 0;
    for (const Stmt *Child : Call->children())
      if (const auto *Sub = dyn_cast_or_null<Expr>(Child);
          Sub && Sub != Call->getCallee())
        R |= taint(Sub);
    if (const auto *M = dyn_cast<MemberExpr>(
            Call->getCallee()->IgnoreParenImpCasts()))
      R |= taint(M->getBase());
    return R;
  }

  static constexpr unsigned LaneId = TaintLane32 | TaintAnyLane;
  static constexpr unsigned MaxDepth = 512;
  mutable unsigned Depth = 0; ///< Of taint()'s recursion.
  /// taint() reads an element of an array as what the array holds, not
  /// what its index does (for a lane bit's shifted amount).
  bool ElementsAreValues = false;
  AstRuleContext &C;
  ASTContext &Ctx;
  std::vector<const FunctionDecl *> Functions;
  llvm::DenseMap<const Decl *, unsigned> Vars;    ///< Variables, parameters.
  llvm::DenseMap<const Decl *, unsigned> Returns; ///< Functions' results.
  bool Changed = false;
};

} // namespace

void computeWarpTaint(AstRuleContext &C, TranslationUnitDecl *TU) {
  TaintFlow(C).run(TU);
}

} // namespace cuda2hip
