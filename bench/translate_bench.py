#!/usr/bin/env python3
"""Translation benchmark (not a test): files/s and peak RSS for translating
kernels/, with SDK headers (when a CUDA toolkit is installed) and with the
bundled declarations, plus the per-file time distribution (each file as its
own process, -j1, so the figure is one full parse + rewrite).

Usage: bench/translate_bench.py [CUDA2HIP] [KERNELS_DIR] [REPEATS]"""
import os, statistics, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
c2h = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build/tools/cuda2hip/cuda2hip")
kernels = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "kernels")
repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 3
files = sorted(os.path.join(kernels, f) for f in os.listdir(kernels) if f.endswith(".cu"))


def run(args):
    """Wall time and peak RSS (KiB) of one child process."""
    t = time.perf_counter()
    p = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    dt = time.perf_counter() - t
    if os.waitstatus_to_exitcode(status) == 2:
        sys.exit(f"bench: {' '.join(args)} failed")
    return dt, usage.ru_maxrss


modes = ["bundled"]
if os.path.exists("/usr/local/cuda/include/cuda_runtime.h"):
    modes.insert(0, "sdk")
print(f"cuda2hip translate benchmark: {len(files)} files in {kernels}, {os.cpu_count()} cores")
print(f"{'mode':8} {'tree -j1 files/s':>17} {'tree -jN files/s':>17} {'median s/file':>14} "
      f"{'max s/file':>11} {'peak RSS MiB':>13}")
for mode in modes:
    per_file, peak = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        for f in files:
            best = min(run([c2h, "translate", "--no-progress", f"--cuda-headers={mode}", f,
                            "-o", os.path.join(tmp, "out.hip")])[0] for _ in range(repeats))
            per_file.append(best)
        rates = {}
        for jobs in (1, os.cpu_count()):
            best = float("inf")
            for _ in range(repeats):
                dt, rss = run([c2h, "translate", "--no-progress", f"--cuda-headers={mode}",
                                  "-j", str(jobs), kernels, "--out-root", os.path.join(tmp, "tree")])
                best = min(best, dt)
                peak = max(peak, rss)
            rates[jobs] = len(files) / best
    print(f"{mode:8} {rates[1]:17.1f} {rates[os.cpu_count()]:17.1f} "
          f"{statistics.median(per_file):14.3f} {max(per_file):11.3f} {peak / 1024:13.1f}")
print("peak RSS: the largest ru_maxrss of the tree runs of that mode")
