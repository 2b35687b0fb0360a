// An MPI program is unsupported on the emulator (one process, no MPI
// library), with the reason: never a pass, and not an error of the port.
// RUN: not cuda2hip verify --no-compile --backend emu --cuda-headers bundled %s > %t.out
// RUN: %FileCheck %s --input-file %t.out
#include <cstdio>
#include <mpi.h>
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Finalize();
  printf("PASS\n");
  return 0;
}
// CHECK: unsupported {{.*}}mpi-unsupported.cu: translate ok, reference unsupported
// CHECK-NEXT: reference: uses mpi.h (MPI), which the emulator does not provide: it runs one process
