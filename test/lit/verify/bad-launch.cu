// grid.sync() needs a cooperative launch; under <<<>>> it is an error.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void phases(int *out) {
  out[blockIdx.x] = 1;
  cg::this_grid().sync();
}
int main() {
  int *d;
  cudaMalloc(&d, 2 * sizeof(int));
  phases<<<2, 32>>>(d);
  return 0;
}
// CHECK: reference: emulator error: {{.*}}bad-launch.cu:8: error: kernel phases, block (0,0,0), thread (0,0,0): grid.sync() in a kernel not launched cooperatively [emu-bad-launch]
