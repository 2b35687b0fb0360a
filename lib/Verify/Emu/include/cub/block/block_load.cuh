/* cuda2hip emulator: cub/block/block_load.cuh */
#pragma once
#include "../../cuda2hip_emu_cub.h"
