// NVML has no HIP counterpart: its include is reported where it is written,
// so the hipcc error that follows is never a silent one.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
#include <cuda_runtime.h>
#include <nvml.h>

unsigned memory_clock(int dev) {
  nvmlInit();
  return 0;
}

// CHECK: {{^}}#include <nvml.h>{{$}}
// DIAG: c2h-nvml.cu:7:11: warning: 'nvml.h' is NVML, which HIP has no counterpart for: ROCm SMI (rocm_smi/rocm_smi.h) and AMD SMI (amd_smi/amdsmi.h) answer the same device queries through other calls; port the NVML code by hand [c2h-nvml]
