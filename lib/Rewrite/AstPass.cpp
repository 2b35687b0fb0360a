//===- AstPass.cpp - parsing a translation unit with Clang -----------------===//
//
// Parses CUDA in host-only mode: device function bodies are still parsed and
// type-checked, but wrong-side call errors (which only matter for code
// generation) are deferred and never emitted. In bundled mode the CUDA
// headers come from declarations compiled into cuda2hip and mounted on an
// in-memory file system, so no CUDA installation is needed.
//
//===----------------------------------------------------------------------===//
#include "AstContext.h"
#include "cuda2hip/Rewrite/EmbeddedFiles.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <set>

using namespace clang;

namespace cuda2hip {
namespace {

constexpr llvm::StringLiteral BundledDir = "/__cuda2hip__/include";

std::string absolutePath(llvm::StringRef P) {
  llvm::SmallString<256> Real;
  if (!llvm::sys::fs::real_path(P, Real))
    return std::string(Real);
  llvm::SmallString<256> Abs(P);
  llvm::sys::fs::make_absolute(Abs);
  llvm::sys::path::remove_dots(Abs, true);
  return std::string(Abs);
}

Diagnostic makeDiag(const SourceManager &SM, SourceLocation L, DiagId Id,
                    std::string Message) {
  Diagnostic D;
  D.Id = Id;
  D.Sev = diagInfo(Id).Sev;
  D.Message = std::move(Message);
  if (L.isValid()) {
    PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(L));
    if (P.isValid()) {
      D.File = P.getFilename();
      D.Line = P.getLine();
      D.Column = P.getColumn();
    }
  }
  return D;
}

/// The quoted name in a Clang message ("use of undeclared identifier 'x'").
llvm::StringRef quotedName(llvm::StringRef Msg) {
  size_t B = Msg.find('\'');
  if (B == llvm::StringRef::npos)
    return "";
  size_t E = Msg.find('\'', B + 1);
  return E == llvm::StringRef::npos ? "" : Msg.slice(B + 1, E);
}

/// Turns Clang's errors into diagnostics. An error about a name that looks
/// like a CUDA API (undeclared with the bundled declarations) is reported as
/// an unknown API instead of a parse failure: the token pass still
/// translates everything around it.
class ErrorCollector : public DiagnosticConsumer {
public:
  explicit ErrorCollector(AstPassResult &Out) : Out(Out) {}
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    llvm::SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    llvm::StringRef Name = quotedName(Msg);
    bool AboutName = llvm::StringRef(Msg).starts_with("use of undeclared") ||
                     llvm::StringRef(Msg).starts_with("unknown type name") ||
                     llvm::StringRef(Msg).starts_with("no template named");
    bool CudaName = !Name.empty() &&
                    (lookupIdentifier(Name) || looksLikeCudaApi(Name) ||
                     !mappedNamespace(Name).empty() || Name.starts_with("__"));
    // Host code may call C math functions without including <cmath>, as nvcc
    // allows; the bundled declarations only give their device side.
    const ApiRow *Row = lookupIdentifier(Name);
    if (llvm::StringRef(Msg).starts_with("no matching function for call to") &&
        Row && Row->Family == ApiFamily::Math) {
      ++Downgraded;
      return;
    }
    Diagnostic D;
    if (AboutName && CudaName) {
      ++Downgraded;
      if (lookupIdentifier(Name) || looksLikeCudaApi(Name) ||
          !mappedNamespace(Name).empty())
        return; // The token pass reports these, with the table's verdict.
      D.Id = DiagId::UnknownApi;
      D.Message = formatDiag(DiagId::UnknownApi, {Name.str()});
    } else {
      D.Id = DiagId::ParseError;
      D.Message = std::string(Msg);
      FatalSeen = true;
    }
    D.Sev = diagInfo(D.Id).Sev;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      D = makeDiag(SM, Info.getLocation(), D.Id, D.Message);
    }
    Out.Diags.push_back(std::move(D));
  }
  bool FatalSeen = false;
  unsigned Downgraded = 0; ///< Errors reported as unknown APIs instead.

