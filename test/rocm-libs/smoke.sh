#!/usr/bin/env bash
# Smoke test of the second ROCm (scripts/rocm-libs.sh): compile one tiny HIP
# file per library with scripts/hipcc-libs.sh for every target in
# $SMOKE_ARCHS (default gfx90a gfx1030, one compile per file covering all of
# them), then link it against its library. Exit 0 when all pass, 1 when any
# fails (its log is shown), 77 when the libraries are not unpacked (a skip).
# Runs one compiler at a time.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
hipcc_libs="$repo/scripts/hipcc-libs.sh"
read -ra archs <<<"${SMOKE_ARCHS:-gfx90a gfx1030}"

if ! "$repo/scripts/rocm-libs.sh" --check >/dev/null 2>&1; then
  echo "smoke: skipped: the ROCm libraries are not unpacked; run scripts/rocm-libs.sh" >&2
  exit 77
fi

# test file : library to link ("-" links none, "nolink" only compiles).
tests=(
  hipblas:hipblas
  hipcub:-
  rocthrust:-
  hiprand_host:hiprand
  hiprand_device:-
  hipfft:hipfft
  hipsparse:hipsparse
  hipsolver:hipsolver
  roctx:roctx64
  rccl:nolink
)

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
offload=()
for a in "${archs[@]}"; do offload+=("--offload-arch=$a"); done

now() { date +%s.%N; }
since() { awk -v a="$1" -v b="$(now)" 'BEGIN {printf "%.1fs", b - a}'; }

failed=0
start=$(now)
for t in "${tests[@]}"; do
  name=${t%%:*} lib=${t#*:}
  log="$out/$name.log"
  t0=$(now)
  if ! "$hipcc_libs" "${offload[@]}" -c "$here/$name.hip" -o "$out/$name.o" >"$log" 2>&1; then
    echo "FAIL $name: compile for ${archs[*]}"
    sed 's/^/  | /' "$log" | head -40
    failed=$((failed + 1))
    continue
  fi
  what="compile $(since "$t0")"
  if [[ $lib != nolink ]]; then
    t0=$(now)
    libflag=()
    [[ $lib != - ]] && libflag=("-l$lib")
    if ! "$hipcc_libs" "${offload[@]}" "$out/$name.o" -o "$out/$name" "${libflag[@]}" >"$log" 2>&1; then
      echo "FAIL $name: link${libflag:+ with ${libflag[*]}}"
      sed 's/^/  | /' "$log" | head -40
      failed=$((failed + 1))
      continue
    fi
    what+=", link $(since "$t0")"
  fi
  echo "ok   $name ($what)"
done

echo "smoke: ${#tests[@]} tests for ${archs[*]}, $failed failed, $(since "$start") in all"
((failed == 0))
