#!/usr/bin/env python3
"""collopt against PyTorch Inductor's overlap pass, under Inductor's own cost model.

For every graph G of ../shared/data/h100_inductor_runs: `collopt optimize
before_G.readable.py --colls T --node-costs before_G.nodes.json --timeline
autoparallel --verify --report R.json`, then a markdown row: input step,
Inductor's output step (inductor_G.json, priced the same way), collopt's step
under the autoparallel model and under collopt's own model (before → after),
the lower bound, peak memory against the limit; then Inductor's output priced
by collopt's own model too (`collopt simulate after_G.readable.py --node-costs
after_G.nodes.json`; with --contention=on among the extra flags, compute is
slowed by the collectives in flight there too, as optimize then judges by)
and collopt ÷ Inductor under that model.

Usage: scripts/inductor_table.py [BINARY] [extra optimize flags...]
Runs from the repository root with ../shared beside it.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

BIN = sys.argv[1] if len(sys.argv) > 1 else "build/release/collopt"
EXTRA = sys.argv[2:]
RUNS = "../shared/data/h100_inductor_runs"
TABLES = "../shared/data/autoparallel_overlap"
GRAPHS = sorted(f[len("inductor_"):-len(".json")] for f in os.listdir(RUNS)
                if f.startswith("inductor_") and f.endswith(".json"))


def table_flags(graph):
    # The repro's get_colls_estimations_file() / get_colls_group_mapping().
    table = "colls32_8.table" if "_256_" in graph else "colls8_8.table"
    flags = ["--colls", f"{TABLES}/{table}"]
    if graph.startswith("dsv3"):
        flags += ["--colls-group-map", "0=0,513=1,521=1"]
    return flags


def optimize(graph):
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "r.json")
        cmd = [BIN, "optimize", f"{RUNS}/before_{graph}.readable.py", *table_flags(graph),
               "--node-costs", f"{RUNS}/before_{graph}.nodes.json", "--timeline", "autoparallel",
               "--verify", "--report", report, *EXTRA]
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        wall = time.perf_counter() - t0
        with open(report) as f:
            return json.load(f), wall


def inductor_in_collopt_model(graph):
    flags = [f for f in EXTRA if f.startswith("--contention")]
    cmd = [BIN, "simulate", f"{RUNS}/after_{graph}.readable.py", *table_flags(graph),
           "--node-costs", f"{RUNS}/after_{graph}.nodes.json", "--json", *flags]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    return json.loads(out)["step_us"] / 1000


def main():
    print("| graph | input ms | Inductor ms | collopt ms (autoparallel) | collopt ÷ Inductor | "
          "collopt model: input → collopt ms | lower bound ms | peak GiB (limit) | wall s | "
          "Inductor ms, collopt model | collopt ÷ Inductor, collopt model |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    wins = 0
    for g in GRAPHS:
        with open(f"{RUNS}/inductor_{g}.json") as f:
            inductor = json.load(f)
        r, wall = optimize(g)
        ap = r["models"]["autoparallel"]
        co = r["models"]["collopt"]
        after = ap["after"]["step_us"] / 1000
        ind = inductor["after"]["runtime_ms"]
        wins += after < ind
        assert ap["after"]["step_us"] <= ap["before"]["step_us"] * (1 + 1e-9)
        assert co["after"]["step_us"] <= co["before"]["step_us"] * (1 + 1e-9)
        ind_co = inductor_in_collopt_model(g)
        co_after = co['after']['step_us'] / 1000
        print(f"| {g} | {ap['before']['step_us'] / 1000:.1f} | {ind:.1f} | {after:.1f} | "
              f"{after / ind:.3f} | {co['before']['step_us'] / 1000:.1f} → "
              f"{co_after:.1f} | {r['after']['lower_bound_us'] / 1000:.1f} | "
              f"{r['after']['peak_memory_bytes'] / 2**30:.2f} "
              f"({r['memory_limit_bytes'] / 2**30:.2f}) | {wall:.2f} | {ind_co:.1f} | "
              f"{co_after / ind_co:.3f} |")
    print(f"\ncollopt faster than Inductor on {wins} of {len(GRAPHS)} graphs")


if __name__ == "__main__":
    main()
