// A member template of a dependent class named without 'template' is
// accepted by nvcc; hipcc (Clang) reads the '<' as less-than and rejects the
// instantiation. The keyword is added where the class template declares a
// member template of that name (Clang 22 finds some of these while parsing,
// the others only at instantiation); comparisons with static members and
// names that already have the keyword stay.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
#include <cuda_runtime.h>
template <typename D, typename S> struct vec_cast {
  template <int N> __device__ static void cast(D *d, const S *s) {
    for (int i = 0; i < N; ++i)
      d[i] = static_cast<D>(s[i]);
  }
};
template <> struct vec_cast<float, float> {
  template <int N> __device__ static void cast(float *d, const float *s) {
    for (int i = 0; i < N; ++i)
      d[i] = s[i];
  }
};
template <typename T> struct pair_of {
  T a, b;
  template <int I> __device__ T get() const { return I == 0 ? a : b; }
};
template <typename T> struct traits {
  static constexpr int size = sizeof(T);
};

template <typename D, typename S, int N>
__global__ void k(D *d, const S *s, bool *flag) {
  vec_cast<D, S>::cast<N>(d, s);
  vec_cast<D, S>::template cast<N>(d, s);
  pair_of<D> p{d[0], d[1]};
  d[2] = p.get<1>();
  pair_of<D> *q = &p;
  d[3] = p.get<0>() + q->get<0>();
  flag[0] = traits<S>::size < N;
}
template __global__ void k<float, int, 4>(float *, const int *, bool *);
// CHECK: {{^}}  vec_cast<D, S>::template cast<N>(d, s);{{$}}
// CHECK-NEXT: {{^}}  vec_cast<D, S>::template cast<N>(d, s);{{$}}
// CHECK: {{^}}  d[2] = p.template get<1>();{{$}}
// CHECK: {{^}}  d[3] = p.template get<0>() + q->template get<0>();{{$}}
// CHECK-NEXT: {{^}}  flag[0] = traits<S>::size < N;{{$}}
