"""Training steps on real gloo ranks: eager, torch.compile, and torch.compile
with collopt's pass, in the same processes, from the same seed and data.

``run(config, world_size, options)`` spawns `world_size` processes (gloo over
a FileStore), and in each one trains the configuration's model three times for
STEPS optimizer steps: eagerly, compiled, and compiled with
``collopt.torch.install(**options)``. It returns, per rank, the losses and the
local gradient shards of each run, the pass's ``collopt.torch.results()`` and
the compile times (first step, seconds).

``compile_times(config, world_size, options, bound)`` measures the compile
alone, on the ``fake`` process group (rank 0 of `world_size`: the graphs rank 0
compiles on gloo): two processes compile the configuration cold at the same
time on one core, one without the pass and one with it, up to COMPILE_SAMPLES
times, stopping once the median's side of `bound` is decided.
"""

import os
import sys
import tempfile
import time
import traceback

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
from torch.distributed.device_mesh import init_device_mesh
from torch.distributed.tensor import DTensor

import models

STEPS = 3
# Cold compiles of each side in compile_times(), at most.
COMPILE_SAMPLES = 3
BATCH, SEQ, DIM = 4, 8, 64


def _local(t):
    return t.to_local() if isinstance(t, DTensor) else t


def _build(config, mesh):
    torch.manual_seed(0)
    if config["model"] == "fsdp":
        return models.simple_fsdp(models.Mlp(DIM), mesh)
    if config["model"] == "fsdp_tp":
        # One block: with two, PyTorch 2.6's Inductor fuses both norm-weight
        # gradient sums into one kernel and issues the first one's TP
        # all_reduce_ before that kernel (UnboundLocalError in the compiled
        # backward, with or without collopt).
        model = models.tensor_parallel(models.Mlp(DIM, layers=1), mesh["tp"])
        return models.simple_fsdp(model, mesh["dp"])
    if config["model"] == "moe":
        return models.moe_model(mesh)
    raise ValueError(config["model"])


def _data(config, mesh, step):
    """This rank's batch: different per data-parallel rank, the same across
    the TP ranks of one dp rank (each then takes its sequence shard)."""
    if config["model"] == "fsdp_tp":
        dp, tp = mesh["dp"].get_local_rank(), mesh["tp"].get_local_rank()
        g = torch.Generator().manual_seed(1000 * step + dp)
        x = torch.randn(BATCH, SEQ, DIM, generator=g)
        return x.chunk(mesh["tp"].size(), dim=1)[tp].contiguous()
    g = torch.Generator().manual_seed(1000 * step + dist.get_rank())
    if config["model"] == "moe":
        return torch.randn(BATCH * SEQ, 32, generator=g)
    # With autocast the residual stream is bf16 too: PyTorch 2.6 fuses an fp32
    # residual add into a bf16 addmm on CPU, and the compiled step fails with
    # or without collopt.
    dtype = torch.bfloat16 if config.get("bf16") else torch.float32
    return torch.randn(BATCH * SEQ, DIM, generator=g).to(dtype)


def _cold_compile_caches(tmp):
    """A fresh Inductor cache directory and empty in-memory kernel caches, so
    that the compile with the pass reuses no kernel the compile without it
    built (the compile times compared are both cold)."""
    os.environ["TORCHINDUCTOR_CACHE_DIR"] = tmp
    import torch._inductor.codecache as codecache
    for name in ("CppCodeCache", "CppPythonBindingsCodeCache", "PyCodeCache"):
        cls = getattr(codecache, name, None)
        if cls is not None and hasattr(cls, "cache_clear"):
            cls.cache_clear()


def _cpu_seconds():
    """CPU seconds of this process and of its waited-for children: with
    compile_threads = 1 Inductor builds each kernel with a g++ it waits for,
    so a compile's CPU time is counted whole, and unlike wall time it does
    not depend on what the other ranks do on the same cores."""
    t = os.times()
    return t.user + t.system + t.children_user + t.children_system


