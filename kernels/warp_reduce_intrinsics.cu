// warp_reduce_intrinsics.cu
//
// Warp-size constants and the warp reduce intrinsics (sm_80 and later):
//   - WARP_SIZE fixes the warp width at 32; it sizes the per-warp shared
//     scratch array, a static_assert on the block size, the per-warp output
//     index (globalThread / WARP_SIZE) and the host's warp count;
//   - warp_sum<WARP>() is a butterfly (__shfl_xor_sync) sum over groups of
//     WARP lanes; the default covers the whole warp, and warp_sum<8> sums the
//     eight per-warp partials of a block;
//   - __reduce_add_sync, __reduce_max_sync and __reduce_or_sync give each
//     warp's sum, maximum and bitwise OR in one call;
//   - block totals: lane 0 of every warp stores its warp sum in
//     partial[BLOCK / WARP_SIZE], and warp 0 reduces those partials.
// Integer data, so every result is exact. n is a multiple of 32 but not of
// 64 or of BLOCK: the last block holds a single warp.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include "common.cuh"

#define WARP_SIZE 32

constexpr int BLOCK = 256;
static_assert(BLOCK % WARP_SIZE == 0, "BLOCK must be a whole number of warps");

template <int WARP = WARP_SIZE>
__device__ int warp_sum(int v)
{
    for (int o = WARP / 2; o > 0; o /= 2)
        v += __shfl_xor_sync(0xffffffff, v, o);
    return v;                       // every lane of the group holds the sum
}

__global__ void warp_reductions(const int* in, int n, int* warpAdd, int* warpShfl,
                                unsigned* warpMax, unsigned* warpOr, int* blockTotal)
{
    __shared__ int partial[BLOCK / WARP_SIZE];
    const int globalThread = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % WARP_SIZE;
    const int warp = threadIdx.x / WARP_SIZE;
    const int v = (globalThread < n) ? in[globalThread] : 0;   // inputs are >= 0

    const int add = __reduce_add_sync(0xffffffff, v);
    const unsigned mx = __reduce_max_sync(0xffffffff, (unsigned)v);
    const unsigned bits = __reduce_or_sync(0xffffffff, (unsigned)v);
    const int shfl = warp_sum(v);

    const int w = globalThread / WARP_SIZE;
    if (lane == 0 && w * WARP_SIZE < n) {
        warpAdd[w] = add;
        warpShfl[w] = shfl;
        warpMax[w] = mx;
        warpOr[w] = bits;
    }

    if (lane == 0)
        partial[warp] = shfl;
    __syncthreads();
    if (warp == 0) {
        const int p = (lane < BLOCK / WARP_SIZE) ? partial[lane] : 0;
        const int total = warp_sum<BLOCK / WARP_SIZE>(p);
        if (lane == 0)
            blockTotal[blockIdx.x] = total;
    }
}

int main()
{
    const int n = WARP_SIZE * 777;        // 24864: a lone warp in the last block
    const int numWarps = n / WARP_SIZE;
    const int blocks = (n + BLOCK - 1) / BLOCK;

    // Values in [0, 100000): sums fit easily in an int, bit patterns vary.
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) h[i] = (int)(mix32((uint32_t)i + 77u) % 100000u);

    int *dIn, *dAdd, *dShfl, *dBlock;
    unsigned *dMax, *dOr;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dAdd, numWarps * sizeof(int)));
    CHECK(cudaMalloc((void**)&dShfl, numWarps * sizeof(int)));
    CHECK(cudaMalloc((void**)&dMax, numWarps * sizeof(unsigned)));
    CHECK(cudaMalloc((void**)&dOr, numWarps * sizeof(unsigned)));
    CHECK(cudaMalloc((void**)&dBlock, blocks * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    warp_reductions<<<blocks, BLOCK>>>(dIn, n, dAdd, dShfl, dMax, dOr, dBlock);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<int> add(numWarps), shfl(numWarps), blockTotal(blocks);
    std::vector<unsigned> mx(numWarps), bits(numWarps);
    CHECK(cudaMemcpy(add.data(), dAdd, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(shfl.data(), dShfl, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(mx.data(), dMax, numWarps * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(bits.data(), dOr, numWarps * sizeof(unsigned), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(blockTotal.data(), dBlock, blocks * sizeof(int), cudaMemcpyDeviceToHost));

    // Per-warp and per-block references.
    int badWarps = 0, badBlocks = 0;
    long long grand = 0;
    for (int w = 0; w < numWarps; ++w) {
        int s = 0;
        unsigned m = 0, o = 0;
        for (int i = w * WARP_SIZE; i < (w + 1) * WARP_SIZE; ++i) {
            s += h[i];
            m = std::max(m, (unsigned)h[i]);
            o |= (unsigned)h[i];
        }
        grand += s;
        if (add[w] != s || shfl[w] != s || mx[w] != m || bits[w] != o) {
            if (badWarps < 5)
                fprintf(stderr, "warp %d: add=%d shfl=%d max=%u or=%#x, want %d %d %u %#x\n",
                        w, add[w], shfl[w], mx[w], bits[w], s, s, m, o);
            ++badWarps;
        }
    }
    for (int b = 0; b < blocks; ++b) {
        int s = 0;
        for (int i = b * BLOCK; i < std::min(n, (b + 1) * BLOCK); ++i) s += h[i];
        if (blockTotal[b] != s) {
            if (badBlocks < 5) fprintf(stderr, "block %d: %d, want %d\n", b, blockTotal[b], s);
            ++badBlocks;
        }
    }
    printf("warps=%d blocks=%d total=%lld bad warps=%d bad blocks=%d\n",
           numWarps, blocks, grand, badWarps, badBlocks);

    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dAdd));
    CHECK(cudaFree(dShfl));
    CHECK(cudaFree(dMax));
    CHECK(cudaFree(dOr));
    CHECK(cudaFree(dBlock));

    const bool ok = badWarps == 0 && badBlocks == 0;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
