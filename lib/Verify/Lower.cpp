//===- Lower.cpp - CUDA/HIP syntax to emulator C++ ------------------------===//
#include "cuda2hip/Verify/Lower.h"
#include "cuda2hip/Driver/Driver.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "cuda2hip/Rewrite/Edit.h"
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "cuda2hip/Rewrite/TemplateKeyword.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <map>
#include <memory>
#include <optional>
#include <set>

using namespace clang;

namespace cuda2hip {
namespace {

/// Which way each conditional of a translation unit went, by file and
/// offset: a ConditionValueKind (BranchRecorder).
using Branches = std::map<std::pair<std::string, unsigned>, int>;

/// A file of the emulator's own (its headers), by name.
bool isEmulatorFile(llvm::StringRef Name) {
  return llvm::sys::path::filename(Name).starts_with("cuda2hip_emu") ||
         Name.contains("/Verify/Emu/include/") || Name.contains("/emu-include/");
}

struct State {
  /// The lowering's edits, by file; insertions at one offset keep the order
  /// they were made in.
  std::map<FileID, FileRewriter> Edits;
  FileRewriter &edits(FileID F) {
    return Edits.try_emplace(F, FileRewriter::Ties::ByArrival).first->second;
  }
  std::vector<std::string> Problems;
  /// Inline-PTX statements that become helper calls. A call copies its
  /// operands' text, so it is composed last, from each operand's lowered
  /// text (the shared-memory accessors inside it), and replaces the
  /// statement with the edits inside it folded in.
  struct PtxCallSite {
    FileID File;
    unsigned Begin, End;
    /// Literal text, or (Operand) the file's text from OpBegin to OpEnd.
    struct Piece {
      std::string Text;
      bool Operand = false;
      unsigned OpBegin = 0, OpEnd = 0;
    };
    std::vector<Piece> Pieces;
  };
  std::vector<PtxCallSite> PtxCalls;
  /// Conditionals on a device-pass macro (__CUDA_ARCH__...), and the bodies
  /// of device-capable functions.
  std::vector<std::pair<SourceLocation, std::string>> DeviceTests;
  std::vector<SourceRange> DeviceBodies;
  /// Which way each conditional went (BranchRecorder).
  Branches Taken;
  /// Device tests outside device code: where, what to report, the macro.
  struct OutsideTest {
    std::pair<std::string, unsigned> At;
    std::string Where, Macro;
  };
  std::vector<OutsideTest> Outside;
  /// The directives of each conditional that tests a device-pass macro
  /// (#if, #elif..., #else, #endif), by file and offset of any of them: the
  /// whole chain, in order.
  std::map<std::pair<std::string, unsigned>, std::shared_ptr<std::vector<unsigned>>> Chains;
  /// Where 'template ' is inserted (once, whoever finds it).
  std::set<std::pair<FileID, unsigned>> TemplateKeywords;
  /// if/else statements whose sides were marked (Lowerer::VisitIfStmt).
  std::set<std::pair<FileID, unsigned>> SideMarks;
};

/// Records which way every conditional of the translation unit went
/// (a ConditionValueKind: an #elif after a taken branch is not evaluated),
/// by file and offset.
class BranchRecorder : public PPCallbacks {
public:
  BranchRecorder(const SourceManager &SM, Branches &Taken)
      : SM(SM), Taken(Taken) {}
  void If(SourceLocation L, SourceRange, ConditionValueKind V) override { note(L, V); }
  void Elif(SourceLocation L, SourceRange, ConditionValueKind V, SourceLocation) override {
    note(L, V);
  }
  void Ifdef(SourceLocation L, const Token &, const MacroDefinition &MD) override {
    note(L, MD ? CVK_True : CVK_False);
  }
  void Ifndef(SourceLocation L, const Token &, const MacroDefinition &MD) override {
    note(L, MD ? CVK_False : CVK_True);
  }

private:
  void note(SourceLocation L, ConditionValueKind V) {
    if (!L.isFileID())
      return;
    std::pair<FileID, unsigned> D = SM.getDecomposedLoc(L);
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(D.first))
      Taken[{std::string(F->getName()), D.second}] = V;
  }
  const SourceManager &SM;
  Branches &Taken;
};

bool isDevicePassMacro(llvm::StringRef N) {
  return N == "__CUDA_ARCH__" || N == "__HIP_DEVICE_COMPILE__" ||
         N == "__AMDGCN__" || N == "__AMDGCN_WAVEFRONT_SIZE" ||
         (N.starts_with("__GFX") && N.ends_with("__")) ||
         (N.starts_with("__gfx") && N.ends_with("__"));
}

/// Whether Text, a branch of a conditional, declares device functions
/// only: each of its top-level declarations (comments aside; a directive
/// line makes it not) is a function marked __device__ and neither __host__ nor
/// __global__. Which branch such a conditional takes matters to device code
/// alone, so the emulator may take the device pass's.
bool onlyDeviceFunctions(llvm::StringRef Text) {
  std::string Code; // Without comments and directive lines.
  bool LineStart = true;
  for (size_t I = 0; I < Text.size(); ++I) {
    if (Text.substr(I).starts_with("//")) {
      I = std::min(Text.size(), Text.find('\n', I)) - 1;
      continue;
    }
    if (Text.substr(I).starts_with("/*")) {
      size_t E = Text.find("*/", I + 2);
      if (E == llvm::StringRef::npos)
        return false;
      I = E + 1;
      Code += ' ';
      continue;
    }
    char C = Text[I];
    if (LineStart && C == '#')
      return false; // A macro it defines, or a nested test: host code may see it.
    if (C == '"' || C == '\'')
      return false; // Literals at the top level: not a list of functions.
    LineStart = C == '\n' || (LineStart && (C == ' ' || C == '\t'));
    Code += C;
  }
  auto Declares = [](llvm::StringRef Chunk) {
    llvm::SmallVector<llvm::StringRef, 16> Words;
    bool Device = false, Other = false;
    for (size_t I = 0; I < Chunk.size();) {
      if (!isalpha(static_cast<unsigned char>(Chunk[I])) && Chunk[I] != '_') {
        ++I;
        continue;
      }
      size_t E = I;
      while (E < Chunk.size() && (isalnum(static_cast<unsigned char>(Chunk[E])) || Chunk[E] == '_'))
        ++E;
      llvm::StringRef W = Chunk.slice(I, E);
      Device |= W == "__device__";
      Other |= W == "__host__" || W == "__global__";
      I = E;
    }
    return Device && !Other && Chunk.contains('(');
  };
  int Depth = 0;
  size_t Begin = 0;
  for (size_t I = 0; I < Code.size(); ++I) {
    char C = Code[I];
    if (C == '{' || C == '(' || C == '[')
      ++Depth;
    else if (C == '}' || C == ')' || C == ']')
      --Depth;
    if (Depth < 0)
      return false;
    if (Depth == 0 && (C == ';' || C == '}')) {
      llvm::StringRef Chunk = llvm::StringRef(Code).slice(Begin, I + 1).trim();
      if (Chunk != ";" && !Declares(Chunk))
        return false;
      Begin = I + 1;
    }
  }
  return Depth == 0 && llvm::StringRef(Code).substr(Begin).trim().empty();
}

/// Records #if/#ifdef/#elif that test a device-pass macro.
class DeviceTestRecorder : public PPCallbacks {
public:
  DeviceTestRecorder(const SourceManager &SM, State &S) : SM(SM), S(S) {}
  void If(SourceLocation L, SourceRange Cond, ConditionValueKind) override {
    check(L, Cond, SourceLocation());
  }
  void Elif(SourceLocation L, SourceRange Cond, ConditionValueKind,
            SourceLocation IfLoc) override {
    if (!check(L, Cond, IfLoc))
      extend(L, IfLoc);
  }
  void Ifdef(SourceLocation L, const Token &Name,
             const MacroDefinition &) override {
    note(L, Name);
  }
  void Ifndef(SourceLocation L, const Token &Name,
              const MacroDefinition &) override {
    note(L, Name);
  }
  // The rest of each conditional's chain, kept for the ones that test a
  // device-pass macro (State::Chains).
  void Else(SourceLocation L, SourceLocation IfLoc) override { extend(L, IfLoc); }
  void Endif(SourceLocation L, SourceLocation IfLoc) override { extend(L, IfLoc); }

private:
  std::pair<std::string, unsigned> key(SourceLocation L) const {
    std::pair<FileID, unsigned> D = SM.getDecomposedLoc(L);
    OptionalFileEntryRef F = SM.getFileEntryRefForID(D.first);
    return {F ? std::string(F->getName()) : "", D.second};
  }
  void extend(SourceLocation L, SourceLocation IfLoc) {
    if (!L.isFileID() || !IfLoc.isFileID())
      return;
    auto It = S.Chains.find(key(IfLoc));
    if (It == S.Chains.end())
      return;
    It->second->push_back(key(L).second);
    S.Chains[key(L)] = It->second;
  }
  /// A device test at L: its chain starts there, or (an #elif) goes on.
  void chain(SourceLocation L, SourceLocation IfLoc) {
    if (!L.isFileID())
      return;
    auto It = IfLoc.isValid() ? S.Chains.find(key(IfLoc)) : S.Chains.end();
    auto Chain = It != S.Chains.end() ? It->second : std::make_shared<std::vector<unsigned>>();
    if (It == S.Chains.end() && IfLoc.isValid() && IfLoc.isFileID())
      S.Chains[key(IfLoc)] = Chain, Chain->push_back(key(IfLoc).second);
    if (Chain->empty() || Chain->back() != key(L).second)
      Chain->push_back(key(L).second);
    S.Chains[key(L)] = Chain;
  }
  void note(SourceLocation L, const Token &Name) {
    if (const IdentifierInfo *I = Name.getIdentifierInfo())
      if (isDevicePassMacro(I->getName())) {
        S.DeviceTests.push_back({L, I->getName().str()});
        chain(L, SourceLocation());
      }
  }
  /// Records a device test at L (an #if, or an #elif of the conditional
  /// at IfLoc); false where the condition tests no device-pass macro.
  bool check(SourceLocation L, SourceRange Cond, SourceLocation IfLoc) {
    if (Cond.isInvalid() || SM.isInSystemHeader(L))
      return false;
    bool Invalid = false;
    llvm::StringRef T = Lexer::getSourceText(
        CharSourceRange::getTokenRange(Cond), SM, LangOptions(), &Invalid);
    if (Invalid)
      return false;
    size_t At = 0;
    while (At < T.size()) {
      size_t B = T.find_first_of("_", At);
      if (B == llvm::StringRef::npos)
        return false;
      size_t E = B;
      while (E < T.size() &&
             (isalnum(static_cast<unsigned char>(T[E])) || T[E] == '_'))
        ++E;
      if (isDevicePassMacro(T.slice(B, E))) {
        S.DeviceTests.push_back({L, T.slice(B, E).str()});
        chain(L, IfLoc);
        return true;
      }
      At = E + 1;
    }
    return false;
  }
  const SourceManager &SM;
  State &S;
};

const char *const EmuNs = "::cuda2hip::emu::";

class Lowerer : public RecursiveASTVisitor<Lowerer> {
public:
  Lowerer(ASTContext &Ctx, State &S)
      : Ctx(Ctx), SM(Ctx.getSourceManager()), S(S) {
    Policy = Ctx.getPrintingPolicy();
    Policy.SuppressUnwrittenScope = true;
    Policy.SuppressTagKeyword = true;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E);
  bool VisitDeclStmt(DeclStmt *D);
  bool VisitVarDecl(VarDecl *V);
  bool VisitDeclRefExpr(DeclRefExpr *E);
  bool VisitArraySubscriptExpr(ArraySubscriptExpr *E);
  bool VisitCallExpr(CallExpr *E);
  bool VisitGCCAsmStmt(GCCAsmStmt *A);
  bool VisitIfStmt(IfStmt *If);
  /// The function being visited (its kind decides what may be added).
  bool TraverseDecl(Decl *D) {
    const FunctionDecl *Saved = Fn;
    if (auto *F = dyn_cast_or_null<FunctionDecl>(D))
      Fn = F;
    bool R = RecursiveASTVisitor::TraverseDecl(D);
    Fn = Saved;
    return R;
  }
  /// A dependent member template named without 'template', which nvcc
  /// accepts and the emulator's Clang does not: the keyword is added.
  bool VisitDependentScopeDeclRefExpr(DependentScopeDeclRefExpr *E) {
    addTemplateKeyword(*E);
    return true;
  }
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) {
    addTemplateKeyword(*E);
    return true;
  }
  void addTemplateKeyword(const Expr &E) {
    SourceLocation L = missingTemplateKeyword(E, SM);
    if (L.isValid() && user(L) && S.TemplateKeywords.insert(SM.getDecomposedLoc(L)).second)
      replace(L, 0, "template ");
  }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->hasBody() &&
        (F->hasAttr<CUDAGlobalAttr>() || F->hasAttr<CUDADeviceAttr>()))
      S.DeviceBodies.push_back(F->getSourceRange());
    return true;
  }

