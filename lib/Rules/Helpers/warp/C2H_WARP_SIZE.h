#ifndef C2H_WARP_SIZE
#define C2H_WARP_SIZE 32 // the warp width this file is written for
#endif
