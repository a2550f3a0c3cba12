"""collopt inside torch.compile: a post-grad pass that applies collopt's schedule.

    import collopt.torch
    collopt.torch.install(verify=True)          # any collopt.optimize option
    model = torch.compile(model)

``install`` sets ``torch._inductor.config.post_grad_custom_post_pass`` to a
pass that, on each post-grad FX graph:

1. writes the graph as collopt's print_readable text (``graph_to_text``:
   shapes from ``node.meta["val"]``, collectives as the functional
   ``_c10d_functional`` ops they are);
2. runs ``collopt.optimize`` on it (the C++ pipeline, every pass verified
   when ``verify=True``);
3. applies the result to the live ``torch.fx.Graph`` (``apply_result``):
   existing nodes move to their new positions, bucket copies and bucketed
   collectives are created from the same aten ops collopt wrote, users are
   rewired, replaced collectives erased, and process groups that collopt
   added are created with ``torch.distributed.new_group`` over the ranks of
   the group they copy (every rank compiles the same graph, so every rank
   creates them in the same order); then ``graph.lint()``.

A graph collopt cannot read (an op without a shape rule, a value without
``meta["val"]``) is left as it is and the reason is logged; the pass never
breaks a compile. ``apply`` runs the same steps on any FX graph and returns
the collopt.Result.
"""

import logging
import operator

import torch
import torch.fx

import collopt

__all__ = ["install", "uninstall", "apply", "apply_result", "graph_to_text", "target_name",
           "ColloptPass", "Unsupported"]

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


def _new_groups(result, original_groups, create_group):
    """Names of the process groups collopt added → the names to use."""
    mapping = {}
    for pg in result.plan.get("process_groups", []):
        name = pg["name"]
        if name in original_groups:
            continue
        mapping[name] = create_group(name, pg.get("same_ranks_as", ""), pg.get("desc", ""),
                                     bool(pg.get("high_priority", False))) or name
    return mapping


def default_create_group(name, same_ranks_as, desc, high_priority):
    """Creates the group collopt added with torch.distributed.new_group over
    the ranks of `same_ranks_as` and returns its group_name; without an
    initialized process group (tests, single-process tracing) keeps `name`."""
    import torch.distributed as dist
    if not (dist.is_available() and dist.is_initialized()) or not same_ranks_as:
        return name
    from torch.distributed.distributed_c10d import _resolve_process_group
    base = _resolve_process_group(same_ranks_as)
    ranks = dist.get_process_group_ranks(base)
    kwargs = {"group_desc": desc or name}
    if high_priority:
        try:
            options = dist.ProcessGroupNCCL.Options()
            options.is_high_priority_stream = True
            kwargs["pg_options"] = options
        except AttributeError:
            pass
    group = dist.new_group(ranks=ranks, **kwargs)
    return group.group_name


def _collective_groups(graph):
    groups = set()
    for node in graph.nodes:
        if node.op == "call_function" and str(node.target).startswith("_c10d_functional."):
            for a in list(node.args) + list(node.kwargs.values()):
                if isinstance(a, str):
                    groups.add(a)
    return groups


def apply_result(graph, result, create_group=default_create_group):
    """Rewrites the live FX `graph` into the node list of `result.graph`:
    same names, same order, same arguments. Nodes collopt kept are moved
    (their arguments replaced only where collopt rewired them); nodes it
    created are created from their aten targets; nodes it dropped are
    erased. Process groups it added are created (`create_group`)."""
    nodes = result.graph.nodes()
    groups = _new_groups(result, _collective_groups(graph), create_group)
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
                node = graph.create_node("call_function", _resolve_target(target),
                                         _to_torch(args, env), _to_torch(kwargs, env), name=name)
            node.name = name  # create_node may uniquify; collopt's names are unique
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
    keep = set(env)
    for node in reversed(list(graph.nodes)):
        if node.op not in ("placeholder", "output") and node.name not in keep:
            if node.users:
                raise Unsupported(f"node '{node.name}' was dropped but still has users")
            graph.erase_node(node)
    graph.lint()
    return graph


def apply(graph, create_group=default_create_group, **options):
    """Optimizes the FX `graph` in place with collopt; returns the
    collopt.Result (its report and plan). Raises Unsupported or
    collopt.Error when the graph cannot be read; the graph is then unchanged."""
    text = graph_to_text(graph)
    loaded = collopt.load(text, format="readable", name="<torch.compile post-grad graph>")
    result = collopt.optimize(loaded, **options)
    apply_result(graph, result, create_group)
    return result


try:  # torch >= 2.5: a pass Inductor can cache (it asks for a uuid)
    from torch._inductor.custom_graph_pass import CustomGraphPass as _PassBase
except ImportError:  # older torch, or no Inductor (Debian's 1.13)
    _PassBase = object


class ColloptPass(_PassBase):
    """The post-grad pass ``install`` registers. Options are
    ``collopt.optimize``'s. A graph collopt cannot read is left unchanged
    (logged); ``strict=True`` raises instead."""

    def __init__(self, strict=False, create_group=default_create_group, **options):
        self.options = options
        self.strict = strict
        self.create_group = create_group
        self.last_result = None

    def __call__(self, graph):
        try:
            self.last_result = apply(graph, create_group=self.create_group, **self.options)
            log.info("collopt: %r", self.last_result)
        except (Unsupported, collopt.Error) as e:
            if self.strict:
                raise
            log.warning("collopt: graph left unchanged: %s", e)

    def uuid(self):
        return "collopt:" + repr(sorted(self.options.items()))


def install(config=None, **options):
    """Registers collopt as Inductor's ``post_grad_custom_post_pass`` and
    returns the pass. ``config`` defaults to ``torch._inductor.config``."""
    if config is None:
        import torch._inductor.config as config
    p = ColloptPass(**options)
    config.post_grad_custom_post_pass = p
    return p


def uninstall(config=None):
    """Removes the pass ``install`` registered."""
    if config is None:
        import torch._inductor.config as config
    config.post_grad_custom_post_pass = None
