//===- SourceFiles.cpp - the one list of source extensions ----------------===//
#include "cuda2hip/Driver/SourceFiles.h"
#include "cuda2hip/Rewrite/Build.h"
#include "llvm/Support/Path.h"

namespace cuda2hip {

FileKind fileKind(llvm::StringRef Path) {
  static const struct {
    llvm::StringLiteral Ext;
    FileKind Kind;
  } Table[] = {
      {".cu", FileKind::CudaSource},  {".cuh", FileKind::CudaHeader},
      {".c", FileKind::HostSource},   {".cc", FileKind::HostSource},
      {".cpp", FileKind::HostSource}, {".cxx", FileKind::HostSource},
      {".C", FileKind::HostSource},   {".h", FileKind::Header},
      {".hh", FileKind::Header},      {".hpp", FileKind::Header},
      {".hxx", FileKind::Header},     {".inl", FileKind::Fragment},
      {".inc", FileKind::Fragment},   {".def", FileKind::Fragment},
      {".hip", FileKind::HipSource},
  };
  llvm::StringRef E = llvm::sys::path::extension(Path);
  for (const auto &Row : Table)
    if (E == Row.Ext)
      return Row.Kind;
  return isBuildFile(Path) ? FileKind::BuildFile : FileKind::Other;
}

bool isCudaFile(llvm::StringRef Path) {
  FileKind K = fileKind(Path);
  return K == FileKind::CudaSource || K == FileKind::CudaHeader;
}

bool isHeaderFile(llvm::StringRef Path) {
  FileKind K = fileKind(Path);
  return K == FileKind::CudaHeader || K == FileKind::Header ||
         K == FileKind::Fragment;
}

bool isUnitFile(llvm::StringRef Path) {
  FileKind K = fileKind(Path);
  return K == FileKind::CudaSource || K == FileKind::HostSource;
}

bool isHostSourceFile(llvm::StringRef Path) {
  return fileKind(Path) == FileKind::HostSource;
}

bool isCudaCandidate(llvm::StringRef Path) {
  return isUnitFile(Path) || isHeaderFile(Path);
}

bool isCodeFile(llvm::StringRef Path) {
  return isCudaCandidate(Path) || fileKind(Path) == FileKind::HipSource;
}

bool isBuildInput(llvm::StringRef Path) {
  return isCodeFile(Path) || fileKind(Path) == FileKind::BuildFile;
}

} // namespace cuda2hip
