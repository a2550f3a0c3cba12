#!/usr/bin/env python3
"""Captures the post-grad graphs real torch.compile makes for one training step
of many model families, for collopt's reading tests.

Run in the real-PyTorch environment (PyTorch 2.6, CPU):

    scripts/torch_env.sh run python3 scripts/capture_graphs.py [-o DIR] [--only NAME,...] [--list]

For each case it compiles one training step (forward, backward; some an
optimizer step), and writes per post-grad graph:

- ``DIR/<case>.<k>.log``: the graph exactly as ``TORCH_LOGS=post_grad_graphs``
  prints it (torch's own log formatter: the glog prefix and the
  ``[__post_grad_graphs]`` tag on every line; ``[rankN]:`` in front on the
  distributed cases);
- ``DIR/<case>.<k>.meta.json``: per node of that graph, the dtype, shape and
  stride of ``node.meta["val"]`` as PyTorch computed them (symbolic sizes as
  their expression and hint).

and ``DIR/index.json``: every case with its family, graphs and capture time.
Each case runs in a process of its own. The distributed cases run on the
``fake`` process group (one process that plays rank 0 of a larger world:
collectives are traced and compiled, nothing is communicated), except the
dropless MoE, whose split sizes come from a collective's result: it runs on two
real gloo ranks (this process is rank 0 and captures; a child is rank 1).
"""

import argparse
import json
import logging
import os
import sys
import time

import torch
import torch.nn as nn
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "tests", "torch"))

# --- capture ------------------------------------------------------------------

_pending = []   # metas of graphs formatted but not yet logged
_graphs = []    # (log text, meta) of the current case


def _dims(seq):
    out = []
    for d in seq:
        if isinstance(d, int):
            out.append(d)
        else:
            hint = None
            try:
                hint = int(d.node.hint) if d.node.hint is not None else None
            except Exception:
                pass
            out.append({"expr": str(d), "hint": hint})
    return out


def _describe(val):
    if isinstance(val, torch.Tensor):
        return {"dtype": str(val.dtype).replace("torch.", ""), "shape": _dims(val.shape),
                "stride": _dims(val.stride()), "device": val.device.type}
    if isinstance(val, (list, tuple)):
        return [_describe(v) for v in val]
    if isinstance(val, (torch.SymInt, int)) and not isinstance(val, bool):
        return {"symint": _dims([val])[0]}
    if isinstance(val, (torch.SymBool, bool)):
        return {"symbool": str(val)}
    if isinstance(val, (torch.SymFloat, float)):
        return {"symfloat": str(val)}
    return None


def _install_capture():
    import torch._inductor.compile_fx as compile_fx
    original = compile_fx.lazy_format_graph_code

    def wrapper(name, gm, *args, **kwargs):
        if name == "AFTER POST GRAD":
            _pending.append({n.name: _describe(n.meta.get("val")) for n in gm.graph.nodes
                             if n.op != "output"})
        return original(name, gm, *args, **kwargs)

    compile_fx.lazy_format_graph_code = wrapper

    from torch._logging._internal import TorchLogsFormatter

    class Collect(logging.Handler):
        def emit(self, record):
            text = self.format(record)
            meta = _pending.pop(0) if _pending else {}
            _graphs.append((text, meta))

    handler = Collect()
    handler.setFormatter(TorchLogsFormatter())
    torch._logging.set_logs(post_grad_graphs=True)
    logger = logging.getLogger("torch._inductor.compile_fx.__post_grad_graphs")
    logger.addHandler(handler)
    logger.propagate = False  # keep them off stderr


# --- cases -------------------------------------------------------------------

CASES = {}


def case(name, family, **info):
    def register(fn):
        CASES[name] = dict(fn=fn, family=family, **info)
        return fn
    return register


def train_step(model, *inputs, loss=lambda out: out.float().pow(2).mean(), bf16=False):
    compiled = torch.compile(model)
    with torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
        out = compiled(*inputs)
    if isinstance(out, (tuple, list)):
        out = out[0]
    loss(out).backward()


