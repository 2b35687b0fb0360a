// common.cuh - small helpers shared by the sample programs in this folder.
//
// Provides:
//   CHECK(call)        abort with a readable message (and a final FAIL line)
//                      when a CUDA runtime call does not return cudaSuccess
//   mix32(x)           a 32-bit integer hash used to build deterministic inputs
//   det_uniform(...)   a reproducible float in [lo, hi) for element i
//   fill_uniform(...)  fill a host array with det_uniform values
//   close_enough(...)  mixed absolute / relative float comparison
#pragma once

#include <cstdio>
#include <cstdlib>
#include <cstdint>
#include <cmath>
#include <cuda_runtime.h>

#define CHECK(call)                                                         \
    do {                                                                    \
        cudaError_t check_err_ = (call);                                    \
        if (check_err_ != cudaSuccess) {                                    \
            fprintf(stderr, "CUDA error '%s' at %s:%d: %s\n", #call,        \
                    __FILE__, __LINE__, cudaGetErrorString(check_err_));    \
            printf("FAIL\n");                                               \
            exit(1);                                                        \
        }                                                                   \
    } while (0)

// Finalizer of a well-mixing integer hash (xorshift-multiply rounds).
// Usable on host and device so kernels could regenerate inputs if needed.
__host__ __device__ inline uint32_t mix32(uint32_t x)
{
    x ^= x >> 16;
    x *= 0x7feb352dU;
    x ^= x >> 15;
    x *= 0x846ca68bU;
    x ^= x >> 16;
    return x;
}

// Reproducible pseudo random float in [lo, hi) for element i of stream seed.
__host__ __device__ inline float det_uniform(uint32_t i, uint32_t seed, float lo, float hi)
{
    uint32_t h = mix32(i * 0x9e3779b9U + mix32(seed));
    // 24 random bits -> [0, 1) exactly representable in float
    float unit = (float)(h >> 8) * (1.0f / 16777216.0f);
    return lo + (hi - lo) * unit;
}

inline void fill_uniform(float* dst, size_t n, uint32_t seed, float lo, float hi)
{
    for (size_t i = 0; i < n; ++i)
        dst[i] = det_uniform((uint32_t)i, seed, lo, hi);
}

// True when got is within abs_tol + rel_tol * |want| of want.
inline bool close_enough(double got, double want, double rel_tol, double abs_tol)
{
    return std::fabs(got - want) <= abs_tol + rel_tol * std::fabs(want);
}
