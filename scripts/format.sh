#!/usr/bin/env bash
# scripts/format.sh          reformat every C++ source in place
# scripts/format.sh --check  fail (exit 1) listing the files that are not formatted
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files --cached --others --exclude-standard '*.h' '*.cc')
if [[ "${1:-}" == "--check" ]]; then
  bad=()
  for f in "${files[@]}"; do
    if ! clang-format --style=file "$f" | cmp -s - "$f"; then bad+=("$f"); fi
  done
  if ((${#bad[@]})); then
    printf 'not clang-formatted (run scripts/format.sh):\n' >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
  fi
  echo "format: ${#files[@]} files clean"
else
  clang-format --style=file -i "${files[@]}"
fi
