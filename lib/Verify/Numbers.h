//===- Numbers.h - the default comparison: every number printed -*- C++ -*-===//
//
// A program that declares nothing about its standard output is compared
// with the reference number by number. Each line that holds a number is
// reduced to its skeleton (the line with every number made '#', runs of
// blanks made one), and the k-th line of a skeleton in the run is set
// beside the k-th line of that skeleton in the reference:
//
//   reference   "sum = 4950, time 1.25 ms"   skeleton "sum = #, time # ms"
//   run         "sum = 4951, time 1.31 ms"   -> "sum": 4950 against 4951
//
// Two numbers match when both are integers and equal, or when they are
// within the relative or the absolute tolerance of each other (NaN matches
// NaN). What is left out, and counted apart:
//   - varying: a number that differs between two runs of the reference
//     (a timing, an address, a random seed from the clock), or every number
//     of a skeleton the two runs print a different number of times;
//   - timing: a number that differs in the run and is a timing (followed by
//     a unit of time or rate, "12 ms", "3.5 GB/s", or next to a word such
//     as "time", "elapsed" or "throughput");
//   - warp size: 32 in the reference and the run's wave width in the run,
//     on a line that says "warp" or "wave" (a device query printing the
//     property; a warp size that leaks into what the program computes shows
//     in the other numbers it prints).
// A skeleton the run prints a different number of times than the
// reference, or one the reference never prints, is a difference.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_VERIFY_NUMBERS_H
#define CUDA2HIP_LIB_VERIFY_NUMBERS_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

struct NumberTolerance {
  double Rel = 1e-5;
  double Abs = 1e-9;
  std::string str() const;
};

/// What the default comparison of two standard outputs found.
struct NumberComparison {
  std::string Diff;    ///< The first difference; empty when they match.
  unsigned Values = 0; ///< Numbers compared (and matching).
  unsigned Lines = 0;  ///< Reference lines those numbers are on.
  std::vector<unsigned> LineNumbers; ///< Those lines (1-based), in order.
  unsigned Varying = 0, Timings = 0, WarpSize = 0, Versions = 0; ///< Left out, by cause.
  /// "14 numbers on 3 lines (2-4; left out: 2 that vary between two runs
  /// of the reference)".
  std::string summary() const;
};

/// Every number Got prints against the reference's Ref. Ref2 is a second
/// run of the reference (HasRef2 false: none was made). Wave is the run's
/// wave width.
NumberComparison compareNumbers(llvm::StringRef Ref, llvm::StringRef Ref2,
                                bool HasRef2, llvm::StringRef Got,
                                unsigned Wave, const NumberTolerance &T);

} // namespace cuda2hip

#endif
