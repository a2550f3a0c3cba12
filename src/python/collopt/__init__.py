"""collopt: compiler and simulator for the communication of distributed training.

    import collopt
    g = collopt.load("repro_llama3_8b_bw_64_2d.py")          # a path, or the text itself
    collopt.simulate(g, colls="colls8_8.table")["step_us"]
    r = collopt.optimize(g, colls="colls8_8.table", verify=True)
    r.report["after"]["step_us"], r.plan["buckets"], r.text()

Every function wraps collopt's C++ library (src/api); the option names are the
CLI's flags with '-' as '_' (``--bucket-cap-mb 64`` is ``bucket_cap_mb=64``).
Errors in the input or the options raise ``collopt.Error`` with ``file``,
``line`` and ``column`` when the message is located. ``collopt.torch`` applies
collopt's schedule inside ``torch.compile``.
"""

import json
import os
import re

from . import _collopt

__all__ = ["Error", "Graph", "Result", "load", "simulate", "explain", "optimize", "passes", "opt"]

_LOCATED = re.compile(r"^(?P<file>[^\n]*?):(?P<line>\d+):(?P<column>\d+): error: ", re.S)
_FILE_ONLY = re.compile(r"^(?P<file>[^\n:]+): error: ")


class Error(Exception):
    """A collopt error. ``message`` is the library's whole message
    (``file:line:col: error: ...`` plus the source line and a caret when
    located); ``file``, ``line`` and ``column`` are None when it names none."""

    def __init__(self, message):
        super().__init__(message)
        self.message = message
        self.file = self.line = self.column = None
        m = _LOCATED.match(message)
        if m:
            self.file = m.group("file")
            self.line = int(m.group("line"))
            self.column = int(m.group("column"))
        else:
            m = _FILE_ONLY.match(message)
            if m:
                self.file = m.group("file")


Graph = _collopt.Graph


class Result:
    """What ``optimize`` returns.

    ``report``: the ``--report`` JSON as a dict (``before``, ``after``: the
    ``simulate --json`` fields; buckets, collective counts, memory limit,
    variants). ``plan``: the ``--plan`` JSON (buckets, issue order per process
    group, process groups, passes). ``graph``: the optimized Graph.
    ``text(format=None)``: the optimized graph in the input's format, as
    ``collopt optimize -o`` writes it. ``warnings``: the warnings the CLI
    prints on stderr."""

    def __init__(self, native):
        self._native = native
        self.report = json.loads(native.report_json())
        self.plan = json.loads(native.plan_json())
        self.warnings = list(native.warnings)

    @property
    def graph(self):
        return self._native.graph()

    def text(self, format=None):
        return self._native.text(format or "")

    def report_text(self):
        """The text report ``collopt optimize`` prints."""
        return self._native.report_text()

    def __repr__(self):
        b, a = self.report["before"]["step_us"], self.report["after"]["step_us"]
        return f"<collopt.Result step {b / 1000:.3f} ms -> {a / 1000:.3f} ms>"


def load(source, format="auto", allow_unknown_ops=False, unbacked_symint_hint=None, name=None,
         check_schemas=True, symint_hints=None):
    """Loads a graph from a path or from its text (a string with a newline
    is text). ``format``: auto, repro, readable or trace. An empty source is
    a ValueError (the CLI's "no FILE" default graph is ``collopt.load_default()``).
    ``check_schemas``: check every op's overload and arguments against
    PyTorch's schemas (off for graphs PyTorch itself built, as the
    torch.compile pass's; ``allow_unknown_ops`` also turns it off).
    ``symint_hints``: the values of symbolic sizes, ``{"s0": 512}`` (the
    CLI's ``--symint-hint``), over those the log states itself; a size whose
    symbols have none is a guess (``Graph.unhinted_symbols``)."""
    if not isinstance(source, (str, os.PathLike)):
        raise TypeError(f"collopt.load: source expects a path or text, got {type(source).__name__}")
    if str(source) == "":
        raise ValueError("collopt.load: source is empty; give a path or a graph's text")
    hints = {}
    for symbol, value in (symint_hints or {}).items():
        if not isinstance(symbol, str) or isinstance(value, bool) or not isinstance(value, int):
            raise TypeError(f"collopt.load: symint_hints expects {{str: int}}, got "
                            f"{symbol!r}: {value!r}")
        hints[symbol] = value
    return _collopt.load(str(source), format, bool(allow_unknown_ops),
                         int(unbacked_symint_hint or 0), name or "", bool(check_schemas), hints)


def load_default():
    """The real graph embedded in collopt (``collopt optimize`` without FILE)."""
    return _collopt.load("", "auto", False, 0, "", True)


