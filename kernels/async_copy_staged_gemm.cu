// async_copy_staged_gemm.cu
//
// A tiled integer matrix product whose tiles arrive by inline-PTX cp.async,
// double-buffered as GEMM kernels do (sm_80 and later):
//   - tile_gemm() issues the copies of the next A and B tiles through a
//     tile loader, load_tiles(), which calls a cp.async wrapper,
//     cp_async_16(): two levels of device functions between the kernel and
//     its copies;
//   - CP_ASYNC_WAIT(1) (a macro) waits for every group but the newest
//     before a tile is used, and the tile is refilled only after the
//     __syncthreads that ends its use;
//   - before the loop, each thread copies six 4-byte words of a scale table
//     in one group (more than a thread's copies that stay in flight in the
//     HIP translation), and a predicated copy that is off leaves its
//     destination as the thread wrote it;
//   - after it, one last group is landed by CP_ASYNC_WAIT(0) alone (no
//     later commit lands it) and read across the block.
// Integer data: every result is exact.
#include <cuda_runtime.h>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

#define CP_ASYNC_COMMIT() asm volatile("cp.async.commit_group;\n" ::)
#define CP_ASYNC_WAIT(n) asm volatile("cp.async.wait_group %0;\n" ::"n"(n))

constexpr int N = 96;       // C = A x B, all N x N
constexpr int TILE = 32;    // tiles of TILE x TILE
constexpr int THREADS = 256;
constexpr int WORDS = 6;    // scale words each thread copies

__device__ __forceinline__ void cp_async_16(void* smem, const void* gmem)
{
    uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(s), "l"(gmem));
}

__device__ __forceinline__ void cp_async_4_if(void* smem, const void* gmem, bool on)
{
    uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
    asm volatile("{\n"
                 " .reg .pred p;\n"
                 " setp.ne.b32 p, %0, 0;\n"
                 " @p cp.async.ca.shared.global [%1], [%2], 4;\n"
                 "}\n" ::"r"((int)on),
                 "r"(s), "l"(gmem));
}

// One 16-byte piece of the A tile and one of the B tile per thread: row
// t / 8, columns 4 * (t % 8) .. + 3.
__device__ void load_tiles(int (*a)[TILE], int (*b)[TILE], const int* A, const int* B,
                           int row0, int col0, int k0)
{
    const int t = threadIdx.x, r = t / 8, c = 4 * (t % 8);
    cp_async_16(&a[r][c], &A[(row0 + r) * N + k0 + c]);
    cp_async_16(&b[r][c], &B[(k0 + r) * N + col0 + c]);
}

__global__ void tile_gemm(const int* A, const int* B, const int* scale, int* C, int* marks)
{
    __shared__ __align__(16) int a[2][TILE][TILE];
    __shared__ __align__(16) int b[2][TILE][TILE];
    __shared__ int scales[THREADS * WORDS];
    __shared__ int mark[THREADS];
    __shared__ __align__(16) int4 tail[THREADS];
    const int t = threadIdx.x;
    const int row0 = blockIdx.y * TILE, col0 = blockIdx.x * TILE;

    mark[t] = -1;   // an off copy leaves it so
    for (int w = 0; w < WORDS; ++w)
        cp_async_4_if(&scales[t * WORDS + w], &scale[(t * WORDS + w) % (2 * N)], true);
    cp_async_4_if(&mark[t], &scale[t % (2 * N)], t % 3 == 0);
    CP_ASYNC_COMMIT();

    load_tiles(a[0], b[0], A, B, row0, col0, 0);
    CP_ASYNC_COMMIT();
    // Each thread computes four elements: row t / 8, columns t % 8 + 8 * j.
    const int r = t / 8;
    int acc[4] = {0, 0, 0, 0};
    constexpr int STEPS = N / TILE;
    for (int s = 0; s < STEPS; ++s) {
        if (s + 1 < STEPS)
            load_tiles(a[(s + 1) & 1], b[(s + 1) & 1], A, B, row0, col0, (s + 1) * TILE);
        CP_ASYNC_COMMIT();
        CP_ASYNC_WAIT(1);   // all but the newest group: tile s (and the scales)
        __syncthreads();
        for (int k = 0; k < TILE; ++k)
            for (int j = 0; j < 4; ++j)
                acc[j] += a[s & 1][r][k] * b[s & 1][k][t % 8 + 8 * j];
        __syncthreads();    // tile s & 1 is refilled next round
    }
    cp_async_16(&tail[t], &B[4 * t]);   // B's first 1024 values, four a thread
    CP_ASYNC_COMMIT();
    CP_ASYNC_WAIT(0);
    __syncthreads();
    const int4 far = tail[(t + 37) % THREADS];
    int sum = far.x - far.w;
    for (int w = 0; w < WORDS; ++w)
        sum += scales[((t + 1) % THREADS) * WORDS + w];   // a neighbour's words
    for (int j = 0; j < 4; ++j)
        C[(row0 + r) * N + col0 + t % 8 + 8 * j] = acc[j] + sum;
    marks[(blockIdx.y * gridDim.x + blockIdx.x) * THREADS + t] = mark[t];
}

