#!/usr/bin/env python3
"""Compute-kernel slowdown while communication kernels run beside them.

Source: the Kineto/Chrome trace deepseek-ai/profile-data `train.json`
(shared/data/traces_real/deepseek_profile_data, see its README section 3):
one DualPipe forward+backward chunk pair of a DeepSeek-V3-like model, EP64,
rank 0 on an H800 (132 SMs).  Stream 7 runs compute, stream 23 wgrad grouped
GEMMs, stream 27 the DeepEP `internode::{dispatch,combine,notify_dispatch,
cached_notify}` kernels (20 blocks) plus a few small non-comm kernels.

Method:
  * A comm kernel is one whose name contains `internode::` (or `nccl`).
  * Each kernel on an analysed stream gets its coverage by comm kernels and
    by other non-comm kernels on other streams (union of overlapping time
    over its own duration).  State: `alone` (no overlap at all), `comm`
    (>= --cover of it covered by comm and no other-stream compute),
    `comm+other` (comm-covered but also beside stream-23 wgrad or other
    compute: confounded, reported only), otherwise `partial` (ignored).
  * Identity of work: kernel name + grid + block + registers + shared
    memory, refined by slot: the schedule repeats once per layer (count of
    `attn(F)` annotations), so when a key occurs n*iters times its k-th,
    (k+n)-th, ... occurrences are the same op in different layers.
  * For every slot with both `alone` and `comm` instances and an alone
    median >= --min-us (durations are whole microseconds): ratio =
    median(comm) / median(alone).  Per class (matmul = GEMM/attention,
    memory = everything else) the time-weighted ratio is
    sum(n_comm * median_comm) / sum(n_comm * median_alone), also the median
    of the slot ratios.  Each comm-overlapped instance is also attributed to
    the comm kernel kind covering most of it (dispatch / combine / notify).
  * Cross-check for token-count-dependent kernels (grid changes per layer,
    so no slot repeats): median microseconds per block, comm vs alone.

Output: a table, then `slowdown_matmul=.. slowdown_memory=.. keys=..
instances=..` (time-weighted, >1 means slower beside comm); --json prints
the same numbers as JSON.  Stdlib only.
"""
import argparse
import json
import os
import re
import statistics

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TRACE = os.path.join(REPO, "..", "shared", "data", "traces_real",
                             "deepseek_profile_data", "train.json")
MATMUL_RE = re.compile(r"GemmKernel|xmma_gemm|compute_attn|FlashAttnBwd<")
COMM_RE = re.compile(r"internode::|nccl", re.IGNORECASE)


def load_kernels(path):
    """Kernel events as dicts, sorted by start time, and the layer count."""
    with open(path) as f:
        events = json.load(f)["traceEvents"]
    kernels = []
    for e in events:
        if e.get("cat") != "kernel" or e.get("ph") != "X":
            continue
        a = e.get("args", {})
        kernels.append({
            "name": e["name"], "stream": e["tid"], "ts": e["ts"],
            "dur": e["dur"], "end": e["ts"] + e["dur"],
            "key": (e["name"], tuple(a.get("grid", ())),
                    tuple(a.get("block", ())),
                    a.get("registers per thread"), a.get("shared memory")),
            "blocks": prod(a.get("grid", (1,))),
        })
    kernels.sort(key=lambda k: (k["ts"], k["stream"], k["name"]))
    iters = sum(1 for e in events
                if e.get("cat") == "user_annotation" and e["name"] == "attn(F)")
    return kernels, iters


def prod(xs):
    out = 1
    for x in xs:
        out *= x
    return out


def is_comm(k):
    return bool(COMM_RE.search(k["name"]))


def comm_kind(name):
    if "notify" in name:
        return "notify"
    if "dispatch" in name:
        return "dispatch"
    if "combine" in name:
        return "combine"
    return "other"


def kernel_class(name):
    return "matmul" if MATMUL_RE.search(name) else "memory"


def covered(a, b, intervals):
    """Length of [a, b) covered by the union of (start, end) intervals."""
    segs = sorted((max(a, s), min(b, e)) for s, e in intervals
                  if min(b, e) > max(a, s))
    total, cur = 0, a
    for s, e in segs:
        s = max(s, cur)
        if e > s:
            total += e - s
            cur = e
    return total


