"""Dynamic shapes from real torch.compile (PyTorch 2.6): collopt reads the
values of a graph's symbolic sizes where PyTorch states them, and prices the
dynamic graph exactly as the static one of the same sizes.

- A raw log (``TORCH_LOGS=post_grad_graphs,dynamic``): its ``create_symbol s0
  = 64 for ...`` lines; a TORCH_TRACE: its ``create_symbol`` entries.
- Inside torch.compile (collopt.torch): the ShapeEnv's ``var_to_val``.

Without them every size of ``s0`` would be read as 0 (and collopt says so).

    scripts/torch_env.sh run python3 -m unittest -v tests/torch/test_dynamic_shapes.py
"""

import glob
import json
import os
import subprocess
import sys
import tempfile
import unittest

import torch
import torch.distributed as dist
from torch.testing._internal.distributed.fake_pg import FakeStore

import collopt
import collopt.torch

HERE = os.path.dirname(os.path.abspath(__file__))
COLLOPT = os.environ.get("COLLOPT_BINARY", os.path.join(HERE, "..", "..", "build", "torch", "collopt"))

# A two-layer MLP forward (inference: one post-grad graph), compiled with
# static or dynamic shapes; TORCH_LOGS and TORCH_TRACE come from the
# environment.
COMPILE = """
import sys
import torch

def mlp(x, w1, w2):
    return torch.relu(x @ w1) @ w2

dynamic = sys.argv[1] == "dynamic"
x, w1, w2 = torch.randn(64, 48), torch.randn(48, 96), torch.randn(96, 48)
torch.compile(mlp, dynamic=dynamic)(x, w1, w2)
"""


def compile_logs(tmp, mode):
    """Runs COMPILE in a fresh process; returns (raw log path, TORCH_TRACE path)."""
    trace_dir = os.path.join(tmp, f"trace_{mode}")
    env = dict(os.environ, TORCH_LOGS="post_grad_graphs,dynamic", TORCH_TRACE=trace_dir,
               TORCHINDUCTOR_FX_GRAPH_CACHE="0", TORCHINDUCTOR_CACHE_DIR=os.path.join(tmp, "cache"))
    run = subprocess.run([sys.executable, "-c", COMPILE, mode], env=env, capture_output=True,
                         text=True, check=True)
    log = os.path.join(tmp, f"{mode}.log")
    with open(log, "w") as f:
        f.write(run.stderr)
    (trace,) = glob.glob(os.path.join(trace_dir, "*.log"))
    return log, trace


# A Linear + ReLU whose input rows are unbacked (mark_unbacked: a
# data-dependent size, as after a token-dropping router), or 8192 static rows;
# the forward and backward graphs AOTAutograd gives, print_readable'd.
CAPTURE_UNBACKED = """
import sys
import torch
from torch._functorch.aot_autograd import aot_module_simplified

graphs = []

def backend(gm, example_inputs):
    def keep(g, _):
        graphs.append(g.print_readable(print_output=False))
        return g
    return aot_module_simplified(gm, example_inputs, fw_compiler=keep, bw_compiler=keep)

def f(x, w):
    return torch.relu(x @ w)

x = torch.randn(8192 if sys.argv[1] == "static" else 12, 64, requires_grad=True)
w = torch.randn(64, 32, requires_grad=True)
if sys.argv[1] == "unbacked":
    torch._dynamo.decorators.mark_unbacked(x, 0)
torch.compile(f, backend=backend, fullgraph=True)(x, w).sum().backward()
for i, g in enumerate(graphs):
    with open(f"{sys.argv[2]}.{i}.py", "w") as out:
        out.write(g)
"""


def simulate(path, *flags):
    run = subprocess.run([COLLOPT, "simulate", path, "--json", *flags], capture_output=True,
                         text=True, check=True)
    return json.loads(run.stdout), run.stderr


