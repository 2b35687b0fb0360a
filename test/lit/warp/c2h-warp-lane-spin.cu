// A spin loop on an atomic deadlocks when lanes of one wavefront contend
// for the lock: translate reports it (as lint does), under logical32 and
// native alike, and a NOLINT comment naming the check silences it. The code
// is left as written: serialising the lanes is a design choice. A lock that
// one thread of the block takes, and a compare-and-swap retry loop (some
// lane succeeds every round), wait for no lane of their own wavefront.
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
__global__ void reviewed(int *lock, float *acc, const float *v) {
  while (atomicExch(lock, 1) != 0) {} // NOLINT(c2h-warp-lane-spin): reviewed
  *acc += v[0];
  atomicExch(lock, 0);
}
__global__ void one_thread(int *locks, float *acc, const float *v) {
  if (threadIdx.x == 0) {
    while (atomicCAS(&locks[blockIdx.x % 4], 0, 1)) {}
  }
  __syncthreads();
  acc[blockIdx.x % 4] += v[threadIdx.x];
}
__device__ double add(double *a, double x) {
  unsigned long long *p = (unsigned long long *)a, old = *p, seen;
  do {
    seen = old;
    old = atomicCAS(p, seen, __double_as_longlong(x + __longlong_as_double(seen)));
  } while (seen != old);
  return __longlong_as_double(old);
}
__device__ int bump(int *a) {
  int old = *a, ret;
  while ((ret = atomicCAS(a, old, old + 1)) != old)
    old = ret;
  return ret;
}
// CHECK: c2h-warp-lane-spin.cu:13:3: warning: a spin loop on 'atomicCAS': lanes of one wavefront run in lock-step and cannot wait for each other, so a lock held by another lane deadlocks; serialise the lanes of each wavefront by hand (see docs/lint/c2h-warp-lane-spin.md) [c2h-warp-lane-spin]
// CHECK-NOT: [c2h-warp-lane-spin]
// OUT: {{^}}  while (atomicCAS(lock, 0, 1) != 0) {}{{$}}
