// collopt/analysis/shape_corpus.cc — see shape_corpus.h.
#include "analysis/shape_corpus.h"

#include <optional>

#include "absl/container/flat_hash_map.h"
#include "analysis/shape_rule.h"
#include "fmt/format.h"
#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {
namespace {

using Json = nlohmann::json;

// A located error for line `line` of the corpus.
absl::Status LineError(std::string_view name, int64_t line, std::string_view message) {
  return absl::InvalidArgumentError(fmt::format("{}:{}: error: {}", name, line, message));
}

std::string JsonKind(const Json& j) {
  if (j.is_object() && !j.empty()) return fmt::format("an object with key '{}'", j.begin().key());
  return std::string(j.type_name());
}

absl::StatusOr<DType> ParseDType(const Json& j) {
  if (j.is_string()) {
    if (auto d = ParseTorchDType(j.get<std::string>()); d.has_value()) return *d;
    return absl::InvalidArgumentError(
        fmt::format("expected a dtype name, got '{}'", j.get<std::string>()));
  }
  return absl::InvalidArgumentError(fmt::format("expected a dtype name, got {}", JsonKind(j)));
}

absl::StatusOr<std::vector<int64_t>> ParseInts(const Json& j, std::string_view what) {
  if (!j.is_array()) {
    return absl::InvalidArgumentError(
        fmt::format("expected a list of ints for '{}', got {}", what, JsonKind(j)));
  }
  std::vector<int64_t> out;
  for (const Json& v : j) {
    if (!v.is_number_integer()) {
      return absl::InvalidArgumentError(
          fmt::format("expected an int in '{}', got {}", what, JsonKind(v)));
    }
    out.push_back(v.get<int64_t>());
  }
  return out;
}

// {"dtype": ..., "shape": [...], "stride": [...]} → a tensor type on `meta`.
absl::StatusOr<TensorType> ParseTensor(const Json& j) {
  if (!j.is_object() || !j.contains("dtype") || !j.contains("shape")) {
    return absl::InvalidArgumentError(
        fmt::format("expected a tensor with 'dtype' and 'shape', got {}", JsonKind(j)));
  }
  auto dtype = ParseDType(j["dtype"]);
  if (!dtype.ok()) return dtype.status();
  auto shape = ParseInts(j["shape"], "shape");
  if (!shape.ok()) return shape.status();
  TensorType t;
  t.dtype = *dtype;
  t.shape = ConcreteShape(*shape);
  t.device = Device{DeviceType("meta"), -1};
  if (j.contains("stride")) {
    auto stride = ParseInts(j["stride"], "stride");
    if (!stride.ok()) return stride.status();
    if (stride->size() != shape->size()) {
      return absl::InvalidArgumentError(fmt::format("expected {} strides for shape {}, got {}",
                                                    shape->size(), j["shape"].dump(),
                                                    j["stride"].dump()));
    }
    t.strides = std::move(*stride);
  }
  return t;
}

// Builds arguments of the call, adding a placeholder to `graph` per tensor.
class CallBuilder {
 public:
  explicit CallBuilder(Graph& graph) : graph_(graph) {}

  absl::StatusOr<Argument> Build(const Json& j) {
    Argument a;
    if (j.is_null()) return a;
    if (j.is_boolean()) {
      a.kind = Argument::Kind::kBool;
      a.i = j.get<bool>() ? 1 : 0;
    } else if (j.is_number_integer()) {
      a.kind = Argument::Kind::kInt;
      a.i = j.get<int64_t>();
    } else if (j.is_number_float()) {
      a.kind = Argument::Kind::kFloat;
      a.f = j.get<double>();
    } else if (j.is_string()) {
      a.kind = Argument::Kind::kString;
      a.s = j.get<std::string>();
    } else if (j.is_array()) {
      a.kind = Argument::Kind::kList;
      for (const Json& item : j) {
        auto arg = Build(item);
        if (!arg.ok()) return arg.status();
        a.items.push_back(std::move(*arg));
      }
    } else if (j.is_object() && j.size() == 1) {
      return BuildObject(j.begin().key(), j.begin().value());
    } else {
      return absl::InvalidArgumentError(fmt::format("expected an argument, got {}", JsonKind(j)));
    }
    return a;
  }