def vision(ctor, size=64, batch=2, bf16=False, **kwargs):
    def run():
        import torchvision.models as tvm
        torch.manual_seed(0)
        model = getattr(tvm, ctor)(num_classes=10, **kwargs)
        x = torch.randn(batch, 3, size, size)
        train_step(model, x, loss=lambda out: F.cross_entropy(out, torch.arange(batch) % 10),
                   bf16=bf16)
    return run


for _name, _ctor, _size in [
        ("resnet18", "resnet18", 64), ("resnet50", "resnet50", 64),
        ("convnext_tiny", "convnext_tiny", 64), ("mobilenet_v2", "mobilenet_v2", 64),
        ("mobilenet_v3_small", "mobilenet_v3_small", 64),
        ("efficientnet_b0", "efficientnet_b0", 64), ("swin_t", "swin_t", 64),
        ("densenet121", "densenet121", 64), ("squeezenet1_1", "squeezenet1_1", 64),
        ("shufflenet_v2_x0_5", "shufflenet_v2_x0_5", 64), ("regnet_y_400mf", "regnet_y_400mf", 64),
        ("mnasnet0_5", "mnasnet0_5", 64), ("googlenet", "googlenet", 64),
        ("alexnet", "alexnet", 64)]:
    _kwargs = {"aux_logits": False, "init_weights": True} if _ctor == "googlenet" else {}
    case(_name, "torchvision." + _ctor.rstrip("0123456789_").split("_")[0])(
        vision(_ctor, _size, **_kwargs))

case("resnet18_bf16", "torchvision.resnet", dtype="bf16")(vision("resnet18", 64, bf16=True))
case("resnext50_32x4d", "torchvision.resnext")(vision("resnext50_32x4d", 64))
case("wide_resnet50_2", "torchvision.wide_resnet")(vision("wide_resnet50_2", 64))
case("mobilenet_v3_large", "torchvision.mobilenet")(vision("mobilenet_v3_large", 64))
case("efficientnet_v2_s", "torchvision.efficientnet")(vision("efficientnet_v2_s", 64))
case("squeezenet1_0", "torchvision.squeezenet")(vision("squeezenet1_0", 64))


@case("vit", "torchvision.vit")
def _vit(bf16=False):
    from torchvision.models import VisionTransformer
    torch.manual_seed(0)
    model = VisionTransformer(image_size=32, patch_size=8, num_layers=2, num_heads=4,
                              hidden_dim=64, mlp_dim=128, num_classes=10)
    train_step(model, torch.randn(2, 3, 32, 32), bf16=bf16)


case("vit_bf16", "torchvision.vit", dtype="bf16")(lambda: _vit(bf16=True))


# -- transformers written with torch.nn ----------------------------------------

def rope(x, base=10000.0):
    b, s, h, d = x.shape
    inv = 1.0 / (base ** (torch.arange(0, d, 2, dtype=torch.float32) / d))
    angles = torch.outer(torch.arange(s, dtype=torch.float32), inv)
    cos, sin = angles.cos()[None, :, None, :], angles.sin()[None, :, None, :]
    x1, x2 = x.float()[..., ::2], x.float()[..., 1::2]
    out = torch.stack((x1 * cos - x2 * sin, x1 * sin + x2 * cos), dim=-1).flatten(-2)
    return out.type_as(x)


class LlamaBlock(nn.Module):
    def __init__(self, dim=64, heads=4, kv_heads=2, hidden=128):
        super().__init__()
        self.heads, self.kv_heads, self.hd = heads, kv_heads, dim // heads
        self.norm1, self.norm2 = nn.RMSNorm(dim), nn.RMSNorm(dim)
        self.wq = nn.Linear(dim, dim, bias=False)
        self.wk = nn.Linear(dim, kv_heads * self.hd, bias=False)
        self.wv = nn.Linear(dim, kv_heads * self.hd, bias=False)
        self.wo = nn.Linear(dim, dim, bias=False)
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)

    def forward(self, x):
        b, s, d = x.shape
        h = self.norm1(x)
        q = rope(self.wq(h).view(b, s, self.heads, self.hd))
        k = rope(self.wk(h).view(b, s, self.kv_heads, self.hd))
        v = self.wv(h).view(b, s, self.kv_heads, self.hd)
        rep = self.heads // self.kv_heads
        k, v = k.repeat_interleave(rep, dim=2), v.repeat_interleave(rep, dim=2)
        a = F.scaled_dot_product_attention(q.transpose(1, 2), k.transpose(1, 2), v.transpose(1, 2),
                                           is_causal=True)
        x = x + self.wo(a.transpose(1, 2).reshape(b, s, d))
        return x + self.w2(F.silu(self.w1(self.norm2(x))) * self.w3(self.norm2(x)))


