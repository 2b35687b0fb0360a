//===- AsyncStage.cpp - c2h-async-copy-staged: copies kept in flight ------===//
//
// CUDA's async copies (the __pipeline_* primitives and inline-PTX cp.async)
// issue a global load that lands in shared memory by the wait covering its
// batch. AMD GPUs have no such copy for per-thread destinations, so the
// helpers of c2h-async-copy copy at once, which is exact but gives up the
// overlap. This rule keeps it: a kernel whose copies, commits and waits all
// reach one per-thread stage (c2h_async_stage, emitted in the file) holds
// the loads in registers and stores them to LDS at the wait.
//
// The stage is a local of the kernel, `c2h_async_stage c2h_stage[1];`, and
// the device functions that copy or wait between the kernel and the sites
// (flashinfer's cp_async::load_128b, a macro's asm) take it as a last
// parameter, `c2h_async_stage *c2h_stage = c2h_async_idle()`; their calls on
// the way pass `c2h_stage`. A site passes `c2h_stage` first: inside a staged
// function that is the stage; elsewhere the file-scope enumerator of the same
// name, whose overloads copy at once. A call that passes nothing gets an idle
// stage, which copies at once too, so any mix of staged and unstaged callers
// compiles and is exact.
//
// A kernel is staged only if every function between it and its sites can
// take the parameter; otherwise a wait might not see the copies it covers.
// Each kernel left synchronous gets a note that says why
// (c2h-async-copy-sync). The token pass writes the sites: this rule gives it
// the offsets of the sites written directly in staged functions; a site in a
// macro body always passes `c2h_stage`, which names the right stage wherever
// the macro is expanded.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"
#include <map>
#include <set>

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {
namespace {

/// The declaration that stands for FD in the plan: the pattern a template
/// instantiation was made from, canonical.
const FunctionDecl *keyOf(const FunctionDecl *FD) {
  if (const FunctionDecl *P = FD->getTemplateInstantiationPattern())
    FD = P;
  return FD->getCanonicalDecl();
}

bool isPipelinePrimitive(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier())
    return false;
  llvm::StringRef N = FD->getName();
  return N == "__pipeline_memcpy_async" || N == "__pipeline_commit" ||
         N == "__pipeline_wait_prior";
}

/// Async-copy APIs that keep their own synchronous helpers: a kernel that
/// mixes them with the primitives would wait on the GPU for copies the
/// stage holds.
bool isOtherAsyncApi(const FunctionDecl *FD) {
  if (!FD || !FD->getIdentifier())
    return false;
  llvm::StringRef N = FD->getName();
  if (N == "__pipeline_arrive_on")
    return true;
  std::string Q = FD->getQualifiedNameAsString();
  llvm::StringRef QR(Q);
  return (QR.starts_with("cuda::") || QR.starts_with("cooperative_groups::")) &&
         (N == "memcpy_async" || N == "wait" || N == "wait_prior" ||
          N == "consumer_wait" || N == "producer_commit");
}

struct Function {
  bool Sites = false; ///< Copies, commits or waits of its own.
  bool Kernel = false;
  std::string Why; ///< Why it cannot take the stage, if it cannot.
  /// A call that may reach copies or waits the plan cannot see (a function
  /// defined in another translation unit, an indirect call), or of an
  /// async-copy API whose copies the stage does not hold.
  std::string Opaque;
  /// A body was seen outside a template (a plain function, or an
  /// instantiation); false for a template that did not instantiate, whose
  /// dependent calls name what it may call instead.
  bool Instantiated = false;
  std::set<std::string> DependentCalls;
  /// Direct sites written outside macro bodies, for the token pass.
  std::vector<SourceLocation> SiteLocs;
  /// The program functions it calls.
  std::set<const FunctionDecl *> Callees;
  std::string Name;
};

/// A call of a program function, by where it is written: the callees its
/// instantiations resolve to, and whether it can be given an argument.
struct CallSite {
  std::set<const FunctionDecl *> Callees;
  const FunctionDecl *Caller = nullptr;
  SourceLocation RParen; ///< Where the argument goes (file location).
  bool NoArgs = false;
  bool Editable = true;
  std::string Why;
};

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(AstRuleContext &C) : C(C), SM(C.ast().getSourceManager()) {}

  bool shouldVisitTemplateInstantiations() const { return true; }
  bool shouldVisitImplicitCode() const { return false; }

  bool TraverseDecl(Decl *D) {
    auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD || !FD->doesThisDeclarationHaveABody())
      return RecursiveASTVisitor::TraverseDecl(D);
    const FunctionDecl *Saved = Cur, *SavedActual = Actual;
    Cur = keyOf(FD);
    Actual = FD;
    Function &F = Fns[Cur];
    F.Kernel = FD->hasAttr<CUDAGlobalAttr>();
    F.Instantiated |= !FD->isDependentContext();
    F.Name = FD->getNameAsString();
    bool R = RecursiveASTVisitor::TraverseDecl(D);
    Cur = Saved;
    Actual = SavedActual;
    return R;
  }

  bool TraverseLambdaExpr(LambdaExpr *E) {
    ++InLambda;
    bool R = RecursiveASTVisitor::TraverseLambdaExpr(E);
    --InLambda;
    return R;
  }

  bool VisitGCCAsmStmt(GCCAsmStmt *S) {
    if (!Cur)
      return true;
    std::optional<PtxCall> P = parsePtxCall(S->getAsmString());
    if (!P || P->Matrix)
      return true;
    site(S->getAsmLoc());
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (!Cur || isa<CUDAKernelCallExpr>(E))
      return true;
    const FunctionDecl *FD = E->getDirectCallee();
    if (isPipelinePrimitive(FD)) {
      SourceLocation L = E->getCallee()->getExprLoc();
      site(L);
      return true;
    }
    if (isOtherAsyncApi(FD)) {
      opaque("it also uses " + FD->getQualifiedNameAsString() +
             ", whose copies are not staged");
      return true;
    }
    if (!FD) {
      // A call through a pointer; a dependent call in a template, which its
      // instantiations resolve (its name stands for it where none did).
      if (Actual->isDependentContext()) {
        if (std::optional<std::string> N = dependentCallee(E->getCallee()))
          Fns[Cur].DependentCalls.insert(*N);
      } else if (!isa<CXXPseudoDestructorExpr>(
                     E->getCallee()->IgnoreParens())) {
        opaque("it makes an indirect call");
      }
      return true;
    }
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD); M && M->isVirtual())
      opaque("it makes a virtual call");
    if (!isProgramFunction(FD))
      return true;
    const FunctionDecl *Callee = keyOf(FD);
    // No body: defined in another translation unit, or an instantiation
    // that failed (a parse error), whose template stands in for it.
    if (!FD->hasBody() && !Callee->hasBody()) {
      opaque("it calls '" + FD->getNameAsString() +
             "', defined in another translation unit");
      return true;
    }
    Fns[Cur].Callees.insert(Callee);
    CalledDirectly.insert(E->getCallee()->IgnoreParenImpCasts());
    // Where the argument would go: before the ')', written in a file (or a
    // macro argument spelled there), not in a macro body.
    SourceLocation RP = C.writtenInFile(E->getRParenLoc());
    CallSite Site;
    if (RP.isInvalid()) {
      Site.Editable = false;
      Site.Why =
          "a call of " + FD->getNameAsString() + " is written in a macro";
    }
    for (const Expr *A : E->arguments())
      if (isa<CXXDefaultArgExpr>(A)) {
        Site.Editable = false;
        Site.Why = "a call of " + FD->getNameAsString() +
                   " leaves out defaulted arguments";
      }
    if (InLambda) {
      Site.Editable = false;
      Site.Why = "a lambda calls " + FD->getNameAsString();
    }
    auto Key =
        RP.isValid() ? RP.getRawEncoding() : E->getBeginLoc().getRawEncoding();
    auto [It, New] = Calls.try_emplace(Key, std::move(Site));
    CallSite &S = It->second;
    S.Callees.insert(Callee);
    S.Caller = Cur;
    S.RParen = RP;
    S.NoArgs = E->getNumArgs() == 0;
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (auto *FD = dyn_cast<FunctionDecl>(E->getDecl()))
      if (isProgramFunction(FD))
        Refs.push_back({keyOf(FD), E});
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    if (auto *FD = dyn_cast<FunctionDecl>(E->getMemberDecl()))
      if (isProgramFunction(FD))
        Refs.push_back({keyOf(FD), E});
    return true;
  }

  std::map<const FunctionDecl *, Function> Fns;
  std::map<unsigned, CallSite> Calls;
  /// References to program functions, to find those used other than by a
  /// call (their address taken).
  std::vector<std::pair<const FunctionDecl *, const Expr *>> Refs;
  std::set<const Expr *> CalledDirectly;

