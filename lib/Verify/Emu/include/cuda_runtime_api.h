/* cuda2hip emulator: cuda_runtime_api.h */
#pragma once
#include "cuda2hip_emu.h"
