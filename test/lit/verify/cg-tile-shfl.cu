// A tile shuffle of a struct, an enum and a double on the emulator: the CUDA
// reference moves the struct in 32-bit words as CUDA does; the HIP run goes
// through the emitted c2h_tile_shfl* helpers (the emulated ROCm tile, like
// ROCm 5.2's, rejects a struct), at wave 64 and 32.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s | %FileCheck %s
// CHECK: {{^}}pass {{.*}}cg-tile-shfl.cu: translate ok, reference pass, emu64 pass, emu32 pass{{$}}
#include <cooperative_groups.h>
#include <cuda_fp16.h>
#include <cstdio>
namespace cg = cooperative_groups;
struct Pt { float x, y, z; };
enum Color { Red, Green };
__global__ void k(const Pt *in, Pt *out, double *d) {
  auto t = cg::tiled_partition<16>(cg::this_thread_block());
  Pt p = in[threadIdx.x];
  Pt q = t.shfl(p, (t.thread_rank() + 3) % 16);
  Pt r = t.shfl_down(p, 1);
  Pt u = t.shfl_xor(p, 2);
  Pt w = t.shfl_up(p, 4);
  Color c = t.shfl(threadIdx.x % 2 ? Green : Red, 0);
  d[threadIdx.x] = t.shfl(d[threadIdx.x], 1);
  out[threadIdx.x] = Pt{q.x + r.y + (c == Green), u.z, w.x};
}
int main() {
  Pt h[64], o[64];
  double hd[64];
  for (int i = 0; i < 64; ++i) { h[i] = Pt{(float)i, (float)(2 * i), (float)(3 * i)}; hd[i] = i; }
  Pt *d, *e; double *dd;
  cudaMalloc(&d, sizeof h); cudaMalloc(&e, sizeof o); cudaMalloc(&dd, sizeof hd);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemcpy(dd, hd, sizeof hd, cudaMemcpyHostToDevice);
  k<<<1, 64>>>(d, e, dd);
  cudaMemcpy(o, e, sizeof o, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, dd, sizeof hd, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < 64; ++i) {
    int b = i & ~15, r = i & 15;
    float qx = b + (r + 3) % 16;
    float ry = 2 * (r + 1 < 16 ? i + 1 : i);
    float uz = 3 * (b + (r ^ 2));
    float wx = r >= 4 ? i - 4 : i;
    int green = (b % 2) == 1;
    bad += o[i].x != qx + ry + green || o[i].y != uz || o[i].z != wx || hd[i] != b + 1;
  }
  printf("bad=%d\n", bad);
  return bad != 0;
}
