/* cuda2hip emulator: the CUDA and HIP programming interface on the CPU.
 *
 * A CUDA or HIP program is lowered by `cuda2hip verify` (launches, __shared__
 * declarations and shared-array indexing become calls into the emulator),
 * then compiled as host C++ with this header set and linked with the
 * emulator's engine. The same headers are read twice:
 *
 *  - by the lowering, which parses the program in Clang's CUDA mode (host
 *    side only; __CUDA__ is defined): the qualifiers are CUDA attributes so
 *    Clang knows kernels, launches and shared variables;
 *  - by the final C++ compile, where the qualifiers are empty.
 *
 * The program's dialect decides result widths: C2H_EMU_HIP selects HIP's
 * (64-bit ballots and masks), otherwise CUDA's. C2H_EMU_WAVE is the warp
 * width (32 or 64).
 */
#ifndef CUDA2HIP_EMU_H
#define CUDA2HIP_EMU_H

#include <algorithm>
#include <atomic>
#include <cassert>
#include <cfenv>
#include <chrono>
#include <climits>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <map>
#include <mutex>
#include <set>
#include <tuple>
#include <type_traits>
#include <utility>

#include "cuda2hip/Verify/Emu.h"

/* CUDA's and HIP's math libraries have isinf, isnan, isfinite and signbit
 * in the global namespace, as <math.h> has them in C++. */
using std::isfinite;
using std::isinf;
using std::isnan;
using std::signbit;

#ifndef C2H_EMU_WAVE
#define C2H_EMU_WAVE 32
#endif

/* The device pass's wave width that --warp=native output derives from
 * __GFX8__/__GFX9__ at file scope. Host and device share one pass here, so
 * the emulator states it directly and the output's own test is skipped. */
#define C2H_WAVE_SIZE C2H_EMU_WAVE

#if defined(__CUDA__)
#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __managed__ __attribute__((managed))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))
#pragma clang force_cuda_host_device begin
#else
#define __host__
#define __device__
#define __global__
#define __shared__ static
#define __constant__
#define __managed__
#define __launch_bounds__(...)
#endif
#define __forceinline__ inline
/* Empty, not __attribute__((noinline)): libstdc++ writes
 * __attribute__((__noinline__)), which must stay valid (an empty attribute
 * list); inlining does not change what a program computes. */
#define __noinline__
#define __align__(n) __attribute__((aligned(n)))
#define __restrict__ __restrict
#define __grid_constant__

/* ---- Vector types ------------------------------------------------------ */

/* HIP's vector types have operators CUDA's lack, and overload resolution
 * sees them as ROCm 5.7 to 7.2 declare them: member compound assignments
 * and hidden-friend * and / (a program's own same-type definitions of these
 * are ambiguous with them, and the translation leaves those out on AMD);
 * templates for negation and for + and - (which a program's own
 * non-template definition wins over). CUDA's have none. */
#ifdef C2H_EMU_HIP
#define C2H_VEC_OPS(V, N, EACH)                                                \
  static constexpr bool c2h_hip_vector = true;                                 \
  V &operator+=(const V &o) { EACH(C2H_ADD_) return *this; }                   \
  V &operator-=(const V &o) { EACH(C2H_SUB_) return *this; }                   \
  V &operator*=(const V &o) { EACH(C2H_MUL_) return *this; }                   \
  V &operator/=(const V &o) { EACH(C2H_DIV_) return *this; }                   \
  friend V operator*(V a, const V &b) { return a *= b; }                       \
  friend V operator/(V a, const V &b) { return a /= b; }                       \
  template <class U = V> U operator-() const {                                 \
    U r = *this;                                                               \
    EACH(C2H_NEG_)                                                             \
    return r;                                                                  \
  }
#else
#define C2H_VEC_OPS(V, N, EACH)
#endif
#define C2H_ADD_(m) m += o.m;
#define C2H_SUB_(m) m -= o.m;
#define C2H_MUL_(m) m *= o.m;
#define C2H_DIV_(m) m /= o.m;
#define C2H_NEG_(m) r.m = static_cast<decltype(r.m)>(-r.m);
#define C2H_EACH1(S) S(x)
#define C2H_EACH2(S) S(x) S(y)
#define C2H_EACH3(S) S(x) S(y) S(z)
#define C2H_EACH4(S) S(x) S(y) S(z) S(w)
#define C2H_VEC(T, N)                                                          \
  struct __attribute__((aligned(sizeof(N) * 1))) T##1 {                        \
    N x;                                                                       \
    C2H_VEC_OPS(T##1, N, C2H_EACH1)                                            \
  };                                                                           \
  struct __attribute__((aligned(sizeof(N) * 2))) T##2 {                        \
    N x, y;                                                                    \
    C2H_VEC_OPS(T##2, N, C2H_EACH2)                                            \
  };                                                                           \
  struct T##3 {                                                                \
    N x, y, z;                                                                 \
    C2H_VEC_OPS(T##3, N, C2H_EACH3)                                            \
  };                                                                           \
  struct __attribute__((aligned(sizeof(N) * 4 > 16 ? 16 : sizeof(N) * 4)))     \
  T##4 {                                                                       \
    N x, y, z, w;                                                              \
    C2H_VEC_OPS(T##4, N, C2H_EACH4)                                            \
  };                                                                           \
  inline T##1 make_##T##1(N x) { return {x}; }                                 \
  inline T##2 make_##T##2(N x, N y) { return {x, y}; }                         \
  inline T##3 make_##T##3(N x, N y, N z) { return {x, y, z}; }                 \
  inline T##4 make_##T##4(N x, N y, N z, N w) { return {x, y, z, w}; }
C2H_VEC(char, signed char)
C2H_VEC(uchar, unsigned char)
C2H_VEC(short, short)
C2H_VEC(ushort, unsigned short)
C2H_VEC(int, int)
C2H_VEC(uint, unsigned int)
C2H_VEC(long, long)
C2H_VEC(ulong, unsigned long)
C2H_VEC(longlong, long long)
C2H_VEC(ulonglong, unsigned long long)
C2H_VEC(float, float)
C2H_VEC(double, double)
#undef C2H_VEC
#undef C2H_VEC_OPS
#ifdef C2H_EMU_HIP
template <class V, bool = V::c2h_hip_vector> V operator+(V a, const V &b) { return a += b; }
template <class V, bool = V::c2h_hip_vector> V operator-(V a, const V &b) { return a -= b; }
#endif
#undef C2H_ADD_
#undef C2H_SUB_
#undef C2H_MUL_
#undef C2H_DIV_
#undef C2H_NEG_
#undef C2H_EACH1
#undef C2H_EACH2
#undef C2H_EACH3
#undef C2H_EACH4

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int x = 1, unsigned int y = 1, unsigned int z = 1)
      : x(x), y(y), z(z) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return {x, y, z}; }
};

/* ---- Built-in variables -------------------------------------------------- */

/* Variables the scheduler sets for the running thread (not macros: a host
 * variable named gridDim hides them, as under nvcc). */
extern __thread uint3 threadIdx, blockIdx, blockDim, gridDim;
/* The warp width is fixed for a run, so a constant serves (not a macro:
 * cudaDeviceProp has a member of the same name). */
static const int warpSize = C2H_EMU_WAVE;

#define __C2H_SITE ::cuda2hip::emu::Site{__builtin_FILE(), __builtin_LINE()}

/* ---- Errors, streams, events, devices ------------------------------------ */

enum cudaError_t {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInitializationError = 3,
  cudaErrorInvalidConfiguration = 9,
  cudaErrorInvalidDevice = 101,
  cudaErrorInvalidSymbol = 13,
  cudaErrorNotReady = 600,
  cudaErrorLaunchFailure = 719,
  cudaErrorAssert = 710,
  cudaErrorCooperativeLaunchTooLarge = 720,
};
typedef cudaError_t cudaError;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4,
};

struct CUstream_st {};
typedef CUstream_st *cudaStream_t;
struct CUevent_st {
  std::chrono::steady_clock::time_point When;
  bool Recorded = false;
};
typedef CUevent_st *cudaEvent_t;

#define cudaStreamDefault 0x0
#define cudaStreamNonBlocking 0x1
#define cudaEventDefault 0x0
#define cudaEventBlockingSync 0x1
#define cudaEventDisableTiming 0x2
#define cudaHostAllocDefault 0x0
#define cudaHostAllocPortable 0x1
#define cudaHostAllocMapped 0x2
#define cudaMemAttachGlobal 0x1

struct cudaDeviceProp {
  char name[256];
  char gcnArchName[256];
  size_t totalGlobalMem, sharedMemPerBlock, totalConstMem, memPitch;
  size_t sharedMemPerMultiprocessor, sharedMemPerBlockOptin;
  int regsPerBlock, warpSize, maxThreadsPerBlock, maxThreadsDim[3];
  int maxGridSize[3], clockRate, major, minor, multiProcessorCount;
  int maxThreadsPerMultiProcessor, memoryClockRate, memoryBusWidth;
  int l2CacheSize, computeMode, concurrentKernels, ECCEnabled, pciBusID;
  int pciDeviceID, pciDomainID, integrated, canMapHostMemory;
  int unifiedAddressing, managedMemory, cooperativeLaunch;
  int cooperativeMultiDeviceLaunch, asyncEngineCount, deviceOverlap;
  int maxBlocksPerMultiProcessor, regsPerMultiprocessor, kernelExecTimeoutEnabled;
  int pageableMemoryAccess, concurrentManagedAccess, hostNativeAtomicSupported;
};
enum cudaComputeMode {
  cudaComputeModeDefault = 0,
  cudaComputeModeExclusive = 1,
  cudaComputeModeProhibited = 2,
  cudaComputeModeExclusiveProcess = 3,
};