private:
  bool user(SourceLocation L) const {
    return L.isValid() && L.isFileID() && !SM.isInSystemHeader(L) &&
           !isEmulatorHeader(L);
  }
  bool isEmulatorHeader(SourceLocation L) const {
    llvm::StringRef F = SM.getFilename(L);
    return isEmulatorFile(F);
  }
  void problem(SourceLocation L, const std::string &What) {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    S.Problems.push_back((P.isValid() ? std::string(P.getFilename()) + ":" +
                                            std::to_string(P.getLine()) + ": "
                                      : std::string()) +
                         What);
  }
  void replace(SourceLocation B, unsigned Len, std::string T) {
    std::pair<FileID, unsigned> D = SM.getDecomposedLoc(B);
    S.edits(D.first).add({D.second, Len, std::move(T)});
  }
  /// Replaces the characters from B up to (not including) E.
  void replaceRange(SourceLocation B, SourceLocation E, std::string T) {
    replace(B, SM.getFileOffset(E) - SM.getFileOffset(B), std::move(T));
  }
  /// Where the token at L is written in a file: L itself, or for a token
  /// of a macro's argument, where the argument is written. Invalid for a
  /// token a macro definition supplies.
  SourceLocation written(SourceLocation L) const {
    if (L.isFileID())
      return L;
    SourceLocation F = SM.getFileLoc(L);
    return F == SM.getSpellingLoc(L) ? F : SourceLocation();
  }
  SourceLocation endOfToken(SourceLocation L) const {
    return Lexer::getLocForEndOfToken(L, 0, SM, Ctx.getLangOpts());
  }
  std::string text(SourceRange R) const {
    return Lexer::getSourceText(CharSourceRange::getTokenRange(R), SM,
                                Ctx.getLangOpts())
        .str();
  }
  std::string siteArgs(SourceLocation L) const {
    PresumedLoc P = SM.getPresumedLoc(L);
    std::string F = P.isValid() ? P.getFilename() : "";
    std::string Quoted;
    for (char C : F) {
      if (C == '"' || C == '\\')
        Quoted += '\\';
      Quoted += C;
    }
    return "\"" + Quoted + "\", " +
           std::to_string(P.isValid() ? P.getLine() : 0);
  }
  static bool isShared(const VarDecl *V) {
    return V && V->hasAttr<CUDASharedAttr>();
  }
  /// The lowered declaration of V; Type, when given, is how to spell its
  /// type.
  std::string sharedReplacement(const VarDecl *V, const std::string &Type = "");
  bool lowerSharedWithType(DeclStmt *D, const TagDecl *Tag,
                           llvm::ArrayRef<const VarDecl *> Shared);
  void lowerPtxCall(GCCAsmStmt *A, const PtxCall &P);
  bool lowerPtxCallInDefinition(GCCAsmStmt *A, const PtxCall &P);
  bool lowerLaunchInDefinition(const CallExpr *Config, const Expr *Callee);
  /// Macro definitions already rewritten (file offsets of their asm).
  std::set<std::pair<FileID, unsigned>> DefinitionsLowered;
  /// Whether S makes a volatile access, itself or in a function it calls
  /// (Seen: functions looked into already).
  bool accessesVolatile(const Stmt *S, std::set<const FunctionDecl *> &Seen) const;
  /// Opens an emu::PathSide for side Side of the if/else Id at the top of
  /// Branch (a compound statement, or an 'else if' wrapped in braces).
  bool markSide(const Stmt *Branch, unsigned Id, unsigned Side);
  const FunctionDecl *Fn = nullptr;

  ASTContext &Ctx;
  SourceManager &SM;
  State &S;
  PrintingPolicy Policy{LangOptions()};
};

