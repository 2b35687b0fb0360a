#!/usr/bin/env python3
"""The wider development corpus (not a CI test): public CUDA codebases of
other ages and styles than HeCBench, translated as a user would and built
with their own build systems, beside their human HIP ports.

For each program of the manifest below:
  1. `cuda2hip translate CUDA_DIR --out-root OUT` (the whole folder, build
     files included);
  2. ROCm 5.2: build OUT with the program's own (translated) build system:
     its Makefile (`make`), its CMake project (scripts/hip-cmake.sh), or,
     for programs whose build picks sources by a model switch, a hipcc
     compile of the listed units; and the human port the same way, where
     there is one;
  3. ROCm 7.2: every translated unit compiled by clang 22 in HIP mode
     against Debian experimental's ROCm 7.2 headers
     (scripts/rocm-libs.sh --suite experimental), for gfx90a and gfx1030,
     with -fsyntax-only (Debian ships no 7.2 device libraries to compile to
     ISA): which one ran is printed;
  4. silent failures: every compiler error in a translated file that no
     c2h-* diagnostic of the translation sits near (the error's line, mapped
     back to the CUDA source line, within 3 lines of a diagnostic's).

Prints a line per program and the totals: of the programs whose human port
builds, how many build from cuda2hip, per ROCm; the silent failures, each
with its first error.

Usage: bench/corpus_build.py CORPUS_DIR [--only A,B] [--json OUT] [--keep DIR]
       [--cuda2hip PATH]
CORPUS_DIR holds the repositories by name (XSBench, RSBench, mixbench,
BabelStream, miniBUDE, Parboil, polybenchGpu); a missing one is skipped and
said so. PolyBench/GPU's DOITGEN is left out: its CUDA does not build with
nvcc either (rtclock undeclared)."""
import argparse
import difflib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# ROCm 5.2's hipcc with the project's ROCm 5.7 library headers ahead of its
# own (rocThrust, hipCUB...: ROCm 5.2 on Debian 12 ships none).
HIPCC = os.path.join(ROOT, "scripts", "hipcc-libs.sh")
ROCM72 = os.environ.get("CUDA2HIP_ROCM_LIBS", "/var/cache/cuda2hip/rocm-libs") + \
    "-experimental/root/usr/include"
ARCHS = ["gfx90a", "gfx1030"]

# name: repository, CUDA folder, human port folder (or None), build.
# build: "make" (the folder's Makefile), "cmake", or "files" (units and
# flags, for programs whose build system picks a model by a switch).
PROGRAMS = [
    {"name": "XSBench", "repo": "XSBench", "cuda": "cuda", "hip": "hip", "build": "make"},
    {"name": "RSBench", "repo": "RSBench", "cuda": "cuda", "hip": "hip", "build": "make"},
    {"name": "mixbench", "repo": "mixbench", "cuda": "mixbench-cuda", "hip": "mixbench-hip",
     "build": "cmake"},
    {"name": "BabelStream", "repo": "BabelStream", "cuda": "src", "hip": "src", "build": "files",
     "units": ["main.cpp", "cuda/CUDAStream.cu"], "flags": ["-DCUDA", "-DGRID_STRIDE", "-I{dir}/cuda"],
     "hip_units": ["main.cpp", "hip/HIPStream.cpp"], "hip_flags": ["-DHIP", "-I{dir}/hip"]},
    {"name": "miniBUDE", "repo": "miniBUDE", "cuda": "src", "hip": "src", "build": "files",
     "units": ["main.cpp"], "flags": ["-DCUDA", "-DUSE_PPWI=64", "-I{dir}"],
     "hip_units": ["main.cpp"], "hip_flags": ["-DHIP", "-DUSE_PPWI=64", "-I{dir}"]},
] + [
    # Parboil (CUDA 2010-era, no human port): each benchmark's CUDA version,
    # the units its Makefile's SRCDIR_OBJS names (C files with gcc), with
    # the include folders of Parboil's common make rules.
    {"name": "parboil-" + b, "repo": "Parboil", "cuda": f"benchmarks/{b}/src/cuda", "hip": None,
     "build": "files", "units": None,
     "flags": ["-I{repo}/common/include", "-I{repo}/common/src", "-I{dir}"]}
    for b in ["bfs", "cutcp", "histo", "lbm", "mri-gridding", "mri-q", "sad", "sgemm",
              "spmv", "stencil", "tpacf"]
] + [
    # PolyBench/GPU (2012, CUDA 4-era, sgrauerg/polybenchGpu; no HIP port):
    # each kernel's one unit, as its Makefile (`nvcc -O3 X.cu`) builds it.
    # Sources include "../../common/polybench.h": the CUDA folder's path is
    # on the include path, so that resolves from the translation too.
    {"name": "polybench-" + b, "repo": "polybenchGpu", "cuda": f"CUDA/{b}", "hip": None,
     "build": "files", "units": [unit], "flags": ["-I{repo}/CUDA/" + b]}
    for b, unit in [("2DCONV", "2DConvolution.cu"), ("2MM", "2mm.cu"), ("3DCONV", "3DConvolution.cu"),
                    ("3MM", "3mm.cu"), ("ADI", "adi.cu"), ("ATAX", "atax.cu"), ("BICG", "bicg.cu"),
                    ("CORR", "correlation.cu"), ("COVAR", "covariance.cu"),
                    ("FDTD-2D", "fdtd2d.cu"), ("GEMM", "gemm.cu"), ("GEMVER", "gemver.cu"),
                    ("GESUMMV", "gesummv.cu"), ("GRAMSCHM", "gramschmidt.cu"),
                    ("JACOBI1D", "jacobi1D.cu"), ("JACOBI2D", "jacobi2D.cu"), ("LU", "lu.cu"),
                    ("MVT", "mvt.cu"), ("SYR2K", "syr2k.cu"), ("SYRK", "syrk.cu")]
]


