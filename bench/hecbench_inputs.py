"""Inputs that bench/hecbench_verify.py makes for programs whose own input a
checkout does not hold (DVC-tracked data, downloads), or whose input fixes a
problem size too large for the emulator.

A table line of bench/hecbench-emu-args.txt names these files through
`{inputs}`, the folder make() wrote them to. Each maker writes small files
in the program's own input format, from a fixed seed, so the same version
writes the same bytes. They are synthetic: verify compares the CUDA
reference with the HIP translation on the same input, so what the input
holds matters less than that both read it; a pass says so in the report
(`own input`).
"""
import math
import os
import random
import struct


def _write_bytes(folder, name, data):
    path = os.path.join(folder, name)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)


def _write(folder, name, text):
    _write_bytes(folder, name, text.encode("ascii"))


def bplustree(folder, rng):
    # `file`: a count, then one key per line (inserted as key and value);
    # `command`: one GPU query batch per line, `k COUNT` (find keys) and
    # `j COUNT RANGE` (find ranges).
    keys = rng.sample(range(1, 1 << 20), 4000)
    _write(folder, "keys.txt", f"{len(keys)}\n" + "".join(f"{k}\n" for k in keys))
    _write(folder, "command.txt", "k 256\nj 256 64\n")


def hotspot3d(folder, rng):
    # One value per line, rows x cols x layers of them: power in W and
    # temperatures in K (the program's own sizes are 512 x 512 x 8).
    n = 64 * 64 * 8
    _write(folder, "power_64x8", "".join(f"{rng.uniform(0.0, 0.01):.6f}\n" for _ in range(n)))
    _write(folder, "temp_64x8", "".join(f"{rng.uniform(320.0, 340.0):.4f}\n" for _ in range(n)))


def gespmm(folder, rng):
    # A Matrix Market coordinate matrix: 64 x 64, about 8 entries a row
    # (the program multiplies it by 256 dense columns with four kernels).
    n = 64
    entries = sorted({(r, rng.randrange(n)) for r in range(n) for _ in range(8)})
    body = "".join(f"{r + 1} {c + 1} {rng.uniform(-1.0, 1.0):.6f}\n" for r, c in entries)
    _write(folder, "random64.mtx",
           "%%MatrixMarket matrix coordinate real general\n"
           f"{n} {n} {len(entries)}\n" + body)


def gmm(folder, rng):
    # CSV: a header, then one event a line, 8 dimensions: four Gaussian
    # clusters, 1024 events (a multiple of 32, which the program keeps).
    dims, events = 8, 1024
    centres = [[rng.uniform(-5.0, 5.0) for _ in range(dims)] for _ in range(4)]
    lines = [",".join(f"d{d}" for d in range(dims))]
    for e in range(events):
        c = centres[e % 4]
        lines.append(",".join(f"{rng.gauss(c[d], 1.0):.5f}" for d in range(dims)))
    _write(folder, "events.csv", "\n".join(lines) + "\n")


def bsw(folder, rng):
    # FASTA, one sequence a line after its `>` name: 128 protein references
    # of 150 to 250 residues and as many queries (the program aligns the
    # k-th query with the k-th reference), each a mutated stretch of its
    # reference, 80 to 150 long, so that alignments have real ends. The
    # block size is the shorter length, at most 1024.
    residues = "ARNDCQEGHILKMFPSTWYV"
    refs, queries = [], []
    for _ in range(128):
        ref = "".join(rng.choice(residues) for _ in range(rng.randrange(150, 251)))
        n = rng.randrange(80, 151)
        start = rng.randrange(len(ref) - n + 1)
        query = "".join(rng.choice(residues) if rng.random() < 0.15 else c
                        for c in ref[start:start + n])
        refs.append(ref)
        queries.append(query)
    _write(folder, "reference.fasta", "".join(f">r{i}\n{r}\n" for i, r in enumerate(refs)))
    _write(folder, "query.fasta", "".join(f">q{i}\n{q}\n" for i, q in enumerate(queries)))