bool Lowerer::VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
  if (!user(SM.getExpansionLoc(E->getBeginLoc())))
    return true;
  const CallExpr *Config = E->getConfig();
  const Expr *Callee = E->getCallee()->IgnoreImplicit();
  if (!Config) {
    problem(E->getBeginLoc(), "a kernel launch without its configuration cannot be lowered");
    return true;
  }
  // A launch whose every token is written where it stands, though inside a
  // macro's arguments (`CHECK(k<<<g, b>>>(p))`, a lambda passed to a
  // dispatch macro): lowered in place, once however often the macro expands
  // its argument.
  SourceLocation CalleeBegin = written(Callee->getBeginLoc());
  SourceLocation CalleeEnd = written(Callee->getEndLoc());
  SourceLocation Open = written(Config->getCallee()->getBeginLoc()); // "<<<"
  SourceLocation Close = written(Config->getRParenLoc());            // ">>>"
  bool InPlace = CalleeBegin.isValid() && CalleeEnd.isValid() && Open.isValid() &&
                 Close.isValid() && SM.getFileID(CalleeBegin) == SM.getFileID(Close) &&
                 SM.getFileID(Open) == SM.getFileID(Close) && user(Open) &&
                 SM.getFileOffset(CalleeBegin) <= SM.getFileOffset(Open) &&
                 SM.getFileOffset(Open) < SM.getFileOffset(Close) &&
                 llvm::StringRef(SM.getCharacterData(Open)).starts_with("<<<");
  if (!InPlace) {
    if (!lowerLaunchInDefinition(Config, Callee))
      problem(E->getBeginLoc(),
              "a kernel launch written inside a macro cannot be lowered "
              "(its chevrons and kernel are not all spelled in one macro definition)");
    return true;
  }
  if (E->getBeginLoc().isMacroID() && !DefinitionsLowered.insert(SM.getDecomposedLoc(Open)).second)
    return true; // The macro expands its argument more than once.
  // The kernel's name as a string: a name written over several lines
  // (`k\n<T, N>\n<<<...>>>`) on one.
  std::string Name;
  for (char C : text(SourceRange(CalleeBegin, CalleeEnd))) {
    bool Space = C == ' ' || C == '\t' || C == '\n' || C == '\r';
    if (Space && (Name.empty() || Name.back() == ' '))
      continue;
    Name += Space ? ' ' : C == '"' ? '\'' : C;
  }
  while (!Name.empty() && Name.back() == ' ')
    Name.pop_back();
  // Only where the launch deduces the kernel's template arguments: with
  // them written (k<T><<<...>>>) the kernel is known at instantiation.
  const auto *Unresolved = dyn_cast<UnresolvedLookupExpr>(Callee);
  // Some template arguments written and the rest deduced
  // (k<256><<<...>>>(payoff)): no function pointer names the kernel before
  // the call deduces the rest, so it is named by a call too.
  auto Deduces = [](const TemplateDecl *T, unsigned Written) {
    const TemplateParameterList *Ps = T ? T->getTemplateParameters() : nullptr;
    if (!Ps)
      return false;
    for (unsigned I = Written; I < Ps->size(); ++I) {
      const NamedDecl *P = Ps->getParam(I);
      if (P->isTemplateParameterPack())
        return true;
      if (const auto *TP = dyn_cast<TemplateTypeParmDecl>(P); TP && !TP->hasDefaultArgument())
        return true;
      if (const auto *NP = dyn_cast<NonTypeTemplateParmDecl>(P); NP && !NP->hasDefaultArgument())
        return true;
      if (const auto *XP = dyn_cast<TemplateTemplateParmDecl>(P); XP && !XP->hasDefaultArgument())
        return true;
    }
    return false;
  };
  bool Partial = false;
  if (Unresolved && Unresolved->hasExplicitTemplateArgs())
    for (const NamedDecl *D : Unresolved->decls())
      Partial |= Deduces(dyn_cast<TemplateDecl>(D->getUnderlyingDecl()),
                         Unresolved->getNumTemplateArgs());
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee); Ref && Ref->hasExplicitTemplateArgs())
    if (const auto *FD = dyn_cast<FunctionDecl>(Ref->getDecl()))
      Partial |= Deduces(FD->getPrimaryTemplate(), Ref->getNumTemplateArgs());
  if ((Unresolved && !Unresolved->hasExplicitTemplateArgs()) || Partial) {
    // In a template, before instantiation: the kernel is named by a call,
    // which deduces it as the launch would.
    replace(CalleeBegin, 0,
            std::string(EmuNs) + "kernelLaunchCall([](auto &&...c2h_a) { ");
    replace(endOfToken(CalleeEnd), 0, "(c2h_a...); }");
    replace(Open, 3, ", \"" + Name + "\", ");
    replace(Close, 3, ")");
    return true;
  }
  // A kernel template whose arguments the launch deduces: name them, since
  // the emulator takes the kernel as a function pointer.
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee);
      Ref && !Ref->hasExplicitTemplateArgs())
    if (const auto *FD = dyn_cast<FunctionDecl>(Ref->getDecl()))
      if (const TemplateArgumentList *TA =
              FD->getTemplateSpecializationArgs()) {
        std::string Args;
        llvm::raw_string_ostream OS(Args);
        printTemplateArgumentList(OS, TA->asArray(), Policy);
        replace(endOfToken(CalleeEnd), 0, Args);
        Name += Args;
      }
  // An overloaded kernel: the launch chose one, and the function pointer
  // that the emulator takes must name the same one.
  std::string Cast;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee);
      Ref && Ref->hadMultipleCandidates() && !Ref->getType()->isDependentType())
    Cast = "static_cast<" +
           Ctx.getPointerType(Ref->getDecl()->getType()).getAsString(Policy) +
           ">(";
  replace(CalleeBegin, 0,
          std::string(EmuNs) + "kernelLaunch(" + Cast);
  if (!Cast.empty())
    replace(endOfToken(CalleeEnd), 0, ")");
  replace(Open, 3, ", \"" + Name + "\", ");
  replace(Close, 3, ")");
  return true;
}

