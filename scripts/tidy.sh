#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy) over collopt's sources with the release
# build's compile_commands.json, two files at a time. Fails on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
if [[ ! -f "$build/compile_commands.json" ]]; then
  cmake --preset release >/dev/null
fi
mapfile -t files < <(git ls-files --cached --others --exclude-standard 'src/*.cc')
printf '%s\n' "${files[@]}" |
  xargs -P "$(nproc)" -n 4 clang-tidy -p "$build" --quiet --extra-arg=-Wno-unknown-warning-option 2>/dev/null |
  tee /tmp/collopt-tidy.log
if grep -qE "(warning|error):" /tmp/collopt-tidy.log; then
  echo "tidy: findings above" >&2
  exit 1
fi
echo "tidy: ${#files[@]} files clean"
