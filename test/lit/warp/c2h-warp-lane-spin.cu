// A spin loop on an atomic deadlocks when lanes of one wavefront contend
// for the lock: translate reports it (as lint does), under logical32 and
// native alike, and a NOLINT comment naming the check silences it. The code
// is left as written: serialising the lanes is a design choice.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
// RUN: %c2h %s --cuda-headers=bundled --warp=native -o %t.native.hip 2> %t.native.err; test $? -eq 1
// RUN: %FileCheck %s < %t.native.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
__global__ void locked_sum(int *lock, float *acc, const float *v) {
  while (atomicCAS(lock, 0, 1) != 0) {}
  *acc += v[threadIdx.x];
  __threadfence();
  atomicExch(lock, 0);
}
__global__ void one_lane(int *lock, float *acc, const float *v) {
  if (threadIdx.x == 0) {
    while (atomicExch(lock, 1) != 0) {} // NOLINT(c2h-warp-lane-spin): one lane per block
    *acc += v[0];
    atomicExch(lock, 0);
  }
}
// CHECK: c2h-warp-lane-spin.cu:11:3: warning: a spin loop on 'atomicCAS': lanes of one wavefront run in lock-step and cannot wait for each other, so a lock held by another lane deadlocks; serialise the lanes of each wavefront by hand (see docs/lint/c2h-warp-lane-spin.md) [c2h-warp-lane-spin]
// CHECK-NOT: c2h-warp-lane-spin.cu:18
// OUT: {{^}}  while (atomicCAS(lock, 0, 1) != 0) {}{{$}}
