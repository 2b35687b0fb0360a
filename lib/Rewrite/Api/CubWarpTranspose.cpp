//===- CubWarpTranspose.cpp - c2h-cub-warp-transpose -----------------------===//
//
// cub::BlockLoad and cub::BlockStore with BLOCK_LOAD_WARP_TRANSPOSE or
// BLOCK_STORE_WARP_TRANSPOSE need a block that is a whole number of warps:
// 32 threads in CUDA. hipCUB's rocPRIM back end asks for whole wavefronts,
// 64 threads on CDNA, and rejects a 32- or 96-thread block with a static
// assertion. Every BlockLoad algorithm gives each thread the same items (a
// blocked arrangement); they differ only in how memory is read. So where
// the block is not a multiple of 64 the translation takes the plain
// transpose, which has no such condition:
//
//   BlockLoad<int, 32, 4, BLOCK_LOAD_WARP_TRANSPOSE>
//     ->   BlockLoad<int, 32, 4, BLOCK_LOAD_TRANSPOSE>
//   BlockLoad<int, BLOCK_THREADS, 4, BLOCK_LOAD_WARP_TRANSPOSE>
//     ->   BlockLoad<int, BLOCK_THREADS, 4,
//                    ((BLOCK_THREADS) % 64 == 0 ? BLOCK_LOAD_WARP_TRANSPOSE
//                                               : BLOCK_LOAD_TRANSPOSE)>
//
// A block given as numbers that is a multiple of 64 is left as written.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"
#include <optional>

using namespace clang;

namespace cuda2hip {
namespace {

/// The algorithm without the warp condition, or "".
llvm::StringRef plainTranspose(llvm::StringRef Alg) {
  if (Alg == "BLOCK_LOAD_WARP_TRANSPOSE" ||
      Alg == "BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED")
    return "BLOCK_LOAD_TRANSPOSE";
  if (Alg == "BLOCK_STORE_WARP_TRANSPOSE" ||
      Alg == "BLOCK_STORE_WARP_TRANSPOSE_TIMESLICED")
    return "BLOCK_STORE_TRANSPOSE";
  return "";
}

bool opens(const RawToken &T) {
  return T.is(tok::l_paren) || T.is(tok::l_square) || T.is(tok::l_brace) ||
         T.is(tok::less);
}
bool closes(const RawToken &T) {
  return T.is(tok::r_paren) || T.is(tok::r_square) || T.is(tok::r_brace) ||
         T.is(tok::greater);
}

/// An integer literal's value (64, 32u), if the token is one.
std::optional<unsigned long long> integerLiteral(const RawToken &T) {
  if (!T.is(tok::numeric_constant))
    return std::nullopt;
  llvm::StringRef S = T.Text.rtrim("uUlL");
  unsigned long long V;
  if (S.getAsInteger(0, V))
    return std::nullopt;
  return V;
}

} // namespace

size_t applyCubWarpTranspose(TokenContext &C, size_t I) {
  const std::vector<RawToken> &T = C.tokens();
  size_t E = I; // The enumerator; I is its qualifier where it has one.
  bool Qualified = false;
  if ((T[I].Text == "cub" || T[I].Text == "hipcub") && I + 2 < T.size() &&
      T[I + 1].is(tok::coloncolon) && T[I + 2].isIdent()) {
    E = I + 2;
    Qualified = true;
  } else if (I > 0 && T[I - 1].is(tok::coloncolon)) {
    return 0; // Another namespace's name.
  }
  llvm::StringRef Alg = T[E].Text;
  llvm::StringRef Plain = plainTranspose(Alg);
  if (Plain.empty() || C.isUserName(Alg))
    return 0;
  // The template argument list it is the fourth argument of:
  // BlockLoad<T, BLOCK_DIM_X, ITEMS, ALGORITHM[, BLOCK_DIM_Y[, BLOCK_DIM_Z]]>.
  int Depth = 0;
  unsigned Commas = 0;
  size_t Open = 0;
  bool Found = false;
  for (size_t J = I; J-- > 0 && !Found;) {
    if (closes(T[J])) {
      ++Depth;
    } else if (T[J].is(tok::greatergreater)) {
      Depth += 2;
    } else if (opens(T[J])) {
      if (Depth == 0) {
        if (!T[J].is(tok::less))
          return 0;
        Open = J;
        Found = true;
      } else {
        --Depth;
      }
    } else if (Depth == 0 && T[J].is(tok::comma)) {
      ++Commas;
    } else if (Depth == 0 &&
               (T[J].is(tok::semi) || (T[J].StartOfLine && T[J].is(tok::hash)))) {
      return 0;
    }
  }
  bool Load = Alg.starts_with("BLOCK_LOAD");
  if (!Found || Commas != 3 || Open == 0 ||
      T[Open - 1].Text != (Load ? "BlockLoad" : "BlockStore"))
    return 0;
  // The arguments, to the closing '>'.
  std::vector<std::pair<size_t, size_t>> Args;
  size_t First = Open + 1;
  Depth = 0;
  for (size_t J = Open + 1; J < T.size(); ++J) {
    bool End = Depth == 0 && (T[J].is(tok::greater) ||
                              T[J].is(tok::greatergreater));
    if (End || (Depth == 0 && T[J].is(tok::comma))) {
      if (J == First)
        return 0;
      Args.push_back({First, J - 1});
      First = J + 1;
      if (End)
        break;
      continue;
    }
    if (opens(T[J]))
      ++Depth;
    else if (closes(T[J]))
      --Depth;
    if (Depth < 0 || T[J].is(tok::semi))
      return 0;
  }
  if (Args.size() < 4 || Args.size() > 6 || Args[3].second != E)
    return 0;
  // The block's threads: BLOCK_DIM_X, times Y and Z where given.
  std::vector<size_t> Dims = {1};
  for (size_t D = 4; D < Args.size(); ++D)
    Dims.push_back(D);
  unsigned long long Threads = 1;
  bool Numbers = true;
  std::string Product;
  for (size_t D : Dims) {
    auto [A, B] = Args[D];
    std::optional<unsigned long long> V =
        A == B ? integerLiteral(T[A]) : std::nullopt;
    Numbers &= V.has_value();
    if (V)
      Threads *= *V;
    Product += (Product.empty() ? "(" : " * (") + C.text(A, B).str() + ")";
  }
  if (Numbers && Threads % 64 == 0)
    return 0;
  std::string Q = Qualified ? "hipcub::" : "";
  std::string Text =
      Numbers ? Q + Plain.str()
              : "(" + Product + " % 64 == 0 ? " + Q + Alg.str() + " : " + Q +
                    Plain.str() + ")";
  C.replace(T[I].Offset, T[E].end() - T[I].Offset, Text,
            RuleId::CubWarpTranspose);
  C.diag(DiagId::CubWarpTranspose, T[I].Offset,
         {Alg.str(), Numbers ? std::to_string(Threads) : Product, Plain.str()});
  return E - I + 1;
}

} // namespace cuda2hip
