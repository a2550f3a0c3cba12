#!/usr/bin/env bash
# Installs the Debian bookworm packages collopt builds with. Idempotent: it
# installs only what is missing, and runs apt-get update only then.
set -euo pipefail

packages=(
  cmake ninja-build g++ clang clang-format clang-tidy ccache
  libabsl-dev libfmt-dev nlohmann-json3-dev libcli11-dev libarchive-dev
  chromium  # the HTML report's test renders it headless (tests/api/html_report_test.cc)
  libgtest-dev libgmock-dev libbenchmark-dev
  pybind11-dev python3-dev python3-torch libjemalloc-dev libgoogle-perftools-dev
)

# Installed where the archive has them, else done without: clang-tidy 22
# (bookworm-security carries LLVM 22 for Chromium) lints 2.7x faster than 14
# (scripts/tidy.sh takes it when installed).
optional=(clang-tidy-22)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for p in "${packages[@]}"; do
  installed "$p" || missing+=("$p")
done
wanted=()
for p in "${optional[@]}"; do
  installed "$p" || wanted+=("$p")
done
if ((${#missing[@]} + ${#wanted[@]} == 0)); then
  exit 0
fi
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
if ((${#missing[@]} > 0)); then
  echo "setup: installing ${missing[*]}" >&2
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
# Lists that do not know an optional package may be stale or absent (an
# image with the required packages installed and its lists removed): they
# are updated, once per machine (a stamp under ~/.cache/collopt), so that a
# run where the archive lacks it does not update every time.
stamp=${XDG_CACHE_HOME:-$HOME/.cache}/collopt/apt-lists-updated
updated=$((${#missing[@]} > 0))
for p in "${wanted[@]}"; do
  if ! apt-cache show "$p" >/dev/null 2>&1 && ((!updated)) && [[ ! -e $stamp ]]; then
    updated=1
    "${sudo_cmd[@]}" apt-get update -qq || true
    mkdir -p "$(dirname "$stamp")" && touch "$stamp"
  fi
  if apt-cache show "$p" >/dev/null 2>&1; then
    echo "setup: installing $p" >&2
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "$p" >/dev/null ||
      echo "setup: $p not installed; going on without it" >&2
  fi
done
