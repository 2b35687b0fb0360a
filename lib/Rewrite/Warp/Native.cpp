//===- Native.cpp - c2h-warp-native: which kernels widen, and how ---------===//
//
// A kernel may use the target's wave size (64 on CDNA, 32 on RDNA) instead
// of CUDA's 32-lane warps when its results do not depend on how threads are
// grouped into warps, and when every quantity that does depend on it can be
// rewritten consistently. The plan accepts a kernel when, over the kernel
// and every function it calls:
//
//  - the warp operations are shuffle-down, -xor or -up trees and __syncwarp:
//    a reduction or scan over whatever the warp holds, combined across
//    warps through shared memory. Ballots, votes, matches, index shuffles
//    and segmented shuffles tie results to the partition;
//  - every warp-size number is a lane id, warp id or count, shuffle offset,
//    lane comparison or per-warp shared array (WarpAnalysis records one edit
//    each, to C2H_WAVE_SIZE); any other 16, 31 or 32 rejects it;
//  - nothing is stored to memory per warp (an output format in warps);
//  - every function it calls is in this file, device-only, and not shared
//    with code that keeps 32-lane warps;
//  - the host functions that launch it size nothing in 32-lane warps.
//
// Floating-point reductions then add in another order, as on any GPU whose
// warp width differs.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"
#include "cuda2hip/Rewrite/WarpAnalysis.h"
#include "cuda2hip/Rules/ApiTable.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <map>
#include <set>

namespace cuda2hip {
namespace {

bool isKeywordOrBuiltin(llvm::StringRef N) {
  return llvm::StringSwitch<bool>(N)
      .Cases({"if", "for", "while", "switch", "return", "sizeof", "alignof"},
             true)
      .Cases({"static_cast", "reinterpret_cast", "const_cast", "decltype"},
             true)
      .Cases({"int", "unsigned", "float", "double", "char", "long", "short"},
             true)
      .Cases({"bool", "void", "defined", "__launch_bounds__", "volatile"},
             true)
      .Cases({"asm", "__asm__", "__asm"}, true)
      .Default(false);
}

bool isWidenableOp(llvm::StringRef N) {
  return N == "__shfl_down_sync" || N == "__shfl_xor_sync" ||
         N == "__shfl_up_sync" || N == "__syncwarp";
}

class Planner {
public:
  Planner(const WarpAnalysis &A, llvm::StringRef Buffer)
      : A(A), Buffer(Buffer) {
    for (const WarpFunction &F : A.Functions) {
      auto [It, New] = ByName.try_emplace(F.Name, &F);
      if (!New)
        Overloaded.insert(F.Name);
    }
    for (unsigned I = 0; I < Buffer.size(); ++I)
      if (Buffer[I] == '\n')
        LineStarts.push_back(I + 1);
  }

  std::string line(unsigned Offset) const {
    return std::to_string(
        std::upper_bound(LineStarts.begin(), LineStarts.end(), Offset) -
        LineStarts.begin());
  }

  /// Collects the kernel and everything it calls in this file into Out;
  /// returns the first call that rules widening out, if any.
  std::optional<std::string> closure(const WarpFunction &K,
                                     std::vector<const WarpFunction *> &Out) {
    std::vector<const WarpFunction *> Work{&K};
    std::set<const WarpFunction *> Seen{&K};
    std::optional<std::string> Problem;
    auto Note = [&](std::string Why) {
      if (!Problem)
        Problem = std::move(Why);
    };
    while (!Work.empty()) {
      const WarpFunction *F = Work.back();
      Work.pop_back();
      Out.push_back(F);
      for (const std::string &N : F->Calls) {
        if (Overloaded.count(N)) {
          Note("it calls '" + N + "', which this file defines more than once");
          continue;
        }
        auto It = ByName.find(N);
        if (It == ByName.end()) {
          if (!isKeywordOrBuiltin(N) && !lookupIdentifier(N))
            Note("it calls '" + N + "', which is not defined in this file");
          continue;
        }
        if (It->second->Host && !It->second->Kernel)
          Note("it calls '" + N + "', which is host code too");
        if (Seen.insert(It->second).second)
          Work.push_back(It->second);
      }
    }
    return Problem;
  }

