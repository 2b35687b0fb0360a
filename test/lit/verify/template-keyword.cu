// Member templates of dependent classes named without 'template', as nvcc
// accepts them: Clang 22 rejects the member accesses while parsing and the
// qualified call at instantiation. The emulator's reference build adds the
// keyword to the CUDA original, and translate to the HIP, so both run.
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
template <typename D, typename S> struct vec_cast {
  template <int N> __device__ static void cast(D *d, const S *s) {
    for (int i = 0; i < N; ++i)
      d[i] = static_cast<D>(2 * s[i]);
  }
};
template <typename T> struct pair_of {
  T a, b;
  template <int I> __device__ T get() const { return I == 0 ? a : b; }
};
template <typename D, typename S, int N> __global__ void k(D *d, const S *s) {
  vec_cast<D, S>::cast<N>(d, s);
  pair_of<D> p{d[0], d[1]};
  pair_of<D> *q = &p;
  d[N] = p.get<1>() + q->get<0>();
}
int main() {
  int h[4] = {1, 2, 3, 4}, *ds;
  float r[5], *dd;
  cudaMalloc(&ds, sizeof h);
  cudaMalloc(&dd, sizeof r);
  cudaMemcpy(ds, h, sizeof h, cudaMemcpyHostToDevice);
  k<float, int, 4><<<1, 1>>>(dd, ds);
  cudaMemcpy(r, dd, sizeof r, cudaMemcpyDeviceToHost);
  bool ok = r[0] == 2 && r[1] == 4 && r[2] == 6 && r[3] == 8 && r[4] == 6;
  printf(ok ? "PASS\n" : "FAIL\n");
  return ok ? 0 : 1;
}
// CHECK: pass {{.*}}template-keyword.cu: translate ok, reference pass, emu64 pass, emu32 pass
