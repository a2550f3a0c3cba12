"""collopt.torch in real PyTorch 2.6, one process: the pass as Inductor holds it
(copied, pickled, cache-keyed), options checked at install, the process-group
twins on the ``fake`` backend, and graphs the pass must leave unchanged.

    scripts/torch_env.sh run python3 -m unittest -v tests/torch/test_pass.py
"""

import copy
import hashlib
import logging
import pickle
import unittest

import torch
import torch.distributed as dist
import torch.fx
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.distributed_c10d import _resolve_process_group
from torch.testing._internal.distributed.fake_pg import FakeStore

import collopt
import collopt.torch

C10D = torch.ops._c10d_functional
ATEN = torch.ops.aten
WORLD, LAYERS, TOKENS, HIDDEN = 4, 4, 1024, 512


def fsdp_forward_graph(group, size=2):
    """LAYERS linear layers, each weight all-gathered on `group` (of `size`
    ranks: the dp dimension of the 2 × 2 mesh) right before
    its matmul (FSDP without prefetch), typed like Inductor's post-grad graph."""
    g = torch.fx.Graph()

    def node(target, args, *shape):
        n = g.call_function(target, args)
        n.meta["val"] = torch.empty(*shape, device="meta")
        return n

    h = g.placeholder("x")
    h.meta["val"] = torch.empty(TOKENS, HIDDEN, device="meta")
    weights = []
    for i in range(LAYERS):
        w = g.placeholder(f"w{i}")
        w.meta["val"] = torch.empty(HIDDEN // size, HIDDEN, device="meta")
        weights.append(w)
    for w in weights:
        ag = node(C10D.all_gather_into_tensor.default, (w, size, group), HIDDEN, HIDDEN)
        wait = node(C10D.wait_tensor.default, (ag,), HIDDEN, HIDDEN)
        t = node(ATEN.permute.default, (wait, [1, 0]), HIDDEN, HIDDEN)
        h = node(ATEN.mm.default, (h, t), TOKENS, HIDDEN)
    g.output((h,))
    return g


def snapshot(graph):
    return [(n.name, n.op, str(n.target), str(n.args), str(n.kwargs)) for n in graph.nodes]


class TorchCompilePass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=WORLD)
        cls.mesh = init_device_mesh("cpu", (2, 2), mesh_dim_names=("dp", "tp"))
        collopt.torch.ensure_groups()

    @classmethod
    def tearDownClass(cls):
        dist.destroy_process_group()

    def setUp(self):
        collopt.torch.clear_results()

    def test_twins_exist_for_every_group_under_names_of_their_ranks(self):
        for dim in ("dp", "tp"):
            group = self.mesh[dim].get_group()
            ranks = dist.get_process_group_ranks(group)
            for purpose in collopt.torch.PURPOSES:
                twin = _resolve_process_group(collopt.torch.twin_name(purpose, ranks))
                self.assertIsNot(twin, group)
                self.assertEqual(dist.get_process_group_ranks(twin), ranks)
        world = dist.get_process_group_ranks(dist.group.WORLD)
        self.assertEqual(collopt.torch.twin_name("fsdp_extra", world),
                         "collopt_fsdp_extra_" + hashlib.sha1(b"0,1,2,3").hexdigest()[:12])
        self.assertEqual(collopt.torch.ensure_groups(), 0)  # once, not per graph

    def test_pass_is_copied_pickled_and_keyed_by_options_and_build(self):
        p = collopt.torch.ColloptPass(verify=True, bucket_cap_mb=64)
        q = copy.deepcopy(p)
        r = pickle.loads(pickle.dumps(p))
        self.assertEqual(p.uuid(), q.uuid())
        self.assertEqual(p.uuid(), r.uuid())
        self.assertNotEqual(p.uuid(), collopt.torch.ColloptPass(verify=True).uuid())
        # keyed by the options' canonical text: a default given is the default
        self.assertEqual(collopt.torch.ColloptPass(bucket_cap_mb="auto", jobs=0).uuid(),
                         collopt.torch.ColloptPass().uuid())
        self.assertEqual(p.uuid()[1], collopt.torch._implementation_hash())
        self.assertEqual(len(p.uuid()[1]), 64)
        # what torch 2.6 does with its config after every frame compile
        import torch._inductor.config as config
        collopt.torch.install(verify=True)
        try:
            self.assertIsInstance(config.get_config_copy()["post_grad_custom_post_pass"],
                                  collopt.torch.ColloptPass)
            config.save_config_portable()
        finally:
            collopt.torch.uninstall()

    def test_install_checks_options(self):
        import torch._inductor.config as config
        with self.assertRaisesRegex(TypeError, "unknown option 'bucket_cap'"):
            collopt.torch.install(bucket_cap=64)
        with self.assertRaisesRegex(collopt.Error, "--bucket-cap-mb: 'lots': expected auto or a number"):
            collopt.torch.install(bucket_cap_mb="lots")
        with self.assertRaisesRegex(collopt.Error, "unknown pass 'bucketing'"):
            collopt.torch.install(passes="bucketing")
        with self.assertRaisesRegex(collopt.Error, "--memory-limit-gb expects"):
            collopt.torch.install(memory_limit_gb=float("nan"))
        self.assertIsNone(config.post_grad_custom_post_pass)

    def test_pass_rewrites_a_graph_onto_the_twin_group(self):
        group = self.mesh["dp"].get_group().group_name
        g = fsdp_forward_graph(group)
        collopt.torch.ColloptPass(verify=True)(g)
        (entry,) = collopt.torch.results()
        self.assertTrue(entry["applied"], entry["reason"])
        ranks = dist.get_process_group_ranks(self.mesh["dp"].get_group())
        twin = collopt.torch.twin_name("fsdp_extra", ranks)
        # every all_gather on the twin and issued ahead of the first matmul; a
        # bucket would not pay for its copies here (1 MiB weights), so none
        gathers = [n for n in g.nodes if n.target == C10D.all_gather_into_tensor.default]
        self.assertEqual(len(gathers), 4)
        self.assertEqual({n.args[2] for n in gathers}, {twin})
        first_mm = next(n for n in g.nodes if n.target == ATEN.mm.default)
        order = list(g.nodes)
        self.assertLess(order.index(gathers[-1]), order.index(first_mm))
        self.assertEqual(entry["report"]["collectives_before"], 4)
        self.assertEqual(entry["report"]["collectives_after"], 4)
        g.lint()

    def test_graph_with_a_callable_collopt_cannot_read_is_left_unchanged(self):
        g = fsdp_forward_graph(self.mesh["dp"].get_group().group_name)
        mm = next(n for n in g.nodes if n.target == ATEN.mm.default)
        mm.target = lambda a, b: a
        before = snapshot(g)
        with self.assertLogs("collopt.torch", logging.INFO) as logs:
            collopt.torch.ColloptPass()(g)
        self.assertEqual(snapshot(g), before)
        (entry,) = collopt.torch.results()
        self.assertFalse(entry["applied"])
        self.assertIn("not an aten/functional op", entry["reason"])
        self.assertEqual(len(logs.output), 1)
        self.assertIn("left unchanged", logs.output[0])
        with self.assertRaises(collopt.torch.Unsupported):
            collopt.torch.ColloptPass(strict=True)(g)

    def test_graph_not_faster_under_collopts_model_is_left_unchanged(self):
        # async_tp forced on a graph with nothing to split, no other pass:
        # the result is the input, not faster
        g = fsdp_forward_graph(self.mesh["dp"].get_group().group_name)
        before = snapshot(g)
        collopt.torch.ColloptPass(passes="async-tp", async_tp=4)(g)
        (entry,) = collopt.torch.results()
        self.assertFalse(entry["applied"])
        self.assertIn("not faster under collopt's model", entry["reason"])
        self.assertEqual(snapshot(g), before)

    def test_failed_rewrite_puts_the_graph_back(self):
        g = fsdp_forward_graph(self.mesh["dp"].get_group().group_name)
        before = snapshot(g)
        text = collopt.torch.graph_to_text(g)
        # a bucket, so that the result has new nodes to resolve
        passes = "reassign-collective-pgs,bucket-collectives,schedule-overlap"
        result = collopt.optimize(collopt.load(text, format="readable"), verify=True,
                                  passes=passes)
        self.assertEqual(result.report["buckets"], 1)

        def no_group(name, same_ranks_as, desc):
            raise collopt.torch.Unsupported("no group for " + name)

        # the groups are mapped first: fail later, in the middle of the node
        # list, by a target that does not resolve
        with self.assertRaisesRegex(collopt.torch.Unsupported, "no group"):
            collopt.torch.apply_result(g, result, no_group)
        self.assertEqual(snapshot(g), before)
        def keep_name(name, same_ranks_as, desc):
            return name

        original = collopt.torch._resolve_target
        seen = []

        def resolve(target):
            seen.append(target)
            if len(seen) == 3:
                raise collopt.torch.Unsupported("injected failure")
            return original(target)

        collopt.torch._resolve_target = resolve
        try:
            with self.assertRaisesRegex(collopt.torch.Unsupported, "injected failure"):
                collopt.torch.apply_result(g, result, keep_name)
        finally:
            collopt.torch._resolve_target = original
        self.assertEqual(snapshot(g), before)
        g.lint()

    def test_compiled_function_on_the_fake_group_runs_with_the_pass(self):
        group = self.mesh["dp"].get_group()

        def step(x, w0, w1):
            import torch.distributed._functional_collectives as fc
            for w in (w0, w1):
                x = torch.relu(x @ fc.all_gather_tensor(w, 0, group).t())
            return x

        import torch._inductor.config as config
        torch._dynamo.reset()
        collopt.torch.install(verify=True)
        try:
            x, w0, w1 = torch.randn(64, 32), torch.randn(16, 32), torch.randn(16, 32)
            with config.patch(fx_graph_cache=False):  # compile here, whatever ran before
                out = torch.compile(step)(x, w0, w1)
        finally:
            collopt.torch.uninstall()
        self.assertEqual(out.shape, (64, 32))
        (entry,) = collopt.torch.results()
        self.assertTrue(entry["applied"], entry["reason"])


if __name__ == "__main__":
    unittest.main()
