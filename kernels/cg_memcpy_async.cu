// cg_memcpy_async.cu
//
// Cooperative groups' asynchronous copies (cooperative_groups/memcpy_async.h,
// sm_80 and later), as staging loops use them:
//   - the whole block copies a tile of 256 ints into shared memory with one
//     cg::memcpy_async(block, dst, src, bytes), then each 32-thread tile
//     copies its own 32-element slice with the element-count form
//     cg::memcpy_async(tile, dst, n, src, n);
//   - cg::wait_prior<1>(block) waits for the block copy only (the newest,
//     the tile copy, may still be in flight), and cg::wait(tile) for the
//     rest;
//   - every thread reads elements other threads copied, so a copy that has
//     not landed for the whole group shows as a wrong sum.
// Integer data: every result is exact.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

namespace cg = cooperative_groups;

constexpr int BLOCK = 128;
constexpr int WIDE = 256;   // ints the block copies
constexpr int ROUNDS = 3;

__global__ void staged_sums(const int* wide, const int* narrow, int* out)
{
    __shared__ int a[WIDE];
    __shared__ int b[BLOCK];
    auto block = cg::this_thread_block();
    auto tile = cg::tiled_partition<32>(block);
    const int t = threadIdx.x;
    const int slice = tile.meta_group_rank() * 32;
    int acc = 0;
    for (int r = 0; r < ROUNDS; ++r) {
        const size_t base = ((size_t)blockIdx.x * ROUNDS + r);
        cg::memcpy_async(block, a, wide + base * WIDE, sizeof(int) * WIDE);
        cg::memcpy_async(tile, b + slice, 32, narrow + base * BLOCK + slice, 32);
        cg::wait_prior<1>(block);          // the block copy has landed
        acc += a[(t * 2 + 17) % WIDE] + a[(t * 2 + 18) % WIDE];
        cg::wait(tile);                    // and this tile's slice
        acc += 1000 * b[slice + (tile.thread_rank() + 5) % 32];
        block.sync();                      // a and b are refilled next round
    }
    out[blockIdx.x * BLOCK + t] = acc;
}

int main()
{
    const int blocks = 4;
    std::vector<int> wide((size_t)blocks * ROUNDS * WIDE), narrow((size_t)blocks * ROUNDS * BLOCK);
    for (size_t i = 0; i < wide.size(); ++i) wide[i] = (int)(mix32((uint32_t)i + 1u) % 500u);
    for (size_t i = 0; i < narrow.size(); ++i) narrow[i] = (int)(mix32((uint32_t)i + 99u) % 50u);
    int *dWide, *dNarrow, *dOut;
    CHECK(cudaMalloc((void**)&dWide, wide.size() * sizeof(int)));
    CHECK(cudaMalloc((void**)&dNarrow, narrow.size() * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut, blocks * BLOCK * sizeof(int)));
    CHECK(cudaMemcpy(dWide, wide.data(), wide.size() * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dNarrow, narrow.data(), narrow.size() * sizeof(int), cudaMemcpyHostToDevice));
    staged_sums<<<blocks, BLOCK>>>(dWide, dNarrow, dOut);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> out(blocks * BLOCK);
    CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int blk = 0; blk < blocks; ++blk)
        for (int t = 0; t < BLOCK; ++t) {
            int want = 0;
            const int slice = t / 32 * 32;
            for (int r = 0; r < ROUNDS; ++r) {
                const size_t base = (size_t)blk * ROUNDS + r;
                want += wide[base * WIDE + (t * 2 + 17) % WIDE] + wide[base * WIDE + (t * 2 + 18) % WIDE];
                want += 1000 * narrow[base * BLOCK + slice + (t + 5) % 32];
            }
            if (out[blk * BLOCK + t] != want) {
                if (bad < 8)
                    fprintf(stderr, "block %d thread %d: %d, want %d\n", blk, t, out[blk * BLOCK + t], want);
                ++bad;
            }
        }
    printf("threads=%d rounds=%d bad=%d\n", blocks * BLOCK, ROUNDS, bad);
    CHECK(cudaFree(dWide));
    CHECK(cudaFree(dNarrow));
    CHECK(cudaFree(dOut));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
