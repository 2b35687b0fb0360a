#pragma once
__device__ inline float sq(float x) { return x * x; }