class Llama(nn.Module):
    def __init__(self, vocab=256, dim=64, layers=2, checkpoint=False):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.blocks = nn.ModuleList(LlamaBlock(dim) for _ in range(layers))
        self.norm = nn.RMSNorm(dim)
        self.out = nn.Linear(dim, vocab, bias=False)
        self.checkpoint = checkpoint

    def forward(self, tokens):
        x = self.embed(tokens)
        for block in self.blocks:
            if self.checkpoint:
                x = torch.utils.checkpoint.checkpoint(block, x, use_reentrant=False)
            else:
                x = block(x)
        return self.out(self.norm(x))


def lm_loss(vocab):
    def loss(logits):
        target = torch.arange(logits.shape[0] * logits.shape[1]) % vocab
        return F.cross_entropy(logits.flatten(0, 1).float(), target)
    return loss


def llama_case(bf16=False, checkpoint=False, dynamic=False):
    def run():
        torch.manual_seed(0)
        model = Llama(checkpoint=checkpoint)
        tokens = torch.randint(0, 256, (2, 16))
        if dynamic:
            torch._dynamo.mark_dynamic(tokens, 1)
        train_step(model, tokens, loss=lm_loss(256), bf16=bf16)
    return run


case("llama", "llama")(llama_case())
case("llama_bf16", "llama", dtype="bf16")(llama_case(bf16=True))
case("llama_checkpoint", "activation_checkpointing")(llama_case(checkpoint=True))
case("llama_dynamic", "dynamic_shapes")(llama_case(dynamic=True))


class Gpt2Block(nn.Module):
    def __init__(self, dim=64, heads=4, p=0.1):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(dim), nn.LayerNorm(dim)
        self.attn = nn.MultiheadAttention(dim, heads, dropout=p, batch_first=True)
        self.mlp = nn.Sequential(nn.Linear(dim, 4 * dim), nn.GELU(approximate="tanh"),
                                 nn.Linear(4 * dim, dim), nn.Dropout(p))

    def forward(self, x):
        s = x.shape[1]
        mask = torch.triu(torch.ones(s, s, dtype=torch.bool), 1)
        h = self.ln1(x)
        x = x + self.attn(h, h, h, attn_mask=mask, need_weights=False)[0]
        return x + self.mlp(self.ln2(x))


class Gpt2(nn.Module):
    def __init__(self, vocab=256, dim=64, layers=2, seq=16):
        super().__init__()
        self.wte, self.wpe = nn.Embedding(vocab, dim), nn.Embedding(seq, dim)
        self.drop = nn.Dropout(0.1)
        self.blocks = nn.Sequential(*(Gpt2Block(dim) for _ in range(layers)))
        self.ln = nn.LayerNorm(dim)

    def forward(self, tokens):
        x = self.drop(self.wte(tokens) + self.wpe(torch.arange(tokens.shape[1])))
        x = self.ln(self.blocks(x))
        return x @ self.wte.weight.t()


@case("gpt2", "gpt2")
def _gpt2(bf16=False):
    torch.manual_seed(0)
    train_step(Gpt2(), torch.randint(0, 256, (2, 16)), loss=lm_loss(256), bf16=bf16)


case("gpt2_bf16", "gpt2", dtype="bf16")(lambda: _gpt2(bf16=True))


