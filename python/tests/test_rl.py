"""cuda2hip_rl against the real scorer: $CUDA2HIP names the cuda2hip
executable (scripts/test.sh sets it to the build's)."""
import importlib.util
import json
import os
import shutil
import subprocess
import tempfile
import unittest

from cuda2hip_rl import Scorer, compute_score, extract_candidate, score_batch

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = os.path.join(HERE, "..", "..", "test", "lit", "reward", "Inputs")


class ExtractCandidate(unittest.TestCase):
    def test_fences(self):
        self.assertEqual(extract_candidate("Here:\n```cpp\nint a;\n```\nand\n```hip\nint b;\n```\n"),
                         "int b;\n")
        self.assertEqual(extract_candidate("```\nint c;\n```"), "int c;\n")
        # A block in another language is not the translation.
        self.assertEqual(extract_candidate("```python\nprint(1)\n```\nint d;"), None)
        self.assertEqual(extract_candidate("int e;"), "int e;")
        # An answer cut off inside its fence has no candidate.
        self.assertIsNone(extract_candidate("```cpp\nint f;"))


class WithProgram(unittest.TestCase):
    """A program, cuda2hip's translation of it, a wrong and a broken one."""

    @classmethod
    def setUpClass(cls):
        cls.exe = os.environ.get("CUDA2HIP")
        if not cls.exe:
            raise unittest.SkipTest("CUDA2HIP is not set")
        cls.dir = tempfile.mkdtemp(prefix="c2h-rl-test-")
        os.chmod(cls.dir, 0o755)
        os.makedirs(os.path.join(cls.dir, "prog"))
        cls.program = os.path.join(cls.dir, "prog", "scale.cu")
        shutil.copy(os.path.join(INPUTS, "scale.cu"), cls.program)
        good = os.path.join(cls.dir, "good.hip")
        subprocess.run([cls.exe, "translate", "--no-progress", "--cuda-headers=bundled",
                        cls.program, "-o", good], check=True)
        with open(good) as f:
            cls.good = f.read()
        cls.wrong = cls.good.replace("__shfl_down(v, offset", "__shfl_down(v, offset + 1")
        assert cls.wrong != cls.good
        cls.broken = cls.good.replace("__global__ void scale_sum", "__global__ void scale_sum(")
        with open(os.path.join(INPUTS, "hostile", "forkbomb.hip")) as f:
            cls.hostile = f.read()
        config = os.path.join(cls.dir, "config.json")
        with open(config, "w") as f:
            json.dump({"limits": {"run_seconds": 5}}, f)
        cls.args = ["--cuda-headers", "bundled", "--config", config,
                    "--cache-dir", os.path.join(cls.dir, "cache"), "--no-timings"]

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.dir, ignore_errors=True)

    def requests(self):
        return [{"id": i, "program": self.program, "candidate": name, "candidate_text": text}
                for i, (name, text) in enumerate([("good.hip", self.good), ("wrong.hip", self.wrong),
                                                  ("broken.hip", self.broken),
                                                  ("hostile.hip", self.hostile)])]

    def check(self, records):
        self.assertEqual([r["id"] for r in records], [0, 1, 2, 3])
        good, wrong, broken, hostile = records
        self.assertEqual(good["reward"], 0.925)
        self.assertEqual(good["reason"], "")
        self.assertEqual(wrong["reward"], 0.2)
        self.assertEqual(wrong["components"]["correct"]["verdict"], "fail")
        self.assertEqual(broken["reward"], 0)
        self.assertTrue(broken["reason"].startswith("does not build for gfx90a: "), broken["reason"])
        self.assertEqual(hostile["reward"], 0)
        self.assertIn("calls fork()", hostile["reason"])


class ScorerTest(WithProgram):
    def test_records_in_order_and_restart(self):
        with Scorer(self.args, self.exe) as s:
            self.check([s.score(r) for r in self.requests()])
            # A scorer killed between requests is started again.
            s.proc.kill()
            s.proc.wait()
            self.assertEqual(s.score(self.requests()[3])["reward"], 0)

    def test_compute_score(self):
        os.environ["CUDA2HIP_REWARD_ARGS"] = " ".join(self.args)
        try:
            answer = "The translation:\n```hip\n" + self.good + "```\n"
            self.assertEqual(compute_score("test", answer, self.program), 0.925)
            truth = json.dumps({"program": self.program})
            self.assertEqual(compute_score("test", "```cpp\n" + self.broken + "```", truth, {}), 0.0)
            self.assertEqual(compute_score("test", "```cpp\nint main() {", self.program), 0.0)
        finally:
            del os.environ["CUDA2HIP_REWARD_ARGS"]


@unittest.skipUnless(importlib.util.find_spec("ray"), "Ray is not installed")
class RayBatch(WithProgram):
    def test_two_workers(self):
        import ray
        ray.init(num_cpus=2)
        try:
            self.check(score_batch(self.requests(), num_workers=2, args=self.args,
                                   executable=self.exe))
        finally:
            ray.shutdown()


if __name__ == "__main__":
    unittest.main()
