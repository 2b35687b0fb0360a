"""A reward function with verl's signature."""
import atexit
import json
import os
import re

from .scorer import Scorer

_FENCE = re.compile(r"```[ \t]*([A-Za-z0-9_+-]*)[^\n]*\n(.*?)```", re.S)
_SCORERS = {}


def extract_candidate(text):
    """The HIP source in a model's answer: the last fenced block marked as
    C++, CUDA or HIP (or unmarked), else the whole text when it has no fence.
    None when a fence is opened and never closed (a truncated answer)."""
    blocks = _FENCE.findall(text)
    wanted = [body for lang, body in blocks
              if lang.lower() in ("", "cpp", "c++", "cc", "cxx", "hip", "cuda", "cu", "c")]
    if wanted:
        return wanted[-1]
    if "```" in text:
        return None
    return text


def _scorer(args):
    key = tuple(args)
    if key not in _SCORERS:
        _SCORERS[key] = Scorer(args)
    return _SCORERS[key]


def compute_score(data_source, solution_str, ground_truth, extra_info=None):
    """verl's reward function: the reward of the HIP translation in
    solution_str for the CUDA program ground_truth names.

    ground_truth: the CUDA program's path, or a dict (or its JSON text) with
    "program" and optionally "run_args", "emu_run_args", "declare", "human".
    extra_info may hold "reward_args", more `cuda2hip reward` options.
    $CUDA2HIP_REWARD_ARGS adds options to every scorer (split at blanks).
    Returns the reward, a float in [0, 1].
    """
    request = {}
    truth = ground_truth
    if isinstance(truth, str) and truth.lstrip().startswith("{"):
        truth = json.loads(truth)
    if isinstance(truth, dict):
        request.update({k: v for k, v in truth.items()
                        if k in ("program", "run_args", "emu_run_args", "declare", "human")})
    else:
        request["program"] = str(truth)
    candidate = extract_candidate(solution_str or "")
    if candidate is None or not candidate.strip():
        return 0.0
    request["candidate_text"] = candidate
    request["candidate"] = "candidate.hip"
    args = os.environ.get("CUDA2HIP_REWARD_ARGS", "").split()
    if extra_info and extra_info.get("reward_args"):
        args += list(extra_info["reward_args"])
    record = _scorer(args).score(request)
    return float(record.get("reward", 0.0))


@atexit.register
def _close_scorers():
    for s in _SCORERS.values():
        s.close()
