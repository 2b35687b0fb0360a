//===- Compare.h - outputs a program declares, and their tolerance -*- C++
//-*-===//
//
// A program may declare outputs to compare with the reference run, in a
// comment anywhere in its source:
//
//   // cuda2hip-verify: compare stdout tolerance=rel:1e-5
//   // cuda2hip-verify: compare file=result.txt tolerance=ulp:4
//
// Outputs are compared token by token (split at white space and around
// the punctuation , ; : = ( ) [ ] { }). Two tokens
// that are both numbers match within the tolerance: abs:X (|a-b| <= X),
// rel:X (|a-b| <= X * max(|a|,|b|)) or ulp:N (at most N float32 steps
// apart); any other tokens must be equal. Without a tolerance, equal text.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_VERIFY_COMPARE_H
#define CUDA2HIP_LIB_VERIFY_COMPARE_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

struct Tolerance {
  enum Kind { Exact, Abs, Rel, Ulp } K = Exact;
  double Value = 0;
  std::string str() const;
};

struct DeclaredOutput {
  std::string What; ///< "stdout", or a file the program writes (relative).
  Tolerance Tol;
};

/// The declarations in Source; malformed ones are described in Errors.
std::vector<DeclaredOutput> parseDirectives(llvm::StringRef Source,
                                            std::vector<std::string> &Errors);

/// Empty when Got matches Want within T, else the first difference.
std::string compareOutputs(llvm::StringRef Want, llvm::StringRef Got,
                           const Tolerance &T);

} // namespace cuda2hip

#endif
