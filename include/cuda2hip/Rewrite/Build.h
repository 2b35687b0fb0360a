//===- Build.h - translating build files ------------------------*- C++ -*-===//
//
// A CUDA project's Makefiles name nvcc, NVIDIA architectures, nvcc-only
// options, CUDA libraries and .cu files. translateMakefile rewrites exactly
// those words, keeping everything else byte for byte, and reports what it
// cannot translate (docs/rules/c2h-build-make.md).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWRITE_BUILD_H
#define CUDA2HIP_REWRITE_BUILD_H

#include "cuda2hip/Rewrite/Edit.h"
#include "cuda2hip/Rules/Diagnostics.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace cuda2hip {

struct BuildOptions {
  /// AMD targets that replace NVIDIA architectures (-arch, -gencode).
  std::vector<std::string> OffloadArchs = {"gfx90a", "gfx1030"};
  /// .cu and .cuh names become .hip and .hpp (the tree's renaming policy).
  bool RenameSources = false;
};

struct BuildFileResult {
  EditSet Edits;
  std::vector<Diagnostic> Diags;
};

/// Whether a file is a Makefile (Makefile, makefile, GNUmakefile, *.mk).
bool isMakefile(llvm::StringRef Path);

BuildFileResult translateMakefile(llvm::StringRef Display, llvm::StringRef Text,
                                  const BuildOptions &O);

} // namespace cuda2hip

#endif
