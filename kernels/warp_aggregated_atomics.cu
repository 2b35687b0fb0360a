// warp_aggregated_atomics.cu
//
// Warp-aggregated atomics for a filter (stream compaction) counter:
//   - each thread whose element passes the predicate needs one output slot;
//   - inside the `if (pred)` branch, __activemask() gives the lanes that took
//     the branch; the lowest of them (__ffs - 1) is the leader, which reserves
//     __popc(active) slots with a single atomicAdd on the global counter;
//   - the leader broadcasts the base with __shfl_sync(active, ...) and every
//     selected lane writes at base + (number of active lanes below it);
//   - the leader also adds the warp's selected count to a per-warp
//     statistics buffer, indexed by globalThreadId / 32 (an atomicAdd, so
//     the total stays right if the branch ever splits into several active
//     sets). The host sizes that buffer from cudaDeviceProp::warpSize and
//     checks it against a reference computed on 32-lane warps.
// The predicate is sparse and irregular per 64-thread group: some groups only
// select in lanes 0..31, some only in lanes 32..63, some in both halves, and
// some select a single lane, so both 32-lane halves of a 64-thread group are
// exercised separately. n is not a multiple of 64 (nor of 32).
// The order of warps in the output is not deterministic: the host sorts the
// (index, value) pairs before comparing.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>
#include "common.cuh"

__global__ void filter_aggregated(const float* x, int size, float threshold,
                                  int* outIndex, float* outValue, int* counter,
                                  int* warpStats)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % 32;
    if (i < size && x[i] > threshold) {
        const unsigned active = __activemask();
        const int leader = __ffs(active) - 1;
        const int n = __popc(active);       // lanes selected in this warp
        const unsigned lanemaskLt = (1u << lane) - 1;
        const int rank = __popc(active & lanemaskLt);

        int base = 0;
        if (lane == leader) {
            base = atomicAdd(counter, n);
            atomicAdd(&warpStats[i / 32], n);  // one value per 32-thread warp
        }
        base = __shfl_sync(active, base, leader);
        outIndex[base + rank] = i;
        outValue[base + rank] = x[i];
    }
}

// Which halves of 64-thread group g may select elements:
// 0 = first half only, 1 = second half only, 2 = both, 3 = a single lane.
static int group_pattern(int g) { return (int)(mix32((uint32_t)g * 31u + 5u) % 4u); }

static float input_value(int i)
{
    const float u = det_uniform((uint32_t)i, 77u, 0.0f, 1.0f);
    const int g = i / 64, l = i % 64;
    switch (group_pattern(g)) {
    case 0:  return l < 32 ? u : -1.0f;
    case 1:  return l >= 32 ? u : -1.0f;
    case 2:  return u;
    default: return l == (int)(mix32((uint32_t)g) % 64u) ? 0.99f : -1.0f;
    }
}

int main()
{
    const int n = 40037;                     // n % 64 == 37, n % 32 == 5
    const float threshold = 0.7f;            // about 30% of the eligible lanes
    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;

    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, 0));
    const int numWarps = (n + prop.warpSize - 1) / prop.warpSize;
    const int refWarps = (n + 31) / 32;      // the reference uses 32-lane warps

    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = input_value(i);

    float *dX, *dOutValue;
    int *dOutIndex, *dCounter, *dStats;
    CHECK(cudaMalloc((void**)&dX, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dOutValue, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dOutIndex, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dCounter, sizeof(int)));
    CHECK(cudaMalloc((void**)&dStats, numWarps * sizeof(int)));
    CHECK(cudaMemcpy(dX, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dOutIndex, 0xff, n * sizeof(int)));   // -1: slot never written
    CHECK(cudaMemset(dCounter, 0, sizeof(int)));
    CHECK(cudaMemset(dStats, 0, numWarps * sizeof(int)));   // warps with no leader stay 0

    filter_aggregated<<<blocks, threads>>>(dX, n, threshold, dOutIndex, dOutValue,
                                           dCounter, dStats);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    int count = 0;
    CHECK(cudaMemcpy(&count, dCounter, sizeof(int), cudaMemcpyDeviceToHost));
    if (count < 0 || count > n) count = 0;   // guard the copies below
    std::vector<int> idx(count), stats(numWarps);
    std::vector<float> val(count);
    CHECK(cudaMemcpy(idx.data(), dOutIndex, count * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(val.data(), dOutValue, count * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(stats.data(), dStats, numWarps * sizeof(int), cudaMemcpyDeviceToHost));

    // Reference: selected indices in order, and selected count per 32-lane warp.
    std::vector<int> refIdx, refStats(refWarps, 0);
    for (int i = 0; i < n; ++i)
        if (h[i] > threshold) { refIdx.push_back(i); ++refStats[i / 32]; }

    std::vector<std::pair<int, float>> got(count);
    for (int k = 0; k < count; ++k) got[k] = std::make_pair(idx[k], val[k]);
    std::sort(got.begin(), got.end());
    bool compactOk = count == (int)refIdx.size();
    for (int k = 0; compactOk && k < count; ++k)
        compactOk = got[k].first == refIdx[k] && got[k].second == h[refIdx[k]];

    int badWarps = numWarps == refWarps ? 0 : 1;
    for (int w = 0; w < std::min(numWarps, refWarps); ++w) {
        if (stats[w] != refStats[w]) {
            if (badWarps < 5) fprintf(stderr, "warpStats[%d] = %d, want %d\n", w, stats[w], refStats[w]);
            ++badWarps;
        }
    }

    printf("n=%d warpSize=%d stat warps=%d (ref %d) bad warps=%d selected=%d (ref %d)\n",
           n, prop.warpSize, numWarps, refWarps, badWarps, count, (int)refIdx.size());

    CHECK(cudaFree(dX));
    CHECK(cudaFree(dOutValue));
    CHECK(cudaFree(dOutIndex));
    CHECK(cudaFree(dCounter));
    CHECK(cudaFree(dStats));

    const bool ok = badWarps == 0 && compactOk;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
