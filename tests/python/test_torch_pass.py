"""collopt.torch on a live torch.fx.Graph: the pass applies exactly the graph
`collopt optimize -o` writes for the same input. Debian's python3-torch (1.13)
has FX but neither functional collectives nor Inductor: the `_c10d_functional`
ops are registered here as stand-ins with torch.library (schemas as in
PyTorch 2.x), and install() is given a stand-in config object."""

import os
import subprocess
import tempfile
import types
import unittest

import torch
import torch.fx

import collopt
import collopt.torch

BINARY = os.environ["COLLOPT_BINARY"]

if not hasattr(torch.ops._c10d_functional, "wait_tensor"):
    _lib = torch.library.Library("_c10d_functional", "DEF")
    _lib.define("all_gather_into_tensor(Tensor input, int group_size, str group_name) -> Tensor")
    _lib.define("reduce_scatter_tensor(Tensor input, str reduce_op, int group_size, "
                "str group_name) -> Tensor")
    _lib.define("wait_tensor(Tensor input) -> Tensor")

C10D = torch.ops._c10d_functional
ATEN = torch.ops.aten
RANKS = 8
LAYERS = 4
TOKENS, HIDDEN = 8192, 4096


def meta(*shape, dtype=torch.bfloat16):
    return torch.empty(*shape, dtype=dtype, device="meta")


