/* cuda2hip bundled CUDA declarations: runtime API (host side). */
#ifndef CUDA2HIP_BUNDLED_CUDA_RUNTIME_API_H
#define CUDA2HIP_BUNDLED_CUDA_RUNTIME_API_H
/* The SDK header guards (driver_types.h comes with the runtime API). */
#define __CUDA_RUNTIME_API_H__
#define __DRIVER_TYPES_H__
#include <stddef.h>
#include "vector_types.h"

/* CUDA's device runtime makes a few of these callable in device code too;
 * declared so, such a call parses, and the translation reports it
 * (c2h-device-runtime-api): HIP's runtime API is host-only. */
#define C2H_DEVRT __host__ __device__

#define CUDART_VERSION 12000
#define CUDA_VERSION 12000

enum cudaError {
  cudaSuccess = 0, cudaErrorInvalidValue = 1, cudaErrorMemoryAllocation = 2,
  cudaErrorInvalidDevice = 101, cudaErrorNoDevice = 100, cudaErrorNotReady = 600
};
typedef enum cudaError cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost, cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost,
  cudaMemcpyDeviceToDevice, cudaMemcpyDefault
};
enum cudaFuncCache { cudaFuncCachePreferNone, cudaFuncCachePreferShared, cudaFuncCachePreferL1 };
enum cudaSharedMemConfig { cudaSharedMemBankSizeDefault, cudaSharedMemBankSizeFourByte, cudaSharedMemBankSizeEightByte };
enum cudaLimit { cudaLimitStackSize, cudaLimitPrintfFifoSize, cudaLimitMallocHeapSize };
enum cudaDeviceAttr {
  cudaDevAttrMaxThreadsPerBlock = 1, cudaDevAttrMaxSharedMemoryPerBlock = 8,
  cudaDevAttrWarpSize = 10, cudaDevAttrMultiProcessorCount = 16,
  cudaDevAttrComputeCapabilityMajor = 75, cudaDevAttrComputeCapabilityMinor = 76
};
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
enum cudaComputeMode { cudaComputeModeDefault };
enum cudaStreamCaptureMode { cudaStreamCaptureModeGlobal, cudaStreamCaptureModeThreadLocal, cudaStreamCaptureModeRelaxed };
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaHostRegisterDefault 0x00
#define cudaMemAttachGlobal 0x01
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceBlockingSync 0x04
#define cudaDeviceMapHost 0x08

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;
typedef struct CUgraph_st *cudaGraph_t;
typedef struct CUgraphExec_st *cudaGraphExec_t;
typedef struct CUgraphNode_st *cudaGraphNode_t;
typedef struct cudaArray *cudaArray_t;
typedef unsigned long long cudaTextureObject_t;
#define cudaStreamPerThread ((cudaStream_t)0x2)
typedef void (*cudaHostFn_t)(void *);
typedef void (*cudaStreamCallback_t)(cudaStream_t, cudaError_t, void *);

struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem, sharedMemPerBlock;
  int regsPerBlock, warpSize;
  size_t memPitch;
  int maxThreadsPerBlock, maxThreadsDim[3], maxGridSize[3], clockRate;
  size_t totalConstMem;
  int major, minor, multiProcessorCount, maxThreadsPerMultiProcessor;
  int concurrentKernels, cooperativeLaunch, l2CacheSize, memoryBusWidth;
  size_t sharedMemPerMultiprocessor;
  int computeMode, integrated, canMapHostMemory, managedMemory;
  int pciBusID, pciDeviceID, pciDomainID;
};
struct cudaFuncAttributes {
  size_t sharedSizeBytes, constSizeBytes, localSizeBytes;
  int maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion;
  int maxDynamicSharedSizeBytes;
};
struct cudaPointerAttributes { int type, device; void *devicePointer, *hostPointer; };
struct cudaChannelFormatDesc { int x, y, z, w, f; };
struct cudaExtent { size_t width, height, depth; };
struct cudaPitchedPtr { void *ptr; size_t pitch, xsize, ysize; };
struct cudaMemcpy3DParms;
struct cudaKernelNodeParams;
struct cudaMemsetParams;
struct cudaMemcpy3DParms;
struct textureReference;
struct surfaceReference; // Texture and surface references: CUDA 11 and before.
typedef const struct cudaArray *cudaArray_const_t;
typedef const struct cudaMipmappedArray *cudaMipmappedArray_const_t;

