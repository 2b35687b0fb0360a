//===- Edit.cpp - applying edits -------------------------------------------===//
#include "cuda2hip/Rewrite/Edit.h"
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

} // namespace cuda2hip
