//===- WarpAnalysis.h - where code depends on a 32-lane warp ----*- C++ -*-===//
//
// A token-level analysis of CUDA and HIP sources that finds the warp-size
// hazards of ../shared/reference/hazards.md (W1-W24): lane and warp ids
// computed in 32s, 32-bit ballot words, shuffle offsets and widths, full-mask
// constants, per-warp arrays, warp-size constants, host launch math and
// inline-PTX warp idioms. It needs no include paths and tolerates code that
// does not compile, so `cuda2hip lint` can run it as a pre-commit hook.
//
// Taint is tracked per function through assignments: a variable computed
// from threadIdx is a thread index; '& 31' or '% 32' of one is a lane id;
// '/ 32' or '>> 5' a warp id; a ballot, activemask or match result a ballot
// word. Findings carry fix-its where one local edit is correct (HIP sources).
//
// Where the file was parsed (translate always, lint with --parse), what
// each name holds comes from the AST instead (WarpTaintFacts,
// lib/Rewrite/Warp/WarpTaint.cpp): taint follows declarations, not
// spellings, and crosses calls into parameters and out of return values.
// The token inference remains for what the AST does not cover: macro
// bodies, inactive #if branches, and files that are not parsed. A call of a
// warp intrinsic the parse saw is judged from the AST alone (WarpCallSite,
// WarpTaintFacts::Calls; the checks are in WarpSites.cpp), and so are a
// lane bit '1 << lane' (WarpShiftSite), a lane or warp id or count computed
// in 32s (WarpIdSite), a test against lane 31 or a 32-bit full mask
// (WarpCompareSite), a 32-bit variable for a ballot word
// (WarpBallotVarSite), a ballot word stored to memory
// (WarpBallotStoreSite), and an array in shared memory with a slot per
// 32-lane warp (WarpPerWarpArraySite).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWRITE_WARPANALYSIS_H
#define CUDA2HIP_REWRITE_WARPANALYSIS_H

#include "cuda2hip/Rules/Diagnostics.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// What a value is derived from: a set of these bits.
enum WarpTaint : unsigned {
  TaintTid = 1,     ///< a thread index (threadIdx, or computed from one)
  TaintLane32 = 2,  ///< a lane id computed with 31 or 32
  TaintAnyLane = 4, ///< any lane id (including __lane_id())
  TaintWarp32 = 8,  ///< a warp id computed with 32
  TaintBallot = 16, ///< a ballot, activemask or match word
};

/// One argument of a call of a warp intrinsic, as the call checks
/// (WarpSites.cpp) read it.
struct WarpCallArg {
  unsigned Begin = 0, End = 0; ///< Its text: [Begin, End) in the file.
  std::string Text;
  unsigned Taint = 0;              ///< WarpTaint bits of its value.
  bool FullMask32 = false;         ///< 0xffffffff: lanes 0-31, no more.
  std::optional<int64_t> Constant; ///< Its value, where it is a constant.
  bool Has32 = false;              ///< Computed with 32 or 31 (lanes in 32s).
  /// A variable that a loop around the call starts at 16 or 32, or runs up
  /// to 16 or 32 (a shuffle offset): where that number is.
  std::optional<unsigned> LoopBound;
};

/// A call of a warp intrinsic (a shuffle, vote, match, reduction, bit
/// count or __syncwarp) as the call checks read it: from the AST where the
/// parse saw the call, else from its tokens.
struct WarpCallSite {
  std::string Name;              ///< The callee, as written.
  unsigned Offset = 0;           ///< Where the callee's name is.
  unsigned RParen = 0;           ///< Where the call's ')' is.
  std::vector<WarpCallArg> Args; ///< As written: no default arguments.
  std::string Function;          ///< The outermost function it is in.
  /// That function's body, '{' to '}' (whether it computes lane or warp
  /// ids in 32s decides some checks in HIP code).
  unsigned BodyBegin = 0, BodyEnd = 0;
};