class Bert(nn.Module):
    def __init__(self, vocab=256, dim=64, layers=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.type_embed = nn.Embedding(2, dim)
        self.ln = nn.LayerNorm(dim)
        layer = nn.TransformerEncoderLayer(dim, 4, 4 * dim, dropout=0.1, activation="gelu",
                                           batch_first=True)
        self.encoder = nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)
        self.pool = nn.Linear(dim, dim)

    def forward(self, tokens, padding):
        x = self.ln(self.embed(tokens) + self.type_embed(torch.zeros_like(tokens)))
        x = self.encoder(x, src_key_padding_mask=padding)
        return torch.tanh(self.pool(x[:, 0]))


@case("bert", "bert")
def _bert(bf16=False):
    torch.manual_seed(0)
    tokens = torch.randint(0, 256, (2, 16))
    padding = torch.zeros(2, 16, dtype=torch.bool)
    padding[1, 12:] = True
    train_step(Bert(), tokens, padding, bf16=bf16)


case("bert_bf16", "bert", dtype="bf16")(lambda: _bert(bf16=True))


class T5Attention(nn.Module):
    """Self-attention with T5's bucketed relative position bias."""

    def __init__(self, dim=64, heads=4, buckets=32, max_distance=128):
        super().__init__()
        self.heads, self.buckets, self.max_distance = heads, buckets, max_distance
        self.q, self.k, self.v, self.o = (nn.Linear(dim, dim, bias=False) for _ in range(4))
        self.bias = nn.Embedding(buckets, heads)

    def bucket(self, rel):
        n = self.buckets // 2
        ret = (rel > 0).long() * n
        rel = rel.abs()
        exact = n // 2
        large = exact + (torch.log(rel.float() / exact + 1e-6) /
                         torch.log(torch.tensor(self.max_distance / exact)) * (n - exact)).long()
        large = torch.min(large, torch.full_like(large, n - 1))
        return ret + torch.where(rel < exact, rel, large)

    def forward(self, x):
        b, s, d = x.shape
        q, k, v = (f(x).view(b, s, self.heads, -1).transpose(1, 2) for f in (self.q, self.k, self.v))
        pos = torch.arange(s)
        bias = self.bias(self.bucket(pos[None, :] - pos[:, None])).permute(2, 0, 1)
        scores = q @ k.transpose(-1, -2) + bias
        a = scores.softmax(-1) @ v
        return self.o(a.transpose(1, 2).reshape(b, s, d))


