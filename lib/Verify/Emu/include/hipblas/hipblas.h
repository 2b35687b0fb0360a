/* cuda2hip emulator: hipblas/hipblas.h */
#pragma once
#include "../cuda2hip_emu_blas.h"
#include "../cuda2hip_emu_hip.h"
