//===- Logical32.cpp - c2h-warp-logical32 ----------------------------------===//
//
// --warp=logical32 keeps the CUDA program's 32-lane warps on AMD hardware:
// a 64-lane wavefront holds two of them (lanes 0-31 and 32-63), a 32-lane
// one holds one. Lane and warp ids computed with 32 stay right as written;
// what must change is every operation that would otherwise span the whole
// wavefront:
//
//   __shfl_sync(m, v, 0..31)         ->  __shfl(v, lane, 32)
//   __shfl_sync(m, v, x[, w])        ->  c2h_shfl32(v, x[, w])  (x modulo w)
//   __shfl_{up,down,xor}_sync(m, v, d) -> __shfl_*(v, d, 32)  (width kept if given)
//   __ballot_sync(m, p)              ->  c2h_ballot32(p)
//   __any_sync / __all_sync          ->  c2h_any32 / c2h_all32
//   __activemask()                   ->  c2h_activemask32()
//   __match_any_sync / _all_sync     ->  c2h_match_any32 / c2h_match_all32
//   __reduce_<op>_sync(m, v)         ->  c2h_reduce_<op>32(v)
//   __syncwarp(m)                    ->  c2h_syncwarp()  (fences + wave barrier)
//   warpSize, prop.warpSize          ->  C2H_WARP_SIZE (32)
//   asm("mov.u32 %0, %%laneid;" : "=r"(x))  ->  x = __lane_id() & 31
//
// A mask that may name only some lanes keeps CUDA's meaning: the votes,
// matches and reductions become c2h_*_sync32(m, ...) helpers that take it
// as their first argument, where it stays as written (so rewrites inside it
// apply, and it is evaluated once).
//
// Inside a function --warp=native widened (Native.cpp), shuffles become the
// mask-less forms over the whole wavefront instead.
//
// The c2h_* helpers are a few lines each, emitted once per file after the
// HIP runtime include (lib/Rules/Helpers.def). They shift the 64-bit
// wavefront vote by the caller's half: (__ballot(p) >> (__lane_id() & 32)).
// Edits touch only the callee and the mask, so rewrites inside arguments
// still apply.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"
#include "cuda2hip/Rules/Helpers.h"
#include "cuda2hip/Rules/PtxIdioms.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace cuda2hip {
namespace {

/// The mask-less HIP call each *_sync shuffle becomes.
llvm::StringRef shuffleName(llvm::StringRef N) {
  return llvm::StringSwitch<llvm::StringRef>(N)
      .Case("__shfl_sync", "__shfl")
      .Case("__shfl_up_sync", "__shfl_up")
      .Case("__shfl_down_sync", "__shfl_down")
      .Case("__shfl_xor_sync", "__shfl_xor")
      .Default("");
}

llvm::StringRef reduceHelper(llvm::StringRef N) {
  return llvm::StringSwitch<llvm::StringRef>(N)
      .Case("__reduce_add_sync", "c2h_reduce_add32")
      .Case("__reduce_min_sync", "c2h_reduce_min32")
      .Case("__reduce_max_sync", "c2h_reduce_max32")
      .Case("__reduce_and_sync", "c2h_reduce_and32")
      .Case("__reduce_or_sync", "c2h_reduce_or32")
      .Case("__reduce_xor_sync", "c2h_reduce_xor32")
      .Default("");
}

/// The helper a vote, match or reduction with a partial mask becomes; it
/// takes the mask as its first argument, as the CUDA call does.
llvm::StringRef partialMaskHelper(llvm::StringRef N) {
  return llvm::StringSwitch<llvm::StringRef>(N)
      .Case("__ballot_sync", "c2h_ballot_sync32")
      .Case("__any_sync", "c2h_any_sync32")
      .Case("__all_sync", "c2h_all_sync32")
      .Case("__match_any_sync", "c2h_match_any_sync32")
      .Case("__match_all_sync", "c2h_match_all_sync32")
      .Case("__reduce_add_sync", "c2h_reduce_add_sync32")
      .Case("__reduce_min_sync", "c2h_reduce_min_sync32")
      .Case("__reduce_max_sync", "c2h_reduce_max_sync32")
      .Case("__reduce_and_sync", "c2h_reduce_and_sync32")
      .Case("__reduce_or_sync", "c2h_reduce_or_sync32")
      .Case("__reduce_xor_sync", "c2h_reduce_xor_sync32")
      .Default("");
}

/// A source lane written as an integer literal in [0, 31].
bool isLaneConstant(const TokenContext &C, std::pair<size_t, size_t> Arg) {
  llvm::StringRef S = C.text(Arg.first, Arg.second).trim();
  unsigned V;
  return !S.getAsInteger(0, V) && V < 32;
}

/// Whether Name is cooperative_groups itself or a namespace alias of it that
/// this file declares (namespace cg = cooperative_groups;).
bool namesCooperativeGroups(const TokenContext &C, llvm::StringRef Name) {
  if (Name == "cooperative_groups")
    return true;
  const auto &T = C.tokens();
  for (size_t J = 0; J + 3 < T.size(); ++J)
    if (T[J].Text == "namespace" && T[J + 1].Text == Name &&
        T[J + 2].is(tok::equal)) {
      size_t K = J + 3;
      if (T[K].is(tok::coloncolon) && K + 1 < T.size())
        ++K;
      return T[K].Text == "cooperative_groups";
    }
  return false;
}

/// 'using namespace cooperative_groups;' (or of an alias) in this file.
bool usesCooperativeGroups(const TokenContext &C) {
  const auto &T = C.tokens();
  for (size_t J = 0; J + 2 < T.size(); ++J)
    if (T[J].Text == "using" && T[J + 1].Text == "namespace" &&
        namesCooperativeGroups(C, T[J + 2].Text))
      return true;
  return false;
}

/// cg::coalesced_threads / cg::coalesced_group at token I: under logical32
/// a coalesced group is the active lanes of the caller's 32-lane warp, not
/// of the whole wavefront as ROCm's is (c2h_coalesced_group32). Its
/// partitions, cg::labeled_partition and cg::binary_partition, which ROCm 5
/// lacks, are helpers too.
bool rewriteCoalesced(TokenContext &C, size_t I) {
  const auto &T = C.tokens();
  llvm::StringRef Name = T[I].Text;
  llvm::StringRef Helper = Name == "coalesced_threads"   ? "c2h_coalesced_threads32"
                           : Name == "coalesced_group"   ? "c2h_coalesced_group32"
                           : Name == "labeled_partition" ? "c2h_labeled_partition32"
                           : Name == "binary_partition"  ? "c2h_binary_partition32"
                                                         : "";
  if (Helper.empty() || C.isUserName(Name))
    return false;
  size_t From = I;
  if (I >= 2 && T[I - 1].is(tok::coloncolon) && T[I - 2].isIdent()) {
    if (!namesCooperativeGroups(C, T[I - 2].Text))
      return false;
    From = I - 2;
    if (From >= 1 && T[From - 1].is(tok::coloncolon))
      --From; // ::cooperative_groups::coalesced_group
  } else if ((I >= 1 && (T[I - 1].is(tok::coloncolon) || T[I - 1].is(tok::period) ||
                         T[I - 1].is(tok::arrow))) ||
             !usesCooperativeGroups(C)) {
    return false;
  }
  C.useHelper("c2h_coalesced_group32");
  C.replace(T[From].Offset, T[I].end() - T[From].Offset, Helper.str(),
            RuleId::WarpLogical32);
  return true;
}

/// Type words after which 'warpSize' is a name being declared.
bool isDeclarationWord(llvm::StringRef W) {
  return llvm::StringSwitch<bool>(W)
      .Cases({"int", "unsigned", "long", "short", "auto", "const"}, true)
      .Cases({"constexpr", "static", "size_t", "uint32_t", "int32_t"}, true)
      .Default(false);
}

/// Rewrites "callee(mask, rest...)" into Head + "rest..." + Tail: the
/// callee and mask are replaced, the remaining arguments are kept in place.
void rewriteCall(TokenContext &C, size_t &I, const TokenCall &Call,
                 std::string Head, std::string Tail) {
  const auto &T = C.tokens();
  unsigned From = T[I].Offset;
  unsigned To = T[Call.Args[1].first].Offset;
  C.replace(From, To - From, std::move(Head), RuleId::WarpLogical32);
  if (!Tail.empty())
    C.replace(T[Call.RParen].Offset, 1, std::move(Tail), RuleId::WarpLogical32);
  I = Call.Args[1].first - 1; // Walk on into the kept arguments.
}

/// "obj.warpSize" / "a[i]->warpSize": the first token of the object
/// expression, if it is a plain chain of names, members and subscripts.
std::optional<size_t> memberChainStart(const TokenContext &C, size_t Dot) {
  const auto &T = C.tokens();
  size_t J = Dot;
  while (J >= 1) {
    size_t K = J - 1;
    if (T[K].is(tok::r_square)) {
      int Depth = 0;
      while (true) {
        if (T[K].is(tok::r_square))
          ++Depth;
        else if (T[K].is(tok::l_square) && --Depth == 0)
          break;
        if (K == 0)
          return std::nullopt;
        --K;
      }
      if (K == 0)
        return std::nullopt;
      --K;
    }
    if (!T[K].isIdent())
      return std::nullopt;
    if (K >= 1 && (T[K - 1].is(tok::period) || T[K - 1].is(tok::arrow))) {
      J = K - 1;
      continue;
    }
    return K;
  }
  return std::nullopt;
}

/// asm [volatile] ("template" : "=r"(out)) with a known PTX idiom.
bool rewriteAsm(TokenContext &C, size_t &I) {
  const auto &T = C.tokens();
  std::optional<TokenAsm> A = C.asmAt(I);
  if (!A)
    return false;
  PtxIdiom Idiom = classifyPtx(A->Template);
  if (Idiom == PtxIdiom::None)
    return false;
  llvm::StringRef Expr = logical32PtxExpr(Idiom);
  // One output, "=r"(x), and no inputs.
  std::string Out;
  const auto &Ops = A->Operands;
  if (!Expr.empty() && !Ops.empty() && Ops.size() <= 3) {
    auto [F, L] = Ops[0];
    if (L - F >= 4 && T[F].is(tok::string_literal) &&
        T[F].Text.starts_with("\"=") && T[F + 1].is(tok::l_paren) &&
        T[L - 1].is(tok::r_paren))
      Out = C.text(F + 2, L - 2).str();
    bool NoInputs = Ops.size() < 2 || Ops[1].first == Ops[1].second;
    if (!NoInputs)
      Out.clear();
  }
  if (Out.empty()) {
    C.diag(DiagId::WarpInlinePtx, T[I].Offset, {A->Template});
    I = A->RParen;
    return true;
  }
  if (Idiom == PtxIdiom::Activemask)
    C.useHelper("c2h_activemask32");
  C.replace(T[I].Offset, T[A->RParen].end() - T[I].Offset,
            Out + " = " + Expr.str(), RuleId::WarpLogical32);
  I = A->RParen;
  return true;
}

} // namespace

