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

/// The edits to one file. Identical edits from several sources (e.g. two
/// translation units that include the same header) merge into one.
class EditSet {
public:
  void add(Edit E) { Edits.push_back(std::move(E)); }
  bool empty() const { return Edits.empty(); }

  /// Sorts and de-duplicates. Of two edits that overlap, the first in
  /// offset order wins; the loser is returned so it can be diagnosed.
  std::vector<Edit> normalize();

  /// The file with every edit applied. Call normalize() first.
  std::string apply(llvm::StringRef Original) const;

  /// Edit counts per rule name, for statistics and reports.
  std::map<std::string, unsigned> countsByRule() const;

  const std::vector<Edit> &edits() const { return Edits; }

private:
  std::vector<Edit> Edits;
};

/// One c2h-edit-conflict diagnostic for each edit that normalize() dropped,
/// at its place in Original, naming its rule and the rule of the kept edit
/// it overlaps: the translation there is incomplete, never silently.
std::vector<Diagnostic> conflictDiagnostics(const EditSet &Kept,
                                            const std::vector<Edit> &Dropped,
                                            llvm::StringRef File,
                                            llvm::StringRef Original);

} // namespace cuda2hip

#endif