/// A lane bit, '1 << X', as the lane-shift check reads it.
struct WarpShiftSite {
  unsigned Offset = 0;  ///< Where the 1 is.
  /// The 1 as written: 1, 1u, 0x1, 1ull...; empty where it is no 32-bit 1
  /// (cast to 64 bits, or an operand of an overloaded '<<').
  std::string Literal;
  bool Cast = false;    ///< Cast first: '(unsigned)1 << lane'.
  std::string Text;     ///< The shift as written: '1 << lane'.
  unsigned Taint = 0;   ///< WarpTaint bits of the shifted amount.
  std::string Function; ///< The outermost function it is in.
};

/// A lane id, warp id or warp count computed in 32s ('tid % 32', 'tid & 31',
/// 'tid / 32', 'tid >> 5', '(n + 31) / 32'), as the id check reads it.
struct WarpIdSite {
  unsigned Offset = 0; ///< Where the operator is.
  unsigned At = 0;     ///< Where its right operand is: the finding's place.
  bool Lane = false;   ///< '% 32' or '& 31'; else '/ 32', '>> 5', '& ~31'.
  std::string Text;    ///< The whole operation as written.
  unsigned Taint = 0;  ///< WarpTaint bits of the left operand.
  /// Counts warps: the left operand is a block's size, or the result or the
  /// right operand is named for warps ('nWarps = n / 32', 'n / WARP_SIZE').
  bool Count = false;
  bool RoundUp = false; ///< '(n + 31) / 32': a count of warps, rounded up.
  std::string Function; ///< The outermost function it is in.
};

/// A test of a lane against 31 ('lane == 31': the last lane of a 32-lane
/// warp), or of a ballot word against a 32-bit full mask ('ballot ==
/// 0xffffffff': every lane of a 32-lane warp voted), as the comparison check
/// reads it.
struct WarpCompareSite {
  unsigned Offset = 0;   ///< Where the '==' or '!=' is.
  unsigned At = 0;       ///< Where the 31 or the mask is: the finding's place.
  bool LastLane = false; ///< Against 31; else against the mask.
  std::string Text;      ///< The test as written.
  unsigned Taint = 0;    ///< WarpTaint bits of the other operand.
  std::string Function;  ///< The outermost function it is in.
};

/// A variable of 32 bits or fewer that a ballot word initialises ('unsigned b
/// = __ballot_sync(...)'), as the ballot-width check reads it.
struct WarpBallotVarSite {
  unsigned Offset = 0; ///< Where its name is.
  std::string Name;
  unsigned TypeBegin = 0, TypeEnd = 0; ///< Its type as written: [Begin, End).
  unsigned Taint = 0;                  ///< WarpTaint bits of its initialiser.
  /// No fix-it: other variables share the type ('int a = 0, b = ...'), or
  /// rewriting the type as written would drop a qualifier ('unsigned const
  /// int', a typedef of a const type).
  bool NoFix = false;
  std::string Function; ///< The outermost function it is in.
};

/// A store to an element of an array ('bits[w] = v'), as the ballot-store
/// check reads it: whether the value stored is a ballot word, whose width
/// (32 or 64 lanes) becomes the layout of the memory.
struct WarpBallotStoreSite {
  unsigned Offset = 0;  ///< Where the '=' is: the finding's place.
  unsigned Taint = 0;   ///< WarpTaint bits of the value stored.
  std::string Function; ///< The outermost function it is in.
};

/// An array in shared memory, as the per-warp-array check reads its first
/// size: a slot per 32-lane warp ('[32]', '[BLOCK / 32]', '[WARP_SIZE]').
struct WarpPerWarpArraySite {
  unsigned Offset = 0;  ///< Where the size is: the finding's place.
  bool PerWarp = false; ///< The size counts 32-lane warps.
  /// The function's body, '{' to '}': in HIP code, 32 slots only matter
  /// where the function computes lane or warp ids in 32s.
  unsigned BodyBegin = 0, BodyEnd = 0;
  std::string Function; ///< The outermost function it is in.
};

