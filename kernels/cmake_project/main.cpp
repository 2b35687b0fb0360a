// main.cpp - cmake_project's host side, plain C++ against the CUDA runtime:
// data, the call into histogram.cu, and the check against the host's count.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "histogram.h"

#define CHECK(call)                                                          \
    do {                                                                     \
        cudaError_t err_ = (call);                                           \
        if (err_ != cudaSuccess) {                                           \
            fprintf(stderr, "%s: %s\n", #call, cudaGetErrorString(err_));     \
            printf("FAIL\n");                                                \
            exit(1);                                                         \
        }                                                                    \
    } while (0)

int main()
{
    const int n = 5000, buckets = 24;
    const float lo = -1.0f, hi = 1.0f;
    std::vector<float> x(n);
    for (int i = 0; i < n; ++i)
        x[i] = (float)((i * 7919) % 2400 - 1300) / 1000.0f; // some outside [lo, hi)
    std::vector<unsigned> want(buckets, 0), got(buckets, 0);
    for (float v : x) {
        int b = (int)((v - lo) / (hi - lo) * buckets);
        ++want[b < 0 ? 0 : (b >= buckets ? buckets - 1 : b)];
    }
    float* dx;
    unsigned* dcounts;
    CHECK(cudaMalloc((void**)&dx, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dcounts, buckets * sizeof(unsigned)));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(histogram(dx, n, lo, hi, buckets, dcounts));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(got.data(), dcounts, buckets * sizeof(unsigned), cudaMemcpyDeviceToHost));
    int bad = 0;
    unsigned total = 0;
    for (int b = 0; b < buckets; ++b) {
        bad += got[b] != want[b];
        total += got[b];
    }
    printf("n=%d buckets=%d total=%u bad=%d\n", n, buckets, total, bad);
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dcounts));
    bool ok = bad == 0 && total == (unsigned)n;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
