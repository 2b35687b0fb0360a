//===- CMakeNames.cpp - the tables of c2h-build-cmake --------------------===//
#include "CMakeNames.h"
#include "llvm/ADT/StringSet.h"

namespace cuda2hip {
namespace cmake {

const llvm::StringMap<HipLibrary> &cudaTargets() {
  static const llvm::StringMap<HipLibrary> M = {
      {"cudart", {"hip::host", "hip"}},
      {"cudart_static", {"hip::host", "hip"}},
      {"cuda_driver", {"hip::host", "hip"}},
      {"nvrtc", {"hip::host", "hip"}},
      {"cublas", {"roc::hipblas", "hipblas"}},
      {"cublas_static", {"roc::hipblas", "hipblas"}},
      {"cublasLt", {"roc::hipblaslt", "hipblaslt"}},
      {"cublasLt_static", {"roc::hipblaslt", "hipblaslt"}},
      {"curand", {"hip::hiprand", "hiprand"}},
      {"curand_static", {"hip::hiprand", "hiprand"}},
      {"cufft", {"hip::hipfft", "hipfft"}},
      {"cufft_static", {"hip::hipfft", "hipfft"}},
      {"cusparse", {"roc::hipsparse", "hipsparse"}},
      {"cusparse_static", {"roc::hipsparse", "hipsparse"}},
      {"cusolver", {"roc::hipsolver", "hipsolver"}},
      {"cusolver_static", {"roc::hipsolver", "hipsolver"}},
      {"nvToolsExt", {"roctx64", ""}},
      {"nvtx3", {"roctx64", ""}},
  };
  return M;
}

const llvm::StringMap<HipLibrary> &bareLibraries() {
  static const llvm::StringMap<HipLibrary> M = {
      {"cudart", {"hip::host", "hip"}},
      {"cuda", {"hip::host", "hip"}},
      {"cudart_static", {"hip::host", "hip"}},
      {"cublas", {"roc::hipblas", "hipblas"}},
      {"cublasLt", {"roc::hipblaslt", "hipblaslt"}},
      {"curand", {"hip::hiprand", "hiprand"}},
      {"cufft", {"hip::hipfft", "hipfft"}},
      {"cusparse", {"roc::hipsparse", "hipsparse"}},
      {"cusolver", {"roc::hipsolver", "hipsolver"}},
      {"nvrtc", {"hip::host", "hip"}},
      {"nvToolsExt", {"roctx64", ""}},
  };
  return M;
}

const llvm::StringMap<HipLibrary> &libraryVariables() {
  static const llvm::StringMap<HipLibrary> M = {
      {"CUDA_LIBRARIES", {"hip::host", "hip"}},
      {"CUDA_CUDART_LIBRARY", {"hip::host", "hip"}},
      {"CUDA_cudart_static_LIBRARY", {"hip::host", "hip"}},
      {"CUDA_CUDA_LIBRARY", {"hip::host", "hip"}},
      {"CUDA_cuda_LIBRARY", {"hip::host", "hip"}},
      {"CUDA_cudart_LIBRARY", {"hip::host", "hip"}},
      {"CUDA_CUBLAS_LIBRARIES", {"roc::hipblas", "hipblas"}},
      {"CUDA_cublas_LIBRARY", {"roc::hipblas", "hipblas"}},
      {"CUDA_curand_LIBRARY", {"hip::hiprand", "hiprand"}},
      {"CUDA_CUFFT_LIBRARIES", {"hip::hipfft", "hipfft"}},
      {"CUDA_cufft_LIBRARY", {"hip::hipfft", "hipfft"}},
      {"CUDA_cusparse_LIBRARY", {"roc::hipsparse", "hipsparse"}},
      {"CUDA_cusolver_LIBRARY", {"roc::hipsolver", "hipsolver"}},
      {"CUDA_nvToolsExt_LIBRARY", {"roctx64", ""}},
  };
  return M;
}

const llvm::StringMap<llvm::StringRef> &renamedNames() {
  static const llvm::StringMap<llvm::StringRef> M = {
      {"CUDA_ARCHITECTURES", "HIP_ARCHITECTURES"},
      {"CUDA_STANDARD", "HIP_STANDARD"},
      {"CUDA_STANDARD_REQUIRED", "HIP_STANDARD_REQUIRED"},
      {"CUDA_EXTENSIONS", "HIP_EXTENSIONS"},
      {"CUDA_VISIBILITY_PRESET", "HIP_VISIBILITY_PRESET"},
      {"CUDA_COMPILER_LAUNCHER", "HIP_COMPILER_LAUNCHER"},
      {"CUDA_CLANG_TIDY", "HIP_CLANG_TIDY"},
      {"CUDA_FOUND", "hip_FOUND"},
      {"CUDAToolkit_FOUND", "hip_FOUND"},
      {"CUDA_INCLUDE_DIRS", "hip_INCLUDE_DIRS"},
      {"CUDAToolkit_INCLUDE_DIRS", "hip_INCLUDE_DIRS"},
      {"CUDA_TOOLKIT_INCLUDE", "hip_INCLUDE_DIRS"},
      {"CMAKE_CUDA_TOOLKIT_INCLUDE_DIRECTORIES", "hip_INCLUDE_DIRS"},
      {"CUDA_NVCC_FLAGS", "HIP_HIPCC_FLAGS"},
      {"CUDA_NVCC_FLAGS_DEBUG", "HIP_HIPCC_FLAGS_DEBUG"},
      {"CUDA_NVCC_FLAGS_RELEASE", "HIP_HIPCC_FLAGS_RELEASE"},
      {"CUDA_NVCC_FLAGS_RELWITHDEBINFO", "HIP_HIPCC_FLAGS_RELWITHDEBINFO"},
      {"CUDA_NVCC_FLAGS_MINSIZEREL", "HIP_HIPCC_FLAGS_MINSIZEREL"},
  };
  return M;
}

bool hipHasLanguageVariable(llvm::StringRef Suffix) {
  static const llvm::StringSet<> S = {"ARCHITECTURES",
                                      "STANDARD",
                                      "STANDARD_REQUIRED",
                                      "EXTENSIONS",
                                      "FLAGS",
                                      "FLAGS_DEBUG",
                                      "FLAGS_RELEASE",
                                      "FLAGS_RELWITHDEBINFO",
                                      "FLAGS_MINSIZEREL",
                                      "FLAGS_INIT",
                                      "FLAGS_DEBUG_INIT",
                                      "FLAGS_RELEASE_INIT",
                                      "COMPILER",
                                      "COMPILER_ID",
                                      "COMPILER_LOADED",
                                      "COMPILER_LAUNCHER",
                                      "VISIBILITY_PRESET",
                                      "CLANG_TIDY",
                                      "SOURCE_FILE_EXTENSIONS",
                                      "OUTPUT_EXTENSION",
                                      "STANDARD_DEFAULT",
                                      "IMPLICIT_INCLUDE_DIRECTORIES",
                                      "IMPLICIT_LINK_DIRECTORIES",
                                      "IMPLICIT_LINK_LIBRARIES",
                                      "LINK_EXECUTABLE",
                                      "CREATE_SHARED_LIBRARY",
                                      "COMPILE_OBJECT",
                                      "ARCHIVE_CREATE",
                                      "ARCHIVE_APPEND",
                                      "ARCHIVE_FINISH"};
  return S.count(Suffix);
}

bool isNvccKnob(llvm::StringRef V) {
  static const llvm::StringSet<> S = {"CUDA_PROPAGATE_HOST_FLAGS",
                                      "CUDA_HOST_COMPILER",
                                      "CUDA_VERBOSE_BUILD",
                                      "CUDA_64_BIT_DEVICE_CODE",
                                      "CUDA_ATTACH_VS_BUILD_RULE_TO_CUDA_FILE",
                                      "CUDA_BUILD_CUBIN",
                                      "CUDA_BUILD_EMULATION",
                                      "CUDA_GENERATED_OUTPUT_DIR",
                                      "CUDA_HOST_COMPILATION_CPP",
                                      "CUDA_USE_STATIC_CUDA_RUNTIME",
                                      "CUDA_LINK_LIBRARIES_KEYWORD",
                                      "CUDA_TOOLKIT_ROOT_DIR",
                                      "CUDAToolkit_ROOT",
                                      "CMAKE_CUDA_HOST_COMPILER",
                                      "CMAKE_CUDA_RUNTIME_LIBRARY",
                                      "CMAKE_CUDA_RESOLVE_DEVICE_SYMBOLS",
                                      "CMAKE_CUDA_COMPILER"};
  return S.count(V);
}

bool hasNoHipCounterpart(llvm::StringRef V) {
  static const llvm::StringSet<> S = {
      "CUDA_VERSION",
      "CUDA_VERSION_MAJOR",
      "CUDA_VERSION_MINOR",
      "CUDA_VERSION_STRING",
      "CUDAToolkit_VERSION",
      "CUDAToolkit_VERSION_MAJOR",
      "CUDAToolkit_VERSION_MINOR",
      "CUDAToolkit_VERSION_PATCH",
      "CUDAToolkit_NVCC_EXECUTABLE",
      "CUDA_NVCC_EXECUTABLE",
      "CUDAToolkit_BIN_DIR",
      "CUDAToolkit_TARGET_DIR",
      "CUDAToolkit_LIBRARY_ROOT",
      "CUDAToolkit_LIBRARY_DIR",
      "CUDA_SDK_ROOT_DIR",
      "CUDA_TOOLKIT_TARGET_DIR",
      "CUDA_TOOLKIT_ROOT_DIR",
      "CUDA_cupti_LIBRARY",
      "CUDA_PTX_COMPILATION",
      "CUDA_CUBIN_COMPILATION",
      "CUDA_FATBIN_COMPILATION",
      "CUDA_OPTIX_COMPILATION",
      "CMAKE_CUDA_HOST_COMPILER",
      "CUDA_HOST_COMPILER",
      "CUDA_COMPILER_VERSION",
      "cuda_compile",
      "cuda_compile_ptx",
      "cuda_compile_fatbin",
      "cuda_compile_cubin",
      "cuda_wrap_srcs",
      "cuda_build_clean_target",
      "cuda_select_nvcc_arch_flags",
      "cuda_detect_installed_gpus",
      "cuda_link_separable_compilation_objects",
      "cuda_compute_separable_compilation_object_file_name"};
  return S.count(V);
}

} // namespace cmake
} // namespace cuda2hip
