//===- AstPass.cpp - parsing a translation unit with Clang -----------------===//
//
// Parses CUDA in host-only mode: device function bodies are still parsed and
// type-checked, but wrong-side call errors (which only matter for code
// generation) are deferred and never emitted. In bundled mode the CUDA
// headers come from declarations compiled into cuda2hip and mounted on an
// in-memory file system, so no CUDA installation is needed.
//
// The parse is made to see what nvcc sees (docs/front-end.md):
//  * a parse-support prelude gives host code what nvcc's headers give it and
//    Clang's CUDA wrappers do not (host overloads of min and max, and the C
//    headers nvcc includes implicitly);
//  * spaced launch chevrons ('<< <', '>> >') are joined in a same-length copy
//    of each file, so offsets stay those of the file on disk;
//  * an #include that is found nowhere is parsed as an empty file (the
//    translation unit is parsed again with a stub for it), so a missing
//    system header (omp.h, mpi.h) costs the AST only the declarations it
//    would have given.
// Errors that remain are recovered from, not fatal: each becomes a
// c2h-parse-error warning, rules skip the expressions that hold errors, and
// the token pass translates the whole file.
//
//===----------------------------------------------------------------------===//
#include "AstContext.h"
#include "ParseCache.h"
#include "cuda2hip/Rewrite/EmbeddedFiles.h"
#include "cuda2hip/Rewrite/TemplateKeyword.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticParse.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/FileManager.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Frontend/PrecompiledPreamble.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Lex/PreprocessorOptions.h"
#include "clang/Serialization/ASTReader.h"
#include "clang/Serialization/ASTWriter.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <set>

using namespace clang;

namespace cuda2hip {
namespace {

constexpr llvm::StringLiteral BundledDir = "/__cuda2hip__/include";
constexpr llvm::StringLiteral SupportDir = "/__cuda2hip__/parse";
constexpr llvm::StringLiteral MissingDir = "/__cuda2hip__/missing";
/// The main file of a parse-cache entry: the system includes it holds.
constexpr llvm::StringLiteral PreambleFile = "/__cuda2hip__/preamble.h";
/// Parses of one unit at most: each finds the missing headers of the last.
constexpr unsigned MaxParses = 4;

bool isToolPath(llvm::StringRef F) { return F.starts_with("/__cuda2hip__/"); }

/// A file whose contents were read ahead (to join spaced chevrons).
class BufferFile : public llvm::vfs::File {
public:
  BufferFile(llvm::vfs::Status S, std::unique_ptr<llvm::MemoryBuffer> B)
      : S(std::move(S)), B(std::move(B)) {}
  llvm::ErrorOr<llvm::vfs::Status> status() override { return S; }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(B->getBuffer(), Name.str());
  }
  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status S;
  std::unique_ptr<llvm::MemoryBuffer> B;
};

/// Serves every file with its spaced launch chevrons joined.
class ChevronJoiningFS : public llvm::vfs::ProxyFileSystem {
public:
  using ProxyFileSystem::ProxyFileSystem;
  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    auto F = ProxyFileSystem::openFileForRead(Path);
    // Parse-cache entries are binary and not source.
    if (!F || isToolPath(Path.str()) ||
        llvm::StringRef(Path.str()).ends_with(".pch"))
      return F;
    auto St = (*F)->status();
    auto Buf = (*F)->getBuffer(Path, -1, true, false);
    if (!St || !Buf)
      return ProxyFileSystem::openFileForRead(Path);
    std::vector<SpacedChevron> Fixes = findSpacedChevrons((*Buf)->getBuffer());
    if (!Fixes.empty())
      *Buf = llvm::MemoryBuffer::getMemBufferCopy(
          joinSpacedChevrons((*Buf)->getBuffer(), Fixes), Path.str());
    return std::unique_ptr<llvm::vfs::File>(
        std::make_unique<BufferFile>(*St, std::move(*Buf)));
  }
};

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

/// The name a Clang diagnostic is about: its first argument, where that is
/// an identifier, a declaration name or a string; "" otherwise.
std::string firstArgName(const clang::Diagnostic &Info) {
  if (Info.getNumArgs() == 0)
    return "";
  switch (Info.getArgKind(0)) {
  case DiagnosticsEngine::ak_identifierinfo:
    return Info.getArgIdentifier(0) ? Info.getArgIdentifier(0)->getName().str()
                                    : "";
  case DiagnosticsEngine::ak_declarationname:
    return DeclarationName::getFromOpaqueInteger(Info.getRawArg(0)).getAsString();
  case DiagnosticsEngine::ak_std_string:
    return Info.getArgStdStr(0);
  case DiagnosticsEngine::ak_c_string:
    return Info.getArgCStr(0);
  default:
    return "";
  }
}

