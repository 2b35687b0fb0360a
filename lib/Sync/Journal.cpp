//===- Journal.cpp - applying a sync all at once --------------------------===//
#include "Journal.h"
#include "State.h"
#include "cuda2hip/Driver/Driver.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <csignal>
#include <set>

namespace cuda2hip {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
namespace json = llvm::json;

namespace {

std::string txnDir(llvm::StringRef Root) {
  return joinPath(Root, (SyncDirName + "/txn").str());
}

/// Tests interrupt a sync at a chosen point by setting
/// CUDA2HIP_SYNC_TEST_KILL to "staged" (before the journal is committed) or
/// "apply:N" (after N steps of the journal). The process then kills itself
/// with SIGKILL, as an operator or the OOM killer would.
void killPoint(llvm::StringRef Here) {
  static std::optional<std::string> Want =
      llvm::sys::Process::GetEnv("CUDA2HIP_SYNC_TEST_KILL");
  if (Want && *Want == Here)
    raise(SIGKILL);
}

/// Removes the directories above a removed file while they are empty.
void pruneEmptyParents(llvm::StringRef Root, llvm::StringRef File) {
  llvm::SmallString<256> Dir(path::parent_path(File));
  while (Dir.size() > Root.size() && Dir.starts_with(Root)) {
    if (fs::remove(Dir, /*IgnoreNonExisting=*/true))
      break; // Not empty.
    Dir = path::parent_path(Dir);
  }
}

std::string applyJournal(llvm::StringRef Root, const json::Array &Steps) {
  std::string Txn = txnDir(Root);
  // Every step is checked before the first is applied.
  for (const json::Value &V : Steps) {
    const json::Object *S = V.getAsObject();
    std::optional<llvm::StringRef> Dest =
        S ? S->getString("path") : std::nullopt;
    if (!Dest)
      return "malformed journal step";
    if (!isTreePath(*Dest))
      return "journal step names a path outside the tree: '" + Dest->str() + "'";
    if (std::optional<llvm::StringRef> From = S->getString("staged"))
      if (!isTreePath(*From))
        return "journal step names a staged file outside the transaction: '" +
               From->str() + "'";
  }
  unsigned N = 0;
  for (const json::Value &V : Steps) {
    const json::Object *S = V.getAsObject();
    llvm::StringRef Dest = *S->getString("path");
    std::string To = joinPath(Root, Dest);
    if (std::optional<llvm::StringRef> From = S->getString("staged")) {
      std::string Staged = joinPath(Txn, *From);
      // A step whose staged file is gone was applied before a kill.
      if (fs::exists(Staged)) {
        if (std::error_code EC = fs::create_directories(path::parent_path(To)))
          return "cannot create the directory of " + To + ": " + EC.message();
        if (std::error_code EC = fs::rename(Staged, To))
          return "cannot move " + Staged + " to " + To + ": " + EC.message();
      }
    } else if (!fs::is_directory(To)) {
      // A directory here was made by a later step of an earlier pass (a file
      // that became a directory): the removal is done.
      if (std::error_code EC = fs::remove(To, /*IgnoreNonExisting=*/true))
        return "cannot remove " + To + ": " + EC.message();
      pruneEmptyParents(Root, To);
    }
    killPoint(("apply:" + llvm::Twine(++N)).str());
  }
  return "";
}

std::string readJournalAndApply(llvm::StringRef Root) {
  std::string Journal = joinPath(txnDir(Root), "journal.json");
  auto Buf = llvm::MemoryBuffer::getFile(Journal);
  if (!Buf)
    return "cannot read " + Journal + ": " + Buf.getError().message();
  llvm::Expected<json::Value> V = json::parse((*Buf)->getBuffer());
  if (!V) {
    llvm::consumeError(V.takeError());
    return Journal + " is not valid JSON";
  }
  const json::Array *Steps = V->getAsArray();
  if (!Steps)
    return Journal + " is not a list of steps";
  if (std::string E = applyJournal(Root, *Steps); !E.empty())
    return E;
  if (std::error_code EC = fs::remove_directories(txnDir(Root)))
    return "cannot remove " + txnDir(Root) + ": " + EC.message();
  return "";
}

} // namespace

void Transaction::put(llvm::StringRef Path, std::string Data) {
  Ops.push_back({Path.str(), std::move(Data), false});
}

void Transaction::remove(llvm::StringRef Path) {
  Ops.push_back({Path.str(), "", true});
}

std::string Transaction::commit() {
  std::string Txn = txnDir(Root);
  fs::remove_directories(Txn);
  auto Abort = [&](std::string Why) {
    fs::remove_directories(Txn);
    return Why;
  };
  // Removals first, and none of a path also written: replaying a journal
  // after a kill must never remove a file an earlier pass already put.
  std::set<std::string> Written;
  for (const Op &O : Ops)
    if (!O.Remove)
      Written.insert(O.Path);
  Ops.erase(std::remove_if(
                Ops.begin(), Ops.end(),
                [&](const Op &O) { return O.Remove && Written.count(O.Path); }),
            Ops.end());
  std::stable_partition(Ops.begin(), Ops.end(),
                        [](const Op &O) { return O.Remove; });
  json::Array Steps;
  unsigned N = 0;
  for (const Op &O : Ops) {
    if (O.Remove) {
      Steps.push_back(json::Object{{"path", O.Path}});
      continue;
    }
    std::string Name = std::to_string(N++);
    if (std::error_code EC =
            writeAtomically(joinPath(Txn, Name), O.Data, /*Durable=*/true))
      return Abort("cannot stage " + O.Path + " under " + Txn + ": " +
                   EC.message());
    Steps.push_back(json::Object{{"path", O.Path}, {"staged", Name}});
  }
  killPoint("staged");
  std::string Text;
  llvm::raw_string_ostream(Text) << json::Value(std::move(Steps));
  // The switch: once journal.json exists, the new tree is the committed one.
  if (std::error_code EC = writeAtomically(joinPath(Txn, "journal.json"), Text,
                                           /*Durable=*/true))
    return Abort("cannot write the journal: " + EC.message());
  return readJournalAndApply(Root);
}

std::string recoverTransaction(llvm::StringRef Root, bool &Recovered) {
  Recovered = false;
  std::string Txn = txnDir(Root);
  if (!fs::exists(Txn))
    return "";
  if (!fs::exists(joinPath(Txn, "journal.json"))) {
    if (std::error_code EC = fs::remove_directories(Txn))
      return "cannot remove the unfinished " + Txn + ": " + EC.message();
    return "";
  }
  Recovered = true;
  return readJournalAndApply(Root);
}

} // namespace cuda2hip
