#!/usr/bin/env python3
"""Translation benchmark (not a test): CPU per file, tree throughput and peak
RSS of `cuda2hip translate`, with and without the parse cache, side by side
with two yardsticks run on the same files in the same run:

  * clang++-22 -fsyntax-only of the file with the flags cuda2hip parses it
    with (the cost of one plain parse, which the cache should beat);
  * hipify-perl, when its path is given (--hipify-perl; fetch it from the
    public HIPIFY repository's bin/ for the benchmark only).

Per file, each tool runs as its own process, one at a time, and the figure
is the child's user + system CPU time (os.wait4), the best of --repeats runs.
cuda2hip is measured three ways:
  no cache     --no-cache
  first use    a fresh cache directory for that file alone: the run pays for
               building its entries (the first translation on a machine)
  warm         the cache two tree runs left (a program preamble, all a file
               has before its first line of code, gets an entry the second
               time it is asked for, or at once where several files of a tree
               open alike), then the best of the repeats
Tree rows translate the whole file set in one process, from an empty cache
(what translating a project once costs, entries included), at -j1 and -jN,
then twice again with that cache (second, warm).

Usage:
  bench/translate_bench.py [--c2h BIN] [--repeats N] [--hipify-perl PATH]
                           [--corpus DIR] [--limit N] [--modes sdk,bundled]
--corpus: a HeCBench checkout (its a-l NAME-cuda programs' .cu files) or any
folder of .cu files; default: kernels/."""
import argparse, os, shutil, statistics, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ap = argparse.ArgumentParser()
ap.add_argument("--c2h", default=os.path.join(root, "build/tools/cuda2hip/cuda2hip"))
ap.add_argument("--repeats", type=int, default=3)
ap.add_argument("--hipify-perl")
ap.add_argument("--corpus")
ap.add_argument("--limit", type=int, default=0, help="at most N files (evenly spaced)")
ap.add_argument("--modes", default="sdk,bundled")
ap.add_argument("--clang", default="clang++-22")
args = ap.parse_args()
cuda = "/usr/local/cuda"


def corpus_files(d):
    src = os.path.join(d, "src")
    if os.path.isdir(src):  # HeCBench: the a-l development set only
        out = []
        for name in sorted(os.listdir(src)):
            if name.endswith("-cuda") and "a" <= name[0].lower() <= "l":
                folder = os.path.join(src, name)
                out += [os.path.join(folder, f) for f in sorted(os.listdir(folder))
                        if f.endswith(".cu")]
        return out
    return sorted(os.path.join(dp, f) for dp, _, fs in os.walk(d) for f in fs if f.endswith(".cu"))


files = corpus_files(args.corpus) if args.corpus else sorted(
    os.path.join(root, "kernels", f) for f in os.listdir(os.path.join(root, "kernels"))
    if f.endswith(".cu"))
if args.limit and len(files) > args.limit:
    step = len(files) / args.limit
    files = [files[int(i * step)] for i in range(args.limit)]


def run(cmd, cwd=None, env=None):
    """CPU seconds (user + system), wall seconds and peak RSS (KiB) of one child."""
    t = time.perf_counter()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                         cwd=cwd, env=env)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t
    if os.waitstatus_to_exitcode(status) == 2 and cmd[0] == args.c2h:
        sys.exit(f"bench: {' '.join(cmd)} failed")
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss


def best(cmd, **kw):
    return min(run(cmd, **kw)[0] for _ in range(args.repeats))


def translate(mode, f, out, cache):
    c = ["--no-cache"] if cache is None else ["--cache-dir", cache]
    return [args.c2h, "translate", "--no-progress", f"--cuda-headers={mode}", *c, f, "-o", out]


def clang_parse(mode, f):
    """A plain parse with the flags cuda2hip's parse has (lib/Rewrite/AstPass.cpp)."""
    a = [args.clang, "-x", "cuda", "--cuda-host-only", "-fsyntax-only", "-w", "-fgpu-rdc",
         "-isystem", os.path.join(root, "lib/Headers/parse/sdk")]
    if mode == "bundled":
        b = os.path.join(root, "lib/Headers/bundled")
        a += ["-nocudainc", "-nocudalib", "-isystem", b, "-include",
              os.path.join(b, "__cuda2hip_prelude.h")]
    else:
        a += [f"--cuda-path={cuda}", "-isystem", f"{cuda}/include/cccl", "-nocudalib",
              "-include", os.path.join(root, "lib/Headers/parse/__cuda2hip_sdk_prelude.h")]
    return a + [f]


def med(xs):
    return statistics.median(xs) if xs else float("nan")


def pct(xs, q):
    """The q-th percentile (nearest rank) of xs."""
    if not xs:
        return float("nan")
    ys = sorted(xs)
    return ys[min(len(ys) - 1, max(0, int(round(q / 100 * len(ys) + 0.5)) - 1))]


modes = [m for m in args.modes.split(",") if m == "bundled" or
         os.path.exists(f"{cuda}/include/cuda_runtime.h")]