private:
  AstPassResult &Out;
};

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(AstRuleContext &C, AstPassResult &Out, std::set<std::string> &Seen)
      : C(C), SM(C.ast().getSourceManager()), UserNames(Out.UserNames),
        UserOffsets(Out.UserOffsets), Seen(Seen) {}

  bool TraverseFunctionDecl(FunctionDecl *FD) {
    bool Saved = InDevice;
    InDevice = FD->hasAttr<CUDAGlobalAttr>() ||
               (FD->hasAttr<CUDADeviceAttr>() && !FD->hasAttr<CUDAHostAttr>());
    bool R = RecursiveASTVisitor::TraverseFunctionDecl(FD);
    InDevice = Saved;
    return R;
  }

  bool VisitNamedDecl(NamedDecl *D) {
    if (!isInteresting(D))
      return true;
    recordUserToken(D->getLocation());
    const DeclContext *DC = D->getDeclContext()->getRedeclContext();
    if (DC->isTranslationUnit() || DC->isExternCContext())
      UserNames.insert(D->getName());
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (isInteresting(E->getDecl()))
      recordUserToken(E->getLocation());
    return checkUnknownIntrinsic(E);
  }

  bool VisitTypeLoc(TypeLoc TL) {
    if (const TagDecl *D = TL.getType()->getAsTagDecl())
      if (isInteresting(D))
        recordUserToken(TL.getBeginLoc());
    if (auto TT = TL.getAs<TypedefTypeLoc>())
      if (isInteresting(TT.getDecl()))
        recordUserToken(TL.getBeginLoc());
    return true;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    if (C.isUserLocation(E->getBeginLoc()))
      applyKernelLaunch(C, *E, InDevice);
    return true;
  }

  // A device intrinsic the CUDA headers declare but the tables do not know.
  // Names in the CUDA namespace of names (cudaX, cuX, ...) are reported by the
  // token pass, which sees every branch.
  bool checkUnknownIntrinsic(DeclRefExpr *E) {
    auto *FD = dyn_cast<FunctionDecl>(E->getDecl());
    if (!FD || !FD->getIdentifier())
      return true;
    llvm::StringRef Name = FD->getName();
    if (!Name.starts_with("__") || Name.starts_with("__cuda") ||
        lookupIdentifier(Name) ||
        looksLikeCudaApi(Name) || !C.isUserLocation(E->getLocation()) ||
        !isCudaHeader(FD->getLocation()))
      return true;
    SourceLocation L = SM.getExpansionLoc(E->getLocation());
    if (Seen.insert(L.printToString(SM)).second)
      C.diag(DiagId::UnknownApi, L, {Name.str()});
    return true;
  }

  bool shouldVisitTemplateInstantiations() const { return false; }

private:
  /// A declaration of the program whose name a table knows or that looks
  /// like a CUDA API.
  bool isInteresting(const NamedDecl *D) const {
    if (!D || !D->getIdentifier() || !C.isUserLocation(D->getLocation()))
      return false;
    llvm::StringRef N = D->getName();
    return lookupIdentifier(N) || looksLikeCudaApi(N);
  }

  void recordUserToken(SourceLocation L) {
    if (L.isInvalid() || L.isMacroID())
      return;
    auto [FID, Offset] = SM.getDecomposedLoc(L);
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(FID))
      UserOffsets[absolutePath(F->getName())].insert(Offset);
  }

  bool isCudaHeader(SourceLocation L) const {
    llvm::StringRef F = SM.getFilename(SM.getSpellingLoc(L));
    if (F.starts_with(BundledDir))
      return true;
    const std::string &P = C.opts().CudaPath;
    if (!P.empty() && F.starts_with(P))
      return true;
    return llvm::sys::path::filename(F).starts_with("__clang_cuda_");
  }

  AstRuleContext &C;
  const SourceManager &SM;
  NameSet &UserNames;
  std::map<std::string, std::set<unsigned>> &UserOffsets;
  std::set<std::string> &Seen;
  bool InDevice = false;
};

/// Records macros the program defines and the user files it includes.
class PPRecorder : public PPCallbacks {
public:
  PPRecorder(const SourceManager &SM, AstPassResult &Out,
             std::set<std::string> &Files)
      : SM(SM), Out(Out), Files(Files) {}
  void MacroDefined(const Token &Name, const MacroDirective *) override {
    SourceLocation L = Name.getLocation();
    if (L.isValid() && !SM.isInSystemHeader(L) &&
        !SM.isWrittenInBuiltinFile(L) && !SM.isWrittenInCommandLineFile(L) &&
        !SM.getFilename(L).starts_with(BundledDir))
      if (llvm::StringRef N = Name.getIdentifierInfo()->getName();
          lookupIdentifier(N) || looksLikeCudaApi(N))
        Out.UserNames.insert(N);
  }
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind Kind, FileID) override {
    if (Reason != EnterFile || Kind != SrcMgr::C_User)
      return;
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(Loc)))
      Files.insert(absolutePath(F->getName()));
  }

private:
  const SourceManager &SM;
  AstPassResult &Out;
  std::set<std::string> &Files;
};

class Consumer : public ASTConsumer {
public:
  Consumer(const TranslateOptions &Opts, AstPassResult &Out)
      : Opts(Opts), Out(Out) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    AstRuleContext C(Ctx, Opts, Out);
    std::set<std::string> Seen;
    Visitor V(C, Out, Seen);
    V.TraverseDecl(Ctx.getTranslationUnitDecl());
  }

private:
  const TranslateOptions &Opts;
  AstPassResult &Out;
};

class Action : public ASTFrontendAction {
public:
  Action(const TranslateOptions &Opts, AstPassResult &Out,
         std::set<std::string> &Files)
      : Opts(Opts), Out(Out), Files(Files) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PPRecorder>(CI.getSourceManager(), Out, Files));
    return std::make_unique<Consumer>(Opts, Out);
  }

