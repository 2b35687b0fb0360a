// wmma_epilogue_positional.cu
//
// A tensor-core GEMM whose epilogue works on the accumulator's elements by
// position, as fused epilogues in real code do. Each lane finds the row and
// column of its elements from the layout that sm_80 and later GPUs give a
// 16x16 float accumulator (lane l, element i: row l/4 + 8*((i/2)%2), column
// 2*(l%4) + i%2 + 8*(i/4)), adds a per-column bias, zeroes the upper
// triangle (a causal mask), applies ReLU and writes each element straight
// to memory, with no store_matrix_sync. Each of the 4 warps computes a
// 16-row stripe as two 16x16 tiles (an array of accumulators).
// D (64 x 32) = relu(mask(A (64 x 32) * B (32 x 32) + bias)). Inputs are
// small integers, exact in half, so D must match the host bit for bit.
// sm_80 and later.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <mma.h>
#include <cstdio>
#include <vector>
#include "common.cuh"

using namespace nvcuda;

constexpr int M = 64, N = 32, K = 32, WARPS = M / 16, TILES = N / 16;

__global__ void gemm_bias_causal_relu(const half* a, const half* b, const float* bias, float* d)
{
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    wmma::fragment<wmma::accumulator, 16, 16, 16, float> acc[TILES];
    for (int t = 0; t < TILES; ++t)
        wmma::fill_fragment(acc[t], 0.0f);
    for (int k = 0; k < K; k += 16) {
        wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
        wmma::load_matrix_sync(fa, a + warp * 16 * K + k, K);
        for (int t = 0; t < TILES; ++t) {
            wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::row_major> fb;
            wmma::load_matrix_sync(fb, b + k * N + t * 16, N);
            wmma::mma_sync(acc[t], fa, fb, acc[t]);
        }
    }
    // The epilogue, element by element at each element's row and column.
    for (int t = 0; t < TILES; ++t)
        for (int i = 0; i < acc[t].num_elements; ++i) {
            const int row = warp * 16 + lane / 4 + 8 * ((i / 2) % 2);
            const int col = t * 16 + 2 * (lane % 4) + i % 2 + 8 * (i / 4);
            float v = acc[t].x[i] + bias[col];
            if (col > row)
                v = 0.0f;
            d[row * N + col] = v > 0.0f ? v : 0.0f;
        }
}

int main()
{
    std::vector<half> a(M * K), b(K * N);
    std::vector<int> ai(M * K), bi(K * N);
    std::vector<float> bias(N), d(M * N);
    for (int i = 0; i < M * K; ++i) { ai[i] = (int)(mix32(i + 7u) % 9u) - 4; a[i] = __float2half((float)ai[i]); }
    for (int i = 0; i < K * N; ++i) { bi[i] = (int)(mix32(i + 900u) % 9u) - 4; b[i] = __float2half((float)bi[i]); }
    for (int j = 0; j < N; ++j) bias[j] = (float)((int)(mix32(j + 40000u) % 21u) - 10);
    half *dA, *dB;
    float *dBias, *dD;
    CHECK(cudaMalloc((void**)&dA, a.size() * sizeof(half)));
    CHECK(cudaMalloc((void**)&dB, b.size() * sizeof(half)));
    CHECK(cudaMalloc((void**)&dBias, bias.size() * sizeof(float)));
    CHECK(cudaMalloc((void**)&dD, d.size() * sizeof(float)));
    CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(half), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(half), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dBias, bias.data(), bias.size() * sizeof(float), cudaMemcpyHostToDevice));
    CHECK(cudaMemset(dD, 0xff, d.size() * sizeof(float)));   // NaN: every element must be written
    gemm_bias_causal_relu<<<1, WARPS * 32>>>(dA, dB, dBias, dD);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(d.data(), dD, d.size() * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    long long checksum = 0;
    for (int r = 0; r < M; ++r)
        for (int c = 0; c < N; ++c) {
            int v = (int)bias[c];
            for (int k = 0; k < K; ++k)
                v += ai[r * K + k] * bi[k * N + c];
            const float want = c > r || v < 0 ? 0.0f : (float)v;
            checksum += (long long)d[r * N + c];
            if (!(d[r * N + c] == want)) {
                if (bad < 4)
                    fprintf(stderr, "d[%d][%d] = %g, want %g\n", r, c, d[r * N + c], want);
                ++bad;
            }
        }
    printf("gemm_bias_causal_relu checksum=%lld bad=%d\n", checksum, bad);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dBias));
    CHECK(cudaFree(dD));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
