#!/usr/bin/env bash
# Installs what cuda2hip needs (idempotent), then configures and builds it.
# Usage: scripts/bootstrap.sh [BUILD_DIR]   (default: build)
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${1:-$root/build}"

packages=(
  cmake ninja-build g++ ccache git
  clang-22 libclang-22-dev llvm-22-dev llvm-22-tools
  libomp-22-dev  # OpenMP host code in emulated runs (verify)
  libcli11-dev libfmt-dev libgtest-dev
  hipcc libamdhip64-dev rocm-device-libs libboost-context-dev
  bubblewrap  # reward runs candidates in a sandbox (docs/reward.md)
  python3-venv python3-setuptools python3-wheel  # the Python package (scripts/python-tests.sh)
)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "bootstrap: installing ${missing[*]}" >&2
  sudo_cmd=()
  [[ $(id -u) -eq 0 ]] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The second ROCm: Debian 13's ROCm 5.7 libraries (hipBLAS, hipCUB, rocThrust,
# hipRAND, hipFFT, hipSPARSE, hipSOLVER, rocTX, RCCL headers) for library
# compile checks, fetched once and cached (docs/rocm-libs.md).
"$root/scripts/rocm-libs.sh" >&2
# Debian experimental's ROCm 7.2 headers, for the tests that check the output
# against today's ROCm with clang 22 (lit feature rocm72). Experimental moves:
# when its packages cannot be fetched, those tests are reported unsupported.
"$root/scripts/rocm-libs.sh" --suite experimental >&2 ||
  echo "bootstrap: ROCm 7.2 headers not fetched; the rocm72 tests will be unsupported" >&2

if [[ ! -f "$build/build.ninja" ]]; then
  launcher=()
  command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # CUDA2HIP_CMAKE_ARGS: more configure options (scripts/sanitize.sh).
  read -ra extra <<<"${CUDA2HIP_CMAKE_ARGS:-}"
  cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DCMAKE_PREFIX_PATH=/usr/lib/llvm-22 "${launcher[@]}" "${extra[@]}" >/dev/null
fi
cmake --build "$build"
