/* cuda2hip emulator: CUDA's warp matrix functions (nvcuda::wmma) for the
 * reference run, independent of the HIP translation's helpers.
 *
 * Layouts: a 16x16 accumulator has the per-lane layout that mma.sync's
 * m16n8 accumulators have in the PTX ISA, two side by side, as Ampere GPUs
 * give WMMA: lane l, element i sits at row l/4 + 8*((i/2)%2) and column
 * 2*(l%4) + i%2 + 8*(i/4). Every other fragment holds element e of its
 * row-major tile in lane e % 32, element e / 32 (CUDA leaves these layouts
 * unspecified). mma_sync gathers both operand tiles in every lane and adds
 * the products to C in k order, in float (int for 8-bit inputs, double for
 * fp64); tf32 inputs are rounded to 10 mantissa bits first, as the tensor
 * cores use them. */
#pragma once
#include "cuda2hip_emu.h"
#include "cuda_bf16.h"
#include "cuda_fp16.h"

namespace nvcuda {
namespace wmma {
struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };
namespace precision {
struct tf32 {};
} // namespace precision

inline float __float_to_tf32(float V) {
  uint32_t U = __builtin_bit_cast(uint32_t, V);
  if ((U & 0x7f800000u) != 0x7f800000u)
    U = (U + 0x1000u) & 0xffffe000u; // to nearest, ties away from zero
  return __builtin_bit_cast(float, U);
}

template <class Use, int M, int N, int K> struct Shape;
template <int M, int N, int K> struct Shape<matrix_a, M, N, K> {
  static constexpr int Rows = M, Cols = K;
};
template <int M, int N, int K> struct Shape<matrix_b, M, N, K> {
  static constexpr int Rows = K, Cols = N;
};
template <int M, int N, int K> struct Shape<accumulator, M, N, K> {
  static constexpr int Rows = M, Cols = N;
};
template <class T> struct Storage { typedef T type; };
template <> struct Storage<precision::tf32> { typedef float type; };

template <class Use, int M, int N, int K, class T, class Layout = void> struct fragment {
  typedef Shape<Use, M, N, K> Tile;
  static constexpr bool Acc16 = __is_same(Use, accumulator) && M == 16 && N == 16;
  static constexpr int num_elements = (Tile::Rows * Tile::Cols + 31) / 32;
  typedef typename Storage<T>::type element_type;
  typedef element_type storage_element_type;
  element_type x[num_elements];
  /// The row and column of element I of lane L; false past the tile.
  static bool at(unsigned L, int I, int &R, int &C) {
    if (Acc16) {
      R = static_cast<int>(L / 4) + 8 * ((I / 2) % 2);
      C = static_cast<int>(2 * (L % 4)) + I % 2 + 8 * (I / 4);
      return true;
    }
    int E = I * 32 + static_cast<int>(L);
    R = E / Tile::Cols;
    C = E % Tile::Cols;
    return E < Tile::Rows * Tile::Cols;
  }
};

template <class Use, int M, int N, int K, class T, class L, class V>
void fill_fragment(fragment<Use, M, N, K, T, L> &F, const V &Value) {
  for (auto &X : F.x)
    X = Value;
}
template <class F, class P> void loadTile(F &Frag, const P *Ptr, unsigned Ldm, bool ColMajor) {
  for (int I = 0, R, C; I < F::num_elements; ++I)
    if (F::at(cuda2hip::emu::laneId(), I, R, C))
      Frag.x[I] = ColMajor ? Ptr[C * Ldm + R] : Ptr[R * Ldm + C];
}
template <class Use, int M, int N, int K, class T, class L, class P>
void load_matrix_sync(fragment<Use, M, N, K, T, L> &F, const P *Ptr, unsigned Ldm) {
  loadTile(F, Ptr, Ldm, __is_same(L, col_major));
}
template <int M, int N, int K, class T, class P>
void load_matrix_sync(fragment<accumulator, M, N, K, T> &F, const P *Ptr, unsigned Ldm,
                      layout_t Layout) {
  loadTile(F, Ptr, Ldm, Layout == mem_col_major);
}
template <int M, int N, int K, class T, class P>
void store_matrix_sync(P *Ptr, const fragment<accumulator, M, N, K, T> &F, unsigned Ldm,
                       layout_t Layout) {
  typedef fragment<accumulator, M, N, K, T> Frag;
  for (int I = 0, R, C; I < Frag::num_elements; ++I)
    if (Frag::at(cuda2hip::emu::laneId(), I, R, C))
      (Layout == mem_col_major ? Ptr[C * Ldm + R] : Ptr[R * Ldm + C]) = F.x[I];
}

template <class T> struct Sum { typedef float type; };
template <> struct Sum<int> { typedef int type; };
template <> struct Sum<double> { typedef double type; };
template <class V, class E> V operand(E X, bool Tf32) {
  return Tf32 ? static_cast<V>(__float_to_tf32(static_cast<float>(X))) : static_cast<V>(X);
}
/// Every lane's copy of a whole operand tile, row-major.
template <class V, class F> void gather(const F &Frag, V *Tile, bool Tf32) {
  for (int I = 0; I < F::num_elements; ++I)
    for (unsigned L = 0; L < 32; ++L) {
      V Mine = operand<V>(Frag.x[I], Tf32);
      V Got = __shfl_sync(0xffffffffu, Mine, static_cast<int>(L));
      int R, C;
      if (F::at(L, I, R, C))
        Tile[R * F::Tile::Cols + C] = Got;
    }
}
template <int M, int N, int K, class TA, class LA, class TB, class LB, class TC, class TD>
void mma_sync(fragment<accumulator, M, N, K, TD> &D, const fragment<matrix_a, M, N, K, TA, LA> &A,
              const fragment<matrix_b, M, N, K, TB, LB> &B,
              const fragment<accumulator, M, N, K, TC> &C, bool Satf = false) {
  typedef typename Sum<TC>::type V;
  typedef fragment<accumulator, M, N, K, TD> FD;
  V TileA[M * K], TileB[K * N];
  gather(A, TileA, __is_same(TA, precision::tf32));
  gather(B, TileB, __is_same(TB, precision::tf32));
  for (int I = 0, R, Col; I < FD::num_elements; ++I) {
    if (!FD::at(cuda2hip::emu::laneId(), I, R, Col))
      continue;
    V Acc = static_cast<V>(C.x[I]);
    for (int Kk = 0; Kk < K; ++Kk)
      Acc += TileA[R * K + Kk] * TileB[Kk * N + Col];
    if constexpr (__is_same(V, float))
      if (Satf) // to the finite range; NaN becomes 0
        Acc = Acc != Acc ? 0.0f : std::min(std::max(Acc, -3.40282347e38f), 3.40282347e38f);
    D.x[I] = static_cast<TD>(Acc);
  }
}
} // namespace wmma
} // namespace nvcuda
