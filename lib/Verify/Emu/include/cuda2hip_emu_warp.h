/* cuda2hip emulator: warp-level functions, in the program's dialect.
 *
 * CUDA: the *_sync functions with 32-bit masks and results, __activemask.
 * HIP: __shfl*, __ballot, __any, __all (the active lanes of the wavefront,
 * 64-bit results), the 64-bit-mask *_sync forms, __lane_id and the lane
 * masks, and the __builtin_amdgcn_* intrinsics cuda2hip emits (the lowering
 * renames them __c2h_amdgcn_*, since x86 compilers reserve the builtin
 * names). Every call records its source line for error reports. */
#ifndef CUDA2HIP_EMU_WARP_H
#define CUDA2HIP_EMU_WARP_H

namespace cuda2hip {
namespace emu {
using Mask = unsigned long long;
#define C2H_LOC const char *File_ = __builtin_FILE(), unsigned Line_ = __builtin_LINE()
#define C2H_AT ::cuda2hip::emu::Site{File_, Line_}

template <class T> T shflAny(Op K, Mode M, Mask Msk, T V, long long Arg, int W, Site S) {
  if constexpr (sizeof(T) <= 8) {
    return shuffle<T>(K, M, Msk, V, Arg, W, S);
  } else {
    // Wider types move as 64-bit pieces along the same lanes.
    static_assert(sizeof(T) % 4 == 0, "shuffled types are made of 32-bit words");
    T R;
    const char *In = reinterpret_cast<const char *>(&V);
    char *Out = reinterpret_cast<char *>(&R);
    for (size_t O = 0; O < sizeof(T); O += 4) {
      uint32_t Word;
      std::memcpy(&Word, In + O, 4);
      Word = shuffle<uint32_t>(K, M, Msk, Word, Arg, W, S);
      std::memcpy(Out + O, &Word, 4);
    }
    return R;
  }
}
inline WarpResult vote(Op K, Mode M, Mask Msk, uint64_t V, Site S) {
  return warpOp(WarpRequest{K, M, Msk, V, 0, 0, S});
}
template <class T> uint64_t matchBits(T V) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "match takes 32- or 64-bit values");
  return toBits(V);
}
template <class T> uint64_t reduceBits(T V) {
  return std::is_signed<T>::value ? static_cast<uint64_t>(static_cast<int64_t>(V))
                                  : static_cast<uint64_t>(V);
}
} // namespace emu
} // namespace cuda2hip

#if defined(C2H_EMU_HIP)
typedef unsigned long long __c2h_mask_t; // HIP: 64-bit masks and ballots.
#else
typedef unsigned int __c2h_mask_t;
#endif

