//===- HipDefinedOverload.cpp - c2h-hip-defined-overload -------------------===//
//
// Programs define functions CUDA lacks and HIP has: atomicMax and atomicMin
// on float and double, atomicAdd on double for old GPUs, and the operators
// of the vector types (helper_math.h). In HIP these definitions are
// redefinitions (the atomics) or make every use ambiguous, so the
// translation does not build:
//   - the compound assignments against HIP_vector_type's member operators
//     (every ROCm);
//   - float4 * float4 and float4 / float4 against the hidden friends HIP's
//     vector types have in ROCm 5.7, 6.4 and 7.2 (5.2's namespace
//     templates lose to a program's own definition, so there it built).
// The definition is kept for other platforms and left out on AMD:
//
//   #if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines ...
//   __device__ double atomicMax(double *address, double val) { ... }
//   #endif
//
// HIP's atomics have the same meaning. Its vector operators work
// component-wise, so an operator is left out only where its body reads as
// component-wise (return make_float4(a.x * b.x, ...), a.x += b.x; ...);
// one that does something else (a complex product on float2) is kept and
// reported, since HIP's would silently take its place.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Regex.h"
#include <optional>

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {
namespace {

/// The CUDA vector type T names (float4, uint2, ...), or "".
llvm::StringRef vectorTypeName(QualType T) {
  T = T.getNonReferenceType().getUnqualifiedType();
  const auto *RD = T->getAsRecordDecl();
  if (!RD || !RD->getIdentifier())
    return "";
  static const llvm::Regex Vec(
      "^(u?char|u?short|u?int|u?long|u?longlong|float|double)[1-4]$");
  return Vec.match(RD->getName()) ? RD->getName() : "";
}

/// What HIP already defines that FD redefines, or "" when nothing.
std::string hipDefines(const FunctionDecl &FD) {
  if (FD.getIdentifier()) {
    llvm::StringRef N = FD.getName();
    if ((N == "atomicMax" || N == "atomicMin" || N == "atomicAdd") &&
        FD.getNumParams() == 2) {
      QualType P0 = FD.getParamDecl(0)->getType();
      QualType P1 = FD.getParamDecl(1)->getType().getUnqualifiedType();
      const auto *Ptr = P0->getAs<PointerType>();
      if (!Ptr || !Ptr->getPointeeType().getUnqualifiedType()->isFloatingType())
        return "";
      QualType Elem = Ptr->getPointeeType().getUnqualifiedType();
      bool Double = Elem->isSpecificBuiltinType(BuiltinType::Double);
      bool Float = Elem->isSpecificBuiltinType(BuiltinType::Float);
      // CUDA has float atomicAdd everywhere; double only from sm_60.
      if (P1 != Elem || (!Double && !Float) || (N == "atomicAdd" && !Double))
        return "";
      return (N + "(" + Elem.getAsString() + " *, " + Elem.getAsString() +
              ")")
          .str();
    }
    return "";
  }
  OverloadedOperatorKind Op = FD.getOverloadedOperator();
  bool Compound = Op == OO_PlusEqual || Op == OO_MinusEqual ||
                  Op == OO_StarEqual || Op == OO_SlashEqual;
  if (Compound && FD.getNumParams() == 2 && !isa<CXXMethodDecl>(FD)) {
    QualType P0 = FD.getParamDecl(0)->getType();
    llvm::StringRef V = vectorTypeName(P0);
    if (V.empty() || !P0->isLValueReferenceType() ||
        P0.getNonReferenceType().isConstQualified() ||
        vectorTypeName(FD.getParamDecl(1)->getType()) != V)
      return "";
    return (llvm::Twine(V) + "::operator" + getOperatorSpelling(Op) + "(" + V +
            ")")
        .str();
  }
  // float4 * float4, float4 / float4: HIP's hidden friends.
  if ((Op == OO_Star || Op == OO_Slash) && FD.getNumParams() == 2 &&
      !isa<CXXMethodDecl>(FD)) {
    llvm::StringRef V = vectorTypeName(FD.getParamDecl(0)->getType());
    if (V.empty() || vectorTypeName(FD.getParamDecl(1)->getType()) != V)
      return "";
    return (llvm::Twine("operator") + getOperatorSpelling(Op) + "(" + V +
            ", " + V + ")")
        .str();
  }
  // Negation is not here: HIP's member operator-() is a template, which a
  // program's own operator-(float4) is preferred to (ROCm 5.2 to 7.2).
  return "";
}

/// The number of components of vector type name V (float4 -> 4).
unsigned rankOf(llvm::StringRef V) { return V.back() - '0'; }

/// The component of parameter P that E reads (a.y -> 1), or -1.
int componentOf(const Expr *E, const ValueDecl *P) {
  const auto *M = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  if (!M || !M->getMemberDecl()->getIdentifier())
    return -1;
  const auto *D = dyn_cast<DeclRefExpr>(M->getBase()->IgnoreParenImpCasts());
  if (!D || D->getDecl() != P)
    return -1;
  llvm::StringRef N = M->getMemberDecl()->getName();
  size_t I = llvm::StringRef("xyzw").find(N);
  return N.size() == 1 && I != llvm::StringRef::npos ? int(I) : -1;
}

/// The arithmetic an overloaded operator applies to each component.
std::optional<BinaryOperatorKind> componentOp(OverloadedOperatorKind Op) {
  switch (Op) {
  case OO_Plus:
  case OO_PlusEqual:
    return BO_Add;
  case OO_Minus:
  case OO_MinusEqual:
    return BO_Sub;
  case OO_Star:
  case OO_StarEqual:
    return BO_Mul;
  case OO_Slash:
  case OO_SlashEqual:
    return BO_Div;
  default:
    return std::nullopt;
  }
}

bool isCompound(OverloadedOperatorKind Op) {
  return Op == OO_PlusEqual || Op == OO_MinusEqual || Op == OO_StarEqual ||
         Op == OO_SlashEqual;
}

/// E without implicit nodes, parentheses and a copy of itself.
const Expr *bare(const Expr *E) {
  E = E->IgnoreImplicit()->IgnoreParenImpCasts();
  if (const auto *C = dyn_cast<CXXConstructExpr>(E);
      C && C->getNumArgs() == 1 && !isa<CXXTemporaryObjectExpr>(C))
    E = C->getArg(0)->IgnoreImplicit()->IgnoreParenImpCasts();
  return E;
}

bool refersTo(const Expr *E, const ValueDecl *D) {
  const auto *R = dyn_cast<DeclRefExpr>(bare(E));
  return R && R->getDecl() == D;
}

bool allTrue(const std::vector<bool> &Seen) {
  return llvm::all_of(Seen, [](bool B) { return B; });
}

/// Reads an operator definition of vector type V: does its body compute
/// each component I from component I of its operands, with the operator's
/// own arithmetic, as HIP's operators do? The forms helper_math.h and
/// hand-written code use are read:
///   return make_float4(a.x * b.x, ...);   return {a.x * b.x, ...};
///   float4 r; r.x = a.x * b.x; ...; return r;
///   a.x *= b.x; ...                       a = a * b;
/// Anything else is not, and the definition is kept.
class ComponentWise {
public:
  ComponentWise(const FunctionDecl &FD, llvm::StringRef V)
      : FD(FD), V(V), N(rankOf(V)), Op(componentOp(FD.getOverloadedOperator())) {
    P0 = FD.getParamDecl(0);
    P1 = FD.getNumParams() > 1 ? FD.getParamDecl(1) : nullptr;
  }

  bool check() const {
    const auto *Body = dyn_cast_or_null<CompoundStmt>(FD.getBody());
    if (!Body || Body->body_empty() || !Op || !P1)
      return false;
    if (isCompound(FD.getOverloadedOperator()))
      return compoundBody(*Body);
    if (Body->size() == 1)
      return returnsBuilt(Body->body_front());
    return localBody(*Body);
  }

private:
  /// a.x += b.x; ... (a.x = a.x + b.x), a = a + b, a = make_float4(...),
  /// with an optional return a; at the end.
  bool compoundBody(const CompoundStmt &Body) const {
    std::vector<bool> Seen(N);
    unsigned Count = 0;
    for (const Stmt *S : Body.body()) {
      ++Count;
      if (const auto *E = dyn_cast<Expr>(S))
        S = E->IgnoreImplicit();
      if (const auto *R = dyn_cast<ReturnStmt>(S))
        return Count == Body.size() && R->getRetValue() &&
               refersTo(R->getRetValue(), P0) && allTrue(Seen);
      if (const auto *A = dyn_cast<CompoundAssignOperator>(S)) {
        int I = componentOf(A->getLHS(), P0);
        if (I < 0 || I >= int(N) || Seen[I] ||
            BinaryOperator::getOpForCompoundAssignment(A->getOpcode()) != *Op ||
            componentOf(A->getRHS(), P1) != I)
          return false;
        Seen[I] = true;
        continue;
      }
      if (const auto *A = dyn_cast<BinaryOperator>(S);
          A && A->getOpcode() == BO_Assign) {
        int I = componentOf(A->getLHS(), P0);
        if (I < 0 || I >= int(N) || Seen[I] || !element(A->getRHS(), I))
          return false;
        Seen[I] = true;
        continue;
      }
      const auto *Call = dyn_cast<CXXOperatorCallExpr>(S);
      if (Call && Call->getOperator() == OO_Equal && Call->getNumArgs() == 2 &&
          refersTo(Call->getArg(0), P0) &&
          (operatorOnParams(Call->getArg(1)) || built(Call->getArg(1)))) {
        Seen.assign(N, true);
        continue;
      }
      return false;
    }
    return allTrue(Seen);
  }

  /// float4 r; r.x = a.x * b.x; ... return r;
  bool localBody(const CompoundStmt &Body) const {
    const auto *DS = dyn_cast<DeclStmt>(Body.body_front());
    const auto *Local = DS && DS->isSingleDecl()
                            ? dyn_cast<VarDecl>(DS->getSingleDecl())
                            : nullptr;
    const auto *Ret = dyn_cast<ReturnStmt>(Body.body_back());
    if (!Local || vectorTypeName(Local->getType()) != V || !Ret ||
        !Ret->getRetValue() || !refersTo(Ret->getRetValue(), Local) ||
        Body.size() != N + 2)
      return false;
    std::vector<bool> Seen(N);
    for (const Stmt *S : llvm::drop_end(llvm::drop_begin(Body.body()))) {
      const auto *E = dyn_cast<Expr>(S);
      const auto *A = E ? dyn_cast<BinaryOperator>(E->IgnoreImplicit()) : nullptr;
      int I = A && A->getOpcode() == BO_Assign ? componentOf(A->getLHS(), Local)
                                               : -1;
      if (I < 0 || I >= int(N) || Seen[I] || !element(A->getRHS(), I))
        return false;
      Seen[I] = true;
    }
    return allTrue(Seen);
  }

  /// Is E component I of the result: a.I op b.I?
  bool element(const Expr *E, unsigned I) const {
    const auto *B = dyn_cast<BinaryOperator>(E->IgnoreParenImpCasts());
    return B && B->getOpcode() == *Op &&
           componentOf(B->getLHS(), P0) == int(I) &&
           componentOf(B->getRHS(), P1) == int(I);
  }

  /// a * b on the two parameters, with the matching binary operator, which
  /// is itself component-wise.
  bool operatorOnParams(const Expr *E) const {
    const auto *Call = dyn_cast<CXXOperatorCallExpr>(bare(E));
    if (!Call || Call->getNumArgs() != 2 ||
        isCompound(Call->getOperator()) ||
        componentOp(Call->getOperator()) != Op ||
        !refersTo(Call->getArg(0), P0) || !refersTo(Call->getArg(1), P1))
      return false;
    const FunctionDecl *Callee = Call->getDirectCallee();
    return Callee && Callee->getNumParams() == 2 &&
           ComponentWise(*Callee, V).check();
  }

  /// Does E build a V from N elements, each element(E_i, i)?
  bool built(const Expr *E) const {
    E = bare(E);
    if (const auto *F = dyn_cast<CXXFunctionalCastExpr>(E))
      E = F->getSubExpr()->IgnoreImplicit()->IgnoreParenImpCasts();
    llvm::SmallVector<const Expr *, 4> Args;
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      if (!Callee || !Callee->getIdentifier() ||
          Callee->getName() != ("make_" + V).str())
        return false;
      for (unsigned I = 0; I < Call->getNumArgs(); ++I)
        Args.push_back(Call->getArg(I));
    } else if (const auto *L = dyn_cast<InitListExpr>(E)) {
      for (unsigned I = 0; I < L->getNumInits(); ++I)
        Args.push_back(L->getInit(I));
    } else {
      return false;
    }
    if (Args.size() != N)
      return false;
    for (unsigned I = 0; I < N; ++I)
      if (!element(Args[I], I))
        return false;
    return true;
  }

  bool returnsBuilt(const Stmt *S) const {
    const auto *R = dyn_cast<ReturnStmt>(S);
    return R && R->getRetValue() && built(R->getRetValue());
  }

  const FunctionDecl &FD;
  llvm::StringRef V;
  unsigned N;
  std::optional<BinaryOperatorKind> Op;
  const ValueDecl *P0 = nullptr, *P1 = nullptr;
};

bool onlySpace(llvm::StringRef S) {
  return S.find_first_not_of(" \t") == llvm::StringRef::npos;
}

} // namespace

