#!/usr/bin/env python3
"""`collopt optimize` at scale, builds side by side: the markdown table of
docs/performance.md "Optimize at 10^5 and 10^6 nodes".

Generates the section's graphs (the Llama-3-70B TP-8 step, the 10^5- and
10^6-node joint steps) and the shared bw_256_2d repro, then runs `optimize
FILE -o /dev/null` with each binary in turn, alternated (A B A B ...: the 2-core
VM's speed drifts by ±20 % within a minute, so each pair shares its minute),
under /usr/bin/time, and prints per graph and binary the median wall time (with
its range), median user and system CPU seconds and the median peak RSS.

With --ratio, instead: per binary, time(10^6) ÷ time(10^5) from pairs run
back to back (10^5 then 10^6, N pairs, the binaries' pairs alternated), so
that each ratio's two runs share the VM's speed of their minute; prints each
pair's ratio and their median.

Usage: scripts/scale_table.py [--runs N] [--skip-10e6] [--ratio] BINARY [BINARY ...]
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


def ratio_table(binaries, graphs, runs, folder):
    small, big = graphs[1][1], graphs[2][1]
    pairs = {b: [] for b in binaries}
    for _ in range(runs):
        for b in binaries:
            pairs[b].append((run_once(b, small, folder)[0], run_once(b, big, folder)[0]))
    print("| binary | 10^5 s, median | 10^6 s, median | pair ratios | median ratio |")
    print("|---|---|---|---|---|")
    for b in binaries:
        ratios = sorted(big_s / small_s for small_s, big_s in pairs[b])
        print(f"| `{b}` | {statistics.median(p[0] for p in pairs[b]):.2f} | "
              f"{statistics.median(p[1] for p in pairs[b]):.2f} | "
              f"{', '.join(f'{r:.1f}' for r in ratios)} | {statistics.median(ratios):.1f} |")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-10e6", action="store_true")
    parser.add_argument("--ratio", action="store_true")
    parser.add_argument("binaries", nargs="*", default=["build/release/collopt"])
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        graphs = generate(args.binaries[0], folder, args.skip_10e6 and not args.ratio)
        if args.ratio:
            ratio_table(args.binaries, graphs, args.runs, folder)
            return
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
