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
  /// Surrounds E's text with Before and After. False, with nothing edited,
  /// when E is not written in one file (inside a macro expansion).
  bool wrap(const clang::Expr &E, llvm::StringRef Before,
            llvm::StringRef After, RuleId Rule);
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

private:
  void addEdit(clang::CharSourceRange R, std::string Text, RuleId Rule,
               bool Supersedes);
  clang::ASTContext &Ctx;
  const TranslateOptions &Opts;
  AstPassResult &Out;
};

/// What the names of the program's files hold, for the warp analysis
/// (lib/Rewrite/Warp/WarpTaint.cpp): into AstPassResult::WarpTaint.
void computeWarpTaint(AstRuleContext &C, clang::TranslationUnitDecl *TU);

/// The rules registered with C2H_AST_RULE (Rules.def): one function each,
/// in lib/Rewrite/<Family>/<Enum>.cpp, called by the AST pass on every node
/// of its kind in the program's own code.
#define C2H_RULE(Enum, Id, Summary)
#define C2H_AST_RULE(Enum, Id, Node, Summary)                                  \
  void apply##Enum(AstRuleContext &C, const clang::Node &N);
#include "cuda2hip/Rules/Rules.def"

/// c2h-async-copy-staged: the kernels whose async copies can all reach one
/// c2h_async_stage get it, with the functions in between (AsyncStage.cpp).
void applyAsyncStage(AstRuleContext &C, clang::TranslationUnitDecl *TU);
void applyKernelLaunch(AstRuleContext &C, const clang::CUDAKernelCallExpr &E,
                       bool InDeviceCode);
/// The size N of a cooperative_groups::thread_block_tile<N, ...>, or 0.
unsigned cgTileSize(clang::QualType T);
/// c2h-cg-block-tile: the tile size of a cooperative_groups
/// thread_block_tile of more than 32 threads, else 0.
unsigned blockTileSize(clang::QualType T);
/// c2h-cg-block-tile: a spelled thread_block_tile<N> with N > 32 becomes
/// c2h_block_tile<N>.
void applyCgBlockTileType(AstRuleContext &C, clang::TypeLoc TL);
/// c2h-cg-block-tile: tiled_partition<N> with N > 32 (or of a tile that
/// large) becomes c2h_tiled_partition<N>; reduce and the scans on such a
/// tile get their overloads; this_thread_block(scratch) loses its argument.
void applyCgBlockTileCall(AstRuleContext &C, const clang::CallExpr &E,
                          const clang::Stmt *Body);
/// c2h-cg-block-tile: a block_tile_memory declaration (in Body) whose only
/// uses are this_thread_block's argument goes.
void applyCgBlockTileMemory(AstRuleContext &C, const clang::DeclStmt &S,
                            const clang::Stmt *Body);
/// c2h-template-keyword: 'template' before a dependent class template's
/// member template named without it (TemplateKeyword.h).
void applyTemplateKeyword(AstRuleContext &C, const clang::Expr &E);
/// c2h-wmma-layout: the loop variable of `for (...; i < f.num_elements; ...)`
/// (an element-wise loop over a wmma fragment), or null.
const clang::VarDecl *elementLoopVariable(const clang::ForStmt &F);
/// c2h-wmma-layout and c2h-wmma-nvidia-layout: FD's reads and writes of
/// f.x[...] that find a position (all but those indexed by the variable of
/// an element-wise loop that only indexes fragments) keep NVIDIA's layout
/// where it is known (a local 16x16x16 float or half accumulator used only
/// through x[], num_elements and the wmma functions), and are reported
/// otherwise.
void applyWmmaLayout(AstRuleContext &C, const clang::FunctionDecl &FD);

} // namespace cuda2hip

#endif