std::string Lowerer::sharedReplacement(const VarDecl *V,
                                       const std::string &Type) {
  QualType T = V->getType();
  std::string Name = V->getNameAsString();
  if (const auto *A = Ctx.getAsIncompleteArrayType(T)) {
    std::string Elem = A->getElementType().getAsString(Policy);
    return Elem + " *" + Name + " = static_cast<" + Elem + " *>(" + EmuNs +
           "dynamicShared())";
  }
  return "auto &" + Name + " = " + EmuNs + "sharedVar<" +
         (Type.empty() ? T.getAsString(Policy) : Type) + ">([] {})";
}

bool Lowerer::lowerSharedWithType(DeclStmt *D, const TagDecl *Tag,
                                  llvm::ArrayRef<const VarDecl *> Shared) {
  SourceLocation Begin = SM.getExpansionLoc(D->getBeginLoc());
  llvm::StringRef Keyword = "__shared__";
  if (!llvm::StringRef(SM.getCharacterData(Begin)).starts_with(Keyword) ||
      Tag->getBraceRange().getEnd().isMacroID() || D->getEndLoc().isMacroID())
    return false;
  std::string Type = Tag->getNameAsString();
  if (Type.empty()) { // Named after its first variable.
    Type = "c2h_shared_" + Shared.front()->getNameAsString();
    replace(endOfToken(Tag->getBeginLoc()), 0, " " + Type);
  }
  std::string Vars;
  for (const VarDecl *V : Shared) {
    std::string Suffix;
    QualType T = V->getType();
    while (const auto *A = Ctx.getAsConstantArrayType(T)) {
      Suffix += "[" + std::to_string(A->getSize().getZExtValue()) + "]";
      T = A->getElementType();
    }
    const TagDecl *Of = T->getAsTagDecl();
    if (!Of || Of->getCanonicalDecl() != Tag->getCanonicalDecl())
      return false;
    Vars += "; " + sharedReplacement(V, Type + Suffix);
  }
  replace(Begin, Keyword.size(), "");
  replaceRange(endOfToken(Tag->getBraceRange().getEnd()), D->getEndLoc(), Vars);
  return true;
}

bool Lowerer::VisitDeclStmt(DeclStmt *D) {
  // The declaration starts with the __shared__ macro: use where it is
  // written.
  SourceLocation Begin = SM.getExpansionLoc(D->getBeginLoc());
  if (!user(Begin) || D->decl_begin() == D->decl_end())
    return true;
  std::vector<const VarDecl *> Shared;
  for (const Decl *X : D->decls())
    if (const auto *V = dyn_cast<VarDecl>(X); isShared(V))
      Shared.push_back(V);
  if (Shared.empty())
    return true;
  // `__shared__ union { ... } s;`: the type is defined in the statement. It
  // stays, named where it has no name, and the variables follow it.
  if (const auto *Tag = dyn_cast<TagDecl>(*D->decl_begin());
      Tag && Tag->isThisDeclarationADefinition() &&
      Shared.size() + 1 ==
          static_cast<size_t>(std::distance(D->decl_begin(), D->decl_end()))) {
    if (!lowerSharedWithType(D, Tag, Shared))
      problem(D->getBeginLoc(),
              "a __shared__ declaration that defines its type cannot be "
              "lowered unless it starts with __shared__ and declares "
              "variables of that type");
    return true;
  }
  if (Shared.size() !=
          static_cast<size_t>(std::distance(D->decl_begin(), D->decl_end())) ||
      D->getEndLoc().isMacroID()) {
    problem(D->getBeginLoc(), "a __shared__ declaration mixed with others, or "
                              "written in a macro, cannot be lowered");
    return true;
  }
  std::string T;
  for (const VarDecl *V : Shared)
    T += sharedReplacement(V) + "; ";
  T.pop_back();
  T.pop_back(); // The statement keeps its own ';'.
  // Up to the ';' (the DeclStmt's end location).
  replaceRange(Begin, D->getEndLoc(), T);
  return true;
}

/// The accessor a namespace-scope __shared__ variable is lowered to.
static std::string sharedAccessor(const VarDecl *V) {
  return "c2h_shared_" + V->getNameAsString() + "()";
}

/// `__shared__ T x[N];` at namespace scope (or `extern __shared__ T s[];`)
/// becomes a function returning the current block's object, and every use
/// of x a call of it. Later redeclarations go.
bool Lowerer::VisitVarDecl(VarDecl *V) {
  if (!isShared(V) || V->isLocalVarDeclOrParm() ||
      !user(SM.getExpansionLoc(V->getLocation())))
    return true;
  SourceLocation Begin = SM.getExpansionLoc(V->getBeginLoc());
  if (const auto *A = V->getAttr<CUDASharedAttr>()) {
    SourceLocation At = SM.getExpansionLoc(A->getLocation());
    if (SM.getFileID(At) == SM.getFileID(Begin) &&
        SM.getFileOffset(At) < SM.getFileOffset(Begin))
      Begin = At;
  }
  SourceLocation End = V->getEndLoc();
  const char *P = End.isFileID() ? SM.getCharacterData(endOfToken(End)) : nullptr;
  unsigned Skip = 0;
  while (P && (P[Skip] == ' ' || P[Skip] == '\t'))
    ++Skip;
  if (!P || P[Skip] != ';' || V->getType()->isDependentType() ||
      SM.getFileID(Begin) != SM.getFileID(End)) {
    problem(V->getLocation(), "a __shared__ variable at namespace scope cannot be lowered "
                              "unless declared alone and outside macros");
    return true;
  }
  SourceLocation Semi = endOfToken(End).getLocWithOffset(Skip);
  std::string Def;
  if (V->isFirstDecl()) {
    QualType T = V->getType();
    if (const auto *A = Ctx.getAsIncompleteArrayType(T)) {
      std::string Elem = A->getElementType().getAsString(Policy);
      Def = "static " + Elem + " *" + sharedAccessor(V) + " { return static_cast<" + Elem +
            " *>(" + EmuNs + "dynamicShared()); }";
    } else {
      Def = "static auto &" + sharedAccessor(V) + " { return " + EmuNs + "sharedVar<" +
            T.getAsString(Policy) + ">([] {}); }";
    }
  }
  replaceRange(Begin, Semi.getLocWithOffset(1), Def);
  return true;
}

bool Lowerer::VisitDeclRefExpr(DeclRefExpr *E) {
  const auto *V = dyn_cast<VarDecl>(E->getDecl());
  if (!isShared(V) || V->isLocalVarDeclOrParm() || !user(SM.getExpansionLoc(E->getLocation())))
    return true;
  SourceLocation L = written(E->getLocation());
  if (L.isInvalid()) {
    problem(E->getLocation(), "a use of the namespace-scope __shared__ variable '" +
                                  V->getNameAsString() +
                                  "' inside a macro definition cannot be lowered");
    return true;
  }
  if (E->getLocation().isMacroID() && !DefinitionsLowered.insert(SM.getDecomposedLoc(L)).second)
    return true;
  replace(L, V->getName().size(), sharedAccessor(V));
  return true;
}

