/* cuda2hip emulator: hip/hip_fp16.h */
#pragma once
#include "../cuda2hip_emu_fp16.h"
#include "../cuda2hip_emu_hip.h"
