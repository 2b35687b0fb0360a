#ifndef C2H_SYNCWARP
#define C2H_SYNCWARP
// __syncwarp: the lanes meet, and each one's memory writes before it are
// visible to the others after it (a wave barrier alone orders nothing).
__device__ static inline void c2h_syncwarp() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "wavefront");
  __builtin_amdgcn_wave_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "wavefront");
}
#endif
