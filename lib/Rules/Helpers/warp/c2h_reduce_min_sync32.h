#ifndef C2H_REDUCE_MIN_SYNC32
#define C2H_REDUCE_MIN_SYNC32
template <class T> __device__ static inline T c2h_reduce_min_sync32(unsigned m, T v) {
  if (m == 0xffffffffu)
    return c2h_reduce_min32(v);
  T r = __shfl(v, __ffs(m) - 1, 32);
  for (unsigned b = m & (m - 1); b != 0; b &= b - 1) {
    T x = __shfl(v, __ffs(b) - 1, 32);
    r = min(r, x);
  }
  return r;
}
#endif
