//===- TokenPass.cpp - the raw-token walk and rule dispatch ----------------===//
#include "TokenContext.h"
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include <map>
#include <set>

using namespace clang;

namespace cuda2hip {

TokenContext::TokenContext(const TokenPassInput &In,
                           const TranslateOptions &Opts, TokenPassResult &Out)
    : In(In), Opts(Opts), Out(Out) {
  if (In.Helpers)
    for (const std::string &H : *In.Helpers)
      useHelper(H);
  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.CUDA = true;
  LO.LineComment = true;
  llvm::StringRef B = In.Buffer;
  Lexer L(SourceLocation::getFromRawEncoding(1), LO, B.begin(), B.begin(),
          B.end());
  L.SetCommentRetentionState(false);
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    RawToken R;
    R.Offset = T.getLocation().getRawEncoding() - 1;
    R.Length = T.getLength();
    R.Kind = T.getKind();
    R.StartOfLine = T.isAtStartOfLine();
    R.Text = B.substr(R.Offset, R.Length);
    Toks.push_back(R);
  }
  for (size_t I = 0; I + 2 < Toks.size(); ++I)
    if (Toks[I].StartOfLine && Toks[I].is(tok::hash) &&
        Toks[I + 1].Text == "define" && Toks[I + 2].isIdent()) {
      LocalMacros.insert(Toks[I + 2].Text);
      // Object-like: no '(' glued to the name. Record its body's text.
      size_t J = I + 3;
      if (J < Toks.size() && !Toks[J].StartOfLine &&
          !(Toks[J].is(tok::l_paren) && Toks[J].Offset == Toks[I + 2].end())) {
        size_t Last = J;
        while (Last + 1 < Toks.size() && !Toks[Last + 1].StartOfLine)
          ++Last;
        std::string Body = B.slice(Toks[J].Offset, Toks[Last].end()).str();
        auto [It, New] = ObjectMacroBodies.try_emplace(Toks[I + 2].Text, Body);
        if (!New && It->second != Body)
          It->second = "<ambiguous>"; // Defined differently in two branches.
      }
    }
  // Names this file visibly declares with a type in front ('cudaError_t
  // cudaStat;', also in a macro body or an inactive branch the parse never
  // saw): the program's variables, not unknown CUDA APIs.
  for (size_t I = 1; I + 1 < Toks.size(); ++I) {
    const RawToken &Ty = Toks[I - 1], &Name = Toks[I], &Next = Toks[I + 1];
    if (!Name.isIdent() || !Ty.isIdent() || !looksLikeCudaApi(Name.Text) ||
        !(Next.is(tok::equal) || Next.is(tok::semi) || Next.is(tok::comma) ||
          Next.is(tok::l_square) || Next.is(tok::r_paren)))
      continue;
    const ApiRow *Row = lookupIdentifier(Ty.Text);
    bool Type = Row && Ty.Text.ends_with("_t");
    for (llvm::StringRef K : {"int", "unsigned", "long", "short", "char",
                              "float", "double", "bool", "auto", "size_t"})
      Type |= Ty.Text == K;
    if (Type)
      DeclaredNames.insert(Name.Text);
  }
  LineStarts.push_back(0);
  for (unsigned I = 0; I < B.size(); ++I)
    if (B[I] == '\n')
      LineStarts.push_back(I + 1);
}

void TokenContext::replace(unsigned Offset, unsigned Length, std::string Text,
                           RuleId R) {
  usesHipAt(Offset);
  WarpLogical32Applied |= R == RuleId::WarpLogical32;
  Out.Edits.add(Edit{Offset, Length, std::move(Text), R});
}

void TokenContext::diag(DiagId Id, unsigned Offset,
                        std::vector<std::string> Args) {
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  unsigned Line = It - LineStarts.begin();
  Out.Diags.push_back(makeDiagnostic(Id, In.Path.str(), Line,
                                    Offset - LineStarts[Line - 1] + 1, Args));
}

unsigned TokenContext::lineStart(unsigned Offset) const {
  auto It = std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset);
  return *(It - 1);
}

llvm::StringRef TokenContext::text(size_t First, size_t Last) const {
  return In.Buffer.slice(Toks[First].Offset, Toks[Last].end());
}

