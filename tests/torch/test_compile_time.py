"""Compile time with collopt's torch.compile pass against without it, in real
PyTorch 2.6 (issue "collopt inside real PyTorch": at most 1.3 times).

Each test measures one of test_end_to_end.py's configurations that differ in
model, precision or mesh (the 4-rank SimpleFSDP and the 20 KiB-cap ones are the
2-rank fp32 model again): ranks.compile_times, cold caches, both sides compiling
at the same time on one core, each sample a pair; at most 3 pairs, fewer once
the median's side of COMPILE_TIME_BOUND is decided. Apart from the end-to-end
tests so that ctest runs them one at a time (a resource lock) beside the rest
of the suite: a pair holds one core, and the other is left to the other tests.
Run in the real-PyTorch environment:

    scripts/torch_env.sh run python3 -m unittest -v tests/torch/test_compile_time.py
"""

import os
import sys
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import ranks  # noqa: E402

# The most a configuration's compile may take with the pass, as a multiple of
# the compile without it (issue "collopt inside real PyTorch").
COMPILE_TIME_BOUND = 1.3


def compile_time_ratio(name, config, world_size, options):
    """Measures the configuration's compile without and with the pass, prints
    the median CPU seconds of each side and the median of the pairs' ratios
    (docs/performance.md, "torch.compile"), and returns that ratio. The two
    sides of a pair share the core's speed, so its ratio is steadier than
    either time."""
    t = ranks.compile_times(config, world_size, options, bound=COMPILE_TIME_BOUND)

    def median(xs):
        return sorted(xs)[len(xs) // 2]
    ratios = [b[1] / a[1] for a, b in zip(t["compiled"], t["collopt"])]
    print(f"\ncompile-time {name}: CPU {median([s[1] for s in t['compiled']]):.1f} s -> "
          f"{median([s[1] for s in t['collopt']]):.1f} s, ratio {median(ratios):.2f} "
          f"(pairs {', '.join(f'{r:.2f}' for r in ratios)}); wall "
          f"{median([s[0] for s in t['compiled']]):.1f} s -> "
          f"{median([s[0] for s in t['collopt']]):.1f} s; kernels {t['kernels']['compiled']} -> "
          f"{t['kernels']['collopt']}", file=sys.stderr)
    return median(ratios)


class CompileTime(unittest.TestCase):
    def assertCompileTime(self, config, world_size, options):
        name = self.id().split(".")[-1].removeprefix("test_")
        self.assertLessEqual(compile_time_ratio(name, config, world_size, options),
                             COMPILE_TIME_BOUND)

    def test_pairs_stop_only_once_the_median_is_decided(self):
        # median of 5 under 1.3 iff 3 of the 5 pairs are: 3 under end it
        self.assertTrue(ranks.median_decided([1.2, 1.25, 1.1], 1.3, 5))
        self.assertFalse(ranks.median_decided([1.2, 1.35, 1.1], 1.3, 5))
        self.assertTrue(ranks.median_decided([1.2, 1.35, 1.1, 1.3], 1.3, 5))  # 1.3 is within
        self.assertTrue(ranks.median_decided([1.4, 1.35, 1.31], 1.3, 5))  # 3 over: fails
        self.assertFalse(ranks.median_decided([1.4, 1.35, 1.2, 1.1], 1.3, 5))

    def test_simple_fsdp_fp32_2_ranks(self):
        self.assertCompileTime({"model": "fsdp"}, 2, {"verify": True})

    def test_simple_fsdp_bf16_autocast_2_ranks(self):
        self.assertCompileTime({"model": "fsdp", "bf16": True}, 2, {"verify": True})

    def test_fsdp_tp_2d_4_ranks(self):
        self.assertCompileTime({"model": "fsdp_tp", "mesh": (2, 2)}, 4, {"verify": True})

    def test_moe_expert_parallel_2_ranks(self):
        self.assertCompileTime({"model": "moe"}, 2, {"verify": True})


if __name__ == "__main__":
    unittest.main()
