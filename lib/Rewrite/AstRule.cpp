//===- AstRule.cpp - the rules of the AST pass
//-----------------------------===//
#include "AstRule.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/ErrorHandling.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {

void AstRule::run(const MatchResult &R) {
  const BoundNodes::IDToNodeMap &Bound = R.Nodes.getMap();
  auto It = Bound.find(std::string(RootId));
  DynTypedNode Root = It == Bound.end() ? DynTypedNode() : It->second;
  SourceLocation L;
  bool Errors = false;
  if (const auto *E = Root.get<MemberExpr>()) {
    L = E->getMemberLoc();
    Errors = E->containsErrors();
  } else if (const auto *E = Root.get<Expr>()) {
    L = E->getBeginLoc();
    Errors = E->containsErrors();
  } else if (const auto *S = Root.get<Stmt>()) {
    L = S->getBeginLoc();
  } else if (const auto *D = Root.get<Decl>()) {
    if (D->isInvalidDecl())
      return;
    L = D->getLocation();
  } else if (const auto *T = Root.get<TypeLoc>()) {
    L = T->getBeginLoc();
  }
  if (!C->isUserLocation(L))
    return;
  // The rule could not look at it: the report says so.
  if (Errors && !takesErroneousCode()) {
    C->skipped(Id, L);
    return;
  }
  // The rules read the AST as it is (their parents included), not as the
  // matchers saw it.
  TraversalKindScope AsIs(*R.Context, TK_AsIs);
  check(*C, R);
}

llvm::StringRef AstRule::getID() const { return ruleInfo(Id).Name; }

ast_matchers::internal::DynTypedMatcher
bindRoot(const ast_matchers::internal::DynTypedMatcher &M, RuleId Rule) {
  std::optional<ast_matchers::internal::DynTypedMatcher> Bound =
      M.tryBind(RootId);
  if (!Bound)
    llvm::report_fatal_error(llvm::Twine(ruleInfo(Rule).Name) +
                             ": its matcher cannot bind the root");
  return *Bound;
}

void addRootMatcher(MatchFinder &F,
                    const ast_matchers::internal::DynTypedMatcher &M,
                    AstRule &Rule) {
  if (!F.addDynamicMatcher(M, &Rule))
    llvm::report_fatal_error(llvm::Twine(ruleInfo(Rule.id()).Name) +
                             ": its matcher's node kind cannot be matched");
}

namespace {
/// Where an explicit instantiation (template struct S<T>;) writes its
/// template arguments, or an invalid range.
SourceRange argumentsWritten(const Decl *D) {
  const ASTTemplateArgumentListInfo *Args = nullptr;
  if (const auto *S = dyn_cast<ClassTemplateSpecializationDecl>(D))
    Args = S->getTemplateArgsAsWritten();
  else if (const auto *F = dyn_cast<FunctionDecl>(D))
    Args = F->getTemplateSpecializationArgsAsWritten();
  else if (const auto *V = dyn_cast<VarTemplateSpecializationDecl>(D))
    Args = V->getTemplateArgsAsWritten();
  return Args ? SourceRange(Args->LAngleLoc, Args->RAngleLoc) : SourceRange();
}
} // namespace

