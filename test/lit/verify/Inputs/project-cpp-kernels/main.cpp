// A .cpp unit whose build compiles it as CUDA (CMake's LANGUAGE CUDA): its
// kernels are in a header found through -I. It prints the wall clock too.
#include <cstdio>
#include <ctime>
#include "kernels.hpp"

int main() {
  std::printf("started at %ld\n", static_cast<long>(std::time(nullptr)));
  const int n = 256;
  int *a;
  cudaMallocManaged(&a, n * sizeof(int));
  triple<<<n / 64, 64>>>(a, n);
  cudaDeviceSynchronize();
  long sum = 0;
  for (int i = 0; i < n; ++i)
    sum += a[i];
  std::printf("sum %ld\n", sum);
  return 0;
}
