//===- PtxIdioms.cpp - the inline-PTX forms cuda2hip reads -----------------===//
#include "cuda2hip/Rules/PtxIdioms.h"
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

} // namespace cuda2hip
