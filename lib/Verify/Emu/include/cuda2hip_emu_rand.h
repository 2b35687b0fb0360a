/* cuda2hip emulator: a subset of cuRAND, host (curand.h) and device
 * (curand_kernel.h) API; hiprand/hiprand.h and hiprand/hiprand_kernel.h
 * reach the same functions through the generated hiprandX -> curandX names.
 *
 * Every generator and state type draws from Philox4x32-10 (Salmon et al.,
 * SC'11): a counter-based generator, so curand_init's subsequence and offset
 * are exact jumps and each thread's stream is independent of how the
 * emulator schedules threads. The numbers are not NVIDIA's or AMD's
 * sequences: a program that compares its draws against values computed by
 * another library fails here, and one that checks statistics or compares
 * the device with itself (the common case) is checked. Both verify runs
 * (the CUDA reference and the translation) draw the same numbers.
 * Distributions follow cuRAND's documented ranges: uniform in (0, 1],
 * normal by Box-Muller with the second value kept for the next call. */
#ifndef CUDA2HIP_EMU_RAND_H
#define CUDA2HIP_EMU_RAND_H

#include "cuda2hip_emu.h"
#include <cmath>
#include <cstdint>

typedef enum curandStatus {
  CURAND_STATUS_SUCCESS = 0,
  CURAND_STATUS_VERSION_MISMATCH = 100,
  CURAND_STATUS_NOT_INITIALIZED = 101,
  CURAND_STATUS_ALLOCATION_FAILED = 102,
  CURAND_STATUS_TYPE_ERROR = 103,
  CURAND_STATUS_OUT_OF_RANGE = 104,
  CURAND_STATUS_LENGTH_NOT_MULTIPLE = 105,
  CURAND_STATUS_DOUBLE_PRECISION_REQUIRED = 106,
  CURAND_STATUS_LAUNCH_FAILURE = 201,
  CURAND_STATUS_PREEXISTING_FAILURE = 202,
  CURAND_STATUS_INITIALIZATION_FAILED = 203,
  CURAND_STATUS_ARCH_MISMATCH = 204,
  CURAND_STATUS_INTERNAL_ERROR = 999
} curandStatus_t;
typedef enum curandRngType {
  CURAND_RNG_TEST = 0,
  CURAND_RNG_PSEUDO_DEFAULT = 100,
  CURAND_RNG_PSEUDO_XORWOW = 101,
  CURAND_RNG_PSEUDO_MRG32K3A = 121,
  CURAND_RNG_PSEUDO_MTGP32 = 141,
  CURAND_RNG_PSEUDO_MT19937 = 142,
  CURAND_RNG_PSEUDO_PHILOX4_32_10 = 161
} curandRngType_t;

namespace cuda2hip {
namespace emu {
namespace rand {

/// Philox4x32-10 on a 128-bit counter and a 64-bit key.
inline void philox(const uint32_t Ctr[4], const uint32_t Key[2], uint32_t Out[4]) {
  uint32_t C[4] = {Ctr[0], Ctr[1], Ctr[2], Ctr[3]}, K[2] = {Key[0], Key[1]};
  for (int Round = 0; Round < 10; ++Round) {
    uint64_t P0 = uint64_t(0xD2511F53u) * C[0], P1 = uint64_t(0xCD9E8D57u) * C[2];
    uint32_t N[4] = {uint32_t(P1 >> 32) ^ C[1] ^ K[0], uint32_t(P1),
                     uint32_t(P0 >> 32) ^ C[3] ^ K[1], uint32_t(P0)};
    C[0] = N[0], C[1] = N[1], C[2] = N[2], C[3] = N[3];
    K[0] += 0x9E3779B9u;
    K[1] += 0xBB67AE85u;
  }
  Out[0] = C[0], Out[1] = C[1], Out[2] = C[2], Out[3] = C[3];
}

/// One stream: counter, key, the block of four outputs being used, and the
/// Box-Muller values kept for the next normal draw.
struct Stream {
  uint32_t Ctr[4], Key[2], Out[4];
  unsigned Used;
  int HasNormal, HasNormalDouble;
  float Normal;
  double NormalDouble;