bool isWrittenByProgram(ASTContext &Ctx, const TypeLoc &TL) {
  // The parents as the AST has them, instantiations included.
  TraversalKindScope AsIs(Ctx, TK_AsIs);
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<DynTypedNode> Work{DynTypedNode::create(TL)};
  llvm::DenseSet<const void *> Seen;
  while (!Work.empty()) {
    DynTypedNode N = Work.back();
    Work.pop_back();
    if (const void *P = N.getMemoizationData(); P && !Seen.insert(P).second)
      continue;
    if (const auto *D = N.get<Decl>()) {
      if (isa<TranslationUnitDecl>(D))
        return true;
      TemplateSpecializationKind K = TSK_Undeclared;
      if (const auto *FD = dyn_cast<FunctionDecl>(D))
        K = FD->getTemplateSpecializationKind();
      else if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
        K = RD->getTemplateSpecializationKind();
      else if (const auto *VD = dyn_cast<VarDecl>(D))
        K = VD->getTemplateSpecializationKind();
      if (isTemplateInstantiation(K)) {
        // An explicit instantiation's own template arguments are written.
        SourceRange Written = argumentsWritten(D);
        if (K != TSK_ImplicitInstantiation && Written.isValid() &&
            SM.isPointWithin(TL.getBeginLoc(), Written.getBegin(),
                             Written.getEnd()))
          return true;
        continue;
      }
    }
    DynTypedNodeList Parents = Ctx.getParents(N);
    // The top of the traversal scope: the program's own declarations.
    if (Parents.empty())
      return true;
    Work.insert(Work.end(), Parents.begin(), Parents.end());
  }
  return false;
}

namespace {
llvm::Expected<CharSourceRange> inOneFile(CharSourceRange N,
                                          const AstRule::MatchResult &R) {
  CharSourceRange F =
      Lexer::makeFileCharRange(N, *R.SourceManager, R.Context->getLangOpts());
  if (F.isInvalid())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "not written in one file");
  return F;
}
} // namespace

transformer::RangeSelector fileRangeOfArgument(unsigned I) {
  return [I](const AstRule::MatchResult &R) -> llvm::Expected<CharSourceRange> {
    const auto *E = R.Nodes.getNodeAs<CallExpr>(RootId);
    if (!E || I >= E->getNumArgs())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "no argument %u", I);
    return inOneFile(
        CharSourceRange::getTokenRange(E->getArg(I)->getSourceRange()), R);
  };
}

void runAstRules(AstRuleContext &C, TranslationUnitDecl &TU) {
  std::vector<std::unique_ptr<AstRule>> Rules;
#define C2H_RULE(Enum, Id, Summary)
#define C2H_AST_RULE(Enum, Id, Summary) Rules.push_back(make##Enum##Rule());
#include "cuda2hip/Rules/Rules.def"
  MatchFinder Finder;
  for (std::unique_ptr<AstRule> &R : Rules) {
    R->setContext(&C);
    R->registerMatchers(Finder);
  }
  // A rule only acts on the program's own code, and only the program's own
  // top-level declarations hold any: the system and CUDA headers are not
  // walked (nor is the parent map that hasAncestor reads built for them).
  ASTContext &Ctx = C.ast();
  std::vector<Decl *> Scope = Ctx.getTraversalScope();
  std::vector<Decl *> Own;
  for (Decl *D : Scope) {
    if (auto *Unit = dyn_cast<TranslationUnitDecl>(D)) {
      for (Decl *Top : Unit->noload_decls())
        if (C.isUserLocation(Top->getLocation()))
          Own.push_back(Top);
    } else if (C.isUserLocation(D->getLocation())) {
      Own.push_back(D);
    }
  }
  Ctx.setTraversalScope(Own);
  Finder.matchAST(Ctx);
  Ctx.setTraversalScope(Scope);
  for (std::unique_ptr<AstRule> &R : Rules)
    R->finish(C, TU);
}

bool applyEdits(AstRuleContext &C, const AstRule::MatchResult &R,
                const transformer::EditGenerator &G, RuleId Rule) {
  llvm::Expected<llvm::SmallVector<transformer::Edit, 1>> Edits = G(R);
  if (!Edits) {
    llvm::consumeError(Edits.takeError());
    return false;
  }
  if (Edits->empty() || llvm::any_of(*Edits, [](const transformer::Edit &E) {
        return E.Kind != transformer::EditKind::Range;
      }))
    return false;
  for (const transformer::Edit &E : *Edits)
    C.replace(E.Range, E.Replacement, Rule);
  return true;
}

} // namespace cuda2hip
