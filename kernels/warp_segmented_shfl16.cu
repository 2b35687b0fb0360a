// warp_segmented_shfl16.cu
//
// Warp shuffles on 16-lane segments (the width argument of __shfl_*_sync),
// one integer element per thread:
//   - segment sums: __shfl_down_sync(..., offset, 16) for offset 8,4,2,1; the
//     first lane of each segment ((threadIdx.x & 15) == 0) writes the sum of
//     its 16 elements;
//   - segmented broadcast: every thread receives lane 3 of its own segment
//     through __shfl_sync(..., 3, 16);
//   - segmented inclusive scan: Hillis-Steele steps with
//     __shfl_up_sync(..., o, 16), a lane adding only when (lane & 15) >= o;
//   - full-warp rotation: __shfl_sync(..., (lane + 1) % 32) with the default
//     width, so every lane reads its right neighbour and lane 31 wraps to
//     lane 0 of the same 32-lane warp. This one depends on the warp being 32
//     lanes wide: on 64-lane hardware, unless the translation keeps a width
//     of 32, source lanes are counted across the whole 64-lane wave and the
//     upper 32 lanes read values from the lower half.
// n is neither a multiple of 16 nor of 64, so the last segment and the last
// warp are only partly filled; out-of-range lanes still take part in every
// shuffle with the value 0 and write nothing.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

#define FULL_MASK 0xffffffff

__global__ void segmented_shuffles(const int* in, int n, int* segSum, int* bcast,
                                   int* scan, int* rotated)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % 32;
    const int v = (i < n) ? in[i] : 0;

    // Sum of the 16 lanes of each segment, valid in the segment's first lane.
    int s = v;
    for (int offset = 8; offset > 0; offset >>= 1)
        s += __shfl_down_sync(FULL_MASK, s, offset, 16);
    if ((threadIdx.x & 15) == 0 && i < n)
        segSum[i / 16] = s;

    // Lane 3 of each 16-lane segment, broadcast to all 16 lanes.
    const int b = __shfl_sync(FULL_MASK, v, 3, 16);

    // Inclusive scan restarting at every segment boundary.
    int x = v;
    for (int o = 1; o < 16; o *= 2) {
        int below = __shfl_up_sync(FULL_MASK, x, o, 16);
        if ((lane & 15) >= o)
            x += below;
    }

    // Rotate the whole 32-lane warp by one lane.
    const int r = __shfl_sync(FULL_MASK, v, (lane + 1) % 32);

    if (i < n) {
        bcast[i] = b;
        scan[i] = x;
        rotated[i] = r;
    }
}

int main()
{
    const int n = 20021;                  // partial last segment and warp
    const int numSegs = (n + 15) / 16;
    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;

    // Small signed integers, so every sum is exact.
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) h[i] = (int)(mix32((uint32_t)i + 11u) % 2001u) - 1000;

    int *dIn, *dSegSum, *dBcast, *dScan, *dRot;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dSegSum, numSegs * sizeof(int)));
    CHECK(cudaMalloc((void**)&dBcast, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dScan, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dRot, n * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    segmented_shuffles<<<blocks, threads>>>(dIn, n, dSegSum, dBcast, dScan, dRot);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<int> segSum(numSegs), bcast(n), scan(n), rot(n);
    CHECK(cudaMemcpy(segSum.data(), dSegSum, numSegs * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(bcast.data(), dBcast, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(scan.data(), dScan, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(rot.data(), dRot, n * sizeof(int), cudaMemcpyDeviceToHost));

    // Host reference; elements at or beyond n count as 0.
    auto at = [&](int i) { return i < n ? h[i] : 0; };
    int badSum = 0, badBcast = 0, badScan = 0, badRot = 0;
    for (int s = 0; s < numSegs; ++s) {
        int ref = 0;
        for (int k = 0; k < 16; ++k) ref += at(s * 16 + k);
        if (segSum[s] != ref) {
            if (badSum < 5) fprintf(stderr, "segSum[%d] = %d, want %d\n", s, segSum[s], ref);
            ++badSum;
        }
    }
    int running = 0;
    for (int i = 0; i < n; ++i) {
        running = (i % 16 == 0) ? h[i] : running + h[i];
        const int wantB = at((i & ~15) + 3);
        const int wantR = at((i & ~31) + ((i % 32) + 1) % 32);
        if (bcast[i] != wantB) {
            if (badBcast < 5) fprintf(stderr, "bcast[%d] = %d, want %d\n", i, bcast[i], wantB);
            ++badBcast;
        }
        if (scan[i] != running) {
            if (badScan < 5) fprintf(stderr, "scan[%d] = %d, want %d\n", i, scan[i], running);
            ++badScan;
        }
        if (rot[i] != wantR) {
            if (badRot < 5) fprintf(stderr, "rotated[%d] = %d, want %d\n", i, rot[i], wantR);
            ++badRot;
        }
    }

    printf("n=%d segments=%d bad: sums=%d broadcast=%d scan=%d rotation=%d\n",
           n, numSegs, badSum, badBcast, badScan, badRot);

    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dSegSum));
    CHECK(cudaFree(dBcast));
    CHECK(cudaFree(dScan));
    CHECK(cudaFree(dRot));

    const bool ok = badSum == 0 && badBcast == 0 && badScan == 0 && badRot == 0;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
