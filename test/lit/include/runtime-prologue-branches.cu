// A file that includes the runtime in two branches (`#ifdef USE_ROCM` with
// HIP's header, `#else` with CUDA's): either branch may be the one built,
// so what follows the runtime include (<cstring>, the warp helpers, each
// guarded) follows it in both.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %hipcc -DUSE_ROCM %t.hip -o %t.rocm.o
// RUN: %if rocm72 %{ %hip72-syntax %t.hip %}
#ifdef USE_ROCM
#include <hip/hip_runtime.h>
#define CHECK(x) (void)(x)
#else
#include <cuda_runtime.h>
#define CHECK(x) (void)(x)
#endif

__device__ float pick(float v, int lane) { return __shfl_sync(0xffffffffu, v, lane); }

void fill(char *dst, const char *src, size_t n) { memcpy(dst, src, n); }
// CHECK: {{^}}#ifdef USE_ROCM{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#include <cstring> // memcpy: {{.*}}
// CHECK: {{^}}#define C2H_SHFL32{{$}}
// CHECK: {{^}}#define CHECK(x) (void)(x){{$}}
// CHECK-NEXT: {{^}}#else{{$}}
// CHECK-NEXT: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#include <cstring> // memcpy: {{.*}}
// CHECK: {{^}}#define C2H_SHFL32{{$}}
// CHECK: {{^}}#define CHECK(x) (void)(x){{$}}
// CHECK-NEXT: {{^}}#endif{{$}}
