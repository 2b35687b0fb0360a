// warp_partial_masks.cu
//
// Warp operations whose meaning depends on CUDA's exact rules:
//   - a rotation with __shfl_sync(full, v, lane + 1) and (lane - 1): CUDA
//     reads the source lane modulo 32, so lane 31 reads lane 0 and lane 0
//     reads lane 31;
//   - inside a branch taken by some lanes only, the votes and reductions of
//     the lanes in __activemask(): __ballot_sync, __all_sync,
//     __reduce_add_sync, __reduce_max_sync and __match_all_sync with that
//     mask. The branch depends on the warp's index, so the two 32-lane warps
//     that share a 64-lane wavefront take it with different lanes;
//   - __syncwarp() ordering each lane's shared-memory write before its
//     neighbour's read.
// Integer data: every result is exact.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include "common.cuh"

constexpr int BLOCK = 128;
constexpr int FIELDS = 8;

// Lanes that take the branch: a pattern that moves with the warp's index.
__host__ __device__ inline bool inBranch(int lane, int warp)
{
    return (lane + warp) % 3 != 0;
}

__global__ void partial_masks(const int* in, int* out)
{
    __shared__ int stage[BLOCK];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % 32;
    const int warp = i / 32;
    const int v = in[i];
    int* o = out + (size_t)i * FIELDS;

    o[0] = __shfl_sync(0xffffffff, v, lane + 1);
    o[1] = __shfl_sync(0xffffffff, v, lane - 1);

    if (inBranch(lane, warp)) {
        const unsigned m = __activemask();
        o[2] = (int)__ballot_sync(m, v & 1);
        o[3] = __all_sync(m, v < 900);
        o[4] = __reduce_add_sync(m, v);
        o[5] = (int)__reduce_max_sync(m, (unsigned)v);
        int same = 0;
        const unsigned peers = __match_all_sync(m, v / 1000, &same);
        o[6] = (int)peers + same;
    } else {
        o[2] = o[3] = o[4] = o[5] = o[6] = -1;
    }

    stage[threadIdx.x] = v * 2;
    __syncwarp();
    o[7] = stage[(threadIdx.x & ~31) | ((lane + 5) & 31)];
}

int main()
{
    const int blocks = 24;
    const int n = blocks * BLOCK;
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) h[i] = (int)(mix32((uint32_t)i * 7u + 3u) % 1000u);

    int *dIn, *dOut;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut, (size_t)n * FIELDS * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    partial_masks<<<blocks, BLOCK>>>(dIn, dOut);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> out((size_t)n * FIELDS);
    CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        const int lane = i % 32, warp = i / 32, base = i - lane;
        int want[FIELDS];
        want[0] = h[base + (lane + 1) % 32];
        want[1] = h[base + (lane + 31) % 32];
        if (inBranch(lane, warp)) {
            unsigned m = 0, ballot = 0;
            int all = 1, sum = 0;
            unsigned mx = 0;
            for (int l = 0; l < 32; ++l)
                if (inBranch(l, warp)) {
                    m |= 1u << l;
                    if (h[base + l] & 1) ballot |= 1u << l;
                    all &= h[base + l] < 900;
                    sum += h[base + l];
                    mx = std::max(mx, (unsigned)h[base + l]);
                }
            // Every value is below 1000, so v / 1000 is 0 for all of them.
            want[2] = (int)ballot;
            want[3] = all;
            want[4] = sum;
            want[5] = (int)mx;
            want[6] = (int)m + 1;
        } else {
            want[2] = want[3] = want[4] = want[5] = want[6] = -1;
        }
        want[7] = 2 * h[base + (lane + 5) % 32];
        for (int f = 0; f < FIELDS; ++f)
            if (out[(size_t)i * FIELDS + f] != want[f]) {
                if (bad < 8)
                    fprintf(stderr, "thread %d field %d: %d, want %d\n", i, f,
                            out[(size_t)i * FIELDS + f], want[f]);
                ++bad;
            }
    }
    printf("threads=%d fields=%d bad=%d\n", n, FIELDS, bad);
    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dOut));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
