/* cuda2hip emulator: hipcub/block/block_reduce.hpp */
#pragma once
#include "../../cuda2hip_emu_cub.h"
