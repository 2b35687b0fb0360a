//===- TokenContext.h - what token-level rules work on ----------*- C++ -*-===//
//
// The token pass lexes a file in raw mode (no preprocessing), so rules see
// every token, including inactive #if branches and macro bodies. A rule gets
// the token stream and records edits and diagnostics through the context.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_TOKENCONTEXT_H
#define CUDA2HIP_LIB_REWRITE_TOKENCONTEXT_H

#include "cuda2hip/Rewrite/Translate.h"
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "clang/Basic/TokenKinds.h"
#include <map>
#include <optional>
#include <set>

namespace cuda2hip {

struct RawToken {
  unsigned Offset = 0, Length = 0;
  clang::tok::TokenKind Kind = clang::tok::unknown;
  bool StartOfLine = false;
  llvm::StringRef Text;
  bool is(clang::tok::TokenKind K) const { return Kind == K; }
  bool isIdent() const { return Kind == clang::tok::raw_identifier; }
  unsigned end() const { return Offset + Length; }
};

/// The arguments of a call found in the token stream: token index ranges
/// [First, Last] for each top-level argument, and the parentheses.
struct TokenCall {
  size_t LParen = 0, RParen = 0;
  std::vector<std::pair<size_t, size_t>> Args;
};

/// An asm statement: asm [volatile] ("template"... : outputs : inputs ...).
struct TokenAsm {
  size_t RParen = 0;    ///< The closing parenthesis.
  std::string Template; ///< Its string literals joined, as written ("%%").
  /// Token ranges [First, End) of the colon-separated operand lists that
  /// follow the template ("::" counts as an empty list).
  std::vector<std::pair<size_t, size_t>> Operands;
};

/// An #include line seen by the pass.
struct IncludeLine {
  unsigned LineOffset = 0;  ///< Start of the line holding the directive.
  std::string Spelling;     ///< The path as it will read after translation.
  bool Angled = false;
  bool Translated = false; ///< The translation changed the path.
};

class TokenContext {
public:
  TokenContext(const TokenPassInput &In, const TranslateOptions &Opts,
               TokenPassResult &Out);

  const TranslateOptions &opts() const { return Opts; }
  llvm::StringRef buffer() const { return In.Buffer; }
  llvm::StringRef path() const { return In.Path; }
  llvm::StringRef absolutePath() const {
    return In.AbsolutePath.empty() ? In.Path : In.AbsolutePath;
  }
  const std::vector<RawToken> &tokens() const { return Toks; }
  bool isUserToken(size_t I) const {
    return In.UserOffsets && In.UserOffsets->count(Toks[I].Offset);
  }
  /// The file declares Name after a type ('cudaError_t cudaStat;'), where
  /// the parse may not have seen it (a macro body, an inactive branch).
  bool declaresName(llvm::StringRef Name) const {
    return DeclaredNames.contains(Name);
  }
  /// The async-copy site at Offset passes its function's c2h_async_stage
  /// (the AST found one reaches it).
  bool isStagedSite(unsigned Offset) const {
    return In.StagedSites && In.StagedSites->count(Offset);
  }
  bool isUserName(llvm::StringRef Name) const {
    return LocalMacros.contains(Name) ||
           (In.UserNames && In.UserNames->contains(Name));
  }

  void replace(unsigned Offset, unsigned Length, std::string Text, RuleId R);
  void replaceToken(size_t I, std::string Text, RuleId R) {
    replace(Toks[I].Offset, Toks[I].Length, std::move(Text), R);
  }
  void diag(DiagId Id, unsigned Offset, std::vector<std::string> Args);

