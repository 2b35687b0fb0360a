// Plain host code (no CUDA in it) with a plain header of its own; the
// kernels and the runtime calls are in kernels.cu.
#include <cstdio>
#include "utils.h"

int device_sum(int n);

int main() {
  int h = device_sum(64);
  printf("%s %d\n", h == expected(64) ? "PASS" : "FAIL", h);
  return h == expected(64) ? 0 : 1;
}
