#!/usr/bin/env python3
"""Real-world benchmark (not a CI test): cuda2hip verify on HeCBench programs.

For each benchmark NAME with a src/NAME-cuda folder in a HeCBench checkout,
`cuda2hip verify --no-compile --backend emu src/NAME-cuda` translates the
folder as a project, runs the CUDA original on the emulator at warp 32 as
the reference and the HIP translation at wave 64 and 32, and compares (the
exit status, what the program prints of its own check, docs/verify.md).
The -I and -D options come from the nvcc commands of the program's Makefile
(`make -n`), and the runs start in the program's folder, where its data is.

Arguments: the emulator runs a GPU thread as a fiber, so a program's default
problem size can take it minutes. The arguments come from
bench/hecbench-emu-args.txt where it names the program (sizes picked to
finish in seconds on the emulator), else from the `run` target of the
program's Makefile. The table is the benchmark's own; the corpus is not
changed.

Prints one line per program and a summary: verdicts, the pass rate among
the programs the emulator can run (not `unsupported`: a CUDA library it
does not provide), and the causes of the rest, by category. The columns
keep apart plain passes, passes whose runs carry notes (a reliance on lock
step the HIP runs get from AMD's wavefronts, an order of blocks), races of
the HIP translation, races of the CUDA original (cuda-race: its answer is
not one answer on NVIDIA GPUs), HIP runs not made (not-run), and among the
errors those of the emulator itself (its build of the program, the
lowering, a crash) apart from time-outs and missing inputs.

Only benchmarks whose names start with a-l are used: the rest of HeCBench is
held out for evaluation (`--allow-heldout` to name others).

With --find-args, a program the table does not name is tried with ever
smaller arguments (candidates()) until its CUDA reference passes at warp 32;
the arguments found are printed as table lines to review and keep.

A program whose reference does not pass and whose input is DVC-tracked data
(`*.dvc` pointers, not the files) is put down to `input data missing`. A
table line may name `{inputs}` instead: the folder where
bench/hecbench_inputs.py writes synthetic inputs in the program's format
(the report marks those `own input`).

Usage: bench/hecbench_verify.py HECBENCH_DIR [--json OUT.json] [-j N]
       [--only A,B] [--limit N] [--timeout S] [--find-args] [--inputs DIR]
       [--cuda2hip PATH]"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "bench"))
from hecbench import make_dry_run, make_parse_flags  # noqa: E402  (the same flags as the build)
import hecbench_inputs  # noqa: E402
TABLE = os.path.join(ROOT, "bench", "hecbench-emu-args.txt")


def read_table(path):
    """NAME -> (arguments for emulated runs ('-' for none), seconds per run
    or None, verify directives). Before its arguments, a line may give its
    own limit, NAME timeout=S ARGS, and directives for a program that
    reports its check in words of its own: declare="verdict pass=Pass"
    (repeatable; verify's --declare)."""
    table = {}
    if not os.path.exists(path):
        return table
    for line in open(path, encoding="utf-8"):
        line = line.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        name, _, args = line.partition(" ")
        args = args.strip()
        limit, declares = None, []
        while True:
            m = re.match(r'timeout=(\d+)\s*(.*)$', args)
            if m:
                limit, args = int(m.group(1)), m.group(2).strip()
                continue
            m = re.match(r'declare="([^"]*)"\s*(.*)$', args)
            if m:
                declares.append(m.group(1))
                args = m.group(2).strip()
                continue
            break
        table[name] = ("" if args == "-" else args, limit, declares)
    return table


def makefile_args(folder):
    """The arguments of the program in the Makefile's `run` target."""
    path = os.path.join(folder, "Makefile")
    if not os.path.exists(path):
        return None
    lines = open(path, encoding="utf-8", errors="replace").read().split("\n")
    for i, line in enumerate(lines):
        if re.match(r"^run\s*:", line):
            for body in lines[i + 1:]:
                if not body.startswith("\t"):
                    break
                m = re.search(r"\./\$\(program\)(.*)$", body) or re.search(r"\./\S+(.*)$", body)
                if m:
                    return m.group(1).strip()
    return None


def dvc_inputs(folder, name, checkout):
    """The DVC pointer files (`data.tar.gz.dvc`) of a program's input: in
    its folder, or in src/data/NAME*. A checkout made without DVC holds
    the pointers, not the data."""
    found = [os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".dvc")]
    data = os.path.join(checkout, "src", "data")
    if os.path.isdir(data):
        for d in os.listdir(data):
            if d == name or d.startswith(name + "-") or d.startswith(name + "_"):
                sub = os.path.join(data, d)
                if os.path.isdir(sub):
                    found += [os.path.join(sub, f) for f in os.listdir(sub) if f.endswith(".dvc")]
    return sorted(found)


