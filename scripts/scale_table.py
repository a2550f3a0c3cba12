#!/usr/bin/env python3
"""`collopt optimize` at scale, builds side by side: the markdown table of
docs/performance.md "Optimize at 10^5 and 10^6 nodes".

Generates the section's graphs (the Llama-3-70B TP-8 step, the 10^5- and
10^6-node joint steps) and the shared bw_256_2d repro, then runs `optimize
FILE -o /dev/null` with each binary in turn, alternated (A B A B ...: the 2-core
VM's speed drifts by ±20 % within a minute, so each pair shares its minute),
under /usr/bin/time, and prints per graph and binary the median wall time (with
its range), median user and system CPU seconds and the median peak RSS.

Usage: scripts/scale_table.py [--runs N] [--skip-10e6] BINARY [BINARY ...]
Runs from the repository root with ../shared beside it; BINARY defaults to
build/release/collopt. The first binary generates the graphs (into a
temporary folder).
"""
import argparse
import os
import statistics
import subprocess
import tempfile

REPRO = "../shared/data/autoparallel_overlap/repro_llama3_8b_bw_256_2d.py"
JOINT = ("--dim 1024 --ffn-dim 4096 --heads 8 --kv-heads 8 --vocab 32000 --seq-len 2048 "
         "--batch 1 --dp-shard 8 --tp 4 --pass joint").split()


def generate(binary, folder, skip_big):
    graphs = [("Llama-3-70B TP 8, 38,860 nodes", ["--preset", "llama3_70b", "--tp", "8",
                                                  "--dp-shard", "8", "--pass", "joint"]),
              ("generated, 10^5 nodes", JOINT + ["--layers", "240"])]
    if not skip_big:
        graphs.append(("generated, 10^6 nodes", JOINT + ["--layers", "2400"]))
    out = []
    for i, (name, flags) in enumerate(graphs):
        path = os.path.join(folder, f"g{i}.py")
        subprocess.run([binary, "generate", *flags, "-o", path], check=True,
                       stdout=subprocess.DEVNULL)
        out.append((name, path))
    out.append(("`repro_llama3_8b_bw_256_2d`, 10,839 nodes", REPRO))
    return out


def run_once(binary, path, folder):
    stats = os.path.join(folder, "time.txt")
    subprocess.run(["/usr/bin/time", "-o", stats, "-f", "%e %U %S %M", binary, "optimize", path,
                    "-o", os.devnull], check=True, stdout=subprocess.DEVNULL)
    wall, user, sys_s, rss_kb = open(stats).read().split()[-4:]
    return float(wall), float(user), float(sys_s), int(rss_kb) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-10e6", action="store_true")
    parser.add_argument("binaries", nargs="*", default=["build/release/collopt"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        graphs = generate(args.binaries[0], folder, args.skip_10e6)
        print("| graph | binary | wall s, median [range] | user s | sys s | peak RSS MB |")
        print("|---|---|---|---|---|---|")
        for name, path in graphs:
            runs = {b: [] for b in args.binaries}
            for _ in range(args.runs):
                for b in args.binaries:
                    runs[b].append(run_once(b, path, folder))
            for b in args.binaries:
                wall, user, sys_s, rss = (list(c) for c in zip(*runs[b]))
                print(f"| {name} | `{b}` | {statistics.median(wall):.2f} [{min(wall):.2f}–"
                      f"{max(wall):.2f}] | {statistics.median(user):.2f} | "
                      f"{statistics.median(sys_s):.2f} | {statistics.median(rss):,.0f} |")


if __name__ == "__main__":
    main()
