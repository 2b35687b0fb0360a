#ifndef C2H_CG_MEMCPY_ASYNC
#define C2H_CG_MEMCPY_ASYNC
#include <hip/hip_cooperative_groups.h>
// cooperative_groups::memcpy_async, wait and wait_prior, which ROCm's
// header does not have. The group's threads share each copy and do their
// parts at once; wait and wait_prior sync the group, so every part has
// landed for every member when they return.
namespace cooperative_groups {
template <class Group>
__device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t n) {
  c2h_group_copy(dst, src, n, g.thread_rank(), g.size());
}
// The element-count form: min(dst_count, src_count) elements.
template <class Group, class T>
__device__ void memcpy_async(const Group &g, T *dst, size_t dst_count, const T *src,
                             size_t src_count) {
  size_t n = dst_count < src_count ? dst_count : src_count;
  for (size_t i = g.thread_rank(); i < n; i += g.size())
    dst[i] = src[i];
}
template <class Group> __device__ void wait(const Group &g) { g.sync(); }
template <unsigned N, class Group> __device__ void wait_prior(const Group &g) {
  g.sync();
}
} // namespace cooperative_groups
#endif
