/* cuda2hip emulator: a subset of cuBLAS (cublas_v2.h; hipblas/hipblas.h
 * reaches the same functions through the generated hipblasX -> cublasX
 * names).
 *
 * The emulator's device memory is host memory, so each call runs to
 * completion on the calling thread, in the order the program makes it, with
 * the plain loops of the reference BLAS: column-major, results accumulated
 * in double (int32 for integer GEMM) and rounded once. A program that checks
 * its own results therefore checks this subset too; verify compares what the
 * CUDA program and its translation do with it, not NVIDIA's or AMD's
 * library. A call outside the subset fails the emulator build, which verify
 * reports as unsupported, naming the call. Arguments are checked as cuBLAS
 * documents; a bad one returns CUBLAS_STATUS_INVALID_VALUE. */
#ifndef CUDA2HIP_EMU_BLAS_H
#define CUDA2HIP_EMU_BLAS_H

#include "cuda2hip_emu.h"
#include "cuda2hip_emu_bf16.h"
#include "cuda2hip_emu_fp16.h"
#include "library_types.h"
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <vector>

typedef enum {
  CUBLAS_STATUS_SUCCESS = 0,
  CUBLAS_STATUS_NOT_INITIALIZED = 1,
  CUBLAS_STATUS_ALLOC_FAILED = 3,
  CUBLAS_STATUS_INVALID_VALUE = 7,
  CUBLAS_STATUS_ARCH_MISMATCH = 8,
  CUBLAS_STATUS_MAPPING_ERROR = 11,
  CUBLAS_STATUS_EXECUTION_FAILED = 13,
  CUBLAS_STATUS_INTERNAL_ERROR = 14,
  CUBLAS_STATUS_NOT_SUPPORTED = 15,
  CUBLAS_STATUS_LICENSE_ERROR = 16
} cublasStatus_t;
typedef enum {
  CUBLAS_OP_N = 0,
  CUBLAS_OP_T = 1,
  CUBLAS_OP_C = 2,
  CUBLAS_OP_HERMITAN = 2,
  CUBLAS_OP_CONJG = 3
} cublasOperation_t;
typedef enum { CUBLAS_POINTER_MODE_HOST = 0, CUBLAS_POINTER_MODE_DEVICE = 1 } cublasPointerMode_t;
typedef enum {
  CUBLAS_FILL_MODE_LOWER = 0,
  CUBLAS_FILL_MODE_UPPER = 1,
  CUBLAS_FILL_MODE_FULL = 2
} cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
typedef enum { CUBLAS_ATOMICS_NOT_ALLOWED = 0, CUBLAS_ATOMICS_ALLOWED = 1 } cublasAtomicsMode_t;
typedef enum {
  CUBLAS_DEFAULT_MATH = 0,
  CUBLAS_TENSOR_OP_MATH = 1,
  CUBLAS_PEDANTIC_MATH = 2,
  CUBLAS_TF32_TENSOR_OP_MATH = 3,
  CUBLAS_MATH_DISALLOW_REDUCED_PRECISION_REDUCTION = 16
} cublasMath_t;
typedef enum {
  CUBLAS_COMPUTE_16F = 64,
  CUBLAS_COMPUTE_16F_PEDANTIC = 65,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_COMPUTE_32F_PEDANTIC = 69,
  CUBLAS_COMPUTE_32F_FAST_16F = 74,
  CUBLAS_COMPUTE_32F_FAST_16BF = 75,
  CUBLAS_COMPUTE_32F_FAST_TF32 = 77,
  CUBLAS_COMPUTE_64F = 70,
  CUBLAS_COMPUTE_64F_PEDANTIC = 71,
  CUBLAS_COMPUTE_32I = 72,
  CUBLAS_COMPUTE_32I_PEDANTIC = 73
} cublasComputeType_t;
typedef enum {
  CUBLAS_GEMM_DEFAULT = -1,
  CUBLAS_GEMM_ALGO0 = 0,
  CUBLAS_GEMM_ALGO1 = 1,
  CUBLAS_GEMM_ALGO2 = 2,
  CUBLAS_GEMM_ALGO3 = 3,
  CUBLAS_GEMM_ALGO4 = 4,
  CUBLAS_GEMM_ALGO5 = 5,
  CUBLAS_GEMM_ALGO6 = 6,
  CUBLAS_GEMM_ALGO7 = 7,
  CUBLAS_GEMM_DEFAULT_TENSOR_OP = 99,
  CUBLAS_GEMM_DFALT_TENSOR_OP = 99,
  CUBLAS_GEMM_ALGO0_TENSOR_OP = 100,
  CUBLAS_GEMM_ALGO1_TENSOR_OP = 101
} cublasGemmAlgo_t;
typedef cudaDataType cublasDataType_t;

