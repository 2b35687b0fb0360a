"""Where each family's CUDA names come from and how a HIP name is formed.

A Source names the CUDA headers to read (regexes on paths relative to the
CUDA include root), which of their names belong to the family, the family a
function or a non-function name goes to, and the prefix rule that forms the
HIP candidates. Exceptions to the rules live in facts.txt, not here.
"""
import re


# The Debian package that installs each include directory of the library
# headers; its version (from the manifest next to them) is the ROCm release
# of that library's source: libhipblas-dev 5.5.1 is hipBLAS of ROCm 5.5.
LIB_PACKAGES = {
    'hip': 'libamdhip64-dev', 'hipblas': 'libhipblas-dev',
    'hipcub': 'libhipcub-dev', 'hipfft': 'libhipfft-dev',
    'hiprand': 'libhiprand-dev', 'hipsolver': 'libhipsolver-dev',
    'hipsparse': 'libhipsparse-dev', 'rccl': 'librccl-dev',
    'roctracer': 'libroctx-dev', 'thrust': 'librocthrust-dev',
    'rocprim': 'librocprim-dev', 'rocrand': 'librocrand-dev',
    'hipblaslt': 'libhipblaslt-dev', 'hipblas-common': 'libhipblas-common-dev'}


class Source:
    def __init__(self, name, headers, names, func_family, other_family,
                 candidates, unsupported_diag, exclude_headers=(),
                 root='cuda', namespace=None, exclude_names=None,
                 hip_namespace=None, always_unsupported=False,
                 functions_only=False, hip_dirs=None):
        self.name = name
        self.headers = headers
        self.names = re.compile(names)
        self.func_family = func_family
        self.other_family = other_family
        self.candidates = candidates
        self.unsupported_diag = unsupported_diag
        self.exclude_headers = exclude_headers
        self.root = root
        self.namespace = namespace
        self.hip_namespace = hip_namespace
        self.exclude_names = re.compile(exclude_names) if exclude_names else None
        self.always_unsupported = always_unsupported
        self.functions_only = functions_only
        # Where in the ROCm library headers the HIP names live (None: anywhere).
        self.hip_dirs = hip_dirs


def swap(prefix, hip_prefix):
    """A candidate rule: replace `prefix` by `hip_prefix`."""
    def rule(n):
        return [hip_prefix + n[len(prefix):]] if n.startswith(prefix) else []
    return rule


def rules(*fns):
    def rule(n):
        out = []
        for f in fns:
            for c in f(n):
                if c not in out:
                    out.append(c)
        return out
    return rule


def with_type_suffix(rule):
    """Types are often spelled with _t in HIP: CUstream -> hipStream_t."""
    def r(n):
        out = []
        for c in rule(n):
            out += [c + '_t', c] if not c.endswith('_t') else [c]
        return out
    return r


def identity(n):
    return [n]


def strip_v2(rule):
    """cublasSgemm_v2 -> hipblasSgemm, cublasSgemm_v2_64 -> hipblasSgemm_64."""
    def r(n):
        if n.endswith('_v2'):
            n = n[:-3]
        elif n.endswith('_v2_64'):
            n = n[:-6] + '_64'
        return rule(n)
    return r


def _driver(n):
    if n.startswith('cu') and n[2:3].isupper():
        return ['hip' + n[2:]]
    if n.startswith('CU_'):
        return ['HIP_' + n[3:], 'hip' + n[3:]]
    if n.startswith('CUDA_'):
        return ['HIP_' + n[5:]]
    if n.startswith('CU') and n[2:3].islower():  # CUstream -> hipStream_t
        base = n[2:].split('_enum')[0].split('_st')[0]
        if base != n[2:]:
            return []  # tags of typedefs: CUstream_st, CUdevice_attribute_enum
        cap = base[0].upper() + base[1:]
        return ['hip' + cap + '_t', 'hip' + cap]
    return []


WARP = (r'__shfl\w*|__ballot\w*|__any\w*|__all\w*|__activemask|__match\w*|'
        r'__reduce_\w+_sync|__syncwarp|__lanemask\w*|__fns\w*|warpSize')
