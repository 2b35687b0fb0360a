//===- WmmaLayout.cpp - c2h-wmma-layout ------------------------------------===//
//
// A wmma fragment's element order is the lane layout of the target: CUDA
// leaves it unspecified and c2h::wmma uses AMD's MFMA layout. A loop that
// applies one operation to every element (`for (i = 0; i < f.num_elements;
// ++i) f.x[i] *= a;`) is right under any layout; any other read or write of
// f.x[...] finds a row or column by NVIDIA's layout, and is reported.
//
//===----------------------------------------------------------------------===//
#include "../AstContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace cuda2hip {
namespace {

/// True when T is (a reference to) nvcuda::wmma::fragment<...>, also while
/// its arguments are still dependent.
bool isWmmaFragment(QualType T) {
  T = T.getNonReferenceType();
  const TemplateDecl *TD = nullptr;
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    TD = TST->getTemplateName().getAsTemplateDecl();
  else if (const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
               T->getAsCXXRecordDecl()))
    TD = S->getSpecializedTemplate();
  return TD && TD->getQualifiedNameAsString() == "nvcuda::wmma::fragment";
}

/// Whether E indexes the x[] of a fragment (f.x, also where f's template
/// arguments are dependent).
bool indexesFragment(const ArraySubscriptExpr &E) {
  const Expr *B = E.getBase()->IgnoreParenImpCasts();
  if (const auto *M = dyn_cast<MemberExpr>(B))
    return M->getMemberDecl()->getIdentifier() &&
           M->getMemberDecl()->getName() == "x" &&
           isWmmaFragment(M->getBase()->getType());
  if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(B))
    return !M->isImplicitAccess() && M->getMember().getAsString() == "x" &&
           isWmmaFragment(M->getBase()->getType());
  return false;
}

/// Whether E names num_elements (f.num_elements, F::num_elements).
bool namesNumElements(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *M = dyn_cast<MemberExpr>(E))
    return M->getMemberDecl()->getIdentifier() &&
           M->getMemberDecl()->getName() == "num_elements";
  if (const auto *D = dyn_cast<DeclRefExpr>(E))
    return D->getDecl()->getIdentifier() &&
           D->getDecl()->getName() == "num_elements";
  if (const auto *D = dyn_cast<CXXDependentScopeMemberExpr>(E))
    return D->getMember().getAsString() == "num_elements";
  if (const auto *D = dyn_cast<DependentScopeDeclRefExpr>(E))
    return D->getDeclName().getAsString() == "num_elements";
  return false;
}

} // namespace

const VarDecl *elementLoopVariable(const ForStmt &F) {
  const auto *Cond = dyn_cast_or_null<BinaryOperator>(F.getCond());
  if (!Cond || (Cond->getOpcode() != BO_LT && Cond->getOpcode() != BO_NE))
    return nullptr;
  const auto *V = dyn_cast<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
  if (!V || !namesNumElements(Cond->getRHS()))
    return nullptr;
  return dyn_cast<VarDecl>(V->getDecl());
}

void applyWmmaLayout(AstRuleContext &C, const ArraySubscriptExpr &E,
                     const llvm::SmallPtrSetImpl<const VarDecl *> &ElementLoops) {
  if (!indexesFragment(E))
    return;
  if (const auto *I = dyn_cast<DeclRefExpr>(E.getIdx()->IgnoreParenImpCasts()))
    if (const auto *V = dyn_cast<VarDecl>(I->getDecl()); V && ElementLoops.count(V))
      return;
  C.diag(DiagId::WmmaLayout, E.getBeginLoc(),
         {C.text(E.getSourceRange()).str()});
}

} // namespace cuda2hip