def annotate(kernels, streams, cover):
    """Attach coverage, state and dominant comm kind to analysed kernels."""
    comm = [k for k in kernels if is_comm(k)]
    out = []
    for k in kernels:
        if k["stream"] not in streams or is_comm(k) or k["dur"] <= 0:
            continue
        a, b = k["ts"], k["end"]
        near = [c for c in comm if c["end"] > a and c["ts"] < b]
        others = [(o["ts"], o["end"]) for o in kernels
                  if o["stream"] != k["stream"] and not is_comm(o)
                  and o["end"] > a and o["ts"] < b]
        c_cov = covered(a, b, [(c["ts"], c["end"]) for c in near]) / (b - a)
        o_cov = covered(a, b, others) / (b - a)
        kinds = {}
        for c in near:
            kind = comm_kind(c["name"])
            kinds[kind] = kinds.get(kind, 0) + covered(a, b, [(c["ts"], c["end"])])
        if c_cov == 0 and o_cov == 0:
            state = "alone"
        elif c_cov >= cover:
            state = "comm" if o_cov == 0 else "comm+other"
        else:
            state = "partial"
        dominant = max(sorted(kinds), key=lambda x: kinds[x]) if kinds else None
        out.append(dict(k, comm_cov=c_cov, other_cov=o_cov, state=state,
                        kind=dominant))
    return out


def slots(instances, iters):
    """Group instances into (key, slot) -> list; slot = occurrence % per-layer."""
    by_key = {}
    for k in instances:
        by_key.setdefault((k["stream"], k["key"]), []).append(k)
    groups = {}
    for (stream, key), ks in by_key.items():
        n = len(ks)
        per = n // iters if iters and n % iters == 0 else n
        for i, k in enumerate(ks):
            groups.setdefault((stream, key, i % per), []).append(k)
    return groups


def slot_ratios(groups, min_us, state="comm"):
    """One row per slot with both `state` and alone instances."""
    rows = []
    for (stream, key, slot), ks in sorted(groups.items(), key=lambda g: repr(g[0])):
        ov = [k for k in ks if k["state"] == state]
        al = [k["dur"] for k in ks if k["state"] == "alone"]
        if not ov or not al:
            continue
        med_al = statistics.median(al)
        med_ov = statistics.median(k["dur"] for k in ov)
        rows.append({"stream": stream, "name": key[0], "grid": key[1],
                     "slot": slot, "cls": kernel_class(key[0]),
                     "n_ov": len(ov), "n_al": len(al), "alone": med_al,
                     "over": med_ov, "ratio": med_ov / med_al,
                     "short": med_al < min_us, "ov": ov})
    return rows


def summarize(rows):
    if not rows:
        return {"keys": 0, "instances": 0, "weighted": None, "median": None}
    num = sum(r["n_ov"] * r["over"] for r in rows)
    den = sum(r["n_ov"] * r["alone"] for r in rows)
    return {"keys": len(rows), "instances": sum(r["n_ov"] + r["n_al"] for r in rows),
            "weighted": num / den, "median": statistics.median(r["ratio"] for r in rows)}


def by_comm_kind(rows):
    """Per (class, comm kind): instance ratios dur / slot alone median."""
    acc = {}
    for r in rows:
        for k in r["ov"]:
            acc.setdefault((r["cls"], k["kind"]), []).append((k["dur"], r["alone"]))
    out = {}
    for (cls, kind), pairs in sorted(acc.items()):
        out[cls + "/" + kind] = {
            "instances": len(pairs),
            "weighted": sum(d for d, _ in pairs) / sum(a for _, a in pairs),
            "median": statistics.median(d / a for d, a in pairs)}
    return out


def per_block_check(instances, groups, min_us):
    """Variable-grid kernels (slot of one): median us/block, comm vs alone."""
    single = {id(ks[0]) for ks in groups.values() if len(ks) == 1}
    fam = {}
    for k in instances:
        if id(k) in single and k["state"] in ("alone", "comm") and k["dur"] >= min_us:
            fam.setdefault((k["name"],) + k["key"][2:], []).append(k)
    rows = []
    for key, ks in sorted(fam.items(), key=lambda x: repr(x[0])):
        al = [k["dur"] / k["blocks"] for k in ks if k["state"] == "alone"]
        ov = [k["dur"] / k["blocks"] for k in ks if k["state"] == "comm"]
        if al and ov:
            rows.append({"name": key[0], "n_al": len(al), "n_ov": len(ov),
                         "ratio": statistics.median(ov) / statistics.median(al)})
    return rows


def stream_states(instances):
    out = {}
    for k in instances:
        s = out.setdefault(str(k["stream"]), {})
        s[k["state"]] = s.get(k["state"], 0) + 1
    return {st: dict(sorted(v.items())) for st, v in sorted(out.items())}


