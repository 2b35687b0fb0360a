#!/usr/bin/env python3
"""Real-world benchmark (not a CI test): cuda2hip on the HeCBench corpus.

For each benchmark NAME with a src/NAME-cuda folder in a HeCBench checkout:

  1. translate   `cuda2hip translate src/NAME-cuda --out-root src/NAME-c2h`
                 in a scratch copy; record the exit code, refusals and the
                 diagnostics by ID.  cuda2hip copies the files it does not
                 translate (.cpp and .h without CUDA, data) into NAME-c2h
                 itself, as a user porting the tree gets them.
  2. c2h build   `make -n -B` in NAME-cuda lists the commands the Makefile
                 runs; each nvcc in them is replaced by a wrapper that turns
                 the nvcc command line into a hipcc one (flags, libraries,
                 .cu -> .hip), and the list is run in NAME-c2h.
  3. c2h make    `make -B` in NAME-c2h with the Makefile cuda2hip translated
                 (c2h-build-make: nvcc -> hipcc, -arch -> --offload-arch, ...),
                 as a user would run it.
  4. human build the same as 2 for the hand port NAME-hip: `make -n -B`, each
                 hipcc replaced by a wrapper that adds --offload-arch.

Builds are made once for all --arch targets together; when that fails, once
per arch, to tell which arch failed.  Each c2h build error in a translated
file is mapped back to its CUDA line (a line diff); one with no c2h-*
diagnostic within 3 lines is a silent failure (SILENT in the summary,
"silent_failures" in the JSON), counted in the programs whose human port
builds.  The headline: of the programs whose
human port builds for every arch, the share that also builds from cuda2hip's
translation.

Only benchmarks whose names start with a-l are used: the rest of HeCBench is
held out for evaluation.  `--allow-heldout` is needed to name any other.

Usage: bench/hecbench.py HECBENCH_DIR [--json OUT.json] [-j N] [--only A,B]
       [--limit N] [--keep DIR] [--cuda2hip PATH] [--arch gfx90a,gfx1030]"""
import argparse
import collections
import glob
import concurrent.futures
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import time

import hecbench_resources

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HERE = os.path.abspath(__file__)
DEFAULT_ARCHS = "gfx90a,gfx1030"
DEFAULT_NAMES = "a-l"

# --------------------------------------------------------------------------
# The compiler wrappers.  The build scripts call `python3 hecbench.py --wrap
# MODE ARGS...` in place of nvcc (MODE c2h) or hipcc (MODE human); the
# environment carries the real hipcc, the archs and the log file.
# --------------------------------------------------------------------------

# nvcc options dropped with their argument (`-opt X` or `-opt=X`).
NVCC_DROP_WITH_ARG = {
    "-arch", "--gpu-architecture", "-gencode", "--generate-code", "-code", "--gpu-code",
    "-Xptxas", "--ptxas-options", "-maxrregcount", "--maxrregcount", "-ccbin",
    "--compiler-bindir", "-Xcudafe", "-cudart", "--cudart", "-default-stream",
    "--default-stream", "-Xnvlink", "--nvlink-options", "-Xfatbin", "--fatbin-options",
    "-t", "--threads", "-diag-suppress", "--diag-suppress", "-odir", "--output-directory",
    "-Xarchive", "--archive-options", "-split-compile", "--split-compile",
}
# nvcc options dropped alone.
NVCC_DROP = {
    "-lineinfo", "--generate-line-info", "--expt-relaxed-constexpr", "-expt-relaxed-constexpr",
    "--expt-extended-lambda", "-expt-extended-lambda", "--extended-lambda", "-extended-lambda",
    "-G", "--device-debug", "-res-usage", "--resource-usage", "-Wno-deprecated-gpu-targets",
    "--Wno-deprecated-gpu-targets", "-keep", "--keep", "-src-in-ptx", "--source-in-ptx",
    "--display-error-number", "-restrict", "--restrict", "-forward-unknown-to-host-compiler",
    "--forward-unknown-to-host-compiler", "-dlto", "--dlink-time-opt", "-rdc=false",
    "--relocatable-device-code=false", "-err-no", "--Wreorder", "-Wreorder",
    "--Wext-lambda-captures-this", "-Wext-lambda-captures-this", "-lto",
}
# nvcc option prefixes dropped (value-carrying flags without a host meaning).
NVCC_DROP_PREFIX = ("-prec-div", "--prec-div", "-prec-sqrt", "--prec-sqrt", "-fmad", "--fmad",
                    "-ftz=false", "--ftz=false")
NVCC_RDC = {"-rdc=true", "--relocatable-device-code=true", "-rdc=True"}
NVCC_FAST_MATH = {"--use_fast_math", "-use_fast_math", "--use-fast-math", "-use-fast-math"}
# Long nvcc spellings of options clang spells with a short flag: without and
# with a value.
NVCC_LONG_FLAG = {"--compile": "-c", "--debug": "-g", "--shared": "-shared"}
NVCC_LONG_VALUE = {
    "--output-file": "-o", "--define-macro": "-D", "--undefine-macro": "-U",
    "--include-path": "-I", "--library-path": "-L", "--library": "-l", "--optimize": "-O",
    "--pre-include": "-include", "--system-include": "-isystem", "--dependency-output": "-MF",
}
# -Werror KIND: nvcc's warning kinds (the host -Werror stays).
NVCC_WERROR_KINDS = {"cross-execution-space-call", "reorder", "default-stream-launch",
                     "missing-launch-bounds", "ext-lambda-captures-this", "deprecated-declarations",
                     "all-warnings"}
# CUDA libraries: their HIP counterparts, or None to drop.
CUDA_LIBS = {
    "cudart": None, "cudart_static": None, "cuda": None, "cudadevrt": None,
    "cublas": "hipblas", "cublasLt": "hipblaslt", "curand": "hiprand", "cufft": "hipfft",
    "cusparse": "hipsparse", "cusolver": "hipsolver", "nvrtc": "hiprtc",
    "nvToolsExt": "roctx64", "nvtx3interop": "roctx64", "cudnn": "MIOpen", "nccl": "rccl",
}
# Include or library paths inside a CUDA or NVHPC installation are dropped.
CUDA_INSTALL = re.compile(r"(^|/)(cuda(-[0-9.]+)?|nvhpc|nvidia)(/|$)")
HIP_ARCH_OPTS = ("--offload-arch", "--amdgpu-target", "--cuda-gpu-arch")


def _split_opt(arg, names):
    """The (name, joined value) of `-opt=value` when -opt is in names."""
    if "=" in arg:
        name, value = arg.split("=", 1)
        if name in names:
            return name, value
    return None, None


