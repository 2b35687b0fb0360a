/* cuda2hip emulator: cuda.h */
#pragma once
#include "cuda2hip_emu.h"
