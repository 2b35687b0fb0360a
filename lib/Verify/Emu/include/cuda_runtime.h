/* cuda2hip emulator: cuda_runtime.h */
#pragma once
#include "cuda2hip_emu.h"