struct cublasContext {
  cudaStream_t Stream = nullptr;
  cublasPointerMode_t PointerMode = CUBLAS_POINTER_MODE_HOST;
  cublasMath_t Math = CUBLAS_DEFAULT_MATH;
  cublasAtomicsMode_t Atomics = CUBLAS_ATOMICS_NOT_ALLOWED;
};
typedef cublasContext *cublasHandle_t;

namespace cuda2hip {
namespace emu {
namespace blas {

/// Scalars and elements as double, and back, for each element type.
inline double get(float X) { return X; }
inline double get(double X) { return X; }
inline double get(__half X) { return __c2h_d(X); }
inline double get(__nv_bfloat16 X) { return static_cast<float>(X); }
template <class T> T put(double X) { return static_cast<T>(X); }
template <> inline __half put<__half>(double X) { return __c2h_h(X); }
template <> inline __nv_bfloat16 put<__nv_bfloat16>(double X) {
  return __float2bfloat16(static_cast<float>(X));
}

inline bool transposes(cublasOperation_t Op) { return Op != CUBLAS_OP_N; }
inline bool validOp(cublasOperation_t Op) {
  return Op == CUBLAS_OP_N || Op == CUBLAS_OP_T || Op == CUBLAS_OP_C;
}

/// Element (I, J) of op(A), A column-major with leading dimension Ld.
template <class T> T at(const T *A, long Ld, cublasOperation_t Op, long I, long J) {
  return transposes(Op) ? A[J + I * Ld] : A[I + J * Ld];
}

/// The argument checks cublas<t>gemm documents.
inline bool gemmArgsValid(cublasOperation_t Ta, cublasOperation_t Tb, int M, int N, int K,
                          int Lda, int Ldb, int Ldc) {
  if (!validOp(Ta) || !validOp(Tb) || M < 0 || N < 0 || K < 0)
    return false;
  int RowsA = transposes(Ta) ? K : M, RowsB = transposes(Tb) ? N : K;
  return Lda >= std::max(1, RowsA) && Ldb >= std::max(1, RowsB) && Ldc >= std::max(1, M);
}

/// C = alpha op(A) op(B) + beta C. C is not read when beta is zero, as
/// cuBLAS documents (it may hold NaN).
template <class TA, class TB, class TC>
void gemm(cublasOperation_t Ta, cublasOperation_t Tb, int M, int N, int K, double Alpha,
          const TA *A, int Lda, const TB *B, int Ldb, double Beta, TC *C, int Ldc) {
  for (long J = 0; J < N; ++J)
    for (long I = 0; I < M; ++I) {
      double Sum = 0;
      for (long L = 0; L < K; ++L)
        Sum += get(at(A, Lda, Ta, I, L)) * get(at(B, Ldb, Tb, L, J));
      double Old = Beta == 0 ? 0 : Beta * get(C[I + J * long(Ldc)]);
      C[I + J * long(Ldc)] = put<TC>(Alpha * Sum + Old);
    }
}

/// Integer GEMM (int8 in, int32 out): exact, wrapping as the hardware does.
inline void gemmInt8(cublasOperation_t Ta, cublasOperation_t Tb, int M, int N, int K,
                     int32_t Alpha, const int8_t *A, int Lda, const int8_t *B, int Ldb,
                     int32_t Beta, int32_t *C, int Ldc) {
  for (long J = 0; J < N; ++J)
    for (long I = 0; I < M; ++I) {
      uint32_t Sum = 0;
      for (long L = 0; L < K; ++L)
        Sum += uint32_t(int32_t(at(A, Lda, Ta, I, L)) * int32_t(at(B, Ldb, Tb, L, J)));
      uint32_t Old = Beta == 0 ? 0 : uint32_t(Beta) * uint32_t(C[I + J * long(Ldc)]);
      C[I + J * long(Ldc)] = int32_t(uint32_t(Alpha) * Sum + Old);
    }
}

/// First element of a vector of N with stride Inc: BLAS starts a negative
/// stride at the far end.
template <class T> T *first(T *X, int N, int Inc) {
  return Inc >= 0 ? X : X + long(1 - N) * Inc;
}

/// The element size of a data type, or 0 for one the subset does not take.
inline size_t typeSize(cudaDataType T) {
  switch (T) {
  case CUDA_R_8I: case CUDA_R_8U: return 1;
  case CUDA_R_16F: case CUDA_R_16BF: return 2;
  case CUDA_R_32F: case CUDA_R_32I: return 4;
  case CUDA_R_64F: return 8;
  default: return 0;
  }
}
inline double load(const void *P, cudaDataType T, long I) {
  switch (T) {
  case CUDA_R_8I: return static_cast<const int8_t *>(P)[I];
  case CUDA_R_8U: return static_cast<const uint8_t *>(P)[I];
  case CUDA_R_16F: return get(static_cast<const __half *>(P)[I]);
  case CUDA_R_16BF: return get(static_cast<const __nv_bfloat16 *>(P)[I]);
  case CUDA_R_32F: return static_cast<const float *>(P)[I];
  case CUDA_R_32I: return static_cast<const int32_t *>(P)[I];
  default: return static_cast<const double *>(P)[I];
  }
}
inline void store(void *P, cudaDataType T, long I, double V) {
  switch (T) {
  case CUDA_R_16F: static_cast<__half *>(P)[I] = put<__half>(V); break;
  case CUDA_R_16BF: static_cast<__nv_bfloat16 *>(P)[I] = put<__nv_bfloat16>(V); break;
  case CUDA_R_32F: static_cast<float *>(P)[I] = static_cast<float>(V); break;
  case CUDA_R_32I: static_cast<int32_t *>(P)[I] = static_cast<int32_t>(V); break;
  default: static_cast<double *>(P)[I] = V; break;
  }
}
/// A scalar (alpha, beta) of a compute type, as double.
inline double scalar(const void *P, cublasComputeType_t C) {
  switch (C) {
  case CUBLAS_COMPUTE_16F: case CUBLAS_COMPUTE_16F_PEDANTIC:
    return get(*static_cast<const __half *>(P));
  case CUBLAS_COMPUTE_64F: case CUBLAS_COMPUTE_64F_PEDANTIC:
    return *static_cast<const double *>(P);
  case CUBLAS_COMPUTE_32I: case CUBLAS_COMPUTE_32I_PEDANTIC:
    return *static_cast<const int32_t *>(P);
  default:
    return *static_cast<const float *>(P);
  }
}

/// LU with partial pivoting of one N x N matrix, as LAPACK's getrf: P A =
/// L U, pivots 1-based (none when Piv is null), Info the first zero pivot.
template <class T> void getrf(int N, T *A, int Lda, int *Piv, int *Info) {
  *Info = 0;
  auto E = [&](long I, long J) -> T & { return A[I + J * long(Lda)]; };
  for (long J = 0; J < N; ++J) {
    long P = J;
    if (Piv) {
      for (long I = J + 1; I < N; ++I)
        if (std::fabs(E(I, J)) > std::fabs(E(P, J)))
          P = I;
      Piv[J] = static_cast<int>(P + 1);
    }
    if (E(P, J) == T(0)) {
      if (!*Info)
        *Info = static_cast<int>(J + 1);
      continue;
    }
    if (P != J)
      for (long L = 0; L < N; ++L)
        std::swap(E(J, L), E(P, L));
    for (long I = J + 1; I < N; ++I)
      E(I, J) /= E(J, J);
    for (long L = J + 1; L < N; ++L)
      for (long I = J + 1; I < N; ++I)
        E(I, L) -= E(I, J) * E(J, L);
  }
}

} // namespace blas
} // namespace emu
} // namespace cuda2hip

