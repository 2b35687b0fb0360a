#ifndef C2H_ACTIVEMASK32
#define C2H_ACTIVEMASK32
// The active lanes of the caller's 32-lane warp.
__device__ static inline unsigned c2h_activemask32() {
  return (unsigned)(__ballot(1) >> (__lane_id() & 32));
}
#endif
