// The headers of the async-copy and barrier APIs cuda2hip does not rewrite
// yet stay as written, each with a warning, never silently.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
#include <cuda_runtime.h>
#include <cuda/pipeline>
#include <cuda/barrier>
#include <cooperative_groups/memcpy_async.h>
// CHECK: unsupported-async-headers.cu:6:11: warning: 'cuda/pipeline' has no HIP equivalent; left unchanged [c2h-unsupported-api]
// CHECK: unsupported-async-headers.cu:7:11: warning: 'cuda/barrier' has no HIP equivalent; left unchanged [c2h-unsupported-api]
// CHECK: unsupported-async-headers.cu:8:11: warning: 'cooperative_groups/memcpy_async.h' has no HIP equivalent; left unchanged [c2h-unsupported-api]
