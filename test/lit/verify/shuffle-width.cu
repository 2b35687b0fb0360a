// A shuffle width that is not a power of two (an error), and a sync shuffle
// reading a lane outside its mask: CUDA leaves that value undefined, so the
// run goes on with a note, and a program that uses the value fails.
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.json %s > %t.out
// RUN: %FileCheck %s --input-file %t.json
// RUN: cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.src.json %s -- source > %t.src.out
// RUN: %FileCheck %s --check-prefix=SRC --input-file %t.src.json
// RUN: not cuda2hip verify --no-compile --backend emu --wave 32 --cuda-headers bundled --json %t.use.json %s -- use > %t.use.out
// RUN: %FileCheck %s --check-prefix=USE --input-file %t.use.json
// "source" prints nothing: its check is its exit status.
// cuda2hip-verify: compare exit
#include <cstdio>
#include <cstring>
__global__ void width(int *out) {
  out[threadIdx.x] = __shfl_sync(0xffffffff, (int)threadIdx.x, 0, 3);
}
__global__ void source(int *out) {
  if (threadIdx.x < 8)
    out[threadIdx.x] = __shfl_sync(0xff, (int)threadIdx.x, 12);
}
int main(int argc, char **argv) {
  int *d;
  cudaMalloc(&d, 32 * sizeof(int));
  if (argc > 1 && !strcmp(argv[1], "width")) {
    width<<<1, 32>>>(d);
    return 0;
  }
  if (argc == 1) {
    width<<<1, 32>>>(d);
    return 0;
  }
  source<<<1, 32>>>(d);
  int h = 0;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  if (!strcmp(argv[1], "use"))
    printf("checksum %d\n", h);
  return 0;
}
// CHECK: "reference": {
// CHECK: shuffle-width.cu:15: error: kernel width, block (0,0,0), thread (0,0,0): shuffle width 3 is not a power of two in [1, 32] [emu-bad-width]
// The value is dropped: the runs agree, and the note says where it was read.
// SRC: "reference": {
// SRC: "notes": [
// SRC-NEXT: "{{[^"]*}}shuffle-width.cu:19: a sync shuffle reads a lane that does not take part; CUDA leaves the value undefined{{.*}}[emu-shuffle-inactive-source]"
// SRC: "status": "pass"
// SRC: "compared": "the exit status (compare exit)",
// SRC: "verdict": "pass"
// Used: the reference prints the poison (0x7fc4a5a5 as an int) and the HIP
// run what ds_bpermute gives (0): a failure, with the note.
// USE: "reference": {
// USE: "status": "pass"
// USE: "detail": "{{[^"]*}}2143593893
// USE: "verdict": "fail"
