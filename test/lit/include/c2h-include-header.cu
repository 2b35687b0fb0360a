// CUDA headers become HIP headers from the header table; delimiters are kept
// as written, and headers that fold into the runtime map to it.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
#include "cuda_fp16.h"
#  include <device_launch_parameters.h> // built-in variables
#include <vector>
__global__ void k(__half *p) { p[threadIdx.x] = __float2half(1.0f); }

// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#include "hip/hip_fp16.h"{{$}}
// CHECK-NEXT: {{^}}#  include <hip/hip_runtime.h> // built-in variables{{$}}
// CHECK-NEXT: {{^}}#include <vector>{{$}}
