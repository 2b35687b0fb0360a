// A header with an error: no entry may hold it.
#include <cuda_runtime.h>
inline int broken() { return undeclared_name; }