def analyse(path, streams, cover, min_us, iters_arg):
    kernels, iters = load_kernels(path)
    iters = iters_arg or iters or 1
    inst = annotate(kernels, streams, cover)
    groups = slots(inst, iters)
    rows = slot_ratios(groups, min_us)
    used = [r for r in rows if not r["short"]]
    res = {"trace": os.path.basename(path), "layers": iters, "cover": cover,
           "min_us": min_us, "states": stream_states(inst), "classes": {}}
    for cls in ("matmul", "memory"):
        res["classes"][cls] = summarize([r for r in used if r["cls"] == cls])
    res["short_kernels"] = summarize([r for r in rows if r["short"]])
    res["by_comm_kind"] = by_comm_kind(used)
    res["confounded_comm_plus_other"] = summarize(
        [r for r in slot_ratios(groups, min_us, "comm+other") if not r["short"]])
    for s in sorted(streams):
        res["stream_%d" % s] = summarize([r for r in used if r["stream"] == s])
    pb = per_block_check(inst, groups, min_us)
    res["per_block_variable_grid"] = {
        "families": len(pb),
        "median": statistics.median(r["ratio"] for r in pb) if pb else None}
    res["slots"] = [{k: r[k] for k in ("stream", "cls", "name", "grid", "slot",
                                       "n_ov", "n_al", "alone", "over", "ratio")}
                    for r in used]
    res["slowdown_matmul"] = res["classes"]["matmul"]["weighted"]
    res["slowdown_memory"] = res["classes"]["memory"]["weighted"]
    res["keys"] = len(used)
    res["instances"] = sum(r["n_ov"] + r["n_al"] for r in used)
    return res


def fmt(x):
    return "   -  " if x is None else "%6.3f" % x


def short_name(name, width=58):
    name = re.sub(r"^void ", "", name)
    return name if len(name) <= width else name[:width - 1] + "~"


def print_table(res):
    print("trace %s, %d layers, comm cover >= %.2f, alone median >= %g us"
          % (res["trace"], res["layers"], res["cover"], res["min_us"]))
    print("kernel states per stream: %s" % json.dumps(res["states"], sort_keys=True))
    print()
    print("%-3s %-6s %-58s %-12s %4s %4s %8s %8s %6s" % (
        "str", "class", "kernel", "grid", "n_ov", "n_al", "alone", "w/comm", "ratio"))
    for r in sorted(res["slots"], key=lambda r: (r["cls"], -r["alone"], r["name"],
                                                  r["grid"], r["slot"])):
        print("%-3d %-6s %-58s %-12s %4d %4d %8.1f %8.1f %6.3f" % (
            r["stream"], r["cls"], short_name(r["name"]), "x".join(map(str, r["grid"])),
            r["n_ov"], r["n_al"], r["alone"], r["over"], r["ratio"]))
    print()
    print("%-34s %5s %6s %8s %8s" % ("group", "keys", "inst", "weighted", "median"))
    groups = [("class " + c, s) for c, s in sorted(res["classes"].items())]
    groups += [("stream %s" % k[7:], res[k]) for k in sorted(res) if k.startswith("stream_")]
    groups += [("short kernels (< min_us, info)", res["short_kernels"]),
               ("comm+other-stream (confounded)", res["confounded_comm_plus_other"])]
    for label, s in groups:
        print("%-34s %5d %6d %8s %8s" % (label, s["keys"], s["instances"],
                                         fmt(s["weighted"]), fmt(s["median"])))
    for label, s in sorted(res["by_comm_kind"].items()):
        print("%-34s %5s %6d %8s %8s" % ("beside " + label, "", s["instances"],
                                         fmt(s["weighted"]), fmt(s["median"])))
    pb = res["per_block_variable_grid"]
    print("%-34s %5d %6s %8s %8s" % ("per-block, variable-grid (check)",
                                     pb["families"], "", "", fmt(pb["median"])))
    print()
    print("slowdown_matmul=%.3f slowdown_memory=%.3f keys=%d instances=%d" % (
        res["slowdown_matmul"] or 0.0, res["slowdown_memory"] or 0.0,
        res["keys"], res["instances"]))


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("trace", nargs="?", default=DEFAULT_TRACE)
    p.add_argument("--streams", default="7,23",
                   help="compute streams to analyse (default 7,23)")
    p.add_argument("--cover", type=float, default=0.9,
                   help="comm coverage for the overlapped state (default 0.9)")
    p.add_argument("--min-us", type=float, default=10.0,
                   help="ignore slots whose alone median is shorter (default 10)")
    p.add_argument("--iterations", type=int, default=0,
                   help="layers per trace (default: count of attn(F) annotations)")
    p.add_argument("--json", action="store_true", help="print JSON instead")
    args = p.parse_args()
    streams = {int(s) for s in args.streams.split(",") if s}
    res = analyse(args.trace, streams, args.cover, args.min_us, args.iterations)
    if args.json:
        print(json.dumps(res, indent=1, sort_keys=True))
    else:
        print_table(res)


if __name__ == "__main__":
    main()
