//===- Words.h - whole words in text ----------------------------*- C++ -*-===//
//
// A search for a word that is not part of a longer identifier: 'const' in
// 'unsigned const int' but not in 'constant', '__global__' in a source line,
// 'PASS' in a program's output. Shared by the warp analysis, the toolchain's
// look at a unit's device code and verify's reading of printed verdicts.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_SUPPORT_WORDS_H
#define CUDA2HIP_SUPPORT_WORDS_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

namespace cuda2hip {

/// A character of an identifier: a letter, a digit or '_'.
inline bool isWordChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// Does Text hold Word with no identifier character on either side?
inline bool hasWord(llvm::StringRef Text, llvm::StringRef Word) {
  if (Word.empty())
    return false;
  for (size_t At = Text.find(Word); At != llvm::StringRef::npos;
       At = Text.find(Word, At + 1)) {
    size_t End = At + Word.size();
    if ((At == 0 || !isWordChar(Text[At - 1])) &&
        (End >= Text.size() || !isWordChar(Text[End])))
      return true;
  }
  return false;
}

} // namespace cuda2hip

#endif
