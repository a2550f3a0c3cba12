#!/usr/bin/env python3
"""Tables for docs/performance.md: `collopt optimize` on every shared real graph.

Usage: scripts/optimize_table.py [BINARY]   (default build/release/collopt)
Runs from the repository root with ../shared beside it. Prints markdown.
"""
import json
import os
import subprocess
import sys
import tempfile
import time

BIN = sys.argv[1] if len(sys.argv) > 1 else "build/release/collopt"
AP = "../shared/data/autoparallel_overlap"
FX = "../shared/data/fx_real"
GRAPHS = sorted(f"{AP}/{f}" for f in os.listdir(AP) if f.startswith("repro_")) + sorted(
    f"{FX}/{f}" for f in os.listdir(FX) if f.endswith((".py", ".log")))


def extra(path):
    return ["--pg-size", "1=2"] if "entangle" in path else []


def run(path, *flags):
    with tempfile.TemporaryDirectory() as tmp:
        report = os.path.join(tmp, "r.json")
        cmd = [BIN, "optimize", path, "--report", report, *extra(path), *flags]
        t0 = time.perf_counter()
        subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        wall = time.perf_counter() - t0
        with open(report) as f:
            return json.load(f), wall


def gib(b):
    return b / 2**30


def name(path):
    return os.path.basename(path).rsplit(".", 1)[0][:60]


def main_table():
    print("| graph | before ms | after ms | LB ms | after ÷ LB | peak GiB before → after (limit) "
          "| collectives before → after (buckets) | optimize wall |")
    print("|---|---|---|---|---|---|---|---|")
    for path in GRAPHS:
        r, wall = run(path)
        b, a = r["before"], r["after"]
        lb = a["lower_bound_us"]
        limit = r["memory_limit_bytes"]
        print(f"| `{name(path)}` | {b['step_us'] / 1e3:.2f} | {a['step_us'] / 1e3:.2f} | "
              f"{lb / 1e3:.2f} | {a['step_us'] / lb if lb else 1:.3f} | "
              f"{gib(b['peak_memory_bytes']):.3f} → {gib(a['peak_memory_bytes']):.3f} "
              f"({gib(limit):.3f}) | {r['collectives_before']} → {r['collectives_after']} "
              f"({r['buckets']}) | {wall:.2f} s |")


def exposed(r):
    return sum(pg["exposed_us"] for pg in r["after"]["process_groups"]) / 1e3


def pg_table():
    print("| graph | step ms with / without reassign | exposed ms with / without |")
    print("|---|---|---|")
    for path in GRAPHS:
        if "_bw" not in path:
            continue
        with_, _ = run(path)
        without, _ = run(path, "--no-reassign-ag-pg")
        print(f"| `{name(path)}` | {with_['after']['step_us'] / 1e3:.2f} / "
              f"{without['after']['step_us'] / 1e3:.2f} | {exposed(with_):.2f} / "
              f"{exposed(without):.2f} |")


def ep_table():
    print("| graph | setup | step ms | exposed ms |")
    print("|---|---|---|---|")
    for path in GRAPHS:
        if "dsv3" not in path:
            continue
        for label, flags in [
            ("as captured, isolate on", []),
            ("as captured, --no-isolate-ep-pg", ["--no-isolate-ep-pg"]),
            ("EP forced onto FSDP group 513, isolate on", ["--share-all-to-all-pg", "513"]),
            ("EP forced onto FSDP group 513, --no-isolate-ep-pg",
             ["--share-all-to-all-pg", "513", "--no-isolate-ep-pg"]),
            ("EP forced onto 513, isolate on, --shared-links",
             ["--share-all-to-all-pg", "513", "--shared-links"]),
            ("EP forced onto 513, --no-isolate-ep-pg, --shared-links",
             ["--share-all-to-all-pg", "513", "--no-isolate-ep-pg", "--shared-links"]),
        ]:
            r, _ = run(path, *flags)
            print(f"| `{name(path)}` | {label} | {r['after']['step_us'] / 1e3:.2f} | "
                  f"{exposed(r):.2f} |")


if __name__ == "__main__":
    main_table()
    print()
    pg_table()
    print()
    ep_table()
