#!/usr/bin/env python3
"""Generates cuda2hip's mapping rows from the CUDA and HIP headers.

For every family (families.py) it reads the names the CUDA headers declare,
forms the HIP candidates by the family's prefix rule or a hand-kept fact
(facts.txt), and writes one row per CUDA name to lib/Rules/generated/:

  Supported    the HIP headers declare the candidate and, for a function,
               it accepts every argument count the CUDA one does; the
               ROCm version is the first release known to have the name:
               5.2 when the installed HIP runtime headers declare it, 5.7
               when only the ROCm 5.7 library headers do, else the
               release a `since` fact gives;
  Unsupported  no candidate is declared (the family's diagnostic), the
               HIP namesake takes other arguments (c2h-api-signature-
               differs), or the family has no drop-in HIP API (cuDNN).

Names that a hand-written table under lib/Rules/*.def already has are left
to it: hand rows are the exceptions and win. The output records the header
roots it was made from; --check regenerates from those same roots and
compares byte for byte.
"""
import argparse
import difflib
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.dont_write_bytecode = True
sys.path.insert(0, HERE)

from cxxnames import public_names  # noqa: E402
from families import FAMILIES, LIB_PACKAGES, SOURCES, Source, rules, swap  # noqa: E402
from headerscan import HeaderSet, compatible, find_headers  # noqa: E402
from newer import Newer, read_manifest, version  # noqa: E402

REPO = os.path.dirname(os.path.dirname(HERE))
INSTALLED_ROCM = (5, 2)
LIBS_ROCM = (5, 7)  # when the library headers come without a manifest
# Parameter types a HIP library spells with its own type where CUDA uses a
# shared one: the call does not compile after a rename.
#   hipBLAS before ROCm 7.0 takes its own hipblasDatatype_t where cuBLAS takes
#   cudaDataType (unless HIPBLAS_V2 is defined, ROCm 6); checked by compiling
#   renamed CUDA prototypes against the ROCm library headers.
TYPE_CONFLICTS = [
    (re.compile(r'\bcudaDataType(_t)?\b|\bcublasComputeType_t\b'),
     re.compile(r'\bhipblasDatatype_t\b'), 'ApiSignatureDiffers'),
]
# The translation defines the library configuration macros before a hipBLAS
# or hipSOLVER include (c2h-include-library-config), which make these types
# the HIP ones CUDA's signatures use:
#   ROCM_MATHLIBS_API_USE_HIP_COMPLEX  hipblasComplex is hipFloatComplex
#   HIPBLAS_USE_HIP_HALF               hipblasHalf is __half, not uint16_t
#   HIPSOLVER_USE_HIPBLAS_ENUMS        hipsolverFillMode_t is hipblasFillMode_t
#                                      (the header's own typedefs say so)
CONFIG_TYPEDEFS = {'hipblasComplex': 'hipFloatComplex',
                   'hipblasDoubleComplex': 'hipDoubleComplex',
                   'hipblasHalf': '__half'}
# Version numbers: the HIP counterparts count differently.
VERSION_MACRO = re.compile(r'\w+_VERSION(_\w+)?|\w+_VER_(MAJOR|MINOR|PATCH|BUILD)')
HIP_EXCLUDE = [r'nvidia_detail', r'nvcc_detail', r'hcc_detail', r'hip_prof_str',
               r'/cuda/']

SOURCES.append(Source('nvrtc', [r'nvrtc\.h'], r'nvrtc[A-Z]\w*|NVRTC_\w+',
                      'runtime', 'types',
                      rules(swap('nvrtc', 'hiprtc'), swap('NVRTC_', 'HIPRTC_')),
                      'UnsupportedApi'))

# Words the scanner sees that are never API names.
NOT_NAMES = re.compile(
    r'if|elif|while|for|return|sizeof|defined|message|warning|throw|switch|case|'
    r'do|else|decltype|static_assert|alignof|alignas|typeid|new|delete|noexcept|'
    r'operator|memcpy|memset|__has_\w+|__is_\w+|__builtin\w*|__attribute__|'
    r'__declspec|__inline__|__x|__pm[0-3]|__\w+_impl|'
    r'\w+_ptsz|\w+_ptds')  # per-thread-stream entry points behind macros

