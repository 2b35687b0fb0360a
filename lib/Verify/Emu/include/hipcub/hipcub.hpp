/* cuda2hip emulator: hipcub/hipcub.hpp */
#pragma once
#include "../cuda2hip_emu_cub.h"
