/* cuda2hip emulator: vector_types.h */
#pragma once
#include "cuda2hip_emu.h"
