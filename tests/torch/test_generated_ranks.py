"""Rewritten graphs computed bit for bit on real gloo ranks (issue "Prove
every rewrite", item 5).

A small Llama-style joint training step (2 layers, FSDP 2 x TP 2, from
``collopt generate``) runs eagerly on 4 gloo ranks before and after
``collopt optimize`` (repro_ranks.run_repros: the mesh's groups registered
under the graph's names, the same inputs on each rank): every output
(loss-path activations and every gradient shard) of every rank is
bit-identical, with the default passes (process groups reassigned, all_gathers
and reduce_scatters bucketed, the schedule reordered), with async TP forced
(all_gather -> mm and mm -> reduce_scatter split into 2 chunks, the chunks
carried through the row-wise ops between them), with the by-module passes
(bucket-by-module and prefetch-by-module on the "blocks" plan), and with all
of them at once under 8 hardware queues (break-hang-cycles moving waits). A
wrong graph (one RMSNorm's epsilon changed) is caught, so equality is not
vacuous.

A small DeepSeek-V3-style joint step (a dense layer, then an MoE layer of 4
experts, top-2, EP 2 on the FSDP 2 ranks, MLA attention through flex
attention) does the same on 2 gloo ranks: with the default passes, with the
MoE combine all_to_alls split in 2 column chunks (ep-chunk-overlap forced),
with the by-module passes, and with all of them under 8 hardware queues;
a router scale changed is caught.

gloo's reduce_scatter_tensor reduces with SUM whatever op it is given
(PyTorch 2.6: 'avg' returns the sum), so a sum <-> avg mistake cannot show
here; translation validation (`collopt verify`) rejects it.

Run in the real-PyTorch environment:

    scripts/torch_env.sh run python3 -m unittest -v tests/torch/test_generated_ranks.py
"""

import os
import re
import subprocess
import sys
import tempfile
import unittest

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import repro_ranks  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
COLLOPT = os.environ.get("COLLOPT_BINARY", os.path.join(HERE, "..", "..", "build", "torch", "collopt"))
MESH = [("fsdp", 2), ("tp", 2)]
GENERATE = ["generate", "--layers", "2", "--dim", "64", "--ffn-dim", "128", "--heads", "4",
            "--kv-heads", "2", "--vocab", "256", "--seq-len", "16", "--batch", "2",
            "--dp-shard", "2", "--tp", "2", "--pass", "joint", "--format", "repro"]
# 64 tokens a rank, top-2: 128 rows dispatched, 64 to each EP peer.
GENERATE_MOE = ["generate", "--preset", "dsv3_16b", "--layers", "2", "--dense-layers", "1",
                "--dim", "64", "--heads", "2", "--kv-heads", "2", "--ffn-dim", "64",
                "--moe-ffn-dim", "32", "--experts", "4", "--top-k", "2", "--vocab", "128",
                "--seq-len", "64", "--batch", "1", "--dp-shard", "2", "--ep", "2",
                "--ep-split-rows", "64", "--pass", "joint", "--format", "repro"]


def collopt(*args):
    return subprocess.run([COLLOPT, *args], check=True, capture_output=True, text=True).stdout


def differing(a, b):
    """Indices of the outputs that are not bit-identical."""
    if len(a) != len(b):
        return ["count"]
    return [i for i, (x, y) in enumerate(zip(a, b))
            if not (torch.equal(x, y) if isinstance(x, torch.Tensor) else x == y)]


