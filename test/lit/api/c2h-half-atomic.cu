// atomicAdd on the half-precision types: HIP's atomicAdd has no such
// overloads, and its half-precision atomic add is unsafeAtomicAdd (ROCm 6.4
// for the pairs, 7.2 for the scalars). An add on float is left alone; one
// inside a macro is reported. The SDK header mode gives the same output.
// RUN: %c2h %s --cuda-headers=bundled --rocm 7.2 -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG --implicit-check-not=c2h-rocm-version < %t.err
// RUN: %if rocm72 %{ %hip72-syntax -DNO_MACRO %t.hip %}
// RUN: %if rocm72 %{ not %hip72-syntax %t.hip 2> %t.72 %}
// RUN: %if rocm72 %{ %FileCheck %s --check-prefix=R72 < %t.72 %}
// RUN: %if cuda-sdk %{ %c2h %s --cuda-headers=sdk --rocm 7.2 -o %t.sdk.hip 2>/dev/null; test $? -eq 1 %}
// RUN: %if cuda-sdk %{ diff %t.hip %t.sdk.hip %}
// Below ROCm 6.4 the rename is still made, with the release it needs.
// RUN: %c2h %s --cuda-headers=bundled --rocm 6.4 -o %t.64.hip 2> %t.64.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=R64 < %t.64.err
#include <cuda_fp16.h>
#include <cuda_bf16.h>

#define ADD(p, v) atomicAdd(p, v)

__global__ void sums(__half2 *h2, __half *h, __nv_bfloat162 *b2, __nv_bfloat16 *b, float *f) {
  __half2 one2 = __halves2half2(__float2half(1.0f), __float2half(1.0f));
  atomicAdd(&h2[threadIdx.x % 4], one2);
  atomicAdd(h, __float2half(1.0f));
  __nv_bfloat162 bb;
  bb.x = __float2bfloat16(1.0f);
  bb.y = bb.x;
  atomicAdd(b2, bb);
  atomicAdd(b, __float2bfloat16(2.0f));
  atomicAdd(f, 1.0f);
#ifndef NO_MACRO
  ADD(h2, one2);
#endif
}
// CHECK: {{^}}#define ADD(p, v) atomicAdd(p, v){{$}}
// CHECK: {{^}}  unsafeAtomicAdd(&h2[threadIdx.x % 4], one2);{{$}}
// CHECK-NEXT: {{^}}  unsafeAtomicAdd(h, __float2half(1.0f));{{$}}
// CHECK: {{^}}  unsafeAtomicAdd(b2, bb);{{$}}
// CHECK-NEXT: {{^}}  unsafeAtomicAdd(b, __float2bfloat16(2.0f));{{$}}
// CHECK-NEXT: {{^}}  atomicAdd(f, 1.0f);{{$}}
// CHECK: {{^}}  ADD(h2, one2);{{$}}
// DIAG: c2h-half-atomic.cu:23:3: note: atomicAdd on __half2 is HIP's unsafeAtomicAdd: atomic for each 16-bit half, like CUDA's; {{.*}} [c2h-half-atomic]
// DIAG: c2h-half-atomic.cu:24:3: note: atomicAdd on __half is HIP's unsafeAtomicAdd
// DIAG: c2h-half-atomic.cu:28:3: note: atomicAdd on __hip_bfloat162 is HIP's unsafeAtomicAdd
// DIAG: c2h-half-atomic.cu:29:3: note: atomicAdd on __hip_bfloat16 is HIP's unsafeAtomicAdd
// DIAG: c2h-half-atomic.cu:32:3: warning: atomicAdd on __half2 inside a macro expansion was not renamed: {{.*}} [c2h-half-atomic-in-macro]
// Only the call in the macro is left for the compiler to reject.
// R72: c2h-half-atomic.cu.tmp.hip:33:3: error: no matching function for call to 'atomicAdd'
// R64: c2h-half-atomic.cu:24:3: warning: 'atomicAdd(__half *, __half)' maps to 'unsafeAtomicAdd', which needs ROCm 7.2 or newer; the target is ROCm 6.4 (use --rocm to raise it) [c2h-rocm-version]
