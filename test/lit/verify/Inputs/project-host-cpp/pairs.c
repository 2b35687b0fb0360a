/* Plain C, as nvcc compiles a .c: the header's DEV and HOST are empty. */
#include "pairs.h"

int count_pairs(const int *a, const int *b, int n) {
  int c = 0;
  for (int i = 0; i < n; ++i)
    c += is_pair(a[i], b[i]);
  return c;
}
