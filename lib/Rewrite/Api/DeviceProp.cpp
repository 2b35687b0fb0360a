//===- DeviceProp.cpp - c2h-device-prop ------------------------------------===//
//
// cudaDeviceProp and hipDeviceProp_t share most field names, and the type
// rename covers those. The rest (lib/Rules/DeviceProp.def) differ:
//  * a field HIP spells differently is renamed where it is read
//    (prop.sharedMemPerMultiprocessor -> prop.maxSharedMemoryPerMultiProcessor);
//  * a field hipDeviceProp_t lacks (CUDA 12/13 additions such as
//    prop.asyncEngineCount) is kept and diagnosed, the output will not
//    compile until the code is changed; unless every ROCm the output must
//    build with (--rocm and newer) has it: ROCm 6.0 took most of them.
//
//===----------------------------------------------------------------------===//
#include "../AstRule.h"

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::transformer;

namespace cuda2hip {
namespace {

struct PropField {
  llvm::StringLiteral Cuda, Hip;
  RocmVersion Since; ///< The first ROCm that has the field (0: none).
};
constexpr PropField Fields[] = {
#define C2H_DEVICE_PROP(Cuda, Hip, Major, Minor) {#Cuda, #Hip, rocmVersion(Major, Minor)},
#include "../../Rules/DeviceProp.def"
#undef C2H_DEVICE_PROP
};

bool isCudaDeviceProp(QualType T) {
  T = T.getNonReferenceType();
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  const RecordDecl *RD = T->getAsRecordDecl();
  return RD && RD->getIdentifier() && RD->getName() == "cudaDeviceProp";
}

const PropField *findField(llvm::StringRef Name) {
  const PropField *F = std::lower_bound(
      std::begin(Fields), std::end(Fields), Name,
      [](const PropField &P, llvm::StringRef N) { return P.Cuda < N; });
  return F != std::end(Fields) && F->Cuda == Name ? F : nullptr;
}

AST_MATCHER(MemberExpr, ofCudaDeviceProp) {
  return isCudaDeviceProp(Node.getBase()->getType());
}

class DevicePropRule : public AstRule {
public:
  DevicePropRule() : AstRule(RuleId::DeviceProp) {}

  void registerMatchers(MatchFinder &F) override {
    std::vector<llvm::StringRef> Names;
    for (const PropField &P : Fields)
      Names.push_back(P.Cuda);
    F.addMatcher(
        memberExpr(ofCudaDeviceProp(), ast_matchers::member(hasAnyName(Names)))
            .bind(RootId),
        this);
  }

  void check(AstRuleContext &C, const MatchResult &R) override {
    const auto &E = *R.Nodes.getNodeAs<MemberExpr>(RootId);
    llvm::StringRef Name = E.getMemberDecl()->getName();
    const PropField *F = findField(Name);
    if (!F)
      return;
    SourceLocation L = E.getMemberLoc();
    if (F->Hip.empty()) {
      // A field ROCm added later: the output keeps it where every release
      // it must build with has it (--rocm).
      if (!F->Since || C.opts().RocmTarget < F->Since)
        C.diag(DiagId::DevicePropField, L, {Name.str()});
      return;
    }
    // The member's name, as written, becomes HIP's: also in a macro's
    // argument, where the code spells it once for every expansion; not
    // where a macro's body spells it (SMEM(p) or p.FIELD).
    const SourceManager &SM = C.ast().getSourceManager();
    bool SpelledHere =
        !L.isMacroID() || SM.getSpellingLoc(L) == SM.getFileLoc(L);
    EditGenerator Rename =
        edit(changeTo(transformer::member(RootId.str()), cat(F->Hip.str())));
    if (!SpelledHere || !applyEdits(C, R, Rename, RuleId::DeviceProp))
      C.diag(DiagId::DevicePropInMacro, L, {Name.str(), F->Hip.str()});
  }
};

} // namespace

std::unique_ptr<AstRule> makeDevicePropRule() {
  return std::make_unique<DevicePropRule>();
}

} // namespace cuda2hip