/* The *_sync family (CUDA, and HIP's forms with 64-bit masks). */
template <class T>
T __shfl_sync(unsigned long long M, T V, int Src, int W = warpSize, C2H_LOC) {
  return cuda2hip::emu::shflAny(cuda2hip::emu::Op::ShflIdx, cuda2hip::emu::Mode::Sync, M, V,
                                Src, W, C2H_AT);
}
template <class T>
T __shfl_up_sync(unsigned long long M, T V, unsigned D, int W = warpSize, C2H_LOC) {
  return cuda2hip::emu::shflAny(cuda2hip::emu::Op::ShflUp, cuda2hip::emu::Mode::Sync, M, V, D,
                                W, C2H_AT);
}
template <class T>
T __shfl_down_sync(unsigned long long M, T V, unsigned D, int W = warpSize, C2H_LOC) {
  return cuda2hip::emu::shflAny(cuda2hip::emu::Op::ShflDown, cuda2hip::emu::Mode::Sync, M, V,
                                D, W, C2H_AT);
}
template <class T>
T __shfl_xor_sync(unsigned long long M, T V, int L, int W = warpSize, C2H_LOC) {
  return cuda2hip::emu::shflAny(cuda2hip::emu::Op::ShflXor, cuda2hip::emu::Mode::Sync, M, V,
                                L, W, C2H_AT);
}
inline __c2h_mask_t __ballot_sync(unsigned long long M, int P, C2H_LOC) {
  return static_cast<__c2h_mask_t>(
      cuda2hip::emu::vote(cuda2hip::emu::Op::Ballot, cuda2hip::emu::Mode::Sync, M, P != 0, C2H_AT)
          .Value);
}
inline int __any_sync(unsigned long long M, int P, C2H_LOC) {
  return static_cast<int>(
      cuda2hip::emu::vote(cuda2hip::emu::Op::Any, cuda2hip::emu::Mode::Sync, M, P != 0, C2H_AT)
          .Value);
}
inline int __all_sync(unsigned long long M, int P, C2H_LOC) {
  return static_cast<int>(
      cuda2hip::emu::vote(cuda2hip::emu::Op::All, cuda2hip::emu::Mode::Sync, M, P != 0, C2H_AT)
          .Value);
}
inline __c2h_mask_t __activemask(C2H_LOC) {
  return static_cast<__c2h_mask_t>(cuda2hip::emu::vote(cuda2hip::emu::Op::ActiveMask,
                                                       cuda2hip::emu::Mode::NoSync, 0, 0, C2H_AT)
                                       .Value);
}
template <class T> __c2h_mask_t __match_any_sync(unsigned long long M, T V, C2H_LOC) {
  return static_cast<__c2h_mask_t>(cuda2hip::emu::vote(cuda2hip::emu::Op::MatchAny,
                                                       cuda2hip::emu::Mode::Sync, M,
                                                       cuda2hip::emu::matchBits(V), C2H_AT)
                                       .Value);
}
template <class T> __c2h_mask_t __match_all_sync(unsigned long long M, T V, int *Pred, C2H_LOC) {
  cuda2hip::emu::WarpResult R = cuda2hip::emu::vote(
      cuda2hip::emu::Op::MatchAll, cuda2hip::emu::Mode::Sync, M, cuda2hip::emu::matchBits(V), C2H_AT);
  *Pred = R.Pred;
  return static_cast<__c2h_mask_t>(R.Value);
}
#define C2H_REDUCE(Name, SOp, UOp)                                             \
  inline int Name(unsigned long long M, int V, C2H_LOC) {                      \
    return static_cast<int>(cuda2hip::emu::vote(cuda2hip::emu::Op::SOp,       \
                                                cuda2hip::emu::Mode::Sync, M,  \
                                                cuda2hip::emu::reduceBits(V),  \
                                                C2H_AT)                        \
                                .Value);                                       \
  }                                                                            \
  inline unsigned Name(unsigned long long M, unsigned V, C2H_LOC) {            \
    return static_cast<unsigned>(cuda2hip::emu::vote(cuda2hip::emu::Op::UOp,  \
                                                     cuda2hip::emu::Mode::Sync,\
                                                     M, V, C2H_AT)             \
                                     .Value);                                  \
  }
C2H_REDUCE(__reduce_add_sync, ReduceAdd, ReduceAdd)
C2H_REDUCE(__reduce_min_sync, ReduceMinS, ReduceMinU)
C2H_REDUCE(__reduce_max_sync, ReduceMaxS, ReduceMaxU)
C2H_REDUCE(__reduce_and_sync, ReduceAnd, ReduceAnd)
C2H_REDUCE(__reduce_or_sync, ReduceOr, ReduceOr)
C2H_REDUCE(__reduce_xor_sync, ReduceXor, ReduceXor)
#undef C2H_REDUCE
inline void __syncwarp(unsigned long long M = ~0ull, C2H_LOC) {
#if !defined(C2H_EMU_HIP)
  M &= 0xffffffffull; // CUDA's 32-bit mask.
#endif
  cuda2hip::emu::vote(cuda2hip::emu::Op::SyncWarp, cuda2hip::emu::Mode::Sync, M, 0, C2H_AT);
}

/* HIP's functions over the active lanes. __shfl's source index: ROCm 5.2's
 * headers add it to the segment base as given; newer HIP masks it to the
 * segment first. C2H_EMU_ROCM (major * 100 + minor, the translation's
 * target) chooses; 6.0 is taken as the first release with the newer form. */