CATEGORIES = [
    ("unsupported", lambda v, d: v == "unsupported"),
    ("race", lambda v, d: v == "race"),
    ("cuda-race", lambda v, d: v == "cuda-race"),
    ("not-run", lambda v, d: v == "not-run"),
    ("nothing compared", lambda v, d: "nothing compared" in d),
    # The reference itself did not pass, and the program's input is
    # DVC-tracked data (or a data file its arguments name) this checkout
    # does not hold.
    ("input data missing", lambda v, d: d.startswith("reference:") and "[dvc]" in d),
    ("timeout", lambda v, d: "timed out" in d),
    ("crash", lambda v, d: "crashed" in d),
    ("emulator error", lambda v, d: "emulator error" in d),
    ("lowering", lambda v, d: "cannot lower" in d),
    ("emulator build", lambda v, d: "emulator build failed" in d),
    ("translate", lambda v, d: d.startswith("translate")),
    ("printed failure", lambda v, d: "printed" in d),
    ("exit status", lambda v, d: "exit code" in d),
]


def category(verdict, detail):
    for name, test in CATEGORIES:
        if test(verdict, detail):
            return name
    return "other"


def columns(passed, with_notes, counts, causes):
    """The summary's columns: passes plain and with notes, races on either
    side, not-run, fails, and errors with the emulator's own apart."""
    emulator_side = sum(causes.get(c, 0) for c in ("emulator build", "lowering", "crash", "emulator error"))
    return (f"columns: plain pass {passed - with_notes}, pass with notes {with_notes}, "
            f"race (HIP) {counts.get('race', 0)}, cuda-race {counts.get('cuda-race', 0)}, "
            f"not-run {counts.get('not-run', 0)}, fail {counts.get('fail', 0)}, "
            f"error {counts.get('error', 0)} (the emulator's own: {emulator_side}; "
            f"time-outs {causes.get('timeout', 0)}; input data missing "
            f"{causes.get('input data missing', 0)})")


def smaller(args, factor, pow2=False, floor=16):
    """The arguments with every integer above the floor divided by factor
    (at least the floor; with pow2, rounded down to a power of two, for
    programs that want one): sizes and repeat counts shrink, small switches
    stay."""
    def div(m):
        v = int(m.group(0))
        if v <= floor:
            return m.group(0)
        v = max(floor, v // factor)
        if pow2:
            v = 1 << (v.bit_length() - 1)
        return str(v)
    return re.sub(r"(?<![\w.-])\d+(?![\w.])", div, args)


def candidates(args):
    """Ever smaller arguments to try, each once: the Makefile's, then its
    integers divided by 100 and 10000 (as they are, and rounded down to a
    power of two), then every integer above 4 made 4 and the last one (a
    repeat count, as a rule) 1."""
    out = [("Makefile", args)]
    for factor in (100, 10000):
        out.append((f"Makefile / {factor}", smaller(args, factor)))
        out.append((f"Makefile / {factor}, powers of two", smaller(args, factor, pow2=True)))
    tiny = smaller(args, 1 << 40, floor=4)
    ints = list(re.finditer(r"(?<![\w.-])\d+(?![\w.])", tiny))
    if ints:
        last = ints[-1]
        out.append(("Makefile, tiny", tiny[:last.start()] + "1" + tiny[last.end():]))
    seen, unique = set(), []
    for how, a in out:
        if a not in seen:
            seen.add(a)
            unique.append((how, a))
    return unique


def build_flags(folder):
    """The -I and -D options of the nvcc commands the Makefile runs."""
    lines, _ = make_dry_run(folder, 60)
    flags = [f for f in make_parse_flags(lines, folder) if not f.startswith("--extra-arg")]
    return flags


def run_verify(folder, args, opts, waves="64,32", limit=None, runs=None, declares=(), report_out=None):
    """verify's printed report; with runs (a dict), also the seconds of each
    emulated run from its JSON report (reference, emu64, emu32); with
    report_out (a dict), the program's JSON record."""
    limit = limit or opts.timeout
    fd, report = tempfile.mkstemp(suffix=".json", prefix="hecbench-verify-")
    os.close(fd)
    cmd = [opts.cuda2hip, "verify", "--no-compile", "--backend", "emu", folder] + build_flags(folder) + [
           "--emu-run-args", args, "--timeout", str(limit), "--wave", waves,
           "--workdir", folder, "--json", report,
           "-I", os.path.join(opts.checkout, "src", "include")]
    for d in declares:
        cmd += ["--declare", d]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=limit * 6 + 120)
        out = p.stdout
    except subprocess.TimeoutExpired:
        out = ""
    try:
        if (runs is not None or report_out is not None) and os.path.getsize(report):
            prog = json.load(open(report, encoding="utf-8"))["programs"][0]
            if report_out is not None:
                report_out.update(prog)
        if runs is not None and os.path.getsize(report):
            if prog.get("reference", {}).get("seconds") is not None:
                runs["reference"] = prog["reference"]["seconds"]
            for r in prog.get("runs", []):
                if r.get("backend") == "emu" and r.get("seconds") is not None:
                    runs[f"emu{r.get('wave')}"] = r["seconds"]
    except (OSError, ValueError, KeyError, IndexError):
        pass
    finally:
        if os.path.exists(report):
            os.unlink(report)
    return out


