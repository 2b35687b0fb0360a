//===- SourceFiles.h - what a file is, by its name --------------*- C++ -*-===//
//
// The one list of source extensions. translate (which files of a tree may
// hold CUDA, which are headers), lint (which files it reads), verify (what a
// program's build reads, for the reference cache's key) and dataset (what
// it exports) all ask it, so they agree on every name.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_DRIVER_SOURCEFILES_H
#define CUDA2HIP_DRIVER_SOURCEFILES_H

#include "llvm/ADT/StringRef.h"

namespace cuda2hip {

enum class FileKind {
  Other,
  CudaSource, ///< .cu
  CudaHeader, ///< .cuh
  HostSource, ///< .c .cc .cpp .cxx .C: nvcc compiles them as host code
  Header,     ///< .h .hh .hpp .hxx
  Fragment,   ///< .inl .inc .def: text other sources include
  HipSource,  ///< .hip
  BuildFile,  ///< Makefiles and CMake files (cuda2hip/Rewrite/Build.h)
};

/// What Path is, from its name alone.
FileKind fileKind(llvm::StringRef Path);

/// CUDA's own extensions: .cu or .cuh.
bool isCudaFile(llvm::StringRef Path);
/// A header or an included fragment: .cuh, .h, .hh, .hpp, .hxx, .inl, .inc,
/// .def.
bool isHeaderFile(llvm::StringRef Path);
/// A translation unit of a CUDA program: a .cu file or a host source.
bool isUnitFile(llvm::StringRef Path);
/// A C or C++ source nvcc compiles as host code.
bool isHostSourceFile(llvm::StringRef Path);
/// Code CUDA may be written in: sources, headers and fragments (not .hip).
bool isCudaCandidate(llvm::StringRef Path);
/// Code of any kind, HIP included: what lint reads.
bool isCodeFile(llvm::StringRef Path);
/// What a program's build reads: code and build files.
bool isBuildInput(llvm::StringRef Path);

} // namespace cuda2hip

#endif