def normalize_long(argv):
    """argv with nvcc's long options spelled as the short ones clang knows."""
    out, i = [], 0
    while i < len(argv):
        a = argv[i]
        i += 1
        if a in NVCC_LONG_FLAG:
            out.append(NVCC_LONG_FLAG[a])
            continue
        name, value = _split_opt(a, NVCC_LONG_VALUE)
        if not name and a in NVCC_LONG_VALUE and i < len(argv):
            name, value = a, argv[i]
            i += 1
        if not name:
            out.append(a)
            continue
        short = NVCC_LONG_VALUE[name]
        out += [short + value] if len(short) == 2 and short != "-o" else [short, value]
    return out


def nvcc_to_hipcc(argv, exists=os.path.exists):
    """hipcc arguments for an nvcc command line (without the arch flags), and
    whether it asked for relocatable device code."""
    argv = normalize_long(argv)
    out, rdc, i = [], False, 0
    while i < len(argv):
        a = argv[i]
        nxt = argv[i + 1] if i + 1 < len(argv) else None
        i += 1
        if a in NVCC_DROP or a.startswith(NVCC_DROP_PREFIX):
            continue
        if a in NVCC_DROP_WITH_ARG:
            i += 1
            continue
        if _split_opt(a, NVCC_DROP_WITH_ARG)[0]:
            continue
        if a in ("-ftz=true", "--ftz=true"):
            out.append("-fgpu-flush-denormals-to-zero")
            continue
        if a in NVCC_FAST_MATH:
            out.append("-ffast-math")
            continue
        if a in NVCC_RDC:
            rdc = True
            continue
        if a in ("-rdc", "--relocatable-device-code"):
            rdc = rdc or (nxt or "").lower() == "true"
            i += 1
            continue
        if a in ("-dc", "--device-c", "-dw", "--device-w"):
            rdc = True
            out.append("-c")
            continue
        if a in ("-Werror", "--Werror") and nxt is not None and nxt.split(",")[0] in NVCC_WERROR_KINDS:
            i += 1
            continue
        if a.startswith(("--Werror=", "-Werror=")) and a.split("=", 1)[1].split(",")[0] in NVCC_WERROR_KINDS:
            continue
        if a in ("-Xcompiler", "--compiler-options") or _split_opt(a, {"-Xcompiler", "--compiler-options"})[0]:
            value = _split_opt(a, {"-Xcompiler", "--compiler-options"})[1]
            if value is None:
                value, i = (nxt or ""), i + 1
            out.extend(x for x in re.split(r"[,\s]+", value) if x)
            continue
        if a in ("-Xlinker", "--linker-options") or _split_opt(a, {"-Xlinker", "--linker-options"})[0]:
            value = _split_opt(a, {"-Xlinker", "--linker-options"})[1]
            if value is None:
                value, i = (nxt or ""), i + 1
            out.append("-Wl," + value)
            continue
        if a in ("-x", "--x") and nxt is not None:
            out += ["-x", "hip" if nxt == "cu" else nxt]
            i += 1
            continue
        if a in ("-std", "--std") and nxt is not None:
            out.append("-std=" + nxt)
            i += 1
            continue
        if a.startswith("--std="):
            out.append(a[1:])
            continue
        if a.startswith("-l") and a[2:] in CUDA_LIBS:
            if CUDA_LIBS[a[2:]]:
                out.append("-l" + CUDA_LIBS[a[2:]])
            continue
        if a in ("-I", "-L", "-isystem") and nxt is not None:
            if not CUDA_INSTALL.search(os.path.abspath(nxt)):
                out += [a, nxt]
            i += 1
            continue
        if a.startswith(("-I", "-L")) and CUDA_INSTALL.search(os.path.abspath(a[2:])):
            continue
        if a.startswith("-isystem") and CUDA_INSTALL.search(os.path.abspath(a[8:])):
            continue
        # An input or header named after a translated file: the translated name.
        for cu, hip in ((".cu", ".hip"), (".cuh", ".hpp")):
            if a.endswith(cu) and not a.startswith("-") and not exists(a) and exists(a[: -len(cu)] + hip):
                a = a[: -len(cu)] + hip
        out.append(a)
    # nvcc compiles .c inputs as C and does not give them its C++ -std.
    sources = [a for a in out if not a.startswith("-") and re.search(r"\.(c|cc|cpp|cxx|C|cu|hip)$", a)]
    if sources and all(a.endswith(".c") for a in sources) and "-x" not in out:
        out = [a for a in out if not re.match(r"-std=(c|gnu)\+\+", a)]
    return out, rdc


def hip_archless(argv):
    """hipcc arguments without arch options (the harness adds its own)."""
    out, i = [], 0
    while i < len(argv):
        a = argv[i]
        i += 1
        if a in HIP_ARCH_OPTS:
            i += 1
        elif not a.startswith(tuple(o + "=" for o in HIP_ARCH_OPTS)):
            out.append(a)
    return out


def wrap_main(mode, argv):
    """Entry point of the compiler wrapper: translate, log, exec hipcc."""
    env = os.environ
    if mode == "c2h":
        args, rdc = nvcc_to_hipcc(argv)
        if rdc or env.get("C2H_BENCH_RDC") == "1":
            args.append("-fgpu-rdc")
    else:
        args = hip_archless(argv)
    args += ["--offload-arch=" + a for a in env["C2H_BENCH_ARCHS"].split(",") if a]
    if "-fgpu-rdc" in args:
        args += shlex.split(env.get("C2H_BENCH_RDC_FLAGS", ""))
    if any(a == "-fopenmp" or a.startswith("-fopenmp=") for a in args):
        args += shlex.split(env.get("C2H_BENCH_OMP_FLAGS", ""))
    cmd = [env["C2H_BENCH_HIPCC"]] + args
    log = env.get("C2H_BENCH_LOG")
    if log:
        with open(log, "a") as f:
            f.write(os.getcwd() + ": " + shlex.join(cmd) + "\n")
    res_dir = env.get("C2H_BENCH_RES_DIR")
    if not res_dir or hecbench_resources.TARGET not in env["C2H_BENCH_ARCHS"].split(","):
        os.execv(cmd[0], cmd)
    # --resources: the command, then its sources once more for the side by side.
    rc = subprocess.call(cmd)
    if rc == 0:
        hecbench_resources.measure(cmd[0], args, res_dir)
    sys.exit(rc)


SOURCE_EXTS = (".cu", ".hip", ".cpp", ".cc", ".cxx", ".c")


