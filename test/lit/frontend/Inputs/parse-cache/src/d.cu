// Shares <mine.h> with c.cu: the entry of that prefix is asked for, and
// fails to build because mine.h is the program's own.
#include <mine.h>
#include <cstdio>

int main() {
  float *d = mine_alloc(8);
  std::printf("%p\n", static_cast<void *>(d));
  cudaFree(d);
  return 0;
}
