"""Batches of requests scored on Ray: actors that each keep a warm scorer
(and, through cuda2hip's cache folder, its references)."""
import os

from .scorer import Scorer


def _actor_class(ray):
    @ray.remote(max_restarts=3, max_task_retries=3)
    class ScorerActor:
        def __init__(self, args, executable):
            self.scorer = Scorer(args, executable)

        def score(self, request):
            return self.scorer.score(request)

    return ScorerActor


def score_batch(requests, num_workers=2, args=(), executable=None, address=None):
    """The records of requests (dicts as Scorer.score takes), in order.

    Ray is started locally (ray.init()) unless it runs already, or
    address/$RAY_ADDRESS names a cluster. An actor that dies is restarted and
    its request retried (max_restarts, max_task_retries); Ray schedules.
    """
    import ray
    from ray.util import ActorPool

    if not ray.is_initialized():
        address = address or os.environ.get("RAY_ADDRESS")
        ray.init(address=address) if address else ray.init(num_cpus=num_workers)
    actor = _actor_class(ray)
    executable = executable or os.environ.get("CUDA2HIP")
    pool = ActorPool([actor.remote(list(args), executable) for _ in range(num_workers)])
    return list(pool.map(lambda a, r: a.score.remote(r), list(requests)))
