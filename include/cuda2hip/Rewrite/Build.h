//===- Build.h - translating build files ------------------------*- C++ -*-===//
//
// A CUDA project's Makefiles and CMake files name nvcc, NVIDIA
// architectures, nvcc-only options, CUDA libraries and .cu files.
// translateMakefile and translateCMake rewrite exactly those words, keeping
// everything else byte for byte, and report what they cannot translate
// (docs/rules/c2h-build-make.md, docs/rules/c2h-build-cmake.md).
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
  FileRewriter Edits;
  std::vector<Diagnostic> Diags;
};

/// A path inside a CUDA installation (/usr/local/cuda/include,
/// $(CUDA_PATH)/lib64, ${CUDA_HOME}/include): the toolkit's, not a program's.
bool isCudaInstallPath(llvm::StringRef P);

/// Whether a file is a Makefile (Makefile, makefile, GNUmakefile, *.mk).
bool isMakefile(llvm::StringRef Path);

BuildFileResult translateMakefile(llvm::StringRef Display, llvm::StringRef Text,
                                  const BuildOptions &O);

/// Whether a file is a CMake file (CMakeLists.txt, *.cmake outside a build
/// tree's CMakeFiles).
bool isCMakeFile(llvm::StringRef Path);

/// A CUDA CMake project's file becomes a HIP one: CMake's HIP language,
/// HIP_ARCHITECTURES, the HIP libraries' packages and targets.
BuildFileResult translateCMake(llvm::StringRef Display, llvm::StringRef Text,
                               const BuildOptions &O);

/// A Makefile or a CMake file.
inline bool isBuildFile(llvm::StringRef Path) { return isMakefile(Path) || isCMakeFile(Path); }

} // namespace cuda2hip

#endif