namespace cuda2hip {
namespace emu {
inline cudaError_t &lastError() {
  static thread_local cudaError_t E = cudaSuccess;
  return E;
}
inline cudaError_t note(cudaError_t E) {
  if (E != cudaSuccess)
    lastError() = E;
  return E;
}
/// Warp width of this run; programs read it through warpSize and
/// the device properties.
constexpr unsigned Wave = C2H_EMU_WAVE;
} // namespace emu
} // namespace cuda2hip

inline const char *cudaGetErrorString(cudaError_t E) {
  switch (E) {
  case cudaSuccess: return "no error";
  case cudaErrorInvalidValue: return "invalid argument";
  case cudaErrorMemoryAllocation: return "out of memory";
  case cudaErrorInitializationError: return "initialization error";
  case cudaErrorInvalidConfiguration: return "invalid configuration argument";
  case cudaErrorInvalidDevice: return "invalid device ordinal";
  case cudaErrorInvalidSymbol: return "invalid device symbol";
  case cudaErrorNotReady: return "device not ready";
  case cudaErrorLaunchFailure: return "unspecified launch failure";
  case cudaErrorAssert: return "device-side assert triggered";
  case cudaErrorCooperativeLaunchTooLarge: return "too many blocks in cooperative launch";
  }
  return "unknown error";
}
inline const char *cudaGetErrorName(cudaError_t E) {
  return E == cudaSuccess ? "cudaSuccess" : "cudaError";
}
inline cudaError_t cudaGetLastError() {
  cudaError_t E = cuda2hip::emu::lastError();
  cuda2hip::emu::lastError() = cudaSuccess;
  return E;
}
inline cudaError_t cudaPeekAtLastError() { return cuda2hip::emu::lastError(); }

inline cudaError_t cudaGetDeviceCount(int *N) { *N = 1; return cudaSuccess; }
/* The versions the emulated platform reports: CUDA 13.0's in the reference,
 * in HIP runs the HIP version (major * 10^7 + minor * 10^5) of the ROCm the
 * translation is for. They differ between the platforms, as on GPUs: verify
 * leaves out numbers that differ on a line that says "version". */
inline int emulatedVersion() {
#if defined(C2H_EMU_HIP) && defined(C2H_EMU_ROCM)
  return (C2H_EMU_ROCM / 100) * 10000000 + (C2H_EMU_ROCM % 100) * 100000;
#elif defined(C2H_EMU_HIP)
  return 50200000;
#else
  return 13000;
#endif
}
inline cudaError_t cudaDriverGetVersion(int *V) {
  if (!V)
    return cuda2hip::emu::note(cudaErrorInvalidValue);
  *V = emulatedVersion();
  return cudaSuccess;
}
inline cudaError_t cudaRuntimeGetVersion(int *V) {
  if (!V)
    return cuda2hip::emu::note(cudaErrorInvalidValue);
  *V = emulatedVersion();
  return cudaSuccess;
}
inline cudaError_t cudaSetDevice(int D) {
  return cuda2hip::emu::note(D == 0 ? cudaSuccess : cudaErrorInvalidDevice);
}
inline cudaError_t cudaGetDevice(int *D) { *D = 0; return cudaSuccess; }
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaDeviceReset() { return cudaSuccess; }

// Kernel attributes and cache preferences: the emulator has one kind of
// memory, so a preference changes nothing; a dynamic shared size above what
// a block can have is refused, as on the device.
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9,
};
enum cudaFuncCache {
  cudaFuncCachePreferNone = 0,
  cudaFuncCachePreferShared = 1,
  cudaFuncCachePreferL1 = 2,
  cudaFuncCachePreferEqual = 3,
};
inline cudaError_t cudaFuncSetAttribute(const void *, cudaFuncAttribute A, int V) {
  bool Ok = A != cudaFuncAttributeMaxDynamicSharedMemorySize || (V >= 0 && V <= 64 * 1024);
  return cuda2hip::emu::note(Ok ? cudaSuccess : cudaErrorInvalidValue);
}
template <class F> cudaError_t cudaFuncSetAttribute(F *Kernel, cudaFuncAttribute A, int V) {
  return cudaFuncSetAttribute(reinterpret_cast<const void *>(Kernel), A, V);
}
inline cudaError_t cudaFuncSetCacheConfig(const void *, cudaFuncCache) { return cudaSuccess; }
template <class F> cudaError_t cudaFuncSetCacheConfig(F *, cudaFuncCache) { return cudaSuccess; }
inline cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache) { return cudaSuccess; }
inline cudaError_t cudaThreadSynchronize() { return cudaSuccess; }
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *P, int D) {
  if (D != 0)
    return cuda2hip::emu::note(cudaErrorInvalidDevice);
  std::memset(P, 0, sizeof *P);
  // The same name at every width: a program that prints it prints the same
  // line in the reference and the HIP runs (the width is warpSize's).
  std::snprintf(P->name, sizeof P->name, "cuda2hip emulator");
  std::snprintf(P->gcnArchName, sizeof P->gcnArchName, "%s",
                cuda2hip::emu::Wave == 64 ? "gfx90a" : "gfx1030");
  P->totalGlobalMem = size_t(16) << 30;
  P->sharedMemPerBlock = P->sharedMemPerBlockOptin = 64 * 1024;
  P->sharedMemPerMultiprocessor = 64 * 1024;
  P->totalConstMem = 64 * 1024;
  P->memPitch = SIZE_MAX;
  P->regsPerBlock = P->regsPerMultiprocessor = 65536;
  P->warpSize = static_cast<int>(cuda2hip::emu::Wave);
  P->maxThreadsPerBlock = 1024;
  P->maxThreadsDim[0] = P->maxThreadsDim[1] = 1024;
  P->maxThreadsDim[2] = 64;
  P->maxGridSize[0] = INT_MAX;
  P->maxGridSize[1] = P->maxGridSize[2] = 65535;
  P->clockRate = 1000000;
  P->major = 8;
  P->minor = 0;
  P->multiProcessorCount = 4;
  P->maxThreadsPerMultiProcessor = 2048;
  P->maxBlocksPerMultiProcessor = 32;
  P->memoryClockRate = 1000000;
  P->memoryBusWidth = 4096;
  P->l2CacheSize = 8 << 20;
  P->concurrentKernels = P->canMapHostMemory = P->unifiedAddressing = 1;
  P->managedMemory = P->cooperativeLaunch = 1;
  // Host and device share one coherent memory here.
  P->pageableMemoryAccess = P->concurrentManagedAccess =
      P->hostNativeAtomicSupported = 1;
  P->computeMode = cudaComputeModeDefault;
  return cudaSuccess;
}
// The attributes with CUDA's numbers, answered from the emulated device's
// properties; one the emulator does not model is an invalid value, as an
// unknown attribute is on the device.
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1,
  cudaDevAttrMaxBlockDimX = 2,
  cudaDevAttrMaxBlockDimY = 3,
  cudaDevAttrMaxBlockDimZ = 4,
  cudaDevAttrMaxGridDimX = 5,
  cudaDevAttrMaxGridDimY = 6,
  cudaDevAttrMaxGridDimZ = 7,
  cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrTotalConstantMemory = 9,
  cudaDevAttrWarpSize = 10,
  cudaDevAttrMaxRegistersPerBlock = 12,
  cudaDevAttrClockRate = 13,
  cudaDevAttrKernelExecTimeout = 17,
  cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrIntegrated = 18,
  cudaDevAttrCanMapHostMemory = 19,
  cudaDevAttrComputeMode = 20,
  cudaDevAttrConcurrentKernels = 31,
  cudaDevAttrEccEnabled = 32,
  cudaDevAttrPciBusId = 33,
  cudaDevAttrMemoryClockRate = 36,
  cudaDevAttrGlobalMemoryBusWidth = 37,
  cudaDevAttrL2CacheSize = 38,
  cudaDevAttrMaxThreadsPerMultiProcessor = 39,
  cudaDevAttrAsyncEngineCount = 40,
  cudaDevAttrUnifiedAddressing = 41,
  cudaDevAttrComputeCapabilityMajor = 75,
  cudaDevAttrComputeCapabilityMinor = 76,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cudaDevAttrMaxRegistersPerMultiprocessor = 82,
  cudaDevAttrManagedMemory = 83,
  cudaDevAttrHostNativeAtomicSupported = 86,
  cudaDevAttrPageableMemoryAccess = 88,
  cudaDevAttrConcurrentManagedAccess = 89,
  cudaDevAttrCooperativeLaunch = 95,
  cudaDevAttrMaxSharedMemoryPerBlockOptin = 97,
  cudaDevAttrMaxBlocksPerMultiprocessor = 106,
};
inline cudaError_t cudaDeviceGetAttribute(int *V, cudaDeviceAttr Attr, int Device) {
  cudaDeviceProp P;
  if (cudaError_t E = cudaGetDeviceProperties(&P, Device))
    return E;
  switch (Attr) {
  case cudaDevAttrMaxThreadsPerBlock: *V = P.maxThreadsPerBlock; break;
  case cudaDevAttrMaxBlockDimX: *V = P.maxThreadsDim[0]; break;
  case cudaDevAttrMaxBlockDimY: *V = P.maxThreadsDim[1]; break;
  case cudaDevAttrMaxBlockDimZ: *V = P.maxThreadsDim[2]; break;
  case cudaDevAttrMaxGridDimX: *V = P.maxGridSize[0]; break;
  case cudaDevAttrMaxGridDimY: *V = P.maxGridSize[1]; break;
  case cudaDevAttrMaxGridDimZ: *V = P.maxGridSize[2]; break;
  case cudaDevAttrMaxSharedMemoryPerBlock: *V = static_cast<int>(P.sharedMemPerBlock); break;
  case cudaDevAttrTotalConstantMemory: *V = static_cast<int>(P.totalConstMem); break;
  case cudaDevAttrWarpSize: *V = P.warpSize; break;
  case cudaDevAttrMaxRegistersPerBlock: *V = P.regsPerBlock; break;
  case cudaDevAttrClockRate: *V = P.clockRate; break;
  case cudaDevAttrMultiProcessorCount: *V = P.multiProcessorCount; break;
  case cudaDevAttrIntegrated: *V = P.integrated; break;
  case cudaDevAttrCanMapHostMemory: *V = P.canMapHostMemory; break;
  case cudaDevAttrConcurrentKernels: *V = P.concurrentKernels; break;
  case cudaDevAttrMemoryClockRate: *V = P.memoryClockRate; break;
  case cudaDevAttrGlobalMemoryBusWidth: *V = P.memoryBusWidth; break;
  case cudaDevAttrL2CacheSize: *V = P.l2CacheSize; break;
  case cudaDevAttrMaxThreadsPerMultiProcessor: *V = P.maxThreadsPerMultiProcessor; break;
  case cudaDevAttrUnifiedAddressing: *V = P.unifiedAddressing; break;
  case cudaDevAttrComputeCapabilityMajor: *V = P.major; break;
  case cudaDevAttrComputeCapabilityMinor: *V = P.minor; break;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor:
    *V = static_cast<int>(P.sharedMemPerMultiprocessor);
    break;
  case cudaDevAttrMaxRegistersPerMultiprocessor: *V = P.regsPerMultiprocessor; break;
  case cudaDevAttrManagedMemory: *V = P.managedMemory; break;
  case cudaDevAttrKernelExecTimeout:
    *V = P.kernelExecTimeoutEnabled;
    break;
  case cudaDevAttrComputeMode:
    *V = P.computeMode;
    break;
  case cudaDevAttrEccEnabled:
    *V = P.ECCEnabled;
    break;
  case cudaDevAttrPciBusId:
    *V = P.pciBusID;
    break;
  case cudaDevAttrAsyncEngineCount:
    *V = P.asyncEngineCount;
    break;
  case cudaDevAttrHostNativeAtomicSupported:
    *V = P.hostNativeAtomicSupported;
    break;
  case cudaDevAttrPageableMemoryAccess:
    *V = P.pageableMemoryAccess;
    break;
  case cudaDevAttrConcurrentManagedAccess:
    *V = P.concurrentManagedAccess;
    break;
  case cudaDevAttrCooperativeLaunch: *V = P.cooperativeLaunch; break;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin: *V = static_cast<int>(P.sharedMemPerBlockOptin); break;
  case cudaDevAttrMaxBlocksPerMultiprocessor: *V = P.maxBlocksPerMultiProcessor; break;
  default:
    return cuda2hip::emu::note(cudaErrorInvalidValue);
  }
  return cudaSuccess;
}

