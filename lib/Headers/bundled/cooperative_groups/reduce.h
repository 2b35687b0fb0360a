/* cuda2hip bundled CUDA declarations: cg::reduce lives in cooperative_groups.h. */
#include "../cooperative_groups.h"
