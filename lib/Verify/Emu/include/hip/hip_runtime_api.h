/* cuda2hip emulator: hip/hip_runtime_api.h */
#pragma once
#include "../cuda2hip_emu.h"
#include "../cuda2hip_emu_hip.h"
