#ifndef C2H_CUDA_SYNC
#define C2H_CUDA_SYNC
// libcu++'s cuda::barrier, cuda::pipeline and cuda::memcpy_async, which
// HIP lacks, for thread- and block-scope objects. Copies are synchronous:
// each lands before the call returns, so before any wait that covers it.
// Waits spin on counters in shared memory, so the threads of a group may
// be at different points, as CUDA allows.
namespace c2h {
enum thread_scope {
  thread_scope_system,
  thread_scope_device,
  thread_scope_block,
  thread_scope_thread
};
template <size_t Align> struct aligned_size_t {
  size_t value;
  __host__ __device__ explicit aligned_size_t(size_t v) : value(v) {}
  __host__ __device__ operator size_t() const { return value; }
};
// Spins until the counter *p has reached v (counters only grow).
__device__ static inline void sync_wait_at_least(const unsigned *p, unsigned v) {
  while ((int)(__atomic_load_n(p, __ATOMIC_RELAXED) - v) < 0)
    __builtin_amdgcn_s_sleep(1);
  __threadfence_block();
}
template <thread_scope Scope = thread_scope_system> class barrier {
public:
  using arrival_token = unsigned;
  barrier() = default;
  __device__ friend void init(barrier *b, ptrdiff_t expected) {
    b->expected_ = (int)expected;
    b->pending_ = (int)expected;
    b->phase_ = 0;
  }
  __device__ arrival_token arrive(ptrdiff_t n = 1) {
    unsigned phase = __atomic_load_n(&phase_, __ATOMIC_RELAXED);
    __threadfence_block();
    if (atomicSub(&pending_, (int)n) == (int)n) { // the phase's last arrival
      pending_ = __atomic_load_n(&expected_, __ATOMIC_RELAXED);
      __threadfence_block();
      atomicAdd(&phase_, 1u);
    }
    return phase;
  }
  __device__ void wait(arrival_token &&t) const {
    sync_wait_at_least(&phase_, t + 1);
  }
  __device__ void arrive_and_wait() { wait(arrive()); }
  __device__ void arrive_and_drop() {
    atomicSub(&expected_, 1);
    arrive();
  }

private:
  int expected_, pending_;
  unsigned phase_;
};
// Counts per stage, over the pipeline's life: commits and releases; and
// the producers of a partitioned pipeline.
template <thread_scope Scope, unsigned char Stages> struct pipeline_shared_state {
  unsigned committed[Stages], released[Stages], producers;
};
enum class pipeline_role { producer, consumer };
template <thread_scope Scope> class pipeline;
// A thread's own pipeline: its copies are done when issued.
// A thread's own pipeline: its copies into shared memory stay in flight
// in registers (c2h-async-copy-staged) until the consumer_wait that
// covers their stage, or the next commit (one stage in flight).
template <> class pipeline<thread_scope_thread> {
public:
  __device__ void producer_acquire() {}
  __device__ void producer_commit() { stage.commit(); }
  __device__ void consumer_wait() { stage.wait_prior(0); }
  __device__ void consumer_release() {}
  __device__ bool quit() { return true; }
  c2h_async_stage stage;
};
__device__ static inline pipeline<thread_scope_thread> make_pipeline() { return {}; }
// A group's pipeline: a stage is ready when all its producers have
// committed it, and its buffers are free again when all its consumers have
// released it (every thread is both, unless the pipeline is partitioned).
template <> class pipeline<thread_scope_block> {
public:
  __device__ pipeline(unsigned *committed, unsigned *released, unsigned stages,
                      unsigned producers, unsigned consumers)
      : committed_(committed), released_(released), stages_(stages),
        producers_(producers), consumers_(consumers) {}
  __device__ void producer_acquire() {
    if (unsigned round = head_ / stages_)
      sync_wait_at_least(&released_[head_ % stages_], round * consumers_);
  }
  __device__ void producer_commit() {
    __threadfence_block();
    atomicAdd(&committed_[head_++ % stages_], 1u);
  }
  __device__ void consumer_wait() {
    sync_wait_at_least(&committed_[tail_ % stages_], (tail_ / stages_ + 1) * producers_);
  }
  __device__ void consumer_release() {
    __threadfence_block();
    atomicAdd(&released_[tail_++ % stages_], 1u);
  }
  // All but the newest n committed stages are ready.
  __device__ void wait_prior(unsigned n) {
    for (unsigned k = tail_; k + n < head_; ++k)
      sync_wait_at_least(&committed_[k % stages_], (k / stages_ + 1) * producers_);
  }
  __device__ bool quit() { return true; }

private:
  unsigned *committed_, *released_;
  unsigned stages_, producers_, consumers_, head_ = 0, tail_ = 0;
};
// Every thread of g calls it: the stage counts start at zero, and a stage
// takes `producers` commits and `consumers` releases.
template <class Group, thread_scope Scope, unsigned char Stages>
__device__ pipeline<thread_scope_block>
start_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s, unsigned producers,
               unsigned consumers) {
  if (g.thread_rank() == 0)
    for (unsigned i = 0; i < Stages; ++i)
      s->committed[i] = s->released[i] = 0;
  g.sync();
  return pipeline<thread_scope_block>(s->committed, s->released, Stages, producers, consumers);
}
template <class Group, thread_scope Scope, unsigned char Stages>
__device__ pipeline<thread_scope_block>
make_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s) {
  return start_pipeline(g, s, g.size(), g.size());
}
template <class Group, thread_scope Scope, unsigned char Stages>
__device__ pipeline<thread_scope_block>
make_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s,
              size_t producer_count) {
  return start_pipeline(g, s, (unsigned)producer_count,
                        (unsigned)(g.size() - producer_count));
}
// Each thread says its role; the producers are counted.
template <class Group, thread_scope Scope, unsigned char Stages>
__device__ pipeline<thread_scope_block>
make_pipeline(const Group &g, pipeline_shared_state<Scope, Stages> *s, pipeline_role role) {
  if (g.thread_rank() == 0)
    s->producers = 0;
  g.sync();
  if (role == pipeline_role::producer)
    atomicAdd(&s->producers, 1u);
  g.sync();
  unsigned producers = __atomic_load_n(&s->producers, __ATOMIC_RELAXED);
  return make_pipeline(g, s, (size_t)producers);
}
template <unsigned N>
__device__ void pipeline_consumer_wait_prior(pipeline<thread_scope_thread> &p) {
  p.stage.wait_prior(N);
}
template <unsigned N> __device__ void pipeline_consumer_wait_prior(pipeline<thread_scope_block> &p) {
  p.wait_prior(N);
}
template <thread_scope Scope>
__device__ void memcpy_async(void *dst, const void *src, size_t n, pipeline<Scope> &) {
  c2h_group_copy(dst, src, n, 0, 1);
}
// A thread's own pipeline: a copy into shared memory joins its stage in
// words of the pointed-to type's alignment (16 or 4 bytes; the size given
// by aligned_size_t), a word a slot. A copy elsewhere, or of other words,
// lands at once, still taking its slots, so that the slots stay known at
// compile time.
template <size_t Align>
__device__ void stage_copy(void *dst, const void *src, size_t n, pipeline<thread_scope_thread> &p) {
  constexpr unsigned w = Align % 16 == 0 ? 16 : Align % 4 == 0 ? 4 : 0;
  bool lds = w && n % w == 0 && c2h_is_shared(dst);
  if (!lds)
    c2h_group_copy(dst, src, n, 0, 1);
  if (!w)
    return;
  unsigned a = lds ? (unsigned)c2h_cvta_generic_to_shared(dst) : 0;
  for (size_t i = 0; i + w <= n; i += w)
    p.stage.copy(a + (unsigned)i, static_cast<const char *>(src) + i, w, w, lds);
}
template <class T>
__device__ void memcpy_async(T *dst, const T *src, size_t n, pipeline<thread_scope_thread> &p) {
  stage_copy<alignof(T)>(dst, src, n, p);
}
template <class T, size_t Align>
__device__ void memcpy_async(T *dst, const T *src, aligned_size_t<Align> n,
                             pipeline<thread_scope_thread> &p) {
  stage_copy<(Align > alignof(T) ? Align : alignof(T))>(dst, src, n, p);
}
template <thread_scope Scope>
__device__ void memcpy_async(void *dst, const void *src, size_t n, barrier<Scope> &) {
  c2h_group_copy(dst, src, n, 0, 1);
}
// The group form: the group's threads share the copy.
template <class Group, class Sync>
__device__ void memcpy_async(const Group &g, void *dst, const void *src, size_t n, Sync &) {
  c2h_group_copy(dst, src, n, g.thread_rank(), g.size());
}
} // namespace c2h
#endif
