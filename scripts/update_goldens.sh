#!/bin/sh
# Rewrites the expected outputs of the pass golden tests
# (tests/passes/golden/<pass>/<case>.expected) from what `collopt opt` prints
# now. Review the diff (`git diff tests/passes/golden`) before committing.
# Usage: scripts/update_goldens.sh [BUILD_DIR]   (default build/release)
set -eu
cd "$(dirname "$0")/.."
build="${1:-build/release}"
cmake --build "$build" --target collopt collopt_tests
COLLOPT_UPDATE_GOLDENS=1 "$build/tests/collopt_tests" --gtest_filter='Passes/Golden.*'
git status --short tests/passes/golden
