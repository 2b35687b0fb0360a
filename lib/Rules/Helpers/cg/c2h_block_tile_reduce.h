#ifndef C2H_BLOCK_TILE_REDUCE
#define C2H_BLOCK_TILE_REDUCE
// cooperative_groups::reduce and the scans on a block tile: over each 32
// threads with shuffles, then across them through LDS, lower ranks first.
namespace cooperative_groups {
template <unsigned N, class T, class Op>
__device__ T reduce(const c2h_block_tile<N> &g, T v, Op op) {
  return g.fold32(reduce(tiled_partition<32>(this_thread_block()), v, op), op, N / 32);
}
template <unsigned N, class T, class Op>
__device__ T inclusive_scan(const c2h_block_tile<N> &g, T v, Op op) {
  auto w = tiled_partition<32>(this_thread_block());
  T in = inclusive_scan(w, v, op);
  unsigned before = g.thread_rank() / 32;
  T prior = g.fold32(w.shfl(in, 31), op, before);
  return before == 0 ? in : op(prior, in);
}
template <unsigned N, class T, class Op>
__device__ T exclusive_scan(const c2h_block_tile<N> &g, T v, Op op) {
  auto w = tiled_partition<32>(this_thread_block());
  T in = inclusive_scan(w, v, op);
  unsigned before = g.thread_rank() / 32;
  T prior = g.fold32(w.shfl(in, 31), op, before);
  T up = w.shfl_up(in, 1);
  if (w.thread_rank() == 0)
    return before == 0 ? T() : prior;
  return before == 0 ? up : op(prior, up);
}
template <unsigned N, class T> __device__ T inclusive_scan(const c2h_block_tile<N> &g, T v) {
  return inclusive_scan(g, v, plus<T>());
}
template <unsigned N, class T> __device__ T exclusive_scan(const c2h_block_tile<N> &g, T v) {
  return exclusive_scan(g, v, plus<T>());
}
} // namespace cooperative_groups
#endif
