#ifndef C2H_REDUCE_MIN32
#define C2H_REDUCE_MIN32
// A butterfly over the caller's 32-lane warp; every lane gets the result.
template <class T> __device__ static inline T c2h_reduce_min32(T v) {
  for (int o = 16; o > 0; o >>= 1)
    v = min(v, __shfl_xor(v, o, 32));
  return v;
}
#endif