def run(cmd, cwd=None, timeout=900, env=None):
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=timeout,
                           env=env)
        return p.returncode, p.stdout + p.stderr
    except subprocess.TimeoutExpired:
        return 124, "timed out"


def errors_in(log):
    """(file, line, message) of each compiler error in a build log."""
    out = []
    for m in re.finditer(r"^([^\s:][^:\n]*):(\d+):\d+: (?:fatal )?error: (.*)$", log, re.M):
        out.append((os.path.abspath(m.group(1)) if os.path.isabs(m.group(1)) else m.group(1),
                    int(m.group(2)), m.group(3)))
    return out


def first_error(log):
    m = re.search(r"^.*error:.*$", log, re.M)
    return m.group(0).strip()[:220] if m else (log.strip().splitlines() or [""])[-1][:220]


def units_of(folder, exts=(".hip", ".cu", ".cpp", ".cc", ".cxx")):
    found = []
    for root, _, files in os.walk(folder):
        for f in files:
            if f.endswith(exts):
                found.append(os.path.join(root, f))
    return sorted(found)


def build_make(folder, env_extra=None):
    env = dict(os.environ, **(env_extra or {}))
    run(["make", "clean"], cwd=folder, env=env)
    # hipcc as the Makefile names it, with the library headers.
    rc, log = run(["make", "-k", "-j2", "CC=" + HIPCC, "HIPCC=" + HIPCC], cwd=folder, env=env)
    return rc == 0, log


def build_cmake(folder, work):
    out = os.path.join(work, "cmake-build")
    shutil.rmtree(out, ignore_errors=True)
    # The 5.7 library headers first, as hipcc-libs.sh puts them.
    inc = os.environ.get("CUDA2HIP_ROCM_LIBS", "/var/cache/cuda2hip/rocm-libs") + "/root/usr/include"
    rc, log = run([os.path.join(ROOT, "scripts", "hip-cmake.sh"), folder, out,
                   f"-DCMAKE_CXX_FLAGS=-isystem {inc}"],
                  env=dict(os.environ, HIP_CMAKE_EXTRA_HIP_FLAGS=f"-isystem {inc}"))
    if rc != 0:
        return False, log
    rc2, log2 = run(["cmake", "--build", out, "-j2"])
    return rc2 == 0, log + log2


def makefile_units(folder):
    """The sources a Parboil Makefile's SRCDIR_OBJS names."""
    mk = os.path.join(folder, "Makefile")
    if not os.path.exists(mk):
        return []
    m = re.search(r"^SRCDIR_OBJS\s*=\s*(.*)$", open(mk, errors="replace").read(), re.M)
    units = []
    for o in (m.group(1).split("#")[0].split() if m else []):
        stem = o[:-2] if o.endswith(".o") else o
        for ext in (".cu", ".hip", ".c", ".cc", ".cpp"):
            if os.path.exists(os.path.join(folder, stem + ext)):
                units.append(stem + ext)
                break
    return units


def makefile_includes(folder):
    """The -I folders a Parboil Makefile's APP_CUDACFLAGS adds, relative to
    the benchmark (two levels up from src/cuda), made absolute."""
    mk = os.path.join(folder, "Makefile")
    if not os.path.exists(mk):
        return []
    text = open(mk, errors="replace").read()
    tools = re.search(r"^TOOLS_SRC\s*=\s*(\S+)", text, re.M)
    bench = os.path.dirname(os.path.dirname(os.path.abspath(folder)))
    out = []
    for m in re.finditer(r"^APP_CUDACFLAGS\s*=\s*(.*)$", text, re.M):
        for w in m.group(1).split():
            if w.startswith("-I"):
                d = w[2:].replace("$(TOOLS_SRC)", tools.group(1) if tools else "")
                out.append("-I" + os.path.join(bench, d))
    return out


