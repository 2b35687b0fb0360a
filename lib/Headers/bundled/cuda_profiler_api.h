/* cuda2hip bundled CUDA declarations: profiler control (in the runtime API). */
#include "cuda_runtime_api.h"
