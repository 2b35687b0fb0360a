#!/usr/bin/env python3
"""Emulator benchmark (not a test).

1. Emulated throughput: a kernel where every thread does 5 shuffles, a block
   barrier and an atomic, on 4096 blocks of 256 threads, built for the
   emulator by `cuda2hip verify --keep` and timed at warp 32 and wave 64:
   threads/s and lane-operations/s (warp-operation participations).
2. Wall time of `cuda2hip verify` over kernels/ on the emulator (CUDA
   reference at 32, HIP at 64 and 32), without and with the hipcc stage.

Usage: bench/emu_bench.py [CUDA2HIP] [KERNELS_DIR] [REPEATS]"""
import glob, os, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
c2h = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build/tools/cuda2hip/cuda2hip")
kernels = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "kernels")
repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 3

# Enough blocks that the engine, not process start-up, sets the time.
BLOCKS, THREADS, SHUFFLES = 4096, 256, 5
PROGRAM = r"""
#include <cstdio>
__global__ void work(int *sum) {
  int v = threadIdx.x;
  for (int o = 1; o <= 16; o <<= 1)
    v += __shfl_xor_sync(0xffffffff, v, o);
  __syncthreads();
  atomicAdd(sum, v & 1);
}
int main() {
  int *d;
  cudaMalloc(&d, sizeof(int));
  cudaMemset(d, 0, sizeof(int));
  work<<<%d, %d>>>(d);
  int h = 0;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%%d\n", h);
  return 0;
}
""" % (BLOCKS, THREADS)


def timed(args, env=None):
    t = time.perf_counter()
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
    return time.perf_counter() - t, p


with tempfile.TemporaryDirectory() as tmp:
    src = os.path.join(tmp, "throughput.cu")
    open(src, "w").write(PROGRAM)
    keep = os.path.join(tmp, "keep")
    _, p = timed([c2h, "verify", "--no-compile", "--backend", "emu", "--cuda-headers", "bundled",
                  "--keep", keep, src])
    if p.returncode != 0:
        sys.exit("bench: verify of the throughput program failed:\n" + p.stdout + p.stderr)
    threads = BLOCKS * THREADS
    print(f"cuda2hip emulator benchmark, {os.cpu_count()} cores, best of {repeats}")
    print(f"  throughput kernel: {BLOCKS} blocks x {THREADS} threads, {SHUFFLES} shuffles, "
          f"1 barrier, 1 atomic per thread")
    for tag, label in (("cuda32", "CUDA, warp 32"), ("hip64", "HIP, wave 64"), ("hip32", "HIP, wave 32")):
        exe = glob.glob(os.path.join(keep, "*", "emu-" + tag, "program"))[0]
        for workers in (1, 2):
            env = dict(os.environ, C2H_EMU_WORKERS=str(workers))
            best = min(timed([exe], env)[0] for _ in range(repeats))
            ops = threads * (SHUFFLES + 1)
            print(f"    {label:14} workers={workers}: {best:6.3f} s  {threads / best / 1e6:6.2f} M threads/s  "
                  f"{ops / best / 1e6:6.2f} M lane-ops/s")

programs = sorted(glob.glob(os.path.join(kernels, "*.cu")))
for label, extra in (("emulator only (--no-compile)", ["--no-compile"]), ("with hipcc gfx90a+gfx1030", [])):
    t, p = timed([c2h, "verify", "--backend", "emu", "--cuda-headers", "bundled", "-j", str(os.cpu_count())]
                 + extra + programs)
    summary = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else p.stderr
    print(f"  verify kernels/ ({len(programs)} programs, reference + wave 64 + wave 32), {label}: "
          f"{t:6.1f} s  [{summary}]")
