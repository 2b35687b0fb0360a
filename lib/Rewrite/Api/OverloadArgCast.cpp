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
#include "../AstRule.h"

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::transformer;

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

/// One HIP overload takes E's argument exactly: the call is not ambiguous.
bool exactOverload(ASTContext &Ctx, const Expr &Arg, const HipOverloaded &F) {
  QualType T = Arg.IgnoreParenImpCasts()->getType();
  if (!T->isIntegralOrUnscopedEnumerationType())
    return true; // Not an integer: nothing CUDA converts.
  if (Ctx.isPromotableIntegerType(T))
    T = Ctx.getPromotedIntegerType(T);
  T = T.getCanonicalType().getUnqualifiedType();
  return T->isSpecificBuiltinType(F.Cuda) || T->isSpecificBuiltinType(F.Other);
}

class OverloadArgCastRule : public AstRule {
public:
  OverloadArgCastRule() : AstRule(RuleId::OverloadArgCast) {
    for (const HipOverloaded &F : Functions)
      Casts.push_back(editList(
          {insertBefore(fileRangeOfArgument(0),
                        cat(("static_cast<" + F.Spelling + ">(").str())),
           insertAfter(fileRangeOfArgument(0), cat(")"))}));
  }

  void registerMatchers(MatchFinder &F) override {
    for (const HipOverloaded &H : Functions)
      F.addMatcher(
          callExpr(callee(functionDecl(hasName(H.Name))), argumentCountIs(1))
              .bind(RootId),
          this);
  }

  void check(AstRuleContext &C, const MatchResult &R) override {
    const auto &E = *R.Nodes.getNodeAs<CallExpr>(RootId);
    llvm::StringRef Name = E.getDirectCallee()->getName();
    size_t I =
        llvm::find_if(Functions,
                      [&](const HipOverloaded &H) { return H.Name == Name; }) -
        std::begin(Functions);
    if (exactOverload(C.ast(), *E.getArg(0), Functions[I]))
      return;
    // In a macro nothing is edited: hipcc reports the ambiguity where it
    // expands.
    applyEdits(C, R, Casts[I], RuleId::OverloadArgCast);
  }

private:
  /// The argument cast to CUDA's parameter type, per function.
  std::vector<EditGenerator> Casts;
};

} // namespace

std::unique_ptr<AstRule> makeOverloadArgCastRule() {
  return std::make_unique<OverloadArgCastRule>();
}

} // namespace cuda2hip
