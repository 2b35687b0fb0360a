#!/usr/bin/env bash
# Quick start 2: install what is missing, build, and run the whole test suite
# (GoogleTest units, lit + FileCheck rule tests, and the end-to-end kernels/
# translation + hipcc compile for gfx90a and gfx1030 in both header modes).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
"$root/scripts/bootstrap.sh" "$build"
cd "$build"
ctest --output-on-failure -j1 "$@"
