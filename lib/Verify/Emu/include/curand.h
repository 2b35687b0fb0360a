/* cuda2hip emulator: curand.h */
#pragma once
#include "cuda2hip_emu_rand.h"