def syntax72_main(argv):
    """--rocm72: a hipcc command line checked by clang 22 in HIP mode against
    ROCm 7.2's headers, -fsyntax-only for host and device (Debian ships no
    7.2 device libraries to compile to ISA). Each source is checked; the
    output a compile or link names is written empty, so the build goes on."""
    root = os.environ["C2H_BENCH_ROCM72"]
    flags, sources, out, i = [], [], None, 0
    while i < len(argv):
        a = argv[i]
        i += 1
        if a == "-o" and i < len(argv):
            out = argv[i]
            i += 1
        elif a in ("-I", "-D", "-U", "-include", "-isystem") and i < len(argv):
            flags += [a, argv[i]]
            i += 1
        elif a.startswith(("-I", "-D", "-U", "-std=", "--offload-arch=", "-fopenmp", "-include",
                           "-isystem")):
            flags.append(a)
        elif not a.startswith("-") and a.endswith(SOURCE_EXTS) and os.path.exists(a):
            sources.append(a)
    rc = 0
    for src in sources:
        if src.endswith(".c"):  # hipcc compiles C as C, for the host.
            cmd = ["clang-22", "-x", "c", "-fsyntax-only", "-isystem", root,
                   "-D__HIP_PLATFORM_AMD__", "-w"] + \
                [f for f in flags if not f.startswith(("-std=c++", "--offload-arch="))] + [src]
            rc = rc or subprocess.call(cmd)
            continue
        cmd = ["clang++-22", "-x", "hip", "-std=c++17", "-fsyntax-only", "-nogpulib",
               "-nogpuinc", "-isystem", root, "-include", "__clang_hip_runtime_wrapper.h",
               "-w"] + flags + [src]
        rc = rc or subprocess.call(cmd)
    if rc == 0 and out:
        open(out, "w").close()
    sys.exit(rc)


# --------------------------------------------------------------------------
# Build scripts from `make -n`.
# --------------------------------------------------------------------------

def run_cmd(cmd, cwd, timeout, env=None, shell=False):
    """(exit code, combined output); exit code 124 on timeout.  The command
    runs in its own process group, killed whole on timeout."""
    p = subprocess.Popen(cmd, cwd=cwd, env=env, shell=shell, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                         start_new_session=True, executable="/bin/bash" if shell else None)
    try:
        out, _ = p.communicate(timeout=timeout)
        return p.returncode, out.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        return 124, out.decode("utf-8", "replace") + f"\nerror: timed out after {timeout} s\n"


def make_dry_run(folder, timeout):
    """The command lines `make -n -B` prints in folder, and an error string.
    Commands of a recursive make get a `cd DIR &&` prefix (DIR relative to
    folder); the recursive make lines themselves are left out."""
    env = dict(os.environ, LC_ALL="C")
    env.pop("MAKEFLAGS", None)
    try:
        p = subprocess.run(["make", "-n", "-B", "-w"], cwd=folder, env=env, timeout=timeout,
                           stdin=subprocess.DEVNULL, capture_output=True)
        rc, out = p.returncode, p.stdout.decode("utf-8", "replace")
        errout = p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        rc, out, errout = 124, "", "make -n timed out"
    text = out.replace("\\\n", " ")
    lines, dirs = [], [folder]
    for l in text.splitlines():
        m = re.match(r"^g?make(\[\d+\])?: (Entering|Leaving) directory [`'](.*)'$", l)
        if m:
            if m.group(2) == "Entering":
                dirs.append(m.group(3))
            elif len(dirs) > 1:
                dirs.pop()
            continue
        if not l.strip() or re.match(r"^g?make(\[\d+\])?: ", l) or re.match(r"^\s*(\S*/)?g?make(\s|$)", l):
            continue
        rel = os.path.relpath(dirs[-1], folder)
        lines.append(l if rel == "." else f"cd {shlex.quote(rel)} && {l}")
    err = None
    if rc != 0:
        err = next((l for l in errout.splitlines() if re.search(r"\*\*\*|error", l)),
                   f"make -n exited {rc}")
        err = err.strip()
    return lines, err


COMPILER_TOKEN = re.compile(r"(?<![\w./-])(?:[\w./+-]*/)?({})(?=\s|$|;|\))")


def retarget(lines, compiler, wrapper, renames=()):
    """The script lines with each `compiler` word replaced by wrapper, and the
    (old, new) folder renames applied."""
    pat = COMPILER_TOKEN.pattern.format(re.escape(compiler))
    out = []
    for line in lines:
        line = re.sub(pat, lambda m: wrapper, line)
        for old, new in renames:
            line = re.sub(r"(?<![\w.-]){}(?![\w-])".format(re.escape(old)), new, line)
        out.append(line)
    return out


GENERIC_ERROR = re.compile(r"(linker|amdgcn-link) command failed|no input files|"
                           r"^\d+ errors? generated")


def first_error(text):
    """The first error line of a failed command's output: a line with
    `error:` (or a linker complaint), the driver's generic summaries last."""
    found = [l.strip() for l in text.splitlines()
             if re.search(r"\berror\b:", l, re.I) or re.match(r"^\S*\bld(\.lld)?: ", l)
             or "undefined reference to" in l]
    specific = [l for l in found if not GENERIC_ERROR.search(l)]
    if specific or found:
        return (specific or found)[0]
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    return lines[-1] if lines else "(no output)"


def error_lines(text, limit=40):
    """The distinct error lines of a command's output, in order."""
    seen = []
    for l in text.splitlines():
        l = l.strip()
        if (re.search(r"\berror\b:", l, re.I) or re.match(r"^\S*\bld(\.lld)?: ", l)) \
                and not GENERIC_ERROR.search(l) and l not in seen:
            seen.append(l)
    return seen[:limit]


def run_script(lines, cwd, env, timeout, log_lines):
    """Runs the lines in order as make would (each by a shell); (None, [])
    on success, else the first error line and the failing command's error
    lines."""
    for line in lines:
        rc, out = run_cmd(line, cwd, timeout, env=env, shell=True)
        log_lines.append(f"$ {line}\n{out}")
        if rc != 0:
            first = first_error(out) if out.strip() else f"exit {rc}: {line[:200]}"
            return first, error_lines(out)
    return None, []


def build(lines, cwd, archs, per_arch, base_env, timeout, log_path):
    """{arch: None (ok) or first error line}, and the error lines of the
    first failed attempt; archs together first, then each arch alone when
    that fails (or always, with per_arch)."""
    result, logs, errors = {}, [], []

    def attempt(arch_list):
        env = dict(base_env, C2H_BENCH_ARCHS=",".join(arch_list))
        logs.append(f"### archs: {','.join(arch_list)}")
        first, errs = run_script(lines, cwd, env, timeout, logs)
        if first and not errors:
            errors.extend(errs or [first])
        return first

    if not per_arch and len(archs) > 1:
        if attempt(archs) is None:
            result = {a: None for a in archs}
    if not result:
        for a in archs:
            result[a] = attempt([a])
    with open(log_path, "w") as f:
        f.write("\n".join(logs))
    return result, errors


# --------------------------------------------------------------------------
# One benchmark.
# --------------------------------------------------------------------------

REFERENCE = re.compile(r"\.\./([A-Za-z0-9_+.-]+)")


