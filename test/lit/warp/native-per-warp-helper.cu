// --warp=native keeps 32-lane warps for a kernel that stores one result per
// warp, also when its warp id comes from a helper function: the AST's taint
// follows the helper's return value (lib/Rewrite/Warp/WarpTaint.cpp).
// Widened, warp_of() would count 64-lane wavefronts and half of 'out' would
// never be written.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
// RUN: not grep -q '^#define C2H_WAVE_SIZE' %t.hip
// cuda2hip: warp=native
__device__ int warp_of() { return threadIdx.x / 32; }
// cuda2hip: warp=native
__global__ void sums(float *out, const float *in) {
  float v = in[blockIdx.x * blockDim.x + threadIdx.x];
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_down_sync(0xffffffff, v, o);
  if (threadIdx.x % 32 == 0)
    out[blockIdx.x * (blockDim.x / 32) + warp_of()] = v;
}
// CHECK: native-per-warp-helper.cu:[[@LINE-7]]:1: note: kernel 'sums' keeps CUDA's 32-lane warps (logical32): it stores one result per warp to memory (line [[@LINE-2]]) [c2h-warp-native-fallback]
// OUT: {{^}}__device__ int warp_of() { return threadIdx.x / 32; }
// OUT: {{^}}    out[blockIdx.x * (blockDim.x / 32) + warp_of()] = v;
void run(float *out, const float *in) { sums<<<4, 256>>>(out, in); }
