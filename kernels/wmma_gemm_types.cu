// wmma_gemm_types.cu
//
// CUDA's warp matrix functions (mma.h) at every precision and shape the
// tensor cores take besides 16x16x16 half -> float (wmma_gemm_f16.cu):
//   - tf32  m16n16k8,  float accumulator, inputs through __float_to_tf32;
//   - int8  m16n16k16 and m32n8k16, int accumulator (signed char inputs);
//   - uint8 m16n16k16, int accumulator (unsigned char inputs);
//   - fp64  m8n8k4,    double accumulator;
//   - half  m32n8k16,  half accumulator;
//   - half  m8n32k16,  float accumulator, A column-major, D stored
//     column-major.
// Each kernel runs two warps; warp w multiplies tile row w of A by B and
// adds C. Inputs are small integers, so every result is exact and the
// host reference must match bit for bit. sm_80 and later.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <mma.h>
#include <cstdio>
#include <type_traits>
#include <vector>
#include "common.cuh"

using namespace nvcuda;

constexpr int WARPS = 2;

// D (WARPS*M x N) = A (WARPS*M x K) * B (K x N) + C, all row-major unless
// A_COL (A column-major, leading dimension WARPS*M) or D_COL.
template <int M, int N, int K, class TA, class TAcc, class TOut, bool A_COL, bool D_COL>
__global__ void tile_gemm(const TA* a, const TA* b, const TOut* c, TOut* d)
{
    using LayoutA = typename std::conditional<A_COL, wmma::col_major, wmma::row_major>::type;
    const int w = threadIdx.x / 32;
    wmma::fragment<wmma::matrix_a, M, N, K, TAcc, LayoutA> fa;
    wmma::fragment<wmma::matrix_b, M, N, K, TAcc, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, M, N, K, TOut> acc;
    const TA* tileA = A_COL ? a + w * M : a + w * M * K;
    wmma::load_matrix_sync(fa, tileA, A_COL ? WARPS * M : K);
    wmma::load_matrix_sync(fb, b, N);
    wmma::load_matrix_sync(acc, c + w * M * N, N, wmma::mem_row_major);
    wmma::mma_sync(acc, fa, fb, acc);
    if (D_COL)
        wmma::store_matrix_sync(d + w * M, acc, WARPS * M, wmma::mem_col_major);
    else
        wmma::store_matrix_sync(d + w * M * N, acc, N, wmma::mem_row_major);
}

// The tf32 form: inputs rounded with __float_to_tf32 before the product.
__global__ void tile_gemm_tf32(const float* a, const float* b, const float* c, float* d)
{
    const int w = threadIdx.x / 32;
    wmma::fragment<wmma::matrix_a, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fa;
    wmma::fragment<wmma::matrix_b, 16, 16, 8, wmma::precision::tf32, wmma::row_major> fb;
    wmma::fragment<wmma::accumulator, 16, 16, 8, float> acc;
    wmma::load_matrix_sync(fa, a + w * 16 * 8, 8);
    wmma::load_matrix_sync(fb, b, 16);
    for (int i = 0; i < fa.num_elements; ++i)
        fa.x[i] = wmma::__float_to_tf32(fa.x[i]);
    for (int i = 0; i < fb.num_elements; ++i)
        fb.x[i] = wmma::__float_to_tf32(fb.x[i]);
    wmma::load_matrix_sync(acc, c + w * 16 * 16, 16, wmma::mem_row_major);
    wmma::mma_sync(acc, fa, fb, acc);
    wmma::store_matrix_sync(d + w * 16 * 16, acc, 16, wmma::mem_row_major);
}

template <class T> double as_double(T v) { return (double)v; }
double as_double(half v) { return (double)__half2float(v); }
template <class T> T from_int(int v) { return (T)v; }
template <> half from_int<half>(int v) { return __float2half((float)v); }

