// mma_ldmatrix_gemm.cu
//
// Tensor-core GEMMs written the way hand-tuned sm_80 kernels write them,
// with inline PTX behind macros:
//   1. gemm_pipelined: D = A * B^T (A row-major M x K, Bt row-major N x K,
//      half inputs, float accumulators). Each block computes a 32x32 tile
//      with four warps (16x16 each, two m16n8k16 mma.sync per k step).
//      A three-stage cp.async ring stages 32-wide K slices in padded shared
//      memory; ldmatrix.x4 loads A fragments and ldmatrix.x2 B fragments,
//      from addresses computed for NVIDIA's fragment layout.
//   2. gemm_k8_trans: one warp, m16n8k8 with B row-major (K x N), loaded
//      with ldmatrix.x1.trans; A with ldmatrix.x2.
//   3. gemm_f16_transposed: f16 accumulators (m16n8k16.f16.f16.f16.f16),
//      B via ldmatrix.x4.trans, and the result written transposed: each
//      8x8 block of D goes through movmatrix.trans, so a lane's registers
//      hold rows of D^T.
// Inputs are small integers, so every result is exact and must match the
// host reference bit for bit. sm_80 and later.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdint>
#include <vector>
#include "common.cuh"

#define CP_ASYNC_16(dst, src) \
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(dst), "l"(src))
#define CP_ASYNC_COMMIT() asm volatile("cp.async.commit_group;\n" ::)
#define CP_ASYNC_WAIT(n) asm volatile("cp.async.wait_group %0;\n" :: "n"(n))
#define LDMATRIX_X4(r, addr)                                                        \
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n" \
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(addr))
#define LDMATRIX_X2(r, addr)                                                        \
    asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n"        \
                 : "=r"(r[0]), "=r"(r[1]) : "r"(addr))
#define MMA_16816_F32(d, a, b)                                                      \
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "              \
                 "{%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%0, %1, %2, %3};\n" \
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])                   \
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]))

__device__ inline unsigned smem_addr(const void* p)
{
    return (unsigned)__cvta_generic_to_shared(p);
}

// ---- 1. three-stage cp.async pipeline, ldmatrix, m16n8k16 ------------------
constexpr int M = 64, N = 64, K = 128;
constexpr int BM = 32, BN = 32, BK = 32, PAD = 8, STAGES = 3;

__global__ void gemm_pipelined(const half* a, const half* bt, float* d)
{
    __shared__ __align__(16) half sa[STAGES][BM][BK + PAD];
    __shared__ __align__(16) half sb[STAGES][BN][BK + PAD];
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int bm = blockIdx.y * BM, bn = blockIdx.x * BN;
    const int wm = warp / 2 * 16, wn = warp % 2 * 16;
    const int row = tid / 4, seg = tid % 4 * 8;       // this thread's 16 bytes
    auto load = [&](int stage, int k0) {
        CP_ASYNC_16(smem_addr(&sa[stage][row][seg]), a + (size_t)(bm + row) * K + k0 + seg);
        CP_ASYNC_16(smem_addr(&sb[stage][row][seg]), bt + (size_t)(bn + row) * K + k0 + seg);
    };
    float acc[2][4] = {};
    for (int s = 0; s < STAGES - 1; ++s) {
        load(s, s * BK);
        CP_ASYNC_COMMIT();
    }
    for (int kt = 0; kt < K / BK; ++kt) {
        CP_ASYNC_WAIT(STAGES - 2);                    // slice kt has landed
        __syncthreads();                              // and everyone is done with kt - 1
        if (kt + STAGES - 1 < K / BK)
            load((kt + STAGES - 1) % STAGES, (kt + STAGES - 1) * BK);
        CP_ASYNC_COMMIT();
        const int st = kt % STAGES;
        for (int kk = 0; kk < BK; kk += 16) {
            uint32_t fa[4], fb[2];
            // Matrices: rows 0-7 / 8-15 of the warp's 16, then k + 8.
            LDMATRIX_X4(fa, smem_addr(&sa[st][wm + lane % 8 + 8 * (lane / 8 % 2)][kk + 8 * (lane / 16)]));
            for (int j = 0; j < 2; ++j) {
                LDMATRIX_X2(fb, smem_addr(&sb[st][wn + j * 8 + lane % 8][kk + 8 * (lane / 8 % 2)]));
                MMA_16816_F32(acc[j], fa, fb);
            }
        }
    }
    const int g = lane / 4, t = lane % 4;
    for (int j = 0; j < 2; ++j)
        for (int i = 0; i < 4; ++i)
            d[(size_t)(bm + wm + g + 8 * (i / 2)) * N + bn + wn + j * 8 + 2 * t + i % 2] = acc[j][i];
}

