// __launch_bounds__(T, B): CUDA's B is the fewest resident blocks per SM,
// HIP's the fewest waves per SIMD. B becomes C2H_MIN_WAVES_PER_EU(T, B), the
// helper the file carries; a third argument (blocks per cluster), which
// HIP's macro cannot take, goes with a note; a one-argument form and a
// literal 0 are left alone; one written in a macro body is reported.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// The same occupancy per target: 64-lane waves over 4 SIMDs on gfx90a,
// 32-lane waves over 4 on gfx1030.
// RUN: %hipcc-asm --offload-arch=gfx90a -DNO_MACRO -emit-llvm -o %t.90a.ll %t.hip
// RUN: %FileCheck %s --check-prefix=GFX90A < %t.90a.ll
// RUN: %hipcc-asm --offload-arch=gfx1030 -DNO_MACRO -emit-llvm -o %t.1030.ll %t.hip
// RUN: %FileCheck %s --check-prefix=GFX1030 < %t.1030.ll
// RUN: %if rocm72 %{ %hip72-syntax -DNO_MACRO %t.hip %}
// RUN: %if cuda-sdk %{ %c2h %s --cuda-headers=sdk -o %t.sdk.hip 2>/dev/null; test $? -eq 1 %}
// RUN: %if cuda-sdk %{ diff %t.hip %t.sdk.hip %}

#define THREADS 128

__global__ void __launch_bounds__(256, 2) two_blocks(float *p) { p[threadIdx.x] *= 2; }

__global__ void __launch_bounds__(THREADS, 8) eight_small(float *p) { p[threadIdx.x] += 1; }

__global__ void __launch_bounds__(1024, 1) one_large(float *p) { p[threadIdx.x] -= 1; }

template <int BS>
__global__ void __launch_bounds__(BS, 4) templated(float *p) { p[threadIdx.x] = BS; }

__global__ void __launch_bounds__(256, 2, 4) clustered(float *p) { p[threadIdx.x] = 0; }

__global__ void __launch_bounds__(512) threads_only(float *p) { p[threadIdx.x] = 1; }

__global__ void __launch_bounds__(512, 0) no_blocks(float *p) { p[threadIdx.x] = 2; }

__global__ void __launch_bounds__(512, 0, 2) no_blocks_clustered(float *p) { p[threadIdx.x] = 4; }

#ifndef NO_MACRO
#define BOUNDED __launch_bounds__(64, 4)
__global__ void BOUNDED in_macro(float *p) { p[threadIdx.x] = 3; }
#endif

void launch(float *p) {
  templated<256><<<1, 256>>>(p);
}

// CHECK: #ifndef C2H_MIN_WAVES_PER_EU
// CHECK: #define C2H_MIN_WAVES_PER_EU(T, B) (((B) * (T) + 255) / 256)
// CHECK: {{^}}__global__ void __launch_bounds__(256, C2H_MIN_WAVES_PER_EU(256, 2)) two_blocks(float *p)
// CHECK: {{^}}__global__ void __launch_bounds__(THREADS, C2H_MIN_WAVES_PER_EU(THREADS, 8)) eight_small(float *p)
// CHECK: {{^}}__global__ void __launch_bounds__(1024, C2H_MIN_WAVES_PER_EU(1024, 1)) one_large(float *p)
// CHECK: {{^}}__global__ void __launch_bounds__(BS, C2H_MIN_WAVES_PER_EU(BS, 4)) templated(float *p)
// CHECK: {{^}}__global__ void __launch_bounds__(256, C2H_MIN_WAVES_PER_EU(256, 2)) clustered(float *p)
// CHECK: {{^}}__global__ void __launch_bounds__(512) threads_only(float *p)
// CHECK: {{^}}__global__ void __launch_bounds__(512, 0) no_blocks(float *p)
// CHECK: {{^}}__global__ void __launch_bounds__(512, 0) no_blocks_clustered(float *p)
// CHECK: {{^}}#define BOUNDED __launch_bounds__(64, 4){{$}}

// DIAG: c2h-launch-bounds.cu:30:{{[0-9]+}}: note: __launch_bounds__'s third argument '4' (the most blocks per cluster) has no HIP meaning{{.*}}[c2h-launch-bounds-cluster]
// DIAG: c2h-launch-bounds.cu:36:{{[0-9]+}}: note: __launch_bounds__'s third argument '2'{{.*}}[c2h-launch-bounds-cluster]
// DIAG: c2h-launch-bounds.cu:40:{{[0-9]+}}: warning: __launch_bounds__ is written in a macro expansion and was not rewritten{{.*}}[c2h-launch-bounds-in-macro]

// 2 blocks x 256 = 512 threads: 2 waves per SIMD on gfx90a, 4 on gfx1030;
// 8 x 128 = 1,024: 4 and 8 (not the literal 8 on gfx90a); 1 x 1,024: 4 and 8.
// GFX90A-DAG: define {{.*}}@_Z10two_blocksPf{{.*}} #[[A1:[0-9]+]]
// GFX90A-DAG: define {{.*}}@_Z11eight_smallPf{{.*}} #[[A2:[0-9]+]]
// GFX90A-DAG: attributes #[[A1]] = {{.*}}"amdgpu-waves-per-eu"="2"
// GFX90A-DAG: attributes #[[A2]] = {{.*}}"amdgpu-waves-per-eu"="4"
// GFX1030-DAG: define {{.*}}@_Z10two_blocksPf{{.*}} #[[B1:[0-9]+]]
// GFX1030-DAG: define {{.*}}@_Z11eight_smallPf{{.*}} #[[B2:[0-9]+]]
// GFX1030-DAG: attributes #[[B1]] = {{.*}}"amdgpu-waves-per-eu"="4"
// GFX1030-DAG: attributes #[[B2]] = {{.*}}"amdgpu-waves-per-eu"="8"