private:
  /// The name a dependent call looks up (f(x), T::f(x), x.f()), if it has
  /// one.
  static std::optional<std::string> dependentCallee(const Expr *Callee) {
    Callee = Callee->IgnoreParenImpCasts();
    if (const auto *U = dyn_cast<OverloadExpr>(Callee))
      return U->getName().getAsString();
    if (const auto *D = dyn_cast<DependentScopeDeclRefExpr>(Callee))
      return D->getDeclName().getAsString();
    if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(Callee))
      return M->getMember().getAsString();
    return std::nullopt;
  }

  /// A function the program declares: not a builtin, which Clang declares
  /// implicitly where it is first used (__syncthreads against the toolkit).
  bool isProgramFunction(const FunctionDecl *FD) const {
    return !FD->isImplicit() && !FD->getBuiltinID() &&
           C.isUserLocation(FD->getLocation());
  }

  /// The first reason the current function may hide copies or waits.
  void opaque(std::string Why) {
    if (Fns[Cur].Opaque.empty())
      Fns[Cur].Opaque = std::move(Why);
  }

  void site(SourceLocation L) {
    Function &F = Fns[Cur];
    F.Sites = true;
    if (InLambda)
      F.Why = "a lambda issues or waits for async copies";
    // In a macro body the token pass always passes c2h_stage.
    L = C.writtenInFile(L);
    if (L.isValid())
      F.SiteLocs.push_back(L);
  }

  AstRuleContext &C;
  const SourceManager &SM;
  const FunctionDecl *Cur = nullptr;    ///< keyOf(Actual)
  const FunctionDecl *Actual = nullptr; ///< The body being walked.
  unsigned InLambda = 0;
};