def _train(config, mesh, compiled, options, cache_dir=None, steps=STEPS):
    if options is not None:
        import collopt.torch
    if compiled and cache_dir is not None:
        _cold_compile_caches(cache_dir)
    model = _build(config, mesh)
    opt = torch.optim.SGD(model.parameters(), lr=0.05, foreach=False)
    step_fn = model
    if compiled:
        torch._dynamo.reset()
        if options is not None:
            collopt.torch.clear_results()
            collopt.torch.install(**options)
        step_fn = torch.compile(model)
    from torch._inductor import metrics
    kernels_before = metrics.generated_kernel_count
    losses, grads, first_step_s, first_step_cpu_s, kernels = [], [], None, None, None
    try:
        for step in range(steps):
            x = _data(config, mesh, step)
            start, start_cpu = time.perf_counter(), _cpu_seconds()
            with torch.autocast("cpu", dtype=torch.bfloat16, enabled=config.get("bf16", False)):
                loss = step_fn(x)
            loss.backward()
            if step == 0:
                first_step_s = time.perf_counter() - start
                first_step_cpu_s = _cpu_seconds() - start_cpu
                kernels = metrics.generated_kernel_count - kernels_before
            losses.append(loss.detach().clone())
            grads.append([_local(p.grad).detach().clone() for p in model.parameters()])
            opt.step()
            opt.zero_grad()
    finally:
        if compiled and options is not None:
            collopt.torch.uninstall()
    out = {"losses": losses, "grads": grads, "first_step_s": first_step_s,
           "first_step_cpu_s": first_step_cpu_s, "kernels": kernels}
    if compiled and options is not None:
        out["results"] = collopt.torch.results()
    return out


def _mesh(config, world_size):
    """The configuration's device mesh: ("dp", "tp") for a 2-D `mesh`, else
    the 1-D "dp" mesh of the whole world."""
    shape = config.get("mesh", (world_size,))
    names = ("dp", "tp") if len(shape) == 2 else ("dp",)
    mesh = init_device_mesh("cpu", shape, mesh_dim_names=names)
    return mesh if len(shape) == 2 else mesh["dp"]


def _rank_main(rank, world_size, store_path, out_dir, config, options):
    import torch._inductor.config as inductor_config
    torch.set_num_threads(1)
    inductor_config.compile_threads = 1
    inductor_config.fx_graph_cache = config.get("fx_graph_cache", False)
    torch._dynamo.config.cache_size_limit = 64
    if not config.get("fx_graph_cache"):
        # One Inductor cache for the run's ranks and runs, apart from the
        # user's: a kernel of the same source is built once (g++ -O3 per
        # kernel is most of a CPU compile), the same binary either way, so
        # the comparisons are unchanged. The compile times compared are
        # compile_times()'s, cold on both sides.
        os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.path.join(out_dir, "inductor")
    store = dist.FileStore(store_path, world_size)
    dist.init_process_group("gloo", store=store, rank=rank, world_size=world_size)
    try:
        mesh = _mesh(config, world_size)
        result = {}
        for run in config.get("runs", ("eager", "compiled", "collopt")):
            result[run] = _train(config, mesh, run != "eager",
                                 options if run == "collopt" else None)
        torch.save(result, os.path.join(out_dir, f"rank{rank}.pt"))
        dist.barrier()
    except BaseException:
        traceback.print_exc()
        exit_without_teardown(1)
    exit_without_teardown(0)


