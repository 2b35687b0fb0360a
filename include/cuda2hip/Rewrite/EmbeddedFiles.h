//===- EmbeddedFiles.h - files compiled into the binary ---------*- C++ -*-===//
#ifndef CUDA2HIP_REWRITE_EMBEDDEDFILES_H
#define CUDA2HIP_REWRITE_EMBEDDEDFILES_H

namespace cuda2hip {
struct EmbeddedFile {
  const char *Name; ///< File name, no directory.
  const char *Text;
};
/// The bundled CUDA declarations (lib/Headers/bundled), ended by {nullptr}.
extern const EmbeddedFile BundledCudaHeaders[];
/// Parse-support headers (lib/Headers/parse): what nvcc gives host code that
/// Clang's CUDA mode does not. Ended by {nullptr}.
extern const EmbeddedFile ParseSupportHeaders[];
} // namespace cuda2hip

#endif
