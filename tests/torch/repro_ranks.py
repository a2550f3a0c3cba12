"""Runs a repro file (``collopt generate --format repro`` or ``collopt
optimize``'s output of one) on real gloo ranks, in eager PyTorch.

``run_repro(path, mesh, seed)`` spawns one process per rank of ``mesh`` (a
list of ``(group name, size)`` in row-major order, torchtitan's layout: the
last dim's ranks are adjacent), registers each mesh dim's process group under
the graph's name for it (``torch._C._distributed_c10d._register_process_group``,
so the functional collectives find ``'fsdp'``, ``'tp'``...), and gives every
group of the repro's ``get_pg_config()`` that copies another's ranks
(``same_ranks_as``: the all_gather group reassign-collective-pgs adds) a
communicator of its own on those ranks. Each rank builds the repro's inputs
from ``load_args`` (the shapes and dtypes it declares, filled from a
generator seeded by ``seed`` and the rank), runs the module once and returns
its outputs. Two repros of one step (before and after ``collopt optimize``)
run with one seed get the same inputs on every rank.

The repro's CUDA-only ops run on CPU through stand-ins registered for this
process (``register_cpu_stand_ins``): cuDNN attention forward and backward
as the math attention and its gradients; for the MoE steps, ``histc`` of
integers (PyTorch 2.6's CPU kernel takes floats only), ``_grouped_mm``
(PyTorch 2.8+) and a flex attention backward given no logsumexp gradient.
Both repros call the same stand-in on the same values, so a rewrite that
leaves these ops alone, or splits them only where a stand-in computes each
part as the whole does, compares bit for bit.
"""

import math
import os
import re
import tempfile

import torch
import torch.distributed as dist
import torch.multiprocessing as mp

from ranks import exit_without_teardown

_CUDA = re.compile(r"device\(type='cuda'(, index=\d+)?\)")


def _scores(q, k, is_causal, scale):
    """Softmax probabilities of the math attention, in float32; k repeated to
    q's heads (grouped-query attention)."""
    scale = scale if scale is not None else 1.0 / math.sqrt(q.shape[-1])
    s = (q.float() @ k.float().transpose(-2, -1)) * scale
    if is_causal:
        n, m = s.shape[-2], s.shape[-1]
        s = s.masked_fill(torch.ones(n, m, dtype=torch.bool).triu(1), float("-inf"))
    return torch.softmax(s, dim=-1), torch.logsumexp(s, dim=-1), scale