def exit_without_teardown(code):
    """Ends a gloo rank's process at once, its process group left as it is.

    In PyTorch 2.6, ProcessGroupGloo's destructor holds the GIL while it waits
    for its worker threads, and a worker dropping a finished work's tensors
    waits for the GIL: destroy_process_group() hangs now and then (here, the
    MoE configuration once, after both ranks had saved their results;
    pytorch/pytorch#56297, fixed by #154976 after 2.6). The results are on
    disk by then, and spawn reads the exit code."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


def run(config, world_size, options=None):
    """Per rank: {"eager"|"compiled"|"collopt": {"losses", "grads",
    "first_step_s" (compile included; the ranks share one kernel cache, so
    not a cold compile's), "first_step_cpu_s" (its CPU seconds, g++
    included), "kernels" (Inductor kernels generated for the first step),
    "results" (collopt only)}}."""
    with tempfile.TemporaryDirectory() as tmp:
        mp.spawn(_rank_main, args=(world_size, os.path.join(tmp, "store"), tmp, config,
                                   dict(options or {})),
                 nprocs=world_size, join=True)
        return [torch.load(os.path.join(tmp, f"rank{r}.pt"), weights_only=False)
                for r in range(world_size)]


def median_decided(ratios, bound, samples):
    """Whether the median of `samples` pair ratios is already on a known side
    of `bound` after the pairs `ratios`: a majority of `samples` at or under
    it (the median is then at or under it, whatever the rest) or over it.
    Stopping there gives the verdict all `samples` pairs would give."""
    majority = samples // 2 + 1
    under = sum(1 for r in ratios if r <= bound)
    return under >= majority or len(ratios) - under >= majority


def _compile_main(index, world_size, out_dir, config, options, samples, bound, cpu, barrier):
    """Process `index` (0: without the pass, 1: with it) of compile_times(),
    on the first core of the set both inherit (its g++ children too:
    affinity is inherited); `cpu` (shared, 2 × samples) gets each sample's
    CPU seconds, side by side, so that both processes stop after the same
    pair."""
    import torch._inductor.config as inductor_config
    from torch.testing._internal.distributed.fake_pg import FakeStore
    os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    torch.set_num_threads(1)
    inductor_config.compile_threads = 1
    torch._dynamo.config.cache_size_limit = 64
    dist.init_process_group("fake", store=FakeStore(), rank=0, world_size=world_size)
    try:
        mesh = _mesh(config, world_size)
        run = ("compiled", "collopt")[index]
        times, kernels = [], None
        for i in range(samples):
            barrier.wait()
            r = _train(config, mesh, True, options if index == 1 else None,
                       os.path.join(out_dir, f"inductor-{run}-{i}"), steps=1)
            times.append((r["first_step_s"], r["first_step_cpu_s"]))
            kernels = r["kernels"]
            cpu[2 * i + index] = r["first_step_cpu_s"]
            barrier.wait()  # both sides of pair i written
            ratios = [cpu[2 * j + 1] / cpu[2 * j] for j in range(i + 1)]
            if bound is not None and median_decided(ratios, bound, samples):
                break
        torch.save({"times": times, "kernels": kernels}, os.path.join(out_dir, f"{run}.pt"))
    finally:
        dist.destroy_process_group()


def compile_times(config, world_size, options=None, bound=None, samples=COMPILE_SAMPLES):
    """The configuration's compile, measured alone: {"compiled"|"collopt":
    [(wall s, CPU s), ...] (the first step, compile included, cold caches),
    "kernels": {"compiled"|"collopt": Inductor kernels generated}}. Two
    processes on the fake process group, each rank 0 of `world_size` (the
    graphs rank 0 compiles on gloo), one compiling without the pass and one
    with it, up to `samples` times, each sample started in both at once and
    both on one core, which the kernel time-slices between them (every few
    milliseconds): whatever speed that core runs at, both sides run at it.
    On this 2-core VM a core's speed changes by up to half from one stretch
    to the next and the two cores' apart; with a core each, pairs of the
    same compile gave CPU-time ratios from 0.76 to 1.54 in one CI run, and
    on one core 1.16 to 1.21 (SimpleFSDP fp32, 5 pairs here). With `bound`,
    the pairs stop once median_decided: the median of the pairs taken is on
    the side of `bound` the median of all `samples` would be (two pairs at
    or under it end a run of three)."""
    import torch.multiprocessing as tmp_mp
    ctx = tmp_mp.get_context("spawn")
    barrier = ctx.Barrier(2)
    cpu = ctx.Array("d", 2 * samples, lock=False)
    with tempfile.TemporaryDirectory() as tmp:
        mp.spawn(_compile_main,
                 args=(world_size, tmp, config, dict(options or {}), samples, bound, cpu,
                       barrier),
                 nprocs=2, join=True)
        out = {"kernels": {}}
        for run in ("compiled", "collopt"):
            r = torch.load(os.path.join(tmp, f"{run}.pt"), weights_only=False)
            out[run], out["kernels"][run] = r["times"], r["kernels"]
        return out
