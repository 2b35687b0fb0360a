/* cuda2hip emulator: cooperative_groups/memcpy_async.h */
#pragma once
#include "../cuda2hip_emu_cg.h"
