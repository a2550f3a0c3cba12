// collopt/frontend/repro_parser.cc — see repro_parser.h.
#include "frontend/repro_parser.h"

#include <limits>
#include <map>

#include "fmt/format.h"
#include "frontend/fx_body.h"
#include "frontend/logical_lines.h"
#include "frontend/module_blocks.h"
#include "frontend/py_expr.h"
#include "support/strings.h"

namespace collopt {
namespace {

// Parses the expression of the first `return` statement in a helper function.
absl::StatusOr<PyExpr> HelperReturn(const SourceFile& file, const std::vector<LogicalLine>& lines,
                                    size_t header) {
  size_t end = BlockEnd(lines, header);
  for (size_t i = header + 1; i < end; ++i) {
    if (lines[i].is_blank || lines[i].is_comment) continue;
    std::string_view text = LineText(file, lines[i]);
    if (!StartsWith(text, "return")) continue;
    auto tokens = TokenizePython(file, lines[i].begin + 6, lines[i].end);
    if (!tokens.ok()) return tokens.status();
    PyParser parser(file, *tokens);
    auto expr = parser.ParseExpression();
    if (!expr.ok()) return expr;
    if (parser.Peek(",")) {  // a bare tuple: `return 2, 4`
      PyExpr tuple;
      tuple.kind = PyExpr::Kind::kTuple;
      tuple.offset = expr->offset;
      tuple.items.push_back(std::move(*expr));
      while (parser.Accept(",") && !parser.AtEnd()) {
        auto item = parser.ParseExpression();
        if (!item.ok()) return item;
        tuple.items.push_back(std::move(*item));
      }
      expr = std::move(tuple);
    }
    if (!parser.AtEnd()) return parser.ErrorExpected("end of line");
    return expr;
  }
  return file.ErrorAt(lines[header].begin, "expected a 'return' statement in this function");
}

absl::StatusOr<int64_t> ExpectInt(const SourceFile& file, const PyExpr& e, std::string_view what) {
  if (e.kind != PyExpr::Kind::kInt) return file.ErrorAt(e.offset, fmt::format("expected {}", what));
  return e.i;
}

absl::Status ReadPgConfig(const SourceFile& file, const PyExpr& dict, Graph& graph) {
  if (dict.kind != PyExpr::Kind::kDict) {
    return file.ErrorAt(dict.offset, "expected a dict {name: {'size': n, 'rank': r}}");
  }
  for (size_t i = 0; i + 1 < dict.items.size(); i += 2) {
    const PyExpr& key = dict.items[i];
    const PyExpr& value = dict.items[i + 1];
    if (key.kind != PyExpr::Kind::kString) {
      return file.ErrorAt(key.offset, "expected a process group name string");
    }
    if (value.kind != PyExpr::Kind::kDict) {
      return file.ErrorAt(value.offset, "expected {'size': n, 'rank': r}");
    }
    ProcessGroup pg;
    pg.name = key.text;
    for (size_t j = 0; j + 1 < value.items.size(); j += 2) {
      std::string_view field = value.items[j].text;
      if (field == "size" || field == "rank") {
        auto v = ExpectInt(file, value.items[j + 1], fmt::format("an integer '{}'", field));
        if (!v.ok()) return v.status();
        (field == "size" ? pg.size : pg.rank) = *v;
      } else if ((field == "desc" || field == "same_ranks_as") &&
                 value.items[j + 1].kind == PyExpr::Kind::kString) {
        (field == "desc" ? pg.desc : pg.same_ranks_as) = std::string(value.items[j + 1].text);
      } else if (field == "high_priority" && value.items[j + 1].kind == PyExpr::Kind::kBool) {
        pg.high_priority = value.items[j + 1].i != 0;
      } else if (field == "ranks" && value.items[j + 1].kind == PyExpr::Kind::kList) {
        for (const PyExpr& r : value.items[j + 1].items) {
          auto v = ExpectInt(file, r, "an integer rank");
          if (!v.ok()) return v.status();
          pg.ranks.push_back(*v);
        }
      }
    }
    if (pg.size <= 0) return file.ErrorAt(value.offset, "expected a positive 'size'");
    graph.process_groups[pg.name] = std::move(pg);
  }
  return absl::OkStatus();
}

// Keeps the input text the writer puts around a new body: all of it but
// `forward`'s body (at 10^6 nodes some 100 MB the graph would otherwise hold,
// a copy of the file's own, for as long as it lives). The body's range becomes
// empty where it was; get_pg_config()'s range moves with the text after it.
void KeepTextAroundBody(const SourceFile& file, Graph& graph) {
  const std::string& text = file.text();
  if (graph.body_end <= graph.body_begin) {
    graph.source_text = std::make_shared<const std::string>(text);
    return;
  }
  const size_t cut = graph.body_end - graph.body_begin;
  std::string kept;
  kept.reserve(text.size() - cut);
  kept.append(text, 0, graph.body_begin);
  kept.append(text, graph.body_end);
  auto moved = [&](size_t offset) { return offset >= graph.body_end ? offset - cut : offset; };
  graph.pg_config_begin = moved(graph.pg_config_begin);
  graph.pg_config_end = moved(graph.pg_config_end);
  graph.body_end = graph.body_begin;
  graph.source_text = std::make_shared<const std::string>(std::move(kept));
}

}  // namespace

absl::Status ReadGraphHelpers(const SourceFile& file, const std::vector<LogicalLine>& lines,
                              const std::map<std::string, size_t>& functions, Graph& graph) {
  if (auto it = functions.find("get_pg_config"); it != functions.end()) {
    graph.pg_config_begin = file.LineStart(lines[it->second].line);
    graph.pg_config_end = lines[BlockEnd(lines, it->second) - 1].end;
    auto expr = HelperReturn(file, lines, it->second);
    if (!expr.ok()) return expr.status();
    if (auto status = ReadPgConfig(file, *expr, graph); !status.ok()) return status;
  } else if (functions.count("get_mesh_sizes") && functions.count("get_pg_names")) {
    auto sizes = HelperReturn(file, lines, functions.at("get_mesh_sizes"));
    if (!sizes.ok()) return sizes.status();
    auto names = HelperReturn(file, lines, functions.at("get_pg_names"));
    if (!names.ok()) return names.status();
    if (names->items.size() != sizes->items.size()) {
      return file.ErrorAt(names->offset,
                          fmt::format("expected {} process group names (one per mesh size), got {}",
                                      sizes->items.size(), names->items.size()));
    }
    for (size_t i = 0; i < sizes->items.size(); ++i) {
      auto size = ExpectInt(file, sizes->items[i], "an integer mesh size");
      if (!size.ok()) return size.status();
      if (names->items[i].kind != PyExpr::Kind::kString) {
        return file.ErrorAt(names->items[i].offset, "expected a process group name string");
      }
      ProcessGroup pg;
      pg.name = names->items[i].text;
      pg.size = *size;
      graph.process_groups[pg.name] = std::move(pg);
    }
  }
  if (auto it = functions.find("get_colls_estimations_file"); it != functions.end()) {
    auto expr = HelperReturn(file, lines, it->second);
    if (!expr.ok()) return expr.status();
    if (expr->kind != PyExpr::Kind::kString) return file.ErrorAt(expr->offset, "expected a string");
    graph.colls_estimations_file = expr->text;
  }
  if (auto it = functions.find("get_colls_group_mapping"); it != functions.end()) {
    auto expr = HelperReturn(file, lines, it->second);
    if (!expr.ok()) return expr.status();
    if (expr->kind != PyExpr::Kind::kDict) return file.ErrorAt(expr->offset, "expected a dict");
    for (size_t i = 0; i + 1 < expr->items.size(); i += 2) {
      graph.colls_group_mapping[std::string(expr->items[i].text)] =
          std::string(expr->items[i + 1].text);
    }
  }
  return absl::OkStatus();
}

namespace {

// Evaluates an integer expression of load_args: literals, names bound earlier
// in load_args (`u8 = u9 = 512`), + - * // % and parentheses. A value that
// depends on a name is symbolic. A result outside int64 is a located error
// (it would wrap: 2^62 * 4 read as 0).
absl::StatusOr<SymInt> EvalInt(const SourceFile& file, const PyExpr& e,
                               const std::map<std::string, SymInt, std::less<>>& env) {
  switch (e.kind) {
    case PyExpr::Kind::kInt:
      return SymInt::Concrete(e.i);
    case PyExpr::Kind::kName: {
      auto it = env.find(e.text);
      if (it == env.end())
        return file.ErrorAt(e.offset, fmt::format("unknown reference '{}'", e.text));
      return it->second;
    }
    case PyExpr::Kind::kUnary:
      if (e.text == "-") {
        auto v = EvalInt(file, e.items[0], env);
        if (!v.ok()) return v;
        int64_t negated = 0;
        if (__builtin_sub_overflow(int64_t{0}, v->hint, &negated)) break;
        return SymInt{negated, v->symbolic};
      }
      return file.ErrorAt(e.offset, "expected an integer size expression");
    case PyExpr::Kind::kBinary: {
      auto a = EvalInt(file, e.items[0], env);
      if (!a.ok()) return a;
      auto b = EvalInt(file, e.items[1], env);
      if (!b.ok()) return b;
      const bool sym = a->symbolic || b->symbolic;
      int64_t out = 0;
      bool overflow = false;
      if (e.text == "+") {
        overflow = __builtin_add_overflow(a->hint, b->hint, &out);
      } else if (e.text == "-") {
        overflow = __builtin_sub_overflow(a->hint, b->hint, &out);
      } else if (e.text == "*") {
        overflow = __builtin_mul_overflow(a->hint, b->hint, &out);
      } else if (e.text == "//" || e.text == "%") {
        if (b->hint == 0) return file.ErrorAt(e.offset, "division by zero in a size expression");
        if (e.text == "//") {
          // INT64_MIN // -1 is the one quotient outside int64.
          overflow = b->hint == -1 && a->hint == std::numeric_limits<int64_t>::min();
          if (!overflow) out = FloorDiv(a->hint, b->hint);
        } else {
          // Python's modulo (the sign of the divisor), without the quotient.
          out = b->hint == -1 ? 0 : a->hint % b->hint;
          if (out != 0 && (out < 0) != (b->hint < 0)) out += b->hint;
        }
      } else {
        return file.ErrorAt(e.offset, "expected an integer size expression");
      }
      if (!overflow) return SymInt{out, sym};
      break;
    }
    default:
      return file.ErrorAt(e.offset, "expected an integer size expression");
  }
  return file.ErrorAt(e.offset,
                      "expected a size expression within int64, got one that "
                      "overflows it");
}

struct InputDecl {
  Value value;
  std::string comment_name;
  size_t offset = 0;
};

// Evaluates the reader.storage / reader.tensor / reader.symint calls of load_args.
absl::StatusOr<std::vector<InputDecl>> ReadLoadArgs(const SourceFile& file,
                                                    const std::vector<LogicalLine>& lines,
                                                    size_t header) {
  std::vector<InputDecl> inputs;
  std::map<std::string, int64_t, std::less<>> storages;  // name → bytes
  std::map<std::string, SymInt, std::less<>> env;        // symbols bound in load_args
  size_t end = BlockEnd(lines, header);
  for (size_t i = header + 1; i < end; ++i) {
    if (lines[i].is_blank || lines[i].is_comment) continue;
    // The input's name is in a trailing comment: `reader.tensor(...)  # primals_1`.
    std::string_view physical = file.Line(lines[i].line);
    std::string comment_name;
    if (size_t hash = physical.rfind("  # "); hash != std::string_view::npos) {
      comment_name = std::string(StripWhitespace(physical.substr(hash + 4)));
    }
    auto tokens = TokenizePython(file, lines[i].begin, lines[i].end);
    if (!tokens.ok()) return tokens.status();
    PyParser parser(file, *tokens);
    std::vector<std::string> assigned;  // `a = b = ... = expr`
    while (parser.PeekName() && !StartsWith(parser.Current().text, "reader.")) {
      PyToken name = parser.Current();
      parser.ExpectName().IgnoreError();
      if (!parser.Accept("=")) {
        return file.ErrorAt(name.offset, "expected 'name = ...' or a reader call in load_args");
      }
      assigned.emplace_back(name.text);
    }
    auto call = parser.ParseExpression();
    if (!call.ok()) return call.status();
    if (call->kind != PyExpr::Kind::kCall && !assigned.empty()) {
      auto v = EvalInt(file, *call, env);
      if (!v.ok()) return v.status();
      for (const std::string& name : assigned) env[name] = SymInt::Symbolic(v->hint);
      continue;
    }
    if (call->kind != PyExpr::Kind::kCall || call->items[0].kind != PyExpr::Kind::kName) continue;
    std::string_view fn = call->items[0].text;
    auto kwarg = [&](std::string_view name) -> const PyExpr* {
      for (size_t k = 0; k < call->kwargs.size(); ++k) {
        if (call->kwarg_names[k] == name) return &call->kwargs[k];
      }
      return nullptr;
    };
    if (fn == "reader.storage") {
      if (call->items.size() < 3) {
        return file.ErrorAt(call->offset, "expected reader.storage(hash, nbytes, ...)");
      }
      auto nbytes = EvalInt(file, call->items[2], env);
      if (!nbytes.ok()) return nbytes.status();
      if (assigned.size() != 1)
        return file.ErrorAt(call->offset, "expected 'bufN = reader.storage(...)'");
      storages[assigned[0]] = nbytes->hint;
    } else if (fn == "reader.tensor") {
      if (call->items.size() < 3) {
        return file.ErrorAt(call->offset, "expected reader.tensor(storage, shape, ...)");
      }
      const PyExpr& storage = call->items[1];
      auto it = storages.find(storage.text);
      if (storage.kind != PyExpr::Kind::kName || it == storages.end()) {
        return file.ErrorAt(storage.offset,
                            fmt::format("unknown reference '{}': expected a storage defined by "
                                        "reader.storage",
                                        storage.text));
      }
      TensorType type;
      type.dtype = DType::kFloat32;  // the repro reader's default
      if (const PyExpr* d = kwarg("dtype"); d != nullptr) {
        auto dtype = ParseTorchDType(StripPrefix(d->text, "torch."));
        if (!dtype.has_value()) {
          return file.ErrorAt(d->offset, fmt::format("unknown dtype '{}'", d->text));
        }
        type.dtype = *dtype;
      }
      const PyExpr& shape = call->items[2];
      if (shape.kind != PyExpr::Kind::kTuple && shape.kind != PyExpr::Kind::kList) {
        return file.ErrorAt(shape.offset, "expected a shape tuple");
      }
      for (const PyExpr& d : shape.items) {
        auto v = EvalInt(file, d, env);
        if (!v.ok()) return v.status();
        if (v->hint < 0) {
          return file.ErrorAt(d.offset, fmt::format("expected a size >= 0, got {}", v->hint));
        }
        type.shape.push_back(*v);
      }
      if (!CheckedBytes(type.shape, ItemSize(type.dtype)).has_value()) {
        return file.ErrorAt(shape.offset, fmt::format("expected a tensor of at most 2^50 bytes, "
                                                      "got {} (its size overflows or exceeds it)",
                                                      type.ToString()));
      }
      const PyExpr* stride = call->items.size() > 3 ? &call->items[3] : kwarg("stride");
      int64_t extent = type.numel() > 0 ? 1 : 0;
      if (stride != nullptr && stride->kind == PyExpr::Kind::kTuple) {
        if (stride->items.size() != type.shape.size()) {
          return file.ErrorAt(stride->offset, fmt::format("expected {} strides, got {}",
                                                          type.shape.size(), stride->items.size()));
        }
        for (size_t k = 0; k < stride->items.size(); ++k) {
          auto v = EvalInt(file, stride->items[k], env);
          if (!v.ok()) return v.status();
          type.strides.push_back(v->hint);
          int64_t span = 0;
          if (type.shape[k].hint > 0 &&
              (__builtin_mul_overflow(type.shape[k].hint - 1, v->hint, &span) ||
               __builtin_add_overflow(extent, span, &extent))) {
            return file.ErrorAt(stride->items[k].offset,
                                fmt::format("expected strides whose extent fits in int64, got "
                                            "stride {} for size {}",
                                            v->hint, type.shape[k].hint));
          }
        }
      } else {
        extent = type.numel();
      }
      int64_t storage_offset = 0;
      if (const PyExpr* o = kwarg("storage_offset"); o != nullptr) storage_offset = o->i;
      int64_t needed = 0;
      if (__builtin_add_overflow(extent, storage_offset, &needed) ||
          __builtin_mul_overflow(needed, ItemSize(type.dtype), &needed) || needed > it->second) {
        return file.ErrorAt(call->offset,
                            fmt::format("tensor {} needs {} bytes but its storage '{}' has {}",
                                        type.ToString(), needed, storage.text, it->second));
      }
      inputs.push_back({Value::Tensor(std::move(type)), comment_name, lines[i].begin});
    } else if (fn == "reader.symint") {
      if (call->items.size() < 2) return file.ErrorAt(call->offset, "expected reader.symint(hint)");
      auto hint = EvalInt(file, call->items[1], env);
      if (!hint.ok()) return hint.status();
      inputs.push_back({Value::Int(SymInt::Symbolic(hint->hint)), comment_name, lines[i].begin});
    } else if (fn == "reader.const" || fn == "reader.symfloat") {
      inputs.push_back({Value::Opaque(), comment_name, lines[i].begin});
    }
  }
  return inputs;
}

}  // namespace

absl::StatusOr<Graph> ParseRepro(const SourceFile& file, const SymbolHints& hints) {
  auto lines_or = SplitLogicalLines(file);
  if (!lines_or.ok()) return lines_or.status();
  const std::vector<LogicalLine>& lines = *lines_or;
  TopLevelBlocks blocks = FindTopLevelBlocks(file, lines);
  auto repro = blocks.classes.find("Repro");
  if (repro == blocks.classes.end()) {
    return file.Error({1, 1}, "expected 'class Repro(torch.nn.Module):' in a repro file");
  }
  Graph graph;
  graph.name = "Repro";
  graph.source_name = file.name();
  graph.format = GraphFormat::kRepro;
  auto status = ParseModuleClass(file, lines, repro->second, blocks, hints, graph);
  if (!status.ok()) return status;

  // Graph input types from load_args.
  auto load_args = blocks.functions.find("load_args");
  if (load_args == blocks.functions.end()) {
    return file.Error({file.line_count(), 1},
                      "expected 'def load_args(reader):' with the graph inputs, got end of file");
  }
  auto inputs = ReadLoadArgs(file, lines, load_args->second);
  if (!inputs.ok()) return inputs.status();
  size_t next = 0;
  for (Node& node : graph.mutable_nodes()) {
    if (node.op != NodeOp::kPlaceholder) continue;
    if (next >= inputs->size()) {
      return file.ErrorAt(lines[load_args->second].begin,
                          fmt::format("load_args declares {} inputs, but forward takes more "
                                      "(no input for '{}')",
                                      inputs->size(), node.name));
    }
    const InputDecl& input = (*inputs)[next++];
    if (!input.comment_name.empty() && input.comment_name != node.name) {
      return file.ErrorAt(input.offset,
                          fmt::format("expected the input for '{}', got one named '{}'", node.name,
                                      input.comment_name));
    }
    node.annotation = input.value;
  }
  if (next != inputs->size()) {
    return file.ErrorAt(
        (*inputs)[next].offset,
        fmt::format("load_args declares {} inputs, forward takes {}", inputs->size(), next));
  }
  if (auto s = ReadGraphHelpers(file, lines, blocks.functions, graph); !s.ok()) return s;
  KeepTextAroundBody(file, graph);
  return graph;
}

}  // namespace collopt
