// cg_block_reduce.cu
//
// Dot product and sum of squares using the cooperative groups thread_block
// handle instead of raw threadIdx / __syncthreads:
//   - the block is 2-D (32 x 8); block.thread_rank() linearises it;
//   - block.sync() is the barrier between the tree reduction steps;
//   - block.size() and block.group_index() describe the launch.
// Each block writes its two partial results; the host adds them up.
// This file relies on nvcc including the CUDA runtime header implicitly.
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>

namespace cg = cooperative_groups;

#define CHECK(x)                                                            \
    do {                                                                    \
        cudaError_t code = (x);                                             \
        if (code != cudaSuccess) {                                          \
            fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__,               \
                    cudaGetErrorString(code));                              \
            printf("FAIL\n");                                               \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

#define BLOCK_X 32
#define BLOCK_Y 8
#define BLOCK_THREADS (BLOCK_X * BLOCK_Y)

// Tree reduction over the whole block; every thread gets the total.
// scratch must hold block.size() floats and block.size() is a power of two.
__device__ float block_sum(const cg::thread_block& block, float* scratch, float v)
{
    const unsigned int rank = block.thread_rank();
    scratch[rank] = v;
    block.sync();
    for (unsigned int s = block.size() / 2; s > 0; s >>= 1) {
        if (rank < s)
            scratch[rank] += scratch[rank + s];
        block.sync();
    }
    const float total = scratch[0];
    block.sync();              // everyone has read scratch[0] before reuse
    return total;
}

__global__ void dot_and_squares(const float* a, const float* b, int n,
                                float* partialDot, float* partialSq)
{
    cg::thread_block block = cg::this_thread_block();
    __shared__ float scratch[BLOCK_THREADS];

    const unsigned int rank = block.thread_rank();
    const unsigned int blockId = block.group_index().x;
    const int stride = gridDim.x * block.size();

    float dot = 0.0f, sq = 0.0f;
    for (int i = blockId * block.size() + rank; i < n; i += stride) {
        dot += a[i] * b[i];
        sq += a[i] * a[i];
    }

    dot = block_sum(block, scratch, dot);
    sq = block_sum(block, scratch, sq);
    if (rank == 0) {
        partialDot[blockId] = dot;
        partialSq[blockId] = sq;
    }
}

int main()
{
    const int n = 500000;
    const int blocks = 100;
    std::vector<float> a(n), b(n);
    for (int i = 0; i < n; ++i) {
        a[i] = (float)((i % 17) - 8) * 0.125f;          // exact small values
        b[i] = (float)(((i * 5) % 23) - 11) * 0.0625f;
    }

    float *dA, *dB, *dDot, *dSq;
    CHECK(cudaMalloc((void**)&dA, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dB, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dDot, blocks * sizeof(float)));
    CHECK(cudaMalloc((void**)&dSq, blocks * sizeof(float)));
    CHECK(cudaMemcpy(dA, a.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, b.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    dim3 block(BLOCK_X, BLOCK_Y);
    dot_and_squares<<<blocks, block>>>(dA, dB, n, dDot, dSq);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<float> pDot(blocks), pSq(blocks);
    CHECK(cudaMemcpy(pDot.data(), dDot, blocks * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(pSq.data(), dSq, blocks * sizeof(float), cudaMemcpyDeviceToHost));

    double gpuDot = 0.0, gpuSq = 0.0;
    for (int k = 0; k < blocks; ++k) {
        gpuDot += pDot[k];
        gpuSq += pSq[k];
    }
    double refDot = 0.0, refSq = 0.0, refAbsDot = 0.0;
    for (int i = 0; i < n; ++i) {
        refDot += (double)a[i] * b[i];
        refAbsDot += fabs((double)a[i] * b[i]);
        refSq += (double)a[i] * a[i];
    }

    // All products are multiples of 1/128 and partial sums stay far below
    // 2^24/128, so the float arithmetic is in fact exact; keep a tolerance.
    const bool ok = fabs(gpuDot - refDot) <= 1e-6 * refAbsDot + 1e-3 &&
                    fabs(gpuSq - refSq) <= 1e-6 * refSq + 1e-3;
    printf("dot %.4f (ref %.4f)  sum of squares %.4f (ref %.4f)\n", gpuDot, refDot, gpuSq, refSq);

    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dDot));
    CHECK(cudaFree(dSq));
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
