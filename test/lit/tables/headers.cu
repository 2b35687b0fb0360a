// Header table: every supported CUDA header maps, in both branches of #if.
// RUN: %c2h %s --cuda-headers=bundled --rocm=6.1 -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
#include <cuda_runtime_api.h>
#include <vector_types.h>
#ifdef USE_PROFILER
#include <cuda_profiler_api.h>
#else
#include <math_constants.h>
#endif
// CHECK: {{^}}#include <hip/hip_runtime_api.h>{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_vector_types.h>{{$}}
// CHECK-NEXT: {{^}}#ifdef USE_PROFILER{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_profile.h>{{$}}
// CHECK-NEXT: {{^}}#else{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_math_constants.h>{{$}}
