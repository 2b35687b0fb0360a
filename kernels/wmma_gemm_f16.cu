// wmma_gemm_f16.cu
//
// Tensor-core GEMM with CUDA's warp matrix functions (mma.h, sm_70 and
// later): D = alpha * A * B + beta * C, with A (M x K, row-major) and
// B (K x N, column-major) in half, C and D in float.
//   - every 32-thread warp owns 16x16 tiles of D: it walks K in steps of 16
//     with load_matrix_sync / mma_sync on 16x16x16 fragments;
//   - the epilogue scales the accumulator element by element over
//     fragment::num_elements, then adds beta * C loaded as a fragment;
//   - the grid has more warps than tiles, so the last warps of the last
//     block skip the work: a warp's partner may not take part.
// Inputs are small integers (exact in half) so every product and partial
// sum is exact in float, and the result must match the host bit for bit.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <mma.h>
#include <cstdio>
#include <vector>
#include "common.cuh"

using namespace nvcuda;

constexpr int M = 48, N = 80, K = 64;
constexpr int TILE = 16;
constexpr int WARPS_PER_BLOCK = 4;

__global__ void gemm(const half* a, const half* b, const float* c, float* d,
                     float alpha, float beta)
{
    const int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32;
    const int tilesN = N / TILE;
    if (warp >= (M / TILE) * tilesN)
        return;                                   // no tile for this warp
    const int row = warp / tilesN * TILE, col = warp % tilesN * TILE;

    wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc, fc;
    wmma::fill_fragment(acc, 0.0f);
    for (int k = 0; k < K; k += TILE) {
        wmma::load_matrix_sync(fa, a + row * K + k, K);
        wmma::load_matrix_sync(fb, b + col * K + k, K);
        wmma::mma_sync(acc, fa, fb, acc);
    }
    wmma::load_matrix_sync(fc, c + row * N + col, N, wmma::mem_row_major);
    for (int i = 0; i < acc.num_elements; ++i)
        acc.x[i] = alpha * acc.x[i] + beta * fc.x[i];
    wmma::store_matrix_sync(d + row * N + col, acc, N, wmma::mem_row_major);
}

int main()
{
    std::vector<half> a(M * K), b(K * N);
    std::vector<float> fa(M * K), fb(K * N), c(M * N), d(M * N);
    for (int i = 0; i < M * K; ++i) {
        fa[i] = (float)((int)(mix32(i + 1u) % 9u) - 4);
        a[i] = __float2half(fa[i]);
    }
    for (int i = 0; i < K * N; ++i) {          // column-major: element (k, n) at n * K + k
        fb[i] = (float)((int)(mix32(i + 7777u) % 7u) - 3);
        b[i] = __float2half(fb[i]);
    }
    for (int i = 0; i < M * N; ++i)
        c[i] = (float)((int)(mix32(i + 4242u) % 11u) - 5);
    const float alpha = 2.0f, beta = -1.0f;

    half *dA, *dB;
    float *dC, *dD;
    CHECK(cudaMalloc((void**)&dA, a.size() * sizeof(half)));
    CHECK(cudaMalloc((void**)&dB, b.size() * sizeof(half)));
    CHECK(cudaMalloc((void**)&dC, c.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&dD, d.size() * sizeof(float)));
    CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(half), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(half), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dC, c.data(), c.size() * sizeof(float), cudaMemcpyHostToDevice));
    const int tiles = (M / TILE) * (N / TILE);             // 15 warps' work
    const int blocks = (tiles + WARPS_PER_BLOCK - 1) / WARPS_PER_BLOCK;
    gemm<<<blocks, WARPS_PER_BLOCK * 32>>>(dA, dB, dC, dD, alpha, beta);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(d.data(), dD, d.size() * sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    double checksum = 0;
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            float sum = 0;
            for (int k = 0; k < K; ++k)
                sum += fa[i * K + k] * fb[j * K + k];
            const float want = alpha * sum + beta * c[i * N + j];
            checksum += d[i * N + j];
            if (d[i * N + j] != want) {
                if (bad < 8)
                    fprintf(stderr, "d[%d][%d] = %g, want %g\n", i, j, d[i * N + j], want);
                ++bad;
            }
        }
    printf("gemm %dx%dx%d checksum=%.0f bad=%d\n", M, N, K, checksum, bad);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    CHECK(cudaFree(dD));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
