#!/usr/bin/env python3
"""FLOP counts of the compute ops collopt prices, from PyTorch's own counter.

Every case is one aten call on meta tensors (no device needed), counted by
``torch.utils.flop_counter.FlopCounterMode``. The result is the golden file
``tests/cost/flop_counter_goldens.json`` that ``tests/cost/flop_goldens_test.cc``
holds collopt's ``CountedFlops`` to, case by case:

    {"cases": [{"name", "inputs": {"x": "bf16[8, 16]", ...}, "target",
                "args", "flops", "source"}, ...]}

``source`` says where a case's count comes from:
- ``flop_counter``: the counter's registered formula for this very op;
- ``flop_counter:OTHER``: an op the counter has no formula for in this
  PyTorch, counted as OTHER on the same shapes, the op it computes:
  ``_scaled_dot_product_flash_attention_for_cpu`` and flex attention as
  ``_scaled_dot_product_flash_attention`` (the counter counts the CPU variant
  and flex as 0 FLOPs); ``_scaled_mm`` as ``mm`` (PyTorch >= 2.8 registers
  exactly that, ``_scaled_mm_flop``); the raw ``_flash_attention_*`` and
  ``_efficient_attention_*`` ops, whose tensors are [B, S, H, D], as the SDPA
  op on the [B, H, S, D] transpose: the counter reads the raw op's tensors as
  [B, H, S, D] (``_unpack_flash_attention_nested_shapes``), which swaps heads
  and sequence; ``_convolution`` as ``convolution`` (the counter registers
  one formula for both, and ``_convolution`` has no meta kernel).

Causal attention is counted whole, as the counter does ("NB: We aren't
accounting for causal attention here"); collopt prices the half a causal
kernel executes separately (compute_cost.h ExecutedFlops).

Usage (in the real-PyTorch root of scripts/torch_env.sh):
    scripts/torch_env.sh exec python3 scripts/flop_goldens.py --write
    scripts/torch_env.sh exec python3 scripts/flop_goldens.py --check
"""

import argparse
import json
import os
import sys

import torch
from torch.utils.flop_counter import FlopCounterMode

GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "cost",
                      "flop_counter_goldens.json")

DTYPES = {"bf16": torch.bfloat16, "f16": torch.float16, "f32": torch.float32,
          "i64": torch.int64, "f8e4m3fn": torch.float8_e4m3fn}


def meta_tensor(spec):
    """'bf16[8, 16]' -> an empty meta tensor of that dtype and shape."""
    dtype, shape = spec.split("[", 1)
    dims = [int(d) for d in shape.rstrip("]").split(",") if d.strip()]
    return torch.empty(dims, dtype=DTYPES[dtype], device="meta")


def count(target, inputs, args):
    """FLOPs FlopCounterMode counts for `torch.ops.<target>(<args>)`."""
    env = {name: meta_tensor(spec) for name, spec in inputs.items()}
    op = eval("torch.ops." + target)  # noqa: S307 - the targets are this file's literals
    with FlopCounterMode(display=False) as counter:
        eval("op(" + args + ")", {"op": op, "torch": torch}, env)  # noqa: S307
    return counter.get_total_flops()


def transposed(inputs):
    """[B, S, H, D] specs -> [B, H, S, D] (the raw flash/efficient layout to SDPA's)."""
    out = {}
    for name, spec in inputs.items():
        dtype, shape = spec.split("[", 1)
        dims = [d.strip() for d in shape.rstrip("]").split(",")]
        if len(dims) == 4:
            dims[1], dims[2] = dims[2], dims[1]
        out[name] = f"{dtype}[{', '.join(dims)}]"
    return out