class Planner {
public:
  Planner(AstRuleContext &C, Collector &K)
      : C(C), K(K), SM(C.ast().getSourceManager()) {}

  void run() {
    findRelevant();
    for (const auto &[FD, F] : K.Fns)
      if (Relevant.count(FD) && !F.Kernel)
        if (std::string Why = whyNotThreadable(FD); !Why.empty())
          NotThreadable[FD] = Why;
    for (const auto &[Key, S] : K.Calls) {
      unsigned N = 0;
      for (const FunctionDecl *Callee : S.Callees)
        N += Relevant.count(Callee);
      if (N && !S.Editable && S.Caller)
        NotThreadable.try_emplace(S.Caller, S.Why);
      else if (N && N != S.Callees.size() && S.Caller)
        NotThreadable.try_emplace(S.Caller,
                                  "a call resolves to functions that do and "
                                  "do not copy asynchronously");
    }
    std::set<const FunctionDecl *> Threaded;
    for (const auto &[FD, F] : K.Fns) {
      // A kernel template no launch instantiates here is left to the units
      // that do: only they see what it calls.
      if (!F.Kernel || !F.Instantiated || !Relevant.count(FD))
        continue;
      std::set<const FunctionDecl *> Tree;
      std::string Why = reach(FD, Tree);
      if (Why.empty())
        Why = opaqueCall(FD);
      if (Why.empty() && !C.isUserLocation(FD->getLocation()))
        Why = "it is not written in the program";
      if (Why.empty() && !localInsertion(FD))
        Why = "its body does not start in a file (a macro)";
      if (!Why.empty()) {
        C.diag(DiagId::AsyncCopySync, FD->getLocation(), {F.Name, Why});
        continue;
      }
      Staged.insert(FD);
      Threaded.insert(Tree.begin(), Tree.end());
    }
    Threaded.erase(nullptr);
    for (const FunctionDecl *FD : Staged)
      Threaded.erase(FD);
    for (const FunctionDecl *FD : Threaded)
      addParameter(FD);
    // Calls from staged functions to threaded ones pass the stage.
    for (const auto &[Key, S] : K.Calls) {
      if (!S.Editable || !(Staged.count(S.Caller) || Threaded.count(S.Caller)))
        continue;
      bool All = !S.Callees.empty();
      for (const FunctionDecl *Callee : S.Callees)
        All &= Threaded.count(Callee) > 0;
      if (All)
        C.replace(CharSourceRange::getCharRange(S.RParen, S.RParen),
                  S.NoArgs ? "c2h_stage" : ", c2h_stage",
                  RuleId::AsyncCopyStaged);
    }
    // Sites of staged functions: the token pass passes the stage.
    for (const FunctionDecl *FD : Staged)
      markSites(FD);
    for (const FunctionDecl *FD : Threaded)
      markSites(FD);
  }

private:
  void findRelevant() {
    for (const auto &[FD, F] : K.Fns)
      if (F.Sites)
        Relevant.insert(FD);
    // Which the unresolved calls of templates that did not instantiate may
    // name: the relevant functions, and the primitives themselves.
    RelevantNames = {"__pipeline_memcpy_async", "__pipeline_commit",
                     "__pipeline_wait_prior"};
    for (bool Grew = true; Grew;) {
      Grew = false;
      for (const auto &[FD, F] : K.Fns)
        if (!Relevant.count(FD))
          for (const FunctionDecl *Callee : F.Callees)
            if (Relevant.count(Callee)) {
              Relevant.insert(FD);
              Grew = true;
              break;
            }
    }
    for (const FunctionDecl *FD : Relevant)
      RelevantNames.insert(FD->getNameAsString());
  }

