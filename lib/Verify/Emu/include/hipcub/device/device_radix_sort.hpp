/* cuda2hip emulator: hipcub/device/device_radix_sort.hpp */
#pragma once
#include "../../cuda2hip_emu_cub.h"
