//===- WmmaLayout.cpp - c2h-wmma-layout, c2h-wmma-nvidia-layout -----------===//
//
// A wmma fragment's element order is the lane layout of the target: CUDA
// leaves it unspecified and c2h::wmma uses AMD's matrix-core layout. A loop
// that applies one operation to every element (`for (i = 0; i <
// f.num_elements; ++i) f.x[i] *= a;`, where i only indexes fragments) is
// right under any layout; any other read or write of f.x[...] finds a row or
// column by NVIDIA's layout.
//
// Where that layout is known - a 16x16x16 float or half accumulator, as
// sm_80 and later place its elements - and the fragment is a local variable
// used only through x[], num_elements and the wmma functions (and not
// combined element by element with another fragment), its declaration gets
// c2h::wmma::nvidia_layout, which keeps NVIDIA's order (converted around
// each mma_sync): c2h-wmma-nvidia-layout. Every other positional access is
// reported (c2h-wmma-layout).
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/STLExtras.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {
namespace {

/// The template of T, (a reference to, an array of) nvcuda::wmma::fragment,
/// also while its arguments are still dependent; null otherwise.
const TemplateDecl *fragmentTemplate(QualType T) {
  T = T.getNonReferenceType();
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  const TemplateDecl *TD = nullptr;
  if (const auto *TST = T->getAs<TemplateSpecializationType>())
    TD = TST->getTemplateName().getAsTemplateDecl();
  else if (const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(
               T->getAsCXXRecordDecl()))
    TD = S->getSpecializedTemplate();
  return TD && TD->getQualifiedNameAsString() == "nvcuda::wmma::fragment" ? TD : nullptr;
}

bool isWmmaFragment(QualType T) { return fragmentTemplate(T) != nullptr; }

/// The fragment expression (f) whose x[] E indexes (f.x, also where f's
/// template arguments are dependent), or null. The toolkit's fragments hold
/// x in a base class, which f is converted to first.
const Expr *fragmentOfSubscript(const ArraySubscriptExpr &E) {
  const Expr *B = E.getBase()->IgnoreParenImpCasts();
  if (const auto *M = dyn_cast<MemberExpr>(B)) {
    const Expr *F = M->getBase()->IgnoreParenImpCasts();
    return M->getMemberDecl()->getIdentifier() && M->getMemberDecl()->getName() == "x" &&
                   isWmmaFragment(F->getType())
               ? F
               : nullptr;
  }
  if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(B))
    return !M->isImplicitAccess() && M->getMember().getAsString() == "x" &&
                   isWmmaFragment(M->getBase()->getType())
               ? M->getBase()
               : nullptr;
  return nullptr;
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

/// The variable a fragment expression names: f, or f[i][j] of an array of
/// fragments; null for anything else.
const VarDecl *rootVariable(const Expr *E) {
  if (!E)
    return nullptr;
  E = E->IgnoreParenImpCasts();
  while (const auto *A = dyn_cast<ArraySubscriptExpr>(E))
    E = A->getBase()->IgnoreParenImpCasts();
  const auto *D = dyn_cast<DeclRefExpr>(E);
  return D ? dyn_cast<VarDecl>(D->getDecl()) : nullptr;
}

const VarDecl *subscriptVariable(const ArraySubscriptExpr &E) {
  const auto *I = dyn_cast<DeclRefExpr>(E.getIdx()->IgnoreParenImpCasts());
  return I ? dyn_cast<VarDecl>(I->getDecl()) : nullptr;
}

/// Whether V, in Body, only indexes fragments' x[] (an element-wise loop's
/// variable that finds no position).
bool onlyIndexesFragments(const VarDecl *V, const Stmt *Body) {
  struct Scan : RecursiveASTVisitor<Scan> {
    const VarDecl *V = nullptr;
    unsigned Uses = 0, Indexes = 0;
    bool VisitDeclRefExpr(DeclRefExpr *E) {
      Uses += E->getDecl() == V;
      return true;
    }
    bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
      Indexes += fragmentOfSubscript(*E) && subscriptVariable(*E) == V;
      return true;
    }
  } S;
  S.V = V;
  S.TraverseStmt(const_cast<Stmt *>(Body));
  return S.Uses == S.Indexes;
}

/// A function's positional accesses, its fragment variables used in any
/// other way than through x[], num_elements and the wmma functions, and the
/// fragments each element-wise loop indexes.
class FragmentUses : public RecursiveASTVisitor<FragmentUses> {
public:
  explicit FragmentUses(ASTContext &Ctx) : Ctx(Ctx) {}
  // A local class's methods are functions of their own.
  bool TraverseCXXRecordDecl(CXXRecordDecl *) { return true; }

  bool TraverseForStmt(ForStmt *F) {
    const VarDecl *V = F ? elementLoopVariable(*F) : nullptr;
    bool Added = V && F->getBody() && onlyIndexesFragments(V, F->getBody()) &&
                 ElementLoops.insert(V).second;
    bool R = RecursiveASTVisitor::TraverseForStmt(F);
    if (Added)
      ElementLoops.erase(V);
    return R;
  }

  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
    if (E->containsErrors() || !fragmentOfSubscript(*E))
      return true;
    const VarDecl *I = subscriptVariable(*E);
    if (!I || !ElementLoops.count(I)) {
      Positional.push_back(E);
      return true;
    }
    // Element i of one fragment with element i of another is the same
    // position only while both have the same layout.
    const VarDecl *Root = rootVariable(fragmentOfSubscript(*E));
    auto &Roots = ElementwiseRoots[I];
    if (!llvm::is_contained(Roots, Root))
      Roots.push_back(Root);
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const auto *V = dyn_cast<VarDecl>(E->getDecl());
    if (V && isWmmaFragment(V->getType()) && !throughApi(*E))
      Escapes.insert(V);
    return true;
  }

  /// Fragments an element-wise loop combines with another fragment.
  llvm::SmallPtrSet<const VarDecl *, 8> mixed() const {
    llvm::SmallPtrSet<const VarDecl *, 8> M;
    for (const auto &L : ElementwiseRoots)
      if (L.second.size() > 1)
        M.insert(L.second.begin(), L.second.end());
    return M;
  }

  std::vector<const ArraySubscriptExpr *> Positional;
  llvm::SmallPtrSet<const VarDecl *, 8> Escapes;

private:
  /// Whether the fragment E names is used as f.x, f.num_elements or an
  /// argument of a function of nvcuda::wmma (through array subscripts).
  bool throughApi(const Expr &E) {
    DynTypedNode N = DynTypedNode::create(E);
    for (;;) {
      DynTypedNodeList Parents = Ctx.getParents(N);
      if (Parents.size() != 1)
        return false;
      const DynTypedNode P = Parents[0];
      if (const auto *A = P.get<ArraySubscriptExpr>()) {
        if (A->getBase()->IgnoreParenImpCasts() != N.get<Expr>()->IgnoreParenImpCasts())
          return false;
      } else if (const auto *M = P.get<MemberExpr>()) {
        llvm::StringRef Name =
            M->getMemberDecl()->getIdentifier() ? M->getMemberDecl()->getName() : "";
        return Name == "x" || Name == "num_elements";
      } else if (const auto *C = P.get<CallExpr>()) {
        const FunctionDecl *F = C->getDirectCallee();
        return F &&
               llvm::StringRef(F->getQualifiedNameAsString()).starts_with("nvcuda::wmma::");
      } else if (!P.get<ImplicitCastExpr>() && !P.get<ParenExpr>()) {
        return false;
      }
      N = P;
    }
  }

  ASTContext &Ctx;
  llvm::SmallPtrSet<const VarDecl *, 8> ElementLoops;
  /// Per element-wise loop variable, the fragments its body indexes.
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<const VarDecl *, 2>> ElementwiseRoots;
};

