#ifndef C2H_CG_REDUCE
#define C2H_CG_REDUCE
#include <hip/hip_cooperative_groups.h>
// cooperative_groups::reduce, inclusive_scan and exclusive_scan and their
// operators, which ROCm's header does not have. Any group with size(),
// thread_rank(), shfl, shfl_up and shfl_down (tiles, coalesced groups);
// op combines lower ranks on the left, as CUDA's does.
namespace cooperative_groups {
template <class T> struct plus {
  __device__ T operator()(const T &a, const T &b) const { return a + b; }
};
template <class T> struct less {
  __device__ T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  __device__ T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  __device__ T operator()(const T &a, const T &b) const { return a & b; }
};
template <class T> struct bit_or {
  __device__ T operator()(const T &a, const T &b) const { return a | b; }
};
template <class T> struct bit_xor {
  __device__ T operator()(const T &a, const T &b) const { return a ^ b; }
};
// Rank r ends with op over ranks [r, n); rank 0's is the group's result.
template <class Group, class T, class Op>
__device__ T reduce(const Group &g, T v, Op op) {
  const unsigned n = g.size(), r = g.thread_rank();
  for (unsigned o = 1; o < n; o <<= 1) {
    T x = g.shfl_down(v, o);
    if (r + o < n)
      v = op(v, x);
  }
  return g.shfl(v, 0);
}
template <class Group, class T, class Op>
__device__ T inclusive_scan(const Group &g, T v, Op op) {
  const unsigned n = g.size(), r = g.thread_rank();
  for (unsigned o = 1; o < n; o <<= 1) {
    T x = g.shfl_up(v, o);
    if (r >= o)
      v = op(x, v);
  }
  return v;
}
template <class Group, class T> __device__ T inclusive_scan(const Group &g, T v) {
  return inclusive_scan(g, v, plus<T>());
}
// Rank 0 gets T() (for plus, the sum of nothing).
template <class Group, class T, class Op>
__device__ T exclusive_scan(const Group &g, T v, Op op) {
  T x = g.shfl_up(inclusive_scan(g, v, op), 1);
  return g.thread_rank() == 0 ? T() : x;
}
template <class Group, class T> __device__ T exclusive_scan(const Group &g, T v) {
  return exclusive_scan(g, v, plus<T>());
}
} // namespace cooperative_groups
#endif
