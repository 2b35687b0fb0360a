// The headers of the async-copy APIs cuda2hip does not rewrite yet stay as
// written, each with a warning, never silently. cuda/pipeline and
// cuda/barrier become the runtime include (with the c2h:: helpers), which
// the file then holds once.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
#include <cuda_runtime.h>
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cooperative_groups/memcpy_async.h>
// CHECK-NOT: cuda/pipeline
// CHECK-NOT: cuda/barrier
// CHECK: unsupported-async-headers.cu:11:11: warning: 'cooperative_groups/memcpy_async.h' has no HIP equivalent; left unchanged [c2h-unsupported-api]
// OUT: {{^}}#include <hip/hip_runtime.h>{{$}}
// OUT: {{^}}#define C2H_CUDA_SYNC{{$}}
// OUT-NOT: #include <hip/hip_runtime.h>
// OUT: {{^}}#include <cooperative_groups/memcpy_async.h>{{$}}
