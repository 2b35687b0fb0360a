// block_reduce_sum.cu
//
// Classic two-pass sum reduction with shared memory:
//   pass 1: a fixed grid of blocks, each thread accumulates a grid-strided
//           slice, then the block folds its values with a sequential-
//           addressing tree in shared memory and writes one partial sum;
//   pass 2: a single block reduces the partial sums the same way.
// The kernel is a template and is run for int (exact check) and float.
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>
#include "common.cuh"

#define BLOCK 256      // threads per block, a power of two
#define GRID 240       // pass-1 blocks = number of partial sums for pass 2

template <typename T>
__global__ void reduce_sum(const T* in, T* out, int n)
{
    __shared__ T buf[BLOCK];
    const int tid = threadIdx.x;

    // Each thread starts with two loads per iteration to halve idle threads.
    T sum = T(0);
    const int stride = 2 * BLOCK * gridDim.x;
    for (int i = blockIdx.x * 2 * BLOCK + tid; i < n; i += stride) {
        sum += in[i];
        if (i + BLOCK < n)
            sum += in[i + BLOCK];
    }
    buf[tid] = sum;
    __syncthreads();

    for (int s = BLOCK / 2; s > 0; s >>= 1) {
        if (tid < s)
            buf[tid] += buf[tid + s];
        __syncthreads();
    }
    if (tid == 0)
        out[blockIdx.x] = buf[0];
}

// Runs both passes and returns the total.
template <typename T>
static T gpu_sum(const std::vector<T>& host)
{
    const int n = (int)host.size();
    T *dIn, *dPartial, *dTotal;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(T)));
    CHECK(cudaMalloc((void**)&dPartial, GRID * sizeof(T)));
    CHECK(cudaMalloc((void**)&dTotal, sizeof(T)));
    CHECK(cudaMemcpy(dIn, host.data(), n * sizeof(T), cudaMemcpyHostToDevice));

    reduce_sum<T><<<GRID, BLOCK>>>(dIn, dPartial, n);
    CHECK(cudaGetLastError());
    reduce_sum<T><<<1, BLOCK>>>(dPartial, dTotal, GRID);
    CHECK(cudaGetLastError());

    T total;
    CHECK(cudaMemcpy(&total, dTotal, sizeof(T), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dPartial));
    CHECK(cudaFree(dTotal));
    return total;
}

int main()
{
    const int n = 3000017;   // odd on purpose

    // Integers in [0, 99]: the largest possible total (about 2.97e8) fits in int.
    std::vector<int> ints(n);
    long long refInt = 0;
    for (int i = 0; i < n; ++i) {
        ints[i] = (int)(mix32((uint32_t)i ^ 0x5bd1e995u) % 100u);
        refInt += ints[i];
    }

    std::vector<float> floats(n);
    fill_uniform(floats.data(), n, 31337u, -1.0f, 1.0f);
    double refFloat = 0.0, refAbs = 0.0;
    for (int i = 0; i < n; ++i) {
        refFloat += floats[i];
        refAbs += std::fabs(floats[i]);
    }

    const int gotInt = gpu_sum<int>(ints);
    const float gotFloat = gpu_sum<float>(floats);

    const bool intOk = (long long)gotInt == refInt;
    // Tree summation in float versus a double reference: tolerance is a small
    // fraction of the sum of magnitudes (about 1.5e6 here).
    const bool floatOk = close_enough(gotFloat, refFloat, 0.0, 1e-5 * refAbs);
    printf("int sum %d (ref %lld), float sum %.4f (ref %.4f)\n", gotInt, refInt, gotFloat, refFloat);

    const bool ok = intOk && floatOk;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