inline cudaError_t cudaStreamCreate(cudaStream_t *S) { *S = new CUstream_st; return cudaSuccess; }
inline cudaError_t cudaStreamCreateWithFlags(cudaStream_t *S, unsigned) { return cudaStreamCreate(S); }
inline cudaError_t cudaStreamDestroy(cudaStream_t S) { delete S; return cudaSuccess; }
inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaStreamQuery(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaStreamWaitEvent(cudaStream_t, cudaEvent_t, unsigned = 0) { return cudaSuccess; }
inline cudaError_t cudaEventCreate(cudaEvent_t *E) { *E = new CUevent_st; return cudaSuccess; }
inline cudaError_t cudaEventCreateWithFlags(cudaEvent_t *E, unsigned) { return cudaEventCreate(E); }
inline cudaError_t cudaEventDestroy(cudaEvent_t E) { delete E; return cudaSuccess; }
inline cudaError_t cudaEventRecord(cudaEvent_t E, cudaStream_t = nullptr) {
  E->When = std::chrono::steady_clock::now();
  E->Recorded = true;
  return cudaSuccess;
}
inline cudaError_t cudaEventSynchronize(cudaEvent_t) { return cudaSuccess; }
inline cudaError_t cudaEventQuery(cudaEvent_t) { return cudaSuccess; }
inline cudaError_t cudaEventElapsedTime(float *Ms, cudaEvent_t A, cudaEvent_t B) {
  if (!A->Recorded || !B->Recorded)
    return cuda2hip::emu::note(cudaErrorInvalidValue);
  *Ms = std::chrono::duration<float, std::milli>(B->When - A->When).count();
  return cudaSuccess;
}

/* ---- Memory -------------------------------------------------------------- */

namespace cuda2hip {
namespace emu {
/* A GPU allocation sits in pages of its own, so a kernel that writes a
 * little past its end (a `<=` bound) goes unnoticed there. A device
 * allocation here gets that slack too, filled with a pattern: freeing it
 * says once if the pattern changed. Under --asan the allocation is exact, so
 * the sanitizer reports the access with its line. */
#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define C2H_EMU_EXACT_ALLOC 1
#endif
#endif
inline std::map<void *, size_t> &allocations() {
  static std::map<void *, size_t> A;
  return A;
}
inline std::mutex &allocationLock() {
  static std::mutex M;
  return M;
}
inline size_t allocationSlack(size_t N) {
  size_t S = 4096 + N / 8;
  return S < (size_t(1) << 20) ? S : size_t(1) << 20;
}
constexpr unsigned char SlackPattern = 0xa5;
/* Says once if the slack after P (N bytes asked for) was written. */
inline void checkSlack(const void *P, size_t N) {
  const unsigned char *Slack = static_cast<const unsigned char *>(P) + N;
  size_t Written = 0;
  for (size_t I = 0, E = allocationSlack(N); I < E; ++I)
    if (Slack[I] != SlackPattern)
      Written = I + 1;
  static bool Said = false;
  if (Written && !Said) {
    Said = true;
    std::fprintf(stderr,
                 "cuda2hip emulator: note: the program wrote up to %zu bytes "
                 "past the end of "
                 "a device allocation of %zu bytes; a GPU does not catch such "
                 "a write either "
                 "(verify --asan reports where) [emu-out-of-bounds]\n",
                 Written, N);
  }
}
inline void *deviceAlloc(size_t N) {
#ifdef C2H_EMU_EXACT_ALLOC
  return std::malloc(N ? N : 1);
#else
  size_t Slack = allocationSlack(N);
  unsigned char *P = static_cast<unsigned char *>(std::malloc(N + Slack));
  if (!P)
    return nullptr;
  std::memset(P + N, SlackPattern, Slack);
  std::lock_guard<std::mutex> L(allocationLock());
  std::map<void *, size_t> &All = allocations(); // Made before the handler.
  static bool AtExit = (std::atexit([] { // What is never freed, at the end.
                          for (const auto &[A, Size] : allocations())
                            checkSlack(A, Size);
                        }),
                        true);
  (void)AtExit;
  All[P] = N;
  return P;
#endif
}
inline void deviceFree(void *P) {
#ifndef C2H_EMU_EXACT_ALLOC
  if (!P)
    return;
  std::unique_lock<std::mutex> L(allocationLock());
  auto It = allocations().find(P);
  if (It == allocations().end())
    return; // Not a device allocation (or freed twice): left alone.
  size_t N = It->second;
  allocations().erase(It);
  L.unlock();
  checkSlack(P, N);
#endif
  std::free(P);
}
} // namespace emu
} // namespace cuda2hip

template <class T> cudaError_t cudaMalloc(T **P, size_t N) {
  *P = static_cast<T *>(cuda2hip::emu::deviceAlloc(N));
  return *P ? cudaSuccess : cuda2hip::emu::note(cudaErrorMemoryAllocation);
}
template <class T> cudaError_t cudaMallocHost(T **P, size_t N) { return cudaMalloc(P, N); }
template <class T> cudaError_t cudaHostAlloc(T **P, size_t N, unsigned = 0) { return cudaMalloc(P, N); }
template <class T> cudaError_t cudaMallocManaged(T **P, size_t N, unsigned = 1) { return cudaMalloc(P, N); }
template <class T> cudaError_t cudaMallocPitch(T **P, size_t *Pitch, size_t W, size_t H) {
  *Pitch = (W + 255) / 256 * 256;
  return cudaMalloc(P, *Pitch * H);
}
inline cudaError_t cudaFree(void *P) {
  cuda2hip::emu::deviceFree(P);
  return cudaSuccess;
}
inline cudaError_t cudaFreeHost(void *P) {
  cuda2hip::emu::deviceFree(P);
  return cudaSuccess;
}
namespace cuda2hip {
namespace emu {
/* A copy or set of N > 0 bytes given a null pointer (a program that takes
 * &v[0] of a vector it has not sized yet): the CUDA and HIP runtimes refuse
 * it with an invalid-value error, touch nothing, and the program goes on.
 * So does the emulator, saying so once per source line. */
inline bool refuseNull(const void *D, const void *S, size_t N, const char *File,
                       unsigned Line) {
  if (!N || (D && S))
    return false;
  static std::mutex M;
  static std::set<std::pair<std::string, unsigned>> Said;
  std::lock_guard<std::mutex> L(M);
  if (Said.insert({File ? File : "", Line}).second)
    std::fprintf(stderr,
                 "cuda2hip emulator: note: %s:%u: a copy or set of %zu bytes "
                 "with a null %s pointer; the runtime refuses it (invalid "
                 "value) and the program goes on, here as on a GPU "
                 "[emu-null-copy]\n",
                 File ? File : "", Line, N, D ? "source" : "destination");
  note(cudaErrorInvalidValue);
  return true;
}
} // namespace emu
} // namespace cuda2hip

#define C2H_EMU_CALLER const char *File_ = __builtin_FILE(), unsigned Line_ = __builtin_LINE()
inline cudaError_t cudaMemcpy(void *D, const void *S, size_t N, cudaMemcpyKind,
                              C2H_EMU_CALLER) {
  if (cuda2hip::emu::refuseNull(D, S, N, File_, Line_))
    return cudaErrorInvalidValue;
  if (N)
    std::memmove(D, S, N);
  return cudaSuccess;
}
inline cudaError_t cudaMemcpyAsync(void *D, const void *S, size_t N, cudaMemcpyKind K,
                                   cudaStream_t = nullptr, C2H_EMU_CALLER) {
  return cudaMemcpy(D, S, N, K, File_, Line_);
}
inline cudaError_t cudaMemcpy2D(void *D, size_t DP, const void *S, size_t SP, size_t W,
                                size_t H, cudaMemcpyKind, C2H_EMU_CALLER) {
  if (cuda2hip::emu::refuseNull(D, S, W * H, File_, Line_))
    return cudaErrorInvalidValue;
  for (size_t R = 0; R < H; ++R)
    std::memmove(static_cast<char *>(D) + R * DP,
                 static_cast<const char *>(S) + R * SP, W);
  return cudaSuccess;
}
inline cudaError_t cudaMemcpy2DAsync(void *D, size_t DP, const void *S, size_t SP, size_t W,
                                     size_t H, cudaMemcpyKind K, cudaStream_t = nullptr,
                                     C2H_EMU_CALLER) {
  return cudaMemcpy2D(D, DP, S, SP, W, H, K, File_, Line_);
}
inline cudaError_t cudaMemset(void *D, int V, size_t N, C2H_EMU_CALLER) {
  if (cuda2hip::emu::refuseNull(D, D, N, File_, Line_))
    return cudaErrorInvalidValue;
  std::memset(D, V, N);
  return cudaSuccess;
}
inline cudaError_t cudaMemsetAsync(void *D, int V, size_t N, cudaStream_t = nullptr,
                                   C2H_EMU_CALLER) {
  return cudaMemset(D, V, N, File_, Line_);
}
#undef C2H_EMU_CALLER
template <class T>
cudaError_t cudaMemcpyToSymbol(const T &Sym, const void *S, size_t N, size_t Off = 0,
                               cudaMemcpyKind = cudaMemcpyHostToDevice) {
  if (Off + N > sizeof(T))
    return cuda2hip::emu::note(cudaErrorInvalidValue);
  std::memcpy(reinterpret_cast<char *>(const_cast<T *>(&Sym)) + Off, S, N);
  return cudaSuccess;
}
template <class T>
cudaError_t cudaMemcpyFromSymbol(void *D, const T &Sym, size_t N, size_t Off = 0,
                                 cudaMemcpyKind = cudaMemcpyDeviceToHost) {
  if (Off + N > sizeof(T))
    return cuda2hip::emu::note(cudaErrorInvalidValue);
  std::memcpy(D, reinterpret_cast<const char *>(&Sym) + Off, N);
  return cudaSuccess;
}
template <class T>
cudaError_t cudaMemcpyToSymbolAsync(const T &Sym, const void *S, size_t N, size_t Off,
                                    cudaMemcpyKind K, cudaStream_t = nullptr) {
  return cudaMemcpyToSymbol(Sym, S, N, Off, K);
}
template <class T>
cudaError_t cudaMemcpyFromSymbolAsync(void *D, const T &Sym, size_t N, size_t Off,
                                      cudaMemcpyKind K, cudaStream_t = nullptr) {
  return cudaMemcpyFromSymbol(D, Sym, N, Off, K);
}
template <class T> cudaError_t cudaGetSymbolAddress(void **P, const T &Sym) {
  *P = const_cast<T *>(&Sym);
  return cudaSuccess;
}
inline cudaError_t cudaMemGetInfo(size_t *Free, size_t *Total) {
  *Free = *Total = size_t(16) << 30;
  return cudaSuccess;
}
template <class T>
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *N, T, int Block, size_t) {
  *N = Block > 0 ? std::max(1, 2048 / Block) : 0;
  return cudaSuccess;
}
template <class T>
cudaError_t cudaOccupancyMaxPotentialBlockSize(int *Grid, int *Block, T, size_t = 0, int = 0) {
  *Block = 256;
  *Grid = 4 * 8;
  return cudaSuccess;
}

