// warp_ballot_compact.cu
//
// Warp vote functions on a float array, one element per thread:
//   - __ballot_sync + __popc count the elements above a threshold per warp;
//   - __any_sync flags warps holding a negative value;
//   - __all_sync flags warps whose values are all non-negative;
//   - stream compaction: lane 0 reserves room for the warp's selected
//     elements with one atomicAdd, broadcasts the base with __shfl_sync,
//     and each selected lane writes at base + (number of selected lanes
//     below it), computed from the ballot mask.
// The order of warps in the compacted output is not deterministic, so the
// host sorts the (index, value) pairs before comparing.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include <algorithm>

#define CHECK(x)                                                            \
    do {                                                                    \
        cudaError_t e = (x);                                                \
        if (e != cudaSuccess) {                                             \
            fprintf(stderr, "%s failed: %s\n", #x, cudaGetErrorString(e));  \
            printf("FAIL\n");                                               \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

__global__ void vote_and_compact(const float* x, int n, float threshold,
                                 int* warpAbove, int* warpAnyNeg, int* warpAllNonNeg,
                                 int* outIndex, float* outValue, int* outCount)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x % 32;
    const int globalWarp = i / 32;
    const bool inRange = i < n;
    const float v = inRange ? x[i] : 0.0f;

    // All 32 lanes take part in every vote, including out-of-range lanes.
    const bool above = inRange && v > threshold;
    const unsigned int ballot = __ballot_sync(0xffffffff, above);
    const int count = __popc(ballot);
    const int anyNeg = __any_sync(0xffffffff, inRange && v < 0.0f);
    const int allNonNeg = __all_sync(0xffffffff, !inRange || v >= 0.0f);

    int base = 0;
    if (lane == 0 && count > 0)
        base = atomicAdd(outCount, count);
    base = __shfl_sync(0xffffffff, base, 0);

    if (above) {
        const unsigned int lowerLanes = (1u << lane) - 1u;
        const int rank = __popc(ballot & lowerLanes);
        outIndex[base + rank] = i;
        outValue[base + rank] = v;
    }

    if (lane == 0 && globalWarp * 32 < n) {
        warpAbove[globalWarp] = count;
        warpAnyNeg[globalWarp] = anyNeg ? 1 : 0;
        warpAllNonNeg[globalWarp] = allNonNeg ? 1 : 0;
    }
}

static float input_value(int i)
{
    // Fractional part of a multiplicative sequence: deterministic, spread in [0,1).
    unsigned int h = (unsigned int)i * 2654435761u;
    float u = (float)(h >> 8) / 16777216.0f;
    // Every fourth warp stays non-negative; the others are shifted down a bit.
    return ((i / 32) % 4 == 0) ? u : u - 0.1f;
}

int main()
{
    const int n = 100003;                 // last warp is only partly filled
    const int numWarps = (n + 31) / 32;
    const float threshold = 0.8f;
    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;

    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = input_value(i);

    float *dX, *dOutValue;
    int *dAbove, *dAny, *dAll, *dOutIndex, *dOutCount;
    CHECK(cudaMalloc((void**)&dX, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dOutValue, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dOutIndex, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dAbove, numWarps * sizeof(int)));
    CHECK(cudaMalloc((void**)&dAny, numWarps * sizeof(int)));
    CHECK(cudaMalloc((void**)&dAll, numWarps * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOutCount, sizeof(int)));
    CHECK(cudaMemcpy(dX, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dOutCount, 0, sizeof(int)));

    vote_and_compact<<<blocks, threads>>>(dX, n, threshold, dAbove, dAny, dAll,
                                          dOutIndex, dOutValue, dOutCount);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<int> above(numWarps), anyNeg(numWarps), allNonNeg(numWarps);
    int count = 0;
    CHECK(cudaMemcpy(above.data(), dAbove, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(anyNeg.data(), dAny, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(allNonNeg.data(), dAll, numWarps * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(&count, dOutCount, sizeof(int), cudaMemcpyDeviceToHost));
    if (count < 0 || count > n) count = 0;   // guard the copies below
    std::vector<int> idx(count);
    std::vector<float> val(count);
    CHECK(cudaMemcpy(idx.data(), dOutIndex, count * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(val.data(), dOutValue, count * sizeof(float), cudaMemcpyDeviceToHost));

    // Per-warp reference.
    int badWarps = 0, allNonNegWarps = 0;
    std::vector<int> refIdx;
    for (int w = 0; w < numWarps; ++w) {
        int c = 0, a = 0, al = 1;
        for (int i = w * 32; i < std::min(n, w * 32 + 32); ++i) {
            if (h[i] > threshold) { ++c; refIdx.push_back(i); }
            if (h[i] < 0.0f) a = 1;
            if (!(h[i] >= 0.0f)) al = 0;
        }
        allNonNegWarps += al;
        if (above[w] != c || anyNeg[w] != a || allNonNeg[w] != al) ++badWarps;
    }

    // Compaction reference: same set of indices, values copied unchanged.
    std::vector<std::pair<int, float>> got(count);
    for (int k = 0; k < count; ++k) got[k] = std::make_pair(idx[k], val[k]);
    std::sort(got.begin(), got.end());
    bool compactOk = count == (int)refIdx.size();
    for (int k = 0; compactOk && k < count; ++k)
        compactOk = got[k].first == refIdx[k] && got[k].second == h[refIdx[k]];

    printf("warps=%d bad warps=%d all-non-negative warps=%d selected=%d (ref %d)\n",
           numWarps, badWarps, allNonNegWarps, count, (int)refIdx.size());

    CHECK(cudaFree(dX));
    CHECK(cudaFree(dOutValue));
    CHECK(cudaFree(dOutIndex));
    CHECK(cudaFree(dAbove));
    CHECK(cudaFree(dAny));
    CHECK(cudaFree(dAll));
    CHECK(cudaFree(dOutCount));

    const bool ok = badWarps == 0 && compactOk;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
