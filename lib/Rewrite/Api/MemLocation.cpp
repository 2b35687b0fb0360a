//===- MemLocation.cpp - c2h-mem-location ----------------------------------===//
//
// CUDA 13 declares cudaMemAdvise and cudaMemPrefetchAsync with a
// 'cudaMemLocation' where CUDA 12 took a device number:
//
//   cudaMemAdvise(p, n, advice, cudaMemLocation{cudaMemLocationTypeDevice, d})
//   cudaMemPrefetchAsync(p, n, location, flags, stream)
//
// hipMemAdvise and hipMemPrefetchAsync keep the device number; HIP's forms
// that take a hipMemLocation are hipMemAdvise_v2 and hipMemPrefetchAsync_v2.
// A call that passes a cudaMemLocation gets the '_v2' name, and a diagnostic
// when the target ROCm predates it. A call with a device number (CUDA 12's
// form) is HIP's already and stays as the rename made it.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {
namespace {

/// The CUDA 13 calls, and the driver-API name whose table row gives the
/// release of HIP's '_v2' counterpart.
struct LocationCall {
  llvm::StringLiteral Name;
  llvm::StringLiteral Hip;
  llvm::StringLiteral ReleaseRow;
};
constexpr LocationCall Calls[] = {
    {"cudaMemAdvise", "hipMemAdvise_v2", "cuMemAdvise_v2"},
    {"cudaMemPrefetchAsync", "hipMemPrefetchAsync_v2", "cuMemPrefetchAsync_v2"},
};

bool isMemLocation(QualType T) {
  const auto *RD = T.getCanonicalType()->getAsRecordDecl();
  return RD && RD->getIdentifier() && RD->getName() == "cudaMemLocation";
}

} // namespace

static void applyMemLocation(AstRuleContext &C, const CallExpr &E) {
  const FunctionDecl *FD = E.getDirectCallee();
  if (!FD || !FD->getIdentifier())
    return;
  const LocationCall *Call = nullptr;
  for (const LocationCall &L : Calls)
    if (FD->getName() == L.Name)
      Call = &L;
  if (!Call)
    return;
  bool TakesLocation = false;
  for (const Expr *A : E.arguments())
    TakesLocation |= isMemLocation(A->IgnoreImplicit()->getType());
  if (!TakesLocation)
    return;
  // The token pass renames the callee by its table row (hipMemAdvise);
  // '_v2' completes the name.
  const ApiRow *Row = lookupIdentifier(Call->Name);
  CharSourceRange Callee = C.fileRange(E.getCallee()->getSourceRange());
  if (!Row || Callee.isInvalid() ||
      Call->Hip != (Row->Hip + "_v2").str()) {
    C.diag(DiagId::ApiSignatureDiffers, E.getBeginLoc(), {Call->Name.str()});
    return;
  }
  C.replace(CharSourceRange::getCharRange(Callee.getEnd(), Callee.getEnd()),
            "_v2", RuleId::MemLocation);
  const ApiRow *Release = lookupIdentifier(Call->ReleaseRow);
  if (Release && Release->Rocm > C.opts().RocmTarget)
    C.diag(DiagId::RocmVersion, E.getBeginLoc(),
           {Call->Name.str(), Call->Hip.str(), rocmVersionString(Release->Rocm),
            rocmVersionString(C.opts().RocmTarget)});
}

std::unique_ptr<AstRule> makeMemLocationRule() {
  std::vector<llvm::StringRef> Names;
  for (const LocationCall &L : Calls)
    Names.push_back(L.Name);
  return nodeRule(RuleId::MemLocation,
                  callExpr(callee(functionDecl(hasAnyName(Names)))),
                  applyMemLocation);
}

} // namespace cuda2hip
