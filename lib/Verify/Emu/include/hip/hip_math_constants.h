/* cuda2hip emulator: hip/hip_math_constants.h (HIP_PI_F, ...: the HIP names
 * of math_constants.h's values). */
#pragma once
#include "../math_constants.h"
#include "../cuda2hip_emu_hip.h"
