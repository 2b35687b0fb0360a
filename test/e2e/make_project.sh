#!/usr/bin/env bash
# kernels/make_project, a two-file CUDA program with a Makefile:
#  - `cuda2hip translate DIR --out-root OUT` translates the sources and the
#    Makefile (c2h-build-make), with no warnings;
#  - the translated Makefile names hipcc and the AMD targets, and no nvcc
#    option is left;
#  - `make` builds it with hipcc for gfx90a and gfx1030 (both code objects
#    are in the executable);
#  - where a CUDA toolkit is installed, the original builds with nvcc;
#  - `cuda2hip verify DIR` runs the project (two translation units) on the
#    emulator: the CUDA reference at warp 32, the HIP at wave 64 and 32.
set -euo pipefail
c2h="$1"; project="$2"; work="$3"
rm -rf "$work"; mkdir -p "$work"
"$c2h" translate "$project" --out-root "$work/hip" --no-progress 2> "$work/translate.err" ||
  { cat "$work/translate.err"; echo "FAIL: translate exited $?"; exit 1; }
[ -s "$work/translate.err" ] && { cat "$work/translate.err"; echo "FAIL: translate reported something"; exit 1; }
for f in Makefile main.hip saxpy.hip saxpy.hpp; do
  [ -f "$work/hip/$f" ] || { echo "FAIL: $f not written"; exit 1; }
done
grep -q '^NVCC     ?= hipcc$' "$work/hip/Makefile" || { echo "FAIL: nvcc not replaced"; exit 1; }
grep -q 'addprefix --offload-arch=,$(ARCH)' "$work/hip/Makefile" || { echo "FAIL: -arch not replaced"; exit 1; }
if grep -v '^#' "$work/hip/Makefile" | grep -nE -- '-Xcompiler|-lineinfo|-lcudart|sm_80|\.cu\b|\.cuh\b'; then
  echo "FAIL: CUDA left in the translated Makefile"; exit 1
fi
make -C "$work/hip" > "$work/make.log" 2>&1 || { cat "$work/make.log"; echo "FAIL: make of the HIP project"; exit 1; }
for arch in gfx90a gfx1030; do
  grep -q -- "--offload-arch=$arch" "$work/make.log" || { echo "FAIL: not built for $arch"; exit 1; }
  grep -aq "amdgcn-amd-amdhsa--$arch" "$work/hip/saxpy" || { echo "FAIL: no $arch code object in the executable"; exit 1; }
done
nvcc="${CUDA_PATH:-/usr/local/cuda}/bin/nvcc"
if [ -x "$nvcc" ]; then
  cp -r "$project" "$work/cuda"
  make -C "$work/cuda" NVCC="$nvcc" > "$work/nvcc.log" 2>&1 || { cat "$work/nvcc.log"; echo "FAIL: nvcc build of the original"; exit 1; }
  echo "the CUDA original builds with nvcc"
fi
# verify with the project's folder: both units on the emulator, CUDA at 32 and
# HIP at 64 and 32.
"$c2h" verify --no-compile --backend emu "$project" > "$work/verify.txt" 2>&1 ||
  { cat "$work/verify.txt"; echo "FAIL: verify of the project"; exit 1; }
grep -q "pass  .*make_project: translate ok, reference pass, emu64 pass, emu32 pass" "$work/verify.txt" ||
  { cat "$work/verify.txt"; echo "FAIL: verify did not pass at wave 64 and 32"; exit 1; }
echo "PASS: make_project translated (sources and Makefile), built with hipcc for gfx90a and gfx1030, and verified at wave 64 and 32"
