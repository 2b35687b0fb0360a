#ifndef C2H_CP_ASYNC
#define C2H_CP_ASYNC
// Inline-PTX cp.async (global -> shared), done synchronously: a copy is
// complete when the call returns, so before any wait_group that covers
// it, and commit_group and the waits have nothing left to do. dst is a
// shared address; size bytes land there, the first src_size from src and
// the rest zeros.
__device__ static inline void c2h_cp_async(unsigned dst, const void *src, int size,
                                           int src_size) {
  c2h_pipeline_memcpy_async(c2h_cvta_shared_to_generic(dst), src, size,
                            src_size < size ? size - src_size : 0);
}
__device__ static inline void c2h_cp_async(unsigned dst, const void *src, int size) {
  c2h_cp_async(dst, src, size, size);
}
// The predicated form: no copy at all where pred is 0.
__device__ static inline void c2h_cp_async_if(int pred, unsigned dst, const void *src,
                                              int size, int src_size) {
  if (pred)
    c2h_cp_async(dst, src, size, src_size);
}
__device__ static inline void c2h_cp_async_if(int pred, unsigned dst, const void *src,
                                              int size) {
  c2h_cp_async_if(pred, dst, src, size, size);
}
__device__ static inline void c2h_cp_async_commit_group() {}
__device__ static inline void c2h_cp_async_wait_group(int) {}
__device__ static inline void c2h_cp_async_wait_all() {}
#endif
