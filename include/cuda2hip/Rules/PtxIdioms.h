//===- PtxIdioms.h - the inline-PTX forms cuda2hip reads --------*- C++ -*-===//
//
// The inline-PTX statements cuda2hip understands: warp idioms (lane ids,
// lane masks, activemask), and the async-copy and matrix instructions that
// become calls of emitted helpers (cuda2hip/Rules/Helpers.h). The
// translator, the lint checks and the emulator's lowering all read these, so
// the three agree.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_RULES_PTXIDIOMS_H
#define CUDA2HIP_RULES_PTXIDIOMS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// What a one-instruction inline-PTX statement computes.
enum class PtxIdiom {
  None,       ///< Not a warp-level instruction.
  LaneId,     ///< mov.u32 %0, %laneid;
  LanemaskLt, ///< mov.u32 %0, %lanemask_lt; (and _le, _gt, _ge, _eq)
  LanemaskLe,
  LanemaskGt,
  LanemaskGe,
  LanemaskEq,
  Activemask, ///< activemask.b32 %0;
  Unsupported ///< Another warp-level instruction (%warpid, shfl, vote...).
};

/// Classifies the template of an asm statement (its string literals joined,
/// with "%%" as written in C++ source).
PtxIdiom classifyPtx(llvm::StringRef Template);

/// The first async-copy, matrix or barrier PTX instruction in an asm
/// template (cp.async..., ldmatrix, mma.sync, mbarrier...), which nothing
/// translates yet; none if the template has none.
std::optional<llvm::StringRef> untranslatedPtx(llvm::StringRef Template);

/// An inline-PTX statement that becomes a call of an emitted helper. Forms:
///   cp.async.{ca,cg}.shared{::cta}.global{.L2::...} [%d], [%s], size{, src-size}
///     (.L2::cache_hint adds a cache-policy operand, which is dropped), also
///     predicated: "{ .reg .pred p; setp.ne.b32 p, %n, 0; @p cp.async... }"
///   cp.async.commit_group;  cp.async.wait_group n;  cp.async.wait_all;
///   mma.sync.aligned.{m16n8k16,m16n8k8}.row.col.{f32.f16.f16.f32,
///     f16.f16.f16.f16,f32.bf16.bf16.f32} {d...}, {a...}, {b...}, {c...};
///   ldmatrix.sync.aligned.m8n8.{x1,x2,x4}{.trans}.shared{::cta}.b16 {r...}, [%a];
///   movmatrix.sync.aligned.m8n8.trans.b16 %d, %a;
struct PtxCall {
  /// c2h_cp_async, c2h_cp_async_if (predicated), c2h_cp_async_commit_group,
  /// c2h_cp_async_wait_group, c2h_cp_async_wait_all; c2h_mma_m16n8k16_f32_f16
  /// (shape, then the D and A types), c2h_ldmatrix_x4{_trans},
  /// c2h_movmatrix_trans.
  llvm::StringRef Helper;
  /// The call's arguments in order: an asm operand ("%N", outputs first) or,
  /// for an immediate written in the template, its text.
  struct Arg {
    int Operand = -1;
    std::string Literal;
  };
  std::vector<Arg> Args;
  /// A matrix instruction (c2h-matrix-ptx) rather than an async copy.
  bool Matrix = false;
};
/// Recognises one of the templates above; none for any other form.
std::optional<PtxCall> parsePtxCall(llvm::StringRef Template);

/// The logical32 HIP expression for an idiom: lane and masks of the caller's
/// 32-lane warp. Empty for None and Unsupported.
llvm::StringRef logical32PtxExpr(PtxIdiom I);

} // namespace cuda2hip

#endif
