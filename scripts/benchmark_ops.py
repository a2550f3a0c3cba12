#!/usr/bin/env python3
"""Benchmarks the compute ops collopt prices, at training shapes, on one GPU,
and writes them as calibration data `collopt calibrate` reads.

Run on a machine with a CUDA GPU and PyTorch (>= 2.6):

    python3 scripts/benchmark_ops.py -o DIR [--only CASE,...] [--budget-s S]

Method (the one of shared/data/h100_inductor_runs, so both sets are one
calibration data set):

1. Each case is one training step of a real model (torchvision's ResNet-50,
   ResNeXt-50 32x4d, MobileNetV2, ViT-L/16; a BERT-large encoder made of
   torch.nn.TransformerEncoderLayer) or one attention call forward and
   backward under each SDPA backend (flash, memory-efficient, cuDNN, math), in
   bf16, traced with `make_fx(tracing_mode="fake")` over the forward and
   `torch.autograd.grad`, so the graph holds the aten ops a training step runs
   (addmm for biased linear layers, convolution and convolution_backward,
   the fused attention forward and backward ops).
2. `DIR/<case>.readable.py`: that graph as `print_readable(include_stride=True,
   include_device=True)` writes it (collopt's readable format).
3. `DIR/<case>.nodes.json`: per node `{"ms": x, "source": s}`:
   - `compute_benchmarked_h100`: every node with a FLOP formula (Inductor's
     `is_compute_node`: matmuls, convolutions, attention) run alone on the GPU
     on random inputs of the node's shapes and strides (`rand_strided`), timed
     by Inductor's GPU benchmarker (`benchmarker.benchmark_gpu`, warmup 5, as
     `overlap_scheduling.benchmark_node` does); one timing per distinct
     (op, shapes, strides, dtypes, other arguments), shared by the nodes that
     repeat it. The source name is the shared data's, whatever the GPU:
     `env.json` says which GPU it was.
   - `benchmark_failed`: the op could not be run on random inputs (ms 0;
     calibrate skips it), the error in `env.json`;
   - `mem_bound_estimate`: every other call_function except waits, Inductor's
     `estimate_mem_bound_runtime_ms` (bytes over HBM bandwidth);
   - `zero`: placeholders, outputs.
4. `DIR/env.json`: torch, CUDA, cuDNN versions, the GPU, per case its nodes,
   benchmarked nodes, distinct timings and seconds, and failures.

Without Inductor's overlap_scheduling module (PyTorch < 2.9) the timing falls
back to CUDA events around 20 runs after 5 warm-ups (median), and on a machine
without CUDA (`--device cpu`, for checking the script) to the host clock.
"""

import argparse
import contextlib
import json
import os
import statistics
import sys
import time
import traceback

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.fx.experimental.proxy_tensor import make_fx

try:
    import torch._inductor.fx_passes.overlap_scheduling as ovs
except Exception:  # PyTorch < 2.9
    ovs = None


# --- cases -----------------------------------------------------------------------


def _vision(name, batch, size):
    def build(device, smoke):
        import torchvision

        model = getattr(torchvision.models, name)()
        b, s = (2, 64) if smoke else (batch, size)
        x = torch.randn(b, 3, s, s)
        return model, (x,), False

    return build


def _vit(device, smoke):
    import torchvision

    if smoke:
        model = torchvision.models.VisionTransformer(
            image_size=32, patch_size=16, num_layers=1, num_heads=2, hidden_dim=64, mlp_dim=128)
        return model, (torch.randn(2, 3, 32, 32),), False
    return torchvision.models.vit_l_16(), (torch.randn(32, 3, 224, 224),), False


def _bert_large(device, smoke):
    d, heads, ff, layers, batch, seq = (64, 2, 128, 1, 2, 16) if smoke else (1024, 16, 4096, 2, 8, 512)
    layer = nn.TransformerEncoderLayer(d, heads, ff, dropout=0.1, activation="gelu", batch_first=True)
    model = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
    return model, (torch.randn(batch, seq, d),), False


class _Attention(nn.Module):
    def __init__(self, causal):
        super().__init__()
        self.causal = causal

    def forward(self, q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=self.causal)


def _attention(b, h, s, d, causal):
    def build(device, smoke):
        bb, hh, ss, dd = (1, 2, 16, 16) if smoke else (b, h, s, d)
        qkv = tuple(torch.randn(bb, hh, ss, dd) for _ in range(3))
        return _Attention(causal), qkv, False

    return build


