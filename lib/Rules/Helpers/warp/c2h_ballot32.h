#ifndef C2H_BALLOT32
#define C2H_BALLOT32
// The vote of the caller's 32-lane warp: its half of the wavefront.
__device__ static inline unsigned c2h_ballot32(int p) {
  return (unsigned)(__ballot(p) >> (__lane_id() & 32));
}
#endif
