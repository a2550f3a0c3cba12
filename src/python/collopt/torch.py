"""collopt inside torch.compile: a post-grad pass that applies collopt's schedule.

    import collopt.torch
    collopt.torch.install(verify=True)          # any collopt.optimize option
    model = torch.compile(model)

``install`` checks the options, makes the process-group twins collopt's
rewrites may use (``ensure_groups``) and sets
``torch._inductor.config.post_grad_custom_post_pass`` to a ``ColloptPass``
(a ``CustomGraphPass``: deep-copyable, picklable, keyed for Inductor's FX graph
cache by collopt's build and the options). On each post-grad FX graph it:

1. writes the graph as collopt's print_readable text (``graph_to_text``:
   shapes from ``node.meta["val"]``, collectives as the functional
   ``_c10d_functional`` ops they are), with every group's size from c10d;
2. runs ``collopt.optimize`` on it (the C++ pipeline, every pass verified
   when ``verify=True``);
3. when collopt's simulated step is faster, applies the result to the live
   ``torch.fx.Graph`` (``apply_result``): existing nodes move to their new
   positions, bucket copies and bucketed collectives are created from the
   same aten ops collopt wrote, users are rewired, replaced collectives
   erased, collectives on groups collopt added go to the twins; then
   ``graph.lint()``. All or nothing: a failed rewrite is undone.

A graph collopt cannot read or rewrite is left as it is with one log line
(logger ``collopt.torch``); the pass never breaks a compile. ``results()``
says what it did per graph; ``apply`` runs the same steps on any FX graph and
returns the collopt.Result. docs/library.md has the whole story.
"""

import logging
import operator

import torch
import torch.fx

import collopt

__all__ = ["install", "uninstall", "apply", "apply_result", "graph_to_text", "symint_hints",
           "target_name",
           "ColloptPass", "Unsupported", "ensure_groups", "results", "clear_results", "twin_name"]

log = logging.getLogger("collopt.torch")

_SHORT_DTYPE = {
    torch.float32: "f32", torch.float64: "f64", torch.float16: "f16", torch.bfloat16: "bf16",
    torch.int64: "i64", torch.int32: "i32", torch.int16: "i16", torch.int8: "i8",
    torch.uint8: "u8", torch.bool: "b8", torch.complex64: "c64", torch.complex128: "c128",
}
for _name, _short in (("float8_e4m3fn", "f8e4m3fn"), ("float8_e5m2", "f8e5m2")):
    if hasattr(torch, _name):
        _SHORT_DTYPE[getattr(torch, _name)] = _short

_BINARY = {operator.add: "+", operator.sub: "-", operator.mul: "*", operator.floordiv: "//",
           operator.truediv: "/", operator.mod: "%", operator.pow: "**"}


class Unsupported(Exception):
    """The graph holds something collopt's text form cannot say."""


def _annotation(node):
    val = node.meta.get("val")
    if isinstance(val, torch.Tensor):
        short = _SHORT_DTYPE.get(val.dtype)
        if short is None:
            raise Unsupported(f"node '{node.name}': dtype {val.dtype} has no collopt name")
        dims = ", ".join(str(d) for d in val.shape)
        return f'"{short}[{dims}]"'
    sym_int = getattr(torch, "SymInt", None)
    if (isinstance(val, int) and not isinstance(val, bool)) or (
            sym_int is not None and isinstance(val, sym_int)):
        return f'"Sym({val})"'
    return None


def _format_arg(a):
    if isinstance(a, torch.fx.Node):
        return a.name
    if a is None or isinstance(a, (bool, int)):
        return repr(a)
    if isinstance(a, float):
        return repr(a)
    if isinstance(a, str):
        return repr(a)
    if isinstance(a, torch.dtype):
        return str(a)
    if isinstance(a, torch.device):
        return f"device(type='{a.type}'" + (f", index={a.index})" if a.index is not None else ")")
    if isinstance(a, torch.layout):
        return str(a)
    if isinstance(a, torch.memory_format):
        return str(a)
    if isinstance(a, list):
        return "[" + ", ".join(_format_arg(x) for x in a) + "]"
    if isinstance(a, tuple):
        inner = ", ".join(_format_arg(x) for x in a)
        return "(" + inner + ("," if len(a) == 1 else "") + ")"
    if isinstance(a, torch._ops.OpOverload):
        return f"torch.ops.{a}"
    raise Unsupported(f"argument {a!r} of type {type(a).__name__}")


