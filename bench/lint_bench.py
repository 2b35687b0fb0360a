#!/usr/bin/env python3
"""Lint throughput: files and lines per second over kernels/ (and a larger
generated tree made of copies of it), best of several runs; on tokens alone
and with --parse (a parse per CUDA file), on kernels/ only for the latter.
Usage: bench/lint_bench.py [path/to/cuda2hip]"""
import os, shutil, subprocess, sys, tempfile, time

repo = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
c2h = sys.argv[1] if len(sys.argv) > 1 else os.path.join(repo, "build/tools/cuda2hip/cuda2hip")
kernels = os.path.join(repo, "kernels")

def files_and_lines(root):
    n = lines = 0
    for d, _, fs in os.walk(root):
        for f in fs:
            if f.endswith((".cu", ".cuh")):
                n += 1
                lines += sum(1 for _ in open(os.path.join(d, f), errors="replace"))
    return n, lines

def best(root, runs=5, extra=()):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        p = subprocess.run([c2h, "lint", *extra, root], capture_output=True)
        times.append(time.perf_counter() - t)
        assert p.returncode in (0, 1), p.stderr.decode()
    return min(times)

with tempfile.TemporaryDirectory() as tmp:
    for i in range(20):
        shutil.copytree(kernels, os.path.join(tmp, "copy%02d" % i))
    for name, root, extra, runs in (("kernels/", kernels, (), 5),
                                    ("kernels/ x20", tmp, (), 5),
                                    ("kernels/ --parse", kernels, ("--parse",), 3)):
        n, lines = files_and_lines(root)
        t = best(root, runs, extra)
        print("%-17s %5d files %7d lines  %7.3f s  %8.0f files/s  %9.0f lines/s"
              % (name, n, lines, t, n / t, lines / t))
