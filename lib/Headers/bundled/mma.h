/* cuda2hip bundled CUDA declarations: warp matrix functions (nvcuda::wmma). */
#ifndef CUDA2HIP_BUNDLED_MMA_H
#define CUDA2HIP_BUNDLED_MMA_H
#include "cuda_bf16.h"
#include "cuda_fp16.h"
#include "cuda_runtime.h"
namespace nvcuda {
namespace wmma {
struct matrix_a;
struct matrix_b;
struct accumulator;
struct row_major;
struct col_major;
enum layout_t { mem_row_major, mem_col_major };
namespace precision {
struct tf32;
struct b1;
struct s4;
struct u4;
} // namespace precision
namespace experimental {
namespace precision = ::nvcuda::wmma::precision;
enum bmmaBitOp { bmmaBitOpXOR = 1, bmmaBitOpAND = 2 };
enum bmmaAccumulateOp { bmmaAccumulateOpPOPC = 1 };
} // namespace experimental
template <class T> struct __storage { typedef T type; };
template <> struct __storage<precision::tf32> { typedef float type; };
template <class Use, int M, int N, int K, class T, class Layout = void> struct fragment {
  enum { num_elements = 8 };
  typedef typename __storage<T>::type element_type;
  typedef element_type storage_element_type;
  element_type x[num_elements];
};
__device__ float __float_to_tf32(float);
template <class Use, int M, int N, int K, class T, class L, class V>
__device__ void fill_fragment(fragment<Use, M, N, K, T, L> &, const V &);
template <class Use, int M, int N, int K, class T, class L, class P>
__device__ void load_matrix_sync(fragment<Use, M, N, K, T, L> &, const P *, unsigned);
template <int M, int N, int K, class T, class P>
__device__ void load_matrix_sync(fragment<accumulator, M, N, K, T> &, const P *, unsigned,
                                 layout_t);
template <int M, int N, int K, class T, class P>
__device__ void store_matrix_sync(P *, const fragment<accumulator, M, N, K, T> &, unsigned,
                                  layout_t);
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class TD>
__device__ void mma_sync(fragment<accumulator, M, N, K, TD> &,
                         const fragment<matrix_a, M, N, K, TA, LA> &,
                         const fragment<matrix_b, M, N, K, TB, LB> &,
                         const fragment<accumulator, M, N, K, TC> &, bool = false);
} // namespace wmma
} // namespace nvcuda
#endif
