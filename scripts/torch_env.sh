#!/usr/bin/env bash
# The real-PyTorch environment: a Debian trixie root with PyTorch 2.6
# (python3-torch), torchvision 0.21 and collopt's build dependencies, made with
# debootstrap and cached outside the checkout. Needs root (or sudo), as
# debootstrap and chroot do.
#
#   scripts/torch_env.sh setup        make the root (idempotent; ~3 min and ~2.5 GB the first time)
#   scripts/torch_env.sh build        setup, then build collopt's Python module and CLI there
#                                     (build/torch, beside the bookworm builds)
#   scripts/torch_env.sh run CMD...   setup + build, then run CMD in the root, in this checkout
#   scripts/torch_env.sh exec CMD...  run CMD in the root as it is (no setup, no build)
#   scripts/torch_env.sh path         print the root's directory
#
# The root lives in $COLLOPT_TORCH_ROOT (default ~/.cache/collopt/trixie-torch).
# Inside it the checkout's parent directory is mounted at the same path, so
# ../shared/data and build/torch are where they are outside; PYTHONPATH points at
# build/torch/python and COLLOPT_BINARY at build/torch/collopt. Mounts live in
# a private mount namespace (unshare) and vanish with the command.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
parent=$(dirname "$repo")

root=${COLLOPT_TORCH_ROOT:-${XDG_CACHE_HOME:-$HOME/.cache}/collopt/trixie-torch}
mirror=${COLLOPT_DEBIAN_MIRROR:-http://deb.debian.org/debian}
packages=(
  python3 python3-torch python3-torchvision python3-dev python3-numpy python3-setuptools libtorch-dev
  g++ cmake ninja-build make ccache
  libabsl-dev libfmt-dev nlohmann-json3-dev libcli11-dev libarchive-dev pybind11-dev
)
# The stamp names the package list: a changed list makes the root again.
stamp="$root/.collopt-ready-$(printf '%s\n' "${packages[@]}" | md5sum | cut -c1-12)"

sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi

log() { printf 'torch_env: %s\n' "$*" >&2; }

# Runs "$@" inside the root with the checkout's parent, /proc, /dev and a
# fresh /dev/shm mounted, in a mount namespace of its own.
in_root() {
  "${sudo_cmd[@]}" unshare --mount --propagation private -- /bin/sh -eu -c '
    root=$1 parent=$2; shift 2
    mount -t proc proc "$root/proc"
    mount --rbind /dev "$root/dev"
    mkdir -p "$root/dev/shm" && mount -t tmpfs -o size=4g shm "$root/dev/shm"
    mkdir -p "$root$parent" && mount --bind "$parent" "$root$parent"
    cp /etc/resolv.conf "$root/etc/resolv.conf" 2>/dev/null || true
    exec chroot "$root" "$@"' sh "$root" "$parent" "$@"
}

setup() {
  [[ -e $stamp ]] && return 0
  if ! command -v debootstrap >/dev/null; then
    log "installing debootstrap"
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends \
      debootstrap >/dev/null
  fi
  "${sudo_cmd[@]}" mkdir -p "$(dirname "$root")"
  exec 9>"$root.lock"
  flock 9
  [[ -e $stamp ]] && return 0
  SECONDS=0
  if [[ ! -e $root/.collopt-debootstrap-done ]]; then
    log "debootstrap trixie into $root (first time: a few minutes)"
    "${sudo_cmd[@]}" rm -rf "$root"
    "${sudo_cmd[@]}" debootstrap --variant=minbase trixie "$root" "$mirror" >"$root.debootstrap.log" 2>&1 || {
      tail -20 "$root.debootstrap.log" >&2
      exit 1
    }
    "${sudo_cmd[@]}" touch "$root/.collopt-debootstrap-done"
  fi
  log "installing ${packages[*]}"
  in_root /usr/bin/env DEBIAN_FRONTEND=noninteractive /bin/sh -c \
    'apt-get update -qq && apt-get install -y -qq --no-install-recommends "$@" >/dev/null && apt-get clean' \
    sh "${packages[@]}"
  "${sudo_cmd[@]}" rm -f "$root"/.collopt-ready-*
  "${sudo_cmd[@]}" touch "$stamp"
  log "ready in ${SECONDS}s"
}

# The Python module and the CLI, built with trixie's g++ 14 against Python 3.13.
# Warnings are not errors here: the bookworm build (g++ 12, -Werror) is the
# warning gate, and g++ 14 adds false positives (-Wnull-dereference in
# libstdc++). ccache, kept in the root, with paths taken relative to the
# checkout, makes the build of a fresh clone anywhere quick (its sloppiness lets
# it cache the files compiled with a precompiled header, COLLOPT_PCH). At -O1:
# the suite runs collopt on small graphs, and -O1 compiles a fresh clone in
# 218 s here against 269 s at -O3.
build() {
  setup
  in_root /usr/bin/env CCACHE_DIR=/root/.cache/ccache CCACHE_BASEDIR="$repo" CCACHE_NOHASHDIR=1 \
    CCACHE_SLOPPINESS=pch_defines,time_macros /bin/sh -euc '
    cd "$1"
    cmake -S . -B build/torch -G Ninja -DCMAKE_BUILD_TYPE=Release \
      "-DCMAKE_CXX_FLAGS_RELEASE=-O1 -DNDEBUG" -DCOLLOPT_BUILD_TESTS=OFF \
      -DCOLLOPT_BUILD_BENCHMARKS=OFF -DCOLLOPT_MALLOC=system -DCOLLOPT_WERROR=OFF \
      -DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
    cmake --build build/torch --target collopt collopt_python' sh "$repo"
}

run() {
  in_root /usr/bin/env PYTHONPATH="$repo/build/torch/python" COLLOPT_BINARY="$repo/build/torch/collopt" \
    COLLOPT_SHARED_DATA_DIR="$parent/shared/data" USE_LIBUV=0 GLOO_SOCKET_IFNAME=lo HOME=/root \
    /bin/sh -c 'cd "$1" && shift && exec "$@"' sh "$repo" "$@"
}

cmd=${1:-}
shift || true
case "$cmd" in
  setup) setup ;;
  build) build ;;
  run) build >&2 && run "$@" ;;
  exec) [[ -e $stamp ]] || { log "no environment: run 'scripts/torch_env.sh setup' first"; exit 1; }
        run "$@" ;;
  path) echo "$root" ;;
  *) echo "usage: scripts/torch_env.sh setup | build | run CMD... | exec CMD... | path" >&2; exit 2 ;;
esac
