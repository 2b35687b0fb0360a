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
// `lines=TEXT` compares only the lines that contain TEXT, in any case (a
// checksum line among timings). A program that declares nothing for stdout
// still has its checksums compared: the first number after each "checksum".
//
// Many programs check themselves and say so in what they print, exiting 0
// either way. A run that prints a failure word (FAIL, FAILED) fails, and a
// run's pass and failure words must be the reference's, in order:
//
//   // cuda2hip-verify: verdict pass=OK fail=MISMATCH   (this program's words)
//   // cuda2hip-verify: verdict off                     (exit status alone)
//
// Without a declaration for stdout, every number the program prints is
// compared (Numbers.h); its tolerance can be declared, and a program whose
// only check is its exit status says so:
//
//   // cuda2hip-verify: compare numbers tolerance=rel:1e-3 tolerance=abs:1e-6
//   // cuda2hip-verify: compare exit
//
// A program whose own check fails at sizes other than its defaults (a
// checksum table) has its exit status compared with the reference's
// instead of taken as a verdict:
//
//   // cuda2hip-verify: compare exit=same
//
// Emulated runs are slow; a program can give them smaller arguments:
//
//   // cuda2hip-verify: emu-args 64 2
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_VERIFY_COMPARE_H
#define CUDA2HIP_LIB_VERIFY_COMPARE_H

#include "Numbers.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
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
  std::string Lines; ///< Only lines containing this (empty: every line).
};

/// The words a program prints to tell how its own check went.
struct PrintedVerdict {
  bool On = true;
  std::vector<std::string> Pass = {"PASS", "PASSED"};
  std::vector<std::string> Fail = {"FAIL", "FAILED"};
};

struct Directives {
  std::vector<DeclaredOutput> Outputs;
  /// compare exit: the exit status is the program's own check, so a run
  /// that compares nothing else still compares something.
  bool ExitStatus = false;
  /// compare exit=same: a non-zero exit status is an output like any other,
  /// not a failure: a run passes with the reference's, whatever it is (a
  /// program whose own check knows only its default sizes exits non-zero
  /// at the smaller sizes of emulated runs).
  bool ExitSame = false;
  /// compare numbers tolerance=rel:X tolerance=abs:Y: the tolerance of the
  /// default comparison (every number printed, Numbers.h).
  NumberTolerance Numbers;
  PrintedVerdict Verdict;
  /// emu-args: the arguments of emulated runs, where the program gives them.
  std::optional<std::vector<std::string>> EmuArgs;
};

/// The declarations in Source (added to D); malformed ones are described
/// in Errors.
void parseDirectives(llvm::StringRef Source, Directives &D,
                     std::vector<std::string> &Errors);

/// The pass and failure words of Out, in order (whole words, as declared).
std::vector<std::string> verdictWords(llvm::StringRef Out,
                                      const PrintedVerdict &V);

/// The first line of Out holding a failure word, if any.
std::optional<std::string> failureLine(llvm::StringRef Out,
                                       const PrintedVerdict &V);

/// The lines of Text that contain Needle, in any case (Text itself when
/// Needle is empty).
std::string selectLines(llvm::StringRef Text, llvm::StringRef Needle);

/// What a program prints as its checksum: for each line that says
/// "checksum" (in any case), the first number after it, as a line
/// "checksum VALUE". A run must print the reference's, within
/// kChecksumTolerance, unless the program declares how its stdout compares.
std::string checksumValues(llvm::StringRef Out);
inline const Tolerance kChecksumTolerance = {Tolerance::Rel, 1e-5};

/// Empty when Got matches Want within T, else the first difference.
std::string compareOutputs(llvm::StringRef Want, llvm::StringRef Got,
                           const Tolerance &T);

} // namespace cuda2hip

#endif