// ---- 2. m16n8k8 with ldmatrix.x1.trans -------------------------------------
constexpr int K2 = 32;

__global__ void gemm_k8_trans(const half* a, const half* b, float* d)
{
    __shared__ __align__(16) half sa[16][K2 + PAD];   // A: 16 x K2
    __shared__ __align__(16) half sb[K2][8 + PAD];    // B: K2 x 8, row-major
    const int lane = threadIdx.x;
    for (int i = lane; i < 16 * K2; i += 32) sa[i / K2][i % K2] = a[i];
    for (int i = lane; i < K2 * 8; i += 32) sb[i / 8][i % 8] = b[i];
    __syncwarp();
    float acc[4] = {0, 0, 0, 0};
    for (int k = 0; k < K2; k += 8) {
        uint32_t fa[2], fb;
        asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];\n"
                     : "=r"(fa[0]), "=r"(fa[1])
                     : "r"(smem_addr(&sa[lane % 16][k])));
        asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];\n"
                     : "=r"(fb) : "r"(smem_addr(&sb[k + lane % 8][0])));
        asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 "
                     "{%0, %1, %2, %3}, {%4, %5}, {%6}, {%7, %8, %9, %10};\n"
                     : "=f"(acc[0]), "=f"(acc[1]), "=f"(acc[2]), "=f"(acc[3])
                     : "r"(fa[0]), "r"(fa[1]), "r"(fb),
                       "f"(acc[0]), "f"(acc[1]), "f"(acc[2]), "f"(acc[3]));
    }
    const int g = lane / 4, t = lane % 4;
    for (int i = 0; i < 4; ++i)
        d[(g + 8 * (i / 2)) * 8 + 2 * t + i % 2] = acc[i];
}

// ---- 3. f16 accumulators, ldmatrix.x4.trans, movmatrix ---------------------
__global__ void gemm_f16_transposed(const half* a, const half* b, half* dt)
{
    __shared__ __align__(16) half sa[16][16 + PAD];   // A: 16 x 16
    __shared__ __align__(16) half sb[16][16 + PAD];   // B: 16 x 16, row-major
    const int lane = threadIdx.x;
    for (int i = lane; i < 256; i += 32) {
        sa[i / 16][i % 16] = a[i];
        sb[i / 16][i % 16] = b[i];
    }
    __syncwarp();
    uint32_t fa[4], fb[4], acc[2][2] = {};
    LDMATRIX_X4(fa, smem_addr(&sa[lane % 8 + 8 * (lane / 8 % 2)][8 * (lane / 16)]));
    // Matrices: k 0-7 / 8-15 of columns 0-7, then of columns 8-15.
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];\n"
                 : "=r"(fb[0]), "=r"(fb[1]), "=r"(fb[2]), "=r"(fb[3])
                 : "r"(smem_addr(&sb[lane % 8 + 8 * (lane / 8 % 2)][8 * (lane / 16)])));
    for (int j = 0; j < 2; ++j)
        asm volatile("mma.sync.aligned.m16n8k16.row.col.f16.f16.f16.f16 "
                     "{%0, %1}, {%2, %3, %4, %5}, {%6, %7}, {%0, %1};\n"
                     : "+r"(acc[j][0]), "+r"(acc[j][1])
                     : "r"(fa[0]), "r"(fa[1]), "r"(fa[2]), "r"(fa[3]),
                       "r"(fb[2 * j]), "r"(fb[2 * j + 1]));
    // Block (rows 8h.., columns 8j..) of D is acc[j][h]; transposed, it is
    // block (8j.., 8h..) of D^T.
    const int g = lane / 4, t = lane % 4;
    for (int j = 0; j < 2; ++j)
        for (int h = 0; h < 2; ++h) {
            uint32_t tr;
            asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;\n" : "=r"(tr) : "r"(acc[j][h]));
            half2 v = *reinterpret_cast<half2*>(&tr);
            dt[(8 * j + g) * 16 + 8 * h + 2 * t] = v.x;
            dt[(8 * j + g) * 16 + 8 * h + 2 * t + 1] = v.y;
        }
}

