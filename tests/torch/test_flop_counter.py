"""collopt's FLOP goldens are PyTorch's own: tests/cost/flop_counter_goldens.json
(read by tests/cost/flop_goldens_test.cc) is what torch.utils.flop_counter
counts in this PyTorch, case for case (scripts/flop_goldens.py --write
regenerates it)."""

import json
import os
import sys
import unittest

REPO = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
sys.path.insert(0, os.path.join(REPO, "scripts"))

import flop_goldens  # noqa: E402


class FlopCounter(unittest.TestCase):
    def test_goldens_are_pytorchs_counts(self):
        with open(flop_goldens.GOLDEN) as f:
            stored = json.load(f)
        fresh = flop_goldens.build()
        self.assertEqual(len(fresh["cases"]), len(stored["cases"]))
        for new, old in zip(fresh["cases"], stored["cases"]):
            with self.subTest(case=old["name"]):
                self.assertEqual(new, old)


if __name__ == "__main__":
    unittest.main()
