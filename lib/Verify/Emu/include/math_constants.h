/* cuda2hip emulator: math_constants.h */
#pragma once
#include "cuda2hip_emu.h"
