// --warp=native widens the kernels whose results do not depend on the warp
// partition to the target's wave size; the others keep 32-lane warps, with
// a note saying why. A '// cuda2hip: warp=native' comment opts one kernel in
// under the default strategy.
// RUN: %c2h %s --cuda-headers=bundled --warp=native -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=NOTE < %t.err
// RUN: %hipcc %t.hip -o %t.o
// RUN: %c2h %s --cuda-headers=bundled -o %t.default.hip 2> %t.default.err
// RUN: %FileCheck %s --check-prefix=OPTIN < %t.default.hip
// RUN: %FileCheck %s --check-prefix=OPTIN-NOTE < %t.default.err
#include <cuda_runtime.h>

// CHECK: #define C2H_WAVE_SIZE 64
// CHECK: #define C2H_WAVE_SIZE 32

// CHECK: {{^}}// cuda2hip --warp=native: uses the target's wave size, C2H_WAVE_SIZE.
// CHECK-NEXT: __device__ float warp_sum(float v) {
__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  // CHECK: for (int offset = C2H_WAVE_SIZE / 2; offset > 0; offset /= 2)
  // CHECK-NEXT: v += __shfl_down(v, offset);
  return v;
}

// CHECK: {{^}}// cuda2hip --warp=native: uses the target's wave size, C2H_WAVE_SIZE.
// CHECK-NEXT: __global__ void block_sum(const float *in, float *out) {
__global__ void block_sum(const float *in, float *out) {
  __shared__ float partial[32];
  // CHECK: __shared__ float partial[C2H_WAVE_SIZE];
  const int lane = threadIdx.x % 32, warp = threadIdx.x / 32;
  // CHECK: const int lane = threadIdx.x % C2H_WAVE_SIZE, warp = threadIdx.x / C2H_WAVE_SIZE;
  float s = warp_sum(in[blockIdx.x * blockDim.x + threadIdx.x]);
  if (lane == 0)
    partial[warp] = s;
  __syncthreads();
  if (warp == 0) {
    s = lane < blockDim.x / 32 ? partial[lane] : 0.0f;
    // CHECK: s = lane < blockDim.x / C2H_WAVE_SIZE ? partial[lane] : 0.0f;
    s = warp_sum(s);
    if (lane == 0)
      out[blockIdx.x] = s;
  }
}
// NOTE: [[@LINE-17]]:1: note: kernel 'block_sum' uses the target's wave size (native): {{.*}} [c2h-warp-native-kernel]

__device__ float warp_max(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, offset));
  // CHECK: v = fmaxf(v, __shfl_xor(v, offset, 32));
  return v;
}

__global__ void warp_maxes(const float *in, float *out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  float m = warp_max(in[i]);
  if (i % 32 == 0)
    out[i / 32] = m;
}
// NOTE: [[@LINE-6]]:1: note: kernel 'warp_maxes' keeps CUDA's 32-lane warps (logical32): it stores one result per warp to memory (line [[@LINE-2]]) [c2h-warp-native-fallback]

__global__ void block_max(const float *in, float *out) {
  atomicMax((int *)out, (int)warp_max(in[threadIdx.x]));
}
// NOTE: [[@LINE-3]]:1: note: kernel 'block_max' keeps CUDA's 32-lane warps (logical32): it shares 'warp_max' with 'warp_maxes', which keeps 32-lane warps [c2h-warp-native-fallback]

__global__ void votes(const int *in, unsigned *out) {
  out[threadIdx.x] = __popc(__ballot_sync(0xffffffff, in[threadIdx.x] > 0));
  // CHECK: out[threadIdx.x] = __popc(c2h_ballot32(in[threadIdx.x] > 0));
}
// NOTE: [[@LINE-4]]:1: note: kernel 'votes' keeps CUDA's 32-lane warps (logical32): '__ballot_sync' at line [[@LINE-3]] ties its results to how lanes form warps [c2h-warp-native-fallback]

// cuda2hip: warp=native
__global__ void opted_in(const float *in, float *out) {
  float s = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffff, s, o);
  if (threadIdx.x % 32 == 0)
    atomicAdd(out, s);
}
// OPTIN: {{^}}// cuda2hip --warp=native: uses the target's wave size, C2H_WAVE_SIZE.
// OPTIN-NEXT: __global__ void opted_in(const float *in, float *out) {
// OPTIN: if (threadIdx.x % C2H_WAVE_SIZE == 0)
// OPTIN-NOTE: note: kernel 'opted_in' uses the target's wave size (native)
// OPTIN-NOTE-NOT: block_sum

// Only launches of whole wavefronts widen: idle lanes of a partial one would
// take part in the reductions.
__global__ void partial_blocks(const float *in, float *out) {
  float s = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffff, s, o);
  out[threadIdx.x] = s;
}
// NOTE: [[@LINE-6]]:1: note: kernel 'partial_blocks' keeps CUDA's 32-lane warps (logical32): the launch at line [[@LINE+29]] gives blocks of 96 threads, not a multiple of 64: {{.*}} [c2h-warp-native-fallback]
__global__ void runtime_blocks(const float *in, float *out) {
  float s = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffff, s, o);
  out[threadIdx.x] = s;
}
// NOTE: [[@LINE-6]]:1: note: kernel 'runtime_blocks' keeps CUDA's 32-lane warps (logical32): the launch at line [[@LINE+23]] gives blocks of 'n' threads, not known to be a multiple of 64 [c2h-warp-native-fallback]
__global__ void dim3_blocks(const float *in, float *out) {
  float s = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffff, s, o);
  out[threadIdx.x] = s;
}
// NOTE: [[@LINE-6]]:1: note: kernel 'dim3_blocks' uses the target's wave size (native)
__global__ void unlaunched(const float *in, float *out) {
  float s = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    s += __shfl_xor_sync(0xffffffff, s, o);
  out[threadIdx.x] = s;
}
// NOTE: [[@LINE-6]]:1: note: kernel 'unlaunched' keeps CUDA's 32-lane warps (logical32): no launch in this file shows that its blocks are whole wavefronts (a multiple of 64 threads) [c2h-warp-native-fallback]

#define TILE_W 16
const int TILE_H = 2 * 4;

int main(int argc, char **argv) {
  float *in, *out;
  int n = argc * 64;
  partial_blocks<<<1, 96>>>(in, out);
  runtime_blocks<<<1, n>>>(in, out);
  dim3 tile(TILE_W, TILE_H);
  dim3_blocks<<<1, tile>>>(in, out);
  cudaMalloc(&in, 1 << 20);
  cudaMalloc(&out, 1 << 12);
  block_sum<<<4, 256>>>(in, out);
  warp_maxes<<<4, 256>>>(in, out);
  block_max<<<1, 64>>>(in, out);
  votes<<<1, 64>>>((const int *)in, (unsigned *)out);
  opted_in<<<1, 256>>>(in, out);
  return 0;
}
