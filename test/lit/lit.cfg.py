# lit configuration for cuda2hip. Tests run the real binary; RUN lines use
# explicit flags. %hipcc compiles for both AMD targets the project supports
# here (gfx90a: wave64, gfx1030: wave32).
import os
import shutil
import lit.formats

config.name = "cuda2hip"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".cu", ".cuh", ".test"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in"]

config.environment["PATH"] = os.pathsep.join(
    [config.cuda2hip_bin, os.path.dirname(config.filecheck), config.environment.get("PATH", os.environ.get("PATH", ""))])
# Tests choose header modes explicitly; keep the environment from choosing.
config.environment.pop("CUDA_PATH", None)
# One parse cache for the suite, in the build tree (lib/Rewrite/ParseCache.h);
# tests of the cache itself name their own with --cache-dir.
config.environment["CUDA2HIP_CACHE_DIR"] = os.path.join(config.test_exec_root, "parse-cache")
# hipcc leaves an empty directory in TMPDIR per compile; the suite's go to
# the build tree, emptied at each run, rather than to /tmp.
_tmp = os.path.join(config.test_exec_root, "tmp")
shutil.rmtree(_tmp, ignore_errors=True)
os.makedirs(_tmp, exist_ok=True)
config.environment["TMPDIR"] = _tmp
config.substitutions.append(("%FileCheck", config.filecheck))
# The second ROCm's libraries (scripts/rocm-libs.sh, run by bootstrap); before
# %hipcc, which is a prefix of it.
config.substitutions.append(
    ("%hipcc-libs-gfx90a-asm", os.path.join(config.source_root, "scripts", "hipcc-libs.sh")
     + " -std=c++17 --offload-arch=gfx90a --cuda-device-only -S"))
config.substitutions.append(
    ("%hipcc-libs", os.path.join(config.source_root, "scripts", "hipcc-libs.sh")
     + " -std=c++17 --offload-arch=gfx90a --offload-arch=gfx1030 -c"))
# The gfx90a device assembly, to count matrix-core instructions.
config.substitutions.append(
    ("%hipcc-gfx90a-asm", config.hipcc + " -std=c++17 --offload-arch=gfx90a --cuda-device-only -S"))
# The device assembly for the --offload-arch a test gives (gfx908, gfx940...).
config.substitutions.append(
    ("%hipcc-asm", config.hipcc + " -std=c++17 --cuda-device-only -S"))
# RDNA3's device assembly: clang 22 against the same HIP headers, as verify
# builds gfx11 (lib/Verify/Toolchain.cpp), since ROCm 5.2 cannot.
config.substitutions.append(
    ("%gfx11-asm", config.clangxx + " -x hip -std=c++17 -O3 --offload-arch=gfx1100"
     " --cuda-device-only -nogpulib -D__AMDGCN_WAVEFRONT_SIZE=32 -include "
     + os.path.join(config.source_root, "lib", "Verify", "clang22-prelude.h") + " -S"))
config.substitutions.append(
    ("%hipcc", config.hipcc + " -std=c++17 --offload-arch=gfx90a --offload-arch=gfx1030 -c"))
# ROCm 7.2's headers (scripts/rocm-libs.sh --suite experimental): clang 22 in
# HIP mode checks host and device code against them (Debian ships no 7.2
# device libraries, so -fsyntax-only).
_rocm72 = os.environ.get("CUDA2HIP_ROCM_LIBS", "/var/cache/cuda2hip/rocm-libs") + "-experimental/root/usr/include"
if os.path.exists(os.path.join(_rocm72, "hip", "hip_version.h")):
    config.available_features.add("rocm72")
    config.substitutions.append(
        ("%hip72-syntax", config.clangxx + " -x hip -std=c++17 -fsyntax-only -nogpulib -nogpuinc"
         " --offload-arch=gfx90a --offload-arch=gfx1030 -isystem " + _rocm72
         + " -include __clang_hip_runtime_wrapper.h"))
# reward runs candidates under bubblewrap (scripts/bootstrap.sh installs it).
if shutil.which("bwrap"):
    config.available_features.add("bwrap")
config.substitutions.append(("%c2h", os.path.join(config.cuda2hip_bin, "cuda2hip") + " translate --no-progress"))
config.substitutions.append(("%inputs", os.path.join(config.test_source_root, "Inputs")))
if os.path.exists("/usr/local/cuda/include/cuda_runtime.h"):
    config.available_features.add("cuda-sdk")
# Tests of what verify says where a GPU is missing do not hold where one is.
if os.path.exists("/dev/kfd"):
    config.available_features.add("amd-gpu")
if os.path.exists("/dev/nvidia0"):
    config.available_features.add("nvidia-gpu")
# --rocm's default is the ROCm installed on the machine: 5.2, whose hipcc the
# suite compiles with (ROCM_PATH is hipcc's too, so it is not changed here).
