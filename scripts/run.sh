#!/usr/bin/env bash
# The README's two commands:
#   scripts/run.sh          build (release) and run the main job on the embedded default input
#   scripts/run.sh test     build (release) and run the tests, the real-PyTorch suite included
#                           (scripts/torch_env.sh: a Debian trixie root with PyTorch 2.6, made
#                           once and cached; needs root or sudo; COLLOPT_TORCH_TESTS=0 skips it)
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
    if [[ ${COLLOPT_TORCH_TESTS:-1} != 0 ]]; then
      scripts/torch_env.sh build
    else
      set -- -LE torch "$@"
    fi
    exec ctest --preset release -j "$(nproc)" "$@"
    ;;
  *)
    echo "usage: scripts/run.sh [main [collopt args...] | test [ctest args...]]" >&2
    exit 2
    ;;
esac
