#ifndef C2H_ASYNC_STAGE
#define C2H_ASYNC_STAGE
// cuda2hip c2h-async-copy-staged: async copies (global -> shared) kept in
// flight in registers, as AMD GPUs have no asynchronous copy into LDS that
// takes a per-thread destination. A copy's global load is issued where CUDA
// issues the copy; its LDS store waits for the wait that covers its batch,
// or for the next commit (one committed batch stays in flight). CUDA lets a
// copy land at any point between its issue and that wait, and touching its
// destination in between is a race in the CUDA program itself, so this is
// exact. The load overlaps the work that follows it up to the end of the
// loop iteration that issues it, where the register moves of the loop's
// back edge wait for it. A thread's copies past C2H_ASYNC_STAGE_COPIES in
// one batch, and copies of other sizes or a partial source, land at once.
// A kernel holds its stage in c2h_stage and passes it to the functions that
// copy; where none reaches, c2h_stage is the enumerator declared here, and
// a function called without one gets an idle stage: every copy lands at
// once. Nothing compares the stage's address, which would keep it out of
// registers.
#ifndef C2H_ASYNC_STAGE_COPIES
#define C2H_ASYNC_STAGE_COPIES 4
#endif
struct c2h_async_stage {
  struct slot {
    uint4 data;
    unsigned lds;   // the destination, an LDS address
    unsigned bytes; // 4, 8 or 16; 0 for an empty slot
  };
  slot open[C2H_ASYNC_STAGE_COPIES];    // issued since the last commit
  slot pending[C2H_ASYNC_STAGE_COPIES]; // the newest committed batch
  unsigned opened;                      // slots of open in use
  bool active;                          // false: every copy lands at once

  __device__ c2h_async_stage() : opened(0), active(true) { clear(); }
  __device__ explicit c2h_async_stage(bool active) : opened(0), active(active) {
    clear();
  }
  // Copies a thread leaves in flight land when it ends, as on the GPU.
  __device__ ~c2h_async_stage() {
    land(pending);
    land(open);
  }
  __device__ c2h_async_stage(const c2h_async_stage &) = delete;
  __device__ c2h_async_stage &operator=(const c2h_async_stage &) = delete;

  // bytes from src to the LDS address lds: the first src_bytes from src and
  // the rest zeros. issue false: no copy, but the slot is taken, so that
  // the slot of each copy stays known at compile time.
  __device__ void copy(unsigned lds, const void *src, unsigned bytes,
                       unsigned src_bytes, bool issue = true) {
    if (!active || opened >= C2H_ASYNC_STAGE_COPIES) {
      if (issue)
        now(lds, src, bytes, src_bytes);
      return;
    }
    if ((bytes != 4 && bytes != 8 && bytes != 16) ||
        (src_bytes != 0 && src_bytes < bytes)) {
      if (issue)
        now(lds, src, bytes, src_bytes);
      issue = false;
    }
    slot s;
    s.data = make_uint4(0, 0, 0, 0);
    s.lds = lds;
    s.bytes = issue ? bytes : 0;
    if (issue && src_bytes != 0) {
      if (bytes == 16) {
        s.data = *static_cast<const uint4 *>(src);
      } else if (bytes == 8) {
        uint2 v = *static_cast<const uint2 *>(src);
        s.data.x = v.x;
        s.data.y = v.y;
      } else {
        s.data.x = *static_cast<const unsigned *>(src);
      }
    }
    // Every slot is written, with a select: a store to open[opened] would
    // index the slots at run time and put them in scratch memory.
#pragma unroll
    for (int i = 0; i < C2H_ASYNC_STAGE_COPIES; ++i) {
      bool here = i == (int)opened;
      open[i].data = here ? s.data : open[i].data;
      open[i].lds = here ? s.lds : open[i].lds;
      open[i].bytes = here ? s.bytes : open[i].bytes;
    }
    ++opened;
  }
  // The batch issued since the last commit is committed; the one committed
  // before it lands.
  __device__ void commit() {
    if (!active)
      return;
    land(pending);
#pragma unroll
    for (int i = 0; i < C2H_ASYNC_STAGE_COPIES; ++i) {
      pending[i] = open[i];
      open[i].bytes = 0;
    }
    opened = 0;
  }
  // Every committed batch but the newest `keep` lands: one at most is in
  // flight, so only keep == 0 has something to land.
  __device__ void wait_prior(size_t keep) {
    if (keep == 0)
      land(pending);
  }

private:
  __device__ void clear() {
#pragma unroll
    for (int i = 0; i < C2H_ASYNC_STAGE_COPIES; ++i)
      open[i].bytes = pending[i].bytes = 0;
  }
  static __device__ void land(slot (&s)[C2H_ASYNC_STAGE_COPIES]) {
#pragma unroll
    for (int i = 0; i < C2H_ASYNC_STAGE_COPIES; ++i) {
      if (s[i].bytes == 0)
        continue;
      void *d = c2h_cvta_shared_to_generic(s[i].lds);
      if (s[i].bytes == 16)
        *static_cast<uint4 *>(d) = s[i].data;
      else if (s[i].bytes == 8)
        *static_cast<uint2 *>(d) = make_uint2(s[i].data.x, s[i].data.y);
      else
        *static_cast<unsigned *>(d) = s[i].data.x;
      s[i].bytes = 0;
    }
  }
  static __device__ void now(unsigned lds, const void *src, unsigned bytes,
                             unsigned src_bytes) {
    c2h_pipeline_memcpy_async(c2h_cvta_shared_to_generic(lds), src, bytes,
                              src_bytes < bytes ? bytes - src_bytes : 0);
  }
};
// The default of a stage parameter: an idle stage, which lives until the
// call that takes it returns.
__device__ static inline auto
c2h_async_idle(c2h_async_stage &&idle = c2h_async_stage(false))
    -> c2h_async_stage * {
  return &idle;
}
// Where no kernel's stage reaches: copies land at once.
enum c2h_no_async_stage { c2h_stage };

// __pipeline_* with a stage.
__device__ static inline void
c2h_pipeline_memcpy_async(c2h_async_stage *st, void *dst, const void *src,
                          size_t size_and_align, size_t zfill = 0) {
  unsigned bytes = (unsigned)size_and_align;
  st->copy((unsigned)c2h_cvta_generic_to_shared(dst), src, bytes,
           zfill < size_and_align ? bytes - (unsigned)zfill : 0);
}
__device__ static inline void c2h_pipeline_commit(c2h_async_stage *st) {
  st->commit();
}
__device__ static inline void c2h_pipeline_wait_prior(c2h_async_stage *st,
                                                      size_t n) {
  st->wait_prior(n);
}
__device__ static inline void
c2h_pipeline_memcpy_async(c2h_no_async_stage, void *dst, const void *src,
                          size_t size_and_align, size_t zfill = 0) {
  c2h_pipeline_memcpy_async(dst, src, size_and_align, zfill);
}
__device__ static inline void c2h_pipeline_commit(c2h_no_async_stage) {}
__device__ static inline void c2h_pipeline_wait_prior(c2h_no_async_stage,
                                                      size_t) {}
#endif
