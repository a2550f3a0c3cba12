#!/usr/bin/env python3
"""Mutation suite for translation validation (`collopt verify ORIG OPT`).

What it checks, on real graphs (../shared/data/autoparallel_overlap/) and one
generated TP graph:

1. `collopt optimize` rewrites each graph (async-TP chunks, forced bucketing,
   EP chunks, process-group reassignment, reordering) and `collopt verify ORIG
   OUT` must accept every output: zero false alarms.
2. Wrong rewrites of the kinds collopt makes are planted by text edits of each
   accepted output (KINDS below), and `collopt verify ORIG MUTANT --json` must
   reject every mutant that loads: exit 1, "equivalent": false, a "reason",
   and a non-empty "diverging_node" when the field is present. A mutant the
   loader refuses (a located parse or shape error) is counted apart and does
   not count towards MIN_MUTANTS.
3. A summary: mutants by kind and by graph, rejected / accepted / unloadable,
   then `N passed, N failed`. Exit status 0 only when nothing failed.

The kinds (KINDS): a slice window or a copy-in/copy-out slice_scatter shifted
by one element; two equal-length member slices swapped; two split pieces
(chunks, rank blocks) swapped; a split size changed; 'sum' <-> 'avg' in a
reduce_scatter/all_reduce; two cat operands swapped (chunk or rank order); a
cat along another dim; a square mm operand transposed, or A·B -> B·A; a
collective moved to another group of its size; a group's `same_ranks_as`
pointed at a group with other ranks; two all_to_all input splits swapped; a
copy-in write dropped; a new node reading a same-shaped neighbour (chunk i+1
for chunk i, member k+1 for member k); a chunk's constant fill changed.

Every mutation changes the computed values: slices keep their length and stay
in bounds (so a shifted window reads other elements), swapped slices, pieces,
operands and splits are distinct nodes, a transposed mm operand is square, a
cat dim change is made only where a view reads it and the flat order changes,
a dropped write leaves the padding zeros where a member was, and a collective
moves only to a group of the same size with other ranks. Edits that would
compute the same values are not made: a move between a group and one declared
`same_ranks_as` it ('0' <-> '0_ag'), swapping operands of commutative ops,
dropping a clone, shifting a slice of an expand or a constant, reading another
version of the same bucket buffer (a window outside the later write), one
constant fill for another of the same shape (full_c0 for full_c1), or a
split size change that keeps every shape (a chunk boundary moved inside a
chain of row-wise ops). A graph whose output verify rejects is a failure (a
false alarm) and its mutants are not made: they would prove nothing.

Deterministic: candidates are sorted by line, sampled with random.Random seeded
by (SEED, graph, kind). Python 3 standard library only.

Usage (ctest: verify.mutation_suite):
  COLLOPT_BINARY=build/release/collopt COLLOPT_SHARED_DATA_DIR=../shared/data \\
      python3 tests/verify/mutation_suite.py [--jobs N] [--keep DIR] [--cases a,b]
"""

import argparse
import ast
import collections
import concurrent.futures
import json
import os
import random
import re
import subprocess
import sys
import tempfile
import time

SEED = 20261127
MIN_MUTANTS = 200
VERIFY_TIMEOUT_S = 420


# --- the graphs -------------------------------------------------------------

class Case:
    """One optimized graph: how to make ORIG and OPT, and its mutant budget."""

    def __init__(self, name, source, optimize_args, per_kind, expect, generate=None, slow=False):
        self.name = name
        self.source = source            # repro file under autoparallel_overlap/, or None
        self.optimize_args = optimize_args
        self.per_kind = per_kind        # mutants per kind (an int, or {kind: n})
        self.expect = expect            # regex the output must match (the rewrite is there)
        self.generate = generate        # `collopt generate` args when source is None
        self.slow = slow                # verify takes ~30 s: a lane of its own

    def quota(self, kind):
        if isinstance(self.per_kind, dict):
            return self.per_kind.get(kind, 0)
        return min(self.per_kind, KIND_CAPS.get(kind, self.per_kind))


# split_size_changed changes the pieces' shapes, which the loader refuses downstream
# (a size change that kept every shape would move a chunk boundary inside a chain of
# row-wise ops, which computes the same values): a few show the loader catches them.
KIND_CAPS = {"split_size_changed": 2}


CASES = [
    # async-TP mm -> reduce_scatter chunks, all_gathers moved to '0_ag', scheduled.
    Case("llama3_8b_bw_64_2d", "repro_llama3_8b_bw_64_2d.py",
         ["--colls", "{data}/colls8_8.table"], 12, r"_reduce_scatter_0 = "),
    # Bucketing forced: no reordering to prefer the unbucketed variant.
    Case("llama3_8b_bw_64_2d_bucketed", "repro_llama3_8b_bw_64_2d.py",
         ["--colls", "{data}/colls8_8.table", "--no-reorder", "--bucket-cap-mb", "500"], 12,
         r"bucket\d+_scatter_1 = "),
    # 256-rank all_gather buckets; verify takes ~30 s a run here, so 3 mutants.
    Case("llama3_8b_fw_256_1d_bucketed", "repro_llama3_8b_fw_256_1d.py",
         ["--colls", "{data}/colls32_8.table", "--no-reorder", "--bucket-cap-mb", "500"],
         {"slice_off_by_one": 1, "member_slices_swapped": 1, "copy_in_dropped": 1},
         r"bucket\d+_scatter_1 = ", slow=True),
    # EP chunks of the MoE combine all_to_all and its expert matmuls.
    Case("dsv3_fw_64_ep_chunks", "repro_dsv3_fw_64.py",
         ["--colls", "{data}/colls8_8.table", "--colls-group-map", "0=0,513=1,521=1",
          "--ep-chunks", "2"], 8, r"all_to_all_single_\d+_c1 = "),
    # DeepSeek's default result: all_to_alls, all_gathers moved to '0_ag' and '513_ag'.
    Case("dsv3_bw_64", "repro_dsv3_bw_64.py",
         ["--colls", "{data}/colls8_8.table", "--colls-group-map", "0=0,513=1,521=1"], 12,
         r"'513_ag'"),
    # Generated FSDP 4 x TP 4: async-TP all_gather -> mm and mm -> reduce_scatter
    # chunks (k = 2) carried through the row-wise ops between them.
    Case("generated_fsdp4_tp4_fw", None, ["--colls", "none", "--async-tp", "2"], 12,
         r"_all_gather_1 = .*'tp'",
         generate=["--preset", "llama3_8b", "--layers", "2", "--dp-shard", "4", "--tp", "4",
                   "--seq-len", "2048", "--pass", "fw", "--format", "repro"]),
]