def _call_text(node):
    target = node.target
    if target is operator.getitem:
        return f"{_format_arg(node.args[0])}[{_format_arg(node.args[1])}]"
    if target in _BINARY:
        return f"{_format_arg(node.args[0])} {_BINARY[target]} {_format_arg(node.args[1])}"
    if isinstance(target, torch._ops.OpOverload):
        name = f"torch.ops.{target}"
    else:
        raise Unsupported(f"node '{node.name}': target {target!r} is not an aten/functional op")
    parts = [_format_arg(a) for a in node.args]
    parts += [f"{k} = {_format_arg(v)}" for k, v in node.kwargs.items()]
    return f"{name}({', '.join(parts)})"


def graph_to_text(graph):
    """The FX graph as collopt's print_readable text (what
    ``TORCH_LOGS=post_grad_graphs`` prints). Raises Unsupported for a node
    collopt's text form cannot hold (a get_attr, a call_module, a Python
    callable that is not an op)."""
    params, body, output = [], [], None
    for node in graph.nodes:
        if node.op == "placeholder":
            ann = _annotation(node)
            params.append(f"{node.name}: {ann}" if ann else node.name)
        elif node.op == "call_function":
            ann = _annotation(node)
            lhs = f"{node.name}: {ann}" if ann else node.name
            body.append(f"        {lhs} = {_call_text(node)}")
        elif node.op == "output":
            output = node.args[0]
        else:
            raise Unsupported(f"node '{node.name}': op '{node.op}'")
    lines = ["class GraphModule(torch.nn.Module):",
             f"    def forward(self, {', '.join(params)}):"]
    lines += body
    if isinstance(output, (list, tuple)):
        lines.append(f"        return {_format_arg(tuple(output))}")
    else:
        lines.append(f"        return {_format_arg(output)}")
    return "\n".join(lines) + "\n"


def target_name(target):
    """collopt's spelling of an FX call target: "aten.mm.default",
    "operator.getitem"."""
    if getattr(target, "__module__", None) == "_operator" or target in _BINARY or \
            target is operator.getitem:
        return f"operator.{target.__name__}"
    return str(target)


def _resolve_target(text):
    if text.startswith("operator."):
        return getattr(operator, text[len("operator."):])
    obj = torch.ops
    for part in text.split("."):
        obj = getattr(obj, part)
    return obj


def _to_torch(a, env):
    if isinstance(a, collopt._collopt.Ref):
        return env[a.name]
    if isinstance(a, collopt._collopt.Tagged):
        if a.kind == "dtype":
            return getattr(torch, a.text)
        if a.kind == "device":
            return torch.device(a.text)
        if a.kind in ("layout", "memory_format"):
            return getattr(torch, a.text)
        if a.kind == "op":
            return _resolve_target(a.text)
        raise Unsupported(f"value {a!r}")
    if isinstance(a, list):
        return [_to_torch(x, env) for x in a]
    if isinstance(a, tuple):
        return tuple(_to_torch(x, env) for x in a)
    if isinstance(a, dict):
        return {k: _to_torch(v, env) for k, v in a.items()}
    return a


def _signature(a, out):
    """The leaves that a rewrite can change, in order: node references (by
    name), strings (process-group names), numbers. Works on collopt's data
    (Ref, Tagged) and on FX arguments (Node, torch values) alike; torch
    values (dtype, device, ...) are left out on both sides."""
    if isinstance(a, (collopt._collopt.Ref, torch.fx.Node)):
        out.append(("ref", a.name))
    elif isinstance(a, (list, tuple)):
        for x in a:
            _signature(x, out)
    elif isinstance(a, dict):
        for k in sorted(a):
            _signature(a[k], out)
    elif isinstance(a, (bool, int, float, str)):
        out.append((type(a).__name__, a))
    return out


def _fake_mode(graph):
    for node in graph.nodes:
        val = node.meta.get("val")
        mode = getattr(val, "fake_mode", None)
        if mode is not None:
            return mode
    return None


