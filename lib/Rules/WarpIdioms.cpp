//===- WarpIdioms.cpp - PTX warp idioms and logical32 helpers --------------===//
#include "cuda2hip/Rules/WarpIdioms.h"
#include "llvm/ADT/STLExtras.h"
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
     "__device__ static inline int c2h_any32(int p) { return c2h_ballot32(p) "
     "!= 0; }\n"
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
     "template <class T> __device__ static inline unsigned c2h_match_any32(T "
     "key) {\n"
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
     "template <class T> __device__ static inline unsigned c2h_match_all32(T "
     "key, int *pred) {\n"
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
     "template <class T> __device__ static inline T c2h_shfl32(T v, int src, "
     "int width = 32) {\n"
     "  return __shfl(v, src & (width - 1), width);\n"
     "}\n"
     "#endif\n"},
    {"c2h_syncwarp", "",
     "#ifndef C2H_SYNCWARP\n"
     "#define C2H_SYNCWARP\n"
     "// __syncwarp: the lanes meet, and each one's memory writes before it "
     "are\n"
     "// visible to the others after it (a wave barrier alone orders "
     "nothing).\n"
     "__device__ static inline void c2h_syncwarp() {\n"
     "  __builtin_amdgcn_fence(__ATOMIC_RELEASE, \"wavefront\");\n"
     "  __builtin_amdgcn_wave_barrier();\n"
     "  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, \"wavefront\");\n"
     "}\n"
     "#endif\n"},
    {"c2h_coalesced_group32",
     "c2h_activemask32,c2h_ballot32,c2h_syncwarp,c2h_match_any32",
     "#ifndef C2H_COALESCED_GROUP32\n"
     "#define C2H_COALESCED_GROUP32\n"
     "// cooperative_groups::coalesced_group of the caller's 32-lane warp: "
     "the\n"
     "// lanes of its half of the wavefront active where it is made, ranked "
     "in\n"
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
     "  __device__ int any(int p) const { return (c2h_ballot32(p) & mask) != "
     "0; }\n"
     "  __device__ int all(int p) const { return (c2h_ballot32(p) & mask) == "
     "mask; }\n"
     "};\n"
     "__device__ static inline c2h_coalesced_group32 c2h_coalesced_threads32() "
     "{\n"
     "  return c2h_coalesced_group32{c2h_activemask32()};\n"
     "}\n"
     "// labeled_partition and binary_partition of a coalesced group or a "
     "tile\n"
     "// (ROCm 5 has neither): the group's members whose label, or predicate,\n"
     "// equals the caller's. Every member makes the call.\n"
     "__device__ static inline unsigned c2h_group_mask32(const "
     "c2h_coalesced_group32 &g) {\n"
     "  return g.mask;\n"
     "}\n"
     "template <class Tile> __device__ static inline unsigned "
     "c2h_group_mask32(const Tile &t) {\n"
     "  unsigned n = t.size();\n"
     "  return (unsigned)(((1ull << n) - 1) << ((__lane_id() & 31) & ~(n - "
     "1)));\n"
     "}\n"
     "template <class Group>\n"
     "__device__ static inline c2h_coalesced_group32 "
     "c2h_labeled_partition32(const Group &g,\n"
     "                                                                      "
     "int label) {\n"
     "  return c2h_coalesced_group32{c2h_match_any32(label) & "
     "c2h_group_mask32(g)};\n"
     "}\n"
     "template <class Group>\n"
     "__device__ static inline c2h_coalesced_group32 "
     "c2h_binary_partition32(const Group &g,\n"
     "                                                                     "
     "bool pred) {\n"
     "  unsigned yes = c2h_ballot32(pred);\n"
     "  return c2h_coalesced_group32{(pred ? yes : ~yes) & "
     "c2h_group_mask32(g)};\n"
     "}\n"
     "#endif\n"},
    // Votes with a mask that may name only some lanes: the mask stays the
    // call's first argument, evaluated once.
    {"c2h_ballot_sync32", "c2h_ballot32",
     "#ifndef C2H_BALLOT_SYNC32\n"
     "#define C2H_BALLOT_SYNC32\n"
     "// The votes of the lanes in m, which CUDA requires to all make this "
     "call.\n"
     "__device__ static inline unsigned c2h_ballot_sync32(unsigned m, int p) "
     "{\n"
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
     "template <class T> __device__ static inline unsigned "
     "c2h_match_any_sync32(unsigned m, T key) {\n"
     "  return c2h_match_any32(key) & m;\n"
     "}\n"
     "template <class T>\n"
     "__device__ static inline unsigned c2h_match_all_sync32(unsigned m, T "
     "key, int *pred) {\n"
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
    C2H_REDUCE_HELPER("c2h_reduce_add32", "C2H_REDUCE_ADD32",
                      "v += __shfl_xor(v, o, 32)"),
    C2H_REDUCE_HELPER("c2h_reduce_min32", "C2H_REDUCE_MIN32",
                      "v = min(v, __shfl_xor(v, o, 32))"),
    C2H_REDUCE_HELPER("c2h_reduce_max32", "C2H_REDUCE_MAX32",
                      "v = max(v, __shfl_xor(v, o, 32))"),
    C2H_REDUCE_HELPER("c2h_reduce_and32", "C2H_REDUCE_AND32",
                      "v &= __shfl_xor(v, o, 32)"),
    C2H_REDUCE_HELPER("c2h_reduce_or32", "C2H_REDUCE_OR32",
                      "v |= __shfl_xor(v, o, 32)"),
    C2H_REDUCE_HELPER("c2h_reduce_xor32", "C2H_REDUCE_XOR32",
                      "v ^= __shfl_xor(v, o, 32)"),
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
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_add_sync32", "C2H_REDUCE_ADD_SYNC32",
                           "c2h_reduce_add32", "r += x"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_min_sync32", "C2H_REDUCE_MIN_SYNC32",
                           "c2h_reduce_min32", "r = min(r, x)"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_max_sync32", "C2H_REDUCE_MAX_SYNC32",
                           "c2h_reduce_max32", "r = max(r, x)"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_and_sync32", "C2H_REDUCE_AND_SYNC32",
                           "c2h_reduce_and32", "r &= x"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_or_sync32", "C2H_REDUCE_OR_SYNC32",
                           "c2h_reduce_or32", "r |= x"),
    C2H_REDUCE_SYNC_HELPER("c2h_reduce_xor_sync32", "C2H_REDUCE_XOR_SYNC32",
                           "c2h_reduce_xor32", "r ^= x"),
