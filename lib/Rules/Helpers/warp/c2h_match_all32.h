#ifndef C2H_MATCH_ALL32
#define C2H_MATCH_ALL32
template <class T> __device__ static inline unsigned c2h_match_all32(T key, int *pred) {
  unsigned active = c2h_activemask32();
  *pred = c2h_match_any32(key) == active;
  return *pred ? active : 0u;
}
#endif