/* ---- Launches ------------------------------------------------------------ */

#if defined(__CUDA__)
/* What Clang's CUDA mode needs to accept K<<<...>>>(...) while lowering. */
extern "C" int cudaConfigureCall(dim3, dim3, size_t = 0, cudaStream_t = 0);
extern "C" unsigned __cudaPushCallConfiguration(dim3, dim3, size_t = 0, void * = 0);
/* (void *)K: the lowering drops the cast, so the typed overloads below
 * apply in the final compile. */
cudaError_t cudaLaunchCooperativeKernel(const void *, dim3, dim3, void **, size_t = 0,
                                        cudaStream_t = nullptr);
cudaError_t cudaLaunchKernel(const void *, dim3, dim3, void **, size_t = 0,
                             cudaStream_t = nullptr);
#endif

namespace cuda2hip {
namespace emu {

inline unsigned workers() {
  const char *W = std::getenv("C2H_EMU_WORKERS");
  return W ? static_cast<unsigned>(std::atoi(W)) : 0; // 0: every core
}

/* C2H_EMU_SIDE_ORDER=swapped: where a warp's lanes take both sides of an
 * if/else with volatile accesses on each, the other side goes first
 * (LaunchConfig::OtherSideFirst). */
inline bool sidesSwapped() {
  const char *S = std::getenv("C2H_EMU_SIDE_ORDER");
  return S && std::strcmp(S, "swapped") == 0;
}

inline cudaError_t runLaunch(const char *Name, dim3 G, dim3 B, size_t Shared,
                             bool Cooperative, const std::function<void()> &Body) {
  LaunchConfig C;
  C.Kernel = Name;
  C.Grid = {G.x, G.y, G.z};
  C.Block = {B.x, B.y, B.z};
  C.DynamicShared = Shared;
  C.WarpSize = Wave;
  C.Cooperative = Cooperative;
#ifdef C2H_EMU_HIP
  C.Lockstep = true;
#endif
#ifdef C2H_EMU_INSTRUMENTED // Loads and stores call the engine.
  C.LockstepMemory = true;
#endif
  C.OtherSideFirst = sidesSwapped();
  C.Workers = workers();
  // Host threads (OpenMP, std::thread) may launch at once; the launches run
  // one after another, an order a GPU may choose too.
  static std::mutex Serial;
  std::lock_guard<std::mutex> One(Serial);
  std::vector<Error> E = launch(C, Body);
  if (E.size() == 1 && E[0].Kind == ErrorKind::InvalidConfiguration)
    return note(cudaErrorInvalidConfiguration);
  if (!E.empty())
    reportAndExit(E);
  return cudaSuccess;
}

/// `K<<<G, B, S, St>>>(args)` is lowered to
/// `kernelLaunch(K, "K", G, B, S, St)(args)`: the arguments are converted
/// to the kernel's parameter types once, then every thread gets a copy.
template <class... P> struct KernelLauncher {
  void (*K)(P...);
  const char *Name;
  dim3 G, B;
  size_t S;
  bool Cooperative;
  // The parameters are the kernel's own, so the arguments convert as in a
  // call: a literal 0 for a pointer parameter is a null pointer.
  cudaError_t operator()(std::decay_t<P>... Args) const {
    std::tuple<std::decay_t<P>...> Params(Args...);
    auto Kernel = K;
    return runLaunch(Name, G, B, S, Cooperative, [&] {
      std::tuple<std::decay_t<P>...> Copy = Params;
      std::apply(Kernel, Copy);
    });
  }
};

template <class... P>
KernelLauncher<P...> kernelLaunch(void (*K)(P...), const char *Name, dim3 G, dim3 B,
                                  size_t S = 0, cudaStream_t = nullptr) {
  return {K, Name, G, B, S, false};
}

/// A launch in a template whose kernel is not known until instantiation
/// (`k<<<g, b>>>(x)` with `k` a kernel template deduced from `x`) is lowered
/// to `kernelLaunchCall([](auto &&...a) { k(a...); }, "k", G, B)(args)`: the
/// call deduces the kernel as the launch would, and every thread gets a copy
/// of the arguments.
template <class F> struct CallLauncher {
  F Call;
  const char *Name;
  dim3 G, B;
  size_t S;
  template <class... A> cudaError_t operator()(A &&...Args) const {
    std::tuple<std::decay_t<A>...> Params(std::forward<A>(Args)...);
    const F &Fn = Call;
    return runLaunch(Name, G, B, S, false, [&] {
      std::tuple<std::decay_t<A>...> Copy = Params;
      std::apply(Fn, Copy);
    });
  }
};

template <class F>
CallLauncher<F> kernelLaunchCall(F Call, const char *Name, dim3 G, dim3 B, size_t S = 0,
                                 cudaStream_t = nullptr) {
  return {Call, Name, G, B, S};
}

template <class... P, size_t... I>
cudaError_t launchPacked(void (*K)(P...), const char *Name, dim3 G, dim3 B, void **Args,
                         size_t S, bool Coop, std::index_sequence<I...>) {
  KernelLauncher<P...> L{K, Name, G, B, S, Coop};
  return L(*static_cast<std::decay_t<P> *>(Args[I])...);
}

} // namespace emu
} // namespace cuda2hip

template <class... P>
cudaError_t cudaLaunchCooperativeKernel(void (*K)(P...), dim3 G, dim3 B, void **Args,
                                        size_t S = 0, cudaStream_t = nullptr) {
  return cuda2hip::emu::launchPacked(K, "kernel", G, B, Args, S, true,
                                     std::index_sequence_for<P...>());
}
template <class... P>
cudaError_t cudaLaunchKernel(void (*K)(P...), dim3 G, dim3 B, void **Args, size_t S = 0,
                             cudaStream_t = nullptr) {
  return cuda2hip::emu::launchPacked(K, "kernel", G, B, Args, S, false,
                                     std::index_sequence_for<P...>());
}

