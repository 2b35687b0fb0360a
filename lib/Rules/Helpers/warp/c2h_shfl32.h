#ifndef C2H_SHFL32
#define C2H_SHFL32
// CUDA reads lane src modulo width; ROCm before 6.0 adds src to the
// segment's first lane as given, so lane 32 would be the other warp's.
template <class T> __device__ static inline T c2h_shfl32(T v, int src, int width = 32) {
  return __shfl(v, src & (width - 1), width);
}
#endif
