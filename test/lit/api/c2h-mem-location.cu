// CUDA 13 passes a cudaMemLocation to cudaMemAdvise and cudaMemPrefetchAsync;
// HIP's calls that take a hipMemLocation are the '_v2' ones (ROCm 7.2 in the
// tables), diagnosed when the target is older. CUDA 12's form, with a device
// number, is HIP's hipMemAdvise/hipMemPrefetchAsync as they are (bundled
// headers declare that form).
// RUN: %c2h %s --cuda-headers=sdk -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %c2h %s --cuda-headers=sdk --rocm 7.2 -o %t72.hip 2> %t72.err; test $? -eq 0
// RUN: not grep c2h-rocm-version %t72.err
// RUN: %c2h %s --cuda-headers=bundled -D DEVICE_NUMBER -o %t12.hip 2> %t12.err; test $? -eq 0
// RUN: %FileCheck %s --check-prefix=CUDA12 < %t12.hip
// REQUIRES: cuda-sdk
#include <cuda_runtime.h>
#ifndef DEVICE_NUMBER
void run(float *p, size_t bytes, int dev, cudaStream_t st) {
  cudaMemAdvise(p, bytes, cudaMemAdviseSetReadMostly, cudaMemLocation{cudaMemLocationTypeDevice, dev});
  cudaMemLocation loc{cudaMemLocationTypeDevice, dev};
  cudaMemPrefetchAsync(p, bytes, loc, 0, st);
}
#else
void run(float *p, size_t bytes, int dev, cudaStream_t st) {
  cudaMemAdvise(p, bytes, cudaMemAdviseSetReadMostly, dev);
  cudaMemPrefetchAsync(p, bytes, dev, st);
}
#endif
// CHECK: {{^}}  hipMemAdvise_v2(p, bytes, hipMemAdviseSetReadMostly, hipMemLocation{hipMemLocationTypeDevice, dev});{{$}}
// CHECK-NEXT: {{^}}  hipMemLocation loc{hipMemLocationTypeDevice, dev};{{$}}
// CHECK-NEXT: {{^}}  hipMemPrefetchAsync_v2(p, bytes, loc, 0, st);{{$}}
// CHECK: {{^}}  hipMemAdvise(p, bytes, hipMemAdviseSetReadMostly, dev);{{$}}
// CHECK-NEXT: {{^}}  hipMemPrefetchAsync(p, bytes, dev, st);{{$}}
// DIAG: c2h-mem-location.cu:17:3: warning: 'cudaMemAdvise' maps to 'hipMemAdvise_v2', which needs ROCm 7.2 or newer; the target is ROCm 5.2
// DIAG: c2h-mem-location.cu:19:3: warning: 'cudaMemPrefetchAsync' maps to 'hipMemPrefetchAsync_v2', which needs ROCm 7.2 or newer
// CUDA12: {{^}}#else{{$}}
// CUDA12-NEXT: {{^}}void run(float *p, size_t bytes, int dev, hipStream_t st) {{{$}}
// CUDA12-NEXT: {{^}}  hipMemAdvise(p, bytes, hipMemAdviseSetReadMostly, dev);{{$}}
// CUDA12-NEXT: {{^}}  hipMemPrefetchAsync(p, bytes, dev, st);{{$}}