def project_folder(folder):
    """Where the program is built: its folder, or where that has no
    Makefile, the one subfolder that holds one (logic-resim-cuda/Simulation,
    where its README builds and runs it)."""
    if os.path.exists(os.path.join(folder, "Makefile")):
        return folder
    found = [root for root, _, files in os.walk(folder) if "Makefile" in files]
    return found[0] if len(found) == 1 else folder


def verify_one(name, opts, table):
    folder = project_folder(os.path.join(opts.checkout, "src", name + "-cuda"))
    args, limit, declares = table.get(name, (None, None, []))
    source = "table"
    start = time.time()
    if args is None:
        args = makefile_args(folder) or ""
        source = "Makefile"
        if opts.find_args:
            # The first candidate whose reference passes at warp 32 within
            # the timeout; failing that, the first whose runs finish.
            finished = None
            for how, candidate in candidates(args):
                out = run_verify(folder, candidate, opts, waves="32")
                if "reference unsupported" in out:
                    break  # No arguments make it runnable here.
                if "reference pass" in out:
                    finished = (how, candidate)
                    break
                if "timed out" not in out and finished is None:
                    finished = (how, candidate)
            if finished:
                source, args = finished
    # `{inputs}`: files the benchmark makes (bench/hecbench_inputs.py).
    own_input = "{inputs}" in args
    run_args = args
    if own_input:
        made = hecbench_inputs.make(name, os.path.join(opts.inputs, name))
        run_args = args.replace("{inputs}", os.path.abspath(made))
    runs, record = {}, {}
    out = run_verify(folder, run_args, opts, limit=limit, runs=runs, declares=declares,
                     report_out=record)
    seconds = time.time() - start
    lines = out.split("\n")
    # The program's line (its folder may be a subfolder of NAME-cuda, where
    # its Makefile is); the verdict as the JSON report gives it.
    head = next((l for l in lines if ": translate " in l), "")
    verdict = record.get("verdict") or (head.split(" ", 1)[0] if head else "error")
    details = [l.strip() for l in lines if l.startswith("      ")]
    detail = details[0] if details else ("" if head else "verify did not finish")
    dvc = dvc_inputs(folder, name, opts.checkout)
    # Input files the arguments name with a folder (data/x.mtx), absent.
    absent = [a for a in run_args.split() if "/" in a and not a.startswith("-")
              and not os.path.exists(os.path.join(folder, a))]
    # Not where the benchmark made the input: the corpus's missing one is
    # not what stopped it.
    if (dvc or absent) and not own_input and verdict != "pass" \
            and detail.startswith("reference:") and "timed out" not in detail:
        what = os.path.relpath(dvc[0], folder) if dvc else absent[0]
        detail += " [dvc] (input not in this checkout: " + what + ")"
    # Every note of every run (lock step, block order, reruns, the
    # emulator's): a pass with notes is counted apart.
    notes = sorted({n for r in [record.get("reference", {})] + record.get("runs", [])
                    for n in r.get("notes", [])})
    return {"name": name, "args": args, "args_from": source, "verdict": verdict,
            "notes": notes,
            "line": head.strip(), "detail": detail, "category": "" if verdict == "pass" else category(verdict, detail),
            "seconds": round(seconds, 1), "timeout": limit or opts.timeout,
            "own_input": own_input, "run_seconds": runs}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("checkout", help="HeCBench checkout (holding src/NAME-cuda)")
    ap.add_argument("--json", help="write every result and the summary here")
    ap.add_argument("-j", "--jobs", type=int, default=1, help="programs at once (default 1)")
    ap.add_argument("--only", help="comma-separated benchmark names")
    ap.add_argument("--limit", type=int, default=0, help="the first N selected only")
    ap.add_argument("--timeout", type=int, default=30, help="seconds per emulated run (default 30)")
    ap.add_argument("--allow-heldout", action="store_true", help="allow names outside a-l")
    ap.add_argument("--find-args", action="store_true",
                    help="for programs the table does not name: shrink the Makefile's sizes "
                         "until the emulated runs finish (print the table lines to keep)")
    ap.add_argument("--inputs", help="where to write the inputs the benchmark makes for table lines "
                                     "naming {inputs} (default: a fresh temporary folder)")
    ap.add_argument("--cuda2hip", default=os.path.join(ROOT, "build/tools/cuda2hip/cuda2hip"))
    opts = ap.parse_args()
    if not opts.inputs:
        opts.inputs = tempfile.mkdtemp(prefix="hecbench-inputs-")
    src = os.path.join(opts.checkout, "src")
    names = sorted(d[:-5] for d in os.listdir(src) if d.endswith("-cuda"))
    if opts.only:
        names = [n for n in opts.only.split(",") if n]
    bad = [n for n in names if not re.match(r"^[a-lA-L]", n)]
    if bad and not opts.allow_heldout:
        sys.exit("hecbench_verify: held out for evaluation: " + ", ".join(bad))
    names = [n for n in names if os.path.isdir(os.path.join(src, n + "-cuda"))]
    if opts.limit:
        names = names[:opts.limit]
    table = read_table(TABLE)
    with ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        futures = [pool.submit(verify_one, n, opts, table) for n in names]
        results = []
        for f in futures:
            r = f.result()
            results.append(r)
            longer = f" (timeout {r['timeout']} s)" if r["timeout"] != opts.timeout else ""
            longer += " (own input)" if r["own_input"] else ""
            if r["run_seconds"]:
                longer += " (longest run %.1f s)" % max(r["run_seconds"].values())
            print(f"{r['verdict']:<11} {r['name']:<34} {r['seconds']:6.1f}s  [{r['args']}]{longer} "
                  f"{r['detail'][:140]}", flush=True)
    counts = {}
    for r in results:
        counts[r["verdict"]] = counts.get(r["verdict"], 0) + 1
    with_notes = [r for r in results if r["verdict"] == "pass" and r["notes"]]
    causes = {}
    for r in results:
        if r["verdict"] != "pass":
            causes[r["category"]] = causes.get(r["category"], 0) + 1
    runnable = [r for r in results if r["verdict"] != "unsupported"]
    passed = sum(r["verdict"] == "pass" for r in runnable)
    print()
    print(f"{len(results)} programs: " + ", ".join(f"{v} {counts[v]}" for v in sorted(counts)))
    if runnable:
        print(f"HEADLINE: verify passes at wave 64 and 32 for {passed} of {len(runnable)} programs "
              f"the emulator can run ({100.0 * passed / len(runnable):.1f}%)")
    print(columns(passed, len(with_notes), counts, causes))
    if with_notes:
        print("passes with notes: " + ", ".join(
            r["name"] + " [" + "; ".join(sorted({n[n.rfind('['):] for n in r["notes"] if '[' in n})) + "]"
            for r in with_notes))
    print("not passing, by cause: " + ", ".join(f"{c} {n}" for c, n in sorted(causes.items(), key=lambda x: -x[1])))
    longer = [r for r in results if r["timeout"] != opts.timeout]
    if longer:
        print(f"with the table's own timeout: {len(longer)} programs, "
              f"{sum(r['verdict'] == 'pass' for r in longer)} passing "
              f"({', '.join(r['name'] + ' ' + str(r['timeout']) + ' s' for r in longer)})")
    own = [r for r in results if r["own_input"]]
    if own:
        print(f"with inputs the benchmark makes: {len(own)} programs, "
              f"{sum(r['verdict'] == 'pass' for r in own)} passing "
              f"({', '.join(r['name'] for r in own)})")
    found = [r for r in results if r["args_from"].startswith("Makefile") and r["args_from"] != "Makefile"]
    if found:
        print("\narguments found (lines for bench/hecbench-emu-args.txt):")
        for r in found:
            print(f"{r['name']} {r['args'] or '-'}  # {r['args_from']}")
    if opts.json:
        with open(opts.json, "w", encoding="utf-8") as f:
            json.dump({"summary": {"programs": len(results), "verdicts": counts, "causes": causes,
                                   "runnable": len(runnable), "pass": passed,
                                   "pass_with_notes": len(with_notes)},
                       "programs": results}, f, indent=1)


if __name__ == "__main__":
    main()
