#ifndef C2H_WAVE_SIZE
// The wavefront width of the device pass: 64 on gfx8 and gfx9 (CDNA),
// 32 on gfx10 and later. warpSize is not a constant expression from
// ROCm 7, and __AMDGCN_WAVEFRONT_SIZE is deprecated.
#if defined(__GFX8__) || defined(__GFX9__)
#define C2H_WAVE_SIZE 64
#else
#define C2H_WAVE_SIZE 32
#endif
#endif