#ifndef C2H_EMU_ROCM
#define C2H_EMU_ROCM 502
#endif
template <class T> T __shfl(T V, int Src, int W = warpSize, C2H_LOC) {
  return cuda2hip::emu::shflAny(cuda2hip::emu::Op::ShflIdx,
                                C2H_EMU_ROCM >= 600 ? cuda2hip::emu::Mode::NoSyncMaskedSource
                                                    : cuda2hip::emu::Mode::NoSync,
                                0, V, Src, W, C2H_AT);
}
template <class T> T __shfl_up(T V, unsigned D, int W = warpSize, C2H_LOC) {
  return cuda2hip::emu::shflAny(cuda2hip::emu::Op::ShflUp, cuda2hip::emu::Mode::NoSync, 0, V, D,
                                W, C2H_AT);
}
template <class T> T __shfl_down(T V, unsigned D, int W = warpSize, C2H_LOC) {
  return cuda2hip::emu::shflAny(cuda2hip::emu::Op::ShflDown, cuda2hip::emu::Mode::NoSync, 0, V,
                                D, W, C2H_AT);
}
template <class T> T __shfl_xor(T V, int L, int W = warpSize, C2H_LOC) {
  return cuda2hip::emu::shflAny(cuda2hip::emu::Op::ShflXor, cuda2hip::emu::Mode::NoSync, 0, V, L,
                                W, C2H_AT);
}
inline unsigned long long __ballot(int P, C2H_LOC) {
  return cuda2hip::emu::vote(cuda2hip::emu::Op::Ballot, cuda2hip::emu::Mode::NoSync, 0, P != 0,
                             C2H_AT)
      .Value;
}
inline int __any(int P, C2H_LOC) {
  return static_cast<int>(
      cuda2hip::emu::vote(cuda2hip::emu::Op::Any, cuda2hip::emu::Mode::NoSync, 0, P != 0, C2H_AT)
          .Value);
}
inline int __all(int P, C2H_LOC) {
  return static_cast<int>(
      cuda2hip::emu::vote(cuda2hip::emu::Op::All, cuda2hip::emu::Mode::NoSync, 0, P != 0, C2H_AT)
          .Value);
}
inline unsigned __lane_id() { return cuda2hip::emu::laneId(); }
inline unsigned long long __lanemask_lt() { return (1ull << __lane_id()) - 1; }
inline unsigned long long __lanemask_le() { return (2ull << __lane_id()) - 1; }
inline unsigned long long __lanemask_gt() { return ~__lanemask_le(); }
inline unsigned long long __lanemask_ge() { return ~__lanemask_lt(); }
inline unsigned long long __lanemask_eq() { return 1ull << __lane_id(); }
// Inline-PTX warp idioms, which the lowering replaces with these (the lane
// and masks of the caller's warp, in 32 bits as PTX gives them).
inline unsigned __c2h_ptx_laneid() { return __lane_id(); }
inline unsigned __c2h_ptx_lanemask_lt() { return static_cast<unsigned>(__lanemask_lt()); }
inline unsigned __c2h_ptx_lanemask_le() { return static_cast<unsigned>(__lanemask_le()); }
inline unsigned __c2h_ptx_lanemask_gt() { return static_cast<unsigned>(__lanemask_gt()); }
inline unsigned __c2h_ptx_lanemask_ge() { return static_cast<unsigned>(__lanemask_ge()); }
inline unsigned __c2h_ptx_lanemask_eq() { return static_cast<unsigned>(__lanemask_eq()); }
inline void __c2h_amdgcn_wave_barrier(C2H_LOC) {
  cuda2hip::emu::vote(cuda2hip::emu::Op::WaveBarrier, cuda2hip::emu::Mode::NoSync, 0, 0, C2H_AT);
}
// A sleep in a spin loop: the lane steps aside so the lane it waits for
// can move.
inline void __c2h_amdgcn_s_sleep(int) { cuda2hip::emu::spinYield(); }
// A fence at any scope: the lanes of the wavefront meet there and their
// accesses are ordered (Emu.h, Op::Fence).
inline void __c2h_amdgcn_fence(int, const char *, C2H_LOC) { cuda2hip::emu::fence(C2H_AT); }
inline unsigned long long __c2h_amdgcn_read_exec(C2H_LOC) {
  return cuda2hip::emu::vote(cuda2hip::emu::Op::ActiveMask, cuda2hip::emu::Mode::NoSync, 0, 0,
                             C2H_AT)
      .Value;
}
inline unsigned __c2h_amdgcn_mbcnt_lo(unsigned M, unsigned B) {
  return B + __builtin_popcount(M & static_cast<unsigned>(__lanemask_lt()));
}
inline unsigned __c2h_amdgcn_mbcnt_hi(unsigned M, unsigned B) {
  return B + __builtin_popcount(M & static_cast<unsigned>(__lanemask_lt() >> 32));
}
inline int __c2h_amdgcn_ds_bpermute(int Addr, int V, C2H_LOC) {
  return cuda2hip::emu::shuffle<int>(cuda2hip::emu::Op::ShflIdx, cuda2hip::emu::Mode::NoSync, 0,
                                     V, Addr >> 2, 0,
                                     C2H_AT);
}