def referenced_folders(folder, src):
    """Sibling folders of src that files in folder name as ../X."""
    found = set()
    for dirpath, _, files in os.walk(folder):
        for fn in files:
            path = os.path.join(dirpath, fn)
            try:
                if os.path.getsize(path) > 2_000_000:
                    continue
                with open(path, "r", errors="replace") as f:
                    text = f.read()
            except OSError:
                continue
            for m in REFERENCE.finditer(text):
                name = m.group(1)
                if name not in (".", "..") and os.path.isdir(os.path.join(src, name)):
                    found.add(name)
    return found


def copy_tree(src, dst):
    shutil.copytree(src, dst, symlinks=True, dirs_exist_ok=True)


def parse_diags(stderr, report):
    """{id: count}, {severity: count} of the diagnostics, from the report
    when there is one, else from the stderr lines ending in [c2h-...]."""
    by_id, by_sev = collections.Counter(), collections.Counter()
    if report:
        for f in report.get("files", []):
            for d in f.get("diagnostics", []):
                by_id[d.get("id", "?")] += 1
                by_sev[d.get("severity", "?")] += 1
    else:
        for line in stderr.splitlines():
            m = re.search(r"\b(error|warning|remark|note): .*\[(c2h-[\w-]+)\]\s*$", line)
            if m:
                by_id[m.group(2)] += 1
                by_sev[m.group(1)] += 1
    return dict(sorted(by_id.items())), dict(sorted(by_sev.items()))


def make_parse_flags(lines, folder):
    """The -I, -D, -U and -std options of the nvcc commands in lines, as
    flags for cuda2hip's parse (include paths made absolute from folder)."""
    flags, std = [], None
    for line in lines:
        if not re.search(r"(^|[\s/])nvcc(\s|$)", line):
            continue
        try:
            argv = shlex.split(line)
        except ValueError:
            continue
        argv = normalize_long(argv)
        i = 0
        while i < len(argv):
            a = argv[i]
            i += 1
            opt, value = a[:2], a[2:]
            if a in ("-I", "-D", "-U", "-isystem") and i < len(argv):
                opt, value = ("-I" if a == "-isystem" else a), argv[i]
                i += 1
            elif a.startswith("-isystem"):
                opt, value = "-I", a[len("-isystem"):]
            elif a.startswith("-std=") or a.startswith("--std="):
                std = std or a.split("=", 1)[1]
                continue
            elif opt not in ("-I", "-D", "-U") or not value:
                continue
            if opt == "-I":
                value = os.path.normpath(os.path.join(folder, value))
                if CUDA_INSTALL.search(value):
                    continue
            if opt == "-U":
                flags_ = ["--extra-arg=-U" + value]
            else:
                flags_ = [opt, value]
            if not any(flags[k:k + len(flags_)] == flags_ for k in range(len(flags))):
                flags += flags_
    if std:
        flags.append("--extra-arg=-std=" + std)
    return flags


def translate(c2h, srcdir, name, timeout, parse_flags):
    rep = os.path.join(srcdir, f"{name}-c2h.report.json")
    cmd = [c2h, "translate", f"{name}-cuda", "--out-root", f"{name}-c2h", "--report", rep,
           "--no-progress", "-j", "1"] + parse_flags
    t = time.time()
    rc, out = run_cmd(cmd, srcdir, timeout)
    secs = round(time.time() - t, 2)
    report = None
    if os.path.exists(rep):
        try:
            with open(rep) as f:
                report = json.load(f)
        except ValueError:
            report = None
    by_id, by_sev = parse_diags(out, report)
    failed_files = []
    if report:
        failed_files = [f["input"] for f in report.get("files", []) if f.get("status") == "error"]
    refused = rc not in (0, 1) or by_sev.get("error", 0) > 0 or bool(failed_files)
    status = "refused" if refused else ("warn" if rc == 1 else "ok")
    return {
        "command": cmd[1:], "exit": rc, "status": status, "seconds": secs, "diagnostics": by_id,
        "severities": by_sev, "failed_files": failed_files,
        "summary": (report or {}).get("summary"),
        "stderr_tail": out[-4000:] if status != "ok" else "",
        "_report": report,  # taken out by bench_one, never written
    }


def silent_failures(log_path, report, srcdir, name):
    """The compiler errors of the c2h build in translated files with no c2h
    diagnostic within 3 lines of the source line they came from (the
    silent failures of the translation)."""
    if not report or not os.path.exists(log_path):
        return []
    import corpus_build  # Here, not at the top: the compiler wrapper is a copy of this file.
    with open(log_path, errors="replace") as f:
        text = f.read()
    build_dir = os.path.join(srcdir, f"{name}-c2h")
    files = report.get("files", [])
    out2in = {os.path.realpath(f["output"]): os.path.realpath(os.path.join(srcdir, f["input"]))
              for f in files if f.get("output") and f.get("input")}
    diags = [(os.path.realpath(os.path.join(srcdir, d["file"])), d["line"])
             for f in files for d in f.get("diagnostics", []) if d.get("file") and d.get("line")]
    result, seen = [], set()
    for err_file, line, msg in corpus_build.errors_in(text):
        path = os.path.realpath(err_file if os.path.isabs(err_file) else os.path.join(build_dir, err_file))
        src = out2in.get(path)
        if not src or (path, line) in seen:
            continue
        seen.add((path, line))
        at = corpus_build.source_line(path, src, line)
        if not any(d == src and abs(l - at) <= 3 for d, l in diags):
            result.append(f"{os.path.relpath(path, build_dir)}:{line}: {msg[:160]}")
    return result


