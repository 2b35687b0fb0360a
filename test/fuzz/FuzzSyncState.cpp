//===- FuzzSyncState.cpp - libFuzzer harness: sync's state and journal ----===//
//
// Any bytes as .cuda2hip-sync/state.json: a state that parses renders and
// parses back to the same rendering. The same bytes as a transaction's
// journal.json: recovery may apply or refuse it, but never touches a file
// outside the tree (a sentinel beside the tree must survive).
//
//===----------------------------------------------------------------------===//
#include "../../lib/Sync/Journal.h"
#include "../../lib/Sync/State.h"
#include "FuzzScratch.h"
#include "cuda2hip/Driver/Driver.h"
#include "llvm/Support/FileSystem.h"
#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
std::string scratch() { return fuzzScratch("sync"); }
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  using namespace cuda2hip;
  llvm::StringRef Text(reinterpret_cast<const char *>(Data), Size);
  std::string Error;
  if (std::optional<SyncState> S = parseState(Text, Error)) {
    std::string Once = renderState(*S);
    std::optional<SyncState> Again = parseState(Once, Error);
    if (!Again || renderState(*Again) != Once)
      abort(); // A rendered state must read back as itself.
  }
  // The journal: a tree with one file, a staged file, and a sentinel beside.
  std::string Root = joinPath(scratch(), "tree");
  std::string Txn = joinPath(Root, ".cuda2hip-sync/txn");
  std::string Sentinel = joinPath(scratch(), "sentinel");
  llvm::sys::fs::remove_directories(Root);
  if (llvm::sys::fs::create_directories(Txn) || writeAtomically(Sentinel, "s") ||
      writeAtomically(joinPath(Txn, "0"), "staged") ||
      writeAtomically(joinPath(Root, "a.hip"), "a") ||
      writeAtomically(joinPath(Txn, "journal.json"), Text))
    abort();
  bool Recovered = false;
  (void)recoverTransaction(Root, Recovered);
  if (!llvm::sys::fs::exists(Sentinel))
    abort(); // Recovery reached outside the tree.
  return 0;
}
