#ifndef C2H_TILE_SHFL
#define C2H_TILE_SHFL
#include <hip/hip_cooperative_groups.h>
// Tile shuffles of any trivially copyable type, as CUDA's tiles have them
// (ROCm's take integers and floating-point numbers): the value moves as
// 32-bit words, each shuffled from the same lane.
template <class T, class Move> __device__ static inline T c2h_shfl_words(T v, Move move) {
  unsigned w[(sizeof(T) + 3) / 4] = {};
  __builtin_memcpy(w, &v, sizeof(T));
  for (unsigned &x : w)
    x = move(x);
  T r;
  __builtin_memcpy(&r, w, sizeof(T));
  return r;
}
template <class Tile, class T>
__device__ static inline T c2h_tile_shfl(const Tile &t, T v, int src) {
  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl(x, src); });
}
template <class Tile, class T>
__device__ static inline T c2h_tile_shfl_up(const Tile &t, T v, unsigned d) {
  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_up(x, d); });
}
template <class Tile, class T>
__device__ static inline T c2h_tile_shfl_down(const Tile &t, T v, unsigned d) {
  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_down(x, d); });
}
template <class Tile, class T>
__device__ static inline T c2h_tile_shfl_xor(const Tile &t, T v, int m) {
  return c2h_shfl_words(v, [&](unsigned x) { return t.shfl_xor(x, m); });
}
#endif
