#!/usr/bin/env python3
"""Lint throughput: files and lines per second over kernels/ (and a larger
generated tree made of copies of it), best of several runs.
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

def best(root, runs=5):
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        p = subprocess.run([c2h, "lint", root], capture_output=True)
        times.append(time.perf_counter() - t)
        assert p.returncode in (0, 1), p.stderr.decode()
    return min(times)

with tempfile.TemporaryDirectory() as tmp:
    for i in range(20):
        shutil.copytree(kernels, os.path.join(tmp, "copy%02d" % i))
    for name, root in (("kernels/", kernels), ("kernels/ x20", tmp)):
        n, lines = files_and_lines(root)
        t = best(root)
        print("%-14s %5d files %7d lines  %.3f s  %8.0f files/s  %9.0f lines/s"
              % (name, n, lines, t, n / t, lines / t))
