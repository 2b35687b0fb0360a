/* cuda2hip emulator: hip/hip_bf16.h */
#pragma once
#include "../cuda2hip_emu_bf16.h"
#include "../cuda2hip_emu_hip.h"
