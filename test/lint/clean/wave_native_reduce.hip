// Written for the wave size of the target: every warp quantity follows
// warpSize or __lane_id(), ballots are 64-bit, lane bits are 1ull.
#include <hip/hip_runtime.h>

__device__ float wave_sum(float v) {
  for (int offset = warpSize / 2; offset > 0; offset >>= 1)
    v += __shfl_down(v, offset);
  return v;
}

__global__ void block_sum(const float *in, float *out, int n) {
  __shared__ float partial[32]; // 1024 threads / 32 lanes at most
  const int lane = __lane_id();
  const int wave = threadIdx.x / warpSize;
  const int waves = (blockDim.x + warpSize - 1) / warpSize;
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = wave_sum(i < n ? in[i] : 0.0f);
  if (lane == 0)
    partial[wave] = v;
  __syncthreads();
  if (wave == 0) {
    v = lane < waves ? partial[lane] : 0.0f;
    v = wave_sum(v);
    if (lane == 0)
      atomicAdd(out, v);
  }
}

__global__ void compact(const int *in, int *out, int *count, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const bool keep = i < n && in[i] > 0;
  const unsigned long long votes = __ballot(keep);
  const int lane = __lane_id();
  int base = 0;
  if (lane == 0)
    base = atomicAdd(count, __popcll(votes));
  base = __shfl(base, 0);
  const unsigned long long below = (1ull << lane) - 1;
  if (keep)
    out[base + __popcll(votes & below)] = in[i];
  if (__all(keep) && lane == 0)
    out[n] = 1;
}

int main() {
  int dev = 0, wave = 0;
  hipDeviceGetAttribute(&wave, hipDeviceAttributeMaxThreadsPerBlock, dev);
  float *in = nullptr, *out = nullptr;
  hipMalloc(&in, 1024 * sizeof(float));
  hipMalloc(&out, sizeof(float));
  block_sum<<<4, 256>>>(in, out, 1024);
  hipDeviceSynchronize();
  return 0;
}
