#!/usr/bin/env bash
# The whole test suite under AddressSanitizer + UndefinedBehaviorSanitizer:
# installs what is missing, builds the tool and its tests with
# -fsanitize=address,undefined in a separate build folder (default
# build-asan; BUILD_DIR sets it), then runs CTest there. Any sanitizer report
# ends the process that made it with a non-zero status, so it fails its test.
# Leak checking is off: LLVM keeps its option registry and caches for the
# life of the process. Arguments go to ctest (e.g. -R lit).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build-asan}"
# Built with clang 22, as the fuzz harnesses are: GCC 12's use-after-scope
# instrumentation reports a temporary of the emulator's error path
# (Scheduler::record, on a fiber stack) that clang's does not.
export CC="${CC:-clang-22}" CXX="${CXX:-clang++-22}"
CUDA2HIP_CMAKE_ARGS="-DCUDA2HIP_SANITIZE=ON" "$root/scripts/bootstrap.sh" "$build"
export ASAN_OPTIONS="detect_leaks=0:abort_on_error=0:halt_on_error=1"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
cd "$build"
ctest --output-on-failure -j1 "$@"
