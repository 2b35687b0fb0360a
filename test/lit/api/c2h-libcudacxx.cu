// libcu++'s standard library becomes the C++ standard library: headers and
// the cuda::std namespace. HIP-Clang compiles constexpr std functions for
// the device. Its atomics are device-side in libcu++ alone: reported.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: sed -e '/cuda::std::atomic/d' -e '/cuda\/std\/atomic/d' %t.hip > %t.ok.hip
// RUN: %hipcc %t.ok.hip -o %t.o
#include <cuda/std/limits>
#include <cuda/std/type_traits>
#include <cuda/std/utility>
#include <cuda/std/atomic>

namespace cstd = cuda::std;

template <typename T>
__global__ void clamp_max(T *v, int n) {
  static_assert(cuda::std::is_floating_point<T>::value, "floats only");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && v[i] > cuda::std::numeric_limits<T>::max() / 2)
    v[i] = ::cuda::std::numeric_limits<T>::max() / 2;
  cstd::pair<int, T> p{i, v[i]};
  (void)p;
}

__global__ void count(cuda::std::atomic<int> *c) { c->fetch_add(1); }

template __global__ void clamp_max<float>(float *, int);

// CHECK: {{^}}#include <limits>{{$}}
// CHECK: {{^}}#include <type_traits>{{$}}
// CHECK: {{^}}#include <utility>{{$}}
// CHECK: {{^}}#include <cuda/std/atomic>{{$}}
// CHECK: {{^}}namespace cstd = std;{{$}}
// CHECK: {{^}}  static_assert(std::is_floating_point<T>::value, "floats only");{{$}}
// CHECK: {{^}}  if (i < n && v[i] > std::numeric_limits<T>::max() / 2){{$}}
// CHECK: {{^}}    v[i] = ::std::numeric_limits<T>::max() / 2;{{$}}
// CHECK: {{^}}__global__ void count(cuda::std::atomic<int> *c) { c->fetch_add(1); }{{$}}
// DIAG: c2h-libcudacxx.cu:12:11: warning: 'cuda/std/atomic' is libcu++'s device-side atomic; the standard library's is host-only under HIP: left as written, use HIP's atomic functions (atomicAdd, __hip_atomic_load...) [c2h-libcudacxx-atomic]
// DIAG: c2h-libcudacxx.cu:26:23: warning: 'cuda::std::atomic' is libcu++'s device-side atomic{{.*}}[c2h-libcudacxx-atomic]