INTERNAL = (r'__cuda\w*|__nv_(?!bfloat)\w*|__internal\w*|__CUDA\w*|__device_builtin\w*|__func__|'
            # Compiler predefines and CUDA keywords the headers test or use:
            # not API names (an '#ifdef __cplusplus' is no reason to include HIP).
            r'__cplusplus|__clang\w*|__GNUC\w*|__STDC\w*|__align__|__host__|__device__|'
            r'__global__|__shared__|__constant__|__managed__|__forceinline__|__noinline__|'
            r'__inline__|__restrict__|__launch_bounds__')

RUNTIME_HEADERS = [
    r'cuda_runtime_api\.h', r'cuda_runtime\.h', r'driver_types\.h',
    r'surface_types\.h', r'texture_types\.h', r'channel_descriptor\.h',
    r'cuda_profiler_api\.h', r'cuda_device_runtime_api\.h', r'library_types\.h',
    r'cuda_gl_interop\.h', r'cuda_egl_interop\.h', r'cuda_vdpau_interop\.h',
    r'math_constants\.h', r'vector_types\.h', r'surface_indirect_functions\.h',
    r'texture_indirect_functions\.h']

SOURCES = [
    Source('runtime', RUNTIME_HEADERS, r'cuda[A-Z]\w*|CUDA_\w+|CUDART_\w+',
           'runtime', 'types',
           rules(swap('cuda', 'hip'), swap('CUDART_', 'HIP_'),
                 swap('CUDA_', 'HIP_'), with_type_suffix(swap('cuda', 'hip'))),
           'UnsupportedApi', exclude_names=r'cudaOcc\w*|CUDART_\w+_H_?|CUDA_\w+_H_?'),
    Source('complex', [r'cuComplex\.h'], r'cu[A-Z]\w*|make_cu\w+', 'types', 'types',
           rules(swap('cu', 'hip'), swap('make_cu', 'make_hip')), 'UnsupportedApi'),
    Source('driver', [r'cuda\.h', r'cudaProfiler\.h', r'cudaGL\.h', r'cudaEGL\.h',
                      r'cudaVDPAU\.h'],
           r'cu[A-Z]\w*|CU[a-z]\w*|CU_\w+|CUDA_\w+', 'driver', 'driver',
           _driver, 'UnsupportedDriverApi', exclude_names=r'CUDA_\w+_H_?|CU_\w+_H_?'),
    Source('fp16', [r'cuda_fp16\.hp?p?', r'cuda_bf16\.hp?p?'],
           r'__[a-z]\w*|h2?[a-z]+\d*|make_half2|half2?|nv_bfloat162?', 'fp16', 'fp16',
           rules(swap('__nv_bfloat', '__hip_bfloat'), swap('nv_bfloat', '__hip_bfloat'),
                 identity),
           'UnsupportedApi', exclude_names=INTERNAL + '|' + WARP),
    Source('math', [r'crt/math_functions\.hp?p?', r'math_functions\.h',
                    r'crt/device_double_functions\.hp?p?'],
           r'_?_?[a-z]\w*', 'math', 'math', identity, 'UnsupportedApi',
           exclude_names=INTERNAL + '|' + WARP, functions_only=True),
    Source('device', [r'device_functions\.h', r'crt/device_functions\.hp?p?',
                      r'sm_\d+_intrinsics\.hp?p?', r'device_atomic_functions\.hp?p?',
                      r'sm_\d+_atomic_functions\.hp?p?', r'crt/sm_\d+_rt\.hp?p?',
                      r'vector_functions\.hp?p?', r'texture_indirect_functions\.h',
                      r'surface_indirect_functions\.h'],
           r'__[a-z]\w*|atomic[A-Z]\w*|make_[a-z]+\d\w*|tex[1-3A-Z]\w*|surf[1-3A-Z]\w*',
           'device', 'device', identity, 'UnsupportedApi',
           exclude_names=INTERNAL + '|' + WARP, functions_only=True),
    Source('cublas', [r'cublas_api\.h', r'cublas_v2\.h', r'cublasLt\.h', r'cublasXt\.h'],
           r'cublas[A-Z]\w*|CUBLAS_\w+|CUBLASLT_\w+', 'cublas', 'cublas',
           strip_v2(rules(swap('cublas', 'hipblas'), swap('CUBLAS_', 'HIPBLAS_'))),
           'UnsupportedLibraryApi', exclude_names=r'CUBLAS\w*_H_?|cublasLt\w*|CUBLASLT_\w+|cublasXt\w*|cublasMp\w*'),
    Source('cublaslt', [r'cublasLt\.h', r'cublasXt\.h'],
           r'cublasLt\w*|CUBLASLT_\w+|cublasXt\w*', 'cublas', 'cublas',
           rules(swap('cublasLt', 'hipblasLt'), swap('CUBLASLT_', 'HIPBLASLT_')),
           'UnsupportedLibraryApi', exclude_names=r'CUBLASLT\w*_H_?'),
    Source('curand', [r'curand\w*\.h'], r'curand\w*|CURAND_\w+', 'curand', 'curand',
           rules(swap('curand', 'hiprand'), swap('CURAND_', 'HIPRAND_')),
           'UnsupportedLibraryApi', exclude_names=r'CURAND\w*_H_?'),
    Source('cufft', [r'cufft\.h', r'cufftXt\.h'], r'cufft\w*|CUFFT_\w+', 'cufft', 'cufft',
           rules(swap('cufft', 'hipfft'), swap('CUFFT_', 'HIPFFT_')),
           'UnsupportedLibraryApi', exclude_names=r'CUFFT\w*_H_?'),
    Source('cusparse', [r'cusparse\.h'], r'cusparse\w*|CUSPARSE_\w+', 'cusparse', 'cusparse',
           rules(swap('cusparse', 'hipsparse'), swap('CUSPARSE_', 'HIPSPARSE_')),
           'UnsupportedLibraryApi', exclude_names=r'CUSPARSE\w*_H_?'),
    Source('cusolver', [r'cusolver\w*\.h'], r'cusolver\w*|CUSOLVER\w*|syevjInfo_t|gesvdjInfo_t', 'cusolver', 'cusolver',
           rules(swap('cusolver', 'hipsolver'), swap('CUSOLVER', 'HIPSOLVER')),
           'UnsupportedLibraryApi', exclude_names=r'CUSOLVER\w*_H_?|cusolverMg\w*|CUSOLVERMG\w*'),
    Source('nvtx', [r'nvtx3/nvToolsExt\.h', r'nvtx3/nvtxDetail/nvtxImplCore\.h',
                    r'nvtx3/nvToolsExtCuda\.h', r'nvtx3/nvToolsExtCudaRt\.h'],
           r'nvtx[A-Z]\w*', 'nvtx', 'nvtx', swap('nvtx', 'roctx'),
           'UnsupportedLibraryApi', hip_dirs=['roctracer'],
           exclude_names=r'\w*_impl\w*|\w*fntype|nvtxGlobals\w*|nvtxInit\w*|nvtxEtbl\w*|nvtxSet\w*|nvtxGet\w*'),
    Source('nccl', [r'nccl\.h'], r'nccl[A-Z]\w*', 'nccl', 'nccl', identity,
           'UnsupportedLibraryApi', hip_dirs=['rccl']),
    Source('cudnn', [r'cudnn(_\w+)?\.h'], r'cudnn[A-Z]\w*|CUDNN_\w+', 'cudnn', 'cudnn',
           identity, 'UnsupportedCudnn', always_unsupported=True,
           exclude_names=r'CUDNN\w*_H_?|CUDNN_DEPRECATED\w*'),
    Source('cub', [r'cccl/cub/(block|device|warp|iterator|thread|grid)/[a-z_]+\.cuh',
                   r'cccl/cub/util_\w+\.cuh'],
           r'[A-Z]\w*', 'cub', 'cub', identity, 'UnsupportedLibraryApi',
           namespace='cub', hip_namespace='hipcub', hip_dirs=['hipcub']),
    Source('thrust', [r'cccl/thrust/[a-z_]+\.h', r'cccl/thrust/iterator/[a-z_]+\.h'],
           r'[a-z]\w*', 'thrust', 'thrust', identity, 'UnsupportedLibraryApi',
           namespace='thrust', hip_namespace='thrust', hip_dirs=['thrust']),
]

# Every generated family, in the order its .def file is written.
FAMILIES = ['runtime', 'driver', 'types', 'device', 'math', 'fp16', 'cublas',
            'curand', 'cufft', 'cusparse', 'cusolver', 'cub', 'thrust', 'nvtx',
            'nccl', 'cudnn']
