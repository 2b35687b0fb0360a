// warp_broadcast_butterfly.cu
//
// Data exchange inside a warp without block barriers:
//   - butterfly all-reduce with __shfl_xor_sync: after five exchange steps
//     every lane holds the warp's sum and maximum (not just lane 0);
//   - broadcast with __shfl_sync(..., 0): every lane reads lane 0's value,
//     and with a width of 8 every lane reads the first lane of its group;
//   - a warp-private reversal through shared memory, ordered by __syncwarp.
// This file relies on nvcc including the CUDA runtime header implicitly.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <vector>

#define CHECK(x)                                                            \
    do {                                                                    \
        cudaError_t rc = (x);                                               \
        if (rc != cudaSuccess) {                                            \
            fprintf(stderr, "CUDA: %s (%s)\n", cudaGetErrorString(rc), #x); \
            printf("FAIL\n");                                               \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

#define THREADS 256

// n must be a multiple of THREADS, so every warp is full and in range.
__global__ void warp_exchange(const float* in, float* centered, float* scaled,
                             float* leader8, float* reversed, float* warpMax)
{
    __shared__ float stage[THREADS];
    const int i = blockIdx.x * blockDim.x + threadIdx.x;
    const int lane = threadIdx.x & 31;
    const int warpBase = threadIdx.x & ~31;     // first thread of my warp
    const float v = in[i];

    // Butterfly: partners differ in one bit of the lane id per step.
    float s = v, m = v;
    for (int mask = 16; mask >= 1; mask >>= 1) {
        s += __shfl_xor_sync(0xffffffff, s, mask);
        float other = __shfl_xor_sync(0xffffffff, m, mask);
        m = other > m ? other : m;
    }
    const float mean = s * (1.0f / 32.0f);

    const float first = __shfl_sync(0xffffffff, v, 0);        // lane 0 of the warp
    const float groupFirst = __shfl_sync(0xffffffff, v, 0, 8); // lane 0 of my 8-lane group

    centered[i] = v - mean;
    scaled[i] = v * first;
    leader8[i] = groupFirst;

    // Reverse the warp's values through shared memory.
    stage[threadIdx.x] = v;
    __syncwarp();
    reversed[i] = stage[warpBase + (31 - lane)];

    if (lane == 0)
        warpMax[i / 32] = m;
}

int main()
{
    const int n = THREADS * 300;
    const int warps = n / 32;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i)
        h[i] = 1.0f + (float)((i * 73 + (i / 32) * 19) % 1000) / 1000.0f;   // [1, 2)

    float *dIn, *dCentered, *dScaled, *dLeader, *dReversed, *dMax;
    CHECK(cudaMalloc((void**)&dIn, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dCentered, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dScaled, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dLeader, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dReversed, n * sizeof(float)));
    CHECK(cudaMalloc((void**)&dMax, warps * sizeof(float)));
    CHECK(cudaMemcpy(dIn, h.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    warp_exchange<<<n / THREADS, THREADS>>>(dIn, dCentered, dScaled, dLeader, dReversed, dMax);
    CHECK(cudaGetLastError());
    CHECK(cudaDeviceSynchronize());

    std::vector<float> centered(n), scaled(n), leader(n), reversed(n), wmax(warps);
    CHECK(cudaMemcpy(centered.data(), dCentered, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(scaled.data(), dScaled, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(leader.data(), dLeader, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(reversed.data(), dReversed, n * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK(cudaMemcpy(wmax.data(), dMax, warps * sizeof(float), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int w = 0; w < warps; ++w) {
        const int base = w * 32;
        double sum = 0.0;
        float mx = h[base];
        for (int l = 0; l < 32; ++l) {
            sum += h[base + l];
            mx = h[base + l] > mx ? h[base + l] : mx;
        }
        const double mean = sum / 32.0;
        if (wmax[w] != mx) ++bad;
        for (int l = 0; l < 32; ++l) {
            const int i = base + l;
            bool ok = fabs(centered[i] - (h[i] - mean)) <= 1e-5;
            ok = ok && scaled[i] == h[i] * h[base];          // one rounding on both sides
            ok = ok && leader[i] == h[base + (l & ~7)];
            ok = ok && reversed[i] == h[base + 31 - l];
            if (!ok) {
                if (bad < 5) fprintf(stderr, "mismatch at element %d\n", i);
                ++bad;
            }
        }
    }
    printf("%d warps checked, %d mismatches\n", warps, bad);

    CHECK(cudaFree(dIn));
    CHECK(cudaFree(dCentered));
    CHECK(cudaFree(dScaled));
    CHECK(cudaFree(dLeader));
    CHECK(cudaFree(dReversed));
    CHECK(cudaFree(dMax));
    printf(bad == 0 ? "PASS\n" : "FAIL\n");
    return bad == 0 ? 0 : 1;
}
