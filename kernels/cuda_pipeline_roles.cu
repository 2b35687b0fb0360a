// cuda_pipeline_roles.cu
//
// Partitioned libcu++ pipelines (sm_80 and later), producer warps feeding
// consumer warps through a two-stage ring in shared memory:
//   - cuda::make_pipeline(block, &state, role): the first warp of the
//     128-thread block says it produces, the other three consume; the
//     producers copy each tile with cuda::memcpy_async(producers, ...) and
//     commit it, the consumers wait, sum words the producers copied, and
//     release the stage;
//   - cuda::make_pipeline(block, &state, producer_count) with 64 producers
//     and 64 consumers;
//   - with six tiles and two stages, a producer must wait in
//     producer_acquire until every consumer released the stage's previous
//     tile, and a consumer in consumer_wait until every producer committed
//     the stage: either wait missing shows as a wrong sum.
// Integer data: every result is exact.
#include <cuda_runtime.h>
#include <cuda/pipeline>
#include <cooperative_groups.h>
#include <cstdio>
#include <cstdlib>
#include <vector>
#include "common.cuh"

namespace cg = cooperative_groups;
#pragma nv_diag_suppress static_var_with_dynamic_init

constexpr int BLOCK = 128;
constexpr int TILE = 256;   // ints per tile
constexpr int STAGES = 2;
constexpr int TILES = 6;

// Consumer c's sum over the tiles: two words of each, read from the stage.
__device__ int consume(int (*buf)[TILE], cuda::pipeline<cuda::thread_scope_block>& pipe, int c)
{
    int acc = 0;
    for (int k = 0; k < TILES; ++k) {
        pipe.consumer_wait();
        const int* tile = buf[k % STAGES];
        acc += tile[(c * 7 + k) % TILE] + 3 * tile[(c * 13 + 5 * k + 1) % TILE];
        pipe.consumer_release();
    }
    return acc;
}

__global__ void by_role(const int* in, int* out)
{
    auto block = cg::this_thread_block();
    __shared__ __align__(16) int buf[STAGES][TILE];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
    const int t = threadIdx.x;
    const bool producer = t < 32;
    auto pipe = cuda::make_pipeline(block, &state,
                                    producer ? cuda::pipeline_role::producer
                                             : cuda::pipeline_role::consumer);
    const int* base = in + (size_t)blockIdx.x * TILES * TILE;
    if (producer) {
        auto warp = cg::tiled_partition<32>(block);
        for (int k = 0; k < TILES; ++k) {
            pipe.producer_acquire();
            cuda::memcpy_async(warp, buf[k % STAGES], base + k * TILE, sizeof(int) * TILE, pipe);
            pipe.producer_commit();
        }
        out[blockIdx.x * BLOCK + t] = -1;
    } else {
        out[blockIdx.x * BLOCK + t] = consume(buf, pipe, t - 32);
    }
}

__global__ void by_count(const int* in, int* out)
{
    __shared__ __align__(16) int buf[STAGES][TILE];
    __shared__ cuda::pipeline_shared_state<cuda::thread_scope_block, STAGES> state;
    auto block = cg::this_thread_block();
    const int t = threadIdx.x;
    auto pipe = cuda::make_pipeline(block, &state, 64);   // threads 0-63 produce
    const int* base = in + (size_t)blockIdx.x * TILES * TILE;
    if (t < 64) {
        for (int k = 0; k < TILES; ++k) {
            pipe.producer_acquire();
            // Each producer copies its own four words of the tile.
            cuda::memcpy_async(&buf[k % STAGES][4 * t], base + k * TILE + 4 * t, sizeof(int4), pipe);
            pipe.producer_commit();
        }
        out[blockIdx.x * BLOCK + t] = -1;
    } else {
        out[blockIdx.x * BLOCK + t] = consume(buf, pipe, t - 64);
    }
}

static int want(const std::vector<int>& in, int b, int c)
{
    int acc = 0;
    for (int k = 0; k < TILES; ++k) {
        const int* tile = &in[((size_t)b * TILES + k) * TILE];
        acc += tile[(c * 7 + k) % TILE] + 3 * tile[(c * 13 + 5 * k + 1) % TILE];
    }
    return acc;
}

int main()
{
    const int blocks = 3;
    std::vector<int> in((size_t)blocks * TILES * TILE);
    for (size_t i = 0; i < in.size(); ++i) in[i] = (int)(mix32((uint32_t)i + 11u) % 1000u);
    int *dIn, *dOut;
    CHECK(cudaMalloc((void**)&dIn, in.size() * sizeof(int)));
    CHECK(cudaMalloc((void**)&dOut, blocks * BLOCK * sizeof(int)));
    CHECK(cudaMemcpy(dIn, in.data(), in.size() * sizeof(int), cudaMemcpyHostToDevice));
    int bad = 0;
    for (int kernel = 0; kernel < 2; ++kernel) {
        if (kernel == 0)
            by_role<<<blocks, BLOCK>>>(dIn, dOut);
        else
            by_count<<<blocks, BLOCK>>>(dIn, dOut);
        CHECK(cudaGetLastError());
        CHECK(cudaDeviceSynchronize());
        std::vector<int> out(blocks * BLOCK);
        CHECK(cudaMemcpy(out.data(), dOut, out.size() * sizeof(int), cudaMemcpyDeviceToHost));
        const int producers = kernel == 0 ? 32 : 64;
        for (int b = 0; b < blocks; ++b)
            for (int t = 0; t < BLOCK; ++t) {
                const int w = t < producers ? -1 : want(in, b, t - producers);
                if (out[b * BLOCK + t] != w) {
                    if (bad < 8)
                        fprintf(stderr, "kernel %d block %d thread %d: %d, want %d\n", kernel, b, t,
                                out[b * BLOCK + t], w);
                    ++bad;
                }
            }
    }
    printf("blocks=%d tiles=%d bad=%d\n", blocks, TILES, bad);
    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dOut));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