bool Lowerer::VisitArraySubscriptExpr(ArraySubscriptExpr *E) {
  if (!user(E->getBeginLoc()) || E->getRBracketLoc().isMacroID())
    return true;
  const Expr *Base = E->getBase()->IgnoreParenImpCasts();
  const Expr *Root = Base;
  while (const auto *A = dyn_cast<ArraySubscriptExpr>(Root))
    Root = A->getBase()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Root);
  const auto *V = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
  if (!isShared(V))
    return true;
  const char *Fn;
  if (Base->getType()->isArrayType() &&
      !Ctx.getAsIncompleteArrayType(Base->getType()))
    Fn = "at(";
  else if (Base == Root && Ctx.getAsIncompleteArrayType(V->getType()))
    Fn = "atDynamic(";
  else
    return true;
  // "a[i]" -> "at(a, i, file, line)".
  SourceLocation BaseEnd = endOfToken(E->getBase()->getEndLoc());
  const char *P = SM.getCharacterData(BaseEnd);
  unsigned Skip = 0;
  while (P[Skip] == ' ' || P[Skip] == '\t')
    ++Skip;
  if (P[Skip] != '[')
    return true;
  replace(E->getBeginLoc(), 0, std::string(EmuNs) + Fn);
  replace(BaseEnd.getLocWithOffset(Skip), 1, ", ");
  replace(E->getRBracketLoc(), 1, ", " + siteArgs(E->getRBracketLoc()) + ")");
  return true;
}

bool Lowerer::VisitCallExpr(CallExpr *E) {
  // The callee by name: in a template, a call with dependent arguments is
  // not resolved yet.
  llvm::StringRef N;
  if (const FunctionDecl *F = E->getDirectCallee(); F && F->getIdentifier())
    N = F->getName();
  else if (const auto *U = dyn_cast<UnresolvedLookupExpr>(E->getCallee()->IgnoreParenImpCasts());
           U && U->getName().isIdentifier())
    N = U->getName().getAsIdentifierInfo()->getName();
  // The HIP spelling is a macro for the CUDA one here: where it is written
  // is the expansion's location.
  if (N.empty() || E->getNumArgs() == 0 || !user(SM.getExpansionLoc(E->getBeginLoc())))
    return true;
  if (N != "cudaLaunchCooperativeKernel" && N != "cudaLaunchKernel" &&
      N != "hipLaunchCooperativeKernel" && N != "hipLaunchKernel")
    return true;
  const auto *Cast =
      dyn_cast<ExplicitCastExpr>(E->getArg(0)->IgnoreParenImpCasts());
  if (!Cast)
    return true;
  const Expr *Fn = Cast->getSubExpr()->IgnoreParenImpCasts();
  // Written in place, or whole inside a macro's argument
  // (CHECK(cudaLaunchKernel((void *)k, ...))).
  SourceLocation B = written(Cast->getBeginLoc()), End = written(Cast->getEndLoc());
  SourceLocation FB = written(Fn->getBeginLoc()), FE = written(Fn->getEndLoc());
  if (!isa<DeclRefExpr>(Fn) || B.isInvalid() || End.isInvalid() || FB.isInvalid() ||
      FE.isInvalid() || SM.getFileID(B) != SM.getFileID(End))
    return true;
  if (Cast->getBeginLoc().isMacroID() && !DefinitionsLowered.insert(SM.getDecomposedLoc(B)).second)
    return true;
  replaceRange(B, endOfToken(End), text(SourceRange(FB, FE)));
  return true;
}

bool Lowerer::accessesVolatile(const Stmt *S, std::set<const FunctionDecl *> &Seen) const {
  if (!S)
    return false;
  if (const auto *E = dyn_cast<Expr>(S)) {
    if (E->isGLValue() && E->getType().isVolatileQualified())
      return true;
    if (const auto *C = dyn_cast<CallExpr>(E))
      if (const FunctionDecl *F = C->getDirectCallee())
        if (const FunctionDecl *D = F->getDefinition();
            D && Seen.size() < 64 && Seen.insert(D).second && user(D->getLocation()) &&
            accessesVolatile(D->getBody(), Seen))
          return true;
  }
  for (const Stmt *Child : S->children())
    if (accessesVolatile(Child, Seen))
      return true;
  return false;
}

bool Lowerer::markSide(const Stmt *Branch, unsigned Id, unsigned Side) {
  std::string Open = std::string(EmuNs) + "PathSide c2h_path_side_(" + std::to_string(Id) + "u, " +
                     std::to_string(Side) + "u);";
  if (const auto *C = dyn_cast<CompoundStmt>(Branch)) {
    replace(C->getLBracLoc().getLocWithOffset(1), 0, " " + Open);
    return true;
  }
  // else if (...) {...} [else {...}]: braces around it, the chain ending in
  // a compound statement so that its end is a '}' written in the file.
  const auto *If = dyn_cast<IfStmt>(Branch);
  const Stmt *Last = If;
  while (const auto *I = dyn_cast_or_null<IfStmt>(Last))
    Last = I->getElse() ? I->getElse() : I->getThen();
  if (!If || !isa_and_nonnull<CompoundStmt>(Last))
    return false;
  replace(If->getBeginLoc(), 0, "{ " + Open + " ");
  replace(cast<CompoundStmt>(Last)->getRBracLoc().getLocWithOffset(1), 0, " }");
  return true;
}

/// if/else both of whose sides make volatile accesses, in device code: each
/// side declares an emu::PathSide, so that lock step at volatile accesses
/// knows lanes on the two sides (whose order the compiler chooses) from
/// lanes before and after the join. Only where every token is the file's
/// own and the sides are compound statements.
bool Lowerer::VisitIfStmt(IfStmt *If) {
  if (!Fn || Fn->isConstexpr() ||
      !(Fn->hasAttr<CUDAGlobalAttr>() || Fn->hasAttr<CUDADeviceAttr>()) || If->isConstexpr() ||
      If->isConsteval() || !If->getElse() || !isa<CompoundStmt>(If->getThen()) ||
      If->getBeginLoc().isMacroID() || If->getEndLoc().isMacroID() || !user(If->getBeginLoc()))
    return true;
  const Stmt *Else = If->getElse();
  if (!isa<CompoundStmt>(Else) && !isa<IfStmt>(Else))
    return true;
  std::set<const FunctionDecl *> Seen;
  if (!accessesVolatile(If->getThen(), Seen))
    return true;
  Seen.clear();
  if (!accessesVolatile(Else, Seen))
    return true;
  auto [F, Offset] = SM.getDecomposedLoc(If->getBeginLoc());
  if (!S.SideMarks.insert({F, Offset}).second)
    return true;
  // A number for the statement: its file and place, the same in every run.
  unsigned Id = static_cast<unsigned>(
      llvm::xxh3_64bits((SM.getFilename(If->getBeginLoc()) + ":" + llvm::Twine(Offset)).str()));
  if (markSide(Else, Id, 1))
    markSide(If->getThen(), Id, 0);
  return true;
}

// The PTX warp idioms the translator understands run on the emulator too;
// any other inline assembly fails to compile, which verify reports.
bool Lowerer::VisitGCCAsmStmt(GCCAsmStmt *A) {
  if (std::optional<PtxCall> P = parsePtxCall(A->getAsmString())) {
    lowerPtxCall(A, *P);
    return true;
  }
  if (!user(A->getBeginLoc()) || A->getNumOutputs() != 1 ||
      A->getNumInputs() != 0)
    return true;
  std::string Fn;
  switch (classifyPtx(A->getAsmString())) {
  case PtxIdiom::LaneId:
    Fn = "__c2h_ptx_laneid()";
    break;
  case PtxIdiom::LanemaskLt:
    Fn = "__c2h_ptx_lanemask_lt()";
    break;
  case PtxIdiom::LanemaskLe:
    Fn = "__c2h_ptx_lanemask_le()";
    break;
  case PtxIdiom::LanemaskGt:
    Fn = "__c2h_ptx_lanemask_gt()";
    break;
  case PtxIdiom::LanemaskGe:
    Fn = "__c2h_ptx_lanemask_ge()";
    break;
  case PtxIdiom::LanemaskEq:
    Fn = "__c2h_ptx_lanemask_eq()";
    break;
  case PtxIdiom::Activemask:
    Fn = "__activemask()";
    break;
  default:
    return true;
  }
  replaceRange(A->getBeginLoc(), endOfToken(A->getEndLoc()),
               text(A->getOutputExpr(0)->getSourceRange()) + " = " + Fn);
  return true;
}

