#!/usr/bin/env bash
# Quick start 1: install what is missing, build, then run cuda2hip verify on
# every bundled kernels/ program: translate it, compile the HIP with hipcc for
# gfx90a (wave64) and gfx1030 (wave32), run the CUDA original on the SIMT
# emulator at warp 32 as the reference, run the HIP at wave 64 and 32, and
# compare; kernels/make_project and kernels/cmake_project, multi-file
# programs, are verified as folders. Prints a table. Then translates
# make_project's sources and Makefile together and builds it with make and
# hipcc, and cmake_project's sources and CMakeLists.txt, built with CMake's
# HIP language. Exits non-zero if anything could not be
# translated, built or run; wrong answers at wave 64 are what it is here to
# show, and are listed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
# hipcc's clang leaves an empty directory in TMPDIR for every HIP compile
# and never removes it; this script compiles hundreds of times. It runs with
# a TMPDIR of its own, removed when it ends.
tmp="$(mktemp -d "${TMPDIR:-/tmp}/cuda2hip-demo.XXXXXX")"
export TMPDIR="$(cd "$tmp" && pwd)" # absolute: commands run in other folders
trap 'rm -rf "$TMPDIR"' EXIT
"$root/scripts/bootstrap.sh" "$build" >/dev/null
out="$build/demo"
rm -rf "$out"
mkdir -p "$out"
set +e
"$build/tools/cuda2hip/cuda2hip" verify "$root"/kernels/*.cu "$root/kernels/make_project" "$root/kernels/cmake_project" --keep "$out/work" \
  --json "$out/verify.json" > "$out/verify.txt" 2> "$out/verify.log"
rc=$?
set -e
if ((rc == 2)); then
  cat "$out/verify.txt" "$out/verify.log" >&2
  echo "demo: a program could not be translated, built or run (exit 2)" >&2
  exit 2
fi
python3 - "$out/verify.json" <<'PY'
import json, os, sys
r = json.load(open(sys.argv[1]))
cols = ["program", "warn", "gfx90a", "gfx1030", "vgpr", "occ", "ref w32", "hip w64", "hip w32"]
fmt = "%-26s %4s %-7s %-7s %4s %3s %-7s %-7s %-7s"
print(fmt % tuple(cols))
print(fmt % tuple("-" * len(c) for c in cols))
wrong = []
for p in r["programs"]:
    name = os.path.basename(p["program"])
    name = name[:-3] if name.endswith(".cu") else name + "/"
    builds = {c["arch"]: c for c in p["compile"]}
    k90 = builds.get("gfx90a", {}).get("kernels", [])
    vgpr = max((k["vgpr"] for k in k90), default=-1)
    occ = min((k["occupancy"] for k in k90), default=-1)
    runs = {(x["backend"], x["wave"]): x["status"] for x in p["runs"]}
    print(fmt % (name, p["translate"]["warnings"], builds.get("gfx90a", {}).get("status", "-"),
                 builds.get("gfx1030", {}).get("status", "-"), vgpr, occ, p["reference"]["status"],
                 runs.get(("emu", 64), "-"), runs.get(("emu", 32), "-")))
    if runs.get(("emu", 64)) == "fail":
        wrong.append(name)
s = r["summary"]
print(f"\n{s['programs']} programs: {s['pass']} pass, {s['fail']} fail, {s['error']} error")
if wrong:
    print("wrong at wave 64 with mechanical translation (right at warp 32 and wave 32): " + ", ".join(wrong))
PY
# A project, not a file: kernels/make_project (verified above as a folder)
# has its sources and Makefile translated together, then built with make
# and hipcc (gfx90a and gfx1030).
"$build/tools/cuda2hip/cuda2hip" translate "$root/kernels/make_project" --out-root "$out/make_project" \
  --no-progress
if make -C "$out/make_project" > "$out/make_project.log" 2>&1; then
  echo "make_project: sources and Makefile translated; make built it with hipcc ($out/make_project)"
else
  cat "$out/make_project.log" >&2
  echo "demo: the translated make_project did not build" >&2
  exit 2
fi
# kernels/cmake_project the same way, with CMake: configured with CMake's
# HIP language (scripts/hip-cmake.sh) and built for gfx90a and gfx1030.
"$build/tools/cuda2hip/cuda2hip" translate "$root/kernels/cmake_project" --out-root "$out/cmake_project" \
  --no-progress
if "$root/scripts/hip-cmake.sh" "$out/cmake_project" "$out/cmake_project/build" > "$out/cmake_project.log" 2>&1 &&
   cmake --build "$out/cmake_project/build" >> "$out/cmake_project.log" 2>&1; then
  echo "cmake_project: sources and CMakeLists.txt translated; CMake built it with the HIP language ($out/cmake_project)"
else
  cat "$out/cmake_project.log" >&2
  echo "demo: the translated cmake_project did not build" >&2
  exit 2
fi
echo "report: $out/verify.json; translations and builds: $out/work"