/// What the AST says the names of one file hold. Keyed by the byte offset of
/// an identifier token: a variable's name, where it is declared or used, or
/// the name of a function of the program where it is called (what it
/// returns). The value is a set of WarpTaint bits, 0 for "nothing".
/// Tokens the AST did not see are absent.
struct WarpTaintFacts {
  std::map<unsigned, unsigned> Names;
  /// Offsets of the '&', '%', '/' and '>>' operators whose right operand
  /// makes a lane id (TaintLane32) or a warp id or count (TaintWarp32) in
  /// 32s, as the AST reads it (a name for 32 however bound, a macro from
  /// another file); with TaintTid where the left operand is a thread index
  /// (threadIdx through a macro such as hipThreadIdx_x, a helper's
  /// result).
  std::map<unsigned, unsigned> Ops;
  /// The calls of warp intrinsics the parse saw, by the offset of the
  /// callee's name: the call checks judge these from the AST, and the
  /// token analysis only the others (macro bodies, inactive branches).
  std::map<unsigned, WarpCallSite> Calls;
  /// The shifts of a 1 the parse saw, by the offset of the 1: judged from
  /// the AST (the token analysis reads only the others).
  std::map<unsigned, WarpShiftSite> Shifts;
  /// The lane and warp ids the parse saw, by the offset of the operator:
  /// judged from the AST (the token analysis reads only the others).
  std::map<unsigned, WarpIdSite> Ids;
  /// The tests against 31 or a 32-bit full mask the parse saw, by the
  /// offset of the operator.
  std::map<unsigned, WarpCompareSite> Compares;
  /// The variables of 32 bits or fewer the parse saw initialised, by the
  /// offset of the name.
  std::map<unsigned, WarpBallotVarSite> BallotVars;
  /// The stores to an element of an array the parse saw, by the offset of
  /// the '='.
  std::map<unsigned, WarpBallotStoreSite> BallotStores;
  /// The arrays in shared memory the parse saw, by the offset of their
  /// first size.
  std::map<unsigned, WarpPerWarpArraySite> PerWarpArrays;
  void join(const WarpTaintFacts &O) {
    for (const auto &[Offset, Bits] : O.Names)
      Names[Offset] |= Bits;
    for (const auto &[Offset, Bits] : O.Ops)
      Ops[Offset] |= Bits;
    // A header's call, seen by several units: what its arguments hold in
    // any of them.
    for (const auto &[Offset, Site] : O.Calls) {
      auto [It, New] = Calls.try_emplace(Offset, Site);
      if (!New)
        for (size_t I = 0; I < It->second.Args.size() && I < Site.Args.size();
             ++I)
          It->second.Args[I].Taint |= Site.Args[I].Taint;
    }
    joinSites(Shifts, O.Shifts);
    joinSites(Ids, O.Ids);
    joinSites(Compares, O.Compares);
    joinSites(BallotVars, O.BallotVars);
    joinSites(BallotStores, O.BallotStores);
    for (const auto &[Offset, S] : O.PerWarpArrays)
      PerWarpArrays.try_emplace(Offset, S).first->second.PerWarp |= S.PerWarp;
  }

private:
  /// One site, seen in several units or expansions: what the operand it
  /// judges holds in any of them.
  template <typename Site>
  static void joinSites(std::map<unsigned, Site> &To,
                        const std::map<unsigned, Site> &From) {
    for (const auto &[Offset, S] : From) {
      auto [It, New] = To.try_emplace(Offset, S);
      if (!New)
        It->second.Taint |= S.Taint;
    }
  }
};

struct FixIt {
  unsigned Offset = 0, Length = 0;
  std::string Text;
};

struct WarpFinding {
  DiagId Check; ///< One of lintChecks().
  unsigned Offset = 0; ///< Byte offset in the file.
  unsigned Line = 0, Column = 0;
  std::string Message;
  std::vector<FixIt> Fixes;
  std::string Function; ///< The enclosing function, or "".
};

