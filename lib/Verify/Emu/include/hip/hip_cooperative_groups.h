/* cuda2hip emulator: hip/hip_cooperative_groups.h */
#pragma once
#include "../cuda2hip_emu_cg.h"
#include "../cuda2hip_emu_hip.h"