  /// The call whose callee is token I, if token I+1 opens a balanced
  /// argument list on the token stream.
  std::optional<TokenCall> callAt(size_t I) const;
  /// The asm statement whose keyword (asm, __asm__, __asm) is token I, if
  /// its template is made of string literals.
  std::optional<TokenAsm> asmAt(size_t I) const;
  /// Source text from the start of token First to the end of token Last.
  llvm::StringRef text(size_t First, size_t Last) const;
  /// The body of an object-like macro this file defines, if exactly one.
  std::optional<llvm::StringRef> macroBody(llvm::StringRef Name) const {
    auto It = ObjectMacroBodies.find(Name);
    if (It == ObjectMacroBodies.end())
      return std::nullopt;
    return llvm::StringRef(It->second);
  }
  /// Offset of the first byte of the line holding Offset.
  unsigned lineStart(unsigned Offset) const;

  /// Facts the include rules need once the stream has been walked.
  std::vector<IncludeLine> Includes;
  /// Header prefixes whose configuration macros this file has defined.
  std::set<std::string> ConfiguredLibraries;
  bool UsesHip = false; ///< Some edit or kernel syntax needs the HIP runtime.
  /// Where: the offsets of those edits and tokens.
  std::vector<unsigned> HipUses;
  void usesHipAt(unsigned Offset) {
    UsesHip = true;
    HipUses.push_back(Offset);
  }
  /// The helpers this file's rewrites call (cuda2hip/Rules/Helpers.h), by
  /// the name of the entry that defines each.
  std::set<std::string> HelpersUsed;
  bool WarpLogical32Applied = false; ///< Some c2h-warp-logical32 edit made.
  /// Bodies of functions --warp=native widened: [first, last] offsets.
  std::vector<std::pair<unsigned, unsigned>> NativeRegions;
  bool inNativeRegion(unsigned Offset) const {
    for (const auto &[B, E] : NativeRegions)
      if (Offset >= B && Offset <= E)
        return true;
    return false;
  }
  /// The compute capability HIP's device pass stands as in the #if/#elif
  /// directive at token Directive (c2h-cuda-arch-macro): AssumeCudaArch,
  /// or lower where that would pick a path of inline PTX over one without.
  /// The second member is true when it was lowered.
  std::pair<unsigned, bool> cudaArchAt(size_t Directive);
  /// The file calls Name, a helper function (or macro) of
  /// lib/Rules/Helpers.def: the entry that defines it is emitted.
  void useHelper(llvm::StringRef Name) {
    llvm::StringRef Entry = helperDefining(Name);
    HelpersUsed.insert((Entry.empty() ? Name : Entry).str());
  }

private:
  const TokenPassInput &In;
  const TranslateOptions &Opts;
  TokenPassResult &Out;
  std::vector<RawToken> Toks;
  std::vector<unsigned> LineStarts;
  NameSet LocalMacros; ///< Macros this file defines, in any branch.
  NameSet DeclaredNames; ///< 'type name' declarations seen in the tokens.
  llvm::StringMap<std::string> ObjectMacroBodies;
  /// cudaArchAt's answers by directive token, once computed.
  std::optional<std::map<size_t, unsigned>> ArchByDirective;
};

// Token-level rules. Each returns true when it consumed the token.
void applyRenameApi(TokenContext &C, size_t I, const ApiRow &Row);
/// Writes spaced launch chevrons ('<< <', '>> >') as '<<<' and '>>>'.
void applyLaunchChevrons(TokenContext &C);
/// `Ns::Name` at tokens I..I+2, where Ns is a namespace the tables map.
void applyRenameQualified(TokenContext &C, size_t I);
/// May advance I past tokens it rewrote (a dropped mask argument).
bool applyWarpSyncLegacy(TokenContext &C, size_t &I, const ApiRow &Row);
/// Where a __CUDA_ARCH__ token stands.
enum class CudaArchUse {
  DefinedTest, ///< #ifdef, #ifndef, defined(...).
  IfExpr,      ///< A value in #if or #elif.
  MacroBody,   ///< A #define's replacement list.
  Code,        ///< Outside directives.
};
bool applyCudaArchMacro(TokenContext &C, size_t I, CudaArchUse Use);
/// '__syncwarp(...)' at token I, a call: 'c2h_syncwarp()', the fenced wave
/// barrier, with its helper.
void replaceSyncwarp(TokenContext &C, size_t I, const TokenCall &Call,
                     RuleId Rule);
/// c2h-async-copy: an inline-PTX cp.async statement (token I is its asm
/// keyword) becomes a call of a c2h_cp_async* helper, passing `c2h_stage`
/// first where Staged (c2h-async-copy-staged); false if the template is not
/// a form it knows.
bool applyPtxCall(TokenContext &C, size_t I, const TokenAsm &A, bool Staged);
/// c2h-async-copy-staged: the __pipeline_* call at token I (already
/// renamed) passes `c2h_stage` first.
void applyPipelineStage(TokenContext &C, size_t I);
void applyIncludeLine(TokenContext &C, unsigned PathOffset,
                      llvm::StringRef Path, bool Angled, unsigned LineOffset);
/// c2h-register-storage: drops the `register` storage class at token I.
bool applyRegisterStorage(TokenContext &C, size_t I);
/// c2h-cub-warp-transpose: BLOCK_LOAD/STORE_WARP_TRANSPOSE at token I (or
/// its cub:: qualifier), the algorithm of a BlockLoad/BlockStore whose block
/// may not be whole 64-lane wavefronts; returns the tokens it rewrote.
size_t applyCubWarpTranspose(TokenContext &C, size_t I);
/// c2h-grid-constant: drops `__grid_constant__` at token I.
bool applyGridConstant(TokenContext &C, size_t I);
/// c2h-shared-alignas: `__shared__ alignas(N)` at token I becomes
/// `alignas(N) __shared__` (and likewise for __constant__ and __device__).
bool applySharedAlignas(TokenContext &C, size_t I);
/// Inserts the HIP runtime include where needed, followed by <cstring> when
/// the file relies on CUDA's implicit <string.h>, and HelperText (helper
/// definitions) when that is not empty.
void applyIncludeRuntime(TokenContext &C, llvm::StringRef HelperText);

/// A mask expression as a constant reads: object-like macros of the file
/// expanded, outer parentheses, case and integer suffixes dropped
/// ("(FULL)" with FULL 0xFFFFFFFFu gives "0xffffffff").
std::string canonicalMask(const TokenContext &C, llvm::StringRef M);
/// True for masks that name every lane that can execute the call: a
/// full-mask constant (possibly through a macro of this file) or
/// __activemask().
bool isFullWarpMask(const TokenContext &C, llvm::StringRef M);
/// --warp=logical32 rewrites (Logical32.cpp). The Call form handles warp
/// intrinsics found in the tables; the Token form handles warpSize, member
/// '.warpSize' and inline-PTX warp idioms. Both may advance I.
bool applyWarpLogical32Call(TokenContext &C, size_t &I);
bool applyWarpLogical32Token(TokenContext &C, size_t &I);
/// --warp=native (Native.cpp plans it): widens the kernels it accepts and
/// records their bodies, whose warp calls applyWarpLogical32Call then gives
/// the wavefront's width; notes say why each kernel widens or not.
void applyWarpNative(TokenContext &C, const WarpAnalysis &A);
/// What no warp mode makes right, reported where the lint would: spin loops
/// on atomics (c2h-warp-lane-spin: lanes of one wavefront cannot wait for
/// each other). Tiles wider than 32, which lint reports, are translated
/// (c2h-cg-block-tile) or reported by that rule.
void applyWarpHazards(TokenContext &C, const WarpAnalysis &A);
/// The block a file carries after its HIP runtime include: the warp-mode
/// banner where a warp rewrite was made, and the definitions of the helpers
/// its rewrites call, with what they need, in registry order; or "".
std::string helperBlock(const TokenContext &C);

} // namespace cuda2hip

#endif
