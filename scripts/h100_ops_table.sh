#!/usr/bin/env bash
# Table for docs/performance.md: a profile's errors on collopt's own H100 op
# benchmarks (data/h100_ops, written by scripts/benchmark_ops.py on one H100),
# held out from its fit: per graph and rule, then over all graphs.
#
# Usage: scripts/h100_ops_table.sh [BINARY] [PROFILE]
#   (default build/release/collopt and the built-in h100; run from the repository root)
set -euo pipefail
BIN=${1:-build/release/collopt}
PROFILE=${2:-h100}
args=()
for graph in data/h100_ops/*.readable.py; do
  args+=("$graph" --node-costs "${graph%.readable.py}.nodes.json")
done
exec "$BIN" calibrate "${args[@]}" --evaluate "$PROFILE"