/// Inline-PTX cp.async becomes the emulator's asynchronous copy (see
/// cuda2hip_emu.h), written directly or as the whole body of a macro.
void Lowerer::lowerPtxCall(GCCAsmStmt *A, const PtxCall &P) {
  SourceLocation B = A->getBeginLoc(), E = A->getEndLoc();
  const LangOptions &LO = Ctx.getLangOpts();
  if (B.isMacroID()) {
    SourceLocation MB, ME;
    if (!Lexer::isAtStartOfMacroExpansion(B, SM, LO, &MB) ||
        !Lexer::isAtEndOfMacroExpansion(E, SM, LO, &ME) || !user(MB)) {
      if (user(SM.getExpansionLoc(B)))
        problem(B, "inline-PTX cp.async inside a larger macro cannot be "
                   "lowered; write the macro as the asm statement alone");
      return;
    }
    B = MB;
    E = ME;
  } else if (!user(B)) {
    return;
  }
  State::PtxCallSite Site;
  Site.File = SM.getFileID(B);
  Site.Begin = SM.getFileOffset(B);
  Site.End = SM.getFileOffset(endOfToken(E));
  auto Literal = [&](std::string T) {
    Site.Pieces.push_back({std::move(T)});
  };
  Literal(std::string("__c2h_ptx_") +
          P.Helper.drop_front(strlen("c2h_")).str() + "(");
  for (size_t K = 0; K < P.Args.size(); ++K) {
    const PtxCall::Arg &X = P.Args[K];
    if (K)
      Literal(", ");
    if (X.Operand < 0) {
      Literal(X.Literal);
      continue;
    }
    unsigned N = static_cast<unsigned>(X.Operand);
    if (N >= A->getNumOutputs() + A->getNumInputs()) {
      problem(B, "inline-PTX cp.async names an operand it does not have");
      return;
    }
    const Expr *Op = N < A->getNumOutputs()
                         ? A->getOutputExpr(N)
                         : A->getInputExpr(N - A->getNumOutputs());
    SourceLocation OB = Op->getBeginLoc(), OE = Op->getEndLoc();
    if (OB.isMacroID() &&
        (SM.isMacroArgExpansion(OB) != SM.isMacroArgExpansion(OE) ||
         SM.getFileID(SM.getSpellingLoc(OB)) !=
             SM.getFileID(SM.getSpellingLoc(OE)))) {
      // `"=r"(r[0])` in `#define LDMATRIX(r, addr) asm(...)`: the call is
      // written into the macro's definition instead.
      if (!lowerPtxCallInDefinition(A, P))
        problem(B, "an operand of inline PTX mixes macro arguments and the "
                   "macro's own text, and the macro's definition could not "
                   "be rewritten; it cannot be lowered");
      return;
    }
    SourceLocation SB = SM.getSpellingLoc(OB), SE = SM.getSpellingLoc(OE);
    if (SM.getFileID(SB) == Site.File && SM.getFileID(SE) == Site.File) {
      Literal("(");
      Site.Pieces.push_back({"", true, SM.getFileOffset(SB),
                             SM.getFileOffset(endOfToken(SE))});
      Literal(")");
    } else {
      Literal("(" + text(SourceRange(SB, SE)) + ")");
    }
  }
  Literal(")");
  S.PtxCalls.push_back(std::move(Site));
}

/// The operand expressions of an asm statement's text (`asm volatile(
/// "..." : "=r"(x) : "r"(y))`), outputs first; none if it does not parse.
static std::optional<std::vector<std::string>> asmOperandTexts(llvm::StringRef S) {
  std::vector<std::string> Out;
  size_t I = S.find('('), Depth = 0;
  if (I == llvm::StringRef::npos)
    return std::nullopt;
  unsigned Section = 0;
  size_t ExprStart = 0;
  for (++I; I < S.size(); ++I) {
    char C = S[I];
    if (C == '"') { // a string literal: the template or a constraint
      for (++I; I < S.size() && S[I] != '"'; ++I)
        if (S[I] == '\\')
          ++I;
      continue;
    }
    if (C == '(' || C == '[') {
      if (Depth++ == 0 && C == '(' && Section >= 1)
        ExprStart = I + 1;
    } else if (C == ')' || C == ']') {
      if (Depth == 0)
        break; // the asm statement's own parenthesis
      if (--Depth == 0 && C == ')' && Section >= 1)
        Out.push_back(S.slice(ExprStart, I).trim().str());
    } else if (C == ':' && Depth == 0) {
      if (++Section > 2)
        break; // clobbers
    }
  }
  if (Section == 0)
    return std::nullopt;
  return Out;
}

/// A launch a macro writes (`#define RUN(k, n) k<<<n, 256>>>(p)`): the
/// macro's definition is lowered once, where its tokens are spelled, so
/// every expansion launches through the emulator. A kernel that is a
/// parameter of the macro is named by stringizing it.
bool Lowerer::lowerLaunchInDefinition(const CallExpr *Config, const Expr *Callee) {
  SourceLocation Open = SM.getSpellingLoc(Config->getCallee()->getBeginLoc());
  SourceLocation Close = SM.getSpellingLoc(Config->getRParenLoc());
  SourceLocation K = Callee->getBeginLoc();
  bool Param = K.isMacroID() && SM.isMacroArgExpansion(K);
  if (Param)
    K = SM.getImmediateExpansionRange(K).getBegin();
  K = SM.getSpellingLoc(K);
  // A kernel template whose arguments the launch deduces would need them
  // written out; inside a macro they differ from one expansion to another.
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee);
      Ref && !Ref->hasExplicitTemplateArgs())
    if (const auto *FD = dyn_cast<FunctionDecl>(Ref->getDecl()))
      if (FD->getTemplateSpecializationArgs())
        return false;
  if (SM.getFileID(Open) != SM.getFileID(Close) || SM.getFileID(K) != SM.getFileID(Open) ||
      !user(Open) || SM.getFileOffset(Close) < SM.getFileOffset(Open) ||
      SM.getFileOffset(K) > SM.getFileOffset(Open))
    return false;
  bool Invalid = false;
  llvm::StringRef Chevrons = Lexer::getSourceText(
      CharSourceRange::getCharRange(Open, Open.getLocWithOffset(3)), SM, Ctx.getLangOpts(),
      &Invalid);
  if (Invalid || Chevrons != "<<<")
    return false;
  if (!DefinitionsLowered.insert(SM.getDecomposedLoc(Open)).second)
    return true; // Another expansion of the same definition did it.
  std::string KernelText =
      Lexer::getSourceText(CharSourceRange::getTokenRange(K, K), SM, Ctx.getLangOpts()).str();
  std::string Name = Param ? "#" + KernelText : "\"" + KernelText + "\"";
  replace(K, 0, std::string(EmuNs) + "kernelLaunch(");
  replace(Open, 3, ", " + Name + ", ");
  replace(Close, 3, ")");
  return true;
}

