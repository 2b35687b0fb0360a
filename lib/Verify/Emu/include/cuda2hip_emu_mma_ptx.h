/* cuda2hip emulator: CUDA's warp matrix PTX (mma.sync m16n8k16/m16n8k8,
 * ldmatrix, movmatrix) for the reference run, which the lowering turns into
 * calls of these. Written from the register layouts of the PTX ISA
 * (g = lane / 4, t = lane % 4), independently of the translation's helpers:
 * every lane gathers the whole operand tiles, placing each element where
 * the place* functions say, then computes its own part of D, adding the
 * products to C in k order in float. */
#ifndef CUDA2HIP_EMU_MMA_PTX_H
#define CUDA2HIP_EMU_MMA_PTX_H

namespace cuda2hip {
namespace emu {
namespace ptx {
/// Element I of lane L: A (a0, a1, ...: rows g, g, g+8, g+8, then the same
/// 8 columns on), B (b0, b1, ...: k = 2t, 2t+1, then 8 on; column g), C/D
/// (rows g, g, g+8, g+8; columns 2t, 2t+1).
inline void placeA(unsigned L, int I, int &Row, int &Col) {
  Row = static_cast<int>(L / 4) + 8 * ((I / 2) % 2);
  Col = static_cast<int>(2 * (L % 4)) + I % 2 + 8 * (I / 4);
}
inline void placeB(unsigned L, int I, int &K, int &Col) {
  K = static_cast<int>(2 * (L % 4)) + I % 2 + 8 * (I / 2);
  Col = static_cast<int>(L / 4);
}
inline void placeC(unsigned L, int I, int &Row, int &Col) {
  Row = static_cast<int>(L / 4) + 8 * (I / 2);
  Col = static_cast<int>(2 * (L % 4)) + I % 2;
}
inline float half16(uint32_t W, int E, bool Bf16) {
  uint16_t H = static_cast<uint16_t>(W >> (16 * E));
  return Bf16 ? __builtin_bit_cast(float, static_cast<uint32_t>(H) << 16)
              : static_cast<float>(__builtin_bit_cast(_Float16, H));
}
inline uint32_t pack16(float Lo, float Hi) {
  return __builtin_bit_cast(uint16_t, static_cast<_Float16>(Lo)) |
         static_cast<uint32_t>(__builtin_bit_cast(uint16_t, static_cast<_Float16>(Hi))) << 16;
}
template <int K>
void mma(const uint32_t *A, const uint32_t *B, const float *C, float *D, bool Bf16) {
  float TA[16][K], TB[K][8];
  for (int Reg = 0; Reg < K / 4; ++Reg)
    for (unsigned L = 0; L < 32; ++L) {
      uint32_t W = __shfl_sync(0xffffffffu, A[Reg], static_cast<int>(L));
      for (int E = 0, R, Col; E < 2; ++E) {
        placeA(L, 2 * Reg + E, R, Col);
        TA[R][Col] = half16(W, E, Bf16);
      }
    }
  for (int Reg = 0; Reg < K / 8; ++Reg)
    for (unsigned L = 0; L < 32; ++L) {
      uint32_t W = __shfl_sync(0xffffffffu, B[Reg], static_cast<int>(L));
      for (int E = 0, Kk, Col; E < 2; ++E) {
        placeB(L, 2 * Reg + E, Kk, Col);
        TB[Kk][Col] = half16(W, E, Bf16);
      }
    }
  for (int I = 0, R, Col; I < 4; ++I) {
    placeC(laneId(), I, R, Col);
    float Acc = C[I];
    for (int Kk = 0; Kk < K; ++Kk)
      Acc += TA[R][Kk] * TB[Kk][Col];
    D[I] = Acc;
  }
}
/// ldmatrix: matrix J's rows come from the addresses lanes 8J..8J+7 give.
template <bool Trans> uint32_t ldmatrix(int J, uint32_t Addr) {
  uint32_t Rows[8];
  for (int R = 0; R < 8; ++R)
    Rows[R] = __shfl_sync(0xffffffffu, Addr, 8 * J + R);
  unsigned L = laneId();
  auto At = [&](int R, int Col) {
    uint16_t V;
    std::memcpy(&V, sharedPointer(Rows[R] + 2 * Col, 2, Site{"ldmatrix", 0}), 2);
    return static_cast<uint32_t>(V);
  };
  int R = static_cast<int>(L / 4), Col = static_cast<int>(2 * (L % 4));
  if (!Trans)
    return At(R, Col) | At(R, Col + 1) << 16;
  return At(Col, R) | At(Col + 1, R) << 16;  // the transpose's row R
}
} // namespace ptx
} // namespace emu
} // namespace cuda2hip

#define C2H_PTX_MMA_F32(Name, K, Bf16, AP, AA, BP, BA)                         \
  template <class T>                                                           \
  void Name(T &D0, T &D1, T &D2, T &D3, AP, BP, float C0, float C1, float C2,  \
            float C3) {                                                        \
    const uint32_t A[] = {AA}, B[] = {BA};                                     \
    const float C[] = {C0, C1, C2, C3};                                        \
    float D[4];                                                                \
    cuda2hip::emu::ptx::mma<K>(A, B, C, D, Bf16);                              \
    D0 = D[0], D1 = D[1], D2 = D[2], D3 = D[3];                                \
  }
