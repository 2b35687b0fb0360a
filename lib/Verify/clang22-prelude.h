/* Included before a HIP source that clang-22 compiles against Debian 12's
 * ROCm 5.2 headers for a target that ROCm's own compiler (clang 15) cannot
 * build here (RDNA3 and later, gfx942, gfx950): its hip_fp16.h calls two
 * reciprocal wrappers that clang 15's HIP headers declared and clang 22's
 * do not. */
typedef _Float16 __c2h_half2_v __attribute__((ext_vector_type(2)));
static __attribute__((device)) inline _Float16 __llvm_amdgcn_rcp_f16(_Float16 x) {
  return (_Float16)__builtin_amdgcn_rcph(x);
}
static __attribute__((device)) inline __c2h_half2_v __llvm_amdgcn_rcp_2f16(__c2h_half2_v x) {
  return __c2h_half2_v{(_Float16)__builtin_amdgcn_rcph(x.x), (_Float16)__builtin_amdgcn_rcph(x.y)};
}
/* The work-item functions of the device libraries, which are not linked:
 * defined here from the builtins, so that threadIdx and friends are not
 * calls and the kernel's resource usage is known. */
#define C2H_GFX11_DIM(F) ((d) == 0 ? F##_x() : (d) == 1 ? F##_y() : F##_z())
extern "C" __attribute__((device)) inline unsigned long __ockl_get_local_id(unsigned d) {
  return C2H_GFX11_DIM(__builtin_amdgcn_workitem_id);
}
extern "C" __attribute__((device)) inline unsigned long __ockl_get_group_id(unsigned d) {
  return C2H_GFX11_DIM(__builtin_amdgcn_workgroup_id);
}
extern "C" __attribute__((device)) inline unsigned long __ockl_get_local_size(unsigned d) {
  return C2H_GFX11_DIM(__builtin_amdgcn_workgroup_size);
}
extern "C" __attribute__((device)) inline unsigned long __ockl_get_global_size(unsigned d) {
  return C2H_GFX11_DIM(__builtin_amdgcn_grid_size);
}
extern "C" __attribute__((device)) inline unsigned long __ockl_get_num_groups(unsigned d) {
  unsigned long n = __ockl_get_global_size(d), l = __ockl_get_local_size(d);
  return (n + l - 1) / l;
}
extern "C" __attribute__((device)) inline unsigned long __ockl_get_global_id(unsigned d) {
  return __ockl_get_group_id(d) * __ockl_get_local_size(d) + __ockl_get_local_id(d);
}
#undef C2H_GFX11_DIM
/* The device libraries' fence, behind __syncthreads and __threadfence:
 * defined inline, so that a barrier's memory waits are the target's own
 * rather than those around a call. */
#include <hip/amd_detail/device_library_decls.h>
#define C2H_FENCE(SCOPE)                                                                     \
  do {                                                                                        \
    if (order == __memory_order_release)                                                      \
      __builtin_amdgcn_fence(__ATOMIC_RELEASE, SCOPE);                                        \
    else if (order == __memory_order_acquire)                                                 \
      __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, SCOPE);                                        \
    else                                                                                      \
      __builtin_amdgcn_fence(__ATOMIC_SEQ_CST, SCOPE);                                        \
  } while (0)
extern "C" __device__ inline void __atomic_work_item_fence(__cl_mem_fence_flags,
                                                           __memory_order order,
                                                           __memory_scope scope) {
  if (scope == __memory_scope_work_group)
    C2H_FENCE("workgroup");
  else if (scope == __memory_scope_sub_group)
    C2H_FENCE("wavefront");
  else if (scope == __memory_scope_work_item)
    C2H_FENCE("singlethread");
  else if (scope == __memory_scope_device)
    C2H_FENCE("agent");
  else
    C2H_FENCE("");
}
#undef C2H_FENCE