static void applyHipDefinedOverload(AstRuleContext &C, const FunctionDecl &FD) {
  if (!FD.doesThisDeclarationHaveABody() || FD.isTemplateInstantiation())
    return;
  std::string What = hipDefines(FD);
  if (What.empty())
    return;
  if (FD.isOverloadedOperator() &&
      !ComponentWise(FD, vectorTypeName(FD.getParamDecl(0)->getType()))
           .check()) {
    C.diag(DiagId::HipDefinedOverloadMeaning, FD.getLocation(), {What});
    return;
  }
  const SourceManager &SM = C.ast().getSourceManager();
  // The definition starts at its first attribute (__device__ is a macro)
  // or its return type, whichever comes first, and ends at its '}'.
  SourceLocation Begin = SM.getExpansionLoc(FD.getBeginLoc());
  for (const Attr *A : FD.attrs()) {
    SourceLocation L = SM.getExpansionLoc(A->getLocation());
    if (L.isValid() && SM.isBeforeInTranslationUnit(L, Begin) &&
        SM.getFileID(L) == SM.getFileID(Begin))
      Begin = L;
  }
  if (const FunctionTemplateDecl *T = FD.getDescribedFunctionTemplate())
    Begin = SM.getExpansionLoc(T->getBeginLoc());
  SourceLocation End = SM.getExpansionLoc(FD.getEndLoc());
  if (Begin.isInvalid() || End.isInvalid() ||
      SM.getFileID(Begin) != SM.getFileID(End)) {
    C.diag(DiagId::HipDefinedOverloadKept, FD.getLocation(), {What});
    return;
  }
  auto [FID, BeginOff] = SM.getDecomposedLoc(Begin);
  unsigned EndOff = SM.getDecomposedLoc(End).second + 1; // Past the '}'.
  llvm::StringRef Buf = SM.getBufferData(FID);
  size_t LineStart = Buf.rfind('\n', BeginOff);
  LineStart = LineStart == llvm::StringRef::npos ? 0 : LineStart + 1;
  size_t LineEnd = Buf.find('\n', EndOff);
  if (LineEnd == llvm::StringRef::npos)
    LineEnd = Buf.size();
  // Only whole lines can be guarded by #if.
  if (!onlySpace(Buf.slice(LineStart, BeginOff)) ||
      !onlySpace(Buf.slice(EndOff, LineEnd))) {
    C.diag(DiagId::HipDefinedOverloadKept, FD.getLocation(), {What});
    return;
  }
  SourceLocation FileStart = SM.getLocForStartOfFile(FID);
  auto At = [&](size_t Off) { return FileStart.getLocWithOffset(Off); };
  C.replace(CharSourceRange::getCharRange(At(LineStart), At(LineStart)),
            "#if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines " +
                What + "\n",
            RuleId::HipDefinedOverload);
  C.replace(CharSourceRange::getCharRange(At(LineEnd), At(LineEnd)),
            LineEnd == Buf.size() ? "\n#endif\n" : "\n#endif",
            RuleId::HipDefinedOverload);
  C.diag(DiagId::HipDefinedOverload, FD.getLocation(), {What});
}

namespace {
AST_MATCHER(FunctionDecl, definedByHip) { return !hipDefines(Node).empty(); }
} // namespace

std::unique_ptr<AstRule> makeHipDefinedOverloadRule() {
  return nodeRule(RuleId::HipDefinedOverload,
                  functionDecl(isDefinition(), definedByHip()),
                  applyHipDefinedOverload);
}

} // namespace cuda2hip
