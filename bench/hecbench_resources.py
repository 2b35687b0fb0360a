"""Per-kernel resources and instruction mix for bench/hecbench.py --resources:
cuda2hip's translation against the human HIP port, kernel by kernel, on one
AMD target (gfx90a).

How a kernel is measured: after a compile command of a build succeeds, the
compiler wrapper compiles each of its source files once more, device code
only, for the target alone, with `-S -Rpass-analysis=kernel-resource-usage`
and the command's own options (optimization level, defines, include paths,
-ffast-math, ...). The backend's remarks give, per kernel, the SGPRs, VGPRs,
AGPRs, scratch bytes per lane, SGPR and VGPR spills, LDS bytes per block and
the occupancy in waves per SIMD; the assembly gives the static instruction
count and mix. Relocatable device code (-fgpu-rdc) is compiled without it, so
that each file's code is generated on its own: a call into another file is
then an external call, as it is for both sides alike.

Kernels are paired by mangled symbol, then by demangled signature, then by
name (template arguments and parameters taken out) where that name is
unique on both sides.

This module has no dependencies beyond the standard library and c++filt."""
import collections
import hashlib
import json
import os
import re
import shlex
import subprocess

TARGET = "gfx90a"
SOURCE = re.compile(r"\.(cu|hip|cpp|cc|cxx|C)$")
# Options that only matter to a link, or that would make the compile write
# something other than one assembly file.
DROP_ALONE = {"-c", "-fgpu-rdc", "-shared", "-static", "-MD", "-MMD", "-MP", "-M", "-MM",
              "-save-temps", "-fno-gpu-rdc", "-E", "-S"}
DROP_WITH_ARG = {"-o", "-MF", "-MT", "-MQ", "-L", "-l", "-Xlinker", "--offload-arch",
                 "--amdgpu-target", "--cuda-gpu-arch"}
DROP_PREFIX = ("-l", "-L", "-Wl,", "-o", "-MF", "-MT", "--offload-arch=", "--amdgpu-target=",
               "--cuda-gpu-arch=", "-fuse-ld=", "-save-temps=", "--hip-link", "-rdynamic")
LIBRARY = re.compile(r"\.(a|so(\.\d+)*|o)$")
REMARK = re.compile(r"remark:\s+(.*?)\s*\[-Rpass-analysis=kernel-resource-usage\]")
REMARK_KEYS = {"SGPRs": "sgpr", "VGPRs": "vgpr", "AGPRs": "agpr", "SGPRs Spill": "sgpr_spill",
               "VGPRs Spill": "vgpr_spill"}


def device_args(args):
    """The options of a hipcc command line for a device-only compile, and its
    source files."""
    opts, sources, i = [], [], 0
    while i < len(args):
        a = args[i]
        i += 1
        if a in DROP_WITH_ARG:
            i += 1
        elif a in DROP_ALONE or a.startswith(DROP_PREFIX) or LIBRARY.search(a):
            continue
        elif a in ("-x", "-include", "-I", "-isystem", "-D", "-U", "-Xclang", "-mllvm", "-std"):
            opts += args[i - 1:i + 1]
            i += 1
        elif not a.startswith("-") and SOURCE.search(a):
            sources.append(a)
        else:
            opts.append(a)
    return opts, sources


def measure(hipcc, args, out_dir, env=None, timeout=300):
    """Compiles each source of a hipcc command line for TARGET, device code
    only; writes NAME-HASH.s, .remarks and .json into out_dir. Errors are
    recorded, never raised: a build's result does not depend on this."""
    opts, sources = device_args(args)
    os.makedirs(out_dir, exist_ok=True)
    for src in sources:
        full = os.path.abspath(src)
        key = hashlib.sha1((full + "\0" + " ".join(opts)).encode()).hexdigest()[:12]
        stem = os.path.join(out_dir, f"{os.path.basename(src)}-{key}")
        cmd = [hipcc] + opts + ["--cuda-device-only", f"--offload-arch={TARGET}", "-S",
                                "-Rpass-analysis=kernel-resource-usage", "-o", stem + ".s", src]
        try:
            p = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               stdin=subprocess.DEVNULL, timeout=timeout)
            rc, text = p.returncode, p.stdout.decode("utf-8", "replace")
        except subprocess.TimeoutExpired:
            rc, text = 124, f"timed out after {timeout} s"
        with open(stem + ".remarks", "w") as f:
            f.write("\n".join(l for l in text.splitlines() if "kernel-resource-usage" in l))
        with open(stem + ".json", "w") as f:
            json.dump({"source": full, "cwd": os.getcwd(), "command": shlex.join(cmd), "exit": rc,
                       "error": None if rc == 0 else (text.strip().splitlines() or [""])[-1][:300]},
                      f)


