// warp_ptx_lanes.cu
//
// Lane ids and lane masks read through inline PTX special registers:
//   - lane_id()      %laneid       the thread's lane within its warp
//   - lanemask_lt()  %lanemask_lt  bits of the lanes below this one
//   - lanemask_le()  %lanemask_le  bits of this lane and the lanes below
//   - lanemask_gt()  %lanemask_gt  bits of the lanes above this one
//   - active_mask()  activemask.b32, the lanes executing together right now
// A data-dependent predicate is voted with __ballot_sync; each thread then
// counts the selected lanes below it (its rank in a compaction), at or below
// it, and above it, by masking the ballot. Inside `if (pred)` the selected
// lanes meet at __syncwarp(ballot) and record how many lanes are active.
// The host rebuilds every value from a 32-lane warp: lane = i % 32 for the
// 1-D blocks of 256 threads used here. All of these values change if lanes
// are numbered within a wider (64-lane) wave.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

__device__ __forceinline__ unsigned lane_id()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(r));
    return r;
}

__device__ __forceinline__ unsigned lanemask_lt()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%lanemask_lt;" : "=r"(r));
    return r;
}

__device__ __forceinline__ unsigned lanemask_le()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%lanemask_le;" : "=r"(r));
    return r;
}

__device__ __forceinline__ unsigned lanemask_gt()
{
    unsigned r;
    asm volatile("mov.u32 %0, %%lanemask_gt;" : "=r"(r));
    return r;
}

__device__ __forceinline__ unsigned active_mask()
{
    unsigned r;
    asm volatile("activemask.b32 %0;" : "=r"(r));
    return r;
}

__global__ void lane_counts(const int* in, int n, int* laneOut, int* rankOut,
                            int* leOut, int* afterOut, int* activeOut)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    // Out-of-range lanes vote false but still take part in the ballot.
    const bool pred = i < n && in[i] % 3 != 0;
    const unsigned ballot = __ballot_sync(0xffffffff, pred);

    const int rank = __popc(ballot & lanemask_lt());
    const int le = __popc(ballot & lanemask_le());
    const int after = __popc(ballot & lanemask_gt());
    if (i < n) {
        laneOut[i] = (int)lane_id();
        rankOut[i] = rank;
        leOut[i] = le;
        afterOut[i] = after;
    }
    if (pred) {
        __syncwarp(ballot);           // exactly the selected lanes, converged
        const unsigned active = active_mask();
        activeOut[i] = __popc(active);
    }
}

int main()
{
    const int n = 15013;                  // last warp is only partly filled
    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;

    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) h[i] = (int)(mix32((uint32_t)i * 3u + 5u) % 1000u);
    // A few warps with every lane selected or none selected.
    for (int i = 0; i < n; ++i) {
        if ((i / 32) % 17 == 4) h[i] = 3 * (i % 7);        // none
        if ((i / 32) % 17 == 9) h[i] = 3 * (i % 7) + 1;    // all
    }

    int *dIn, *dLane, *dRank, *dLe, *dAfter, *dActive;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dLane, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dRank, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dLe, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dAfter, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dActive, n * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dActive, 0xff, n * sizeof(int)));    // -1 where not selected

    lane_counts<<<blocks, threads>>>(dIn, n, dLane, dRank, dLe, dAfter, dActive);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<int> lane(n), rank(n), le(n), after(n), active(n);
    CHECK(cudaMemcpy(lane.data(), dLane, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(rank.data(), dRank, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(le.data(), dLe, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(after.data(), dAfter, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(active.data(), dActive, n * sizeof(int), cudaMemcpyDeviceToHost));

    // 32-lane reference: count selected lanes of the same warp by position.
    int bad = 0, selected = 0;
    for (int i = 0; i < n; ++i) {
        const int l = i % 32, w0 = i - l;
        int below = 0, above = 0, total = 0;
        for (int k = 0; k < 32; ++k) {
            const int j = w0 + k;
            if (j >= n || h[j] % 3 == 0) continue;
            ++total;
            if (k < l) ++below;
            if (k > l) ++above;
        }
        const bool pred = h[i] % 3 != 0;
        selected += pred ? 1 : 0;
        const int wantActive = pred ? total : -1;
        if (lane[i] != l || rank[i] != below || le[i] != below + (pred ? 1 : 0) ||
            after[i] != above || active[i] != wantActive) {
            if (bad < 5)
                fprintf(stderr, "i=%d lane=%d rank=%d le=%d after=%d active=%d, "
                        "want %d %d %d %d %d\n", i, lane[i], rank[i], le[i], after[i],
                        active[i], l, below, below + (pred ? 1 : 0), above, wantActive);
            ++bad;
        }
    }
    printf("n=%d selected=%d mismatches=%d\n", n, selected, bad);

    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dLane));
    CHECK(cudaFree(dRank));
    CHECK(cudaFree(dLe));
    CHECK(cudaFree(dAfter));
    CHECK(cudaFree(dActive));

    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