/* ---- Shared memory (targets of the lowering) ------------------------------ */

namespace cuda2hip {
namespace emu {

/// `__shared__ T x;` in a kernel is lowered to
/// `T &x = sharedVar<T>([] {});`: one object per block and declaration.
template <class T, class Key> T &sharedVar(Key) {
  static char K;
  return *static_cast<T *>(staticShared(&K, sizeof(T)));
}

/// A checked subscript of a shared array: `a[i]` is lowered to
/// `at(a, i, site)`.
template <class T, size_t N>
T &at(T (&A)[N], long long I, const char *File, unsigned Line) {
  if (I < 0 || static_cast<unsigned long long>(I) >= N)
    fail(ErrorKind::SharedOutOfRange, {File, Line},
         "shared array index " + std::to_string(I) + " is outside [0, " +
             std::to_string(N) + ")");
  return A[I];
}
/// Dynamic shared memory (`extern __shared__ T s[]`): checked against the
/// size given at launch.
template <class T>
T &atDynamic(T *P, long long I, const char *File, unsigned Line) {
  if (inKernel()) {
    char *Base = static_cast<char *>(dynamicShared());
    char *Addr = reinterpret_cast<char *>(P + I);
    size_t Bytes = dynamicSharedBytes();
    if (reinterpret_cast<char *>(P) >= Base &&
        reinterpret_cast<char *>(P) <= Base + Bytes &&
        (Addr < Base || Addr + sizeof(T) > Base + Bytes))
      fail(ErrorKind::SharedOutOfRange, {File, Line},
           "dynamic shared index " + std::to_string(I) + " is outside the " +
               std::to_string(Bytes) + " bytes given at launch");
  }
  return P[I];
}

} // namespace emu
} // namespace cuda2hip

namespace cuda2hip {
namespace emu {
/// The bytes [Lo, Hi) of an N-byte copy that member Rank of a group of Count
/// issues (the async copies a group shares).
inline std::pair<size_t, size_t> groupPart(size_t N, unsigned Rank, unsigned Count) {
  size_t Chunk = (N + Count - 1) / Count;
  size_t Lo = std::min(N, Rank * Chunk);
  return {Lo, std::min(N, Lo + Chunk)};
}
} // namespace emu
} // namespace cuda2hip

/* ---- Shared-window addresses and inline-PTX cp.async ---------------------- */

#if !defined(C2H_EMU_HIP)
inline size_t __cvta_generic_to_shared(const void *P, const char *File_ = __builtin_FILE(),
                                       unsigned Line_ = __builtin_LINE()) {
  return ::cuda2hip::emu::sharedAddress(P, {File_, Line_});
}
inline void *__cvta_shared_to_generic(size_t A, const char *File_ = __builtin_FILE(),
                                      unsigned Line_ = __builtin_LINE()) {
  return ::cuda2hip::emu::sharedPointer(A, 0, {File_, Line_});
}
/* What the lowering makes of inline-PTX cp.async: the copies are
 * asynchronous, as __pipeline_memcpy_async's (one group count for both, as
 * on the GPU), and wait_all commits first. */
inline void __c2h_ptx_cp_async(size_t Dst, const void *Src, int Size, int SrcSize,
                               const char *File_ = __builtin_FILE(),
                               unsigned Line_ = __builtin_LINE()) {
  void *D = ::cuda2hip::emu::sharedPointer(Dst, static_cast<size_t>(Size), {File_, Line_});
  size_t Fill = SrcSize < Size ? static_cast<size_t>(Size - SrcSize) : 0;
  ::cuda2hip::emu::asyncCopy(D, Src, static_cast<size_t>(Size), Fill);
}
inline void __c2h_ptx_cp_async(size_t Dst, const void *Src, int Size,
                               const char *File_ = __builtin_FILE(),
                               unsigned Line_ = __builtin_LINE()) {
  __c2h_ptx_cp_async(Dst, Src, Size, Size, File_, Line_);
}
inline void __c2h_ptx_cp_async_if(int Pred, size_t Dst, const void *Src, int Size, int SrcSize,
                                  const char *File_ = __builtin_FILE(),
                                  unsigned Line_ = __builtin_LINE()) {
  if (Pred)
    __c2h_ptx_cp_async(Dst, Src, Size, SrcSize, File_, Line_);
}
inline void __c2h_ptx_cp_async_if(int Pred, size_t Dst, const void *Src, int Size,
                                  const char *File_ = __builtin_FILE(),
                                  unsigned Line_ = __builtin_LINE()) {
  if (Pred)
    __c2h_ptx_cp_async(Dst, Src, Size, Size, File_, Line_);
}
inline void __c2h_ptx_cp_async_commit_group() { ::cuda2hip::emu::asyncCommit(); }
inline void __c2h_ptx_cp_async_wait_group(size_t N) { ::cuda2hip::emu::asyncWaitPrior(N); }
inline void __c2h_ptx_cp_async_wait_all() {
  ::cuda2hip::emu::asyncCommit();
  ::cuda2hip::emu::asyncWaitPrior(0);
}
#else
/* The emitted c2h_cvta_shared helper casts to AMD's LDS address space, which
 * means nothing on the host: these take its place, with the same meaning. */
#define C2H_CVTA_SHARED
inline size_t c2h_cvta_generic_to_shared(const void *P, const char *File_ = __builtin_FILE(),
                                         unsigned Line_ = __builtin_LINE()) {
  return ::cuda2hip::emu::sharedAddress(P, {File_, Line_});
}
inline void *c2h_cvta_shared_to_generic(size_t A, const char *File_ = __builtin_FILE(),
                                        unsigned Line_ = __builtin_LINE()) {
  return ::cuda2hip::emu::sharedPointer(A, 0, {File_, Line_});
}
inline bool c2h_is_shared(const void *P) {
  return ::cuda2hip::emu::isShared(P);
}
#endif

/* ---- Synchronisation, atomics, bits ------------------------------------- */

#define __syncthreads() ::cuda2hip::emu::syncthreads(__C2H_SITE)
// A fence: the lanes of the warp meet there, as lanes in lock step do, and
// in HIP runs it orders their accesses (Emu.h, Op::Fence).
inline void __threadfence(const char *File_ = __builtin_FILE(), unsigned Line_ = __builtin_LINE()) {
  ::cuda2hip::emu::fence({File_, Line_});
}
inline void __threadfence_block(const char *File_ = __builtin_FILE(),
                                unsigned Line_ = __builtin_LINE()) {
  ::cuda2hip::emu::fence({File_, Line_});
}
inline void __threadfence_system(const char *File_ = __builtin_FILE(),
                                 unsigned Line_ = __builtin_LINE()) {
  ::cuda2hip::emu::fence({File_, Line_});
}

namespace cuda2hip {
namespace emu {
template <class T, class F> T atomicUpdate(T *A, F Fn) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "32- or 64-bit atomics");
  using U = std::conditional_t<sizeof(T) == 4, uint32_t, uint64_t>;
  U *P = reinterpret_cast<U *>(A);
  U Old = __atomic_load_n(P, __ATOMIC_RELAXED), New;
  do {
    T O;
    std::memcpy(&O, &Old, sizeof O);
    T N = Fn(O);
    std::memcpy(&New, &N, sizeof N);
  } while (!__atomic_compare_exchange_n(P, &Old, New, false, __ATOMIC_SEQ_CST,
                                        __ATOMIC_RELAXED));
  T R;
  std::memcpy(&R, &Old, sizeof R);
  return R;
}
} // namespace emu
} // namespace cuda2hip

#define C2H_ATOMIC(Name, Expr)                                                 \
  template <class T, class V> T Name(T *A, V Val) {                            \
    T X = static_cast<T>(Val);                                                 \
    return ::cuda2hip::emu::atomicUpdate(A, [&](T O) { return Expr; });        \
  }
// Sums of floating-point values round differently in another order.
#define C2H_ATOMIC_SUM(Name, Expr)                                             \
  template <class T, class V> T Name(T *A, V Val) {                            \
    T X = static_cast<T>(Val);                                                 \
    if constexpr (!std::is_integral_v<T>)                                      \
      ::cuda2hip::emu::noteUnorderedAtomic(A);                                 \
    return ::cuda2hip::emu::atomicUpdate(A, [&](T O) { return Expr; });        \
  }
C2H_ATOMIC_SUM(atomicAdd, static_cast<T>(O + X))
C2H_ATOMIC_SUM(atomicSub, static_cast<T>(O - X))
#undef C2H_ATOMIC_SUM
#ifdef C2H_EMU_HIP
/* HIP's floating-point adds that may use the hardware's atomics (and the
 * CAS-loop one): the same sum here; translations use them for __half2 and
 * bfloat16 pairs (c2h-half-atomic). */