def _repeat(t, heads):
    return t.repeat_interleave(heads // t.shape[1], dim=1) if t.shape[1] != heads else t


def _attention(q, k, v, is_causal, scale):
    p, lse, _ = _scores(q, _repeat(k, q.shape[1]), is_causal, scale)
    return (p @ _repeat(v, q.shape[1]).float()).to(q.dtype), lse


def _attention_backward(grad_out, q, k, v, is_causal, scale):
    """dq, dk, dv of the math attention (float32; the kv heads' gradients
    summed over their repeats)."""
    heads = q.shape[1]
    kr, vr = _repeat(k, heads).float(), _repeat(v, heads).float()
    p, _, scale = _scores(q, kr, is_causal, scale)
    do = grad_out.float()
    dv = p.transpose(-2, -1) @ do
    dp = do @ vr.transpose(-2, -1)
    ds = p * (dp - (dp * p).sum(dim=-1, keepdim=True))
    dq = (ds @ kr) * scale
    dk = (ds.transpose(-2, -1) @ q.float()) * scale

    def fold(g, t):
        if t.shape[1] == heads:
            return g
        return g.unflatten(1, (t.shape[1], heads // t.shape[1])).sum(dim=2)
    return dq, fold(dk, k), fold(dv, v)


def _histc(x, bins=100, min=0, max=0):
    """torch.histc as PyTorch defines it (bins of equal width over [min, max],
    the data's range when min == max, values outside left out, max in the last
    bin), for every dtype: PyTorch 2.6's CPU kernel refuses integers, which the
    MoE router counts (tokens per expert)."""
    xf = x.reshape(-1).to(torch.float64)
    lo, hi = float(min), float(max)
    if lo == hi and xf.numel() > 0:
        lo, hi = xf.min().item(), xf.max().item()
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    inside = xf[(xf >= lo) & (xf <= hi)]
    index = ((inside - lo) * bins / (hi - lo)).floor().long().clamp(0, bins - 1)
    return torch.bincount(index, minlength=bins).to(x.dtype)


def _grouped_mm(a, b, offs=None, bias=None, out_dtype=None):
    """aten._grouped_mm (PyTorch 2.8+; absent in 2.6): a [M, K] by b [G, K, N]
    with offs the groups' cumulative row ends in a (rows past the last end
    are zero); a [K, M] by b [M, N] with offs over the shared dim gives
    [G, K, N]; 3-D by 3-D is a batched mm. float32 accumulation, the inputs'
    dtype out (or out_dtype)."""
    dtype = out_dtype if out_dtype is not None else a.dtype
    af, bf = a.float(), b.float()
    if a.dim() == 3 and b.dim() == 3:
        out = torch.bmm(af, bf)
    elif a.dim() == 2 and b.dim() == 3:
        out = torch.zeros(a.shape[0], b.shape[2])
        start = 0
        for g, end in enumerate(offs.tolist()):
            out[start:end] = af[start:end] @ bf[g]
            start = end
    elif a.dim() == 2 and b.dim() == 2:
        ends = offs.tolist()
        out = torch.zeros(len(ends), a.shape[0], b.shape[1])
        start = 0
        for g, end in enumerate(ends):
            out[g] = af[:, start:end] @ bf[start:end]
            start = end
    else:
        raise NotImplementedError(f"_grouped_mm of {a.dim()}-D by {b.dim()}-D")
    if bias is not None:
        out = out + bias.float()
    return out.to(dtype)


_LIB = None
_DEF = None


def register_cpu_stand_ins():
    """CPU kernels for aten's cuDNN attention ops (forward: the math attention;
    backward: its gradients), histc of integers, and _grouped_mm where PyTorch
    lacks it, for this process."""
    global _LIB, _DEF
    if _LIB is not None:
        return
    _LIB = torch.library.Library("aten", "IMPL")
    _LIB.impl("histc", _histc, "CPU")
    # A generated backward passes no logsumexp gradient (None, as PyTorch
    # 2.8+ allows); 2.6's dense flex attention backward needs a tensor, and
    # zeros are what None means.
    flex_backward = torch.ops.higher_order.flex_attention_backward

    def flex_attention_backward(*args, **kwargs):
        args = list(args)
        if len(args) > 6 and args[6] is None:
            args[6] = torch.zeros_like(args[4])
        return flex_backward(*args, **kwargs)
    torch.ops.higher_order.flex_attention_backward = flex_attention_backward
    if not hasattr(torch.ops.aten, "_grouped_mm"):
        _DEF = torch.library.Library("aten", "FRAGMENT")
        _DEF.define("_grouped_mm(Tensor self, Tensor mat2, Tensor? offs=None, Tensor? bias=None, "
                    "ScalarType? out_dtype=None) -> Tensor")
        _DEF.impl("_grouped_mm", _grouped_mm, "CPU")

    def forward(query, key, value, attn_bias, compute_log_sumexp, dropout_p=0.0,
                is_causal=False, return_debug_mask=False, *, scale=None):
        out, lse = _attention(query, key, value, is_causal, scale)
        empty = torch.empty(0)
        # The output in the query's strides, as the CUDA kernel lays it out
        # (the graph views it back as [batch, seq, hidden]).
        return (torch.empty_like(query).copy_(out), lse, empty, empty, query.shape[2],
                key.shape[2], empty, empty, empty)

    def backward(grad_out, query, key, value, out, logsumexp, philox_seed, philox_offset,
                 attn_bias, cum_seq_q, cum_seq_k, max_q, max_k, dropout_p, is_causal, *,
                 scale=None):
        grads = _attention_backward(grad_out, query, key, value, is_causal, scale)
        return tuple(torch.empty_like(t).copy_(g) for g, t in zip(grads, (query, key, value)))

    _LIB.impl("_scaled_dot_product_cudnn_attention", forward, "CPU")
    _LIB.impl("_scaled_dot_product_cudnn_attention_backward", backward, "CPU")


class _Shapes:
    """A load_args reader that records each input's shape and dtype."""

    def __init__(self):
        self.inputs = []

    def storage(self, *args, **kwargs):
        return None

    def tensor(self, storage, shape, stride=None, dtype=torch.float32, **kwargs):
        self.inputs.append((tuple(shape), dtype))

    def symint(self, value):
        self.inputs.append((None, value))


def _load(path):
    with open(path) as f:
        source = _CUDA.sub("device(type='cpu')", f.read())
    namespace = {"__name__": "repro"}
    exec(compile(source, path, "exec"), namespace)
    return namespace


def _inputs(load_args, seed, rank):
    reader = _Shapes()
    load_args(reader)
    g = torch.Generator().manual_seed(seed * 1000 + rank)
    out = []
    for shape, dtype in reader.inputs:
        if shape is None:
            out.append(dtype)  # a SymInt's value
        elif dtype.is_complex:
            out.append(torch.randn(shape, dtype=dtype, generator=g))
        elif dtype.is_floating_point:
            out.append((torch.randn(shape, generator=g) * 0.1).to(dtype))
        elif dtype == torch.bool:
            out.append(torch.randint(0, 2, shape, generator=g).bool())
        else:
            out.append(torch.randint(0, 2, shape, generator=g, dtype=dtype))
    return out


def _groups(mesh, rank):
    """Registers each mesh dim's group holding `rank` under its name; returns
    {name: ranks}. Every rank creates every group, in one order."""
    sizes = [size for _, size in mesh]
    world = math.prod(sizes)
    found = {}
    for d, (name, size) in enumerate(mesh):
        inner = math.prod(sizes[d + 1:])
        for r in range(world):
            coord = (r // inner) % size
            if coord != 0:
                continue
            ranks = [r + i * inner for i in range(size)]
            pg = dist.new_group(ranks)
            if rank in ranks:
                torch._C._distributed_c10d._register_process_group(name, pg)
                found[name] = ranks
    return found


def _copies(config, found, rank, world):
    """Communicators for the repro's groups that copy another's ranks."""
    for name, entry in sorted(config.items()):
        of = entry.get("same_ranks_as")
        if not of or name in found:
            continue
        if of not in found:
            raise ValueError(f"group '{name}' copies '{of}', which the mesh lacks")
        # Each rank knows its own group of that dim; the groups of a dim
        # partition the ranks, so every rank gathers them all and creates a
        # copy of each, in one order.
        gathered = [None] * world
        dist.all_gather_object(gathered, found[of])
        for ranks in sorted({tuple(x) for x in gathered}):
            pg = dist.new_group(list(ranks))
            if rank in ranks:
                torch._C._distributed_c10d._register_process_group(name, pg)
                found[name] = list(ranks)


def _worker(rank, world, store_path, paths, mesh, aliases, seed, out_dir):
    register_cpu_stand_ins()
    store = dist.FileStore(store_path, world)
    dist.init_process_group("gloo", store=store, rank=rank, world_size=world)
    torch.manual_seed(seed)
    found = _groups(mesh, rank)
    _copies({name: {"same_ranks_as": of} for name, of in aliases.items()}, found, rank, world)
    for i, path in enumerate(paths):
        ns = _load(path)
        config = ns["get_pg_config"]() if "get_pg_config" in ns else {}
        _copies(config, found, rank, world)
        args = _inputs(ns["load_args"], seed, rank)
        with torch.no_grad():
            outputs = ns["Repro"]()(*args)
        torch.save(list(outputs), os.path.join(out_dir, f"{i}_{rank}.pt"))
    dist.barrier()
    exit_without_teardown(0)  # not destroy_process_group(), which can hang


def run_repros(paths, mesh, seed=0, aliases=None):
    """Runs each repro of `paths` on the ranks of `mesh`, one after another in
    the same processes; returns outputs[path index][rank] (lists of tensors
    and values). `aliases` ({name: mesh dim}) names further groups on a mesh
    dim's ranks, each with a communicator of its own (torchtitan's EP group
    on the ranks of dp_shard: {"ep": "fsdp"})."""
    world = math.prod(size for _, size in mesh)
    with tempfile.TemporaryDirectory() as tmp:
        store = os.path.join(tmp, "store")
        mp.spawn(_worker,
                 args=(world, store, list(paths), list(mesh), dict(aliases or {}), seed, tmp),
                 nprocs=world, join=True)
        return [[torch.load(os.path.join(tmp, f"{i}_{r}.pt")) for r in range(world)]
                for i in range(len(paths))]
