//===- RegisterStorage.cpp - c2h-register-storage
//---------------------------===//
//
// `register` as a storage class: nvcc (with a g++ host compiler) accepts it
// in C++17 with a warning, Clang rejects it ("ISO C++17 does not allow
// 'register' storage class specifier"), so hipcc cannot build the file. It
// has meant nothing to a compiler for decades; the keyword goes, with the
// blanks after it:
//
//   register int i = threadIdx.x;   ->   int i = threadIdx.x;
//
// A `register` not followed by a word on its line (pasted by a macro) is
// left alone.
//
//===----------------------------------------------------------------------===//
#include "../TokenContext.h"

using namespace clang;

namespace cuda2hip {

bool applyRegisterStorage(TokenContext &C, size_t I) {
  const auto &T = C.tokens();
  if (T[I].Text != "register" || I + 1 >= T.size() || !T[I + 1].isIdent() ||
      T[I + 1].StartOfLine)
    return false;
  // A keyword in C and C++ alike: followed by a word on its line, it is the
  // storage class (in a macro body too, after the parameter list).
  C.replace(T[I].Offset, T[I + 1].Offset - T[I].Offset, "",
            RuleId::RegisterStorage);
  return true;
}

} // namespace cuda2hip
