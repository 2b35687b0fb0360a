//===- Similarity.cpp - how much a candidate changed its source -----------===//
//
// Faithfulness is read off tokens, as Clang's raw lexer splits them: the
// edit distance between the CUDA source and the candidate, the comments of
// the source the candidate keeps, and the functions it still defines.
//
//===----------------------------------------------------------------------===//
#include "Similarity.h"
#include "cuda2hip/Reward/Reward.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringSet.h"
#include <algorithm>
#include <optional>
#include <set>

namespace cuda2hip {

namespace {

clang::LangOptions langOptions() {
  clang::LangOptions L;
  L.CPlusPlus = L.CPlusPlus11 = L.CPlusPlus14 = L.CPlusPlus17 = true;
  L.CUDA = true;
  L.LineComment = true;
  L.Bool = true;
  return L;
}

/// Whitespace collapsed, and "cuda" read as "hip" in any case: a comment
/// that only names the other platform is the same comment.
std::string normalizeComment(llvm::StringRef C) {
  if (C.consume_front("//"))
    ;
  else if (C.consume_front("/*"))
    C.consume_back("*/");
  std::string Out;
  bool Space = false;
  for (size_t I = 0; I < C.size(); ++I) {
    char Ch = C[I];
    if (Ch == ' ' || Ch == '\t' || Ch == '\n' || Ch == '\r' || Ch == '*') {
      Space = !Out.empty();
      continue;
    }
    if (Space)
      Out += ' ';
    Space = false;
    if (C.substr(I).starts_with_insensitive("cuda")) {
      Out += "hip";
      I += 3;
      continue;
    }
    Out += static_cast<char>(std::tolower(static_cast<unsigned char>(Ch)));
  }
  return Out;
}

} // namespace

SourceShape readShape(llvm::StringRef Text) {
  SourceShape S;
  std::string Buf = Text.str();
  clang::LangOptions L = langOptions();
  clang::Lexer Lex(clang::SourceLocation(), L, Buf.data(), Buf.data(), Buf.data() + Buf.size());
  Lex.SetCommentRetentionState(true);
  clang::Token Tok;
  while (!Lex.LexFromRawLexer(Tok) || Tok.isNot(clang::tok::eof)) {
    if (Tok.is(clang::tok::eof))
      break;
    size_t Offset = Tok.getLocation().getRawEncoding();
    if (Offset > Buf.size() || Offset + Tok.getLength() > Buf.size())
      break;
    llvm::StringRef Spelling(Buf.data() + Offset, Tok.getLength());
    if (Tok.is(clang::tok::comment)) {
      std::string C = normalizeComment(Spelling);
      // Rules of dashes or stars say nothing of the code.
      if (llvm::any_of(C, [](char Ch) { return std::isalnum(static_cast<unsigned char>(Ch)); }))
        S.Comments.push_back(std::move(C));
      continue;
    }
    if (Tok.is(clang::tok::unknown) && Spelling.trim().empty())
      continue;
    S.Tokens.push_back(Spelling.str());
  }
  // Functions defined: NAME ( ... ) [qualifiers, a trailing return type]
  // { at any depth, NAME not a keyword that takes a parenthesis.
  static const llvm::StringSet<> NotFunctions = {
      "if", "for", "while", "switch", "catch", "return", "sizeof", "alignof", "decltype",
      "defined", "__launch_bounds__", "__attribute__", "__declspec", "alignas", "static_assert"};
  const std::vector<std::string> &T = S.Tokens;
  for (size_t I = 0; I + 1 < T.size(); ++I) {
    llvm::StringRef Name = T[I];
    if (T[I + 1] != "(" || Name.empty() ||
        !(std::isalpha(static_cast<unsigned char>(Name[0])) || Name[0] == '_') ||
        NotFunctions.contains(Name))
      continue;
    size_t J = I + 1;
    int Depth = 0;
    for (; J < T.size(); ++J) {
      if (T[J] == "(")
        ++Depth;
      else if (T[J] == ")" && --Depth == 0)
        break;
    }
    for (++J; J < T.size(); ++J) {
      llvm::StringRef X = T[J];
      if (X == "{") {
        S.Functions.insert(Name.str());
        break;
      }
      if (X == ";" || X == "}" || X == "=" || X == "(" || X == ",")
        break;
    }
  }
  return S;
}

size_t tokenEditDistance(const std::vector<std::string> &A, const std::vector<std::string> &B,
                         size_t Cap, bool &Capped) {
  // Tokens as numbers, then Myers' O((N+M)D) walk for the shortest edit
  // script's length (insertions and deletions).
  llvm::DenseMap<llvm::StringRef, uint32_t> Ids;
  auto Number = [&](const std::vector<std::string> &V) {
    std::vector<uint32_t> Out;
    Out.reserve(V.size());
    for (const std::string &S : V)
      Out.push_back(Ids.try_emplace(S, static_cast<uint32_t>(Ids.size())).first->second);
    return Out;
  };
  std::vector<uint32_t> X = Number(A), Y = Number(B);
  long N = static_cast<long>(X.size()), M = static_cast<long>(Y.size());
  long Max = std::min<long>(N + M, static_cast<long>(Cap));
  Capped = false;
  std::vector<long> V(2 * Max + 3, 0);
  long Off = Max + 1;
  for (long D = 0; D <= Max; ++D) {
    for (long K = -D; K <= D; K += 2) {
      long Px;
      if (K == -D || (K != D && V[Off + K - 1] < V[Off + K + 1]))
        Px = V[Off + K + 1];
      else
        Px = V[Off + K - 1] + 1;
      long Py = Px - K;
      while (Px < N && Py < M && X[Px] == Y[Py]) {
        ++Px;
        ++Py;
      }
      V[Off + K] = Px;
      if (Px >= N && Py >= M)
        return static_cast<size_t>(D);
    }
  }
  Capped = true;
  return static_cast<size_t>(Max);
}

/// The file a directive line names (#include, #include_next, #embed,
/// #import, with quotes or angles), or nullopt.
static std::optional<llvm::StringRef> includedName(llvm::StringRef Line) {
  llvm::StringRef T = Line.trim();
  if (!T.consume_front("#"))
    return std::nullopt;
  T = T.ltrim();
  if (!(T.consume_front("include_next") || T.consume_front("include") ||
        T.consume_front("embed") || T.consume_front("import")))
    return std::nullopt;
  T = T.ltrim();
  if (T.empty() || (T[0] != '"' && T[0] != '<'))
    return std::nullopt;
  return T.drop_front().split(T[0] == '"' ? '"' : '>').first;
}

/// Why a candidate's text is refused before anything builds it: an include
/// that leaves the program's folder (an absolute path, or one through ..
/// that the original does not have), or an assembler directive that reads
/// a file.
std::string textProblem(llvm::StringRef Text, llvm::StringRef Original) {
  // The original's own includes through .. ("../common/util.h") are the
  // program's: its translation may keep them.
  std::set<std::string> Theirs;
  for (llvm::StringRef Rest = Original; !Rest.empty();) {
    auto [L, Next] = Rest.split('\n');
    Rest = Next;
    if (std::optional<llvm::StringRef> Name = includedName(L))
      Theirs.insert(Name->str());
  }
  size_t Line = 1;
  for (llvm::StringRef Rest = Text; !Rest.empty(); ++Line) {
    auto [L, Next] = Rest.split('\n');
    Rest = Next;
    auto Where = [&] { return "line " + std::to_string(Line) + ": "; };
    if (L.contains(".incbin"))
      return Where() + "reads a file with .incbin";
    std::optional<llvm::StringRef> Name = includedName(L);
    if (!Name)
      continue;
    bool Up = *Name == ".." || Name->starts_with("../") || Name->contains("/../") ||
              Name->ends_with("/..");
    if (Name->starts_with("/") || (Up && !Theirs.count(Name->str())))
      return Where() + "includes " + Name->str() + ", a file outside the program";
  }
  return "";
}

size_t tokenEditDistance(llvm::StringRef A, llvm::StringRef B, size_t Cap, bool &Capped) {
  return tokenEditDistance(readShape(A).Tokens, readShape(B).Tokens, Cap, Capped);
}

} // namespace cuda2hip