class T5(nn.Module):
    def __init__(self, vocab=256, dim=64, layers=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.attn = nn.ModuleList(T5Attention(dim) for _ in range(layers))
        self.ff = nn.ModuleList(nn.Sequential(nn.Linear(dim, 128, bias=False), nn.ReLU(),
                                              nn.Linear(128, dim, bias=False)) for _ in range(layers))
        self.norm = nn.RMSNorm(dim)

    def forward(self, tokens):
        x = self.embed(tokens)
        for attn, ff in zip(self.attn, self.ff):
            x = x + attn(self.norm(x))
            x = x + ff(self.norm(x))
        return x


@case("t5", "t5")
def _t5(bf16=False):
    torch.manual_seed(0)
    train_step(T5(), torch.randint(0, 256, (2, 16)), bf16=bf16)


case("t5_bf16", "t5", dtype="bf16")(lambda: _t5(bf16=True))


class TopKMoE(nn.Module):
    """Token-choice top-k MoE with a loop over experts (Mixtral), optional
    shared expert and sigmoid scores (DeepSeek-V3)."""

    def __init__(self, dim=64, hidden=64, experts=4, top_k=2, shared=False, sigmoid=False):
        super().__init__()
        self.top_k, self.sigmoid = top_k, sigmoid
        self.router = nn.Linear(dim, experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(experts, dim, hidden) * dim**-0.5)
        self.w2 = nn.Parameter(torch.randn(experts, hidden, dim) * hidden**-0.5)
        self.shared = nn.Sequential(nn.Linear(dim, hidden), nn.SiLU(),
                                    nn.Linear(hidden, dim)) if shared else None

    def forward(self, x):
        b, s, d = x.shape
        x = x.reshape(-1, d)
        logits = self.router(x)
        scores = logits.sigmoid() if self.sigmoid else logits.softmax(-1)
        weights, experts = scores.topk(self.top_k, dim=-1)
        if self.sigmoid:
            weights = weights / weights.sum(-1, keepdim=True)
        out = torch.zeros_like(x)
        for e in range(self.w1.shape[0]):
            hit = experts == e                                      # [T, k]
            token = hit.any(-1).nonzero().squeeze(-1)               # data-dependent count
            gate = (weights * hit).sum(-1)[token, None]
            h = F.silu(x[token] @ self.w1[e]) @ self.w2[e]
            out = out.index_add(0, token, h * gate)
        if self.shared is not None:
            out = out + self.shared(x)
        return out.view(b, s, d)


def moe_case(bf16=False, **kwargs):
    def run():
        # routing is data-dependent (torch.where → nonzero): traced with
        # unbacked sizes, as MoE training compiles it
        import torch._dynamo.config as dynamo_config
        torch.manual_seed(0)
        with dynamo_config.patch(capture_dynamic_output_shape_ops=True,
                                 capture_scalar_outputs=True):
            train_step(nn.Sequential(nn.Embedding(256, 64), TopKMoE(**kwargs)),
                       torch.randint(0, 256, (2, 16)), bf16=bf16)
    return run


case("mixtral_moe", "mixtral_moe")(moe_case())
case("deepseek_moe", "deepseek_moe")(moe_case(shared=True, sigmoid=True, top_k=2))
case("mixtral_moe_bf16", "mixtral_moe", dtype="bf16")(moe_case(bf16=True))


class Dlrm(nn.Module):
    def __init__(self, tables=4, rows=100, dim=16):
        super().__init__()
        self.bags = nn.ModuleList(nn.EmbeddingBag(rows, dim, mode="sum") for _ in range(tables))
        self.bottom = nn.Sequential(nn.Linear(8, 32), nn.ReLU(), nn.Linear(32, dim), nn.ReLU())
        n = tables + 1
        self.top = nn.Sequential(nn.Linear(n * (n - 1) // 2 + dim, 32), nn.ReLU(), nn.Linear(32, 1))

    def forward(self, dense, indices, offsets):
        x = self.bottom(dense)
        feats = torch.stack([x] + [bag(indices[i], offsets) for i, bag in enumerate(self.bags)], 1)
        inter = torch.bmm(feats, feats.transpose(1, 2))
        i, j = torch.tril_indices(feats.shape[1], feats.shape[1], -1)
        return self.top(torch.cat([x, inter[:, i, j]], 1))


@case("dlrm", "dlrm")
def _dlrm():
    torch.manual_seed(0)
    indices = torch.randint(0, 100, (4, 12))
    offsets = torch.tensor([0, 3, 6, 9])
    train_step(Dlrm(), torch.randn(4, 8), indices, offsets,
               loss=lambda out: F.binary_cross_entropy_with_logits(out, torch.ones_like(out)))


@case("adamw_step", "optimizer")
def _adamw():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 32))
    model(torch.randn(4, 32)).pow(2).mean().backward()
    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

    @torch.compile
    def step():
        opt.step()

    step()


# -- distributed, on the fake process group -----------------------------------

def _fake_world(world):
    import torch.distributed as dist
    from torch.testing._internal.distributed.fake_pg import FakeStore
    if dist.is_initialized():
        dist.destroy_process_group()
    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=world)


def _mesh(shape, names):
    from torch.distributed.device_mesh import init_device_mesh
    return init_device_mesh("cpu", shape, mesh_dim_names=names)


@case("simple_fsdp", "simple_fsdp", world=8)
def _simple_fsdp():
    import models
    _fake_world(8)
    torch.manual_seed(0)
    model = models.simple_fsdp(models.Mlp(64, 128, 2), _mesh((8,), ("dp",))["dp"])
    train_step(model, torch.randn(32, 64), loss=lambda out: out)


