//===- AstRule.h - the rules of the AST pass --------------------*- C++ -*-===//
//
// An AST rule is a class, registered by one C2H_AST_RULE line in Rules.def,
// in the way of a clang-tidy check: its matchers (clang/ASTMatchers) say
// which nodes it is about, and check() gets each match.
//
//   class HalfAtomicRule : public AstRule {
//     void registerMatchers(MatchFinder &F) override {
//       F.addMatcher(callExpr(...).bind(RootId), this);
//     }
//     void check(AstRuleContext &C, const MatchResult &R) override;
//   };
//
// Every match's "root" node is checked here before the rule sees it: it must
// be written in the program's own files (not a system or CUDA header), and
// an expression holding parse errors is counted as skipped for the report,
// not handed to the rule (unless it says takesErroneousCode()). Statements
// and declarations are matched as the source is written
// (TK_IgnoreUnlessSpelledInSource): no template instantiations, no implicit
// code. TypeLocs are matched in instantiations too: a TypeLoc matcher takes
// writtenByProgram(). A node the matchers reach twice (a default argument at
// each call) gives the same edits twice, which the FileRewriter merges. The
// AST pass matches only within the program's own top-level declarations, and
// check() reads the AST as it is (TK_AsIs).
//
// Where a rewrite is fixed text around or over matched nodes, it is data:
// a Transformer EditGenerator (clang/Tooling/Transformer), applied through
// applyEdits() as the rule's edits, so it reaches the file's FileRewriter
// like every other edit.
//
// A rule that needs the whole unit (c2h-async-copy-staged) does its work in
// finish(), which runs after the last match, in registry order.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_ASTRULE_H
#define CUDA2HIP_LIB_REWRITE_ASTRULE_H

#include "AstContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Tooling/Transformer/RangeSelector.h"
#include "clang/Tooling/Transformer/RewriteRule.h"
#include "clang/Tooling/Transformer/Stencil.h"
#include <memory>

namespace cuda2hip {

/// The name every rule binds the node its match is about to.
inline constexpr llvm::StringLiteral RootId = "root";

class AstRule : public clang::ast_matchers::MatchFinder::MatchCallback {
public:
  using MatchFinder = clang::ast_matchers::MatchFinder;
  using MatchResult = MatchFinder::MatchResult;

  explicit AstRule(RuleId Id) : Id(Id) {}
  RuleId id() const { return Id; }

  /// Adds the rule's matchers to F, with this rule as their callback. Each
  /// binds the node its match is about to RootId; a match without one is
  /// dropped.
  virtual void registerMatchers(MatchFinder &F) = 0;
  /// One match whose root is the program's own and holds no errors.
  virtual void check(AstRuleContext &C, const MatchResult &R) = 0;
  /// After the unit's last match.
  virtual void finish(AstRuleContext &, clang::TranslationUnitDecl &) {}
  /// Whether check() gets roots that hold parse errors too: a rewrite of
  /// spelling alone (a missing keyword) is right whatever else they hold.
  virtual bool takesErroneousCode() const { return false; }

  /// The context matches of one unit report to.
  void setContext(AstRuleContext *Ctx) { C = Ctx; }

private:
  void run(const MatchResult &R) final;
  llvm::StringRef getID() const final;
  std::optional<clang::TraversalKind> getCheckTraversalKind() const final {
    return clang::TK_IgnoreUnlessSpelledInSource;
  }

  RuleId Id;
  AstRuleContext *C = nullptr;
};

/// M bound to RootId; a matcher that cannot be bound is a fatal error.
clang::ast_matchers::internal::DynTypedMatcher
bindRoot(const clang::ast_matchers::internal::DynTypedMatcher &M, RuleId Rule);
/// Adds M to F for Rule; a node kind MatchFinder cannot match is a fatal
/// error.
void addRootMatcher(clang::ast_matchers::MatchFinder &F,
                    const clang::ast_matchers::internal::DynTypedMatcher &M,
                    AstRule &Rule);

/// A rule of one matcher whose work is one function of the node it binds:
///
///   std::unique_ptr<AstRule> makeLaunchBoundsRule() {
///     return nodeRule(RuleId::LaunchBounds,
///                     functionDecl(hasAttr(attr::CUDALaunchBounds)),
///                     applyLaunchBounds);
///   }
template <class NodeT> class NodeRule final : public AstRule {
public:
  using Apply = void (*)(AstRuleContext &, const NodeT &);
  NodeRule(RuleId Id, const clang::ast_matchers::internal::DynTypedMatcher &M,
           Apply Fn)
      : AstRule(Id), M(bindRoot(M, Id)), Fn(Fn) {}
  void registerMatchers(MatchFinder &F) override {
    addRootMatcher(F, M, *this);
  }
  void check(AstRuleContext &C, const MatchResult &R) override {
    if (const NodeT *N = R.Nodes.getNodeAs<NodeT>(RootId))
      Fn(C, *N);
  }

private:
  clang::ast_matchers::internal::DynTypedMatcher M;
  Apply Fn;
};

template <class NodeT, class MatcherT>
std::unique_ptr<AstRule> nodeRule(RuleId Id, const MatcherT &M,
                                  void (*Fn)(AstRuleContext &, const NodeT &)) {
  return std::make_unique<NodeRule<NodeT>>(
      Id, clang::ast_matchers::internal::DynTypedMatcher(M), Fn);
}

/// Whether TL is part of what the program wrote: it is reached from the
/// unit through no template instantiation. (A type the instantiation did
/// not change is one TypeLoc, in the template and in its instantiations;
/// one it changed, thread_block_tile<N> with N = 64, is the instantiation's
/// alone.)
bool isWrittenByProgram(clang::ASTContext &Ctx, const clang::TypeLoc &TL);

/// Matches the TypeLocs the program wrote: TypeLocs, unlike statements,
/// are matched in template instantiations too.
AST_MATCHER(clang::TypeLoc, writtenByProgram) {
  return isWrittenByProgram(Finder->getASTContext(), Node);
}

/// The characters of the root call's argument I as it is written, with its
/// parentheses (hasArgument binds it without them), or an error inside a
/// macro body.
clang::transformer::RangeSelector fileRangeOfArgument(unsigned I);

/// Applies the edits G makes of R as Rule's. False, with nothing applied,
/// when G makes none (a range it cannot edit) or fails.
bool applyEdits(AstRuleContext &C, const AstRule::MatchResult &R,
                const clang::transformer::EditGenerator &G, RuleId Rule);

/// One constructor per C2H_AST_RULE line, in lib/Rewrite/<Family>/<Enum>.cpp.
#define C2H_RULE(Enum, Id, Summary)
#define C2H_AST_RULE(Enum, Id, Summary)                                        \
  std::unique_ptr<AstRule> make##Enum##Rule();
#include "cuda2hip/Rules/Rules.def"

} // namespace cuda2hip

#endif