private:
  const TranslateOptions &Opts;
  AstPassResult &Out;
  std::set<std::string> &Files;
};

} // namespace

bool AstRuleContext::isUserLocation(SourceLocation L) const {
  const SourceManager &SM = Ctx.getSourceManager();
  L = SM.getExpansionLoc(L);
  if (L.isInvalid() || SM.isInSystemHeader(L))
    return false;
  llvm::StringRef F = SM.getFilename(L);
  return !F.empty() && !F.starts_with(BundledDir);
}

void AstRuleContext::replace(CharSourceRange R, std::string Text,
                             RuleId Rule) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto [FID, Begin] = SM.getDecomposedLoc(R.getBegin());
  auto [FID2, End] = SM.getDecomposedLoc(R.getEnd());
  if (FID != FID2 || End < Begin)
    return;
  OptionalFileEntryRef F = SM.getFileEntryRefForID(FID);
  if (!F)
    return;
  Out.Edits[absolutePath(F->getName())].add(
      Edit{Begin, End - Begin, std::move(Text), Rule});
}

void AstRuleContext::diag(DiagId Id, SourceLocation L,
                          std::vector<std::string> Args) {
  Out.Diags.push_back(
      makeDiag(Ctx.getSourceManager(), L, Id, formatDiag(Id, Args)));
}

llvm::StringRef AstRuleContext::text(SourceRange R) const {
  return Lexer::getSourceText(CharSourceRange::getTokenRange(R),
                              Ctx.getSourceManager(), Ctx.getLangOpts());
}

std::vector<std::string> clangArguments(llvm::StringRef MainFile,
                                        const CompileFlags &Flags,
                                        const TranslateOptions &Opts) {
  std::vector<std::string> A = {"clang++", "-x", "cuda", "--cuda-host-only",
                                "-fsyntax-only", "-w", "-fno-spell-checking",
                                "-fno-caret-diagnostics",
                                // Lets device-side launches parse, so they
                                // can be diagnosed as such.
                                "-fgpu-rdc",
                                "-ferror-limit=100"};
  if (!Opts.ResourceDir.empty()) {
    A.push_back("-resource-dir");
    A.push_back(Opts.ResourceDir);
  }
  if (Opts.Headers == HeaderMode::Bundled) {
    A.insert(A.end(), {"-nocudainc", "-nocudalib", "-isystem",
                       BundledDir.str(), "-include",
                       (BundledDir + "/__cuda2hip_prelude.h").str()});
  } else {
    A.push_back("--cuda-path=" + Opts.CudaPath);
    A.push_back("-isystem");
    A.push_back(Opts.CudaPath + "/include/cccl");
    A.push_back("-nocudalib");
  }
  A.insert(A.end(), Flags.Args.begin(), Flags.Args.end());
  A.push_back(MainFile.str());
  return A;
}

AstPassResult runAstPass(llvm::StringRef MainFile, const CompileFlags &Flags,
                         const TranslateOptions &Opts) {
  AstPassResult Out;
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::vfs::getRealFileSystem());
  if (Opts.Headers == HeaderMode::Bundled) {
    auto Mem = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
    for (const EmbeddedFile *F = BundledCudaHeaders; F->Name; ++F)
      Mem->addFile((BundledDir + "/" + F->Name).str(), 0,
                   llvm::MemoryBuffer::getMemBuffer(F->Text, F->Name));
    // A header the tables know but the bundled declarations lack (cuSOLVER,
    // CUB, NCCL, ...) is an empty stand-in: its names are then reported by
    // the token pass with the tables' verdict instead of ending the parse.
    for (const ApiRow &R : familyRows(ApiFamily::Header)) {
      std::string Path = (BundledDir + "/" + R.Cuda).str();
      if (!Mem->exists(Path))
        Mem->addFile(Path, 0,
                     llvm::MemoryBuffer::getMemBuffer(
                         "/* cuda2hip: no bundled declarations */\n", R.Cuda));
    }
    Overlay->pushOverlay(Mem);
  }
  if (!Flags.Directory.empty())
    Overlay->setCurrentWorkingDirectory(Flags.Directory);
  auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(),
                                                      Overlay);
  std::set<std::string> Included;
  ErrorCollector Errors(Out);
  tooling::ToolInvocation Inv(clangArguments(MainFile, Flags, Opts),
                              std::make_unique<Action>(Opts, Out, Included),
                              Files.get());
  Inv.setDiagnosticConsumer(&Errors);
  bool Ran = Inv.run();
  Out.Parsed = !Errors.FatalSeen && (Ran || Errors.Downgraded);
  if (!Out.Parsed && !Errors.FatalSeen) {
    Diagnostic D;
    D.Id = DiagId::ParseError;
    D.Sev = Severity::Error;
    D.File = MainFile.str();
    D.Message = "clang could not parse the file";
    Out.Diags.push_back(D);
  }
  Out.IncludedFiles.assign(Included.begin(), Included.end());
  return Out;
}

} // namespace cuda2hip