class DynamicShapes(unittest.TestCase):
    def test_logs_state_the_symbols_values(self):
        with tempfile.TemporaryDirectory() as tmp:
            static_log, _ = compile_logs(tmp, "static")
            dynamic_log, dynamic_trace = compile_logs(tmp, "dynamic")
            with open(dynamic_log) as f:
                text = f.read()
            self.assertIn("create_symbol s0 = 64", text)
            self.assertIn("s0", text.split("[__post_grad_graphs]", 1)[1])  # a dynamic graph
            want, _ = simulate(static_log)
            self.assertGreater(want["peak_memory_bytes"], 0)
            for path in (dynamic_log, dynamic_trace):
                with self.subTest(path=os.path.basename(path)):
                    got, warnings = simulate(path)
                    self.assertNotIn("--symint-hint", warnings)
                    self.assertEqual(got["peak_memory_bytes"], want["peak_memory_bytes"])
                    self.assertAlmostEqual(got["step_us"], want["step_us"], places=6)
            # The user's value wins over the log's: half the rows, less memory.
            half, _ = simulate(dynamic_log, "--symint-hint", "s0=32")
            self.assertLess(half["peak_memory_bytes"], want["peak_memory_bytes"])

    def test_a_graph_inputs_unbacked_size_is_priced_at_inductors_fallback(self):
        # PyTorch has no value for an unbacked input size either; Inductor
        # prices it at unbacked_symint_fallback (8192), and so does collopt:
        # the forward and backward graphs are priced as their static twins
        # of 8192 rows, with a warning naming the symbol.
        with tempfile.TemporaryDirectory() as tmp:
            for mode in ("unbacked", "static"):
                subprocess.run([sys.executable, "-c", CAPTURE_UNBACKED, mode,
                                os.path.join(tmp, mode)], check=True, capture_output=True)
            for i, graph in enumerate(("forward", "backward")):
                with self.subTest(graph=graph):
                    path = os.path.join(tmp, f"unbacked.{i}.py")
                    with open(path) as f:
                        self.assertIn('primals_2: "f32[u0, 64]"', f.read())
                    got, warnings = simulate(path)
                    self.assertIn("sizes depend on 1 unbacked symbol the input gives no value "
                                  "for (u0): priced at the fallback hint", warnings)
                    want, _ = simulate(os.path.join(tmp, f"static.{i}.py"))
                    self.assertGreater(want["peak_memory_bytes"], 8192 * 64 * 4)
                    self.assertEqual(got["peak_memory_bytes"], want["peak_memory_bytes"])
                    self.assertAlmostEqual(got["step_us"], want["step_us"], places=6)

    def test_the_pass_prices_a_dynamic_graph_at_its_shape_envs_values(self):
        dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=2)
        try:
            collopt.torch.ensure_groups()
            group = dist.group.WORLD

            def step(x, w0, w1):
                import torch.distributed._functional_collectives as fc
                for w in (w0, w1):
                    x = torch.relu(x @ fc.all_gather_tensor(w, 0, group).t())
                return x

            import torch._inductor.config as config
            steps = {}
            for dynamic in (False, True):
                torch._dynamo.reset()
                collopt.torch.clear_results()
                collopt.torch.install(verify=True)
                try:
                    x, w0, w1 = torch.randn(64, 32), torch.randn(16, 32), torch.randn(16, 32)
                    with config.patch(fx_graph_cache=False):
                        out = torch.compile(step, dynamic=dynamic)(x, w0, w1)
                finally:
                    collopt.torch.uninstall()
                self.assertEqual(out.shape, (64, 32))
                (entry,) = collopt.torch.results()
                self.assertIn("report", entry, entry["reason"])
                steps[dynamic] = entry["report"]["before"]["step_us"]
            self.assertGreater(steps[False], 0)
            self.assertAlmostEqual(steps[True], steps[False], places=6)
        finally:
            dist.destroy_process_group()


if __name__ == "__main__":
    unittest.main()
