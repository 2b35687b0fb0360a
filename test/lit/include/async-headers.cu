// The headers of the async-copy APIs become HIP's, with their helpers:
// cuda/pipeline and cuda/barrier the runtime include (c2h_cuda_sync), and
// cooperative_groups/memcpy_async.h HIP's cooperative groups
// (c2h_cg_memcpy_async). Each HIP header is then included once, and nothing
// is reported.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: count 0 < %t.err
// RUN: %FileCheck %s < %t.hip
#include <cuda_runtime.h>
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cooperative_groups.h>
#include <cooperative_groups/memcpy_async.h>
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NOT: {{^}}#include <hip/hip_runtime.h>
// CHECK: {{^}}#define C2H_CG_MEMCPY_ASYNC{{$}}
// CHECK: {{^}}#define C2H_CUDA_SYNC{{$}}
// CHECK-NOT: {{^}}#include <hip/hip_runtime.h>
// CHECK: {{^}}#include <hip/hip_cooperative_groups.h>{{$}}
// CHECK-NOT: {{^}}#include
