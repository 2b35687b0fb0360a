// REQUIRES: cuda-sdk
// The AST pass sees host code as nvcc does: CUDA's headers give host code
// min and max for mixed integer and floating types, and include the C
// headers (printf, sqrt, isfinite) without the program asking. Clang's CUDA
// mode alone rejects every line of host() below.
// RUN: %c2h %s --cuda-headers=sdk -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --allow-empty --implicit-check-not=c2h- < %t.err
// RUN: %c2h %s --cuda-headers=sdk --report %t.json -o %t2.hip
// RUN: %FileCheck %s --check-prefix=JSON < %t.json
__host__ __device__ inline int clampi(int v, int hi) { return max(0, min(v, hi)); }

__global__ void k(float *p, int n) {
  int i = threadIdx.x;
  if (i < n)
    p[i] = max(p[i], 0.0f) + clampi(i, n);
}

int host(int a, unsigned b, long c, float f, double d) {
  unsigned u = min(a, b);
  long l = max(c, 3L);
  double m = max(f, d) + min(d, 1.0f);
  printf("%u %ld %f %d\n", u, l, m, isfinite(d));
  return clampi(a, 10) + (int)sqrt(m);
}
// JSON: "parse": {
// JSON-NEXT: "complete": true,
// JSON-NEXT: "errors": 0,
