#!/usr/bin/env python3
"""`cuda2hip verify` on the wider development corpus (not a CI test): the
programs of bench/corpus_build.py that run without a GPU's problem sizes,
each translated, run on the emulator (the CUDA original at warp 32 as the
reference, the HIP translation at wave 64 and 32) and compared as verify
judges it (docs/verify.md).

Per program, the table below gives what the emulator needs and nothing
else: smaller arguments (XSBench, RSBench, BabelStream, miniBUDE), smaller
sizes where a program fixes them with macros (PolyBench/GPU's dataset
macros, mixbench's VECTOR_SIZE), and, for XSBench and RSBench, whose own
check knows the checksums of their default sizes only, `compare
exit=same` (their exit status is compared with the reference's, and every
number they print, checksum included, as always). Programs built from a
list of units (BabelStream, miniBUDE: their CMake picks a model by a
switch) are verified on a copy of those units. Parboil's benchmarks read
datasets its repository does not hold: each is reported as 'input data
missing' without a run.

Prints a line per program and the columns of bench/hecbench_verify.py:
plain passes, passes with notes, races (the translation's), CUDA-side
races, not-run, fails, and errors, the emulator's own (its build, the
lowering, a crash) counted apart from time-outs and missing inputs.

Usage: bench/corpus_verify.py CORPUS_DIR [--only A,B] [--json OUT]
       [--timeout S] [-j N] [--cuda2hip PATH]
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_build import PROGRAMS  # noqa: E402
from hecbench_verify import category, columns  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# name -> how verify runs it: args (the emulated runs' arguments; {repo} the
# repository), defines, declares, stage (units to copy with the headers of
# their folders: a project of those alone).
SETUP = {
    "XSBench": {"args": "-m event -s small -g 500 -l 1000 -G nuclide",
                "declares": ["compare exit=same"]},
    "RSBench": {"args": "-m event -s small -l 1000", "declares": ["compare exit=same"]},
    "mixbench": {"args": "", "defines": ["VECTOR_SIZE=4096"],
                 "stage": ["main-cuda.cpp", "mix_kernels_cuda.cu"],
                 # What its CMake configures.
                 "generated": {"version_info.h": '#define VERSION_INFO "corpus"\n'}},
    "BabelStream": {"args": "-s 4096 -n 2", "defines": ["CUDA", "GRID_STRIDE"],
                    "stage": ["main.cpp", "cuda/CUDAStream.cu"], "includes": ["."]},
    "miniBUDE": {"args": "--deck {repo}/data/bm1 -i 1 -n 64 -p 64",
                 "defines": ["CUDA", "USE_PPWI=64"], "stage": ["main.cpp", "cuda/fasten.hpp"],
                 "includes": ["cuda"]},
}

# PolyBench/GPU: its dataset macros made small (time steps 2, every other
# size 64), with N defined so that the header keeps out its own sizes.
POLY_SIZE, POLY_STEPS = 64, 2


def polybench_defines(folder):
    for f in sorted(os.listdir(folder)):
        if not f.endswith(".cuh"):
            continue
        text = open(os.path.join(folder, f), errors="replace").read()
        block = re.search(r"#\s*ifdef\s+STANDARD_DATASET(.*?)#\s*endif", text, re.S)
        if not block:
            continue
        names = re.findall(r"#\s*define\s+(\w+)\s+\d+", block.group(1))
        defs = [f"{n}={POLY_STEPS if n.startswith('T') else POLY_SIZE}" for n in names]
        if "N" not in names:
            defs.append("N=1")  # Only the header's guard reads it.
        return defs
    return []


def stage(src, units, work, generated):
    """A project of the listed units, each with the headers of its folder,
    and the files its build system would generate."""
    dest = os.path.join(work, "stage")
    shutil.rmtree(dest, ignore_errors=True)
    os.makedirs(dest)
    for name, text in generated.items():
        with open(os.path.join(dest, name), "w", encoding="utf-8") as f:
            f.write(text)
    for u in units:
        d = os.path.dirname(u)
        os.makedirs(os.path.join(dest, d), exist_ok=True)
        for f in os.listdir(os.path.join(src, d or ".")):
            p = os.path.join(src, d, f)
            if os.path.isfile(p) and (f == os.path.basename(u) or f.endswith((".h", ".hpp", ".cuh"))):
                shutil.copy(p, os.path.join(dest, d, f))
    return dest


def verify_one(p, opts):
    name = p["name"]
    repo = os.path.join(opts.corpus, p["repo"])
    src = os.path.join(repo, p["cuda"])
    r = {"name": name, "verdict": "", "detail": "", "category": "", "notes": [], "args": ""}
    if not os.path.isdir(src):
        r.update(verdict="skipped", detail=f"{src} not found")
        return r
    if name.startswith("parboil-"):
        r.update(verdict="error", detail="reference: input data missing: Parboil's datasets are "
                                         "not in its repository [dvc]",
                 category="input data missing")
        return r
    setup = dict(SETUP.get(name, {}))
    work = tempfile.mkdtemp(prefix="corpus-verify-")
    try:
        target = src
        defines = list(setup.get("defines", []))
        if name.startswith("polybench-"):
            target = os.path.join(src, p["units"][0])
            defines += polybench_defines(src)
        if setup.get("stage"):
            target = stage(src, setup["stage"], work, setup.get("generated", {}))
        args = setup.get("args", "").format(repo=repo)
        r["args"] = args
        report = os.path.join(work, "report.json")
        cmd = [opts.cuda2hip, "verify", "--no-compile", "--backend", "emu", target,
               "--emu-run-args", args, "--timeout", str(opts.timeout), "--json", report]
        for d in defines:
            cmd += ["-D", d]
        for i in setup.get("includes", []):
            cmd += ["-I", os.path.join(target, i)]
        # PolyBench's "../../common/polybench.h" resolves from the file's
        # own folder, as verify searches it: no -I.
        for f in [] if name.startswith("polybench-") else p.get("flags", []):
            if f.startswith("-I"):
                cmd += ["-I", f[2:].format(dir=src, repo=repo)]
        for d in setup.get("declares", []):
            cmd += ["--declare", d]
        try:
            subprocess.run(cmd, capture_output=True, text=True, timeout=opts.timeout * 8 + 300)
        except subprocess.TimeoutExpired:
            r.update(verdict="error", detail="verify itself timed out")
        try:
            prog = json.load(open(report, encoding="utf-8"))["programs"][0]
            r["verdict"] = prog.get("verdict", "")
            r["detail"] = prog.get("verdict_detail", "")
            r["compared"] = next((run.get("compared", "") for run in prog.get("runs", [])
                                  if run.get("compared")), "")
            notes = list(prog.get("reference", {}).get("notes", []))
            for run in prog.get("runs", []):
                notes += run.get("notes", [])
            r["notes"] = notes
            r["seconds"] = {run.get("backend", "") + str(run.get("wave", "")): run.get("seconds")
                            for run in prog.get("runs", [])}
        except (OSError, ValueError, KeyError, IndexError):
            if not r["verdict"]:
                r.update(verdict="error", detail="no report")
        if r["verdict"] != "pass":
            r["category"] = category(r["verdict"], r["detail"])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus", help="the folder of repositories (as for corpus_build.py)")
    ap.add_argument("--only", help="comma-separated program names")
    ap.add_argument("--json", help="write every result and the summary here")
    ap.add_argument("--timeout", type=int, default=60, help="seconds per emulated run (default 60)")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--cuda2hip", default=os.path.join(ROOT, "build/tools/cuda2hip/cuda2hip"))
    opts = ap.parse_args()
    opts.corpus = os.path.abspath(opts.corpus)
    progs = PROGRAMS
    if opts.only:
        want = set(opts.only.split(","))
        progs = [p for p in progs if p["name"] in want]
    with ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        results = []
        for r in pool.map(lambda p: verify_one(p, opts), progs):
            results.append(r)
            print(f"{r['verdict']:<10} {r['name']:<24} [{r['args']}] "
                  f"{(r['detail'] or r.get('compared', ''))[:150]}", flush=True)
    ran = [r for r in results if r["verdict"] != "skipped"]
    counts, causes = {}, {}
    for r in ran:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
        if r["verdict"] != "pass":
            causes[r["category"]] = causes.get(r["category"], 0) + 1
    with_notes = [r for r in ran if r["verdict"] == "pass" and r["notes"]]
    passed = counts.get("pass", 0)
    print()
    print(f"{len(ran)} programs: verify passes at wave 64 and 32 for {passed}")
    print(columns(passed, len(with_notes), counts, causes))
    print("not passing, by cause: " + ", ".join(
        f"{c} {n}" for c, n in sorted(causes.items(), key=lambda x: (-x[1], x[0]))))
    if opts.json:
        with open(opts.json, "w", encoding="utf-8") as f:
            json.dump({"summary": {"programs": len(ran), "verdicts": counts, "causes": causes,
                                   "pass_with_notes": len(with_notes)},
                       "programs": results}, f, indent=1)


if __name__ == "__main__":
    main()
