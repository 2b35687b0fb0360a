#!/usr/bin/env bash
# cuda2hip lint quality and behaviour. Usage: lint.sh CUDA2HIP REPO WORK
#  - full recall on test/lint/kernels.expect, the hazard lines of kernels/
#    written by reading the sources against the catalog;
#  - no findings on the clean files in test/lint/clean;
#  - no lane/warp-id findings on kernels/ translated with --warp=logical32;
#  - text, JSON and SARIF output, exit codes, NOLINT, baselines and --fix.
set -euo pipefail
c2h="$1"; repo="$2"; work="$3"
rm -rf "$work"; mkdir -p "$work"
cd "$repo"
fail() { echo "FAIL: $*"; exit 1; }

# Full recall on kernels.expect, on tokens alone and with --parse (what
# names hold from the AST).
recall() {
python3 - "$1" test/lint/kernels.expect "$2" <<'PY'
import json, sys
got = {(f["file"], f["line"], f["check"]) for f in json.load(open(sys.argv[1]))}
for f in json.load(open(sys.argv[1])):
    assert set(f) >= {"file", "line", "column", "check", "severity", "message"}, f
    assert f["check"].startswith("c2h-warp-") and f["severity"] == "warning", f
want = []
for line in open(sys.argv[2]):
    line = line.strip()
    if line and not line.startswith("#"):
        loc, check = line.split()
        path, n = loc.rsplit(":", 1)
        want.append((path, int(n), check))
missing = [w for w in want if w not in got]
if missing:
    sys.exit("FAIL: recall %d/%d; missed:\n  %s" % (len(want) - len(missing), len(want),
             "\n  ".join("%s:%d %s" % m for m in missing)))
print("recall%s: %d/%d expected hazard lines of kernels/ found, %d findings"
      % (sys.argv[3], len(want), len(want), len(got)))
PY
}
for mode in "" --parse; do
  set +e
  "$c2h" lint $mode --format=json kernels > "$work/kernels$mode.json" 2> "$work/kernels.err"; rc=$?
  set -e
  [ "$rc" = 1 ] || fail "lint $mode kernels/ exited $rc, expected 1 (findings)"
  recall "$work/kernels$mode.json" "$mode"
  "$c2h" lint $mode test/lint/clean > "$work/clean.txt" 2>&1 || { cat "$work/clean.txt"; fail "findings on clean files ($mode)"; }
  grep -q "^0 findings in 0 of 4 files" "$work/clean.txt" || fail "clean ($mode): $(cat "$work/clean.txt")"
done
echo "clean files: no findings, on tokens and with --parse"

# A loop variable reused by two shuffle loops: each loop's bound is reported,
# and a last-lane test on a lane id is too.
cat > "$work/loops.hip" <<'CU'
__global__ void k(float *out, const float *in) {
  float v = in[threadIdx.x], w = v;
  for (int offset = 1; offset < 32; offset <<= 1)
    v += __shfl_xor(v, offset);
  for (int offset = 1; offset < 32; offset <<= 1)
    w = max(w, __shfl_xor(w, offset));
  int lane = __lane_id();
  if (lane == 31)
    out[blockIdx.x] = v + w;
}
CU
set +e
"$c2h" lint "$work/loops.hip" > "$work/loops.txt" 2>&1
set -e
for want in "loops.hip:3:33: .*c2h-warp-shfl-offset" "loops.hip:5:33: .*c2h-warp-shfl-offset" \
            "loops.hip:8:15: warning: last-lane test 'lane == 31' .*c2h-warp-lane-id"; do
  grep -q "$want" "$work/loops.txt" || fail "loops.hip: no '$want' in: $(cat "$work/loops.txt")"
done
echo "two shuffle loops: both bounds reported; last-lane test reported"

# Translated output keeps 32-lane warps on purpose: lint must not call its
# lane and warp ids hazards, and the mechanical translation must be flagged.
"$c2h" translate kernels --out-root "$work/l32" --cuda-headers=bundled --no-progress 2> /dev/null || true
"$c2h" translate kernels --out-root "$work/off" --warp=off --cuda-headers=bundled --no-progress 2> /dev/null || true
set +e
"$c2h" lint --format=json "$work/l32" > "$work/l32.json" 2> /dev/null
"$c2h" lint --format=json "$work/off" > "$work/off.json" 2> /dev/null
set -e
python3 - "$work/l32.json" "$work/off.json" <<'PY'
import json, sys
l32 = json.load(open(sys.argv[1])); off = json.load(open(sys.argv[2]))
bad = [f for f in l32 if f["check"] in ("c2h-warp-lane-id", "c2h-warp-ballot-width",
        "c2h-warp-full-mask", "c2h-warp-vote", "c2h-warp-shfl-width", "c2h-warp-lane-shift")]
assert not bad, bad
kinds = {f["check"] for f in off}
for k in ("c2h-warp-ballot-width", "c2h-warp-lane-shift", "c2h-warp-lane-id"):
    assert k in kinds, (k, sorted(kinds))
print("logical32 output: %d findings, none of the lane/ballot kinds; --warp=off output: %d" % (len(l32), len(off)))
PY

