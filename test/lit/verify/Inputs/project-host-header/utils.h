// No CUDA here, and only main.cpp includes it: the HIP project needs it
// all the same.
#pragma once
inline int expected(int n) { return n * (n - 1) / 2; }
