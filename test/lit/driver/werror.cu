// -Werror=<id> makes that diagnostic an error, and -Werror every warning:
// the file is still written, but the run fails (exit 2), so CI can refuse a
// translation that needs a hand at one kind of spot. Notes stay notes; an
// ID that is not a diagnostic is refused.
// RUN: %c2h %s --cuda-headers=bundled -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --check-prefix=PLAIN < %t.err
// RUN: %c2h %s --cuda-headers=bundled -Werror=c2h-launch-bounds-in-macro -o %t.one.hip 2> %t.one.err; test $? -eq 2
// RUN: %FileCheck %s --check-prefix=ONE < %t.one.err
// RUN: diff %t.hip %t.one.hip
// RUN: %c2h %s --cuda-headers=bundled -Werror=c2h-edit-conflict -o %t.other.hip 2> /dev/null; test $? -eq 1
// RUN: %c2h %s --cuda-headers=bundled -Werror -o %t.all.hip 2> %t.all.err; test $? -eq 2
// RUN: %FileCheck %s --check-prefix=ALL < %t.all.err
// RUN: %c2h %s --cuda-headers=bundled -Werror=c2h-no-such-thing -o %t.bad.hip 2> %t.bad.err; test $? -eq 2
// RUN: %FileCheck %s --check-prefix=BAD < %t.bad.err
// RUN: test ! -e %t.bad.hip

#define BOUNDED __launch_bounds__(64, 4)
__global__ void BOUNDED in_macro(float *p) { p[threadIdx.x] = 3; }
__global__ void __launch_bounds__(256, 2, 4) clustered(float *p) { p[threadIdx.x] = 0; }

// PLAIN: werror.cu:18:17: warning: __launch_bounds__ is written in a macro expansion{{.*}}[c2h-launch-bounds-in-macro]
// PLAIN: werror.cu:19:{{[0-9]+}}: note: {{.*}}[c2h-launch-bounds-cluster]
// ONE: werror.cu:18:17: error: __launch_bounds__ is written in a macro expansion{{.*}}[c2h-launch-bounds-in-macro]
// ONE: werror.cu:19:{{[0-9]+}}: note: {{.*}}[c2h-launch-bounds-cluster]
// ALL: werror.cu:18:17: error: {{.*}}[c2h-launch-bounds-in-macro]
// ALL: werror.cu:19:{{[0-9]+}}: note: {{.*}}[c2h-launch-bounds-cluster]
// BAD: cuda2hip: error: -Werror=c2h-no-such-thing: expected -Werror or -Werror=<diagnostic id>