std::optional<TokenCall> TokenContext::callAt(size_t I) const {
  if (I + 1 >= Toks.size() || !Toks[I + 1].is(tok::l_paren))
    return std::nullopt;
  TokenCall C;
  C.LParen = I + 1;
  int Depth = 0;
  size_t ArgStart = I + 2;
  for (size_t J = I + 1; J < Toks.size(); ++J) {
    // A directive line ends the call: it was not written in one expression.
    if (J > I + 1 && Toks[J].StartOfLine && Toks[J].is(tok::hash))
      return std::nullopt;
    tok::TokenKind K = Toks[J].Kind;
    if (K == tok::l_paren || K == tok::l_square || K == tok::l_brace)
      ++Depth;
    else if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace) {
      if (--Depth == 0) {
        if (J > ArgStart || !C.Args.empty())
          C.Args.push_back({ArgStart, J - 1});
        C.RParen = J;
        return C;
      }
    } else if (K == tok::comma && Depth == 1) {
      C.Args.push_back({ArgStart, J - 1});
      ArgStart = J + 1;
    }
  }
  return std::nullopt;
}

std::optional<TokenAsm> TokenContext::asmAt(size_t I) const {
  llvm::StringRef K = Toks[I].Text;
  if (K != "asm" && K != "__asm__" && K != "__asm")
    return std::nullopt;
  size_t P = I + 1;
  while (P < Toks.size() &&
         (Toks[P].Text == "volatile" || Toks[P].Text == "__volatile__"))
    ++P;
  if (P >= Toks.size() || !Toks[P].is(tok::l_paren))
    return std::nullopt;
  std::optional<TokenCall> Call = callAt(P - 1);
  if (!Call)
    return std::nullopt;
  TokenAsm A;
  A.RParen = Call->RParen;
  // Split at top-level colons; the first part is the template.
  std::vector<std::pair<size_t, size_t>> Parts;
  int Depth = 0;
  size_t Start = Call->LParen + 1;
  for (size_t J = Start; J < Call->RParen; ++J) {
    if (Toks[J].is(tok::l_paren) || Toks[J].is(tok::l_square))
      ++Depth;
    else if (Toks[J].is(tok::r_paren) || Toks[J].is(tok::r_square))
      --Depth;
    else if (Depth == 0 &&
             (Toks[J].is(tok::colon) || Toks[J].is(tok::coloncolon))) {
      Parts.push_back({Start, J});
      if (Toks[J].is(tok::coloncolon))
        Parts.push_back({J, J});
      Start = J + 1;
    }
  }
  Parts.push_back({Start, Call->RParen});
  for (size_t J = Parts[0].first; J < Parts[0].second; ++J) {
    if (!Toks[J].is(tok::string_literal))
      return std::nullopt;
    A.Template += Toks[J].Text.drop_front().drop_back().str();
  }
  A.Operands.assign(Parts.begin() + 1, Parts.end());
  return A;
}

namespace {

/// What an identifier rule sees: the token and the walk's state there.
struct TokenSite {
  size_t &I; ///< The token; a rule that takes more moves it to its last.
  bool InIfDirective; ///< In an #if or #elif line.
  bool InDefine;      ///< In a #define's body.
  bool InDefined;     ///< The operand of defined in an #if line.
  /// API names the program declares itself: first use, and other uses.
  std::map<std::string, std::pair<unsigned, unsigned>> &Shadowed;
  const ApiRow *Row = nullptr;
  bool Looked = false;