template <class T, class V> T unsafeAtomicAdd(T *A, V Val) { return atomicAdd(A, Val); }
template <class T, class V> T safeAtomicAdd(T *A, V Val) { return atomicAdd(A, Val); }
#endif
C2H_ATOMIC(atomicExch, X)
C2H_ATOMIC(atomicMin, X < O ? X : O)
C2H_ATOMIC(atomicMax, X > O ? X : O)
C2H_ATOMIC(atomicAnd, static_cast<T>(O & X))
C2H_ATOMIC(atomicOr, static_cast<T>(O | X))
C2H_ATOMIC(atomicXor, static_cast<T>(O ^ X))
C2H_ATOMIC(atomicInc, static_cast<T>(O >= X ? 0 : O + 1))
C2H_ATOMIC(atomicDec, static_cast<T>((O == 0 || O > X) ? X : O - 1))
#undef C2H_ATOMIC
template <class T, class C, class V> T atomicCAS(T *A, C Cmp, V Val) {
  T Want = static_cast<T>(Cmp), X = static_cast<T>(Val);
  return ::cuda2hip::emu::atomicUpdate(A, [&](T O) { return O == Want ? X : O; });
}
// Scoped atomics (_block, _system): every emulated atomic is sequentially
// consistent for the whole process, so each scope is the plain operation.
#define atomicAdd_system atomicAdd
#define atomicAdd_block atomicAdd
#define atomicSub_system atomicSub
#define atomicSub_block atomicSub
#define atomicExch_system atomicExch
#define atomicExch_block atomicExch
#define atomicMax_system atomicMax
#define atomicMax_block atomicMax
#define atomicMin_system atomicMin
#define atomicMin_block atomicMin
#define atomicAnd_system atomicAnd
#define atomicAnd_block atomicAnd
#define atomicOr_system atomicOr
#define atomicOr_block atomicOr
#define atomicXor_system atomicXor
#define atomicXor_block atomicXor
#define atomicInc_system atomicInc
#define atomicInc_block atomicInc
#define atomicDec_system atomicDec
#define atomicDec_block atomicDec
#define atomicCAS_system atomicCAS
#define atomicCAS_block atomicCAS

inline int __popc(unsigned X) { return __builtin_popcount(X); }
inline int __popcll(unsigned long long X) { return __builtin_popcountll(X); }
inline int __ffs(int X) { return __builtin_ffs(X); }
inline int __ffsll(long long X) { return __builtin_ffsll(X); }
inline int __clz(int X) { return X ? __builtin_clz(static_cast<unsigned>(X)) : 32; }
inline int __clzll(long long X) {
  return X ? __builtin_clzll(static_cast<unsigned long long>(X)) : 64;
}
inline unsigned __brev(unsigned X) { return __builtin_bitreverse32(X); }
inline unsigned long long __brevll(unsigned long long X) { return __builtin_bitreverse64(X); }
inline unsigned __byte_perm(unsigned X, unsigned Y, unsigned S) {
  unsigned long long V = (static_cast<unsigned long long>(Y) << 32) | X, R = 0;
  for (int I = 0; I < 4; ++I)
    R |= ((V >> (((S >> (4 * I)) & 7) * 8)) & 0xff) << (8 * I);
  return static_cast<unsigned>(R);
}
inline int __mul24(int X, int Y) { return ((X << 8) >> 8) * ((Y << 8) >> 8); }
inline unsigned __umul24(unsigned X, unsigned Y) { return (X & 0xffffff) * (Y & 0xffffff); }
inline int __mulhi(int X, int Y) { return static_cast<int>((static_cast<long long>(X) * Y) >> 32); }
inline unsigned __umulhi(unsigned X, unsigned Y) {
  return static_cast<unsigned>((static_cast<unsigned long long>(X) * Y) >> 32);
}

#if !defined(C2H_EMU_HIP)
/* CUDA's packed dot products (PTX dp4a, dp2a.lo/.hi): byte (and halfword)
 * products added to c, signed or unsigned as the operands, wrapping at 32
 * bits. HIP has none: the translation emits its own c2h_dp* helpers. */
namespace cuda2hip {
namespace emu {
/// Lane I, Bits wide, of a packed word; sign-extended when Signed.
inline long long packedLane(unsigned W, int I, int Bits, bool Signed) {
  long long V = (W >> (I * Bits)) & ((1u << Bits) - 1);
  return Signed && V >= (1ll << (Bits - 1)) ? V - (1ll << Bits) : V;
}
/// C plus A's lanes (Bits wide) times B's bytes from byte First on.
inline unsigned packedDot(unsigned A, unsigned B, unsigned C, int Bits, int First, bool Signed) {
  for (int I = 0; I < 32 / Bits; ++I)
    C += static_cast<unsigned>(packedLane(A, I, Bits, Signed) *
                               packedLane(B, First + I, 8, Signed));
  return C;
}
inline unsigned packedWord(char4 V) {
  return static_cast<unsigned char>(V.x) | static_cast<unsigned char>(V.y) << 8 |
         static_cast<unsigned char>(V.z) << 16 |
         static_cast<unsigned>(static_cast<unsigned char>(V.w)) << 24;
}
inline unsigned packedWord(uchar4 V) {
  return V.x | V.y << 8 | V.z << 16 | static_cast<unsigned>(V.w) << 24;
}
inline unsigned packedWord(short2 V) {
  return static_cast<unsigned short>(V.x) |
         static_cast<unsigned>(static_cast<unsigned short>(V.y)) << 16;
}
inline unsigned packedWord(ushort2 V) { return V.x | static_cast<unsigned>(V.y) << 16; }
inline unsigned packedWord(int V) { return static_cast<unsigned>(V); }
inline unsigned packedWord(unsigned V) { return V; }
} // namespace emu
} // namespace cuda2hip
#define C2H_DOT(Name, AT, BT, RT, Bits, First, Signed)                         \
  inline RT Name(AT A, BT B, RT C) {                                           \
    using namespace ::cuda2hip::emu;                                           \
    return static_cast<RT>(packedDot(packedWord(A), packedWord(B),             \
                                     static_cast<unsigned>(C), Bits, First,    \
                                     Signed));                                 \
  }
C2H_DOT(__dp4a, int, int, int, 8, 0, true)
C2H_DOT(__dp4a, unsigned, unsigned, unsigned, 8, 0, false)
C2H_DOT(__dp4a, char4, char4, int, 8, 0, true)
C2H_DOT(__dp4a, uchar4, uchar4, unsigned, 8, 0, false)
C2H_DOT(__dp2a_lo, int, int, int, 16, 0, true)
C2H_DOT(__dp2a_lo, unsigned, unsigned, unsigned, 16, 0, false)
C2H_DOT(__dp2a_lo, short2, char4, int, 16, 0, true)
C2H_DOT(__dp2a_lo, ushort2, uchar4, unsigned, 16, 0, false)
C2H_DOT(__dp2a_hi, int, int, int, 16, 2, true)
C2H_DOT(__dp2a_hi, unsigned, unsigned, unsigned, 16, 2, false)
C2H_DOT(__dp2a_hi, short2, char4, int, 16, 2, true)
C2H_DOT(__dp2a_hi, ushort2, uchar4, unsigned, 16, 2, false)
#undef C2H_DOT

/* CUDA's packed SIMD functions (__vadd2, __vcmpgtu4, ...: PTX's video
 * instructions) and sm_90's DPX functions (__viaddmax_s16x2, ...): per 16-bit
 * lane (...2, ...16x2) or byte (...4), lane 0 the low bits, each lane
 * computed exactly in 64 bits and then wrapped or saturated as the function
 * says. HIP has none: the translation emits c2h_v* helpers. */
namespace cuda2hip {
namespace emu {
template <class F>
unsigned simdMap(unsigned A, unsigned B, unsigned C, int Bits, bool Signed, F Fn) {
  unsigned long long R = 0;
  for (int I = 0; I < 32 / Bits; ++I) {
    long long V = Fn(packedLane(A, I, Bits, Signed), packedLane(B, I, Bits, Signed),
                     packedLane(C, I, Bits, Signed));
    R |= (static_cast<unsigned long long>(V) & ((1ull << Bits) - 1)) << (I * Bits);
  }
  return static_cast<unsigned>(R);
}
/// V clamped to the Bits-wide signed or unsigned range.
inline long long simdSat(long long V, int Bits, bool Signed) {
  long long Lo = Signed ? -(1ll << (Bits - 1)) : 0;
  long long Hi = Signed ? (1ll << (Bits - 1)) - 1 : (1ll << Bits) - 1;
  return std::min(std::max(V, Lo), Hi);
}
/// Half of T, halves rounded away from zero.
inline long long simdHalfAway(long long T) { return T >= 0 ? (T + 1) / 2 : -((1 - T) / 2); }
/// The sum over the lanes of |a - b|.
inline unsigned simdSad(unsigned A, unsigned B, int Bits, bool Signed) {
  long long S = 0;
  for (int I = 0; I < 32 / Bits; ++I)
    S += std::llabs(packedLane(A, I, Bits, Signed) - packedLane(B, I, Bits, Signed));
  return static_cast<unsigned>(S);
}
} // namespace emu
} // namespace cuda2hip
#define C2H_SIMD_WIDTH(Function, Width, Signed, Expr)                          \
  inline unsigned Function(unsigned A, unsigned B) {                           \
    return ::cuda2hip::emu::simdMap(A, B, 0, Width, Signed,                    \
                                    [](long long X, long long Y, long long) {  \
                                      const int Bits = Width;                  \
                                      (void)Bits;                              \
                                      return static_cast<long long>(Expr);     \
                                    });                                        \
  }
