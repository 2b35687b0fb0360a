#ifndef C2H_BALLOT_SYNC32
#define C2H_BALLOT_SYNC32
// The votes of the lanes in m, which CUDA requires to all make this call.
__device__ static inline unsigned c2h_ballot_sync32(unsigned m, int p) {
  return c2h_ballot32(p) & m;
}
__device__ static inline int c2h_any_sync32(unsigned m, int p) {
  return (c2h_ballot32(p) & m) != 0;
}
__device__ static inline int c2h_all_sync32(unsigned m, int p) {
  return (c2h_ballot32(p) & m) == m;
}
#endif