jobs = os.cpu_count()
print(f"cuda2hip translate benchmark: {len(files)} files "
      f"({args.corpus or 'kernels/'}), {jobs} cores, best of {args.repeats}")
print("per file: CPU seconds (user+system) of one process per file, median / 90th percentile")
hdr = (f"{'mode':8} {'no cache':>13} {'first use':>13} {'warm':>13} {'clang++':>13} "
       f"{'warm/clang':>11}")
if args.hipify_perl:
    hdr += f" {'hipify-perl':>13}"
print(hdr)
trees = []
ratios = {}
worst = {}
with tempfile.TemporaryDirectory() as tmp:
    out = os.path.join(tmp, "out.hip")
    # Folders of the files: a HeCBench program reads its own headers by
    # relative includes, so each runs where it is.
    for mode in modes:
        nocache, first, warm, clang, perl = [], [], [], [], []
        for f in files:
            cwd = os.path.dirname(f)
            nocache.append(best(translate(mode, f, out, None), cwd=cwd))
            fresh = os.path.join(tmp, "fresh")
            shutil.rmtree(fresh, ignore_errors=True)
            first.append(run(translate(mode, f, out, fresh), cwd=cwd)[0])
            clang.append(best(clang_parse(mode, f), cwd=cwd))
            if args.hipify_perl and mode == modes[0]:
                perl.append(best(["perl", args.hipify_perl, f], cwd=cwd))
        # The tree runs: one process over every file, from an empty cache.
        cache = os.path.join(tmp, "cache-" + mode)
        tree = {}
        for j in (1, jobs):
            shutil.rmtree(cache, ignore_errors=True)
            for label in ("cold", "second", "warm"):
                outs = os.path.join(tmp, "tree")
                shutil.rmtree(outs, ignore_errors=True)
                cpu, wall, rss = run([args.c2h, "translate", "--no-progress",
                                      f"--cuda-headers={mode}", "--cache-dir", cache,
                                      "-j", str(j), "--out-root", outs, *files])
                tree[(j, label)] = (cpu, wall, rss)
        shutil.rmtree(cache, ignore_errors=True)
        cpu, wall, rss = run([args.c2h, "translate", "--no-progress", f"--cuda-headers={mode}",
                              "--no-cache", "-j", str(jobs), "--out-root",
                              os.path.join(tmp, "tree-nc"), *files])
        tree[(jobs, "none")] = (cpu, wall, rss)
        # Warm per-file runs use the cache two tree runs left.
        shutil.rmtree(cache, ignore_errors=True)
        for _ in range(2):
            run([args.c2h, "translate", "--no-progress", f"--cuda-headers={mode}", "--cache-dir",
                 cache, "-j", "1", "--out-root", os.path.join(tmp, "tree-w"), *files])
        for f in files:
            warm.append(best(translate(mode, f, out, cache), cwd=os.path.dirname(f)))
        ratios[mode] = [w / c for w, c in zip(warm, clang) if c > 0]
        worst[mode] = sorted(((w / c, f, w, c) for w, c, f in zip(warm, clang, files) if c > 0),
                             reverse=True)[:3]

        def cell(xs):
            return f"{med(xs):6.3f}/{pct(xs, 90):6.3f}"
        line = (f"{mode:8} {cell(nocache):>13} {cell(first):>13} {cell(warm):>13} "
                f"{cell(clang):>13} {med(ratios[mode]):11.2f}")
        if perl:
            line += f" {cell(perl):>13}"
        print(line, flush=True)
        trees.append((mode, tree))
    print()
    print("tree: one process over all files; CPU s/file, wall files/s, peak RSS MiB")
    print(f"{'mode':8} {'cache':6} {'-j':>3} {'CPU s/file':>11} {'files/s':>8} {'RSS MiB':>8}")
    for mode, tree in trees:
        for (j, label), (cpu, wall, rss) in sorted(tree.items(), key=lambda kv: (kv[0][1] != "none", kv[0])):
            print(f"{mode:8} {label:6} {j:3d} {cpu / len(files):11.3f} "
                  f"{len(files) / wall:8.1f} {rss / 1024:8.1f}")
print("cold: from an empty cache, entries built during the run; second: the same "
      "run again (the preambles noted in the first are built); warm: a third time; "
      "none: --no-cache")
print()
print("warm / clang++ per file, the distribution (percentiles):")
print(f"{'mode':8} {'p10':>6} {'p25':>6} {'p50':>6} {'p75':>6} {'p90':>6} {'max':>6}")
for mode, r in ratios.items():
    print(f"{mode:8} " + " ".join(f"{pct(r, q):6.2f}" for q in (10, 25, 50, 75, 90)) +
          f" {max(r) if r else float('nan'):6.2f}")
for mode, w in worst.items():
    print(f"highest warm / clang++ ({mode}): " +
          "; ".join(f"{os.path.relpath(f, args.corpus or root)} {x:.2f} ({a:.3f} s / {b:.3f} s)"
                    for x, f, a, b in w))
