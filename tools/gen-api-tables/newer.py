"""HIP names from ROCm releases newer than the headers the tables are
checked against: Debian sid (ROCm 6.4) and experimental (ROCm 7.2).

The generator's own roots (the installed ROCm 5.2 and Debian 13's ROCm 5.7
libraries) are what translated code is compile-checked with here. Newer
releases add names (hipBLAS's ILP64 `_64` calls, hipBLASLt, graph and
memory-pool calls, ...) that CUDA programs use. Their headers are not needed
to build the tables: what the generator learned from them is kept in
newer-rocm.txt, one entry per HIP name it asked about, and the tables are
regenerated from that file. Refreshing the file needs the headers:

  scripts/rocm-libs.sh --suite sid && scripts/rocm-libs.sh --suite experimental
  python3 tools/gen-api-tables/gen_api_tables.py \\
      --newer-root 6.4=/var/cache/cuda2hip/rocm-libs-sid/root/usr/include \\
      --newer-root 7.2=/var/cache/cuda2hip/rocm-libs-experimental/root/usr/include

Each root is a Debian suite, labelled by its HIP release; each include
directory in it has the release of the package that installs it (sid's
hipBLASLt is 7.1 while its HIP is 6.4). A name is used only when the newest
root still declares it (ROCm 7 dropped hipBLAS's `_v2` spellings); its release
is that of the oldest root that declares it with a matching signature.
"""
import os

from families import LIB_PACKAGES
from headerscan import HeaderSet, find_headers

EXCLUDE = [r'nvidia_detail', r'nvcc_detail', r'hcc_detail', r'hip_prof_str',
           r'/cuda/']


MAX_PARAMS = 4


def version(s):
    """'5.7.1-6' -> (5, 7)."""
    major, minor = s.split('.')[:2]
    return (int(major), int(minor))


class _Union:
    """The header sets of some directories of one root, read as one."""

    def __init__(self, sets):
        self.sets = sets

    def declares(self, name):
        return any(s.declares(name) for s in self.sets)

    def signatures(self, name):
        out = set()
        for s in self.sets:
            out |= s.signatures(name)
        return out

    def parameter_text(self, name):
        return ' '.join(s.parameter_text(name) for s in self.sets)

    def declarations(self, name):
        out = []
        for s in self.sets:
            out += s.declarations(name)
        return out