# Text format, a suppression, a baseline and --fix on a small HIP file.
cat > "$work/port.hip" <<'CU'
#include <hip/hip_runtime.h>
__global__ void k(const int *in, int *out) {
  int lane = threadIdx.x % 32;
  unsigned b = __ballot(in[threadIdx.x] > 0);
  out[threadIdx.x] = __popc(b) + (1 << lane);
  int w = threadIdx.x / 32; // NOLINT(c2h-warp-warp-id)
  out[w] = 0;
}
CU
cp "$work/port.hip" "$work/port.orig"
set +e
"$c2h" lint "$work/port.hip" > "$work/port.txt" 2> "$work/port.err"; rc=$?
set -e
[ "$rc" = 1 ] || fail "port.hip: exit $rc"
grep -q "port.hip:3:28: warning: lane id 'threadIdx.x % 32' .*\[c2h-warp-lane-id\]$" "$work/port.txt" || fail "text format: $(cat "$work/port.txt")"
grep -q "port.hip:4:3: warning: 'b' keeps a ballot word in 32 bits.*\[c2h-warp-ballot-width\]$" "$work/port.txt" || fail "ballot width"
! grep -q "c2h-warp-warp-id" "$work/port.txt" || fail "NOLINT ignored"
grep -q "1 suppressed" "$work/port.err" || fail "suppression count: $(cat "$work/port.err")"

"$c2h" lint --format=sarif "$work/port.hip" > "$work/port.sarif" || true
python3 - "$work/port.sarif" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
assert s["version"] == "2.1.0" and len(s["runs"]) == 1, s.keys()
run = s["runs"][0]
rules = {r["id"] for r in run["tool"]["driver"]["rules"]}
assert "c2h-warp-lane-id" in rules and len(rules) == 21, len(rules)
res = run["results"]
assert res and all(r["ruleId"] in rules and r["level"] == "warning" for r in res)
loc = res[0]["locations"][0]["physicalLocation"]
assert loc["artifactLocation"]["uri"].endswith("port.hip") and loc["region"]["startLine"] == 3, loc
print("sarif: %d results" % len(res))
PY

# A baseline accepts today's findings; a new one is still reported, even
# after lines move.
"$c2h" lint --write-baseline "$work/base.json" "$work/port.hip" > /dev/null 2>&1 || fail "write baseline"
"$c2h" lint --baseline "$work/base.json" "$work/port.hip" > /dev/null 2>&1 || fail "baseline not applied"
sed -i '2a\  // a comment that moves every line down' "$work/port.hip"
sed -i 's|  out\[w\] = 0;|  out[w] = 1 << (threadIdx.x \& 31);|' "$work/port.hip"
set +e
"$c2h" lint --baseline "$work/base.json" "$work/port.hip" > "$work/new.txt" 2>&1; rc=$?
set -e
[ "$rc" = 1 ] || fail "new finding past the baseline: exit $rc"
grep -q "port.hip:8:.*c2h-warp-lane-shift" "$work/new.txt" || fail "baseline: $(cat "$work/new.txt")"
[ "$(grep -c 'warning:' "$work/new.txt")" -ge 1 ] && ! grep -q "port.hip:4:.*c2h-warp-lane-id" "$work/new.txt" || fail "baselined finding reported"
echo "baseline: old findings accepted after lines moved; new ones reported"

cp "$work/port.orig" "$work/port.hip"
set +e
"$c2h" lint --fix "$work/port.hip" > "$work/fix.txt" 2> "$work/fix.err"; rc=$?
set -e
grep -q "  unsigned long long b = __ballot(in\[threadIdx.x\] > 0);" "$work/port.hip" || fail "fix: $(cat "$work/port.hip")"
grep -q "__popcll(b) + (1ull << lane)" "$work/port.hip" || fail "fix: $(cat "$work/port.hip")"
grep -q "3 fixed" "$work/fix.err" || fail "fix count: $(cat "$work/fix.err")"
[ "$rc" = 1 ] || fail "lane id has no fix-it and must remain (exit $rc)"

# Overlapping fixes: the __syncwarp fallback rewrites the whole call, so the
# __popcll fix inside it is superseded, not counted as applied.
printf '#include <hip/hip_runtime.h>\n__global__ void k(int *p) {\n  __syncwarp(__popc(__ballot(p[0] > 0)));\n  p[1] = __popc(__ballot(1));\n}\n' > "$work/overlap.hip"
set +e
"$c2h" lint --fix "$work/overlap.hip" > /dev/null 2> "$work/overlap.err"
set -e
grep -q "2 fixed; 1 superseded by another fix" "$work/overlap.err" || fail "overlapping fixes: $(cat "$work/overlap.err")"
grep -q "__builtin_amdgcn_wave_barrier()" "$work/overlap.hip" && grep -q "p\[1\] = __popcll(__ballot(1));" "$work/overlap.hip" ||
  fail "overlapping fixes: $(cat "$work/overlap.hip")"

set +e
"$c2h" lint "$work/missing.cu" > /dev/null 2> "$work/missing.err"; rc=$?
"$c2h" lint --baseline "$work/port.orig" "$work/port.hip" > /dev/null 2> "$work/badbase.err"; rc2=$?
set -e
[ "$rc" = 2 ] && grep -q "missing.cu: no such file or directory" "$work/missing.err" || fail "missing file: $rc"
[ "$rc2" = 2 ] && grep -q "port.orig: not JSON" "$work/badbase.err" || fail "bad baseline: $rc2 $(cat "$work/badbase.err")"
echo "fix-its, exit codes and errors behave"

# Every check has its docs page, listed in the index.
for id in $("$c2h" lint --list-checks | cut -f1); do
  [ -f "docs/lint/$id.md" ] || fail "no docs/lint/$id.md"
  grep -q "($id.md)" docs/lint/README.md || fail "$id not in docs/lint/README.md"
done
echo PASS