  /// The tables' row for the token's name, or null.
  const ApiRow *row(const TokenContext &C) {
    if (!Looked)
      Row = lookupIdentifier(C.tokens()[I].Text);
    Looked = true;
    return Row;
  }
  /// Whether an async-copy site here passes the kernel's stage: where the
  /// AST found one reaches it, and always in a macro body, where `c2h_stage`
  /// names the stage of each function the macro is expanded in (or the
  /// enumerator that copies at once).
  bool staged(const TokenContext &C) const {
    return C.opts().AsyncCopy == AsyncCopyMode::Staged &&
           (InDefine || C.isStagedSite(C.tokens()[I].Offset));
  }
};

/// A rule of the identifier walk: true when it takes the token, which then
/// goes to no later rule.
struct IdentifierRule {
  const char *What;
  bool (*Take)(TokenContext &C, TokenSite &S);
};

bool takeCudaArchMacro(TokenContext &C, TokenSite &S) {
  return applyCudaArchMacro(C, S.I,
                            S.InDefined       ? CudaArchUse::DefinedTest
                            : S.InIfDirective ? CudaArchUse::IfExpr
                            : S.InDefine      ? CudaArchUse::MacroBody
                                              : CudaArchUse::Code);
}

bool takeInlineAsm(TokenContext &C, TokenSite &S) {
  std::optional<TokenAsm> A = C.asmAt(S.I);
  if (!A)
    return false;
  // PTX that no rule rewrites and no AMD target assembles.
  if (!applyPtxCall(C, S.I, *A, S.staged(C)))
    if (std::optional<llvm::StringRef> Insn = untranslatedPtx(A->Template))
      C.diag(DiagId::InlinePtx, C.tokens()[S.I].Offset, {Insn->str()});
  return true;
}

/// nvcuda (nvcuda::wmma) names the c2h::wmma helpers in the output
/// (c2h-wmma): using namespace nvcuda;, nvcuda::wmma::fragment, aliases.
bool takeNvcuda(TokenContext &C, TokenSite &S) {
  const auto &T = C.tokens();
  size_t I = S.I;
  if (T[I].Text != "nvcuda" || C.isUserName(T[I].Text) ||
      (I >= 2 && T[I - 1].is(tok::coloncolon) && T[I - 2].isIdent()))
    return false;
  C.useHelper("c2h_wmma");
  C.replaceToken(I, "c2h", RuleId::Wmma);
  return true;
}

/// `using namespace cub;` and `namespace c = cub;`: the library's HIP
/// namespace (hipcub), where the names they bring in are.
bool takeNamespaceDirective(TokenContext &C, TokenSite &S) {
  const auto &T = C.tokens();
  size_t I = S.I;
  if (!(I + 1 < T.size() && T[I + 1].is(tok::semi) &&
        !mappedNamespace(T[I].Text).empty() && !C.isUserName(T[I].Text)))
    return false;
  size_t P = I >= 1 && T[I - 1].is(tok::coloncolon) ? I - 1 : I;
  bool Using =
      P >= 2 && T[P - 1].Text == "namespace" && T[P - 2].Text == "using";
  bool Alias = P >= 3 && T[P - 1].is(tok::equal) && T[P - 2].isIdent() &&
               T[P - 3].Text == "namespace";
  llvm::StringRef Hip = mappedNamespace(T[I].Text);
  if (!(Using || Alias) || Hip == T[I].Text)
    return false;
  C.replaceToken(I, Hip.str(), RuleId::RenameApi);
  return true;
}

/// A library namespace the tables map (cub::X), written at the top level
/// or as ::cub::X, never inside another namespace (foo::cub::X).
bool takeQualifiedName(TokenContext &C, TokenSite &S) {
  const auto &T = C.tokens();
  size_t I = S.I;
  if (!(I + 2 < T.size() && T[I + 1].is(tok::coloncolon) &&
        T[I + 2].isIdent() &&
        !(I >= 2 && T[I - 1].is(tok::coloncolon) && T[I - 2].isIdent()) &&
        !mappedNamespace(T[I].Text).empty() && !C.isUserName(T[I].Text)))
    return false;
  applyRenameQualified(C, I);
  S.I += 2;
  return true;
}

/// A CUDA name the program declares itself: reported once per file, at the
/// first use, with the count of the rest (a helper_math.h declares
/// make_float2 and uses it 30 times).
bool takeShadowedApi(TokenContext &C, TokenSite &S) {
  const RawToken &Tok = C.tokens()[S.I];
  if (!S.row(C) || !(C.isUserToken(S.I) || C.isUserName(Tok.Text)))
    return false;
  auto [It, First] = S.Shadowed.try_emplace(Tok.Text.str(), Tok.Offset, 0);
  if (!First)
    ++It->second.second;
  return true;
}

/// A name the tables map to a helper the file then needs: cuda_fp8.h's
/// conversions (c2h-fp8), NVML's device queries (c2h-nvml), the packed
/// SIMD, DPX and dot-product functions (c2h-simd-intrinsics), cache-hinted
/// loads and stores (c2h-cache-hints) or shared-window addresses
/// (c2h-async-copy).
bool takeHelperApi(TokenContext &C, TokenSite &S) {
  const ApiRow *Row = S.row(C);
  if (!Row)
    return false;
  llvm::StringRef Hip = Row->Hip;
  RuleId Rule;
  if (isFp8Name(Hip))
    Rule = RuleId::Fp8;
  else if (Hip.starts_with("c2h_nvml") || Hip.starts_with("C2H_NVML"))
    Rule = RuleId::Nvml;
  else if (Hip.starts_with("c2h_"))
    Rule = isSimdHelper(Hip) ? RuleId::SimdIntrinsics
           : helperDefining(Hip) == "c2h_cache_hints" ? RuleId::CacheHints
                                                      : RuleId::AsyncCopy;
  else
    return false;
  C.useHelper(Rule == RuleId::Fp8 ? llvm::StringRef("c2h_fp8") : Hip);
  C.replaceToken(S.I, Hip.str(), Rule);
  if (Hip.starts_with("c2h_pipeline_") && S.staged(C))
    applyPipelineStage(C, S.I);
  return true;
}

/// The identifier rules, in precedence order: the first that takes a token
/// is the only one to see it. Directives are the walk's own.
const IdentifierRule IdentifierRules[] = {
    {"c2h-register-storage",
     [](TokenContext &C, TokenSite &S) {
       return applyRegisterStorage(C, S.I);
     }},
    {"c2h-grid-constant",
     [](TokenContext &C, TokenSite &S) { return applyGridConstant(C, S.I); }},
    // Adds the alignment, and leaves __shared__ to be renamed.
    {"c2h-shared-alignas",
     [](TokenContext &C, TokenSite &S) {
       applySharedAlignas(C, S.I);
       return false;
     }},
    {"c2h-cuda-arch", takeCudaArchMacro},
    {"c2h-warp-logical32 (tokens)",
     [](TokenContext &C, TokenSite &S) {
       return C.opts().Warp != WarpMode::Off &&
              applyWarpLogical32Token(C, S.I);
     }},
    {"inline PTX", takeInlineAsm},
    // Member names are not the CUDA API (prop.warpSize).
    {"member names",
     [](TokenContext &C, TokenSite &S) {
       const auto &T = C.tokens();
       return S.I >= 1 && (T[S.I - 1].is(tok::period) ||
                           T[S.I - 1].is(tok::arrow));
     }},
    {"c2h-wmma (nvcuda)", takeNvcuda},
    {"namespace directives", takeNamespaceDirective},
    {"c2h-cub-warp-transpose",
     [](TokenContext &C, TokenSite &S) {
       size_t N = applyCubWarpTranspose(C, S.I);
       S.I += N ? N - 1 : 0;
       return N != 0;
     }},
    {"qualified library names", takeQualifiedName},
    {"c2h-user-shadows-api", takeShadowedApi},
    {"c2h-warp-logical32 (calls)",
     [](TokenContext &C, TokenSite &S) {
       return S.row(C) && C.opts().Warp != WarpMode::Off &&
              applyWarpLogical32Call(C, S.I);
     }},
    {"c2h-warp-sync-legacy",
     [](TokenContext &C, TokenSite &S) {
       return S.row(C) && applyWarpSyncLegacy(C, S.I, *S.row(C));
     }},
    {"helper APIs", takeHelperApi},
    {"c2h-rename-api",
     [](TokenContext &C, TokenSite &S) {
       if (!S.row(C))
         return false;
       applyRenameApi(C, S.I, *S.row(C));
       return true;
     }},
    {"c2h-unknown-api",
     [](TokenContext &C, TokenSite &S) {
       llvm::StringRef Name = C.tokens()[S.I].Text;
       if (looksLikeCudaApi(Name) && !C.isUserName(Name) &&
           !C.isUserToken(S.I) && !C.declaresName(Name))
         C.diag(DiagId::UnknownApi, C.tokens()[S.I].Offset, {Name.str()});
       return true;
     }},
};

/// Walks the stream once, recognising directives and identifiers, and hands
/// each to the rule that owns it: directives here, identifiers to the first
/// of IdentifierRules that takes them.
void walk(TokenContext &C, TokenPassResult &Out) {
  const auto &T = C.tokens();
  llvm::StringRef B = C.buffer();
  bool InIfDirective = false;
  bool InDefine = false; ///< In a #define's body.
  /// API names the program declares itself: first use, and other uses.
  std::map<std::string, std::pair<unsigned, unsigned>> Shadowed;
  for (size_t I = 0; I < T.size(); ++I) {
    const RawToken &Tok = T[I];
    if (Tok.StartOfLine)
      InIfDirective = InDefine = false;
    if (Tok.StartOfLine && Tok.is(tok::hash) && I + 1 < T.size() &&
        T[I + 1].isIdent() && !T[I + 1].StartOfLine) {
      llvm::StringRef Name = T[I + 1].Text;
      unsigned LineOffset = C.lineStart(Tok.Offset);
      if (Name == "include" || Name == "include_next" || Name == "import") {
        // The header name is not a token in raw mode: read it off the line.
        size_t P = T[I + 1].end();
        while (P < B.size() && (B[P] == ' ' || B[P] == '\t'))
          ++P;
        if (P < B.size() && (B[P] == '<' || B[P] == '"')) {
          char Close = B[P] == '<' ? '>' : '"';
          size_t E = B.find_first_of(llvm::StringRef("\n\0", 2).str() + Close,
                                     P + 1);
          if (E != llvm::StringRef::npos && B[E] == Close)
            applyIncludeLine(C, P + 1, B.slice(P + 1, E), Close == '>',
                             LineOffset);
        }
        while (I + 1 < T.size() && !T[I + 1].StartOfLine)
          ++I;
        continue;
      }
      if (Name == "define" && I + 2 < T.size() && T[I + 2].isIdent() &&
          !T[I + 2].StartOfLine) {
        Out.DefinedMacros.push_back(T[I + 2].Text.str());
        InDefine = true;
        I += 2; // The macro's name is the program's own; its body is walked.
        continue;
      }
      if ((Name == "ifdef" || Name == "ifndef") && I + 2 < T.size() &&
          T[I + 2].isIdent() && !T[I + 2].StartOfLine) {
        // Tests of CUDA's compiler and header-guard macros (__CUDACC__,
        // __CUDA_RUNTIME_H__) keep their blocks active in the HIP build.
        if (!applyCudaArchMacro(C, I + 2, CudaArchUse::DefinedTest))
          if (const ApiRow *Row = lookupIdentifier(T[I + 2].Text);
              Row && !C.isUserName(T[I + 2].Text))
            applyRenameApi(C, I + 2, *Row);
        I += 2;
        continue;
      }
      InIfDirective = Name == "if" || Name == "elif";
      ++I;
      continue;
    }
    if (!Tok.isIdent())
      continue;
    if (Tok.Text == "__global__" || Tok.Text == "__device__" ||
        Tok.Text == "__shared__" || Tok.Text == "__constant__")
      C.usesHipAt(Tok.Offset);
    TokenSite S{I,
                InIfDirective,
                InDefine,
                InIfDirective && I >= 1 &&
                    (T[I - 1].Text == "defined" ||
                     (T[I - 1].is(tok::l_paren) && I >= 2 &&
                      T[I - 2].Text == "defined")),
                Shadowed};
    for (const IdentifierRule &R : IdentifierRules)
      if (R.Take(C, S))
        break;
  }
  for (const auto &[Name, At] : Shadowed)
    C.diag(DiagId::UserShadowsApi, At.first,
           {Name, std::to_string(At.second)});
  // Kernel launch syntax needs the HIP runtime header too.
  for (const RawToken &Tok : T)
    if (Tok.is(tok::lesslessless)) {
      C.usesHipAt(Tok.Offset);
      break;
    }
}

} // namespace

