// stencil_1d_halo.cu
//
// 1-D convolution y[i] = sum_k c[k] * x[i + k], k = -R..R, with zero padding.
//   - the coefficients sit in __constant__ memory (cudaMemcpyToSymbol) and
//     are read back once with cudaMemcpyFromSymbol as a sanity check;
//   - each block stages its elements plus R halo cells on each side in
//     dynamically sized shared memory, so the same kernel serves any radius;
//   - the program runs the stencil for two radii.
#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>

#define CHECK(x)                                                            \
    do {                                                                    \
        cudaError_t e = (x);                                                \
        if (e != cudaSuccess) {                                             \
            fprintf(stderr, "%s -> %s\n", #x, cudaGetErrorString(e));       \
            printf("FAIL\n");                                               \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

#define MAX_RADIUS 8
__constant__ float c_coef[2 * MAX_RADIUS + 1];

// Needs (blockDim.x + 2 * radius) floats of dynamic shared memory and
// radius <= blockDim.x.
__global__ void stencil_1d(const float* in, float* out, int n, int radius)
{
    extern __shared__ float window[];
    const int g = blockIdx.x * blockDim.x + threadIdx.x;
    const int l = threadIdx.x + radius;            // my slot in the window

    window[l] = (g < n) ? in[g] : 0.0f;
    if (threadIdx.x < radius) {
        const int left = g - radius;
        const int right = g + blockDim.x;
        window[l - radius] = (left >= 0 && left < n) ? in[left] : 0.0f;
        window[l + blockDim.x] = (right < n) ? in[right] : 0.0f;
    }
    __syncthreads();

    if (g < n) {
        float acc = 0.0f;
        for (int k = -radius; k <= radius; ++k)
            acc += c_coef[k + radius] * window[l + k];
        out[g] = acc;
    }
}

static int run_radius(const std::vector<float>& x, int radius)
{
    const int n = (int)x.size();
    std::vector<float> coef(2 * radius + 1), back(2 * radius + 1), y(n);
    for (int k = -radius; k <= radius; ++k)
        coef[k + radius] = 1.0f / (1.0f + (float)(k * k));   // symmetric bell

    CHECK(cudaMemcpyToSymbol(c_coef, coef.data(), coef.size() * sizeof(float)));
    CHECK(cudaMemcpyFromSymbol(back.data(), c_coef, back.size() * sizeof(float)));
    int bad = 0;
    for (size_t k = 0; k < coef.size(); ++k)
        if (back[k] != coef[k]) ++bad;

    float *dX, *dY;
    CHECK(cudaMalloc((void**)&dX, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dY, n * sizeof(float)));
    CHECK(cudaMemcpy(dX, x.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    const int threads = 128;
    const int blocks = (n + threads - 1) / threads;
    const size_t shmem = (threads + 2 * radius) * sizeof(float);
    stencil_1d<<<blocks, threads, shmem>>>(dX, dY, n, radius);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(y.data(), dY, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaFree(dX));
    CHECK(cudaFree(dY));

    for (int i = 0; i < n; ++i) {
        double ref = 0.0, mag = 0.0;
        for (int k = -radius; k <= radius; ++k) {
            const int j = i + k;
            const double v = (j >= 0 && j < n) ? x[j] : 0.0;
            ref += coef[k + radius] * v;
            mag += std::fabs(coef[k + radius] * v);
        }
        if (std::fabs(y[i] - ref) > 1e-5 * mag + 1e-6) {
            if (bad < 5) fprintf(stderr, "R=%d y[%d] = %f, want %f\n", radius, i, y[i], ref);
            ++bad;
        }
    }
    return bad;
}

int main()
{
    const int n = 100001;
    std::vector<float> x(n);
    for (int i = 0; i < n; ++i)
        x[i] = sinf(0.01f * (float)i) + 0.1f * (float)((i * 7) % 13);

    const int bad3 = run_radius(x, 3);
    const int bad8 = run_radius(x, MAX_RADIUS);
    printf("radius 3: %d mismatches, radius %d: %d mismatches\n", bad3, MAX_RADIUS, bad8);

    const bool ok = bad3 == 0 && bad8 == 0;
    printf(ok ? "PASS\n" : "FAIL\n");
    return ok ? 0 : 1;
}
