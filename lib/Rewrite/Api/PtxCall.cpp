//===- PtxCall.cpp - c2h-async-copy and c2h-matrix-ptx for inline PTX -----===//
//
// Inline-PTX async copies and warp matrix instructions, as GEMM and attention
// kernels wrap them:
//
//   asm volatile("cp.async.cg.shared.global [%0], [%1], %2, %3;\n"
//                :: "r"(smem), "l"(gmem), "n"(16), "r"(src_bytes));
//   asm volatile("cp.async.wait_group %0;\n" :: "n"(N));
//   asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
//                : "=r"(a[0]), "=r"(a[1]), "=r"(a[2]), "=r"(a[3]) : "r"(addr));
//
// become calls of the emitted helpers (lib/Rules/Helpers.def):
//
//   c2h_cp_async(smem, gmem, 16, src_bytes);
//   c2h_cp_async_wait_group(N);
//   c2h_ldmatrix_x4(a[0], a[1], a[2], a[3], addr);
//
// The operand expressions stay where they are written, so the rest of the
// pass still renames what they contain; only the asm syntax around them is
// replaced. An operand used twice (mma.sync's "+f" accumulators are both D
// and C) is copied. Templates the parser does not know keep c2h-inline-ptx.
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

bool applyPtxCall(TokenContext &C, size_t I, const TokenAsm &A, bool Staged) {
  std::optional<PtxCall> P = parsePtxCall(A.Template);
  if (!P)
    return false;
  std::optional<std::vector<std::pair<size_t, size_t>>> Ops =
      operandExprs(C, A);
  if (!Ops)
    return false;
  // In place when the operands are used once each, in the order written.
  bool InPlace = true;
  int Last = -1;
  for (const PtxCall::Arg &X : P->Args) {
    if (X.Operand >= static_cast<int>(Ops->size()))
      return false;
    if (X.Operand >= 0) {
      InPlace &= X.Operand > Last;
      Last = X.Operand;
    }
  }
  const auto &T = C.tokens();
  RuleId Rule = P->Matrix ? RuleId::MatrixPtx : RuleId::AsyncCopy;
  C.useHelper(P->Helper);
  std::string Pending = P->Helper.str() + "(";
  if (Staged && !P->Matrix) {
    C.useHelper("c2h_cp_async_stage");
    Pending += P->Args.empty() ? "c2h_stage" : "c2h_stage, ";
  }
  unsigned Cursor = T[I].Offset;
  for (size_t K = 0; K < P->Args.size(); ++K) {
    const PtxCall::Arg &X = P->Args[K];
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
    C.replace(Cursor, T[F].Offset - Cursor, Pending, Rule);
    Pending.clear();
    Cursor = T[E - 1].end();
  }
  C.replace(Cursor, T[A.RParen].end() - Cursor, Pending + ")",
            Rule);
  return true;
}

void applyPipelineStage(TokenContext &C, size_t I) {
  std::optional<TokenCall> Call = C.callAt(I);
  if (!Call)
    return;
  const auto &T = C.tokens();
  C.useHelper("c2h_async_stage");
  C.replace(T[Call->LParen].end(), 0,
            Call->Args.empty() ? "c2h_stage" : "c2h_stage, ",
            RuleId::AsyncCopyStaged);
}

} // namespace cuda2hip
