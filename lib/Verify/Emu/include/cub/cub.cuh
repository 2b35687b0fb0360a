/* cuda2hip emulator: cub/cub.cuh */
#pragma once
#include "../cuda2hip_emu_cub.h"
