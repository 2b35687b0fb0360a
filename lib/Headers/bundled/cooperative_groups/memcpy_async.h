/* cuda2hip bundled CUDA declarations: memcpy_async, wait and wait_prior live in
 * cooperative_groups.h. */
#include "../cooperative_groups.h"