# The lower-case type names of the fp16/bf16 headers (every other lower-case
# device or math name is a function).
LOWER_TYPES = re.compile(r'half2?|nv_bfloat162?')

DIAG_FOR_HEADER = {'cudnn': 'UnsupportedCudnn'}


class Facts:
    def __init__(self, path):
        self.maps, self.since, self.camel = {}, {}, []
        self.differ, self.skip, self.headers = set(), set(), {}
        with open(path) as f:
            for lineno, line in enumerate(f, 1):
                words = line.split('#', 1)[0].split()
                if not words:
                    continue
                kind, args = words[0], words[1:]
                if kind == 'map' and len(args) == 2:
                    self.maps[args[0]] = args[1]
                elif kind == 'since' and len(args) == 2:
                    self.since[args[0]] = version(args[1])
                elif kind == 'camel' and len(args) == 2:
                    self.camel.append((args[0], args[1]))
                elif kind == 'differ' and len(args) == 1:
                    self.differ.add(args[0])
                elif kind == 'skip' and len(args) == 1:
                    self.skip.add(args[0])
                elif kind == 'header' and len(args) == 2:
                    self.headers[args[0]] = args[1]
                else:
                    sys.exit('%s:%d: cannot read this fact' % (path, lineno))


_IDENT = re.compile(r'[A-Za-z_]\w*')
_TYPE_TOKEN = re.compile(r'[A-Za-z_]\w*|\*|&')
# Words a HIP parameter type may be made of for the comparison to hold.
HIP_TYPE = re.compile(r'(hip|HIP|ihip|roc|nccl|rccl|__hip)\w*|void|bool|char|short|'
                      r'int|long|unsigned|signed|float|double|size_t|u?int\d+_t$')
_QUALIFIERS = {'const', 'volatile', 'struct', 'enum', 'union', '__restrict__',
               '__restrict', 'restrict', 'register'}


def param_type(param, renames, typedefs):
    """A parameter's type as comparable text: qualifiers and the name
    dropped, CUDA names renamed, typedefs resolved."""
    p = re.sub(r'__(dv|dparm)\s*\([^)]*\)', '', param.split('=')[0])
    p = re.sub(r'\[[^\]]*\]', '*', p)
    toks = [t for t in _TYPE_TOKEN.findall(p) if t not in _QUALIFIERS]
    if len([t for t in toks if t not in '*&']) >= 2 and toks[-1] not in '*&':
        toks = toks[:-1]
    for _ in range(4):
        out = []
        for t in toks:
            t = renames.get(t, t)
            sub = typedefs.get(t)
            out += [x for x in _TYPE_TOKEN.findall(sub) if x not in _QUALIFIERS] \
                if sub else [t]
        toks = out
    text = ' '.join(toks)
    return re.sub(r'\bunsigned(?! (int|long|short|char))', 'unsigned int', text)


def camel(rest):
    if rest.upper() != rest:
        return rest  # already CamelCase: cudaDevAttrMaxBlockDimX
    return ''.join(w[:1] + w[1:].lower() for w in rest.split('_') if w)


_MATH = re.compile(r'^C2H_MATH\(\s*(\w+)\s*,\s*(\w+)\s*,\s*(\d+)\s*,\s*(\d+)', re.M)
_HAND = re.compile(r'^C2H_(API|HEADER)\(\s*("[^"]*"|[\w:]+)\s*,\s*("[^"]*"|[\w:]*)'
                   r'\s*,\s*(\w+)\s*,\s*(\d+)\s*,\s*(\d+)', re.M)


