/* cuda2hip bundled CUDA declarations: the scans live in cooperative_groups.h. */
#include "../cooperative_groups.h"