# --- reading a repro --------------------------------------------------------

CALL_RE = re.compile(r"^torch\.ops\.([\w.]+)\((.*)\)$")
GETITEM_RE = re.compile(r"^([A-Za-z_]\w*)\[(\d+)\]$")
STRING_RE = re.compile(r"'[^']*'|\"[^\"]*\"")
IDENT_RE = re.compile(r"\b[A-Za-z_]\w*\b")
LOAD_ARG_RE = re.compile(r"reader\.tensor\(\w+, \(([\d, ]*)\).*#\s*(\w+)\s*$")


def split_top(text, sep):
    """Splits at `sep` outside brackets and quotes."""
    parts, depth, quote, start = [], 0, None, 0
    for i, ch in enumerate(text):
        if quote:
            quote = None if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == sep and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return parts


def literal(text):
    try:
        return ast.literal_eval(text.strip())
    except (ValueError, SyntaxError):
        return None


class Node:
    def __init__(self, index, name, indent, expr, trailer):
        self.index = index      # line index in the file (0-based)
        self.name = name
        self.indent = indent
        self.expr = expr
        self.trailer = trailer  # "  a = b = None" after the ';', or ""
        self.op = None
        self.args = []          # positional argument texts
        self.kwargs = {}
        self.getitem = None     # (source, index) for `x = y[i]`
        self.refs = []
        m = CALL_RE.match(expr)
        if m:
            self.op = m.group(1)
            for arg in split_top(m.group(2), ",") if m.group(2).strip() else []:
                key, eq, value = arg.partition("=")
                if eq and re.fullmatch(r"\s*\w+\s*", key) and "[" not in key:
                    self.kwargs[key.strip()] = value.strip()
                else:
                    self.args.append(arg.strip())
        g = GETITEM_RE.match(expr)
        if g:
            self.getitem = (g.group(1), int(g.group(2)))

    def line(self, expr=None):
        expr = self.expr if expr is None else expr
        return f"{self.indent}{self.name} = {expr}" + (f";{self.trailer}" if self.trailer else "")

    def call(self, args):
        return f"torch.ops.{self.op}(" + ", ".join(args + [f"{k} = {v}" for k, v in self.kwargs.items()]) + ")"

    def int_arg(self, i, default=None):
        if i >= len(self.args):
            return default
        v = literal(self.args[i])
        return v if isinstance(v, int) and not isinstance(v, bool) else None


class Graph:
    """The forward of a repro: nodes by name, users, liveness, shapes, groups."""

    def __init__(self, path):
        self.path = path
        with open(path, encoding="utf-8") as f:
            self.lines = f.read().split("\n")
        self.nodes, self.by_name, self.inputs = [], {}, []
        self.output_refs = []
        self._parse_forward()
        self.users = collections.defaultdict(list)
        for n in self.nodes:
            for r in n.refs:
                self.users[r].append(n)
        self.live = self._live()
        self.shapes = self._shapes()
        self.groups = self._groups()

    def _parse_forward(self):
        start = next(i for i, l in enumerate(self.lines) if l.lstrip().startswith("def forward(self"))
        header = self.lines[start]
        self.inputs = [a.strip() for a in header[header.index("(") + 1:header.rindex(")")].split(",")][1:]
        known = set(self.inputs)
        for i in range(start + 1, len(self.lines)):
            text = self.lines[i]
            stripped = text.strip()
            if stripped.startswith("return"):
                self.output_refs = [r for r in IDENT_RE.findall(STRING_RE.sub("", stripped[6:]))
                                    if r in known]
                self.return_index = i
                break
            m = re.match(r"^(\s+)([A-Za-z_]\w*) = (.*)$", text)
            if not m or m.group(3).strip() == "None":
                continue
            parts = split_top(m.group(3), ";")
            node = Node(i, m.group(2), m.group(1), parts[0].strip(), ";".join(parts[1:]))
            node.refs = [r for r in IDENT_RE.findall(STRING_RE.sub("", node.expr)) if r in known]
            self.nodes.append(node)
            self.by_name[node.name] = node
            known.add(node.name)

    def _live(self):
        live, stack = set(), list(self.output_refs)
        while stack:
            name = stack.pop()
            if name in live:
                continue
            live.add(name)
            if name in self.by_name:
                stack.extend(self.by_name[name].refs)
        return live

    def _groups(self):
        """get_pg_config(): name -> (size, rank identity)."""
        self.pg_config, self.pg_config_index = None, None
        for i, line in enumerate(self.lines[:-1]):
            if line.startswith("def get_pg_config():"):
                m = re.match(r"^\s*return (\{.*\})\s*$", self.lines[i + 1])
                self.pg_config = literal(m.group(1)) if m else None
                self.pg_config_index = i + 1
        config = self.pg_config
        if not isinstance(config, dict):
            return {}
        groups = {}
        for name, pg in config.items():
            root, seen = name, set()
            while config.get(root, {}).get("same_ranks_as") and root not in seen:
                seen.add(root)
                root = config[root]["same_ranks_as"]
            ranks = config.get(root, {}).get("ranks")
            groups[name] = (pg.get("size"), ("ranks", tuple(ranks)) if ranks else ("group", root))
        return groups

    def load_arg_shapes(self):
        shapes = {}
        for line in self.lines:
            m = LOAD_ARG_RE.search(line)
            if m:
                shapes[m.group(2)] = tuple(int(d) for d in m.group(1).replace(" ", "").split(",") if d)
        return shapes

    def _shapes(self):
        shapes = self.load_arg_shapes()
        for n in self.nodes:
            try:
                shapes[n.name] = infer_shape(n, shapes)
            except (TypeError, ValueError, IndexError, ZeroDivisionError, KeyError):
                shapes[n.name] = None
        return shapes

    def shape(self, name):
        return self.shapes.get(name)

    def is_new(self, name, original):
        return name not in original.by_name


