#ifndef C2H_GROUP_COPY
#define C2H_GROUP_COPY
// Thread rank's part of a copy that count threads share: every count-th
// word from rank, in 16-byte words where dst, src and n allow, else in
// 4-byte words, else in bytes.
__device__ static inline void c2h_group_copy(void *dst, const void *src, size_t n,
                                             unsigned rank, unsigned count) {
  if (((size_t)dst | (size_t)src | n) % 16 == 0) {
    for (size_t i = rank; i < n / 16; i += count)
      ((uint4 *)dst)[i] = ((const uint4 *)src)[i];
  } else if (((size_t)dst | (size_t)src | n) % 4 == 0) {
    for (size_t i = rank; i < n / 4; i += count)
      ((unsigned *)dst)[i] = ((const unsigned *)src)[i];
  } else {
    for (size_t i = rank; i < n; i += count)
      ((unsigned char *)dst)[i] = ((const unsigned char *)src)[i];
  }
}
#endif