  /// The functions between kernel KD and its sites, or why one of them cannot
  /// take the stage.
  std::string reach(const FunctionDecl *KD,
                    std::set<const FunctionDecl *> &Tree) {
    std::vector<const FunctionDecl *> Work = {KD};
    Tree.insert(KD);
    while (!Work.empty()) {
      const FunctionDecl *FD = Work.back();
      Work.pop_back();
      auto It = K.Fns.find(FD);
      if (It == K.Fns.end())
        continue;
      if (!It->second.Why.empty())
        return It->second.Why;
      if (auto N = NotThreadable.find(FD); N != NotThreadable.end())
        return N->second;
      for (const FunctionDecl *Callee : It->second.Callees) {
        if (!Relevant.count(Callee) || !Tree.insert(Callee).second)
          continue;
        auto CI = K.Fns.find(Callee);
        if (CI != K.Fns.end() && CI->second.Kernel)
          continue;
        if (auto N = NotThreadable.find(Callee); N != NotThreadable.end())
          return N->second;
        Work.push_back(Callee);
      }
    }
    return "";
  }

  /// Why a function the kernel KD calls, directly or not, may hide copies
  /// or waits; "" if none does.
  std::string opaqueCall(const FunctionDecl *KD) {
    std::set<const FunctionDecl *> Seen = {KD};
    std::vector<const FunctionDecl *> Work = {KD};
    while (!Work.empty()) {
      auto It = K.Fns.find(Work.back());
      Work.pop_back();
      if (It == K.Fns.end())
        continue;
      if (!It->second.Opaque.empty())
        return It->second.Opaque;
      // A template that did not instantiate: what its dependent calls name
      // might copy or wait.
      if (!It->second.Instantiated)
        for (const std::string &N : It->second.DependentCalls)
          if (RelevantNames.count(N))
            return "'" + It->second.Name +
                   "' did not instantiate (a parse error), and it "
                   "calls '" +
                   N + "', which may copy or wait";
      for (const FunctionDecl *Callee : It->second.Callees)
        if (Seen.insert(Callee).second)
          Work.push_back(Callee);
    }
    return "";
  }

  std::string whyNotThreadable(const FunctionDecl *FD) {
    std::string Name = FD->getNameAsString();
    if (isa<CXXConstructorDecl>(FD) || isa<CXXDestructorDecl>(FD) ||
        isa<CXXConversionDecl>(FD) || FD->isOverloadedOperator())
      return "'" + Name + "' is a constructor, destructor or operator";
    if (const auto *M = dyn_cast<CXXMethodDecl>(FD)) {
      if (M->getParent()->isLambda())
        return "a lambda issues or waits for async copies";
      if (M->isVirtual())
        return "'" + Name + "' is virtual";
    }
    if (FD->isVariadic())
      return "'" + Name + "' takes '...'";
    if (FD->isExternC())
      return "'" + Name + "' has C linkage, whose callers elsewhere could not see a new parameter";
    for (const ParmVarDecl *P : FD->parameters())
      if (P->isParameterPack())
        return "'" + Name + "' takes a parameter pack";
    for (const auto &[Target, E] : K.Refs)
      if (Target == FD && !K.CalledDirectly.count(E))
        return "the address of '" + Name + "' is taken";
    for (const FunctionDecl *R : FD->redecls())
      if (!paramInsertion(R))
        return "a declaration of '" + Name +
               "' is not written in a file of the program";
    return "";
  }

  /// Where the new parameter goes in declaration FD: before its ')'.
  std::optional<std::pair<SourceLocation, bool>>
  paramInsertion(const FunctionDecl *FD) {
    if (!C.isUserLocation(FD->getLocation()) || FD->isImplicit())
      return std::nullopt;
    FunctionTypeLoc TL = FD->getFunctionTypeLoc();
    if (!TL)
      return std::nullopt;
    SourceLocation RP = TL.getRParenLoc();
    if (RP.isInvalid() || RP.isMacroID())
      return std::nullopt;
    return std::make_pair(RP, FD->getNumParams() == 0);
  }

