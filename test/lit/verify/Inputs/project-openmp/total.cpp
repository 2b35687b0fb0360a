#include <omp.h>

double total(const float *x, int n) {
  double s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < n; i++)
    s += x[i];
  return s + 0 * omp_get_max_threads();
}
