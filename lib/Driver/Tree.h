//===- Tree.h - finding inputs and naming outputs ---------------*- C++ -*-===//
#ifndef CUDA2HIP_LIB_DRIVER_TREE_H
#define CUDA2HIP_LIB_DRIVER_TREE_H

#include "cuda2hip/Driver/Driver.h"
#include <map>
#include <optional>

namespace cuda2hip {

/// One file to translate.
struct WorkFile {
  std::string Path;     ///< Absolute, normalised.
  std::string Display;  ///< As shown to the user (relative when possible).
  bool IsUnit = false;  ///< Parsed as a translation unit of its own.
  CompileFlags Flags;
  std::string Output;   ///< Absolute output path; empty: standard output.
};

struct InputError {
  std::string Path, Message;
};

/// Expands inputs into work files: files as given, directories recursively
/// (.cu and .cuh, plus the headers they include from inside the tree), and
/// the entries of a compilation database.
std::vector<WorkFile> collectInputs(const DriverOptions &Opts,
                                    std::vector<InputError> &Errors);

/// Resolves a quoted #include of From against From's directory and the -I
/// directories in Flags. Returns the absolute path when the file exists.
std::optional<std::string> resolveInclude(llvm::StringRef From,
                                          llvm::StringRef Spelling,
                                          const CompileFlags &Flags);

/// Absolute, normalised, with symlinks resolved where the file exists.
std::string canonicalPath(llvm::StringRef P, llvm::StringRef Base = "");

/// Keeps the flags of a compile command that matter for parsing.
std::vector<std::string> parsingFlags(const std::vector<std::string> &Cmd);

} // namespace cuda2hip

#endif
