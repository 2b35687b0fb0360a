// A compile-time wave size taken from the target, as the HIP docs advise:
// the 32 is the RDNA branch, not an assumption about warps.
#include <hip/hip_runtime.h>

#if defined(__GFX8__) || defined(__GFX9__)
#define WAVE_SIZE 64 // gfx8 and gfx9 (CDNA)
#else
#define WAVE_SIZE 32 // gfx10 and later (RDNA)
#endif

template <int W = WAVE_SIZE> __device__ float wave_sum(float v) {
  for (int o = W / 2; o > 0; o /= 2)
    v += __shfl_xor(v, o, W);
  return v;
}

__global__ void sums(const float *in, float *out) {
  __shared__ float buf[WAVE_SIZE];
  const int lane = __lane_id();
  float v = wave_sum(in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (lane == 0)
    buf[threadIdx.x / warpSize] = v;
  __syncthreads();
  if (threadIdx.x == 0)
    out[blockIdx.x] = buf[0];
}
