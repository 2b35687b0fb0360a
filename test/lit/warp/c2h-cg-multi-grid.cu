// Multi-device cooperative groups (this_multi_grid, multi_grid_group) are
// left as written with a warning: CUDA 12 removed them and ROCm deprecates
// them; they work only under hipLaunchCooperativeKernelMultiDevice.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__global__ void step(float *x) {
  cg::multi_grid_group all = cg::this_multi_grid();
  x[threadIdx.x] += 1.0f;
  all.sync();
}
// CHECK: c2h-cg-multi-grid.cu:10:7: warning: 'multi_grid_group' (a multi-device cooperative group) is left as written: CUDA 12 removed it and ROCm deprecates it; HIP's works only under hipLaunchCooperativeKernelMultiDevice, so launch per device and synchronise on the host instead [c2h-cg-multi-grid]
// CHECK: c2h-cg-multi-grid.cu:10:34: warning: 'this_multi_grid' {{.*}}[c2h-cg-multi-grid]
// OUT: {{^}}  cg::multi_grid_group all = cg::this_multi_grid();{{$}}
