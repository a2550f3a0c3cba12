"""collopt's torch.compile pass end to end, in real PyTorch 2.6 on gloo ranks.

Each test trains one configuration for ranks.STEPS optimizer steps compiled
without and with ``collopt.torch.install(**options)`` (and eagerly where the
compiled baseline is suspect), then checks that losses and gradients with the
pass are bit-identical to those without and asserts from collopt's own report
what the pass changed (test_compile_time.py bounds the compile time of the same
configurations). Run in the real-PyTorch environment:

    scripts/torch_env.sh run python3 -m unittest -v tests/torch/test_end_to_end.py
"""

import os
import sys
import tempfile
import unittest

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ranks  # noqa: E402


def applied(rank_result):
    return [r for r in rank_result["collopt"]["results"] if r["applied"]]


def added_groups(entry):
    return [pg for pg in entry["plan"].get("process_groups", []) if pg.get("same_ranks_as")]


class EndToEnd(unittest.TestCase):
    def assertBitIdentical(self, a, b):
        self.assertEqual(len(a["losses"]), ranks.STEPS)
        for step, (x, y) in enumerate(zip(a["losses"], b["losses"])):
            self.assertTrue(torch.equal(x, y), f"step {step} loss {x.item()!r} != {y.item()!r}")
        for step, (ga, gb) in enumerate(zip(a["grads"], b["grads"])):
            self.assertEqual(len(ga), len(gb))
            for i, (x, y) in enumerate(zip(ga, gb)):
                self.assertTrue(torch.equal(x, y),
                                f"step {step} gradient {i}: max |diff| {(x - y).abs().max().item()}")

    def assertClose(self, a, b, atol):
        for x, y in zip(a["losses"], b["losses"]):
            self.assertLessEqual((x - y).abs().item(), atol)
        for ga, gb in zip(a["grads"], b["grads"]):
            for x, y in zip(ga, gb):
                self.assertLessEqual((x.float() - y.float()).abs().max().item(), atol)

    def check_fsdp(self, config, world_size, options):
        out = ranks.run(config, world_size, options)
        for r in out:
            self.assertBitIdentical(r["compiled"], r["collopt"])
            done = applied(r)
            # forward and backward graphs: all_gathers moved to the extra
            # all_gather group (forward), buckets made (both)
            self.assertEqual(len(r["collopt"]["results"]), 2, r["collopt"]["results"])
            self.assertEqual(len(done), 2, r["collopt"]["results"])
            forward = done[0]
            self.assertEqual([pg["desc"] for pg in added_groups(forward)], ["fsdp_extra"])
            self.assertGreater(forward["report"]["buckets"], 0)
            self.assertLess(forward["report"]["collectives_after"],
                            forward["report"]["collectives_before"])

    def test_simple_fsdp_fp32_2_ranks(self):
        self.check_fsdp({"model": "fsdp", "runs": ("compiled", "collopt")}, 2, {"verify": True})

    def test_simple_fsdp_bf16_autocast_2_ranks(self):
        self.check_fsdp({"model": "fsdp", "bf16": True, "runs": ("compiled", "collopt")}, 2,
                        {"verify": True})

    def test_simple_fsdp_fp32_4_ranks(self):
        self.check_fsdp({"model": "fsdp", "runs": ("compiled", "collopt")}, 4, {"verify": True})

    def test_fsdp_tp_2d_4_ranks(self):
        config, options = {"model": "fsdp_tp", "mesh": (2, 2)}, {"verify": True}
        out = ranks.run(config, 4, options)
        for r in out:
            self.assertBitIdentical(r["compiled"], r["collopt"])
            self.assertClose(r["eager"], r["collopt"], atol=1e-6)
            results = r["collopt"]["results"]
            self.assertEqual(len(results), 2, results)
            # the TP all_reduce of the norm weights' gradients no longer stops
            # the backward: its group's size comes from c10d
            for entry in results:
                self.assertNotIn("unknown size", entry["reason"])
            self.assertTrue(applied(r), results)

    def test_moe_expert_parallel_2_ranks(self):
        config, options = {"model": "moe", "runs": ("compiled", "collopt")}, {"verify": True}
        out = ranks.run(config, 2, options)
        for r in out:
            self.assertBitIdentical(r["compiled"], r["collopt"])
            done = applied(r)
            self.assertTrue(done, r["collopt"]["results"])
            descs = {pg["desc"] for e in done for pg in added_groups(e)}
            self.assertIn("ep_extra", descs)  # all_to_alls off the FSDP group

    def test_non_default_options(self):
        # An explicit pass list: with the default pipeline, a bucket that
        # saves nothing under collopt's model (here every all_gather hides
        # already) is not kept, and the cap would have nothing to act on.
        cap_mb = 0.02
        options = {"verify": True, "bucket_cap_mb": cap_mb, "memory_limit_gb": 1,
                   "prefetch_window": 2, "passes": "bucket-collectives,schedule-overlap"}
        config = {"model": "fsdp", "runs": ("compiled", "collopt")}
        out = ranks.run(config, 2, options)
        for r in out:
            self.assertBitIdentical(r["compiled"], r["collopt"])
            forward = applied(r)[0]
            self.assertEqual(forward["report"]["memory_limit_bytes"], 2**30)
            self.assertEqual([p["name"] for p in forward["plan"]["passes"]],
                             ["bucket-collectives", "schedule-overlap"])
            self.assertIn("prefetch window 2 compute ops", forward["plan"]["passes"][1]["report"][0])
            # a 20 KiB cap: the gathered 128×64 f32 block weights (32 KiB)
            # stay alone; the head's 64×64 f32 weight (16 KiB gathered) and
            # its [64] bias (256 B) make the one bucket
            buckets = forward["plan"]["buckets"]
            self.assertEqual(len(buckets), 1)
            self.assertEqual(len(buckets[0]["members"]), 2)
            self.assertEqual(buckets[0]["bytes"], 64 * 64 * 4 + 64 * 4)
            self.assertLessEqual(buckets[0]["bytes"], cap_mb * 2**20)

    def test_fx_graph_cache_hit_in_a_new_process(self):
        """A second launch that hits Inductor's FX graph cache runs code the
        pass compiled in the first one; the groups it names exist (made up
        front), and the pass does not run again."""
        cfg = {"model": "fsdp", "runs": ("collopt",), "fx_graph_cache": True}
        saved = os.environ.get("TORCHINDUCTOR_CACHE_DIR")
        with tempfile.TemporaryDirectory() as cache:
            os.environ["TORCHINDUCTOR_CACHE_DIR"] = cache  # the ranks inherit it
            try:
                first = ranks.run(cfg, 2, {"verify": True})
                second = ranks.run(cfg, 2, {"verify": True})
            finally:
                if saved is None:
                    del os.environ["TORCHINDUCTOR_CACHE_DIR"]
                else:
                    os.environ["TORCHINDUCTOR_CACHE_DIR"] = saved
        for a, b in zip(first, second):
            self.assertEqual(len(applied(a)), 2, a["collopt"]["results"])
            self.assertEqual(b["collopt"]["results"], [])  # cache hits: the pass did not run
            self.assertBitIdentical(a["collopt"], b["collopt"])


if __name__ == "__main__":
    unittest.main()
