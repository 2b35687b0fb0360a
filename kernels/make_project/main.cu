// main.cu - make_project's host side: data, the call into saxpy.cu, the check.
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "saxpy.cuh"

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
    const int n = 1000;
    std::vector<float> x(n), y(n);
    for (int i = 0; i < n; ++i) {
        x[i] = (float)(i % 17);
        y[i] = (float)(i % 5);
    }
    float *dx, *dy;
    CHECK(cudaMalloc((void**)&dx, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dy, n * sizeof(float)));
    CHECK(cudaMemcpy(dx, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dy, y.data(), n * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(saxpy(n, 3.0f, dx, dy));
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(y.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += y[i] != 3.0f * (float)(i % 17) + (float)(i % 5);
    printf("n=%d bad=%d\n", n, bad);
    CHECK(cudaFree(dx));
    CHECK(cudaFree(dy));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