bool applyWarpLogical32Token(TokenContext &C, size_t &I) {
  const auto &T = C.tokens();
  llvm::StringRef Name = T[I].Text;
  if (C.inNativeRegion(T[I].Offset))
    return false; // warpSize is the wavefront's there.
  if (Name == "asm" || Name == "__asm__" || Name == "__asm")
    return rewriteAsm(C, I);
  if (rewriteCoalesced(C, I))
    return true;
  if (Name != "warpSize" || C.isUserName(Name))
    return false;
  bool Assigned = I + 1 < T.size() && T[I + 1].is(tok::equal);
  if (I >= 1 && (T[I - 1].is(tok::period) || T[I - 1].is(tok::arrow))) {
    // The device's property, read on the host.
    std::optional<size_t> S = memberChainStart(C, I - 1);
    if (!S || Assigned)
      return false;
    C.useHelper("C2H_WARP_SIZE");
    C.replace(T[*S].Offset, T[I].end() - T[*S].Offset, "C2H_WARP_SIZE",
              RuleId::WarpLogical32);
    return true;
  }
  if ((I >= 1 && isDeclarationWord(T[I - 1].Text)) || Assigned)
    return false; // The program's own variable of that name.
  C.useHelper("C2H_WARP_SIZE");
  C.replaceToken(I, "C2H_WARP_SIZE", RuleId::WarpLogical32);
  return true;
}