/* Name##2 on 16-bit lanes, Name##4 on bytes. */
#define C2H_SIMD2(Name, Signed, Expr)                                          \
  C2H_SIMD_WIDTH(Name##2, 16, Signed, Expr)                                    \
  C2H_SIMD_WIDTH(Name##4, 8, Signed, Expr)
/* One operand: the lanes of the pair form's first. */
#define C2H_SIMD1(Name, Expr)                                                  \
  C2H_SIMD2(__c2h_unary##Name, true, Expr)                                     \
  inline unsigned Name##2(unsigned A) { return __c2h_unary##Name##2(A, 0u); }  \
  inline unsigned Name##4(unsigned A) { return __c2h_unary##Name##4(A, 0u); }
using ::cuda2hip::emu::simdHalfAway;
using ::cuda2hip::emu::simdSat;
C2H_SIMD1(__vabs, X < 0 ? -X : X)
C2H_SIMD1(__vabsss, simdSat(X < 0 ? -X : X, Bits, true))
C2H_SIMD1(__vneg, -X)
C2H_SIMD1(__vnegss, simdSat(-X, Bits, true))
C2H_SIMD2(__vabsdiffs, true, X > Y ? X - Y : Y - X)
C2H_SIMD2(__vabsdiffu, false, X > Y ? X - Y : Y - X)
C2H_SIMD2(__vadd, false, X + Y)
C2H_SIMD2(__vaddss, true, simdSat(X + Y, Bits, true))
C2H_SIMD2(__vaddus, false, simdSat(X + Y, Bits, false))
C2H_SIMD2(__vsub, false, X - Y)
C2H_SIMD2(__vsubss, true, simdSat(X - Y, Bits, true))
C2H_SIMD2(__vsubus, false, simdSat(X - Y, Bits, false))
C2H_SIMD2(__vavgs, true, simdHalfAway(X + Y))
C2H_SIMD2(__vavgu, false, (X + Y + 1) / 2)
C2H_SIMD2(__vhaddu, false, (X + Y) / 2)
C2H_SIMD2(__vmaxs, true, std::max(X, Y))
C2H_SIMD2(__vmaxu, false, std::max(X, Y))
C2H_SIMD2(__vmins, true, std::min(X, Y))
C2H_SIMD2(__vminu, false, std::min(X, Y))
#define C2H_SIMD_COMPARE(Cond, Signed, Test)                                   \
  C2H_SIMD2(__vcmp##Cond, Signed, (Test) ? -1 : 0)                             \
  C2H_SIMD2(__vset##Cond, Signed, (Test) ? 1 : 0)
C2H_SIMD_COMPARE(eq, false, X == Y)
C2H_SIMD_COMPARE(ne, false, X != Y)
C2H_SIMD_COMPARE(ges, true, X >= Y)
C2H_SIMD_COMPARE(geu, false, X >= Y)
C2H_SIMD_COMPARE(gts, true, X > Y)
C2H_SIMD_COMPARE(gtu, false, X > Y)
C2H_SIMD_COMPARE(les, true, X <= Y)
C2H_SIMD_COMPARE(leu, false, X <= Y)
C2H_SIMD_COMPARE(lts, true, X < Y)
C2H_SIMD_COMPARE(ltu, false, X < Y)
#undef C2H_SIMD_COMPARE
#undef C2H_SIMD1
#undef C2H_SIMD2
#undef C2H_SIMD_WIDTH
inline unsigned __vsads2(unsigned A, unsigned B) { return ::cuda2hip::emu::simdSad(A, B, 16, true); }
inline unsigned __vsads4(unsigned A, unsigned B) { return ::cuda2hip::emu::simdSad(A, B, 8, true); }
inline unsigned __vsadu2(unsigned A, unsigned B) { return ::cuda2hip::emu::simdSad(A, B, 16, false); }
inline unsigned __vsadu4(unsigned A, unsigned B) { return ::cuda2hip::emu::simdSad(A, B, 8, false); }

/* DPX: a + b wraps (at 32 bits, or per 16-bit lane) before the max or min;
 * _relu forms clamp the result at 0 from below. */
namespace cuda2hip {
namespace emu {
inline int wrap32(long long V) { return static_cast<int>(static_cast<unsigned>(V)); }
inline long long wrap16(long long V, bool Signed) {
  return Signed ? static_cast<short>(static_cast<unsigned short>(V)) : (V & 0xffff);
}
} // namespace emu
} // namespace cuda2hip
#define C2H_DPX(Op, F)                                                         \
  inline int __viadd##Op##_s32(int A, int B, int C) {                          \
    return F(::cuda2hip::emu::wrap32(static_cast<long long>(A) + B), C);       \
  }                                                                            \
  inline int __viadd##Op##_s32_relu(int A, int B, int C) {                     \
    return std::max(__viadd##Op##_s32(A, B, C), 0);                            \
  }                                                                            \
  inline unsigned __viadd##Op##_u32(unsigned A, unsigned B, unsigned C) {      \
    return F(static_cast<unsigned>(static_cast<unsigned long long>(A) + B), C); \
  }                                                                            \
  inline unsigned __viadd##Op##_s16x2(unsigned A, unsigned B, unsigned C) {    \
    return ::cuda2hip::emu::simdMap(A, B, C, 16, true, [](long long X, long long Y, long long Z) { \
      return F(::cuda2hip::emu::wrap16(X + Y, true), Z);                       \
    });                                                                        \
  }                                                                            \
  inline unsigned __viadd##Op##_s16x2_relu(unsigned A, unsigned B, unsigned C) { \
    return ::cuda2hip::emu::simdMap(A, B, C, 16, true, [](long long X, long long Y, long long Z) { \
      return std::max(F(::cuda2hip::emu::wrap16(X + Y, true), Z), 0ll);        \
    });                                                                        \
  }                                                                            \
  inline unsigned __viadd##Op##_u16x2(unsigned A, unsigned B, unsigned C) {    \
    return ::cuda2hip::emu::simdMap(A, B, C, 16, false, [](long long X, long long Y, long long Z) { \
      return F(::cuda2hip::emu::wrap16(X + Y, false), Z);                      \
    });                                                                        \
  }                                                                            \
  inline int __vi##Op##3_s32(int A, int B, int C) { return F(F(A, B), C); }   \
  inline int __vi##Op##3_s32_relu(int A, int B, int C) { return std::max(F(F(A, B), C), 0); } \
  inline unsigned __vi##Op##3_u32(unsigned A, unsigned B, unsigned C) { return F(F(A, B), C); } \
  inline unsigned __vi##Op##3_s16x2(unsigned A, unsigned B, unsigned C) {      \
    return ::cuda2hip::emu::simdMap(A, B, C, 16, true, [](long long X, long long Y, long long Z) { \
      return F(F(X, Y), Z);                                                    \
    });                                                                        \
  }                                                                            \
  inline unsigned __vi##Op##3_s16x2_relu(unsigned A, unsigned B, unsigned C) { \
    return ::cuda2hip::emu::simdMap(A, B, C, 16, true, [](long long X, long long Y, long long Z) { \
      return std::max(F(F(X, Y), Z), 0ll);                                     \
    });                                                                        \
  }                                                                            \
  inline unsigned __vi##Op##3_u16x2(unsigned A, unsigned B, unsigned C) {      \
    return ::cuda2hip::emu::simdMap(A, B, C, 16, false, [](long long X, long long Y, long long Z) { \
      return F(F(X, Y), Z);                                                    \
    });                                                                        \
  }                                                                            \
  inline int __vi##Op##_s32_relu(int A, int B) { return std::max(F(A, B), 0); } \
  inline unsigned __vi##Op##_s16x2_relu(unsigned A, unsigned B) {              \
    return ::cuda2hip::emu::simdMap(A, B, 0, 16, true, [](long long X, long long Y, long long) { \
      return std::max(F(X, Y), 0ll);                                           \
    });                                                                        \
  }
#define C2H_DPX_MAX(X, Y) std::max(X, Y)
#define C2H_DPX_MIN(X, Y) std::min(X, Y)
C2H_DPX(max, C2H_DPX_MAX)
C2H_DPX(min, C2H_DPX_MIN)
#undef C2H_DPX
/* __vibmax/__vibmin: the max (min) and whether a's value is it (a >= b,
 * a <= b), per 16-bit lane for the 16x2 forms (pred_hi: lane 1). */
inline int __vibmax_s32(int A, int B, bool *P) { *P = A >= B; return std::max(A, B); }
inline unsigned __vibmax_u32(unsigned A, unsigned B, bool *P) { *P = A >= B; return std::max(A, B); }
inline int __vibmin_s32(int A, int B, bool *P) { *P = A <= B; return std::min(A, B); }
inline unsigned __vibmin_u32(unsigned A, unsigned B, bool *P) { *P = A <= B; return std::min(A, B); }
#define C2H_VIB(Name, Signed, Pick, Cmp)                                       \
  inline unsigned Name(unsigned A, unsigned B, bool *Hi, bool *Lo) {           \
    using ::cuda2hip::emu::packedLane;                                         \
    *Lo = packedLane(A, 0, 16, Signed) Cmp packedLane(B, 0, 16, Signed);       \
    *Hi = packedLane(A, 1, 16, Signed) Cmp packedLane(B, 1, 16, Signed);       \
    return ::cuda2hip::emu::simdMap(A, B, 0, 16, Signed, [](long long X, long long Y, long long) { \
      return Pick(X, Y);                                                       \
    });                                                                        \
  }
C2H_VIB(__vibmax_s16x2, true, C2H_DPX_MAX, >=)
C2H_VIB(__vibmax_u16x2, false, C2H_DPX_MAX, >=)
C2H_VIB(__vibmin_s16x2, true, C2H_DPX_MIN, <=)
C2H_VIB(__vibmin_u16x2, false, C2H_DPX_MIN, <=)
#undef C2H_VIB
#undef C2H_DPX_MAX
#undef C2H_DPX_MIN
#endif
inline unsigned long long clock64() {
  static std::atomic<unsigned long long> Ticks{0};
  return Ticks.fetch_add(100) + 100;
}
inline long long wall_clock64() { return static_cast<long long>(clock64()); }
template <class T> T __ldg(const T *P) { return *P; }
// Cache-hinted loads and stores: a hint says where a value is cached, never
// what it is.
template <class T> T __ldca(const T *P) { return *P; }
template <class T> T __ldcg(const T *P) { return *P; }
template <class T> T __ldcs(const T *P) { return *P; }
template <class T> T __ldlu(const T *P) { return *P; }
template <class T> T __ldcv(const T *P) { return *P; }
template <class T> struct C2hHintSame { typedef T type; };
template <class T> void __stwb(T *P, typename C2hHintSame<T>::type V) { *P = V; }
template <class T> void __stcg(T *P, typename C2hHintSame<T>::type V) { *P = V; }
template <class T> void __stcs(T *P, typename C2hHintSame<T>::type V) { *P = V; }
template <class T> void __stwt(T *P, typename C2hHintSame<T>::type V) { *P = V; }
inline void __trap() {
  ::cuda2hip::emu::fail(::cuda2hip::emu::ErrorKind::DeviceAssert, __C2H_SITE, "__trap() called");
}
inline void __nanosleep(unsigned) {}

