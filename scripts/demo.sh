#!/usr/bin/env bash
# Quick start 1: install what is missing, build, then translate every bundled
# kernels/ program and compile each result with hipcc for gfx90a (wave64) and
# gfx1030 (wave32); print a summary table. Exits non-zero if any step fails.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
"$root/scripts/bootstrap.sh" "$build" >/dev/null
out="$build/demo"
rm -rf "$out"
mkdir -p "$out"
set +e
"$build/tools/cuda2hip/cuda2hip" translate "$root/kernels" --out-root "$out/hip" \
  --report "$out/report.json" --no-progress 2> "$out/translate.log"
trc=$?
set -e
if ((trc == 2)); then
  cat "$out/translate.log" >&2
  echo "demo: translation failed (exit 2)" >&2
  exit 2
fi
# Per-file edit and diagnostic counts from the report.
declare -A edits diags
while IFS=$'\t' read -r f e d; do edits[$f]=$e; diags[$f]=$d; done < <(
  python3 - "$out/report.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
for f in r["files"]:
    print(f"{f['input'].split('/')[-1]}\t{sum(f['edits'].values())}\t"
          f"{sum(1 for d in f['diagnostics'] if d['severity'] in ('warning', 'error'))}")
PY
)
fail=0
printf '%-30s %6s %6s %-8s %-8s\n' program edits diags gfx90a gfx1030
printf '%-30s %6s %6s %-8s %-8s\n' ------- ----- ----- ------ -------
for src in "$root"/kernels/*.cu; do
  name=$(basename "$src" .cu)
  hip="$out/hip/$name.hip"
  res=()
  for arch in gfx90a gfx1030; do
    if hipcc -std=c++17 --offload-arch=$arch -I"$out/hip" "$hip" -o "$out/$name.$arch" \
        > "$out/$name.$arch.log" 2>&1; then
      res+=(ok)
    else
      res+=(FAIL); fail=1
    fi
  done
  printf '%-30s %6s %6s %-8s %-8s\n' "$name" "${edits[$name.cu]:-?}" \
    "${diags[$name.cu]:-?}" "${res[0]}" "${res[1]}"
done
echo
echo "translated to $out/hip (report: $out/report.json, exit $trc)"
if ((fail)); then
  echo "demo: some hipcc compiles failed; logs in $out" >&2
  exit 1
fi
echo "all kernels/ programs translated and compiled for gfx90a and gfx1030"
