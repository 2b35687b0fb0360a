#include "broken.cuh"

int main() {
  float *d = nullptr;
  cudaMalloc(&d, 4);
  return broken();
}