/// Turns Clang's errors into diagnostics. An error about a name that looks
/// like a CUDA API (undeclared with the bundled declarations) is reported as
/// an unknown API instead of a parse failure: the token pass still
/// translates everything around it.
class ErrorCollector : public DiagnosticConsumer {
public:
  ErrorCollector(AstPassResult &Out, bool UsingPch)
      : UsingPch(UsingPch), Out(Out) {}
  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level < DiagnosticsEngine::Error)
      return;
    // A parse-cache entry Clang refuses (a header changed since it was
    // built): the unit is parsed again without it.
    if (UsingPch && Info.getID() >= diag::DIAG_START_FRONTEND &&
        Info.getID() < diag::DIAG_START_LEX) {
      PchRefused = true;
      return;
    }
    if (Info.getID() == diag::err_pp_file_not_found && Info.getNumArgs() > 0 &&
        Info.getArgKind(0) == DiagnosticsEngine::ak_std_string) {
      Diagnostic D;
      if (Info.hasSourceManager() && Info.getLocation().isValid())
        D = makeDiag(Info.getSourceManager(), Info.getLocation(),
                     DiagId::MissingInclude, "");
      Missing.try_emplace(Info.getArgStdStr(0), std::move(D));
      return; // Parsed again with a stub; reported as a note then.
    }
    // Clang's parse-time "missing 'template' keyword" (it gives no fix-it):
    // the keyword goes where the error asks for it, as c2h-template-keyword
    // edits, and the code is translated as nvcc reads it.
    if (std::vector<SourceLocation> At = templateKeywordFixIt(Info); !At.empty()) {
      const SourceManager &SM = Info.getSourceManager();
      OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(At.front()));
      if (F && !SM.isInSystemHeader(At.front()) && !isToolPath(F->getName())) {
        for (SourceLocation L : At)
          Out.Edits[absolutePath(F->getName())].add(
              Edit{SM.getFileOffset(L), 0, "template ", RuleId::TemplateKeyword});
        return;
      }
    }
    if (Info.getID() == diag::err_pp_error_opening_file ||
        Info.getID() == diag::fatal_too_many_errors)
      FatalSeen = true;
    // Errors inside system or CUDA headers (Clang 22 against a newer CCCL)
    // leave the program's own code as it was: counted, reported once.
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      SourceLocation L = SM.getExpansionLoc(Info.getLocation());
      if (SM.isInSystemHeader(L) || isToolPath(SM.getFilename(L))) {
        ++SystemErrors;
        return;
      }
    }
    llvm::SmallString<256> Msg;
    Info.FormatDiagnostic(Msg);
    // `__shared__ alignas(16)`: nvcc accepts it, Clang's CUDA mode does not
    // (its __shared__ is a GNU attribute, as HIP's); c2h-shared-alignas
    // writes the alignment first. The declaration parses without it.
    if (Info.getID() == diag::err_attributes_not_allowed && Info.hasSourceManager() &&
        Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      SourceLocation L = SM.getSpellingLoc(Info.getLocation());
      bool Invalid = false;
      llvm::StringRef Buf = SM.getBufferData(SM.getFileID(L), &Invalid);
      unsigned Off = SM.getFileOffset(L);
      llvm::StringRef Before = Invalid ? "" : Buf.take_front(Off).rtrim(" \t");
      if (Before.ends_with("__shared__") || Before.ends_with("__constant__") ||
          Before.ends_with("__device__")) {
        ++Downgraded;
        return;
      }
    }
    // Which error it is comes from its ID, and the name from its argument,
    // not from the English of the message.
    std::string NameArg = firstArgName(Info);
    llvm::StringRef Name = NameArg;
    unsigned Id = Info.getID();
    bool AboutName =
        Id == diag::err_undeclared_var_use ||
        Id == diag::err_undeclared_var_use_suggest ||
        Id == diag::err_undeclared_use || Id == diag::err_undeclared_use_suggest ||
        Id == diag::err_undeclared_label_use || Id == diag::err_unknown_typename ||
        Id == diag::err_unknown_typename_suggest || Id == diag::err_no_template ||
        Id == diag::err_no_template_suggest;
    bool CudaName = !Name.empty() &&
                    (lookupIdentifier(Name) || looksLikeCudaApi(Name) ||
                     !mappedNamespace(Name).empty() || Name.starts_with("__"));
    // Host code may call C math functions without including <cmath>, as nvcc
    // allows; the bundled declarations only give their device side.
    const ApiRow *Row = lookupIdentifier(Name);
    if (Id == diag::err_ovl_no_viable_function_in_call && Row &&
        Row->Family == ApiFamily::Math) {
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
      ++Errors;
    }
    D.Sev = diagInfo(D.Id).Sev;
    if (Info.hasSourceManager() && Info.getLocation().isValid()) {
      const SourceManager &SM = Info.getSourceManager();
      D = makeDiag(SM, Info.getLocation(), D.Id, D.Message);
    }
    Out.Diags.push_back(std::move(D));
  }
  bool FatalSeen = false;   ///< The parse stopped early.
  const bool UsingPch;      ///< The parse reads a parse-cache entry.
  bool PchRefused = false;  ///< ... and Clang could not load it.
  unsigned Errors = 0;      ///< Errors reported as c2h-parse-error.
  unsigned SystemErrors = 0; ///< Errors inside system or CUDA headers.
  unsigned Downgraded = 0; ///< Errors reported as unknown APIs instead.
  /// #include spellings found nowhere, with where each was first included.
  std::map<std::string, Diagnostic> Missing;

private:
  AstPassResult &Out;
};

class Visitor : public RecursiveASTVisitor<Visitor> {
public:
  Visitor(AstRuleContext &C, AstPassResult &Out, std::set<std::string> &Seen)
      : C(C), SM(C.ast().getSourceManager()), UserNames(Out.UserNames),
        UserOffsets(Out.UserOffsets), Seen(Seen) {}