def bench_one(name, opts, tools):
    src = os.path.join(opts.checkout, "src")
    work = os.path.join(opts.scratch, name)
    shutil.rmtree(work, ignore_errors=True)
    srcdir = os.path.join(work, "src")
    os.makedirs(srcdir)
    cuda = os.path.join(src, f"{name}-cuda")
    hip = os.path.join(src, f"{name}-hip")
    has_hip = os.path.isdir(hip)
    needed = {f"{name}-cuda", "include"}
    if has_hip:
        needed.add(f"{name}-hip")
    needed |= referenced_folders(cuda, src)
    if has_hip:
        needed |= referenced_folders(hip, src)
    for d in sorted(needed):
        if os.path.isdir(os.path.join(src, d)):
            copy_tree(os.path.join(src, d), os.path.join(srcdir, d))
    rec = {"name": name, "copied": sorted(needed)}
    has_make = os.path.exists(os.path.join(cuda, "Makefile"))
    lines, err = [], None
    if has_make:
        lines, err = make_dry_run(os.path.join(srcdir, f"{name}-cuda"), opts.timeout)
    parse_flags = []
    if opts.make_flags:
        parse_flags = make_parse_flags(lines, os.path.join(srcdir, f"{name}-cuda"))
    rec["translate"] = translate(tools["cuda2hip"], srcdir, name, opts.timeout, parse_flags)
    report = rec["translate"].pop("_report")

    base_env = dict(os.environ, HIP_PLATFORM="amd", LC_ALL="C", C2H_BENCH_HIPCC=tools["hipcc"],
                    C2H_BENCH_RDC_FLAGS=tools["fixes"]["rdc"], C2H_BENCH_OMP_FLAGS=tools["fixes"]["omp"])
    base_env["PATH"] = tools["bindir"] + os.pathsep + base_env.get("PATH", "")
    logdir = os.path.join(work, "logs")
    os.makedirs(logdir, exist_ok=True)

    # cuda2hip's translation, built as the CUDA Makefile builds the CUDA.
    c2h = {"archs": {}, "error": None}
    if not has_make:
        c2h["error"] = "no Makefile"
    else:
        script = retarget(lines, "nvcc", tools["nvcc"], [(f"{name}-cuda", f"{name}-c2h")])
        c2h["make_n"] = lines
        c2h["make_n_error"] = err
        if not any(tools["nvcc"] in l for l in script):
            c2h["error"] = "no nvcc command in make -n" + (f" ({err})" if err else "")
            c2h["archs"] = {a: c2h["error"] for a in opts.archs}
        else:
            env = dict(base_env, C2H_BENCH_LOG=os.path.join(logdir, "c2h.cmds"))
            if opts.resources:
                env["C2H_BENCH_RES_DIR"] = os.path.join(logdir, "res-c2h")
            if any(re.search(r"(^|\s)(-dc|--device-c|-rdc=true|--relocatable-device-code=true)(\s|$)", l)
                   for l in lines):
                env["C2H_BENCH_RDC"] = "1"
            c2h["archs"], c2h["errors"] = build(script, os.path.join(srcdir, f"{name}-c2h"), opts.archs,
                                 opts.per_arch, env, opts.timeout, os.path.join(logdir, "c2h.log"))
    c2h["silent"] = silent_failures(os.path.join(logdir, "c2h.log"), report, srcdir, name)
    rec["c2h"] = c2h

    # The translated Makefile as written (c2h-build-make): `make` in NAME-c2h,
    # which runs hipcc for the targets the translation put in its place.
    if has_make and not opts.rocm72:
        rc, out = run_cmd(["make", "-B"], os.path.join(srcdir, f"{name}-c2h"), opts.timeout,
                          env=dict(os.environ, LC_ALL="C"))
        with open(os.path.join(logdir, "c2h-make.log"), "w") as f:
            f.write(out)
        rec["c2h_make"] = {"status": "ok" if rc == 0 else "failed",
                           "error": None if rc == 0 else (first_error(out) or f"make exited {rc}")}

    human = {"archs": {}, "error": None}
    if name in opts.human_from:
        human = opts.human_from[name]  # The hand port does not change between runs.
    elif not has_hip:
        human["error"] = "no hip port"
    elif not os.path.exists(os.path.join(hip, "Makefile")):
        human["error"] = "no Makefile"
    else:
        lines, err = make_dry_run(os.path.join(srcdir, f"{name}-hip"), opts.timeout)
        script = retarget(lines, "hipcc", tools["hipcc_wrap"])
        human["make_n"] = lines
        human["make_n_error"] = err
        if not any(tools["hipcc_wrap"] in l for l in script):
            human["error"] = "no hipcc command in make -n" + (f" ({err})" if err else "")
            human["archs"] = {a: human["error"] for a in opts.archs}
        else:
            env = dict(base_env, C2H_BENCH_LOG=os.path.join(logdir, "human.cmds"))
            if opts.resources:
                env["C2H_BENCH_RES_DIR"] = os.path.join(logdir, "res-human")
            human["archs"], human["errors"] = build(script, os.path.join(srcdir, f"{name}-hip"), opts.archs,
                                   opts.per_arch, env, opts.timeout, os.path.join(logdir, "human.log"))
    rec["human"] = human
    if opts.resources:
        for side, folder in (("c2h", f"{name}-c2h"), ("human", f"{name}-hip")):
            if side == "human" and name in opts.human_from:
                continue
            kernels, failed = hecbench_resources.collect(os.path.join(logdir, f"res-{side}"),
                                                         os.path.join(srcdir, folder))
            rec[side]["resources"] = {"kernels": kernels, "failed": failed}
    for side in ("c2h", "human"):
        path = os.path.join(logdir, f"{side}.cmds")
        if os.path.exists(path):
            with open(path) as f:
                rec[side]["hipcc"] = [l.rstrip("\n") for l in f]
    if not opts.keep:
        shutil.rmtree(work, ignore_errors=True)
    return rec


# --------------------------------------------------------------------------
# Summary.
# --------------------------------------------------------------------------

def builds(side, archs):
    return bool(side["archs"]) and all(side["archs"].get(a, "x") is None for a in archs)


def side_error(side, archs):
    if side.get("error"):
        return side["error"]
    for a in archs:
        if side["archs"].get(a):
            return side["archs"][a]
    return None


def error_category(line):
    """A build error line with file positions, quoted names and numbers
    taken out, so that like errors group together."""
    s = re.sub(r"^.*?\b((fatal )?error:)", r"\1", line)
    s = re.sub(r"^[^\s:]+:\d+(:\d+)?:\s*", "", s)
    s = re.sub(r"'[^']*?(\.\w{1,4})?'", lambda m: "'X" + (m.group(1) or "") + "'", s)
    s = re.sub(r'"[^"]*"', '"X"', s)
    s = re.sub(r"(undefined symbol|undefined reference to):? .*", r"\1: X", s)
    s = re.sub(r"\b\d+\b", "N", s)
    return s.strip()