def cases():
    """(name, inputs, target, args, how) with how = None or (target, inputs, args) to count."""
    conv_x = {"x": "bf16[8, 16, 32, 32]", "w": "bf16[32, 16, 3, 3]"}
    grouped = {"x": "bf16[8, 16, 32, 32]", "w": "bf16[32, 4, 3, 3]"}
    depthwise = {"x": "bf16[8, 32, 16, 16]", "w": "bf16[32, 1, 3, 3]"}
    tconv = {"x": "bf16[8, 32, 16, 16]", "w": "bf16[32, 16, 4, 4]"}
    qkv = {"q": "bf16[2, 8, 256, 64]", "k": "bf16[2, 8, 512, 64]", "v": "bf16[2, 8, 512, 32]"}
    qkv_sq = {"q": "bf16[2, 8, 256, 64]", "k": "bf16[2, 8, 256, 64]", "v": "bf16[2, 8, 256, 64]"}
    flash_bw = dict(qkv_sq, g="bf16[2, 8, 256, 64]", o="bf16[2, 8, 256, 64]",
                    lse="f32[2, 8, 256]", seed="i64[]", off="i64[]", cq="i64[0]", ck="i64[0]")
    raw = {"q": "bf16[2, 256, 8, 64]", "k": "bf16[2, 256, 8, 64]", "v": "bf16[2, 256, 8, 64]"}
    raw_bw = dict(raw, g="bf16[2, 256, 8, 64]", o="bf16[2, 256, 8, 64]", lse="f32[2, 8, 256]",
                  seed="i64[]", off="i64[]", cq="i64[0]", ck="i64[0]")
    sdpa_fw = "aten._scaled_dot_product_flash_attention.default"
    sdpa_bw = "aten._scaled_dot_product_flash_attention_backward.default"
    sdpa_bw_args = "g, q, k, v, o, lse, cq, ck, 256, 256, 0.0, False, seed, off"
    yield ("mm", {"a": "bf16[64, 128]", "b": "bf16[128, 256]"}, "aten.mm.default", "a, b", None)
    yield ("addmm", {"bias": "bf16[256]", "a": "bf16[64, 128]", "b": "bf16[128, 256]"},
           "aten.addmm.default", "bias, a, b", None)
    yield ("bmm", {"a": "bf16[4, 64, 128]", "b": "bf16[4, 128, 32]"}, "aten.bmm.default", "a, b",
           None)
    yield ("baddbmm", {"c": "bf16[4, 64, 32]", "a": "bf16[4, 64, 128]", "b": "bf16[4, 128, 32]"},
           "aten.baddbmm.default", "c, a, b", None)
    yield ("scaled_mm_fp8", {"a": "f8e4m3fn[64, 128]", "b": "f8e4m3fn[128, 256]", "sa": "f32[]",
                             "sb": "f32[]"},
           "aten._scaled_mm.default", "a, b, sa, sb, None, None, torch.bfloat16",
           ("aten.mm.default", {"a": "bf16[64, 128]", "b": "bf16[128, 256]"}, "a, b"))
    conv = "aten.convolution.default"
    yield ("conv2d", conv_x, conv, "x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1", None)
    yield ("conv2d_bias_stride2", dict(conv_x, b="bf16[32]"), conv,
           "x, w, b, [2, 2], [1, 1], [1, 1], False, [0, 0], 1", None)
    yield ("conv2d_dilation2", conv_x, conv,
           "x, w, None, [1, 1], [2, 2], [2, 2], False, [0, 0], 1", None)
    yield ("conv2d_groups4", grouped, conv,
           "x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 4", None)
    yield ("conv2d_depthwise", depthwise, conv,
           "x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 32", None)
    yield ("conv1d", {"x": "bf16[4, 16, 100]", "w": "bf16[24, 16, 5]"}, conv,
           "x, w, None, [1], [0], [1], False, [0], 1", None)
    yield ("conv3d", {"x": "bf16[2, 8, 8, 16, 16]", "w": "bf16[16, 8, 3, 3, 3]"}, conv,
           "x, w, None, [1, 1, 1], [1, 1, 1], [1, 1, 1], False, [0, 0, 0], 1", None)
    yield ("conv_transpose2d", tconv, conv,
           "x, w, None, [2, 2], [1, 1], [1, 1], True, [0, 0], 1", None)
    yield ("_convolution", conv_x, "aten._convolution.default",
           "x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1, False, False, True, True",
           (conv, conv_x, "x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1"))
    bw = "aten.convolution_backward.default"
    conv_g = dict(conv_x, g="bf16[8, 32, 32, 32]")
    for mask in ("[True, True, True]", "[True, False, False]", "[False, True, False]",
                 "[False, False, True]", "[True, True, False]"):
        tag = "".join("1" if m == "True" else "0" for m in mask.strip("[]").split(", "))
        yield (f"conv2d_backward_{tag}", conv_g, bw,
               f"g, x, w, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, {mask}", None)
    yield ("conv2d_groups4_backward_110", dict(grouped, g="bf16[8, 32, 32, 32]"), bw,
           "g, x, w, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 4, [True, True, False]", None)
    yield ("conv2d_stride2_backward_110", dict(conv_x, g="bf16[8, 32, 16, 16]"), bw,
           "g, x, w, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]", None)
    yield ("conv_transpose2d_backward_110", dict(tconv, g="bf16[8, 16, 32, 32]"), bw,
           "g, x, w, None, [2, 2], [1, 1], [1, 1], True, [0, 0], 1, [True, True, False]", None)
    yield ("sdpa_flash", qkv_sq, sdpa_fw, "q, k, v, 0.0, False", None)
    yield ("sdpa_flash_causal", qkv_sq, sdpa_fw, "q, k, v, 0.0, True", None)
    yield ("sdpa_flash_backward", flash_bw, sdpa_bw, sdpa_bw_args, None)
    yield ("sdpa_efficient", qkv, "aten._scaled_dot_product_efficient_attention.default",
           "q, k, v, None, True, 0.0, False", None)
    yield ("sdpa_efficient_backward", flash_bw,
           "aten._scaled_dot_product_efficient_attention_backward.default",
           "g, q, k, v, None, o, lse, seed, off, 0.0, [True, True, True, False], False", None)
    yield ("sdpa_cudnn", qkv, "aten._scaled_dot_product_cudnn_attention.default",
           "q, k, v, None, True, 0.0, False", None)
    yield ("sdpa_cudnn_backward", flash_bw,
           "aten._scaled_dot_product_cudnn_attention_backward.default",
           "g, q, k, v, o, lse, seed, off, None, cq, ck, 256, 256, 0.0, False", None)
    yield ("sdpa_math", qkv, "aten._scaled_dot_product_attention_math.default", "q, k, v", None)
    yield ("sdpa_flash_for_cpu", qkv_sq, "aten._scaled_dot_product_flash_attention_for_cpu.default",
           "q, k, v, 0.0, False", (sdpa_fw, qkv_sq, "q, k, v, 0.0, False"))
    yield ("sdpa_flash_for_cpu_backward", flash_bw,
           "aten._scaled_dot_product_flash_attention_for_cpu_backward.default",
           "g, q, k, v, o, lse, 0.0, False", (sdpa_bw, flash_bw, sdpa_bw_args))
    yield ("flash_attention_forward_raw", raw, "aten._flash_attention_forward.default",
           "q, k, v, None, None, 256, 256, 0.0, False, False",
           (sdpa_fw, transposed(raw), "q, k, v, 0.0, False"))
    yield ("flash_attention_backward_raw", raw_bw, "aten._flash_attention_backward.default",
           "g, q, k, v, o, lse, cq, ck, 256, 256, 0.0, False, seed, off",
           (sdpa_bw, transposed(raw_bw), sdpa_bw_args))
    yield ("efficient_attention_forward_raw", raw, "aten._efficient_attention_forward.default",
           "q, k, v, None, None, None, 256, 256, 0.0, 0",
           (sdpa_fw, transposed(raw), "q, k, v, 0.0, False"))
    yield ("efficient_attention_backward_raw", raw_bw,
           "aten._efficient_attention_backward.default",
           "g, q, k, v, None, o, None, None, 256, 256, lse, 0.0, seed, off, 0, False",
           (sdpa_bw, transposed(raw_bw), sdpa_bw_args))