  void addParameter(const FunctionDecl *FD) {
    const FunctionDecl *First = FD->getFirstDecl();
    for (const FunctionDecl *R : FD->redecls()) {
      auto Ins = paramInsertion(R);
      if (!Ins)
        continue;
      auto [RP, Empty] = *Ins;
      std::string P = "c2h_async_stage *c2h_stage";
      if (R == First)
        P += " = c2h_async_idle()";
      if (Empty) {
        // f() or f(void)
        SourceLocation LP = R->getFunctionTypeLoc().getLParenLoc();
        llvm::StringRef Between = C.text(SourceRange(LP, RP));
        if (Between.drop_front().drop_back().trim() == "void") {
          C.replace(CharSourceRange::getCharRange(LP.getLocWithOffset(1), RP),
                    P, RuleId::AsyncCopyStaged);
          C.useHelper(R->getLocation(), "c2h_async_stage");
          continue;
        }
      } else {
        P = ", " + P;
      }
      C.replace(CharSourceRange::getCharRange(RP, RP), P,
                RuleId::AsyncCopyStaged);
      C.useHelper(R->getLocation(), "c2h_async_stage");
    }
  }

  /// Where the kernel's stage is declared: before the first statement of
  /// its body, on a line of its own where that statement starts one.
  std::optional<std::pair<SourceLocation, std::string>>
  localInsertion(const FunctionDecl *FD) {
    const FunctionDecl *Def = nullptr;
    if (!FD->hasBody(Def) || !Def)
      return std::nullopt;
    auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
    if (!Body || Body->body_empty())
      return std::nullopt;
    // A statement may start with a macro (__shared__ is one in the bundled
    // headers): the declaration goes before its expansion.
    SourceLocation S = SM.getExpansionLoc(Body->body_front()->getBeginLoc());
    SourceLocation LB = Body->getLBracLoc();
    if (LB.isMacroID() || SM.getFileID(S) != SM.getFileID(LB))
      return std::nullopt;
    llvm::StringRef Buf = SM.getBufferData(SM.getFileID(S));
    unsigned Off = SM.getFileOffset(S), LOff = SM.getFileOffset(LB);
    llvm::StringRef Gap = Buf.slice(LOff + 1, Off);
    std::string Decl =
        "c2h_async_stage c2h_stage[1]; // cuda2hip: async copies in flight "
        "(c2h-async-copy-staged)";
    size_t NL = Gap.rfind('\n');
    if (NL == llvm::StringRef::npos || !Gap.substr(NL + 1).trim(" \t").empty())
      return std::make_pair(S, Decl + " ");
    return std::make_pair(S, Decl + "\n" + Gap.substr(NL + 1).str());
  }

  void markSites(const FunctionDecl *FD) {
    auto It = K.Fns.find(FD);
    if (It == K.Fns.end())
      return;
    if (It->second.Kernel) {
      if (auto Ins = localInsertion(FD)) {
        C.replace(CharSourceRange::getCharRange(Ins->first, Ins->first),
                  Ins->second, RuleId::AsyncCopyStaged);
        C.useHelper(Ins->first, "c2h_async_stage");
      }
    }
    for (SourceLocation L : It->second.SiteLocs)
      C.stagedSite(L);
  }

  AstRuleContext &C;
  Collector &K;
  const SourceManager &SM;
  std::set<const FunctionDecl *> Relevant, Staged;
  std::set<std::string> RelevantNames;
  std::map<const FunctionDecl *, std::string> NotThreadable;
};

} // namespace

static void applyAsyncStage(AstRuleContext &C, TranslationUnitDecl *TU) {
  if (C.opts().AsyncCopy != AsyncCopyMode::Staged)
    return;
  Collector K(C);
  K.TraverseDecl(TU);
  Planner(C, K).run();
}

namespace {
/// The whole unit at once: which kernels reach which copies.
class AsyncStageRule : public AstRule {
public:
  AsyncStageRule() : AstRule(RuleId::AsyncCopyStaged) {}
  void registerMatchers(MatchFinder &) override {}
  void check(AstRuleContext &, const MatchResult &) override {}
  void finish(AstRuleContext &C, TranslationUnitDecl &TU) override {
    applyAsyncStage(C, &TU);
  }
};
} // namespace

std::unique_ptr<AstRule> makeAsyncCopyStagedRule() {
  return std::make_unique<AsyncStageRule>();
}

} // namespace cuda2hip
