//===- LaunchChevrons.cpp - spaced kernel-launch chevrons ------------------===//
//
// nvcc reads 'kernel<< <grid, block>> >(args)' as a launch: its front end
// joins '<<' and '<' (and '>>' and '>') across white space. A common
// formatter style writes launches this way, because it lexes '<<<' as '<<'
// followed by '<'. Clang and hipcc do not join them. This file finds such
// chevrons so that
//  * the token pass writes them as '<<<' and '>>>' (part of
//    c2h-kernel-launch), and
//  * the AST pass parses a same-length copy in which they are joined, so
//    every other offset, line and column is unchanged.
// Only white space may separate the halves: a comment between them is left
// alone (and the launch then fails to parse, as with hipcc).
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace cuda2hip {
namespace {

struct Tok {
  tok::TokenKind Kind;
  unsigned Offset, Length;
  unsigned end() const { return Offset + Length; }
};

bool onlySpace(llvm::StringRef S) {
  return S.find_first_not_of(" \t\r\n\f\v") == llvm::StringRef::npos;
}

} // namespace

std::vector<SpacedChevron> findSpacedChevrons(llvm::StringRef Buffer) {
  std::vector<SpacedChevron> Out;
  // Cheap test first: almost no file has a '<' after '<<' and white space.
  bool Maybe = false;
  for (size_t P = Buffer.find("<<"); P != llvm::StringRef::npos && !Maybe;
       P = Buffer.find("<<", P + 2)) {
    size_t Q = Buffer.find_first_not_of(" \t\r\n", P + 2);
    Maybe = Q != llvm::StringRef::npos && Q > P + 2 && Buffer[Q] == '<';
  }
  if (!Maybe)
    return Out;

  LangOptions LO;
  LO.CPlusPlus = LO.CPlusPlus11 = LO.CPlusPlus14 = LO.CPlusPlus17 = true;
  LO.CUDA = true;
  LO.LineComment = true;
  Lexer L(SourceLocation::getFromRawEncoding(1), LO, Buffer.begin(),
          Buffer.begin(), Buffer.end());
  std::vector<Tok> Toks;
  Token T;
  while (true) {
    L.LexFromRawLexer(T);
    if (T.is(tok::eof))
      break;
    Toks.push_back({T.getKind(), T.getLocation().getRawEncoding() - 1,
                    T.getLength()});
  }
  auto Joined = [&](size_t I, tok::TokenKind First, tok::TokenKind Second) {
    return I + 1 < Toks.size() && Toks[I].Kind == First &&
           Toks[I + 1].Kind == Second &&
           onlySpace(Buffer.slice(Toks[I].end(), Toks[I + 1].Offset));
  };
  for (size_t I = 0; I < Toks.size(); ++I) {
    bool Spaced = Joined(I, tok::lessless, tok::less);
    if (!Spaced && Toks[I].Kind != tok::lesslessless)
      continue;
    if (Spaced)
      Out.push_back({Toks[I].Offset, Toks[I + 1].end() - Toks[I].Offset,
                     /*Open=*/true});
    // The closing chevrons: the first '>>>' or '>> >' outside parentheses.
    int Depth = 0;
    for (size_t J = I + (Spaced ? 2 : 1); J < Toks.size(); ++J) {
      tok::TokenKind K = Toks[J].Kind;
      if (K == tok::l_paren || K == tok::l_square || K == tok::l_brace)
        ++Depth;
      else if (K == tok::r_paren || K == tok::r_square || K == tok::r_brace) {
        if (--Depth < 0)
          break;
      } else if (Depth == 0 && K == tok::greatergreatergreater) {
        break;
      } else if (Depth == 0 && Joined(J, tok::greatergreater, tok::greater)) {
        Out.push_back({Toks[J].Offset, Toks[J + 1].end() - Toks[J].Offset,
                       /*Open=*/false});
        break;
      } else if (K == tok::semi) {
        break;
      }
    }
  }
  return Out;
}

std::string joinSpacedChevrons(llvm::StringRef Buffer,
                               const std::vector<SpacedChevron> &Fixes) {
  std::string S = Buffer.str();
  for (const SpacedChevron &F : Fixes) {
    // '<<' GAP '<' becomes '<<<' GAP: the same length, newlines kept.
    char C = F.Open ? '<' : '>';
    std::string Gap = S.substr(F.Offset + 2, F.Length - 3);
    std::string New = std::string(3, C) + Gap;
    S.replace(F.Offset, F.Length, New);
  }
  return S;
}

void applyLaunchChevrons(TokenContext &C) {
  // With --launch=ggl the launch rule rewrites the whole head of the launch,
  // chevrons included; an edit here would collide with it.
  if (C.opts().Launch == LaunchStyle::LaunchKernelGGL)
    return;
  for (const SpacedChevron &F : findSpacedChevrons(C.buffer()))
    C.replace(F.Offset, F.Length, F.Open ? "<<<" : ">>>", RuleId::KernelLaunch);
}

} // namespace cuda2hip
