//===- Edit.cpp - the one edit applier --------------------------------------===//
#include "cuda2hip/Rewrite/Edit.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <set>
#include <tuple>

namespace cuda2hip {
namespace {
const RuleInfo Rules[] = {
#define C2H_RULE(Enum, Id, Summary) {RuleId::Enum, Id, Summary},
#include "cuda2hip/Rules/Rules.def"
};

clang::tooling::Range rangeOf(const Edit &E) {
  return clang::tooling::Range(E.Offset, E.Length);
}
} // namespace

llvm::ArrayRef<RuleInfo> allRules() { return Rules; }
const RuleInfo &ruleInfo(RuleId Id) { return Rules[static_cast<unsigned>(Id)]; }

bool FileRewriter::overlap(const Edit &A, const Edit &B) {
  // Clang's notion: half-open ranges that share a byte, or an insertion
  // strictly inside a replacement.
  return rangeOf(A).overlapsWith(rangeOf(B));
}

void FileRewriter::add(Edit E) { Pending.push_back({Arrivals++, std::move(E)}); }

void FileRewriter::addAll(const FileRewriter &Other) {
  for (const Edit &E : Other.Kept)
    add(E);
  for (const auto &P : Other.Pending)
    add(P.second);
}

bool FileRewriter::take(const Edit &E, const Edit *Next) {
  // Edits come in offset order, and what was kept does not overlap itself:
  // only the last kept edit, and the next one accepted earlier, can reach E.
  if ((!Kept.empty() && overlap(Kept.back(), E)) || (Next && overlap(E, *Next)))
    return false;
  Kept.push_back(E);
  return true;
}

std::vector<Edit> FileRewriter::normalize() {
  std::vector<Edit> Dropped;
  if (Pending.empty())
    return Dropped;
  std::set<std::pair<unsigned, unsigned>> Superseded;
  for (const auto &P : Pending)
    if (P.second.Supersedes)
      Superseded.insert({P.second.Offset, P.second.Length});
  if (!Superseded.empty())
    llvm::erase_if(Pending, [&](const auto &P) {
      return !P.second.Supersedes &&
             Superseded.count({P.second.Offset, P.second.Length});
    });
  if (TieOrder == Ties::ByText) {
    std::sort(Pending.begin(), Pending.end(),
              [](const auto &A, const auto &B) { return A.second < B.second; });
    Pending.erase(std::unique(Pending.begin(), Pending.end(),
                              [](const auto &A, const auto &B) {
                                return A.second == B.second;
                              }),
                  Pending.end());
  } else {
    // Insertions before the replacement that starts where they do, as
    // tooling::Replacements orders them; otherwise first come, first placed.
    std::sort(Pending.begin(), Pending.end(), [](const auto &A, const auto &B) {
      return std::make_tuple(A.second.Offset, A.second.Length != 0, A.first) <
             std::make_tuple(B.second.Offset, B.second.Length != 0, B.first);
    });
  }
  // Edits accepted earlier (addGroup) take part in the order too.
  std::vector<Edit> Earlier = std::move(Kept);
  Kept.clear();
  size_t J = 0;
  for (auto &[Arrival, E] : Pending) {
    while (J < Earlier.size() && Earlier[J].Offset <= E.Offset)
      Kept.push_back(std::move(Earlier[J++]));
    if (!take(E, J < Earlier.size() ? &Earlier[J] : nullptr))
      Dropped.push_back(std::move(E));
  }
  while (J < Earlier.size())
    Kept.push_back(std::move(Earlier[J++]));
  Pending.clear();
  return Dropped;
}

FileRewriter::Fit FileRewriter::addGroup(llvm::ArrayRef<Edit> Group) {
  bool Clash = false, Covered = true;
  for (const Edit &X : Group) {
    bool In = false;
    for (const Edit &Y : Kept) {
      Clash |= overlap(X, Y);
      In |= Y.Length > 0 && Y.Offset <= X.Offset &&
            X.Offset + X.Length <= Y.Offset + Y.Length;
    }
    Covered &= In;
  }
  // Two edits of the group itself may not overlap either.
  for (size_t I = 0; I < Group.size(); ++I)
    for (size_t J = I + 1; J < Group.size(); ++J)
      Clash |= overlap(Group[I], Group[J]);
  if (Clash)
    return Covered && !Group.empty() ? Fit::Covered : Fit::Clash;
  for (const Edit &X : Group) {
    auto At = std::upper_bound(
        Kept.begin(), Kept.end(), X, [&](const Edit &A, const Edit &B) {
          if (A.Offset != B.Offset)
            return A.Offset < B.Offset;
          if (TieOrder == Ties::ByText)
            return A < B;
          return A.Length == 0 && B.Length != 0; // After equal ties.
        });
    Kept.insert(At, X);
  }
  return Fit::Taken;
}

std::string FileRewriter::rewrittenSlice(llvm::StringRef Original,
                                         unsigned Begin, unsigned End) const {
  std::string Out;
  unsigned Pos = Begin;
  for (const Edit &E : Kept) {
    if (E.Offset < Begin || E.Offset + E.Length > End)
      continue;
    Out.append(Original.data() + Pos, E.Offset - Pos);
    Out += E.Text;
    Pos = E.Offset + E.Length;
  }
  Out.append(Original.data() + Pos, End - Pos);
  return Out;
}

bool FileRewriter::replaceComposed(Edit E) {
  unsigned End = E.Offset + E.Length;
  auto Inside = [&](const Edit &K) {
    bool Insertion = K.Length == 0;
    return Insertion ? E.Offset < K.Offset && K.Offset < End
                     : E.Offset <= K.Offset && K.Offset + K.Length <= End;
  };
  for (const Edit &K : Kept)
    if (!Inside(K) && overlap(K, E))
      return false;
  Kept.erase(std::remove_if(Kept.begin(), Kept.end(), Inside), Kept.end());
  Kept.insert(std::upper_bound(Kept.begin(), Kept.end(), E,
                               [](const Edit &A, const Edit &B) {
                                 return A.Offset < B.Offset;
                               }),
              std::move(E));
  return true;
}

clang::tooling::Replacements
FileRewriter::replacements(llvm::StringRef FilePath) {
  normalize();
  clang::tooling::Replacements R;
  for (size_t I = 0; I < Kept.size();) {
    std::string Text = Kept[I].Text;
    size_t J = I + 1;
    if (Kept[I].Length == 0)
      for (; J < Kept.size() && Kept[J].Offset == Kept[I].Offset &&
             Kept[J].Length == 0;
           ++J)
        Text += Kept[J].Text;
    if (llvm::Error Err = R.add(clang::tooling::Replacement(
            FilePath, Kept[I].Offset, Kept[I].Length, Text)))
      llvm::report_fatal_error("cuda2hip: kept edits overlap: " +
                               llvm::Twine(llvm::toString(std::move(Err))));
    I = J;
  }
  return R;
}

std::string FileRewriter::apply(llvm::StringRef Original) {
  clang::tooling::Replacements R = replacements();
  std::string Out;
  Out.reserve(Original.size() + R.size() * 8);
  unsigned Pos = 0;
  for (const clang::tooling::Replacement &E : R) {
    Out.append(Original.data() + Pos, E.getOffset() - Pos);
    Out += E.getReplacementText();
    Pos = E.getOffset() + E.getLength();
  }
  Out.append(Original.data() + Pos, Original.size() - Pos);
  return Out;
}

std::map<std::string, unsigned> FileRewriter::countsByRule() const {
  std::map<std::string, unsigned> Counts;
  for (const Edit &E : Kept)
    ++Counts[ruleInfo(E.Rule).Name.str()];
  return Counts;
}

std::pair<unsigned, unsigned> lineColumn(llvm::StringRef Text,
                                         unsigned Offset) {
  llvm::StringRef Before = Text.take_front(Offset);
  size_t NL = Before.rfind('\n');
  return {1 + Before.count('\n'),
          NL == llvm::StringRef::npos ? Offset + 1 : Offset - NL};
}

std::vector<Diagnostic> conflictDiagnostics(const FileRewriter &Kept,
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
    auto [Line, Column] = lineColumn(Original, E.Offset);
    Out.push_back(makeDiagnostic(
        DiagId::EditConflict, File.str(), Line, Column,
        {"'" + ruleInfo(E.Rule).Name.str() + "'", Winner, E.Text}));
  }
  return Out;
}

} // namespace cuda2hip