  /// Functions of every kind (member functions too) set InDevice; a
  /// lambda's body is its enclosing function's code.
  bool TraverseDecl(Decl *D) {
    auto *FD = dyn_cast_or_null<FunctionDecl>(D);
    if (!FD)
      return RecursiveASTVisitor::TraverseDecl(D);
    bool Saved = InDevice;
    InDevice = FD->hasAttr<CUDAGlobalAttr>() ||
               (FD->hasAttr<CUDADeviceAttr>() && !FD->hasAttr<CUDAHostAttr>());
    bool R = RecursiveASTVisitor::TraverseDecl(D);
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

  bool VisitMemberExpr(MemberExpr *E) {
    // A member of the program's own (cudaStackSize in a method, which reads
    // this->cudaStackSize) is its name, not the CUDA API.
    if (E->isImplicitAccess() && isInteresting(E->getMemberDecl()))
      recordUserToken(E->getMemberLoc());
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    if (isa<CUDAKernelCallExpr>(E) || !C.isUserLocation(E->getBeginLoc()) ||
        E->containsErrors())
      return true;
    // CUDA's device runtime (cudaGetErrorString, cudaMalloc in a kernel) has
    // no HIP counterpart: HIP's runtime API is host-only.
    if (const FunctionDecl *F = E->getDirectCallee();
        InDevice && F && F->getIdentifier() &&
        F->getName().starts_with("cuda") && !C.isUserLocation(F->getLocation()))
      C.diag(DiagId::DeviceRuntimeApi, E->getBeginLoc(), {F->getName().str()});
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
    // nvcuda::wmma::__float_to_tf32: the c2h::wmma helpers provide it.
    if (FD->getQualifiedNameAsString().rfind("nvcuda::", 0) == 0)
      return true;
    // Written by a system macro (assert's __assert_fail), not the program.
    if (E->getLocation().isMacroID() &&
        SM.isInSystemHeader(SM.getSpellingLoc(E->getLocation())))
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
    // Builtins Clang declares implicitly at their first use (__syncthreads
    // in host-only mode) sit at that use, in the program's files.
    if (D->isImplicit())
      return false;
    if (auto *FD = dyn_cast<FunctionDecl>(D); FD && FD->getBuiltinID())
      return false;
    llvm::StringRef N = D->getName();
    // A program's own namespace named like a mapped one (namespace cuda).
    if (isa<NamespaceDecl>(D) && !mappedNamespace(N).empty())
      return true;
    return lookupIdentifier(N) || looksLikeCudaApi(N);
  }

  void recordUserToken(SourceLocation L) {
    if (L.isInvalid())
      return;
    // Written as a macro argument (assert(!cudaStat)): where it is spelled.
    L = C.writtenInFile(L);
    if (L.isInvalid())
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
  bool InDevice = false; ///< In a kernel or a device-only function.
};

/// Whether a macro of this name, defined at L, is the program's own with a
/// CUDA-like name (what PPRecorder notes).
bool isUserCudaMacro(const SourceManager &SM, SourceLocation L,
                     llvm::StringRef N) {
  return L.isValid() && !SM.isInSystemHeader(L) &&
         !SM.isWrittenInBuiltinFile(L) && !SM.isWrittenInCommandLineFile(L) &&
         !isToolPath(SM.getFilename(L)) &&
         (lookupIdentifier(N) || looksLikeCudaApi(N));
}

/// Records macros the program defines and the user files it includes.
class PPRecorder : public PPCallbacks {
public:
  PPRecorder(const SourceManager &SM, AstPassResult &Out,
             std::set<std::string> &Files)
      : SM(SM), Out(Out), Files(Files) {}
  void MacroDefined(const Token &Name, const MacroDirective *) override {
    SourceLocation L = Name.getLocation();
    if (llvm::StringRef N = Name.getIdentifierInfo()->getName();
        isUserCudaMacro(SM, L, N))
      Out.UserNames.insert(N);
  }
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind Kind, FileID) override {
    if (Reason != EnterFile || Kind != SrcMgr::C_User)
      return;
    if (OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(Loc)))
      if (!isToolPath(F->getName()))
        Files.insert(absolutePath(F->getName()));
  }

private:
  const SourceManager &SM;
  AstPassResult &Out;
  std::set<std::string> &Files;
};

class Consumer : public ASTConsumer {
public:
  Consumer(CompilerInstance &CI, const TranslateOptions &Opts,
           AstPassResult &Out, bool &Ran, const PreambleRecord *Preamble)
      : CI(CI), Opts(Opts), Out(Out), Ran(Ran), Preamble(Preamble) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    AstRuleContext C(Ctx, Opts, Out);
    std::set<std::string> Seen;
    Visitor V(C, Out, Seen);
    // What a system entry holds is system and cuda2hip headers, which no
    // rule looks at: only the declarations this parse made are visited, so
    // the entry is not read back whole. A program preamble adds the
    // program's own declarations it holds, in the order they were parsed
    // (they come before the unit's). Without an entry these are all.
    TranslationUnitDecl *TU = Ctx.getTranslationUnitDecl();
    if (Ctx.getExternalSource()) {
      std::vector<Decl *> Scope;
      if (Preamble) {
        ASTReader &R = *CI.getASTReader();
        serialization::ModuleFile &MF = R.getModuleManager().getPrimaryModule();
        for (uint64_t ID : Preamble->Decls)
          if (Decl *D = R.GetLocalDecl(MF, LocalDeclID::get(R, MF, ID)))
            Scope.push_back(D);
      }
      Scope.insert(Scope.end(), TU->noload_decls_begin(),
                   TU->noload_decls_end());
      Ctx.setTraversalScope(Scope);
    }
    runAstRules(C, *TU);
    V.TraverseDecl(TU);
    // Only the warp analysis reads it, and --warp=off runs none.
    if (Opts.Warp != WarpMode::Off)
      computeWarpTaint(C, TU);
    Ran = true;
  }

private:
  CompilerInstance &CI;
  const TranslateOptions &Opts;
  AstPassResult &Out;
  bool &Ran; ///< Set once the unit was parsed to its end and visited.
  const PreambleRecord *Preamble; ///< The program preamble parsed with.
};

class Action : public ASTFrontendAction {
public:
  Action(const TranslateOptions &Opts, AstPassResult &Out,
         std::set<std::string> &Files, bool &Ran,
         const PreambleRecord *Preamble)
      : Opts(Opts), Out(Out), Files(Files), Ran(Ran), Preamble(Preamble) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef) override {
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<PPRecorder>(CI.getSourceManager(), Out, Files));
    return std::make_unique<Consumer>(CI, Opts, Out, Ran, Preamble);
  }

private:
  const TranslateOptions &Opts;
  AstPassResult &Out;
  std::set<std::string> &Files;
  bool &Ran;
  const PreambleRecord *Preamble;
};

