// cg_block_tiles.cu
//
// Cooperative-groups tiles wider than a warp (64, 128 and 256 threads of a
// 256-thread block), as CUDA 12 allows them from a thread block:
//   - tile.sync() orders a shared-memory exchange between the warps of one
//     tile (each thread reads a value another warp of its tile wrote);
//   - thread_rank, size, meta_group_rank and meta_group_size, also of a
//     64-thread tile partitioned from a 128-thread one;
//   - tile.shfl from a rank in another warp (a broadcast: every thread of
//     the tile names the same rank, as CUDA requires), tile.any and tile.all;
//   - cg::reduce (plus, greater) and cg::inclusive_scan/exclusive_scan over
//     a 128-thread tile, whose partial results cross warps;
//   - a 32-thread tile partitioned from a 128-thread one.
// Integer data: every result is exact.
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

namespace cg = cooperative_groups;

constexpr int BLOCK = 256;
constexpr int OUTS = 12;   // results per thread

__global__ void block_tiles(const int* in, int* out)
{
    __shared__ int stage[BLOCK];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<128> t128 = cg::tiled_partition<128>(block);
    auto t64 = cg::tiled_partition<64>(t128);
    auto t256 = cg::tiled_partition<256>(block);
    auto t32 = cg::tiled_partition<32>(t128);
    const int t = block.thread_rank();
    const int v = in[blockIdx.x * BLOCK + t];
    int* o = out + ((size_t)blockIdx.x * BLOCK + t) * OUTS;

    // Exchange inside each 128-thread tile, across its warps: the write and
    // the read are ordered by the tile's barrier only.
    stage[t] = v;
    t128.sync();
    const int base = t128.meta_group_rank() * 128;
    o[0] = stage[base + (t128.thread_rank() + 77) % 128];
    t128.sync();
    stage[t] = v * 3;
    t64.sync();
    o[1] = stage[t64.meta_group_rank() * 64 + t128.meta_group_rank() * 128 + (t64.thread_rank() + 40) % 64];

    o[2] = t128.meta_group_rank() * 10000 + t128.meta_group_size() * 1000 +
           t64.meta_group_rank() * 100 + t64.meta_group_size() * 10 + (int)t64.size() / 64;
    o[3] = t256.thread_rank() * 1000 + (int)t256.num_threads() / 256 + t64.thread_rank() * 2;
    o[4] = t128.shfl(v, 100);                 // rank 100 is in the tile's last warp
    o[5] = t64.shfl(v * 2, 50 - 9 * t64.meta_group_rank()); // the same rank for the whole tile
    o[6] = t128.any(v == 7) * 2 + t128.all(v >= 0);
    o[7] = cg::reduce(t128, v, cg::plus<int>());
    o[8] = cg::reduce(t256, v, cg::greater<int>());
    o[9] = cg::inclusive_scan(t128, v, cg::plus<int>());
    o[10] = cg::exclusive_scan(t128, v, cg::plus<int>());
    o[11] = t32.shfl(v, 3) + (int)t32.size() * 1000;
}

int main()
{
    const int blocks = 3;
    std::vector<int> in(blocks * BLOCK);
    for (size_t i = 0; i < in.size(); ++i) in[i] = (int)(mix32((uint32_t)i + 5u) % 100u);
    in[BLOCK + 130] = 7;   // block 1's second 128-tile has a 7
    for (int t = 0; t < BLOCK; ++t)
        if (in[t] == 7) in[t] = 8;   // block 0 has none
    int *dIn, *dOut;
    CHECK(cudaMalloc((void**)&dIn, in.size() * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut, in.size() * OUTS * sizeof(int)));
    CHECK(cudaMemcpy(dIn, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice));
    block_tiles<<<blocks, BLOCK>>>(dIn, dOut);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> out(in.size() * OUTS);
    CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int b = 0; b < blocks; ++b)
        for (int t = 0; t < BLOCK; ++t) {
            const int* x = &in[b * BLOCK];
            const int r128 = t % 128, g128 = t / 128, r64 = t % 64, g64 = r128 / 64;
            const int base = g128 * 128;
            int any7 = 0, all0 = 1, sum = 0, incl = 0, excl = 0, mx = x[0];
            for (int i = 0; i < 128; ++i) {
                any7 |= x[base + i] == 7;
                all0 &= x[base + i] >= 0;
                sum += x[base + i];
                if (i <= r128) incl += x[base + i];
                if (i < r128) excl += x[base + i];
            }
            for (int i = 0; i < BLOCK; ++i) mx = x[i] > mx ? x[i] : mx;
            const int want[OUTS] = {
                x[base + (r128 + 77) % 128],
                3 * x[g64 * 64 + base + (r64 + 40) % 64],
                g128 * 10000 + 2 * 1000 + g64 * 100 + 2 * 10 + 1,
                t * 1000 + 1 + r64 * 2,
                x[base + 100],
                2 * x[t / 64 * 64 + 50 - 9 * g64],
                any7 * 2 + all0,
                sum,
                mx,
                incl,
                excl,
                x[t / 32 * 32 + 3] + 32000,
            };
            for (int k = 0; k < OUTS; ++k) {
                const int got = out[((size_t)b * BLOCK + t) * OUTS + k];
                if (got != want[k]) {
                    if (bad < 8)
                        fprintf(stderr, "block %d thread %d result %d: %d, want %d\n", b, t, k, got, want[k]);
                    ++bad;
                }
            }
        }
    printf("threads=%d results=%d bad=%d\n", blocks * BLOCK, OUTS, bad);
    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dOut));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
