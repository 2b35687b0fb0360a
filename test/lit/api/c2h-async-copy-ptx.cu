// Inline-PTX cp.async, as attention and GEMM kernels wrap it (functions and
// macros, predicated and zero-filling forms, L2 qualifiers) becomes calls of
// the emitted c2h_cp_async* helpers, which copy synchronously under
// --async-copy=sync (the default's stage: c2h-async-copy-staged.cu). The operand
// expressions stay as written and are still translated. Forms the pass does
// not know keep c2h-inline-ptx. The output builds for gfx90a and gfx1030.
// RUN: %c2h %s --cuda-headers=bundled --async-copy=sync -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: sed -e '/^__device__ void unknown/d' %t.hip > %t.ok.hip
// RUN: %hipcc %t.ok.hip -o %t.o
#include <cuda_runtime.h>
#include <cstdint>
#define CP_ASYNC_CG(dst, src, bytes) \
  asm volatile("cp.async.cg.shared.global.L2::128B [%0], [%1], %2;\n" ::"r"(dst), "l"(src), "n"(bytes))
#define CP_ASYNC_COMMIT() asm volatile("cp.async.commit_group;\n" ::)
template <int N> __device__ void wait_group() {
  asm volatile("cp.async.wait_group %0;\n" ::"n"(N));
}
__device__ void load_128b(float4 *smem, const float4 *gmem) {
  uint32_t s = static_cast<uint32_t>(__cvta_generic_to_shared(smem));
  asm volatile("cp.async.cg.shared.global [%0], [%1], %2, %3;\n" ::"r"(s),
               "l"(gmem), "n"(16), "r"(16));
}
__device__ void pred_load(float4 *smem, const float4 *gmem, bool p) {
  asm volatile(
      "{\n"
      " .reg .pred p;\n"
      " setp.ne.b32 p, %0, 0;\n"
      " @p cp.async.cg.shared.global [%1], [%2], %3;\n"
      "}\n" ::"r"((int)p),
      "r"(static_cast<uint32_t>(__cvta_generic_to_shared(smem))), "l"(gmem), "n"(16));
}
__device__ void copy4(unsigned s, const int *g, int n, uint64_t policy) {
  asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;" ::"r"(s), "l"(g), "r"(n));
  asm volatile("cp.async.ca.shared.global.L2::cache_hint [%0], [%1], 8, %2;" ::"r"(s), "l"(g), "l"(policy));
  asm volatile("cp.async.wait_all;\n" ::);
}
__global__ void k(const float4 *in, float *out) {
  __shared__ float4 tile[2][64];
  load_128b(&tile[0][threadIdx.x], in + threadIdx.x);
  pred_load(&tile[1][threadIdx.x], in + 64 + threadIdx.x, threadIdx.x < 32);
  CP_ASYNC_CG((unsigned)__cvta_generic_to_shared(&tile[0][0]), in, 16);
  CP_ASYNC_COMMIT();
  wait_group<0>();
  asm volatile("cp.async.wait_group 1;\n" ::);
  __syncthreads();
  out[threadIdx.x] = tile[0][threadIdx.x].x + tile[1][threadIdx.x].y;
}
__device__ void unknown(unsigned s, const int *g) { asm volatile("cp.async.ca.shared.global [%0], [%1], 4, p;" ::"r"(s), "l"(g)); }
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK: {{^}}#define C2H_PIPELINE{{$}}
// CHECK: {{^}}#define C2H_CVTA_SHARED{{$}}
// CHECK: {{^}}#define C2H_CP_ASYNC{{$}}
// CHECK: {{^}}  c2h_cp_async(dst, src, bytes){{$}}
// CHECK: {{^}}#define CP_ASYNC_COMMIT() c2h_cp_async_commit_group(){{$}}
// CHECK: {{^}}  c2h_cp_async_wait_group(N);{{$}}
// CHECK: {{^}}  uint32_t s = static_cast<uint32_t>(c2h_cvta_generic_to_shared(smem));{{$}}
// CHECK-NEXT: {{^}}  c2h_cp_async(s, gmem, 16, 16);{{$}}
// CHECK: {{^}}  c2h_cp_async_if((int)p, static_cast<uint32_t>(c2h_cvta_generic_to_shared(smem)), gmem, 16);{{$}}
// CHECK: {{^}}  c2h_cp_async(s, g, 4, n);{{$}}
// CHECK-NEXT: {{^}}  c2h_cp_async(s, g, 8);{{$}}
// CHECK-NEXT: {{^}}  c2h_cp_async_wait_all();{{$}}
// CHECK: {{^}}  CP_ASYNC_CG((unsigned)c2h_cvta_generic_to_shared(&tile[0][0]), in, 16);{{$}}
// CHECK: {{^}}  c2h_cp_async_wait_group(1);{{$}}
// CHECK: asm volatile("cp.async.ca.shared.global [%0], [%1], 4, p;"
// DIAG: c2h-async-copy-ptx.cu:50:{{[0-9]+}}: warning: inline PTX 'cp.async' {{.*}}[c2h-inline-ptx]
// DIAG-NOT: [c2h-inline-ptx]