def parse_remarks(text):
    """{symbol: stats} from the backend's kernel-resource-usage remarks."""
    kernels, cur = {}, None
    for line in text.splitlines():
        m = REMARK.search(line)
        if not m:
            continue
        body = m.group(1)
        if body.startswith("Function Name:"):
            cur = {"symbol": body.split(":", 1)[1].strip()}
            kernels.setdefault(cur["symbol"], cur)
            continue
        if cur is None or ":" not in body:
            continue
        key, value = (s.strip() for s in body.rsplit(":", 1))
        try:
            n = int(value)
        except ValueError:
            continue
        if key in REMARK_KEYS:
            cur[REMARK_KEYS[key]] = n
        elif key.startswith("ScratchSize"):
            cur["scratch"] = n
        elif key.startswith("Occupancy"):
            cur["occupancy"] = n
        elif key.startswith("LDS Size"):
            cur["lds"] = n
    return kernels


def instruction_class(ins):
    """The class of one assembly instruction, for the mix."""
    op = ins.split(None, 1)[0]
    if op.startswith(("v_mfma", "v_smfmac")):
        return "mfma"
    if (op.startswith(("ds_bpermute", "ds_permute", "ds_swizzle", "v_readlane", "v_writelane",
                       "v_readfirstlane")) or "_dpp" in op or re.search(r"\b(quad_perm|row_\w+|wave_\w+):", ins)):
        return "cross-lane"
    if op.startswith("ds_"):
        return "lds"
    if op.startswith(("global_", "buffer_", "flat_", "scratch_")):
        return "vmem"
    if op.startswith(("s_load", "s_buffer_load", "s_store", "s_buffer_store")):
        return "smem"
    if op.startswith(("s_branch", "s_cbranch", "s_setpc", "s_swappc", "s_getpc")):
        return "branch"
    if op.startswith(("s_waitcnt", "s_barrier", "s_sleep", "s_nop")):
        return "wait"
    if op.startswith("v_"):
        return "valu"
    if op.startswith("s_"):
        return "salu"
    return "other"


def count_instructions(asm, kernels):
    """Adds the static instruction count and mix of each kernel in kernels
    (by symbol) from its assembly."""
    cur = None
    for line in asm.splitlines():
        if line and not line[0].isspace():
            label = line.split(":", 1)[0]
            if label.startswith(".Lfunc_end"):
                cur = None
            elif label in kernels:
                cur = kernels[label]
                cur["instructions"], cur["mix"] = 0, collections.Counter()
            continue
        if cur is None:
            continue
        ins = line.strip()
        if not ins or not ins[0].isalpha():
            continue
        cur["instructions"] += 1
        cur["mix"][instruction_class(ins)] += 1


def demangle(symbols):
    """{symbol: demangled} through c++filt (the symbol itself where it is
    not installed)."""
    symbols = sorted(set(symbols))
    try:
        p = subprocess.run(["c++filt"], input="\n".join(symbols) + "\n", capture_output=True,
                           text=True, timeout=60)
        names = p.stdout.splitlines()
    except (OSError, subprocess.TimeoutExpired):
        names = []
    if len(names) != len(symbols):
        names = symbols
    return dict(zip(symbols, names))


def base_name(demangled):
    """`void ns::k<64>(float*, int)` -> `ns::k`."""
    s = demangled.split("(", 1)[0]
    depth, out = 0, []
    for c in s:
        if c == "<":
            depth += 1
        elif c == ">":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out).split()[-1] if "".join(out).split() else s


