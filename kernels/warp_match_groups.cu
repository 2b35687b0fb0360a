// warp_match_groups.cu
//
// Grouping the lanes of a warp by key with __match_any_sync:
//   - each thread has a small key: 0..5 from mix32, plus 100 in "high" warps
//     (and in one odd lane of some other warps);
//   - __match_any_sync(0xffffffff, key) gives each lane the mask of the lanes
//     of its warp holding the same key. The group leader (lowest lane of the
//     mask, __ffs - 1) adds the group size __popc(mask) to the key's
//     histogram bin with a single atomicAdd;
//   - every thread records its number of peers (__popc(mask)) and its rank
//     among them (__popc(mask & lanes below it));
//   - __match_all_sync(0xffffffff, key / 100, &pred) tells whether all lanes
//     of the warp are in the same band; lane 0 stores pred per warp.
// Lanes past n take part in both matches with key -1 (a group of their own)
// and write nothing. The host computes the same results on 32-lane warps.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

#define FULL_MASK 0xffffffff
#define BINS 12                      // keys 0..5 and 100..105

__host__ __device__ inline int key_bin(int key) { return (key / 100) * 6 + key % 100; }

__global__ void match_groups(const int* keys, int n, int* hist,
                             int* peers, int* rank, int* warpSameBand)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x & 31;
    const bool inRange = i < n;
    const int key = inRange ? keys[i] : -1;

    const unsigned mask = __match_any_sync(FULL_MASK, key);
    const int leader = __ffs(mask) - 1;
    if (inRange) {
        peers[i] = __popc(mask);
        rank[i] = __popc(mask & ((1u << lane) - 1));
        if (lane == leader)
            atomicAdd(&hist[key_bin(key)], __popc(mask));
    }

    int pred = 0;
    __match_all_sync(FULL_MASK, key / 100, &pred);
    if (lane == 0 && inRange)
        warpSameBand[i / 32] = pred;
}

static int make_key(int i)
{
    const int w = i / 32;
    const int small = (int)(mix32((uint32_t)i * 13u + 7u) % 6u);
    const uint32_t r = mix32((uint32_t)w + 4242u) % 4u;
    if (r == 0) return 100 + small;                               // whole warp high
    if (r == 1 && i % 32 == (int)(mix32((uint32_t)w) % 32u))      // one odd lane
        return 100 + small;
    return small;
}

int main()
{
    const int n = 30017;                     // n % 64 == 1, n % 32 == 1
    const int numWarps = (n + 31) / 32;
    const int threads = 128;
    const int blocks = (n + threads - 1) / threads;

    std::vector<int> keys(n);
    for (int i = 0; i < n; ++i) keys[i] = make_key(i);

    int *dKeys, *dHist, *dPeers, *dRank, *dSame;
    CHECK(cudaMalloc((void**)&dKeys, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dHist, BINS * sizeof(int)));
    CHECK(cudaMalloc((void**)&dPeers, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dRank, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dSame, numWarps * sizeof(int)));
    CHECK(cudaMemcpy(dKeys, keys.data(), n * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dHist, 0, BINS * sizeof(int)));

    match_groups<<<blocks, threads>>>(dKeys, n, dHist, dPeers, dRank, dSame);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<int> hist(BINS), peers(n), rank(n), same(numWarps);
    CHECK(cudaMemcpy(hist.data(), dHist, BINS * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(peers.data(), dPeers, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(rank.data(), dRank, n * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(same.data(), dSame, numWarps * sizeof(int), cudaMemcpyDeviceToHost));

    // Reference on 32-lane warps; lanes past n hold key -1.
    std::vector<int> refHist(BINS, 0);
    int badThreads = 0, badWarps = 0, sameWarps = 0;
    for (int w = 0; w < numWarps; ++w) {
        int k[32];
        for (int l = 0; l < 32; ++l) k[l] = w * 32 + l < n ? keys[w * 32 + l] : -1;
        int refSame = 1;
        for (int l = 0; l < 32; ++l) {
            if (k[l] / 100 != k[0] / 100) refSame = 0;
            const int i = w * 32 + l;
            if (i >= n) continue;
            int p = 0, r = 0;
            for (int m = 0; m < 32; ++m)
                if (k[m] == k[l]) { ++p; if (m < l) ++r; }
            if (r == 0) refHist[key_bin(k[l])] += p;
            if (peers[i] != p || rank[i] != r) {
                if (badThreads < 5)
                    fprintf(stderr, "thread %d: peers %d rank %d, want %d %d\n", i, peers[i], rank[i], p, r);
                ++badThreads;
            }
        }
        sameWarps += refSame;
        if (same[w] != refSame) ++badWarps;
    }
    int badBins = 0;
    for (int b = 0; b < BINS; ++b) {
        if (hist[b] != refHist[b]) {
            fprintf(stderr, "hist[%d] = %d, want %d\n", b, hist[b], refHist[b]);
            ++badBins;
        }
    }

    printf("n=%d warps=%d same-band warps=%d bad threads=%d bad warps=%d bad bins=%d\n",
           n, numWarps, sameWarps, badThreads, badWarps, badBins);

    CHECK(cudaFree(dKeys));
    CHECK(cudaFree(dHist));
    CHECK(cudaFree(dPeers));
    CHECK(cudaFree(dRank));
    CHECK(cudaFree(dSame));

    const bool ok = badThreads == 0 && badWarps == 0 && badBins == 0;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