@case("simple_fsdp_bf16", "simple_fsdp", world=8, dtype="bf16")
def _simple_fsdp_bf16():
    import models
    _fake_world(8)
    torch.manual_seed(0)
    model = models.simple_fsdp(models.Mlp(64, 128, 2, head_bias=False),
                               _mesh((8,), ("dp",))["dp"])
    # the residual stream in bf16 too: 2.6 fuses an fp32 residual add into a bf16
    # addmm on CPU and the compiled step fails (without collopt)
    train_step(model, torch.randn(32, 64, dtype=torch.bfloat16), loss=lambda out: out, bf16=True)


@case("tensor_parallel", "tensor_parallel", world=4)
def _tp():
    import models
    _fake_world(4)
    torch.manual_seed(0)
    model = models.tensor_parallel(models.Mlp(64, 128, 2), _mesh((4,), ("tp",))["tp"])
    train_step(model, torch.randn(2, 4, 64), loss=lambda out: out)


@case("fsdp_tp", "fsdp_tp", world=8)
def _fsdp_tp():
    import models
    _fake_world(8)
    torch.manual_seed(0)
    mesh = _mesh((2, 4), ("dp", "tp"))
    # one block: with two, 2.6's Inductor fuses both norm-weight gradient sums
    # into one kernel and issues the first one's all_reduce_ before it
    # (UnboundLocalError in the compiled backward, with or without collopt)
    model = models.simple_fsdp(models.tensor_parallel(models.Mlp(64, 128, 1), mesh["tp"]),
                               mesh["dp"])
    train_step(model, torch.randn(2, 4, 64), loss=lambda out: out)


@case("expert_parallel", "expert_parallel", world=4)
def _ep():
    import models
    _fake_world(4)
    torch.manual_seed(0)
    model = models.moe_model(_mesh((4,), ("ep",))["ep"])
    train_step(model, torch.randn(32, 32), loss=lambda out: out)


class _ShardDimAllToAll(torch.autograd.Function):
    """DTensor's Shard(gather) → Shard(shard) redistribution op on a CUDA mesh
    (torch/distributed/tensor/_collective_utils.py calls it; on a CPU mesh
    DTensor falls back to all_gather + chunk, so it is called here directly);
    its gradient is the reverse exchange, as DTensor's Redistribute does."""

    @staticmethod
    def forward(ctx, x, gather_dim, shard_dim, group_name):
        ctx.dims = (gather_dim, shard_dim, group_name)
        return torch.ops._dtensor.shard_dim_alltoall(x.contiguous(), gather_dim, shard_dim,
                                                     group_name)

    @staticmethod
    def backward(ctx, grad):
        gather_dim, shard_dim, group_name = ctx.dims
        back = torch.ops._dtensor.shard_dim_alltoall(grad.contiguous(), shard_dim, gather_dim,
                                                     group_name)
        return back, None, None, None


class UlyssesAttention(nn.Module):
    """DeepSpeed-Ulysses sequence parallelism: each rank holds S/G tokens; one
    all_to_all (Shard(seq) → Shard(heads)) gives it all S tokens of H/G heads
    for causal attention, and one back."""

    def __init__(self, group_name, dim=64, heads=8):
        super().__init__()
        self.group_name, self.heads, self.hd = group_name, heads, dim // heads
        self.norm = nn.LayerNorm(dim)
        self.qkv = nn.Linear(dim, 3 * dim, bias=False)
        self.proj = nn.Linear(dim, dim, bias=False)

    def forward(self, x):  # [B, S/G, D]
        b, s, d = x.shape
        qkv = self.qkv(self.norm(x)).view(b, s, 3, self.heads, self.hd)
        qkv = _ShardDimAllToAll.apply(qkv, 1, 3, self.group_name)  # [B, S, 3, H/G, hd]
        q, k, v = (t.transpose(1, 2) for t in qkv.unbind(2))
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2)
        out = _ShardDimAllToAll.apply(out, 2, 1, self.group_name)  # [B, S/G, H, hd]
        return x + self.proj(out.reshape(b, s, d))