class _Runs(unittest.TestCase):
    """A generated step (GENERATE) and its rewrites (VARIANTS: optimize's
    flags of each), run once for the class on the ranks of MESH (ALIASES:
    further groups on a mesh dim's ranks), with a wrong graph: the default
    rewrite with WRONG (pattern, replacement) applied once. The tests every
    step has are here (skipped in this base class itself)."""
    GENERATE = None

    @classmethod
    def setUpClass(cls):
        if cls.GENERATE is None:
            raise unittest.SkipTest("base class")
        cls.tmp = tempfile.TemporaryDirectory()
        d = cls.tmp.name
        cls.orig = os.path.join(d, "orig.py")
        collopt(*cls.GENERATE, "-o", cls.orig)
        cls.paths = {}
        for name, flags in cls.VARIANTS.items():
            cls.paths[name] = os.path.join(d, f"{name}.py")
            collopt("optimize", cls.orig, *flags, "--verify", "-o", cls.paths[name])
        with open(cls.paths["default"]) as f:
            text = f.read()
        wrong, n = re.subn(*cls.WRONG, text, count=1)
        assert n == 1, f"no {cls.WRONG[0]} in the default rewrite"
        cls.paths["wrong"] = os.path.join(d, "wrong.py")
        with open(cls.paths["wrong"], "w") as f:
            f.write(wrong)
        names = list(cls.paths)
        runs = repro_ranks.run_repros([cls.orig] + [cls.paths[n] for n in names], cls.MESH,
                                      seed=3, aliases=cls.ALIASES)
        cls.original = runs[0]
        cls.outputs = dict(zip(names, runs[1:]))

    @classmethod
    def tearDownClass(cls):
        cls.tmp.cleanup()

    def text(self, name):
        with open(self.paths[name] if name != "orig" else self.orig) as f:
            return f.read()

    def assertSameOnEveryRank(self, name):
        for rank, (a, b) in enumerate(zip(self.original, self.outputs[name])):
            self.assertGreater(len(a), 10)
            self.assertEqual(differing(a, b), [], f"{name}, rank {rank}")

    @staticmethod
    def all_gathers(text):
        return text.count("all_gather_into_tensor.default(")

    def test_default_passes_compute_the_same_bits(self):
        opt = self.text("default")
        # The passes did rewrite it: fewer all_gathers (buckets), a new group.
        self.assertLess(self.all_gathers(opt), self.all_gathers(self.text("orig")))
        self.assertIn("same_ranks_as", opt)
        self.assertSameOnEveryRank("default")

    def test_a_wrong_graph_is_caught(self):
        self.assertTrue(any(differing(a, b) for a, b in zip(self.original, self.outputs["wrong"])))
        # Real values, not zeros: the loss-path outputs carry data.
        self.assertGreater(float(self.original[0][0].float().norm()), 0)


class GeneratedRanks(_Runs):
    GENERATE = GENERATE
    MESH = MESH
    ALIASES = {}
    VARIANTS = {
        "default": [],
        "async_tp": ["--async-tp", "2"],
        "by_module": ["--module-bucket-plans", "blocks"],
        "everything": ["--module-bucket-plans", "blocks", "--async-tp", "2", "--max-connections",
                       "8"],
    }
    # The first RMSNorm's epsilon, 1e-05 -> 1e-03.
    WRONG = (r"add\.Scalar\((\w+), 1e-05\)", r"add.Scalar(\1, 0.001)")

    def test_async_tp_chunks_compute_the_same_bits(self):
        self.assertIn("_chunk_0", self.text("async_tp"))
        self.assertSameOnEveryRank("async_tp")

    def test_by_module_buckets_compute_the_same_bits(self):
        # The plan's buckets, not the automatic ones.
        self.assertLess(self.all_gathers(self.text("by_module")),
                        self.all_gathers(self.text("orig")))
        self.assertNotEqual(self.text("by_module"), self.text("default"))
        self.assertSameOnEveryRank("by_module")

    def test_every_pass_at_once_computes_the_same_bits(self):
        self.assertIn("_chunk_0", self.text("everything"))
        self.assertSameOnEveryRank("everything")


class GeneratedMoeRanks(_Runs):
    GENERATE = GENERATE_MOE
    MESH = [("fsdp", 2)]
    ALIASES = {"ep": "fsdp"}  # EP 2 on the ranks of dp_shard 2
    VARIANTS = {
        "default": [],
        "ep_chunks": ["--ep-chunks", "2"],
        "by_module": ["--module-bucket-plans", "blocks"],
        "everything": ["--module-bucket-plans", "blocks", "--ep-chunks", "2",
                       "--max-connections", "8"],
    }
    # The router's scale of the top-k weights, 1.0 -> 1.5.
    WRONG = (r"mul\.Tensor\(gather, 1\.0\)", r"mul.Tensor(gather, 1.5)")

    @staticmethod
    def all_to_alls(text):
        return text.count("all_to_all_single.default(")

    def test_ep_chunks_compute_the_same_bits(self):
        # 5 all_to_alls (the MoE layer's counts, dispatch and combine, and
        # its backward's two), the combine of each of the 2 expert-parallel
        # regions (forward, backward) split in 2 column chunks.
        self.assertEqual(self.all_to_alls(self.text("orig")), 5)
        self.assertEqual(self.all_to_alls(self.text("ep_chunks")), 7)
        self.assertSameOnEveryRank("ep_chunks")

    def test_by_module_buckets_compute_the_same_bits(self):
        self.assertLess(self.all_gathers(self.text("by_module")),
                        self.all_gathers(self.text("orig")))
        self.assertSameOnEveryRank("by_module")

    def test_every_pass_at_once_computes_the_same_bits(self):
        self.assertEqual(self.all_to_alls(self.text("everything")), 7)
        self.assertSameOnEveryRank("everything")


if __name__ == "__main__":
    unittest.main()
