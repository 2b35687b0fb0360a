__global__ void sum(int *out) { atomicAdd(out, (int)threadIdx.x); }

int device_sum(int n) {
  int *d, h = 0;
  cudaMalloc(&d, sizeof(int));
  cudaMemset(d, 0, sizeof(int));
  sum<<<1, n>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h;
}
