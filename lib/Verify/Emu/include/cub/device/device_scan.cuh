/* cuda2hip emulator: cub/device/device_scan.cuh */
#pragma once
#include "../../cuda2hip_emu_cub.h"
