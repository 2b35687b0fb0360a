#pragma once
// No CUDA here, and named as a system header is (/usr/include/values.h):
// launch.h must find this one, beside it, as it does in its own folder.
constexpr int kOffset = 7;