/* Handles and modes. */
inline cublasStatus_t cublasCreate(cublasHandle_t *H) {
  if (!H)
    return CUBLAS_STATUS_INVALID_VALUE;
  *H = new cublasContext;
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasDestroy(cublasHandle_t H) {
  if (!H)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  delete H;
  return CUBLAS_STATUS_SUCCESS;
}
/* A handle's settings, each with a setter and a getter (the generated HIP
 * names are found by these spellings): cublasSetStream cublasGetStream
 * cublasSetPointerMode cublasGetPointerMode cublasSetMathMode
 * cublasGetMathMode cublasSetAtomicsMode cublasGetAtomicsMode. */
#define C2H_BLAS_SETTING(NAME, T, FIELD)                                       \
  inline cublasStatus_t cublasSet##NAME(cublasHandle_t H, T V) {               \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    H->FIELD = V;                                                              \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublasGet##NAME(cublasHandle_t H, T *V) {              \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    *V = H->FIELD;                                                             \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }
C2H_BLAS_SETTING(Stream, cudaStream_t, Stream)
C2H_BLAS_SETTING(PointerMode, cublasPointerMode_t, PointerMode)
C2H_BLAS_SETTING(MathMode, cublasMath_t, Math)
C2H_BLAS_SETTING(AtomicsMode, cublasAtomicsMode_t, Atomics)
#undef C2H_BLAS_SETTING
inline const char *cublasGetStatusName(cublasStatus_t S) {
  switch (S) {
  case CUBLAS_STATUS_SUCCESS: return "CUBLAS_STATUS_SUCCESS";
  case CUBLAS_STATUS_NOT_INITIALIZED: return "CUBLAS_STATUS_NOT_INITIALIZED";
  case CUBLAS_STATUS_ALLOC_FAILED: return "CUBLAS_STATUS_ALLOC_FAILED";
  case CUBLAS_STATUS_INVALID_VALUE: return "CUBLAS_STATUS_INVALID_VALUE";
  case CUBLAS_STATUS_ARCH_MISMATCH: return "CUBLAS_STATUS_ARCH_MISMATCH";
  case CUBLAS_STATUS_MAPPING_ERROR: return "CUBLAS_STATUS_MAPPING_ERROR";
  case CUBLAS_STATUS_EXECUTION_FAILED: return "CUBLAS_STATUS_EXECUTION_FAILED";
  case CUBLAS_STATUS_INTERNAL_ERROR: return "CUBLAS_STATUS_INTERNAL_ERROR";
  case CUBLAS_STATUS_NOT_SUPPORTED: return "CUBLAS_STATUS_NOT_SUPPORTED";
  case CUBLAS_STATUS_LICENSE_ERROR: return "CUBLAS_STATUS_LICENSE_ERROR";
  }
  return "CUBLAS_STATUS_UNKNOWN";
}
inline const char *cublasGetStatusString(cublasStatus_t S) { return cublasGetStatusName(S); }

/* Moving vectors and matrices (all memory is host memory here). */
inline cublasStatus_t cublasSetVector(int N, int Size, const void *X, int IncX, void *Y,
                                      int IncY) {
  if (N < 0 || Size <= 0 || IncX <= 0 || IncY <= 0)
    return CUBLAS_STATUS_INVALID_VALUE;
  for (long I = 0; I < N; ++I)
    std::memmove(static_cast<char *>(Y) + I * IncY * Size,
                 static_cast<const char *>(X) + I * IncX * Size, Size);
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetVector(int N, int Size, const void *X, int IncX, void *Y,
                                      int IncY) {
  return cublasSetVector(N, Size, X, IncX, Y, IncY);
}
inline cublasStatus_t cublasSetMatrix(int Rows, int Cols, int Size, const void *A, int Lda,
                                      void *B, int Ldb) {
  if (Rows < 0 || Cols < 0 || Size <= 0 || Lda < std::max(1, Rows) || Ldb < std::max(1, Rows))
    return CUBLAS_STATUS_INVALID_VALUE;
  for (long J = 0; J < Cols; ++J)
    std::memmove(static_cast<char *>(B) + J * Ldb * Size,
                 static_cast<const char *>(A) + J * Lda * Size, size_t(Rows) * Size);
  return CUBLAS_STATUS_SUCCESS;
}
inline cublasStatus_t cublasGetMatrix(int Rows, int Cols, int Size, const void *A, int Lda,
                                      void *B, int Ldb) {
  return cublasSetMatrix(Rows, Cols, Size, A, Lda, B, Ldb);
}
inline cublasStatus_t cublasSetVectorAsync(int N, int Size, const void *X, int IncX, void *Y,
                                           int IncY, cudaStream_t) {
  return cublasSetVector(N, Size, X, IncX, Y, IncY);
}
inline cublasStatus_t cublasGetVectorAsync(int N, int Size, const void *X, int IncX, void *Y,
                                           int IncY, cudaStream_t) {
  return cublasSetVector(N, Size, X, IncX, Y, IncY);
}
inline cublasStatus_t cublasSetMatrixAsync(int Rows, int Cols, int Size, const void *A,
                                           int Lda, void *B, int Ldb, cudaStream_t) {
  return cublasSetMatrix(Rows, Cols, Size, A, Lda, B, Ldb);
}
inline cublasStatus_t cublasGetMatrixAsync(int Rows, int Cols, int Size, const void *A,
                                           int Lda, void *B, int Ldb, cudaStream_t) {
  return cublasSetMatrix(Rows, Cols, Size, A, Lda, B, Ldb);
}

/* Level 1, for float (S) and double (D); the generated HIP names are found
 * by these spellings: cublasSdot cublasSaxpy cublasSscal cublasSnrm2
 * cublasSasum cublasScopy cublasSswap cublasIsamax cublasIsamin cublasDdot
 * cublasDaxpy cublasDscal cublasDnrm2 cublasDasum cublasDcopy cublasDswap
 * cublasIdamax cublasIdamin. */
#define C2H_BLAS_LEVEL1(P, LP, T)                                                  \
  inline cublasStatus_t cublas##P##dot(cublasHandle_t H, int N, const T *X,    \
                                       int IncX, const T *Y, int IncY,         \
                                       T *Result) {                            \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    double Sum = 0;                                                            \
    const T *Xs = ::cuda2hip::emu::blas::first(X, N, IncX);                    \
    const T *Ys = ::cuda2hip::emu::blas::first(Y, N, IncY);                    \
    for (long I = 0; I < N; ++I)                                               \
      Sum += double(Xs[I * IncX]) * Ys[I * IncY];                              \
    *Result = static_cast<T>(Sum);                                             \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublas##P##axpy(cublasHandle_t H, int N,               \
                                        const T *Alpha, const T *X, int IncX,  \
                                        T *Y, int IncY) {                      \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    const T *Xs = ::cuda2hip::emu::blas::first(X, N, IncX);                    \
    T *Ys = ::cuda2hip::emu::blas::first(Y, N, IncY);                          \
    for (long I = 0; I < N; ++I)                                               \
      Ys[I * IncY] = static_cast<T>(double(*Alpha) * Xs[I * IncX] + Ys[I * IncY]); \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublas##P##scal(cublasHandle_t H, int N,               \
                                        const T *Alpha, T *X, int IncX) {      \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    for (long I = 0; IncX > 0 && I < N; ++I)                                   \
      X[I * IncX] *= *Alpha;                                                   \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublas##P##nrm2(cublasHandle_t H, int N, const T *X,   \
                                        int IncX, T *Result) {                 \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    double Sum = 0;                                                            \
    for (long I = 0; IncX > 0 && I < N; ++I)                                   \
      Sum += double(X[I * IncX]) * X[I * IncX];                                \
    *Result = static_cast<T>(std::sqrt(Sum));                                  \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublas##P##asum(cublasHandle_t H, int N, const T *X,   \
                                        int IncX, T *Result) {                 \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    double Sum = 0;                                                            \
    for (long I = 0; IncX > 0 && I < N; ++I)                                   \
      Sum += std::fabs(double(X[I * IncX]));                                   \
    *Result = static_cast<T>(Sum);                                             \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublas##P##copy(cublasHandle_t H, int N, const T *X,   \
                                        int IncX, T *Y, int IncY) {            \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    const T *Xs = ::cuda2hip::emu::blas::first(X, N, IncX);                    \
    T *Ys = ::cuda2hip::emu::blas::first(Y, N, IncY);                          \
    for (long I = 0; I < N; ++I)                                               \
      Ys[I * IncY] = Xs[I * IncX];                                             \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublas##P##swap(cublasHandle_t H, int N, T *X,         \
                                        int IncX, T *Y, int IncY) {            \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    T *Xs = ::cuda2hip::emu::blas::first(X, N, IncX);                          \
    T *Ys = ::cuda2hip::emu::blas::first(Y, N, IncY);                          \
    for (long I = 0; I < N; ++I)                                               \
      std::swap(Xs[I * IncX], Ys[I * IncY]);                                   \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublasI##LP##amax(cublasHandle_t H, int N, const T *X,  \
                                         int IncX, int *Result) {              \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    *Result = 0;                                                               \
    for (long I = 0; IncX > 0 && I < N; ++I)                                   \
      if (!*Result || std::fabs(X[I * IncX]) > std::fabs(X[(*Result - 1) * IncX])) \
        *Result = static_cast<int>(I + 1);                                     \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublasI##LP##amin(cublasHandle_t H, int N, const T *X,  \
                                         int IncX, int *Result) {              \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    *Result = 0;                                                               \
    for (long I = 0; IncX > 0 && I < N; ++I)                                   \
      if (!*Result || std::fabs(X[I * IncX]) < std::fabs(X[(*Result - 1) * IncX])) \
        *Result = static_cast<int>(I + 1);                                     \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }
C2H_BLAS_LEVEL1(S, s, float)
C2H_BLAS_LEVEL1(D, d, double)
#undef C2H_BLAS_LEVEL1

/* x.y of any real types the subset takes, accumulated in double. */
inline cublasStatus_t cublasDotEx(cublasHandle_t H, int N, const void *X, cudaDataType XType,
                                  int IncX, const void *Y, cudaDataType YType, int IncY,
                                  void *Result, cudaDataType ResultType, cudaDataType) {
  namespace B = ::cuda2hip::emu::blas;
  if (!H)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!B::typeSize(XType) || !B::typeSize(YType) || !B::typeSize(ResultType))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  long Xs = IncX >= 0 ? 0 : long(1 - N) * IncX, Ys = IncY >= 0 ? 0 : long(1 - N) * IncY;
  double Sum = 0;
  for (long I = 0; I < N; ++I)
    Sum += B::load(X, XType, Xs + I * IncX) * B::load(Y, YType, Ys + I * IncY);
  B::store(Result, ResultType, 0, Sum);
  return CUBLAS_STATUS_SUCCESS;
}

