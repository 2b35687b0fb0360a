#ifndef C2H_MATCH_ANY32
#define C2H_MATCH_ANY32
// The lanes of the caller's 32-lane warp whose key equals its own: one
// round per distinct key, led by the lowest lane still unmatched.
template <class T> __device__ static inline unsigned c2h_match_any32(T key) {
  unsigned todo = c2h_activemask32(), mine = 0;
  while (todo != 0) {
    T k = __shfl(key, __ffs(todo) - 1, 32);
    unsigned same = c2h_ballot32(k == key);
    if (k == key)
      mine = same;
    todo &= ~same;
  }
  return mine;
}
#endif
