#!/usr/bin/env bash
# Builds the libFuzzer harnesses (test/fuzz) with clang-22 under ASan and
# UBSan, then runs each for a given time, keeping its corpus between runs.
# Usage: scripts/fuzz.sh [SECONDS_PER_HARNESS] [HARNESS...]
#   harnesses: token-pass translate lint sync-state (default: all)
# Environment:
#   FUZZ_BUILD  build folder (default build-fuzz)
#   FUZZ_CORPUS corpus folder, one subfolder per harness (default
#               $FUZZ_BUILD/corpus); new inputs are added there
#   FUZZ_SEEDS  more folders whose .cu/.cuh/.hip files seed the source
#               harnesses (a HeCBench checkout's src, for example)
#   FUZZ_JOBS   harnesses run at once (default 1)
#   FUZZ_SEED   libFuzzer's -seed (default: its own, from the clock); CI's
#               short runs (scripts/test.sh) fix it
# Findings (crash-*, timeout-*, leak-*, oom-*) land in
# $FUZZ_BUILD/findings/HARNESS; the exit status is 1 when there are any.
# See docs/fuzzing.md.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-300}"
shift || true
harnesses=("$@")
((${#harnesses[@]})) || harnesses=(token-pass translate lint sync-state)
build="${FUZZ_BUILD:-$root/build-fuzz}"
corpus="${FUZZ_CORPUS:-$build/corpus}"
jobs="${FUZZ_JOBS:-1}"

CXX=clang++-22 CC=clang-22 \
  CUDA2HIP_CMAKE_ARGS="-DCUDA2HIP_FUZZ=ON -DBUILD_TESTING=OFF" \
  "$root/scripts/bootstrap.sh" "$build" >&2

# Seeds: the project's own CUDA and HIP sources, sync states and journals.
seed() {
  local h="$1" dir="$corpus/$1"
  mkdir -p "$dir"
  [[ -z "$(ls -A "$dir")" ]] || return 0
  case "$h" in
    token-pass|translate|lint)
      local i=0
      while IFS= read -r -d '' f; do
        # At most 64 KiB each (the harnesses' -max_len).
        head -c 65536 "$f" >"$dir/seed-$i"
        i=$((i + 1))
      done < <(find "$root/kernels" "$root/test" ${FUZZ_SEEDS:-} -type f \
                 \( -name '*.cu' -o -name '*.cuh' -o -name '*.hip' \) -print0 | sort -z)
      ;;
    sync-state)
      printf '%s' '[{"path":"a.hip","staged":"0"},{"path":"b.hip"}]' >"$dir/journal-1"
      printf '%s' '[{"path":"sub/dir/c.hip","staged":"0"}]' >"$dir/journal-2"
      find "$root/test" -name 'state*.json' -type f -exec cp {} "$dir/" \; 2>/dev/null || true
      printf '%s' '{"format":1,"source":{"repository":"../src","commit":"0123456789abcdef0123456789abcdef01234567"},"tool":{"version":"0.1.0","rules":"x"},"options":{"headers":"bundled","launch":"chevrons","rocm":"5.2","warp":"logical32","args":[]},"files":[{"source":"a.cu","output":"a.hip","output-sha256":"'"$(printf 'a%.0s' {1..64})"'","deps":[],"names":[],"unit":true}]}' >"$dir/state-1"
      ;;
  esac
}

run_one() {
  local h="$1" exe="$build/test/fuzz/cuda2hip-fuzz-$1"
  local found="$build/findings/$h" log="$build/findings/$h.log"
  mkdir -p "$found"
  seed "$h"
  local t=10
  [[ "$h" == translate ]] && t=60
  echo "fuzz: $h for ${seconds} s (corpus $corpus/$h)" >&2
  # Each input gets t seconds (a hang past it is a finding) and 4 GiB.
  ASAN_OPTIONS="detect_leaks=0:abort_on_error=1" UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1" \
    "$exe" -max_total_time="$seconds" -timeout="$t" -rss_limit_mb=4096 -max_len=65536 \
    ${FUZZ_SEED:+-seed="$FUZZ_SEED"} \
    -artifact_prefix="$found/" -print_final_stats=1 "$corpus/$h" >"$log" 2>&1 || true
  local execs units
  execs=$(grep -m1 'stat::number_of_executed_units' "$log" | awk '{print $2}')
  units=$(find "$corpus/$h" -type f | wc -l)
  local n
  n=$(find "$found" -type f | wc -l)
  echo "fuzz: $h: ${execs:-?} inputs run in ${seconds} s, corpus $units files, findings $n" >&2
}

pids=()
for h in "${harnesses[@]}"; do
  [[ -x "$build/test/fuzz/cuda2hip-fuzz-$h" ]] || { echo "fuzz: no harness '$h'" >&2; exit 2; }
  run_one "$h" &
  pids+=($!)
  if ((${#pids[@]} >= jobs)); then
    wait "${pids[0]}"
    pids=("${pids[@]:1}")
  fi
done
for p in "${pids[@]}"; do wait "$p"; done
total=$(find "$build/findings" -mindepth 2 -type f | wc -l)
echo "fuzz: $total findings under $build/findings" >&2
((total == 0))
