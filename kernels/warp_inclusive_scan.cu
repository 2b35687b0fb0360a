// warp_inclusive_scan.cu
//
// Inclusive prefix sum built from warp shuffles.
//   warp level : Hillis-Steele steps with __shfl_up_sync; a lane only adds
//                the value from `offset` lanes below when that lane exists;
//   block level: the last lane of each warp publishes its warp total, warp 0
//                scans the totals and each warp adds the totals before it;
//   grid level : the block totals are scanned by one 1024-thread block and
//                added back to every later block.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(x)                                                            \
    do {                                                                    \
        cudaError_t status = (x);                                           \
        if (status != cudaSuccess) {                                        \
            fprintf(stderr, "line %d: %s\n", __LINE__,                      \
                    cudaGetErrorString(status));                            \
            printf("FAIL\n");                                               \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

__device__ int warp_inclusive_scan(int v)
{
    const int lane = threadIdx.x % 32;
    for (int offset = 1; offset < 32; offset *= 2) {
        int below = __shfl_up_sync(0xffffffff, v, offset);
        if (lane >= offset)
            v += below;
    }
    return v;
}

// Inclusive scan across the whole block; blockDim.x is a multiple of 32.
// Must be reached by every thread of the block (it contains barriers).
__device__ int block_inclusive_scan(int v)
{
    __shared__ int warpTotals[32];
    const int lane = threadIdx.x % 32;
    const int warp = threadIdx.x / 32;
    const int numWarps = blockDim.x / 32;

    v = warp_inclusive_scan(v);
    if (lane == 31)
        warpTotals[warp] = v;
    __syncthreads();

    if (warp == 0) {
        int t = (lane < numWarps) ? warpTotals[lane] : 0;
        t = warp_inclusive_scan(t);
        warpTotals[lane] = t;
    }
    __syncthreads();

    if (warp > 0)
        v += warpTotals[warp - 1];
    __syncthreads();          // warpTotals may be reused by a later call
    return v;
}

__global__ void scan_blocks(const int* in, int* out, int* blockTotals, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    int v = (i < n) ? in[i] : 0;
    v = block_inclusive_scan(v);
    if (i < n)
        out[i] = v;
    if (threadIdx.x == blockDim.x - 1)
        blockTotals[blockIdx.x] = v;     // padding zeros do not change it
}

// One block; count <= blockDim.x.
__global__ void scan_totals(int* totals, int count)
{
    const int i = threadIdx.x;
    int v = (i < count) ? totals[i] : 0;
    v = block_inclusive_scan(v);
    if (i < count)
        totals[i] = v;
}

__global__ void add_block_prefix(int* out, const int* scannedTotals, int n)
{
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (blockIdx.x > 0 && i < n)
        out[i] += scannedTotals[blockIdx.x - 1];
}

int main()
{
    const int n = 200000;
    const int threads = 256;
    const int blocks = (n + threads - 1) / threads;    // 782, fits one 1024 block
    if (blocks > 1024) {
        printf("FAIL\n");
        return 1;
    }

    std::vector<int> h(n), got(n);
    for (int i = 0; i < n; ++i)
        h[i] = (int)((i * 37u + (i >> 3) * 11u) % 101u) - 50;   // values in [-50, 50]

    int *dIn, *dOut, *dTotals;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut, n * sizeof(int)));
    CHECK(cudaMalloc((void**)&dTotals, blocks * sizeof(int)));
    CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(int), cudaMemcpyHostToDevice));

    scan_blocks<<<blocks, threads>>>(dIn, dOut, dTotals, n);
    CHECK(cudaGetLastError());
    scan_totals<<<1, 1024>>>(dTotals, blocks);
    CHECK(cudaGetLastError());
    add_block_prefix<<<blocks, threads>>>(dOut, dTotals, n);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(got.data(), dOut, n * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    long long running = 0;
    for (int i = 0; i < n; ++i) {
        running += h[i];
        if (got[i] != running) {
            if (bad < 5)
                fprintf(stderr, "out[%d] = %d, want %lld\n", i, got[i], running);
            ++bad;
        }
    }
    printf("inclusive scan of %d ints: final %lld, mismatches %d\n", n, running, bad);

    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dOut));
    CHECK(cudaFree(dTotals));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
