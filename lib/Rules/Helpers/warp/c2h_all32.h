#ifndef C2H_ALL32
#define C2H_ALL32
__device__ static inline int c2h_all32(int p) {
  return c2h_ballot32(p) == c2h_activemask32();
}
#endif
