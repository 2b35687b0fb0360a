/* cuda2hip emulator: cuda_fp16.h */
#pragma once
#include "cuda2hip_emu_fp16.h"