/* AMD's 16x16 MFMA instructions (wave 64, all 64 lanes together), with the
 * documented lane layouts: with KL inputs per lane (K = 4 KL), lane l holds
 * A[l%16][KL*(l/16)+i], B[KL*(l/16)+i][l%16] (i < KL) and D[4*(l/16)+i][l%16]
 * (i < 4). D[i] is C[i] plus the K products added in k order: 16- and 8-bit
 * products are exact in float and an int C adds them exactly; fp32 and fp64
 * products are fused into each addition (one rounding each). A lane missing
 * from the call is the program's error (a sync with the full mask). */
typedef _Float16 __c2h_emu_half4 __attribute__((ext_vector_type(4)));
typedef short __c2h_emu_short4 __attribute__((ext_vector_type(4)));
typedef float __c2h_emu_float4 __attribute__((ext_vector_type(4)));
typedef int __c2h_emu_int4 __attribute__((ext_vector_type(4)));
typedef double __c2h_emu_double4 __attribute__((ext_vector_type(4)));
namespace cuda2hip {
namespace emu {
template <class Acc, class P> Acc matrixMac(Acc D, P A, P B) {
  if constexpr (std::is_integral_v<Acc>)
    return D + static_cast<Acc>(A * B); // 8-bit products: exact
  else if constexpr (sizeof(P) == 8 || sizeof(Acc) == 4)
    return std::fma(static_cast<Acc>(A), static_cast<Acc>(B), D);
  else
    return D + static_cast<Acc>(A * B);
}
template <unsigned KL, class P, class Vec, class GetA, class GetB>
Vec mfma16x16(GetA A, GetB B, Vec C, int Cbsz, int Abid, int Blgp, Site S) {
  if (warpSize() != 64)
    fail(ErrorKind::BadLaunch, S, "an MFMA instruction needs a 64-lane wavefront");
  if (Cbsz || Abid || Blgp)
    fail(ErrorKind::BadLaunch, S, "MFMA broadcast controls (cbsz, abid, blgp) are not emulated");
  auto Gather = [&](P V, unsigned Lane) {
    return shuffle<P>(Op::ShflIdx, Mode::Sync, ~0ull, V, Lane, 64, S);
  };
  unsigned L = laneId();
  Vec D = C;
  for (unsigned K = 0; K < 4 * KL; ++K) {
    P Bk = Gather(B(K % KL), L % 16 + 16 * (K / KL));
    for (unsigned I = 0; I < 4; ++I)
      D[I] = matrixMac(D[I], Gather(A(K % KL), 4 * (L / 16) + I + 16 * (K / KL)), Bk);
  }
  return D;
}
inline float bf16Bits(short V) {
  return __builtin_bit_cast(float, static_cast<uint32_t>(static_cast<uint16_t>(V)) << 16);
}
inline float byteOf(long long W, unsigned I) {
  return static_cast<float>(static_cast<signed char>(W >> (8 * I)));
}
} // namespace emu
} // namespace cuda2hip
inline __c2h_emu_float4 __c2h_amdgcn_mfma_f32_16x16x16f16(__c2h_emu_half4 A, __c2h_emu_half4 B,
                                                          __c2h_emu_float4 C, int Cbsz, int Abid,
                                                          int Blgp, C2H_LOC) {
  return cuda2hip::emu::mfma16x16<4, float>([&](unsigned I) { return static_cast<float>(A[I]); },
                                            [&](unsigned I) { return static_cast<float>(B[I]); },
                                            C, Cbsz, Abid, Blgp, C2H_AT);
}
// v_mfma_i32_16x16x16i8: four signed 8-bit elements to a word, element i in
// byte i.
inline __c2h_emu_int4 __c2h_amdgcn_mfma_i32_16x16x16i8(int A, int B, __c2h_emu_int4 C, int Cbsz,
                                                       int Abid, int Blgp, C2H_LOC) {
  return cuda2hip::emu::mfma16x16<4, float>(
      [&](unsigned I) { return cuda2hip::emu::byteOf(A, I); },
      [&](unsigned I) { return cuda2hip::emu::byteOf(B, I); }, C, Cbsz, Abid, Blgp, C2H_AT);
}
// v_mfma_i32_16x16x32_i8 (gfx94x): eight signed 8-bit elements to a lane.
inline __c2h_emu_int4 __c2h_amdgcn_mfma_i32_16x16x32_i8(long A, long B, __c2h_emu_int4 C, int Cbsz,
                                                        int Abid, int Blgp, C2H_LOC) {
  return cuda2hip::emu::mfma16x16<8, float>(
      [&](unsigned I) { return cuda2hip::emu::byteOf(A, I); },
      [&](unsigned I) { return cuda2hip::emu::byteOf(B, I); }, C, Cbsz, Abid, Blgp, C2H_AT);
}
inline __c2h_emu_float4 __c2h_amdgcn_mfma_f32_16x16x16bf16_1k(__c2h_emu_short4 A,
                                                              __c2h_emu_short4 B,
                                                              __c2h_emu_float4 C, int Cbsz,
                                                              int Abid, int Blgp, C2H_LOC) {
  return cuda2hip::emu::mfma16x16<4, float>(
      [&](unsigned I) { return cuda2hip::emu::bf16Bits(A[I]); },
      [&](unsigned I) { return cuda2hip::emu::bf16Bits(B[I]); }, C, Cbsz, Abid, Blgp, C2H_AT);
}
inline __c2h_emu_float4 __c2h_amdgcn_mfma_f32_16x16x4f32(float A, float B, __c2h_emu_float4 C,
                                                         int Cbsz, int Abid, int Blgp, C2H_LOC) {
  return cuda2hip::emu::mfma16x16<1, float>([&](unsigned) { return A; },
                                            [&](unsigned) { return B; }, C, Cbsz, Abid, Blgp,
                                            C2H_AT);
}
inline __c2h_emu_double4 __c2h_amdgcn_mfma_f64_16x16x4f64(double A, double B,
                                                          __c2h_emu_double4 C, int Cbsz, int Abid,
                                                          int Blgp, C2H_LOC) {
  return cuda2hip::emu::mfma16x16<1, double>([&](unsigned) { return A; },
                                             [&](unsigned) { return B; }, C, Cbsz, Abid, Blgp,
                                             C2H_AT);
}

