// One kernel, and a comment now long enough to move every directive.
#define BOUNDED __launch_bounds__(64, 4)
#define SCALE 3.5f
__global__ void BOUNDED k(float *p) { p[threadIdx.x] = SCALE; }