static int small(uint32_t i, int range) { return (int)(mix32(i) % (2 * range + 1)) - range; }

int main()
{
    int bad = 0;
    // 1.
    std::vector<half> a(M * K), bt(N * K);
    std::vector<int> ai(M * K), bi(N * K);
    for (int i = 0; i < M * K; ++i) { ai[i] = small(i + 11u, 4); a[i] = __float2half((float)ai[i]); }
    for (int i = 0; i < N * K; ++i) { bi[i] = small(i + 977u, 3); bt[i] = __float2half((float)bi[i]); }
    half *dA, *dB, *dDt;
    float* dD;
    CHECK(cudaMalloc((void**)&dA, a.size() * sizeof(half)));
    CHECK(cudaMalloc((void**)&dB, bt.size() * sizeof(half)));
    CHECK(cudaMalloc((void**)&dD, M * N * sizeof(float)));
    CHECK(cudaMalloc((void**)&dDt, 256 * sizeof(half)));
    CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(half), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, bt.data(), bt.size() * sizeof(half), cudaMemcpyHostToDevice));
    gemm_pipelined<<<dim3(N / BN, M / BM), 128>>>(dA, dB, dD);
    CHECK(cudaGetLastError());
    std::vector<float> d(M * N);
    CHECK(cudaMemcpy(d.data(), dD, d.size() * sizeof(float), cudaMemcpyDeviceToHost));
    int bad1 = 0;
    for (int i = 0; i < M; ++i)
        for (int j = 0; j < N; ++j) {
            int want = 0;
            for (int k = 0; k < K; ++k) want += ai[i * K + k] * bi[j * K + k];
            bad1 += d[i * N + j] != (float)want;
        }
    printf("gemm_pipelined %dx%dx%d, %d stages: bad=%d\n", M, N, K, STAGES, bad1);
    bad += bad1;

    // 2. (A: 16 x K2 from a, B: K2 x 8 from bt's values)
    gemm_k8_trans<<<1, 32>>>(dA, dB, dD);
    CHECK(cudaGetLastError());
    CHECK(cudaMemcpy(d.data(), dD, 128 * sizeof(float), cudaMemcpyDeviceToHost));
    int bad2 = 0;
    for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 8; ++j) {
            int want = 0;
            for (int k = 0; k < K2; ++k) want += ai[i * K2 + k] * bi[k * 8 + j];
            bad2 += d[i * 8 + j] != (float)want;
        }
    printf("gemm_k8_trans 16x8x%d: bad=%d\n", K2, bad2);
    bad += bad2;

    // 3. (A: 16 x 16 from a, B: 16 x 16 from bt's values)
    gemm_f16_transposed<<<1, 32>>>(dA, dB, dDt);
    CHECK(cudaGetLastError());
    std::vector<half> dt(256);
    CHECK(cudaMemcpy(dt.data(), dDt, dt.size() * sizeof(half), cudaMemcpyDeviceToHost));
    int bad3 = 0;
    for (int i = 0; i < 16; ++i)
        for (int j = 0; j < 16; ++j) {
            int want = 0;
            for (int k = 0; k < 16; ++k) want += ai[i * 16 + k] * bi[k * 16 + j];
            bad3 += __half2float(dt[j * 16 + i]) != (float)want;
        }
    printf("gemm_f16_transposed 16x16x16: bad=%d\n", bad3);
    bad += bad3;

    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dD));
    CHECK(cudaFree(dDt));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