def simulate(graph, colls=None, hardware="h100", node_costs=None, **options):
    """Prices and simulates ``graph``; returns the ``simulate --json`` dict
    (step_us, compute_us, lower_bound_us, peak_memory_bytes, process_groups,
    ...). Options: colls (table path, "none"), hardware (h100, h200, a100,
    b200 or a JSON profile), node_costs (a ``*.nodes.json`` of measured
    costs), timeline ("collopt" or "autoparallel"), colls_group_map
    ("0=0,513=1"), launch_overhead_us, shared_links, pg_sizes ({name: size}),
    contention ("off" by default, "on" or "matmul=F,memory=F": compute slowed
    by collectives in flight)."""
    options = dict(options, colls=colls, hardware=hardware, node_costs=node_costs)
    return json.loads(_collopt.simulate(graph, options))


def explain(graph, top=20, memory_limit_gb=None, **options):
    """Why each collective of ``graph`` is exposed and the change that would
    hide it; returns the ``explain --json`` dict: step_us, exposed_us,
    causes ({cause: {collectives, exposed_us}}) and collectives (every exposed
    one, most exposed first: node, wait, group, kind, exposed_us, comm_us,
    cause, cause_us, blocked_by, fix, saving_us, saving_estimated). ``top``:
    how many get their fix priced by simulation (0 = all); ``memory_limit_gb``:
    the peak a prefetch must respect (None = none). Options: simulate's."""
    options = dict(options, top=top, memory_limit_gb=memory_limit_gb)
    return json.loads(_collopt.explain(graph, options))


def tune(graph, pareto=0, **options):
    """The bucket caps (per kind and process group), prefetch window and
    async-TP / EP chunk counts that make optimize fastest on ``graph``,
    chosen by simulation; returns the ``tune --json`` dict: flags (for
    ``collopt optimize``), kwargs (for ``optimize(graph, **kwargs)``),
    step_us and peak_bytes of optimize with them, candidates, the input's
    step and peak, the memory limit, stages, and with ``pareto`` K the best
    step at K memory budgets (frontier). Options: optimize's, less the knobs
    tune chooses (bucket_cap_mb, prefetch_window; async_tp and ep_chunks
    only as "off")."""
    return json.loads(_collopt.tune(graph, options, pareto))


def optimize(graph, **options):
    """Runs collopt's optimize pipeline on a copy of ``graph``; returns a
    Result. Options: simulate's (colls, hardware, node_costs, timeline,
    colls_group_map, shared_links, launch_overhead_us, pg_sizes, contention) and the
    pipeline's, as ``collopt optimize`` has them (the list follows, from the
    one table both are made from); a value of the wrong type is a TypeError."""
    return Result(_collopt.optimize(graph, options))


def optimize_options():
    """The pipeline's options (``collopt optimize``'s flags): a list of dicts
    with keyword, flag, type, default and help."""
    return _collopt.optimize_options()


def passes():
    """The pass registry (``collopt passes``): a list of dicts with name,
    description and options (name, keyword, default, unit, help)."""
    return _collopt.passes()


def opt(graph, passes, **options):
    """Runs the named passes (a list of names or "a,b") in that order with
    fixed knobs, as ``collopt opt -p``; returns ``(graph, records)``, records
    being ``(pass name, changed, report lines)``. Options: verify_each
    (default True), simulate's (colls, hardware, ...), and each pass option
    as ``<pass>_<option>`` with '-' as '_' (``--bucket-collectives-cap-mb`` is
    ``bucket_collectives_cap_mb``); the list follows."""
    if not isinstance(passes, str):
        passes = ",".join(passes)
    graph_out, records = _collopt.opt(graph, passes, options)
    return graph_out, [tuple(r) for r in records]


def _pass_options_doc():
    """The pass options, one line each, from the registry (as ``collopt opt
    --help`` lists them)."""
    lines = []
    for p in _collopt.passes():
        for o in p["options"]:
            unit = f", {o['unit']}" if o["unit"] else ""
            lines.append(f"    {o['keyword']} (default {o['default'] or 'none'}{unit}): {o['help']}")
    return "\n".join(lines)


opt.__doc__ += "\n\n" + _pass_options_doc() + "\n"


def _optimize_options_doc():
    """The pipeline's options, one line each, from the table (as ``collopt
    optimize --help`` lists them)."""
    lines = []
    for o in _collopt.optimize_options():
        default = f"default {o['default']}" if o["default"] else "default unset"
        lines.append(f"    {o['keyword']} ({o['type']}, {default}): {o['help']}")
    return "\n".join(lines)


optimize.__doc__ += "\n\n" + _optimize_options_doc() + "\n"
