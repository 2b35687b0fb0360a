#!/usr/bin/env bash
# kernels/cmake_project, a three-file CUDA program with a CMake build
# (CUDA language, separable compilation, a C++ host file on CUDA::cudart):
#  - `cuda2hip translate DIR --out-root OUT` translates the sources and
#    CMakeLists.txt (c2h-build-cmake), with no warnings;
#  - the translated CMakeLists.txt uses CMake's HIP language and no CUDA is
#    left in it;
#  - it configures with Debian's cmake (scripts/hip-cmake.sh) and builds for
#    gfx90a and gfx1030 (both code objects are in the executable), with
#    -fgpu-rdc when compiling and linking the device code across files;
#  - where a CUDA toolkit is installed, the original configures and builds
#    with nvcc;
#  - `cuda2hip verify DIR` runs the project on the emulator: the CUDA
#    reference at warp 32, the HIP at wave 64 and 32.
set -euo pipefail
c2h="$1"; project="$2"; work="$3"; root="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$work"; mkdir -p "$work"
"$c2h" translate "$project" --out-root "$work/hip" --no-progress 2> "$work/translate.err" ||
  { cat "$work/translate.err"; echo "FAIL: translate exited $?"; exit 1; }
[ -s "$work/translate.err" ] && { cat "$work/translate.err"; echo "FAIL: translate reported something"; exit 1; }
for f in CMakeLists.txt main.cpp histogram.hip histogram.h buckets.hip buckets.hpp; do
  [ -f "$work/hip/$f" ] || { echo "FAIL: $f not written"; exit 1; }
done
lists="$work/hip/CMakeLists.txt"
grep -q '^project(cmake_project LANGUAGES CXX HIP)$' "$lists" || { echo "FAIL: the HIP language is not enabled"; exit 1; }
grep -q '^  set(CMAKE_HIP_ARCHITECTURES gfx90a gfx1030)$' "$lists" || { echo "FAIL: no AMD targets"; exit 1; }
grep -q 'LINK_LANGUAGE:HIP>:-fgpu-rdc' "$lists" || { echo "FAIL: separable compilation not carried over"; exit 1; }
if grep -v '^ *#' "$lists" | grep -nE 'CUDA|cuda|nvcc|\.cu\b|\.cuh\b|lineinfo|expt-'; then
  echo "FAIL: CUDA left in the translated CMakeLists.txt"; exit 1
fi
"$root/scripts/hip-cmake.sh" "$work/hip" "$work/build" > "$work/configure.log" 2>&1 ||
  { cat "$work/configure.log"; echo "FAIL: cmake could not configure the HIP project"; exit 1; }
cmake --build "$work/build" -- VERBOSE=1 > "$work/build.log" 2>&1 ||
  { cat "$work/build.log"; echo "FAIL: the HIP project did not build"; exit 1; }
for arch in gfx90a gfx1030; do
  grep -q -- "--offload-arch=$arch" "$work/build.log" || { echo "FAIL: not built for $arch"; exit 1; }
  grep -aq "amdgcn-amd-amdhsa--$arch" "$work/build/histogram" || { echo "FAIL: no $arch code object in the executable"; exit 1; }
done
grep -E -- '--hip-link.*-fgpu-rdc|-fgpu-rdc.*--hip-link' "$work/build.log" > /dev/null ||
  { echo "FAIL: the device code was not linked with -fgpu-rdc"; exit 1; }
nvcc="${CUDA_PATH:-/usr/local/cuda}/bin/nvcc"
if [ -x "$nvcc" ]; then
  cmake -S "$project" -B "$work/cuda" -DCMAKE_CUDA_COMPILER="$nvcc" > "$work/nvcc.log" 2>&1 &&
    cmake --build "$work/cuda" >> "$work/nvcc.log" 2>&1 ||
    { cat "$work/nvcc.log"; echo "FAIL: nvcc build of the original"; exit 1; }
  echo "the CUDA original builds with nvcc through CMake"
fi
"$c2h" verify --no-compile --backend emu "$project" > "$work/verify.txt" 2>&1 ||
  { cat "$work/verify.txt"; echo "FAIL: verify of the project"; exit 1; }
grep -q "pass  .*cmake_project: translate ok, reference pass, emu64 pass, emu32 pass" "$work/verify.txt" ||
  { cat "$work/verify.txt"; echo "FAIL: verify did not pass at wave 64 and 32"; exit 1; }
echo "PASS: cmake_project translated (sources and CMakeLists.txt), configured and built with CMake's HIP language for gfx90a and gfx1030, and verified at wave 64 and 32"