def ccs(folder, rng):
    # Tab-separated expression matrix: a header of sample names, then one
    # gene a line (an ID of at most 9 characters, then its values); two
    # planted biclusters so that the search finds something.
    genes, samples = 120, 24
    rows = [[rng.gauss(0.0, 1.0) for _ in range(samples)] for _ in range(genes)]
    for g in range(10, 40):
        for s in range(4, 14):
            rows[g][s] = 3.0 + 0.1 * rng.gauss(0.0, 1.0) + 0.5 * s
    for g in range(60, 80):
        for s in range(12, 20):
            rows[g][s] = -2.0 + 0.1 * rng.gauss(0.0, 1.0) - 0.3 * s
    text = "ID\t" + "\t".join(f"s{s}" for s in range(samples)) + "\n"
    text += "".join(f"g{g}\t" + "\t".join(f"{v:.4f}" for v in row) + "\n"
                    for g, row in enumerate(rows))
    _write(folder, "genes.txt", text)


def cmp(folder, rng):
    # Seismic Unix traces, little-endian: a 240-byte SEG-Y trace header
    # (cdp at byte 20, scalco 70, sx/sy/gx/gy 72-87, ns 114, dt 116 in
    # microseconds), then ns float samples. 16 midpoints of 8 traces, offsets
    # within the program's aperture (-aph 600), 256 samples of 4 ms: a
    # reflection along a hyperbola with noise.
    ns, dt_us = 256, 4000
    out = bytearray()
    for cdp in range(16):
        mid = 1000 + 25 * cdp
        for t in range(8):
            half = 20 * (t + 1)
            header = bytearray(240)
            struct.pack_into("<i", header, 20, cdp)
            struct.pack_into("<h", header, 70, 1)
            struct.pack_into("<iiii", header, 72, mid - half, 0, mid + half, 0)
            struct.pack_into("<HH", header, 114, ns, dt_us)
            t0 = 0.3 + 0.002 * cdp
            arrival = math.sqrt(t0 * t0 + (2 * half / 2000.0) ** 2)
            samples = []
            for k in range(ns):
                x = (k * dt_us * 1e-6 - arrival) / 0.012
                samples.append((1 - 2 * x * x) * math.exp(-x * x) + rng.gauss(0.0, 0.05))
            out += header + struct.pack("<%df" % ns, *samples)
    path = os.path.join(folder, "synthetic.su")
    with open(path + ".tmp", "wb") as f:
        f.write(out)
    os.replace(path + ".tmp", path)


def bfs(folder, rng):
    # Rodinia's graph format: the node count; per node its first edge and
    # edge count; the source node; the edge count; per edge its target and
    # cost. 4096 nodes, 1 to 6 edges each (a ring edge keeps it connected).
    n = 4096
    edges = []
    lines = [f"{n}"]
    for v in range(n):
        targets = [(v + 1) % n] + [rng.randrange(n) for _ in range(rng.randrange(6))]
        lines.append(f"{len(edges)} {len(targets)}")
        edges.extend(targets)
    lines += ["", "0", "", f"{len(edges)}"]
    lines += [f"{t} {rng.randrange(1, 10)}" for t in edges]
    _write(folder, "graph4k.txt", "\n".join(lines) + "\n")


def d2q9bgk(folder, rng):
    # The lattice-Boltzmann parameters, one a line (nx, ny, iterations,
    # Reynolds length, density, acceleration, omega: a 128 x 128 grid, a
    # multiple of the program's 128-wide blocks, 20 steps), and the blocked
    # cells, `x y 1` a line: a solid wall along the bottom and top rows and
    # a random box in the channel.
    n = 128
    _write(folder, "input_128x128.params", f"{n}\n{n}\n20\n{n}\n0.1\n0.005\n1.7\n")
    x0, y0 = rng.randrange(20, 60), rng.randrange(30, 70)
    cells = [(x, y) for y in (0, n - 1) for x in range(n)]
    cells += [(x, y) for x in range(x0, x0 + 16) for y in range(y0, y0 + 24)]
    _write(folder, "obstacles_128x128.dat", "".join(f"{x} {y} 1\n" for x, y in cells))


def deredundancy(folder, rng):
    # FASTA: 400 reads of 60 to 240 bases, a quarter of them copies of an
    # earlier read with a few bases changed (what the program clusters).
    reads = []
    for i in range(400):
        if reads and i % 4 == 3:
            r = list(rng.choice(reads))
            for _ in range(rng.randrange(1, 4)):
                r[rng.randrange(len(r))] = rng.choice("ACGT")
            r = "".join(r)
        else:
            r = "".join(rng.choice("ACGT") for _ in range(rng.randrange(60, 241)))
        reads.append(r)
    body = "".join(f">read{i}\n" + "".join(r[k:k + 60] + "\n" for k in range(0, len(r), 60))
                   for i, r in enumerate(reads))
    _write(folder, "reads.fasta", body)


