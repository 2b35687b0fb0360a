//===- CMakeParse.h - CMake files as CMake reads them --------*- C++ -*-===//
//
// A CMake file is a list of command invocations; an argument is unquoted,
// quoted or a bracket argument, and comments sit between them. The
// translator edits arguments by their offsets, so the parse keeps them.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_BUILD_CMAKEPARSE_H
#define CUDA2HIP_LIB_REWRITE_BUILD_CMAKEPARSE_H

#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {
namespace cmake {

struct Arg {
  unsigned Offset = 0; ///< The first byte (a quoted argument's quote).
  llvm::StringRef Text;
  enum KindT { Unquoted, Quoted, Bracket } Kind = Unquoted;
  llvm::StringRef value() const {
    return Kind == Quoted ? Text.drop_front().drop_back() : Text;
  }
  unsigned valueOffset() const { return Offset + (Kind == Quoted ? 1 : 0); }
  unsigned end() const { return Offset + Text.size(); }
};

struct Command {
  llvm::StringRef Name;
  std::string Lower;
  unsigned Offset = 0; ///< The name.
  unsigned End = 0;    ///< One past the closing parenthesis.
  std::vector<Arg> Args;
};

bool isBlank(char C);

/// The file's commands; false, with ErrorAt set, where it is not CMake.
bool parseCMake(llvm::StringRef T, std::vector<Command> &Out,
                unsigned &ErrorAt);

} // namespace cmake
} // namespace cuda2hip

#endif
