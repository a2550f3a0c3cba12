#!/usr/bin/env python3
"""Live memory of a post-grad graph as PyTorch holds it, node by node: the
reference collopt's memory model (src/sim/memory.h) is checked against.

    scripts/torch_env.sh exec python3 tests/torch/memory_reference.py GRAPH [--meta META.json]
        [--symint-hint s0=16,u0=4] [--world-size N] [--json]

GRAPH is a graph as collopt reads it: a ``TORCH_LOGS=post_grad_graphs`` log,
a ``print_readable`` file, or a minifier repro (``class Repro`` with
``load_args``). Its ``forward`` is run statement by statement, in PyTorch,
under ``FakeTensorMode`` (every op runs its real meta kernel; nothing is
computed): the graph inputs are fake tensors of their annotated (or loaded)
dtype, shape, stride and device, so every storage is the one PyTorch makes:
its size (``untyped_storage().nbytes()``), and which results share one
(views, in-place ops, ``getitem`` of an op's tuple) come from PyTorch itself.

Accounting, the convention of Inductor's memory estimator
(``torch/_inductor/fx_passes/memory_estimator.py`` ``build_memory_profile``
with its ``is_releasable=lambda n: n.op != "placeholder"``):

- a storage is live while a value the code still holds refers to it; the FX
  code's ``a = b = None`` after each node drops a value after its last use,
  as ``del`` would;
- graph inputs are held by the caller: live from the start, never freed;
- the live bytes of a node are taken right after it runs, before the values
  it used for the last time are dropped;
- only device storages count, or every storage when the whole graph is on
  the CPU (a graph captured without a GPU).

Symbolic sizes (a graph compiled with dynamic shapes) take the values given
for their symbols (``--symint-hint``, as collopt takes them, and a capture's
meta.json); collopt's own ``16*`` (a symbolic size of hint 16, what its writer
prints) is 16. A data-dependent result (``nonzero``, ``.item()``: no meta
kernel can size it, FakeTensorMode raises) is the annotated type under those
values, as collopt's memory model takes it.

Two overrides:

- where the meta kernel and eager PyTorch differ: ``_c10d_functional.wait_tensor``
  returns its input tensor itself in eager (torch/csrc/distributed/c10d/Functional.cpp
  ``wait_tensor``: ``return tensor;``) but a fresh tensor under FakeTensorMode;
  here it returns its input;
- where Inductor and eager differ: a ``slice_scatter`` whose base is a
  ``constant_pad_nd`` or ``slice_scatter`` that nothing else reads (a link of a
  collective bucket's copy-in chain) is fused with it, one kernel writing one buffer
  (torch/_inductor/lowering.py lowers both ops as pointwise and fuses a pointwise
  node into its sole consumer); here each link returns the buffer it writes into,
  as collopt's model does (cost/compute_cost.h IsFusedScatter).

Output: per node in program order ``[name, live_bytes]`` and the peak (its
node and bytes), as text or JSON. Import it to call ``reference(path)``.
"""

import argparse
import ast
import json
import math
import operator
import re
import sys

import torch
from torch._subclasses.fake_tensor import (DataDependentOutputException,
                                          DynamicOutputShapeException, FakeTensorMode)

DTYPES = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8,
    "u8": torch.uint8, "b8": torch.bool, "c64": torch.complex64, "c128": torch.complex128,
    "f8e4m3fn": torch.float8_e4m3fn, "f8e5m2": torch.float8_e5m2,
}
ANNOTATION = re.compile(r"^(\w+)\[([^\]]*)\](?:\[([^\]]*)\])?(\S*)$")  # dtype[shape][stride]device
WAIT = "torch.ops._c10d_functional.wait_tensor.default"
PAD = "torch.ops.aten.constant_pad_nd.default"
SCATTER = "torch.ops.aten.slice_scatter.default"
LOG_PREFIX = re.compile(r"^.*?\[__post_grad_graphs\] ?")


class GraphError(Exception):
    pass


def run_device(device):
    """Where a tensor of `device` is made here: as itself (a fake tensor) where
    this PyTorch has the device, else on `meta` (same sizes, strides and
    storages; a CPU-only PyTorch cannot even fake CUDA tensors)."""
    d = torch.device(device) if not isinstance(device, torch.device) else device
    if d.type == "cpu" or (d.type == "cuda" and torch.cuda.is_available()):
        return d
    return torch.device("meta")


def _device(type=None, index=None):  # `device(type='cuda', index=0)` in graph code
    return run_device(torch.device(type, index) if index is not None else torch.device(type))


def _dims(text, hints):
    out = []
    for d in text.split(","):
        d = d.strip()
        if not d:
            continue
        if re.fullmatch(r"-?\d+\*?", d):  # "16*": collopt's symbolic size of hint 16
            out.append(int(d.rstrip("*")))
        elif d in hints:
            out.append(int(hints[d]))
        else:
            try:
                out.append(int(eval(d, {"__builtins__": {}}, dict(hints))))  # e.g. 2*s0
            except Exception as e:
                raise GraphError(f"no hint for symbolic size {d!r}") from e
    return out