 private:
  absl::StatusOr<Argument> BuildObject(const std::string& key, const Json& v) {
    Argument a;
    if (key == "tensor") {
      auto t = ParseTensor(v);
      if (!t.ok()) return t.status();
      Node node;
      node.op = NodeOp::kPlaceholder;
      node.name = fmt::format("arg{}", graph_.size());
      node.value = Value::Tensor(std::move(*t));
      return Argument::Node(graph_.AddNode(std::move(node)));
    }
    if (key == "dtype") {
      auto d = ParseDType(v);
      if (!d.ok()) return d.status();
      a.kind = Argument::Kind::kDType;
      a.dtype = *d;
      return a;
    }
    if (!v.is_string() && key != "complex") {
      return absl::InvalidArgumentError(
          fmt::format("expected a string for '{}', got {}", key, JsonKind(v)));
    }
    if (key == "device") {
      std::string s = v.get<std::string>();
      size_t colon = s.find(':');
      Device device{DeviceType(s.substr(0, colon))};
      if (colon != std::string::npos) device.index = std::stoi(s.substr(colon + 1));
      a = Argument::OfDevice(device);
    } else if (key == "layout") {
      a.kind = Argument::Kind::kLayout;
      a.s = v.get<std::string>();
    } else if (key == "memory_format") {
      a.kind = Argument::Kind::kMemoryFormat;
      a.s = v.get<std::string>();
    } else if (key == "repr") {
      a.kind = Argument::Kind::kString;  // a Generator and the like: shape-neutral
      a.s = v.get<std::string>();
    } else if (key == "complex") {
      // collopt has no complex scalar; its real part keeps the argument a number.
      if (!v.is_array() || v.size() != 2 || !v[0].is_number()) {
        return absl::InvalidArgumentError("expected [real, imag] for 'complex'");
      }
      a.kind = Argument::Kind::kFloat;
      a.f = v[0].get<double>();
    } else {
      return absl::InvalidArgumentError(fmt::format(
          "expected a tensor, dtype, device, layout, memory_format, complex or repr object, got "
          "key '{}'",
          key));
    }
    return a;
  }

