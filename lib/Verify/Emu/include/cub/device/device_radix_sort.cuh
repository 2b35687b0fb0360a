/* cuda2hip emulator: cub/device/device_radix_sort.cuh */
#pragma once
#include "../../cuda2hip_emu_cub.h"
