// stencil_2d_constant.cu
//
// 3x3 weighted blur of a single-channel image.
//   - the nine weights live in __constant__ memory, set with
//     cudaMemcpyToSymbol (every thread reads the same weight at once, the
//     ideal access pattern for the constant cache);
//   - a 16x16 block loads an 18x18 tile (one-pixel halo) into shared memory;
//   - pixels outside the image are clamped to the nearest edge pixel;
//   - the launch uses 2-D dim3 blocks and grids; the image size is not a
//     multiple of the block size.
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>
#include <algorithm>
#include "common.cuh"

#define BW 16                   // block width and height
#define HALO 1
#define TW (BW + 2 * HALO)      // tile width with halo

__constant__ float c_weights[9];
__constant__ int c_size[2];     // image width, height

__device__ __forceinline__ int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}

__global__ void blur3x3(const float* in, float* out)
{
    __shared__ float tile[TW][TW];
    const int width = c_size[0], height = c_size[1];
    const int x0 = blockIdx.x * BW - HALO;       // image coords of tile[0][0]
    const int y0 = blockIdx.y * BW - HALO;

    // Cooperative tile load: 256 threads cover 324 tile cells in two rounds.
    for (int ty = threadIdx.y; ty < TW; ty += BW) {
        for (int tx = threadIdx.x; tx < TW; tx += BW) {
            const int gx = clampi(x0 + tx, 0, width - 1);
            const int gy = clampi(y0 + ty, 0, height - 1);
            tile[ty][tx] = in[gy * width + gx];
        }
    }
    __syncthreads();

    const int x = blockIdx.x * BW + threadIdx.x;
    const int y = blockIdx.y * BW + threadIdx.y;
    if (x < width && y < height) {
        float acc = 0.0f;
        for (int dy = 0; dy < 3; ++dy)
            for (int dx = 0; dx < 3; ++dx)
                acc += c_weights[dy * 3 + dx] * tile[threadIdx.y + dy][threadIdx.x + dx];
        out[y * width + x] = acc;
    }
}

int main()
{
    const int width = 517, height = 311;
    const int pixels = width * height;
    std::vector<float> img(pixels), result(pixels);
    fill_uniform(img.data(), pixels, 2024u, 0.0f, 255.0f);

    // Gaussian-like weights summing to 1.
    const float w[9] = {1 / 16.f, 2 / 16.f, 1 / 16.f,
                        2 / 16.f, 4 / 16.f, 2 / 16.f,
                        1 / 16.f, 2 / 16.f, 1 / 16.f};
    const int size[2] = {width, height};
    CHECK(cudaMemcpyToSymbol(c_weights, w, sizeof(w)));
    CHECK(cudaMemcpyToSymbol(c_size, size, sizeof(size)));

    float *dIn, *dOut;
    CHECK(cudaMalloc((void**)&dIn, pixels * sizeof(float)));
    CHECK(cudaMalloc((void**)&dOut, pixels * sizeof(float)));
    CHECK(cudaMemcpy(dIn, img.data(), pixels * sizeof(float), cudaMemcpyHostToDevice));

    dim3 block(BW, BW);
    dim3 grid((width + BW - 1) / BW, (height + BW - 1) / BW);
    blur3x3<<<grid, block>>>(dIn, dOut);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(result.data(), dOut, pixels * sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            double ref = 0.0;
            for (int dy = -1; dy <= 1; ++dy) {
                for (int dx = -1; dx <= 1; ++dx) {
                    const int sx = std::min(std::max(x + dx, 0), width - 1);
                    const int sy = std::min(std::max(y + dy, 0), height - 1);
                    ref += (double)w[(dy + 1) * 3 + (dx + 1)] * img[sy * width + sx];
                }
            }
            // Values are up to 255: allow a few float ulps of that scale.
            if (!close_enough(result[y * width + x], ref, 1e-5, 1e-4)) {
                if (bad < 5)
                    fprintf(stderr, "(%d,%d) = %f, want %f\n", x, y, result[y * width + x], ref);
                ++bad;
            }
        }
    }
    printf("blurred %dx%d image, %d mismatches\n", width, height, bad);

    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dOut));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
