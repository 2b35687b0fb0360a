// warp_ballot_bitmap.cu
//
// Ballot bitmaps written to memory, one 32-bit word per 32-thread warp:
//   - build_bitmap: every lane votes x[i] > t with __ballot_sync and lane 0
//     ((threadIdx.x & 31) == 0) stores the mask at bitmap[i / 32]. Bit b of
//     word w stands for element w * 32 + b. In the partly filled tail warp
//     the out-of-range lanes vote false but still take part in the ballot;
//   - count_bitmap: reads the bitmap back on the device, one thread per word,
//     counts the set bits of its word with __popc and sums the counts of the
//     block with a shared-memory tree reduction.
// The host reads the bitmap as std::vector<uint32_t>, checks every bit
// against the input (bits past n must be clear), and checks the per-word
// and per-block popcounts. Blocks have 128 threads; n is not a multiple of
// 64 (nor of 32), so the last warp is only partly filled.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

#define FULL_MASK 0xffffffff
#define THREADS 128

__global__ void build_bitmap(const float* x, int n, float t, uint32_t* bitmap)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const bool vote = i < n && x[i] > t;           // out-of-range lanes vote false
    const uint32_t bits = __ballot_sync(FULL_MASK, vote);
    if ((threadIdx.x & 31) == 0 && i < n)
        bitmap[i / 32] = bits;
}

__global__ void count_bitmap(const uint32_t* bitmap, int words,
                             int* wordCount, int* blockCount)
{
    __shared__ int partial[THREADS];
    const int k = blockIdx.x * blockDim.x + threadIdx.x;
    const int c = k < words ? __popc(bitmap[k]) : 0;
    if (k < words)
        wordCount[k] = c;
    partial[threadIdx.x] = c;
    __syncthreads();
    for (int s = blockDim.x / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            partial[threadIdx.x] += partial[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        blockCount[blockIdx.x] = partial[0];
}

static int popcount32(uint32_t w)
{
    int c = 0;
    for (; w != 0; w &= w - 1) ++c;
    return c;
}

static float input_value(int i)
{
    // Mostly random bits; some warps all above and some all below the threshold.
    const uint32_t r = mix32((uint32_t)(i / 32) + 1234u) % 6u;
    if (r == 0) return 0.9f;
    if (r == 1) return 0.1f;
    return det_uniform((uint32_t)i, 11u, 0.0f, 1.0f);
}

int main()
{
    const int n = 50045;                         // n % 64 == 61, n % 32 == 29
    const int words = (n + 31) / 32;
    const float t = 0.5f;
    const int blocks = (n + THREADS - 1) / THREADS;
    const int countBlocks = (words + THREADS - 1) / THREADS;

    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = input_value(i);

    float* dX;
    uint32_t* dBitmap;
    int *dWordCount, *dBlockCount;
    CHECK(cudaMalloc((void**)&dX, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dBitmap, words * sizeof(uint32_t)));
    CHECK(cudaMalloc((void**)&dWordCount, words * sizeof(int)));
    CHECK(cudaMalloc((void**)&dBlockCount, countBlocks * sizeof(int)));
    CHECK(cudaMemcpy(dX, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dBitmap, 0, words * sizeof(uint32_t)));

    build_bitmap<<<blocks, THREADS>>>(dX, n, t, dBitmap);
    CHECK(cudaGetLastError());
    count_bitmap<<<countBlocks, THREADS>>>(dBitmap, words, dWordCount, dBlockCount);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<uint32_t> bitmap(words);
    std::vector<int> wordCount(words), blockCount(countBlocks);
    CHECK(cudaMemcpy(bitmap.data(), dBitmap, words * sizeof(uint32_t), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(wordCount.data(), dWordCount, words * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(blockCount.data(), dBlockCount, countBlocks * sizeof(int), cudaMemcpyDeviceToHost));

    // Every bit of every word against the input.
    int badBits = 0, badWords = 0, badBlocks = 0, setBits = 0;
    std::vector<int> refBlock(countBlocks, 0);
    for (int w = 0; w < words; ++w) {
        int refCount = 0;
        for (int b = 0; b < 32; ++b) {
            const int i = w * 32 + b;
            const bool want = i < n && h[i] > t;
            const bool got = (bitmap[w] >> b) & 1u;
            refCount += want ? 1 : 0;
            if (got != want) {
                if (badBits < 5) fprintf(stderr, "bit %d of word %d is %d, want %d\n", b, w, got, want);
                ++badBits;
            }
        }
        setBits += refCount;
        refBlock[w / THREADS] += refCount;
        if (popcount32(bitmap[w]) != refCount || wordCount[w] != refCount) {
            if (badWords < 5) fprintf(stderr, "word %d: device count %d, want %d\n", w, wordCount[w], refCount);
            ++badWords;
        }
    }
    for (int b = 0; b < countBlocks; ++b)
        if (blockCount[b] != refBlock[b]) ++badBlocks;

    printf("n=%d words=%d set bits=%d bad bits=%d bad words=%d bad blocks=%d\n",
           n, words, setBits, badBits, badWords, badBlocks);

    CHECK(cudaFree(dX));
    CHECK(cudaFree(dBitmap));
    CHECK(cudaFree(dWordCount));
    CHECK(cudaFree(dBlockCount));

    const bool ok = badBits == 0 && badWords == 0 && badBlocks == 0;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