#undef C2H_REDUCE_SYNC_HELPER
    {"c2h_cg_reduce", "",
     "#ifndef C2H_CG_REDUCE\n"
     "#define C2H_CG_REDUCE\n"
     "#include <hip/hip_cooperative_groups.h>\n"
     "// cooperative_groups::reduce, inclusive_scan and exclusive_scan and "
     "their\n"
     "// operators, which ROCm's header does not have. Any group with size(),\n"
     "// thread_rank(), shfl, shfl_up and shfl_down (tiles, coalesced "
     "groups);\n"
     "// op combines lower ranks on the left, as CUDA's does.\n"
     "namespace cooperative_groups {\n"
     "template <class T> struct plus {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a + b; "
     "}\n"
     "};\n"
     "template <class T> struct less {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return b < a ? "
     "b : a; }\n"
     "};\n"
     "template <class T> struct greater {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a < b ? "
     "b : a; }\n"
     "};\n"
     "template <class T> struct bit_and {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a & b; "
     "}\n"
     "};\n"
     "template <class T> struct bit_or {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a | b; "
     "}\n"
     "};\n"
     "template <class T> struct bit_xor {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a ^ b; "
     "}\n"
     "};\n"
     "// Rank r ends with op over ranks [r, n); rank 0's is the group's "
     "result.\n"
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
     "template <class Group, class T> __device__ T inclusive_scan(const Group "
     "&g, T v) {\n"
     "  return inclusive_scan(g, v, plus<T>());\n"
     "}\n"
     "// Rank 0 gets T() (for plus, the sum of nothing).\n"
     "template <class Group, class T, class Op>\n"
     "__device__ T exclusive_scan(const Group &g, T v, Op op) {\n"
     "  T x = g.shfl_up(inclusive_scan(g, v, op), 1);\n"
     "  return g.thread_rank() == 0 ? T() : x;\n"
     "}\n"
     "template <class Group, class T> __device__ T exclusive_scan(const Group "
     "&g, T v) {\n"
     "  return exclusive_scan(g, v, plus<T>());\n"
     "}\n"
     "} // namespace cooperative_groups\n"
     "#endif\n"},
    {"c2h_group_copy", "",
     "#ifndef C2H_GROUP_COPY\n"
     "#define C2H_GROUP_COPY\n"
     "// Thread rank's part of a copy that count threads share: every "
     "count-th\n"
     "// word from rank, in 16-byte words where dst, src and n allow, else in\n"
     "// 4-byte words, else in bytes.\n"
     "__device__ static inline void c2h_group_copy(void *dst, const void *src, "
     "size_t n,\n"
     "                                             unsigned rank, unsigned "
     "count) {\n"
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
     "// header does not have. The group's threads share each copy and do "
     "their\n"
     "// parts at once; wait and wait_prior sync the group, so every part has\n"
     "// landed for every member when they return.\n"
     "namespace cooperative_groups {\n"
     "template <class Group>\n"
     "__device__ void memcpy_async(const Group &g, void *dst, const void *src, "
     "size_t n) {\n"
     "  c2h_group_copy(dst, src, n, g.thread_rank(), g.size());\n"
     "}\n"
     "// The element-count form: min(dst_count, src_count) elements.\n"
     "template <class Group, class T>\n"
     "__device__ void memcpy_async(const Group &g, T *dst, size_t dst_count, "
     "const T *src,\n"
     "                             size_t src_count) {\n"
     "  size_t n = dst_count < src_count ? dst_count : src_count;\n"
     "  for (size_t i = g.thread_rank(); i < n; i += g.size())\n"
     "    dst[i] = src[i];\n"
     "}\n"
     "template <class Group> __device__ void wait(const Group &g) { g.sync(); "
     "}\n"
     "template <unsigned N, class Group> __device__ void wait_prior(const "
     "Group &g) {\n"
     "  g.sync();\n"
     "}\n"
     "} // namespace cooperative_groups\n"
     "#endif\n"},
    {"c2h_tile_ops", "c2h_ballot32,c2h_match_any32",
     "#ifndef C2H_TILE_OPS\n"
     "#define C2H_TILE_OPS\n"
     "#include <hip/hip_cooperative_groups.h>\n"
     "// thread_block_tile votes and matches (ROCm's tiles have them from 6.4) "
     "and\n"
     "// meta-group numbers (from 5.7). A tile is t.size() consecutive lanes "
     "of a\n"
     "// 32-lane warp (at most 32); bit r of a result is tile rank r.\n"
     "template <class Tile> __device__ static inline unsigned "
     "c2h_tile_bits(const Tile &t, unsigned w) {\n"
     "  unsigned n = t.size();\n"
     "  return (unsigned)(((unsigned long long)w >> ((__lane_id() & 31) & ~(n "
     "- 1))) &\n"
     "                    ((1ull << n) - 1));\n"
     "}\n"
     "template <class Tile> __device__ static inline unsigned "
     "c2h_tile_ballot(const Tile &t, int p) {\n"
     "  return c2h_tile_bits(t, c2h_ballot32(p));\n"
     "}\n"
     "template <class Tile> __device__ static inline int c2h_tile_any(const "
     "Tile &t, int p) {\n"
     "  return c2h_tile_ballot(t, p) != 0;\n"
     "}\n"
     "template <class Tile> __device__ static inline int c2h_tile_all(const "
     "Tile &t, int p) {\n"
     "  return c2h_tile_ballot(t, p) == (unsigned)((1ull << t.size()) - 1);\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline unsigned c2h_tile_match_any(const Tile &t, T v) "
     "{\n"
     "  return c2h_tile_bits(t, c2h_match_any32(v));\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline unsigned c2h_tile_match_all(const Tile &t, T v, "
     "int &pred) {\n"
     "  unsigned all = (unsigned)((1ull << t.size()) - 1);\n"
     "  pred = c2h_tile_match_any(t, v) == all;\n"
     "  return pred ? all : 0u;\n"
     "}\n"
     "// Tiles partitioned from the thread block: the tile's index and count.\n"
     "template <class Tile> __device__ static inline unsigned "
     "c2h_tile_meta_group_rank(const Tile &t) {\n"
     "  return cooperative_groups::this_thread_block().thread_rank() / "
     "t.size();\n"
     "}\n"
     "template <class Tile> __device__ static inline unsigned "
     "c2h_tile_meta_group_size(const Tile &t) {\n"
     "  return (cooperative_groups::this_thread_block().size() + t.size() - 1) "
     "/ t.size();\n"
     "}\n"
     "#endif\n"},
    {"c2h_tile_shfl", "",
     "#ifndef C2H_TILE_SHFL\n"
     "#define C2H_TILE_SHFL\n"
     "#include <hip/hip_cooperative_groups.h>\n"
     "// Tile shuffles of any trivially copyable type, as CUDA's tiles have "
     "them\n"
     "// (ROCm's take integers and floating-point numbers): the value moves "
     "as\n"
     "// 32-bit words, each shuffled from the same lane.\n"
     "template <class T, class Move> __device__ static inline T "
     "c2h_shfl_words(T v, Move move) {\n"
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
     "__device__ static inline T c2h_tile_shfl_up(const Tile &t, T v, unsigned "
     "d) {\n"
     "  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_up(x, d); "
     "});\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline T c2h_tile_shfl_down(const Tile &t, T v, "
     "unsigned d) {\n"
     "  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_down(x, d); "
     "});\n"
     "}\n"
     "template <class Tile, class T>\n"
     "__device__ static inline T c2h_tile_shfl_xor(const Tile &t, T v, int m) "
     "{\n"
     "  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_xor(x, m); "
     "});\n"
     "}\n"
     "#endif\n"},
    {"c2h_block_tile", "",
     "#ifndef C2H_BLOCK_TILE\n"
     "#define C2H_BLOCK_TILE\n"
     "#include <hip/hip_cooperative_groups.h>\n"
     "// CUDA's thread_block_tile<N> for N = 64, 128, 256 and 512: N "
     "consecutive\n"
     "// threads of the block, whole wavefronts (ROCm's tiles stop at one\n"
     "// wavefront). sync() is a barrier of the tile's wavefronts on a counter "
     "in\n"
     "// LDS; shfl, any, all, reduce and the scans pass values through LDS, "
     "one\n"
     "// slot per 32 threads, between two syncs.\n"
     "struct c2h_block_tile_lds {\n"
     "  unsigned arrived[4][16]; // per tile size (64 << i) and tile\n"
     "  unsigned long long slot[32];\n"
     "  __device__ static c2h_block_tile_lds &get() {\n"
     "    __shared__ c2h_block_tile_lds s;\n"
     "    return s;\n"
     "  }\n"
     "};\n"
     "template <unsigned N> class c2h_block_tile {\n"
     "  static_assert(N == 64 || N == 128 || N == 256 || N == 512,\n"
     "                \"block tiles are 64, 128, 256 or 512 threads\");\n"
     "  static constexpr unsigned level = N == 64 ? 0 : N == 128 ? 1 : N == "
     "256 ? 2 : 3;\n"
     "  unsigned block_rank_, meta_rank_, meta_size_;\n"
     "  __device__ unsigned *counter() const {\n"
     "    return &c2h_block_tile_lds::get().arrived[level][block_rank_ / N];\n"
     "  }\n"
     "  __device__ unsigned long long *slot(unsigned rank) const {\n"
     "    return &c2h_block_tile_lds::get().slot[(block_rank_ - thread_rank() "
     "+ rank) / 32];\n"
     "  }\n"
     "  // Every thread of the parent makes the tile, as CUDA requires: its "
     "counter\n"
     "  // is reset between two syncs of the parent.\n"
     "  template <class Parent> __device__ void start(const Parent &parent) "
     "const {\n"
     "    parent.sync();\n"
     "    if (thread_rank() == 0)\n"
     "      *counter() = 0;\n"
     "    parent.sync();\n"
     "  }\n"
     "  template <unsigned M> friend class c2h_block_tile;\n"
     "\n"
     "public:\n"
     "  __device__ explicit c2h_block_tile(const "
     "cooperative_groups::thread_block &parent)\n"
     "      : block_rank_(parent.thread_rank()), meta_rank_(block_rank_ / N),\n"
     "        meta_size_((parent.size() + N - 1) / N) {\n"
     "    start(parent);\n"
     "  }\n"
     "  template <unsigned M>\n"
     "  __device__ explicit c2h_block_tile(const c2h_block_tile<M> &parent)\n"
     "      : block_rank_(parent.block_rank_), meta_rank_(parent.thread_rank() "
     "/ N),\n"
     "        meta_size_(M / N) {\n"
     "    static_assert(N < M, \"a tile is partitioned from a larger "
     "group\");\n"
     "    start(parent);\n"
     "  }\n"
     "  __device__ static constexpr unsigned size() { return N; }\n"
     "  __device__ static constexpr unsigned num_threads() { return N; }\n"
     "  __device__ unsigned thread_rank() const { return block_rank_ % N; }\n"
     "  __device__ unsigned meta_group_rank() const { return meta_rank_; }\n"
     "  __device__ unsigned meta_group_size() const { return meta_size_; }\n"
     "  __device__ void sync() const {\n"
     "    const unsigned waves = N / warpSize;\n"
     "    __threadfence_block();\n"
     "    __builtin_amdgcn_wave_barrier();\n"
     "    if (waves > 1 && __lane_id() == __ffsll((unsigned long "
     "long)__ballot(1)) - 1) {\n"
     "      // One lane per wavefront arrives; the counter only grows.\n"
     "      unsigned *p = counter();\n"
     "      unsigned target = (atomicAdd(p, 1u) / waves + 1) * waves;\n"
     "      while ((int)(__atomic_load_n(p, __ATOMIC_RELAXED) - target) < 0)\n"
     "        __builtin_amdgcn_s_sleep(1);\n"
     "    }\n"
     "    __builtin_amdgcn_wave_barrier();\n"
     "    __threadfence_block();\n"
     "  }\n"
     "  // The value of tile rank src (up to 8 bytes, as CUDA allows).\n"
     "  template <class T> __device__ T shfl(T v, unsigned src) const {\n"
     "    static_assert(sizeof(T) <= 8, \"block tile shuffles move up to 8 "
     "bytes\");\n"
     "    src %= N;\n"
     "    if (thread_rank() == src)\n"
     "      __builtin_memcpy(slot(src), &v, sizeof(T));\n"
     "    sync();\n"
     "    T r;\n"
     "    __builtin_memcpy(&r, slot(src), sizeof(T));\n"
     "    sync();\n"
     "    return r;\n"
     "  }\n"
     "  // op over the values w of the first `count` groups of 32 threads (all "
     "32\n"
     "  // pass the same w), lowest ranks first; count 0 gives w back.\n"
     "  template <class T, class Op> __device__ T fold32(T w, Op op, unsigned "
     "count) const {\n"
     "    static_assert(sizeof(T) <= 8, \"block tile collectives move up to 8 "
     "bytes\");\n"
     "    if (thread_rank() % 32 == 0)\n"
     "      __builtin_memcpy(slot(thread_rank()), &w, sizeof(T));\n"
     "    sync();\n"
     "    T r = w;\n"
     "    for (unsigned g = 0; g < count; ++g) {\n"
     "      T x;\n"
     "      __builtin_memcpy(&x, slot(32 * g), sizeof(T));\n"
     "      r = g == 0 ? x : op(r, x);\n"
     "    }\n"
     "    sync();\n"
     "    return r;\n"
     "  }\n"
     "  // Each wavefront votes (the tile holds whole ones), then the votes "
     "combine.\n"
     "  __device__ int any(int p) const {\n"
     "    return fold32(__ballot(p) != 0, [](bool x, bool y) { return x || y; "
     "}, N / 32);\n"
     "  }\n"
     "  __device__ int all(int p) const {\n"
     "    return fold32(__ballot(p) == __ballot(1), [](bool x, bool y) { "
     "return x && y; }, N / 32);\n"
     "  }\n"
     "};\n"
     "template <unsigned N, class Parent>\n"
     "__device__ static inline auto c2h_tiled_partition(const Parent &parent) "
     "{\n"
     "  return c2h_block_tile<N>(parent);\n"
     "}\n"
     "// A tile of up to 32 threads of a block tile: ROCm's, of the same "
     "threads.\n"
     "template <unsigned N, unsigned M, class = typename std::enable_if<(N <= "
     "32)>::type>\n"
     "__device__ static inline auto c2h_tiled_partition(const "
     "c2h_block_tile<M> &) {\n"
     "  return "
     "cooperative_groups::tiled_partition<N>(cooperative_groups::this_thread_"
     "block());\n"
     "}\n"
     "#endif\n"},
    {"c2h_block_tile_reduce", "c2h_block_tile,c2h_cg_reduce",
     "#ifndef C2H_BLOCK_TILE_REDUCE\n"
     "#define C2H_BLOCK_TILE_REDUCE\n"
     "// cooperative_groups::reduce and the scans on a block tile: over each "
     "32\n"
     "// threads with shuffles, then across them through LDS, lower ranks "
     "first.\n"
     "namespace cooperative_groups {\n"
     "template <unsigned N, class T, class Op>\n"
     "__device__ T reduce(const c2h_block_tile<N> &g, T v, Op op) {\n"
     "  return g.fold32(reduce(tiled_partition<32>(this_thread_block()), v, "
     "op), op, N / 32);\n"
     "}\n"
     "template <unsigned N, class T, class Op>\n"
     "__device__ T inclusive_scan(const c2h_block_tile<N> &g, T v, Op op) {\n"
     "  auto w = tiled_partition<32>(this_thread_block());\n"
     "  T in = inclusive_scan(w, v, op);\n"
     "  unsigned before = g.thread_rank() / 32;\n"
     "  T prior = g.fold32(w.shfl(in, 31), op, before);\n"
     "  return before == 0 ? in : op(prior, in);\n"
     "}\n"
     "template <unsigned N, class T, class Op>\n"
     "__device__ T exclusive_scan(const c2h_block_tile<N> &g, T v, Op op) {\n"
     "  auto w = tiled_partition<32>(this_thread_block());\n"
     "  T in = inclusive_scan(w, v, op);\n"
     "  unsigned before = g.thread_rank() / 32;\n"
     "  T prior = g.fold32(w.shfl(in, 31), op, before);\n"
     "  T up = w.shfl_up(in, 1);\n"
     "  if (w.thread_rank() == 0)\n"
     "    return before == 0 ? T() : prior;\n"
     "  return before == 0 ? up : op(prior, up);\n"
     "}\n"
     "template <unsigned N, class T> __device__ T inclusive_scan(const "
     "c2h_block_tile<N> &g, T v) {\n"
     "  return inclusive_scan(g, v, plus<T>());\n"
     "}\n"
     "template <unsigned N, class T> __device__ T exclusive_scan(const "
     "c2h_block_tile<N> &g, T v) {\n"
     "  return exclusive_scan(g, v, plus<T>());\n"
     "}\n"
     "} // namespace cooperative_groups\n"
     "#endif\n"},
    {"c2h_pipeline", "",
     "#ifndef C2H_PIPELINE\n"
     "#define C2H_PIPELINE\n"
     "// CUDA's __pipeline_* async copies (global -> shared), done "
     "synchronously:\n"
     "// each copy is complete when the call returns, so before any wait that\n"
     "// covers it, and commit and wait_prior have nothing left to do. Exact; "
     "the\n"
     "// loads just no longer overlap the work between issue and wait.\n"
     "__device__ static inline void c2h_pipeline_memcpy_async(void *dst, const "
     "void *src,\n"
     "                                                        size_t "
     "size_and_align,\n"
     "                                                        size_t zfill = "
     "0) {\n"
     "  if (zfill == 0 && size_and_align == 16) {\n"
     "    *static_cast<uint4 *>(dst) = *static_cast<const uint4 *>(src);\n"
     "  } else if (zfill == 0 && size_and_align == 8) {\n"
     "    *static_cast<uint2 *>(dst) = *static_cast<const uint2 *>(src);\n"
     "  } else if (zfill == 0 && size_and_align == 4) {\n"
     "    *static_cast<unsigned *>(dst) = *static_cast<const unsigned "
     "*>(src);\n"
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
     "__device__ static inline size_t c2h_cvta_generic_to_shared(const void "
     "*p) {\n"
     "  return (size_t)(__attribute__((address_space(3))) const char *)p;\n"
     "}\n"
     "// Whether p points into LDS (the device pass asks the hardware's "
     "apertures).\n"
     "__device__ static inline bool c2h_is_shared(const void *p) {\n"
     "#if defined(__HIP_DEVICE_COMPILE__)\n"
     "  return __builtin_amdgcn_is_shared((const "
     "__attribute__((address_space(0))) void *)p);\n"
     "#else\n"
     "  return false;\n"
     "#endif\n"
     "}\n"
     "__device__ static inline void *c2h_cvta_shared_to_generic(size_t a) {\n"
     "  return (void *)(__attribute__((address_space(3))) char "
     "*)(size_t)(unsigned)a;\n"
     "}\n"
     "#endif\n"},
    {"c2h_dp4a", "",
     "#ifndef C2H_DP4A\n"
     "#define C2H_DP4A\n"
     "// CUDA's packed dot products, which HIP lacks. __dp4a adds the "
     "products\n"
     "// of a's and b's four bytes to c; __dp2a_lo and __dp2a_hi add the "
     "products\n"
     "// of a's two halfwords with b's bytes 0-1 (lo) or 2-3 (hi). Signed or\n"
     "// unsigned as the operands are; the sum wraps at 32 bits.\n"
     "__device__ static inline int c2h_dp4a(int a, int b, int c) {\n"
     "  unsigned s = (unsigned)c;\n"
     "  for (int i = 0; i < 32; i += 8)\n"
     "    s += (unsigned)((signed char)(a >> i) * (signed char)(b >> i));\n"
     "  return (int)s;\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp4a(unsigned a, unsigned b, "
     "unsigned c) {\n"
     "  for (int i = 0; i < 32; i += 8)\n"
     "    c += ((a >> i) & 0xffu) * ((b >> i) & 0xffu);\n"
     "  return c;\n"
     "}\n"
     "__device__ static inline int c2h_dp4a(char4 a, char4 b, int c) {\n"
     "  return (int)((unsigned)c + (unsigned)(a.x * b.x + a.y * b.y + a.z * "
     "b.z + a.w * b.w));\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp4a(uchar4 a, uchar4 b, unsigned "
     "c) {\n"
     "  return c + (unsigned)(a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w);\n"
     "}\n"
     "__device__ static inline int c2h_dp2a(int a, int b, int c, int hi) {\n"
     "  int lo = (short)a * (signed char)(b >> (16 * hi));\n"
     "  int up = (short)(a >> 16) * (signed char)(b >> (16 * hi + 8));\n"
     "  return (int)((unsigned)c + (unsigned)(lo + up));\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp2a(unsigned a, unsigned b, "
     "unsigned c, int hi) {\n"
     "  return c + (a & 0xffffu) * ((b >> (16 * hi)) & 0xffu) +\n"
     "         (a >> 16) * ((b >> (16 * hi + 8)) & 0xffu);\n"
     "}\n"
     "__device__ static inline int c2h_dp2a_lo(int a, int b, int c) { return "
     "c2h_dp2a(a, b, c, 0); }\n"
     "__device__ static inline int c2h_dp2a_hi(int a, int b, int c) { return "
     "c2h_dp2a(a, b, c, 1); }\n"
     "__device__ static inline unsigned c2h_dp2a_lo(unsigned a, unsigned b, "
     "unsigned c) {\n"
     "  return c2h_dp2a(a, b, c, 0);\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp2a_hi(unsigned a, unsigned b, "
     "unsigned c) {\n"
     "  return c2h_dp2a(a, b, c, 1);\n"
     "}\n"
     "__device__ static inline int c2h_dp2a_lo(short2 a, char4 b, int c) {\n"
     "  return (int)((unsigned)c + (unsigned)(a.x * b.x + a.y * b.y));\n"
     "}\n"
     "__device__ static inline int c2h_dp2a_hi(short2 a, char4 b, int c) {\n"
     "  return (int)((unsigned)c + (unsigned)(a.x * b.z + a.y * b.w));\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp2a_lo(ushort2 a, uchar4 b, "
     "unsigned c) {\n"
     "  return c + a.x * b.x + a.y * b.y;\n"
     "}\n"
     "__device__ static inline unsigned c2h_dp2a_hi(ushort2 a, uchar4 b, "
     "unsigned c) {\n"
     "  return c + a.x * b.z + a.y * b.w;\n"
     "}\n"
     "#endif\n"},
    {"c2h_simd_lanes", "",
     "#ifndef C2H_SIMD_LANES\n"
     "#define C2H_SIMD_LANES\n"
     "// CUDA's packed SIMD functions (__vadd2, __vcmpgtu4, ...) and sm_90 "
     "DPX\n"
     "// functions (__viaddmax_s16x2, ...), which HIP lacks. A ...2 or "
     "...16x2\n"
     "// function works on the two 16-bit lanes of its operands, a ...4 "
     "function\n"
     "// on their four bytes; lane 0 is the low bits, and no carry crosses "
     "lanes.\n"
     "// c2h_simd_lanes<W>(a, b, f) calls f(x, y, ux, uy) on each W-bit lane "
     "pair,\n"
     "// lowest first (x, y signed; ux, uy unsigned) and packs the low W bits "
     "of\n"
     "// the results.\n"
     "template <int W, class F>\n"
     "__device__ static inline unsigned c2h_simd_lanes(unsigned a, unsigned b, "
     "F f) {\n"
     "  const unsigned mask = (1u << W) - 1;\n"
     "  unsigned r = 0;\n"
     "  for (int i = 0; i < 32; i += W) {\n"
     "    unsigned ua = (a >> i) & mask, ub = (b >> i) & mask;\n"
     "    int x = (int)(ua << (32 - W)) >> (32 - W), y = (int)(ub << (32 - W)) "
     ">> (32 - W);\n"
     "    r |= ((unsigned)f(x, y, ua, ub) & mask) << i;\n"
     "  }\n"
     "  return r;\n"
     "}\n"
     "// The same on three operands' 16-bit lanes: f(x, y, z, ux, uy, uz).\n"
     "template <class F>\n"
     "__device__ static inline unsigned c2h_simd_lanes3(unsigned a, unsigned "
     "b, unsigned c, F f) {\n"
     "  unsigned r = 0;\n"
     "  for (int i = 0; i < 32; i += 16) {\n"
     "    unsigned ua = (a >> i) & 0xffffu, ub = (b >> i) & 0xffffu, uc = (c "
     ">> i) & 0xffffu;\n"
     "    r |= ((unsigned)f((int)(short)ua, (int)(short)ub, (int)(short)uc, "
     "ua, ub, uc) & 0xffffu)\n"
     "         << i;\n"
     "  }\n"
     "  return r;\n"
     "}\n"
     "__device__ static inline int c2h_simd_clamp(int x, int lo, int hi) {\n"
     "  return x < lo ? lo : x > hi ? hi : x;\n"
     "}\n"
     "#endif\n"},