/* Level 2: y = alpha op(A) x + beta y (y is not read when beta is zero):
 * cublasSgemv cublasDgemv. */
#define C2H_BLAS_GEMV(P, T)                                                    \
  inline cublasStatus_t cublas##P##gemv(                                       \
      cublasHandle_t H, cublasOperation_t Op, int M, int N, const T *Alpha,    \
      const T *A, int Lda, const T *X, int IncX, const T *Beta, T *Y,          \
      int IncY) {                                                              \
    namespace B = ::cuda2hip::emu::blas;                                       \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    if (!B::validOp(Op) || M < 0 || N < 0 || Lda < std::max(1, M) ||           \
        IncX == 0 || IncY == 0)                                                \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    int Rows = B::transposes(Op) ? N : M, Cols = B::transposes(Op) ? M : N;   \
    const T *Xs = B::first(X, Cols, IncX);                                     \
    T *Ys = B::first(Y, Rows, IncY);                                           \
    for (long I = 0; I < Rows; ++I) {                                          \
      double Sum = 0;                                                          \
      for (long J = 0; J < Cols; ++J)                                          \
        Sum += double(B::at(A, Lda, Op, I, J)) * Xs[J * IncX];                 \
      double Old = *Beta == T(0) ? 0 : double(*Beta) * Ys[I * IncY];           \
      Ys[I * IncY] = static_cast<T>(double(*Alpha) * Sum + Old);               \
    }                                                                          \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }
C2H_BLAS_GEMV(S, float)
C2H_BLAS_GEMV(D, double)
#undef C2H_BLAS_GEMV

/* Level 3, for half (H), float (S) and double (D): gemm, its batched and
 * strided-batched forms (cublasHgemm cublasHgemmBatched
 * cublasHgemmStridedBatched cublasSgemm cublasSgemmBatched
 * cublasSgemmStridedBatched cublasDgemm cublasDgemmBatched
 * cublasDgemmStridedBatched); and geam, C = alpha op(A) + beta op(B), for S
 * and D (cublasSgeam cublasDgeam). */
#define C2H_BLAS_GEMM(P, T)                                                    \
  inline cublasStatus_t cublas##P##gemm(                                       \
      cublasHandle_t H, cublasOperation_t Ta, cublasOperation_t Tb, int M,     \
      int N, int K, const T *Alpha, const T *A, int Lda, const T *B, int Ldb,  \
      const T *Beta, T *C, int Ldc) {                                          \
    namespace Bl = ::cuda2hip::emu::blas;                                      \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    if (!Bl::gemmArgsValid(Ta, Tb, M, N, K, Lda, Ldb, Ldc))                    \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    Bl::gemm(Ta, Tb, M, N, K, Bl::get(*Alpha), A, Lda, B, Ldb, Bl::get(*Beta), \
             C, Ldc);                                                          \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublas##P##gemmBatched(                                \
      cublasHandle_t H, cublasOperation_t Ta, cublasOperation_t Tb, int M,     \
      int N, int K, const T *Alpha, const T *const A[], int Lda,               \
      const T *const B[], int Ldb, const T *Beta, T *const C[], int Ldc,       \
      int Count) {                                                             \
    namespace Bl = ::cuda2hip::emu::blas;                                      \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    if (!Bl::gemmArgsValid(Ta, Tb, M, N, K, Lda, Ldb, Ldc) || Count < 0)       \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    for (int I = 0; I < Count; ++I)                                            \
      Bl::gemm(Ta, Tb, M, N, K, Bl::get(*Alpha), A[I], Lda, B[I], Ldb,         \
               Bl::get(*Beta), C[I], Ldc);                                     \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }                                                                            \
  inline cublasStatus_t cublas##P##gemmStridedBatched(                         \
      cublasHandle_t H, cublasOperation_t Ta, cublasOperation_t Tb, int M,     \
      int N, int K, const T *Alpha, const T *A, int Lda, long long StrideA,    \
      const T *B, int Ldb, long long StrideB, const T *Beta, T *C, int Ldc,    \
      long long StrideC, int Count) {                                          \
    namespace Bl = ::cuda2hip::emu::blas;                                      \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    if (!Bl::gemmArgsValid(Ta, Tb, M, N, K, Lda, Ldb, Ldc) || Count < 0)       \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    for (long long I = 0; I < Count; ++I)                                      \
      Bl::gemm(Ta, Tb, M, N, K, Bl::get(*Alpha), A + I * StrideA, Lda,         \
               B + I * StrideB, Ldb, Bl::get(*Beta), C + I * StrideC, Ldc);    \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }
C2H_BLAS_GEMM(H, __half)
C2H_BLAS_GEMM(S, float)
C2H_BLAS_GEMM(D, double)
#undef C2H_BLAS_GEMM

#define C2H_BLAS_GEAM(P, T)                                                    \
  inline cublasStatus_t cublas##P##geam(                                       \
      cublasHandle_t H, cublasOperation_t Ta, cublasOperation_t Tb, int M,     \
      int N, const T *Alpha, const T *A, int Lda, const T *Beta, const T *B,   \
      int Ldb, T *C, int Ldc) {                                                \
    namespace Bl = ::cuda2hip::emu::blas;                                      \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    if (!Bl::validOp(Ta) || !Bl::validOp(Tb) || M < 0 || N < 0 ||              \
        Lda < std::max(1, Bl::transposes(Ta) ? N : M) ||                       \
        Ldb < std::max(1, Bl::transposes(Tb) ? N : M) || Ldc < std::max(1, M)) \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    /* C may be A or B (in place, untransposed): read all before writing. */ \
    std::vector<T> Out(size_t(M) * N);                                         \
    for (long J = 0; J < N; ++J)                                               \
      for (long I = 0; I < M; ++I) {                                           \
        double V = *Alpha == T(0) ? 0 : double(*Alpha) * Bl::at(A, Lda, Ta, I, J); \
        if (*Beta != T(0))                                                     \
          V += double(*Beta) * Bl::at(B, Ldb, Tb, I, J);                       \
        Out[I + J * M] = static_cast<T>(V);                                    \
      }                                                                        \
    for (long J = 0; J < N; ++J)                                               \
      for (long I = 0; I < M; ++I)                                             \
        C[I + J * long(Ldc)] = Out[I + J * M];                                 \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }
C2H_BLAS_GEAM(S, float)
C2H_BLAS_GEAM(D, double)
#undef C2H_BLAS_GEAM

/* GEMM of mixed types: the subset takes real 8-bit integer, half, bfloat16,
 * float and double matrices. */
inline cublasStatus_t cublasGemmEx(cublasHandle_t H, cublasOperation_t Ta,
                                   cublasOperation_t Tb, int M, int N, int K,
                                   const void *Alpha, const void *A, cudaDataType AType,
                                   int Lda, const void *B, cudaDataType BType, int Ldb,
                                   const void *Beta, void *C, cudaDataType CType, int Ldc,
                                   cublasComputeType_t Compute, cublasGemmAlgo_t) {
  namespace Bl = ::cuda2hip::emu::blas;
  if (!H)
    return CUBLAS_STATUS_NOT_INITIALIZED;
  if (!Bl::gemmArgsValid(Ta, Tb, M, N, K, Lda, Ldb, Ldc))
    return CUBLAS_STATUS_INVALID_VALUE;
  if (!Bl::typeSize(AType) || !Bl::typeSize(BType) || !Bl::typeSize(CType))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  bool Int = Compute == CUBLAS_COMPUTE_32I || Compute == CUBLAS_COMPUTE_32I_PEDANTIC;
  if (Int != (AType == CUDA_R_8I) || (Int && (BType != CUDA_R_8I || CType != CUDA_R_32I)))
    return CUBLAS_STATUS_NOT_SUPPORTED;
  if (Int) {
    Bl::gemmInt8(Ta, Tb, M, N, K, *static_cast<const int32_t *>(Alpha),
                 static_cast<const int8_t *>(A), Lda, static_cast<const int8_t *>(B), Ldb,
                 *static_cast<const int32_t *>(Beta), static_cast<int32_t *>(C), Ldc);
    return CUBLAS_STATUS_SUCCESS;
  }
  double Al = Bl::scalar(Alpha, Compute), Be = Bl::scalar(Beta, Compute);
  auto Idx = [](cublasOperation_t Op, long Ld, long I, long J) {
    return Op != CUBLAS_OP_N ? J + I * Ld : I + J * Ld;
  };
  for (long J = 0; J < N; ++J)
    for (long I = 0; I < M; ++I) {
      double Sum = 0;
      for (long L = 0; L < K; ++L)
        Sum += Bl::load(A, AType, Idx(Ta, Lda, I, L)) * Bl::load(B, BType, Idx(Tb, Ldb, L, J));
      double Old = Be == 0 ? 0 : Be * Bl::load(C, CType, I + J * long(Ldc));
      Bl::store(C, CType, I + J * long(Ldc), Al * Sum + Old);
    }
  return CUBLAS_STATUS_SUCCESS;
}

/* LU factorisations of a batch of N x N matrices: cublasSgetrfBatched
 * cublasDgetrfBatched. */
#define C2H_BLAS_GETRF(P, T)                                                   \
  inline cublasStatus_t cublas##P##getrfBatched(cublasHandle_t H, int N,       \
                                                T *const A[], int Lda,         \
                                                int *Piv, int *Info,           \
                                                int Count) {                   \
    if (!H)                                                                    \
      return CUBLAS_STATUS_NOT_INITIALIZED;                                    \
    if (N < 0 || Lda < std::max(1, N) || Count < 0)                            \
      return CUBLAS_STATUS_INVALID_VALUE;                                      \
    for (int I = 0; I < Count; ++I)                                            \
      ::cuda2hip::emu::blas::getrf(N, A[I], Lda, Piv ? Piv + long(I) * N : nullptr, \
                                   Info + I);                                  \
    return CUBLAS_STATUS_SUCCESS;                                              \
  }
C2H_BLAS_GETRF(S, float)
C2H_BLAS_GETRF(D, double)
#undef C2H_BLAS_GETRF

#endif