def summarize(records, archs):
    n = len(records)
    s = {"programs": n}
    s["translated_without_refusal"] = sum(r["translate"]["status"] != "refused" for r in records)
    s["translate_status"] = dict(collections.Counter(r["translate"]["status"] for r in records))
    for side in ("c2h", "human"):
        s[f"{side}_builds"] = {a: sum(r[side]["archs"].get(a, "x") is None for r in records) for a in archs}
        s[f"{side}_builds_all_archs"] = sum(builds(r[side], archs) for r in records)
    # A program with no CUDA Makefile has no c2h build to compare.
    s["excluded_no_cuda_makefile"] = sum(builds(r["human"], archs) and r["c2h"].get("error") == "no Makefile"
                                         for r in records)
    human_ok = [r for r in records if builds(r["human"], archs) and r["c2h"].get("error") != "no Makefile"]
    both = [r for r in human_ok if builds(r["c2h"], archs)]
    s["human_builds_all_archs_names"] = len(human_ok)
    s["c2h_builds_where_human_builds"] = len(both)
    s["headline_ratio"] = round(len(both) / len(human_ok), 4) if human_ok else None
    # Silent failures: c2h build errors no diagnostic of the translation
    # points at, in the programs whose human port builds.
    s["silent_failures"] = [{"name": r["name"], "error": e} for r in human_ok
                            for e in r["c2h"].get("silent", [])]
    s["c2h_fails_where_human_builds"] = [{"name": r["name"], "error": side_error(r["c2h"], archs)}
                                         for r in human_ok if not builds(r["c2h"], archs)]
    made = [r for r in records if "c2h_make" in r]
    s["c2h_make_programs"] = len(made)
    s["c2h_make_builds"] = sum(r["c2h_make"]["status"] == "ok" for r in made)
    s["c2h_make_where_human_builds"] = sum(r.get("c2h_make", {}).get("status") == "ok" for r in human_ok)
    s["c2h_make_fails_where_human_builds"] = [
        {"name": r["name"], "error": r.get("c2h_make", {}).get("error")}
        for r in human_ok if r.get("c2h_make", {}).get("status") != "ok"]
    ids = collections.Counter()
    progs_with = collections.Counter()
    for r in records:
        ids.update(r["translate"]["diagnostics"])
        progs_with.update(r["translate"]["diagnostics"].keys())
    s["diagnostic_ids"] = [{"id": k, "count": v, "programs": progs_with[k]}
                           for k, v in sorted(ids.items(), key=lambda kv: (-kv[1], kv[0]))]
    names = collections.Counter()
    for r in records:
        found = set()
        for line in r["c2h"].get("errors", []):
            m = re.search(r"(use of undeclared identifier|unknown type name|no member named|"
                          r"no template named|no type named|undeclared identifier|undefined symbol:|"
                          r"no matching function for call to) '?([^' ]+)'?"
                          r"|'([^']+)' file not found", line)
            if m:
                found.add((m.group(1) or "file not found") + " " + (m.group(2) or m.group(3)))
        names.update(found)
    s["c2h_error_names"] = [{"what": k, "programs": v}
                            for k, v in sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))]
    for side in ("c2h", "human"):
        cats = collections.OrderedDict()
        for r in records:
            err = side_error(r[side], archs)
            if not err:
                continue
            cat = error_category(err)
            cats.setdefault(cat, []).append({"name": r["name"], "error": err})
        s[f"{side}_error_categories"] = [
            {"category": k, "count": len(v), "examples": v[:5]}
            for k, v in sorted(cats.items(), key=lambda kv: (-len(kv[1]), kv[0]))]
    return s


def mark(side, arch):
    if not side["archs"]:
        return "n/a"
    v = side["archs"].get(arch, "x")
    return "ok" if v is None else "FAIL"


def print_report(records, summary, archs, out=sys.stdout):
    cols = ["name", "translate", "#diags"] + [f"c2h {a}" for a in archs] + [f"human {a}" for a in archs]
    rows = []
    for r in records:
        t = r["translate"]
        err = side_error(r["c2h"], archs) or ""
        if not err and not builds(r["human"], archs):
            err = "human: " + (side_error(r["human"], archs) or "")
        rows.append([r["name"], t["status"], str(sum(t["diagnostics"].values()))]
                    + [mark(r["c2h"], a) for a in archs] + [mark(r["human"], a) for a in archs]
                    + [err[:140]])
    widths = [max(len(c), *(len(row[i]) for row in rows)) if rows else len(c) for i, c in enumerate(cols)]
    print("  ".join(c.ljust(w) for c, w in zip(cols, widths)) + "  first error", file=out)
    for row in rows:
        print("  ".join(v.ljust(w) for v, w in zip(row, widths)) + "  " + row[-1], file=out)
    s = summary
    print(file=out)
    print(f"programs: {s['programs']}", file=out)
    print(f"translated without refusal: {s['translated_without_refusal']}/{s['programs']} "
          f"({', '.join(f'{k} {v}' for k, v in sorted(s['translate_status'].items()))})", file=out)
    for side, label in (("c2h", "cuda2hip builds"), ("human", "human port builds")):
        per = ", ".join(f"{a} {s[side + '_builds'][a]}" for a in archs)
        print(f"{label}: {per}, all archs {s[side + '_builds_all_archs']}", file=out)
    ratio = "n/a" if s["headline_ratio"] is None else f"{100 * s['headline_ratio']:.1f}%"
    print(f"HEADLINE: of {s['human_builds_all_archs_names']} programs whose human port builds "
          f"(all archs), {s['c2h_builds_where_human_builds']} also build from cuda2hip: {ratio}"
          + (f" ({s['excluded_no_cuda_makefile']} more left out: no CUDA Makefile)"
             if s["excluded_no_cuda_makefile"] else ""), file=out)
    if s.get("c2h_make_programs"):
        print(f"MAKEFILE: the translated Makefile builds with make (hipcc, every --offload-arch) for "
              f"{s['c2h_make_builds']} of {s['c2h_make_programs']} programs with a CUDA Makefile; "
              f"{s['c2h_make_where_human_builds']} of {s['human_builds_all_archs_names']} where the "
              f"human port builds", file=out)
        for d in s["c2h_make_fails_where_human_builds"]:
            print(f"  make {d['name']}: {(d['error'] or '')[:150]}", file=out)
    print("cuda2hip fails where the human port builds:", file=out)
    for d in s["c2h_fails_where_human_builds"]:
        print(f"  {d['name']}: {(d['error'] or '')[:150]}", file=out)
    sil = s.get("silent_failures", [])
    print(f"SILENT: {len(sil)} c2h build errors with no translation diagnostic within 3 lines, "
          f"in {len({d['name'] for d in sil})} programs whose human port builds", file=out)
    for d in sil[:40]:
        print(f"  {d['name']}: {d['error'][:150]}", file=out)
    print("top diagnostic IDs (count, programs):", file=out)
    for d in s["diagnostic_ids"][:12]:
        print(f"  {d['count']:5d} {d['programs']:4d}  {d['id']}", file=out)
    print("names in c2h build errors (programs):", file=out)
    for d in s["c2h_error_names"][:15]:
        print(f"  {d['programs']:4d}  {d['what']}", file=out)
    for side in ("c2h", "human"):
        print(f"top first-error causes ({side}):", file=out)
        for c in s[f"{side}_error_categories"][:12]:
            ex = ", ".join(e["name"] for e in c["examples"][:4])
            print(f"  {c['count']:4d}  {c['category'][:110]}  [{ex}]", file=out)


# --------------------------------------------------------------------------
# Driver.
# --------------------------------------------------------------------------