def hand_rows(rules_dir):
    """CUDA names (and HIP name -> earliest version) of the hand tables."""
    names, headers, hip_versions, renames = set(), set(), {}, {}
    for fn in sorted(os.listdir(rules_dir)):
        if not fn.endswith('.def'):
            continue
        with open(os.path.join(rules_dir, fn)) as f:
            text = f.read()
            for m in _MATH.finditer(text):
                names.update({m.group(1), m.group(1) + 'f'})
                v = (int(m.group(3)), int(m.group(4)))
                for hip in (m.group(1), m.group(1) + 'f'):
                    hip_versions[hip] = min(v, hip_versions.get(hip, v))
            for m in _HAND.finditer(text):
                kind, cuda, hip = m.group(1), m.group(2).strip('"'), m.group(3).strip('"')
                v = (int(m.group(5)), int(m.group(6)))
                if kind == 'HEADER':
                    headers.add(cuda)
                    continue
                names.add(cuda)
                if hip:
                    renames[cuda] = hip
                if hip and v > (0, 0):
                    hip_versions[hip] = min(v, hip_versions.get(hip, v))
    return names, headers, hip_versions, renames


class Hip:
    """What the HIP side declares: the installed runtime and the libraries."""

    def __init__(self, hip_root, libs_root, newer=None):
        self.newer = newer or Newer()
        self.runtime = HeaderSet(find_headers(
            hip_root, [r'hip/.*\.(h|hpp)'], HIP_EXCLUDE))
        self.libs, self.lib_release = {}, {}
        if libs_root:
            manifest = read_manifest(libs_root)
            for d in sorted(os.listdir(libs_root)):
                files = find_headers(os.path.join(libs_root, d),
                                     [r'.*\.(h|hpp|cuh|inl)'], HIP_EXCLUDE) \
                    if os.path.isdir(os.path.join(libs_root, d)) else []
                if files:
                    self.libs[d] = HeaderSet(files)
                    pkg = manifest.get(LIB_PACKAGES.get(d))
                    self.lib_release[d] = version(pkg) if pkg else LIBS_ROCM
        self.hip_root, self.libs_root = hip_root, libs_root

    def _lib_sets(self, dirs):
        return [s for d, s in self.libs.items() if dirs is None or d in dirs]

    def first_release(self, name, dirs):
        if dirs is None and self.runtime.declares(name):
            return INSTALLED_ROCM
        found = [self.lib_release[d] for d, s in self.libs.items()
                 if (dirs is None or d in dirs) and s.declares(name)]
        return min(found) if found else None

    def parameter_text(self, name, dirs):
        text = self.runtime.parameter_text(name) if dirs is None else ''
        for s in self._lib_sets(dirs):
            text += ' ' + s.parameter_text(name)
        return text

    def signatures(self, name, dirs):
        sigs = set(self.runtime.signatures(name)) if dirs is None else set()
        for s in self._lib_sets(dirs):
            sigs |= s.signatures(name)
        return sigs

    def typedefs(self):
        out = dict(self.runtime.typedefs)
        for s in self.libs.values():
            for k, v in s.typedefs.items():
                out.setdefault(k, v)
        out.update(CONFIG_TYPEDEFS)
        return out

    def views(self, name, dirs, since=None):
        """Where `name` is declared, oldest release first: (release, view).
        The generator's own roots come first, as one view; then each newer
        release (newer-rocm.txt)."""
        out = []
        release = self.first_release(name, dirs) or since
        if release:
            out.append((release, _OwnRoots(self, dirs)))
        return out + self.newer.views(name, dirs)

    def declarations(self, name, dirs):
        out = self.runtime.declarations(name) if dirs is None else []
        for s in self._lib_sets(dirs):
            out += s.declarations(name)
        return out

    def header_release(self, path):
        if os.path.isfile(os.path.join(self.hip_root, path)):
            return INSTALLED_ROCM
        if self.libs_root and os.path.isfile(os.path.join(self.libs_root, path)):
            return self.lib_release.get(path.split('/')[0], LIBS_ROCM)
        return self.newer.header_release(path)


