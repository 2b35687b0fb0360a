// async_copy_ptx.cu
//
// Global -> shared copies written as inline-PTX cp.async, the way attention
// and GEMM kernels wrap them (sm_80 and later):
//   - load_16b() and load_16b_pred() wrap cp.async.cg with a 16-byte copy;
//     the predicated one zero-fills (src-size 0) past the end of the input,
//     whose length is not a multiple of the tile;
//   - a three-stage ring in dynamic shared memory: stage k+2 is issued while
//     stage k is summed, and CP_ASYNC_WAIT(1) waits for all groups but the
//     newest before each use;
//   - after a __syncthreads each thread reads a neighbour's copy, so a copy
//     that has not landed shows as a wrong sum;
//   - a 4-byte cp.async.ca with src-size 2 copies two bytes and zero-fills
//     two, into a static __shared__ array, and cp.async.wait_all ends it.
// Integer data: every result is exact.
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

#define CP_ASYNC_COMMIT() asm volatile("cp.async.commit_group;\n" ::)
#define CP_ASYNC_WAIT(n) asm volatile("cp.async.wait_group %0;\n" ::"n"(n))

constexpr int BLOCK = 64;
constexpr int STAGES = 3;
constexpr int TILES = 7;

__device__ __forceinline__ void load_16b(int4* smem, const int4* gmem)
{
    uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
    asm volatile("cp.async.cg.shared.global [%0], [%1], %2, %3;\n" ::"r"(s), "l"(gmem), "n"(16),
                 "r"(16));
}

__device__ __forceinline__ void load_16b_pred(int4* smem, const int4* gmem, bool valid)
{
    uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
    int src_bytes = valid ? 16 : 0;   // 0: the 16 bytes are zeros
    asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], %2, %3;\n" ::"r"(s),
                 "l"(gmem), "n"(16), "r"(src_bytes));
}

__global__ void ring_sums(const int4* in, int n4, const unsigned* words, int* out, int* lows)
{
    extern __shared__ int4 ring[];            // STAGES tiles of BLOCK
    __shared__ unsigned halves[BLOCK];
    const int t = threadIdx.x;
    const int first = blockIdx.x * TILES * BLOCK;

    for (int k = 0; k < STAGES - 1; ++k) {
        const int i = first + k * BLOCK + t;
        load_16b_pred(&ring[k * BLOCK + t], &in[i < n4 ? i : 0], i < n4);
        CP_ASYNC_COMMIT();
    }
    int acc = 0;
    for (int k = 0; k < TILES; ++k) {
        const int next = k + STAGES - 1;
        if (next < TILES) {
            const int i = first + next * BLOCK + t;
            if (i < n4)
                load_16b(&ring[(next % STAGES) * BLOCK + t], &in[i]);
            else
                load_16b_pred(&ring[(next % STAGES) * BLOCK + t], in, false);
        }
        CP_ASYNC_COMMIT();
        CP_ASYNC_WAIT(STAGES - 2);   // stage k has landed
        __syncthreads();
        const int4 v = ring[(k % STAGES) * BLOCK + (t + 1) % BLOCK];
        acc += v.x + v.y + v.z + v.w;
        __syncthreads();             // the slot is refilled next round
    }
    out[blockIdx.x * BLOCK + t] = acc;

    const uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(&halves[t]));
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" ::"r"(s),
                 "l"(&words[blockIdx.x * BLOCK + t]), "r"(2));
    asm volatile("cp.async.wait_all;\n" ::);
    __syncthreads();
    lows[blockIdx.x * BLOCK + t] = (int)halves[(t + 5) % BLOCK];
}

int main()
{
    const int blocks = 6;
    const int n4 = blocks * TILES * BLOCK - 100;   // the last block's tail is short
    const int threads = blocks * BLOCK;
    std::vector<int4> h(n4);
    std::vector<unsigned> words(threads);
    for (int i = 0; i < n4; ++i) {
        const uint32_t r = mix32((uint32_t)i + 11u);
        h[i] = make_int4((int)(r % 97u), (int)(r >> 8 & 127u), (int)(r >> 16 & 31u), 2);
    }
    for (int i = 0; i < threads; ++i) words[i] = 0xABCD0000u | (unsigned)(i * 7 + 3);

    int4* dIn;
    unsigned* dWords;
    int *dOut, *dLows;
    CHECK(cudaMalloc((void**)&dIn, n4 * sizeof(int4)));
    CHECK(cudaMalloc((void**)&dWords, threads * sizeof(unsigned)));
    CHECK(cudaMalloc((void**)&dOut, threads * sizeof(int)));
    CHECK(cudaMalloc((void**)&dLows, threads * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n4 * sizeof(int4), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dWords, words.data(), threads * sizeof(unsigned), cudaMemcpyHostToDevice));
    ring_sums<<<blocks, BLOCK, STAGES * BLOCK * sizeof(int4)>>>(dIn, n4, dWords, dOut, dLows);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> out(threads), lows(threads);
    CHECK(cudaMemcpy(out.data(), dOut, threads * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(lows.data(), dLows, threads * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int b = 0; b < blocks; ++b)
        for (int t = 0; t < BLOCK; ++t) {
            int want = 0;
            for (int k = 0; k < TILES; ++k) {
                const int i = b * TILES * BLOCK + k * BLOCK + (t + 1) % BLOCK;
                if (i < n4) want += h[i].x + h[i].y + h[i].z + h[i].w;
            }
            const int wantLow = (int)(words[b * BLOCK + (t + 5) % BLOCK] & 0xFFFFu);
            const int i = b * BLOCK + t;
            if (out[i] != want || lows[i] != wantLow) {
                if (bad < 8)
                    fprintf(stderr, "block %d thread %d: sum %d low %d, want %d %d\n", b, t,
                            out[i], lows[i], want, wantLow);
                ++bad;
            }
        }
    printf("threads=%d tiles=%d stages=%d bad=%d\n", threads, TILES, STAGES, bad);
    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dWords));
    CHECK(cudaFree(dOut));
    CHECK(cudaFree(dLows));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
