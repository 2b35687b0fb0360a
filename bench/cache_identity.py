#!/usr/bin/env python3
"""Parse-cache exactness on real code (a benchmark, not a CI test): every
program folder is translated four times, as a user would (`cuda2hip
translate FOLDER --out-root OUT --report R.json`):

  none     --no-cache (the reference)
  cold     a fresh cache directory: entries are noted and some built
  second   the same cache again: program preambles are built (their second ask)
  warm     the same cache a third time: every entry that can be is used

and every output tree, the diagnostics (standard error) and the JSON report
must equal the reference's byte for byte. Prints one line per program that
differs (with the first differing file) and the totals.

Usage: bench/cache_identity.py DIR [DIR ...] [--cuda2hip BIN] [--limit N]
       [--headers sdk|bundled]
DIR: a HeCBench checkout (its a-l NAME-cuda folders), or a folder whose
subfolders are programs (the wider corpus)."""
import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
import time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ap = argparse.ArgumentParser()
ap.add_argument("dirs", nargs="+")
ap.add_argument("--cuda2hip", default=os.path.join(root, "build/tools/cuda2hip/cuda2hip"))
ap.add_argument("--limit", type=int, default=0, help="at most N programs (evenly spaced)")
ap.add_argument("--headers", default="sdk")
args = ap.parse_args()


def programs(d):
    src = os.path.join(d, "src")
    if os.path.isdir(src):  # HeCBench: the a-l development set only
        return [os.path.join(src, n) for n in sorted(os.listdir(src))
                if n.endswith("-cuda") and "a" <= n[0].lower() <= "l"]
    return [os.path.join(d, n) for n in sorted(os.listdir(d))
            if os.path.isdir(os.path.join(d, n)) and not n.startswith(".")]


progs = [p for d in args.dirs for p in programs(d)]
if args.limit and len(progs) > args.limit:
    step = len(progs) / args.limit
    progs = [progs[int(i * step)] for i in range(args.limit)]


def first_difference(a, b):
    """The first path (relative) whose contents differ between trees a and b."""
    for dp, _, fs in os.walk(a):
        for f in sorted(fs):
            pa = os.path.join(dp, f)
            pb = os.path.join(b, os.path.relpath(pa, a))
            if not os.path.exists(pb) or not filecmp.cmp(pa, pb, shallow=False):
                return os.path.relpath(pa, a)
    for dp, _, fs in os.walk(b):
        for f in fs:
            pb = os.path.join(dp, f)
            if not os.path.exists(os.path.join(a, os.path.relpath(pb, b))):
                return os.path.relpath(pb, b)
    return None


def translate(prog, out, cache, tmp):
    c = ["--no-cache"] if cache is None else ["--cache-dir", cache]
    report = out + ".json"
    t = time.perf_counter()
    p = subprocess.run([args.cuda2hip, "translate", "--no-progress", f"--cuda-headers={args.headers}",
                        *c, prog, "--out-root", out, "--report", report],
                       capture_output=True, text=True, errors="replace")
    wall = time.perf_counter() - t
    rep = open(report).read().replace(out, "OUT") if os.path.exists(report) else ""
    return p.returncode, p.stderr, rep, wall


same = differ = 0
walls = {"none": 0.0, "cold": 0.0, "second": 0.0, "warm": 0.0}
with tempfile.TemporaryDirectory(prefix="c2h-cache-identity-") as tmp:
    for prog in progs:
        name = os.path.basename(prog)
        cache = os.path.join(tmp, "cache")
        shutil.rmtree(cache, ignore_errors=True)
        runs = {}
        for label in ("none", "cold", "second", "warm"):
            out = os.path.join(tmp, label)
            shutil.rmtree(out, ignore_errors=True)
            runs[label] = translate(prog, out, None if label == "none" else cache, tmp)
            walls[label] += runs[label][3]
        bad = []
        for label in ("cold", "second", "warm"):
            if runs[label][:3] != runs["none"][:3]:
                what = "exit" if runs[label][0] != runs["none"][0] else \
                    "diagnostics" if runs[label][1] != runs["none"][1] else "report"
                bad.append(f"{label}: {what}")
            d = first_difference(os.path.join(tmp, "none"), os.path.join(tmp, label))
            if d:
                bad.append(f"{label}: {d}")
        if bad:
            differ += 1
            print(f"DIFFERS {name}: {'; '.join(bad)}", flush=True)
        else:
            same += 1
print(f"{len(progs)} programs: {same} byte-identical with and without the cache "
      f"(cold, second, warm), {differ} differ")
print("wall seconds, all programs: " + ", ".join(f"{k} {v:.1f}" for k, v in walls.items()))
sys.exit(1 if differ else 0)
