/* cuda2hip emulator: cooperative_groups/scan.h */
#pragma once
#include "../cuda2hip_emu_cg.h"