bool Lowerer::lowerPtxCallInDefinition(GCCAsmStmt *A, const PtxCall &P) {
  SourceLocation B = SM.getSpellingLoc(A->getAsmLoc());
  SourceLocation E = SM.getSpellingLoc(A->getRParenLoc());
  if (SM.getFileID(B) != SM.getFileID(E) || !user(B) ||
      SM.getFileOffset(E) < SM.getFileOffset(B))
    return false;
  std::optional<std::vector<std::string>> Ops =
      asmOperandTexts(text(SourceRange(B, E)));
  if (!Ops)
    return false;
  std::string Call = std::string("__c2h_ptx_") +
                     P.Helper.drop_front(strlen("c2h_")).str() + "(";
  for (size_t K = 0; K < P.Args.size(); ++K) {
    const PtxCall::Arg &X = P.Args[K];
    if (X.Operand >= static_cast<int>(Ops->size()))
      return false;
    Call += (K ? ", " : "") +
            (X.Operand < 0 ? X.Literal : "(" + (*Ops)[X.Operand] + ")");
  }
  if (DefinitionsLowered.insert(SM.getDecomposedLoc(B)).second)
    replaceRange(B, endOfToken(E), Call + ")");
  return true;
}

class Consumer : public ASTConsumer {
public:
  explicit Consumer(State &S) : S(S) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    Lowerer L(Ctx, S);
    L.TraverseDecl(Ctx.getTranslationUnitDecl());
    // Host and device code are compiled in one pass, with the device
    // macros defined: a test of them outside device code would run its
    // device side on the host, which the GPU build never does.
    const SourceManager &SM = Ctx.getSourceManager();
    for (const auto &[Loc, Macro] : S.DeviceTests) {
      if (SM.isInSystemHeader(Loc) ||
          llvm::sys::path::filename(SM.getFilename(Loc))
              .starts_with("cuda2hip_emu"))
        continue;
      bool InDevice = false;
      for (SourceRange R : S.DeviceBodies)
        InDevice |= SM.isPointWithin(Loc, R.getBegin(), R.getEnd());
      if (InDevice)
        continue;
      PresumedLoc P = SM.getPresumedLoc(Loc);
      std::pair<FileID, unsigned> D = SM.getDecomposedLoc(Loc);
      OptionalFileEntryRef F = SM.getFileEntryRefForID(D.first);
      S.Outside.push_back({{F ? std::string(F->getName()) : "", D.second},
                           std::string(P.getFilename()) + ":" + std::to_string(P.getLine()),
                           Macro});
    }
  }

private:
  State &S;
};

class Action : public ASTFrontendAction {
public:
  explicit Action(State &S) : S(S) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<DeviceTestRecorder>(CI.getSourceManager(), S));
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<BranchRecorder>(CI.getSourceManager(), S.Taken));
    return std::make_unique<Consumer>(S);
  }

private:
  State &S;
};

/// The parse tolerates errors: in Clang's CUDA mode, a kernel calling a
/// host function (libm, the emulator's helpers) is an error on the host
/// side, but the AST the lowering needs is complete. The final C++ compile
/// reports the program's real errors.
class Quiet : public DiagnosticConsumer {
public:
  explicit Quiet(State *S = nullptr) : S(S) {}
  bool Fatal = false;
  void HandleDiagnostic(DiagnosticsEngine::Level L,
                        const clang::Diagnostic &I) override {
    // Clang's parse-time "missing 'template' keyword": nvcc accepts the
    // code, so the lowering adds the keyword (as translate does).
    std::vector<SourceLocation> At = S ? templateKeywordFixIt(I) : std::vector<SourceLocation>();
    if (!At.empty()) {
      const SourceManager &SM = I.getSourceManager();
      llvm::StringRef F = SM.getFilename(At.front());
      if (!SM.isInSystemHeader(At.front()) && !isEmulatorFile(F))
        for (SourceLocation L : At)
          if (S->TemplateKeywords.insert(SM.getDecomposedLoc(L)).second) {
            std::pair<FileID, unsigned> D = SM.getDecomposedLoc(L);
            S->edits(D.first).add({D.second, 0, "template "});
          }
    }
    if (L == DiagnosticsEngine::Fatal) {
      llvm::SmallString<128> M;
      I.FormatDiagnostic(M);
      Fatal = true;
      Message = std::string(M);
      if (I.getLocation().isValid() && I.hasSourceManager()) {
        PresumedLoc P = I.getSourceManager().getPresumedLoc(I.getLocation());
        if (P.isValid())
          Message = std::string(P.getFilename()) + ":" +
                    std::to_string(P.getLine()) + ": " + Message;
      }
    }
  }
  std::string Message;

private:
  State *S;
};

/// The raw tokens of a user file, the last (end of file) included.
std::vector<Token> rawTokens(FileID F, const SourceManager &SM,
                             const LangOptions &LO) {
  llvm::StringRef Buf = SM.getBufferData(F);
  Lexer Lex(SM.getLocForStartOfFile(F), LO, Buf.begin(), Buf.begin(),
            Buf.end());
  Lex.SetCommentRetentionState(false);
  std::vector<Token> Toks;
  Token T;
  while (!Lex.LexFromRawLexer(T))
    Toks.push_back(T);
  Toks.push_back(T);
  return Toks;
}

/// __builtin_amdgcn_* -> __c2h_amdgcn_*, on raw tokens of a user file.
void renameBuiltins(FileID F, const SourceManager &SM,
                    const std::vector<Token> &Toks, State &S) {
  for (const Token &T : Toks)
    if (T.is(tok::raw_identifier) &&
        T.getRawIdentifier().starts_with("__builtin_amdgcn_"))
      S.edits(F).add({SM.getFileOffset(T.getLocation()),
                      static_cast<unsigned>(strlen("__builtin_amdgcn_")),
                      "__c2h_amdgcn_"});
}

/// c2h_name(args) -> (::cuda2hip::emu::HelperCall(__LINE__), c2h_name(args)),
/// on raw tokens of a user file: the emitted helpers' warp operations then
/// know which call of the program they serve (see emu::Site::Caller).
/// Declarations (a type name before the helper's name) are left alone.
void wrapHelperCalls(FileID F, const SourceManager &SM,
                     const std::vector<Token> &Toks, State &S) {
  for (size_t I = 0; I + 1 < Toks.size(); ++I) {
    const Token &N = Toks[I];
    if (!N.is(tok::raw_identifier) || !N.getRawIdentifier().starts_with("c2h_") ||
        !Toks[I + 1].is(tok::l_paren))
      continue;
    if (I > 0) {
      const Token &P = Toks[I - 1];
      bool Declares = P.is(tok::raw_identifier) && P.getRawIdentifier() != "return";
      if (Declares || P.isOneOf(tok::coloncolon, tok::period, tok::arrow,
                                tok::hash, tok::tilde))
        continue;
    }
    int Depth = 0;
    size_t E = I + 1;
    for (; E < Toks.size(); ++E) {
      if (Toks[E].is(tok::l_paren))
        ++Depth;
      else if (Toks[E].is(tok::r_paren) && --Depth == 0)
        break;
    }
    if (E == Toks.size())
      continue;
    S.edits(F).add({SM.getFileOffset(N.getLocation()), 0,
                    "(::cuda2hip::emu::HelperCall(__LINE__), "});
    S.edits(F).add({SM.getFileOffset(Toks[E].getLocation()) + 1, 0, ")"});
  }
}

} // namespace

