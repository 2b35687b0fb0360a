#ifndef C2H_PIPELINE
#define C2H_PIPELINE
// CUDA's __pipeline_* async copies (global -> shared), done synchronously:
// each copy is complete when the call returns, so before any wait that
// covers it, and commit and wait_prior have nothing left to do. Exact; the
// loads just no longer overlap the work between issue and wait.
__device__ static inline void c2h_pipeline_memcpy_async(void *dst, const void *src,
                                                        size_t size_and_align,
                                                        size_t zfill = 0) {
  if (zfill == 0 && size_and_align == 16) {
    *static_cast<uint4 *>(dst) = *static_cast<const uint4 *>(src);
  } else if (zfill == 0 && size_and_align == 8) {
    *static_cast<uint2 *>(dst) = *static_cast<const uint2 *>(src);
  } else if (zfill == 0 && size_and_align == 4) {
    *static_cast<unsigned *>(dst) = *static_cast<const unsigned *>(src);
  } else {
    // The last zfill bytes are zeros.
    unsigned char *d = static_cast<unsigned char *>(dst);
    const unsigned char *s = static_cast<const unsigned char *>(src);
    for (size_t i = 0; i < size_and_align; ++i)
      d[i] = i + zfill < size_and_align ? s[i] : 0;
  }
}
__device__ static inline void c2h_pipeline_commit() {}
__device__ static inline void c2h_pipeline_wait_prior(size_t) {}
#endif