std::string helperBlock(const TokenContext &C) {
  if (!C.WarpLogical32Applied && C.NativeRegions.empty() &&
      C.HelpersUsed.empty())
    return "";
  // Add what the used helpers call, until nothing new; emit in registry order.
  std::set<std::string> Need = C.HelpersUsed;
  for (size_t Before = 0; Before != Need.size();) {
    Before = Need.size();
    for (const EmittedHelper &H : emittedHelpers())
      if (Need.count(H.Name.str()))
        for (llvm::StringRef D : H.needs())
          Need.insert(D.str());
  }
  std::string Out;
  // c2h::wmma keeps 32-lane warps too (a wavefront computes two warps'
  // tiles), so the file's 32-lane ids are meant, as lint reads the banner.
  if (C.WarpLogical32Applied || Need.count("c2h_wmma"))
    Out += "// cuda2hip --warp=logical32: CUDA's 32-lane warps are kept; a "
           "64-lane\n// wavefront runs two of them. See "
           "docs/rules/c2h-warp-logical32.md.\n";
  if (!C.NativeRegions.empty())
    Out += "// cuda2hip --warp=native: functions marked so use the target's "
           "wave\n// size. See docs/rules/c2h-warp-native.md.\n";
  for (const EmittedHelper &H : emittedHelpers())
    if (Need.count(H.Name.str()))
      Out += H.Definition.str();
  return Out + "\n";
}

TokenPassResult runTokenPass(const TokenPassInput &In,
                             const TranslateOptions &Opts) {
  TokenPassResult Out;
  TokenContext C(In, Opts, Out);
  if (Opts.Warp != WarpMode::Off) {
    WarpAnalysis A = analyzeWarpSize(C.path(), C.buffer(), /*Hip=*/false,
                                     In.WarpTaint);
    applyWarpHazards(C, A);
    applyWarpNative(C, A);
  }
  walk(C, Out);
  applyLaunchChevrons(C);
  applyIncludeRuntime(C, helperBlock(C));
  return Out;
}

} // namespace cuda2hip
