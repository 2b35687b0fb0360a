/* cuda2hip emulator: cooperative_groups/reduce.h */
#pragma once
#include "../cuda2hip_emu_cg.h"