def _propagate_meta(node, fake_mode):
    """meta["val"] of a node collopt created: the op run on its inputs' fake
    values (what Inductor's lowering reads)."""
    if fake_mode is None:
        return
    try:
        args, kwargs = torch.fx.node.map_arg((node.args, node.kwargs), lambda n: n.meta["val"])
        with fake_mode:
            node.meta["val"] = node.target(*args, **kwargs)
    except Exception as e:  # a value collopt cannot re-derive: lowering will ask
        log.debug("collopt: no meta['val'] for %s: %s", node.name, e)


# --- process groups ---------------------------------------------------------
#
# collopt's process-group passes add groups with the ranks of an existing one
# (an all_gather communicator beside the FSDP group, "fsdp_extra"; an isolated
# EP group, "ep_extra"). Compiled code names a group by a string resolved at
# run time, and the FX graph cache or AOT autograd's lazy backward compile can
# run code compiled in another process, where this pass never ran. So the
# groups are made up front and under names that depend only on what they copy:
# for every process group of the job, one twin per purpose, registered under
# ``collopt_<purpose>_<sha1 of the ranks>[:12]``. ``ensure_groups`` makes the
# twins of every group created since it last ran; ``install`` calls it, and the
# pass calls it at each compile (``uuid()`` runs on a cache lookup, ``__call__``
# on a miss), when every rank compiles the same graph. On a real backend the
# ranks of every group are exchanged first (all_gather_object on the default
# group), and every rank then calls ``new_group`` for every twin in one order,
# as c10d requires; on the ``fake`` backend (one process) only this rank's
# groups are copied.

PURPOSES = ("fsdp_extra", "ep_extra")
_twins = {}          # (purpose, ranks) -> registered name
_seen_groups = None  # c10d's group counter when ensure_groups last ran


def twin_name(purpose, ranks):
    """The name collopt registers its `purpose` twin of a group with `ranks` under."""
    import hashlib
    digest = hashlib.sha1(",".join(str(r) for r in ranks).encode()).hexdigest()[:12]
    return f"collopt_{purpose}_{digest}"


def _dist():
    import torch.distributed as dist
    return dist if dist.is_available() and dist.is_initialized() else None


def _member_rank_lists(dist):
    """The sorted, distinct rank lists of the process groups this rank belongs
    to, twins excluded."""
    from torch.distributed.distributed_c10d import _world
    return sorted({tuple(dist.get_process_group_ranks(pg))
                   for pg, name in list(_world.pg_names.items())
                   if not name.startswith("collopt_")})


def ensure_groups():
    """Creates the twins (``PURPOSES``) of every process group made since the
    last call; a no-op without torch.distributed or when no group was made.
    Every rank must call it at the same point (it is collective on a real
    backend). Returns the number of groups created on this rank."""
    global _seen_groups
    dist = _dist()
    if dist is None:
        return 0
    from torch.distributed.distributed_c10d import _register_process_group, _world
    count = getattr(_world, "group_count", None)
    if count is not None and count == _seen_groups:
        return 0
    mine = _member_rank_lists(dist)
    if dist.get_backend() == "fake" or dist.get_world_size() == 1:
        every = mine
    else:
        gathered = [None] * dist.get_world_size()
        dist.all_gather_object(gathered, mine)
        every = sorted({tuple(r) for lists in gathered for r in lists})
    made = 0
    me = dist.get_rank()
    for ranks in every:
        for purpose in PURPOSES:
            if (purpose, ranks) in _twins:
                continue
            name = twin_name(purpose, ranks)
            kwargs = {}
            if purpose == "ep_extra" and dist.get_backend() == "nccl":
                # EP all_to_alls on a high-priority stream (isolate-ep-process-group)
                options = dist.ProcessGroupNCCL.Options()
                options.is_high_priority_stream = True
                kwargs["pg_options"] = options
            group = dist.new_group(ranks=list(ranks), group_desc=f"collopt_{purpose}", **kwargs)
            if me in ranks:
                _register_process_group(name, group)
                made += 1
            _twins[(purpose, ranks)] = name
    _seen_groups = getattr(_world, "group_count", None)
    return made


def _group_sizes(graph_groups):
    """{name: size} of the graph's process groups that c10d knows."""
    dist = _dist()
    if dist is None:
        return {}
    from torch.distributed.distributed_c10d import _resolve_process_group
    sizes = {}
    for name in graph_groups:
        try:
            sizes[name] = _resolve_process_group(name).size()
        except Exception:  # a name c10d does not know: collopt asks for its size
            pass
    return sizes


