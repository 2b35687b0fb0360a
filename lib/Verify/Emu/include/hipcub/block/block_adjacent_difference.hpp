/* cuda2hip emulator: hipcub/block/block_adjacent_difference.hpp */
#pragma once
#include "../../cuda2hip_emu_cub.h"
