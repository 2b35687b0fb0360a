// matmul_tiled.cu
//
// C = A * B for row-major A (M x K) and B (K x N) with TILE x TILE
// shared-memory tiles.  Each block computes one TILE x TILE tile of C by
// sweeping matching tiles of A and B through shared memory.  The sizes are
// deliberately not multiples of TILE so the boundary guards are exercised.
#include <cuda_runtime.h>
#include <cstdio>
#include <vector>
#include "common.cuh"

#define TILE 16

__global__ void matmul_tiled(const float* A, const float* B, float* C, int M, int K, int N)
{
    __shared__ float As[TILE][TILE];
    __shared__ float Bs[TILE][TILE + 1];   // +1 column: no bank conflicts on reads

    const int tx = threadIdx.x, ty = threadIdx.y;
    const int row = blockIdx.y * TILE + ty;
    const int col = blockIdx.x * TILE + tx;

    float acc = 0.0f;
    const int numTiles = (K + TILE - 1) / TILE;
    for (int t = 0; t < numTiles; ++t) {
        // Every thread loads one element of each tile; outside the matrix
        // it stores zero, so the inner loop needs no bounds checks.
        const int aCol = t * TILE + tx;
        const int bRow = t * TILE + ty;
        As[ty][tx] = (row < M && aCol < K) ? A[row * K + aCol] : 0.0f;
        Bs[ty][tx] = (bRow < K && col < N) ? B[bRow * N + col] : 0.0f;
        __syncthreads();

#pragma unroll
        for (int k = 0; k < TILE; ++k)
            acc += As[ty][k] * Bs[k][tx];
        __syncthreads();                    // done with this pair of tiles
    }

    if (row < M && col < N)
        C[row * N + col] = acc;
}

int main()
{
    const int M = 200, K = 300, N = 170;
    std::vector<float> hA((size_t)M * K), hB((size_t)K * N), hC((size_t)M * N);
    fill_uniform(hA.data(), hA.size(), 101u, -1.0f, 1.0f);
    fill_uniform(hB.data(), hB.size(), 202u, -1.0f, 1.0f);

    float *dA, *dB, *dC;
    CHECK(cudaMalloc((void**)&dA, hA.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&dB, hB.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&dC, hC.size() * sizeof(float)));
    CHECK(cudaMemcpy(dA, hA.data(), hA.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, hB.data(), hB.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dC, 0, hC.size() * sizeof(float)));

    dim3 block(TILE, TILE);
    dim3 grid((N + TILE - 1) / TILE, (M + TILE - 1) / TILE);
    matmul_tiled<<<grid, block>>>(dA, dB, dC, M, K, N);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(hC.data(), dC, hC.size() * sizeof(float), cudaMemcpyDeviceToHost));

    // Double-precision reference; tolerance scales with the sum of |a*b|.
    int bad = 0;
    double worst = 0.0;
    for (int i = 0; i < M; ++i) {
        for (int j = 0; j < N; ++j) {
            double ref = 0.0, mag = 0.0;
            for (int k = 0; k < K; ++k) {
                double p = (double)hA[(size_t)i * K + k] * hB[(size_t)k * N + j];
                ref += p;
                mag += std::fabs(p);
            }
            double err = std::fabs(hC[(size_t)i * N + j] - ref);
            if (err > worst) worst = err;
            if (err > 1e-4 * mag + 1e-5) {
                if (bad < 5)
                    fprintf(stderr, "C[%d][%d] = %f, want %f\n", i, j, hC[(size_t)i * N + j], ref);
                ++bad;
            }
        }
    }
    printf("%dx%dx%d matmul: %d mismatches, worst abs error %.3g\n", M, K, N, bad, worst);

    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));

    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
