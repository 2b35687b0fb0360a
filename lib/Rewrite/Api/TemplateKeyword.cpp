//===- TemplateKeyword.cpp - c2h-template-keyword --------------------------===//
//
// A member template of a dependent class, named without 'template':
//
//   vec_cast<D, S>::cast<N>(dst, src)   ->   vec_cast<D, S>::template cast<N>(dst, src)
//   v.get<I>()  (v of type tuple_like<T>) ->  v.template get<I>()
//
// nvcc's front end accepts the first form; Clang parses '<' as less-than
// and rejects the code at instantiation. Only a class template whose own
// definition, or one of whose specializations, declares a member template of
// that name is trusted: a name whose kind the parse cannot see (a member of
// a template parameter T) is left alone.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Rewrite/TemplateKeyword.h"
#include "../AstRule.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace cuda2hip {
namespace {

const ClassTemplateDecl *classTemplateOf(QualType T) {
  if (T.isNull())
    return nullptr;
  if (const auto *P = T->getAs<PointerType>())
    T = P->getPointeeType();
  const auto *S = T->getAs<TemplateSpecializationType>();
  if (!S)
    return nullptr;
  return dyn_cast_or_null<ClassTemplateDecl>(S->getTemplateName().getAsTemplateDecl());
}

bool declaresMemberTemplate(const ClassTemplateDecl &CT, DeclarationName N) {
  auto Declares = [&](const CXXRecordDecl *RD) {
    if (!RD || !RD->hasDefinition())
      return false;
    for (const NamedDecl *D : RD->getDefinition()->lookup(N))
      if (isa<TemplateDecl>(D->getUnderlyingDecl()))
        return true;
    return false;
  };
  if (Declares(CT.getTemplatedDecl()))
    return true;
  llvm::SmallVector<ClassTemplatePartialSpecializationDecl *, 4> Partial;
  const_cast<ClassTemplateDecl &>(CT).getPartialSpecializations(Partial);
  for (const ClassTemplatePartialSpecializationDecl *P : Partial)
    if (Declares(P))
      return true;
  for (const ClassTemplateSpecializationDecl *S : CT.specializations())
    if (S->isExplicitSpecialization() && Declares(S))
      return true;
  return false;
}

/// The name at L is followed by '<' (not '<<' or '<=').
bool followedByLess(SourceLocation L, const SourceManager &SM, unsigned NameLength) {
  if (!L.isFileID())
    return false;
  const char *P = SM.getCharacterData(L) + NameLength;
  while (*P == ' ' || *P == '\t' || *P == '\n' || *P == '\r')
    ++P;
  return P[0] == '<' && P[1] != '<' && P[1] != '=';
}

} // namespace

SourceLocation missingTemplateKeyword(const Expr &E, const SourceManager &SM) {
  const ClassTemplateDecl *CT = nullptr;
  DeclarationNameInfo Name;
  if (const auto *D = dyn_cast<DependentScopeDeclRefExpr>(&E)) {
    if (D->hasTemplateKeyword() || D->hasExplicitTemplateArgs())
      return {};
    NestedNameSpecifier Q = D->getQualifier();
    if (Q.getKind() == NestedNameSpecifier::Kind::Type)
      CT = classTemplateOf(QualType(Q.getAsType(), 0));
    Name = D->getNameInfo();
  } else if (const auto *M = dyn_cast<CXXDependentScopeMemberExpr>(&E)) {
    if (M->hasTemplateKeyword() || M->hasExplicitTemplateArgs() || M->getQualifier())
      return {};
    CT = classTemplateOf(M->getBaseType());
    Name = M->getMemberNameInfo();
  }
  const IdentifierInfo *Id = Name.getName().getAsIdentifierInfo();
  if (!CT || !Id || !followedByLess(Name.getLoc(), SM, Id->getLength()) ||
      !declaresMemberTemplate(*CT, Name.getName()))
    return {};
  return Name.getLoc();
}

std::vector<SourceLocation> templateKeywordFixIt(const clang::Diagnostic &Info) {
  if (Info.getID() != diag::err_template_kw_missing || !Info.hasSourceManager())
    return {};
  // Clang 22 points at the name (`v.get<I>`) or at the start of a
  // qualified name (`A<T>::get<I>`), and quotes the name ("... dependent
  // template name 'get'"). It reports one such name per expression, so the
  // keyword goes before every `get <` to the end of the statement that the
  // name starts or that follows `::`, `.` or `->` (and no 'template').
  llvm::SmallString<128> Msg;
  Info.FormatDiagnostic(Msg);
  llvm::StringRef M = Msg;
  size_t Q = M.size() > 2 ? M.rfind('\'', M.size() - 2) : llvm::StringRef::npos;
  if (!M.ends_with("'") || Q == llvm::StringRef::npos)
    return {};
  llvm::StringRef Name = M.slice(Q + 1, M.size() - 1);
  const SourceManager &SM = Info.getSourceManager();
  SourceLocation L = Info.getLocation();
  if (!L.isFileID())
    return {};
  auto [FID, Offset] = SM.getDecomposedLoc(L);
  llvm::StringRef Buf = SM.getBufferData(FID);
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus17 = true;
  Lexer Lex(SM.getLocForStartOfFile(FID), LO, Buf.begin(), Buf.begin() + Offset, Buf.end());
  std::vector<SourceLocation> At;
  Token Prev, T, Next;
  Prev.startToken();
  Lex.LexFromRawLexer(T);
  for (unsigned I = 0; I < 256 && !T.isOneOf(tok::eof, tok::semi, tok::l_brace, tok::r_brace);
       ++I) {
    Lex.LexFromRawLexer(Next);
    if (T.is(tok::raw_identifier) && T.getRawIdentifier() == Name && Next.is(tok::less) &&
        (I == 0 || Prev.isOneOf(tok::coloncolon, tok::period, tok::arrow)))
      At.push_back(T.getLocation());
    Prev = T;
    T = Next;
  }
  return At;
}

static void applyTemplateKeyword(AstRuleContext &C, const Expr &E) {
  SourceLocation L = missingTemplateKeyword(E, C.ast().getSourceManager());
  if (L.isInvalid() || !C.isUserLocation(L))
    return;
  C.replace(CharSourceRange::getCharRange(L, L), "template ", RuleId::TemplateKeyword);
}

namespace {
class TemplateKeywordRule : public AstRule {
public:
  TemplateKeywordRule() : AstRule(RuleId::TemplateKeyword) {}
  void registerMatchers(MatchFinder &F) override {
    F.addMatcher(
        expr(anyOf(dependentScopeDeclRefExpr(), cxxDependentScopeMemberExpr()))
            .bind(RootId),
        this);
  }
  void check(AstRuleContext &C, const MatchResult &R) override {
    applyTemplateKeyword(C, *R.Nodes.getNodeAs<Expr>(RootId));
  }
  // Where the keyword goes depends on the names alone.
  bool takesErroneousCode() const override { return true; }
};
} // namespace

std::unique_ptr<AstRule> makeTemplateKeywordRule() {
  return std::make_unique<TemplateKeywordRule>();
}

} // namespace cuda2hip
