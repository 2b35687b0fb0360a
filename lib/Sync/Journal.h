//===- Journal.h - applying a sync all at once ------------------*- C++ -*-===//
//
// A sync changes many files; a kill or a crash must leave the tree and its
// state either as they were or as they will be, never half. A Transaction
// does that with a journal in <tree>/.cuda2hip-sync/txn/:
//
//  1. stage: every new file is written under txn/ (the tree is untouched);
//  2. commit: the list of moves and removals is written to txn/journal.json
//     through a rename, which is the single atomic switch;
//  3. apply: each staged file is renamed into place and each removal done,
//     the state file last; then txn/ goes.
//
// Every later sync command first calls recover(): a journal left by a killed
// run is applied to the end (each step is idempotent); staged files without
// a journal are thrown away.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_SYNC_JOURNAL_H
#define CUDA2HIP_LIB_SYNC_JOURNAL_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

class Transaction {
public:
  /// Root: the HIP tree. Paths below are relative to it.
  explicit Transaction(llvm::StringRef Root) : Root(Root.str()) {}

  /// Writes Path (relative to the root) with Data when the transaction is
  /// applied.
  void put(llvm::StringRef Path, std::string Data);
  /// Removes Path when the transaction is applied.
  void remove(llvm::StringRef Path);
  bool empty() const { return Ops.empty(); }

  /// Stages, commits and applies. Returns an empty string, or the error
  /// (then nothing was changed, unless the journal had been committed, in
  /// which case the next recover() finishes the job).
  std::string commit();

private:
  struct Op {
    std::string Path, Data;
    bool Remove = false;
  };
  std::string Root;
  std::vector<Op> Ops;
};

/// Finishes or discards an interrupted transaction in Root. Returns an empty
/// string or an error; sets Recovered when a journal was applied.
std::string recoverTransaction(llvm::StringRef Root, bool &Recovered);

} // namespace cuda2hip

#endif