  std::optional<std::string> reject(const WarpFunction &K,
                                    const std::vector<const WarpFunction *> &Cl) {
    std::set<std::string> Names;
    for (const WarpFunction *F : Cl)
      Names.insert(F->Name);
    for (const WarpFunction *F : Cl) {
      for (const auto &[Op, At] : F->WarpOps)
        if (!isWidenableOp(Op))
          return "'" + Op + "' at line " + line(At) +
                 " ties its results to how lanes form warps";
      if (!F->Unrecognised.empty())
        return "the number at line " + line(F->Unrecognised.front()) +
               " is not a lane or warp quantity cuda2hip can widen";
      if (!F->PerWarpStores.empty())
        return "it stores one result per warp to memory (line " +
               line(F->PerWarpStores.front()) + ")";
    }
    for (const WarpFinding &W : A.Findings) {
      bool InClosure = Names.count(W.Function) != 0;
      switch (W.Check) {
      case DiagId::WarpInlinePtx:
      case DiagId::WarpTileSize:
      case DiagId::WarpCoalescedGroup:
      case DiagId::WarpLaneSpin:
      case DiagId::WarpVolatileSync:
      case DiagId::WarpSizeConstant:
        if (InClosure)
          return "line " + line(W.Offset) + ": " +
                 diagInfo(W.Check).Name.str();
        break;
      default:
        break;
      }
    }
    // Every launch must give whole wavefronts: in a partial one, the idle
    // lanes would take part in the widened reductions (with zeros, say,
    // in a max).
    bool Launched = false;
    for (const LaunchSite &L : A.Launches) {
      if (L.Kernel != K.Name)
        continue;
      Launched = true;
      if (!L.Threads)
        return "the launch at line " + line(L.Offset) + " gives blocks of '" +
               L.Block + "' threads, not known to be a multiple of 64";
      if (*L.Threads % 64 != 0)
        return "the launch at line " + line(L.Offset) + " gives blocks of " +
               std::to_string(*L.Threads) +
               " threads, not a multiple of 64: a partial wavefront's idle "
               "lanes would take part in its warp operations";
    }
    if (!Launched)
      return "no launch in this file shows that its blocks are whole "
             "wavefronts (a multiple of 64 threads)";
    // Host code that launches it must not size work in 32-lane warps.
    for (const WarpFunction &H : A.Functions) {
      if (!H.Host || std::find(H.Launches.begin(), H.Launches.end(),
                               K.Name) == H.Launches.end())
        continue;
      for (const WarpFinding &W : A.Findings)
        if (W.Function == H.Name && (W.Check == DiagId::WarpHostWarpSize ||
                                     W.Check == DiagId::WarpWarpId))
          return "'" + H.Name + "' sizes its work in 32-lane warps (line " +
                 line(W.Offset) + ")";
    }
    return std::nullopt;
  }

