#!/usr/bin/env bash
# cuda2hip verify over every kernels/ program on the emulator:
#  - every CUDA reference passes at warp 32;
#  - with the default --warp=logical32, every HIP translation passes at
#    wave 64 and wave 32;
#  - with --warp=off (mechanical translation), the programs with a warp-size
#    hazard go wrong at wave 64 and only there: that list is asserted, so the
#    first run shows what the warp rewrites fix;
#  - with --warp=native, the kernels it widens (shuffle reductions and scans)
#    and those it leaves in logical32 all pass at wave 64 and 32, and the
#    widened set is asserted;
#  - the hipcc stage reports resource usage and the instruction mix.
set -euo pipefail
c2h="$1"; kernels="$2"; work="$3"
rm -rf "$work"; mkdir -p "$work"

"$c2h" verify --no-compile --backend emu --cuda-headers bundled -j 2 \
  --json "$work/emu.json" "$kernels"/*.cu > "$work/emu.txt" 2> "$work/emu.err" ||
  { cat "$work/emu.txt" "$work/emu.err"; echo "FAIL: verify (logical32) exited $?"; exit 1; }
cat "$work/emu.txt"

set +e
"$c2h" verify --warp=off --no-compile --backend emu --cuda-headers bundled -j 2 \
  --json "$work/off.json" "$kernels"/warp_*.cu "$kernels"/device_query_pinned.cu \
  > "$work/off.txt" 2> "$work/off.err"
rc=$?
set -e
cat "$work/off.txt"
# Wrong answers exit 1; emulator errors (bad masks, crashes) exit 2.
[ "$rc" = 1 ] || [ "$rc" = 2 ] || { cat "$work/off.err"; echo "FAIL: verify --warp=off exited $rc, expected 1 or 2"; exit 1; }

"$c2h" verify --warp=native --no-compile --backend emu --cuda-headers bundled -j 2 \
  --json "$work/native.json" "$kernels"/warp_*.cu > "$work/native.txt" 2> "$work/native.err" ||
  { cat "$work/native.txt" "$work/native.err"; echo "FAIL: verify --warp=native"; exit 1; }
cat "$work/native.txt"

python3 - "$work/emu.json" "$work/off.json" "$kernels" "$work/native.json" <<'PY'
import json, os, re, sys
report = json.load(open(sys.argv[1]))
off = json.load(open(sys.argv[2]))
native = json.load(open(sys.argv[4]))
programs = sorted(f for f in os.listdir(sys.argv[3]) if f.endswith(".cu"))
got = {os.path.basename(p["program"]): p for p in report["programs"]}
assert sorted(got) == programs, (sorted(got), programs)
problems = []
for name, p in sorted(got.items()):
    if p["translate"]["status"] != "ok":
        problems.append(f"{name}: translate {p['translate']['status']}")
    ref = p["reference"]
    if (ref["backend"], ref["wave"], ref["status"]) != ("emu", 32, "pass"):
        problems.append(f"{name}: reference {ref}")
    runs = {(r["backend"], r["wave"]): r["status"] for r in p["runs"]}
    for wave in (64, 32):
        if runs.get(("emu", wave)) != "pass":
            problems.append(f"{name}: emu{wave} {runs.get(('emu', wave))}, expected pass")
    if p["verdict"] != "pass":
        problems.append(f"{name}: verdict {p['verdict']}")
s = report["summary"]
if (s["pass"], s["fail"], s["error"]) != (len(programs), 0, 0):
    problems.append(f"summary {s}")

# Mechanical translation: wrong at wave 64 (a wrong answer, a data race such
# as two lanes of a wavefront writing one slot, or an emulator error such as
# a 32-bit mask that does not name lanes 32-63), right at 32.
HAZARDS = {"warp_aggregated_atomics.cu", "warp_ballot_bitmap.cu",
           "warp_ballot_compact.cu", "warp_broadcast_butterfly.cu",
           "warp_match_groups.cu", "warp_partial_masks.cu", "warp_ptx_lanes.cu",
           "warp_reduce_intrinsics.cu", "warp_segmented_shfl16.cu"}
for p in off["programs"]:
    name = os.path.basename(p["program"])
    runs = {(r["backend"], r["wave"]): r["status"] for r in p["runs"]}
    want64 = {"fail", "race", "error"} if name in HAZARDS else {"pass"}
    if runs.get(("emu", 64)) not in want64:
        problems.append(f"--warp=off {name}: emu64 {runs.get(('emu', 64))}, expected {sorted(want64)}")
    if runs.get(("emu", 32)) != "pass":
        problems.append(f"--warp=off {name}: emu32 {runs.get(('emu', 32))}, expected pass")
missing = HAZARDS - {os.path.basename(p["program"]) for p in off["programs"]}
if missing:
    problems.append(f"--warp=off: hazard programs not run: {sorted(missing)}")

# --warp=native: the reductions and scans widen, everything passes.
widened = set()
for p in native["programs"]:
    name = os.path.basename(p["program"])
    widened |= set(re.findall(r"kernel '(\w+)' uses the target's wave size",
                              p["translate"].get("detail", "")))
    runs = {(r["backend"], r["wave"]): r["status"] for r in p["runs"]}
    for wave in (64, 32):
        if runs.get(("emu", wave)) != "pass":
            problems.append(f"--warp=native {name}: emu{wave} {runs.get(('emu', wave))}")
WIDENED = {"block_sum_max", "scan_blocks", "scan_totals"}
if widened != WIDENED:
    problems.append(f"--warp=native widened {sorted(widened)}, expected {sorted(WIDENED)}")
if problems:
    sys.exit("FAIL:\n  " + "\n  ".join(problems))
print(f"emulator: {len(programs)} references pass at warp 32 and their logical32 translations "
      f"pass at wave 64 and 32; with --warp=off, {len(HAZARDS)} hazard programs fail at 64 only; "
      f"with --warp=native, {sorted(widened)} widen and all {len(native['programs'])} pass")
PY

# The hipcc stage on four programs: both targets build, kernels are
# measured, and the WMMA and mma.sync GEMMs run on gfx90a's matrix cores
# (two MFMAs per wmma::mma_sync, one per warp of the wavefront; a pair per
# two mma.sync) and on gfx1030 without them.
"$c2h" verify --backend emu --cuda-headers bundled --wave 64 \
  --json "$work/compile.json" "$kernels/matmul_tiled.cu" "$kernels/warp_reduce_shfl.cu" \
  "$kernels/wmma_gemm_f16.cu" "$kernels/mma_ldmatrix_gemm.cu" \
  > "$work/compile.txt" 2>&1 || { cat "$work/compile.txt"; echo "FAIL: verify with hipcc"; exit 1; }
python3 - "$work/compile.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
for p in report["programs"]:
    archs = [c["arch"] for c in p["compile"]]
    assert archs == ["gfx90a", "gfx1030"], archs
    for c in p["compile"]:
        assert c["ok"] and c["status"] == "ok", c
        assert c["kernels"], f"{p['program']} {c['arch']}: no kernels measured"
        for k in c["kernels"]:
            assert k["vgpr"] > 0 and k["sgpr"] > 0 and k["occupancy"] > 0, k
            assert k["instructions"] > 10 and k["global_memory"] > 0, k
            assert k["scratch_bytes"] >= 0, k
            gfx90a = c["arch"] == "gfx90a"
            if p["program"].endswith("wmma_gemm_f16.cu") and gfx90a:
                assert k["mfma"] == 2, (p["program"], c["arch"], k)
            elif p["program"].endswith("mma_ldmatrix_gemm.cu") and gfx90a:
                assert k["mfma"] > 0, (p["program"], c["arch"], k)  # mma.sync on MFMA
            else:
                assert k["mfma"] == 0, (p["program"], c["arch"], k)
mm = report["programs"][0]["compile"][0]["kernels"][0]
assert mm["name"].startswith("matmul_tiled("), mm["name"]
assert mm["lds_bytes"] == 16 * 16 * 4 + 16 * 17 * 4, mm["lds_bytes"]
print("hipcc: gfx90a and gfx1030 build; resource usage and instruction mix reported; "
      "the WMMA and mma.sync GEMMs have v_mfma on gfx90a")
PY
echo PASS
