// Errors inside system headers (a vendor header, or CUDA's own CCCL that
// Clang 22 does not fully accept) say nothing about the program's code:
// they are counted in one note, and the file translates cleanly (exit 0).
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip --extra-arg=-isystem --extra-arg=%S/Inputs/sysinc 2> %t.err; test $? -eq 0
// RUN: %FileCheck %s --implicit-check-not=warning: < %t.err
#include <vendor.h>
#include <cuda_runtime.h>
int main() { void *p; cudaMalloc(&p, 4); return vendor_ok(); }
// CHECK: system-header-errors.cu: note: 1 parse error(s) inside system or CUDA headers were ignored: the declarations there that did not parse are missing from the AST; the program's own code is unaffected [c2h-parse-system-errors]