// Runs one configuration and counts wrong elements of D.
template <int M, int N, int K, class TA, class TAcc, class TOut, bool A_COL, bool D_COL>
int run(const char* name, void (*kernel)(const TA*, const TA*, const TOut*, TOut*), int range)
{
    const int rows = WARPS * M;
    std::vector<TA> a(rows * K), b(K * N);
    std::vector<TOut> c(rows * N), d(rows * N);
    std::vector<int> ai(a.size()), bi(b.size()), ci(c.size());
    // Inputs in [lo, range]: unsigned types take no negative values.
    const int lo = std::is_unsigned<TA>::value ? 0 : -range;
    for (size_t i = 0; i < a.size(); ++i) { ai[i] = lo + (int)(mix32(i + 3u) % (range - lo + 1)); a[i] = from_int<TA>(ai[i]); }
    for (size_t i = 0; i < b.size(); ++i) { bi[i] = lo + (int)(mix32(i + 501u) % (range - lo + 1)); b[i] = from_int<TA>(bi[i]); }
    for (size_t i = 0; i < c.size(); ++i) { ci[i] = (int)(mix32(i + 9001u) % 17u) - 8; c[i] = from_int<TOut>(ci[i]); }
    TA *dA, *dB;
    TOut *dC, *dD;
    CHECK(cudaMalloc((void**)&dA, a.size() * sizeof(TA)));
    CHECK(cudaMalloc((void**)&dB, b.size() * sizeof(TA)));
    CHECK(cudaMalloc((void**)&dC, c.size() * sizeof(TOut)));
    CHECK(cudaMalloc((void**)&dD, d.size() * sizeof(TOut)));
    CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(TA), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(TA), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dC, c.data(), c.size() * sizeof(TOut), cudaMemcpyHostToDevice));
    kernel<<<1, WARPS * 32>>>(dA, dB, dC, dD);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    CHECK(cudaMemcpy(d.data(), dD, d.size() * sizeof(TOut), cudaMemcpyDeviceToHost));
    int bad = 0;
    long long checksum = 0;
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < N; ++j) {
            long long want = ci[i * N + j];
            for (int k = 0; k < K; ++k)
                want += (long long)(A_COL ? ai[k * rows + i] : ai[i * K + k]) * bi[k * N + j];
            const double got = as_double(d[D_COL ? j * rows + i : i * N + j]);
            checksum += (long long)got;
            if (got != (double)want) {
                if (bad < 4)
                    fprintf(stderr, "%s: d[%d][%d] = %g, want %lld\n", name, i, j, got, want);
                ++bad;
            }
        }
    printf("%-28s checksum=%lld bad=%d\n", name, checksum, bad);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    CHECK(cudaFree(dD));
    return bad;
}

int main()
{
    int bad = 0;
    bad += run<16, 16, 8, float, wmma::precision::tf32, float, false, false>(
        "tf32 m16n16k8", tile_gemm_tf32, 100);
    bad += run<16, 16, 16, signed char, signed char, int, false, false>(
        "int8 m16n16k16", tile_gemm<16, 16, 16, signed char, signed char, int, false, false>, 127);
    bad += run<32, 8, 16, signed char, signed char, int, false, false>(
        "int8 m32n8k16", tile_gemm<32, 8, 16, signed char, signed char, int, false, false>, 127);
    bad += run<16, 16, 16, unsigned char, unsigned char, int, false, false>(
        "uint8 m16n16k16", tile_gemm<16, 16, 16, unsigned char, unsigned char, int, false, false>, 255);
    bad += run<8, 8, 4, double, double, double, false, false>(
        "fp64 m8n8k4", tile_gemm<8, 8, 4, double, double, double, false, false>, 1000);
    bad += run<32, 8, 16, half, half, half, false, false>(
        "half m32n8k16 (half acc)", tile_gemm<32, 8, 16, half, half, half, false, false>, 3);
    bad += run<8, 32, 16, half, half, float, true, true>(
        "half m8n32k16 (col-major)", tile_gemm<8, 32, 16, half, half, float, true, true>, 15);
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
