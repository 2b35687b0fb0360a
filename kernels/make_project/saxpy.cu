// saxpy.cu - the kernel and its launcher (a separate translation unit).
#include "saxpy.cuh"

__global__ void saxpy_kernel(int n, float a, const float* x, float* y)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = a * x[i] + y[i];
}

cudaError_t saxpy(int n, float a, const float* x, float* y)
{
    saxpy_kernel<<<(n + 255) / 256, 256>>>(n, a, x, y);
    return cudaGetLastError();
}
