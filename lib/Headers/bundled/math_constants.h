/* cuda2hip bundled CUDA declarations: math constants. */
#ifndef CUDA2HIP_BUNDLED_MATH_CONSTANTS_H
#define CUDA2HIP_BUNDLED_MATH_CONSTANTS_H
#define CUDART_PI_F 3.141592654f
#define CUDART_PI 3.1415926535897931e+0
#define CUDART_INF_F __int_as_float(0x7f800000)
#define CUDART_NAN_F __int_as_float(0x7fffffff)
#endif
