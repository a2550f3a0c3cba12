#!/usr/bin/env bash
# The libFuzzer campaign (issue 25): builds the fuzz targets of the asan-ubsan
# preset (clang; ASan + UBSan, every collopt library instrumented for coverage)
# and runs each target for RUNS executions (default 100000), with seeds from
# ../shared/data, fuzz/seeds and the tests, a dictionary of the format's tokens,
# 4 GiB of memory and 10 s per input at most. Any crash, sanitizer report,
# timeout or out-of-memory fails the run and leaves the input in
# build/fuzz/findings/TARGET/; the corpora grow in build/fuzz/corpus/TARGET/
# (build/fuzz is $COLLOPT_FUZZ_DIR where that is set).
# The targets run side by side, one per core. Prints one line per target, in
# the order given: executions, seconds, coverage. .ci/run runs it
# with the default 100000.
# Usage: scripts/fuzz.sh [RUNS] [TARGET...]  (targets: load_repro load_readable
#   load_trace collective_table json_inputs optimize; default all)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100000}
shift || true
targets=("$@")
if [[ ${#targets[@]} -eq 0 ]]; then
  targets=(load_repro load_readable load_trace collective_table json_inputs optimize)
fi
cmake --preset asan-ubsan >/dev/null
cmake --build --preset asan-ubsan --target "${targets[@]/#/fuzz_}"
data=../shared/data
work=${COLLOPT_FUZZ_DIR:-build/fuzz}
seeds() {  # the seed files of one target, at most 64 KiB each
  case $1 in
    load_repro) ls tests/passes/golden/*/*.py ;;
    load_readable | optimize)
      ls fuzz/seeds/readable/*.py "$data"/fx_real/*.py tests/torch/captured/*.log ;;
    load_trace) ls tests/torch/captured/*.log "$data"/fx_real/*.log ;;
    collective_table) ls "$data"/autoparallel_overlap/*.table ;;
    json_inputs) ls fuzz/seeds/json_inputs/*.json ;;
  esac | while read -r f; do [[ $(stat -c %s "$f") -le 65536 ]] && echo "$f"; done
}
# The longest input a target is given: the print_readable targets run a whole
# load (and optimize) per input, 12 times faster on 4 KiB than on 64 KiB, and
# fuzz/seeds/readable has small graphs of each collective that fit it.
max_len() {
  case $1 in
    load_readable | optimize) echo 4096 ;;
    *) echo 65536 ;;
  esac
}
# One target: its campaign, then its line (into $work/$t.line) and exit
# status. The targets run side by side, one per core; their lines are
# printed in the order given.
run_target() {
  local t=$1 dict=fuzz/dicts/fx.dict
  [[ $t == collective_table || $t == json_inputs ]] && dict=fuzz/dicts/table.dict
  local corpus=$work/corpus/$t findings=$work/findings/$t
  mkdir -p "$corpus" "$findings"
  local seed_files
  mapfile -t seed_files < <(seeds "$t")
  [[ ${#seed_files[@]} -gt 0 ]] && cp -n "${seed_files[@]}" "$corpus"/ 2>/dev/null || true
  local log=$work/$t.log start=$SECONDS verdict rc=0
  if ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1 \
     UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 \
     "build/asan-ubsan/fuzz/fuzz_$t" "$corpus" -runs="$runs" -dict="$dict" -max_len="$(max_len "$t")" \
       -rss_limit_mb=4096 -timeout=10 -artifact_prefix="$findings/" -print_final_stats=1 \
       >"$log" 2>&1; then
    verdict=ok
  else
    verdict="FAILED (see $log, input in $findings/)"
    rc=1
  fi
  local execs cov
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo 0)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | grep -oE '[0-9]+' || echo 0)
  printf '%-18s %10s executions %6ss  coverage %6s  %s\n' "$t" "$execs" $((SECONDS - start)) "$cov" \
    "$verdict" >"$work/$t.line"
  return $rc
}
mkdir -p "$work"
jobs_max=$(nproc)
pids=()
for t in "${targets[@]}"; do
  while (($(jobs -rp | wc -l) >= jobs_max)); do wait -n || true; done
  run_target "$t" &
  pids+=($!)
done
status=0
for i in "${!targets[@]}"; do
  wait "${pids[$i]}" || status=1
  cat "$work/${targets[$i]}.line"
done
exit $status
