// histogram.cu - a shared-memory histogram: each block counts its slice in
// shared memory, then adds its counts to the global ones.
#include "buckets.cuh"
#include "histogram.h"

__global__ void histogram_kernel(const float* x, int n, float lo, float hi,
                                 int buckets, unsigned* counts)
{
    extern __shared__ unsigned local[];
    for (int b = threadIdx.x; b < buckets; b += blockDim.x)
        local[b] = 0;
    __syncthreads();
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x)
        atomicAdd(&local[bucket_of(x[i], lo, hi, buckets)], 1u);
    __syncthreads();
    for (int b = threadIdx.x; b < buckets; b += blockDim.x)
        atomicAdd(&counts[b], local[b]);
}

cudaError_t histogram(const float* x, int n, float lo, float hi, int buckets,
                      unsigned* counts)
{
    cudaError_t err = cudaMemset(counts, 0, buckets * sizeof(unsigned));
    if (err != cudaSuccess)
        return err;
    histogram_kernel<<<8, 128, buckets * sizeof(unsigned)>>>(x, n, lo, hi, buckets, counts);
    return cudaGetLastError();
}