/// While a program preamble is built: every file it reads (to tell later
/// whether the entry still holds), and what the unit's own parse would have
/// noted reading those bytes (program files entered, program macros).
class PreambleRecorder : public PPCallbacks {
public:
  PreambleRecorder(const SourceManager &SM, std::string Directory,
                   PreambleRecord &R, bool &Unfit)
      : SM(SM), Directory(std::move(Directory)), R(R), Unfit(Unfit) {}
  void MacroDefined(const Token &Name, const MacroDirective *) override {
    llvm::StringRef N = Name.getIdentifierInfo()->getName();
    if (isUserCudaMacro(SM, Name.getLocation(), N))
      Names.insert(N.str());
  }
  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind Kind, FileID) override {
    if (Reason != EnterFile)
      return;
    FileID FID = SM.getFileID(Loc);
    OptionalFileEntryRef F = SM.getFileEntryRefForID(FID);
    if (!F || isToolPath(F->getName()) || FID == SM.getMainFileID())
      return;
    llvm::SmallString<256> P(F->getName());
    if (!Directory.empty() && llvm::sys::path::is_relative(P))
      llvm::sys::path::append(P = Directory, F->getName());
    std::string Abs = absolutePath(P);
    // Names that would not survive the record's lines.
    if (llvm::StringRef(Abs).find_first_of("\n\t") != llvm::StringRef::npos ||
        F->getName().find_first_of("\n\t") != llvm::StringRef::npos)
      Unfit = true;
    if (!Deps.insert(Abs).second)
      return;
    PreambleDep D = currentDep(Abs);
    if (D.Path.empty())
      Unfit = true;
    R.Deps.push_back(std::move(D));
    // Named as PPRecorder names the files a unit's own parse enters.
    if (Kind == SrcMgr::C_User)
      R.Files.emplace_back(absolutePath(F->getName()), F->getName().str());
  }
  void finish() { R.Names.assign(Names.begin(), Names.end()); }

private:
  const SourceManager &SM;
  std::string Directory;
  PreambleRecord &R;
  bool &Unfit; ///< A file the record cannot name or read.
  std::set<std::string> Deps, Names;
};

/// Writes a program preamble's PCH, and records the program's top-level
/// declarations in it by the numbers the PCH gives them.
class PreambleWriter : public PCHGenerator {
public:
  PreambleWriter(CompilerInstance &CI, const std::string &OutputFile,
                 std::shared_ptr<PCHBuffer> Buffer, PreambleRecord &R)
      : PCHGenerator(CI.getPreprocessor(), CI.getModuleCache(), OutputFile,
                     /*isysroot=*/"", std::move(Buffer), CI.getCodeGenOpts(),
                     CI.getFrontendOpts().ModuleFileExtensions),
        R(R) {}
  void HandleTranslationUnit(ASTContext &Ctx) override {
    const SourceManager &SM = Ctx.getSourceManager();
    std::vector<const Decl *> Program;
    for (const Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
      if (D->isImplicit())
        continue;
      SourceLocation L = SM.getExpansionLoc(D->getLocation());
      if (L.isValid() && !SM.isInSystemHeader(L) &&
          !isToolPath(SM.getFilename(L)))
        Program.push_back(D);
    }
    PCHGenerator::HandleTranslationUnit(Ctx);
    if (!hasEmittedPCH())
      return;
    for (const Decl *D : Program)
      R.Decls.push_back(getWriter().getDeclID(D).getRawValue());
    Written = true;
  }
  bool Written = false;

private:
  PreambleRecord &R;
};

class PreambleAction : public ASTFrontendAction {
public:
  PreambleAction(std::string Directory, PreambleRecord &R, bool &Written,
                 bool &Unfit)
      : Directory(std::move(Directory)), R(R), Written(Written),
        Unfit(Unfit) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef In) override {
    auto Rec = std::make_unique<PreambleRecorder>(CI.getSourceManager(),
                                                  Directory, R, Unfit);
    Recorder = Rec.get();
    CI.getPreprocessor().addPPCallbacks(std::move(Rec));
    std::string Sysroot, OutputFile;
    if (!GeneratePCHAction::ComputeASTConsumerArguments(CI, Sysroot))
      return nullptr;
    std::unique_ptr<llvm::raw_pwrite_stream> OS =
        GeneratePCHAction::CreateOutputFile(CI, In, OutputFile);
    if (!OS)
      return nullptr;
    auto Buffer = std::make_shared<PCHBuffer>();
    auto W = std::make_unique<PreambleWriter>(CI, OutputFile, Buffer, R);
    Writer = W.get();
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(std::move(W));
    Consumers.push_back(CI.getPCHContainerWriter().CreatePCHContainerGenerator(
        CI, In.str(), OutputFile, std::move(OS), Buffer));
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }
  bool BeginSourceFileAction(CompilerInstance &CI) override {
    CI.getLangOpts().CompilingPCH = true;
    return ASTFrontendAction::BeginSourceFileAction(CI);
  }
  void EndSourceFileAction() override {
    if (Recorder)
      Recorder->finish();
    Written = Writer && Writer->Written;
  }
  TranslationUnitKind getTranslationUnitKind() override { return TU_Prefix; }
  bool hasCodeCompletionSupport() const override { return false; }
  bool hasASTFileSupport() const override { return false; }

private:
  std::string Directory;
  PreambleRecord &R;
  bool &Written;
  bool &Unfit;
  PreambleRecorder *Recorder = nullptr;
  PreambleWriter *Writer = nullptr;
};

/// Runs the action Make gives on the invocation Clang's driver made from the
/// arguments, after Adjust has changed what it must (a PCH to read or to
/// write).
class AdjustedAction : public tooling::FrontendActionFactory {
public:
  AdjustedAction(std::function<std::unique_ptr<FrontendAction>()> Make,
                 std::function<void(CompilerInvocation &)> Adjust)
      : Make(std::move(Make)), Adjust(std::move(Adjust)) {}
  std::unique_ptr<FrontendAction> create() override { return Make(); }
  bool runInvocation(std::shared_ptr<CompilerInvocation> Inv,
                     FileManager *Files,
                     std::shared_ptr<PCHContainerOperations> Ops,
                     DiagnosticConsumer *D) override {
    Adjust(*Inv);
    return FrontendActionFactory::runInvocation(std::move(Inv), Files,
                                                std::move(Ops), D);
  }

private:
  std::function<std::unique_ptr<FrontendAction>()> Make;
  std::function<void(CompilerInvocation &)> Adjust;
};

