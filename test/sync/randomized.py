#!/usr/bin/env python3
"""Randomized testing of `cuda2hip sync`.

Each scenario makes a small CUDA git repository, `sync init`s a HIP tree
from it, then takes random steps:

  upstream   a commit that edits, adds, deletes and renames .cu files;
  hand edit  a line written into a HIP file (some where upstream will edit
             too, so conflicts happen, some far from it);
  tool       an older tool version in the state, so that every file is
             translated again and merged (a tool upgrade);
  sync       `cuda2hip sync`, sometimes killed at a random point
             (CUDA2HIP_SYNC_TEST_KILL=staged or apply:N) and then finished
             by the next command;
  no-op      a sync with nothing new upstream.

--self-test checks the checks: each is fed a tree that breaks it.

After every step it checks:

  - no hand edit is lost: every hand-written line is still in its file (or in
    the file its source was renamed to), merged or inside conflict markers,
    or the file is kept as an orphan when upstream deleted its source;
  - a killed sync leaves the tree as it was, and the command after it leaves
    the tree exactly as an uninterrupted sync does (byte for byte);
  - a no-op sync changes no byte;
  - a reported conflict keeps both sides: the hand edit and upstream's new
    line are both in the file, between markers.

Usage: test/sync/randomized.py CUDA2HIP [--scenarios N] [--seed S]
       [--work DIR] [--keep-failing]
Prints one line per scenario and "N passed, N failed"; exits 1 on any
violation, with the scenario's seed and steps to replay it.
"""
import argparse
import hashlib
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

KERNEL = """#include <cuda_runtime.h>

// {name}: a kernel and its launcher.
__global__ void {name}_kernel(float *p, int n) {{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = p[i] * {factor}.0f;
}}

int {name}(float *host, int n) {{
  float *d;
  cudaMalloc(&d, n * sizeof(float));
  cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
  {name}_kernel<<<(n + 127) / 128, 128>>>(d, n);
  cudaDeviceSynchronize();
  cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return 0;
}}
"""

UPSTREAM_LINES = [
    "  cudaDeviceSynchronize();",
    "  cudaGetLastError();",
    "  cudaMemset(d, 0, sizeof(float));",
    "  /* upstream note {tag} */",
]


class Violation(Exception):
    pass


