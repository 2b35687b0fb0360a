// buckets.cu - the device function histogram.cu's kernel links against.
#include "buckets.cuh"

__device__ int bucket_of(float v, float lo, float hi, int buckets)
{
    int b = (int)((v - lo) / (hi - lo) * buckets);
    return b < 0 ? 0 : (b >= buckets ? buckets - 1 : b);
}