def fsdp_forward_graph():
    """LAYERS linear layers, each weight all-gathered on group '0' right
    before its matmul (FSDP without prefetch), as Inductor's post-grad graph
    has them."""
    g = torch.fx.Graph()
    x = g.placeholder("x")
    x.meta["val"] = meta(TOKENS, HIDDEN)
    weights = []
    for i in range(LAYERS):
        w = g.placeholder(f"w{i}")
        w.meta["val"] = meta(HIDDEN // RANKS, HIDDEN)
        weights.append(w)
    h = x
    for i, w in enumerate(weights):
        ag = g.call_function(C10D.all_gather_into_tensor.default, (w, RANKS, "0"))
        ag.meta["val"] = meta(HIDDEN, HIDDEN)
        wait = g.call_function(C10D.wait_tensor.default, (ag,))
        wait.meta["val"] = meta(HIDDEN, HIDDEN)
        t = g.call_function(ATEN.permute.default, (wait, [1, 0]))
        t.meta["val"] = meta(HIDDEN, HIDDEN)
        h = g.call_function(ATEN.mm.default, (h, t))
        h.meta["val"] = meta(TOKENS, HIDDEN)
    g.output((h,))
    return g


def fx_nodes(graph):
    """(name, target, leaves) of each call, then the output's leaves."""
    out = []
    for n in graph.nodes:
        if n.op == "call_function":
            out.append((n.name, collopt.torch.target_name(n.target), collopt.torch._signature((n.args, n.kwargs), [])))
        elif n.op == "output":
            out.append(("output", "output", collopt.torch._signature(n.args, [])))
    return out


def collopt_nodes(graph):
    out = []
    for name, op, target, args, kwargs in graph.nodes():
        if op == "call_function":
            out.append((name, target, collopt.torch._signature((args, kwargs), [])))
        elif op == "output":
            out.append(("output", "output", collopt.torch._signature(args, [])))
    return out


class TorchPass(unittest.TestCase):
    OPTIONS = dict(verify=True)
    CLI_FLAGS = ["--verify"]

    def cli_output(self, text, flags):
        with tempfile.TemporaryDirectory() as tmp:
            src, out = os.path.join(tmp, "in.py"), os.path.join(tmp, "out.py")
            with open(src, "w") as f:
                f.write(text)
            run = subprocess.run([BINARY, "optimize", src, "-o", out, *flags],
                                 capture_output=True, text=True)
            self.assertEqual(run.returncode, 0, run.stderr)
            return collopt.load(out)

    def test_applied_graph_equals_cli_output(self):
        g = fsdp_forward_graph()
        text = collopt.torch.graph_to_text(g)
        expected = self.cli_output(text, self.CLI_FLAGS)
        before = fx_nodes(g)
        result = collopt.torch.apply(g, **self.OPTIONS)
        self.assertEqual(fx_nodes(g), collopt_nodes(expected))
        self.assertNotEqual(fx_nodes(g), before)  # collopt changed something
        # Every weight is gathered on the extra all_gather group, all issued up
        # front: layer 1's all_gather runs while layer 0's matmul does, and the
        # step reaches its lower bound, plus the time the matmuls lose to the
        # all_gathers running beside them (contention, 0 unless asked for). A
        # bucket would not pay for its copies
        # here (32 MiB weights: "bucketed + scheduled" simulates slower).
        names = [n.name for n in g.nodes]
        self.assertLess(names.index("all_gather_into_tensor_default_3"), names.index("mm_default"))
        gathers = [n for n in g.nodes if n.target == C10D.all_gather_into_tensor.default]
        self.assertEqual(len(gathers), 4)
        self.assertEqual({n.args[2] for n in gathers}, {"0_ag"})
        self.assertEqual(result.report["collectives_after"], 4)
        after = result.report["after"]
        self.assertLess(after["step_us"], result.report["before"]["step_us"])
        self.assertAlmostEqual(after["step_us"], after["lower_bound_us"] + after["contention_us"],
                               delta=1.0)
        g.lint()

    def test_reordered_graph_equals_cli_output(self):
        g = fsdp_forward_graph()
        text = collopt.torch.graph_to_text(g)
        expected = self.cli_output(text, ["--verify", "--no-bucketing", "--no-reassign-ag-pg"])
        collopt.torch.apply(g, verify=True, bucketing=False, reassign_ag_pg=False)
        self.assertEqual(fx_nodes(g), collopt_nodes(expected))
        # Prefetch: layer 1's all_gather is issued before layer 0's matmul.
        names = [n.name for n in g.nodes]
        self.assertLess(names.index("all_gather_into_tensor_default_1"), names.index("mm_default"))
        gathers = [n for n in g.nodes if n.target == C10D.all_gather_into_tensor.default]
        self.assertEqual(len(gathers), LAYERS)
        self.assertEqual({n.args[2] for n in gathers}, {"0"})
        for n in g.nodes:  # every node's inputs precede it
            for i in n.all_input_nodes:
                self.assertLess(list(g.nodes).index(i), list(g.nodes).index(n))

    def test_created_groups_go_through_the_hook(self):
        g = fsdp_forward_graph()
        calls = []

        def name_of(name, same_ranks_as, desc):
            calls.append((name, same_ranks_as, desc))
            return "ag_group_7"

        collopt.torch.apply(g, group_name=name_of, verify=True)
        self.assertEqual(calls, [("0_ag", "0", "fsdp_extra")])
        groups = {n.args[2] for n in g.nodes if n.target == C10D.all_gather_into_tensor.default}
        self.assertEqual(groups, {"ag_group_7"})

    def test_install_registers_a_post_grad_pass(self):
        config = types.SimpleNamespace(post_grad_custom_post_pass=None)
        p = collopt.torch.install(config=config, verify=True)
        self.assertIs(config.post_grad_custom_post_pass, p)
        g = fsdp_forward_graph()
        text = collopt.torch.graph_to_text(g)
        collopt.torch.clear_results()
        config.post_grad_custom_post_pass(g)
        (entry,) = collopt.torch.results()
        self.assertTrue(entry["applied"], entry["reason"])
        self.assertEqual(fx_nodes(g), collopt_nodes(self.cli_output(text, self.CLI_FLAGS)))
        with self.assertRaises(TypeError):
            collopt.torch.install(config=config, bucket_cap=1)
        collopt.torch.uninstall(config=config)
        self.assertIsNone(config.post_grad_custom_post_pass)

    def test_unreadable_graph_is_left_unchanged(self):
        g = fsdp_forward_graph()
        mm = next(n for n in g.nodes if n.target == ATEN.mm.default)
        mm.target = lambda a, b: a  # a Python callable collopt's text cannot hold
        before = [n.name for n in g.nodes]
        collopt.torch.clear_results()
        collopt.torch.ColloptPass()(g)
        self.assertEqual([n.name for n in g.nodes], before)
        (entry,) = collopt.torch.results()
        self.assertFalse(entry["applied"])
        with self.assertRaises(collopt.torch.Unsupported):
            collopt.torch.ColloptPass(strict=True)(g)


if __name__ == "__main__":
    unittest.main()
