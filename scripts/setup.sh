#!/usr/bin/env bash
# Installs the Debian bookworm packages collopt builds with. Idempotent: it
# installs only what is missing, and runs apt-get update only then.
set -euo pipefail

packages=(
  cmake ninja-build g++ clang clang-format clang-tidy ccache
  libabsl-dev libfmt-dev nlohmann-json3-dev libcli11-dev libarchive-dev
  chromium  # the HTML report's test renders it headless (tests/api/html_report_test.cc)
  libgtest-dev libgmock-dev libbenchmark-dev
  pybind11-dev python3-dev python3-torch libgoogle-perftools-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]} == 0)); then
  exit 0
fi
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
echo "setup: installing ${missing[*]}" >&2
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