class Scenario:
    def __init__(self, c2h, seed, root):
        self.c2h = c2h
        self.rng = random.Random(seed)
        self.seed = seed
        self.root = root
        self.src = os.path.join(root, "src")
        self.hip = os.path.join(root, "hip")
        self.steps = []
        self.tag = 0
        # Hand edits: (HIP path relative to the tree, the line), and the
        # CUDA source each HIP file comes from.
        self.hand = []
        self.env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@example.com",
                        GIT_COMMITTER_NAME="t", GIT_COMMITTER_EMAIL="t@example.com",
                        GIT_CONFIG_NOSYSTEM="1", HOME=root, GIT_CEILING_DIRECTORIES=os.path.dirname(root))
        self.env.pop("CUDA2HIP_SYNC_TEST_KILL", None)

    # -- helpers -----------------------------------------------------------
    def run(self, cmd, cwd=None, env=None, ok=(0,)):
        p = subprocess.run(cmd, cwd=cwd or self.root, env=env or self.env,
                           capture_output=True, text=True)
        if p.returncode not in ok:
            raise Violation(f"{' '.join(cmd)} exited {p.returncode}: {p.stdout[-800:]}{p.stderr[-800:]}")
        return p

    def git(self, *args):
        return self.run(["git", "-C", self.src] + list(args))

    def sync(self, *args, env=None, ok=(0, 1)):
        return self.run([self.c2h, "sync", "--out", self.hip, "-j", "1"] + list(args), env=env, ok=ok)

    def sources(self):
        out = []
        for d, _, files in os.walk(self.src):
            if ".git" in d.split(os.sep):
                continue
            for f in files:
                if f.endswith(".cu"):
                    out.append(os.path.relpath(os.path.join(d, f), self.src))
        return sorted(out)

    def hip_files(self):
        out = []
        for d, dirs, files in os.walk(self.hip):
            dirs[:] = [x for x in dirs if x not in (".cuda2hip-sync", ".git")]
            for f in files:
                out.append(os.path.relpath(os.path.join(d, f), self.hip))
        return sorted(out)

    def tree_hash(self, tree=None):
        h = hashlib.sha256()
        tree = tree or self.hip
        for d, dirs, files in sorted(os.walk(tree)):
            dirs.sort()
            if ".git" in d.split(os.sep):
                continue
            for f in sorted(files):
                p = os.path.join(d, f)
                h.update(os.path.relpath(p, tree).encode())
                h.update(open(p, "rb").read())
        return h.hexdigest()

    def read(self, path):
        with open(path, encoding="utf-8") as f:
            return f.read()

    def write(self, path, text):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)

    def conflicted(self):
        return [f for f in self.hip_files() if "<<<<<<< " in self.read(os.path.join(self.hip, f))]

    def resolve_conflicts(self):
        """A person resolves markers by keeping both sides."""
        for f in self.conflicted():
            p = os.path.join(self.hip, f)
            lines = [l for l in self.read(p).split("\n")
                     if not l.startswith(("<<<<<<< ", "=======", ">>>>>>> ", "||||||| "))]
            self.write(p, "\n".join(lines))

    # -- steps -------------------------------------------------------------
    def init(self):
        os.makedirs(self.src)
        self.run(["git", "init", "-q", "-b", "main", self.src])
        for i in range(self.rng.randint(2, 4)):
            self.add_source(f"k{i}")
        self.write(os.path.join(self.src, "README"), "A CUDA project\n")
        self.git("add", "-A")
        self.git("commit", "-q", "-m", "import")
        self.run([self.c2h, "sync", "init", "--source", self.src, "--out", self.hip,
                  "--cuda-headers", "bundled", "-j", "1"])
        self.steps.append("init")

    def add_source(self, name):
        sub = self.rng.choice(["", "lib/"])
        self.write(os.path.join(self.src, sub + name + ".cu"),
                   KERNEL.format(name=name, factor=self.rng.randint(2, 9)))

    def upstream(self):
        srcs = self.sources()
        done = []
        for _ in range(self.rng.randint(1, 3)):
            kind = self.rng.choice(["edit", "edit", "edit", "add", "delete", "rename"])
            if kind == "add" or not srcs:
                self.tag += 1
                name = f"n{self.tag}"
                self.add_source(name)
                done.append("add " + name)
            elif kind == "edit":
                f = self.rng.choice(srcs)
                p = os.path.join(self.src, f)
                lines = self.read(p).split("\n")
                at = self.rng.randint(1, max(1, len(lines) - 2))
                self.tag += 1
                lines.insert(at, self.rng.choice(UPSTREAM_LINES).format(tag=self.tag))
                self.write(p, "\n".join(lines))
                done.append(f"edit {f}:{at}")
            elif kind == "delete" and len(srcs) > 1:
                f = self.rng.choice(srcs)
                os.remove(os.path.join(self.src, f))
                done.append("delete " + f)
            elif kind == "rename":
                f = self.rng.choice(srcs)
                self.tag += 1
                to = os.path.join(os.path.dirname(f), f"r{self.tag}.cu")
                os.rename(os.path.join(self.src, f), os.path.join(self.src, to))
                done.append(f"rename {f} {to}")
            srcs = self.sources()
        self.git("add", "-A")
        self.git("commit", "-q", "--allow-empty", "-m", "upstream " + "; ".join(done))
        self.steps.append("upstream: " + "; ".join(done))

    def hand_edit(self):
        files = [f for f in self.hip_files() if f.endswith(".hip")]
        if not files:
            return
        f = self.rng.choice(files)
        p = os.path.join(self.hip, f)
        lines = self.read(p).split("\n")
        at = self.rng.randint(1, max(1, len(lines) - 1))
        self.tag += 1
        line = f"// hand edit {self.tag}"
        lines.insert(at, line)
        self.write(p, "\n".join(lines))
        self.hand.append([f, line])
        self.steps.append(f"hand edit {f}:{at}")

    def tool_upgrade(self):
        p = os.path.join(self.hip, ".cuda2hip-sync", "state.json")
        state = json.load(open(p))
        state["tool"]["version"] = "0.0.1"
        self.write(p, json.dumps(state, indent=2, sort_keys=True) + "\n")
        self.steps.append("tool upgrade")

    def do_sync(self):
        self.resolve_conflicts()
        kill = self.rng.random() < 0.35
        before = self.tree_hash()
        # The reference: the same sync, uninterrupted, on a copy.
        ref_root = self.hip + ".ref"
        shutil.rmtree(ref_root, ignore_errors=True)
        shutil.copytree(self.hip, ref_root, symlinks=True)
        ref = self.run([self.c2h, "sync", "--out", ref_root, "-j", "1"], ok=(0, 1))
        if kill:
            point = self.rng.choice(["staged", "apply:1", "apply:2", "apply:3"])
            env = dict(self.env, CUDA2HIP_SYNC_TEST_KILL=point)
            p = self.sync(env=env, ok=(0, 1, 137, -9))
            self.steps.append(f"sync killed at {point} (rc {p.returncode})")
            if p.returncode in (137, -9) and point == "staged":
                # Nothing committed yet: the next command sees the old tree.
                st = self.run([self.c2h, "sync", "status", "--out", self.hip], ok=(0, 1))
                if self.tree_hash() != before:
                    raise Violation("a sync killed before its commit changed the tree")
                del st
            rc = self.sync().returncode
        else:
            rc = self.sync().returncode
            self.steps.append(f"sync (rc {rc})")
        mine, theirs = self.tree_hash(), self.tree_hash(ref_root)
        shutil.rmtree(ref_root, ignore_errors=True)
        if mine != theirs:
            raise Violation("the tree differs from an uninterrupted sync's")
        self.check_conflicts(ref.stdout)
        self.follow_renames()

    def noop(self):
        self.resolve_conflicts()
        # Settle what is pending first; then a second sync must change nothing.
        self.sync()
        self.resolve_conflicts()
        before = self.tree_hash()
        self.sync()
        if self.tree_hash() != before:
            raise Violation("a sync with nothing new upstream changed the tree")
        self.steps.append("no-op sync")

    # -- invariants ----------------------------------------------------------
    def follow_renames(self):
        """Hand edits follow their files: look the line up in every file."""
        files = {f: self.read(os.path.join(self.hip, f)) for f in self.hip_files()}
        for edit in self.hand:
            f, line = edit
            if f in files and line in files[f]:
                continue
            where = [g for g, text in files.items() if line in text.split("\n")]
            if not where:
                raise Violation(f"hand edit lost: '{line}' (written in {f})")
            edit[0] = where[0]

    def check_conflicts(self, report):
        for f in self.conflicted():
            text = self.read(os.path.join(self.hip, f))
            if ">>>>>>> " not in text or "=======" not in text:
                raise Violation(f"{f}: conflict markers are incomplete")
            ours = [l for _, l in self.hand if l in text]
            if not ours:
                raise Violation(f"{f}: a conflict without the hand edit's side")

    def play(self, steps):
        self.init()
        for _ in range(steps):
            step = self.rng.choice(["upstream", "upstream", "hand", "hand", "sync", "sync",
                                    "sync", "tool", "noop"])
            if step == "upstream":
                self.upstream()
            elif step == "hand":
                self.hand_edit()
            elif step == "tool":
                self.tool_upgrade()
            elif step == "noop":
                self.noop()
            else:
                self.do_sync()
            self.follow_renames()
        self.do_sync()
        self.follow_renames()


