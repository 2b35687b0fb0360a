#ifndef C2H_ANY32
#define C2H_ANY32
__device__ static inline int c2h_any32(int p) { return c2h_ballot32(p) != 0; }
#endif