bool applyWarpLogical32Call(TokenContext &C, size_t &I) {
  const auto &T = C.tokens();
  llvm::StringRef Name = T[I].Text;
  if (Name == "cudaDevAttrWarpSize") {
    C.diag(DiagId::WarpHostAttribute, T[I].Offset, {Name.str()});
    return false; // Still renamed by the tables.
  }
  std::optional<TokenCall> Call = C.callAt(I);
  if (!Call)
    return false;
  if (C.inNativeRegion(T[I].Offset)) {
    // Only reductions, scans and __syncwarp are widened: mask-less, over
    // the whole wavefront.
    if (Name == "__syncwarp") {
      replaceSyncwarp(C, I, *Call, RuleId::WarpNative);
      I = Call->RParen;
      return true;
    }
    llvm::StringRef Shfl = shuffleName(Name);
    if (Shfl.empty() || Call->Args.size() != 3)
      return false;
    const auto &Args = Call->Args;
    C.replace(T[I].Offset, T[Args[1].first].Offset - T[I].Offset,
              Shfl.str() + "(", RuleId::WarpNative);
    I = Args[1].first - 1;
    return true;
  }
  if (Name == "__activemask" && Call->Args.empty()) {
    C.useHelper("c2h_activemask32");
    C.replace(T[I].Offset, T[Call->RParen].end() - T[I].Offset,
              "c2h_activemask32()", RuleId::WarpLogical32);
    I = Call->RParen;
    return true;
  }
  if (Name == "__syncwarp") {
    replaceSyncwarp(C, I, *Call, RuleId::WarpLogical32);
    I = Call->RParen;
    return true;
  }
  if (Call->Args.size() < 2)
    return false;
  auto Helper = [&](llvm::StringRef H) {
    C.useHelper(H);
    return H.str();
  };
  if (Name == "__shfl_sync" && Call->Args.size() >= 3 &&
      !isLaneConstant(C, Call->Args[2])) {
    // The source lane is taken modulo the width, as CUDA does.
    rewriteCall(C, I, *Call, Helper("c2h_shfl32") + "(", "");
    return true;
  }
  if (llvm::StringRef Shfl = shuffleName(Name); !Shfl.empty()) {
    // CUDA's width is at most 32; without one, the logical warp's 32.
    rewriteCall(C, I, *Call, Shfl.str() + "(",
                Call->Args.size() == 3 ? ", 32)" : "");
    return true;
  }
  if (!isFullWarpMask(C, C.text(Call->Args[0].first, Call->Args[0].second))) {
    // Only the lanes in the mask: a helper that takes it, kept in place.
    llvm::StringRef H = partialMaskHelper(Name);
    if (H.empty())
      return false;
    C.replaceToken(I, Helper(H), RuleId::WarpLogical32);
    return true;
  }
  if (Name == "__ballot_sync") {
    rewriteCall(C, I, *Call, Helper("c2h_ballot32") + "(", "");
    return true;
  }
  if (Name == "__any_sync" || Name == "__all_sync") {
    bool Any = Name == "__any_sync";
    rewriteCall(C, I, *Call, Helper(Any ? "c2h_any32" : "c2h_all32") + "(", "");
    return true;
  }
  if (Name == "__match_any_sync") {
    rewriteCall(C, I, *Call, Helper("c2h_match_any32") + "(", "");
    return true;
  }
  llvm::StringRef Red = reduceHelper(Name);
  if (Name == "__match_all_sync" || !Red.empty()) {
    rewriteCall(C, I, *Call,
                Helper(Red.empty() ? "c2h_match_all32" : Red) + "(", "");
    return true;
  }
  return false;
}

void replaceSyncwarp(TokenContext &C, size_t I, const TokenCall &Call,
                     RuleId Rule) {
  const auto &T = C.tokens();
  C.useHelper("c2h_syncwarp");
  C.replace(T[I].Offset, T[Call.RParen].end() - T[I].Offset, "c2h_syncwarp()",
            Rule);
}

} // namespace cuda2hip
