//===- LoadWaits.cpp - how long a kernel's global loads stay in flight ----===//
//
// A global load on AMD GPUs returns asynchronously: the wave goes on until
// an `s_waitcnt vmcnt(N)` waits for all but the N newest vector-memory
// operations. How much work a load overlaps is therefore read off the
// assembly: the instructions between the load and the first s_waitcnt that
// covers it, over the kernel's control flow (a load issued at the end of a
// loop body may be waited for at the top of the next iteration).
//
// For each load this walks every path from it, counting the vector-memory
// operations issued after it, until an s_waitcnt's vmcnt is at most that
// count (a call or the end of the program also ends the walk). Per load it
// keeps the fewest instructions to such a wait, and whether every path
// crosses an s_barrier first: a load in flight across a workgroup barrier is
// what a prefetch of the next stage of a pipeline looks like
// (c2h-async-copy-staged), and what targets that wait for all memory before
// a barrier (ROCm 5.2's compiler for gfx90a) do not allow.
//
//===----------------------------------------------------------------------===//
#include "Toolchain.h"
#include "llvm/ADT/StringMap.h"
#include <algorithm>
#include <deque>
#include <set>

namespace cuda2hip {
namespace {

enum class Kind {
  Other,
  Load,
  VmOther,
  Wait,
  Barrier,
  Branch,
  CondBranch,
  End
};

struct Insn {
  Kind K = Kind::Other;
  int Vmcnt = -1;     ///< For Wait: the vmcnt it waits for (-1: none).
  std::string Target; ///< For branches: the label.
};

bool isVectorMemory(llvm::StringRef Op) {
  return Op.starts_with("global_") || Op.starts_with("buffer_") ||
         Op.starts_with("flat_") || Op.starts_with("scratch_");
}

Insn classify(llvm::StringRef I, bool StoresInVmcnt) {
  Insn X;
  llvm::StringRef Op =
      I.take_until([](char C) { return C == ' ' || C == '\t'; });
  llvm::StringRef Rest = I.drop_front(Op.size()).trim();
  if (isVectorMemory(Op)) {
    bool Load = Op.contains("_load");
    bool Atomic = Op.contains("_atomic");
    if (Load && !Op.starts_with("scratch_"))
      X.K = Kind::Load;
    else if (Load || StoresInVmcnt || (Atomic && Rest.contains("glc")))
      X.K = Kind::VmOther;
    return X;
  }
  if (Op == "s_waitcnt") {
    X.K = Kind::Wait;
    size_t At = Rest.find("vmcnt(");
    if (At != llvm::StringRef::npos) {
      llvm::StringRef N =
          Rest.substr(At + 6).take_until([](char C) { return C == ')'; });
      if (N.getAsInteger(10, X.Vmcnt))
        X.Vmcnt = 0;
    } else if (Rest == "0") {
      X.Vmcnt = 0; // s_waitcnt 0: every counter
    }
    return X;
  }
  if (Op == "s_waitcnt_vmcnt") { // gfx10+: s_waitcnt_vmcnt null, 0x0
    X.K = Kind::Wait;
    llvm::StringRef N = Rest.rsplit(',').second.trim();
    unsigned long long V = 0;
    X.Vmcnt = N.getAsInteger(0, V) ? 0 : static_cast<int>(V);
    return X;
  }
  if (Op == "s_barrier" || Op == "s_barrier_wait") {
    X.K = Kind::Barrier;
    return X;
  }
  if (Op == "s_branch") {
    X.K = Kind::Branch;
    X.Target = Rest.str();
    return X;
  }
  if (Op.starts_with("s_cbranch_")) {
    X.K = Kind::CondBranch;
    X.Target = Rest.str();
    return X;
  }
  // A call waits for everything at its boundary; the program's end and
  // an indirect jump end the walk too.
  if (Op == "s_endpgm" || Op.starts_with("s_swappc") ||
      Op.starts_with("s_setpc") || Op.starts_with("s_call"))
    X.K = Kind::End;
  return X;
}

} // namespace

LoadWaitStats analyzeLoadWaits(llvm::ArrayRef<llvm::StringRef> Lines,
                               bool StoresInVmcnt) {
  std::vector<Insn> Code;
  llvm::StringMap<size_t> Labels; // label -> index of the next instruction
  for (llvm::StringRef L : Lines) {
    if (L.empty())
      continue;
    if (!isspace(static_cast<unsigned char>(L[0]))) {
      llvm::StringRef Label = L.take_until([](char C) { return C == ':'; });
      if (L.size() > Label.size())
        Labels[Label] = Code.size();
      continue;
    }
    llvm::StringRef I = L.trim();
    if (I.empty() || !isalpha(static_cast<unsigned char>(I[0])))
      continue;
    Code.push_back(classify(I, StoresInVmcnt));
  }
  // Successors of instruction P.
  auto Next = [&](size_t P, llvm::SmallVectorImpl<size_t> &Out) {
    const Insn &X = Code[P];
    if (X.K == Kind::End)
      return;
    if (X.K == Kind::Branch || X.K == Kind::CondBranch) {
      auto It = Labels.find(X.Target);
      if (It != Labels.end())
        Out.push_back(It->second);
      if (X.K == Kind::Branch)
        return;
    }
    if (P + 1 < Code.size())
      Out.push_back(P + 1);
  };
  constexpr int MaxCount = 64;        // vmcnt's range on every target
  constexpr size_t MaxSteps = 200000; // per load: a bound on the walk
  LoadWaitStats S;
  std::vector<int> Distances;
  for (size_t L = 0; L < Code.size(); ++L) {
    if (Code[L].K != Kind::Load)
      continue;
    ++S.Loads;
    // State: instruction, vector-memory operations issued since the load,
    // and whether a barrier was crossed. Breadth first, so the first wait
    // found on a path is at its fewest instructions.
    struct State {
      size_t P;
      int Count;
      bool Barrier;
      int Dist;
    };
    std::set<std::tuple<size_t, int, bool>> Seen;
    std::deque<State> Work;
    llvm::SmallVector<size_t, 2> Succ;
    Next(L, Succ);
    for (size_t P : Succ)
      Work.push_back({P, 0, false, 0});
    int Best = -1;
    bool AllAcross = true, Covered = false;
    size_t Steps = 0;
    while (!Work.empty() && ++Steps < MaxSteps) {
      State X = Work.front();
      Work.pop_front();
      if (!Seen.insert({X.P, X.Count, X.Barrier}).second)
        continue;
      const Insn &I = Code[X.P];
      bool Done = (I.K == Kind::Wait && I.Vmcnt >= 0 && I.Vmcnt <= X.Count) ||
                  I.K == Kind::End;
      if (Done) {
        if (Best < 0 || X.Dist < Best)
          Best = X.Dist;
        Covered = true;
        AllAcross &= X.Barrier;
        continue;
      }
      State Y = X;
      ++Y.Dist;
      if (I.K == Kind::Load || I.K == Kind::VmOther)
        Y.Count = std::min(MaxCount, Y.Count + 1);
      if (I.K == Kind::Barrier)
        Y.Barrier = true;
      Succ.clear();
      Next(X.P, Succ);
      for (size_t P : Succ) {
        Y.P = P;
        Work.push_back(Y);
      }
    }
    if (Covered) {
      Distances.push_back(Best);
      S.AcrossBarrier += AllAcross;
    }
  }
  if (!Distances.empty()) {
    std::sort(Distances.begin(), Distances.end());
    S.MedianDistance = Distances[Distances.size() / 2];
  }
  return S;
}

} // namespace cuda2hip