ATTENTION_SHAPES = {
    # name: (batch, heads, seq, head_dim, causal)
    "llama": (2, 32, 4096, 128, True),
    "gpt2": (8, 12, 1024, 64, True),
    "bert": (8, 16, 512, 64, False),
    "vit": (32, 16, 197, 64, False),
}
BACKENDS = ("flash", "efficient", "cudnn", "math")


def cases():
    out = {
        "resnet50": (_vision("resnet50", 128, 224), None),
        "resnext50_32x4d": (_vision("resnext50_32x4d", 64, 224), None),
        "mobilenet_v2": (_vision("mobilenet_v2", 128, 224), None),
        "vit_l_16": (_vit, None),
        "bert_large": (_bert_large, None),
    }
    for shape, (b, h, s, d, causal) in ATTENTION_SHAPES.items():
        for backend in BACKENDS:
            out[f"sdpa_{backend}_{shape}"] = (_attention(b, h, s, d, causal), backend)
    return out


def sdpa_context(backend):
    if backend is None:
        return contextlib.nullcontext()
    from torch.nn.attention import SDPBackend, sdpa_kernel

    return sdpa_kernel({
        "flash": SDPBackend.FLASH_ATTENTION,
        "efficient": SDPBackend.EFFICIENT_ATTENTION,
        "cudnn": SDPBackend.CUDNN_ATTENTION,
        "math": SDPBackend.MATH,
    }[backend])


# --- tracing ---------------------------------------------------------------------


def trace_step(model, inputs, inputs_need_grad):
    """One training step's aten graph: forward, a scalar loss, and the
    gradients of every parameter (and of the inputs of the attention cases)."""
    params = {k: p for k, p in model.named_parameters()}
    buffers = {k: b for k, b in model.named_buffers()}

    def step(params, buffers, inputs):
        out = torch.func.functional_call(model, {**params, **buffers}, inputs)
        loss = out.float().square().mean()
        wrt = list(params.values()) + (list(inputs) if inputs_need_grad else [])
        return [loss, *torch.autograd.grad(loss, wrt)]

    return make_fx(step, tracing_mode="fake")(params, buffers, inputs)


# --- timing ----------------------------------------------------------------------


def _fake_val(arg):
    return arg.meta.get("val") if isinstance(arg, torch.fx.Node) else arg


def _is_compute(node):
    if ovs is not None:
        return ovs.is_compute_node(node)
    from torch.utils.flop_counter import flop_registry

    return node.op == "call_function" and getattr(node.target, "overloadpacket", None) in flop_registry


def _mem_bound_ms(node):
    if ovs is not None:
        return ovs.estimate_mem_bound_runtime_ms(node)
    return 0.0


class Timer:
    def __init__(self, device):
        self.device = device
        self.cache = {}
        self.failures = {}

    def _bench(self, fn):
        if self.device == "cpu":
            fn()
            times = []
            for _ in range(5):
                t = time.perf_counter()
                fn()
                times.append((time.perf_counter() - t) * 1e3)
            return statistics.median(times)
        try:
            from torch._inductor.runtime.benchmarking import benchmarker

            return benchmarker.benchmark_gpu(fn, warmup=5)
        except ImportError:
            for _ in range(5):
                fn()
            times = []
            for _ in range(20):
                start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                start.record()
                fn()
                end.record()
                end.synchronize()
                times.append(start.elapsed_time(end))
            return statistics.median(times)

    def time_node(self, node):
        """(ms, source) of a compute node, timed once per distinct call."""
        from torch._dynamo.testing import rand_strided

        args, kwargs = torch.utils._pytree.tree_map(_fake_val, (node.args, node.kwargs))
        key = [str(node.target)]

        def to_real(t):
            key.append(f"T{tuple(t.shape)}{tuple(t.stride())}{t.dtype}{t.device.type}")
            if t.dtype in (torch.int64, torch.uint64, torch.int32):
                return torch.zeros(tuple(t.shape), dtype=t.dtype, device=t.device)
            return rand_strided(tuple(t.shape), tuple(t.stride()), dtype=t.dtype, device=t.device)

        from torch._subclasses.fake_tensor import unset_fake_temporarily

        with unset_fake_temporarily():
            args, kwargs = torch.utils._pytree.tree_map_only(torch.Tensor, to_real, (args, kwargs))
            key.append(repr(torch.utils._pytree.tree_map_only(torch.Tensor, lambda t: "T", (args, kwargs))))
            k = " ".join(key)
            if k in self.cache:
                return self.cache[k]
            try:
                ms = float(self._bench(lambda: node.target(*args, **kwargs)))
                result = (ms, "compute_benchmarked_h100")
            except Exception as e:
                self.failures[k] = f"{type(e).__name__}: {str(e)[:300]}"
                result = (0.0, "benchmark_failed")
            del args, kwargs
        self.cache[k] = result
        return result


