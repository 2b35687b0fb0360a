// A mapping that needs a newer ROCm than the target is made, and diagnosed
// with the version it needs; raising --rocm silences it.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
// RUN: %c2h %s --cuda-headers=bundled --rocm=6.1 -o %t61.hip 2> %t61.err; test $? -eq 0
// RUN: %FileCheck %s --check-prefix=NEW --allow-empty < %t61.err
#include <math_constants.h>
// CHECK: {{^}}#include <hip/hip_math_constants.h>{{$}}
// CHECK: {{^}}float pi() { return HIP_PI_F; }{{$}}
float pi() { return CUDART_PI_F; }
// DIAG: c2h-rocm-version.cu:8:11: warning: 'math_constants.h' maps to 'hip/hip_math_constants.h', which needs ROCm 6.1 or newer; the target is ROCm 5.2 (use --rocm to raise it) [c2h-rocm-version]
// DIAG: c2h-rocm-version.cu:11:21: warning: 'CUDART_PI_F' maps to 'HIP_PI_F', which needs ROCm 6.1 or newer; the target is ROCm 5.2 (use --rocm to raise it) [c2h-rocm-version]
// NEW-NOT: warning