class _OwnRoots:
    """The installed runtime and the library headers, read as one view."""

    def __init__(self, hip, dirs):
        self.hip, self.dirs = hip, dirs

    def signatures(self, name):
        return self.hip.signatures(name, self.dirs)

    def parameter_text(self, name):
        return self.hip.parameter_text(name, self.dirs)

    def declarations(self, name):
        return self.hip.declarations(name, self.dirs)


class Generator:
    def __init__(self, cuda_root, hip, facts, hand):
        self.cuda_root, self.hip, self.facts = cuda_root, hip, facts
        (self.hand_names, self.hand_headers, self.hand_versions,
         self.renames) = hand
        self.functions = []  # supported function rows, for the type check
        self.rows = {f: [] for f in FAMILIES}
        self.header_rows = []
        self.taken = set(self.hand_names)
        self.notes = []

    def run(self):
        for src in SOURCES:
            files = find_headers(self.cuda_root, src.headers)
            if not files:
                sys.exit('gen-api-tables: no CUDA headers for %s under %s'
                         % (src.name, self.cuda_root))
            cuda = HeaderSet(files)
            for name in sorted(self._names(src, cuda)):
                self._row(src, cuda, name)
            for path in files:
                self._header(src, os.path.relpath(path, self.cuda_root))
        self._check_parameter_types()
        self.header_rows.sort()
        for f in FAMILIES:
            self.rows[f].sort()

    def _names(self, src, cuda):
        if src.namespace:
            names = set()
            for text in cuda.texts.values():
                names |= public_names(text)
        else:
            names = cuda.idents
        out = set()
        for n in names:
            if not src.names.fullmatch(n) or n in self.facts.skip or \
                    NOT_NAMES.fullmatch(n):
                continue
            if src.exclude_names and src.exclude_names.fullmatch(n):
                continue
            if src.functions_only and not cuda.signatures(n):
                continue
            # Lower-case device and math names must be declared, not only
            # written before '(' (helpers' locals, macro parameters).
            if src.name in ('fp16', 'math', 'device') and n[:1].islower() and \
                    not LOWER_TYPES.fullmatch(n) and not cuda.declarations(n):
                continue
            out.add('%s::%s' % (src.namespace, n) if src.namespace else n)
        return out

    def _candidates(self, src, name):
        bare = name.split('::')[-1]
        if name in self.facts.maps:
            return [self.facts.maps[name]]  # a fact is the only candidate
        out = []
        for prefix, hip_prefix in self.facts.camel:
            if bare.startswith(prefix) and len(bare) > len(prefix):
                out.append(hip_prefix + camel(bare[len(prefix):]))
        out += src.candidates(bare)
        return out

    def _row(self, src, cuda, name):
        if name in self.taken:
            return
        self.taken.add(name)
        bare = name.split('::')[-1]
        # C++ template libraries: overloads and constructors are not read.
        is_func = bool(cuda.signatures(bare)) and not src.namespace
        family = src.func_family if is_func else src.other_family
        if src.always_unsupported:
            return self._add(family, name, '', src.unsupported_diag)
        if name in self.facts.differ:
            return self._add(family, name, '', 'ApiSignatureDiffers')
        if VERSION_MACRO.fullmatch(bare):
            return self._add(family, name, '', 'VersionMacro')
        for cand in self._candidates(src, name):
            views = self.hip.views(cand, src.hip_dirs, self.facts.since.get(cand))
            failed = None
            for k, (release, view) in enumerate(views):
                failure = is_func and self._call_mismatch(cuda, bare, cand, view)
                if failure:
                    failed = failed or failure
                    continue
                release = min(release, self.hand_versions.get(cand, release))
                hip = '%s::%s' % (src.hip_namespace, cand) if src.hip_namespace else cand
                if is_func:
                    self.functions.append((family, len(self.rows[family]), src,
                                           cuda, bare, cand, views[k:]))
                return self._add(family, name, hip, None, release)
            if failed:
                return self._add(family, name, '', failed)
        if name in self.facts.maps:
            self.notes.append('map %s %s: HIP name not declared' %
                              (name, self.facts.maps[name]))
        diag = src.unsupported_diag
        if diag == 'UnsupportedApi' and name.startswith('cudaGraph'):
            diag = 'UnsupportedGraphApi'
        self._add(family, name, '', diag)

    def _call_mismatch(self, cuda, bare, cand, view):
        """Why a call to `bare` renamed to `cand` does not fit the view's
        declarations (a diagnostic name), or None."""
        hip_sigs = view.signatures(cand)
        if not hip_sigs or not compatible(cuda.signatures(bare), hip_sigs):
            return 'ApiSignatureDiffers'
        return self._type_conflict(cuda, bare, cand, view)

    def _check_parameter_types(self):
        """A supported function whose parameter, written with a CUDA API
        type, becomes a different type once renamed (CUcontext where HIP
        takes a device number) is not a rename: c2h-api-signature-differs."""
        for rows in self.rows.values():
            for cuda, hip, _, _ in rows:
                if hip:
                    self.renames.setdefault(cuda, hip)
        typedefs = self.hip.typedefs()
        for family, i, src, cuda, bare, cand, views in self.functions:
            cuda_decls = cuda.declarations(bare)
            row = self.rows[family][i]
            for k, (release, view) in enumerate(views):
                # A later (newer) view must fit the call as the first did.
                if k and self._call_mismatch(cuda, bare, cand, view):
                    continue
                pairs = [(c, h) for c in cuda_decls for h in view.declarations(cand)
                         if len(c) == len(h)]
                if not pairs or any(self._same_types(c, h, typedefs) for c, h in pairs):
                    if k:  # the types CUDA's call uses arrived in a newer ROCm
                        self.rows[family][i] = (row[0], row[1], None,
                                                min(release, self.hand_versions.get(cand, release)))
                    break
            else:
                self.rows[family][i] = (row[0], '', 'ApiSignatureDiffers', None)
                self.notes.append('parameter types differ: %s -> %s' % (row[0], cand))

    def _same_types(self, cuda_params, hip_params, typedefs):
        for c, h in zip(cuda_params, hip_params):
            if not any(w in self.renames for w in _IDENT.findall(c)):
                continue  # no CUDA API type to compare
            hip_type = param_type(h, {}, typedefs)
            if any(not HIP_TYPE.match(w) for w in _IDENT.findall(hip_type)):
                continue  # a template parameter or another library's type
            if param_type(c, self.renames, typedefs) != hip_type:
                return False
        return True

    def _type_conflict(self, cuda, bare, cand, view):
        cuda_params = cuda.parameter_text(bare)
        hip_params = view.parameter_text(cand)
        for cuda_type, hip_type, diag in TYPE_CONFLICTS:
            if cuda_type.search(cuda_params) and hip_type.search(hip_params):
                return diag
        return None

    def _add(self, family, cuda, hip, diag, release=None):
        self.rows[family].append((cuda, hip, diag, release))

    def _header(self, src, rel):
        if src.namespace:
            rel = rel[len('cccl/'):] if rel.startswith('cccl/') else rel
        if rel in self.hand_headers or rel in {h[0] for h in self.header_rows}:
            return
        hip = None
        for cand in self._header_candidates(src, rel):
            release = self.hip.header_release(cand)
            if release:
                hip = (cand, release)
                break
        if hip:
            self.header_rows.append((rel, hip[0], None, hip[1]))
        else:
            diag = DIAG_FOR_HEADER.get(src.name, src.unsupported_diag)
            if diag == 'UnsupportedDriverApi':
                diag = 'UnsupportedApi'
            self.header_rows.append((rel, '', diag, None))

    def _header_candidates(self, src, rel):
        if rel in self.facts.headers:
            return [self.facts.headers[rel]]
        base = os.path.basename(rel)
        stem = base.rsplit('.', 1)[0]
        if src.name == 'cub':
            # hipCUB's per-part headers need its config first: the umbrella
            # header is the one that stands alone.
            return ['hipcub/hipcub.hpp']
        if src.name == 'thrust':
            return [rel]
        if src.name in ('runtime', 'driver', 'complex', 'fp16', 'math', 'device'):
            return ['hip/' + base, 'hip/hip_' + re.sub(r'^cuda_?', '', stem) + '.h']
        lib = {'cublas': 'hipblas/hipblas.h', 'curand': 'hiprand/hiprand_kernel.h',
               'cufft': 'hipfft/hipfft.h', 'cusparse': 'hipsparse/hipsparse.h',
               'cusolver': 'hipsolver/hipsolver.h', 'nvrtc': 'hip/hiprtc.h',
               'nccl': 'rccl/rccl.h', 'nvtx': 'roctracer/roctx.h'}
        return [lib[src.name]] if src.name in lib else []


