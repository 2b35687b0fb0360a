/* cuda2hip emulator: cuda_pipeline_primitives.h (CUDA only). The copies are
 * asynchronous as on the GPU: one lands when a wait covers its batch. */
#pragma once
#include "cuda2hip_emu.h"

inline void __pipeline_memcpy_async(void *__restrict__ Dst, const void *__restrict__ Src,
                                    size_t SizeAndAlign, size_t ZeroFill = 0) {
  cuda2hip::emu::asyncCopy(Dst, Src, SizeAndAlign, ZeroFill);
}
inline void __pipeline_commit() { cuda2hip::emu::asyncCommit(); }
inline void __pipeline_wait_prior(size_t Prior) { cuda2hip::emu::asyncWaitPrior(Prior); }
