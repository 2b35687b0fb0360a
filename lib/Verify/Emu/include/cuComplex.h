/* cuda2hip emulator: cuComplex.h */
#pragma once
#include "cuda2hip_emu_complex.h"
