// saxpy.cuh - the kernel's interface, shared by main.cu and saxpy.cu.
#pragma once
#include <cuda_runtime.h>

// y[i] = a * x[i] + y[i] for i < n, on the device; returns the launch error.
cudaError_t saxpy(int n, float a, const float* x, float* y);