# --- best-effort shapes (only to keep mutants valid and honest) ----------------

SAME_SHAPE_OPS = {
    "prims.convert_element_type.default", "_c10d_functional.wait_tensor.default",
    "_c10d_functional.all_reduce.default", "aten.clone.default", "aten.neg.default",
    "aten.exp.default", "aten.rsqrt.default", "aten.sigmoid.default", "aten.reciprocal.default",
    "aten.silu.default", "aten.pow.Tensor_Scalar", "aten.add.Scalar", "aten.mul.Scalar",
    "aten.slice_scatter.default", "aten.contiguous.default", "aten._conj.default",
    "aten.lt.Scalar", "aten.ge.Scalar", "aten.eq.Scalar", "aten.bitwise_or.Tensor",
}
BROADCAST_OPS = {"aten.add.Tensor", "aten.mul.Tensor", "aten.sub.Tensor", "aten.div.Tensor"}


def _dim(d, rank):
    return d + rank if d < 0 else d


def _resolve_view(shape, sizes):
    numel = 1
    for d in shape:
        numel *= d
    known = 1
    for s in sizes:
        known *= s if s != -1 else 1
    return tuple(numel // known if s == -1 else s for s in sizes)


def _broadcast(shapes):
    rank = max(len(s) for s in shapes)
    out = []
    for i in range(rank):
        dims = {s[i - rank + len(s)] for s in shapes if i - rank + len(s) >= 0} - {1}
        if len(dims) > 1:
            return None
        out.append(dims.pop() if dims else 1)
    return tuple(out)


def infer_shape(n, shapes):
    """The shape of node n's value from its inputs' shapes, or None."""
    arg = lambda i: shapes.get(n.args[i]) if i < len(n.args) else None  # noqa: E731
    x, op = arg(0), n.op
    if n.getitem:
        tup = shapes.get(n.getitem[0])
        return tup[n.getitem[1]] if isinstance(tup, list) else None
    if op in SAME_SHAPE_OPS:
        return x
    if op in BROADCAST_OPS:
        known = [shapes.get(a) for a in n.args if a in shapes]
        return _broadcast(known) if known and all(known) else None
    if op in ("aten.view.default", "aten.reshape.default", "aten._unsafe_view.default"):
        sizes = literal(n.args[1])
        return tuple(sizes) if -1 not in sizes else (_resolve_view(x, sizes) if x else None)
    if op in ("aten.full.default", "aten.empty.memory_format"):
        sizes = literal(n.args[0])
        return tuple(sizes) if isinstance(sizes, list) else None
    if op == "aten.cat.default":
        return cat_shape(n, shapes)
    if x is None:
        return None
    if op in ("aten.mean.dim", "aten.sum.dim_IntList", "aten.amax.default"):
        dims = {_dim(d, len(x)) for d in literal(n.args[1])}
        keep = literal(n.args[2]) if len(n.args) > 2 else literal(n.kwargs.get("keepdim", "False"))
        return tuple(1 if i in dims else s for i, s in enumerate(x) if keep or i not in dims)
    if op == "aten.expand.default":
        return tuple(s if e == -1 else e for s, e in zip((1,) * (len(literal(n.args[1])) - len(x)) + x,
                                                         literal(n.args[1])))
    if op == "aten.squeeze.dim":
        d = _dim(n.int_arg(1), len(x))
        return x[:d] + x[d + 1:] if x[d] == 1 else x
    if op == "aten.select.int":
        d = _dim(n.int_arg(1), len(x))
        return x[:d] + x[d + 1:]
    if op == "aten.view_as_complex.default":
        return x[:-1]
    if op == "aten.view_as_real.default":
        return x + (2,)
    if op == "aten.embedding.default":
        ids = arg(1)
        return ids + x[1:] if ids else None
    if op == "aten.bmm.default":
        y = arg(1)
        return (x[0], x[1], y[2]) if y and x[2] == y[1] else None
    if op == "aten.transpose.int":
        d, e = _dim(n.int_arg(1), len(x)), _dim(n.int_arg(2), len(x))
        out = list(x)
        out[d], out[e] = x[e], x[d]
        return tuple(out)
    if op.startswith("aten._scaled_dot_product_") and op.endswith("attention.default"):
        v = arg(2)
        return [x[:-1] + v[-1:]] if v else None
    if op == "aten.permute.default":
        return tuple(x[d] for d in literal(n.args[1]))
    if op == "aten.t.default":
        return tuple(reversed(x))
    if op == "aten.unsqueeze.default":
        d = _dim(n.int_arg(1), len(x) + 1)
        return x[:d] + (1,) + x[d:]
    if op == "aten.slice.Tensor":
        d = _dim(n.int_arg(1, 0), len(x))
        start, end = n.int_arg(2, 0), n.int_arg(3, x[d])
        start, end = (s + x[d] if s < 0 else s for s in (start, end))
        start, end = max(0, min(start, x[d])), max(0, min(end, x[d]))
        return x[:d] + (max(0, end - start),) + x[d + 1:]
    if op == "aten.constant_pad_nd.default":
        pad, out = literal(n.args[1]), list(x)
        for i in range(len(pad) // 2):
            out[len(x) - 1 - i] += pad[2 * i] + pad[2 * i + 1]
        return tuple(out)
    if op == "aten.split.Tensor":
        size, d = n.int_arg(1), _dim(n.int_arg(2, 0), len(x))
        return [x[:d] + (min(size, x[d] - s),) + x[d + 1:] for s in range(0, x[d], size)]
    if op == "aten.split_with_sizes.default":
        d = _dim(n.int_arg(2, 0), len(x))
        return [x[:d] + (s,) + x[d + 1:] for s in literal(n.args[1])]
    if op == "_c10d_functional.all_gather_into_tensor.default":
        return (x[0] * n.int_arg(1),) + x[1:]
    if op == "_c10d_functional.reduce_scatter_tensor.default":
        return (x[0] // n.int_arg(2),) + x[1:]
    if op == "aten.mm.default":
        y = arg(1)
        return (x[0], y[1]) if y and x[1] == y[0] else None
    return None


def cat_shape(n, shapes):
    parts = [shapes.get(p) for p in cat_operands(n)]
    if not parts or not all(parts):
        return None
    d = _dim(n.int_arg(1, 0), len(parts[0]))
    return parts[0][:d] + (sum(p[d] for p in parts),) + parts[0][d + 1:]


def cat_operands(n):
    inner = n.args[0].strip()
    if not (inner.startswith("[") and inner.endswith("]")):
        return []
    return [p.strip() for p in split_top(inner[1:-1], ",") if p.strip()]


# --- mutations --------------------------------------------------------------

class Mutation:
    def __init__(self, kind, node, new_expr, why, extra_edits=None, inserts=None):
        self.kind = kind
        self.node = node            # the mutated Node
        self.new_expr = new_expr
        self.why = why              # one line: the edit and why the values change
        self.extra_edits = extra_edits or {}   # line index -> new line text
        self.inserts = inserts or []           # lines inserted before node's line

    def apply(self, graph):
        lines = list(graph.lines)
        for index, text in self.extra_edits.items():
            lines[index] = text
        lines[self.node.index] = self.node.line(self.new_expr)
        if self.inserts:
            lines[self.node.index:self.node.index] = self.inserts
        return "\n".join(lines)

    def describe(self, graph):
        edit = f"{self.node.expr}  ->  {self.new_expr}" if self.new_expr != self.node.expr else "(unchanged)"
        text = (f"{os.path.basename(graph.path)}:{self.node.index + 1}: '{self.node.name}': "
                f"{edit}   ({self.why})")
        for index, line in sorted(self.extra_edits.items()):
            text += f"\n    and line {index + 1}: {graph.lines[index].strip()}  ->  {line.strip()}"
        return text


CONSTANT_OPS = {"aten.full.default", "aten.zeros.default", "aten.ones.default",
                "aten.empty.memory_format", "aten.new_zeros.default", "aten.expand.default",
                "aten.scalar_tensor.default"}


def producer_op(graph, name):
    node = graph.by_name.get(name)
    return node.op if node else None


def slices_by_source(graph):
    """(source, dim) -> live slice nodes with int bounds, sorted by line."""
    groups = collections.defaultdict(list)
    for n in graph.nodes:
        if n.op != "aten.slice.Tensor" or n.name not in graph.live or len(n.args) != 4:
            continue
        src = graph.shape(n.args[0])
        d, a, b = n.int_arg(1), n.int_arg(2), n.int_arg(3)
        if None in (d, a, b) or producer_op(graph, n.args[0]) in CONSTANT_OPS:
            continue
        if src is not None:
            d = _dim(d, len(src))
            if 0 <= a < b <= src[d]:
                groups[(n.args[0], d)].append(n)
        elif 0 <= d and 0 <= a < b < 2**62:
            groups[(n.args[0], d)].append(n)
    return groups


def dim_size(graph, src, d, siblings):
    """The size of dim d of src: its shape, else a lower bound from the slices that read it."""
    shape = graph.shape(src)
    return shape[d] if shape is not None else max(m.int_arg(3) for m in siblings)


def mutate_slice_off_by_one(graph, original):
    """A member's window shifted by one element: same length, in bounds."""
    out = []
    for (src, d), nodes in slices_by_source(graph).items():
        size = dim_size(graph, src, d, nodes)
        for n in nodes:
            a, b = n.int_arg(2), n.int_arg(3)
            if not graph.is_new(n.name, original) or size < 2:
                continue
            shift = -1 if a >= 1 else (1 if b + 1 <= size else 0)
            if shift == 0:
                continue
            args = n.args[:2] + [str(a + shift), str(b + shift)]
            out.append(Mutation("slice_off_by_one", n, n.call(args),
                                f"window [{a}, {b}) of dim {d} (size {size}) read {shift:+d}"))
    return out


def mutate_scatter_off_by_one(graph, original):
    """A copy-in/copy-out write into the flat buffer placed one element off."""
    out = []
    for n in graph.nodes:
        if n.op != "aten.slice_scatter.default" or n.name not in graph.live or len(n.args) != 5:
            continue
        buf, d, a, b = graph.shape(n.args[0]), n.int_arg(2), n.int_arg(3), n.int_arg(4)
        if buf is None or None in (d, a, b) or not graph.is_new(n.name, original):
            continue
        size = buf[_dim(d, len(buf))]
        shift = -1 if a >= 1 else (1 if b + 1 <= size else 0)
        if shift and 0 <= a < b <= size:
            args = n.args[:3] + [str(a + shift), str(b + shift)]
            out.append(Mutation("scatter_off_by_one", n, n.call(args),
                                f"member written at [{a + shift}, {b + shift}) instead of [{a}, {b})"))
    return out


def mutate_member_slices_swapped(graph, original):
    """Two equal-length windows of one buffer read in each other's place."""
    out = []
    for (src, d), nodes in slices_by_source(graph).items():
        nodes = [n for n in nodes if graph.is_new(n.name, original)]
        for i, n in enumerate(nodes):
            partner = next((m for m in nodes[i + 1:]
                            if m.int_arg(3) - m.int_arg(2) == n.int_arg(3) - n.int_arg(2)
                            and m.int_arg(2) != n.int_arg(2)), None)
            if partner is None:
                continue
            edit = {partner.index: partner.line(partner.call(partner.args[:2] + n.args[2:4]))}
            out.append(Mutation("member_slices_swapped", n, n.call(n.args[:2] + partner.args[2:4]),
                                f"swapped with '{partner.name}' (line {partner.index + 1})", edit))
    return out


def split_pieces(graph):
    """split node name -> {piece index: getitem node} (live getitems only)."""
    pieces = collections.defaultdict(dict)
    for n in graph.nodes:
        if n.getitem and n.name in graph.live:
            src = graph.by_name.get(n.getitem[0])
            if src and src.op in ("aten.split.Tensor", "aten.split_with_sizes.default"):
                pieces[src.name][n.getitem[1]] = n
    return pieces


def mutate_split_pieces_swapped(graph, original):
    """Two pieces of one split (chunks or rank blocks) taken in each other's place."""
    out = []
    for split, by_index in sorted(split_pieces(graph).items()):
        shapes = graph.shape(split)
        if not isinstance(shapes, list):
            continue
        indices = sorted(by_index)
        for i, j in zip(indices, indices[1:]):
            n, m = by_index[i], by_index[j]
            if shapes[i] != shapes[j] or not (graph.is_new(n.name, original) or graph.is_new(m.name, original)):
                continue
            edit = {m.index: m.line(f"{split}[{i}]")}
            out.append(Mutation("split_pieces_swapped", n, f"{split}[{j}]",
                                f"pieces {i} and {j} of '{split}' swapped", edit))
    return out


def mutate_split_size_changed(graph, original):
    """A split's piece size changed by one (split.Tensor, split_with_sizes)."""
    out = []
    for n in graph.nodes:
        if n.name not in graph.live or not graph.is_new(n.name, original):
            continue
        if n.op == "aten.split.Tensor" and n.int_arg(1) and n.int_arg(1) > 1:
            args = [n.args[0], str(n.int_arg(1) - 1)] + n.args[2:]
            out.append(Mutation("split_size_changed", n, n.call(args),
                                f"pieces of {n.int_arg(1) - 1} instead of {n.int_arg(1)}"))
        elif n.op == "aten.split_with_sizes.default":
            sizes = literal(n.args[1])
            if isinstance(sizes, list) and len(sizes) >= 2 and sizes[0] > 1:
                new = [sizes[0] - 1, sizes[1] + 1] + sizes[2:]
                out.append(Mutation("split_size_changed", n, n.call([n.args[0], str(new)] + n.args[2:]),
                                    f"sizes {new} instead of {sizes}"))
    return out


def mutate_reduce_op(graph, original):
    """'sum' <-> 'avg' in a reduce_scatter or all_reduce (group size > 1)."""
    out = []
    for n in graph.nodes:
        if n.name not in graph.live:
            continue
        if n.op == "_c10d_functional.reduce_scatter_tensor.default":
            pos, size = 1, n.int_arg(2)
        elif n.op == "_c10d_functional.all_reduce.default":
            pos, size = 1, graph.groups.get(literal(n.args[2]), (None,))[0]
        else:
            continue
        op = literal(n.args[pos])
        if op in ("sum", "avg") and size and size > 1:
            new_op = "avg" if op == "sum" else "sum"
            args = list(n.args)
            args[pos] = f"'{new_op}'"
            out.append(Mutation("reduce_op_swapped", n, n.call(args),
                                f"'{op}' -> '{new_op}' on a group of {size}: values scale by {size}"))
    return out


def mutate_cat_operands_swapped(graph, original):
    """Two operands of a cat (chunk or rank-block order) swapped."""
    out = []
    for n in graph.nodes:
        if n.op != "aten.cat.default" or n.name not in graph.live or not graph.is_new(n.name, original):
            continue
        ops = cat_operands(n)
        if len(ops) < 2 or any(producer_op(graph, o) in CONSTANT_OPS for o in ops):
            continue
        rng = random.Random(f"{SEED}:{n.name}")
        i, j = sorted(rng.sample(range(len(ops)), 2))
        if ops[i] == ops[j]:
            continue
        swapped = list(ops)
        swapped[i], swapped[j] = ops[j], ops[i]
        args = ["[" + ", ".join(swapped) + "]"] + n.args[1:]
        out.append(Mutation("cat_operands_swapped", n, n.call(args),
                            f"operands {i} ('{ops[i]}') and {j} ('{ops[j]}') swapped"))
    return out


VIEW_OPS = {"aten.view.default", "aten.reshape.default", "aten._unsafe_view.default"}


def mutate_cat_dim(graph, original):
    """A cat along the wrong dim, where the output's flat order changes."""
    out = []
    for n in graph.nodes:
        if n.op != "aten.cat.default" or n.name not in graph.live or not graph.is_new(n.name, original):
            continue
        parts = [graph.shape(o) for o in cat_operands(n)]
        users = graph.users.get(n.name, [])
        if not users or any(u.op not in VIEW_OPS for u in users):
            continue  # only a view (any shape of the same numel) still fits the new shape
        if len(parts) < 2 or not all(parts) or len({len(p) for p in parts}) != 1:
            continue
        rank, d = len(parts[0]), _dim(n.int_arg(1, 0), len(parts[0]))
        for e in range(rank):
            if e == d or any(p[:d] + p[d + 1:] != parts[0][:d] + parts[0][d + 1:] for p in parts):
                continue
            lo, hi = min(d, e), max(d, e)
            between = 1
            for k in range(lo, hi):
                between *= parts[0][k]
            if between > 1 and all(p[e] == parts[0][e] for p in parts):
                # equal sizes along e too, so the output's numel (and a later view) still fits
                args = [n.args[0], str(e)]
                out.append(Mutation("cat_dim_changed", n, n.call(args),
                                    f"cat along dim {e} instead of {d} (operands {parts[0]})"))
                break
    return out


def mutate_mm_transposed(graph, original):
    """A square mm operand transposed (a permute inserted before the mm)."""
    out = []
    for n in graph.nodes:
        if n.op != "aten.mm.default" or n.name not in graph.live:
            continue
        for pos in (1, 0):
            s = graph.shape(n.args[pos])
            if s and len(s) == 2 and s[0] == s[1] and s[0] > 1:
                t = f"{n.name}_mut_t"
                insert = f"{n.indent}{t} = torch.ops.aten.permute.default({n.args[pos]}, [1, 0])"
                args = list(n.args)
                args[pos] = t
                out.append(Mutation("mm_operand_transposed", n, n.call(args),
                                    f"operand {pos} ({s[0]}x{s[1]}) transposed", inserts=[insert]))
                break
    return out


def mutate_mm_swapped(graph, original):
    """mm(A, B) -> mm(B, A) where both are n x n (AB != BA)."""
    out = []
    for n in graph.nodes:
        if n.op != "aten.mm.default" or n.name not in graph.live or n.args[0] == n.args[1]:
            continue
        a, b = graph.shape(n.args[0]), graph.shape(n.args[1])
        if a and a == b and len(a) == 2 and a[0] == a[1] and a[0] > 1:
            out.append(Mutation("mm_operands_swapped", n, n.call([n.args[1], n.args[0]]),
                                f"both operands {a[0]}x{a[1]}: A·B -> B·A"))
    return out


COLLECTIVE_GROUP_ARG = {"_c10d_functional.all_gather_into_tensor.default": 2,
                       "_c10d_functional.reduce_scatter_tensor.default": 3,
                       "_c10d_functional.all_reduce.default": 2,
                       "_c10d_functional.all_to_all_single.default": 3}


def mutate_wrong_group(graph, original):
    """A collective on another group of the same size with other ranks."""
    out = []
    for n in graph.nodes:
        pos = COLLECTIVE_GROUP_ARG.get(n.op)
        if pos is None or n.name not in graph.live or pos >= len(n.args):
            continue
        group = literal(n.args[pos])
        if group not in graph.groups:
            continue
        size, ranks = graph.groups[group]
        others = sorted(g for g, (s, r) in graph.groups.items() if s == size and r != ranks)
        if others and size > 1:
            args = list(n.args)
            args[pos] = f"'{others[0]}'"
            out.append(Mutation("wrong_group", n, n.call(args),
                                f"group '{group}' -> '{others[0]}' (size {size}, other ranks)"))
    return out


def collectives_on(graph, group):
    """Live collectives whose group argument is `group`, in line order."""
    return [n for n in graph.nodes if n.op in COLLECTIVE_GROUP_ARG and n.name in graph.live
            and COLLECTIVE_GROUP_ARG[n.op] < len(n.args)
            and literal(n.args[COLLECTIVE_GROUP_ARG[n.op]]) == group]


def mutate_group_table(graph, original):
    """get_pg_config: a group declared `same_ranks_as` a group of its size with other ranks."""
    out, config = [], graph.pg_config
    if not isinstance(config, dict):
        return out
    for name, pg in sorted(config.items()):
        if not pg.get("same_ranks_as"):
            continue
        size, ranks = graph.groups[name]
        others = sorted(g for g, (s, r) in graph.groups.items()
                        if s == size and r != ranks and not config[g].get("same_ranks_as"))
        users = collectives_on(graph, name)
        if not others or not users:
            continue
        new = {k: dict(v) for k, v in config.items()}
        new[name]["same_ranks_as"] = others[0]
        line = graph.lines[graph.pg_config_index]
        edit = {graph.pg_config_index: line[:line.index("return")] + "return " + repr(new)}
        out.append(Mutation("group_table_ranks_changed", users[0], users[0].expr,
                            f"'{name}' declared same_ranks_as '{others[0]}' instead of "
                            f"'{pg['same_ranks_as']}': its {len(users)} collectives run on other ranks", edit))
    return out


def mutate_all_to_all_splits(graph, original):
    """all_to_all_single: two input split sizes swapped (rows sent to the wrong peers)."""
    out = []
    for n in graph.nodes:
        if n.op != "_c10d_functional.all_to_all_single.default" or n.name not in graph.live:
            continue
        inner = n.args[2].strip()
        splits = [x.strip() for x in split_top(inner[1:-1], ",")] if inner.startswith("[") else []
        if len(splits) < 2:
            continue
        i, j = sorted(random.Random(f"{SEED}:{n.name}").sample(range(len(splits)), 2))
        if splits[i] == splits[j]:
            continue
        swapped = list(splits)
        swapped[i], swapped[j] = splits[j], splits[i]
        args = n.args[:2] + ["[" + ", ".join(swapped) + "]"] + n.args[3:]
        out.append(Mutation("all_to_all_splits_swapped", n, n.call(args),
                            f"input splits {i} ('{splits[i]}') and {j} ('{splits[j]}') swapped"))
    return out


CHUNK_NAME_RE = re.compile(r"^(.*_c?)(\d+)$")


def buffer_versions(graph, name):
    """name and the buffers it was written over (slice_scatter's first operand, transitively)."""
    out = [name]
    while graph.by_name.get(out[-1]) and graph.by_name[out[-1]].op == "aten.slice_scatter.default":
        out.append(graph.by_name[out[-1]].args[0])
    return out


def same_buffer(graph, a, b):
    """Two versions of one buffer: a window outside the later write reads the same values."""
    return a in buffer_versions(graph, b) or b in buffer_versions(graph, a)


def mutate_operand_crossed(graph, original):
    """A new node reads a same-shaped neighbour: chunk x_1 for x_0, member k+1 for k."""
    out = []
    for n in graph.nodes:
        if (not n.op or n.op == "aten.cat.default" or n.name not in graph.live
                or not graph.is_new(n.name, original)):
            continue
        for pos, a in enumerate(n.args):
            m = CHUNK_NAME_RE.match(a)
            if not m or a not in graph.by_name or graph.shape(a) is None:
                continue
            i = int(m.group(2))
            sibling = next((f"{m.group(1)}{j}" for j in (i + 1, i - 1)
                            if f"{m.group(1)}{j}" in graph.by_name
                            and graph.by_name[f"{m.group(1)}{j}"].index < n.index
                            and graph.shape(f"{m.group(1)}{j}") == graph.shape(a)), None)
            if (sibling is None or sibling in n.args or same_buffer(graph, a, sibling)
                    or CONSTANT_OPS & {producer_op(graph, a), producer_op(graph, sibling)}):
                continue  # two fills of one value (full_c0, full_c1) are the same values
            args = list(n.args)
            args[pos] = sibling
            out.append(Mutation("operand_crossed", n, n.call(args),
                                f"operand {pos} '{a}' -> '{sibling}' (same shape {graph.shape(a)})"))
            break
    return out


FILL_READERS = {"aten.index_put.default", "aten.index_put_.default", "aten.scatter_add.default",
                "aten.add.Tensor", "aten.mul.Tensor", "aten.where.self"}


def mutate_fill_value_changed(graph, original):
    """A new constant fill (a chunk's index_put destination) filled with value + 1."""
    out = []
    for n in graph.nodes:
        if (n.op != "aten.full.default" or n.name not in graph.live or not graph.is_new(n.name, original)
                or not any(u.op in FILL_READERS for u in graph.users.get(n.name, []))):
            continue
        value = literal(n.args[1]) if len(n.args) > 1 else None
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            args = [n.args[0], repr(value + 1)] + n.args[2:]
            out.append(Mutation("fill_value_changed", n, n.call(args),
                                f"filled with {value + 1} instead of {value}: rows no index writes differ"))
    return out


def mutate_copy_in_dropped(graph, original):
    """A bucket copy-in/copy-out write skipped: its next step reads the buffer before it."""
    out = []
    for n in graph.nodes:
        if n.op != "aten.slice_scatter.default" or n.name not in graph.live or not graph.is_new(n.name, original):
            continue
        users = graph.users.get(n.name, [])
        prev = n.args[0]
        if len(users) != 1 or len(graph.users.get(prev, [])) != 1:
            continue
        user = users[0]
        new_expr = re.sub(rf"\b{re.escape(n.name)}\b", prev, user.expr)
        # `prev` is freed in n's trailer; free it after the user instead
        trailer = re.sub(rf"\b{re.escape(prev)} = ", "", n.trailer)
        trailer = "" if trailer.strip() == "None" else trailer
        edits = {n.index: f"{n.indent}{n.name} = {n.expr}" + (f";{trailer}" if trailer else "")}
        out.append(Mutation("copy_in_dropped", user, new_expr,
                            f"write '{n.name}' ({n.args[1]} at [{n.args[3]}, {n.args[4]})) dropped",
                            edits))
    return out


KINDS = {
    "slice_off_by_one": mutate_slice_off_by_one,
    "scatter_off_by_one": mutate_scatter_off_by_one,
    "member_slices_swapped": mutate_member_slices_swapped,
    "split_pieces_swapped": mutate_split_pieces_swapped,
    "split_size_changed": mutate_split_size_changed,
    "reduce_op_swapped": mutate_reduce_op,
    "cat_operands_swapped": mutate_cat_operands_swapped,
    "cat_dim_changed": mutate_cat_dim,
    "mm_operand_transposed": mutate_mm_transposed,
    "mm_operands_swapped": mutate_mm_swapped,
    "wrong_group": mutate_wrong_group,
    "copy_in_dropped": mutate_copy_in_dropped,
    "operand_crossed": mutate_operand_crossed,
    "fill_value_changed": mutate_fill_value_changed,
    "group_table_ranks_changed": mutate_group_table,
    "all_to_all_splits_swapped": mutate_all_to_all_splits,
}


def choose(case, kind, candidates):
    """A fixed sample of the candidates, in line order."""
    quota = case.quota(kind)
    candidates = sorted(candidates, key=lambda m: (m.node.index, m.new_expr))
    if len(candidates) <= quota:
        return candidates
    picked = random.Random(f"{SEED}:{case.name}:{kind}").sample(range(len(candidates)), quota)
    return [candidates[i] for i in sorted(picked)]


# --- running collopt ----------------------------------------------------------

def run(cmd, timeout=VERIFY_TIMEOUT_S):
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr, time.monotonic() - start
    except subprocess.TimeoutExpired:
        return None, "", f"timed out after {timeout} s", time.monotonic() - start
    except OSError as e:  # a binary being relinked, a missing file
        return None, "", f"cannot run {cmd[0]}: {e}", time.monotonic() - start


def verify(binary, orig, opt):
    """('accepted'|'rejected'|'unloadable'|'error', verdict dict, message, seconds)."""
    rc, out, err, secs = run([binary, "verify", orig, opt, "--json"])
    verdict = None
    try:
        verdict = json.loads(out) if out.strip() else None
    except json.JSONDecodeError:
        pass
    if rc == 0 and verdict and verdict.get("equivalent") is True:
        return "accepted", verdict, "", secs
    if rc == 1 and verdict and verdict.get("equivalent") is False:
        return "rejected", verdict, "", secs
    if rc == 1 and verdict is None and re.search(r":\d+:\d+: error: ", err):
        return "unloadable", None, err.strip().splitlines()[0], secs
    return "error", verdict, f"exit {rc}: {(err or out).strip()[:400]}", secs


def located(verdict):
    """Whether a rejection says where: a reason, and a diverging node when the field is there."""
    if not verdict.get("reason"):
        return False
    return "diverging_node" not in verdict or bool(verdict["diverging_node"])


def make_case(case, binary, data, work):
    """Writes ORIG and OPT for a case; returns their paths."""
    if case.source:
        orig = os.path.join(data, "autoparallel_overlap", case.source)
    else:
        orig = os.path.join(work, f"{case.name}.orig.py")
        rc, out, err, _ = run([binary, "generate", *case.generate, "-o", orig])
        if rc != 0:
            raise RuntimeError(f"generate failed: {err.strip()}")
    opt = os.path.join(work, f"{case.name}.opt.py")
    args = [a.format(data=os.path.join(data, "autoparallel_overlap")) for a in case.optimize_args]
    rc, out, err, _ = run([binary, "optimize", orig, *args, "-o", opt])
    if rc != 0:
        raise RuntimeError(f"optimize failed (exit {rc}): {err.strip()[:400]}")
    return orig, opt


# --- the suite ----------------------------------------------------------------

class Tally:
    def __init__(self):
        self.passed, self.failed = 0, 0

    def check(self, ok, message):
        if ok:
            self.passed += 1
        else:
            self.failed += 1
            print(f"FAIL: {message}", flush=True)


class CaseResult:
    def __init__(self, case):
        self.case = case
        self.orig = self.opt = None
        self.error = None           # optimize or generate failed
        self.base = None            # verify(ORIG, OPT)
        self.has_rewrite = False
        self.graph = None
        self.mutants = []           # (Mutation, path, verify result), in plan order


def run_case(case, binary, data, work, lane):
    """Optimize, verify the output, then verify each mutant (on `lane`)."""
    result = CaseResult(case)
    try:
        result.orig, result.opt = make_case(case, binary, data, work)
    except RuntimeError as e:
        result.error = str(e)
        return result
    with open(result.opt, encoding="utf-8") as f:
        result.has_rewrite = re.search(case.expect, f.read()) is not None
    result.base = lane.submit(verify, binary, result.orig, result.opt).result()
    if result.base[0] != "accepted":
        return result
    graph, original = Graph(result.opt), Graph(result.orig)
    result.graph = graph
    plans = [m for kind, mutator in KINDS.items() for m in choose(case, kind, mutator(graph, original))]

    def one(i, m):
        path = os.path.join(work, f"{case.name}.mutant_{i:03d}_{m.kind}.py")
        with open(path, "w", encoding="utf-8") as f:
            f.write(m.apply(graph))
        return m, path, verify(binary, result.orig, path)

    futures = [lane.submit(one, i, m) for i, m in enumerate(plans)]
    result.mutants = [f.result() for f in futures]
    return result


def report_case(r, binary, keep, tally, counts):
    """Checks one case's results (in plan order) and adds them to `counts`."""
    case = r.case
    if r.error:
        tally.check(False, f"{case.name}: {r.error}")
        return
    status, verdict, message, secs = r.base
    print(f"optimized {case.name:30s} verify: {status:10s} {secs:6.2f} s, {len(r.mutants)} mutants", flush=True)
    tally.check(r.has_rewrite, f"{case.name}: the output has no /{case.expect}/ (the rewrite under test)")
    args = " ".join(a.format(data=os.path.dirname(r.orig)) for a in case.optimize_args)
    detail = message or (f"{verdict.get('reason')} at '{verdict.get('diverging_node')}' "
                         f"(line {verdict.get('diverging_line')})" if verdict else "")
    tally.check(status == "accepted",
                f"{case.name}: false alarm: verify rejects the optimize output: {detail}\n"
                f"  repro: {binary} optimize {r.orig} {args} -o OUT.py && {binary} verify {r.orig} OUT.py")
    for m, path, (status, verdict, message, secs) in r.mutants:
        counts["kind"][m.kind][status] += 1
        counts["case"][case.name][status] += 1
        counts["all"][status] += 1
        what = m.describe(r.graph)
        if status == "unloadable":
            continue
        if status == "rejected":
            tally.check(located(verdict), f"{case.name}: {m.kind}: rejected without a location: "
                                          f"{json.dumps(verdict)[:300]}\n  edit: {what}")
            counts["at_edit"] += verdict.get("diverging_node") in (m.node.name, f"{m.node.name}_mut_t")
            continue
        label = "FALSE ACCEPT" if status == "accepted" else "verify error"
        shown = path if keep else f"(rerun with --keep DIR) {os.path.basename(path)}"
        tally.check(False, f"{label}: {case.name}: {m.kind}: {message}\n  edit: {what}\n"
                           f"  repro: {binary} verify {r.orig} {shown} --json")


def print_summary(counts, seconds):
    columns = ("rejected", "accepted", "unloadable", "error")
    header = " ".join(f"{c:>10s}" for c in columns)
    print(f"\nmutants by kind                 {header}")
    for name in sorted(KINDS):
        c = counts["kind"][name]
        print(f"  {name:30s}" + " ".join(f"{c[k]:10d}" for k in columns))
    print(f"mutants by graph                {header}")
    for name, c in sorted(counts["case"].items()):
        print(f"  {name:30s}" + " ".join(f"{c[k]:10d}" for k in columns))
    a = counts["all"]
    print(f"loadable mutants: {loadable(a)} (rejected {a['rejected']}, accepted {a['accepted']}, "
          f"verify errors {a['error']}); refused by the loader: {a['unloadable']}; "
          f"diverging node = the edited node in {counts['at_edit']} of {a['rejected']}; {seconds:.1f} s")


def loadable(counter):
    return counter["rejected"] + counter["accepted"] + counter["error"]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--collopt", default=os.environ.get("COLLOPT_BINARY", "build/release/collopt"))
    parser.add_argument("--data", default=os.environ.get("COLLOPT_SHARED_DATA_DIR", "../shared/data"))
    parser.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)))
    parser.add_argument("--keep", help="write the graphs and mutants here (kept) instead of a temp dir")
    parser.add_argument("--cases", help="comma-separated case names (default: all)")
    options = parser.parse_args()
    cases = [c for c in CASES if not options.cases or c.name in options.cases.split(",")]
    start = time.monotonic()
    tally = Tally()
    counts = {"kind": collections.defaultdict(collections.Counter),
              "case": collections.defaultdict(collections.Counter),
              "all": collections.Counter(), "at_edit": 0}
    jobs = max(1, options.jobs)
    with tempfile.TemporaryDirectory(prefix="collopt_mutants_") as tmp:
        work = options.keep or tmp
        os.makedirs(work, exist_ok=True)
        # The slow case gets a lane of its own so it runs beside the many short verifies.
        with concurrent.futures.ThreadPoolExecutor(max(1, jobs - 1)) as fast, \
                concurrent.futures.ThreadPoolExecutor(1) as slow, \
                concurrent.futures.ThreadPoolExecutor(len(cases) or 1) as drivers:
            futures = [drivers.submit(run_case, c, options.collopt, options.data, work,
                                      slow if c.slow and jobs > 1 else fast) for c in cases]
            for future in futures:
                report_case(future.result(), options.collopt, options.keep, tally, counts)
    if not options.cases:
        n = loadable(counts["all"])
        tally.check(n >= MIN_MUTANTS, f"only {n} loadable mutants (want >= {MIN_MUTANTS})")
    print_summary(counts, time.monotonic() - start)
    print(f"{tally.passed} passed, {tally.failed} failed")
    return 0 if tally.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
