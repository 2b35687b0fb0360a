"""A warm `cuda2hip reward` process: requests as JSON Lines on its standard
input, one record per request on its standard output, in order."""
import json
import os
import shutil
import subprocess
import tempfile
import threading


class ScorerError(RuntimeError):
    """The scorer could not be started, or died twice on one request."""


def find_cuda2hip():
    """The cuda2hip executable: $CUDA2HIP, else cuda2hip on PATH."""
    path = os.environ.get("CUDA2HIP") or shutil.which("cuda2hip")
    if not path:
        raise ScorerError("cuda2hip not found: set CUDA2HIP to the executable, or put it on PATH")
    return path


class Scorer:
    """One `cuda2hip reward --jsonl -` process, kept between requests so that
    a training loop pays its start-up and its caches once.

    args: more options for `cuda2hip reward` (`--config`, `--cache-dir`,
    `--cuda-headers`, `--wave`, ...). A scorer is not shared between threads
    without its lock, which score() takes.
    """

    def __init__(self, args=(), executable=None):
        self.executable = executable or find_cuda2hip()
        self.args = list(args)
        self.proc = None
        self.errors = None
        self.lock = threading.Lock()

    def _start(self):
        # Its messages go to a file, which cannot fill up as an unread pipe
        # would and stop it.
        self.errors = tempfile.TemporaryFile(mode="w+")
        self.proc = subprocess.Popen(
            [self.executable, "reward", "--jsonl", "-", *self.args],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.errors,
            text=True, bufsize=1)

    def _ask(self, line):
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        try:
            self.proc.stdin.write(line)
            self.proc.stdin.flush()
            out = self.proc.stdout.readline()
        except (BrokenPipeError, OSError):
            out = ""
        if not out:
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.errors.seek(0)
            err = self.errors.read()
            self.close()
            raise ScorerError("cuda2hip reward ended without a record: " + err.strip()[:500])
        return json.loads(out)

    def score(self, request):
        """The record for one request: a dict with "program" and either
        "candidate" (a path) or "candidate_text", and optionally "id",
        "human", "run_args", "emu_run_args", "declare"."""
        line = json.dumps(request, sort_keys=True) + "\n"
        with self.lock:
            try:
                return self._ask(line)
            except ScorerError:
                # A scorer that died (killed, out of memory) is started again
                # once; a request that kills it twice is reported.
                return self._ask(line)

    def close(self):
        if self.proc is not None:
            for stream in (self.proc.stdin, self.proc.stdout, self.errors):
                try:
                    stream.close()
                except OSError:
                    pass
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
            self.proc = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