#define C2H_SIMD_HELPER(NAME, DEFINITION) {NAME, "c2h_simd_lanes", DEFINITION},
#include "SimdHelpers.inc"
#undef C2H_SIMD_HELPER
    {"c2h_cp_async", "c2h_cvta_shared,c2h_pipeline",
     "#ifndef C2H_CP_ASYNC\n"
     "#define C2H_CP_ASYNC\n"
     "// Inline-PTX cp.async (global -> shared), done synchronously: a copy "
     "is\n"
     "// complete when the call returns, so before any wait_group that covers\n"
     "// it, and commit_group and the waits have nothing left to do. dst is a\n"
     "// shared address; size bytes land there, the first src_size from src "
     "and\n"
     "// the rest zeros.\n"
     "__device__ static inline void c2h_cp_async(unsigned dst, const void "
     "*src, int size,\n"
     "                                           int src_size) {\n"
     "  c2h_pipeline_memcpy_async(c2h_cvta_shared_to_generic(dst), src, size,\n"
     "                            src_size < size ? size - src_size : 0);\n"
     "}\n"
     "__device__ static inline void c2h_cp_async(unsigned dst, const void "
     "*src, int size) {\n"
     "  c2h_cp_async(dst, src, size, size);\n"
     "}\n"
     "// The predicated form: no copy at all where pred is 0.\n"
     "__device__ static inline void c2h_cp_async_if(int pred, unsigned dst, "
     "const void *src,\n"
     "                                              int size, int src_size) {\n"
     "  if (pred)\n"
     "    c2h_cp_async(dst, src, size, src_size);\n"
     "}\n"
     "__device__ static inline void c2h_cp_async_if(int pred, unsigned dst, "
     "const void *src,\n"
     "                                              int size) {\n"
     "  c2h_cp_async_if(pred, dst, src, size, size);\n"
     "}\n"
     "__device__ static inline void c2h_cp_async_commit_group() {}\n"
     "__device__ static inline void c2h_cp_async_wait_group(int) {}\n"
     "__device__ static inline void c2h_cp_async_wait_all() {}\n"
     "#endif\n"},
    // c2h-cache-hints: lib/Rules/Helpers/c2h_cache_hints.h.
    {
        "c2h_cache_hints",
        "",
#include "Helpers/c2h_cache_hints.inc"
    },
    // c2h-rename-api: lib/Rules/Helpers/c2h_half_tanh.h, c2h_bf16_pair.h.
    {
        "c2h_half_tanh",
        "",
#include "Helpers/c2h_half_tanh.inc"
    },
    {
        "c2h_bf16_pair",
        "",
#include "Helpers/c2h_bf16_pair.inc"
    },
    // c2h-nvml: lib/Rules/Helpers/c2h_nvml.h.
    {
        "c2h_nvml",
        "",
#include "Helpers/c2h_nvml.inc"
    },
    // c2h-async-copy-staged: lib/Rules/Helpers/*.h.
    {
        "c2h_async_stage",
        "c2h_cvta_shared,c2h_pipeline",
#include "Helpers/c2h_async_stage.inc"
    },
    {
        "c2h_cp_async_stage",
        "c2h_cp_async,c2h_async_stage",
#include "Helpers/c2h_cp_async_stage.inc"
    },
    {"c2h_cuda_sync", "c2h_group_copy,c2h_async_stage",
     "#ifndef C2H_CUDA_SYNC\n"
     "#define C2H_CUDA_SYNC\n"
     "// libcu++'s cuda::barrier, cuda::pipeline and cuda::memcpy_async, "
     "which\n"
     "// HIP lacks, for thread- and block-scope objects. Copies are "
     "synchronous:\n"
     "// each lands before the call returns, so before any wait that covers "
     "it.\n"
     "// Waits spin on counters in shared memory, so the threads of a group "
     "may\n"
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
     "__device__ static inline void sync_wait_at_least(const unsigned *p, "
     "unsigned v) {\n"
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
     "    if (atomicSub(&pending_, (int)n) == (int)n) { // the phase's last "
     "arrival\n"
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
     "// Counts per stage, over the pipeline's life: commits and releases; "
     "and\n"
     "// the producers of a partitioned pipeline.\n"
     "template <thread_scope Scope, unsigned char Stages> struct "
     "pipeline_shared_state {\n"
     "  unsigned committed[Stages], released[Stages], producers;\n"
     "};\n"
     "enum class pipeline_role { producer, consumer };\n"
     "template <thread_scope Scope> class pipeline;\n"
     "// A thread's own pipeline: its copies are done when issued.\n"
     "// A thread's own pipeline: its copies into shared memory stay in "
     "flight\n"
     "// in registers (c2h-async-copy-staged) until the consumer_wait that\n"
     "// covers their stage, or the next commit (one stage in flight).\n"
     "template <> class pipeline<thread_scope_thread> {\n"
     "public:\n"
     "  __device__ void producer_acquire() {}\n"
     "  __device__ void producer_commit() { stage.commit(); }\n"
     "  __device__ void consumer_wait() { stage.wait_prior(0); }\n"
     "  __device__ void consumer_release() {}\n"
     "  __device__ bool quit() { return true; }\n"
     "  c2h_async_stage stage;\n"
     "};\n"
     "__device__ static inline pipeline<thread_scope_thread> make_pipeline() { "
     "return {}; }\n"
     "// A group's pipeline: a stage is ready when all its producers have\n"
     "// committed it, and its buffers are free again when all its consumers "
     "have\n"
     "// released it (every thread is both, unless the pipeline is "
     "partitioned).\n"
     "template <> class pipeline<thread_scope_block> {\n"
     "public:\n"
     "  __device__ pipeline(unsigned *committed, unsigned *released, unsigned "
     "stages,\n"
     "                      unsigned producers, unsigned consumers)\n"
     "      : committed_(committed), released_(released), stages_(stages),\n"
     "        producers_(producers), consumers_(consumers) {}\n"
     "  __device__ void producer_acquire() {\n"
     "    if (unsigned round = head_ / stages_)\n"
     "      sync_wait_at_least(&released_[head_ % stages_], round * "
     "consumers_);\n"
     "  }\n"
     "  __device__ void producer_commit() {\n"
     "    __threadfence_block();\n"
     "    atomicAdd(&committed_[head_++ % stages_], 1u);\n"
     "  }\n"
     "  __device__ void consumer_wait() {\n"
     "    sync_wait_at_least(&committed_[tail_ % stages_], (tail_ / stages_ + "
     "1) * producers_);\n"
     "  }\n"
     "  __device__ void consumer_release() {\n"
     "    __threadfence_block();\n"
     "    atomicAdd(&released_[tail_++ % stages_], 1u);\n"
     "  }\n"
     "  // All but the newest n committed stages are ready.\n"
     "  __device__ void wait_prior(unsigned n) {\n"
     "    for (unsigned k = tail_; k + n < head_; ++k)\n"
     "      sync_wait_at_least(&committed_[k % stages_], (k / stages_ + 1) * "
     "producers_);\n"
     "  }\n"
     "  __device__ bool quit() { return true; }\n"
     "\n"
     "private:\n"
     "  unsigned *committed_, *released_;\n"
     "  unsigned stages_, producers_, consumers_, head_ = 0, tail_ = 0;\n"
     "};\n"
     "// Every thread of g calls it: the stage counts start at zero, and a "
     "stage\n"
     "// takes `producers` commits and `consumers` releases.\n"
     "template <class Group, thread_scope Scope, unsigned char Stages>\n"
     "__device__ pipeline<thread_scope_block>\n"
     "start_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s, "
     "unsigned producers,\n"
     "               unsigned consumers) {\n"
     "  if (g.thread_rank() == 0)\n"
     "    for (unsigned i = 0; i < Stages; ++i)\n"
     "      s->committed[i] = s->released[i] = 0;\n"
     "  g.sync();\n"
     "  return pipeline<thread_scope_block>(s->committed, s->released, Stages, "
     "producers, consumers);\n"
     "}\n"
     "template <class Group, thread_scope Scope, unsigned char Stages>\n"
     "__device__ pipeline<thread_scope_block>\n"
     "make_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s) "
     "{\n"
     "  return start_pipeline(g, s, g.size(), g.size());\n"
     "}\n"
     "template <class Group, thread_scope Scope, unsigned char Stages>\n"
     "__device__ pipeline<thread_scope_block>\n"
     "make_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s,\n"
     "              size_t producer_count) {\n"
     "  return start_pipeline(g, s, (unsigned)producer_count,\n"
     "                        (unsigned)(g.size() - producer_count));\n"
     "}\n"
     "// Each thread says its role; the producers are counted.\n"
     "template <class Group, thread_scope Scope, unsigned char Stages>\n"
     "__device__ pipeline<thread_scope_block>\n"
     "make_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s, "
     "pipeline_role role) {\n"
     "  if (g.thread_rank() == 0)\n"
     "    s->producers = 0;\n"
     "  g.sync();\n"
     "  if (role == pipeline_role::producer)\n"
     "    atomicAdd(&s->producers, 1u);\n"
     "  g.sync();\n"
     "  unsigned producers = __atomic_load_n(&s->producers, "
     "__ATOMIC_RELAXED);\n"
     "  return make_pipeline(g, s, (size_t)producers);\n"
     "}\n"
     "template <unsigned N>\n"
     "__device__ void "
     "pipeline_consumer_wait_prior(pipeline<thread_scope_thread> &p) {\n"
     "  p.stage.wait_prior(N);\n"
     "}\n"
     "template <unsigned N> __device__ void "
     "pipeline_consumer_wait_prior(pipeline<thread_scope_block> &p) {\n"
     "  p.wait_prior(N);\n"
     "}\n"
     "template <thread_scope Scope>\n"
     "__device__ void memcpy_async(void *dst, const void *src, size_t n, "
     "pipeline<Scope> &) {\n"
     "  c2h_group_copy(dst, src, n, 0, 1);\n"
     "}\n"
     "// A thread's own pipeline: a copy into shared memory joins its stage "
     "in\n"
     "// words of the pointed-to type's alignment (16 or 4 bytes; the size "
     "given\n"
     "// by aligned_size_t), a word a slot. A copy elsewhere, or of other "
     "words,\n"
     "// lands at once, still taking its slots, so that the slots stay known "
     "at\n"
     "// compile time.\n"
     "template <size_t Align>\n"
     "__device__ void stage_copy(void *dst, const void *src, size_t n, "
     "pipeline<thread_scope_thread> &p) {\n"
     "  constexpr unsigned w = Align % 16 == 0 ? 16 : Align % 4 == 0 ? 4 : 0;\n"
     "  bool lds = w && n % w == 0 && c2h_is_shared(dst);\n"
     "  if (!lds)\n"
     "    c2h_group_copy(dst, src, n, 0, 1);\n"
     "  if (!w)\n"
     "    return;\n"
     "  unsigned a = lds ? (unsigned)c2h_cvta_generic_to_shared(dst) : 0;\n"
     "  for (size_t i = 0; i + w <= n; i += w)\n"
     "    p.stage.copy(a + (unsigned)i, static_cast<const char *>(src) + i, w, "
     "w, lds);\n"
     "}\n"
     "template <class T>\n"
     "__device__ void memcpy_async(T *dst, const T *src, size_t n, "
     "pipeline<thread_scope_thread> &p) {\n"
     "  stage_copy<alignof(T)>(dst, src, n, p);\n"
     "}\n"
     "template <class T, size_t Align>\n"
     "__device__ void memcpy_async(T *dst, const T *src, aligned_size_t<Align> "
     "n,\n"
     "                             pipeline<thread_scope_thread> &p) {\n"
     "  stage_copy<(Align > alignof(T) ? Align : alignof(T))>(dst, src, n, "
     "p);\n"
     "}\n"
     "template <thread_scope Scope>\n"
     "__device__ void memcpy_async(void *dst, const void *src, size_t n, "
     "barrier<Scope> &) {\n"
     "  c2h_group_copy(dst, src, n, 0, 1);\n"
     "}\n"
     "// The group form: the group's threads share the copy.\n"
     "template <class Group, class Sync>\n"
     "__device__ void memcpy_async(const Group &g, void *dst, const void *src, "
     "size_t n, Sync &) {\n"
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
// belongs to one 32-lane CUDA warp (half of a 64-lane wavefront on gfx9).
// Each shape is a sum of matrix-core products (16x16x16 for 16- and 8-bit
// inputs, 16x16x4 for tf32 and fp64), and a fragment holds its part of them
// in the MFMA lane layout folded onto 32 lanes (element_at), so a product
// moves no more than halves between lanes. Code that reads x[i] by position
// assumed NVIDIA's layout instead (c2h-wmma-layout).
// mma_sync runs on the matrix cores: MFMA on gfx908, gfx90a and gfx94x when
// both warps of the wavefront call it together (they take turns, each
// spread over all 64 lanes), and WMMA on RDNA3 (gfx11). Otherwise a warp
// computes its tile with shuffles, accumulating in float (int for 8-bit,
// double for fp64) in k order.
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
// The layout of a 16x16 accumulator that the program reads by position as
// CUDA places its elements on sm_80 and later (c2h-wmma-nvidia-layout):
// lane l's element i is row l / 4 + 8 ((i / 2) % 2), column 2 (l % 4) +
// i % 2 + 8 (i / 4). mma_sync converts it to and from its own layout.
struct nvidia_layout {};
template <class T> struct storage { typedef T type; };
template <> struct storage<precision::tf32> { typedef float type; };
// The accumulation type for an accumulator of type T.
template <class T> struct sum_type { typedef float type; };
template <> struct sum_type<int> { typedef int type; };
template <> struct sum_type<double> { typedef double type; };
// K picks the layout family: 16 (16- and 8-bit inputs), 8 (tf32), 4 (fp64).
template <class Use, int M, int N, int K> struct shape;
template <int M, int N, int K> struct shape<matrix_a, M, N, K> {
  static constexpr int elements = K == 16 ? (M == 32 ? 16 : 8) : K == 8 ? 4 : 1;
};
template <int M, int N, int K> struct shape<matrix_b, M, N, K> {
  static constexpr int elements = K == 16 ? (N == 32 ? 16 : 8) : K == 8 ? 4 : 1;
};
template <int M, int N, int K> struct shape<accumulator, M, N, K> {
  static constexpr int elements = K == 4 ? 2 : 8;
};
template <class Use, int M, int N, int K, class T, class Layout = void>
struct fragment {
  static constexpr int num_elements = shape<Use, M, N, K>::elements;
  typedef typename storage<T>::type element_type;
  typedef element_type storage_element_type;
  element_type x[num_elements];
};
__device__ static inline int lane() { return __lane_id() & 31; }
// The row r and column c of slot s of lane j. An operand element has a
// position (A's row, B's column) and a depth (its k); e = j % 16, g = j / 16.
//  - K = 16: slot s = 8 b + 4 q + i is depth 4 g + 8 q + i at position e of
//    16x16 block b. A 32-row A and a 32-column B are two blocks; an 8-row A
//    and an 8-column B fill one block twice (position e % 8). A 32x8
//    accumulator is the 16x16 block [rows 0-15 | rows 16-31], an 8x32 one
//    [columns 0-15 ; columns 16-31].
//  - K = 8 (two 16x16x4 products t): slot s = 2 t + q is depth 4 t + 2 q + g
//    at position e; the accumulator is the 16x16 block above.
//  - K = 4: depth 2 (e / 8) + g at position j % 8; the accumulator holds
//    rows 4 g + 2 (e / 8) + s of column j % 8.
template <class Use, int M, int N, int K, class L = void>
__device__ static inline void element_at(int j, int s, int &r, int &c) {
  const bool is_a = __is_same(Use, matrix_a), is_b = __is_same(Use, matrix_b);
  int e = j % 16, g = j / 16, d, p;
  if (__is_same(L, nvidia_layout)) {
    r = j / 4 + 8 * (s / 2 % 2);
    c = 2 * (j % 4) + s % 2 + 8 * (s / 4);
    return;
  }
  if (K == 4) {
    d = 2 * (e / 8) + g;
    p = j % 8;
    if (!is_a && !is_b) {
      r = 4 * g + 2 * (e / 8) + s;
      c = p;
      return;
    }
  } else if (K == 8 && (is_a || is_b)) {
    d = 4 * (s / 2) + 2 * (s % 2) + g;
    p = e;
  } else {
    d = 4 * g + 8 * (s / 4 % 2) + s % 4;
    p = 16 * (s / 8) + e;
    if (is_a && M == 8)
      p = e % 8;
    if (is_b && N == 8)
      p = e % 8;
    if (!is_a && !is_b) {
      r = M == 32 ? 16 * (e / 8) + d : M == 8 ? d % 8 : d;
      c = M == 32 ? e % 8 : M == 8 ? 16 * (d / 8) + e : e;
      return;
    }
  }
  r = is_a ? p : d;
  c = is_a ? d : p;
}
template <class Use, int M, int N, int K, class T, class L, class V>
__device__ static inline void fill_fragment(fragment<Use, M, N, K, T, L> &f, const V &v) {
#pragma unroll
  for (int s = 0; s < f.num_elements; ++s)
    f.x[s] = v;
}
template <class Use, int M, int N, int K, class T, class L, class P>
__device__ static inline void load_matrix_sync(fragment<Use, M, N, K, T, L> &f, const P *p,
                                               unsigned ldm) {
#pragma unroll
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<Use, M, N, K>(lane(), s, r, c);
    f.x[s] = __is_same(L, col_major) ? p[c * ldm + r] : p[r * ldm + c];
  }
}
template <int M, int N, int K, class T, class L, class P>
__device__ static inline void load_matrix_sync(fragment<accumulator, M, N, K, T, L> &f,
                                               const P *p, unsigned ldm, layout_t layout) {
#pragma unroll
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<accumulator, M, N, K, L>(lane(), s, r, c);
    f.x[s] = layout == mem_col_major ? p[c * ldm + r] : p[r * ldm + c];
  }
}
template <int M, int N, int K, class T, class L, class P>
__device__ static inline void store_matrix_sync(P *p,
                                                const fragment<accumulator, M, N, K, T, L> &f,
                                                unsigned ldm, layout_t layout) {
#pragma unroll
  for (int s = 0, r, c; s < f.num_elements; ++s) {
    element_at<accumulator, M, N, K, L>(lane(), s, r, c);
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

// The shuffle path. The lane that holds depth d at position p of an operand,
// and its slot in block 0 (p / 16 is the block of a two-block operand).
template <int K> __device__ static inline int holder_lane(int p, int d) {
  return K == 4 ? p % 8 + 8 * (d / 2) + 16 * (d % 2)
                : K == 8 ? p % 16 + 16 * (d % 2) : p % 16 + 16 * (d % 8 / 4);
}
template <int K> __device__ static inline int holder_slot(int d) {
  return K == 4 ? 0 : K == 8 ? 2 * (d / 4) + d % 4 / 2 : 4 * (d / 8) + d % 4;
}
// Depth d at position p of operand f, from the lane that holds it. Called
// with constant d in unrolled loops, so the slots read are constants and the
// fragments stay in registers.
template <class V, int K, class F> __device__ static inline V fetch(const F &f, int p, int d) {
  int from = holder_lane<K>(p, d);
  V v = __shfl(widen<V>(f.x[holder_slot<K>(d)]), from, 32);
  if (K == 16 && F::num_elements == 16) {
    V w = __shfl(widen<V>(f.x[8 + holder_slot<K>(d)]), from, 32);
    v = p >= 16 ? w : v;
  }
  return v;
}

// The matrix-core paths. Each target test is inside a function, so every
// target compiles them and only a target with the instruction reaches a
// builtin.
typedef int int2_t __attribute__((ext_vector_type(2)));
typedef int int4_t __attribute__((ext_vector_type(4)));
typedef _Float16 half4_t __attribute__((ext_vector_type(4)));
typedef short short4_t __attribute__((ext_vector_type(4)));
typedef float float4_t __attribute__((ext_vector_type(4)));
typedef double double4_t __attribute__((ext_vector_type(4)));
// What a 16- or 8-bit input is: 1 f16, 2 bf16 (any other 16-bit type),
// 3 signed and 4 unsigned 8-bit; 0 none of them.
template <class T, int = sizeof(T)> struct input_kind { static constexpr int value = 0; };
template <class T> struct input_kind<T, 2> { static constexpr int value = 2; };
template <> struct input_kind<__half, 2> { static constexpr int value = 1; };
template <> struct input_kind<signed char, 1> { static constexpr int value = 3; };
template <> struct input_kind<unsigned char, 1> { static constexpr int value = 4; };
// Whether the device pass's matrix cores take an input kind: gfx908 f16
// and 8-bit, gfx90a and gfx94x bf16 too, RDNA3 all four.
__device__ static constexpr bool on_matrix_cores(int k) {
#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  return k >= 1 && k <= 3;
#elif defined(__gfx908__)
  return k == 1 || k == 3;
#elif defined(__GFX11__)
  return k >= 1;
#else
  (void)k;
  return false;
#endif
}
template <int Kind> struct kind {};
// Four elements of one half of a block as words: two for 16-bit inputs, one
// for 8-bit ones (element i in the low half or byte i first).
template <class T> __device__ static inline int bits(const T &x, kind<2>) {
  return __builtin_bit_cast(unsigned short, x);
}
template <class T> __device__ static inline int bits(const T &x, kind<1>) {
  return (unsigned char)__builtin_bit_cast(char, x);
}
__device__ static inline void pack(const int *b, int *w, kind<2>) {
  w[0] = b[0] | b[1] << 16;
  w[1] = b[2] | b[3] << 16;
}
__device__ static inline void pack(const int *b, int *w, kind<1>) {
  w[0] = b[0] | b[1] << 8 | b[2] << 16 | (unsigned)b[3] << 24;
}
template <class T> __device__ static inline void pack(const T *x, int *w) {
  int b[4];
  for (int i = 0; i < 4; ++i)
    b[i] = bits(x[i], kind<sizeof(T)>());
  pack(b, w, kind<sizeof(T)>());
}
// A 16x16 block of an operand for both turns. In warp w's turn lane l plays
// MFMA lane l and needs half h = l / 32 of the block of lane l % 32 of warp
// w: its own (mine) when h == w, else its partner's (lane l ^ 32), which
// each lane fetches once for both turns (far).
template <int W> struct turns {
  int mine[W], rest[W], far[W];
};
template <class T, int W> __device__ static inline turns<W> halves(const T *x) {
  int lo[W], hi[W], h = __lane_id() >> 5;
  pack(x, lo);
  pack(x + 4, hi);
  turns<W> t;
  for (int i = 0; i < W; ++i) {
    t.mine[i] = h ? hi[i] : lo[i];
    t.rest[i] = h ? lo[i] : hi[i];
    t.far[i] = __shfl_xor(t.rest[i], 32, 64);
  }
  return t;
}
template <int W>
__device__ static inline void pick(const turns<W> &t, int w, bool zero, int *out) {
  int h = __lane_id() >> 5;
  for (int i = 0; i < W; ++i)
    out[i] = zero ? 0 : w == h ? t.mine[i] : t.far[i];
}
// One 16x16x16 MFMA of the wavefront, by input kind.
__device__ static inline float4_t mfma_block(kind<1>, const int *a, const int *b, float4_t c) {
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx940__) ||             \
    defined(__gfx941__) || defined(__gfx942__)
  int2_t av = {a[0], a[1]}, bv = {b[0], b[1]};
  return __builtin_amdgcn_mfma_f32_16x16x16f16(__builtin_bit_cast(half4_t, av),
                                               __builtin_bit_cast(half4_t, bv), c, 0, 0, 0);
#else
  return c;
#endif
}
__device__ static inline float4_t mfma_block(kind<2>, const int *a, const int *b, float4_t c) {
#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  int2_t av = {a[0], a[1]}, bv = {b[0], b[1]};
  return __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(__builtin_bit_cast(short4_t, av),
                                                   __builtin_bit_cast(short4_t, bv), c, 0, 0, 0);
#else
  return c;
#endif
}
__device__ static inline int4_t mfma_block(kind<3>, const int *a, const int *b, int4_t c) {
#if defined(__gfx908__) || defined(__gfx90a__)
  return __builtin_amdgcn_mfma_i32_16x16x16i8(a[0], b[0], c, 0, 0, 0);
#else
  return c;
#endif
}
__device__ static inline int4_t mfma_block(kind<4>, const int *, const int *, int4_t c) {
  return c; // not reached: gfx9 has no unsigned 8-bit MFMA
}
template <class T> struct mfma_result { typedef float4_t type; };
template <> struct mfma_result<signed char> { typedef int4_t type; };
template <> struct mfma_result<unsigned char> { typedef int4_t type; };
// The element type of a matrix-core result.
template <class R> struct lane_value { typedef float type; };
template <> struct lane_value<int4_t> { typedef int type; };
// One product of warp w's turn.
template <int K, int W, class R>
__device__ static inline R mfma_step(kind<K>, const turns<W> &a, const turns<W> &b, int w,
                                     bool zero_a, bool zero_b, R c) {
  int av[W], bv[W];
  pick(a, w, zero_a, av);
  pick(b, w, zero_b, bv);
  return mfma_block(kind<K>(), av, bv, c);
}
// gfx94x multiplies 8-bit inputs only as 16x16x32: lanes 0-31 carry a
// warp's 16 depths (both halves of lane l of warp w, 8 bytes; A and B list
// the depths in the same order, so the sum is the same), lanes 32-63 zeros.
__device__ static inline int4_t mfma_step(kind<3>, const turns<1> &a, const turns<1> &b, int w,
                                          bool zero_a, bool zero_b, int4_t c) {
#if defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  int h = __lane_id() >> 5;
  int a_hi = __shfl_xor(a.mine[0], 32, 64), b_hi = __shfl_xor(b.mine[0], 32, 64);
  long av = h || zero_a ? 0
                        : w ? (unsigned)a.far[0] | (long)a_hi << 32
                            : (unsigned)a.mine[0] | (long)a.rest[0] << 32;
  long bv = h || zero_b ? 0
                        : w ? (unsigned)b.far[0] | (long)b_hi << 32
                            : (unsigned)b.mine[0] | (long)b.rest[0] << 32;
  return __builtin_amdgcn_mfma_i32_16x16x32_i8(av, bv, c, 0, 0, 0);
#else
  int av, bv;
  pick(a, w, zero_a, &av);
  pick(b, w, zero_b, &bv);
  return mfma_block(kind<3>(), &av, &bv, c);
#endif
}
// D from the turns' 16x16 results: a lane keeps its own result of its
// warp's turn for its half's slots and takes the partner's for the other
// half; the partner takes this lane's result of the other turn. C is added
// in the fragment's own slots.
template <class FD, class FC, class R>
__device__ static inline void fold(FD &d, const FC &c, const R *turn) {
  typedef typename lane_value<R>::type V;
  int h = __lane_id() >> 5;
  for (int i = 0; i < 4; ++i) {
    V mine = h ? turn[1][i] : turn[0][i];
    V other = __shfl_xor(h ? turn[0][i] : turn[1][i], 32, 64);
    d.x[i] = V(c.x[i]) + (h ? other : mine);
    d.x[4 + i] = V(c.x[4 + i]) + (h ? mine : other);
  }
}
// The RDNA3 path: one warp is one wave32. Lane l gives WMMA the whole depth
// of position l % 16 (lanes 16-31 repeat lanes 0-15): its own halves and
// those of lane l ^ 16. The 16x16 result of lane l is rows 2 v + l / 16 of
// column l % 16.
typedef _Float16 half16_t __attribute__((ext_vector_type(16)));
typedef short short16_t __attribute__((ext_vector_type(16)));
typedef float float8_t __attribute__((ext_vector_type(8)));
typedef int int8w_t __attribute__((ext_vector_type(8)));
template <> struct lane_value<int8w_t> { typedef int type; };
template <class T>
__device__ static inline void wmma_operand(const T *x, bool zero, int *v) {
  // Word 2 G + 4 q + m (16-bit) or G + 2 q (8-bit) holds depths of half q
  // of lane group G.
  const int W = sizeof(T) == 2 ? 2 : 1;
  int g = lane() / 16;
  for (int q = 0; q < 2; ++q) {
    int w[2];
    pack(x + 4 * q, w);
    for (int m = 0; m < W; ++m) {
      int far = __shfl_xor(w[m], 16, 32);
      for (int G = 0; G < 2; ++G)
        v[W * G + 2 * W * q + m] = zero ? 0 : G == g ? w[m] : far;
    }
  }
}
template <class R, class FD, class FC>
__device__ static inline void wmma_fold(FD &d, const FC &c, const R &r) {
  typedef typename lane_value<R>::type V;
  int g = lane() / 16;
  for (int q = 0; q < 2; ++q)
    for (int i = 0; i < 4; ++i) {
      V own = g ? r[2 + 4 * q + i / 2] : r[4 * q + i / 2];
      V send = g ? r[4 * q + i / 2] : r[2 + 4 * q + i / 2];
      V got = __shfl_xor(send, 16, 32);
      d.x[4 * q + i] = V(c.x[4 * q + i]) + (i % 2 == g ? own : got);
    }
}
__device__ static inline int8w_t words8(const int *w) {
  int8w_t v;
  for (int i = 0; i < 8; ++i)
    v[i] = w[i];
  return v;
}
__device__ static inline float8_t wmma_block(kind<1>, const int *a, const int *b, float8_t c) {
#if defined(__GFX11__)
  return __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(__builtin_bit_cast(half16_t, words8(a)),
                                                    __builtin_bit_cast(half16_t, words8(b)), c);
#else
  return c;
#endif
}
__device__ static inline float8_t wmma_block(kind<2>, const int *a, const int *b, float8_t c) {
#if defined(__GFX11__)
  return __builtin_amdgcn_wmma_f32_16x16x16_bf16_w32(__builtin_bit_cast(short16_t, words8(a)),
                                                     __builtin_bit_cast(short16_t, words8(b)), c);
#else
  return c;
#endif
}
template <int Kind>
__device__ static inline int8w_t wmma_block(kind<Kind>, const int *a, const int *b, int8w_t c) {
#if defined(__GFX11__)
  int4_t av = {a[0], a[1], a[2], a[3]}, bv = {b[0], b[1], b[2], b[3]};
  return __builtin_amdgcn_wmma_i32_16x16x16_iu8_w32(Kind == 3, av, Kind == 3, bv, c, false);
#else
  return c;
#endif
}
template <class T> struct wmma_result { typedef float8_t type; };
template <> struct wmma_result<signed char> { typedef int8w_t type; };
template <> struct wmma_result<unsigned char> { typedef int8w_t type; };

// 16- and 8-bit inputs: one product per 16x16 block of the sum (two for
// 32x8 and 8x32, a duplicated operand zeroed outside the block it serves).
// Declines (false) where the target's matrix cores lack the type, and on
// gfx9 when the other warp of the wavefront is not in the call.
template <class FD, class FA, class FB, class FC>
__device__ static inline bool mma_matrix_core(FD &, const FA &, const FB &, const FC &) {
  return false;
}
template <int M, int N, class T, class LA, class LB, class TC, class TD>
__device__ static inline bool mma_matrix_core(fragment<accumulator, M, N, 16, TD> &d,
                                              const fragment<matrix_a, M, N, 16, T, LA> &a,
                                              const fragment<matrix_b, M, N, 16, T, LB> &b,
                                              const fragment<accumulator, M, N, 16, TC> &c) {
  const int K = input_kind<T>::value, W = sizeof(T) == 2 ? 2 : 1;
  const int steps = M == 16 && N == 16 ? 1 : 2;
  if (!on_matrix_cores(K))
    return false;
  int e = __lane_id() % 16;
#if defined(__GFX11__)
  typename wmma_result<T>::type r = {};
  for (int st = 0; st < steps; ++st) {
    int av[8], bv[8];
    wmma_operand(a.x + (M == 32 ? 8 * st : 0), M == 8 && e / 8 != st, av);
    wmma_operand(b.x + (N == 32 ? 8 * st : 0), N == 8 && e / 8 != st, bv);
    r = wmma_block(kind<K>(), av, bv, r);
  }
  wmma_fold(d, c, r);
  return true;
#else
  if (__ballot(1) != ~0ull)
    return false;
  turns<W> ta[2], tb[2];
  for (int blk = 0; blk < (M == 32 ? 2 : 1); ++blk)
    ta[blk] = halves<T, W>(a.x + 8 * blk);
  for (int blk = 0; blk < (N == 32 ? 2 : 1); ++blk)
    tb[blk] = halves<T, W>(b.x + 8 * blk);
  typename mfma_result<T>::type turn[2];
  for (int w = 0; w < 2; ++w) {
    turn[w] = typename mfma_result<T>::type{};
    for (int st = 0; st < steps; ++st) {
      const turns<W> &ra = ta[M == 32 ? st : 0], &rb = tb[N == 32 ? st : 0];
      bool zero_a = M == 8 && e / 8 != st, zero_b = N == 8 && e / 8 != st;
      turn[w] = mfma_step(kind<K>(), ra, rb, w, zero_a, zero_b, turn[w]);
    }
  }
  fold(d, c, turn);
  return true;
#endif
}
// tf32: two 16x16x4 fp32 products per turn, on every gfx9 with MFMA. The
// products are formed in full fp32 from the inputs as the program rounded
// them.
template <class LA, class LB, class TC>
__device__ static inline bool mma_matrix_core(fragment<accumulator, 16, 16, 8, float> &d,
                                              const fragment<matrix_a, 16, 16, 8, precision::tf32, LA> &a,
                                              const fragment<matrix_b, 16, 16, 8, precision::tf32, LB> &b,
                                              const fragment<accumulator, 16, 16, 8, TC> &c) {
#if defined(__gfx908__) || defined(__gfx90a__) || defined(__gfx940__) ||             \
    defined(__gfx941__) || defined(__gfx942__)
  if (__ballot(1) != ~0ull)
    return false;
  // Warp 0's turn takes half h of lane l % 32 of warp 0: slot 2t of this
  // lane for h = 0, slot 2t + 1 of the partner (lane l ^ 32) for h = 1;
  // warp 1's turn the mirror. Every slot read is a constant, so the
  // fragments stay in registers.
  int h = __lane_id() >> 5;
  float4_t turn[2] = {float4_t{}, float4_t{}};
#pragma unroll
  for (int t = 0; t < 2; ++t) {
    float a0 = a.x[2 * t], a1 = a.x[2 * t + 1], b0 = b.x[2 * t], b1 = b.x[2 * t + 1];
    float a0_far = __shfl_xor(a0, 32, 64), a1_far = __shfl_xor(a1, 32, 64);
    float b0_far = __shfl_xor(b0, 32, 64), b1_far = __shfl_xor(b1, 32, 64);
    turn[0] = __builtin_amdgcn_mfma_f32_16x16x4f32(h ? a1_far : a0, h ? b1_far : b0, turn[0],
                                                   0, 0, 0);
    turn[1] = __builtin_amdgcn_mfma_f32_16x16x4f32(h ? a1 : a0_far, h ? b1 : b0_far, turn[1],
                                                   0, 0, 0);
  }
  fold(d, c, turn);
  return true;
#else
  return false;
#endif
}
// fp64 (gfx90a, gfx94x): one 16x16x4 product for both warps. A's rows 0-7
// and B's columns 0-7 are warp 0's tiles, rows and columns 8-15 warp 1's,
// so the two diagonal 8x8 blocks of the result are the warps' products.
// MFMA lane l takes its own element when its row (column) block is its own
// warp's, else that of lane l ^ 40; a lane of the result's off-diagonal
// half takes its two rows from lane l ^ 8.
template <class LA, class LB>
__device__ static inline bool mma_matrix_core(fragment<accumulator, 8, 8, 4, double> &d,
                                              const fragment<matrix_a, 8, 8, 4, double, LA> &a,
                                              const fragment<matrix_b, 8, 8, 4, double, LB> &b,
                                              const fragment<accumulator, 8, 8, 4, double> &c) {
#if defined(__gfx90a__) || defined(__gfx940__) || defined(__gfx941__) || defined(__gfx942__)
  if (__ballot(1) != ~0ull)
    return false;
  int l = __lane_id(), e = l % 16, h = l >> 5;
  bool own = (e < 8) == (h == 0), diagonal = e / 8 == h, upper = e >= 8;
  double a_far = __shfl_xor(a.x[0], 40, 64), b_far = __shfl_xor(b.x[0], 40, 64);
  double4_t r = __builtin_amdgcn_mfma_f64_16x16x4f64(own ? a.x[0] : a_far, own ? b.x[0] : b_far,
                                                     double4_t{}, 0, 0, 0);
  for (int s = 0; s < 2; ++s) {
    double mine = upper ? r[2 + s] : r[s];
    double got = __shfl_xor(upper ? r[s] : r[2 + s], 8, 64);
    d.x[s] = c.x[s] + (diagonal ? mine : got);
  }
  return true;
#else
  return false;
#endif
}
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class TD>
__device__ static inline void mma_folded(fragment<accumulator, M, N, K, TD> &d,
                                         const fragment<matrix_a, M, N, K, TA, LA> &a,
                                         const fragment<matrix_b, M, N, K, TB, LB> &b,
                                         const fragment<accumulator, M, N, K, TC> &c,
                                         bool satf) {
  typedef fragment<accumulator, M, N, K, TD> FD;
  typedef typename sum_type<TC>::type V;
  if (mma_matrix_core(d, a, b, c)) {
    for (int s = 0; s < FD::num_elements; ++s)
      d.x[s] = saturate(d.x[s], satf);
    return;
  }
  // The shuffle path: each D element is C plus its row of A times its
  // column of B, fetched depth by depth from the lanes that hold them.
  V out[FD::num_elements], bk = V();
  int row[FD::num_elements], col[FD::num_elements];
  for (int s = 0; s < FD::num_elements; ++s) {
    element_at<accumulator, M, N, K>(lane(), s, row[s], col[s]);
    out[s] = V(c.x[s]);
  }
#pragma unroll
  for (int k = 0; k < K; ++k)
#pragma unroll
    for (int s = 0; s < FD::num_elements; ++s) {
      if (s % 4 == 0) // a lane's slots 4 q .. 4 q + 3 share a column
        bk = fetch<V, K>(b, col[s], k);
      out[s] += fetch<V, K>(a, row[s], k) * bk;
    }
  for (int s = 0; s < FD::num_elements; ++s)
    d.x[s] = TD(saturate(out[s], satf));
}
// An accumulator in NVIDIA's layout to this layout and back. Slot s of the
// target comes from one of four slots of one lane, which all four shuffles
// bring, so the slots read are constants. Elements move as 32-bit words.
template <class T> __device__ static inline T shfl_bits(const T &v, int from) {
  unsigned u = 0;
  __builtin_memcpy(&u, &v, sizeof(T));
  u = __shfl(u, from, 32);
  T r;
  __builtin_memcpy(&r, &u, sizeof(T));
  return r;
}
template <int M, int N, int K, class T>
__device__ static inline const fragment<accumulator, M, N, K, T> &
folded(const fragment<accumulator, M, N, K, T> &f) {
  return f;
}
template <class T>
__device__ static inline fragment<accumulator, 16, 16, 16, T>
folded(const fragment<accumulator, 16, 16, 16, T, nvidia_layout> &f) {
  // Row 4 g + 8 q + i, column e: NVIDIA lane 4 (4 g + i) + (e % 8) / 2,
  // element e % 2 + 2 q + 4 (e / 8).
  fragment<accumulator, 16, 16, 16, T> to;
  int j = lane(), e = j % 16, g = j / 16, pick = e % 2 + 2 * (e / 8);
  for (int s = 0; s < 8; ++s) {
    int q = s / 4, i = s % 4, from = 4 * (4 * g + i) + e % 8 / 2;
    T v[4];
    for (int w = 0; w < 4; ++w)
      v[w] = shfl_bits(f.x[w % 2 + 2 * q + 4 * (w / 2)], from);
    to.x[s] = pick == 0 ? v[0] : pick == 1 ? v[1] : pick == 2 ? v[2] : v[3];
  }
  return to;
}
template <int M, int N, int K, class T>
__device__ static inline void unfold(const fragment<accumulator, M, N, K, T> &f,
                                     fragment<accumulator, M, N, K, T> &to) {
  to = f;
}
template <class T>
__device__ static inline void unfold(const fragment<accumulator, 16, 16, 16, T> &f,
                                     fragment<accumulator, 16, 16, 16, T, nvidia_layout> &to) {
  // Element t of lane l: row l / 4 + 8 ((t / 2) % 2), column c; this
  // layout's lane c + 16 (l / 16), slot 4 ((t / 2) % 2) + (l / 4) % 4.
  int l = lane(), pick = l / 4 % 4;
  for (int t = 0; t < 8; ++t) {
    int c = 2 * (l % 4) + t % 2 + 8 * (t / 4), from = c + 16 * (l / 16);
    T v[4];
    for (int w = 0; w < 4; ++w)
      v[w] = shfl_bits(f.x[4 * (t / 2 % 2) + w], from);
    to.x[t] = pick == 0 ? v[0] : pick == 1 ? v[1] : pick == 2 ? v[2] : v[3];
  }
}
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class LC,
          class TD, class LD>
__device__ static inline void mma_sync(fragment<accumulator, M, N, K, TD, LD> &d,
                                       const fragment<matrix_a, M, N, K, TA, LA> &a,
                                       const fragment<matrix_b, M, N, K, TB, LB> &b,
                                       const fragment<accumulator, M, N, K, TC, LC> &c,
                                       bool satf = false) {
  fragment<accumulator, M, N, K, TD> r;
  mma_folded(r, a, b, folded(c), satf);
  unfold(r, d);
}
} // namespace wmma
} // namespace c2h
#endif
)c2h_helper"},
    {"c2h_fp8", "",
     R"c2h_helper(#ifndef C2H_FP8
#define C2H_FP8
#include <math.h>
#include <string.h>
// CUDA's 8-bit floats (cuda_fp8.h). ROCm 5 has none, and the fp8 of ROCm 6
// on gfx94x is another encoding (FNUZ: bias 8, one NaN, no -0), so these are
// CUDA's own formats in software: E4M3 (bias 7, 3 mantissa bits, largest
// 448, no infinities, NaN 0x7f) and E5M2 (bias 15, 2 mantissa bits, largest
// 57344, infinities). A conversion rounds to nearest, ties to even; what
// rounds past the largest finite value saturates to it (C2H_SATFINITE) or
// becomes NaN (E4M3) or infinity (E5M2); a NaN stays a NaN with its sign.
typedef unsigned char c2h_fp8_storage_t;
typedef unsigned short c2h_fp8x2_storage_t;
typedef unsigned int c2h_fp8x4_storage_t;
typedef enum c2h_saturation_t { C2H_NOSAT, C2H_SATFINITE } c2h_saturation_t;
typedef enum c2h_fp8_interpretation_t { C2H_E4M3, C2H_E5M2 } c2h_fp8_interpretation_t;
__host__ __device__ static inline c2h_fp8_storage_t
c2h_cvt_double_to_fp8(double x, c2h_saturation_t saturate, c2h_fp8_interpretation_t kind) {
  const bool e4m3 = kind == C2H_E4M3;
  const int mant = e4m3 ? 3 : 2, emin = e4m3 ? -6 : -14; // smallest normal 2^emin
  const double largest = e4m3 ? 448.0 : 57344.0;
  unsigned long long bits;
  memcpy(&bits, &x, sizeof bits);
  const unsigned sign = (unsigned)(bits >> 56) & 0x80u;
  if (isnan(x)) // E5M2 keeps the top two bits of the NaN's payload.
    return (c2h_fp8_storage_t)(sign | (e4m3 ? 0x7fu : 0x7cu | 0x2u | ((unsigned)(bits >> 50) & 1u)));
  double a = fabs(x);
  // The step between neighbours at a's binade (the subnormal step below
  // 2^emin), then a in steps, rounded to nearest even (the default mode).
  int e = 0;
  if (a != 0.0 && !isinf(a))
    frexp(a, &e);
  int binade = e - 1 < emin ? emin : e - 1;
  double steps = isinf(a) ? a : rint(ldexp(a, mant - binade));
  double rounded = ldexp(steps, binade - mant);
  unsigned code;
  if (rounded > largest) {
    if (saturate == C2H_SATFINITE)
      code = e4m3 ? 0x7eu : 0x7bu;
    else
      code = e4m3 ? 0x7fu : 0x7cu;
  } else if (rounded < ldexp(1.0, emin)) {
    code = (unsigned)steps; // Subnormal (or zero): the steps are the field.
  } else {
    frexp(rounded, &e); // Rounding may have carried into the next binade.
    code = (unsigned)(e - 1 - emin + 1) << mant |
           ((unsigned)ldexp(rounded, mant - (e - 1)) & ((1u << mant) - 1u));
  }
  return (c2h_fp8_storage_t)(sign | code);
}
__host__ __device__ static inline c2h_fp8_storage_t
c2h_cvt_float_to_fp8(float x, c2h_saturation_t saturate, c2h_fp8_interpretation_t kind) {
  return c2h_cvt_double_to_fp8((double)x, saturate, kind); // Exact widening.
}
__host__ __device__ static inline c2h_fp8x2_storage_t
c2h_cvt_float2_to_fp8x2(float2 x, c2h_saturation_t saturate, c2h_fp8_interpretation_t kind) {
  return (c2h_fp8x2_storage_t)(c2h_cvt_float_to_fp8(x.y, saturate, kind) << 8 |
                               c2h_cvt_float_to_fp8(x.x, saturate, kind));
}
__host__ __device__ static inline c2h_fp8x2_storage_t
c2h_cvt_double2_to_fp8x2(double2 x, c2h_saturation_t saturate, c2h_fp8_interpretation_t kind) {
  return (c2h_fp8x2_storage_t)(c2h_cvt_double_to_fp8(x.y, saturate, kind) << 8 |
                               c2h_cvt_double_to_fp8(x.x, saturate, kind));
}
// The value of an fp8 code (exact in float).
__host__ __device__ static inline float c2h_fp8_to_float(c2h_fp8_storage_t v,
                                                         c2h_fp8_interpretation_t kind) {
  const bool e4m3 = kind == C2H_E4M3;
  const int mant = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
  const unsigned field = (v & 0x7fu) >> mant, m = v & ((1u << mant) - 1u);
  float r;
  if (e4m3 ? (v & 0x7fu) == 0x7fu : field == 31u)
    r = !e4m3 && m == 0u ? INFINITY : NAN;
  else if (field == 0u)
    r = ldexpf((float)m, 1 - bias - mant);
  else
    r = ldexpf((float)((1u << mant) | m), (int)field - bias - mant);
  return v & 0x80u ? -r : r;
}
// __nv_fp8_e4m3 and __nv_fp8_e5m2: one code; made from a number with
// C2H_SATFINITE, read back as float or double.
template <c2h_fp8_interpretation_t Kind> struct c2h_fp8 {
  c2h_fp8_storage_t __x;
  __host__ __device__ c2h_fp8() = default;
  __host__ __device__ explicit c2h_fp8(float f)
      : __x(c2h_cvt_float_to_fp8(f, C2H_SATFINITE, Kind)) {}
  __host__ __device__ explicit c2h_fp8(double f)
      : __x(c2h_cvt_double_to_fp8(f, C2H_SATFINITE, Kind)) {}
  __host__ __device__ explicit c2h_fp8(int v)
      : __x(c2h_cvt_double_to_fp8((double)v, C2H_SATFINITE, Kind)) {}
  __host__ __device__ explicit operator float() const { return c2h_fp8_to_float(__x, Kind); }
  __host__ __device__ explicit operator double() const { return c2h_fp8_to_float(__x, Kind); }
};
typedef c2h_fp8<C2H_E4M3> c2h_fp8_e4m3;
typedef c2h_fp8<C2H_E5M2> c2h_fp8_e5m2;
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

bool isFp8Name(llvm::StringRef Name) {
  static const llvm::StringRef Names[] = {
      "C2H_E4M3", "C2H_E5M2", "C2H_NOSAT", "C2H_SATFINITE", "c2h_cvt_double2_to_fp8x2",
      "c2h_cvt_double_to_fp8", "c2h_cvt_float2_to_fp8x2", "c2h_cvt_float_to_fp8",
      "c2h_fp8_e4m3", "c2h_fp8_e5m2", "c2h_fp8_interpretation_t", "c2h_fp8_storage_t",
      "c2h_fp8x2_storage_t", "c2h_fp8x4_storage_t", "c2h_saturation_t"};
  return llvm::is_contained(Names, Name);
}

bool isSimdHelper(llvm::StringRef Name) {
  static const llvm::StringRef Names[] = {
      "c2h_dp4a", "c2h_dp2a_lo", "c2h_dp2a_hi",
#define C2H_SIMD_HELPER(NAME, DEFINITION) NAME,
#include "SimdHelpers.inc"
#undef C2H_SIMD_HELPER
  };
  return llvm::is_contained(Names, Name);
}

llvm::StringRef warpHelperDefining(llvm::StringRef Function) {
  for (const WarpHelper &H : Helpers)
    if (H.Name == Function)
      return H.Name;
  if (isFp8Name(Function)) // Types and enumerators as well as functions.
    return "c2h_fp8";
  if (Function.starts_with("c2h_nvml") || Function.starts_with("C2H_NVML"))
    return "c2h_nvml";
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
