//===- Edit.cpp - applying edits -------------------------------------------===//
#include "cuda2hip/Rewrite/Edit.h"
#include <algorithm>
#include <algorithm>

namespace cuda2hip {
namespace {
const RuleInfo Rules[] = {
#define C2H_RULE(Enum, Id, Summary) {RuleId::Enum, Id, Summary},
#include "cuda2hip/Rules/Rules.def"
};
} // namespace

llvm::ArrayRef<RuleInfo> allRules() { return Rules; }
const RuleInfo &ruleInfo(RuleId Id) { return Rules[static_cast<unsigned>(Id)]; }

std::vector<Edit> EditSet::normalize() {
  std::sort(Edits.begin(), Edits.end());
  Edits.erase(std::unique(Edits.begin(), Edits.end()), Edits.end());
  std::vector<Edit> Kept, Dropped;
  for (Edit &E : Edits) {
    if (!Kept.empty()) {
      const Edit &P = Kept.back();
      bool Overlaps = E.Offset < P.Offset + P.Length ||
                      (E.Offset == P.Offset && P.Length == 0 && E.Length == 0);
      // Two insertions at one point are both kept, in sorted order.
      if (Overlaps && !(E.Length == 0 && P.Length == 0)) {
        Dropped.push_back(std::move(E));
        continue;
      }
    }
    Kept.push_back(std::move(E));
  }
  Edits = std::move(Kept);
  return Dropped;
}

std::string EditSet::apply(llvm::StringRef Original) const {
  std::string Out;
  Out.reserve(Original.size() + Edits.size() * 8);
  size_t Pos = 0;
  for (const Edit &E : Edits) {
    Out.append(Original.data() + Pos, E.Offset - Pos);
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Original.data() + Pos, Original.size() - Pos);
  return Out;
}

std::map<std::string, unsigned> EditSet::countsByRule() const {
  std::map<std::string, unsigned> Counts;
  for (const Edit &E : Edits)
    ++Counts[ruleInfo(E.Rule).Name.str()];
  return Counts;
}

std::vector<Diagnostic> conflictDiagnostics(const EditSet &Kept,
                                            const std::vector<Edit> &Dropped,
                                            llvm::StringRef File,
                                            llvm::StringRef Original) {
  std::vector<Diagnostic> Out;
  for (const Edit &E : Dropped) {
    std::string Winner = "another";
    bool Absorbed = false;
    for (const Edit &K : Kept.edits())
      if (K.Offset < E.Offset + std::max(E.Length, 1u) &&
          E.Offset < K.Offset + std::max(K.Length, 1u)) {
        Winner = "'" + ruleInfo(K.Rule).Name.str() + "'";
        // A deletion takes what other rules did inside it with it (a
        // repeated include line goes, path and all): nothing is lost.
        Absorbed = K.Text.empty() && K.Offset <= E.Offset &&
                   E.Offset + E.Length <= K.Offset + K.Length;
        break;
      }
    if (Absorbed)
      continue;
    Diagnostic D;
    D.Id = DiagId::EditConflict;
    D.Sev = diagInfo(D.Id).Sev;
    D.File = File.str();
    llvm::StringRef Before = Original.take_front(E.Offset);
    D.Line = 1 + Before.count('\n');
    size_t NL = Before.rfind('\n');
    D.Column = NL == llvm::StringRef::npos ? E.Offset + 1 : E.Offset - NL;
    D.Message = formatDiag(
        D.Id, {"'" + ruleInfo(E.Rule).Name.str() + "'", Winner, E.Text});
    Out.push_back(std::move(D));
  }
  return Out;
}

} // namespace cuda2hip