def counts(gen):
    lines = ['%-10s %9s %11s' % ('family', 'supported', 'unsupported')]
    tot = [0, 0]
    for f in FAMILIES + ['header']:
        rows = gen.rows[f] if f != 'header' else gen.header_rows
        s = sum(1 for r in rows if r[1])
        u = len(rows) - s
        tot[0] += s
        tot[1] += u
        lines.append('%-10s %9d %11d' % (f, s, u))
    lines.append('%-10s %9d %11d' % ('total', tot[0], tot[1]))
    return '\n'.join(lines)


def render(family, rows, roots, cuda_version, libs_note):
    title = 'generated/%s.def - %s rows, generated' % (family.capitalize(), family)
    out = ['//===- %s %s-*- C++ -*-===//' % (title, '-' * max(1, 62 - len(title) - 16)),
           '// GENERATED by tools/gen-api-tables/gen_api_tables.py; do not edit.',
           '// Regenerated by: python3 tools/gen-api-tables/gen_api_tables.py',
           '//   --cuda-root %s --hip-root %s --rocm-libs-root %s' % roots,
           '// CUDA %s headers; HIP %s headers; %s.' % (
               cuda_version, '.'.join(map(str, INSTALLED_ROCM)), libs_note),
           '// Rows named in a hand table (lib/Rules/*.def) are left out: those win.',
           '//===' + '-' * 70 + '===//']
    if family == 'header':
        for cuda, hip, diag, rel in rows:
            out.append('C2H_HEADER("%s", "%s", %s, %s, %s, %s)' % (
                cuda, hip, 'Supported' if hip else 'Unsupported',
                rel[0] if rel else 0, rel[1] if rel else 0, diag or 'None'))
    else:
        for cuda, hip, diag, rel in rows:
            out.append('C2H_API(%s, %s, %s, %s, %s, %s)' % (
                cuda, hip, 'Supported' if hip else 'Unsupported',
                rel[0] if rel else 0, rel[1] if rel else 0, diag or 'None'))
    return '\n'.join(out) + '\n'


