#!/usr/bin/env bash
# The Python package (python/, cuda2hip_rl): installed with pip into a
# virtual environment in the build tree (no network: it has no
# dependencies), then its tests run against the build's cuda2hip. The
# environment sees the machine's own packages, so a Ray installed there is
# used; without Ray its batch test reports itself skipped.
# Usage: scripts/python-tests.sh [BUILD_DIR]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"
env="$build/python-env"
# Debian's Python, whose setuptools and wheel (python3-setuptools,
# python3-wheel) build the package without fetching anything.
[[ -x $env/bin/python ]] || /usr/bin/python3 -m venv --system-site-packages "$env"
# pip builds in the folder it is given: a copy in the build tree keeps the
# source folder clean.
rm -rf "$build/python-src" && cp -r "$root/python" "$build/python-src"
"$env/bin/python" -m pip install --quiet --no-deps --no-build-isolation --no-index \
  --disable-pip-version-check "$build/python-src"
# The installed package, not the source folder, is what the tests import.
cd "$build"
CUDA2HIP="$build/tools/cuda2hip/cuda2hip" "$env/bin/python" -W ignore::ResourceWarning \
  -m unittest discover -s "$root/python/tests" -t "$root/python/tests" -v
