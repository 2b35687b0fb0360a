//===- Tree.h - finding inputs and naming outputs ---------------*- C++ -*-===//
#ifndef CUDA2HIP_LIB_DRIVER_TREE_H
#define CUDA2HIP_LIB_DRIVER_TREE_H

#include "cuda2hip/Driver/Driver.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <map>
#include <optional>
#include <system_error>

namespace cuda2hip {

/// One file to translate.
struct WorkFile {
  std::string Path;     ///< Absolute, normalised.
  std::string Display;  ///< As shown to the user (relative when possible).
  bool IsUnit = false;  ///< Parsed as a translation unit of its own.
  bool BuildFile = false; ///< A Makefile or CMake file (c2h-build-*), never parsed.
  CompileFlags Flags;
  std::string Output;   ///< Absolute output path; empty: standard output.
};

struct InputError {
  std::string Path, Message;
};

/// Expands inputs into work files: files as given, directories recursively
/// (.cu and .cuh, and every other C, C++ or header file that uses CUDA, plus
/// the tree files they include through "..." or <...>), and the entries of
/// a compilation database. Includes found on no include path are looked for
/// in the directory inputs; Notes gets where that happened, and where an include
/// is ambiguous or leaves the tree.
std::vector<WorkFile> collectInputs(const DriverOptions &Opts,
                                    std::vector<InputError> &Errors,
                                    std::vector<Diagnostic> &Notes);

/// Calls Fn with the path of every file (regular or a link) under Dir, as
/// the iterator spells it, leaving out entries whose name starts with a dot
/// and the folder Skip (the output tree, when it lies inside an input).
/// Returns the error that stopped the walk, if any.
std::error_code forEachTreeFile(llvm::StringRef Dir, llvm::StringRef Skip,
                                llvm::function_ref<void(llvm::StringRef)> Fn);

/// True when Text uses CUDA: its keywords and built-in variables, launch
/// chevrons, a CUDA header, or a name the tables know (math excepted).
bool usesCuda(llvm::StringRef Text);

/// Resolves an #include of From: a quoted one against From's directory
/// first, then the -I, -isystem and -idirafter directories in Flags.
/// Returns the absolute path when the file exists.
std::optional<std::string> resolveInclude(llvm::StringRef From,
                                          llvm::StringRef Spelling,
                                          const CompileFlags &Flags,
                                          bool Angled = false);

/// Absolute, normalised, with symlinks resolved where the file exists.
std::string canonicalPath(llvm::StringRef P, llvm::StringRef Base = "");

/// Keeps the flags of a compile command that matter for parsing.
std::vector<std::string> parsingFlags(const std::vector<std::string> &Cmd);

} // namespace cuda2hip

#endif
