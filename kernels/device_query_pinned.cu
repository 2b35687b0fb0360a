// device_query_pinned.cu
//
// Queries the device with cudaGetDeviceProperties, prints a few of its
// limits and derives the launch configuration from them:
//   - the block size is the largest multiple of the warp size that is no
//     more than both 512 and prop.maxThreadsPerBlock;
//   - the grid is a few blocks per multiprocessor (grid-stride loop).
// The data lives in page-locked host memory (cudaMallocHost); an event pair
// times the host->device copy.  The kernel evaluates a cubic polynomial
// with Horner's rule.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>

#define CHECK(x)                                                            \
    do {                                                                    \
        cudaError_t err_ = (x);                                             \
        if (err_ != cudaSuccess) {                                          \
            fprintf(stderr, "error %d (%s) in %s\n", (int)err_,             \
                    cudaGetErrorString(err_), #x);                          \
            printf("FAIL\n");                                               \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

// p(x) = c0 + c1 x + c2 x^2 + c3 x^3
__global__ void horner_cubic(const float* x, float* y, int n, float c0, float c1, float c2, float c3)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
        const float v = x[i];
        y[i] = ((c3 * v + c2) * v + c1) * v + c0;
    }
}

int main()
{
    int count = 0;
    CHECK(cudaGetDeviceCount(&count));
    if (count == 0) {
        printf("no CUDA device\nFAIL\n");
        return 1;
    }
    int dev = 0;
    CHECK(cudaSetDevice(dev));
    cudaDeviceProp prop;
    CHECK(cudaGetDeviceProperties(&prop, dev));
    int threads = prop.maxThreadsPerBlock < 512 ? prop.maxThreadsPerBlock : 512;
    threads -= threads % prop.warpSize;
    if (threads <= 0) threads = prop.warpSize;
    const int blocks = 4 * prop.multiProcessorCount;

    const int n = 3 << 20;
    const size_t bytes = (size_t)n * sizeof(float);
    float *hX, *hY;
    CHECK(cudaMallocHost((void**)&hX, bytes));      // pinned
    CHECK(cudaMallocHost((void**)&hY, bytes));
    for (int i = 0; i < n; ++i)
        hX[i] = -1.0f + 2.0f * (float)(i % 4096) / 4096.0f;   // [-1, 1)

    float *dX, *dY;
    CHECK(cudaMalloc((void**)&dX, bytes));
    CHECK(cudaMalloc((void**)&dY, bytes));

    cudaEvent_t t0, t1;
    CHECK(cudaEventCreate(&t0));
    CHECK(cudaEventCreate(&t1));
    CHECK(cudaEventRecord(t0));
    CHECK(cudaMemcpy(dX, hX, bytes, cudaMemcpyHostToDevice));
    CHECK(cudaEventRecord(t1));
    CHECK(cudaEventSynchronize(t1));
    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, t0, t1));

    const float c0 = 0.5f, c1 = -1.25f, c2 = 0.75f, c3 = 2.0f;
    horner_cubic<<<blocks, threads>>>(dX, dY, n, c0, c1, c2, c3);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(hY, dY, bytes, cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        const double v = hX[i];
        const double ref = ((c3 * v + c2) * v + c1) * v + c0;
        if (fabs(hY[i] - ref) > 1e-5 + 1e-5 * fabs(ref)) {
            if (bad < 5) fprintf(stderr, "y[%d] = %f, want %f\n", i, hY[i], ref);
            ++bad;
        }
    }
    // One summary line: the device, its limits and what was derived from them.
    printf("device %d: %s (cc %d.%d, %d SMs, warp %d, max threads/block %d, "
           "shared/block %zu B, %.1f GiB) launch %dx%d, H2D %.1f MB in %.3f ms, "
           "mismatches %d\n",
           dev, prop.name, prop.major, prop.minor, prop.multiProcessorCount, prop.warpSize,
           prop.maxThreadsPerBlock, (size_t)prop.sharedMemPerBlock,
           (double)prop.totalGlobalMem / (1024.0 * 1024.0 * 1024.0),
           blocks, threads, bytes / 1.0e6, ms, bad);

    CHECK(cudaEventDestroy(t0));
    CHECK(cudaEventDestroy(t1));
    CHECK(cudaFree(dX));
    CHECK(cudaFree(dY));
    CHECK(cudaFreeHost(hX));
    CHECK(cudaFreeHost(hY));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