  const WarpAnalysis &A;
  llvm::StringRef Buffer;
  llvm::StringMap<const WarpFunction *> ByName;
  std::set<std::string> Overloaded;
  std::vector<unsigned> LineStarts{0};
};

/// A '// cuda2hip: warp=native' comment in the lines just above Decl.
bool optedIn(llvm::StringRef Buffer, unsigned Decl) {
  llvm::StringRef Before = Buffer.take_front(Decl);
  for (int Lines = 0; Lines < 4 && !Before.empty(); ++Lines) {
    size_t NL = Before.rfind('\n', Before.size() - 1);
    llvm::StringRef L = NL == llvm::StringRef::npos ? Before
                                                     : Before.substr(NL + 1);
    if (L.contains("cuda2hip: warp=native"))
      return true;
    L = L.trim();
    if (Lines > 0 && !L.empty() && !L.starts_with("//") &&
        !L.starts_with("template"))
      return false;
    if (NL == llvm::StringRef::npos)
      break;
    Before = Before.take_front(NL);
  }
  return false;
}

} // namespace

NativePlan planNative(const WarpAnalysis &A, llvm::StringRef Buffer,
                      bool All) {
  Planner P(A, Buffer);
  NativePlan Plan;
  // Candidates and their closures.
  std::map<const WarpFunction *, std::vector<const WarpFunction *>> Closure;
  std::map<const WarpFunction *, std::string> Reason;
  for (const WarpFunction &K : A.Functions) {
    if (!K.Kernel || !(All || optedIn(Buffer, K.DeclBegin)))
      continue;
    std::vector<const WarpFunction *> Cl;
    std::optional<std::string> Why = P.closure(K, Cl);
    bool WarpLevel = false;
    for (const WarpFunction *F : Cl)
      WarpLevel |= !F->WarpOps.empty() || !F->Widen.empty() ||
                   !F->Unrecognised.empty() || !F->PerWarpStores.empty();
    if (!WarpLevel)
      continue; // Nothing depends on the warp width: nothing to decide.
    if (!Why)
      Why = P.reject(K, Cl);
    Closure[&K] = Cl;
    if (Why)
      Reason[&K] = *Why;
  }
  // A widened function whose caller keeps 32-lane warps would mix both.
  for (bool Changed = true; Changed;) {
    Changed = false;
    std::set<const WarpFunction *> Wide;
    for (auto &[K, Cl] : Closure)
      if (!Reason.count(K))
        Wide.insert(Cl.begin(), Cl.end());
    for (auto &[K, Cl] : Closure) {
      if (Reason.count(K))
        continue;
      for (const WarpFunction *F : Cl)
        for (const WarpFunction &Caller : A.Functions)
          if (!Wide.count(&Caller) && Caller.Device &&
              std::find(Caller.Calls.begin(), Caller.Calls.end(), F->Name) !=
                  Caller.Calls.end()) {
            Reason[K] = "it shares '" + F->Name + "' with '" + Caller.Name +
                        "', which keeps 32-lane warps";
            Changed = true;
            goto NextKernel;
          }
    NextKernel:;
    }
  }
  std::set<const WarpFunction *> Wide;
  for (const WarpFunction &K : A.Functions) {
    auto It = Closure.find(&K);
    if (It == Closure.end())
      continue;
    NativeDecision D;
    D.Kernel = K.Name;
    D.Offset = K.DeclBegin;
    if (auto R = Reason.find(&K); R != Reason.end()) {
      D.Reason = R->second;
    } else {
      D.Native = true;
      D.Reason = "its warp operations are reductions and scans, and every "
                 "warp quantity follows C2H_WAVE_SIZE";
      for (const WarpFunction *F : It->second)
        if (Wide.insert(F).second)
          Plan.Widened.push_back(F);
    }
    Plan.Kernels.push_back(std::move(D));
  }
  std::sort(Plan.Widened.begin(), Plan.Widened.end(),
            [](const WarpFunction *X, const WarpFunction *Y) {
              return X->DeclBegin < Y->DeclBegin;
            });
  for (const WarpFunction *F : Plan.Widened)
    Plan.Edits.insert(Plan.Edits.end(), F->Widen.begin(), F->Widen.end());
  return Plan;
}

void applyWarpHazards(TokenContext &C, const WarpAnalysis &A) {
  for (const WarpFinding &F : A.Findings) {
    // Of lint's findings, the translation reports spin loops as they are;
    // the rules that rewrite or keep the other hazards report those.
    if (F.Check == DiagId::WarpLaneSpin && !suppressedFinding(C.buffer(), F))
      C.diag(F.Check, F.Offset, {F.Message});
  }
}

void applyWarpNative(TokenContext &C, const WarpAnalysis &A) {
  bool All = C.opts().Warp == WarpMode::Native;
  if (!All && !C.buffer().contains("cuda2hip: warp=native"))
    return;
  NativePlan Plan = planNative(A, C.buffer(), All);
  for (const NativeDecision &D : Plan.Kernels)
    C.diag(D.Native ? DiagId::WarpNativeKernel : DiagId::WarpNativeFallback,
           D.Offset, {D.Kernel, D.Reason});
  for (const WarpFunction *F : Plan.Widened) {
    C.NativeRegions.push_back({F->BodyBegin, F->BodyEnd});
    unsigned Line = C.lineStart(F->DeclBegin);
    llvm::StringRef Indent = C.buffer().slice(Line, F->DeclBegin);
    Indent = Indent.take_while([](char Ch) { return Ch == ' ' || Ch == '\t'; });
    C.replace(Line, 0,
              Indent.str() +
                  "// cuda2hip --warp=native: uses the target's wave size, "
                  "C2H_WAVE_SIZE.\n",
              RuleId::WarpNative);
  }
  for (const FixIt &E : Plan.Edits)
    C.replace(E.Offset, E.Length, E.Text, RuleId::WarpNative);
  if (!Plan.Widened.empty())
    C.useHelper("C2H_WAVE_SIZE");
}

} // namespace cuda2hip
