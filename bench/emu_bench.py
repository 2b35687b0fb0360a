#!/usr/bin/env python3
"""Emulator benchmark (not a test).

1. Emulated throughput, on 4096 blocks of 256 threads, built for the
   emulator by `cuda2hip verify --keep` and timed at warp 32 and wave 64:
   - a kernel where every thread does 5 shuffles, a block barrier and an
     atomic: threads/s and lane-operations/s (warp-operation participations);
   - a kernel that never waits (an axpy, run 8 times): threads/s.
2. Wall time of `cuda2hip verify` over kernels/ on the emulator (CUDA
   reference at 32, HIP at 64 and 32), without and with the hipcc stage;
   --throughput-only leaves it out.

Usage: bench/emu_bench.py [--throughput-only] [CUDA2HIP] [KERNELS_DIR] [REPEATS]"""
import glob, os, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
throughput_only = "--throughput-only" in sys.argv
if throughput_only:
    sys.argv.remove("--throughput-only")
c2h = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build/tools/cuda2hip/cuda2hip")
kernels = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "kernels")
repeats = int(sys.argv[3]) if len(sys.argv) > 3 else 3

# Enough blocks that the engine, not process start-up, sets the time.
BLOCKS, THREADS, SHUFFLES, PLAIN_LAUNCHES = 4096, 256, 5, 8
PROGRAM = r"""
#include <cstdio>
__global__ void work(int *sum) {
  int v = threadIdx.x;
  for (int o = 1; o <= 16; o <<= 1)
    v += __shfl_xor_sync(0xffffffff, v, o);
  __syncthreads();
  atomicAdd(sum, v & 1);
}
__global__ void axpy(float *y, const float *x, float a) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  y[i] += a * x[i];
}
int main(int argc, char **argv) {
  if (argc > 1) { // The kernel that never waits.
    float *x, *y;
    cudaMalloc(&x, %d * %d * sizeof(float));
    cudaMalloc(&y, %d * %d * sizeof(float));
    for (int r = 0; r < %d; ++r)
      axpy<<<%d, %d>>>(y, x, 2.0f);
    cudaDeviceSynchronize();
    return 0;
  }
  int *d;
  cudaMalloc(&d, sizeof(int));
  cudaMemset(d, 0, sizeof(int));
  work<<<%d, %d>>>(d);
  int h = 0;
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%%d\n", h);
  return 0;
}
""" % (BLOCKS, THREADS, BLOCKS, THREADS, PLAIN_LAUNCHES, BLOCKS, THREADS, BLOCKS, THREADS)


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
    for tag, label in (("cuda32", "CUDA, warp 32"), ("hip-gfx90a", "HIP, wave 64"), ("hip-gfx1030", "HIP, wave 32")):
        exe = glob.glob(os.path.join(keep, "*", "emu-" + tag, "program"))[0]
        for workers in (1, 2):
            env = dict(os.environ, C2H_EMU_WORKERS=str(workers))
            best = min(timed([exe], env)[0] for _ in range(repeats))
            ops = threads * (SHUFFLES + 1)
            print(f"    {label:14} workers={workers}: {best:6.3f} s  {threads / best / 1e6:6.2f} M threads/s  "
                  f"{ops / best / 1e6:6.2f} M lane-ops/s")
    print(f"  kernel that never waits: {PLAIN_LAUNCHES} launches of {BLOCKS} blocks x {THREADS} threads")
    for tag, label in (("cuda32", "CUDA, warp 32"), ("hip-gfx90a", "HIP, wave 64")):
        exe = glob.glob(os.path.join(keep, "*", "emu-" + tag, "program"))[0]
        for workers in (1, 2):
            env = dict(os.environ, C2H_EMU_WORKERS=str(workers))
            best = min(timed([exe, "plain"], env)[0] for _ in range(repeats))
            runs = threads * PLAIN_LAUNCHES
            print(f"    {label:14} workers={workers}: {best:6.3f} s  {runs / best / 1e6:6.2f} M threads/s")

if throughput_only:
    sys.exit(0)

programs = sorted(glob.glob(os.path.join(kernels, "*.cu")))
for label, extra in (("emulator only (--no-compile)", ["--no-compile"]), ("with hipcc gfx90a+gfx1030", [])):
    t, p = timed([c2h, "verify", "--backend", "emu", "--cuda-headers", "bundled", "-j", str(os.cpu_count())]
                 + extra + programs)
    summary = p.stdout.strip().splitlines()[-1] if p.stdout.strip() else p.stderr
    print(f"  verify kernels/ ({len(programs)} programs, reference + wave 64 + wave 32), {label}: "
          f"{t:6.1f} s  [{summary}]")
