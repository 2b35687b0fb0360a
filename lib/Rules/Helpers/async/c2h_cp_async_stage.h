#ifndef C2H_CP_ASYNC_STAGE
#define C2H_CP_ASYNC_STAGE
// Inline-PTX cp.async with a stage (c2h_async_stage): a copy stays in
// flight until the wait_group that covers it. Given the enumerator
// c2h_stage (no stage reaches), a copy lands at once.
__device__ static inline void c2h_cp_async(c2h_async_stage *st, unsigned dst,
                                           const void *src, int size,
                                           int src_size) {
  st->copy(dst, src, (unsigned)size, src_size < 0 ? 0u : (unsigned)src_size);
}
__device__ static inline void c2h_cp_async(c2h_async_stage *st, unsigned dst,
                                           const void *src, int size) {
  c2h_cp_async(st, dst, src, size, size);
}
// The predicated form: no copy where pred is 0 (its slot is still taken).
__device__ static inline void c2h_cp_async_if(c2h_async_stage *st, int pred,
                                              unsigned dst, const void *src,
                                              int size, int src_size) {
  st->copy(dst, src, (unsigned)size, src_size < 0 ? 0u : (unsigned)src_size,
           pred != 0);
}
__device__ static inline void c2h_cp_async_if(c2h_async_stage *st, int pred,
                                              unsigned dst, const void *src,
                                              int size) {
  c2h_cp_async_if(st, pred, dst, src, size, size);
}
__device__ static inline void c2h_cp_async_commit_group(c2h_async_stage *st) {
  st->commit();
}
__device__ static inline void c2h_cp_async_wait_group(c2h_async_stage *st,
                                                      int n) {
  st->wait_prior((size_t)n);
}
// wait_all commits first.
__device__ static inline void c2h_cp_async_wait_all(c2h_async_stage *st) {
  st->commit();
  st->wait_prior(0);
}
__device__ static inline void c2h_cp_async(c2h_no_async_stage, unsigned dst,
                                           const void *src, int size,
                                           int src_size) {
  c2h_cp_async(dst, src, size, src_size);
}
__device__ static inline void c2h_cp_async(c2h_no_async_stage, unsigned dst,
                                           const void *src, int size) {
  c2h_cp_async(dst, src, size, size);
}
__device__ static inline void c2h_cp_async_if(c2h_no_async_stage, int pred,
                                              unsigned dst, const void *src,
                                              int size, int src_size) {
  c2h_cp_async_if(pred, dst, src, size, src_size);
}
__device__ static inline void c2h_cp_async_if(c2h_no_async_stage, int pred,
                                              unsigned dst, const void *src,
                                              int size) {
  c2h_cp_async_if(pred, dst, src, size, size);
}
__device__ static inline void c2h_cp_async_commit_group(c2h_no_async_stage) {}
__device__ static inline void c2h_cp_async_wait_group(c2h_no_async_stage, int) {
}
__device__ static inline void c2h_cp_async_wait_all(c2h_no_async_stage) {}
#endif
