//===- HalfAtomic.cpp - c2h-half-atomic ------------------------------------===//
//
// CUDA overloads atomicAdd on __half2 and __nv_bfloat162 (and, from sm_70
// and sm_80, on __half and __nv_bfloat16). HIP's atomicAdd has no such
// overloads: its half-precision atomic add is unsafeAtomicAdd, which on
// gfx90a and later is the packed hardware add and elsewhere a
// compare-and-swap loop. Like CUDA's, it is atomic for each 16-bit half,
// not for the pair as one access.
//
//   atomicAdd(&sum[i], v)   ->   unsafeAtomicAdd(&sum[i], v)
//
// "Unsafe" is about memory kinds: the hardware add does not work on
// fine-grained (host-coherent) memory. Device allocations are
// coarse-grained; the note says so at each call.
//
// Present in ROCm 6.4's and 7.2's headers for the pairs, in 7.2's alone for
// the scalars; ROCm 5.7's have neither.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::transformer;

namespace cuda2hip {
namespace {

class HalfAtomicRule : public AstRule {
public:
  HalfAtomicRule() : AstRule(RuleId::HalfAtomic) {}

  void registerMatchers(MatchFinder &F) override {
    auto Half = recordDecl(
        hasAnyName("__half2", "__nv_bfloat162", "__half", "__nv_bfloat16"));
    F.addMatcher(
        callExpr(callee(functionDecl(
                     hasName("atomicAdd"), parameterCountIs(2),
                     hasParameter(0, hasType(hasCanonicalType(pointerType(
                                         pointee(hasDeclaration(Half)))))))),
                 callee(declRefExpr().bind("callee")))
            .bind(RootId),
        this);
  }

  void check(AstRuleContext &C, const MatchResult &R) override {
    const auto &E = *R.Nodes.getNodeAs<CallExpr>(RootId);
    const auto &Callee = *R.Nodes.getNodeAs<DeclRefExpr>("callee");
    const auto *Ptr =
        E.getDirectCallee()->getParamDecl(0)->getType()->getAs<PointerType>();
    llvm::StringRef Name = Ptr->getPointeeType()->getAsRecordDecl()->getName();
    bool Pair = Name == "__half2" || Name == "__nv_bfloat162";
    RocmVersion Needs = Pair ? rocmVersion(6, 4) : rocmVersion(7, 2);
    llvm::StringRef Hip = Name.starts_with("__half") ? Name
                          : Pair                     ? "__hip_bfloat162"
                                                     : "__hip_bfloat16";
    SourceLocation L = Callee.getLocation();
    if (L.isMacroID() || !applyEdits(C, R, Rename, RuleId::HalfAtomic)) {
      C.diag(DiagId::HalfAtomicInMacro, E.getBeginLoc(), {Hip.str()});
      return;
    }
    C.diag(DiagId::HalfAtomic, L, {Hip.str()});
    if (Needs > C.opts().RocmTarget)
      C.diag(DiagId::RocmVersion, L,
             {("atomicAdd(" + Name + " *, " + Name + ")").str(),
              "unsafeAtomicAdd", rocmVersionString(Needs),
              rocmVersionString(C.opts().RocmTarget)});
  }

private:
  const EditGenerator Rename =
      edit(changeTo(name("callee"), cat("unsafeAtomicAdd")));
};

} // namespace

std::unique_ptr<AstRule> makeHalfAtomicRule() {
  return std::make_unique<HalfAtomicRule>();
}

} // namespace cuda2hip
