#!/usr/bin/env bash
# Table for docs/performance.md: the compute model fitted on the ten shared H100
# graphs (shared/data/h100_inductor_runs, before_*.readable.py with their
# nodes.json), the fitted profile's own errors and the leave-one-graph-out
# errors (fit on nine graphs, test on the tenth).
#
# Usage: scripts/calibration_table.sh [BINARY] [-o PROFILE.json]
#   (default build/release/collopt; run from the repository root with ../shared beside it)
set -euo pipefail
BIN=${1:-build/release/collopt}
shift || true
DATA=../shared/data/h100_inductor_runs
args=()
for nodes in "$DATA"/before_*.nodes.json; do
  graph=${nodes%.nodes.json}.readable.py
  args+=("$graph" --node-costs "$nodes")
done
exec "$BIN" calibrate "${args[@]}" --errors --leave-one-out "$@"
