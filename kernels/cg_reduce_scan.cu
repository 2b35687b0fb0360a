// cg_reduce_scan.cu
//
// Cooperative-groups collectives over static tiles:
//   - cg::reduce over 32-thread tiles with cg::plus, cg::greater, cg::less
//     and cg::bit_xor, and over 8-thread tiles with cg::plus;
//   - cg::inclusive_scan and cg::exclusive_scan (cg::plus) over 16-thread
//     tiles, and an inclusive scan with a user functor (running maximum);
//   - a block sum: the 32-thread tiles' sums, reduced again by the first tile.
// Integer data: every result is exact. Each thread writes its results; the
// host recomputes them.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cooperative_groups/scan.h>
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include "common.cuh"

namespace cg = cooperative_groups;

constexpr int BLOCK = 128;
constexpr int FIELDS = 9;

struct RunningMax {
    __device__ int operator()(int a, int b) const { return a > b ? a : b; }
};

__global__ void collectives(const int* in, int* out, int* blockSums)
{
    __shared__ int tileSums[BLOCK / 32];
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<32> t32 = cg::tiled_partition<32>(block);
    cg::thread_block_tile<16> t16 = cg::tiled_partition<16>(block);
    cg::thread_block_tile<8> t8 = cg::tiled_partition<8>(block);
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int v = in[i];
    int* o = out + (size_t)i * FIELDS;

    o[0] = cg::reduce(t32, v, cg::plus<int>());
    o[1] = cg::reduce(t32, v, cg::greater<int>());
    o[2] = cg::reduce(t32, v, cg::less<int>());
    o[3] = cg::reduce(t32, v, cg::bit_xor<int>());
    o[4] = cg::reduce(t8, v, cg::plus<int>());
    o[5] = cg::inclusive_scan(t16, v, cg::plus<int>());
    o[6] = cg::exclusive_scan(t16, v, cg::plus<int>());
    o[7] = cg::inclusive_scan(t16, v, RunningMax());

    if (t32.thread_rank() == 0)
        tileSums[block.thread_rank() / 32] = o[0];
    block.sync();
    if (block.thread_rank() < 32) {
        const int s = block.thread_rank() < BLOCK / 32 ? tileSums[block.thread_rank()] : 0;
        const int total = cg::reduce(t32, s, cg::plus<int>());
        if (block.thread_rank() == 0)
            blockSums[blockIdx.x] = total;
    }
    o[8] = (int)t16.thread_rank();
}

int main()
{
    const int blocks = 20;
    const int n = blocks * BLOCK;
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) h[i] = (int)(mix32((uint32_t)i * 13u + 1u) % 5000u);

    int *dIn, *dOut, *dSums;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut, (size_t)n * FIELDS * sizeof(int)));
    CHECK(cudaMalloc((void**)&dSums, blocks * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    collectives<<<blocks, BLOCK>>>(dIn, dOut, dSums);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> out((size_t)n * FIELDS), sums(blocks);
    CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(sums.data(), dSums, blocks * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        const int b32 = i - i % 32, b16 = i - i % 16, b8 = i - i % 8;
        int want[FIELDS] = {0, 0, 1 << 30, 0, 0, 0, 0, 0, i % 16};
        for (int k = b32; k < b32 + 32; ++k) {
            want[0] += h[k];
            want[1] = std::max(want[1], h[k]);
            want[2] = std::min(want[2], h[k]);
            want[3] ^= h[k];
        }
        for (int k = b8; k < b8 + 8; ++k) want[4] += h[k];
        for (int k = b16; k <= i; ++k) {
            want[5] += h[k];
            want[7] = std::max(want[7], h[k]);
        }
        want[6] = want[5] - h[i];
        for (int f = 0; f < FIELDS; ++f)
            if (out[(size_t)i * FIELDS + f] != want[f]) {
                if (bad < 8)
                    fprintf(stderr, "thread %d field %d: %d, want %d\n", i, f,
                            out[(size_t)i * FIELDS + f], want[f]);
                ++bad;
            }
    }
    for (int b = 0; b < blocks; ++b) {
        int s = 0;
        for (int k = b * BLOCK; k < (b + 1) * BLOCK; ++k) s += h[k];
        if (sums[b] != s) {
            if (bad < 8) fprintf(stderr, "block %d: %d, want %d\n", b, sums[b], s);
            ++bad;
        }
    }
    printf("threads=%d blocks=%d bad=%d\n", n, blocks, bad);
    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dOut));
    CHECK(cudaFree(dSums));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
