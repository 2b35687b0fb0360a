/* cuda2hip bundled CUDA declarations: the built-in variables (in the prelude). */
#include "cuda_runtime.h"