def fake_input(annotation, hints):
    """A fake tensor of a tensor annotation, or the hint of a "Sym(s0)" one."""
    m = re.fullmatch(r"Sym\((.*)\)", annotation)
    if m:
        return _dims(m.group(1), hints)[0]
    m = ANNOTATION.match(annotation)
    if not m or m.group(1) not in DTYPES:
        raise GraphError(f"cannot read tensor annotation {annotation!r}")
    device = m.group(4) or "cpu"
    shape = _dims(m.group(2), hints)
    stride = (_dims(m.group(3), hints) if m.group(3) is not None
              else torch._prims_common.make_contiguous_strides_for(shape))
    return torch.empty_strided(shape, stride, dtype=DTYPES[m.group(1)], device=run_device(device))


def forward_source(text):
    """The source of the graph's forward (log prefixes removed), dedented."""
    lines = text.splitlines()
    if any("[__post_grad_graphs]" in line for line in lines):
        lines = [LOG_PREFIX.sub("", line) for line in lines if "[__post_grad_graphs]" in line]
    first = next((i for i, line in enumerate(lines) if line.startswith("class Repro")), 0)
    start = next((i for i, line in enumerate(lines)
                  if i >= first and line.lstrip().startswith("def forward(")), None)
    if start is None:
        raise GraphError("no 'def forward(' in the graph")
    indent = len(lines[start]) - len(lines[start].lstrip())
    body = [lines[start][indent:]]
    for line in lines[start + 1:]:
        if line.strip() and len(line) - len(line.lstrip()) <= indent:
            break
        body.append(line[indent:] if len(line) > indent else "")
    return "\n".join(body)


def repro_inputs(load_args, mode):
    """Graph inputs of a minifier repro: its `load_args` run with a reader that
    makes fake tensors; and the devices they were saved on."""
    class Reader:
        def __init__(self):
            self.args = []

        def storage(self, _hash, nbytes, device=None, dtype_hint=None):
            return (nbytes, device, dtype_hint)

        def tensor(self, storage, shape, stride=None, storage_offset=0, dtype=None, **_):
            _, device, hint = storage
            devices.add(torch.device(device or "cpu").type)
            dtype = dtype or hint or torch.float32
            if stride is None:
                stride = torch._prims_common.make_contiguous_strides_for(shape)
            with mode:
                t = torch.empty_strided(shape, stride, dtype=dtype,
                                        device=run_device(device or "cpu"))
            self.args.append(t)
            return t

        def symint(self, value):
            self.args.append(value)
            return value

    devices = set()
    reader = Reader()
    load_args(reader)
    return reader.args, devices


def _tensors(value):
    if isinstance(value, torch.Tensor):
        yield value
    elif isinstance(value, (tuple, list)):
        for v in value:
            yield from _tensors(v)


class StorageLedger:
    """Reference counts of the storages the code's names hold. Storages are
    keyed by their StorageImpl address, so every counted storage must stay
    alive while counted (the caller keeps the tensors)."""

    def __init__(self, counted):
        self.counted = counted  # device -> bool
        self.refs = {}          # storage id -> count
        self.nbytes = {}
        self.live = 0

    def add(self, value, delta):
        for t in _tensors(value):
            if not self.counted(t.device):
                continue
            s = t.untyped_storage()
            key = s._cdata
            n = self.refs.get(key, 0) + delta
            if n < 0:
                raise AssertionError("storage released twice")
            if key not in self.refs:  # a new storage (its address may be a freed one's)
                self.nbytes[key] = s.nbytes()
            if n == 0:
                del self.refs[key]
                self.live -= self.nbytes[key]
            else:
                if key not in self.refs:
                    self.live += self.nbytes[key]
                self.refs[key] = n


def fake_world(world_size):
    """The `fake` process group (rank 0 of world_size): ops that look their
    group up by name (`_dtensor.shard_dim_alltoall`) find group "0"."""
    import torch.distributed as dist
    from torch.testing._internal.distributed.fake_pg import FakeStore
    if dist.is_initialized():
        dist.destroy_process_group()
    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=world_size)


def meta_hints(meta_path):
    """{size expression: value} recorded by a capture's meta.json
    (scripts/capture_graphs.py: every symbolic size with its hint)."""
    hints = {}

    def collect(v):
        if isinstance(v, dict):
            if "expr" in v and v.get("hint") is not None:
                hints[v["expr"]] = v["hint"]
            for x in v.values():
                collect(x)
        elif isinstance(v, list):
            for x in v:
                collect(x)
    with open(meta_path) as f:
        collect(json.load(f))
    return hints


def data_dependent_result(stmt, hints):
    """The result of a statement no meta kernel can size (nonzero, .item()):
    its annotated type under the symbols' values."""
    if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.annotation, ast.Constant)):
        raise GraphError(f"line {stmt.lineno}: a data-dependent result without an annotation")
    return fake_input(stmt.annotation.value, hints)


