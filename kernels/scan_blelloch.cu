// scan_blelloch.cu
//
// Exclusive prefix sum of a large int array.
//   - scan_block: each block scans 2*THREADS elements in shared memory with
//     the work-efficient Blelloch algorithm (up-sweep, clear, down-sweep)
//     and records the block total;
//   - the block totals are scanned recursively with the same kernel;
//   - add_offsets adds each block's scanned total to its elements.
// Integers make the result exact, so the check is an equality test.
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>
#include "common.cuh"

#define THREADS 256
#define ELEMS (2 * THREADS)       // elements scanned per block

__global__ void scan_block(const int* in, int* out, int* blockSums, int n)
{
    __shared__ int temp[ELEMS];
    const int tid = threadIdx.x;
    const int base = blockIdx.x * ELEMS;

    // Two elements per thread; pad the tail with the identity 0.
    temp[tid] = (base + tid < n) ? in[base + tid] : 0;
    temp[tid + THREADS] = (base + tid + THREADS < n) ? in[base + tid + THREADS] : 0;

    // Up-sweep: build partial sums in place up the implicit tree.
    int offset = 1;
    for (int d = ELEMS / 2; d > 0; d >>= 1) {
        __syncthreads();
        if (tid < d) {
            int a = offset * (2 * tid + 1) - 1;
            int b = offset * (2 * tid + 2) - 1;
            temp[b] += temp[a];
        }
        offset <<= 1;
    }

    // The root holds the block total; replace it with the identity.
    __syncthreads();
    if (tid == 0) {
        if (blockSums)
            blockSums[blockIdx.x] = temp[ELEMS - 1];
        temp[ELEMS - 1] = 0;
    }

    // Down-sweep: push prefixes back down the tree.
    for (int d = 1; d < ELEMS; d <<= 1) {
        offset >>= 1;
        __syncthreads();
        if (tid < d) {
            int a = offset * (2 * tid + 1) - 1;
            int b = offset * (2 * tid + 2) - 1;
            int t = temp[a];
            temp[a] = temp[b];
            temp[b] += t;
        }
    }
    __syncthreads();

    if (base + tid < n) out[base + tid] = temp[tid];
    if (base + tid + THREADS < n) out[base + tid + THREADS] = temp[tid + THREADS];
}

__global__ void add_offsets(int* data, const int* scannedSums, int n)
{
    const int add = scannedSums[blockIdx.x];
    const int base = blockIdx.x * ELEMS;
    for (int i = threadIdx.x; i < ELEMS; i += blockDim.x)
        if (base + i < n)
            data[base + i] += add;
}

// Exclusive scan of dIn into dOut (both length n, device memory).
static void exclusive_scan(const int* dIn, int* dOut, int n)
{
    const int blocks = (n + ELEMS - 1) / ELEMS;
    if (blocks == 1) {
        scan_block<<<1, THREADS>>>(dIn, dOut, nullptr, n);
        CHECK(cudaGetLastError());
        return;
    }
    int *dSums, *dSumsScanned;
    CHECK(cudaMalloc((void**)&dSums, blocks * sizeof(int)));
    CHECK(cudaMalloc((void**)&dSumsScanned, blocks * sizeof(int)));
    scan_block<<<blocks, THREADS>>>(dIn, dOut, dSums, n);
    CHECK(cudaGetLastError());
    exclusive_scan(dSums, dSumsScanned, blocks);      // recurse on totals
    add_offsets<<<blocks, THREADS>>>(dOut, dSumsScanned, n);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaFree(dSums));
    CHECK(cudaFree(dSumsScanned));
}

int main()
{
    const int n = 1000003;   // three levels: 1954 blocks -> 4 blocks -> 1 block
    std::vector<int> h(n), result(n);
    for (int i = 0; i < n; ++i)
        h[i] = (int)(mix32((uint32_t)i * 3u + 1u) % 10u);   // total < 1e7

    int *dIn, *dOut;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut, n * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    exclusive_scan(dIn, dOut, n);
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(result.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    int running = 0;
    for (int i = 0; i < n; ++i) {
        if (result[i] != running) {
            if (bad < 5)
                fprintf(stderr, "out[%d] = %d, want %d\n", i, result[i], running);
            ++bad;
        }
        running += h[i];
    }
    printf("scanned %d ints, total %d, mismatches %d\n", n, running, bad);

    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dOut));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
