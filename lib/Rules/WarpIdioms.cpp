//===- WarpIdioms.cpp - PTX warp idioms and logical32 helpers --------------===//
#include "cuda2hip/Rules/WarpIdioms.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include <cctype>

namespace cuda2hip {

PtxIdiom classifyPtx(llvm::StringRef Template) {
  // Compare without blanks; "%%" is how C++ source spells PTX's "%".
  std::string S;
  for (size_t I = 0; I < Template.size(); ++I) {
    char C = Template[I];
    if (std::isspace(static_cast<unsigned char>(C)))
      continue;
    if (C == '%' && I + 1 < Template.size() && Template[I + 1] == '%')
      ++I;
    S += C;
  }
  llvm::StringRef T(S);
  T.consume_back(";");
  for (llvm::StringRef Mov : {"mov.u32%0,", "mov.b32%0,", "mov.s32%0,"}) {
    if (!T.consume_front(Mov))
      continue;
    if (T == "%laneid")
      return PtxIdiom::LaneId;
    if (T == "%lanemask_lt")
      return PtxIdiom::LanemaskLt;
    if (T == "%lanemask_le")
      return PtxIdiom::LanemaskLe;
    if (T == "%lanemask_gt")
      return PtxIdiom::LanemaskGt;
    if (T == "%lanemask_ge")
      return PtxIdiom::LanemaskGe;
    if (T == "%lanemask_eq")
      return PtxIdiom::LanemaskEq;
    break;
  }
  if (T == "activemask.b32%0")
    return PtxIdiom::Activemask;
  for (llvm::StringRef Word : {"%laneid", "%lanemask", "%warpid", "activemask",
                               "shfl.", "vote.", "match.", "redux.", "bar.warp"})
    if (llvm::StringRef(S).contains(Word))
      return PtxIdiom::Unsupported;
  return PtxIdiom::None;
}

std::optional<llvm::StringRef> untranslatedPtx(llvm::StringRef Template) {
  static const llvm::StringLiteral Words[] = {
      "cp.async.bulk", "cp.async.commit_group", "cp.async.wait_group",
      "cp.async.wait_all", "cp.async", "cp.reduce.async", "ldmatrix",
      "stmatrix", "movmatrix", "mma.sync", "wgmma", "wmma.", "mbarrier"};
  size_t Best = llvm::StringRef::npos;
  llvm::StringRef Found;
  for (llvm::StringRef W : Words) {
    size_t At = Template.find(W);
    if (At < Best || (At == Best && W.size() > Found.size())) {
      Best = At;
      Found = W;
    }
  }
  if (Best == llvm::StringRef::npos)
    return std::nullopt;
  return Found;
}

namespace {

/// "%N" -> N; "123" -> a literal. False for anything else.
bool cpAsyncArg(llvm::StringRef S, PtxCall::Arg &A) {
  S = S.trim();
  unsigned N = 0;
  if (S.consume_front("%")) {
    if (S.getAsInteger(10, N))
      return false;
    A.Operand = static_cast<int>(N);
    return true;
  }
  if (S.getAsInteger(0, N))
    return false;
  A.Literal = S.str();
  return true;
}

/// One cp.async copy statement (no predicate) into Out's arguments.
bool cpAsyncCopy(llvm::StringRef Stmt, PtxCall &Out) {
  auto [Opcode, Rest] = Stmt.trim().split(' ');
  llvm::SmallVector<llvm::StringRef, 8> Parts;
  Opcode.split(Parts, '.');
  // cp . async . ca|cg . shared{::cta} . global {. L2::...}
  if (Parts.size() < 5 || Parts[0] != "cp" || Parts[1] != "async" ||
      (Parts[2] != "ca" && Parts[2] != "cg") ||
      (Parts[3] != "shared" && Parts[3] != "shared::cta") ||
      Parts[4] != "global")
    return false;
  bool CacheHint = false;
  for (llvm::StringRef Q : llvm::ArrayRef(Parts).drop_front(5)) {
    if (Q == "L2::cache_hint")
      CacheHint = true;
    else if (Q != "L2::64B" && Q != "L2::128B" && Q != "L2::256B")
      return false;
  }
  llvm::SmallVector<llvm::StringRef, 6> Ops;
  Rest.split(Ops, ',');
  if (CacheHint && !Ops.empty())
    Ops.pop_back(); // The cache policy: no AMD counterpart, and no effect.
  if (Ops.size() != 3 && Ops.size() != 4)
    return false;
  for (size_t I = 0; I < Ops.size(); ++I) {
    llvm::StringRef O = Ops[I].trim();
    if (I < 2 && !(O.consume_front("[") && O.consume_back("]")))
      return false;
    PtxCall::Arg A;
    if (!cpAsyncArg(O, A) || (I < 2 && A.Operand < 0))
      return false;
    Out.Args.push_back(std::move(A));
  }
  return true;
}

/// The warp matrix instructions (the operand lists without their braces):
/// the helper for the opcode, and how many register operands it takes.
bool matrixInstruction(llvm::StringRef Opcode, std::string &Helper,
                       size_t &Regs) {
  llvm::SmallVector<llvm::StringRef, 12> P;
  Opcode.split(P, '.');
  if (P.size() >= 5 && P[0] == "mma" && P[1] == "sync" && P[2] == "aligned" &&
      (P[3] == "m16n8k16" || P[3] == "m16n8k8") && P.size() == 10 &&
      P[4] == "row" && P[5] == "col") {
    std::string Types = (P[6] + "." + P[7] + "." + P[8] + "." + P[9]).str();
    bool K16 = P[3] == "m16n8k16";
    size_t A = K16 ? 4 : 2, B = K16 ? 2 : 1;
    if (Types == "f32.f16.f16.f32" || Types == "f32.bf16.bf16.f32") {
      Regs = 4 + A + B + 4;
    } else if (Types == "f16.f16.f16.f16") {
      Regs = 2 + A + B + 2;
    } else {
      return false;
    }
    Helper = ("c2h_mma_" + P[3] + "_" + P[6] + "_" + P[7]).str();
    return true;
  }
  // ldmatrix . sync . aligned . m8n8 . x1|x2|x4 {. trans} . shared{::cta} . b16
  if (P.size() >= 7 && P[0] == "ldmatrix" && P[1] == "sync" &&
      P[2] == "aligned" && P[3] == "m8n8" &&
      (P[4] == "x1" || P[4] == "x2" || P[4] == "x4")) {
    bool Trans = P[5] == "trans";
    size_t At = Trans ? 6 : 5;
    if (P.size() != At + 2 || (P[At] != "shared" && P[At] != "shared::cta") ||
        P[At + 1] != "b16")
      return false;
    Regs = P[4] == "x1" ? 1 : P[4] == "x2" ? 2 : 4;
    Helper = ("c2h_ldmatrix_" + P[4] + (Trans ? "_trans" : "")).str();
    return true;
  }
  if (Opcode == "movmatrix.sync.aligned.m8n8.trans.b16") {
    Regs = 2;
    Helper = "c2h_movmatrix_trans";
    return true;
  }
  return false;
}

/// One warp matrix statement into Out; its register operands are all %N,
/// and ldmatrix's address is [%N].
bool matrixStatement(llvm::StringRef Stmt, PtxCall &Out) {
  auto [Opcode, Rest] = Stmt.trim().split(' ');
  std::string Helper;
  size_t Regs = 0;
  if (!matrixInstruction(Opcode, Helper, Regs))
    return false;
  llvm::SmallVector<llvm::StringRef, 16> Ops;
  Rest.split(Ops, ',');
  bool Load = Opcode.starts_with("ldmatrix");
  if (Ops.size() != Regs + (Load ? 1 : 0))
    return false;
  for (size_t I = 0; I < Ops.size(); ++I) {
    llvm::StringRef O = Ops[I].trim();
    if (Load && I == Regs && !(O.consume_front("[") && O.consume_back("]")))
      return false;
    PtxCall::Arg A;
    if (!cpAsyncArg(O, A) || A.Operand < 0)
      return false;
    Out.Args.push_back(std::move(A));
  }
  static const llvm::StringLiteral Names[] = {
      "c2h_mma_m16n8k16_f32_f16",  "c2h_mma_m16n8k16_f16_f16",
      "c2h_mma_m16n8k16_f32_bf16", "c2h_mma_m16n8k8_f32_f16",
      "c2h_mma_m16n8k8_f16_f16",   "c2h_mma_m16n8k8_f32_bf16",
      "c2h_ldmatrix_x1",           "c2h_ldmatrix_x2",
      "c2h_ldmatrix_x4",           "c2h_ldmatrix_x1_trans",
      "c2h_ldmatrix_x2_trans",     "c2h_ldmatrix_x4_trans",
      "c2h_movmatrix_trans"};
  for (llvm::StringRef N : Names)
    if (N == Helper) {
      Out.Helper = N;
      Out.Matrix = true;
      return true;
    }
  return false;
}

} // namespace

std::optional<PtxCall> parsePtxCall(llvm::StringRef Template) {
  // Escapes as written in C++ source ("\n", "\t") and braces are blanks.
  std::string S;
  for (size_t I = 0; I < Template.size(); ++I) {
    char C = Template[I];
    if (C == '\\' && I + 1 < Template.size()) {
      ++I;
      S += ' ';
      continue;
    }
    S += (C == '{' || C == '}' || std::isspace(static_cast<unsigned char>(C)))
             ? ' '
             : C;
  }
  llvm::SmallVector<llvm::StringRef, 4> Stmts;
  for (llvm::StringRef X : llvm::split(S, ';'))
    if (!X.trim().empty())
      Stmts.push_back(X.trim());
  PtxCall Out;
  if (Stmts.size() == 1) {
    llvm::StringRef X = Stmts[0];
    auto [Opcode, Rest] = X.split(' ');
    Rest = Rest.trim();
    if (Opcode == "cp.async.commit_group" && Rest.empty()) {
      Out.Helper = "c2h_cp_async_commit_group";
      return Out;
    }
    if (Opcode == "cp.async.wait_all" && Rest.empty()) {
      Out.Helper = "c2h_cp_async_wait_all";
      return Out;
    }
    if (Opcode == "cp.async.wait_group") {
      PtxCall::Arg A;
      if (!cpAsyncArg(Rest, A))
        return std::nullopt;
      Out.Helper = "c2h_cp_async_wait_group";
      Out.Args.push_back(std::move(A));
      return Out;
    }
    if (matrixStatement(X, Out))
      return Out;
    Out = PtxCall();
    if (!cpAsyncCopy(X, Out))
      return std::nullopt;
    Out.Helper = "c2h_cp_async";
    return Out;
  }
  // { .reg .pred P; setp.ne.{b32,u32,s32} P, %n, 0; @P cp.async... }
  if (Stmts.size() != 3)
    return std::nullopt;
  auto Words = [](llvm::StringRef X) {
    llvm::SmallVector<llvm::StringRef, 6> W;
    X.split(W, ' ', -1, /*KeepEmpty=*/false);
    return W;
  };
  auto Reg = Words(Stmts[0]);
  if (Reg.size() != 3 || Reg[0] != ".reg" || Reg[1] != ".pred")
    return std::nullopt;
  llvm::StringRef P = Reg[2];
  auto [SetpOp, SetpRest] = Stmts[1].split(' ');
  if (SetpOp != "setp.ne.b32" && SetpOp != "setp.ne.u32" &&
      SetpOp != "setp.ne.s32")
    return std::nullopt;
  llvm::SmallVector<llvm::StringRef, 3> SetpArgs;
  SetpRest.split(SetpArgs, ',');
  PtxCall::Arg Pred;
  if (SetpArgs.size() != 3 || SetpArgs[0].trim() != P ||
      SetpArgs[2].trim() != "0" || !cpAsyncArg(SetpArgs[1], Pred) ||
      Pred.Operand < 0)
    return std::nullopt;
  llvm::StringRef Copy = Stmts[2];
  if (!Copy.consume_front("@") || !Copy.consume_front(P) ||
      !Copy.starts_with(" "))
    return std::nullopt;
  Out.Args.push_back(std::move(Pred));
  if (!cpAsyncCopy(Copy, Out))
    return std::nullopt;
  Out.Helper = "c2h_cp_async_if";
  return Out;
}

llvm::StringRef logical32PtxExpr(PtxIdiom I) {
  switch (I) {
  case PtxIdiom::LaneId:
    return "__lane_id() & 31";
  case PtxIdiom::LanemaskLt:
    return "(1u << (__lane_id() & 31)) - 1u";
  case PtxIdiom::LanemaskLe:
    return "(2u << (__lane_id() & 31)) - 1u";
  case PtxIdiom::LanemaskGt:
    return "~((2u << (__lane_id() & 31)) - 1u)";
  case PtxIdiom::LanemaskGe:
    return "~((1u << (__lane_id() & 31)) - 1u)";
  case PtxIdiom::LanemaskEq:
    return "1u << (__lane_id() & 31)";
  case PtxIdiom::Activemask:
    return "c2h_activemask32()";
  case PtxIdiom::None:
  case PtxIdiom::Unsupported:
    break;
  }
  return "";
}

// Each helper is guarded by its own macro, so a header and the file that
// includes it may both carry it.
static const WarpHelper Helpers[] = {
    {"C2H_WARP_SIZE", "",
     "#ifndef C2H_WARP_SIZE\n"
     "#define C2H_WARP_SIZE 32 // the warp width this file is written for\n"
     "#endif\n"},
    {"c2h_ballot32", "",
     "#ifndef C2H_BALLOT32\n"
     "#define C2H_BALLOT32\n"
     "// The vote of the caller's 32-lane warp: its half of the wavefront.\n"
     "__device__ static inline unsigned c2h_ballot32(int p) {\n"
     "  return (unsigned)(__ballot(p) >> (__lane_id() & 32));\n"
     "}\n"
     "#endif\n"},
    {"c2h_activemask32", "",
     "#ifndef C2H_ACTIVEMASK32\n"
     "#define C2H_ACTIVEMASK32\n"
     "// The active lanes of the caller's 32-lane warp.\n"
     "__device__ static inline unsigned c2h_activemask32() {\n"
     "  return (unsigned)(__ballot(1) >> (__lane_id() & 32));\n"
     "}\n"
     "#endif\n"},
    {"c2h_any32", "c2h_ballot32",
     "#ifndef C2H_ANY32\n"
     "#define C2H_ANY32\n"
     "__device__ static inline int c2h_any32(int p) { return c2h_ballot32(p) != 0; }\n"
     "#endif\n"},
    {"c2h_all32", "c2h_ballot32,c2h_activemask32",
     "#ifndef C2H_ALL32\n"
     "#define C2H_ALL32\n"
     "__device__ static inline int c2h_all32(int p) {\n"
     "  return c2h_ballot32(p) == c2h_activemask32();\n"
     "}\n"
     "#endif\n"},
    {"c2h_match_any32", "c2h_ballot32,c2h_activemask32",
     "#ifndef C2H_MATCH_ANY32\n"
     "#define C2H_MATCH_ANY32\n"
     "// The lanes of the caller's 32-lane warp whose key equals its own: one\n"
     "// round per distinct key, led by the lowest lane still unmatched.\n"
     "template <class T> __device__ static inline unsigned c2h_match_any32(T key) {\n"
     "  unsigned todo = c2h_activemask32(), mine = 0;\n"
     "  while (todo != 0) {\n"
     "    T k = __shfl(key, __ffs(todo) - 1, 32);\n"
     "    unsigned same = c2h_ballot32(k == key);\n"
     "    if (k == key)\n"
     "      mine = same;\n"
     "    todo &= ~same;\n"
     "  }\n"
     "  return mine;\n"
     "}\n"
     "#endif\n"},
    {"c2h_match_all32", "c2h_match_any32",
     "#ifndef C2H_MATCH_ALL32\n"
     "#define C2H_MATCH_ALL32\n"
     "template <class T> __device__ static inline unsigned c2h_match_all32(T key, int *pred) {\n"
     "  unsigned active = c2h_activemask32();\n"
     "  *pred = c2h_match_any32(key) == active;\n"
     "  return *pred ? active : 0u;\n"
     "}\n"
     "#endif\n"},
    {"c2h_shfl32", "",
     "#ifndef C2H_SHFL32\n"
     "#define C2H_SHFL32\n"
     "// CUDA reads lane src modulo width; ROCm before 6.0 adds src to the\n"
     "// segment's first lane as given, so lane 32 would be the other warp's.\n"
     "template <class T> __device__ static inline T c2h_shfl32(T v, int src, int width = 32) {\n"
     "  return __shfl(v, src & (width - 1), width);\n"
     "}\n"
     "#endif\n"},
    {"c2h_syncwarp", "",
     "#ifndef C2H_SYNCWARP\n"
     "#define C2H_SYNCWARP\n"
     "// __syncwarp: the lanes meet, and each one's memory writes before it are\n"
     "// visible to the others after it (a wave barrier alone orders nothing).\n"
     "__device__ static inline void c2h_syncwarp() {\n"
     "  __builtin_amdgcn_fence(__ATOMIC_RELEASE, \"wavefront\");\n"
     "  __builtin_amdgcn_wave_barrier();\n"
     "  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"wavefront\");\n"
     "}\n"
     "#endif\n"},
    {"c2h_coalesced_group32", "c2h_activemask32,c2h_ballot32,c2h_syncwarp,c2h_match_any32",
     "#ifndef C2H_COALESCED_GROUP32\n"
     "#define C2H_COALESCED_GROUP32\n"
     "// cooperative_groups::coalesced_group of the caller's 32-lane warp: the\n"
     "// lanes of its half of the wavefront active where it is made, ranked in\n"
     "// lane order. (ROCm's spans the whole 64-lane wavefront.)\n"
     "struct c2h_coalesced_group32 {\n"
     "  unsigned mask;\n"
     "  __device__ unsigned size() const { return __popc(mask); }\n"
     "  __device__ unsigned num_threads() const { return size(); }\n"
     "  __device__ unsigned thread_rank() const {\n"
     "    return __popc(mask & ((1u << (__lane_id() & 31)) - 1u));\n"
     "  }\n"
     "  __device__ unsigned meta_group_rank() const { return 0; }\n"
     "  __device__ unsigned meta_group_size() const { return 1; }\n"
     "  __device__ void sync() const { c2h_syncwarp(); }\n"
     "  // The lane (0-31) of the member with this rank.\n"
     "  __device__ int lane_of(unsigned rank) const {\n"
     "    unsigned m = mask;\n"
     "    for (unsigned i = 0; i < rank; ++i)\n"
     "      m &= m - 1;\n"
     "    return __ffs(m) - 1;\n"
     "  }\n"
     "  template <class T> __device__ T shfl(T v, unsigned rank) const {\n"
     "    return __shfl(v, lane_of(rank % size()), 32);\n"
     "  }\n"
     "  template <class T> __device__ T shfl_down(T v, unsigned d) const {\n"
     "    unsigned r = thread_rank() + d;\n"
     "    return __shfl(v, lane_of(r < size() ? r : thread_rank()), 32);\n"
     "  }\n"
     "  template <class T> __device__ T shfl_up(T v, unsigned d) const {\n"
     "    unsigned r = thread_rank();\n"
     "    return __shfl(v, lane_of(r >= d ? r - d : r), 32);\n"
     "  }\n"
     "  // Bit r is member r's vote.\n"
     "  __device__ unsigned ballot(int p) const {\n"
     "    unsigned votes = c2h_ballot32(p) & mask, out = 0;\n"
     "    for (unsigned m = mask, r = 0; m != 0; m &= m - 1, ++r)\n"
     "      out |= ((votes >> (__ffs(m) - 1)) & 1u) << r;\n"
     "    return out;\n"
     "  }\n"
     "  __device__ int any(int p) const { return (c2h_ballot32(p) & mask) != 0; }\n"
     "  __device__ int all(int p) const { return (c2h_ballot32(p) & mask) == mask; }\n"
     "};\n"
     "__device__ static inline c2h_coalesced_group32 c2h_coalesced_threads32() {\n"
     "  return c2h_coalesced_group32{c2h_activemask32()};\n"
     "}\n"
     "// labeled_partition and binary_partition of a coalesced group or a tile\n"
     "// (ROCm 5 has neither): the group's members whose label, or predicate,\n"
     "// equals the caller's. Every member makes the call.\n"
     "__device__ static inline unsigned c2h_group_mask32(const c2h_coalesced_group32 &g) {\n"
     "  return g.mask;\n"
     "}\n"
     "template <class Tile> __device__ static inline unsigned c2h_group_mask32(const Tile &t) {\n"
     "  unsigned n = t.size();\n"
     "  return (unsigned)(((1ull << n) - 1) << ((__lane_id() & 31) & ~(n - 1)));\n"
     "}\n"
     "template <class Group>\n"
     "__device__ static inline c2h_coalesced_group32 c2h_labeled_partition32(const Group &g,\n"
     "                                                                      int label) {\n"
     "  return c2h_coalesced_group32{c2h_match_any32(label) & c2h_group_mask32(g)};\n"
     "}\n"
     "template <class Group>\n"
     "__device__ static inline c2h_coalesced_group32 c2h_binary_partition32(const Group &g,\n"
     "                                                                     bool pred) {\n"
     "  unsigned yes = c2h_ballot32(pred);\n"
     "  return c2h_coalesced_group32{(pred ? yes : ~yes) & c2h_group_mask32(g)};\n"
     "}\n"
     "#endif\n"},
    // Votes with a mask that may name only some lanes: the mask stays the
    // call's first argument, evaluated once.
    {"c2h_ballot_sync32", "c2h_ballot32",
     "#ifndef C2H_BALLOT_SYNC32\n"
     "#define C2H_BALLOT_SYNC32\n"
     "// The votes of the lanes in m, which CUDA requires to all make this call.\n"
     "__device__ static inline unsigned c2h_ballot_sync32(unsigned m, int p) {\n"
     "  return c2h_ballot32(p) & m;\n"
     "}\n"
     "__device__ static inline int c2h_any_sync32(unsigned m, int p) {\n"
     "  return (c2h_ballot32(p) & m) != 0;\n"
     "}\n"
     "__device__ static inline int c2h_all_sync32(unsigned m, int p) {\n"
     "  return (c2h_ballot32(p) & m) == m;\n"
     "}\n"
     "#endif\n"},
    {"c2h_match_sync32", "c2h_match_any32",
     "#ifndef C2H_MATCH_SYNC32\n"
     "#define C2H_MATCH_SYNC32\n"
     "template <class T> __device__ static inline unsigned c2h_match_any_sync32(unsigned m, T key) {\n"
     "  return c2h_match_any32(key) & m;\n"
     "}\n"
     "template <class T>\n"
     "__device__ static inline unsigned c2h_match_all_sync32(unsigned m, T key, int *pred) {\n"
     "  *pred = (c2h_match_any32(key) & m) == m;\n"
     "  return *pred ? m : 0u;\n"
     "}\n"
     "#endif\n"},
#define C2H_REDUCE_HELPER(NAME, GUARD, STEP)                                   \
  {NAME, "",                                                                   \
   "#ifndef " GUARD "\n"                                                       \
   "#define " GUARD "\n"                                                       \
   "// A butterfly over the caller's 32-lane warp; every lane gets the result.\n" \
   "template <class T> __device__ static inline T " NAME "(T v) {\n"          \
   "  for (int o = 16; o > 0; o >>= 1)\n"                                      \
   "    " STEP ";\n"                                                           \
   "  return v;\n"                                                             \
   "}\n"                                                                       \
   "#endif\n"}
    C2H_REDUCE_HELPER("c2h_reduce_add32", "C2H_REDUCE_ADD32", "v += __shfl_xor(v, o, 32)"),
    C2H_REDUCE_HELPER("c2h_reduce_min32", "C2H_REDUCE_MIN32", "v = min(v, __shfl_xor(v, o, 32))"),
    C2H_REDUCE_HELPER("c2h_reduce_max32", "C2H_REDUCE_MAX32", "v = max(v, __shfl_xor(v, o, 32))"),
    C2H_REDUCE_HELPER("c2h_reduce_and32", "C2H_REDUCE_AND32", "v &= __shfl_xor(v, o, 32)"),
    C2H_REDUCE_HELPER("c2h_reduce_or32", "C2H_REDUCE_OR32", "v |= __shfl_xor(v, o, 32)"),
    C2H_REDUCE_HELPER("c2h_reduce_xor32", "C2H_REDUCE_XOR32", "v ^= __shfl_xor(v, o, 32)"),
#undef C2H_REDUCE_HELPER
// __reduce_<op>_sync with a mask that may name only some lanes: those lanes'
// values, read one by one (the butterfly when the mask is the whole warp).
#define C2H_REDUCE_SYNC_HELPER(NAME, GUARD, FULL, COMBINE)                     \
  {NAME, FULL,                                                                 \
   "#ifndef " GUARD "\n"                                                       \
   "#define " GUARD "\n"                                                       \
   "template <class T> __device__ static inline T " NAME "(unsigned m, T v) {\n" \
   "  if (m == 0xffffffffu)\n"                                                 \
   "    return " FULL "(v);\n"                                                 \
   "  T r = __shfl(v, __ffs(m) - 1, 32);\n"                                    \
   "  for (unsigned b = m & (m - 1); b != 0; b &= b - 1) {\n"                  \
   "    T x = __shfl(v, __ffs(b) - 1, 32);\n"                                  \
   "    " COMBINE ";\n"                                                        \
   "  }\n"                                                                     \
   "  return r;\n"                                                             \
   "}\n"                                                                       \
   "#endif\n"}
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_add_sync32", "C2H_REDUCE_ADD_SYNC32", "c2h_reduce_add32", "r += x"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_min_sync32", "C2H_REDUCE_MIN_SYNC32", "c2h_reduce_min32", "r = min(r, x)"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_max_sync32", "C2H_REDUCE_MAX_SYNC32", "c2h_reduce_max32", "r = max(r, x)"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_and_sync32", "C2H_REDUCE_AND_SYNC32", "c2h_reduce_and32", "r &= x"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_or_sync32", "C2H_REDUCE_OR_SYNC32", "c2h_reduce_or32", "r |= x"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_xor_sync32", "C2H_REDUCE_XOR_SYNC32", "c2h_reduce_xor32", "r ^= x"),
#undef C2H_REDUCE_SYNC_HELPER
    {"c2h_cg_reduce", "",
     "#ifndef C2H_CG_REDUCE\n"
     "#define C2H_CG_REDUCE\n"
     "#include <hip/hip_cooperative_groups.h>\n"
     "// cooperative_groups::reduce, inclusive_scan and exclusive_scan and their\n"
     "// operators, which ROCm's header does not have. Any group with size(),\n"
     "// thread_rank(), shfl, shfl_up and shfl_down (tiles, coalesced groups);\n"
     "// op combines lower ranks on the left, as CUDA's does.\n"
     "namespace cooperative_groups {\n"
     "template <class T> struct plus {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a + b; }\n"
     "};\n"
     "template <class T> struct less {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; }\n"
     "};\n"
     "template <class T> struct greater {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }\n"
     "};\n"
     "template <class T> struct bit_and {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a & b; }\n"
     "};\n"
     "template <class T> struct bit_or {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a | b; }\n"
     "};\n"
     "template <class T> struct bit_xor {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a ^ b; }\n"
     "};\n"
     "// Rank r ends with op over ranks [r, n); rank 0's is the group's result.\n"
     "template <class Group, class T, class Op>\n"
     "__device__ T reduce(const Group &g, T v, Op op) {\n"
     "  const unsigned n = g.size(), r = g.thread_rank();\n"
     "  for (unsigned o = 1; o < n; o <<= 1) {\n"
     "    T x = g.shfl_down(v, o);\n"
     "    if (r + o < n)\n"
     "      v = op(v, x);\n"
     "  }\n"
     "  return g.shfl(v, 0);\n"
     "}\n"
     "template <class Group, class T, class Op>\n"
     "__device__ T inclusive_scan(const Group &g, T v, Op op) {\n"
     "  const unsigned n = g.size(), r = g.thread_rank();\n"
     "  for (unsigned o = 1; o < n; o <<= 1) {\n"
     "    T x = g.shfl_up(v, o);\n"
     "    if (r >= o)\n"
     "      v = op(x, v);\n"
     "  }\n"
     "  return v;\n"
     "}\n"
     "template <class Group, class T> __device__ T inclusive_scan(const Group &g, T v) {\n"
     "  return inclusive_scan(g, v, plus<T>());\n"
     "}\n"
     "// Rank 0 gets T() (for plus, the sum of nothing).\n"
     "template <class Group, class T, class Op>\n"
     "__device__ T exclusive_scan(const Group &g, T v, Op op) {\n"
     "  T x = g.shfl_up(inclusive_scan(g, v, op), 1);\n"
     "  return g.thread_rank() == 0 ? T() : x;\n"
     "}\n"
     "template <class Group, class T> __device__ T exclusive_scan(const Group &g, T v) {\n"
     "  return exclusive_scan(g, v, plus<T>());\n"
     "}\n"
     "} // namespace cooperative_groups\n"
     "#endif\n"},
    {"c2h_group_copy", "",
     "#ifndef C2H_GROUP_COPY\n"
     "#define C2H_GROUP_COPY\n"
     "// Thread rank's part of a copy that count threads share: every count-th\n"
     "// word from rank, in 16-byte words where dst, src and n allow, else in\n"
     "// 4-byte words, else in bytes.\n"
     "__device__ static inline void c2h_group_copy(void *dst, const void *src, size_t n,\n"
     "                                             unsigned rank, unsigned count) {\n"
     "  if (((size_t)dst | (size_t)src | n) % 16 == 0) {\n"
     "    for (size_t i = rank; i < n / 16; i += count)\n"
     "      ((uint4 *)dst)[i] = ((const uint4 *)src)[i];\n"
     "  } else if (((size_t)dst | (size_t)src | n) % 4 == 0) {\n"
     "    for (size_t i = rank; i < n / 4; i += count)\n"
     "      ((unsigned *)dst)[i] = ((const unsigned *)src)[i];\n"
     "  } else {\n"
     "    for (size_t i = rank; i < n; i += count)\n"
     "      ((unsigned char *)dst)[i] = ((const unsigned char *)src)[i];\n"
     "  }\n"
     "}\n"
     "#endif\n"},
    {"c2h_cg_memcpy_async", "c2h_group_copy",
     "#ifndef C2H_CG_MEMCPY_ASYNC\n"
     "#define C2H_CG_MEMCPY_ASYNC\n"
     "#include <hip/hip_cooperative_groups.h>\n"
     "// cooperative_groups::memcpy_async, wait and wait_prior, which ROCm's\n"
     "// header does not have. The group's threads share each copy and do their\n"
     "// parts at once; wait and wait_prior sync the group, so every part has\n"
     "// landed for every member when they return.\n"
     "namespace cooperative_groups {\n"
     "template <class Group>\n"
     "__device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t n) {\n"
     "  c2h_group_copy(dst, src, n, g.thread_rank(), g.size());\n"
     "}\n"
     "// The element-count form: min(dst_count, src_count) elements.\n"
     "template <class Group, class T>\n"
     "__device__ void memcpy_async(const Group &g, T *dst, size_t dst_count, const T *src,\n"
     "                             size_t src_count) {\n"
     "  size_t n = dst_count < src_count ? dst_count : src_count;\n"
     "  for (size_t i = g.thread_rank(); i < n; i += g.size())\n"
     "    dst[i] = src[i];\n"
     "}\n"
     "template <class Group> __device__ void wait(const Group &g) { g.sync(); }\n"
     "template <unsigned N, class Group> __device__ void wait_prior(const Group &g) {\n"
     "  g.sync();\n"
     "}\n"
     "} // namespace cooperative_groups\n"
     "#endif\n"},
    {"c2h_tile_ops", "c2h_ballot32,c2h_match_any32",
     "#ifndef C2H_TILE_OPS\n"
     "#define C2H_TILE_OPS\n"
     "#include <hip/hip_cooperative_groups.h>\n"
     "// thread_block_tile votes and matches (ROCm's tiles have them from 6.4) and\n"
     "// meta-group numbers (from 5.7). A tile is t.size() consecutive lanes of a\n"
     "// 32-lane warp (at most 32); bit r of a result is tile rank r.\n"
     "template <class Tile> __device__ static inline unsigned c2h_tile_bits(const Tile &t, unsigned w) {\n"
     "  unsigned n = t.size();\n"
     "  return (unsigned)(((unsigned long long)w >> ((__lane_id() & 31) & ~(n - 1))) &\n"
     "                    ((1ull << n) - 1));\n"
     "}\n"
     "template <class Tile> __device__ static inline unsigned c2h_tile_ballot(const Tile &t, int p) {\n"
     "  return c2h_tile_bits(t, c2h_ballot32(p));\n"
     "}\n"
     "template <class Tile> __device__ static inline int c2h_tile_any(const Tile &t, int p) {\n"
     "  return c2h_tile_ballot(t, p) != 0;\n"
     "}\n"
     "template <class Tile> __device__ static inline int c2h_tile_all(const Tile &t, int p) {\n"
     "  return c2h_tile_ballot(t, p) == (unsigned)((1ull << t.size()) - 1);\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline unsigned c2h_tile_match_any(const Tile &t, T v) {\n"
     "  return c2h_tile_bits(t, c2h_match_any32(v));\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline unsigned c2h_tile_match_all(const Tile &t, T v, int &pred) {\n"
     "  unsigned all = (unsigned)((1ull << t.size()) - 1);\n"
     "  pred = c2h_tile_match_any(t, v) == all;\n"
     "  return pred ? all : 0u;\n"
     "}\n"
     "// Tiles partitioned from the thread block: the tile's index and count.\n"
     "template <class Tile> __device__ static inline unsigned c2h_tile_meta_group_rank(const Tile &t) {\n"
     "  return cooperative_groups::this_thread_block().thread_rank() / t.size();\n"
     "}\n"
     "template <class Tile> __device__ static inline unsigned c2h_tile_meta_group_size(const Tile &t) {\n"
     "  return (cooperative_groups::this_thread_block().size() + t.size() - 1) / t.size();\n"
     "}\n"
     "#endif\n"},
    {"c2h_tile_shfl", "",
     "#ifndef C2H_TILE_SHFL\n"
     "#define C2H_TILE_SHFL\n"
     "#include <hip/hip_cooperative_groups.h>\n"
     "// Tile shuffles of any trivially copyable type, as CUDA's tiles have them\n"
     "// (ROCm's take integers and floating-point numbers): the value moves as\n"
     "// 32-bit words, each shuffled from the same lane.\n"
     "template <class T, class Move> __device__ static inline T c2h_shfl_words(T v, Move move) {\n"
     "  unsigned w[(sizeof(T) + 3) / 4] = {};\n"
     "  __builtin_memcpy(w, &v, sizeof(T));\n"
     "  for (unsigned &x : w)\n"
     "    x = move(x);\n"
     "  T r;\n"
     "  __builtin_memcpy(&r, w, sizeof(T));\n"
     "  return r;\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline T c2h_tile_shfl(const Tile &t, T v, int src) {\n"
     "  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl(x, src); });\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline T c2h_tile_shfl_up(const Tile &t, T v, unsigned d) {\n"
     "  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_up(x, d); });\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline T c2h_tile_shfl_down(const Tile &t, T v, unsigned d) {\n"
     "  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_down(x, d); });\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline T c2h_tile_shfl_xor(const Tile &t, T v, int m) {\n"
     "  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_xor(x, m); });\n"
     "}\n"
     "#endif\n"},
    {"c2h_pipeline", "",
     "#ifndef C2H_PIPELINE\n"
     "#define C2H_PIPELINE\n"
     "// CUDA's __pipeline_* async copies (global -> shared), done synchronously:\n"
     "// each copy is complete when the call returns, so before any wait that\n"
     "// covers it, and commit and wait_prior have nothing left to do. Exact; the\n"
     "// loads just no longer overlap the work between issue and wait.\n"
     "__device__ static inline void c2h_pipeline_memcpy_async(void *dst, const void *src,\n"
     "                                                        size_t size_and_align,\n"
     "                                                        size_t zfill = 0) {\n"
     "  if (zfill == 0 && size_and_align == 16) {\n"
     "    *static_cast<uint4 *>(dst) = *static_cast<const uint4 *>(src);\n"
     "  } else if (zfill == 0 && size_and_align == 8) {\n"
     "    *static_cast<uint2 *>(dst) = *static_cast<const uint2 *>(src);\n"
     "  } else if (zfill == 0 && size_and_align == 4) {\n"
     "    *static_cast<unsigned *>(dst) = *static_cast<const unsigned *>(src);\n"
     "  } else {\n"
     "    // The last zfill bytes are zeros.\n"
     "    unsigned char *d = static_cast<unsigned char *>(dst);\n"
     "    const unsigned char *s = static_cast<const unsigned char *>(src);\n"
     "    for (size_t i = 0; i < size_and_align; ++i)\n"
     "      d[i] = i + zfill < size_and_align ? s[i] : 0;\n"
     "  }\n"
     "}\n"
     "__device__ static inline void c2h_pipeline_commit() {}\n"
     "__device__ static inline void c2h_pipeline_wait_prior(size_t) {}\n"
     "#endif\n"},
    {"c2h_cvta_shared", "",
     "#ifndef C2H_CVTA_SHARED\n"
     "#define C2H_CVTA_SHARED\n"
     "// CUDA's shared-window addresses (__cvta_generic_to_shared) are AMD's\n"
     "// 32-bit LDS addresses: address space 3.\n"
     "__device__ static inline size_t c2h_cvta_generic_to_shared(const void *p) {\n"
     "  return (size_t)(__attribute__((address_space(3))) const char *)p;\n"
     "}\n"
     "__device__ static inline void *c2h_cvta_shared_to_generic(size_t a) {\n"
     "  return (void *)(__attribute__((address_space(3))) char *)(size_t)(unsigned)a;\n"
     "}\n"
     "#endif\n"},
    {"c2h_dp4a", "",
     "#ifndef C2H_DP4A\n"
     "#define C2H_DP4A\n"
     "// CUDA's packed dot products, which HIP lacks. __dp4a adds the products\n"
     "// of a's and b's four bytes to c; __dp2a_lo and __dp2a_hi add the products\n"
     "// of a's two halfwords with b's bytes 0-1 (lo) or 2-3 (hi). Signed or\n"
     "// unsigned as the operands are; the sum wraps at 32 bits.\n"
     "__device__ static inline int c2h_dp4a(int a, int b, int c) {\n"
     "  unsigned s = (unsigned)c;\n"
     "  for (int i = 0; i < 32; i += 8)\n"
     "    s += (unsigned)((signed char)(a >> i) * (signed char)(b >> i));\n"
     "  return (int)s;\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp4a(unsigned a, unsigned b, unsigned c) {\n"
     "  for (int i = 0; i < 32; i += 8)\n"
     "    c += ((a >> i) & 0xffu) * ((b >> i) & 0xffu);\n"
     "  return c;\n"
     "}\n"
     "__device__ static inline int c2h_dp4a(char4 a, char4 b, int c) {\n"
     "  return (int)((unsigned)c + (unsigned)(a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w));\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp4a(uchar4 a, uchar4 b, unsigned c) {\n"
     "  return c + (unsigned)(a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w);\n"
     "}\n"
     "__device__ static inline int c2h_dp2a(int a, int b, int c, int hi) {\n"
     "  int lo = (short)a * (signed char)(b >> (16 * hi));\n"
     "  int up = (short)(a >> 16) * (signed char)(b >> (16 * hi + 8));\n"
     "  return (int)((unsigned)c + (unsigned)(lo + up));\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp2a(unsigned a, unsigned b, unsigned c, int hi) {\n"
     "  return c + (a & 0xffffu) * ((b >> (16 * hi)) & 0xffu) +\n"
     "         (a >> 16) * ((b >> (16 * hi + 8)) & 0xffu);\n"
     "}\n"
     "__device__ static inline int c2h_dp2a_lo(int a, int b, int c) { return c2h_dp2a(a, b, c, 0); }\n"
     "__device__ static inline int c2h_dp2a_hi(int a, int b, int c) { return c2h_dp2a(a, b, c, 1); }\n"
     "__device__ static inline unsigned c2h_dp2a_lo(unsigned a, unsigned b, unsigned c) {\n"
     "  return c2h_dp2a(a, b, c, 0);\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp2a_hi(unsigned a, unsigned b, unsigned c) {\n"
     "  return c2h_dp2a(a, b, c, 1);\n"
     "}\n"
     "__device__ static inline int c2h_dp2a_lo(short2 a, char4 b, int c) {\n"
     "  return (int)((unsigned)c + (unsigned)(a.x * b.x + a.y * b.y));\n"
     "}\n"
     "__device__ static inline int c2h_dp2a_hi(short2 a, char4 b, int c) {\n"
     "  return (int)((unsigned)c + (unsigned)(a.x * b.z + a.y * b.w));\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp2a_lo(ushort2 a, uchar4 b, unsigned c) {\n"
     "  return c + a.x * b.x + a.y * b.y;\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp2a_hi(ushort2 a, uchar4 b, unsigned c) {\n"
     "  return c + a.x * b.z + a.y * b.w;\n"
     "}\n"
     "#endif\n"},
    {"c2h_cp_async", "c2h_cvta_shared,c2h_pipeline",
     "#ifndef C2H_CP_ASYNC\n"
     "#define C2H_CP_ASYNC\n"
     "// Inline-PTX cp.async (global -> shared), done synchronously: a copy is\n"
     "// complete when the call returns, so before any wait_group that covers\n"
     "// it, and commit_group and the waits have nothing left to do. dst is a\n"
     "// shared address; size bytes land there, the first src_size from src and\n"
     "// the rest zeros.\n"
     "__device__ static inline void c2h_cp_async(unsigned dst, const void *src, int size,\n"
     "                                           int src_size) {\n"
     "  c2h_pipeline_memcpy_async(c2h_cvta_shared_to_generic(dst), src, size,\n"
     "                            src_size < size ? size - src_size : 0);\n"
     "}\n"
     "__device__ static inline void c2h_cp_async(unsigned dst, const void *src, int size) {\n"
     "  c2h_cp_async(dst, src, size, size);\n"
     "}\n"
     "// The predicated form: no copy at all where pred is 0.\n"
     "__device__ static inline void c2h_cp_async_if(int pred, unsigned dst, const void *src,\n"
     "                                              int size, int src_size) {\n"
     "  if (pred)\n"
     "    c2h_cp_async(dst, src, size, src_size);\n"
     "}\n"
     "__device__ static inline void c2h_cp_async_if(int pred, unsigned dst, const void *src,\n"
     "                                              int size) {\n"
     "  c2h_cp_async_if(pred, dst, src, size, size);\n"
     "}\n"
     "__device__ static inline void c2h_cp_async_commit_group() {}\n"
     "__device__ static inline void c2h_cp_async_wait_group(int) {}\n"
     "__device__ static inline void c2h_cp_async_wait_all() {}\n"
     "#endif\n"},
    {"c2h_cuda_sync", "c2h_group_copy",
     "#ifndef C2H_CUDA_SYNC\n"
     "#define C2H_CUDA_SYNC\n"
     "// libcu++'s cuda::barrier, cuda::pipeline and cuda::memcpy_async, which\n"
     "// HIP lacks, for thread- and block-scope objects. Copies are synchronous:\n"
     "// each lands before the call returns, so before any wait that covers it.\n"
     "// Waits spin on counters in shared memory, so the threads of a group may\n"
     "// be at different points, as CUDA allows.\n"
     "namespace c2h {\n"
     "enum thread_scope {\n"
     "  thread_scope_system,\n"
     "  thread_scope_device,\n"
     "  thread_scope_block,\n"
     "  thread_scope_thread\n"
     "};\n"
     "template <size_t Align> struct aligned_size_t {\n"
     "  size_t value;\n"
     "  __host__ __device__ explicit aligned_size_t(size_t v) : value(v) {}\n"
     "  __host__ __device__ operator size_t() const { return value; }\n"
     "};\n"
     "// Spins until the counter *p has reached v (counters only grow).\n"
     "__device__ static inline void sync_wait_at_least(const unsigned *p, unsigned v) {\n"
     "  while ((int)(__atomic_load_n(p, __ATOMIC_RELAXED) - v) < 0)\n"
     "    __builtin_amdgcn_s_sleep(1);\n"
     "  __threadfence_block();\n"
     "}\n"

     "template <thread_scope Scope = thread_scope_system> class barrier {\n"
     "public:\n"
     "  using arrival_token = unsigned;\n"
     "  barrier() = default;\n"
     "  __device__ friend void init(barrier *b, ptrdiff_t expected) {\n"
     "    b->expected_ = (int)expected;\n"
     "    b->pending_ = (int)expected;\n"
     "    b->phase_ = 0;\n"
     "  }\n"
     "  __device__ arrival_token arrive(ptrdiff_t n = 1) {\n"
     "    unsigned phase = __atomic_load_n(&phase_, __ATOMIC_RELAXED);\n"
     "    __threadfence_block();\n"
     "    if (atomicSub(&pending_, (int)n) == (int)n) { // the phase's last arrival\n"
     "      pending_ = __atomic_load_n(&expected_, __ATOMIC_RELAXED);\n"
     "      __threadfence_block();\n"
     "      atomicAdd(&phase_, 1u);\n"
     "    }\n"
     "    return phase;\n"
     "  }\n"
     "  __device__ void wait(arrival_token &&t) const {\n"
     "    sync_wait_at_least(&phase_, t + 1);\n"
     "  }\n"
     "  __device__ void arrive_and_wait() { wait(arrive()); }\n"
     "  __device__ void arrive_and_drop() {\n"
     "    atomicSub(&expected_, 1);\n"
     "    arrive();\n"
     "  }\n"
     "\n"
     "private:\n"
     "  int expected_, pending_;\n"
     "  unsigned phase_;\n"
     "};\n"
     "// Counts per stage, over the pipeline's life: commits and releases.\n"
     "template <thread_scope Scope, unsigned char Stages> struct pipeline_shared_state {\n"
     "  unsigned committed[Stages], released[Stages];\n"
     "};\n"
     "template <thread_scope Scope> class pipeline;\n"
     "// A thread's own pipeline: its copies are done when issued.\n"
     "template <> class pipeline<thread_scope_thread> {\n"
     "public:\n"
     "  __device__ void producer_acquire() {}\n"
     "  __device__ void producer_commit() {}\n"
     "  __device__ void consumer_wait() {}\n"
     "  __device__ void consumer_release() {}\n"
     "  __device__ bool quit() { return true; }\n"
     "};\n"
     "__device__ static inline pipeline<thread_scope_thread> make_pipeline() { return {}; }\n"
     "// A group's pipeline, every thread both producer and consumer: a stage is\n"
     "// ready when all of the group have committed it, and its buffers are\n"
     "// free again when all have released it.\n"
     "template <> class pipeline<thread_scope_block> {\n"
     "public:\n"
     "  __device__ pipeline(unsigned *committed, unsigned *released, unsigned stages,\n"
     "                      unsigned size)\n"
     "      : committed_(committed), released_(released), stages_(stages), size_(size) {}\n"
     "  __device__ void producer_acquire() {\n"
     "    if (unsigned round = head_ / stages_)\n"
     "      sync_wait_at_least(&released_[head_ % stages_], round * size_);\n"
     "  }\n"
     "  __device__ void producer_commit() {\n"
     "    __threadfence_block();\n"
     "    atomicAdd(&committed_[head_++ % stages_], 1u);\n"
     "  }\n"
     "  __device__ void consumer_wait() {\n"
     "    sync_wait_at_least(&committed_[tail_ % stages_], (tail_ / stages_ + 1) * size_);\n"
     "  }\n"
     "  __device__ void consumer_release() {\n"
     "    __threadfence_block();\n"
     "    atomicAdd(&released_[tail_++ % stages_], 1u);\n"
     "  }\n"
     "  // All but the newest n committed stages are ready.\n"
     "  __device__ void wait_prior(unsigned n) {\n"
     "    for (unsigned k = tail_; k + n < head_; ++k)\n"
     "      sync_wait_at_least(&committed_[k % stages_], (k / stages_ + 1) * size_);\n"
     "  }\n"
     "  __device__ bool quit() { return true; }\n"
     "\n"
     "private:\n"
     "  unsigned *committed_, *released_;\n"
     "  unsigned stages_, size_, head_ = 0, tail_ = 0;\n"
     "};\n"
     "template <class Group, thread_scope Scope, unsigned char Stages>\n"
     "__device__ pipeline<thread_scope_block>\n"
     "make_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s) {\n"
     "  if (g.thread_rank() == 0)\n"
     "    for (unsigned i = 0; i < Stages; ++i)\n"
     "      s->committed[i] = s->released[i] = 0;\n"
     "  g.sync();\n"
     "  return pipeline<thread_scope_block>(s->committed, s->released, Stages, g.size());\n"
     "}\n"
     "template <unsigned N> __device__ void pipeline_consumer_wait_prior(pipeline<thread_scope_thread> &) {}\n"
     "template <unsigned N> __device__ void pipeline_consumer_wait_prior(pipeline<thread_scope_block> &p) {\n"
     "  p.wait_prior(N);\n"
     "}\n"
     "template <thread_scope Scope>\n"
     "__device__ void memcpy_async(void *dst, const void *src, size_t n, pipeline<Scope> &) {\n"
     "  c2h_group_copy(dst, src, n, 0, 1);\n"
     "}\n"
     "template <thread_scope Scope>\n"
     "__device__ void memcpy_async(void *dst, const void *src, size_t n, barrier<Scope> &) {\n"
     "  c2h_group_copy(dst, src, n, 0, 1);\n"
     "}\n"
     "// The group form: the group's threads share the copy.\n"
     "template <class Group, class Sync>\n"
     "__device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t n, Sync &) {\n"
     "  c2h_group_copy(dst, src, n, g.thread_rank(), g.size());\n"
     "}\n"
     "} // namespace c2h\n"
     "#endif\n"},
    {"c2h_matrix_ptx", "c2h_cvta_shared",
     R"c2h_helper(#ifndef C2H_MATRIX_PTX
#define C2H_MATRIX_PTX
// CUDA's warp matrix PTX (mma.sync m16n8k16 and m16n8k8, ldmatrix,
// movmatrix) for one 32-lane CUDA warp, with every register in NVIDIA's
// documented layout (PTX ISA; g = lane / 4, t = lane % 4), so the program's
// own fragment arithmetic and shared-memory addressing stay right. On gfx9
// with MFMA the products run on the matrix cores (c2h_mma_m16n8_core, the
// operands moved into AMD's lane layout and back); elsewhere, and when only
// one warp of a wavefront calls, width-32 shuffles form them and add them to
// C in k order in float (docs/rules/c2h-matrix-ptx.md).
// Element i (0 or 1) of a register holding two f16 or bf16 values.
__device__ static inline float c2h_mma_elem(unsigned w, int i, bool bf16) {
  unsigned short h = (unsigned short)(w >> (16 * i));
  return bf16 ? __builtin_bit_cast(float, (unsigned)h << 16)
              : (float)__builtin_bit_cast(_Float16, h);
}
__device__ static inline unsigned c2h_mma_pack_f16(float lo, float hi) {
  return __builtin_bit_cast(unsigned short, (_Float16)lo) |
         (unsigned)__builtin_bit_cast(unsigned short, (_Float16)hi) << 16;
}
// D = A B + C for m16n8kK: A in registers a[] (rows g and g + 8, columns
// 2t, 2t + 1, then the same 8 columns on), B in b[] (k = 2t, 2t + 1, then 8
// on; column g), C and D as c[0..3] = rows g, g, g + 8, g + 8 and columns
// 2t, 2t + 1, 2t, 2t + 1. A[r][k] sits in lane 4 (r % 8) + k % 8 / 2, and
// B[k][n] in lane 4 n + k % 8 / 2, so each k pair takes four shuffles.
// The word that lane src (0..63 of the wavefront) holds in reg[want], where
// want may differ from lane to lane: one shuffle per register.
template <int N>
__device__ static inline unsigned c2h_mma_fetch(const unsigned *reg, int want, int src) {
  unsigned v = 0;
  for (int r = 0; r < N; ++r) {
    unsigned x = __shfl(reg[r], src, 64);
    v = r == want ? x : v;
  }
  return v;
}
// gfx908/gfx90a/gfx94x: both warps of the wavefront on the matrix cores, as
// one 16x16x16 MFMA pair with a block-diagonal B: the first MFMA takes warp
// 0's A and its B in columns 0-7 (zeros in 8-15), the second accumulates
// warp 1's A times its B in columns 8-15, so D holds warp 0's 16x8 result in
// columns 0-7 and warp 1's in 8-15. MFMA lane l needs A[l % 16][4 (l / 16)
// + i] and B[4 (l / 16) + i][l % 16]: each is fetched from the NVIDIA lane
// and register that hold it, and each lane fetches its D elements back.
// m16n8k8 pads k 8-15 with zeros. C is added in NVIDIA's layout. False
// (nothing done) elsewhere, for bf16 on gfx908, or when the other warp of
// the wavefront is not in the call.
template <int K>
__device__ static inline bool c2h_mma_m16n8_core(const unsigned *a, const unsigned *b,
                                                 const float *c, float *d, bool bf16) {
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx940__) ||          \
    defined(__gfx941__) || defined(__gfx942__)
#if defined(__gfx908__)
  if (bf16)
    return false;
#endif
  if (__ballot(1) != ~0ull)
    return false;
  typedef _Float16 half4_t __attribute__((ext_vector_type(4)));
  typedef short short4_t __attribute__((ext_vector_type(4)));
  typedef float float4_t __attribute__((ext_vector_type(4)));
  int l = __lane_id(), q = l / 16, rn = l % 16, pair = 4 * q % 8 / 2;
  bool in_k = 4 * q < K; // m16n8k8: k 8-15 are zeros
  float4_t acc = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int w = 0; w < 2; ++w) {
    int base = 32 * w;
    int ra = rn / 8 + 2 * (q / 2), rb = q / 2;
    unsigned a_lo = c2h_mma_fetch<K / 4>(a, ra, base + 4 * (rn % 8) + pair);
    unsigned a_hi = c2h_mma_fetch<K / 4>(a, ra, base + 4 * (rn % 8) + pair + 1);
    unsigned b_lo = c2h_mma_fetch<K / 8>(b, rb, base + 4 * (rn % 8) + pair);
    unsigned b_hi = c2h_mma_fetch<K / 8>(b, rb, base + 4 * (rn % 8) + pair + 1);
    if (!in_k)
      a_lo = a_hi = 0;
    if (!in_k || rn / 8 != w)
      b_lo = b_hi = 0;
    if (bf16) {
#if !defined(__gfx908__)
      short4_t av = {(short)a_lo, (short)(a_lo >> 16), (short)a_hi, (short)(a_hi >> 16)};
      short4_t bv = {(short)b_lo, (short)(b_lo >> 16), (short)b_hi, (short)(b_hi >> 16)};
      acc = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(av, bv, acc, 0, 0, 0);
#endif
    } else {
      half4_t av, bv;
      for (int i = 0; i < 2; ++i) {
        av[i] = __builtin_bit_cast(_Float16, (unsigned short)(a_lo >> (16 * i)));
        av[2 + i] = __builtin_bit_cast(_Float16, (unsigned short)(a_hi >> (16 * i)));
        bv[i] = __builtin_bit_cast(_Float16, (unsigned short)(b_lo >> (16 * i)));
        bv[2 + i] = __builtin_bit_cast(_Float16, (unsigned short)(b_hi >> (16 * i)));
      }
      acc = __builtin_amdgcn_mfma_f32_16x16x16f16(av, bv, acc, 0, 0, 0);
    }
  }
  // D[row][col] is in MFMA lane col + 16 (row / 4), element row % 4; this
  // lane's warp has columns 8h.. of it.
  unsigned acc_bits[4];
  for (int i = 0; i < 4; ++i) {
    float x = acc[i]; // a value: bit_cast of a vector element reads element 0
    acc_bits[i] = __builtin_bit_cast(unsigned, x);
  }
  int h = l / 32, g = l % 32 / 4, t = l % 4;
  for (int i = 0; i < 4; ++i) {
    int row = g + 8 * (i / 2), col = 8 * h + 2 * t + i % 2;
    d[i] = c[i] + __builtin_bit_cast(float,
                                     c2h_mma_fetch<4>(acc_bits, row % 4, col + 16 * (row / 4)));
  }
  return true;
#else
  return false;
#endif
}
template <int K>
__device__ static inline void c2h_mma_m16n8(const unsigned *a, const unsigned *b, const float *c,
                                            float *d, bool bf16) {
  if (c2h_mma_m16n8_core<K>(a, b, c, d, bf16))
    return;
  int lane = __lane_id() & 31, g = lane / 4, t = lane % 4;
  for (int i = 0; i < 4; ++i)
    d[i] = c[i];
  for (int kp = 0; kp < K / 2; ++kp) {
    unsigned a_lo = __shfl(a[2 * (kp / 4)], 4 * g + kp % 4, 32);
    unsigned a_hi = __shfl(a[2 * (kp / 4) + 1], 4 * g + kp % 4, 32);
    unsigned b_0 = __shfl(b[kp / 4], 8 * t + kp % 4, 32);
    unsigned b_1 = __shfl(b[kp / 4], 8 * t + 4 + kp % 4, 32);
    for (int e = 0; e < 2; ++e) {
      float x_lo = c2h_mma_elem(a_lo, e, bf16), x_hi = c2h_mma_elem(a_hi, e, bf16);
      float y_0 = c2h_mma_elem(b_0, e, bf16), y_1 = c2h_mma_elem(b_1, e, bf16);
      d[0] += x_lo * y_0;
      d[1] += x_lo * y_1;
      d[2] += x_hi * y_0;
      d[3] += x_hi * y_1;
    }
  }
}
template <class T>
__device__ static inline void
c2h_mma_m16n8k16_f32_f16(T &d0, T &d1, T &d2, T &d3, unsigned a0, unsigned a1, unsigned a2,
                         unsigned a3, unsigned b0, unsigned b1, float c0, float c1, float c2,
                         float c3, bool bf16 = false) {
  const unsigned a[4] = {a0, a1, a2, a3}, b[2] = {b0, b1};
  const float c[4] = {c0, c1, c2, c3};
  float d[4];
  c2h_mma_m16n8<16>(a, b, c, d, bf16);
  d0 = d[0], d1 = d[1], d2 = d[2], d3 = d[3];
}
template <class T>
__device__ static inline void
c2h_mma_m16n8k16_f32_bf16(T &d0, T &d1, T &d2, T &d3, unsigned a0, unsigned a1, unsigned a2,
                          unsigned a3, unsigned b0, unsigned b1, float c0, float c1, float c2,
                          float c3) {
  c2h_mma_m16n8k16_f32_f16(d0, d1, d2, d3, a0, a1, a2, a3, b0, b1, c0, c1, c2, c3, true);
}
template <class T>
__device__ static inline void c2h_mma_m16n8k16_f16_f16(T &d0, T &d1, unsigned a0, unsigned a1,
                                                       unsigned a2, unsigned a3, unsigned b0,
                                                       unsigned b1, unsigned c0, unsigned c1) {
  const unsigned a[4] = {a0, a1, a2, a3}, b[2] = {b0, b1};
  const float c[4] = {c2h_mma_elem(c0, 0, false), c2h_mma_elem(c0, 1, false),
                      c2h_mma_elem(c1, 0, false), c2h_mma_elem(c1, 1, false)};
  float d[4];
  c2h_mma_m16n8<16>(a, b, c, d, false);
  d0 = __builtin_bit_cast(T, c2h_mma_pack_f16(d[0], d[1]));
  d1 = __builtin_bit_cast(T, c2h_mma_pack_f16(d[2], d[3]));
}
template <class T>
__device__ static inline void c2h_mma_m16n8k8_f32_f16(T &d0, T &d1, T &d2, T &d3, unsigned a0,
                                                      unsigned a1, unsigned b0, float c0,
                                                      float c1, float c2, float c3,
                                                      bool bf16 = false) {
  const unsigned a[2] = {a0, a1}, b[1] = {b0};
  const float c[4] = {c0, c1, c2, c3};
  float d[4];
  c2h_mma_m16n8<8>(a, b, c, d, bf16);
  d0 = d[0], d1 = d[1], d2 = d[2], d3 = d[3];
}
template <class T>
__device__ static inline void c2h_mma_m16n8k8_f32_bf16(T &d0, T &d1, T &d2, T &d3, unsigned a0,
                                                       unsigned a1, unsigned b0, float c0,
                                                       float c1, float c2, float c3) {
  c2h_mma_m16n8k8_f32_f16(d0, d1, d2, d3, a0, a1, b0, c0, c1, c2, c3, true);
}
template <class T>
__device__ static inline void c2h_mma_m16n8k8_f16_f16(T &d0, T &d1, unsigned a0, unsigned a1,
                                                      unsigned b0, unsigned c0, unsigned c1) {
  const unsigned a[2] = {a0, a1}, b[1] = {b0};
  const float c[4] = {c2h_mma_elem(c0, 0, false), c2h_mma_elem(c0, 1, false),
                      c2h_mma_elem(c1, 0, false), c2h_mma_elem(c1, 1, false)};
  float d[4];
  c2h_mma_m16n8<8>(a, b, c, d, false);
  d0 = __builtin_bit_cast(T, c2h_mma_pack_f16(d[0], d[1]));
  d1 = __builtin_bit_cast(T, c2h_mma_pack_f16(d[2], d[3]));
}
// ldmatrix: lanes 8j..8j+7 give the shared-window addresses of the 8 rows
// (16 bytes each) of matrix j; lane l receives row l / 4, columns 2 (l % 4)
// and 2 (l % 4) + 1 of each matrix, or with .trans column l / 4, rows
// 2 (l % 4) and 2 (l % 4) + 1.
template <bool Trans>
__device__ static inline unsigned c2h_ldmatrix_one(int j, unsigned addr) {
  int lane = __lane_id() & 31;
  if (!Trans)
    return *(const unsigned *)c2h_cvta_shared_to_generic(
        __shfl(addr, 8 * j + lane / 4, 32) + 4 * (lane % 4));
  unsigned r0 = __shfl(addr, 8 * j + 2 * (lane % 4), 32);
  unsigned r1 = __shfl(addr, 8 * j + 2 * (lane % 4) + 1, 32);
  unsigned lo = *(const unsigned short *)c2h_cvta_shared_to_generic(r0 + 2 * (lane / 4));
  unsigned hi = *(const unsigned short *)c2h_cvta_shared_to_generic(r1 + 2 * (lane / 4));
  return lo | hi << 16;
}
template <class T> __device__ static inline void c2h_ldmatrix_x1(T &r0, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(0, addr));
}
template <class T> __device__ static inline void c2h_ldmatrix_x2(T &r0, T &r1, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(0, addr));
  r1 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(1, addr));
}
template <class T>
__device__ static inline void c2h_ldmatrix_x4(T &r0, T &r1, T &r2, T &r3, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(0, addr));
  r1 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(1, addr));
  r2 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(2, addr));
  r3 = __builtin_bit_cast(T, c2h_ldmatrix_one<false>(3, addr));
}
template <class T> __device__ static inline void c2h_ldmatrix_x1_trans(T &r0, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(0, addr));
}
template <class T>
__device__ static inline void c2h_ldmatrix_x2_trans(T &r0, T &r1, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(0, addr));
  r1 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(1, addr));
}
template <class T>
__device__ static inline void c2h_ldmatrix_x4_trans(T &r0, T &r1, T &r2, T &r3, unsigned addr) {
  r0 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(0, addr));
  r1 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(1, addr));
  r2 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(2, addr));
  r3 = __builtin_bit_cast(T, c2h_ldmatrix_one<true>(3, addr));
}
// movmatrix .trans: an 8x8 matrix in the layout above (lane l: row l / 4,
// columns 2 (l % 4), +1) becomes its transpose in the same layout.
template <class T> __device__ static inline void c2h_movmatrix_trans(T &d, unsigned a) {
  int lane = __lane_id() & 31, s = 16 * (lane / 4 % 2);
  unsigned x = __shfl(a, 8 * (lane % 4) + lane / 8, 32);
  unsigned y = __shfl(a, 8 * (lane % 4) + 4 + lane / 8, 32);
  d = __builtin_bit_cast(T, (x >> s & 0xffffu) | (y >> s & 0xffffu) << 16);
}
#endif
)c2h_helper"},
    {"c2h_wmma", "",
     R"c2h_helper(#ifndef C2H_WMMA
#define C2H_WMMA
#include <hip/hip_fp16.h>
// CUDA's warp matrix functions (nvcuda::wmma), which HIP lacks. A fragment
// belongs to one 32-lane CUDA warp (half of a 64-lane wavefront) and holds
// its tile in the lane layout of AMD's 16x16x16 MFMA folded onto 32 lanes:
// lane j owns row (matrix_a) or column (matrix_b, accumulator) j % D of a
// D-wide tile, and the lane groups j / D take turns along the other
// dimension, four elements at a time. For 16x16 tiles lane j holds what MFMA
// lanes j and j + 32 hold. Code that reads x[i] by position assumed NVIDIA's
// layout instead (c2h-wmma-layout).
// mma_sync of a 16x16x16 f16 tile (bf16 from gfx90a) runs on the matrix
// cores when both warps of the wavefront call it together: they take turns,
// each spread over all 64 lanes. Otherwise a warp computes its tile with
// shuffles, accumulating in float (int for 8-bit, double for fp64) in k
// order. tf32 products are formed in full fp32.
namespace c2h {
namespace wmma {
struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };
namespace precision {
struct tf32 {};
} // namespace precision
template <class T> struct storage { typedef T type; };
template <> struct storage<precision::tf32> { typedef float type; };
// The accumulation type for an accumulator of type T.
template <class T> struct sum_type { typedef float type; };
template <> struct sum_type<int> { typedef int type; };
template <> struct sum_type<double> { typedef double type; };
template <class Use, int M, int N, int K> struct shape;
template <int M, int N, int K> struct shape<matrix_a, M, N, K> {
  static constexpr int rows = M, cols = K;
  static constexpr bool lane_rows = true;
};
template <int M, int N, int K> struct shape<matrix_b, M, N, K> {
  static constexpr int rows = K, cols = N;
  static constexpr bool lane_rows = false;
};
template <int M, int N, int K> struct shape<accumulator, M, N, K> {
  static constexpr int rows = M, cols = N;
  static constexpr bool lane_rows = false;
};
template <class Use, int M, int N, int K, class T, class Layout = void>
struct fragment {
  typedef shape<Use, M, N, K> tile;
  static constexpr int width = tile::lane_rows ? tile::rows : tile::cols;
  static constexpr int depth = tile::lane_rows ? tile::cols : tile::rows;
  static constexpr int groups = 32 / width;
  static constexpr int num_elements = depth / groups;
  typedef typename storage<T>::type element_type;
  typedef element_type storage_element_type;
  element_type x[num_elements];
};
__device__ static inline int lane() { return __lane_id() & 31; }
// Where along the depth slot s of lane group g sits, and the inverse.
__device__ static inline int depth_of(int g, int s, int groups, int depth) {
  return depth % (4 * groups) == 0 ? 4 * (g + groups * (s / 4)) + s % 4 : g + groups * s;
}
__device__ static inline void slot_of(int d, int groups, int depth, int &g, int &s) {
  if (depth % (4 * groups) == 0) {
    g = d / 4 % groups;
    s = d / 4 / groups * 4 + d % 4;
  } else {
    g = d % groups;
    s = d / groups;
  }
}
// The row and column of slot s in the calling lane.
template <class F> __device__ static inline void element_at(int s, int &r, int &c) {
  int j = lane(), d = depth_of(j / F::width, s, F::groups, F::depth);
  r = F::tile::lane_rows ? j % F::width : d;
  c = F::tile::lane_rows ? d : j % F::width;
}
template <class Use, int M, int N, int K, class T, class L, class V>
__device__ static inline void fill_fragment(fragment<Use, M, N, K, T, L> &f, const V &v) {
  for (int s = 0; s < f.num_elements; ++s)
    f.x[s] = v;
}
template <class Use, int M, int N, int K, class T, class L, class P>
__device__ static inline void load_matrix_sync(fragment<Use, M, N, K, T, L> &f, const P *p,
                                               unsigned ldm) {
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<fragment<Use, M, N, K, T, L>>(s, r, c);
    f.x[s] = __is_same(L, col_major) ? p[c * ldm + r] : p[r * ldm + c];
  }
}
template <int M, int N, int K, class T, class P>
__device__ static inline void load_matrix_sync(fragment<accumulator, M, N, K, T> &f,
                                               const P *p, unsigned ldm, layout_t layout) {
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<fragment<accumulator, M, N, K, T>>(s, r, c);
    f.x[s] = layout == mem_col_major ? p[c * ldm + r] : p[r * ldm + c];
  }
}
template <int M, int N, int K, class T, class P>
__device__ static inline void store_matrix_sync(P *p, const fragment<accumulator, M, N, K, T> &f,
                                                unsigned ldm, layout_t layout) {
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<fragment<accumulator, M, N, K, T>>(s, r, c);
    (layout == mem_col_major ? p[c * ldm + r] : p[r * ldm + c]) = f.x[s];
  }
}
// CUDA rounds to tf32 (10 mantissa bits, to nearest, ties away from zero).
__device__ static inline float __float_to_tf32(float v) {
  unsigned u = __builtin_bit_cast(unsigned, v);
  if ((u & 0x7f800000u) != 0x7f800000u)
    u = (u + 0x1000u) & 0xffffe000u;
  return __builtin_bit_cast(float, u);
}
// An input element in the accumulation type. bf16 (the 16-bit type that is
// not __half) widens by its bits, since ROCm's bf16 types differ in what
// conversions they offer.
template <bool> struct bf16_tag {};
template <class V, class T> __device__ static inline V widen(const T &x, bf16_tag<false>) {
  return V(x);
}
template <class V, class T> __device__ static inline V widen(const T &x, bf16_tag<true>) {
  return V(__builtin_bit_cast(float, (unsigned)__builtin_bit_cast(unsigned short, x) << 16));
}
template <class V, class T> __device__ static inline V widen(const T &x) {
  return widen<V>(x, bf16_tag<sizeof(T) == 2 && !__is_same(T, __half)>());
}
// satf: a float result is clamped to the finite range, and NaN becomes 0.
template <class V> __device__ static inline V saturate(V v, bool) { return v; }
__device__ static inline float saturate(float v, bool satf) {
  if (!satf)
    return v;
  return v != v ? 0.0f : __builtin_fminf(__builtin_fmaxf(v, -3.40282347e38f), 3.40282347e38f);
}
// The matrix-core path. The tests of the target are inside the functions,
// so every target compiles them and only gfx9 with MFMA reaches a builtin.
typedef _Float16 half4_t __attribute__((ext_vector_type(4)));
typedef short short4_t __attribute__((ext_vector_type(4)));
typedef float float4_t __attribute__((ext_vector_type(4)));
// Four 16-bit elements, as two words, and back.
template <class T> __device__ static inline void pack4(const T *x, int *w) {
  for (int i = 0; i < 2; ++i)
    w[i] = __builtin_bit_cast(unsigned short, x[2 * i]) |
           __builtin_bit_cast(unsigned short, x[2 * i + 1]) << 16;
}
template <class T> __device__ static inline T unpack(const int *w, int i) {
  return __builtin_bit_cast(T, (unsigned short)(w[i / 2] >> (16 * (i % 2))));
}
// One MFMA for the wavefront, on 16-bit operands packed two to a word:
// f16, and bf16 from gfx90a (the _1k form; gfx908 has no bf16 16x16x16).
__device__ static inline float4_t mfma16(const __half *, const int *a, const int *b,
                                         float4_t c) {
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx940__) ||          \
    defined(__gfx941__) || defined(__gfx942__)
  half4_t av, bv;
  for (int i = 0; i < 4; ++i) {
    av[i] = unpack<_Float16>(a, i);
    bv[i] = unpack<_Float16>(b, i);
  }
  return __builtin_amdgcn_mfma_f32_16x16x16f16(av, bv, c, 0, 0, 0);
