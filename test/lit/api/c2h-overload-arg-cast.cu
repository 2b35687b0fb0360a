// HIP overloads __ffs and __ffsll on the unsigned types too; an argument
// CUDA converts (uint64_t, an int passed to __ffsll) is ambiguous there, so
// it is cast to CUDA's parameter type. Exact and promoted arguments stay.
// The SDK header mode gives the same output: c2h-overload-arg-cast-sdk.test.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
#include <cstdint>
__global__ void k(int *out, uint64_t m, int i, unsigned u, long long ll, short s) {
  out[0] = __ffsll(m);
  out[1] = __ffsll(i + 1);
  out[2] = __ffsll(ll);
  out[3] = __ffs(u) + __ffs(i) + __ffs(s);
  out[4] = __ffs(m >> 32);
}
// CHECK: {{^}}  out[0] = __ffsll(static_cast<long long>(m));{{$}}
// CHECK-NEXT: {{^}}  out[1] = __ffsll(static_cast<long long>(i + 1));{{$}}
// CHECK-NEXT: {{^}}  out[2] = __ffsll(ll);{{$}}
// CHECK-NEXT: {{^}}  out[3] = __ffs(u) + __ffs(i) + __ffs(s);{{$}}
// CHECK-NEXT: {{^}}  out[4] = __ffs(static_cast<int>(m >> 32));{{$}}

// The argument is cast as it is written, parentheses included: a macro
// that expands to a parenthesised expression is cast whole.
#define HIGH_WORD (m >> 32)
__global__ void parens(int *out, uint64_t m) {
  out[0] = __ffsll((m));
  out[1] = __ffs(HIGH_WORD);
}
// CHECK: {{^}}  out[0] = __ffsll(static_cast<long long>((m)));{{$}}
// CHECK-NEXT: {{^}}  out[1] = __ffs(static_cast<int>(HIGH_WORD));{{$}}
