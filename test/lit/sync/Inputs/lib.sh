# Helpers for the sync tests: scratch git repositories and assertions.
# Usage: source it with the test's scratch directory as $1.
set -euo pipefail
T="$1"
rm -rf "$T"
mkdir -p "$T"
cd "$T"
export GIT_AUTHOR_NAME=tester GIT_AUTHOR_EMAIL=tester@example.com
export GIT_COMMITTER_NAME=tester GIT_COMMITTER_EMAIL=tester@example.com
export GIT_CONFIG_NOSYSTEM=1 HOME="$T"
# The scratch directory may sit inside the project's own checkout.
export GIT_CEILING_DIRECTORIES="$(dirname "$T")"
git config --global init.defaultBranch main
git config --global advice.detachedHead false

fail() { echo "FAIL: $*" >&2; exit 1; }

# A CUDA repository in src/ with a header, two units and a README.
make_source() {
  git init -q src
  mkdir -p src/lib
  cat > src/lib/common.cuh <<'CU'
#pragma once
#include <cuda_runtime.h>
__device__ inline float twice(float x) { return 2 * x; }
CU
  cat > src/lib/scale.cu <<'CU'
#include "common.cuh"

__global__ void scale(float *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = twice(p[i]);
}

int run(float *host, int n) {
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
  scale<<<(n + 255) / 256, 256>>>(d, n);
  cudaDeviceSynchronize();
  cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return 0;
}
CU
  cat > src/lib/count.cu <<'CU'
#include <cuda_runtime.h>

int devices() {
  int n = 0;
  cudaGetDeviceCount(&n);
  return n;
}
CU
  echo "A CUDA project" > src/README
  commit_src "Initial import"
}

commit_src() { git -C "$T/src" add -A && git -C "$T/src" commit -q -m "$1"; }

# Content hash of every file under a directory (except .git), with names.
tree_hash() {
  (cd "$1" && find . -type f -not -path './.git/*' | LC_ALL=C sort |
     xargs sha256sum) | sha256sum | cut -d' ' -f1
}

expect_file() { [ -f "$1" ] || fail "expected file $1"; }
expect_no_file() { [ ! -e "$1" ] || fail "expected no $1"; }
expect_grep() { grep -qF -- "$1" "$2" || { cat "$2" >&2; fail "expected '$1' in $2"; }; }
expect_no_grep() { ! grep -qF -- "$1" "$2" || { cat "$2" >&2; fail "did not expect '$1' in $2"; }; }
# Runs a command, expecting exit status $1; output goes to out.txt / err.txt.
expect_rc() {
  local want="$1"; shift
  set +e
  "$@" > "$T/out.txt" 2> "$T/err.txt"
  local got=$?
  set -e
  if [ "$got" != "$want" ]; then
    cat "$T/out.txt" "$T/err.txt" >&2
    fail "'$*' exited $got, expected $want"
  fi
}