#define C2H_PTX_MMA_F16(Name, K, AP, AA, BP, BA)                               \
  template <class T> void Name(T &D0, T &D1, AP, BP, uint32_t C0, uint32_t C1) { \
    using cuda2hip::emu::ptx::half16;                                          \
    const uint32_t A[] = {AA}, B[] = {BA};                                     \
    const float C[] = {half16(C0, 0, false), half16(C0, 1, false),             \
                       half16(C1, 0, false), half16(C1, 1, false)};            \
    float D[4];                                                                \
    cuda2hip::emu::ptx::mma<K>(A, B, C, D, false);                             \
    D0 = __builtin_bit_cast(T, cuda2hip::emu::ptx::pack16(D[0], D[1]));        \
    D1 = __builtin_bit_cast(T, cuda2hip::emu::ptx::pack16(D[2], D[3]));        \
  }
#define C2H_COMMA ,
#define C2H_A16 uint32_t A0 C2H_COMMA uint32_t A1 C2H_COMMA uint32_t A2 C2H_COMMA uint32_t A3
#define C2H_A16_ARGS A0 C2H_COMMA A1 C2H_COMMA A2 C2H_COMMA A3
#define C2H_B16 uint32_t B0 C2H_COMMA uint32_t B1
#define C2H_B16_ARGS B0 C2H_COMMA B1
C2H_PTX_MMA_F32(__c2h_ptx_mma_m16n8k16_f32_f16, 16, false, C2H_A16, C2H_A16_ARGS, C2H_B16, C2H_B16_ARGS)
C2H_PTX_MMA_F32(__c2h_ptx_mma_m16n8k16_f32_bf16, 16, true, C2H_A16, C2H_A16_ARGS, C2H_B16, C2H_B16_ARGS)
C2H_PTX_MMA_F16(__c2h_ptx_mma_m16n8k16_f16_f16, 16, C2H_A16, C2H_A16_ARGS, C2H_B16, C2H_B16_ARGS)
C2H_PTX_MMA_F32(__c2h_ptx_mma_m16n8k8_f32_f16, 8, false, uint32_t A0 C2H_COMMA uint32_t A1, A0 C2H_COMMA A1, uint32_t B0, B0)
C2H_PTX_MMA_F32(__c2h_ptx_mma_m16n8k8_f32_bf16, 8, true, uint32_t A0 C2H_COMMA uint32_t A1, A0 C2H_COMMA A1, uint32_t B0, B0)
C2H_PTX_MMA_F16(__c2h_ptx_mma_m16n8k8_f16_f16, 8, uint32_t A0 C2H_COMMA uint32_t A1, A0 C2H_COMMA A1, uint32_t B0, B0)
#undef C2H_PTX_MMA_F32
#undef C2H_PTX_MMA_F16
#undef C2H_A16
#undef C2H_A16_ARGS
#undef C2H_B16
#undef C2H_B16_ARGS
#undef C2H_COMMA

template <class T> void __c2h_ptx_ldmatrix_x1(T &R0, uint32_t A) {
  R0 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<false>(0, A));
}
template <class T> void __c2h_ptx_ldmatrix_x2(T &R0, T &R1, uint32_t A) {
  R0 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<false>(0, A));
  R1 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<false>(1, A));
}
template <class T> void __c2h_ptx_ldmatrix_x4(T &R0, T &R1, T &R2, T &R3, uint32_t A) {
  R0 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<false>(0, A));
  R1 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<false>(1, A));
  R2 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<false>(2, A));
  R3 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<false>(3, A));
}
template <class T> void __c2h_ptx_ldmatrix_x1_trans(T &R0, uint32_t A) {
  R0 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<true>(0, A));
}
template <class T> void __c2h_ptx_ldmatrix_x2_trans(T &R0, T &R1, uint32_t A) {
  R0 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<true>(0, A));
  R1 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<true>(1, A));
}
template <class T> void __c2h_ptx_ldmatrix_x4_trans(T &R0, T &R1, T &R2, T &R3, uint32_t A) {
  R0 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<true>(0, A));
  R1 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<true>(1, A));
  R2 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<true>(2, A));
  R3 = __builtin_bit_cast(T, cuda2hip::emu::ptx::ldmatrix<true>(3, A));
}
/// movmatrix .trans: M[r][c] is in lane 4r + c/2, half c%2; lane l gets row
/// l/4 of the transpose.
template <class T> void __c2h_ptx_movmatrix_trans(T &D, uint32_t A) {
  uint16_t M[8][8];
  for (unsigned L = 0; L < 32; ++L) {
    uint32_t W = __shfl_sync(0xffffffffu, A, static_cast<int>(L));
    M[L / 4][2 * (L % 4)] = static_cast<uint16_t>(W);
    M[L / 4][2 * (L % 4) + 1] = static_cast<uint16_t>(W >> 16);
  }
  unsigned L = cuda2hip::emu::laneId();
  D = __builtin_bit_cast(T, M[2 * (L % 4)][L / 4] |
                                static_cast<uint32_t>(M[2 * (L % 4) + 1][L / 4]) << 16);
}
#endif
