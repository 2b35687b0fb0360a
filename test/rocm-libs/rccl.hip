// RCCL: a communicator and an all-reduce. Compile-only: librccl1 (the .so,
// 125 MB) is not fetched, so this one is not linked.
#include <hip/hip_runtime.h>
#include <rccl/rccl.h>

ncclResult_t allReduce(const float *in, float *out, size_t n, int rank,
                       int ranks, hipStream_t stream) {
  ncclUniqueId id;
  if (ncclResult_t r = ncclGetUniqueId(&id))
    return r;
  ncclComm_t comm;
  if (ncclResult_t r = ncclCommInitRank(&comm, ranks, id, rank))
    return r;
  ncclResult_t r = ncclAllReduce(in, out, n, ncclFloat, ncclSum, comm, stream);
  ncclCommDestroy(comm);
  return r;
}
