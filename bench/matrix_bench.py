#!/usr/bin/env python3
"""Matrix-core benchmark (not a test): what the translated tensor-core GEMMs
of kernels/ compile to.

For each program, `cuda2hip verify` translates it, builds it with hipcc for
gfx90a, gfx908, gfx940 and gfx1030 (and gfx1100 with clang 22, device
assembly only: ROCm 5.2 cannot build RDNA3) and checks it on the emulator
at gfx90a, gfx940, gfx1030 and gfx1100; this prints, per kernel and target,
the resource usage (VGPRs, AGPRs, SGPRs, LDS, scratch, spills, occupancy in
waves per SIMD) and the instruction mix (instructions, matrix-core
instructions: v_mfma on gfx9, v_wmma on gfx11) that verify measured, and
whether each emulated run passed.

Usage: bench/matrix_bench.py [CUDA2HIP] [KERNELS_DIR]"""
import json, os, subprocess, sys, tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
c2h = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build/tools/cuda2hip/cuda2hip")
kernels = sys.argv[2] if len(sys.argv) > 2 else os.path.join(root, "kernels")
PROGRAMS = ["wmma_gemm_f16.cu", "wmma_gemm_types.cu", "wmma_epilogue_positional.cu",
            "mma_ldmatrix_gemm.cu"]
ARCHS = "gfx90a,gfx908,gfx940,gfx1030,gfx1100"
EMU_TARGETS = "gfx90a,gfx940,gfx1030,gfx1100"

with tempfile.TemporaryDirectory() as tmp:
    report = os.path.join(tmp, "verify.json")
    run = subprocess.run([c2h, "verify", "--backend", "emu", "--emu-target", EMU_TARGETS, "--arch", ARCHS,
                          "--json", report] + [os.path.join(kernels, p) for p in PROGRAMS],
                         capture_output=True, text=True)
    if not os.path.exists(report):
        sys.exit(f"verify wrote no report (exit {run.returncode}):\n{run.stdout}{run.stderr}")
    data = json.load(open(report))

cols = ["arch", "kernel", "vgpr", "agpr", "sgpr", "lds", "scratch", "spills", "occ", "instr", "matrix"]
print(" ".join(f"{c:>8}" if c != "kernel" else f"{c:<44}" for c in cols))
for p in data["programs"]:
    runs = ", ".join(f"{r.get('target', r['wave'])} {r['status']}" for r in p["runs"])
    print(f"{os.path.basename(p['program'])}: emulated {runs}")
    for c in p["compile"]:
        if c["status"] != "ok":
            print(f"  {c['arch']}: build {c['status']}")
            continue
        for k in sorted(c["kernels"], key=lambda k: k["name"]):
            name = k["name"].split("(")[0][:44]
            spills = k["sgpr_spill"] + k["vgpr_spill"]
            row = [c["arch"], name, k["vgpr"], k["agpr"], k["sgpr"], k["lds_bytes"],
                   k["scratch_bytes"], spills, k["occupancy"], k["instructions"], k["mfma"]]
            print(" ".join(f"{v:<44}" if i == 1 else f"{v:>8}" for i, v in enumerate(row)))