/// Writes a parse-cache entry, and notes a program file if the entry would
/// hold one (an angled include that -I resolves to the program's own file).
class PchAction : public GeneratePCHAction {
public:
  explicit PchAction(bool &UserFile) : UserFile(UserFile) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 llvm::StringRef In) override {
    struct Watch : PPCallbacks {
      Watch(const SourceManager &SM, bool &UserFile)
          : SM(SM), UserFile(UserFile) {}
      void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                       SrcMgr::CharacteristicKind Kind, FileID) override {
        if (Reason != EnterFile || Kind != SrcMgr::C_User)
          return;
        // Not a file: the predefines and the command line's macros.
        OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(Loc));
        if (F && !isToolPath(F->getName()))
          UserFile = true;
      }
      const SourceManager &SM;
      bool &UserFile;
    };
    CI.getPreprocessor().addPPCallbacks(
        std::make_unique<Watch>(CI.getSourceManager(), UserFile));
    return GeneratePCHAction::CreateASTConsumer(CI, In);
  }

private:
  bool &UserFile;
};

/// The main file of a parse-cache entry that holds Includes.
std::string preambleText(const std::vector<std::string> &Includes) {
  std::string T;
  for (const std::string &I : Includes)
    T += "#include <" + I + ">\n";
  return T;
}

/// What the parse reads: the real files (spaced chevrons joined), and in
/// memory the bundled declarations (bundled mode), the parse-support
/// headers, an empty stand-in for each header in Stubs and the main file of
/// the parse-cache entry in use (Preamble).
llvm::IntrusiveRefCntPtr<llvm::vfs::OverlayFileSystem>
parseFileSystem(const TranslateOptions &Opts,
                const std::map<std::string, Diagnostic> &Stubs,
                const std::string &Preamble = "") {
  auto Overlay = llvm::makeIntrusiveRefCnt<llvm::vfs::OverlayFileSystem>(
      llvm::makeIntrusiveRefCnt<ChevronJoiningFS>(
          llvm::vfs::getRealFileSystem()));
  auto Mem = llvm::makeIntrusiveRefCnt<llvm::vfs::InMemoryFileSystem>();
  auto Add = [&](const llvm::Twine &Path, llvm::StringRef Text,
                 llvm::StringRef Name) {
    Mem->addFile(Path, 0, llvm::MemoryBuffer::getMemBuffer(Text, Name));
  };
  for (const EmbeddedFile *F = ParseSupportHeaders; F->Name; ++F)
    Add(SupportDir + "/" + F->Name, F->Text, F->Name);
  for (const auto &[S, Where] : Stubs)
    Add(MissingDir + "/" + S, "", S);
  Add(MissingDir + "/.keep", "", ".keep");
  Mem->addFile(PreambleFile, 0,
               llvm::MemoryBuffer::getMemBufferCopy(Preamble, PreambleFile));
  if (Opts.Headers == HeaderMode::Bundled) {
    for (const EmbeddedFile *F = BundledCudaHeaders; F->Name; ++F)
      Add(BundledDir + "/" + F->Name, F->Text, F->Name);
    // A header the tables know but the bundled declarations lack (cuSOLVER,
    // CUB, NCCL, ...) is an empty stand-in: its names are then reported by
    // the token pass with the tables' verdict instead of ending the parse.
    for (const ApiRow &R : familyRows(ApiFamily::Header)) {
      std::string Path = (BundledDir + "/" + R.Cuda).str();
      if (!Mem->exists(Path))
        Add(Path, "/* cuda2hip: no bundled declarations */\n", R.Cuda);
    }
  }
  Overlay->pushOverlay(Mem);
  return Overlay;
}

/// What a parse-cache entry's contents depend on besides the arguments:
/// Clang, and the in-memory headers cuda2hip parses with.
const std::string &toolFingerprint() {
  static const std::string F = [] {
    llvm::SHA256 H;
    H.update(getClangFullVersion());
    for (const EmbeddedFile *Set : {ParseSupportHeaders, BundledCudaHeaders})
      for (const EmbeddedFile *E = Set; E->Name; ++E) {
        H.update(E->Name);
        H.update(llvm::StringRef("\0", 1));
        H.update(E->Text);
        H.update(llvm::StringRef("\0", 1));
      }
    for (const ApiRow &R : familyRows(ApiFamily::Header)) {
      H.update(R.Cuda);
      H.update(llvm::StringRef("\0", 1));
    }
    return llvm::toHex(H.final(), /*LowerCase=*/true);
  }();
  return F;
}

/// Builds a parse-cache entry holding the prelude and Includes at Path.
bool buildEntry(const CompileFlags &Flags, const TranslateOptions &Opts,
                const std::vector<std::string> &Includes,
                const std::string &Path) {
  auto Overlay = parseFileSystem(Opts, {}, preambleText(Includes));
  if (!Flags.Directory.empty())
    Overlay->setCurrentWorkingDirectory(Flags.Directory);
  auto Files =
      llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);
  bool UserFile = false;
  AdjustedAction Act([&] { return std::make_unique<PchAction>(UserFile); },
                     [&](CompilerInvocation &Inv) {
                       Inv.getFrontendOpts().ProgramAction =
                           frontend::GeneratePCH;
                       Inv.getFrontendOpts().OutputFile = Path;
                     });
  DiagnosticConsumer Count; // Counts errors and warnings, shows none.
  tooling::ToolInvocation Inv(clangArguments(PreambleFile, Flags, Opts), &Act,
                              Files.get(),
                              std::make_shared<PCHContainerOperations>());
  Inv.setDiagnosticConsumer(&Count);
  bool Ok = Inv.run();
  return Ok && Count.getNumErrors() == 0 && !UserFile &&
         llvm::sys::fs::exists(Path);
}

