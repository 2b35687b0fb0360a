// vector_add_streams.cu
//
// Splits a large vector operation (c = a + 2*b, then c = c * c) into chunks
// and pipelines each chunk through its own CUDA stream: asynchronous
// host->device copies, two kernels and a device->host copy.  Events time the
// whole pipeline and mark the completion of every stream.
#include <cuda_runtime.h>
#include <cstdio>
#include "common.cuh"

static const int kStreams = 4;

__global__ void add_scaled(const float* a, const float* b, float* c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = a[i] + 2.0f * b[i];
}

__global__ void square_in_place(float* c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        c[i] = c[i] * c[i];
}

int main()
{
    const int n = 1 << 20;               // divisible by kStreams
    const int chunk = n / kStreams;
    const size_t chunkBytes = chunk * sizeof(float);

    // Pinned host buffers so cudaMemcpyAsync can overlap with kernels.
    float *hA, *hB, *hC;
    CHECK(cudaMallocHost((void**)&hA, n * sizeof(float)));
    CHECK(cudaMallocHost((void**)&hB, n * sizeof(float)));
    CHECK(cudaMallocHost((void**)&hC, n * sizeof(float)));
    fill_uniform(hA, n, 11u, -2.0f, 2.0f);
    fill_uniform(hB, n, 12u, -1.0f, 1.0f);
    for (int i = 0; i < n; ++i) hC[i] = 0.0f;

    float *dA, *dB, *dC;
    CHECK(cudaMalloc((void**)&dA, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dB, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dC, n * sizeof(float)));

    cudaStream_t streams[kStreams];
    cudaEvent_t done[kStreams];
    for (int s = 0; s < kStreams; ++s) {
        CHECK(cudaStreamCreate(&streams[s]));
        CHECK(cudaEventCreate(&done[s]));
    }
    cudaEvent_t start, stop;
    CHECK(cudaEventCreate(&start));
    CHECK(cudaEventCreate(&stop));

    const int threads = 256;
    const int blocks = (chunk + threads - 1) / threads;

    // The legacy default stream waits for / is waited on by the blocking
    // streams created above, so these two events bracket all the work.
    CHECK(cudaEventRecord(start, 0));
    for (int s = 0; s < kStreams; ++s) {
        const int off = s * chunk;
        CHECK(cudaMemcpyAsync(dA + off, hA + off, chunkBytes, cudaMemcpyHostToDevice, streams[s]));
        CHECK(cudaMemcpyAsync(dB + off, hB + off, chunkBytes, cudaMemcpyHostToDevice, streams[s]));
        add_scaled<<<blocks, threads, 0, streams[s]>>>(dA + off, dB + off, dC + off, chunk);
        CHECK(cudaGetLastError());
        square_in_place<<<blocks, threads, 0, streams[s]>>>(dC + off, chunk);
        CHECK(cudaGetLastError());
        CHECK(cudaMemcpyAsync(hC + off, dC + off, chunkBytes, cudaMemcpyDeviceToHost, streams[s]));
        CHECK(cudaEventRecord(done[s], streams[s]));
    }
    CHECK(cudaEventRecord(stop, 0));

    // Wait for every stream through its own event, then for the stop event.
    for (int s = 0; s < kStreams; ++s)
        CHECK(cudaEventSynchronize(done[s]));
    CHECK(cudaEventSynchronize(stop));
    float ms = 0.0f;
    CHECK(cudaEventElapsedTime(&ms, start, stop));

    // CPU reference.  2*b is exact, so even an FMA-contracted a + 2*b rounds
    // identically; a tiny tolerance is kept anyway.
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        float t = hA[i] + 2.0f * hB[i];
        float want = t * t;
        if (!close_enough(hC[i], want, 1e-6, 1e-6)) {
            if (bad < 5)
                fprintf(stderr, "mismatch at %d: got %f want %f\n", i, hC[i], want);
            ++bad;
        }
    }
    printf("streams=%d elements=%d pipeline time=%.3f ms mismatches=%d\n", kStreams, n, ms, bad);

    for (int s = 0; s < kStreams; ++s) {
        CHECK(cudaEventDestroy(done[s]));
        CHECK(cudaStreamDestroy(streams[s]));
    }
    CHECK(cudaEventDestroy(start));
    CHECK(cudaEventDestroy(stop));
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    CHECK(cudaFreeHost(hA));
    CHECK(cudaFreeHost(hB));
    CHECK(cudaFreeHost(hC));

    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