def default_group_name(name, same_ranks_as, desc):
    """The name under which the group collopt added (`name`, a copy of the
    ranks of `same_ranks_as`, for `desc`) exists at run time: its twin made by
    ``ensure_groups``. Without torch.distributed (tests, single-process
    tracing) `name` itself. Raises Unsupported when no twin exists."""
    dist = _dist()
    if dist is None or not same_ranks_as:
        return name
    from torch.distributed.distributed_c10d import _resolve_process_group
    try:
        ranks = tuple(dist.get_process_group_ranks(_resolve_process_group(same_ranks_as)))
    except Exception as e:
        raise Unsupported(f"process group '{same_ranks_as}' is not known to c10d: {e}")
    key = (desc if desc in PURPOSES else "fsdp_extra", ranks)
    if key not in _twins:
        raise Unsupported(f"no twin of process group '{same_ranks_as}' for {key[0]}: "
                          "call collopt.torch.ensure_groups() on every rank after "
                          "making the process groups")
    return _twins[key]


def _new_groups(result, original_groups, group_name):
    """Names of the process groups collopt added → the names to use."""
    mapping = {}
    for pg in result.plan.get("process_groups", []):
        name = pg["name"]
        if name in original_groups:
            continue
        mapping[name] = group_name(name, pg.get("same_ranks_as", ""), pg.get("desc", "")) or name
    return mapping


def _collective_groups(graph):
    groups = []
    for node in graph.nodes:
        if node.op == "call_function" and str(node.target).startswith(
                ("_c10d_functional.", "_dtensor.")):
            for a in list(node.args) + list(node.kwargs.values()):
                if isinstance(a, str) and a not in groups:
                    groups.append(a)
    return groups


class _Snapshot:
    """The graph's node order and every node's arguments, to put back when a
    rewrite fails halfway."""

    def __init__(self, graph):
        self.graph = graph
        self.nodes = list(graph.nodes)
        self.known = set(self.nodes)
        self.state = {n: (n.args, n.kwargs) for n in self.nodes}

    def restore(self):
        for node, (args, kwargs) in self.state.items():
            node.args, node.kwargs = args, kwargs
        added = [n for n in self.graph.nodes if n not in self.known]
        for node in added:  # first unlink them from each other, then erase
            node.args, node.kwargs = (), {}
        for node in added:
            self.graph.erase_node(node)
        for prev, node in zip(self.nodes, self.nodes[1:]):
            if prev.next is not node:
                prev.append(node)


def apply_result(graph, result, group_name=default_group_name):
    """Rewrites the live FX `graph` into the node list of `result.graph`:
    same order, same arguments. Nodes collopt kept are moved (their arguments
    replaced only where collopt rewired them); nodes it created are created
    from their aten targets; nodes it dropped are erased; collectives on the
    groups it added go to ``group_name(name, same_ranks_as, desc)``. All or
    nothing: on any error the graph is put back as it was and the error
    raised."""
    snapshot = _Snapshot(graph)
    try:
        _rewrite(graph, result, group_name)
        graph.lint()
    except Exception:
        snapshot.restore()
        raise
    return graph


