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
mapfile -t files < <(git ls-files --cached --others --exclude-standard 'src/*.cc')
printf '%s\n' "${files[@]}" |
  xargs -P "$(nproc)" -n 4 clang-tidy -p "$db" --quiet --extra-arg=-Wno-unknown-warning-option 2>/dev/null |
  tee /tmp/collopt-tidy.log
if grep -qE "(warning|error):" /tmp/collopt-tidy.log; then
  echo "tidy: findings above" >&2
  exit 1
fi
echo "tidy: ${#files[@]} files clean"