extern "C" {
cudaError_t cudaChooseDevice(int *, const cudaDeviceProp *);
cudaError_t cudaDeviceCanAccessPeer(int *, int, int);
cudaError_t cudaDeviceDisablePeerAccess(int);
cudaError_t cudaDeviceEnablePeerAccess(int, unsigned int);
C2H_DEVRT cudaError_t cudaDeviceGetAttribute(int *, cudaDeviceAttr, int);
cudaError_t cudaDeviceGetByPCIBusId(int *, const char *);
cudaError_t cudaDeviceGetCacheConfig(cudaFuncCache *);
cudaError_t cudaDeviceGetLimit(size_t *, cudaLimit);
cudaError_t cudaDeviceGetPCIBusId(char *, int, int);
cudaError_t cudaDeviceGetSharedMemConfig(cudaSharedMemConfig *);
cudaError_t cudaDeviceGetStreamPriorityRange(int *, int *);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaDeviceSetCacheConfig(cudaFuncCache);
cudaError_t cudaDeviceSetLimit(cudaLimit, size_t);
cudaError_t cudaDeviceSetSharedMemConfig(cudaSharedMemConfig);
C2H_DEVRT cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDriverGetVersion(int *);
cudaError_t cudaEventCreate(cudaEvent_t *);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *, unsigned int);
cudaError_t cudaEventDestroy(cudaEvent_t);
cudaError_t cudaEventElapsedTime(float *, cudaEvent_t, cudaEvent_t);
cudaError_t cudaEventQuery(cudaEvent_t);
cudaError_t cudaEventRecord(cudaEvent_t, cudaStream_t stream = 0);
cudaError_t cudaEventSynchronize(cudaEvent_t);
C2H_DEVRT cudaError_t cudaFree(void *);
cudaError_t cudaFreeArray(cudaArray_t);
cudaError_t cudaFreeAsync(void *, cudaStream_t);
cudaError_t cudaFreeHost(void *);
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *, const void *);
cudaError_t cudaFuncSetAttribute(const void *, cudaFuncAttribute, int);
cudaError_t cudaFuncSetCacheConfig(const void *, cudaFuncCache);
cudaError_t cudaFuncSetSharedMemConfig(const void *, cudaSharedMemConfig);
C2H_DEVRT cudaError_t cudaGetDevice(int *);
cudaError_t cudaGetDeviceCount(int *);
cudaError_t cudaGetDeviceFlags(unsigned int *);
cudaError_t cudaGetDeviceProperties(cudaDeviceProp *, int);
C2H_DEVRT const char *cudaGetErrorName(cudaError_t);
C2H_DEVRT const char *cudaGetErrorString(cudaError_t);
C2H_DEVRT cudaError_t cudaGetLastError(void);
cudaError_t cudaGetSymbolAddress(void **, const void *);
cudaError_t cudaGetSymbolSize(size_t *, const void *);
cudaError_t cudaGraphAddKernelNode(cudaGraphNode_t *, cudaGraph_t, const cudaGraphNode_t *, size_t, const cudaKernelNodeParams *);
cudaError_t cudaGraphAddMemcpyNode(cudaGraphNode_t *, cudaGraph_t, const cudaGraphNode_t *, size_t, const cudaMemcpy3DParms *);
cudaError_t cudaGraphAddMemsetNode(cudaGraphNode_t *, cudaGraph_t, const cudaGraphNode_t *, size_t, const cudaMemsetParams *);
cudaError_t cudaGraphCreate(cudaGraph_t *, unsigned int);
cudaError_t cudaGraphDestroy(cudaGraph_t);
cudaError_t cudaGraphExecDestroy(cudaGraphExec_t);
cudaError_t cudaGraphInstantiate(cudaGraphExec_t *, cudaGraph_t, unsigned long long flags = 0);
cudaError_t cudaGraphInstantiateWithParams(cudaGraphExec_t *, cudaGraph_t, void *);
cudaError_t cudaGraphLaunch(cudaGraphExec_t, cudaStream_t);
cudaError_t cudaHostAlloc(void **, size_t, unsigned int);
cudaError_t cudaHostGetDevicePointer(void **, void *, unsigned int);
cudaError_t cudaHostRegister(void *, size_t, unsigned int);
cudaError_t cudaHostUnregister(void *);
cudaError_t cudaLaunchCooperativeKernel(const void *, dim3, dim3, void **, size_t, cudaStream_t);
cudaError_t cudaLaunchCooperativeKernelMultiDevice(void *, unsigned int, unsigned int flags = 0);
cudaError_t cudaLaunchHostFunc(cudaStream_t, cudaHostFn_t, void *);
cudaError_t cudaLaunchKernel(const void *, dim3, dim3, void **, size_t, cudaStream_t);
C2H_DEVRT cudaError_t cudaMalloc(void **, size_t);
cudaError_t cudaMalloc3D(cudaPitchedPtr *, cudaExtent);
cudaError_t cudaMallocArray(cudaArray_t *, const cudaChannelFormatDesc *, size_t, size_t height = 0, unsigned int flags = 0);
cudaError_t cudaMallocAsync(void **, size_t, cudaStream_t);
cudaError_t cudaMallocHost(void **, size_t);
cudaError_t cudaMallocManaged(void **, size_t, unsigned int flags = cudaMemAttachGlobal);
cudaError_t cudaMallocPitch(void **, size_t *, size_t, size_t);
cudaError_t cudaMemAdvise(const void *, size_t, int, int);
cudaError_t cudaMemGetInfo(size_t *, size_t *);
cudaError_t cudaMemPrefetchAsync(const void *, size_t, int, cudaStream_t stream = 0);
cudaError_t cudaMemcpy(void *, const void *, size_t, cudaMemcpyKind);
cudaError_t cudaMemcpy2D(void *, size_t, const void *, size_t, size_t, size_t, cudaMemcpyKind);
cudaError_t cudaMemcpy2DAsync(void *, size_t, const void *, size_t, size_t, size_t, cudaMemcpyKind, cudaStream_t stream = 0);
cudaError_t cudaMemcpy3D(const cudaMemcpy3DParms *);
cudaError_t cudaMemcpyAsync(void *, const void *, size_t, cudaMemcpyKind, cudaStream_t stream = 0);
cudaError_t cudaMemcpyPeer(void *, int, const void *, int, size_t);
cudaError_t cudaMemcpyPeerAsync(void *, int, const void *, int, size_t, cudaStream_t stream = 0);
cudaError_t cudaMemset(void *, int, size_t);
cudaError_t cudaMemset2D(void *, size_t, int, size_t, size_t);
cudaError_t cudaMemsetAsync(void *, int, size_t, cudaStream_t stream = 0);
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *, const void *, int, size_t);
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *, const void *, int, size_t, unsigned int);
C2H_DEVRT cudaError_t cudaPeekAtLastError(void);
cudaError_t cudaPointerGetAttributes(cudaPointerAttributes *, const void *);
cudaError_t cudaProfilerStart(void);
cudaError_t cudaProfilerStop(void);
cudaError_t cudaRuntimeGetVersion(int *);
cudaError_t cudaSetDevice(int);
cudaError_t cudaSetDeviceFlags(unsigned int);
cudaError_t cudaStreamAddCallback(cudaStream_t, cudaStreamCallback_t, void *, unsigned int);
cudaError_t cudaStreamBeginCapture(cudaStream_t, cudaStreamCaptureMode);
cudaError_t cudaStreamCreate(cudaStream_t *);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *, unsigned int);
cudaError_t cudaStreamCreateWithPriority(cudaStream_t *, unsigned int, int);
cudaError_t cudaStreamDestroy(cudaStream_t);
cudaError_t cudaStreamEndCapture(cudaStream_t, cudaGraph_t *);
cudaError_t cudaStreamGetFlags(cudaStream_t, unsigned int *);
cudaError_t cudaStreamGetPriority(cudaStream_t, int *);
cudaError_t cudaStreamQuery(cudaStream_t);
cudaError_t cudaStreamSynchronize(cudaStream_t);
cudaError_t cudaStreamWaitEvent(cudaStream_t, cudaEvent_t, unsigned int flags = 0);
cudaError_t cudaThreadExchangeStreamCaptureMode(cudaStreamCaptureMode *);
cudaError_t cudaThreadSynchronize(void);
cudaError_t cudaBindTexture(size_t *, const textureReference *, const void *, const cudaChannelFormatDesc *, size_t size = ~(size_t)0);
cudaError_t cudaUnbindTexture(const textureReference *);
cudaError_t cudaBindTexture2D(size_t *, const textureReference *, const void *, const cudaChannelFormatDesc *, size_t, size_t, size_t);
cudaError_t cudaBindTextureToArray(const textureReference *, cudaArray_const_t, const cudaChannelFormatDesc *);
cudaError_t cudaBindTextureToMipmappedArray(const textureReference *, cudaMipmappedArray_const_t, const cudaChannelFormatDesc *);
cudaError_t cudaGetTextureAlignmentOffset(size_t *, const textureReference *);
cudaError_t cudaGetTextureReference(const textureReference **, const void *);
cudaError_t cudaBindSurfaceToArray(const surfaceReference *, cudaArray_const_t, const cudaChannelFormatDesc *);
cudaError_t cudaGetSurfaceReference(const surfaceReference **, const void *);
cudaError_t cudaMemcpyToSymbol(const void *, const void *, size_t, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyHostToDevice);
cudaError_t cudaMemcpyFromSymbol(void *, const void *, size_t, size_t offset = 0, cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
cudaError_t cudaMemcpyToSymbolAsync(const void *, const void *, size_t, size_t, cudaMemcpyKind, cudaStream_t stream = 0);
cudaError_t cudaMemcpyFromSymbolAsync(void *, const void *, size_t, size_t, cudaMemcpyKind, cudaStream_t stream = 0);
cudaError_t cudaOccupancyMaxPotentialBlockSize(int *, int *, const void *, size_t, int);
}
// cuda_runtime.h's C++ forms (templates on the kernel and a shared-memory
// size functor), declared here for the parse.
template <class F> cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(int *, int *, F, size_t = 0, int = 0, unsigned int = 0);
template <class F, class S> cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(int *, int *, F, S, int = 0);
template <class F, class S> cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(int *, int *, F, S, int = 0, unsigned int = 0);
template <class F> cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *, F, int, int);