/* RDNA3's WMMA (gfx11, wave 32), with the documented lane layouts: lane l
 * holds the whole row l%16 of A (a[e] = A[l%16][e]) and column l%16 of B
 * (b[e] = B[e][l%16]), lanes 16-31 repeating lanes 0-15, and c[v] =
 * C[2v + l/16][l%16]. The hardware reads the operands of lanes 0-15; lanes
 * 16-31 that do not repeat them are reported, since the instruction's
 * contract asks for the copy. Products are added to C in k order. */
typedef _Float16 __c2h_emu_half16 __attribute__((ext_vector_type(16)));
typedef short __c2h_emu_short16 __attribute__((ext_vector_type(16)));
typedef float __c2h_emu_float8 __attribute__((ext_vector_type(8)));
typedef int __c2h_emu_int8 __attribute__((ext_vector_type(8)));
namespace cuda2hip {
namespace emu {
template <class Vec, class GetA, class GetB>
Vec wmma16x16x16(GetA A, GetB B, Vec C, Site S) {
  if (warpSize() != 32)
    fail(ErrorKind::BadLaunch, S, "an RDNA3 WMMA instruction needs a 32-lane wavefront");
  auto Gather = [&](float V, unsigned Lane) {
    return shuffle<float>(Op::ShflIdx, Mode::Sync, ~0ull, V, Lane, 32, S);
  };
  unsigned L = laneId();
  bool Repeated = true;
  for (unsigned E = 0; E < 16; ++E) {
    float Mine[2] = {A(E), B(E)};
    for (float V : Mine) {
      float Low = Gather(V, L % 16);
      Repeated &= std::memcmp(&Low, &V, sizeof V) == 0;
    }
  }
  if (vote(Op::Ballot, Mode::Sync, ~0ull, Repeated, S).Value != 0xffffffffull)
    fail(ErrorKind::BadLaunch, S,
         "RDNA3 WMMA operands of lanes 16-31 must repeat those of lanes 0-15");
  Vec D = C;
  for (unsigned K = 0; K < 16; ++K) {
    float Bk = Gather(B(K), L % 16);
    for (unsigned V = 0; V < 8; ++V)
      D[V] = matrixMac(D[V], Gather(A(K), 2 * V + L / 16), Bk);
  }
  return D;
}
} // namespace emu
} // namespace cuda2hip
inline __c2h_emu_float8 __c2h_amdgcn_wmma_f32_16x16x16_f16_w32(__c2h_emu_half16 A,
                                                               __c2h_emu_half16 B,
                                                               __c2h_emu_float8 C, C2H_LOC) {
  return cuda2hip::emu::wmma16x16x16([&](unsigned E) { return static_cast<float>(A[E]); },
                                     [&](unsigned E) { return static_cast<float>(B[E]); }, C,
                                     C2H_AT);
}
inline __c2h_emu_float8 __c2h_amdgcn_wmma_f32_16x16x16_bf16_w32(__c2h_emu_short16 A,
                                                                __c2h_emu_short16 B,
                                                                __c2h_emu_float8 C, C2H_LOC) {
  return cuda2hip::emu::wmma16x16x16([&](unsigned E) { return cuda2hip::emu::bf16Bits(A[E]); },
                                     [&](unsigned E) { return cuda2hip::emu::bf16Bits(B[E]); },
                                     C, C2H_AT);
}
// 8-bit inputs, four to a word, signed or unsigned as the flags say; clamp
// saturates the int result.
inline __c2h_emu_int8 __c2h_amdgcn_wmma_i32_16x16x16_iu8_w32(bool SignedA, __c2h_emu_int4 A,
                                                             bool SignedB, __c2h_emu_int4 B,
                                                             __c2h_emu_int8 C, bool Clamp,
                                                             C2H_LOC) {
  auto Byte = [](__c2h_emu_int4 W, bool Signed, unsigned E) {
    unsigned U = static_cast<unsigned>(W[E / 4]) >> (8 * (E % 4)) & 0xffu;
    return static_cast<float>(Signed ? static_cast<int>(static_cast<signed char>(U))
                                     : static_cast<int>(U));
  };
  if (Clamp)
    cuda2hip::emu::fail(cuda2hip::emu::ErrorKind::BadLaunch, C2H_AT,
                        "WMMA's clamp flag is not emulated");
  return cuda2hip::emu::wmma16x16x16([&](unsigned E) { return Byte(A, SignedA, E); },
                                     [&](unsigned E) { return Byte(B, SignedB, E); }, C,
                                     C2H_AT);
}

#undef C2H_LOC
#undef C2H_AT
#endif