def _rewrite(graph, result, group_name):
    nodes = result.graph.nodes()
    groups = _new_groups(result, _collective_groups(graph), group_name)
    by_name = {n.name: n for n in graph.nodes}
    fake_mode = _fake_mode(graph)
    env = {}
    cursor = None
    output_node = None
    for name, op, target, args, kwargs in nodes:
        if op == "placeholder":
            node = by_name.get(name)
            if node is None or node.op != "placeholder":
                raise Unsupported(f"collopt's graph has an input '{name}' the FX graph lacks")
            env[name] = node
            cursor = node
            continue
        if op == "output":
            output_node = (args, kwargs)
            continue
        if groups and target.startswith("_c10d_functional."):
            args = tuple(groups.get(a, a) if isinstance(a, str) else a for a in args)
        node = by_name.get(name)
        if node is not None and node.op == "call_function" and target_name(node.target) == target:
            if _signature((node.args, node.kwargs), []) != _signature((args, kwargs), []):
                node.args = _to_torch(args, env)
                node.kwargs = _to_torch(kwargs, env)
        else:
            if node is not None:
                raise Unsupported(f"node '{name}' changed its op: {node.target} → {target}")
            with graph.inserting_after(cursor):
                # FX keeps its names unique: a clash gets a suffix, and `env`
                # maps collopt's name to the node either way.
                node = graph.create_node("call_function", _resolve_target(target),
                                         _to_torch(args, env), _to_torch(kwargs, env), name=name)
            _propagate_meta(node, fake_mode)
        if cursor is not None and cursor.next is not node:
            cursor.append(node)
        env[name] = node
        cursor = node
    fx_output = next(n for n in reversed(graph.nodes) if n.op == "output")
    if output_node is not None:
        new_out = _to_torch(output_node[0], env)
        if _signature(fx_output.args, []) != _signature(output_node[0], []):
            fx_output.args = new_out
    keep = set(env.values())
    dropped = [n for n in graph.nodes if n.op not in ("placeholder", "output") and n not in keep]
    position = {n: i for i, n in enumerate(graph.nodes)}
    for node in graph.nodes:  # checked before anything is erased (which cannot be undone)
        if node in keep and any(position[i] > position[node] for i in node.all_input_nodes):
            raise Unsupported(f"node '{node.name}' would come before one of its inputs")
    for node in dropped:
        if any(u in keep or u.op == "output" for u in node.users):
            raise Unsupported(f"node '{node.name}' was dropped but still has users")
    for node in reversed(dropped):
        graph.erase_node(node)


def apply(graph, group_name=default_group_name, **options):
    """Optimizes the FX `graph` in place with collopt; returns the
    collopt.Result (its report and plan). The sizes of the graph's process
    groups come from c10d when it is initialized (``pg_sizes``). Raises
    Unsupported or collopt.Error when the graph cannot be read or rewritten;
    the graph is then unchanged."""
    result = _optimize(graph, options)
    apply_result(graph, result, group_name)
    return result


def symint_hints(graph):
    """The values of the FX graph's symbolic sizes in this compile, by symbol
    name (``{"s0": 512}``): its ShapeEnv's ``var_to_val`` (backed symbols) and
    ``unbacked_var_to_val`` (data-dependent ones, where the trace knew them).
    Empty for a static graph."""
    sym_int = getattr(torch, "SymInt", None)
    if sym_int is None:
        return {}
    for node in graph.nodes:
        val = node.meta.get("val")
        sizes = list(val.shape) if isinstance(val, torch.Tensor) else [val]
        for d in sizes:
            if isinstance(d, sym_int):
                env = d.node.shape_env
                hints = {}
                for table in (env.var_to_val, getattr(env, "unbacked_var_to_val", {})):
                    hints.update({str(k): int(v) for k, v in table.items()
                                  if getattr(v, "is_Integer", False)})
                return hints
    return {}


def _optimize(graph, options):
    """collopt.optimize on the FX graph's text, with the group sizes c10d knows
    and the values of its symbolic sizes."""
    text = graph_to_text(graph)
    # PyTorch built this graph with its own schemas (whatever its version).
    loaded = collopt.load(text, format="readable", name="<torch.compile post-grad graph>",
                          check_schemas=False, symint_hints=symint_hints(graph))
    sizes = _group_sizes(_collective_groups(graph))
    if sizes and "pg_sizes" not in options:
        options = dict(options, pg_sizes=sizes)
    return collopt.optimize(loaded, **options)


# --- the pass ----------------------------------------------------------------

_results = []  # what the pass did, per compiled graph, in this process
_MAX_RESULTS = 256


def results():
    """What the pass did in this process, one dict per graph it saw, oldest
    first (at most 256 kept): ``applied`` (bool), ``reason`` (why it was left
    unchanged, or ""), ``nodes``, and when collopt ran, ``report`` (the
    ``optimize --report`` dict) and ``plan``."""
    return list(_results)


def clear_results():
    _results.clear()


def _record(entry):
    _results.append(entry)
    del _results[:-_MAX_RESULTS]


def _summary(report, plan):
    before, after = report["before"]["step_us"], report["after"]["step_us"]
    moved = [pg["name"] for pg in plan.get("process_groups", []) if pg.get("same_ranks_as")]
    return (f"step {before / 1000:.3f} -> {after / 1000:.3f} ms (simulated), "
            f"{report['collectives_before']} -> {report['collectives_after']} collectives, "
            f"{report['buckets']} buckets" + (f", new groups {moved}" if moved else ""))


