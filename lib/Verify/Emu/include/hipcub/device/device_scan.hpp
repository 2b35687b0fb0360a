/* cuda2hip emulator: hipcub/device/device_scan.hpp */
#pragma once
#include "../../cuda2hip_emu_cub.h"
