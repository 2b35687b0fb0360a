//===- OverloadArgCast.cpp - c2h-overload-arg-cast -------------------------===//
//
// CUDA declares '__ffs(int)' and '__ffsll(long long)' alone; HIP adds
// overloads on the unsigned types. An argument CUDA converts (a uint64_t,
// a size_t, an int passed to __ffsll) matches both HIP overloads equally
// well, and hipcc rejects the call as ambiguous. The argument is cast to
// the type CUDA converts it to, which is what the CUDA program computes:
//
//   __ffsll(mask)   ->   __ffsll(static_cast<long long>(mask))
//
// An argument of one of HIP's overload types, or one that promotes to one
// (char, short, bool), is left alone.
//
//===----------------------------------------------------------------------===//
#include "../AstContext.h"

using namespace clang;

namespace cuda2hip {
namespace {

/// A device function HIP overloads where CUDA does not.
struct HipOverloaded {
  llvm::StringLiteral Name;
  BuiltinType::Kind Cuda;     ///< CUDA's parameter type.
  BuiltinType::Kind Other;    ///< HIP's added overload.
  llvm::StringLiteral Spelling; ///< CUDA's parameter type, as written.
};
constexpr HipOverloaded Functions[] = {
    {"__ffs", BuiltinType::Int, BuiltinType::UInt, "int"},
    {"__ffsll", BuiltinType::LongLong, BuiltinType::ULongLong, "long long"},
};

} // namespace

void applyOverloadArgCast(AstRuleContext &C, const CallExpr &E) {
  const FunctionDecl *FD = E.getDirectCallee();
  if (!FD || !FD->getIdentifier() || E.getNumArgs() != 1)
    return;
  const HipOverloaded *F = nullptr;
  for (const HipOverloaded &H : Functions)
    if (FD->getName() == H.Name)
      F = &H;
  if (!F)
    return;
  ASTContext &Ctx = C.ast();
  QualType T = E.getArg(0)->IgnoreParenImpCasts()->getType();
  if (!T->isIntegralOrUnscopedEnumerationType())
    return;
  if (Ctx.isPromotableIntegerType(T))
    T = Ctx.getPromotedIntegerType(T);
  T = T.getCanonicalType().getUnqualifiedType();
  if (T->isSpecificBuiltinType(F->Cuda) || T->isSpecificBuiltinType(F->Other))
    return; // One HIP overload matches exactly.
  // In a macro nothing is edited: hipcc reports the ambiguity where it
  // expands.
  C.wrap(*E.getArg(0), ("static_cast<" + F->Spelling + ">(").str(), ")",
         RuleId::OverloadArgCast);
}

} // namespace cuda2hip