def collect(out_dir, root):
    """The kernels measured in out_dir: a list of stats, one per symbol (the
    first source in path order where several files define it), and the
    sources that failed to compile."""
    kernels, failed = {}, []
    if not os.path.isdir(out_dir):
        return [], []
    for meta_path in sorted(f for f in os.listdir(out_dir) if f.endswith(".json")):
        stem = os.path.join(out_dir, meta_path[:-5])
        with open(stem + ".json") as f:
            meta = json.load(f)
        source = os.path.relpath(meta["source"], root)
        if meta["exit"] != 0:
            failed.append({"source": source, "error": meta["error"]})
            continue
        with open(stem + ".remarks") as f:
            found = parse_remarks(f.read())
        if os.path.exists(stem + ".s"):
            with open(stem + ".s", errors="replace") as f:
                count_instructions(f.read(), found)
        for sym, k in found.items():
            if sym not in kernels:
                k["source"] = source
                k["mix"] = dict(sorted(k.get("mix", {}).items()))
                kernels[sym] = k
    names = demangle(kernels)
    for sym, k in kernels.items():
        k["name"] = names.get(sym, sym)
    return [kernels[s] for s in sorted(kernels)], sorted(failed, key=lambda d: d["source"])


def pair(ours, human):
    """[(ours, human, how)] and the kernels left on each side."""
    left_o = {k["symbol"]: k for k in ours}
    left_h = {k["symbol"]: k for k in human}
    pairs = []
    for how, key in (("symbol", lambda k: k["symbol"]), ("signature", lambda k: k["name"]),
                     ("name", lambda k: base_name(k["name"]))):
        by_o, by_h = collections.defaultdict(list), collections.defaultdict(list)
        for k in left_o.values():
            by_o[key(k)].append(k)
        for k in left_h.values():
            by_h[key(k)].append(k)
        for name in sorted(by_o):
            if len(by_o[name]) == 1 and len(by_h.get(name, [])) == 1:
                o, h = by_o[name][0], by_h[name][0]
                pairs.append((o, h, how))
                del left_o[o["symbol"]], left_h[h["symbol"]]
    pairs.sort(key=lambda p: p[0]["name"])
    return pairs, sorted(left_o.values(), key=lambda k: k["name"]), \
        sorted(left_h.values(), key=lambda k: k["name"])


def vgprs(k):
    return k.get("vgpr", 0) + k.get("agpr", 0)


def ratio(a, b):
    if a is None or b is None:
        return None
    if b == 0:
        return 1.0 if a == 0 else None
    return a / b


METRICS = {  # name: (value, True where higher is better)
    "occupancy": (lambda k: k.get("occupancy"), True),
    "instructions": (lambda k: k.get("instructions"), False),
    "vgprs": (vgprs, False),
    "sgprs": (lambda k: k.get("sgpr"), False),
    "lds": (lambda k: k.get("lds"), False),
    "scratch": (lambda k: k.get("scratch"), False),
}


def worse_reason(o, h):
    """Why ours is worse, as far as the figures tell."""
    why = []
    if (o.get("occupancy") or 0) < (h.get("occupancy") or 0):
        for label, f in (("VGPRs", vgprs), ("LDS bytes", lambda k: k.get("lds", 0)),
                         ("SGPRs", lambda k: k.get("sgpr", 0)),
                         ("scratch bytes", lambda k: k.get("scratch", 0))):
            if f(o) > f(h):
                why.append(f"{label} {f(h)} -> {f(o)}")
    mo, mh = o.get("mix", {}), h.get("mix", {})
    deltas = sorted(((mo.get(c, 0) - mh.get(c, 0), c) for c in set(mo) | set(mh)), reverse=True)
    grown = [f"+{d} {c}" for d, c in deltas if d > 0][:3]
    if grown and (o.get("instructions") or 0) > (h.get("instructions") or 0):
        why.append("instructions " + ", ".join(grown))
    if o.get("vgpr_spill", 0) + o.get("sgpr_spill", 0) > h.get("vgpr_spill", 0) + h.get("sgpr_spill", 0):
        why.append(f"spills {h.get('vgpr_spill', 0) + h.get('sgpr_spill', 0)} -> "
                   f"{o.get('vgpr_spill', 0) + o.get('sgpr_spill', 0)}")
    return "; ".join(why) or "unknown"