_PASS_FILES = None


def _implementation_hash():
    """sha256 over collopt's extension module and Python sources: a rebuilt
    collopt gets a new cache key."""
    global _PASS_FILES
    import hashlib
    import os
    if _PASS_FILES is None:
        here = os.path.dirname(os.path.abspath(__file__))
        files = [collopt._collopt.__file__] + sorted(
            os.path.join(here, f) for f in os.listdir(here) if f.endswith(".py"))
        h = hashlib.sha256()
        for path in files:
            with open(path, "rb") as f:
                h.update(os.path.basename(path).encode())
                h.update(f.read())
        _PASS_FILES = h.hexdigest()
    return _PASS_FILES


try:  # torch >= 2.5: a pass Inductor can cache (it asks for a uuid)
    from torch._inductor.custom_graph_pass import CustomGraphPass as _PassBase
except ImportError:  # older torch, or no Inductor (Debian's 1.13)
    _PassBase = object


class ColloptPass(_PassBase):
    """The post-grad pass ``install`` registers: ``collopt.optimize`` with
    ``options`` on each post-grad graph, applied when collopt's simulation
    says the step gets faster. It holds its options and nothing else, so
    Inductor can copy and pickle it with its config; what it did is in
    ``results()`` and one log line per graph (logger ``collopt.torch``).
    A graph collopt cannot read or rewrite is left unchanged; ``strict=True``
    raises instead."""

    def __init__(self, strict=False, **options):
        self.options = dict(options)
        self.strict = bool(strict)

    def __call__(self, graph):
        nodes = len(graph.nodes)
        entry = {"applied": False, "reason": "", "nodes": nodes}
        try:
            ensure_groups()
            result = _optimize(graph, self.options)
            entry["report"], entry["plan"] = result.report, result.plan
            before = result.report["before"]["step_us"]
            after = result.report["after"]["step_us"]
            if not after < before:
                entry["reason"] = (f"not faster under collopt's model ({before / 1000:.3f} -> "
                                   f"{after / 1000:.3f} ms)")
            else:
                apply_result(graph, result)
                entry["applied"] = True
        except Exception as e:  # never break a compile (apply_result put the graph back)
            if self.strict:
                raise
            first = str(e).splitlines()[0] if str(e) else ""
            entry["reason"] = first if isinstance(e, (Unsupported, collopt.Error)) else \
                f"{type(e).__name__}: {first}"
        _record(entry)
        if entry["applied"]:
            log.info("collopt: %d-node graph rewritten: %s", nodes,
                     _summary(entry["report"], entry["plan"]))
        else:
            log.info("collopt: %d-node graph left unchanged: %s", nodes, entry["reason"])

    def uuid(self):
        # Inductor computes the cache key on every compile, also when it then
        # hits its cache and this pass does not run: the twins the cached code
        # may name are made here too.
        try:
            ensure_groups()
        except Exception as e:  # never break a compile; the pass then leaves graphs as they are
            if self.strict:
                raise
            log.warning("collopt: process-group twins not made: %s", e)
        # The options' canonical key (every option, defaults included), so
        # that `bucket_cap_mb="auto"` and no bucket_cap_mb share a cache entry.
        return ("collopt", _implementation_hash(), self.strict,
                collopt._collopt.optimize_options_key(self.options))


def install(config=None, **options):
    """Checks `options` (``collopt.optimize``'s, plus ``strict``), makes the
    process-group twins (``ensure_groups``) when torch.distributed is
    initialized, registers collopt as Inductor's
    ``post_grad_custom_post_pass`` and returns the pass. ``config`` defaults
    to ``torch._inductor.config``. Raises TypeError for an unknown option and
    collopt.Error for a bad value."""
    strict = options.pop("strict", False)
    collopt._collopt.check_optimize_options(options)
    if config is None:
        import torch._inductor.config as config
    ensure_groups()
    p = ColloptPass(strict=strict, **options)
    config.post_grad_custom_post_pass = p
    return p


def uninstall(config=None):
    """Removes the pass ``install`` registered."""
    if config is None:
        import torch._inductor.config as config
    config.post_grad_custom_post_pass = None
