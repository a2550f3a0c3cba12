#!/usr/bin/env bash
# The README's two commands:
#   scripts/run.sh          build (release) and run the main job on the embedded default input
#   scripts/run.sh test     build (release) and run the tests
# Extra arguments after `main` are passed to collopt (e.g. `scripts/run.sh main stats FILE`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
mode=${1:-main}
shift || true
cmake --preset release >/dev/null
cmake --build --preset release
case "$mode" in
  main)
    if (($# == 0)); then set -- optimize --verify; fi
    exec build/release/collopt "$@"
    ;;
  test)
    exec ctest --preset release -j "$(nproc)" "$@"
    ;;
  *)
    echo "usage: scripts/run.sh [main [collopt args...] | test [ctest args...]]" >&2
    exit 2
    ;;
esac