/// What decides a cache entry's contents besides what it includes: the tool,
/// the parser's arguments (the main file left out) and the directory.
std::string cacheConfig(llvm::StringRef MainFile, const CompileFlags &Flags,
                        const TranslateOptions &Opts) {
  std::vector<std::string> Args = clangArguments(MainFile, Flags, Opts);
  Args.pop_back(); // The main file.
  std::string Config = toolFingerprint();
  for (const std::string &A : Args)
    Config += '\0' + A;
  Config += '\0' + Flags.Directory;
  return Config;
}

/// MainFile as the parse opens it.
std::string unitPath(llvm::StringRef MainFile, const CompileFlags &Flags) {
  llvm::SmallString<256> Abs(MainFile);
  if (!Flags.Directory.empty() && llvm::sys::path::is_relative(Abs))
    llvm::sys::path::append(Abs = Flags.Directory, MainFile);
  return std::string(Abs);
}

/// The parse-cache entry of system headers to parse MainFile with (none
/// without a cache).
CacheEntry cacheEntry(llvm::StringRef MainFile, const CompileFlags &Flags,
                      const TranslateOptions &Opts) {
  if (Opts.CacheDir.empty())
    return {};
  std::string Abs = unitPath(MainFile, Flags);
  std::vector<std::string> Includes;
  if (auto Buf = llvm::MemoryBuffer::getFile(Abs))
    Includes = systemPreamble((*Buf)->getBuffer());
  ParseCache Cache(Opts.CacheDir, cacheConfig(MainFile, Flags, Opts));
  return Cache.entryFor(
      Includes, Abs,
      [&](const std::vector<std::string> &I, const std::string &Path) {
        return buildEntry(Flags, Opts, I, Path);
      });
}

/// A unit's program preamble: its bounds, its bytes as the parse reads them
/// (spaced chevrons joined) and its key (empty: none to use).
struct UnitPreamble {
  PreambleBounds Bounds{0, false};
  std::string Text;
  std::string Key;
};

UnitPreamble unitPreamble(llvm::StringRef MainFile, const CompileFlags &Flags) {
  UnitPreamble U;
  auto Buf = llvm::MemoryBuffer::getFile(unitPath(MainFile, Flags));
  if (!Buf)
    return U;
  llvm::StringRef Text = (*Buf)->getBuffer();
  std::string Joined;
  if (std::vector<SpacedChevron> Fixes = findSpacedChevrons(Text);
      !Fixes.empty())
    Text = Joined = joinSpacedChevrons(Text, Fixes);
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.LineComment = true;
  LO.CUDA = true;
  U.Bounds = ComputePreambleBounds(LO, llvm::MemoryBufferRef(Text, MainFile),
                                   /*MaxLines=*/0);
  if (U.Bounds.Size == 0)
    return U;
  U.Text = Text.take_front(U.Bounds.Size).str();
  PreambleSignature S = preambleSignature(U.Text, U.Bounds.Size);
  if (!S.Usable)
    return U;
  // Files that open alike share an entry; the folder joins the key where a
  // quoted name is found from it, the path and the exact bytes where the
  // preamble names the file or its lines.
  U.Key = S.Text;
  U.Key += '\0';
  U.Key += U.Bounds.PreambleEndsAtStartOfLine ? '1' : '0';
  U.Key += '\0';
  if (S.NeedsFolder || S.NeedsPath)
    U.Key += llvm::sys::path::parent_path(MainFile).str() + '\0' +
             Flags.Directory;
  if (S.NeedsPath)
    U.Key += '\0' + MainFile.str() + '\0' + U.Text;
  return U;
}

/// Builds the program-preamble entry of U at Path.
PreambleBuild buildPreamble(llvm::StringRef MainFile, const CompileFlags &Flags,
                            const TranslateOptions &Opts, const UnitPreamble &U,
                            const std::string &Path) {
  auto Overlay = parseFileSystem(Opts, {});
  if (!Flags.Directory.empty())
    Overlay->setCurrentWorkingDirectory(Flags.Directory);
  auto Files =
      llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(), Overlay);
  PreambleBuild B;
  bool Written = false, Unfit = false;
  AdjustedAction Act(
      [&] {
        return std::make_unique<PreambleAction>(Flags.Directory, B.Record,
                                                Written, Unfit);
      },
      [&](CompilerInvocation &Inv) {
        Inv.getFrontendOpts().ProgramAction = frontend::GeneratePCH;
        Inv.getFrontendOpts().OutputFile = Path;
        PreprocessorOptions &PP = Inv.getPreprocessorOpts();
        PP.PrecompiledPreambleBytes = {0, false};
        PP.GeneratePreamble = true;
        // The main file is its preamble alone.
        PP.addRemappedFile(
            MainFile,
            llvm::MemoryBuffer::getMemBufferCopy(U.Text, MainFile).release());
      });
  DiagnosticConsumer Count; // Counts errors, shows none.
  tooling::ToolInvocation Inv(clangArguments(MainFile, Flags, Opts), &Act,
                              Files.get(),
                              std::make_shared<PCHContainerOperations>());
  Inv.setDiagnosticConsumer(&Count);
  bool Ok = Inv.run();
  B.Ok = Ok && Written && !Unfit && Count.getNumErrors() == 0 &&
         llvm::sys::fs::exists(Path);
  B.Record.Main = absolutePath(unitPath(MainFile, Flags));
  B.Record.MainSha256 = sha256Of(U.Text);
  if (B.Record.Main.find('\n') != std::string::npos)
    B.Ok = false; // The record could not name it.
  return B;
}

} // namespace

bool AstRuleContext::isUserLocation(SourceLocation L) const {
  const SourceManager &SM = Ctx.getSourceManager();
  L = SM.getExpansionLoc(L);
  if (L.isInvalid() || SM.isInSystemHeader(L))
    return false;
  llvm::StringRef F = SM.getFilename(L);
  return !F.empty() && !isToolPath(F);
}

