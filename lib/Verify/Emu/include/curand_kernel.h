/* cuda2hip emulator: curand_kernel.h */
#pragma once
#include "cuda2hip_emu_rand.h"