def quantiles(values):
    v = sorted(values)
    if not v:
        return None
    at = lambda q: v[min(len(v) - 1, int(round(q * (len(v) - 1))))]
    return {"n": len(v), "min": round(v[0], 3), "p10": round(at(0.1), 3), "median": round(at(0.5), 3),
            "p90": round(at(0.9), 3), "max": round(v[-1], 3),
            "equal": sum(abs(x - 1) < 1e-9 for x in v)}


def summarize(records):
    """The side-by-side over all programs with both sides measured."""
    rows, unpaired, ratios = [], {"ours": 0, "human": 0}, collections.defaultdict(list)
    better_worse = collections.defaultdict(lambda: [0, 0])
    programs = 0
    for r in records:
        ours = r["c2h"].get("resources", {}).get("kernels")
        human = r["human"].get("resources", {}).get("kernels")
        if not ours or not human:
            continue
        programs += 1
        pairs, lo, lh = pair(ours, human)
        unpaired["ours"] += len(lo)
        unpaired["human"] += len(lh)
        for o, h, how in pairs:
            row = {"program": r["name"], "kernel": o["name"], "paired_by": how, "ours": o, "human": h}
            for m, (f, higher) in METRICS.items():
                q = ratio(f(o), f(h))
                row[m] = q
                if q is not None:
                    ratios[m].append(q)
                    if abs(q - 1) > 1e-9:
                        better_worse[m][(q > 1) != higher] += 1
            occ_worse = row["occupancy"] is not None and row["occupancy"] < 0.9
            ins_worse = row["instructions"] is not None and row["instructions"] > 1.1
            if occ_worse or ins_worse:
                row["worse"] = ", ".join(w for w, b in (("occupancy", occ_worse),
                                                        ("instructions", ins_worse)) if b)
                row["reason"] = worse_reason(o, h)
            rows.append(row)
    return {"target": TARGET, "programs": programs, "paired_kernels": len(rows),
            "unpaired": unpaired,
            "ratios": {m: dict(quantiles(v), better=better_worse[m][0], worse=better_worse[m][1])
                       for m, v in ratios.items() if v},
            "worse": [{k: row[k] for k in ("program", "kernel", "worse", "reason", "occupancy",
                                            "instructions")} for row in rows if "worse" in row],
            "rows": rows}


def _fmt(v):
    return "-" if v is None else f"{v:.2f}"


def report(s, out):
    print(f"\nSIDE BY SIDE ({s['target']}): cuda2hip's translation against the human port, "
          f"{s['paired_kernels']} kernels paired in {s['programs']} programs "
          f"({s['unpaired']['ours']} of ours and {s['unpaired']['human']} of the human ports unpaired)",
          file=out)
    cols = ["program", "kernel", "occ", "occ h", "instr", "instr h", "vgpr", "vgpr h", "sgpr", "sgpr h",
            "lds", "lds h", "scr", "scr h"]
    table = []
    for row in s["rows"]:
        o, h = row["ours"], row["human"]
        vals = [row["program"], row["kernel"][:60]]
        for f in (lambda k: k.get("occupancy"), lambda k: k.get("instructions"), vgprs,
                  lambda k: k.get("sgpr"), lambda k: k.get("lds"), lambda k: k.get("scratch")):
            vals += [str(f(o)), str(f(h))]
        table.append(vals)
    widths = [max([len(c)] + [len(t[i]) for t in table]) for i, c in enumerate(cols)]
    for vals in [cols] + table:
        print("  ".join(v.ljust(w) if i < 2 else v.rjust(w) for i, (v, w) in enumerate(zip(vals, widths))),
              file=out)
    print("ratios, ours / human (n, min, p10, median, p90, max; equal, better, worse):", file=out)
    for m, q in s["ratios"].items():
        print(f"  {m:<12} n {q['n']:4d}  {_fmt(q['min'])} {_fmt(q['p10'])} {_fmt(q['median'])} "
              f"{_fmt(q['p90'])} {_fmt(q['max'])}  equal {q['equal']}, better {q['better']}, "
              f"worse {q['worse']}", file=out)
    print(f"worse than the human port by more than 10% on occupancy or instruction count: "
          f"{len(s['worse'])}", file=out)
    for w in s["worse"]:
        print(f"  {w['program']}: {w['kernel'][:70]}: {w['worse']} (occupancy x{_fmt(w['occupancy'])}, "
              f"instructions x{_fmt(w['instructions'])}): {w['reason']}", file=out)