class Newer:
    """Newer releases' header sets, by release and include directory, read
    from header roots (collecting what is asked) or from newer-rocm.txt."""

    def __init__(self):
        self.roots = {}    # root label -> {dir: HeaderSet}
        self.dir_release = {}  # (root label, dir) -> release
        self.headers = {}  # release -> set of header paths
        self.notes = {}    # release -> a line saying where it came from
        self.asked = set()  # (release, dir, name) consulted, collect mode
        self.collecting = False

    @classmethod
    def from_roots(cls, specs):
        n = cls()
        n.collecting = True
        for spec in specs:
            rel, _, path = spec.partition('=')
            if not os.path.isdir(path):
                raise SystemExit('gen-api-tables: newer ROCm headers missing: %s' % path)
            release = version(rel)
            packages = {p: v for p, v in read_manifest(path).items()
                        if p.endswith('-dev')}
            sets, headers = {}, set()
            for d in sorted(os.listdir(path)):
                if not os.path.isdir(os.path.join(path, d)):
                    continue
                files = find_headers(os.path.join(path, d),
                                     [r'.*\.(h|hpp|cuh|inl)'], EXCLUDE)
                if files:
                    sets[d] = HeaderSet(files)
                    headers |= {os.path.relpath(f, path) for f in files}
                    pkg = packages.get(LIB_PACKAGES.get(d))
                    n.dir_release[(release, d)] = version(pkg) if pkg else release
            n.roots[release] = sets
            n.headers[release] = headers
            n.notes[release] = ' '.join('%s=%s' % kv for kv in sorted(packages.items()))
        return n

    @classmethod
    def load(cls, path):
        n = cls()
        if not os.path.isfile(path):
            return n
        entry = None
        with open(path) as f:
            for lineno, line in enumerate(f, 1):
                if not line.strip() or line.startswith('#'):
                    continue
                words = line.split()
                if line.startswith('  ') and entry is not None:
                    kind, rest = words[0], line.strip()[len(words[0]):].strip()
                    hs, name = entry
                    if kind == 'arity':
                        hs.arities.setdefault(name, set()).add(
                            (int(words[1]), int(words[2])))
                    elif kind == 'params':
                        hs.params.setdefault(name, []).append(rest)
                    elif kind == 'alias':
                        hs.aliases[name] = rest
                    else:
                        raise SystemExit('%s:%d: unknown entry line' % (path, lineno))
                elif words[0] == 'release' and len(words) >= 2:
                    release = version(words[1])
                    n.roots.setdefault(release, {})
                    n.headers.setdefault(release, set())
                    n.notes[release] = ' '.join(words[2:])
                elif words[0] == 'dir' and len(words) == 4:
                    n.dir_release[(version(words[1]), words[2])] = version(words[3])
                elif words[0] == 'header' and len(words) == 3:
                    n.headers.setdefault(version(words[1]), set()).add(words[2])
                elif words[0] == 'name' and len(words) == 4:
                    sets = n.roots.setdefault(version(words[1]), {})
                    hs = sets.get(words[2])
                    if hs is None:
                        hs = sets[words[2]] = HeaderSet([])
                    hs.idents.add(words[3])
                    entry = (hs, words[3])
                else:
                    raise SystemExit('%s:%d: cannot read this line' % (path, lineno))
        return n

    def _sets(self, release, dirs):
        return [(d, s) for d, s in sorted(self.roots[release].items())
                if dirs is None or d in dirs]

    def _declaring(self, release, name, dirs):
        found = [(d, s) for d, s in self._sets(release, dirs) if s.declares(name)]
        if self.collecting:
            for d, _ in found:
                self.asked.add((release, d, name))
        return found

    def views(self, name, dirs):
        """(release, view) for each newer release that declares `name`,
        oldest first; none unless the newest release declares it."""
        if not self.roots:
            return []
        newest = max(self.roots)
        if not self._declaring(newest, name, dirs):
            return []
        out = []
        for label in sorted(self.roots):
            found = self._declaring(label, name, dirs)
            if found:
                release = min(self.dir_release.get((label, d), label) for d, _ in found)
                out.append((release, _Union([s for _, s in found])))
        return out

    def header_release(self, path):
        present = [r for r, h in self.headers.items() if path in h]
        if not present:
            return None
        # Read from the roots, a header must still be in the newest one; the
        # file records only the first release that has it.
        if self.collecting and path not in self.headers[max(self.headers)]:
            return None
        label = min(present)
        if self.collecting:
            self.asked.add((label, None, path))
        return self.dir_release.get((label, path.split('/')[0]), label)

    def render(self):
        """newer-rocm.txt: every name asked about, with its alias chain."""
        out = ['# GENERATED by tools/gen-api-tables/gen_api_tables.py --newer-root;',
               '# do not edit. What the table generator read in ROCm headers newer',
               '# than its own roots, for the names it asked about (see newer.py).',
               '#   release LABEL PACKAGES: a root (a Debian suite), by its HIP release',
               '#   dir LABEL DIR RELEASE: the release of the package with that directory',
               '#   name LABEL DIR NAME, then: arity MIN MAX | params TEXT | alias NAME']
        for label in sorted(self.roots):
            out.append('release %d.%d %s' % (label + (self.notes.get(label, ''),)))
        for (label, d), release in sorted(self.dir_release.items()):
            out.append('dir %d.%d %s %d.%d' % (label + (d,) + release))
        for release, d, path in sorted(a for a in self.asked if a[1] is None):
            out.append('header %d.%d %s' % (release + (path,)))
        done = set()
        for release, d, name in sorted(a for a in self.asked if a[1] is not None):
            hs = self.roots[release][d]
            todo = [name]
            for _ in range(5):
                nxt = []
                for n in todo:
                    if (release, d, n) in done or not hs.declares(n):
                        continue
                    done.add((release, d, n))
                    out.append('name %d.%d %s %s' % (release + (d, n)))
                    for lo, hi in sorted(hs.arities.get(n, ())):
                        out.append('  arity %d %d' % (lo, hi))
                    # The first parameter lists are the declarations; later
                    # ones are calls in inline bodies.
                    for span in hs.params.get(n, ())[:MAX_PARAMS]:
                        out.append('  params ' + ' '.join(span.split()))
                    if n in hs.aliases:
                        out.append('  alias ' + hs.aliases[n])
                        nxt.append(hs.aliases[n])
                todo = nxt
        return '\n'.join(out) + '\n'


def read_manifest(include_root):
    """Package -> version, from the manifest scripts/rocm-libs.sh writes
    beside the unpacked tree (include_root is its usr/include)."""
    path = os.path.join(include_root, '..', '..', 'cuda2hip-rocm-libs.manifest')
    out = {}
    if os.path.isfile(path):
        with open(path) as f:
            for line in f:
                w = line.split()
                if len(w) >= 2:
                    out[w[0]] = w[1]
    return out
