// A program that prints nothing and writes no file: an exit status of 0 says
// nothing of its answer, so the comparison compares nothing, which is an
// error, not a pass. A program whose check is its exit status says so.
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s < %t.out
// CHECK: error {{.*}}nothing-compared.cu: translate ok, reference pass, emu64 error, emu32 error
// CHECK-NEXT: emu64 error: nothing compared: the reference printed no pass or failure word and no number to compare, and the program declares no output; declare what to compare
// RUN: cuda2hip verify --no-compile --backend emu --cuda-headers bundled --declare "compare exit" %s > %t.exit.out
// RUN: %FileCheck %s --check-prefix=EXIT < %t.exit.out
// EXIT: pass {{.*}}nothing-compared.cu: translate ok, reference pass, emu64 pass, emu32 pass
// EXIT-NEXT: compared (emu64, emu32): the exit status (compare exit)
__global__ void square(int *v) { v[threadIdx.x] *= v[threadIdx.x]; }

int main() {
  int h[32], *d;
  for (int i = 0; i < 32; ++i)
    h[i] = i;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  square<<<1, 32>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 32; ++i)
    if (h[i] != i * i)
      return 1;
  return 0;
}
