/* cuda2hip emulator: device_launch_parameters.h */
#pragma once
#include "cuda2hip_emu.h"
