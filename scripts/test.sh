#!/usr/bin/env bash
# Quick start 2: install what is missing, build, and run the whole test suite
# (GoogleTest units, lit + FileCheck rule tests, and the end-to-end kernels/
# translation + hipcc compile for gfx90a and gfx1030 in both header modes),
# then each fuzz harness for 30 seconds, then the units and a slice of lit
# under ASan and UBSan.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
# hipcc's clang leaves an empty directory in TMPDIR for every HIP compile
# and never removes it; this script compiles hundreds of times. It runs with
# a TMPDIR of its own, removed when it ends.
tmp="$(mktemp -d "${TMPDIR:-/tmp}/cuda2hip-test.XXXXXX")"
export TMPDIR="$(cd "$tmp" && pwd)" # absolute: commands run in other folders
trap 'rm -rf "$TMPDIR"' EXIT
"$root/scripts/bootstrap.sh" "$build"
(cd "$build" && ctest --output-on-failure -j1 "$@")
# The Python package for training loops (python/: the reward function and
# Ray batches), installed with pip and tested against this build
# (docs/reward.md). Not when ctest was given arguments.
if (($# == 0)); then
  "$root/scripts/python-tests.sh" "$build"
fi
# The libFuzzer harnesses (test/fuzz), built under ASan and UBSan in
# build-fuzz/, each run for a short fixed time from a corpus seeded with the
# project's own sources, with a fixed seed: a finding fails the suite
# (docs/fuzzing.md). CUDA2HIP_FUZZ_SECONDS=0 skips it; not when ctest was
# given arguments (a subset of the suite).
seconds="${CUDA2HIP_FUZZ_SECONDS:-30}"
if (($# == 0)) && ((seconds > 0)); then
  FUZZ_SEED="${FUZZ_SEED:-1}" "$root/scripts/fuzz.sh" "$seconds"
fi
# The unit tests and lit's front-end, API, lint, driver and sync tests built
# and run under AddressSanitizer and UndefinedBehaviorSanitizer in
# build-asan/ (scripts/sanitize.sh): a report fails the suite.
# CUDA2HIP_SANITIZE=0 skips it; not when ctest was given arguments.
if (($# == 0)) && [[ "${CUDA2HIP_SANITIZE:-1}" != 0 ]]; then
  BUILD_DIR="$root/build-asan" LIT_FILTER='frontend/|api/|lint/|driver/|sync/' \
    "$root/scripts/sanitize.sh" -R '^(unit|lit)$'
fi
