#!/usr/bin/env python3
"""Compiles a renamed call to every supported C-API function of the given
families against the ROCm headers, and prints the rows whose call does not
compile: a developer's check of the generated tables, not a test.

  source $CUDA2HIP_ROCM_LIBS/root/cuda2hip-rocm-libs.env
  python3 tools/gen-api-tables/check_calls.py cusparse > /tmp/c.hip
  hipcc $CUDA2HIP_ROCM_LIBS_CXXFLAGS -fsyntax-only -ferror-limit=0 -x hip /tmp/c.hip

For each row it writes `void check_N(T0 a0, ...) { (void)hipX(a0, ...); }`,
the parameter types being the CUDA declaration's with every CUDA name
renamed by the tables. Some failures are the checker's own: CUDA types with
no HIP row (cuuint64_t), array parameters, device-only functions. The
mismatches it found are `differ` facts in facts.txt.
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True

import gen_api_tables as g  # noqa: E402

HEADERS = {
    'runtime': ['hip/hip_runtime.h'], 'driver': ['hip/hip_runtime.h'],
    'cublas': ['hipblas/hipblas.h'], 'cusparse': ['hipsparse/hipsparse.h'],
    'cusolver': ['hipblas/hipblas.h', 'hipsolver/hipsolver.h'],
    'cufft': ['hipfft/hipfft.h', 'hipfft/hipfftXt.h'],
    'curand': ['hiprand/hiprand.h'], 'nccl': ['rccl/rccl.h'],
    'nvtx': ['roctracer/roctx.h']}


def main():
    families = sys.argv[1].split(',') if len(sys.argv) > 1 else list(HEADERS)
    libs = os.path.join(os.environ.get('CUDA2HIP_ROCM_LIBS',
                                       '/var/cache/cuda2hip/rocm-libs'),
                        'root/usr/include')
    newer = g.Newer.load(os.path.join(HERE, 'newer-rocm.txt'))
    gen = g.Generator('/usr/local/cuda/include', g.Hip('/usr/include', libs, newer),
                      g.Facts(os.path.join(HERE, 'facts.txt')),
                      g.hand_rows(os.path.join(g.REPO, 'lib/Rules')))
    gen.run()
    supported = {r[0] for rows in gen.rows.values() for r in rows if r[1]}
    unsupported = {r[0] for rows in gen.rows.values() for r in rows if not r[1]}
    print('#include <hip/hip_complex.h>')
    for f in families:
        for h in HEADERS.get(f, []):
            print('#include <%s>' % h)
    n = 0
    for family, _, src, cuda, bare, cand, _ in gen.functions:
        if family not in families or bare not in supported:
            continue
        decls = cuda.declarations(bare)
        types = [param(p, gen.renames, unsupported) for p in decls[0]] if decls else [None]
        if None in types:
            continue
        n += 1
        print('void check_%d(%s) { (void)%s(%s); }  // %s' % (
            n, ', '.join('%s a%d' % (t, k) for k, t in enumerate(types)), cand,
            ', '.join('a%d' % k for k in range(len(types))), bare))


def param(p, renames, unsupported):
    """The CUDA parameter's type with CUDA names renamed; None if the
    checker cannot spell it."""
    p = re.sub(r'__(dv|dparm)\s*\([^)]*\)', '', p.split('=')[0]).strip()
    if '(' in p or '[' in p or p == '...':
        return None
    toks = re.findall(r'[A-Za-z_]\w*|\*|&', p)
    if len([t for t in toks if t not in '*&']) >= 2 and toks[-1] not in '*&':
        toks = toks[:-1]
    if any(t in unsupported or t == 'T' for t in toks):
        return None
    return ' '.join(renames.get(t, t) for t in toks
                    if t not in ('struct', 'enum', 'union'))


if __name__ == '__main__':
    main()
