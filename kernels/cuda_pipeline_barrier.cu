// cuda_pipeline_barrier.cu
//
// libcu++'s asynchronous copies (sm_80 and later), in the three shapes
// real kernels use:
//   - a block-scope cuda::pipeline with two stages: the whole block shares
//     each tile copy (cuda::memcpy_async(block, ...)), and every thread reads
//     words another thread copied, so a stage consumed before all of the
//     block committed it shows as a wrong sum; producer_acquire must also
//     wait until every thread released the stage's buffer;
//   - a thread-scope pipeline (cuda::make_pipeline()) with
//     cuda::pipeline_consumer_wait_prior<1>;
//   - a block-scope cuda::barrier: a copy completed by arrive_and_wait, a
//     split arrive()/wait() with work in between, and arrive_and_drop, after
//     which half of the block meets at the barrier alone.
// Integer data: every result is exact.
#include <cuda_runtime.h>
#include <cuda/barrier>
#include <cuda/pipeline>
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

namespace cg = cooperative_groups;
#pragma nv_diag_suppress static_var_with_dynamic_init

constexpr int BLOCK = 64;
constexpr int TILE = 4 * BLOCK;   // ints per tile
constexpr int STAGES = 2;
constexpr int TILES = 5;

__global__ void block_pipeline(const int* in, int* out)
{
    auto block = cg::this_thread_block();
    __shared__ __align__(16) int buf[STAGES][TILE];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
    auto pipe = cuda::make_pipeline(block, &state);
    const int t = threadIdx.x;
    const int* base = in + (size_t)blockIdx.x * TILES * TILE;
    int acc = 0;
    for (int fetch = 0, use = 0; use < TILES; ++use) {
        for (; fetch < TILES && fetch < use + STAGES; ++fetch) {
            pipe.producer_acquire();
            cuda::memcpy_async(block, buf[fetch % STAGES], base + fetch * TILE,
                               cuda::aligned_size_t<16>(TILE * sizeof(int)), pipe);
            pipe.producer_commit();
        }
        pipe.consumer_wait();
        for (int j = 0; j < 4; ++j)
            acc += buf[use % STAGES][(t * 4 + j + 37) % TILE];
        pipe.consumer_release();
    }
    out[blockIdx.x * BLOCK + t] = acc;
}

__global__ void thread_pipeline(const int4* in, int* out)
{
    __shared__ int4 mine[2][BLOCK];
    cuda::pipeline<cuda::thread_scope_thread> pipe = cuda::make_pipeline();
    const int t = threadIdx.x;
    const int4* base = in + (size_t)blockIdx.x * 2 * BLOCK;
    for (int k = 0; k < 2; ++k) {
        pipe.producer_acquire();
        cuda::memcpy_async(&mine[k][t], &base[k * BLOCK + t], sizeof(int4), pipe);
        pipe.producer_commit();
    }
    cuda::pipeline_consumer_wait_prior<1>(pipe);   // stage 0 has landed
    const int4 a = mine[0][t];
    pipe.consumer_release();
    pipe.consumer_wait();
    const int4 b = mine[1][t];
    pipe.consumer_release();
    out[blockIdx.x * BLOCK + t] = a.x + a.y + a.z + a.w + 10 * (b.x + b.y + b.z + b.w);
}

__global__ void barrier_copies(const int* in, int* out)
{
    using barrier = cuda::barrier<cuda::thread_scope_block>;
    __shared__ barrier bar;
    __shared__ int tile[BLOCK];
    __shared__ int sums[BLOCK];
    auto block = cg::this_thread_block();
    const int t = threadIdx.x;
    if (t == 0)
        init(&bar, block.size());
    block.sync();

    cuda::memcpy_async(block, tile, in + blockIdx.x * BLOCK, sizeof(int) * BLOCK, bar);
    bar.arrive_and_wait();                      // the copy has landed
    sums[t] = tile[(t + 7) % BLOCK];
    barrier::arrival_token token = bar.arrive();
    const int own = tile[t] * 3;                // work between arrive and wait
    bar.wait(std::move(token));
    int v = own + sums[(t + 1) % BLOCK];
    bar.arrive_and_wait();                      // everyone has read sums
    if (t >= BLOCK / 2) {
        out[blockIdx.x * BLOCK + t] = v;
        bar.arrive_and_drop();                  // leaves; the barrier expects half
        return;
    }
    sums[t] = v;
    bar.arrive_and_wait();
    out[blockIdx.x * BLOCK + t] = v + sums[(t + 1) % (BLOCK / 2)];
}

