// With --asan, an out-of-bounds write to device memory is an error naming
// the kernel's source line; without it the run may pass by luck.
// RUN: not cuda2hip verify --asan --no-compile --backend emu --wave 64 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
__global__ void store(int *p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  p[i] = i; // 128 threads, 100 elements
}
int main() {
  int *d;
  cudaMalloc(&d, 100 * sizeof(int));
  store<<<2, 64>>>(d);
  cudaDeviceSynchronize();
  cudaFree(d);
  return 0;
}
// CHECK: error {{.*}}asan.cu: translate ok, reference error, emu64 error
// CHECK-NEXT: reference: memory error (AddressSanitizer): heap-buffer-overflow {{.*}}asan.cu:7:8 in store(int*)
// CHECK-NEXT: emu64 error: memory error (AddressSanitizer): heap-buffer-overflow {{.*}}asan.hip:8:8 in store(int*)