void AstRuleContext::skipped(RuleId Rule, SourceLocation) {
  ++Out.SkippedRules[ruleInfo(Rule).Name.str()];
}

void AstRuleContext::replace(CharSourceRange R, std::string Text,
                             RuleId Rule) {
  addEdit(R, std::move(Text), Rule, /*Supersedes=*/false);
}

void AstRuleContext::supersede(CharSourceRange R, std::string Text,
                               RuleId Rule) {
  addEdit(R, std::move(Text), Rule, /*Supersedes=*/true);
}

void AstRuleContext::addEdit(CharSourceRange R, std::string Text, RuleId Rule,
                             bool Supersedes) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto [FID, Begin] = SM.getDecomposedLoc(R.getBegin());
  auto [FID2, End] = SM.getDecomposedLoc(R.getEnd());
  if (FID != FID2 || End < Begin)
    return;
  OptionalFileEntryRef F = SM.getFileEntryRefForID(FID);
  if (!F)
    return;
  Out.Edits[absolutePath(F->getName())].add(
      Edit{Begin, End - Begin, std::move(Text), Rule, Supersedes});
}

void AstRuleContext::useHelper(SourceLocation L, llvm::StringRef Helper) {
  const SourceManager &SM = Ctx.getSourceManager();
  OptionalFileEntryRef F =
      SM.getFileEntryRefForID(SM.getFileID(SM.getExpansionLoc(L)));
  if (F)
    Out.Helpers[absolutePath(F->getName())].insert(Helper.str());
}

SourceLocation AstRuleContext::writtenInFile(SourceLocation L) const {
  if (!L.isMacroID())
    return L;
  const SourceManager &SM = Ctx.getSourceManager();
  if (!SM.isMacroArgExpansion(L))
    return SourceLocation();
  L = SM.getSpellingLoc(L);
  return L.isMacroID() ? SourceLocation() : L;
}

void AstRuleContext::stagedSite(SourceLocation L) {
  const SourceManager &SM = Ctx.getSourceManager();
  auto [FID, Offset] = SM.getDecomposedLoc(L);
  if (OptionalFileEntryRef F = SM.getFileEntryRefForID(FID))
    Out.StagedSites[absolutePath(F->getName())].insert(Offset);
}

WarpTaintFacts *AstRuleContext::warpFacts(SourceLocation L) {
  const SourceManager &SM = Ctx.getSourceManager();
  OptionalFileEntryRef F = SM.getFileEntryRefForID(SM.getFileID(L));
  return F ? &Out.WarpTaint[absolutePath(F->getName())] : nullptr;
}

void AstRuleContext::warpTaint(SourceLocation L, unsigned Bits,
                               bool Operator) {
  if (WarpTaintFacts *W = warpFacts(L))
    (Operator ? W->Ops : W->Names)[Ctx.getSourceManager().getFileOffset(L)] |=
        Bits;
}

void AstRuleContext::diag(DiagId Id, SourceLocation L,
                          std::vector<std::string> Args) {
  Out.Diags.push_back(
      makeDiag(Ctx.getSourceManager(), L, Id, formatDiag(Id, Args)));
}

CharSourceRange AstRuleContext::fileRange(SourceRange R) const {
  return Lexer::makeFileCharRange(CharSourceRange::getTokenRange(R),
                                  Ctx.getSourceManager(), Ctx.getLangOpts());
}

llvm::StringRef AstRuleContext::text(SourceRange R) const {
  return Lexer::getSourceText(CharSourceRange::getTokenRange(R),
                              Ctx.getSourceManager(), Ctx.getLangOpts());
}

std::string programPreambleKey(llvm::StringRef MainFile,
                               const CompileFlags &Flags,
                               const TranslateOptions &Opts) {
  if (Opts.CacheDir.empty())
    return "";
  UnitPreamble U = unitPreamble(MainFile, Flags);
  if (U.Key.empty())
    return "";
  return cacheConfig(MainFile, Flags, Opts) + '\0' + U.Key;
}

std::vector<std::string> clangArguments(llvm::StringRef MainFile,
                                        const CompileFlags &Flags,
                                        const TranslateOptions &Opts) {
  std::vector<std::string> A = {"clang++", "-x", "cuda", "--cuda-host-only",
                                "-fsyntax-only", "-w", "-fno-spell-checking",
                                // `register`, an error in C++17 unless
                                // asked otherwise; nvcc takes it (and
                                // c2h-register-storage drops it).
                                "-Wno-register",
                                "-fno-caret-diagnostics",
                                // Lets device-side launches parse, so they
                                // can be diagnosed as such.
                                "-fgpu-rdc",
                                // Errors are recovered from: keep parsing.
                                "-ferror-limit=0"};
  if (!Opts.ResourceDir.empty()) {
    A.push_back("-resource-dir");
    A.push_back(Opts.ResourceDir);
  }
  // Declarations that stand in for toolkit headers Clang cannot parse as
  // nvcc does (Headers/parse/sdk), searched first in both modes.
  A.push_back("-isystem");
  A.push_back((SupportDir + "/sdk").str());
  if (Opts.HipSource) {
    A.push_back("-isystem");
    A.push_back((SupportDir + "/hip").str());
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
    A.push_back("-include");
    A.push_back((SupportDir + "/__cuda2hip_sdk_prelude.h").str());
  }
  A.insert(A.end(), Flags.Args.begin(), Flags.Args.end());
  // Searched last: empty stand-ins for headers found nowhere else.
  A.push_back("-idirafter");
  A.push_back(MissingDir.str());
  A.push_back(MainFile.str());
  return A;
}

