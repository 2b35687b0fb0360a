//===- AstContext.h - what AST-level rules work on --------------*- C++ -*-===//
#ifndef CUDA2HIP_LIB_REWRITE_ASTCONTEXT_H
#define CUDA2HIP_LIB_REWRITE_ASTCONTEXT_H

#include "cuda2hip/Rewrite/Translate.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace cuda2hip {

/// Shared by the AST rules of one translation unit.
class AstRuleContext {
public:
  AstRuleContext(clang::ASTContext &Ctx, const TranslateOptions &Opts,
                 AstPassResult &Out)
      : Ctx(Ctx), Opts(Opts), Out(Out) {}

  clang::ASTContext &ast() { return Ctx; }
  const TranslateOptions &opts() const { return Opts; }
  /// True for locations in files of the program (not system headers, not the
  /// bundled or SDK CUDA headers).
  bool isUserLocation(clang::SourceLocation L) const;
  void replace(clang::CharSourceRange R, std::string Text, RuleId Rule);
  /// Replaces R whatever other rules write there (Edit::Supersedes): for a
  /// rule that writes out in full what another rule would rewrite.
  void supersede(clang::CharSourceRange R, std::string Text, RuleId Rule);
  void diag(DiagId Id, clang::SourceLocation L, std::vector<std::string> Args);
  /// Records that Rule did not apply at L because the code there holds
  /// parse errors (the report lists such rules per file).
  void skipped(RuleId Rule, clang::SourceLocation L);
  llvm::StringRef text(clang::SourceRange R) const;
  /// The characters of R in one file, or an invalid range when R is not
  /// written in one (a macro expansion's pieces).
  clang::CharSourceRange fileRange(clang::SourceRange R) const;
  /// The file holding L will call Helper (lib/Rules/Helpers.def).
  void useHelper(clang::SourceLocation L, llvm::StringRef Helper);
  /// Where L is written in a file: L itself, or for a macro argument where
  /// the argument is spelled; invalid inside a macro body.
  clang::SourceLocation writtenInFile(clang::SourceLocation L) const;
  /// The async-copy site at file location L passes the stage
  /// (c2h-async-copy-staged).
  void stagedSite(clang::SourceLocation L);
  /// The name token at file location L holds a value with these WarpTaint
  /// bits, or (Operator) the operator there computes them from a thread
  /// index (AstPassResult::WarpTaint).
  void warpTaint(clang::SourceLocation L, unsigned Bits, bool Operator);
  /// A site of the warp analysis at file location L (a call's callee, a
  /// shift's 1, an operator, a variable's name), for its check: a
  /// WarpCallSite into WarpTaintFacts::Calls, a WarpShiftSite into
  /// ::Shifts, and so on. A site seen twice (a macro argument expanded
  /// twice, a header in two units) is one site.
  template <typename Site>
  void warpSite(clang::SourceLocation L,
                std::map<unsigned, Site> WarpTaintFacts::*Sites, Site S) {
    WarpTaintFacts One;
    (One.*Sites).emplace(S.Offset, std::move(S));
    if (WarpTaintFacts *W = warpFacts(L))
      W->join(One);
  }

private:
  /// The warp facts of the file that holds L, or null.
  WarpTaintFacts *warpFacts(clang::SourceLocation L);
  void addEdit(clang::CharSourceRange R, std::string Text, RuleId Rule,
               bool Supersedes);
  clang::ASTContext &Ctx;
  const TranslateOptions &Opts;
  AstPassResult &Out;
};

/// What the names of the program's files hold, for the warp analysis
/// (lib/Rewrite/Warp/WarpTaint.cpp): into AstPassResult::WarpTaint.
void computeWarpTaint(AstRuleContext &C, clang::TranslationUnitDecl *TU);

/// The size N of a cooperative_groups::thread_block_tile<N, ...>, or 0.
unsigned cgTileSize(clang::QualType T);
/// c2h-cg-block-tile: the tile size of a cooperative_groups
/// thread_block_tile of more than 32 threads, else 0.
unsigned blockTileSize(clang::QualType T);
/// c2h-wmma-layout: the loop variable of `for (...; i < f.num_elements; ...)`
/// (an element-wise loop over a wmma fragment), or null.
const clang::VarDecl *elementLoopVariable(const clang::ForStmt &F);

/// Runs the rules Rules.def registers (C2H_AST_RULE, lib/Rewrite/AstRule.h)
/// on the unit: their matchers over the program's own declarations, then
/// each rule's finish().
void runAstRules(AstRuleContext &C, clang::TranslationUnitDecl &TU);

} // namespace cuda2hip

#endif
