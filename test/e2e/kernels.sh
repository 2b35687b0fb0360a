#!/usr/bin/env bash
# End-to-end: translate every kernels/ program with SDK headers (when a CUDA
# toolkit is installed) and with bundled headers, check -j1 and -j2 give
# byte-identical trees, and compile every result with hipcc for gfx90a and
# gfx1030. Usage: kernels.sh CUDA2HIP KERNELS_DIR WORK_DIR
set -euo pipefail
c2h=$1 kernels=$2 work=$3
rm -rf "$work"
mkdir -p "$work"
modes=(bundled)
if [[ -f /usr/local/cuda/include/cuda_runtime.h ]]; then
  modes+=(sdk)
else
  echo "note: no CUDA toolkit at /usr/local/cuda; SDK mode not exercised"
fi
n=$(ls "$kernels"/*.cu | wc -l)
((n >= 12)) || { echo "FAIL: expected at least 12 kernels/ programs, found $n"; exit 1; }
failed=0 passed=0
for mode in "${modes[@]}"; do
  for j in 1 2; do
    set +e
    "$c2h" translate "$kernels" --out-root "$work/$mode-j$j" --cuda-headers=$mode \
      -j $j --no-progress --report "$work/$mode-j$j.json" 2> "$work/$mode-j$j.log"
    rc=$?
    set -e
    if ((rc == 2)); then
      cat "$work/$mode-j$j.log"; echo "FAIL: translate ($mode, -j$j) exited 2"; exit 1
    fi
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
done
if [[ ${#modes[@]} == 2 ]]; then
  if diff -r "$work/sdk-j1" "$work/bundled-j1" > "$work/modes.diff"; then
    echo "PASS: SDK and bundled header modes give identical output"
    passed=$((passed + 1))
  else
    echo "note: SDK and bundled outputs differ:"; cat "$work/modes.diff"
  fi
fi
echo "$passed passed, $failed failed"
((failed == 0))