def parse_ranges(spec):
    """'a-l' or 'a-c,x' -> set of first letters."""
    letters = set()
    for part in spec.split(","):
        part = part.strip().lower()
        if re.fullmatch(r"[a-z]-[a-z]", part):
            letters |= {chr(c) for c in range(ord(part[0]), ord(part[2]) + 1)}
        elif re.fullmatch(r"[a-z]", part):
            letters.add(part)
        elif part:
            sys.exit(f"hecbench: bad --names range {part!r}")
    return letters


def select(opts):
    src = os.path.join(opts.checkout, "src")
    if not os.path.isdir(src):
        sys.exit(f"hecbench: {src} is not a folder (give the HeCBench checkout)")
    allowed = set("abcdefghijkl")
    all_names = sorted(d[: -len("-cuda")] for d in os.listdir(src)
                       if d.endswith("-cuda") and os.path.isdir(os.path.join(src, d)))
    if opts.only:
        names = [n.strip() for n in opts.only.split(",") if n.strip()]
        for n in names:
            if n[0].lower() not in allowed and not opts.allow_heldout:
                sys.exit(f"hecbench: {n} is held out for evaluation (names a-l only; --allow-heldout to override)")
            if n not in all_names:
                sys.exit(f"hecbench: no {n}-cuda in {src}")
        names = sorted(set(names))
    else:
        letters = parse_ranges(opts.names)
        if not letters <= allowed and not opts.allow_heldout:
            sys.exit("hecbench: --names beyond a-l is held out for evaluation (--allow-heldout to override)")
        names = [n for n in all_names if n[0].lower() in letters]
    if opts.limit:
        names = names[: opts.limit]
    return names


PROBE_RDC = """#include <hip/hip_runtime.h>
__global__ void k(int *p) { *p = 1; }
int main() { k<<<1, 1>>>(nullptr); return 0; }
"""
PROBE_OMP = """#include <omp.h>
int main() { int s = 0;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < 8; i++) s += i;
  return s == 28 && omp_get_max_threads() > 0 ? 0 : 1; }
"""


def probe(hipcc, arch, folder, name, text, flags):
    """Whether a tiny program compiles and links with hipcc and flags."""
    src = os.path.join(folder, name)
    with open(src, "w") as f:
        f.write(text)
    env = dict(os.environ, HIP_PLATFORM="amd")
    obj, exe = src + ".o", src + ".exe"
    rc, _ = run_cmd([hipcc, f"--offload-arch={arch}", "-c", src, "-o", obj] + flags, folder, 300, env=env)
    if rc == 0:
        rc, _ = run_cmd([hipcc, f"--offload-arch={arch}", obj, "-o", exe] + flags, folder, 300, env=env)
    return rc == 0


def toolchain_fixes(hipcc, arch, folder):
    """Flags that work around a broken ROCm install, proved by probes; the
    same for the human and the cuda2hip builds.  Debian's ROCm 5.2 runs
    clang 15 from /usr/bin, where `lld` is LLVM 14's, so -fgpu-rdc device
    links fail (-B the clang's own folder fixes that); its clang finds no
    libomp or omp.h (an LLVM libomp elsewhere on the system fixes that)."""
    fixes = {"rdc": "", "omp": "", "notes": []}
    env = dict(os.environ, HIP_PLATFORM="amd", HIPCC_VERBOSE="1")
    _, out = run_cmd([hipcc, f"--offload-arch={arch}", "--version"], folder, 120, env=env)
    m = re.search(r"hipcc-cmd: (\S+)", out)
    clang_dir = os.path.dirname(os.path.realpath(m.group(1))) if m else None
    if not probe(hipcc, arch, folder, "rdc.hip", PROBE_RDC, ["-fgpu-rdc"]):
        if clang_dir and probe(hipcc, arch, folder, "rdc.hip", PROBE_RDC, ["-fgpu-rdc", "-B" + clang_dir]):
            fixes["rdc"] = "-B" + clang_dir
            fixes["notes"].append(f"-fgpu-rdc links need -B{clang_dir} (the clang's own lld)")
        else:
            fixes["notes"].append("-fgpu-rdc programs do not link with this hipcc")
    if not probe(hipcc, arch, folder, "omp.cpp", PROBE_OMP, ["-fopenmp"]):
        libs = sorted(glob.glob("/usr/lib/llvm-*/lib/libomp.so") + glob.glob("/opt/rocm*/llvm/lib/libomp.so"))
        heads = sorted(glob.glob("/usr/lib/llvm-*/lib/clang/*/include/omp.h")
                       + glob.glob("/opt/rocm*/llvm/lib/clang/*/include/omp.h"))
        ok = False
        if libs and heads:
            inc = os.path.join(folder, "omp-include")
            os.makedirs(inc, exist_ok=True)
            shutil.copyfile(heads[-1], os.path.join(inc, "omp.h"))
            flags = ["-isystem", inc, "-L" + os.path.dirname(libs[-1])]
            if probe(hipcc, arch, folder, "omp.cpp", PROBE_OMP, ["-fopenmp"] + flags):
                fixes["omp"] = shlex.join(flags)
                fixes["notes"].append(f"-fopenmp needs {heads[-1]} and {libs[-1]}")
                ok = True
        if not ok:
            fixes["notes"].append("-fopenmp programs do not build with this hipcc")
    return fixes