/// Whether a fragment specialization is an accumulator whose NVIDIA layout
/// is known: 16x16x16, float or half, with no layout argument.
bool knownAccumulatorLayout(QualType T) {
  while (const ArrayType *A = T->getAsArrayTypeUnsafe())
    T = A->getElementType();
  const auto *S = dyn_cast_or_null<ClassTemplateSpecializationDecl>(T->getAsCXXRecordDecl());
  if (!S || !fragmentTemplate(T))
    return false;
  const TemplateArgumentList &A = S->getTemplateArgs();
  if (A.size() != 6 || A[0].getKind() != TemplateArgument::Type ||
      A[4].getKind() != TemplateArgument::Type || A[5].getKind() != TemplateArgument::Type)
    return false;
  const CXXRecordDecl *Use = A[0].getAsType()->getAsCXXRecordDecl();
  if (!Use || Use->getName() != "accumulator" || !A[5].getAsType()->isVoidType())
    return false;
  for (unsigned I = 1; I <= 3; ++I)
    if (A[I].getKind() != TemplateArgument::Integral || A[I].getAsIntegral() != 16)
      return false;
  QualType E = A[4].getAsType().getCanonicalType();
  const CXXRecordDecl *R = E->getAsCXXRecordDecl();
  return E->isSpecificBuiltinType(BuiltinType::Float) || (R && R->getName() == "__half");
}

