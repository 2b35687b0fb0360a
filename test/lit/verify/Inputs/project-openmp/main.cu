// Four host threads launch a kernel each, on parts of one buffer, from an
// OpenMP loop; the host adds the parts up in an OpenMP reduction.
#include <cstdio>
#include <omp.h>

double total(const float *x, int n);

__global__ void fill(float *x, int base, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[base + i] = 0.5f * (base + i);
}

int main() {
#ifndef _OPENMP
  printf("built without OpenMP\n");
  return 1;
#else
  const int parts = 4, each = 1000;
  float *d;
  cudaMalloc(&d, parts * each * sizeof(float));
  #pragma omp parallel for num_threads(parts)
  for (int p = 0; p < parts; p++)
    fill<<<(each + 127) / 128, 128>>>(d, p * each, each);
  cudaDeviceSynchronize();
  static float h[parts * each];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  double sum = total(h, parts * each);
  printf("sum %.1f\n", sum);
  return sum == 0.5 * (parts * each - 1) * (parts * each) / 2 ? 0 : 1;
#endif
}
