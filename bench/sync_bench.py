#!/usr/bin/env python3
"""Sync benchmark (not a test): a generated CUDA repository of a few hundred
files, translated with `sync init`; then the time to sync one upstream
commit that changes one .cu file, a header included by ten units, and
nothing at all, against a full re-translation of the same tree.

Usage: bench/sync_bench.py [CUDA2HIP] [FILES] [REPEATS]"""
import os, shutil, statistics, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
c2h = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build/tools/cuda2hip/cuda2hip")
nfiles = int(sys.argv[2]) if len(sys.argv) > 2 else 300
repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 3
env = dict(os.environ, GIT_AUTHOR_NAME="bench", GIT_AUTHOR_EMAIL="bench@example.com",
           GIT_COMMITTER_NAME="bench", GIT_COMMITTER_EMAIL="bench@example.com")


def sh(*args, cwd=None):
    subprocess.run(args, cwd=cwd, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def timed(*args):
    t = time.perf_counter()
    p = subprocess.run(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    if p.returncode not in (0, 1):
        sys.exit(f"bench: {' '.join(args)} exited {p.returncode}")
    return time.perf_counter() - t, p.stdout


UNIT = """#include "common.cuh"

__global__ void k{i}(float *p, int n) {{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = scale{d}(p[i]) + {i}.0f;
}}

int run{i}(float *host, int n) {{
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
  k{i}<<<(n + 255) / 256, 256>>>(d, n);
  cudaDeviceSynchronize();
  cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return {version};
}}
"""
HEADER = """#pragma once
#include <cuda_runtime.h>
__device__ inline float scale{d}(float x) {{ return {factor} * x; }}
"""


def generate(src, per_dir=10):
    dirs = (nfiles + per_dir) // (per_dir + 1)
    made = 0
    for d in range(dirs):
        sub = os.path.join(src, f"mod{d:03}")
        os.makedirs(sub)
        with open(os.path.join(sub, "common.cuh"), "w") as f:
            f.write(HEADER.format(d=d, factor=2))
        made += 1
        for i in range(per_dir):
            with open(os.path.join(sub, f"k{i:02}.cu"), "w") as f:
                f.write(UNIT.format(i=i, d=d, version=0))
            made += 1
    return made


def commit(src, msg):
    sh("git", "add", "-A", cwd=src)
    sh("git", "commit", "-q", "-m", msg, cwd=src)


with tempfile.TemporaryDirectory() as tmp:
    src = os.path.join(tmp, "src")
    os.makedirs(src)
    sh("git", "init", "-q", src)
    made = generate(src)
    commit(src, "Generated tree")
    init_s, _ = timed(c2h, "sync", "init", "--source", src, "--out", os.path.join(tmp, "hip"),
                      "--cuda-headers", "bundled")
    print(f"cuda2hip sync benchmark: {made} files ({made // 11} headers), bundled headers, "
          f"{os.cpu_count()} cores, best of {repeats}")
    print(f"  sync init (translate all):       {init_s:7.2f} s")

    def sync_after(change):
        times, last = [], ""
        for r in range(repeats):
            change(r)
            commit(src, f"change {r}")
            t, last = timed(c2h, "sync", "--out", os.path.join(tmp, "hip"))
            times.append(t)
        return min(times), last.splitlines()[0] if last else ""

    def touch_unit(r):
        p = os.path.join(src, "mod000", "k00.cu")
        with open(p, "w") as f:
            f.write(UNIT.format(i=0, d=0, version=r + 1))

    def touch_header(r):
        p = os.path.join(src, "mod001", "common.cuh")
        with open(p, "w") as f:
            f.write(HEADER.format(d=1, factor=r + 3))

    one, line1 = sync_after(touch_unit)
    hdr, line2 = sync_after(touch_header)
    noop = min(timed(c2h, "sync", "--out", os.path.join(tmp, "hip"))[0] for _ in range(repeats))
    full = min(timed(c2h, "translate", "--no-progress", "--cuda-headers", "bundled", src,
                     "--out-root", os.path.join(tmp, f"full{r}"))[0] for r in range(repeats))
    print(f"  sync, one .cu changed:           {one:7.2f} s   [{line1}]")
    print(f"  sync, one header (10 includers): {hdr:7.2f} s   [{line2}]")
    print(f"  sync, nothing new:               {noop:7.2f} s")
    print(f"  full re-translation (translate): {full:7.2f} s")
    print(f"  one-file sync vs full:           {full / one:7.1f}x faster")