  Graph& graph_;
};

// The recorded result as a Value.
absl::StatusOr<Value> ParseResult(const Json& j) {
  if (j.is_null()) return Value::None();
  if (j.is_boolean()) return Value::Bool(SymInt::Concrete(j.get<bool>() ? 1 : 0));
  if (j.is_number_integer()) return Value::Int(SymInt::Concrete(j.get<int64_t>()));
  if (j.is_number_float()) return Value::Float(j.get<double>());
  if (j.is_array()) {
    std::vector<Value> elements;
    for (const Json& item : j) {
      auto v = ParseResult(item);
      if (!v.ok()) return v.status();
      elements.push_back(std::move(*v));
    }
    return Value::Tuple(std::move(elements));
  }
  if (j.is_object() && j.contains("tensor")) {
    auto t = ParseTensor(j["tensor"]);
    if (!t.ok()) return t.status();
    return Value::Tensor(std::move(*t));
  }
  return absl::InvalidArgumentError(fmt::format("expected a result, got {}", JsonKind(j)));
}

// dtype and every size equal (recursively for tuples); numbers by kind.
bool SameTypeAndShape(const Value& got, const Value& expected) {
  if (got.kind != expected.kind) return false;
  switch (expected.kind) {
    case Value::Kind::kTensor:
      if (got.tensor.dtype != expected.tensor.dtype) return false;
      if (got.tensor.shape.size() != expected.tensor.shape.size()) return false;
      for (size_t i = 0; i < got.tensor.shape.size(); ++i) {
        if (got.tensor.shape[i].hint != expected.tensor.shape[i].hint) return false;
      }
      return true;
    case Value::Kind::kTuple:
      if (got.elements.size() != expected.elements.size()) return false;
      for (size_t i = 0; i < got.elements.size(); ++i) {
        if (!SameTypeAndShape(got.elements[i], expected.elements[i])) return false;
      }
      return true;
    default:
      return true;
  }
}

// The strides collopt assumes (given, else contiguous) equal the recorded ones.
bool SameStrides(const Value& got, const Value& expected) {
  if (expected.kind == Value::Kind::kTuple) {
    for (size_t i = 0; i < got.elements.size(); ++i) {
      if (!SameStrides(got.elements[i], expected.elements[i])) return false;
    }
    return true;
  }
  if (expected.kind != Value::Kind::kTensor) return true;
  std::vector<int64_t> strides = got.tensor.strides.empty() ? ContiguousStrides(got.tensor.shape)
                                                            : got.tensor.strides.ToVector();
  return strides == expected.tensor.strides.ToVector();
}

struct Record {
  std::string op;
  Graph graph;
  NodeId call = kNoNode;
  Value expected;
};

// Python's json writes float('inf') and float('nan') as the bare words
// Infinity, -Infinity and NaN; they become finite floats (only their being
// floats matters to a shape).
std::string ReplaceNonFinite(std::string_view line) {
  std::string out;
  out.reserve(line.size());
  bool in_string = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (in_string) {
      out += c;
      if (c == '\\' && i + 1 < line.size()) {
        out += line[++i];
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') in_string = true;
    if (line.substr(i).starts_with("Infinity")) {
      out += "1.0e308";
      i += 7;
    } else if (line.substr(i).starts_with("NaN")) {
      out += "0.0";
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

absl::StatusOr<Record> ParseRecord(std::string_view raw_line) {
  std::string line = ReplaceNonFinite(raw_line);
  Json j = Json::parse(line.begin(), line.end(), nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded())
    return absl::InvalidArgumentError("expected a JSON object, got invalid JSON");
  if (!j.is_object()) {
    return absl::InvalidArgumentError(fmt::format("expected a JSON object, got {}", JsonKind(j)));
  }
  for (const char* key : {"op", "args", "result"}) {
    if (!j.contains(key)) {
      return absl::InvalidArgumentError(fmt::format("expected key '{}', got none", key));
    }
  }
  if (!j["op"].is_string() || !j["args"].is_array()) {
    return absl::InvalidArgumentError("expected 'op' to be a string and 'args' a list");
  }
  Record r;
  r.op = j["op"].get<std::string>();
  CallBuilder builder(r.graph);
  Node call;
  call.op = NodeOp::kCallFunction;
  call.name = "call";
  call.target = r.op;
  for (const Json& a : j["args"]) {
    auto arg = builder.Build(a);
    if (!arg.ok()) return arg.status();
    call.args.push_back(std::move(*arg));
  }
  if (j.contains("kwargs")) {
    if (!j["kwargs"].is_object()) {
      return absl::InvalidArgumentError(
          fmt::format("expected 'kwargs' to be an object, got {}", JsonKind(j["kwargs"])));
    }
    for (const auto& [key, value] : j["kwargs"].items()) {
      auto arg = builder.Build(value);
      if (!arg.ok()) return arg.status();
      call.kwarg_names.push_back(key);
      call.kwargs.push_back(std::move(*arg));
    }
  }
  r.call = r.graph.AddNode(std::move(call));
  auto expected = ParseResult(j["result"]);
  if (!expected.ok()) return expected.status();
  r.expected = std::move(*expected);
  return r;
}

}  // namespace

absl::StatusOr<ShapeCorpusResult> CheckShapeCorpus(std::string_view text, std::string_view name) {
  ShapeCorpusResult result;
  absl::flat_hash_map<std::string, size_t> index;  // op → per_overload position
  ShapeOptions options;
  int64_t line_no = 0;
  size_t pos = 0;
  while (pos < text.size()) {
    size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(pos, end - pos);
    pos = end + 1;
    ++line_no;
    if (line.find_first_not_of(" \t\r") == std::string_view::npos) continue;
    auto record = ParseRecord(line);
    if (!record.ok()) return LineError(name, line_no, std::string(record.status().message()));
    auto [it, inserted] = index.emplace(record->op, result.per_overload.size());
    if (inserted) {
      ShapeCorpusOverload o;
      o.op = record->op;
      o.covered = FindShapeRule(record->op) != nullptr;
      result.per_overload.push_back(std::move(o));
    }
    ShapeCorpusOverload& overload = result.per_overload[it->second];
    ++overload.records;
    ++result.records;
    if (!overload.covered) continue;
    ++result.records_covered;
    const Node& call = record->graph.node(record->call);
    ShapeContext context(record->graph, call, options);
    absl::StatusOr<Value> got = FindShapeRule(record->op)(context);
    if (got.ok() && SameTypeAndShape(*got, record->expected)) {
      ++overload.exact;
      ++result.exact;
      if (SameStrides(*got, record->expected)) ++result.strides_equal;
      continue;
    }
    result.mismatches.push_back(
        {record->op, line_no, record->expected.ToString(),
         got.ok() ? got->ToString() : "error: " + std::string(got.status().message())});
  }
  result.overloads = static_cast<int64_t>(result.per_overload.size());
  for (const ShapeCorpusOverload& o : result.per_overload) result.covered += o.covered ? 1 : 0;
  return result;
}

Json ShapeCorpusToJson(const ShapeCorpusResult& result) {
  Json j;
  j["overloads"] = result.overloads;
  j["covered"] = result.covered;
  j["records"] = result.records;
  j["records_covered"] = result.records_covered;
  j["exact"] = result.exact;
  j["strides_equal"] = result.strides_equal;
  Json uncovered = Json::array();
  for (const ShapeCorpusOverload& o : result.per_overload) {
    if (!o.covered) uncovered.push_back(o.op);
  }
  j["uncovered"] = std::move(uncovered);
  Json mismatches = Json::array();
  for (const ShapeCorpusMismatch& m : result.mismatches) {
    mismatches.push_back(
        {{"op", m.op}, {"line", m.line}, {"expected", m.expected}, {"got", m.got}});
  }
  j["mismatches"] = std::move(mismatches);
  return j;
}

namespace {
double Percent(int64_t part, int64_t whole) {
  return whole == 0 ? 0.0 : 100.0 * static_cast<double>(part) / static_cast<double>(whole);
}
}  // namespace

std::string ShapeCorpusToText(const ShapeCorpusResult& result) {
  absl::flat_hash_map<std::string_view, const ShapeCorpusMismatch*> first_mismatch;
  for (const ShapeCorpusMismatch& m : result.mismatches) first_mismatch.emplace(m.op, &m);
  std::string out;
  for (const ShapeCorpusOverload& o : result.per_overload) {
    if (!o.covered) {
      out += fmt::format("{}: no rule ({} records)\n", o.op, o.records);
    } else if (o.exact < o.records) {
      const ShapeCorpusMismatch* m = first_mismatch.at(o.op);
      out += fmt::format("{}: {} of {} records differ; line {}: expected {}, got {}\n", o.op,
                         o.records - o.exact, o.records, m->line, m->expected, m->got);
    }
  }
  out += fmt::format(
      "{} overloads, {} covered ({:.1f} %); {} records, {} of covered ops, {} exact ({:.1f} %); "
      "strides equal on {} of the exact\n",
      result.overloads, result.covered, Percent(result.covered, result.overloads), result.records,
      result.records_covered, result.exact, Percent(result.exact, result.records_covered),
      result.strides_equal);
  return out;
}

absl::StatusOr<ShapeCorpusResult> CheckShapeCorpusFile(const std::string& path) {
  auto file = SourceFile::Read(path);
  if (!file.ok()) return file.status();
  return CheckShapeCorpus(file->text(), path);
}

}  // namespace collopt
