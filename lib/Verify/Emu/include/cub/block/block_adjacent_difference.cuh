/* cuda2hip emulator: cub/block/block_adjacent_difference.cuh */
#pragma once
#include "../../cuda2hip_emu_cub.h"
