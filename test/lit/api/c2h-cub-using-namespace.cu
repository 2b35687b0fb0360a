// `using namespace cub;` and namespace aliases of cub name hipCUB in the
// output, so that the unqualified names they bring in (BlockScan, ...)
// resolve there; thrust keeps its namespace on ROCm and is left alone.
// REQUIRES: cuda-sdk
// RUN: %c2h %s --cuda-headers=sdk --rocm=5.7 -o %t.hip
// RUN: %FileCheck %s --input-file %t.hip
#include <cub/block/block_scan.cuh>
#include <thrust/reduce.h>

// CHECK: {{^}}using namespace hipcub;{{$}}
using namespace cub;
// CHECK: {{^}}namespace cb = ::hipcub;{{$}}
namespace cb = ::cub;
// CHECK: {{^}}using namespace thrust;{{$}}
using namespace thrust;

__global__ void k(int *out) {
  // CHECK: {{^}}  typedef BlockScan<int, 128> Scan;{{$}}
  typedef BlockScan<int, 128> Scan;
  __shared__ typename Scan::TempStorage s;
  int x = out[threadIdx.x];
  Scan(s).ExclusiveSum(x, x);
  out[threadIdx.x] = x;
}
