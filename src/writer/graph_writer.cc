// collopt/writer/graph_writer.cc — see graph_writer.h.
#include "writer/graph_writer.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <ostream>
#include <string>
#include <vector>

#include "fmt/format.h"
#include "fmt/ranges.h"
#include "support/parallel.h"

namespace collopt {
namespace {

constexpr std::string_view kBodyIndent = "        ";

std::string PythonFloat(double f) {
  if (std::isnan(f)) return "nan";
  if (std::isinf(f)) return f > 0 ? "inf" : "-inf";
  std::string s = fmt::format("{}", f);  // shortest round-trip, as Python's repr
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  return s;
}

std::string PythonString(const std::string& s) {
  std::string out = "'";
  for (char c : s) {
    if (c == '\\' || c == '\'') out += '\\';
    if (c == '\n') {
      out += "\\n";
      continue;
    }
    out += c;
  }
  return out + "'";
}

std::string Join(const Graph& graph, const RareVector<Argument>& items) {
  std::string out;
  for (size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += ", ";
    out += FormatArgument(graph, items[i]);
  }
  return out;
}

std::string FormatOperands(const Graph& graph, const Node& node) {
  static const std::map<std::string_view, std::string_view> kBinary = {
      {"operator.add", "+"},     {"operator.sub", "-"},       {"operator.mul", "*"},
      {"operator.truediv", "/"}, {"operator.floordiv", "//"}, {"operator.mod", "%"},
      {"operator.pow", "**"},    {"operator.eq", "=="},       {"operator.ne", "!="},
      {"operator.lt", "<"},      {"operator.gt", ">"},        {"operator.le", "<="},
      {"operator.ge", ">="},     {"operator.and_", "and"},    {"operator.or_", "or"}};
  if (auto it = kBinary.find(node.target); it != kBinary.end() && node.args.size() == 2) {
    return fmt::format("{} {} {}", FormatArgument(graph, node.args[0]), it->second,
                       FormatArgument(graph, node.args[1]));
  }
  if (node.target == "operator.getitem" && node.args.size() == 2) {
    return fmt::format("{}[{}]", FormatArgument(graph, node.args[0]),
                       FormatArgument(graph, node.args[1]));
  }
  if (node.target == "operator.neg" && node.args.size() == 1) {
    return fmt::format("-{}", FormatArgument(graph, node.args[0]));
  }
  if (node.target == "operator.not_" && node.args.size() == 1) {
    return fmt::format("not {}", FormatArgument(graph, node.args[0]));
  }
  std::string callee = node.target;
  if (callee.rfind("torch.", 0) != 0 && callee.rfind("math.", 0) != 0 &&
      callee.rfind("operator.", 0) != 0) {
    callee = "torch.ops." + callee;
  }
  std::string out = callee + "(" + Join(graph, node.args);
  for (size_t i = 0; i < node.kwargs.size(); ++i) {
    if (i > 0 || !node.args.empty()) out += ", ";
    out += node.kwarg_names[i] + " = " + FormatArgument(graph, node.kwargs[i]);
  }
  return out + ")";
}

// The nodes whose last use is each node (never graph outputs), in definition
// order: node i's are ids[begin[i] .. begin[i + 1]) (flat, so that a 10^6-node
// graph's list costs two arrays, not a vector and name copies per node).
struct DeadAfter {
  std::vector<int64_t> begin;  // N + 1 entries
  std::vector<NodeId> ids;
};

DeadAfter FindDeadAfter(const Graph& graph) {
  std::vector<NodeId> last(graph.size(), kNoNode);
  for (const Node& node : graph.nodes()) {
    if (node.op == NodeOp::kOutput) continue;
    auto use = [&](NodeId input) { last[static_cast<size_t>(input)] = node.id; };
    ForEachInput(node, use);
  }
  if (graph.output() != kNoNode) {
    for (const Argument& a : graph.node(graph.output()).args) {
      ForEachNodeRef(a, [&](NodeId id) { last[static_cast<size_t>(id)] = kNoNode; });
    }
  }
  DeadAfter dead;
  dead.begin.assign(graph.size() + 1, 0);
  for (NodeId user : last) {
    if (user != kNoNode) ++dead.begin[static_cast<size_t>(user) + 1];
  }
  for (size_t i = 0; i < graph.size(); ++i) dead.begin[i + 1] += dead.begin[i];
  dead.ids.resize(static_cast<size_t>(dead.begin.back()));
  std::vector<int64_t> fill(dead.begin.begin(), dead.begin.end() - 1);
  for (size_t id = 0; id < last.size(); ++id) {
    if (last[id] != kNoNode) {
      dead.ids[static_cast<size_t>(fill[static_cast<size_t>(last[id])]++)] =
          static_cast<NodeId>(id);
    }
  }
  return dead;
}

// Appends the statements of nodes [begin, end) to `out`; `comment` is the
// provenance comment in force before `begin` (annotate only).
void WriteNodes(const Graph& graph, bool annotate, const DeadAfter& dead, size_t begin, size_t end,
                std::string comment, std::string& out) {
  for (size_t i = begin; i < end; ++i) {
    const Node& node = graph.node(static_cast<NodeId>(i));
    if (node.op == NodeOp::kPlaceholder) continue;
    if (node.op == NodeOp::kOutput) {
      out += fmt::format("{}return {}\n", kBodyIndent, FormatArgument(graph, node.args[0]));
      continue;
    }
    if (annotate && SourceComment(node) != comment) {
      comment = SourceComment(node);
      if (!comment.empty()) {
        out += "\n";
        for (size_t p = 0; p < comment.size();) {
          size_t nl = comment.find('\n', p);
          if (nl == std::string::npos) nl = comment.size();
          out += fmt::format("{} # {}\n", kBodyIndent, comment.substr(p, nl - p));
          p = nl + 1;
        }
      }
    }
    std::string lhs = node.name;
    std::string annotation = annotate ? FormatAnnotation(StatedValue(node)) : "";
    if (!annotation.empty()) lhs += ": \"" + annotation + "\"";
    std::string rhs =
        node.op == NodeOp::kGetAttr ? "self." + node.target.str() : FormatOperands(graph, node);
    out += fmt::format("{}{} = {}", kBodyIndent, lhs, rhs);
    const auto first = static_cast<size_t>(dead.begin[static_cast<size_t>(node.id)]);
    const auto last = static_cast<size_t>(dead.begin[static_cast<size_t>(node.id) + 1]);
    if (first != last) {
      out += ";  ";
      for (size_t d = first; d < last; ++d) {
        out += graph.node(dead.ids[d]).name;
        out += " = ";
      }
      out += "None";
    }
    out += "\n";
  }
}

// Formats slice `k` of `slices` equal runs of the body's nodes into `text`
// (the same text as the whole body's there: the slice starts with the
// provenance comment the nodes before it left in force).
void WriteSlice(const Graph& graph, bool annotate, const DeadAfter& dead, size_t k, size_t slices,
                std::string& text) {
  const size_t n = graph.size();
  const size_t begin = n * k / slices;
  std::string comment;
  for (size_t i = begin; annotate && i-- > 0;) {
    const Node& before = graph.node(static_cast<NodeId>(i));
    if (before.op == NodeOp::kPlaceholder || before.op == NodeOp::kOutput) continue;
    comment = SourceComment(before);
    break;
  }
  WriteNodes(graph, annotate, dead, begin, n * (k + 1) / slices, std::move(comment), text);
}

// The number of slices of a body of `n` nodes: one per thread where each has
// at least `min_slice` nodes, and more where a slice would exceed
// `max_slice` nodes (0: no bound).
size_t SliceCount(size_t n, size_t threads, size_t min_slice, size_t max_slice) {
  size_t slices =
      std::clamp<size_t>(n / std::max<size_t>(min_slice, 1), 1, std::max<size_t>(threads, 1));
  if (max_slice > 0) slices = std::max(slices, (n + max_slice - 1) / max_slice);
  return slices;
}

// Appends the body's statements to `out`, formatted in consecutive slices
// side by side on up to `threads` threads (WriteSlice), each of at least
// `min_slice` nodes.
void WriteBody(const Graph& graph, bool annotate, std::string& out, size_t threads = 1,
               size_t min_slice = 1) {
  const DeadAfter dead = FindDeadAfter(graph);
  const size_t n = graph.size();
  const size_t slices = SliceCount(n, threads, min_slice, 0);
  if (slices == 1) {
    WriteNodes(graph, annotate, dead, 0, n, "", out);
    return;
  }
  std::vector<std::string> text(slices);
  ParallelFor(slices, slices,
              [&](size_t k) { WriteSlice(graph, annotate, dead, k, slices, text[k]); });
  // One allocation of the whole text, each slice freed once copied: at 10^6
  // nodes the text is about 100 MB.
  size_t total = out.size();
  for (const std::string& t : text) total += t.size();
  out.reserve(total);
  for (std::string& t : text) {
    out += t;
    std::string().swap(t);
  }
}

// Streams the body's statements to `out`: slices of at most `max_slice`
// nodes, `threads` of them formatted side by side at a time, each written
// before the next are formatted (graph_writer.h). Without its last newline
// when `drop_last_newline` (a repro's body range ends before it).
void StreamBody(const Graph& graph, bool annotate, std::ostream& out, size_t threads,
                size_t min_slice, size_t max_slice, bool drop_last_newline) {
  const DeadAfter dead = FindDeadAfter(graph);
  threads = std::max<size_t>(threads, 1);
  const size_t slices = SliceCount(graph.size(), threads, min_slice, max_slice);
  bool newline_held = false;  // the last text written ended with a newline, held back
  std::vector<std::string> text(std::min(threads, slices));
  for (size_t first = 0; first < slices; first += text.size()) {
    const size_t count = std::min(text.size(), slices - first);
    ParallelFor(count, count, [&](size_t j) {
      text[j].clear();
      WriteSlice(graph, annotate, dead, first + j, slices, text[j]);
    });
    for (size_t j = 0; j < count; ++j) {
      std::string& t = text[j];
      if (t.empty()) continue;
      if (newline_held) out.put('\n');
      newline_held = t.back() == '\n';
      out.write(t.data(), static_cast<std::streamsize>(t.size() - (newline_held ? 1 : 0)));
    }
  }
  if (newline_held && !drop_last_newline) out.put('\n');
}

// Appends the module's class line, its nested modules and its forward line to
// `out`.
void WriteReadableHead(const Graph& graph, const std::string& indent, std::string& out,
                       size_t min_slice);

// Appends the module (its class line, nested modules, forward) to `out`.
void WriteReadable(const Graph& graph, const std::string& indent, std::string& out, size_t threads,
                   size_t min_slice) {
  WriteReadableHead(graph, indent, out, min_slice);
  if (indent.empty()) {
    WriteBody(graph, /*annotate=*/true, out, threads, min_slice);
  } else {  // a nested module: each line shifted
    std::string body;
    WriteBody(graph, /*annotate=*/true, body);
    for (size_t p = 0; p < body.size();) {
      size_t nl = body.find('\n', p);
      std::string_view line(body.data() + p, nl - p);
      if (!line.empty()) out += indent;
      out += line;
      out += '\n';
      p = nl + 1;
    }
  }
  out += "\n";
}

void WriteReadableHead(const Graph& graph, const std::string& indent, std::string& out,
                       size_t min_slice) {
  out += fmt::format("{}class {}(torch.nn.Module):\n", indent, graph.name);
  for (const auto& [name, sub] : graph.subgraphs) {
    if (sub != nullptr) WriteReadable(*sub, indent + "    ", out, 1, min_slice);
  }
  std::string params = "self";
  for (const Node& node : graph.nodes()) {
    if (node.op != NodeOp::kPlaceholder) continue;
    std::string annotation = FormatAnnotation(StatedValue(node));
    params += ", " + node.name;
    if (!annotation.empty()) params += ": \"" + annotation + "\"";
  }
  out += fmt::format("{}    def forward({}):\n", indent, params);
}

std::string WritePgConfig(const Graph& graph) {
  std::string out = "def get_pg_config():\n    return {";
  bool first = true;
  for (const auto& [name, pg] : graph.process_groups) {
    out += fmt::format("{}{}: {{'size': {}, 'rank': {}", first ? "" : ", ", PythonString(name),
                       pg.size, pg.rank < 0 ? 0 : pg.rank);
    if (!pg.ranks.empty()) out += fmt::format(", 'ranks': [{}]", fmt::join(pg.ranks, ", "));
    if (!pg.desc.empty()) out += ", 'desc': " + PythonString(pg.desc);
    if (pg.high_priority) out += ", 'high_priority': True";
    if (!pg.same_ranks_as.empty()) out += ", 'same_ranks_as': " + PythonString(pg.same_ranks_as);
    out += "}";
    first = false;
  }
  return out + "}";
}

// The repro's text in [begin, end) with get_pg_config() written anew where
// it lies in that range.
std::string ReproText(const Graph& graph, size_t begin, size_t end) {
  const std::string& text = *graph.source_text;
  if (graph.pg_config_end == 0 || graph.pg_config_begin < begin || graph.pg_config_end > end) {
    return text.substr(begin, end - begin);
  }
  return text.substr(begin, graph.pg_config_begin - begin) + WritePgConfig(graph) +
         text.substr(graph.pg_config_end, end - graph.pg_config_end);
}

// A repro's text before its body.
std::string ReproHead(const Graph& graph) { return ReproText(graph, 0, graph.body_begin); }

// A repro's text after its body: the rest of the file, with get_pg_config()
// added at the end when the file had none.
std::string ReproTail(const Graph& graph) {
  std::string tail = ReproText(graph, graph.body_end, graph.source_text->size());
  if (graph.pg_config_end == 0) tail += "\n\n" + WritePgConfig(graph) + "\n";
  return tail;
}

std::string WriteRepro(const Graph& graph, size_t threads, size_t min_slice) {
  std::string body;
  WriteBody(graph, /*annotate=*/false, body, threads, min_slice);
  body.pop_back();  // the original body range ends before its newline
  return ReproHead(graph) + body + ReproTail(graph);
}

// Whether `graph` is written as a repro: its file's own text around a new
// body (else as a print_readable dump).
bool IsRepro(const Graph& graph) {
  return graph.format == GraphFormat::kRepro && graph.source_text != nullptr && graph.body_end > 0;
}

// Whether a readable dump ends with the process-group table: when the table
// says what the ops cannot (a group that copies another's ranks, rank lists),
// so `collopt verify` and a later optimize read the same groups back.
bool NeedsPgTable(const Graph& graph) {
  return std::any_of(graph.process_groups.begin(), graph.process_groups.end(),
                     [](const auto& entry) {
                       const ProcessGroup& pg = entry.second;
                       return !pg.same_ranks_as.empty() || !pg.ranks.empty() || !pg.desc.empty() ||
                              pg.high_priority;
                     });
}

}  // namespace

std::string FormatArgument(const Graph& graph, const Argument& arg) {
  switch (arg.kind) {
    case Argument::Kind::kNone:
      return "None";
    case Argument::Kind::kBool:
      return arg.i != 0 ? "True" : "False";
    case Argument::Kind::kInt:
      return std::to_string(arg.i);
    case Argument::Kind::kFloat:
      return PythonFloat(arg.f);
    case Argument::Kind::kString:
      return PythonString(arg.s);
    case Argument::Kind::kNode:
      return graph.node(arg.node).name;
    case Argument::Kind::kList:
      return fmt::format("[{}]", Join(graph, arg.items));
    case Argument::Kind::kTuple:
      return fmt::format("({}{})", Join(graph, arg.items), arg.items.size() == 1 ? "," : "");
    case Argument::Kind::kDict: {
      std::string out = "{";
      for (size_t i = 0; i < arg.items.size(); ++i) {
        out += fmt::format("{}{}: {}", i ? ", " : "", PythonString(arg.keys[i]),
                           FormatArgument(graph, arg.items[i]));
      }
      return out + "}";
    }
    case Argument::Kind::kDType:
      return fmt::format("torch.{}", TorchName(arg.dtype));
    case Argument::Kind::kDevice:
      return arg.i < 0 ? fmt::format("device(type={})", PythonString(arg.s.str()))
                       : fmt::format("device(type={}, index={})", PythonString(arg.s.str()), arg.i);
    case Argument::Kind::kLayout:
    case Argument::Kind::kMemoryFormat:
      return fmt::format("torch.{}", arg.s);
    case Argument::Kind::kOpRef:
      return fmt::format("torch.ops.{}", arg.s);
  }
  return "None";
}

std::string FormatAnnotation(const Value& value) {
  switch (value.kind) {
    case Value::Kind::kTensor: {
      const TensorType& t = value.tensor;
      std::string out = t.ToString();
      if (!t.strides.empty()) out += fmt::format("[{}]", fmt::join(t.strides, ", "));
      if (t.device != Device{}) out += t.device.ToString();
      return out;
    }
    case Value::Kind::kSymInt:  // "Sym(16*)": symbolic, hint 16 (frontend/symbolic_sizes.h)
      return fmt::format("Sym({}{})", value.sym.hint, value.sym.symbolic ? "*" : "");
    default:
      return "";
  }
}

std::string WriteGraph(const Graph& graph, size_t threads, size_t min_slice_nodes) {
  if (IsRepro(graph)) return WriteRepro(graph, threads, min_slice_nodes);
  std::string out;
  WriteReadable(graph, "", out, threads, min_slice_nodes);
  if (NeedsPgTable(graph)) {
    out += '\n';
    out += WritePgConfig(graph);
    out += '\n';
  }
  return out;
}

void WriteGraph(const Graph& graph, std::ostream& out, size_t threads, size_t min_slice_nodes,
                size_t max_slice_nodes) {
  if (IsRepro(graph)) {
    out << ReproHead(graph);
    StreamBody(graph, /*annotate=*/false, out, threads, min_slice_nodes, max_slice_nodes,
               /*drop_last_newline=*/true);
    out << ReproTail(graph);
    return;
  }
  std::string head;
  WriteReadableHead(graph, "", head, min_slice_nodes);
  out << head;
  StreamBody(graph, /*annotate=*/true, out, threads, min_slice_nodes, max_slice_nodes,
             /*drop_last_newline=*/false);
  out << '\n';
  if (NeedsPgTable(graph)) out << '\n' << WritePgConfig(graph) << '\n';
}

}  // namespace collopt
