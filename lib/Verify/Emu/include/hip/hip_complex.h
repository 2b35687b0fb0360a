/* cuda2hip emulator: hip/hip_complex.h */
#pragma once
#include "cuda2hip_emu_complex.h"
