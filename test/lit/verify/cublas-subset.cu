// The emulator's cuBLAS subset, in the CUDA reference and (through the
// translation's hipblas names) in both HIP runs. Every result is checked
// against values worked out by hand, so a wrong transpose, leading
// dimension, stride, pivot or beta rule fails the program.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
// A call outside the subset is unsupported, naming the call (exit 2).
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled -DOUTSIDE %s > %t.outside
// RUN: %FileCheck %s --check-prefix=OUTSIDE --input-file %t.outside
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cublas_v2.h>
#include <cuda_fp16.h>

static int bad = 0;
static void expect(const char *what, double got, double want) {
  if (std::fabs(got - want) > 1e-6 * (1 + std::fabs(want))) {
    printf("%s: got %g, want %g\n", what, got, want);
    ++bad;
  }
}

template <class T> T *device(const T *h, int n) {
  T *d;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  return d;
}
template <class T> void host(T *h, const T *d, int n) {
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
}

int main() {
  cublasHandle_t h;
  if (cublasCreate(&h) != CUBLAS_STATUS_SUCCESS)
    return 1;
  // Column-major A (2x3) = [1 2 3; 4 5 6], B (3x2) = [1 0; 0 1; 1 1].
  float A[6] = {1, 4, 2, 5, 3, 6}, B[6] = {1, 0, 1, 0, 1, 1};
  float *dA = device(A, 6), *dB = device(B, 6);
  // C = A B = [4 5; 10 11]; beta = 0 must not read C (NaN there).
  float C[4] = {NAN, NAN, NAN, NAN}, one = 1, zero = 0, two = 2;
  float *dC = device(C, 4);
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 3, &one, dA, 2, dB, 3, &zero, dC, 2);
  host(C, dC, 4);
  expect("sgemm NN 0", C[0], 4), expect("sgemm NN 1", C[1], 10);
  expect("sgemm NN 2", C[2], 5), expect("sgemm NN 3", C[3], 11);
  // C = 2 B^T A^T + C = 2 (A B)^T + C: [8 10; 20 22] + [4 5; 10 11].
  cublasSgemm(h, CUBLAS_OP_T, CUBLAS_OP_T, 2, 2, 3, &two, dB, 3, dA, 2, &one, dC, 2);
  host(C, dC, 4);
  expect("sgemm TT 0", C[0], 12), expect("sgemm TT 1", C[1], 20);
  expect("sgemm TT 2", C[2], 25), expect("sgemm TT 3", C[3], 33);
  if (cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 3, &one, dA, 1, dB, 3, &zero, dC, 2) !=
      CUBLAS_STATUS_INVALID_VALUE)
    ++bad, printf("lda < m accepted\n");

  // Strided batches of 2x2 doubles: C_i = A_i I, A_1 = A_0 + 10.
  double Ad[8] = {1, 2, 3, 4, 11, 12, 13, 14}, Id[4] = {1, 0, 0, 1}, Cd[8], dOne = 1, dZero = 0;
  double *dAd = device(Ad, 8), *dId = device(Id, 4), *dCd = device(Ad, 8);
  cublasDgemmStridedBatched(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &dOne, dAd, 2, 4, dId, 2, 0,
                            &dZero, dCd, 2, 4, 2);
  host(Cd, dCd, 8);
  for (int i = 0; i < 8; ++i)
    expect("dgemm strided", Cd[i], Ad[i]);

  // Half in, float out, through GemmEx: A B again.
  __half Ah[6], Bh[6];
  for (int i = 0; i < 6; ++i)
    Ah[i] = __float2half(A[i]), Bh[i] = __float2half(B[i]);
  __half *dAh = device(Ah, 6), *dBh = device(Bh, 6);
  float Cx[4];
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 3, &one, dAh, CUDA_R_16F, 2, dBh, CUDA_R_16F, 3,
               &zero, dC, CUDA_R_32F, 2, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
  host(Cx, dC, 4);
  expect("gemmEx 0", Cx[0], 4), expect("gemmEx 3", Cx[3], 11);
  // int8 in, int32 out.
  int8_t Ai[4] = {-128, 1, 2, 3}, Bi[4] = {127, 0, 0, 1};
  int32_t Ci[4], iOne = 1, iZero = 0, *dCi;
  int8_t *dAi = device(Ai, 4), *dBi = device(Bi, 4);
  cudaMalloc(&dCi, sizeof Ci);
  cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &iOne, dAi, CUDA_R_8I, 2, dBi, CUDA_R_8I, 2,
               &iZero, dCi, CUDA_R_32I, 2, CUBLAS_COMPUTE_32I, CUBLAS_GEMM_DEFAULT);
  host(Ci, dCi, 4);
  expect("gemmEx int8 0", Ci[0], -16256), expect("gemmEx int8 1", Ci[1], 127);
  expect("gemmEx int8 2", Ci[2], 2), expect("gemmEx int8 3", Ci[3], 3);

  // geam: C = A^T + 2 B (3x2).
  float G[6];
  float *dG = device(G, 6);
  cublasSgeam(h, CUBLAS_OP_T, CUBLAS_OP_N, 3, 2, &one, dA, 2, &two, dB, 3, dG, 3);
  host(G, dG, 6);
  float Gw[6] = {3, 2, 5, 4, 7, 8};
  for (int i = 0; i < 6; ++i)
    expect("geam", G[i], Gw[i]);

  // gemv: y = A^T x, x = (1, -1); then level 1 on y = (-3, -3, -3).
  float x[2] = {1, -1}, y[3] = {7, 7, 7};
  float *dx = device(x, 2), *dy = device(y, 3);
  cublasSgemv(h, CUBLAS_OP_T, 2, 3, &one, dA, 2, dx, 1, &zero, dy, 1);
  host(y, dy, 3);
  expect("gemv", y[0], -3), expect("gemv", y[2], -3);
  float r;
  int idx;
  cublasSdot(h, 3, dy, 1, dy, 1, &r);
  expect("dot", r, 27);
  cublasSaxpy(h, 3, &two, dB, 2, dy, 1); // y += 2 (B[0], B[2], B[4]) = 2 (1, 1, 1)
  host(y, dy, 3);
  expect("axpy", y[1], -1);
  cublasSnrm2(h, 2, dx, 1, &r);
  expect("nrm2", r, std::sqrt(2.0));
  cublasIsamax(h, 6, dA, 1, &idx);
  expect("isamax", idx, 6);

  // Batched LU with partial pivoting of [0 1; 2 4] (column-major 0 2 1 4):
  // rows swap, L = [1 0; 0 1], U = [2 4; 0 1], pivots (2, 2).
  double L[4] = {0, 2, 1, 4}, *dL = device(L, 4), **dLs;
  int piv[2], info, *dPiv, *dInfo;
  cudaMalloc(&dLs, sizeof(double *));
  cudaMemcpy(dLs, &dL, sizeof(double *), cudaMemcpyHostToDevice);
  cudaMalloc(&dPiv, sizeof piv);
  cudaMalloc(&dInfo, sizeof info);
  cublasDgetrfBatched(h, 2, dLs, 2, dPiv, dInfo, 1);
  host(L, dL, 4);
  host(piv, dPiv, 2);
  host(&info, dInfo, 1);
  expect("getrf U00", L[0], 2), expect("getrf L10", L[1], 0);
  expect("getrf U01", L[2], 4), expect("getrf U11", L[3], 1);
  expect("getrf piv0", piv[0], 2), expect("getrf piv1", piv[1], 2), expect("getrf info", info, 0);
#ifdef OUTSIDE
  cublasStrsm(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_UNIT, 2, 2,
              &one, dA, 2, dC, 2);
#endif
  cublasDestroy(h);
  printf(bad ? "FAIL\n" : "PASS\n");
  return bad != 0;
}
// CHECK: pass {{.*}}cublas-subset.cu: translate ok, reference pass, emu64 pass, emu32 pass
// OUTSIDE: unsupported {{.*}}cublas-subset.cu
// OUTSIDE: uses cublasStrsm, which the emulator's cuBLAS subset does not provide