@case("ulysses_shard_dim_alltoall", "sequence_parallel", world=4)
def _ulysses():
    import torch.distributed as dist
    import torch.distributed.tensor  # noqa: F401  (shard_dim_alltoall's fake kernel)
    _fake_world(4)
    torch.manual_seed(0)
    name = dist.group.WORLD.group_name
    model = nn.Sequential(UlyssesAttention(name), UlyssesAttention(name))
    train_step(model, torch.randn(2, 8, 64))


class _AllToAll(torch.autograd.Function):
    """all_to_all_single with data-dependent split sizes and its gradient (the
    reverse exchange): 2.6's `all_to_all_single_autograd` rejects symbolic
    split sizes (its schema takes int[]), the functional op takes SymInt[]."""

    @staticmethod
    def forward(ctx, x, out_splits, in_splits, group):
        import torch.distributed._functional_collectives as funcol
        ctx.splits, ctx.group = (out_splits, in_splits), group
        return funcol.all_to_all_single(x, out_splits, in_splits, group)

    @staticmethod
    def backward(ctx, grad):
        import torch.distributed._functional_collectives as funcol
        out_splits, in_splits = ctx.splits
        return funcol.all_to_all_single(grad, in_splits, out_splits, ctx.group), None, None, None


class DroplessMoE(nn.Module):
    """Dropless top-1 MoE with one expert per rank of `group` (DeepSeek /
    torchtitan style): the per-expert token counts are exchanged with an
    all_to_all, and the token exchange's split sizes come from them
    (`.tolist()`: data-dependent sizes, checked with torch._check)."""

    def __init__(self, group, dim=32, hidden=64):
        super().__init__()
        import torch.distributed as dist
        self.group, self.ep = group, dist.get_world_size(group)
        self.router = nn.Linear(dim, self.ep, bias=False)
        self.w1 = nn.Parameter(torch.randn(dim, hidden) * dim**-0.5)
        self.w2 = nn.Parameter(torch.randn(hidden, dim) * hidden**-0.5)

    def forward(self, x):
        import torch.distributed._functional_collectives as funcol
        tokens = x.shape[0]
        gate, expert = self.router(x).softmax(-1).max(-1)
        order = expert.argsort(stable=True)
        counts = F.one_hot(expert, self.ep).sum(0)              # tokens for each rank's expert
        received = funcol.all_to_all_single(counts, None, None, self.group)
        send, recv = counts.tolist(), received.tolist()
        for n in send + recv:
            torch._check_is_size(n)
        torch._check(sum(send) == tokens)
        got = _AllToAll.apply(x[order], recv, send, self.group)
        out = F.silu(got @ self.w1) @ self.w2
        back = _AllToAll.apply(out, send, recv, self.group)
        y = torch.empty_like(back).index_copy(0, order, back)
        return x + y * gate[:, None]


def _gloo_pair(name, rank, store):
    """Rank `rank` of 2 real gloo ranks (the fake group cannot run a step whose
    split sizes come from a collective's result): rank 0 is the capturing
    process, rank 1 a child running the same case."""
    import subprocess
    import torch.distributed as dist
    child = None
    if rank == 0:
        store = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"collopt-capture-{os.getpid()}")
        child = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--peer", name,
                                  "--store", store])
    dist.init_process_group("gloo", store=dist.FileStore(store, 2), rank=rank, world_size=2)
    return child


def _join(child):
    import torch.distributed as dist
    dist.destroy_process_group()
    if child is not None and child.wait() != 0:
        raise RuntimeError(f"the peer rank exited with {child.returncode}")


@case("expert_parallel_dropless", "expert_parallel", world=2)
def _ep_dropless(rank=0, store=None):
    import torch.distributed as dist
    child = _gloo_pair("expert_parallel_dropless", rank, store)
    torch._dynamo.config.capture_scalar_outputs = True
    torch.manual_seed(0)  # the same weights on both ranks, different tokens
    model = DroplessMoE(dist.group.WORLD)
    x = torch.randn(16, 32, generator=torch.Generator().manual_seed(1 + rank))
    train_step(model, x)
    _join(child)


