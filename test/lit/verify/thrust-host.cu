// A program on Thrust runs on the emulator with CCCL's Thrust from the CUDA
// SDK and its C++ (host) back end as the device system, in the reference
// and in the HIP run (rocThrust keeps Thrust's names): device_vector, a
// transform with a functor, a sort, a transform_reduce, fancy iterators, and
// a kernel launched on a device_vector's storage.
// REQUIRES: cuda-sdk
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers sdk %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>

struct square {
  __host__ __device__ float operator()(float x) const { return x * x; }
};

__global__ void twice(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] *= 2.0f;
}

int main() {
  const int n = 1000;
  thrust::host_vector<float> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = (float)((i * 37) % n);
  thrust::device_vector<float> d = h;
  twice<<<(n + 127) / 128, 128>>>(thrust::raw_pointer_cast(d.data()), n);
  cudaDeviceSynchronize();
  thrust::sort(d.begin(), d.end());
  thrust::device_vector<float> sq(n);
  thrust::transform(d.begin(), d.end(), sq.begin(), square());
  float sum = thrust::reduce(sq.begin(), sq.end(), 0.0f);
  float same = thrust::transform_reduce(d.begin(), d.end(), square(), 0.0f, thrust::plus<float>());
  int count = thrust::reduce(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n));
  thrust::host_vector<float> back = d;
  bool sorted = true;
  for (int i = 0; i < n; ++i)
    sorted = sorted && back[i] == 2.0f * i;
  double want = 0;
  for (int i = 0; i < n; ++i)
    want += 4.0 * i * i;
  bool ok = sorted && sum == same && count == n * (n - 1) / 2 &&
            sum > 0.999 * want && sum < 1.001 * want;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
// CHECK: pass {{.*}}thrust-host.cu: translate ok, reference pass, emu64 pass, emu32 pass