int main()
{
    const int blocks = 4;
    const int threads = blocks * BLOCK;
    std::vector<int> a((size_t)blocks * TILES * TILE), c(threads);
    std::vector<int4> b((size_t)blocks * 2 * BLOCK);
    for (size_t i = 0; i < a.size(); ++i) a[i] = (int)(mix32((uint32_t)i + 3u) % 1000u);
    for (size_t i = 0; i < b.size(); ++i) {
        const uint32_t r = mix32((uint32_t)i + 77u);
        b[i] = make_int4((int)(r % 50u), (int)(r >> 8 & 63u), (int)(r >> 16 & 15u), 1);
    }
    for (int i = 0; i < threads; ++i) c[i] = (int)(mix32((uint32_t)i + 9u) % 100u);

    int *dA, *dC, *dOut1, *dOut2, *dOut3;
    int4* dB;
    CHECK(cudaMalloc((void**)&dA, a.size() * sizeof(int)));
    CHECK(cudaMalloc((void**)&dB, b.size() * sizeof(int4)));
    CHECK(cudaMalloc((void**)&dC, c.size() * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut1, threads * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut2, threads * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut3, threads * sizeof(int)));
    CHECK(cudaMemcpy(dA, a.data(), a.size() * sizeof(int), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dB, b.data(), b.size() * sizeof(int4), cudaMemcpyHostToDevice));
    CHECK(cudaMemcpy(dC, c.data(), c.size() * sizeof(int), cudaMemcpyHostToDevice));
    block_pipeline<<<blocks, BLOCK>>>(dA, dOut1);
    CHECK(cudaGetLastError());
    thread_pipeline<<<blocks, BLOCK>>>(dB, dOut2);
    CHECK(cudaGetLastError());
    barrier_copies<<<blocks, BLOCK>>>(dC, dOut3);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());
    std::vector<int> o1(threads), o2(threads), o3(threads);
    CHECK(cudaMemcpy(o1.data(), dOut1, threads * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(o2.data(), dOut2, threads * sizeof(int), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(o3.data(), dOut3, threads * sizeof(int), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int blk = 0; blk < blocks; ++blk) {
        std::vector<int> v(BLOCK);
        for (int t = 0; t < BLOCK; ++t) {
            const int* tc = &c[blk * BLOCK];
            v[t] = tc[t] * 3 + tc[((t + 1) % BLOCK + 7) % BLOCK];
        }
        for (int t = 0; t < BLOCK; ++t) {
            int w1 = 0;
            for (int k = 0; k < TILES; ++k)
                for (int j = 0; j < 4; ++j)
                    w1 += a[(size_t)blk * TILES * TILE + k * TILE + (t * 4 + j + 37) % TILE];
            const int4 x = b[(size_t)blk * 2 * BLOCK + t], y = b[(size_t)blk * 2 * BLOCK + BLOCK + t];
            const int w2 = x.x + x.y + x.z + x.w + 10 * (y.x + y.y + y.z + y.w);
            const int w3 = t >= BLOCK / 2 ? v[t] : v[t] + v[(t + 1) % (BLOCK / 2)];
            const int i = blk * BLOCK + t;
            if (o1[i] != w1 || o2[i] != w2 || o3[i] != w3) {
                if (bad < 8)
                    fprintf(stderr, "block %d thread %d: %d %d %d, want %d %d %d\n", blk, t,
                            o1[i], o2[i], o3[i], w1, w2, w3);
                ++bad;
            }
        }
    }
    printf("threads=%d tiles=%d stages=%d bad=%d\n", threads, TILES, STAGES, bad);
    CHECK(cudaFree(dA));
    CHECK(cudaFree(dB));
    CHECK(cudaFree(dC));
    CHECK(cudaFree(dOut1));
    CHECK(cudaFree(dOut2));
    CHECK(cudaFree(dOut3));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
