"""The models of the real-PyTorch suite, parallelized the way torchtitan does it.

- ``simple_fsdp``: SimpleFSDP (torchtitan's ``simple_fsdp.py``): every
  parameter becomes a DTensor sharded on dim 0 over the data-parallel mesh and
  is gathered at use by a parametrization, ``redistribute(mesh, [Replicate()])
  .to_local(grad_placements=[Partial()])``: all_gathers in the forward,
  reduce_scatters of the gradients in the backward. A parameter that tensor
  parallelism already made a DTensor on the TP mesh is sharded on dp as its
  local tensor and re-wrapped on the TP mesh after the gather (torchtitan's
  2-D re-wrap).
- ``Mlp``: RMSNorm → w1 → SiLU → w2 blocks with residuals, then a head;
  ``tensor_parallel`` applies the colwise / rowwise / sequence-parallel plan
  of torchtitan's Llama on the TP mesh.
- ``MoE``: a routed mixture of experts with capacity-based (GShard) token
  dispatch: experts sharded over the EP group, tokens exchanged with
  ``all_to_all_single_autograd``; the router and a dense projection are
  SimpleFSDP-sharded on the same group, so the EP all_to_alls share it with
  the FSDP collectives.
"""

import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed._functional_collectives import all_to_all_single_autograd
from torch.distributed.tensor import DTensor, Partial, Replicate, Shard, distribute_tensor
from torch.distributed.tensor.parallel import (ColwiseParallel, RowwiseParallel, SequenceParallel,
                                               parallelize_module)
from torch.nn.utils import parametrize


class ReplicateComputation(nn.Module):
    """The SimpleFSDP parametrization: gather the dp shards at use."""

    def __init__(self, dp_mesh, tp_mesh=None, tp_placement=None):
        super().__init__()
        self.dp_mesh = dp_mesh
        self.tp_mesh = tp_mesh
        self.tp_placement = tp_placement

    def forward(self, x):
        local = x.redistribute(self.dp_mesh, [Replicate()]).to_local(grad_placements=[Partial()])
        if self.tp_mesh is None:
            return local
        return DTensor.from_local(local, self.tp_mesh, [self.tp_placement], run_check=False)


def simple_fsdp(model, dp_mesh):
    """Shards every parameter of `model` on dim 0 over `dp_mesh` (in place)."""
    for module in list(model.modules()):
        for name, param in list(module.named_parameters(recurse=False)):
            if isinstance(param.data, DTensor):  # tensor parallel: shard the TP-local tensor
                tp_mesh, (tp_placement,) = param.data.device_mesh, param.data.placements
                local = param.data.to_local()
                shard = DTensor.from_local(
                    local.chunk(dp_mesh.size())[dp_mesh.get_local_rank()].clone(), dp_mesh,
                    [Shard(0)], run_check=False)
                gather = ReplicateComputation(dp_mesh, tp_mesh, tp_placement)
            else:
                shard = distribute_tensor(param.data, dp_mesh, [Shard(0)])
                gather = ReplicateComputation(dp_mesh)
            module.register_parameter(name, nn.Parameter(shard))
            parametrize.register_parametrization(module, name, gather, unsafe=True)
    return model


class Block(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.norm = nn.RMSNorm(dim)
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        return x + self.w2(F.silu(self.w1(self.norm(x))))


class Mlp(nn.Module):
    def __init__(self, dim=64, hidden=128, layers=3, head_bias=True):
        super().__init__()
        self.blocks = nn.ModuleList(Block(dim, hidden) for _ in range(layers))
        self.head = nn.Linear(dim, dim, bias=head_bias)

    def forward(self, x):
        for block in self.blocks:
            x = block(x)
        return self.head(x).float().pow(2).mean()


def tensor_parallel(model, tp_mesh):
    """torchtitan's Llama plan on each block: the norm sequence parallel
    (activations sharded on the sequence, dim 1), w1 colwise (all_gather of
    the sequence), w2 rowwise (reduce_scatter back to the sequence shards).
    The head stays replicated: it reads the sequence shard."""
    for block in model.blocks:
        parallelize_module(block, tp_mesh, {
            "norm": SequenceParallel(),
            "w1": ColwiseParallel(input_layouts=Shard(1)),
            "w2": RowwiseParallel(output_layouts=Shard(1)),
        })
    return model


class MoE(nn.Module):
    """Top-1 routed experts with a fixed capacity per expert (GShard), the
    experts split over `ep_group`."""

    def __init__(self, ep_group, dim=32, hidden=64, experts=4, capacity=8):
        super().__init__()
        self.ep_group = ep_group
        self.ep = dist.get_world_size(ep_group)
        self.experts, self.capacity = experts, capacity
        local = experts // self.ep
        self.proj = nn.Linear(dim, dim, bias=False)
        self.router = nn.Linear(dim, experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(experts, dim, hidden)[self.rank_slice(local)] * dim**-0.5)
        self.w2 = nn.Parameter(torch.randn(experts, hidden, dim)[self.rank_slice(local)] * hidden**-0.5)

    def rank_slice(self, local):
        r = dist.get_rank(self.ep_group)
        return slice(r * local, (r + 1) * local)

    def forward(self, x):
        tokens, dim = x.shape
        h = self.proj(x)
        probs = self.router(h).softmax(-1)
        gate, expert = probs.max(-1)
        onehot = F.one_hot(expert, self.experts).to(h.dtype)          # [T, E]
        position = (onehot.cumsum(0) * onehot).sum(-1).long() - 1     # slot in its expert
        keep = (position < self.capacity).to(h.dtype)
        slot = F.one_hot(position.clamp(max=self.capacity - 1), self.capacity).to(h.dtype)
        dispatch = onehot[:, :, None] * slot[:, None, :] * keep[:, None, None]  # [T, E, C]
        sent = torch.einsum("tec,td->ecd", dispatch, h).reshape(-1, dim)
        got = all_to_all_single_autograd(sent, None, None, self.ep_group)
        local = self.experts // self.ep
        got = got.view(self.ep, local, self.capacity, dim).transpose(0, 1).reshape(local, -1, dim)
        out = torch.bmm(F.silu(torch.bmm(got, self.w1)), self.w2)
        out = out.view(local, self.ep, self.capacity, dim).transpose(0, 1).reshape(-1, dim)
        back = all_to_all_single_autograd(out, None, None, self.ep_group)
        back = back.view(self.experts, self.capacity, dim)
        y = torch.einsum("tec,ecd->td", dispatch * gate[:, None, None], back)
        return (h + y).pow(2).mean()


def moe_model(ep_mesh):
    """MoE with its dense weights (proj, router) SimpleFSDP-sharded over the
    same mesh as the experts."""
    model = MoE(ep_mesh.get_group())
    for name in ("proj", "router"):
        simple_fsdp(getattr(model, name), ep_mesh)
    return model
