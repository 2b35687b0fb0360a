// atomics_dynamic_shared.cu
//
// One pass over an int array and a float array gathers several statistics:
//   - how many ints are multiples of 7    (atomicAdd on int, shared then global)
//   - the largest int                      (atomicMax on int, shared then global)
//   - the sum of all floats                (tree in dynamic extern __shared__
//                                           memory + atomicAdd on float)
//   - the smallest float                   (custom atomicCAS loop on the bits)
// Static __shared__ variables hold the per-block counters; the float tree
// lives in dynamically sized shared memory given at launch time.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <climits>
#include <algorithm>
#include <vector>
#include "common.cuh"

// Atomic minimum for floats built from a compare-and-swap loop on the
// 32-bit pattern.  Works for any sign because values are compared as floats.
__device__ float atomic_min_float(float* addr, float value)
{
    int* bits = (int*)addr;
    int old = *bits;
    while (__int_as_float(old) > value) {
        int assumed = old;
        old = atomicCAS(bits, assumed, __float_as_int(value));
        if (old == assumed)
            break;                 // our value was stored
    }
    return __int_as_float(old);
}

__global__ void gather_stats(const int* ints, const float* floats, int n,
                             int* multiples, int* maxInt, float* sum, float* minVal)
{
    extern __shared__ float tree[];          // blockDim.x floats
    __shared__ int blockCount;
    __shared__ int blockMax;
    __shared__ float blockMin;

    if (threadIdx.x == 0) {
        blockCount = 0;
        blockMax = INT_MIN;
        blockMin = INFINITY;
    }
    __syncthreads();

    float local = 0.0f;
    float localMin = INFINITY;
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        int v = ints[i];
        if (v % 7 == 0)
            atomicAdd(&blockCount, 1);
        atomicMax(&blockMax, v);
        float f = floats[i];
        local += f;
        localMin = (f < localMin) ? f : localMin;
    }
    atomic_min_float(&blockMin, localMin);

    // Tree reduction of the per-thread float sums (blockDim.x is a power of 2).
    tree[threadIdx.x] = local;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
        if (threadIdx.x < stride)
            tree[threadIdx.x] += tree[threadIdx.x + stride];
        __syncthreads();
    }

    if (threadIdx.x == 0) {
        atomicAdd(multiples, blockCount);
        atomicMax(maxInt, blockMax);
        atomicAdd(sum, tree[0]);
        atomic_min_float(minVal, blockMin);
    }
}

int main()
{
    const int n = 1 << 18;
    std::vector<int> hInts(n);
    std::vector<float> hFloats(n);
    for (int i = 0; i < n; ++i) {
        hInts[i] = (int)(mix32((uint32_t)i + 77u) % 2000001u) - 1000000;   // [-1e6, 1e6]
        hFloats[i] = det_uniform((uint32_t)i, 5u, -3.0f, 5.0f);
    }

    int *dInts, *dMultiples, *dMax;
    float *dFloats, *dSum, *dMin;
    CHECK(cudaMalloc((void**)&dInts, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dFloats, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dMultiples, sizeof(int)));
    CHECK(cudaMalloc((void**)&dMax, sizeof(int)));
    CHECK(cudaMalloc((void**)&dSum, sizeof(float)));
    CHECK(cudaMalloc((void**)&dMin, sizeof(float)));
    CHECK(cudaMemcpy(dInts, hInts.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dFloats, hFloats.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    const int zero = 0, lowest = INT_MIN;
    const float fzero = 0.0f, big = INFINITY;
    CHECK(cudaMemcpy(dMultiples, &zero, sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dMax, &lowest, sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dSum, &fzero, sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dMin, &big, sizeof(float), cudaMemcpyHostToDevice));

    const int threads = 256;
    const int blocks = 120;
    const size_t shmem = threads * sizeof(float);    // size of extern tree[]
    gather_stats<<<blocks, threads, shmem>>>(dInts, dFloats, n, dMultiples, dMax, dSum, dMin);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    int gMultiples, gMax;
    float gSum, gMin;
    CHECK(cudaMemcpy(&gMultiples, dMultiples, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&gMax, dMax, sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&gSum, dSum, sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&gMin, dMin, sizeof(float), cudaMemcpyDeviceToHost));

    // CPU reference.
    int rMultiples = 0, rMax = INT_MIN;
    double rSum = 0.0, rAbs = 0.0;
    float rMin = INFINITY;
    for (int i = 0; i < n; ++i) {
        if (hInts[i] % 7 == 0) ++rMultiples;
        rMax = std::max(rMax, hInts[i]);
        rSum += hFloats[i];
        rAbs += std::fabs(hFloats[i]);
        rMin = std::min(rMin, hFloats[i]);
    }

    bool ok = gMultiples == rMultiples && gMax == rMax && gMin == rMin &&
              close_enough(gSum, rSum, 0.0, 1e-5 * rAbs);
    printf("multiples %d/%d max %d/%d min %g/%g sum %.3f/%.3f\n",
           gMultiples, rMultiples, gMax, rMax, gMin, rMin, gSum, rSum);

    CHECK(cudaFree(dInts));
    CHECK(cudaFree(dFloats));
    CHECK(cudaFree(dMultiples));
    CHECK(cudaFree(dMax));
    CHECK(cudaFree(dSum));
    CHECK(cudaFree(dMin));

    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
