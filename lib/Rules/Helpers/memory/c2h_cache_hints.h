#ifndef C2H_CACHE_HINTS
#define C2H_CACHE_HINTS
// cuda2hip c2h-cache-hints: CUDA's cache-hinted loads and stores (__ldcs,
// __stcs, ...), which HIP declares for __half alone. A hint says where a
// value is cached, never what it is: the streaming and last-use forms (.cs,
// .lu) become nontemporal accesses of arithmetic types (the AMDGPU
// nontemporal bits), the uncached load (.cv) a relaxed atomic load of
// arithmetic types up to 8 bytes (it must see what another work-group
// wrote, past a stale vector L1), and the rest plain loads and stores.
#include <type_traits>
template <class T> struct c2h_cache_same { typedef T type; };
template <class T>
__device__ static inline typename std::enable_if<std::is_arithmetic<T>::value, T>::type
c2h_load_nt(const T *p) {
  return __builtin_nontemporal_load(p);
}
template <class T>
__device__ static inline typename std::enable_if<!std::is_arithmetic<T>::value, T>::type
c2h_load_nt(const T *p) {
  return *p;
}
template <class T>
__device__ static inline typename std::enable_if<std::is_arithmetic<T>::value>::type
c2h_store_nt(T *p, T v) {
  __builtin_nontemporal_store(v, p);
}
template <class T>
__device__ static inline typename std::enable_if<!std::is_arithmetic<T>::value>::type
c2h_store_nt(T *p, T v) {
  *p = v;
}
template <class T>
__device__ static inline
    typename std::enable_if<std::is_arithmetic<T>::value && sizeof(T) <= 8, T>::type
    c2h_load_cv(const T *p) {
  T v;
  __atomic_load(p, &v, __ATOMIC_RELAXED);
  return v;
}
template <class T>
__device__ static inline
    typename std::enable_if<!(std::is_arithmetic<T>::value && sizeof(T) <= 8), T>::type
    c2h_load_cv(const T *p) {
  return *p;
}
template <class T> __device__ static inline T c2h_ldca(const T *p) { return *p; }
template <class T> __device__ static inline T c2h_ldcg(const T *p) { return *p; }
template <class T> __device__ static inline T c2h_ldcs(const T *p) { return c2h_load_nt(p); }
template <class T> __device__ static inline T c2h_ldlu(const T *p) { return c2h_load_nt(p); }
template <class T> __device__ static inline T c2h_ldcv(const T *p) { return c2h_load_cv(p); }
template <class T>
__device__ static inline void c2h_stwb(T *p, typename c2h_cache_same<T>::type v) {
  *p = v;
}
template <class T>
__device__ static inline void c2h_stcg(T *p, typename c2h_cache_same<T>::type v) {
  *p = v;
}
template <class T>
__device__ static inline void c2h_stcs(T *p, typename c2h_cache_same<T>::type v) {
  c2h_store_nt(p, v);
}
template <class T>
__device__ static inline void c2h_stwt(T *p, typename c2h_cache_same<T>::type v) {
  *p = v;
}
#endif
