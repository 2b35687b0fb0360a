//===- Edit.h - source edits that know their rule ---------------*- C++ -*-===//
//
// Vocabulary of the rewrite subsystem:
//   rename      a token replaced by another from a mapping table;
//   structural  a rewrite that changes the shape of code (arguments, calls,
//               includes), owned by one rule in lib/Rewrite/<Family>/;
//   hazard      a construct that translates but may behave differently on
//               AMD hardware; it is diagnosed, and rewritten where a correct
//               rewrite exists.
// Every edit records the rule that made it, so statistics, the JSON report
// and conflict messages can name it.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWRITE_EDIT_H
#define CUDA2HIP_REWRITE_EDIT_H

#include "cuda2hip/Rules/Diagnostics.h"
#include "clang/Tooling/Core/Replacement.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <string>
#include <vector>

namespace cuda2hip {

enum class RuleId {
#define C2H_RULE(Enum, Id, Summary) Enum,
#include "cuda2hip/Rules/Rules.def"
};

struct RuleInfo {
  RuleId Id;
  llvm::StringRef Name;
  llvm::StringRef Summary;
};
llvm::ArrayRef<RuleInfo> allRules();
const RuleInfo &ruleInfo(RuleId Id);

struct Edit {
  unsigned Offset = 0; ///< Byte offset in the original file.
  unsigned Length = 0; ///< Bytes replaced (0 for an insertion).
  std::string Text;
  RuleId Rule = RuleId::RenameApi;
  /// Replaces every other edit of exactly this range queued with it (the
  /// next normalize()), which then is no conflict: a rule that writes out in full what another rule's rewrite
  /// of the same text would start (a callee the tables rename, renamed to
  /// another HIP function), instead of counting on that rewrite.
  bool Supersedes = false;

  bool operator<(const Edit &O) const {
    if (Offset != O.Offset)
      return Offset < O.Offset;
    if (Length != O.Length)
      return Length < O.Length;
    return Text < O.Text;
  }
  bool operator==(const Edit &O) const {
    return Offset == O.Offset && Length == O.Length && Text == O.Text;
  }
};

/// The one place where edits to a file are collected, checked against each
/// other and applied: the translation (AST rules and the token pass, from
/// every unit that sees the file), lint --fix and the verify lowering all
/// write through it. Two edits overlap exactly when Clang's tooling::Range
/// says so, and the accepted ones are applied as a tooling::Replacements
/// (replacements()); an overlap is never applied and never silent: the
/// losing edit is handed back to be reported.
class FileRewriter {
public:
  /// How edits that start at one offset are ordered. ByText: the shorter
  /// first, then by text (what a translation assembled from several units
  /// needs to be deterministic). ByArrival: in the order they were added
  /// (a single writer that inserts, e.g., "(" then "x" at one point).
  enum class Ties { ByText, ByArrival };
  FileRewriter() = default;
  explicit FileRewriter(Ties T) : TieOrder(T) {}

  /// Queues an edit; normalize() decides.
  void add(Edit E);
  /// Queues every edit Other holds, accepted or queued (the edits another
  /// unit made to this file).
  void addAll(const FileRewriter &Other);
  bool empty() const { return Pending.empty() && Kept.empty(); }

  /// Sorts the queued edits, merges identical ones (ByText only: a single
  /// writer may insert one text twice, as in "))") and accepts them in
  /// order. Of two that overlap, the first in that order wins; each loser is
  /// returned so it can be diagnosed.
  std::vector<Edit> normalize();

  /// What addGroup() did with a group of edits.
  enum class Fit {
    Taken,   ///< All of them were accepted.
    Covered, ///< None: each lies inside text an accepted edit replaces.
    Clash,   ///< None: one overlaps an accepted edit.
  };
  /// Accepts all of Group at once, or none of it (lint --fix, one finding's
  /// fixes). Call normalize() first if edits were queued with add().
  Fit addGroup(llvm::ArrayRef<Edit> Group);

  /// Original's text from Begin to End with the accepted edits inside it
  /// applied (insertions at either end included): what an edit that copies
  /// that text into its own should copy. Call normalize() first.
  std::string rewrittenSlice(llvm::StringRef Original, unsigned Begin,
                             unsigned End) const;

  /// Accepts E, whose text was composed from rewrittenSlice()s of the text
  /// it replaces: the accepted edits inside E's range are part of it now,
  /// and go. False, with nothing changed, where an accepted edit crosses
  /// the range's boundary. Call normalize() first.
  bool replaceComposed(Edit E);

  /// The file with every accepted edit applied. Queued edits are normalized
  /// first, so call normalize() yourself to see what was dropped.
  std::string apply(llvm::StringRef Original);

  /// The accepted edits as Clang's replacements, for FilePath: the
  /// insertions at one offset merged into one, in tie order.
  clang::tooling::Replacements replacements(llvm::StringRef FilePath = "");

  /// Edit counts per rule name, for statistics and reports.
  std::map<std::string, unsigned> countsByRule() const;

  /// The accepted edits, in offset order.
  const std::vector<Edit> &edits() const { return Kept; }

  /// Whether A and B touch the same text (an insertion at either end of a
  /// replacement does not; two insertions never do).
  static bool overlap(const Edit &A, const Edit &B);

private:
  bool take(const Edit &E, const Edit *Next);

  Ties TieOrder = Ties::ByText;
  unsigned Arrivals = 0;
  std::vector<std::pair<unsigned, Edit>> Pending; ///< (arrival, edit).
  std::vector<Edit> Kept; ///< In offset order, then tie order.
};

/// The 1-based line and column (in bytes) of Offset in Text.
std::pair<unsigned, unsigned> lineColumn(llvm::StringRef Text, unsigned Offset);

/// One c2h-edit-conflict diagnostic for each edit that normalize() dropped,
/// at its place in Original, naming its rule and the rule of the kept edit
/// it overlaps: the translation there is incomplete, never silently.
std::vector<Diagnostic> conflictDiagnostics(const FileRewriter &Kept,
                                            const std::vector<Edit> &Dropped,
                                            llvm::StringRef File,
                                            llvm::StringRef Original);

} // namespace cuda2hip

#endif
