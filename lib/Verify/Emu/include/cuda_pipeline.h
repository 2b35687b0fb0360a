/* cuda2hip emulator: cuda_pipeline.h (the primitives). */
#pragma once
#include "cuda_pipeline_primitives.h"
