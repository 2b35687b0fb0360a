/* cuda2hip emulator: cublas_api.h */
#pragma once
#include "cuda2hip_emu_blas.h"