LowerResult lowerProgram(llvm::StringRef MainFile, const LowerOptions &O) {
  LowerResult R;
  State S;
  std::vector<std::string> Args = {"clang++",
                                   "-x",
                                   "cuda",
                                   "--cuda-host-only",
                                   "-nocudainc",
                                   "-nocudalib",
                                   "-fsyntax-only",
                                   "-std=c++17",
                                   "-w",
                                   "-ferror-limit=0",
                                   "-Wno-register",
                                   "-Wno-unknown-cuda-version"};
  if (!O.ResourceDir.empty())
    Args.push_back("-resource-dir=" + O.ResourceDir);
  Args.insert(Args.end(), O.Args.begin(), O.Args.end());
  Args.push_back(MainFile.str());

  // Keep the SourceManager alive for rendering the edits: run the action
  // through a CompilerInstance we own.
  struct Capture : public Action {
    Capture(State &S, std::vector<LoweredFile> &Out)
        : Action(S), Out(Out), St(S) {}
    void EndSourceFileAction() override {
      CompilerInstance &CI = getCompilerInstance();
      SourceManager &SM = CI.getSourceManager();
      FileID Main = SM.getMainFileID();
      std::vector<FileID> Users;
      // Every user file the parse entered gets its builtins renamed.
      for (auto It = SM.fileinfo_begin(); It != SM.fileinfo_end(); ++It) {
        FileID F = SM.translateFile(It->first);
        if (F.isInvalid())
          continue;
        SourceLocation L = SM.getLocForStartOfFile(F);
        if (SM.isInSystemHeader(L))
          continue;
        llvm::StringRef Name = It->first.getName();
        if (isEmulatorFile(Name))
          continue;
        std::vector<Token> Toks = rawTokens(F, SM, CI.getLangOpts());
        renameBuiltins(F, SM, Toks, St);
        wrapHelperCalls(F, SM, Toks, St);
        if (F != Main)
          Users.push_back(F);
      }
      // The main file, then every user file, edited or not: a lowered
      // header must find its neighbours lowered too.
      std::vector<FileID> Order = {Main};
      std::sort(Users.begin(), Users.end());
      Order.insert(Order.end(), Users.begin(), Users.end());
      for (FileID F : Order) {
        FileRewriter &E = St.edits(F);
        llvm::StringRef Buf = SM.getBufferData(F);
        OptionalFileEntryRef Entry = SM.getFileEntryRefForID(F);
        std::string Path = Entry ? std::string(Entry->getName()) : "";
        // Two lowering edits of one place: the program that would run is not
        // the one under test, so the lowering fails rather than drop one.
        auto Conflict = [&](unsigned Offset, llvm::StringRef What) {
          auto [Line, Column] = lineColumn(Buf, Offset);
          St.Problems.push_back(Path + ":" + std::to_string(Line) + ":" +
                                std::to_string(Column) +
                                ": two lowering edits overlap here, and \"" +
                                What.str() + "\" was not applied [c2h-edit-conflict]");
        };
        for (const Edit &X : E.normalize())
          Conflict(X.Offset, X.Text);
        for (const State::PtxCallSite &P : St.PtxCalls) {
          if (P.File != F)
            continue;
          std::string Call;
          for (const State::PtxCallSite::Piece &Q : P.Pieces)
            Call += Q.Operand ? E.rewrittenSlice(Buf, Q.OpBegin, Q.OpEnd)
                              : Q.Text;
          if (!E.replaceComposed({P.Begin, P.End - P.Begin, Call}))
            Conflict(P.Begin, Call);
        }
        std::string Text = E.apply(Buf);
        std::string Abs = absolutePath(Path);
        std::string Escaped;
        for (char C : Abs) {
          if (C == '"' || C == '\\')
            Escaped += '\\';
          Escaped += C;
        }
        Out.push_back({std::string(Abs), "#line 1 \"" + Escaped + "\"\n" + Text,
                       !E.empty()});
      }
    }
    std::vector<LoweredFile> &Out;
    State &St;
  };

  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions());
  Quiet Diags(&S);
  tooling::ToolInvocation Inv(Args, std::make_unique<Capture>(S, R.Files),
                              Files.get());
  Inv.setDiagnosticConsumer(&Diags);
  Inv.run();
  if (Diags.Fatal) {
    R.Problems.push_back(Diags.Message);
    return R;
  }
  // A device-macro test outside device code is harmless where the host
  // pass (the device macros undefined) goes the same way; the preprocessor
  // is run once more as the host pass to see.
  if (!S.Outside.empty()) {
    std::vector<std::string> HostArgs(Args.begin(), Args.end() - 1);
    for (const std::string &A : O.Args)
      if (llvm::StringRef(A).starts_with("-D")) {
        llvm::StringRef M = llvm::StringRef(A).drop_front(2).split('=').first;
        if (isDevicePassMacro(M))
          HostArgs.push_back("-U" + M.str());
      }
    HostArgs.push_back(MainFile.str());
    Branches HostTaken;
    struct HostPass : public PreprocessOnlyAction {
      explicit HostPass(Branches &T) : T(T) {}
      bool BeginSourceFileAction(CompilerInstance &CI) override {
        CI.getPreprocessor().addPPCallbacks(
            std::make_unique<BranchRecorder>(CI.getSourceManager(), T));
        return true;
      }
      Branches &T;
    };
    auto HostFiles = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions());
    Quiet HostDiags;
    tooling::ToolInvocation Host(HostArgs, std::make_unique<HostPass>(HostTaken),
                                 HostFiles.get());
    Host.setDiagnosticConsumer(&HostDiags);
    Host.run();
    for (const State::OutsideTest &T : S.Outside) {
      auto H = HostTaken.find(T.At);
      auto D = S.Taken.find(T.At);
      if (!HostDiags.Fatal && H != HostTaken.end() && D != S.Taken.end() &&
          H->second == D->second)
        continue;
      // Every branch declares device functions only (specializations for
      // an architecture, `#if __CUDA_ARCH__ >= 530 ... #else ... #endif`):
      // the host pass's choice changes no host code.
      if (auto C = S.Chains.find(T.At); C != S.Chains.end() && C->second->size() >= 2) {
        std::optional<std::string> Text = readFile(T.At.first);
        const std::vector<unsigned> &Ds = *C->second;
        bool DeviceOnly = Text.has_value();
        for (size_t I = 0; DeviceOnly && I + 1 < Ds.size(); ++I) {
          if (Ds[I] >= Ds[I + 1] || Ds[I + 1] > Text->size()) {
            DeviceOnly = false;
            break;
          }
          // The lines between the two directives (each directive's own
          // line aside: a callback's location may be past its '#').
          llvm::StringRef Branch = llvm::StringRef(*Text).slice(Ds[I], Ds[I + 1]);
          size_t First = Branch.find('\n'), Last = Branch.rfind('\n');
          DeviceOnly = First != llvm::StringRef::npos &&
                       onlyDeviceFunctions(Branch.slice(First + 1, Last + 1));
        }
        if (DeviceOnly)
          continue;
      }
      S.Problems.push_back(T.Where + ": tests " + T.Macro +
                           " outside device code, and the host pass would go the other way; "
                           "the emulator builds host and device code in one pass with the "
                           "device macros defined, so host code here would take the device "
                           "side (unsupported in the emulator)");
    }
  }
  R.Problems.insert(R.Problems.end(), S.Problems.begin(), S.Problems.end());
  R.Ok = R.Problems.empty() && !R.Files.empty();
  if (R.Files.empty() && R.Problems.empty())
    R.Problems.push_back(MainFile.str() + ": clang could not parse it");
  return R;
}

} // namespace cuda2hip