@case("ddp_compiled_autograd", "ddp", world=4)
def _ddp():
    from torch.nn.parallel import DistributedDataParallel as DDP
    _fake_world(4)
    torch.manual_seed(0)
    model = DDP(nn.Sequential(nn.Linear(32, 64), nn.ReLU(), nn.Linear(64, 32)))
    torch._dynamo.config.compiled_autograd = True
    try:
        with torch._dynamo.compiled_autograd._enable(torch.compile):
            train_step(model, torch.randn(8, 32))
    finally:
        torch._dynamo.config.compiled_autograd = False


# --- main --------------------------------------------------------------------

def _prepare():
    import torch._inductor.config as inductor_config
    torch._dynamo.reset()
    inductor_config.fx_graph_cache = False  # every graph compiled, so every graph logged
    # The kernels only have to run, not to be fast: -O0 instead of -O3 makes the
    # C++ kernel builds, most of the capture's time, several times quicker and
    # leaves the post-grad graphs as they are.
    inductor_config.aot_inductor.debug_compile = True


def capture(name, out_dir):
    _prepare()
    _graphs.clear()
    _pending.clear()
    start = time.perf_counter()
    CASES[name]["fn"]()
    seconds = time.perf_counter() - start
    if not _graphs:
        raise RuntimeError(f"{name}: no post-grad graph was compiled (graph breaks?)")
    files = []
    for k, (text, meta) in enumerate(_graphs):
        base = f"{name}.{k}"
        with open(os.path.join(out_dir, base + ".log"), "w") as f:
            f.write(text + "\n")
        with open(os.path.join(out_dir, base + ".meta.json"), "w") as f:
            json.dump(meta, f, indent=0, sort_keys=True)
        files.append(base)
    return files, seconds


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("-o", "--out", default="tests/torch/captured")
    parser.add_argument("--only", default="", help="comma-separated case names")
    parser.add_argument("--list", action="store_true")
    parser.add_argument("--resume", action="store_true",
                        help="skip the cases index.json already holds")
    parser.add_argument("--one", default="", help=argparse.SUPPRESS)  # a child's single case
    parser.add_argument("--peer", default="", help=argparse.SUPPRESS)  # rank 1 of a gloo case
    parser.add_argument("--store", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.peer:  # the second rank of a case on real gloo ranks: runs it, captures nothing
        torch.set_num_threads(1)
        _prepare()
        CASES[args.peer]["fn"](rank=1, store=args.store)
        return 0
    if args.list:
        for name, c in CASES.items():
            print(name, c["family"])
        return 0
    os.makedirs(args.out, exist_ok=True)
    if args.one:  # in a fresh process: no state (process groups, meshes, caches) leaks between cases
        torch.set_num_threads(2)
        _install_capture()
        files, seconds = capture(args.one, args.out)
        print(json.dumps({"graphs": files, "seconds": round(seconds, 1)}))
        return 0
    import subprocess
    names = [n for n in args.only.split(",") if n] or list(CASES)
    index_path = os.path.join(args.out, "index.json")
    index = json.load(open(index_path)) if os.path.exists(index_path) else {}
    if args.resume:
        names = [n for n in names if n not in index]
    failed = []
    for name in names:
        run = subprocess.run([sys.executable, os.path.abspath(__file__), "--one", name,
                              "-o", args.out], capture_output=True, text=True)
        if run.returncode != 0:
            failed.append(name)
            last = [line for line in run.stderr.splitlines() if line.strip()][-1:] or [""]
            print(f"{name}: FAILED {last[0][:300]}", file=sys.stderr)
            continue
        got = json.loads(run.stdout.strip().splitlines()[-1])
        info = {k: v for k, v in CASES[name].items() if k != "fn"}
        index[name] = dict(info, **got)
        print(f"{name}: {len(got['graphs'])} graphs in {got['seconds']:.1f} s", file=sys.stderr)
        with open(index_path, "w") as f:
            json.dump(index, f, indent=1, sort_keys=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
