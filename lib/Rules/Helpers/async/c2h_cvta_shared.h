#ifndef C2H_CVTA_SHARED
#define C2H_CVTA_SHARED
// CUDA's shared-window addresses (__cvta_generic_to_shared) are AMD's
// 32-bit LDS addresses: address space 3.
__device__ static inline size_t c2h_cvta_generic_to_shared(const void *p) {
  return (size_t)(__attribute__((address_space(3))) const char *)p;
}
// Whether p points into LDS (the device pass asks the hardware's apertures).
__device__ static inline bool c2h_is_shared(const void *p) {
#if defined(__HIP_DEVICE_COMPILE__)
  return __builtin_amdgcn_is_shared((const __attribute__((address_space(0))) void *)p);
#else
  return false;
#endif
}
__device__ static inline void *c2h_cvta_shared_to_generic(size_t a) {
  return (void *)(__attribute__((address_space(3))) char *)(size_t)(unsigned)a;
}
#endif