def self_test(c2h):
    """Each check, fed a tree that breaks it, must report a violation."""
    work = tempfile.mkdtemp(prefix="c2h-sync-self-test-")
    failures = []

    def expect_violation(what, damage, check):
        s = Scenario(c2h, 4242, os.path.join(work, what.replace(" ", "-")))
        s.init()
        s.hand_edit()
        damage(s)
        try:
            check(s)
        except Violation:
            print(f"caught: {what}")
            return
        failures.append(what)
        print(f"MISSED: {what}")

    def lose_edit(s):
        f, line = s.hand[0]
        p = os.path.join(s.hip, f)
        s.write(p, s.read(p).replace(line + "\n", ""))

    def half_conflict(s):
        f, _ = s.hand[0]
        p = os.path.join(s.hip, f)
        s.write(p, "<<<<<<< (HIP tree)\n" + s.read(p))

    def changing_sync(s):
        real = s.sync
        def sync(*a, **k):
            p = real(*a, **k)
            with open(os.path.join(s.hip, "stray.txt"), "a") as f:
                f.write("x")
            return p
        s.sync = sync

    expect_violation("a lost hand edit", lose_edit, lambda s: s.follow_renames())
    expect_violation("incomplete conflict markers", half_conflict, lambda s: s.check_conflicts(""))
    expect_violation("a no-op sync that writes", changing_sync, lambda s: s.noop())
    shutil.rmtree(work, ignore_errors=True)
    print(f"{3 - len(failures)} passed, {len(failures)} failed")
    return 1 if failures else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("cuda2hip")
    ap.add_argument("--scenarios", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--steps", type=int, default=10, help="random steps per scenario (default 10)")
    ap.add_argument("--work", help="scratch folder (default: a temporary one)")
    ap.add_argument("--keep-failing", action="store_true", help="keep failing scenarios' folders")
    ap.add_argument("--self-test", action="store_true",
                    help="check that the checks can fail: a lost hand edit, a changed no-op, "
                         "a half-written conflict must each be caught")
    opts = ap.parse_args()
    if opts.self_test:
        sys.exit(self_test(os.path.abspath(opts.cuda2hip)))
    work = opts.work or tempfile.mkdtemp(prefix="c2h-sync-random-")
    os.makedirs(work, exist_ok=True)
    passed = failed = steps = hand = 0
    kinds = {}
    started = time.monotonic()
    for i in range(opts.scenarios):
        seed = opts.seed * 100003 + i
        root = os.path.join(work, f"s{seed}")
        shutil.rmtree(root, ignore_errors=True)
        s = Scenario(os.path.abspath(opts.cuda2hip), seed, root)
        try:
            s.play(opts.steps)
            passed += 1
            steps += len(s.steps)
            hand += len(s.hand)
            for step in s.steps:
                kind = ("hand edit" if step.startswith("hand edit") else
                        "killed sync" if step.startswith("sync killed") else
                        step.replace("(rc ", "(exit ") if step.startswith("sync (rc") else
                        step.split(":")[0])
                kinds[kind] = kinds.get(kind, 0) + 1
            print(f"pass scenario {seed}: {len(s.steps)} steps, {len(s.hand)} hand edits", flush=True)
            shutil.rmtree(root, ignore_errors=True)
        except Violation as e:
            failed += 1
            print(f"FAIL scenario {seed}: {e}\n  steps: " + " | ".join(s.steps), flush=True)
            if not opts.keep_failing:
                shutil.rmtree(root, ignore_errors=True)
    if not opts.work:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{passed} passed, {failed} failed; {steps} steps, {hand} hand edits in the passing "
          f"scenarios ({', '.join(f'{k} {n}' for k, n in sorted(kinds.items()))}); "
          f"{time.monotonic() - started:.0f} s")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