AstPassResult runAstPass(llvm::StringRef MainFile, const CompileFlags &Flags,
                         const TranslateOptions &Opts) {
  // A program preamble when there is one to use, else an entry of the
  // system headers the file opens with.
  UnitPreamble U;
  PreambleEntry Program;
  if (!Opts.CacheDir.empty())
    U = unitPreamble(MainFile, Flags);
  if (!U.Key.empty()) {
    std::string Config = cacheConfig(MainFile, Flags, Opts);
    bool Shared = Opts.SharedPreambles &&
                  Opts.SharedPreambles->count(Config + '\0' + U.Key);
    Program = ParseCache(Opts.CacheDir, std::move(Config))
                  .preambleFor(
                      U.Key,
                      [&](const std::string &Path) {
                        return buildPreamble(MainFile, Flags, Opts, U, Path);
                      },
                      Shared, [&](const PreambleRecord &R) {
                        // The file that built the entry, since edited
                        // above its first line of code (a comment): its
                        // entry would spell the macros of the old bytes.
                        bool Same = false;
                        return llvm::sys::fs::equivalent(
                                   R.Main, unitPath(MainFile, Flags), Same) ||
                               !Same || R.MainSha256 == sha256Of(U.Text);
                      });
  }
  CacheEntry Entry;
  if (Program.Path.empty())
    Entry = cacheEntry(MainFile, Flags, Opts);
  // Spellings parsed as empty files, with where each was included.
  std::map<std::string, Diagnostic> Stubs;
  for (unsigned Attempt = 1;; ++Attempt) {
    AstPassResult Out;
    auto Overlay = parseFileSystem(Opts, Stubs, preambleText(Entry.Includes));
    if (!Flags.Directory.empty())
      Overlay->setCurrentWorkingDirectory(Flags.Directory);
    auto Files = llvm::makeIntrusiveRefCnt<FileManager>(FileSystemOptions(),
                                                        Overlay);
    std::set<std::string> Included;
    bool UsingProgram = !Program.Path.empty();
    bool UsingPch = UsingProgram || !Entry.Path.empty();
    ErrorCollector Errors(Out, UsingPch);
    bool Ran = false;
    AdjustedAction Act(
        [&] {
          return std::make_unique<Action>(
              Opts, Out, Included, Ran,
              UsingProgram ? &Program.Record : nullptr);
        },
        [&](CompilerInvocation &Inv) {
          PreprocessorOptions &PP = Inv.getPreprocessorOpts();
          if (UsingProgram) {
            // As clangd reads a preamble: the unit's first bytes are the
            // entry's, its files were checked when the entry was chosen.
            PP.ImplicitPCHInclude = Program.Path;
            PP.PrecompiledPreambleBytes = {U.Bounds.Size,
                                           U.Bounds.PreambleEndsAtStartOfLine};
            PP.DisablePCHOrModuleValidation =
                DisableValidationForModuleKind::PCH;
            PP.UsePredefines = false;
            return;
          }
          if (!UsingPch)
            return;
          PP.ImplicitPCHInclude = Entry.Path;
          // A changed system header makes Clang refuse the entry.
          Inv.getHeaderSearchOpts().ModulesValidateSystemHeaders = true;
        });
    tooling::ToolInvocation Inv(clangArguments(MainFile, Flags, Opts), &Act,
                                Files.get(),
                                std::make_shared<PCHContainerOperations>());
    Inv.setDiagnosticConsumer(&Errors);
    Inv.run();
    if (UsingPch && (Errors.PchRefused || !Ran)) {
      if (UsingProgram) {
        if (Errors.PchRefused)
          ParseCache::discard(Program.Path);
        Program = {};
        Entry = cacheEntry(MainFile, Flags, Opts);
      } else {
        if (Errors.PchRefused)
          ParseCache::discard(Entry.Path);
        Entry = {};
      }
      --Attempt; // The same parse, without the entry.
      continue;
    }
    if (UsingProgram) {
      // What the unit's parse would have noted reading the preamble itself.
      std::map<std::string, std::string> Named;
      for (const auto &[Abs, Name] : Program.Record.Files) {
        Included.insert(Abs);
        Named.emplace(Abs, Name);
      }
      for (const std::string &N : Program.Record.Names)
        Out.UserNames.insert(N);
      // Messages about a file read from the entry name it as the parse that
      // included it did.
      for (Diagnostic &D : Out.Diags)
        if (!D.File.empty())
          if (auto It = Named.find(absolutePath(D.File)); It != Named.end())
            D.File = It->second;
    }
    bool Again = false;
    for (auto &[S, Where] : Errors.Missing) {
      llvm::StringRef Spelling = S;
      if (Attempt < MaxParses && !llvm::sys::path::is_absolute(Spelling) &&
          !Spelling.contains("..") && Stubs.try_emplace(S, Where).second) {
        Again = true;
        continue;
      }
      // A path no stub can stand for: the header and all it declares are
      // missing from this parse.
      Diagnostic D = Where;
      D.Id = DiagId::ParseError;
      D.Sev = diagInfo(DiagId::ParseError).Sev;
      D.Message = "'" + S + "' file not found";
      Out.Diags.push_back(std::move(D));
      ++Errors.Errors;
    }
    if (Again)
      continue; // Parse again, with the new stubs.
    for (const auto &[S, Where] : Stubs) {
      Out.Diags.push_back(makeDiagnostic(DiagId::MissingInclude, Where.File,
                                         Where.Line, Where.Column, {S}));
      Out.MissingIncludes.push_back(S);
    }
    if (Errors.SystemErrors) {
      Out.Diags.push_back(
          makeDiagnostic(DiagId::ParseSystemErrors, MainFile.str(), 0, 0,
                         {std::to_string(Errors.SystemErrors)}));
    }
    Out.ParseErrors = Errors.Errors;
    Out.Parsed = Errors.Errors == 0 && !Errors.FatalSeen;
    Out.Incomplete = Errors.FatalSeen;
    Out.IncludedFiles.assign(Included.begin(), Included.end());
    return Out;
  }
}

} // namespace cuda2hip