/* The C++ conveniences of cuda_runtime.h that take typed pointers. */
template <class T> cudaError_t cudaMalloc(T **p, size_t n) { return cudaMalloc((void **)p, n); }
template <class T> cudaError_t cudaMallocHost(T **p, size_t n) { return cudaMallocHost((void **)p, n); }
template <class T> cudaError_t cudaMallocManaged(T **p, size_t n, unsigned int f = cudaMemAttachGlobal) { return cudaMallocManaged((void **)p, n, f); }
template <class T> cudaError_t cudaMallocPitch(T **p, size_t *pitch, size_t w, size_t h) { return cudaMallocPitch((void **)p, pitch, w, h); }
template <class T> cudaError_t cudaHostAlloc(T **p, size_t n, unsigned int f) { return cudaHostAlloc((void **)p, n, f); }
template <class T> cudaError_t cudaMallocAsync(T **p, size_t n, cudaStream_t s) { return cudaMallocAsync((void **)p, n, s); }
template <class T> cudaError_t cudaMemcpyToSymbol(const T &sym, const void *src, size_t n, size_t off = 0, cudaMemcpyKind k = cudaMemcpyHostToDevice) { return cudaMemcpyToSymbol((const void *)&sym, src, n, off, k); }
template <class T> cudaError_t cudaMemcpyFromSymbol(void *dst, const T &sym, size_t n, size_t off = 0, cudaMemcpyKind k = cudaMemcpyDeviceToHost) { return cudaMemcpyFromSymbol(dst, (const void *)&sym, n, off, k); }
template <class T> cudaError_t cudaGetSymbolAddress(void **p, const T &sym) { return cudaGetSymbolAddress(p, (const void *)&sym); }
template <class T> cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *a, T *f) { return cudaFuncGetAttributes(a, (const void *)f); }
template <class T> cudaError_t cudaFuncSetAttribute(T *f, cudaFuncAttribute a, int v) { return cudaFuncSetAttribute((const void *)f, a, v); }
template <class T> cudaError_t cudaFuncSetCacheConfig(T *f, cudaFuncCache c) { return cudaFuncSetCacheConfig((const void *)f, c); }
template <class T> cudaError_t cudaLaunchKernel(T *f, dim3 g, dim3 b, void **args, size_t shm = 0, cudaStream_t s = 0) { return cudaLaunchKernel((const void *)f, g, b, args, shm, s); }
template <class T> cudaError_t cudaLaunchCooperativeKernel(T *f, dim3 g, dim3 b, void **args, size_t shm = 0, cudaStream_t s = 0) { return cudaLaunchCooperativeKernel((const void *)f, g, b, args, shm, s); }
template <class T> cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *n, T f, int b, size_t shm) { return cudaOccupancyMaxActiveBlocksPerMultiprocessor(n, (const void *)f, b, shm); }
template <class T> cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *n, T f, int b, size_t shm, unsigned int fl) { return cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(n, (const void *)f, b, shm, fl); }
template <class T> cudaError_t cudaOccupancyMaxPotentialBlockSize(int *g, int *b, T f, size_t shm = 0, int lim = 0) { return cudaOccupancyMaxPotentialBlockSize(g, b, (const void *)f, shm, lim); }

/* Kernel launch configuration, used by <<<...>>>; the device-side pair is
 * what a launch from device code (dynamic parallelism) calls. */
extern "C" __device__ void *cudaGetParameterBuffer(size_t, size_t);
extern "C" __device__ cudaError_t cudaLaunchDevice(void *, void *, dim3, dim3, unsigned int, cudaStream_t);
extern "C" int cudaConfigureCall(dim3, dim3, size_t = 0, cudaStream_t = 0);
extern "C" unsigned __cudaPushCallConfiguration(dim3, dim3, size_t = 0, void * = 0);
#endif
