//===- BuildCommon.h - what Makefiles and CMake files share --*- C++ -*-===//
//
// Both build-file translators meet nvcc options, NVIDIA architectures, paths
// into a CUDA installation and .cu/.cuh file names. The table of nvcc
// options lives here once; each translator decides where the words are and
// what to do with an architecture.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_BUILD_BUILDCOMMON_H
#define CUDA2HIP_LIB_REWRITE_BUILD_BUILDCOMMON_H

#include "cuda2hip/Rewrite/Build.h"
#include "cuda2hip/Rules/Diagnostics.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// What one nvcc command-line word becomes.
struct NvccWord {
  enum Kind {
    Other,   ///< Not an nvcc option this table knows: left as written.
    Arch,    ///< -arch/-gencode: the translator writes the AMD targets.
    Drop,    ///< No meaning for HIP (-lineinfo, -Xptxas ..., -lcudart).
    Replace, ///< Becomes Text (-rdc=true -> -fgpu-rdc).
    Unknown, ///< An nvcc-only option with no translation (c2h-build-flag).
  };
  Kind K = Other;
  std::string Text;          ///< Replace: the HIP spelling.
  bool TakesNext = false;    ///< The next word is this option's value.
  llvm::StringRef ArchValue; ///< Arch: the NVIDIA architecture as written.
  /// Drop: why, when a person should hear of it (c2h-build-flag-removed).
  llvm::StringRef Note;
};

/// Classifies the option T; Next is the word after it, when there is one.
NvccWord classifyNvccWord(llvm::StringRef T,
                          std::optional<llvm::StringRef> Next);

/// sm_80, compute_80, arch=compute_80,code=sm_80, native, all, all-major.
bool isNvidiaArch(llvm::StringRef V);

/// isCudaInstallPath is declared in cuda2hip/Rewrite/Build.h.

/// Calls Replace(offset, length, text) for each .cu and .cuh file name in W
/// (main.cu, %.cu, *.cu, $(src:.cu=.o)): they become .hip and .hpp.
void renameCudaSources(
    llvm::StringRef W,
    llvm::function_ref<void(size_t, size_t, llvm::StringRef)> Replace);

/// A diagnostic at byte Offset of Text (line and column counted from it).
Diagnostic buildFileDiag(llvm::StringRef Display, llvm::StringRef Text,
                         DiagId Id, unsigned Offset,
                         const std::vector<std::string> &Args);

} // namespace cuda2hip

#endif