def floydwarshall2(folder, rng):
    # The ECL graph format, little-endian int32: node and edge counts, the
    # CSR row starts (nodes + 1), the neighbour list and one weight per
    # edge. 200 nodes (not a multiple of the program's 64-node tiles), a
    # ring edge to keep it connected and up to 7 random ones (no self-loop,
    # none twice): 1 to 8 out-edges each, weights 1 to 99.
    n = 200
    index, targets = [0], []
    for v in range(n):
        out = sorted({(v + 1) % n} | {rng.randrange(n) for _ in range(rng.randrange(1, 8))} - {v})
        targets.extend(out)
        index.append(len(targets))
    weights = [rng.randrange(1, 100) for _ in targets]
    ints = [n, len(targets)] + index + targets + weights
    _write_bytes(folder, "graph200.egr", struct.pack(f"<{len(ints)}i", *ints))


def gibbs(folder, rng):
    # One `y n` pair a line (successes and trials of a binomial), 256 lines.
    lines = []
    for _ in range(256):
        trials = rng.randrange(10, 200)
        lines.append(f"{rng.randrange(trials + 1)} {trials}")
    _write(folder, "data.csv", "\n".join(lines) + "\n")


def kmc(folder, rng):
    # LIBSVM's sparse format, `label index:value ...` a line: 256 samples of
    # two classes (+1, -1) in 64 features scaled to [-1, 1], their means
    # apart by one standard deviation, about a third of the values zero
    # (left out, as the format does).
    lines = []
    for i in range(256):
        label = 1 if i % 2 else -1
        feats = []
        for f in range(1, 65):
            v = max(-1.0, min(1.0, rng.gauss(0.25 * label, 0.5)))
            if rng.random() > 0.33:
                feats.append(f"{f}:{v:.6f}")
        lines.append(f"{label:+d} " + " ".join(feats))
    _write(folder, "train.svm", "\n".join(lines) + "\n")


def log2(folder, rng):
    # The program's own configuration with a smaller ceiling (10^7 there)
    # and one repeat (100 there); the same precisions.
    _write(folder, "log2_small.config",
           "ceilingVal 100000\nnumRepeats 1\nprecisions_count 19\n"
           "bits_of_precision 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 18 20 23\n")


def aes(folder, rng):
    # A 24-bit bitmap as the corpus's SDKBitMap.h reads it: the 14-byte file
    # header (id, size, two reserved shorts, pixel offset), the 40-byte info
    # header, then the pixels, BGR, with no row padding (the width is a
    # multiple of 4) and no palette. 256 x 256 pixels: the program encrypts
    # 4 x 4 tiles, one block each (1024 x 1024 there).
    width = height = 256
    pixels = bytes(rng.randrange(256) for _ in range(width * height * 3))
    offset = 14 + 40
    head = struct.pack("<hihhi", 19778, offset + len(pixels), 0, 0, offset)
    info = struct.pack("<iiihhIIiiii", 40, width, height, 1, 24, 0, len(pixels), 0, 0, 0, 0)
    _write_bytes(folder, "image256.bmp", head + info + pixels)


def lanczos(folder, rng):
    # An edge list, `i j` a line: an undirected graph of 1000 nodes, each
    # joined to 8 others at random, both directions listed (800,000 nodes
    # from a social network there).
    n = 1000
    edges = set()
    for i in range(n):
        for _ in range(8):
            j = rng.randrange(n)
            if j != i:
                edges.add((i, j))
                edges.add((j, i))
    _write(folder, "graph1k.txt", "".join(f"{i} {j}\n" for i, j in sorted(edges)))


MAKERS = {
    "aes": aes,
    "b+tree": bplustree,
    "bfs": bfs,
    "bsw": bsw,
    "ccs": ccs,
    "cmp": cmp,
    "d2q9-bgk": d2q9bgk,
    "deredundancy": deredundancy,
    "floydwarshall2": floydwarshall2,
    "ge-spmm": gespmm,
    "gibbs": gibbs,
    "gmm": gmm,
    "hotspot3D": hotspot3d,
    "kmc": kmc,
    "lanczos": lanczos,
    "log2": log2,
}


def make(name, folder):
    """Writes NAME's inputs into folder (made if need be) and returns it."""
    if name not in MAKERS:
        raise KeyError(f"no inputs are made for {name} (bench/hecbench_inputs.py)")
    os.makedirs(folder, exist_ok=True)
    MAKERS[name](folder, random.Random(f"hecbench-inputs:{name}"))
    return folder
