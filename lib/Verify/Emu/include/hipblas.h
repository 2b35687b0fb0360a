/* cuda2hip emulator: hipblas.h */
#pragma once
#include "hipblas/hipblas.h"
