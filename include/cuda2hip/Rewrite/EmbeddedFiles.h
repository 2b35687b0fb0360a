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
/// The helpers translations carry (lib/Rules/Helpers, registered in
/// lib/Rules/Helpers.def), named by their path there. Ended by {nullptr}.
extern const EmbeddedFile HelperHeaders[];
} // namespace cuda2hip

#endif
