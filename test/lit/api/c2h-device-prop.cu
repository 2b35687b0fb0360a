// REQUIRES: cuda-sdk
// cudaDeviceProp fields that hipDeviceProp_t spells differently are renamed;
// fields it lacks (CUDA 12/13 additions) are kept and diagnosed, unless every
// ROCm the output must build with has them (ROCm 6.0 added most).
// RUN: %c2h %s --cuda-headers=sdk --rocm=5.2 -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=ERR < %t.err
// RUN: not grep -E 'c2h-device-prop.cu:(30|31):' %t.err
// RUN: %c2h %s --cuda-headers=sdk --rocm=6.4 -o %t.64.hip 2> %t.64.err; test $? -eq 1
// RUN: diff %t.hip %t.64.hip
// RUN: %FileCheck %s --check-prefix=ERR64 --implicit-check-not=c2h-device-prop-field < %t.64.err
// ERR64: c2h-device-prop.cu:22:15: warning: 'cudaDeviceProp::sharedMemPerMultiprocessor' is read inside a macro expansion
#include <cuda_runtime.h>
#include <cstdio>
int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  cudaDeviceProp *p = &prop;
  printf("%zu %zu\n", prop.sharedMemPerMultiprocessor, p->sharedMemPerMultiprocessor);
  printf("%d %d\n", prop.multiProcessorCount, prop.asyncEngineCount);
#define SMEM(p) (p).sharedMemPerMultiprocessor
  return (int)SMEM(prop);
}
// A field written in a macro's argument is spelled in this file: renamed.
// One that a macro's body spells (FIELD) is reported.
#define SHOW(x) printf("%zu\n", (size_t)(x))
#define TWICE(x) ((x) + (x))
#define FIELD sharedMemPerMultiprocessor
void show(const cudaDeviceProp &prop) {
  SHOW(prop.sharedMemPerMultiprocessor);
  SHOW(TWICE(prop.sharedMemPerMultiprocessor));
  SHOW(prop.FIELD);
}
// CHECK: {{^}}  hipDeviceProp_t prop;{{$}}
// CHECK: {{^}}  printf("%zu %zu\n", prop.maxSharedMemoryPerMultiProcessor, p->maxSharedMemoryPerMultiProcessor);{{$}}
// CHECK-NEXT: {{^}}  printf("%d %d\n", prop.multiProcessorCount, prop.asyncEngineCount);{{$}}
// ERR: c2h-device-prop.cu:20:52: warning: 'cudaDeviceProp::asyncEngineCount' has no counterpart in the hipDeviceProp_t of the ROCm the output must build with (--rocm); left unchanged: query it another way (hipDeviceGetAttribute) or drop it [c2h-device-prop-field]
// A renamed field written in a macro body is reported as such, not as missing.
// ERR: c2h-device-prop.cu:22:15: warning: 'cudaDeviceProp::sharedMemPerMultiprocessor' is read inside a macro expansion and was not renamed to 'maxSharedMemoryPerMultiProcessor', its name in hipDeviceProp_t [c2h-device-prop-in-macro]
// CHECK: {{^}}#define FIELD sharedMemPerMultiprocessor{{$}}
// CHECK: {{^}}  SHOW(prop.maxSharedMemoryPerMultiProcessor);{{$}}
// CHECK-NEXT: {{^}}  SHOW(TWICE(prop.maxSharedMemoryPerMultiProcessor));{{$}}
// CHECK-NEXT: {{^}}  SHOW(prop.FIELD);{{$}}
// ERR: c2h-device-prop.cu:32:3: warning: 'cudaDeviceProp::sharedMemPerMultiprocessor' is read inside a macro expansion and was not renamed to 'maxSharedMemoryPerMultiProcessor', its name in hipDeviceProp_t [c2h-device-prop-in-macro]