def libs_note(hip):
    note = 'no ROCm library headers' if not hip.libs else \
        'ROCm library headers: ' + ', '.join(
            '%s %d.%d' % (d, *hip.lib_release[d]) for d in sorted(hip.libs))
    if hip.newer.roots:
        note += ';\n// newer ROCm names (newer-rocm.txt): ' + ', '.join(
            '%d.%d' % r for r in sorted(hip.newer.roots))
    return note


def cuda_version(root):
    try:
        with open(os.path.join(root, 'cuda.h')) as f:
            m = re.search(r'#define CUDA_VERSION (\d+)', f.read())
        v = int(m.group(1))
        return '%d.%d' % (v // 1000, v % 1000 // 10)
    except (OSError, AttributeError):
        return 'unknown'


def recorded_roots(out_dir):
    path = os.path.join(out_dir, 'Runtime.def')
    with open(path) as f:
        m = re.search(r'--cuda-root (\S+) --hip-root (\S+) --rocm-libs-root (\S+)',
                      f.read())
    if not m:
        sys.exit('gen-api-tables: %s does not record its header roots' % path)
    return m.groups()


def write_file(path, text):
    """Through a temporary file and a rename: never half written."""
    tmp = path + '.tmp'
    with open(tmp, 'w') as f:
        f.write(text)
    os.replace(tmp, path)


def file_name(family):
    return 'Headers.def' if family == 'header' else family.capitalize() + '.def'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    default_libs = os.path.join(os.environ.get(
        'CUDA2HIP_ROCM_LIBS', '/var/cache/cuda2hip/rocm-libs'), 'root/usr/include')
    ap.add_argument('--cuda-root', default='/usr/local/cuda/include')
    ap.add_argument('--hip-root', default='/usr/include')
    ap.add_argument('--rocm-libs-root', default=default_libs,
                    help="ROCm 5.7 library headers, or 'none'")
    ap.add_argument('--out', default=os.path.join(REPO, 'lib/Rules/generated'))
    ap.add_argument('--check', action='store_true',
                    help='regenerate from the roots the committed files record '
                         'and compare them byte for byte')
    ap.add_argument('--newer-root', action='append', default=[],
                    metavar='RELEASE=DIR',
                    help='newer ROCm headers (e.g. 7.2=/var/cache/cuda2hip/'
                         'rocm-libs-experimental/root/usr/include): rewrite '
                         'newer-rocm.txt from them first (see newer.py)')
    ap.add_argument('--quiet', action='store_true')
    a = ap.parse_args()
    if a.check and a.newer_root:
        sys.exit('gen-api-tables: --check reads newer-rocm.txt; do not pass --newer-root')
    if a.check:
        a.cuda_root, a.hip_root, a.rocm_libs_root = recorded_roots(a.out)
    for what, root in (('CUDA', a.cuda_root), ('HIP', a.hip_root)):
        if not os.path.isdir(root):
            sys.exit('gen-api-tables: the %s headers are missing: %s' % (what, root))
    libs = None if a.rocm_libs_root == 'none' else a.rocm_libs_root
    if libs and not os.path.isdir(libs):
        sys.exit('gen-api-tables: the ROCm library headers are missing: %s\n'
                 '  (scripts/bootstrap.sh unpacks them; pass --rocm-libs-root '
                 'none to generate without them)' % libs)
    facts = Facts(os.path.join(HERE, 'facts.txt'))
    newer_file = os.path.join(HERE, 'newer-rocm.txt')
    if a.newer_root:
        # Collect what the newer headers say about the names asked, write it
        # down, and build the tables from what was written, as --check will.
        newer = Newer.from_roots(a.newer_root)
        Generator(a.cuda_root, Hip(a.hip_root, libs, newer), facts,
                  hand_rows(os.path.join(REPO, 'lib/Rules'))).run()
        write_file(newer_file, newer.render())
    gen = Generator(a.cuda_root, Hip(a.hip_root, libs, Newer.load(newer_file)),
                    facts, hand_rows(os.path.join(REPO, 'lib/Rules')))
    gen.run()
    roots = (a.cuda_root, a.hip_root, a.rocm_libs_root)
    files = {}
    for f in FAMILIES + ['header']:
        rows = gen.rows[f] if f != 'header' else gen.header_rows
        files[file_name(f)] = render(f, rows, roots, cuda_version(a.cuda_root),
                                     libs_note(gen.hip))
    if a.check:
        bad = 0
        for fn, text in files.items():
            path = os.path.join(a.out, fn)
            old = open(path).read() if os.path.exists(path) else ''
            if old != text:
                bad += 1
                sys.stdout.writelines(list(difflib.unified_diff(
                    old.splitlines(True), text.splitlines(True), path,
                    'regenerated'))[:40])
        if bad:
            sys.exit('gen-api-tables: %d generated file(s) differ from a fresh '
                     'run; regenerate and commit them' % bad)
        return
    os.makedirs(a.out, exist_ok=True)
    for fn, text in files.items():
        write_file(os.path.join(a.out, fn), text)
    if not a.quiet:
        print(counts(gen))
        for n in gen.notes:
            print('note: ' + n, file=sys.stderr)


if __name__ == '__main__':
    main()
