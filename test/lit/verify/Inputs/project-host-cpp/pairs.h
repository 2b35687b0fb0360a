#ifndef PAIRS_H
#define PAIRS_H
#ifdef __cplusplus
extern "C" {
#endif
#include "cu.h"
DEV HOST inline static int is_pair(int a, int b) { return a + b == 3; }
int count_pairs(const int *a, const int *b, int n);
#ifdef __cplusplus
}
#endif
#endif