#else
  return c; // not reached: mma_matrix_core declines first
#endif
}
template <class T>
__device__ static inline float4_t mfma16(const T *, const int *a, const int *b, float4_t c) {
#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  short4_t av, bv;
  for (int i = 0; i < 4; ++i) {
    av[i] = unpack<short>(a, i);
    bv[i] = unpack<short>(b, i);
  }
  return __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(av, bv, c, 0, 0, 0);
#else
  return c; // not reached: mma_matrix_core declines first
#endif
}
template <class T, int = sizeof(T)> struct matrix_core_type {};
template <class T> struct matrix_core_type<T, 2> { typedef bool type; };
// Both warps of the wavefront in turn (w = 0, 1) on the matrix cores. In
// warp w's turn lane l plays MFMA lane l and needs slots 4h..4h+3 (h = l /
// 32) of lane l % 32 of warp w: its own when h == w, else its partner's
// (lane l ^ 32), which each lane fetches once for the other turn. Declines
// (false) on other targets, for bf16 on gfx908, and when the other warp of
// the wavefront is not in the call.
template <class FD, class FA, class FB, class FC>
__device__ static inline bool mma_matrix_core(FD &, const FA &, const FB &, const FC &) {
  return false;
}
template <class T, class LA, class LB>
__device__ static inline typename matrix_core_type<T>::type
mma_matrix_core(fragment<accumulator, 16, 16, 16, float> &d,
                const fragment<matrix_a, 16, 16, 16, T, LA> &a,
                const fragment<matrix_b, 16, 16, 16, T, LB> &b,
                const fragment<accumulator, 16, 16, 16, float> &c) {
#if defined(__gfx908__)
  if (!__is_same(T, __half))
    return false;
#elif !defined(__gfx90a__) && !defined(__gfx940__) && !defined(__gfx941__) &&      \
    !defined(__gfx942__)
  return false;
#endif
  if (__ballot(1) != ~0ull)
    return false;
  // Halves are chosen by selecting values, never slot indexes, so the
  // fragments stay in registers.
  int h = __lane_id() >> 5;
  int a_lo[2], a_hi[2], b_lo[2], b_hi[2], a_own[2], b_own[2], a_far[2], b_far[2];
  pack4(a.x, a_lo);
  pack4(a.x + 4, a_hi);
  pack4(b.x, b_lo);
  pack4(b.x + 4, b_hi);
  for (int i = 0; i < 2; ++i) {
    a_own[i] = h ? a_hi[i] : a_lo[i];
    b_own[i] = h ? b_hi[i] : b_lo[i];
    a_far[i] = __shfl_xor(h ? a_lo[i] : a_hi[i], 32, 64);
    b_far[i] = __shfl_xor(h ? b_lo[i] : b_hi[i], 32, 64);
  }
  // Operands are selected per lane, so both MFMAs run with the whole
  // wavefront. C is added afterwards, in the fragment's own slots.
  float4_t turn[2], zero = {0.0f, 0.0f, 0.0f, 0.0f};
  for (int w = 0; w < 2; ++w) {
    int av[2], bv[2];
    for (int i = 0; i < 2; ++i) {
      av[i] = w == h ? a_own[i] : a_far[i];
      bv[i] = w == h ? b_own[i] : b_far[i];
    }
    turn[w] = mfma16((const T *)0, av, bv, zero);
  }
  // A lane keeps its own result of its warp's turn for its half's slots and
  // takes the partner's for the other half; the partner takes this lane's
  // result of the other turn.
  for (int i = 0; i < 4; ++i) {
    float mine = h ? turn[1][i] : turn[0][i];
    float other = __shfl_xor(h ? turn[0][i] : turn[1][i], 32, 64);
    d.x[i] = c.x[i] + (h ? other : mine);
    d.x[4 + i] = c.x[4 + i] + (h ? mine : other);
  }
  return true;
}
// 8-bit integers, the same turns: v_mfma_i32_16x16x16i8 (gfx908 and gfx90a;
// gfx94x has only the 16x16x32 form), four elements to a word.
typedef int int4_t __attribute__((ext_vector_type(4)));
__device__ static inline int pack_bytes(const signed char *x) {
  return (unsigned char)x[0] | (unsigned char)x[1] << 8 | (unsigned char)x[2] << 16 |
         (unsigned)(unsigned char)x[3] << 24;
}
template <class LA, class LB>
__device__ static inline bool mma_matrix_core(fragment<accumulator, 16, 16, 16, int> &d,
                                              const fragment<matrix_a, 16, 16, 16, signed char, LA> &a,
                                              const fragment<matrix_b, 16, 16, 16, signed char, LB> &b,
                                              const fragment<accumulator, 16, 16, 16, int> &c) {
#if defined(__gfx908__) || defined(__gfx90a__)
  if (__ballot(1) != ~0ull)
    return false;
  int h = __lane_id() >> 5;
  int a_lo = pack_bytes(a.x), a_hi = pack_bytes(a.x + 4);
  int b_lo = pack_bytes(b.x), b_hi = pack_bytes(b.x + 4);
  int a_own = h ? a_hi : a_lo, b_own = h ? b_hi : b_lo;
  int a_far = __shfl_xor(h ? a_lo : a_hi, 32, 64), b_far = __shfl_xor(h ? b_lo : b_hi, 32, 64);
  int4_t turn[2], zero = {0, 0, 0, 0};
  for (int w = 0; w < 2; ++w)
    turn[w] = __builtin_amdgcn_mfma_i32_16x16x16i8(w == h ? a_own : a_far,
                                                   w == h ? b_own : b_far, zero, 0, 0, 0);
  for (int i = 0; i < 4; ++i) {
    int mine = h ? turn[1][i] : turn[0][i];
    int other = __shfl_xor(h ? turn[0][i] : turn[1][i], 32, 64);
    d.x[i] = c.x[i] + (h ? other : mine);
    d.x[4 + i] = c.x[4 + i] + (h ? mine : other);
  }
  return true;
#else
  return false;
#endif
}
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class TD>
__device__ static inline void mma_sync(fragment<accumulator, M, N, K, TD> &d,
                                       const fragment<matrix_a, M, N, K, TA, LA> &a,
                                       const fragment<matrix_b, M, N, K, TB, LB> &b,
                                       const fragment<accumulator, M, N, K, TC> &c,
                                       bool satf = false) {
  typedef fragment<matrix_a, M, N, K, TA, LA> FA;
  typedef fragment<matrix_b, M, N, K, TB, LB> FB;
  typedef fragment<accumulator, M, N, K, TD> FD;
  typedef typename sum_type<TC>::type V;
  if (mma_matrix_core(d, a, b, c)) {
    for (int s = 0; s < FD::num_elements; ++s)
      d.x[s] = saturate(d.x[s], satf);
    return;
  }
  // Lane j owns column j % N of D; A's row r for depth k is in lane
  // r + M * g, slot s, with (g, s) = slot_of(k), and B's column likewise.
  V out[FD::num_elements];
  int row[FD::num_elements], col;
  for (int s = 0; s < FD::num_elements; ++s) {
    element_at<FD>(s, row[s], col);
    out[s] = V(c.x[s]);
  }
  // Unrolled, so the slots read are constants and the fragments stay in
  // registers.
#pragma unroll
  for (int k = 0; k < K; ++k) {
    int ga, sa, gb, sb;
    slot_of(k, FA::groups, K, ga, sa);
    slot_of(k, FB::groups, K, gb, sb);
    V bk = __shfl(widen<V>(b.x[sb]), col + N * gb, 32);
#pragma unroll
    for (int s = 0; s < FD::num_elements; ++s)
      out[s] += __shfl(widen<V>(a.x[sa]), row[s] + M * ga, 32) * bk;
  }
  for (int s = 0; s < FD::num_elements; ++s)
    d.x[s] = TD(saturate(out[s], satf));
}
} // namespace wmma
} // namespace c2h
#endif
)c2h_helper"},
    {"C2H_WAVE_SIZE", "",
     "#ifndef C2H_WAVE_SIZE\n"
     "// The wavefront width of the device pass: 64 on gfx8 and gfx9 (CDNA),\n"
     "// 32 on gfx10 and later. warpSize is not a constant expression from\n"
     "// ROCm 7, and __AMDGCN_WAVEFRONT_SIZE is deprecated.\n"
     "#if defined(__GFX8__) || defined(__GFX9__)\n"
     "#define C2H_WAVE_SIZE 64\n"
     "#else\n"
     "#define C2H_WAVE_SIZE 32\n"
     "#endif\n"
     "#endif\n"},
};

llvm::ArrayRef<WarpHelper> warpHelpers() { return Helpers; }

llvm::StringRef warpHelperDefining(llvm::StringRef Function) {
  for (const WarpHelper &H : Helpers)
    if (H.Name == Function)
      return H.Name;
  // c2h::barrier: the entry whose namespace c2h declares it ("class barrier
  // {", "make_pipeline(", "thread_scope_block,", ...).
  if (Function.consume_front("c2h::")) {
    for (const WarpHelper &H : Helpers) {
      if (!H.Definition.contains("namespace c2h {"))
        continue;
      for (llvm::StringRef After : {" {", "(", ",", "\n", ";"})
        if (H.Definition.contains((" " + Function + After).str()))
          return H.Name;
    }
    return "";
  }
  // Declared as "T name(" or "T *name(".
  std::string Declared = Function.str() + "(";
  for (const WarpHelper &H : Helpers)
    for (size_t At = H.Definition.find(Declared);
         At != llvm::StringRef::npos;
         At = H.Definition.find(Declared, At + 1))
      if (At > 0 && (H.Definition[At - 1] == ' ' || H.Definition[At - 1] == '*'))
        return H.Name;
  return "";
}

} // namespace cuda2hip
