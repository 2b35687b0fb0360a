/* cuda2hip emulator: device_functions.h */
#pragma once
#include "cuda2hip_emu.h"
