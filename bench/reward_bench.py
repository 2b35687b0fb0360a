#!/usr/bin/env python3
"""Benchmark (not a CI test): `cuda2hip reward` on HeCBench a-l programs.

For each program (a NAME-cuda folder whose only source is main.cu, with a
NAME-hip human port of the same shape), the benchmark scores:
  - cuda2hip's own translation, and the human port;
  - mutants of the translation: a token deleted, two tokens swapped, a
    barrier dropped, a shuffle's width halved, a comparison loosened by one,
    the file truncated (seeded: the same mutants every run);
  - the hostile set: binary junk, a fork bomb, an infinite loop, an 80 MB
    file, an include of /etc/passwd, a system() call, one reached through
    a pasted name.

It measures:
  - throughput: candidates per second with one scorer, then with two at
    once (two processes over the same cache, as two Ray workers would be),
    apart from each program's first candidate, which pays for the CUDA
    reference and cuda2hip's own translation's record;
  - robustness: scorers that died (a crash), records later than the
    sandbox's wall-clock limit (a hang), records without a reason where
    the candidate is not correct;
  - the signal: on each program, the translation and the human port
    against every mutant; mutants whose verify verdict is not pass that got
    credit for correctness (there must be none).

Usage: bench/reward_bench.py HECBENCH_DIR [--programs A,B] [--mutants N]
       [--cuda2hip PATH] [--json OUT]"""
import argparse
import json
import os
import random
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "bench", "hecbench-emu-args.txt")
DEFAULT = "adjacent,atan2,bsearch,colorwheel,cross,cooling"


def emu_args(name):
    with open(TABLE) as f:
        for line in f:
            line = line.split("#")[0].split()
            if line and line[0] == name:
                return [a for a in line[1:] if not a.startswith(("timeout=", "declare="))]
    return None


TOKEN = re.compile(r"[A-Za-z_]\w*|\d+\.?\d*[fFuUlL]*|->|<<|>>|<=|>=|==|!=|&&|\|\||\S")


def code_spans(text):
    """(start, end) of each token outside comments, strings and # lines."""
    spans = []
    i, n = 0, len(text)
    while i < n:
        if text.startswith("//", i) or (text[i] == "#" and (i == 0 or text[i - 1] == "\n")):
            i = text.find("\n", i)
            i = n if i < 0 else i
            continue
        if text.startswith("/*", i):
            i = text.find("*/", i + 2)
            i = n if i < 0 else i + 2
            continue
        if text[i] in "\"'":
            q, j = text[i], i + 1
            while j < n and text[j] != q:
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        m = TOKEN.match(text, i)
        if m and not text[i].isspace():
            spans.append((m.start(), m.end()))
            i = m.end()
        else:
            i += 1
    return spans


