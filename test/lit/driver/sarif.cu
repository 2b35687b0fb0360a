// translate --sarif writes every diagnostic the run prints as a SARIF 2.1.0
// log, through the emitter lint uses: one result per diagnostic, in the
// order of stderr, each rule a registry row with its help page. A path with
// a space is percent-encoded in the URI; a log that cannot be written (its
// folder is a file) fails the run.
// RUN: rm -rf "%t dir" && mkdir -p "%t dir" && cp %s "%t dir/in put.cu"
// RUN: cd "%t dir" && %c2h "in put.cu" --cuda-headers=bundled -o out.hip --sarif log.sarif 2> err.txt; test $? -eq 1
// RUN: python3 %S/Inputs/check_sarif.py "%t dir/log.sarif" "%t dir/err.txt" | %FileCheck %s
// RUN: cd "%t dir" && %c2h "in put.cu" --cuda-headers=bundled -o out2.hip --sarif "in put.cu/log.sarif" 2> bad.txt; test $? -eq 2
// RUN: %FileCheck %s --check-prefix=BAD < "%t dir/bad.txt"

#define BOUNDED __launch_bounds__(64, 4)
__global__ void BOUNDED in_macro(float *p) { p[threadIdx.x] = 3; }
__global__ void __launch_bounds__(256, 2, 4) clustered(float *p) { p[threadIdx.x] = 0; }

// CHECK: results 2 = stderr lines 2
// CHECK-NEXT: c2h-launch-bounds-in-macro warning in%20put.cu:13:17
// CHECK-NEXT: c2h-launch-bounds-cluster note in%20put.cu:14:{{[0-9]+}}
// CHECK-NEXT: rule c2h-launch-bounds-cluster docs/diagnostics.md
// CHECK-NEXT: rule c2h-launch-bounds-in-macro docs/diagnostics.md
// CHECK-NEXT: tool cuda2hip translate 2.1.0
// BAD: in put.cu/log.sarif: {{.*}}cannot write the SARIF log
