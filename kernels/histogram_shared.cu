// histogram_shared.cu
//
// 256-bin byte histogram computed two ways:
//   hist_global:  every element does an atomicAdd straight into global bins;
//   hist_private: each block keeps a private copy of the bins in shared
//                 memory, counts its grid-strided slice there with shared
//                 atomics, then merges the non-zero bins into global memory.
// Both must agree exactly with a sequential CPU count.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstring>
#include <vector>
#include "common.cuh"

#define BINS 256

__global__ void hist_global(const unsigned char* data, int n, unsigned int* bins)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&bins[data[i]], 1u);
}

__global__ void hist_private(const unsigned char* data, int n, unsigned int* bins)
{
    __shared__ unsigned int local[BINS];

    // Clear the private bins (works for any block size).
    for (int b = threadIdx.x; b < BINS; b += blockDim.x)
        local[b] = 0;
    __syncthreads();

    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();

    // Merge: one global atomic per non-empty bin per block.
    for (int b = threadIdx.x; b < BINS; b += blockDim.x) {
        unsigned int c = local[b];
        if (c != 0)
            atomicAdd(&bins[b], c);
    }
}

int main()
{
    const int n = (1 << 22) + 123;
    std::vector<unsigned char> h(n);
    // Sum of two hashed bytes halved: a triangular, non-uniform distribution.
    for (int i = 0; i < n; ++i) {
        uint32_t r = mix32((uint32_t)i + 0xabcdu);
        h[i] = (unsigned char)(((r & 0xffu) + ((r >> 8) & 0xffu)) / 2u);
    }

    unsigned char* dData;
    unsigned int *dBinsA, *dBinsB;
    CHECK(cudaMalloc((void**)&dData, n));
    CHECK(cudaMalloc((void**)&dBinsA, BINS * sizeof(unsigned int)));
    CHECK(cudaMalloc((void**)&dBinsB, BINS * sizeof(unsigned int)));
    CHECK(cudaMemcpy(dData, h.data(), n, cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dBinsA, 0, BINS * sizeof(unsigned int)));
    CHECK(cudaMemset(dBinsB, 0, BINS * sizeof(unsigned int)));

    hist_global<<<128, 256>>>(dData, n, dBinsA);
    CHECK(cudaGetLastError());
    hist_private<<<96, 512>>>(dData, n, dBinsB);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    unsigned int gA[BINS], gB[BINS], ref[BINS];
    CHECK(cudaMemcpy(gA, dBinsA, sizeof(gA), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(gB, dBinsB, sizeof(gB), cudaMemcpyDeviceToHost));

    memset(ref, 0, sizeof(ref));
    for (int i = 0; i < n; ++i)
        ref[h[i]]++;

    int bad = 0;
    unsigned long long total = 0;
    for (int b = 0; b < BINS; ++b) {
        total += gB[b];
        if (gA[b] != ref[b] || gB[b] != ref[b]) {
            if (bad < 5)
                fprintf(stderr, "bin %d: global %u private %u want %u\n", b, gA[b], gB[b], ref[b]);
            ++bad;
        }
    }
    printf("%d bytes, %llu counted, %d bad bins, peak bin 127/128 = %u/%u\n",
           n, total, bad, ref[127], ref[128]);

    CHECK(cudaFree(dData));
    CHECK(cudaFree(dBinsA));
    CHECK(cudaFree(dBinsB));
    const bool ok = bad == 0 && total == (unsigned long long)n;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