/// A function definition found in the token stream, with what
/// --warp=native needs to know about it.
struct WarpFunction {
  std::string Name;
  bool Kernel = false; ///< __global__
  bool Device = false; ///< __global__ or __device__
  bool Host = true;    ///< No space specifier, or __host__
  unsigned DeclBegin = 0;              ///< Offset of the declaration.
  unsigned BodyBegin = 0, BodyEnd = 0; ///< Offsets of '{' and '}'.
  std::vector<std::string> Calls;    ///< Names called, in order, unique.
  std::vector<std::string> Launches; ///< Kernels launched with <<<>>>.
  /// Warp intrinsics called: name and offset.
  std::vector<std::pair<std::string, unsigned>> WarpOps;
  /// Edits that turn each recognised 32-lane quantity (lane and warp ids and
  /// counts, shuffle offsets, lane comparisons) into the target's wave size.
  std::vector<FixIt> Widen;
  /// Offsets of warp-size numbers (16, 31, 32 or names bound to 32) that
  /// play no recognised role: widening would miss them.
  std::vector<unsigned> Unrecognised;
  /// Offsets of stores to non-shared memory indexed by a warp id: one
  /// result per warp, a format that depends on the warp width.
  std::vector<unsigned> PerWarpStores;
};

/// A kernel launch written with <<<grid, block, ...>>>.
struct LaunchSite {
  std::string Kernel;
  unsigned Offset = 0;    ///< The block-size argument.
  std::string Block;      ///< Its text.
  /// Threads per block, where the argument is a constant: a number, a macro
  /// or const variable of one, a product of those, dim3(...) of those, or a
  /// dim3 variable of the file declared so.
  std::optional<uint64_t> Threads;
};

struct WarpAnalysis {
  std::vector<WarpFinding> Findings; ///< In file order.
  std::vector<WarpFunction> Functions;
  std::vector<LaunchSite> Launches; ///< In file order.
};

/// Analyzes one file. Hip selects HIP semantics (64-bit ballots, fix-its in
/// HIP spelling, wave-wide votes only flagged where the code reasons in
/// 32-lane warps); otherwise the file is CUDA. Buffer is followed by a
/// '\0', as a std::string's data is. A HIP file that
/// `cuda2hip translate --warp=logical32` wrote is judged as logical32 code.
/// Ast, when given, says what the names the parse saw hold.
WarpAnalysis analyzeWarpSize(llvm::StringRef Path, llvm::StringRef Buffer,
                             bool Hip, const WarpTaintFacts *Ast = nullptr);

/// Does a NOLINT-style comment in Line name Id? Marker is "NOLINT" or
/// "NOLINTNEXTLINE"; a bare marker names every check.
bool suppresses(llvm::StringRef Line, llvm::StringRef Marker,
                llvm::StringRef Id);
/// A finding that a '// NOLINT(id)' on its line, or a
/// '// NOLINTNEXTLINE(id)' on the line before, suppresses.
bool suppressedFinding(llvm::StringRef Buffer, const WarpFinding &F);

/// What --warp=native decides for one kernel.
struct NativeDecision {
  std::string Kernel;
  bool Native = false;
  std::string Reason; ///< Why it widens, or why it keeps 32-lane warps.
  unsigned Offset = 0; ///< The kernel's name.
};

/// The kernels (and the functions they call) that use the target's wave
/// size, and the edits that widen them.
struct NativePlan {
  std::vector<NativeDecision> Kernels; ///< In file order.
  /// Functions widened: their declaration and body offsets.
  std::vector<const WarpFunction *> Widened;
  std::vector<FixIt> Edits;
};

/// Plans --warp=native for a CUDA file. All: every kernel is a candidate;
/// otherwise only kernels under a '// cuda2hip: warp=native' comment. A
/// candidate widens when every warp operation in it and the functions it
/// calls is a shuffle reduction or scan, every warp-size number plays a
/// recognised role, it stores nothing per warp, nothing it shares keeps
/// 32-lane warps, and no host code that launches it sizes work in warps.
NativePlan planNative(const WarpAnalysis &A, llvm::StringRef Buffer, bool All);

} // namespace cuda2hip

#endif