def build():
    out = []
    for name, inputs, target, args, how in cases():
        if how is None:
            flops, source = count(target, inputs, args), "flop_counter"
        else:
            flops, source = count(*how), "flop_counter:" + how[0]
        out.append({"name": name, "inputs": inputs, "target": target, "args": args,
                    "flops": flops, "source": source})
    return {"torch": torch.__version__.split("+")[0], "cases": out}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    mode = parser.add_mutually_exclusive_group(required=True)
    mode.add_argument("--write", action="store_true", help="rewrite the golden file")
    mode.add_argument("--check", action="store_true", help="fail if the golden file differs")
    options = parser.parse_args()
    goldens = build()
    text = json.dumps(goldens, indent=1) + "\n"
    if options.write:
        with open(GOLDEN, "w") as f:
            f.write(text)
        print(f"wrote {len(goldens['cases'])} cases to {os.path.relpath(GOLDEN)}")
        return 0
    with open(GOLDEN) as f:
        stored = json.load(f)
    differ = [c["name"] for c, s in zip(goldens["cases"], stored["cases"]) if c != s]
    if len(stored["cases"]) != len(goldens["cases"]) or differ:
        print(f"{os.path.relpath(GOLDEN)} is stale: {differ or 'case count differs'}",
              file=sys.stderr)
        return 1
    print(f"{len(goldens['cases'])} cases agree with torch.utils.flop_counter")
    return 0


if __name__ == "__main__":
    sys.exit(main())
