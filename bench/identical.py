#!/usr/bin/env python3
"""Byte-identical check (not a test): does a change to cuda2hip leave its
output alone? It translates three corpora in two warp modes with one
binary, keeps everything the tool wrote, and diffs that against what another
binary wrote:

  kernels   the bundled kernels/ programs
  lit       every CUDA input under test/lit
  hecbench  HeCBench's a-l NAME-cuda programs (--hecbench DIR, a checkout)

in --warp=logical32 (the default) and --warp=off. For each corpus and mode it
keeps the output tree, the JSON report (output paths made relative), the
diagnostics on stderr and the exit status. It also keeps `lint`'s text, JSON
and SARIF output for kernels/ and test/lit/warp, on tokens and with --parse,
the files `lint --fix` leaves there, and lint's JSON for HeCBench in both
modes (`--only lint` for these alone).

Usage:
  bench/identical.py snapshot BIN DIR [--hecbench DIR] [--only CORPUS,...]
  bench/identical.py compare DIR_A DIR_B
  bench/identical.py run --base BIN --new BIN [--hecbench DIR] [--work DIR]

`snapshot` writes DIR; `compare` prints each difference and exits 1 if there
is one; `run` snapshots both binaries (the base one first, so a snapshot of
the old binary can be kept and compared again with `compare`)."""
import argparse, filecmp, json, os, shutil, subprocess, sys, tempfile, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MODES = ["logical32", "off"]
CUDA_EXT = (".cu", ".cuh")


def hecbench_inputs(checkout):
    src = os.path.join(checkout, "src")
    return [os.path.join(src, n) for n in sorted(os.listdir(src))
            if n.endswith("-cuda") and "a" <= n[0].lower() <= "l"]


def corpora(hecbench):
    out = {"kernels": ([os.path.join(root, "kernels")], os.path.join(root, "kernels")),
           "lit": ([os.path.join(root, "test/lit")], os.path.join(root, "test/lit"))}
    if hecbench:
        out["hecbench"] = (hecbench_inputs(hecbench), os.path.join(hecbench, "src"))
    return out


def run(args, **kw):
    return subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw)


def snapshot(binary, dest, hecbench, only):
    if os.path.exists(dest):
        sys.exit(f"identical: {dest} exists; give a new folder")
    os.makedirs(dest)
    binary = os.path.abspath(binary)
    cache = os.path.join(dest, ".parse-cache")
    for name, (inputs, in_root) in corpora(hecbench).items():
        if only and name not in only:
            continue
        for mode in MODES:
            tag = f"{name}-{mode}"
            out = os.path.join(dest, tag)
            t = time.time()
            p = run([binary, "translate", *inputs, "--in-root", in_root,
                     "--out-root", out, "--no-copy", "--no-progress", "-j2",
                     "--warp", mode, "--cache-dir", cache,
                     "--report", os.path.join(dest, tag + ".report.json")])
            with open(os.path.join(dest, tag + ".stderr"), "wb") as f:
                f.write(p.stderr.replace(out.encode(), b"<out>"))
            with open(os.path.join(dest, tag + ".rc"), "w") as f:
                f.write(f"{p.returncode}\n")
            rep = os.path.join(dest, tag + ".report.json")
            if os.path.exists(rep):
                with open(rep) as f:
                    text = f.read().replace(out, "<out>")
                with open(rep, "w") as f:
                    f.write(text)
            print(f"{tag}: exit {p.returncode}, {time.time() - t:.0f} s", flush=True)
    if only and "lint" not in only:
        return
    # lint: the findings as text, JSON and SARIF, on tokens and with
    # --parse, then --fix on a copy; HeCBench's as JSON in both modes.
    sets = [("kernels", [os.path.join(root, "kernels")], ("text", "json", "sarif")),
            ("warp", [os.path.join(root, "test/lit/warp")], ("text", "json", "sarif"))]
    if hecbench:
        sets.append(("hecbench", hecbench_inputs(hecbench), ("json",)))
    for name, srcs, formats in sets:
        t = time.time()
        for mode in ([], ["--parse"]):
            for fmt in formats:
                p = run([binary, "lint", *mode, "--format", fmt, *srcs])
                ext = "txt" if fmt == "text" else fmt
                tag = "-parse" if mode else ""
                out = p.stdout
                for src in srcs:
                    out = out.replace(src.encode(), b"<in>")
                with open(os.path.join(dest, f"lint{tag}-{name}.{ext}"), "wb") as f:
                    f.write(out)
                # A crash leaves an empty or short output: keep the status.
                with open(os.path.join(dest, f"lint{tag}-{name}.{ext}.rc"), "w") as f:
                    f.write(f"{p.returncode}\n")
        if name != "hecbench":
            copy = os.path.join(dest, f"lint-fix-{name}")
            shutil.copytree(srcs[0], copy)
            p = run([binary, "lint", "--fix", "--format", "json", copy])
            with open(os.path.join(dest, f"lint-fix-{name}.json"), "wb") as f:
                f.write(p.stdout.replace(copy.encode(), b"<in>"))
        print(f"lint-{name}: {time.time() - t:.0f} s", flush=True)


def compare(a, b):
    diffs = []

    def walk(cmp, rel):
        for n in sorted(cmp.left_only):
            diffs.append(f"only in {a}: {os.path.join(rel, n)}")
        for n in sorted(cmp.right_only):
            diffs.append(f"only in {b}: {os.path.join(rel, n)}")
        for n in sorted(cmp.diff_files + cmp.funny_files):
            diffs.append(f"differs: {os.path.join(rel, n)}")
        for n, sub in sorted(cmp.subdirs.items()):
            walk(sub, os.path.join(rel, n))

    # filecmp.dircmp compares by stat signature first; compare contents.
    class Deep(filecmp.dircmp):
        def phase3(self):
            self.same_files, self.diff_files, self.funny_files = filecmp.cmpfiles(
                self.left, self.right, self.common_files, shallow=False)

        methodmap = dict(filecmp.dircmp.methodmap, same_files=phase3,
                         diff_files=phase3, funny_files=phase3)

    walk(Deep(a, b, ignore=[".parse-cache"]), "")
    for d in diffs:
        print(d)
        if d.startswith("differs: "):
            rel = d[len("differs: "):]
            subprocess.run(["diff", "-u", os.path.join(a, rel), os.path.join(b, rel)],
                           stdout=sys.stdout, stderr=subprocess.DEVNULL)
    print(f"identical: {len(diffs)} difference(s) between {a} and {b}")
    return 1 if diffs else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("snapshot")
    s.add_argument("binary")
    s.add_argument("dir")
    s.add_argument("--hecbench")
    s.add_argument("--only", default="")
    c = sub.add_parser("compare")
    c.add_argument("a")
    c.add_argument("b")
    r = sub.add_parser("run")
    r.add_argument("--base", required=True)
    r.add_argument("--new", default=os.path.join(root, "build/tools/cuda2hip/cuda2hip"))
    r.add_argument("--hecbench")
    r.add_argument("--work")
    a = ap.parse_args()
    only = set(filter(None, getattr(a, "only", "").split(",")))
    if a.cmd == "snapshot":
        snapshot(a.binary, a.dir, a.hecbench, only)
        return 0
    if a.cmd == "compare":
        return compare(a.a, a.b)
    work = a.work or tempfile.mkdtemp(prefix="c2h-identical-")
    snapshot(a.base, os.path.join(work, "base"), a.hecbench, set())
    snapshot(a.new, os.path.join(work, "new"), a.hecbench, set())
    return compare(os.path.join(work, "base"), os.path.join(work, "new"))


if __name__ == "__main__":
    sys.exit(main())
