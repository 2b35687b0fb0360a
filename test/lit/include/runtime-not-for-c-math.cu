// A header of C math macros (expf, log1p...), which C files include as well,
// needs no HIP header: the names are C's, and device code that uses them
// includes the runtime itself.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip
// RUN: %FileCheck %s < %t.hip
// RUN: gcc -x c -fsyntax-only %t.hip
#ifndef REAL_H
#define REAL_H
#include <math.h>
#ifdef SINGLE
typedef float real;
#define EXP expf
#define LOG1P log1pf
#else
typedef double real;
#define EXP exp
#define LOG1P log1p
#endif
static inline real softplus(real x) { return LOG1P(EXP(x)); }
#endif

// CHECK-NOT: {{^}}#include <hip
// CHECK: {{^}}#include <math.h>{{$}}
// CHECK-NOT: {{^}}#include <hip
