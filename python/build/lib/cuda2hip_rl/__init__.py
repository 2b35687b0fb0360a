"""Verifiable rewards for CUDA-to-HIP translation: cuda2hip's scorer for
training loops (docs/reward.md)."""
from .scorer import Scorer, ScorerError, find_cuda2hip
from .verl import compute_score, extract_candidate
from .batch import score_batch

__all__ = ["Scorer", "ScorerError", "find_cuda2hip", "compute_score", "extract_candidate",
           "score_batch"]
