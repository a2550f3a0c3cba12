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
torch_tests=0
if [[ $mode == test && ${COLLOPT_TORCH_TESTS:-1} != 0 ]]; then
  torch_tests=1
  # The trixie root's download and install wait mostly on the network: made
  # while the release build compiles.
  scripts/torch_env.sh setup &
  torch_setup=$!
fi
cmake --preset release >/dev/null
cmake --build --preset release
case "$mode" in
  main)
    if (($# == 0)); then set -- optimize --verify; fi
    exec build/release/collopt "$@"
    ;;
  test)
    if ((torch_tests)); then
      wait "$torch_setup"
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
