// async_copy_pipeline.cu
//
// Global -> shared copies with the async-copy primitives of cuda_pipeline.h
// (sm_80 and later), double-buffered as in tiled kernels:
//   - each thread issues a 16-byte __pipeline_memcpy_async for the next tile
//     while the block works on the current one, commits the batch, and
//     __pipeline_wait_prior(1) waits for all but that newest batch;
//   - after a __syncthreads each thread reads a neighbour's copy, so a copy
//     that has not landed would show as a wrong sum;
//   - an 8-byte copy with zfill = 4 copies one int and zero-fills the next.
// Integer data: every result is exact.
#include <cuda_runtime.h>
#include <cuda_pipeline.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

constexpr int BLOCK = 64;
constexpr int TILES = 6;

__global__ void tile_sums(const int4* in, const int2* pairs, int* out, int* firsts)
{
    __shared__ int4 buf[2][BLOCK];
    __shared__ int2 tail[BLOCK];
    const int t = threadIdx.x;
    const int4* base = in + (size_t)blockIdx.x * TILES * BLOCK;

    __pipeline_memcpy_async(&buf[0][t], &base[t], sizeof(int4));
    __pipeline_commit();
    int acc = 0;
    for (int k = 0; k < TILES; ++k) {
        if (k + 1 < TILES)
            __pipeline_memcpy_async(&buf[(k + 1) & 1][t], &base[(k + 1) * BLOCK + t],
                                    sizeof(int4));
        __pipeline_commit();
        __pipeline_wait_prior(1);      // every batch but the newest has landed
        __syncthreads();
        const int4 v = buf[k & 1][(t + 1) % BLOCK];
        acc += v.x + v.y + v.z + v.w;
        __syncthreads();               // the buffer is refilled next round
    }
    out[blockIdx.x * BLOCK + t] = acc;

    __pipeline_memcpy_async(&tail[t], &pairs[blockIdx.x * BLOCK + t], sizeof(int2), 4);
    __pipeline_commit();
    __pipeline_wait_prior(0);
    __syncthreads();
    const int2 p = tail[(t + 3) % BLOCK];
    firsts[blockIdx.x * BLOCK + t] = p.x + 1000 * p.y;   // p.y is zero-filled
}

int main()
{
    const int blocks = 10;
    const int n4 = blocks * TILES * BLOCK;
    const int threads = blocks * BLOCK;
    std::vector<int4> h(n4);
    std::vector<int2> pairs(threads);
    for (int i = 0; i < n4; ++i) {
        const uint32_t r = mix32((uint32_t)i + 5u);
        h[i] = make_int4((int)(r % 100u), (int)(r >> 8 & 127u), (int)(r >> 16 & 63u), 1);
    }
    for (int i = 0; i < threads; ++i) pairs[i] = make_int2(i * 3 + 1, 77);

    int4* dIn;
    int2* dPairs;
    int *dOut, *dFirsts;
    CHECK(cudaMalloc((void**)&dIn, n4 * sizeof(int4)));
    CHECK(cudaMalloc((void**)&dPairs, threads * sizeof(int2)));
    CHECK(cudaMalloc((void**)&dOut, threads * sizeof(int)));
    CHECK(cudaMalloc((void**)&dFirsts, threads * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n4 * sizeof(int4), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dPairs, pairs.data(), threads * sizeof(int2), cudaMemcpyHostToDevice));
    tile_sums<<<blocks, BLOCK>>>(dIn, dPairs, dOut, dFirsts);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> out(threads), firsts(threads);
    CHECK(cudaMemcpy(out.data(), dOut, threads * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(firsts.data(), dFirsts, threads * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int b = 0; b < blocks; ++b)
        for (int t = 0; t < BLOCK; ++t) {
            int want = 0;
            for (int k = 0; k < TILES; ++k) {
                const int4 v = h[(size_t)b * TILES * BLOCK + k * BLOCK + (t + 1) % BLOCK];
                want += v.x + v.y + v.z + v.w;
            }
            const int wantFirst = pairs[b * BLOCK + (t + 3) % BLOCK].x;
            const int i = b * BLOCK + t;
            if (out[i] != want || firsts[i] != wantFirst) {
                if (bad < 8)
                    fprintf(stderr, "block %d thread %d: sum %d first %d, want %d %d\n", b, t,
                            out[i], firsts[i], want, wantFirst);
                ++bad;
            }
        }
    printf("threads=%d tiles=%d bad=%d\n", threads, TILES, bad);
    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dPairs));
    CHECK(cudaFree(dOut));
    CHECK(cudaFree(dFirsts));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
