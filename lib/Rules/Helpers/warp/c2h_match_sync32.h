#ifndef C2H_MATCH_SYNC32
#define C2H_MATCH_SYNC32
template <class T> __device__ static inline unsigned c2h_match_any_sync32(unsigned m, T key) {
  return c2h_match_any32(key) & m;
}
template <class T>
__device__ static inline unsigned c2h_match_all_sync32(unsigned m, T key, int *pred) {
  *pred = (c2h_match_any32(key) & m) == m;
  return *pred ? m : 0u;
}
#endif