def mutants(text, count, rng):
    """count seeded mutants of text: (kind, mutant text), each differing."""
    spans = code_spans(text)
    out, tries = [], 0
    kinds = ["delete", "swap", "barrier", "shuffle", "compare", "truncate"]
    while len(out) < count and tries < count * 20:
        tries += 1
        kind = kinds[tries % len(kinds)]
        m = None
        if kind == "delete":
            a, b = spans[rng.randrange(len(spans))]
            m = text[:a] + text[b:]
        elif kind == "swap":
            k = rng.randrange(len(spans) - 1)
            (a, b), (c, d) = spans[k], spans[k + 1]
            m = text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:]
        elif kind == "barrier":
            hits = [x.start() for x in re.finditer(r"__syncthreads\(\)\s*;", text)]
            if hits:
                at = rng.choice(hits)
                m = text[:at] + re.sub(r"^__syncthreads\(\)\s*;", "", text[at:], count=1)
        elif kind == "shuffle":
            hits = list(re.finditer(r"(__shfl\w*\([^;]*?,\s*)(\d+|warpSize)(\s*\))", text))
            if hits:
                x = rng.choice(hits)
                width = x.group(2)
                half = str(int(width) // 2) if width.isdigit() else "16"
                m = text[:x.start(2)] + half + text[x.end(2):]
        elif kind == "compare":
            hits = [x for x in re.finditer(r"(?<![<>=!])<(?![<=])", text)
                    if any(a <= x.start() < b for a, b in spans)]
            if hits:
                x = rng.choice(hits)
                m = text[:x.start()] + "<=" + text[x.end():]
        else:
            m = text[:rng.randrange(len(text) // 4, len(text) * 3 // 4)]
        if m is not None and m != text and all(m != o for _, o in out):
            out.append((kind, m))
    return out


HOSTILE = {
    "junk.hip": None,  # made below: random bytes
    "forkbomb.hip": "#include <hip/hip_runtime.h>\n#include <unistd.h>\nint main() { for (;;) fork(); }\n",
    "spin.hip": ("#include <hip/hip_runtime.h>\n__global__ void spin(volatile int *f) { while (f[0] == 0) {} }\n"
                 "int main() { int *d; hipMalloc(&d, 4); hipMemset(d, 0, 4); spin<<<1, 1>>>(d);"
                 " hipDeviceSynchronize(); return 0; }\n"),
    "huge.hip": None,  # 80 MB
    "passwd.hip": '#include "/etc/passwd"\nint main() { return 0; }\n',
    "system.hip": ("#include <cstdlib>\n#include <cstdio>\nint main() { std::system(\"id\"); "
                   "std::printf(\"PASS\\n\"); return 0; }\n"),
    "pasted.hip": ("#include <cstdlib>\n#include <cstdio>\n#define RUN(c) std::sys##tem(c)\n"
                   "int main() { RUN(\"touch /tmp/c2h-bench-escaped\"); return 0; }\n"),
}


class Scorer:
    def __init__(self, exe, args):
        self.p = subprocess.Popen([exe, "reward", "--jsonl", "-", *args], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.died = 0

    def score(self, req):
        t = time.time()
        try:
            self.p.stdin.write(json.dumps(req) + "\n")
            self.p.stdin.flush()
            line = self.p.stdout.readline()
        except OSError:
            line = ""
        if not line:
            self.died += 1
            return None, time.time() - t
        return json.loads(line), time.time() - t

    def close(self):
        self.p.stdin.close()
        self.p.wait()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("hecbench")
    ap.add_argument("--programs", default=DEFAULT)
    ap.add_argument("--mutants", type=int, default=12, help="per program")
    ap.add_argument("--cuda2hip", default=os.path.join(ROOT, "build", "tools", "cuda2hip", "cuda2hip"))
    ap.add_argument("--json")
    o = ap.parse_args()
    names = [n for n in o.programs.split(",") if n]
    if any(not ("a" <= n[0].lower() <= "l") for n in names):
        sys.exit("only HeCBench programs a-l are for development")
    work = tempfile.mkdtemp(prefix="c2h-reward-bench-")
    os.chmod(work, 0o755)
    cache = os.path.join(work, "cache")
    config = os.path.join(work, "config.json")
    wall = 120
    with open(config, "w") as f:
        json.dump({"limits": {"run_seconds": 20, "wall_seconds": wall}}, f)
    args = ["--cuda-headers", "sdk", "--config", config, "--cache-dir", cache]
    rng = random.Random(1)
    programs = []
    for n in names:
        src = os.path.join(o.hecbench, "src", n + "-cuda")
        dst = os.path.join(work, n)
        shutil.copytree(src, dst)
        prog = os.path.join(dst, "main.cu")
        hip = os.path.join(work, n + ".hip")
        # Exit 1 is a translation with warnings: the file is written.
        subprocess.run([o.cuda2hip, "translate", "--no-progress", prog, "-o", hip],
                       stderr=subprocess.DEVNULL)
        with open(hip) as f:
            translation = f.read()
        with open(os.path.join(o.hecbench, "src", n + "-hip", "main.cu")) as f:
            human = f.read()
        programs.append((n, prog, emu_args(n), translation, human))

    def req(i, p, kind, text):
        n, prog, ea, _, _ = p
        r = {"id": i, "program": prog, "candidate": n + "/" + kind, "candidate_text": text}
        if ea is not None:
            r["emu_run_args"] = ea
        return r

    # Phase 1, one scorer: each program's translation first (its reference
    # and cuda2hip's record are made there), then the human port.
    requests, kinds = [], {}
    for p in programs:
        for kind, text in [("translation", p[3]), ("human", p[4])]:
            kinds[len(requests)] = (p[0], kind)
            requests.append(req(len(requests), p, kind, text))
    first_phase = len(requests)
    for p in programs:
        for kind, text in mutants(p[3], o.mutants, rng):
            kinds[len(requests)] = (p[0], "mutant-" + kind)
            requests.append(req(len(requests), p, "mutant-" + kind, text))
    for name, text in HOSTILE.items():
        if name == "junk.hip":
            text = "".join(chr(rng.randrange(0, 256)) for _ in range(4000)) + "\0"
        elif name == "huge.hip":
            text = "int x;\n" * (80 * 1024 * 1024 // 7)
        kinds[len(requests)] = ("hostile", name)
        requests.append(req(len(requests), programs[0], "hostile-" + name, text))

    records = [None] * len(requests)
    seconds = [0.0] * len(requests)
    one = Scorer(o.cuda2hip, args)
    t1 = time.time()
    # One scorer over the first phase and half of the rest; the timing of
    # the rest is then compared with two scorers over the other half.
    rest = list(range(first_phase, len(requests)))
    half = rest[: len(rest) // 2]
    for i in list(range(first_phase)) + half:
        records[i], seconds[i] = one.score(requests[i])
    one_time = time.time() - t1 - sum(seconds[:first_phase])
    one.close()
    died = one.died
    two = [Scorer(o.cuda2hip, args), Scorer(o.cuda2hip, args)]
    other = rest[len(rest) // 2:]

    def worker(k):
        for i in other[k::2]:
            records[i], seconds[i] = two[k].score(requests[i])

    t2 = time.time()
    threads = [threading.Thread(target=worker, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    two_time = time.time() - t2
    for s in two:
        s.close()
        died += s.died

    firsts = [seconds[i] for i in range(first_phase) if records[i] and
              records[i].get("timings", {}).get("reference") == "computed"]
    later = [seconds[i] for i in range(len(requests)) if records[i] and
             records[i].get("timings", {}).get("reference") == "cached" and
             records[i].get("components")]
    hang = [i for i in range(len(requests)) if seconds[i] > wall + 30]
    no_reason = [i for i, r in enumerate(records) if r and r["reward"] < 0.9 and not r["reason"]]
    credit = [i for i, r in enumerate(records) if r and r.get("components", {}).get("correct") and
              r["components"]["correct"].get("verdict") not in (None, "pass") and
              r["components"]["correct"].get("score")]
    print(f"candidates: {len(requests)} ({len(programs)} programs; {first_phase} translations "
          f"and human ports, {len(rest) - len(HOSTILE)} mutants, {len(HOSTILE)} hostile)")
    print(f"first candidate of a program (reference + cuda2hip's record + itself): "
          f"median {statistics.median(firsts):.1f} s" if firsts else "first candidates: none")
    if later:
        print(f"a candidate checked in the sandbox, reference cached: median {statistics.median(later):.2f} s, "
              f"p90 {sorted(later)[int(len(later) * 0.9)]:.2f} s")
    print(f"one scorer: {len(half)} candidates in {one_time:.1f} s = {len(half) / one_time:.3f} /s")
    print(f"two scorers: {len(other)} candidates in {two_time:.1f} s = {len(other) / two_time:.3f} /s "
          f"({len(other) / two_time / 2:.3f} /s per core, 2 cores)")
    print(f"robustness: {died} scorer deaths, {len(hang)} records past the {wall} s limit, "
          f"{len(no_reason)} records below 0.9 without a reason")
    print(f"mutants with credit for correctness although verify did not pass them: {len(credit)}")
    for p in programs:
        n = p[0]
        mine = [(kinds[i][1], records[i]) for i in sorted(kinds) if kinds[i][0] == n and records[i]]
        muts = [r for k, r in mine if k.startswith("mutant-")]
        tr = next((r["reward"] for k, r in mine if k == "translation"), None)
        hu_rec = next((r for k, r in mine if k == "human"), {})
        hu = hu_rec.get("reward")
        above = sum(1 for r in muts if tr is not None and r["reward"] >= tr)
        passed = sum(1 for r in muts
                     if r.get("components", {}).get("correct", {}).get("verdict") == "pass")
        below = sum(1 for r in muts if tr is not None and r["reward"] < tr and hu is not None
                    and r["reward"] < hu)
        muts = [r["reward"] for r in muts]
        print(f"{n:14s} translation {tr}  human {hu}  ({hu_rec.get('reason', '')[:80]})  "
              f"mutants: {len(muts)}, max {max(muts) if muts else '-'}, below both {below}, "
              f"at or above the translation {above}; verify passed {passed}")
    for i in range(len(requests)):
        if kinds[i][0] == "hostile":
            r = records[i]
            print(f"hostile {kinds[i][1]:12s} reward {r and r['reward']}  {r and r['reason'][:110]}")
    escaped = os.path.exists("/tmp/c2h-bench-escaped")
    print(f"the pasted system() call wrote outside the sandbox: {escaped}")
    if o.json:
        with open(o.json, "w") as f:
            json.dump({"records": records, "seconds": seconds, "kinds": kinds}, f)
    shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