def build_files(folder, units, flags, repo):
    """hipcc -c each unit (a C one with gcc, as its Makefile builds it), with
    the flags ({dir} the folder, {repo} the repository); a unit's .cu name
    is its .hip one in a translation."""
    logs, ok = [], True
    for u in units:
        src = os.path.join(folder, u)
        if not os.path.exists(src) and src.endswith(".cu"):
            src = src[:-3] + ".hip"
        obj = tempfile.mktemp(suffix=".o")
        flags_here = [f.format(dir=folder, repo=repo) for f in flags] + ["-I" + folder]
        if src.endswith(".c"):
            cmd = ["gcc", "-O1", "-c"] + flags_here + [src, "-o", obj]
        else:
            cmd = [HIPCC, "-std=c++17", "-O1", "-c"] + \
                [f"--offload-arch={a}" for a in ARCHS] + flags_here + [src, "-o", obj]
        rc, log = run(cmd, cwd=folder)
        logs.append(log)
        ok &= rc == 0
        if os.path.exists(obj):
            os.unlink(obj)
    return ok and bool(units), "\n".join(logs)


def check_rocm72(units, flags, folder, repo):
    """clang 22 in HIP mode against ROCm 7.2's headers, -fsyntax-only."""
    logs, ok = [], True
    for src in units:
        cmd = ["clang++-22", "-x", "hip", "-std=c++17", "-fsyntax-only", "-nogpulib", "-nogpuinc",
               "-isystem", ROCM72, "-include", "__clang_hip_runtime_wrapper.h", "-w"] + \
            [f"--offload-arch={a}" for a in ARCHS] + \
            [f.format(dir=folder, repo=repo) for f in flags] + \
            ["-I" + os.path.dirname(src), "-I" + folder, src]
        rc, log = run(cmd, cwd=folder)
        logs.append(log)
        ok &= rc == 0
    return ok, "\n".join(logs)


def translation_diags(stderr, src_root):
    """(source file, line) of each c2h-* diagnostic the translation gave."""
    out = []
    for m in re.finditer(r"^([^\s:][^:\n]*):(\d+):\d+: \w+: .*\[c2h-[\w-]+\]$", stderr, re.M):
        path = m.group(1)
        if not os.path.isabs(path):
            path = os.path.join(src_root, path)
        out.append((os.path.realpath(path), int(m.group(2))))
    return out


def source_of(out_file, out_root, src_root):
    """The CUDA source a translated file came from (x.hip <- x.cu)."""
    rel = os.path.relpath(out_file, out_root)
    for cand in (rel, rel[:-4] + ".cu" if rel.endswith(".hip") else rel,
                 rel[:-4] + ".cuh" if rel.endswith(".hpp") else rel):
        p = os.path.join(src_root, cand)
        if os.path.exists(p):
            return os.path.realpath(p)
    return None


def source_line(out_file, src_file, line):
    """The source line an output line came from, through a line diff."""
    a = open(src_file, errors="replace").read().splitlines()
    b = open(out_file, errors="replace").read().splitlines()
    best = None
    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if j1 <= line - 1 < j2:
            return i1 + 1 + min(line - 1 - j1, max(i2 - i1 - 1, 0))
        if j2 <= line - 1:
            best = i2
    return best or line


def silent(errors, diags, out_root, src_root):
    """The errors in translated files with no c2h diagnostic within 3 lines."""
    result = []
    seen = set()
    for f, line, msg in errors:
        path = os.path.realpath(os.path.join(out_root, f)) if not os.path.isabs(f) else os.path.realpath(f)
        if not path.startswith(os.path.realpath(out_root)) or (path, line) in seen:
            continue
        seen.add((path, line))
        src = source_of(path, out_root, src_root)
        if not src:
            continue
        s = source_line(path, src, line)
        if not any(d == src and abs(l - s) <= 3 for d, l in diags):
            result.append(f"{os.path.relpath(path, out_root)}:{line}: {msg[:160]}")
    return result


