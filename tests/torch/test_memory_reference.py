"""collopt's memory model against PyTorch's own storages (issue "Costs you can
trust, part 2", memory as PyTorch counts it).

For every graph captured from real torch.compile (tests/torch/captured), and
for collopt's optimized version of it, memory_reference.py runs the graph
node by node in PyTorch 2.6 under FakeTensorMode and records the live storage
bytes after every node; ``collopt simulate --memory-trace`` gives collopt's
curve. They must agree within 1 % at every node and at the peak, and the
optimized graph's reference peak must stay within the memory limit optimize
applies (the input's peak + max(1 GiB, 5 %)). Run in the real-PyTorch
environment:

    scripts/torch_env.sh run python3 -m unittest -v tests/torch/test_memory_reference.py

Graphs with symbolic sizes run with the same values on both sides, as a user
states them (``collopt --symint-hint``): ``llama_dynamic``'s backed ``s0``
takes the value the capture recorded (its meta.json; the log prints none);
the MoE graphs' data-dependent token counts (``u0``..``u3`` from ``nonzero`` /
``.item()``, which have no value before the step runs) take values within the
bounds their graphs assert (SYMINT_HINTS), different per expert so that a
size taken from the wrong symbol shows.
"""

import json
import os
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import memory_reference  # noqa: E402

CAPTURED = os.path.join(HERE, "captured")
COLLOPT = os.environ.get("COLLOPT_BINARY", os.path.join(HERE, "..", "..", "build", "torch", "collopt"))
# Data-dependent sizes: each within its graph's assertions (u <= 32 tokens
# per expert; the dropless graph's Eq(u0 + u1, 16)).
_EXPERT_TOKENS = {"u0": 12, "u1": 7, "u2": 9, "u3": 4}
SYMINT_HINTS = {"deepseek_moe": _EXPERT_TOKENS, "mixtral_moe": _EXPERT_TOKENS,
                "mixtral_moe_bf16": _EXPERT_TOKENS,
                "expert_parallel_dropless": {"u0": 10, "u1": 6, "u2": 5, "u3": 11}}
# The fake process group's size, for graphs whose ops look their group up by
# name (scripts/capture_graphs.py: the case's world).
WORLD_SIZE = {"ulysses_shard_dim_alltoall": 4}
TOLERANCE = 0.01
GIB = 1 << 30


def captured_graphs():
    for name in sorted(os.listdir(CAPTURED)):
        if name.endswith(".log"):
            yield os.path.join(CAPTURED, name)


def symint_hints(case, meta):
    """{symbol: value} for a captured graph: the capture's recorded values of
    its backed symbols, and SYMINT_HINTS."""
    hints = {k: v for k, v in memory_reference.meta_hints(meta).items() if k.isidentifier()}
    hints.update(SYMINT_HINTS.get(case, {}))
    return hints


def hint_flags(hints):
    return ["--symint-hint", ",".join(f"{k}={v}" for k, v in sorted(hints.items()))] if hints else []


def collopt_curve(path, hints):
    with tempfile.NamedTemporaryFile(suffix=".json") as f:
        run = subprocess.run([COLLOPT, "simulate", path, "--memory-trace", f.name] +
                             hint_flags(hints), check=True, capture_output=True, text=True)
        if "--symint-hint" in run.stderr:  # a size still guessed: the hints must cover them
            raise AssertionError(f"{path}: {run.stderr}")
        with open(f.name) as trace:
            return json.load(trace)


class MemoryReference(unittest.TestCase):
    def assertAgrees(self, path, meta, case):
        hints = symint_hints(case, meta)
        reference = memory_reference.reference(path, meta, WORLD_SIZE.get(case), hints)
        ours = collopt_curve(path, hints)
        by_name = dict(ours["nodes"])
        # collopt's list also holds the output node; every other node is in both.
        self.assertEqual(len(ours["nodes"]), len(reference) + 1, path)
        for name, live in reference:
            self.assertIn(name, by_name, path)
            self.assertLessEqual(abs(by_name[name] - live), TOLERANCE * max(live, 1),
                                 f"{path}: node {name}: PyTorch {live} bytes, collopt {by_name[name]}")
        peak = max(live for _, live in reference)
        self.assertLessEqual(abs(ours["peak_bytes"] - peak), TOLERANCE * max(peak, 1), path)
        return peak, ours["peak_bytes"]

    def test_captured_graphs_before_and_after_optimize(self):
        checked = 0
        exact = 0
        for path in captured_graphs():
            case = os.path.basename(path).split(".")[0]
            meta = path[:-len(".log")] + ".meta.json"
            with self.subTest(graph=os.path.basename(path)):
                before, ours_before = self.assertAgrees(path, meta, case)
                with tempfile.TemporaryDirectory() as tmp:
                    out = os.path.join(tmp, "optimized.py")
                    subprocess.run([COLLOPT, "optimize", path, "-o", out] +
                                   hint_flags(symint_hints(case, meta)), check=True,
                                   capture_output=True, text=True)
                    after, _ = self.assertAgrees(out, meta, case)
                limit = before + max(GIB, before // 20)
                self.assertLessEqual(after, limit, path)
                checked += 1
                exact += before == ours_before
        print(f"\nmemory reference: {checked} captured graphs before and after optimize within "
              f"{TOLERANCE:.0%} at every node; peaks exact on {exact}", file=sys.stderr)
        self.assertEqual(checked, 86)  # every captured graph


if __name__ == "__main__":
    unittest.main()
