// <mine.h> is found through -I in the program's own folder: it is the
// program's header, and no cache entry may hold it.
#include <mine.h>
#include <cuda_runtime.h>

int main() {
  float *d = mine_alloc(16);
  cudaFree(d);
  return 0;
}
