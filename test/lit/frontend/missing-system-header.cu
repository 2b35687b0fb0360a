// A header found nowhere (a system library not installed here: MPI,
// PAPI) never blocks translation: it is parsed as an empty file, with a
// note. What it would have declared is missing from the AST, so code using
// it gets parse warnings; the token pass still translates everything.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s < %t.err
// RUN: %FileCheck %s --check-prefix=OUT < %t.hip
// RUN: %c2h %s --cuda-headers=bundled --report %t.json -o %t2.hip; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=JSON < %t.json
#include <mpi.h>
#include "papi.h"
#include <cuda_runtime.h>
__global__ void k(int *p) { p[threadIdx.x] = 1; }
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  int *d;
  cudaMalloc(&d, 64);
  k<<<1, 16>>>(d);
  cudaFree(d);
  MPI_Finalize();
}
// CHECK: missing-system-header.cu: warning: translated despite 2 parse error(s): the token pass applied everywhere; AST rules skipped where the code did not parse [c2h-parse-recovered]
// CHECK: missing-system-header.cu:10:10: note: 'mpi.h' was not found; parsed as an empty file (give its folder with -I, or -p with a compilation database, for a complete parse) [c2h-missing-include]
// CHECK: missing-system-header.cu:11:10: note: 'papi.h' was not found; parsed as an empty file {{.*}} [c2h-missing-include]
// CHECK: missing-system-header.cu:15:3: warning: use of undeclared identifier 'MPI_Init' [c2h-parse-error]
// CHECK: missing-system-header.cu:20:3: warning: use of undeclared identifier 'MPI_Finalize' [c2h-parse-error]
// A header of the program's own ("papi.h") may define macros HIP's
// headers would meet: the runtime goes first (c2h-include-runtime).
// OUT: {{^}}#include <hip/hip_runtime.h>{{$}}
// OUT-NEXT: {{^}}#include <mpi.h>{{$}}
// OUT-NEXT: {{^}}#include "papi.h"{{$}}
// OUT-NEXT: {{^}}__global__ void k(int *p) { p[threadIdx.x] = 1; }{{$}}
// OUT: {{^}}  hipMalloc(&d, 64);{{$}}
// OUT: {{^}}  hipFree(d);{{$}}
// JSON: "parse": {
// JSON-NEXT: "complete": true,
// JSON-NEXT: "errors": 2,
// JSON-NEXT: "missing_includes": [
// JSON-NEXT: "mpi.h",
// JSON-NEXT: "papi.h"
// JSON-NEXT: ],
