/* cuda2hip bundled CUDA declarations: cooperative groups. */
#ifndef CUDA2HIP_BUNDLED_COOPERATIVE_GROUPS_H
#define CUDA2HIP_BUNDLED_COOPERATIVE_GROUPS_H
#include "cuda_runtime.h"
namespace cooperative_groups {
struct dim3_like;
class thread_group {
public:
  __device__ void sync() const;
  __device__ unsigned long long size() const;
  __device__ unsigned long long num_threads() const;
  __device__ unsigned long long thread_rank() const;
};
class thread_block : public thread_group {
public:
  __device__ dim3 group_index() const;
  __device__ dim3 thread_index() const;
  __device__ dim3 group_dim() const;
  __device__ dim3 dim_threads() const;
};
class grid_group : public thread_group {
public:
  __device__ bool is_valid() const;
  __device__ unsigned long long num_blocks() const;
  __device__ unsigned long long block_rank() const;
};
/* Multi-device groups: CUDA 12 removed them; declared for older code, which
 * the translation reports (c2h-cg-multi-grid). */
class multi_grid_group : public thread_group {
public:
  __device__ bool is_valid() const;
  __device__ unsigned grid_rank() const;
  __device__ unsigned num_grids() const;
};
__device__ multi_grid_group this_multi_grid();
/* Scratch for tiles wider than 32 (sm_70 and older); HIP has none. */
template <unsigned MaxBlockSize = 1024> struct block_tile_memory {};
template <unsigned MaxBlockSize>
__device__ thread_block this_thread_block(block_tile_memory<MaxBlockSize> &);
class coalesced_group : public thread_group {
public:
  template <class T> __device__ T shfl(T, unsigned) const;
  template <class T> __device__ T shfl_down(T, unsigned) const;
  template <class T> __device__ T shfl_up(T, unsigned) const;
  __device__ unsigned ballot(int) const;
  __device__ int any(int) const;
  __device__ int all(int) const;
  __device__ unsigned long long meta_group_rank() const;
  __device__ unsigned long long meta_group_size() const;
};
template <unsigned Size, class Parent = void>
class thread_block_tile : public coalesced_group {
public:
  /* A tile of a known parent (what tiled_partition gives) converts to one
   * that does not name it, as CUDA's does. */
  __device__ operator thread_block_tile<Size, void>() const;
  template <class T> __device__ T shfl_xor(T, unsigned) const;
  template <class T> __device__ unsigned match_any(T) const;
  template <class T> __device__ unsigned match_all(T, int &) const;
};
__device__ thread_block this_thread_block();
__device__ grid_group this_grid();
__device__ coalesced_group coalesced_threads();
template <class Group> __device__ coalesced_group labeled_partition(const Group &, int);
template <class Group> __device__ coalesced_group binary_partition(const Group &, bool);
template <unsigned Size, class P>
__device__ thread_block_tile<Size, P> tiled_partition(const P &);
__device__ thread_group tiled_partition(const thread_group &, unsigned);
template <class T> struct plus { __device__ T operator()(T a, T b) const { return a + b; } };
template <class T> struct less { __device__ T operator()(T a, T b) const { return a < b ? a : b; } };
template <class T> struct greater { __device__ T operator()(T a, T b) const { return a > b ? a : b; } };
template <class T> struct bit_and { __device__ T operator()(T a, T b) const { return a & b; } };
template <class T> struct bit_or { __device__ T operator()(T a, T b) const { return a | b; } };
template <class T> struct bit_xor { __device__ T operator()(T a, T b) const { return a ^ b; } };
template <class Group, class T, class Op> __device__ T reduce(const Group &, T, Op);
template <class Group, class T> __device__ T inclusive_scan(const Group &, T);
template <class Group, class T, class Op> __device__ T inclusive_scan(const Group &, T, Op);
template <class Group> __device__ void memcpy_async(const Group &, void *, const void *, size_t);
template <class Group, class T>
__device__ void memcpy_async(const Group &, T *, size_t, const T *, size_t);
template <class Group> __device__ void wait(const Group &);
template <unsigned N, class Group> __device__ void wait_prior(const Group &);
template <class Group, class T> __device__ T exclusive_scan(const Group &, T);
template <class Group, class T, class Op> __device__ T exclusive_scan(const Group &, T, Op);
template <class Group> __device__ void sync(const Group &);
} // namespace cooperative_groups
#endif
