// hipSPARSE: handle, matrix descriptor and the generic SpMV API.
#include <hip/hip_runtime.h>
#include <hipsparse/hipsparse.h>

int spmv(int n, int nnz, int *rowPtr, int *colInd, float *val, float *x,
         float *y) {
  hipsparseHandle_t h;
  if (hipsparseCreate(&h) != HIPSPARSE_STATUS_SUCCESS)
    return 1;
  hipsparseSpMatDescr_t A;
  hipsparseDnVecDescr_t vx, vy;
  hipsparseCreateCsr(&A, n, n, nnz, rowPtr, colInd, val, HIPSPARSE_INDEX_32I,
                     HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F);
  hipsparseCreateDnVec(&vx, n, x, HIP_R_32F);
  hipsparseCreateDnVec(&vy, n, y, HIP_R_32F);
  float alpha = 1.0f, beta = 0.0f;
  size_t bytes = 0;
  hipsparseSpMV_bufferSize(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx,
                           &beta, vy, HIP_R_32F, HIPSPARSE_MV_ALG_DEFAULT,
                           &bytes);
  void *buf = nullptr;
  if (hipMalloc(&buf, bytes) != hipSuccess)
    return 1;
  hipsparseStatus_t s =
      hipsparseSpMV(h, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, A, vx, &beta,
                    vy, HIP_R_32F, HIPSPARSE_MV_ALG_DEFAULT, buf);
  (void)hipFree(buf);
  hipsparseDestroySpMat(A);
  hipsparseDestroyDnVec(vx);
  hipsparseDestroyDnVec(vy);
  hipsparseDestroy(h);
  return s == HIPSPARSE_STATUS_SUCCESS ? 0 : 1;
}

// Linked but never run: the call only keeps the library symbols referenced.
int main(int argc, char **) {
  return argc > 1 ? spmv(0, 0, nullptr, nullptr, nullptr, nullptr, nullptr) : 0;
}
