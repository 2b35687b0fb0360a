#!/usr/bin/env bash
# Configures a HIP CMake project (such as one cuda2hip translated) with
# CMake's HIP language on a Debian-packaged ROCm:
#   scripts/hip-cmake.sh SOURCE_DIR BUILD_DIR [more cmake arguments]
# then `cmake --build BUILD_DIR`.
#
# CMake 3.21-3.27 look for hip-lang only at <rocm>/lib/cmake/hip-lang, and
# Debian installs it under lib/<multiarch>/cmake; Debian's clang also needs
# --rocm-path and the device libraries' folder. This script hands CMake a
# ROCm root (a folder of links in BUILD_DIR) where it looks, the clang that
# hipcc uses, and those flags. Where ROCm sits in one folder (/opt/rocm, or
# $ROCM_PATH) it runs plain cmake with that ROCm's clang.
set -euo pipefail
(($# >= 2)) || { echo "usage: $0 SOURCE_DIR BUILD_DIR [cmake arguments]" >&2; exit 2; }
src="$1"; build="$2"; shift 2
[[ -f "$src/CMakeLists.txt" ]] || { echo "hip-cmake: $src/CMakeLists.txt: no such file" >&2; exit 2; }
mkdir -p "$build"
rocm="${ROCM_PATH:-/opt/rocm}"
if [[ -f "$rocm/lib/cmake/hip-lang/hip-lang-config.cmake" ]]; then
  exec cmake -S "$src" -B "$build" -DCMAKE_HIP_COMPILER="$rocm/llvm/bin/clang++" "$@"
fi
lang=$(dpkg -L libamdhip64-dev 2>/dev/null | grep -m1 '/cmake/hip-lang$' || true)
[[ -n "$lang" ]] || { echo "hip-cmake: no HIP CMake package found (install libamdhip64-dev, or set ROCM_PATH)" >&2; exit 1; }
libdir=$(dirname "$(dirname "$lang")")            # /usr/lib/<multiarch>
bitcode=$(dpkg -L rocm-device-libs 2>/dev/null | grep -m1 '/amdgcn/bitcode$' || true)
[[ -n "$bitcode" ]] || { echo "hip-cmake: no ROCm device libraries found (install rocm-device-libs)" >&2; exit 1; }
# hipcc's clang: its own lld links device code (an older ld.lld on PATH cannot).
clang=$(HIPCC_VERBOSE=1 hipcc --version 2>&1 | sed -n 's/^hipcc-cmd: \([^ ]*clang++[^ ]*\).*/\1/p' | head -1)
[[ -n "$clang" ]] || clang=$(command -v clang++-15 || true)
[[ -n "$clang" ]] || { echo "hip-cmake: hipcc's clang++ not found" >&2; exit 1; }
clang=$(readlink -f "$clang")
clang="$(dirname "$clang")/clang++"
root="$(cd "$build" && pwd)/.hip-rocm-root"
mkdir -p "$root/lib/cmake"
ln -sfn "$lang" "$root/lib/cmake/hip-lang"
# hip-lang's own dependencies (amd_comgr, AMDDeviceLibs) are found through
# the environment, which CMake's compiler checks inherit.
export CMAKE_PREFIX_PATH="$libdir/cmake${CMAKE_PREFIX_PATH:+:$CMAKE_PREFIX_PATH}"
# $HIP_CMAKE_EXTRA_HIP_FLAGS goes after the flags this needs (a -D of
# CMAKE_HIP_FLAGS among the arguments would replace them).
exec cmake -S "$src" -B "$build" -DCMAKE_HIP_COMPILER="$clang" \
  -DCMAKE_HIP_COMPILER_ROCM_ROOT="$root" \
  "-DCMAKE_HIP_FLAGS=--rocm-path=/usr --hip-device-lib-path=$bitcode${HIP_CMAKE_EXTRA_HIP_FLAGS:+ $HIP_CMAKE_EXTRA_HIP_FLAGS}" "$@"