  void advance(uint64_t Blocks) {
    uint64_t Lo = (uint64_t(Ctr[1]) << 32 | Ctr[0]) + Blocks;
    bool Carry = Lo < Blocks;
    Ctr[0] = uint32_t(Lo), Ctr[1] = uint32_t(Lo >> 32);
    if (Carry && ++Ctr[2] == 0)
      ++Ctr[3];
  }
  void init(unsigned long long Seed, unsigned long long Subsequence,
            unsigned long long Offset) {
    Key[0] = uint32_t(Seed), Key[1] = uint32_t(Seed >> 32);
    Ctr[0] = Ctr[1] = 0;
    Ctr[2] = uint32_t(Subsequence), Ctr[3] = uint32_t(Subsequence >> 32);
    HasNormal = HasNormalDouble = 0;
    advance(Offset / 4);
    philox(Ctr, Key, Out);
    Used = unsigned(Offset % 4);
  }
  /// Jumps over N draws: whole blocks of four by the counter.
  void skip(unsigned long long N) {
    unsigned long long Pos = Used + N; // Used is 4 once a block is spent.
    if (Pos < 4) {
      Used = unsigned(Pos);
      return;
    }
    advance(Pos / 4);
    philox(Ctr, Key, Out);
    Used = unsigned(Pos % 4);
  }
  uint32_t next() {
    if (Used == 4) {
      advance(1);
      philox(Ctr, Key, Out);
      Used = 0;
    }
    return Out[Used++];
  }
  /// (0, 1], in steps of 2^-32.
  float uniform() { return next() * 2.3283064365386963e-10f + 1.1641532182693481e-10f; }
  /// (0, 1], in steps of 2^-53.
  double uniformDouble() {
    uint64_t Hi = next(), Lo = next();
    uint64_t Bits = (Hi << 21) ^ (Lo & 0x1FFFFF);
    return double(Bits) * 1.1102230246251565e-16 + 5.5511151231257827e-17;
  }
  float normal() { return gaussian(HasNormal, Normal, [this] { return uniform(); }); }
  double normalDouble() {
    return gaussian(HasNormalDouble, NormalDouble, [this] { return uniformDouble(); });
  }
  /// Box-Muller on two uniform draws: returns one value and keeps the other
  /// (Has, Kept) for the next call.
  template <class T, class Draw> static T gaussian(int &Has, T &Kept, Draw Uniform) {
    if (Has) {
      Has = 0;
      return Kept;
    }
    T U = Uniform(), V = Uniform();
    T R = std::sqrt(T(-2) * std::log(U)), A = T(6.283185307179586) * V;
    Kept = R * std::cos(A);
    Has = 1;
    return R * std::sin(A);
  }
  /// Poisson by counting exponential gaps (Knuth), exact in distribution.
  unsigned poisson(double Lambda) {
    double Limit = std::exp(-Lambda), P = 1;
    unsigned K = 0;
    while ((P *= uniformDouble()) > Limit)
      ++K;
    return K;
  }
};

} // namespace rand
} // namespace emu
} // namespace cuda2hip

/* Device states: all three types share the Philox stream (see above). */
struct curandStateXORWOW : cuda2hip::emu::rand::Stream {};
struct curandStatePhilox4_32_10 : cuda2hip::emu::rand::Stream {};
struct curandStateMRG32k3a : cuda2hip::emu::rand::Stream {};
typedef curandStateXORWOW curandStateXORWOW_t;
typedef curandStateXORWOW curandState_t;
typedef curandStateXORWOW curandState;
typedef curandStatePhilox4_32_10 curandStatePhilox4_32_10_t;
typedef curandStateMRG32k3a curandStateMRG32k3a_t;

