/* cuda2hip bundled CUDA declarations: legacy cuBLAS header. */
#include "cublas_v2.h"