def evaluate(p, corpus, work, c2h):
    repo = os.path.join(corpus, p["repo"])
    src = os.path.join(repo, p["cuda"])
    r = {"name": p["name"]}
    if not os.path.isdir(src):
        r["skipped"] = f"{src} not found"
        return r
    out = os.path.join(work, p["name"], "hip")
    shutil.rmtree(os.path.join(work, p["name"]), ignore_errors=True)
    rc, tlog = run([c2h, "translate", src, "--out-root", out, "--no-progress"], timeout=900)
    r["translate"] = rc
    diags = translation_diags(tlog, src)
    r["diagnostics"] = len(diags)
    if rc == 2:
        r["build52"] = False
        r["first_error52"] = "translate: " + first_error(tlog)
        return r
    # ROCm 5.2, the program's own build.
    if p["build"] == "make":
        ok, log = build_make(out)
    elif p["build"] == "cmake":
        ok, log = build_cmake(out, os.path.join(work, p["name"]))
    else:
        units = p["units"] or makefile_units(src)
        p = dict(p, flags=p["flags"] + makefile_includes(src))
        ok, log = build_files(out, units, p["flags"], repo)
    r["build52"] = ok
    if not ok:
        r["first_error52"] = first_error(log)
    errs = errors_in(log)
    # ROCm 7.2: every translated unit.
    tunits = [u for u in units_of(out, (".hip",))]
    if p["build"] == "files":
        listed = p["units"] or makefile_units(src)
        tunits = [os.path.join(out, u[:-3] + ".hip" if u.endswith(".cu") else u) for u in listed
                  if not u.endswith(".c")]
    elif p["build"] != "files":
        tunits += [u for u in units_of(out, (".cpp", ".cc"))
                   if "hip_runtime" in open(u, errors="replace").read()]
    if os.path.isdir(ROCM72):
        ok72, log72 = check_rocm72(tunits, p.get("flags", []), out, repo)
        r["build72"] = ok72
        r["rocm72"] = "clang-22 -x hip -fsyntax-only against Debian experimental's ROCm 7.2 headers"
        if not ok72:
            r["first_error72"] = first_error(log72)
        errs += errors_in(log72)
    r["silent"] = silent(errs, diags, out, src)
    # The human port.
    if p["hip"]:
        # The whole repository: a port may use its siblings (../common).
        port_repo = os.path.join(work, p["name"], "port-repo")
        shutil.copytree(repo, port_repo, symlinks=True,
                        ignore=shutil.ignore_patterns(".git"))
        port = os.path.join(port_repo, p["hip"])
        if p["build"] == "make":
            ok, log = build_make(port)
        elif p["build"] == "cmake":
            ok, log = build_cmake(port, os.path.join(work, p["name"], "port-build"))
        else:
            ok, log = build_files(port, p["hip_units"], p["hip_flags"], repo)
        r["port52"] = ok
        if not ok:
            r["port_error52"] = first_error(log)
    return r


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("corpus")
    ap.add_argument("--only")
    ap.add_argument("--json")
    ap.add_argument("--keep", help="work folder to keep (default: a temporary one)")
    ap.add_argument("--cuda2hip", default=os.path.join(ROOT, "build/tools/cuda2hip/cuda2hip"))
    o = ap.parse_args()
    work = o.keep or tempfile.mkdtemp(prefix="corpus-build-")
    os.makedirs(work, exist_ok=True)
    names = set(o.only.split(",")) if o.only else None
    results = []
    for p in PROGRAMS:
        if names and p["name"] not in names:
            continue
        r = evaluate(p, os.path.abspath(o.corpus), work, o.cuda2hip)
        results.append(r)
        if "skipped" in r:
            print(f"{r['name']:<22} skipped: {r['skipped']}", flush=True)
            continue
        cell = lambda k: "-" if k not in r else ("ok" if r[k] else "FAIL")
        print(f"{r['name']:<22} translate {r['translate']}  5.2 {cell('build52')}  "
              f"7.2 {cell('build72')}  port {cell('port52')}  silent {len(r['silent'])}  "
              f"{r.get('first_error52', r.get('first_error72', ''))[:150]}", flush=True)
    ported = [r for r in results if r.get("port52")]
    print()
    for rocm, key in (("5.2 (hipcc, full build)", "build52"),
                      ("7.2 (clang-22 -fsyntax-only, ROCm 7.2 headers)", "build72")):
        n = sum(1 for r in ported if r.get(key))
        print(f"ROCm {rocm}: {n} of {len(ported)} programs whose human port builds also "
              f"build from cuda2hip; all programs: "
              f"{sum(1 for r in results if r.get(key))} of {sum(1 for r in results if 'skipped' not in r)}")
    sil = [(r["name"], s) for r in results for s in r.get("silent", [])]
    print(f"silent failures: {len(sil)}")
    for n, s in sil:
        print(f"  {n}: {s}")
    if o.json:
        with open(o.json, "w") as f:
            json.dump(results, f, indent=1)
    if not o.keep:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
