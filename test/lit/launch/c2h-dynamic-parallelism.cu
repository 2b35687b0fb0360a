// A launch from device code has no HIP equivalent: diagnosed, kept.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
__global__ void child(int *p) { p[threadIdx.x] = 1; }
__global__ void parent(int *p) {
  if (threadIdx.x == 0)
    child<<<1, 32>>>(p);
}
// CHECK: c2h-dynamic-parallelism.cu:7:5: warning: kernel launch from device code (dynamic parallelism) is not supported by HIP [c2h-dynamic-parallelism]

// In a device member function, and in a lambda there, too.
struct Launcher {
  __device__ void run(int *p) {
    child<<<1, 32>>>(p);
    auto go = [&] { child<<<1, 32>>>(p); };
    go();
  }
};
// CHECK: c2h-dynamic-parallelism.cu:14:5: warning: kernel launch from device code (dynamic parallelism) is not supported by HIP [c2h-dynamic-parallelism]
// CHECK-NEXT: c2h-dynamic-parallelism.cu:14:10: warning: 'cudaLaunchDevice' is called in device code
// CHECK-NEXT: c2h-dynamic-parallelism.cu:15:21: warning: kernel launch from device code (dynamic parallelism) is not supported by HIP [c2h-dynamic-parallelism]

// A host function's launch is not.
void host(int *p) { child<<<1, 32>>>(p); }
// CHECK-NOT: c2h-dynamic-parallelism.cu:24:
