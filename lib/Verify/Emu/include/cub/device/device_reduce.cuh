/* cuda2hip emulator: cub/device/device_reduce.cuh */
#pragma once
#include "../../cuda2hip_emu_cub.h"