/* assert() in a kernel: glibc's assert calls __assert_fail, which the
 * emulator's engine defines: an emulator error inside a kernel, the usual
 * message and abort on the host. */

/* ---- Math ---------------------------------------------------------------- */

#define C2H_MINMAX(T)                                                          \
  inline T min(T A, T B) { return A < B ? A : B; }                             \
  inline T max(T A, T B) { return A > B ? A : B; }
C2H_MINMAX(int)
C2H_MINMAX(unsigned)
C2H_MINMAX(long)
C2H_MINMAX(unsigned long)
C2H_MINMAX(long long)
C2H_MINMAX(unsigned long long)
C2H_MINMAX(float)
C2H_MINMAX(double)
#undef C2H_MINMAX
/* Mixed operands, as CUDA's math_functions.hpp has them: a signed and an
 * unsigned integer of one size compare as the unsigned type, a float and a
 * double as doubles. */
#define C2H_MINMAX_MIXED(R, A_, B_)                                            \
  inline R min(A_ A, B_ B) {                                                   \
    return min(static_cast<R>(A), static_cast<R>(B));                          \
  }                                                                            \
  inline R max(A_ A, B_ B) { return max(static_cast<R>(A), static_cast<R>(B)); }
C2H_MINMAX_MIXED(unsigned, int, unsigned)
C2H_MINMAX_MIXED(unsigned, unsigned, int)
C2H_MINMAX_MIXED(unsigned long, long, unsigned long)
C2H_MINMAX_MIXED(unsigned long, unsigned long, long)
C2H_MINMAX_MIXED(unsigned long long, long long, unsigned long long)
C2H_MINMAX_MIXED(unsigned long long, unsigned long long, long long)
C2H_MINMAX_MIXED(double, float, double)
C2H_MINMAX_MIXED(double, double, float)
#undef C2H_MINMAX_MIXED

inline float __expf(float X) { return std::exp(X); }
inline float __exp10f(float X) { return std::pow(10.0f, X); }
inline float __logf(float X) { return std::log(X); }
inline float __log2f(float X) { return std::log2(X); }
inline float __log10f(float X) { return std::log10(X); }
inline float __sinf(float X) { return std::sin(X); }
inline float __cosf(float X) { return std::cos(X); }
inline float __tanf(float X) { return std::tan(X); }
inline void __sincosf(float X, float *S, float *C) { *S = std::sin(X); *C = std::cos(X); }
inline void sincosf(float X, float *S, float *C) { *S = std::sin(X); *C = std::cos(X); }
inline void sincos(double X, double *S, double *C) { *S = std::sin(X); *C = std::cos(X); }
inline float __powf(float X, float Y) { return std::pow(X, Y); }
inline float __fdividef(float X, float Y) { return X / Y; }
inline float fdividef(float X, float Y) { return X / Y; }
inline float __frcp_rn(float X) { return 1.0f / X; }
inline float __fsqrt_rn(float X) { return std::sqrt(X); }
inline float __saturatef(float X) { return X < 0 ? 0 : X > 1 ? 1 : X; }
inline float rsqrtf(float X) { return 1.0f / std::sqrt(X); }
inline double rsqrt(double X) { return 1.0 / std::sqrt(X); }
inline float rcbrtf(float X) { return 1.0f / std::cbrt(X); }
inline float exp10f(float X) { return std::pow(10.0f, X); }
inline float __fmaf_rn(float A, float B, float C) { return std::fma(A, B, C); }
inline double __fma_rn(double A, double B, double C) { return std::fma(A, B, C); }
inline float __fadd_rn(float A, float B) { return A + B; }
inline float __fsub_rn(float A, float B) { return A - B; }
inline float __fmul_rn(float A, float B) { return A * B; }
inline float __fdiv_rn(float A, float B) { return A / B; }
inline double __dadd_rn(double A, double B) { return A + B; }
inline double __dmul_rn(double A, double B) { return A * B; }
inline double __dsub_rn(double A, double B) { return A - B; }
inline double __ddiv_rn(double A, double B) { return A / B; }
inline double __drcp_rn(double X) { return 1.0 / X; }
inline double __dsqrt_rn(double X) { return std::sqrt(X); }

// Directed rounding (_rz, _ru, _rd): the operation runs in the host's
// rounding mode of that name, set around it alone, so each result is the
// correctly rounded one the device gives.
namespace cuda2hip {
namespace emu {
template <class T, class F> T inRoundingMode(int Mode, F Op) {
#pragma STDC FENV_ACCESS ON
  int Old = std::fegetround();
  std::fesetround(Mode);
  volatile T R = Op();
  std::fesetround(Old);
  return R;
}
} // namespace emu
} // namespace cuda2hip
#define C2H_ROUNDED(Suffix, Mode)                                                        \
  inline float __fadd_##Suffix(float A, float B) {                                       \
    return ::cuda2hip::emu::inRoundingMode<float>(Mode, [&] { return A + B; });          \
  }                                                                                      \
  inline float __fsub_##Suffix(float A, float B) {                                       \
    return ::cuda2hip::emu::inRoundingMode<float>(Mode, [&] { return A - B; });          \
  }                                                                                      \
  inline float __fmul_##Suffix(float A, float B) {                                       \
    return ::cuda2hip::emu::inRoundingMode<float>(Mode, [&] { return A * B; });          \
  }                                                                                      \
  inline float __fdiv_##Suffix(float A, float B) {                                       \
    return ::cuda2hip::emu::inRoundingMode<float>(Mode, [&] { return A / B; });          \
  }                                                                                      \
  inline float __frcp_##Suffix(float X) {                                                \
    return ::cuda2hip::emu::inRoundingMode<float>(Mode, [&] { return 1.0f / X; });       \
  }                                                                                      \
  inline float __fsqrt_##Suffix(float X) {                                               \
    return ::cuda2hip::emu::inRoundingMode<float>(Mode, [&] { return std::sqrt(X); });   \
  }                                                                                      \
  inline float __fmaf_##Suffix(float A, float B, float C) {                              \
    return ::cuda2hip::emu::inRoundingMode<float>(Mode, [&] { return std::fma(A, B, C); }); \
  }                                                                                      \
  inline double __dadd_##Suffix(double A, double B) {                                    \
    return ::cuda2hip::emu::inRoundingMode<double>(Mode, [&] { return A + B; });         \
  }                                                                                      \
  inline double __dsub_##Suffix(double A, double B) {                                    \
    return ::cuda2hip::emu::inRoundingMode<double>(Mode, [&] { return A - B; });         \
  }                                                                                      \
  inline double __dmul_##Suffix(double A, double B) {                                    \
    return ::cuda2hip::emu::inRoundingMode<double>(Mode, [&] { return A * B; });         \
  }                                                                                      \
  inline double __ddiv_##Suffix(double A, double B) {                                    \
    return ::cuda2hip::emu::inRoundingMode<double>(Mode, [&] { return A / B; });         \
  }                                                                                      \
  inline double __drcp_##Suffix(double X) {                                              \
    return ::cuda2hip::emu::inRoundingMode<double>(Mode, [&] { return 1.0 / X; });       \
  }                                                                                      \
  inline double __dsqrt_##Suffix(double X) {                                             \
    return ::cuda2hip::emu::inRoundingMode<double>(Mode, [&] { return std::sqrt(X); });  \
  }                                                                                      \
  inline double __fma_##Suffix(double A, double B, double C) {                           \
    return ::cuda2hip::emu::inRoundingMode<double>(Mode, [&] { return std::fma(A, B, C); }); \
  }
C2H_ROUNDED(rz, FE_TOWARDZERO)
C2H_ROUNDED(ru, FE_UPWARD)
C2H_ROUNDED(rd, FE_DOWNWARD)
#undef C2H_ROUNDED
inline float __int_as_float(int X) { float F; std::memcpy(&F, &X, 4); return F; }
inline int __float_as_int(float X) { int I; std::memcpy(&I, &X, 4); return I; }
inline float __uint_as_float(unsigned X) { float F; std::memcpy(&F, &X, 4); return F; }
inline unsigned __float_as_uint(float X) { unsigned I; std::memcpy(&I, &X, 4); return I; }
inline double __longlong_as_double(long long X) { double D; std::memcpy(&D, &X, 8); return D; }
inline long long __double_as_longlong(double X) { long long I; std::memcpy(&I, &X, 8); return I; }
inline int __float2int_rn(float X) { return static_cast<int>(std::nearbyint(X)); }
inline int __float2int_rz(float X) { return static_cast<int>(X); }
inline int __float2int_rd(float X) { return static_cast<int>(std::floor(X)); }
inline int __float2int_ru(float X) { return static_cast<int>(std::ceil(X)); }
inline unsigned __float2uint_rn(float X) { return static_cast<unsigned>(std::nearbyint(X)); }
inline float __int2float_rn(int X) { return static_cast<float>(X); }
inline float __uint2float_rn(unsigned X) { return static_cast<float>(X); }
inline int __double2int_rn(double X) { return static_cast<int>(std::nearbyint(X)); }
inline float __double2float_rn(double X) { return static_cast<float>(X); }

#include "cuda2hip_emu_warp.h"
#include "cuda2hip_emu_mma_ptx.h"

#if defined(__CUDA__)
#pragma clang force_cuda_host_device end
#endif

#endif
