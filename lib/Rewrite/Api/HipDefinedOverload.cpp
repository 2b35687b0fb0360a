//===- HipDefinedOverload.cpp - c2h-hip-defined-overload -------------------===//
//
// Programs define functions CUDA lacks and HIP has: atomicMax and atomicMin
// on float and double, atomicAdd on double for old GPUs, and the compound
// assignment and negation operators of the vector types (helper_math.h).
// In HIP these definitions are redefinitions (the atomics) or make every use
// ambiguous (HIP_vector_type's member operators against the program's free
// ones), so the translation does not build. The definition is kept for
// other platforms and left out on AMD:
//
//   #if !defined(__HIP_PLATFORM_AMD__) // cuda2hip: HIP defines ...
//   __device__ double atomicMax(double *address, double val) { ... }
//   #endif
//
// HIP's atomics have the same meaning. Its vector operators work
// component-wise, which is what these definitions do in practice; the note
// the rule emits names the operator so a reviewer can check a definition
// that does something else.
//
//===----------------------------------------------------------------------===//
#include "../AstContext.h"
#include "clang/AST/Attr.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/Support/Regex.h"

using namespace clang;

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
  if (Op == OO_Minus && FD.getNumParams() == 1 && !isa<CXXMethodDecl>(FD)) {
    llvm::StringRef V = vectorTypeName(FD.getParamDecl(0)->getType());
    if (!V.empty())
      return (V + "::operator-()").str();
  }
  return "";
}

bool onlySpace(llvm::StringRef S) {
  return S.find_first_not_of(" \t") == llvm::StringRef::npos;
}

} // namespace

void applyHipDefinedOverload(AstRuleContext &C, const FunctionDecl &FD) {
  if (!FD.doesThisDeclarationHaveABody() || FD.isTemplateInstantiation())
    return;
  std::string What = hipDefines(FD);
  if (What.empty())
    return;
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

} // namespace cuda2hip
