#!/usr/bin/env bash
# End-to-end: translate every kernels/ program with one header mode, check
# -j1 and -j2 give byte-identical trees, and compile every result with hipcc
# for gfx90a and gfx1030. In SDK mode the output must also equal the bundled
# mode's. Without a CUDA toolkit, SDK mode is skipped: exit 77, which CTest
# reports as a skip, never as a pass.
# Usage: kernels.sh CUDA2HIP KERNELS_DIR WORK_DIR [bundled|sdk]; CUDA_ROOT
# (default /usr/local/cuda) is where the toolkit is looked for.
set -euo pipefail
c2h=$1 kernels=$2 work=$3 mode=${4:-bundled}
cuda=${CUDA_ROOT:-/usr/local/cuda}
rm -rf "$work"
mkdir -p "$work"
if [[ $mode == sdk && ! -f $cuda/include/cuda_runtime.h ]]; then
  echo "SKIP: no CUDA toolkit at $cuda; SDK mode not exercised"
  exit 77
fi
n=$(ls "$kernels"/*.cu | wc -l)
((n >= 12)) || { echo "FAIL: expected at least 12 kernels/ programs, found $n"; exit 1; }
failed=0 passed=0
translate() { # MODE JOBS DIR
  set +e
  "$c2h" translate "$kernels" --out-root "$3" --cuda-headers=$1 \
    -j $2 --no-progress --report "$3.json" 2> "$3.log"
  local rc=$?
  set -e
  if ((rc == 2)); then
    cat "$3.log"; echo "FAIL: translate ($1, -j$2) exited 2"; exit 1
  fi
}
for j in 1 2; do
  translate "$mode" $j "$work/$mode-j$j"
done
# Reports differ only in the output directory they name.
if diff -r "$work/$mode-j1" "$work/$mode-j2" > /dev/null &&
   cmp -s <(sed "s|$work/$mode-j1|OUT|g" "$work/$mode-j1.json") \
          <(sed "s|$work/$mode-j2|OUT|g" "$work/$mode-j2.json"); then
  passed=$((passed + 1)); echo "PASS: $mode: -j1 and -j2 outputs are byte-identical"
else
  failed=$((failed + 1)); echo "FAIL: $mode: -j1 and -j2 outputs differ"
fi
for src in "$kernels"/*.cu; do
  name=$(basename "$src" .cu)
  for arch in gfx90a gfx1030; do
    if hipcc -std=c++17 --offload-arch=$arch -I"$work/$mode-j1" \
        "$work/$mode-j1/$name.hip" -o "$work/$mode-$name.$arch" > "$work/$mode-$name.$arch.log" 2>&1; then
      passed=$((passed + 1))
    else
      failed=$((failed + 1)); echo "FAIL: $mode $name $arch"; cat "$work/$mode-$name.$arch.log"
    fi
  done
done
if [[ $mode == sdk ]]; then
  translate bundled 2 "$work/bundled"
  if diff -r "$work/sdk-j1" "$work/bundled" > "$work/modes.diff"; then
    echo "PASS: SDK and bundled header modes give identical output"
    passed=$((passed + 1))
  else
    echo "FAIL: SDK and bundled outputs differ:"; cat "$work/modes.diff"
    failed=$((failed + 1))
  fi
fi
echo "$passed passed, $failed failed"
((failed == 0))