def make_tools(opts, bindir):
    hipcc = shutil.which("hipcc")
    if not hipcc:
        sys.exit("hecbench: hipcc not found on PATH")
    if opts.rocm_libs:
        # The second ROCm: hipcc with the Debian 13 ROCm 5.7 library headers
        # and .so files first (scripts/rocm-libs.sh, docs/rocm-libs.md).
        hipcc = os.path.join(ROOT, "scripts", "hipcc-libs.sh")
        check = subprocess.run([os.path.join(ROOT, "scripts", "rocm-libs.sh"), "--check"],
                               capture_output=True, text=True)
        if check.returncode != 0:
            sys.exit("hecbench: --rocm-libs needs scripts/rocm-libs.sh to have run: "
                     + check.stderr.strip())
    c2h = os.path.abspath(opts.cuda2hip)
    if not os.access(c2h, os.X_OK):
        sys.exit(f"hecbench: {c2h} is not an executable (--cuda2hip)")
    os.makedirs(bindir, exist_ok=True)
    tools = {"hipcc": hipcc, "cuda2hip": c2h, "bindir": bindir}
    # The wrappers run a private copy of this script, so that editing it
    # during a run changes nothing.
    script = os.path.join(bindir, "hecbench_wrap.py")
    shutil.copyfile(HERE, script)
    shutil.copyfile(os.path.join(os.path.dirname(HERE), "hecbench_resources.py"),
                    os.path.join(bindir, "hecbench_resources.py"))
    for tool, mode in (("nvcc", "c2h"), ("hipcc_wrap", "human")):
        path = os.path.join(bindir, "nvcc" if tool == "nvcc" else "hipcc-bench")
        with open(path, "w") as f:
            f.write(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(script)} --wrap {mode} \"$@\"\n")
        os.chmod(path, 0o755)
        tools[tool] = path
    tools["fixes"] = toolchain_fixes(hipcc, opts.archs[0], bindir)
    if opts.rocm72:
        root = os.environ.get("CUDA2HIP_ROCM_LIBS", "/var/cache/cuda2hip/rocm-libs") + \
            "-experimental/root/usr/include"
        if not os.path.isdir(root):
            sys.exit(f"hecbench: --rocm72 needs {root} (scripts/rocm-libs.sh --suite experimental)")
        os.environ["C2H_BENCH_ROCM72"] = root
        path = os.path.join(bindir, "hipcc-syntax72")
        with open(path, "w") as f:
            f.write(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} {shlex.quote(script)} "
                    "--syntax72 \"$@\"\n")
        os.chmod(path, 0o755)
        tools["hipcc"] = path
    return tools


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--wrap":
        wrap_main(sys.argv[2], sys.argv[3:])
    if len(sys.argv) > 1 and sys.argv[1] == "--syntax72":
        syntax72_main(sys.argv[2:])
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("checkout", help="HeCBench checkout (holding src/NAME-cuda, src/NAME-hip, src/include)")
    ap.add_argument("--json", help="write every result and the summary to this file")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="benchmarks in parallel (default 1)")
    ap.add_argument("--only", help="comma-separated benchmark names")
    ap.add_argument("--names", default=DEFAULT_NAMES, help="first-letter ranges (default a-l)")
    ap.add_argument("--allow-heldout", action="store_true", help="allow names outside a-l (held out for evaluation)")
    ap.add_argument("--limit", type=int, default=0, help="the first N selected benchmarks only")
    ap.add_argument("--keep", help="scratch folder to keep (default: a temporary one, removed)")
    ap.add_argument("--cuda2hip", default=os.path.join(ROOT, "build/tools/cuda2hip/cuda2hip"),
                    help="the cuda2hip binary (default: build/tools/cuda2hip/cuda2hip in this repository)")
    ap.add_argument("--arch", default=DEFAULT_ARCHS, help=f"comma-separated offload archs (default {DEFAULT_ARCHS})")
    ap.add_argument("--per-arch", action="store_true", help="always build each arch alone")
    ap.add_argument("--no-make-flags", dest="make_flags", action="store_false",
                    help="do not pass the Makefile's -I/-D/-U/-std to cuda2hip's parse")
    ap.add_argument("--timeout", type=int, default=300, help="seconds per command (default 300)")
    ap.add_argument("--rocm-libs", action="store_true",
                    help="build both sides with scripts/hipcc-libs.sh (the ROCm 5.7 libraries: "
                         "hipBLAS, hipSOLVER, hipCUB, ...) instead of the system hipcc")
    ap.add_argument("--rocm72", action="store_true",
                    help="check both sides against ROCm 7.2's headers (scripts/rocm-libs.sh "
                         "--suite experimental) with clang 22, -fsyntax-only, instead of building "
                         "with the system hipcc")
    ap.add_argument("--human-from", metavar="JSON", dest="human_from_json",
                    help="reuse the human-port builds of an earlier --json run (same checkout and archs)")
    ap.add_argument("--resources", action="store_true",
                    help=f"compare each kernel's {hecbench_resources.TARGET} resources and instruction "
                         "mix with the human port's (the side by side)")
    opts = ap.parse_args()
    opts.checkout = os.path.abspath(opts.checkout)
    opts.archs = [a for a in opts.arch.split(",") if a]
    if opts.resources and hecbench_resources.TARGET not in opts.archs:
        sys.exit(f"hecbench: --resources measures {hecbench_resources.TARGET}: add it to --arch")
    opts.human_from = {}
    if opts.human_from_json:
        with open(opts.human_from_json) as f:
            earlier = json.load(f)
        if earlier.get("archs") != opts.archs or earlier.get("checkout") != opts.checkout:
            sys.exit(f"hecbench: {opts.human_from_json} was run on another checkout or archs")
        opts.human_from = {b["name"]: b["human"] for b in earlier["benchmarks"]}
    names = select(opts)
    if opts.keep:
        opts.scratch = os.path.abspath(opts.keep)
        os.makedirs(opts.scratch, exist_ok=True)
    else:
        opts.scratch = tempfile.mkdtemp(prefix="hecbench-")
    tools = make_tools(opts, os.path.join(opts.scratch, ".bin"))
    for note in tools["fixes"]["notes"]:
        print(f"hecbench: toolchain: {note}", file=sys.stderr)
    print(f"hecbench: {len(names)} benchmarks, archs {','.join(opts.archs)}, -j{opts.jobs}, "
          f"scratch {opts.scratch}", file=sys.stderr)
    records = {}
    start = time.time()
    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
            futures = {pool.submit(bench_one, n, opts, tools): n for n in names}
            for fut in concurrent.futures.as_completed(futures):
                n = futures[fut]
                try:
                    rec = fut.result()
                except Exception as e:  # a harness failure is reported, not fatal
                    rec = {"name": n, "harness_error": repr(e),
                           "translate": {"status": "refused", "diagnostics": {}, "exit": None},
                           "c2h": {"archs": {}, "error": f"harness: {e!r}"},
                           "human": {"archs": {}, "error": f"harness: {e!r}"}}
                records[n] = rec
                c2h = "ok" if builds(rec["c2h"], opts.archs) else "fail"
                human = "ok" if builds(rec["human"], opts.archs) else "fail"
                print(f"[{len(records)}/{len(names)}] {n}: translate {rec['translate']['status']}, "
                      f"c2h {c2h}, human {human} ({time.time() - start:.0f} s)", file=sys.stderr)
    finally:
        if not opts.keep:
            shutil.rmtree(opts.scratch, ignore_errors=True)
    ordered = [records[n] for n in sorted(records)]
    summary = summarize(ordered, opts.archs)
    print_report(ordered, summary, opts.archs)
    if opts.resources:
        summary["side_by_side"] = hecbench_resources.summarize(ordered)
        hecbench_resources.report(summary["side_by_side"], sys.stdout)
    for note in tools["fixes"]["notes"]:
        print(f"toolchain: {note}")
    if opts.json:
        with open(opts.json, "w") as f:
            json.dump({"checkout": opts.checkout, "archs": opts.archs, "cuda2hip": tools["cuda2hip"],
                       "hipcc": tools["hipcc"], "toolchain_fixes": tools["fixes"], "timeout_s": opts.timeout, "per_arch": opts.per_arch,
                       "summary": summary, "benchmarks": ordered}, f, indent=1, sort_keys=True)
            f.write("\n")


if __name__ == "__main__":
    main()
