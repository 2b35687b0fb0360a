// A name the program declares itself is never renamed, even when a table
// knows it; the shadowing is reported as a note, once per file, at the first
// use, with the number of the others.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s < %t.hip
// RUN: %FileCheck %s --check-prefix=DIAG < %t.err
namespace mine {
// CHECK: {{^}}int cudaEventQuery(int x) { return x; }{{$}}
int cudaEventQuery(int x) { return x; }
}
// CHECK: {{^}}int f() { return mine::cudaEventQuery(1); }{{$}}
int f() { return mine::cudaEventQuery(1); }
// DIAG: c2h-user-shadows-api.cu:9:5: note: 'cudaEventQuery' is declared by this program and shadows the CUDA name; left unchanged here and at its 1 other use(s) in this file [c2h-user-shadows-api]
// DIAG-NOT: c2h-user-shadows-api.cu:12
