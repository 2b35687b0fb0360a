/* cuda2hip emulator: cublas_v2.h */
#pragma once
#include "cuda2hip_emu_blas.h"
