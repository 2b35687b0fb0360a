/* Qualifiers for code shared by the .cu and the .c units: nvcc compiles a
 * .c without __CUDACC__, where they are empty. */
#ifndef CU_H
#define CU_H
#ifdef __CUDACC__
#define DEV __device__
#define HOST __host__
#else
#define DEV
#define HOST
#endif
#endif
