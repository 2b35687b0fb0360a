#include "does_not_exist.h"
__global__ void k() {}
