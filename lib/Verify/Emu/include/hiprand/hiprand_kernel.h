/* cuda2hip emulator: hiprand/hiprand_kernel.h */
#pragma once
#include "../cuda2hip_emu_rand.h"
#include "../cuda2hip_emu_hip.h"
