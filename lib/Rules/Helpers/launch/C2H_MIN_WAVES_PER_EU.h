#ifndef C2H_MIN_WAVES_PER_EU
// CUDA's __launch_bounds__(T, B) asks for B resident blocks of T threads per
// SM; HIP's second argument is the fewest waves per SIMD instead. The same
// occupancy, rounded up: B * T threads as 64-lane waves over a CU's 4 SIMDs
// (gfx8, gfx9: CDNA), or as 32-lane waves over a WGP's 4 (gfx10 and later).
#if defined(__GFX8__) || defined(__GFX9__)
#define C2H_MIN_WAVES_PER_EU(T, B) (((B) * (T) + 255) / 256)
#else
#define C2H_MIN_WAVES_PER_EU(T, B) (((B) * (T) + 127) / 128)
#endif
#endif
