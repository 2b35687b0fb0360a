/* cuda2hip emulator: cuda_bf16.h */
#pragma once
#include "cuda2hip_emu_bf16.h"