/// Where `, c2h::wmma::nvidia_layout` goes in V's declaration: before the
/// '>' of the fragment type it spells (not through a typedef or auto), in a
/// declaration of V alone; an invalid location where it cannot.
SourceLocation layoutArgumentAt(const VarDecl &V, ASTContext &Ctx) {
  const TypeSourceInfo *TSI = V.getTypeSourceInfo();
  if (!TSI)
    return {};
  TypeLoc TL = TSI->getTypeLoc();
  while (auto A = TL.getAs<ArrayTypeLoc>())
    TL = A.getElementLoc();
  auto T = TL.getAsAdjusted<TemplateSpecializationTypeLoc>();
  if (!T || T.getRAngleLoc().isInvalid() || T.getRAngleLoc().isMacroID())
    return {};
  DynTypedNodeList P = Ctx.getParents(V);
  const auto *DS = P.size() == 1 ? P[0].get<DeclStmt>() : nullptr;
  if (!DS || !DS->isSingleDecl())
    return {};
  return T.getRAngleLoc();
}

bool defaultInitialized(const VarDecl &V) {
  const Expr *I = V.getInit();
  if (!I)
    return true;
  const auto *C = dyn_cast<CXXConstructExpr>(I->IgnoreImplicit());
  return C && C->getNumArgs() == 0;
}

} // namespace

const VarDecl *elementLoopVariable(const ForStmt &F) {
  // i < n or i != n; in a template where operator< overloads are visible
  // (the CUDA toolkit's headers), a dependent comparison is an operator call.
  const Expr *L = nullptr, *R = nullptr;
  const Expr *Cond = F.getCond() ? F.getCond()->IgnoreParenImpCasts() : nullptr;
  if (const auto *B = dyn_cast_or_null<BinaryOperator>(Cond)) {
    if (B->getOpcode() == BO_LT || B->getOpcode() == BO_NE)
      L = B->getLHS(), R = B->getRHS();
  } else if (const auto *O = dyn_cast_or_null<CXXOperatorCallExpr>(Cond)) {
    if ((O->getOperator() == OO_Less || O->getOperator() == OO_ExclaimEqual) &&
        O->getNumArgs() == 2)
      L = O->getArg(0), R = O->getArg(1);
  }
  if (!L)
    return nullptr;
  const auto *V = dyn_cast<DeclRefExpr>(L->IgnoreParenImpCasts());
  if (!V || !namesNumElements(R))
    return nullptr;
  return dyn_cast<VarDecl>(V->getDecl());
}

static void applyWmmaLayout(AstRuleContext &C, const FunctionDecl &FD) {
  if (!FD.doesThisDeclarationHaveABody() || !FD.getBody())
    return;
  FragmentUses U(C.ast());
  U.TraverseStmt(FD.getBody());
  llvm::SmallPtrSet<const VarDecl *, 8> Mixed = U.mixed();
  // The accesses per variable kept in NVIDIA's layout, in source order.
  llvm::MapVector<const VarDecl *, std::vector<const ArraySubscriptExpr *>> Kept;
  std::vector<const ArraySubscriptExpr *> Reported;
  for (const ArraySubscriptExpr *E : U.Positional) {
    if (!C.isUserLocation(E->getBeginLoc()))
      continue;
    const VarDecl *V = rootVariable(fragmentOfSubscript(*E));
    bool Keep = V && V->isLocalVarDecl() && !V->getType()->isDependentType() &&
                !U.Escapes.count(V) && !Mixed.count(V) &&
                knownAccumulatorLayout(V->getType()) && defaultInitialized(*V) &&
                C.isUserLocation(V->getLocation()) &&
                layoutArgumentAt(*V, C.ast()).isValid();
    if (Keep)
      Kept[V].push_back(E);
    else
      Reported.push_back(E);
  }
  for (const auto &K : Kept) {
    SourceLocation At = layoutArgumentAt(*K.first, C.ast());
    C.replace(CharSourceRange::getCharRange(At, At), ", c2h::wmma::nvidia_layout",
              RuleId::Wmma);
    C.diag(DiagId::WmmaNvidiaLayout, K.first->getLocation(),
           {K.first->getName().str(), C.text(K.second.front()->getSourceRange()).str()});
  }
  for (const ArraySubscriptExpr *E : Reported)
    C.diag(DiagId::WmmaLayout, E->getBeginLoc(), {C.text(E->getSourceRange()).str()});
}

std::unique_ptr<AstRule> makeWmmaRule() {
  return nodeRule(RuleId::Wmma, functionDecl(isDefinition()), applyWmmaLayout);
}

} // namespace cuda2hip