template <class S>
void curand_init(unsigned long long Seed, unsigned long long Subsequence,
                 unsigned long long Offset, S *State) {
  State->init(Seed, Subsequence, Offset);
}
template <class S> unsigned int curand(S *State) { return State->next(); }
template <class S> float curand_uniform(S *State) { return State->uniform(); }
template <class S> double curand_uniform_double(S *State) { return State->uniformDouble(); }
template <class S> float curand_normal(S *State) { return State->normal(); }
template <class S> double curand_normal_double(S *State) { return State->normalDouble(); }
template <class S> float curand_log_normal(S *State, float Mean, float Stddev) {
  return std::exp(Mean + Stddev * State->normal());
}
template <class S> double curand_log_normal_double(S *State, double Mean, double Stddev) {
  return std::exp(Mean + Stddev * State->normalDouble());
}
template <class S> unsigned int curand_poisson(S *State, double Lambda) {
  return State->poisson(Lambda);
}
template <class S> float2 curand_normal2(S *State) {
  float A = State->normal(), B = State->normal();
  return float2{A, B};
}
template <class S> double2 curand_normal2_double(S *State) {
  double A = State->normalDouble(), B = State->normalDouble();
  return double2{A, B};
}
inline uint4 curand4(curandStatePhilox4_32_10 *State) {
  unsigned A = State->next(), B = State->next(), C = State->next(), D = State->next();
  return uint4{A, B, C, D};
}
inline float4 curand_uniform4(curandStatePhilox4_32_10 *State) {
  float A = State->uniform(), B = State->uniform(), C = State->uniform(), D = State->uniform();
  return float4{A, B, C, D};
}
inline float4 curand_normal4(curandStatePhilox4_32_10 *State) {
  float A = State->normal(), B = State->normal(), C = State->normal(), D = State->normal();
  return float4{A, B, C, D};
}
inline double2 curand_uniform2_double(curandStatePhilox4_32_10 *State) {
  double A = State->uniformDouble(), B = State->uniformDouble();
  return double2{A, B};
}
template <class S> void skipahead(unsigned long long N, S *State) {
  State->skip(N);
}
template <class S> void skipahead_sequence(unsigned long long N, S *State) {
  uint64_t Sub = (uint64_t(State->Ctr[3]) << 32 | State->Ctr[2]) + N;
  State->Ctr[2] = uint32_t(Sub), State->Ctr[3] = uint32_t(Sub >> 32);
  cuda2hip::emu::rand::philox(State->Ctr, State->Key, State->Out);
}

/* Host generators (all memory is host memory here). */
struct curandGenerator_st {
  curandRngType_t Type;
  unsigned long long Seed = 0, Offset = 0;
  cudaStream_t Stream = nullptr;
  bool Started = false;
  cuda2hip::emu::rand::Stream S;
  cuda2hip::emu::rand::Stream &stream() {
    if (!Started) {
      S.init(Seed, 0, Offset);
      Started = true;
    }
    return S;
  }
};
typedef curandGenerator_st *curandGenerator_t;

