//===- SharedAlignas.cpp - c2h-shared-alignas
//-------------------------------===//
//
// `__shared__ alignas(16) float tile[N];`: nvcc takes `__shared__` for a
// keyword of its own; HIP defines it as a GNU attribute, and Clang rejects a
// C++11 attribute list (alignas) after one ("an attribute list cannot appear
// here"). The alignment goes first, where C++ puts attribute lists, before
// the storage class when there is one:
//
//   __shared__ alignas(16) float tile[N];
//     ->  alignas(16) __shared__ float tile[N];
//   extern __shared__ alignas(16) char smem[];
//     ->  alignas(16) extern __shared__ char smem[];
//
// The same holds for `__constant__` and `__device__` variables.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"

using namespace clang;

namespace cuda2hip {

bool applySharedAlignas(TokenContext &C, size_t I) {
  const auto &T = C.tokens();
  llvm::StringRef Space = T[I].Text;
  if ((Space != "__shared__" && Space != "__constant__" &&
       Space != "__device__") ||
      I + 2 >= T.size() || T[I + 1].Text != "alignas" ||
      !T[I + 2].is(tok::l_paren))
    return false;
  std::optional<TokenCall> Align = C.callAt(I + 1);
  if (!Align)
    return false;
  // The declaration's first word: a storage class written before the space.
  size_t First = I;
  while (First > 0 && !T[First].StartOfLine &&
         (T[First - 1].Text == "extern" || T[First - 1].Text == "static"))
    --First;
  std::string Alignment = C.text(I + 1, Align->RParen).str();
  // The alignment and the blanks after it go; it is written before the
  // declaration's first word.
  size_t After = Align->RParen + 1 < T.size() ? T[Align->RParen + 1].Offset
                                              : T[Align->RParen].end();
  C.replace(T[I + 1].Offset, static_cast<unsigned>(After - T[I + 1].Offset), "",
            RuleId::SharedAlignas);
  C.replace(T[First].Offset, 0, Alignment + " ", RuleId::SharedAlignas);
  return true;
}

} // namespace cuda2hip