def reference(path, meta_path=None, world_size=None, symint_hints=None):
    """[(node name, live bytes after it)] in program order, for `path`
    (world_size: the fake process group's size, for graphs whose ops look
    their group up by name; symint_hints: {symbol: value} over the meta's)."""
    if world_size:
        fake_world(world_size)
    with open(path) as f:
        text = f.read()
    hints = meta_hints(meta_path) if meta_path else {}
    hints.update(symint_hints or {})
    mode = FakeTensorMode(allow_non_fake_inputs=True)
    source = forward_source(text)
    fn = ast.parse(source).body[0]
    params = [a for a in fn.args.args if a.arg != "self"]
    is_repro = "class Repro" in text and "def load_args" in text
    if is_repro:  # the repro's own module: its load_args, and `self.sdpa_score0` and the like
        module = {"__name__": "repro"}
        exec(compile(text, path, "exec"), module)
        values, devices = repro_inputs(module["load_args"], mode)
        if len(values) != len(params):
            raise GraphError(f"load_args made {len(values)} inputs for {len(params)} parameters")
    else:
        values = []
        with mode:
            for a in params:
                if a.annotation is None or not isinstance(a.annotation, ast.Constant):
                    raise GraphError(f"input {a.arg} has no tensor annotation")
                values.append(fake_input(a.annotation.value, hints))
        devices = set()
    for a in params:
        if isinstance(a.annotation, ast.Constant) and isinstance(a.annotation.value, str):
            m = ANNOTATION.match(a.annotation.value)
            if m:
                devices.add((m.group(4) or "cpu").split(":")[0])
    for stmt in fn.body:
        if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.annotation, ast.Constant):
            m = ANNOTATION.match(stmt.annotation.value)
            if m:
                devices.add((m.group(4) or "cpu").split(":")[0])
    host_is_device = devices <= {"cpu"}

    def counted(device):
        return host_is_device or device.type != "cpu"

    ledger = StorageLedger(counted)
    names = {}
    for a, v in zip(params, values):
        names[a.arg] = v
        ledger.add(v, +1)
        ledger.add(v, +1)  # the caller's reference (`values` keeps it): inputs are never freed
    rows = [(a.arg, ledger.live) for a in params]  # all live from the start

    class Self:
        def __getattr__(self, attr):
            raise GraphError(f"self.{attr}: graph attributes are not supported")

    graph_self = module["Repro"]() if is_repro else Self()
    scope = {"torch": torch, "operator": operator, "inf": math.inf, "nan": math.nan,
             "device": _device, "self": graph_self}
    loads = {}  # name -> how many statements read it
    for node in ast.walk(fn):
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            loads[node.id] = loads.get(node.id, 0) + 1
    chain = set()  # names holding a fused scatter chain's buffer
    with mode:
        for stmt in fn.body:
            if isinstance(stmt, ast.Return):
                break
            if isinstance(stmt, ast.Expr):
                continue
            if isinstance(stmt, ast.AnnAssign):
                targets, value = [stmt.target], stmt.value
            elif isinstance(stmt, ast.Assign):
                targets, value = stmt.targets, stmt.value
            else:
                raise GraphError(f"line {stmt.lineno}: unexpected statement")
            is_node = not (isinstance(value, ast.Constant) and value.value is None)
            func = ast.unparse(value.func) if isinstance(value, ast.Call) else ""
            try:
                if func == WAIT:
                    result = eval(compile(ast.Expression(value.args[0]), "<arg>", "eval"), scope,
                                  names)
                else:
                    result = eval(compile(ast.Expression(value), "<stmt>", "eval"), scope, names)
            except (DynamicOutputShapeException, DataDependentOutputException):
                result = data_dependent_result(stmt, hints)
            if (func == SCATTER and isinstance(value.args[0], ast.Name)
                    and value.args[0].id in chain and loads.get(value.args[0].id) == 1):
                result = names[value.args[0].id]  # written into its base's buffer
            if func in (PAD, SCATTER):
                chain.add(targets[0].id)
            for t in targets:
                if not isinstance(t, ast.Name):
                    raise GraphError(f"line {stmt.lineno}: unexpected target")
                old = names.get(t.id)
                if old is not None:
                    ledger.add(old, -1)
                names[t.id] = result
                ledger.add(result, +1)
            if is_node:
                rows.append((targets[0].id, ledger.live))
    return rows


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("graph")
    ap.add_argument("--meta", help="the capture's meta.json (hints for symbolic sizes)")
    ap.add_argument("--symint-hint", default="", help="symbol values, s0=16,u0=4")
    ap.add_argument("--world-size", type=int, help="size of the fake process group '0'")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    hints = {k: int(v) for k, v in (item.split("=") for item in args.symint_hint.split(",") if item)}
    try:
        rows = reference(args.graph, args.meta, args.world_size, hints)
    except GraphError as e:
        print(f"{args.graph}: error: {e}", file=sys.stderr)
        return 1
    peak = max(rows, key=lambda r: r[1]) if rows else ("", 0)
    if args.json:
        print(json.dumps({"peak_bytes": peak[1], "peak_node": peak[0], "nodes": rows}))
    else:
        for name, live in rows:
            print(f"{name}\t{live}")
        print(f"peak {peak[1]} bytes at {peak[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
