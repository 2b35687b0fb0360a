//===- CpAsyncPtx.cpp - c2h-async-copy for inline-PTX cp.async -------------===//
//
// Inline-PTX async copies, as GEMM and attention kernels wrap them:
//
//   asm volatile("cp.async.cg.shared.global [%0], [%1], %2, %3;\n"
//                :: "r"(smem), "l"(gmem), "n"(16), "r"(src_bytes));
//   asm volatile("cp.async.commit_group;\n" ::);
//   asm volatile("cp.async.wait_group %0;\n" :: "n"(N));
//
// become calls of the emitted c2h_cp_async* helpers (WarpIdioms.cpp):
//
//   c2h_cp_async(smem, gmem, 16, src_bytes);
//   c2h_cp_async_commit_group();
//   c2h_cp_async_wait_group(N);
//
// The operand expressions stay where they are written, so the rest of the
// pass still renames what they contain; only the asm syntax around them is
// replaced. Templates the parser does not know keep c2h-inline-ptx.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"

using namespace clang;

namespace cuda2hip {
namespace {

/// The expression tokens [First, End) of each operand, outputs first, from
/// the lists `"c"(expr), [name] "c"(expr), ...`; none if one is malformed.
std::optional<std::vector<std::pair<size_t, size_t>>>
operandExprs(const TokenContext &C, const TokenAsm &A) {
  const auto &T = C.tokens();
  std::vector<std::pair<size_t, size_t>> Out;
  for (size_t L = 0; L < A.Operands.size() && L < 2; ++L) {
    auto [F, E] = A.Operands[L];
    size_t J = F;
    while (J < E) {
      if (T[J].is(tok::l_square)) // [name]
        J += 3;
      if (J + 1 >= E || !T[J].is(tok::string_literal) ||
          !T[J + 1].is(tok::l_paren))
        return std::nullopt;
      std::optional<TokenCall> Call = C.callAt(J);
      if (!Call || Call->RParen >= E || Call->RParen == Call->LParen + 1)
        return std::nullopt;
      Out.push_back({Call->LParen + 1, Call->RParen});
      J = Call->RParen + 1;
      if (J < E && !T[J].is(tok::comma))
        return std::nullopt;
      ++J;
    }
  }
  return Out;
}

} // namespace

bool applyCpAsyncPtx(TokenContext &C, size_t I, const TokenAsm &A) {
  std::optional<CpAsyncPtx> P = parseCpAsyncPtx(A.Template);
  if (!P)
    return false;
  std::optional<std::vector<std::pair<size_t, size_t>>> Ops =
      operandExprs(C, A);
  if (!Ops)
    return false;
  // In place when the operands are used once each, in the order written.
  bool InPlace = true;
  int Last = -1;
  for (const CpAsyncPtx::Arg &X : P->Args) {
    if (X.Operand >= static_cast<int>(Ops->size()))
      return false;
    if (X.Operand >= 0) {
      InPlace &= X.Operand > Last;
      Last = X.Operand;
    }
  }
  const auto &T = C.tokens();
  C.useWarpHelper(P->Helper);
  std::string Pending = P->Helper.str() + "(";
  unsigned Cursor = T[I].Offset;
  for (size_t K = 0; K < P->Args.size(); ++K) {
    const CpAsyncPtx::Arg &X = P->Args[K];
    if (K)
      Pending += ", ";
    if (X.Operand < 0) {
      Pending += X.Literal;
      continue;
    }
    auto [F, E] = (*Ops)[X.Operand];
    if (!InPlace) {
      Pending += C.text(F, E - 1).str();
      continue;
    }
    C.replace(Cursor, T[F].Offset - Cursor, Pending, RuleId::AsyncCopy);
    Pending.clear();
    Cursor = T[E - 1].end();
  }
  C.replace(Cursor, T[A.RParen].end() - Cursor, Pending + ")",
            RuleId::AsyncCopy);
  return true;
}

} // namespace cuda2hip
