//===- CMakeNames.h - CUDA names in CMake and their HIP ones -*- C++ -*-===//
//
// The data of c2h-build-cmake: CUDA:: targets, FindCUDA's library
// variables, CMake's CUDA variables and properties, and the names with no
// HIP counterpart (docs/rules/c2h-build-cmake.md).
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_LIB_REWRITE_BUILD_CMAKENAMES_H
#define CUDA2HIP_LIB_REWRITE_BUILD_CMAKENAMES_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"

namespace cuda2hip {
namespace cmake {

struct HipLibrary {
  llvm::StringRef Target, Package; ///< Package empty: no find_package needed.
};

/// CUDA:: targets of FindCUDAToolkit, by the name after CUDA::.
const llvm::StringMap<HipLibrary> &cudaTargets();
/// Libraries named bare in target_link_libraries (as -l would name them).
const llvm::StringMap<HipLibrary> &bareLibraries();
/// FindCUDA's library variables, referenced as ${NAME}.
const llvm::StringMap<HipLibrary> &libraryVariables();
/// Names that keep their meaning under another name.
const llvm::StringMap<llvm::StringRef> &renamedNames();
/// CMAKE_CUDA_<suffix> variables that CMake's HIP language has too.
bool hipHasLanguageVariable(llvm::StringRef Suffix);
/// set() of these configures nvcc or FindCUDA alone: the command goes.
bool isNvccKnob(llvm::StringRef V);
/// Variables and commands with no HIP counterpart: reported, left as written.
bool hasNoHipCounterpart(llvm::StringRef V);

} // namespace cmake
} // namespace cuda2hip

#endif
