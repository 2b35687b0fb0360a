// A program's own namespace named cuda is not libcu++'s: its names stay as
// written and are not reported as unknown CUDA APIs, although cuda::barrier
// and cuda::pipeline are mapped (c2h-async-copy).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err
// RUN: %FileCheck %s < %t.hip
// RUN: not grep c2h-unknown-api %t.err
namespace cuda {
inline int stream_id() { return 1; }
}
int host_side() { return cuda::stream_id(); }
__global__ void k(int *p) { *p = cuda::stream_id(); }
// CHECK: {{^}}int host_side() { return cuda::stream_id(); }{{$}}
// CHECK: {{^}}__global__ void k(int *p) { *p = cuda::stream_id(); }{{$}}