int main()
{
    std::vector<int> A(N * N), B(N * N), scale(2 * N);
    for (int i = 0; i < N * N; ++i) {
        A[i] = (int)(mix32((uint32_t)i + 3u) % 19u) - 9;
        B[i] = (int)(mix32((uint32_t)i + 77u) % 23u) - 11;
    }
    for (int i = 0; i < 2 * N; ++i) scale[i] = i * 7 - 300;
    const int blocks = (N / TILE) * (N / TILE);

    int *dA, *dB, *dScale, *dC, *dMarks;
    CHECK(cudaMalloc((void**)&dA, N * N * sizeof(int)));
    CHECK(cudaMalloc((void**)&dB, N * N * sizeof(int)));
    CHECK(cudaMalloc((void**)&dScale, 2 * N * sizeof(int)));
    CHECK(cudaMalloc((void**)&dC, N * N * sizeof(int)));
    CHECK(cudaMalloc((void**)&dMarks, blocks * THREADS * sizeof(int)));
    CHECK(cudaMemcpy(dA, A.data(), N * N * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, B.data(), N * N * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dScale, scale.data(), 2 * N * sizeof(int), cudaMemcpyHostToDevice));
    tile_gemm<<<dim3(N / TILE, N / TILE), THREADS>>>(dA, dB, dScale, dC, dMarks);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> C(N * N), marks(blocks * THREADS);
    CHECK(cudaMemcpy(C.data(), dC, N * N * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(marks.data(), dMarks, blocks * THREADS * sizeof(int),
                     cudaMemcpyDeviceToHost));

    int bad = 0;
    long long checksum = 0;
    for (int i = 0; i < N; ++i)
        for (int j = 0; j < N; ++j) {
            // Thread t of the block wrote this element: row i % TILE is t / 8.
            const int t = (i % TILE) * 8 + (j % TILE) % 8;
            int want = 0;
            for (int k = 0; k < N; ++k) want += A[i * N + k] * B[k * N + j];
            for (int w = 0; w < WORDS; ++w)
                want += scale[(((t + 1) % THREADS) * WORDS + w) % (2 * N)];
            const int far = (t + 37) % THREADS;
            want += B[4 * far] - B[4 * far + 3];
            checksum += C[i * N + j];
            if (C[i * N + j] != want) {
                if (bad < 8)
                    fprintf(stderr, "C[%d][%d] = %d, want %d\n", i, j, C[i * N + j], want);
                ++bad;
            }
        }
    for (int i = 0; i < blocks * THREADS; ++i) {
        const int t = i % THREADS;
        const int want = t % 3 == 0 ? scale[t % (2 * N)] : -1;
        if (marks[i] != want) {
            if (bad < 8) fprintf(stderr, "mark %d = %d, want %d\n", i, marks[i], want);
            ++bad;
        }
    }
    printf("n=%d bad=%d checksum %lld\n", N, bad, checksum);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dScale));
    CHECK(cudaFree(dC));
    CHECK(cudaFree(dMarks));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
