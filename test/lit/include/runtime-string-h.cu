// nvcc's implicit runtime header includes <string.h>, so CUDA code calls
// memcpy on the host with no include of its own. ROCm 7.2's runtime header
// no longer brings <string.h> in, and such a call finds only HIP's
// __device__ memcpy; the translation includes <cstring> after the runtime.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip
// RUN: %FileCheck %s < %t.hip
// RUN: %hipcc %t.hip -o %t.o
// RUN: %if rocm72 %{ %hip72-syntax %t.hip %}
// A file that includes the header itself, or calls only a member of that
// name, gets nothing more.
// RUN: printf '#include <string.h>\n__global__ void k(char *d) { d[0] = 1; }\nvoid f(char *a) { memset(a, 0, 4); }\n' > %t.own.cu
// RUN: %c2h %t.own.cu --cuda-headers=bundled -o %t.own.hip
// RUN: %FileCheck %s --check-prefix=OWN --implicit-check-not=cstring < %t.own.hip
// RUN: printf 'struct B { void memcpy(int) {} };\n__global__ void k(char *d) { d[0] = 1; }\nvoid f(B b) { b.memcpy(1); }\n' > %t.member.cu
// RUN: %c2h %t.member.cu --cuda-headers=bundled -o %t.member.hip
// RUN: %FileCheck %s --check-prefix=OWN --implicit-check-not=cstring < %t.member.hip
#include <string>
#include <vector>

__global__ void bump(char *d, int n) {
  if (threadIdx.x < n)
    d[threadIdx.x]++;
}

void upload(char *d, const std::string &s) {
  std::vector<char> h(s.size());
  memcpy(h.data(), s.c_str(), s.size());
  cudaMemcpy(d, h.data(), h.size(), cudaMemcpyHostToDevice);
  bump<<<1, 64>>>(d, (int)h.size());
}
// CHECK: {{^}}// name, gets nothing more.
// CHECK: {{^}}#include <hip/hip_runtime.h>{{$}}
// CHECK-NEXT: {{^}}#include <cstring> // memcpy: CUDA's runtime header includes <string.h>, HIP's no longer does{{$}}
// CHECK-NEXT: {{^}}#include <string>{{$}}
// CHECK: {{^}}  memcpy(h.data(), s.c_str(), s.size());{{$}}
// OWN: #include <hip/hip_runtime.h>
