#!/usr/bin/env bash
# hipcc against the second ROCm (the Debian 13 ROCm 5.7 libraries unpacked by
# scripts/rocm-libs.sh). Call it as you would call hipcc:
#
#   scripts/hipcc-libs.sh --offload-arch=gfx90a -c x.hip -o x.o
#   scripts/hipcc-libs.sh --offload-arch=gfx90a x.o -o x -lhipblas
#
# It puts the 5.7 headers (HIP's own included) ahead of the system's ROCm 5.2
# ones and, when linking, the 5.7 .so files ahead of the system's; the recipe
# comes from $CUDA2HIP_ROCM_LIBS/root/cuda2hip-rocm-libs.env. Executables it
# links are for link checks only: see docs/rocm-libs.md.
set -euo pipefail
envfile="${CUDA2HIP_ROCM_LIBS:-/var/cache/cuda2hip/rocm-libs}/root/cuda2hip-rocm-libs.env"
if [[ ! -f $envfile ]]; then
  echo "hipcc-libs: $envfile not found; run scripts/rocm-libs.sh first" >&2
  exit 2
fi
# shellcheck source=/dev/null
. "$envfile"

# Link flags only when this call links, so compile-only calls stay warning-free.
link=1
for a in "$@"; do
  case "$a" in
    -c|-S|-E|-M|-MM|-fsyntax-only|--cuda-device-only|--cuda-host-only|--offload-device-only|--offload-host-only) link=0 ;;
  esac
done
read -ra cxxflags <<<"$CUDA2HIP_ROCM_LIBS_CXXFLAGS"
ldflags=()
((link)) && read -ra ldflags <<<"$CUDA2HIP_ROCM_LIBS_LDFLAGS"
# $HIPCC picks the compiler, unless it names this script (make HIPCC=...
# exports it to the recipes that call us): that would call itself forever.
cxx="${HIPCC:-$CUDA2HIP_ROCM_LIBS_CXX}"
if [[ "$(readlink -f "$(command -v "$cxx" 2>/dev/null || echo "$cxx")")" == "$(readlink -f "$0")" ]]; then
  cxx=$CUDA2HIP_ROCM_LIBS_CXX
fi
exec "$cxx" "${cxxflags[@]}" "$@" "${ldflags[@]}"