inline curandStatus_t curandCreateGenerator(curandGenerator_t *G, curandRngType_t Type) {
  if (Type < CURAND_RNG_PSEUDO_DEFAULT || Type > CURAND_RNG_PSEUDO_PHILOX4_32_10)
    return CURAND_STATUS_TYPE_ERROR; // The quasi-random generators are outside the subset.
  *G = new curandGenerator_st;
  (*G)->Type = Type;
  return CURAND_STATUS_SUCCESS;
}
inline curandStatus_t curandCreateGeneratorHost(curandGenerator_t *G, curandRngType_t Type) {
  return curandCreateGenerator(G, Type);
}
inline curandStatus_t curandDestroyGenerator(curandGenerator_t G) {
  if (!G)
    return CURAND_STATUS_NOT_INITIALIZED;
  delete G;
  return CURAND_STATUS_SUCCESS;
}
inline curandStatus_t curandSetPseudoRandomGeneratorSeed(curandGenerator_t G,
                                                         unsigned long long Seed) {
  if (!G)
    return CURAND_STATUS_NOT_INITIALIZED;
  G->Seed = Seed;
  G->Started = false;
  return CURAND_STATUS_SUCCESS;
}
inline curandStatus_t curandSetGeneratorOffset(curandGenerator_t G, unsigned long long Offset) {
  if (!G)
    return CURAND_STATUS_NOT_INITIALIZED;
  G->Offset = Offset;
  G->Started = false;
  return CURAND_STATUS_SUCCESS;
}
inline curandStatus_t curandSetStream(curandGenerator_t G, cudaStream_t S) {
  if (!G)
    return CURAND_STATUS_NOT_INITIALIZED;
  G->Stream = S;
  return CURAND_STATUS_SUCCESS;
}
inline curandStatus_t curandGenerateSeeds(curandGenerator_t G) {
  return G ? CURAND_STATUS_SUCCESS : CURAND_STATUS_NOT_INITIALIZED;
}
namespace cuda2hip {
namespace emu {
namespace rand {
/// N draws of generator G into Out (host memory here).
template <class T, class Draw>
curandStatus_t generate(curandGenerator_t G, T *Out, size_t N, Draw D) {
  if (!G)
    return CURAND_STATUS_NOT_INITIALIZED;
  for (size_t I = 0; I < N; ++I)
    Out[I] = D(G->stream());
  return CURAND_STATUS_SUCCESS;
}
} // namespace rand
} // namespace emu
} // namespace cuda2hip
inline curandStatus_t curandGenerate(curandGenerator_t G, unsigned int *Out, size_t N) {
  namespace R = cuda2hip::emu::rand;
  return R::generate(G, Out, N, [](R::Stream &S) { return S.next(); });
}
inline curandStatus_t curandGenerateUniform(curandGenerator_t G, float *Out, size_t N) {
  namespace R = cuda2hip::emu::rand;
  return R::generate(G, Out, N, [](R::Stream &S) { return S.uniform(); });
}
inline curandStatus_t curandGenerateUniformDouble(curandGenerator_t G, double *Out, size_t N) {
  namespace R = cuda2hip::emu::rand;
  return R::generate(G, Out, N, [](R::Stream &S) { return S.uniformDouble(); });
}
/* The normal generators take an even count, as cuRAND's pseudo-random ones
 * do (they make pairs). */
inline curandStatus_t curandGenerateNormal(curandGenerator_t G, float *Out, size_t N,
                                           float Mean, float Stddev) {
  if (G && N % 2)
    return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  namespace R = cuda2hip::emu::rand;
  return R::generate(G, Out, N, [&](R::Stream &S) { return Mean + Stddev * S.normal(); });
}
inline curandStatus_t curandGenerateNormalDouble(curandGenerator_t G, double *Out, size_t N,
                                                 double Mean, double Stddev) {
  if (G && N % 2)
    return CURAND_STATUS_LENGTH_NOT_MULTIPLE;
  namespace R = cuda2hip::emu::rand;
  return R::generate(G, Out, N, [&](R::Stream &S) { return Mean + Stddev * S.normalDouble(); });
}
inline curandStatus_t curandGenerateLogNormal(curandGenerator_t G, float *Out, size_t N,
                                              float Mean, float Stddev) {
  curandStatus_t S = curandGenerateNormal(G, Out, N, Mean, Stddev);
  for (size_t I = 0; S == CURAND_STATUS_SUCCESS && I < N; ++I)
    Out[I] = std::exp(Out[I]);
  return S;
}
inline curandStatus_t curandGenerateLogNormalDouble(curandGenerator_t G, double *Out, size_t N,
                                                    double Mean, double Stddev) {
  curandStatus_t S = curandGenerateNormalDouble(G, Out, N, Mean, Stddev);
  for (size_t I = 0; S == CURAND_STATUS_SUCCESS && I < N; ++I)
    Out[I] = std::exp(Out[I]);
  return S;
}
inline curandStatus_t curandGeneratePoisson(curandGenerator_t G, unsigned int *Out, size_t N,
                                            double Lambda) {
  if (G && Lambda <= 0)
    return CURAND_STATUS_OUT_OF_RANGE;
  namespace R = cuda2hip::emu::rand;
  return R::generate(G, Out, N, [&](R::Stream &S) { return S.poisson(Lambda); });
}

#endif
