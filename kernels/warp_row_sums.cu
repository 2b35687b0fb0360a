// warp_row_sums.cu
//
// One warp per matrix row:
//   - spmv_csr_warp: y = A * x for a CSR sparse matrix; the 32 lanes of a
//     warp stride through the row's non-zeros and combine their partial dot
//     products with __shfl_down_sync;
//   - dense_row_sums: the same pattern summing each row of a dense matrix.
// Thread t works on row t / 32 as lane t % 32, so the grid is sized with
// rows * 32 threads in total.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>
#include "common.cuh"

#define FULL_MASK 0xffffffff

__device__ __forceinline__ float warp_total(float v)
{
    for (int offset = 16; offset > 0; offset >>= 1)
        v += __shfl_down_sync(FULL_MASK, v, offset);
    return v;                       // valid in lane 0
}

__global__ void spmv_csr_warp(int rows, const int* rowPtr, const int* colIdx,
                              const float* vals, const float* x, float* y)
{
    const int tid = blockIdx.x * blockDim.x + threadIdx.x;
    const int row = tid / 32;
    const int lane = tid % 32;
    if (row < rows) {               // whole warps enter or skip together
        float sum = 0.0f;
        for (int j = rowPtr[row] + lane; j < rowPtr[row + 1]; j += 32)
            sum += vals[j] * x[colIdx[j]];
        sum = warp_total(sum);
        if (lane == 0)
            y[row] = sum;
    }
}

__global__ void dense_row_sums(int rows, int cols, const float* m, float* out)
{
    const int tid = blockIdx.x * blockDim.x + threadIdx.x;
    const int row = tid / 32;
    const int lane = tid % 32;
    if (row < rows) {
        float sum = 0.0f;
        for (int c = lane; c < cols; c += 32)
            sum += m[(size_t)row * cols + c];
        sum = warp_total(sum);
        if (lane == 0)
            out[row] = sum;
    }
}

int main()
{
    // ---- sparse matrix in CSR form, 0..80 non-zeros per row ----
    const int rows = 5000, cols = 4000;
    std::vector<int> rowPtr(rows + 1, 0);
    for (int r = 0; r < rows; ++r)
        rowPtr[r + 1] = rowPtr[r] + (int)(mix32((uint32_t)r) % 81u);
    const int nnz = rowPtr[rows];
    std::vector<int> colIdx(nnz);
    std::vector<float> vals(nnz), x(cols), y(rows);
    for (int j = 0; j < nnz; ++j) {
        colIdx[j] = (int)(mix32((uint32_t)j * 7919u + 3u) % (uint32_t)cols);
        vals[j] = det_uniform((uint32_t)j, 41u, -1.0f, 1.0f);
    }
    fill_uniform(x.data(), cols, 42u, -2.0f, 2.0f);

    // ---- dense matrix for the row sums ----
    const int dRows = 1000, dCols = 777;
    std::vector<float> dense((size_t)dRows * dCols), dsum(dRows);
    fill_uniform(dense.data(), dense.size(), 43u, 0.0f, 1.0f);

    int *dRowPtr, *dColIdx;
    float *dVals, *dX, *dY, *dDense, *dDsum;
    CHECK(cudaMalloc((void**)&dRowPtr, (rows + 1) * sizeof(int)));
    CHECK(cudaMalloc((void**)&dColIdx, nnz * sizeof(int)));
    CHECK(cudaMalloc((void**)&dVals, nnz * sizeof(float)));
    CHECK(cudaMalloc((void**)&dX, cols * sizeof(float)));
    CHECK(cudaMalloc((void**)&dY, rows * sizeof(float)));
    CHECK(cudaMalloc((void**)&dDense, dense.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&dDsum, dRows * sizeof(float)));
    CHECK(cudaMemcpy(dRowPtr, rowPtr.data(), (rows + 1) * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dColIdx, colIdx.data(), nnz * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dVals, vals.data(), nnz * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dX, x.data(), cols * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dDense, dense.data(), dense.size() * sizeof(float), cudaMemcpyHostToDevice));

    const int threads = 128;                               // 4 warps per block
    int blocks = (rows * 32 + threads - 1) / threads;
    spmv_csr_warp<<<blocks, threads>>>(rows, dRowPtr, dColIdx, dVals, dX, dY);
    CHECK(cudaGetLastError());
    blocks = (dRows * 32 + threads - 1) / threads;
    dense_row_sums<<<blocks, threads>>>(dRows, dCols, dDense, dDsum);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(y.data(), dY, rows * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(dsum.data(), dDsum, dRows * sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int r = 0; r < rows; ++r) {
        double ref = 0.0, mag = 0.0;
        for (int j = rowPtr[r]; j < rowPtr[r + 1]; ++j) {
            double p = (double)vals[j] * x[colIdx[j]];
            ref += p;
            mag += std::fabs(p);
        }
        if (!close_enough(y[r], ref, 0.0, 1e-5 * mag + 1e-6)) {
            if (bad < 5) fprintf(stderr, "y[%d] = %f, want %f\n", r, y[r], ref);
            ++bad;
        }
    }
    for (int r = 0; r < dRows; ++r) {
        double ref = 0.0;
        for (int c = 0; c < dCols; ++c) ref += dense[(size_t)r * dCols + c];
        if (!close_enough(dsum[r], ref, 1e-5, 1e-5)) {
            if (bad < 5) fprintf(stderr, "rowsum[%d] = %f, want %f\n", r, dsum[r], ref);
            ++bad;
        }
    }
    printf("spmv rows=%d nnz=%d, dense rows=%d, mismatches=%d\n", rows, nnz, dRows, bad);

    CHECK(cudaFree(dRowPtr));
    CHECK(cudaFree(dColIdx));
    CHECK(cudaFree(dVals));
    CHECK(cudaFree(dX));
    CHECK(cudaFree(dY));
    CHECK(cudaFree(dDense));
    CHECK(cudaFree(dDsum));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