def run_case(name, build, backend, device, smoke, timer, out_dir):
    t0 = time.perf_counter()
    model, inputs, inputs_need_grad = build(device, smoke)
    dtype = torch.float32 if device == "cpu" else torch.bfloat16
    model = model.to(device=device, dtype=dtype)
    inputs = tuple(x.to(device=device, dtype=dtype) for x in inputs)
    if name.startswith(("resnet", "resnext", "mobilenet")) and device != "cpu":
        model = model.to(memory_format=torch.channels_last)
        inputs = tuple(x.contiguous(memory_format=torch.channels_last) for x in inputs)
    if name.startswith("sdpa_"):
        inputs = tuple(x.requires_grad_() for x in inputs)
        inputs_need_grad = True
    model.train()
    with sdpa_context(backend):
        gm = trace_step(model, inputs, inputs_need_grad)
    traced_s = time.perf_counter() - t0
    costs = {}
    before = len(timer.cache)
    benchmarked = 0
    for node in gm.graph.nodes:
        if node.op in ("placeholder", "output"):
            costs[node.name] = {"ms": 0.0, "source": "zero"}
        elif _is_compute(node):
            ms, source = timer.time_node(node)
            benchmarked += 1
            costs[node.name] = {"ms": ms, "source": source}
        elif node.op == "call_function" and "wait_tensor" not in str(node.target):
            costs[node.name] = {"ms": float(_mem_bound_ms(node)), "source": "mem_bound_estimate"}
        else:
            costs[node.name] = {"ms": 0.0, "source": "zero"}
    with open(os.path.join(out_dir, f"{name}.readable.py"), "w") as f:
        f.write(gm.print_readable(print_output=False, include_stride=True, include_device=True))
    with open(os.path.join(out_dir, f"{name}.nodes.json"), "w") as f:
        json.dump(costs, f, indent=0, sort_keys=False)
    return {
        "nodes": len(costs),
        "benchmarked_nodes": benchmarked,
        "distinct_timings": len(timer.cache) - before,
        "failed": sum(1 for c in costs.values() if c["source"] == "benchmark_failed"),
        "trace_s": round(traced_s, 2),
        "total_s": round(time.perf_counter() - t0, 2),
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--only", default="", help="comma-separated case names")
    ap.add_argument("--device", default="cuda" if torch.cuda.is_available() else "cpu")
    ap.add_argument("--smoke", action="store_true", help="tiny shapes (checks the script, not the GPU)")
    ap.add_argument("--budget-s", type=float, default=1e9, help="start no case after this many seconds")
    ap.add_argument("--list", action="store_true")
    args = ap.parse_args()
    all_cases = cases()
    if args.list:
        print("\n".join(all_cases))
        return 0
    names = [n for n in args.only.split(",") if n] or list(all_cases)
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(0)
    env = {
        "torch": torch.__version__,
        "cuda": torch.version.cuda,
        "cudnn": torch.backends.cudnn.version() if torch.backends.cudnn.is_available() else None,
        "device": torch.cuda.get_device_name() if args.device == "cuda" else "cpu",
        "timer": "inductor benchmark_gpu" if ovs is not None else "cuda events" if args.device == "cuda" else "host clock",
        "cases": {},
    }
    timer = Timer(args.device)
    t0 = time.perf_counter()
    for name in names:
        if name not in all_cases:
            print(f"unknown case {name!r}; --list lists them", file=sys.stderr)
            return 2
        if time.perf_counter() - t0 > args.budget_s:
            env["cases"][name] = {"skipped": "budget"}
            continue
        build, backend = all_cases[name]
        if backend not in (None, "math") and args.device == "cpu":
            env["cases"][name] = {"skipped": "needs CUDA"}
            continue
        try:
            env["cases"][name] = run_case(name, build, backend, args.device, args.smoke, timer, args.out)
        except Exception as e:
            env["cases"][name] = {"error": "".join(traceback.format_exception(e))[-2000:]}
        print(name, json.dumps(env["cases"][name])[:300], flush=True)
        if args.device == "cuda":
            torch.cuda.empty_cache()
    env["failures"] = timer.failures
    env["total_s"] = round(time.perf_counter() - t0, 1)
    with open(os.path.join(args.out, "env.json"), "w") as f:
        json.dump(env, f, indent=1, sort_keys=True)
    print(f"done in {env['total_s']} s; {len(timer.cache)} distinct timings, {len(timer.failures)} failed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
