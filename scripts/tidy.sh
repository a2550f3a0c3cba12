#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy) over collopt's sources with the compile
# commands of a release configuration, two files at a time. Fails on any
# finding.
set -euo pipefail
cd "$(dirname "$0")/.."
# Its own compile commands, configured (not built) in a temporary folder: one
# entry per source (the unity builds of COLLOPT_UNITY list their batches
# instead), and without GCC's precompiled headers (COLLOPT_PCH), which
# clang-tidy cannot read.
db=$(mktemp -d)
trap 'rm -rf "$db"' EXIT
cmake -S . -B "$db" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCOLLOPT_UNITY=OFF -DCOLLOPT_PCH=OFF \
  -DCOLLOPT_CCACHE=OFF -DCOLLOPT_BUILD_TESTS=OFF -DCOLLOPT_BUILD_BENCHMARKS=OFF >/dev/null
# clang-tidy 21 and later skip the system headers' declarations when matching
# (LLVM PR 128150): 2.7x faster here than 14 (bookworm's default) on the same
# file and checks. scripts/setup.sh installs clang-tidy-22 where the archive
# has it (bookworm-security); else the default one.
tidy=clang-tidy
for v in 30 29 28 27 26 25 24 23 22 21; do
  if command -v "clang-tidy-$v" >/dev/null; then
    tidy=clang-tidy-$v
    break
  fi
done
mapfile -t files < <(git ls-files --cached --others --exclude-standard 'src/*.cc')
printf '%s\n' "${files[@]}" |
  xargs -P "$(nproc)" -n 4 "$tidy" -p "$db" --quiet --extra-arg=-Wno-unknown-warning-option \
    --extra-arg=-Wno-deprecated-declarations 2>/dev/null |
  tee /tmp/collopt-tidy.log
if grep -qE "(warning|error):" /tmp/collopt-tidy.log; then
  echo "tidy: findings above" >&2
  exit 1
fi
echo "tidy: ${#files[@]} files clean ($tidy)"
