// collopt/analysis/op_schema.cc — see op_schema.h.
#include "analysis/op_schema.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "absl/container/flat_hash_map.h"
#include "fmt/format.h"
#include "fmt/ranges.h"
#include "ir/op_class.h"
#include "support/strings.h"

namespace collopt {
namespace {

// The generated table: its sources first, then one schema per line.
constexpr const char* kTable[] = {
#include "analysis/op_schema_table.inc"
};

// Splits at the commas outside brackets and quotes.
std::vector<std::string_view> SplitTopLevel(std::string_view s) {
  std::vector<std::string_view> out;
  int depth = 0;
  char quote = 0;
  size_t start = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (quote != 0) {
      if (c == quote) quote = 0;
    } else if (c == '"' || c == '\'') {
      quote = c;
    } else if (c == '(' || c == '[') {
      ++depth;
    } else if (c == ')' || c == ']') {
      --depth;
    } else if (c == ',' && depth == 0) {
      out.push_back(StripWhitespace(s.substr(start, i - start)));
      start = i + 1;
    }
  }
  if (!StripWhitespace(s.substr(start)).empty()) out.push_back(StripWhitespace(s.substr(start)));
  return out;
}

// "Tensor(a!)[]" → "Tensor[]": the alias annotations dropped.
std::string WithoutAnnotations(std::string_view type) {
  std::string out;
  int depth = 0;
  for (char c : type) {
    if (c == '(') {
      ++depth;
    } else if (c == ')') {
      --depth;
    } else if (depth == 0) {
      out.push_back(c);
    }
  }
  return out;
}

absl::StatusOr<SchemaParam> ParseParam(std::string_view piece, bool keyword_only) {
  const size_t eq = piece.find('=');
  const std::string_view lhs = StripWhitespace(piece.substr(0, eq));
  const size_t space = lhs.rfind(' ');
  if (space == std::string_view::npos) {
    return absl::InvalidArgumentError(
        fmt::format("expected 'TYPE NAME' in a schema parameter, found '{}'", piece));
  }
  SchemaParam p;
  p.type = WithoutAnnotations(StripWhitespace(lhs.substr(0, space)));
  p.name = std::string(lhs.substr(space + 1));
  p.has_default = eq != std::string_view::npos;
  p.keyword_only = keyword_only;
  return p;
}

// How a parameter's type takes arguments.
enum class Base : uint8_t {
  kTensor,
  kInt,
  kFloat,
  kBool,
  kScalar,
  kStr,
  kScalarType,
  kLayout,
  kDevice,
  kMemoryFormat,
  kAny,  // a type collopt does not model: takes anything
};

struct ParamType {
  Base base = Base::kAny;
  bool list = false;
  bool optional = false;          // `T?`: takes None
  bool element_optional = false;  // `T?[]`: its elements may be None
};

Base BaseOf(std::string_view name) {
  static const absl::flat_hash_map<std::string_view, Base> kBases = {
      {"Tensor", Base::kTensor},
      {"int", Base::kInt},
      {"SymInt", Base::kInt},
      {"float", Base::kFloat},
      {"bool", Base::kBool},
      {"Scalar", Base::kScalar},
      {"str", Base::kStr},
      {"ScalarType", Base::kScalarType},
      {"Layout", Base::kLayout},
      {"Device", Base::kDevice},
      {"MemoryFormat", Base::kMemoryFormat}};
  auto it = kBases.find(name);
  return it == kBases.end() ? Base::kAny : it->second;
}

ParamType Classify(std::string_view type) {
  ParamType t;
  if (type.ends_with('?')) {
    t.optional = true;
    type.remove_suffix(1);
  }
  const size_t bracket = type.find('[');
  if (bracket != std::string_view::npos) {
    t.list = true;
    type = type.substr(0, bracket);
    if (type.ends_with('?')) {
      t.element_optional = true;
      type.remove_suffix(1);
    }
  }
  t.base = BaseOf(type);
  return t;
}

// Whether one (non-None, non-list) argument is of a kind `base` takes. A
// node is taken by every type: its value is shape inference's to check.
bool Takes(Base base, const Argument& a) {
  using K = Argument::Kind;
  if (base == Base::kAny || a.kind == K::kNode) return true;
  const bool number = a.kind == K::kInt || a.kind == K::kFloat || a.kind == K::kBool;
  switch (base) {
    case Base::kTensor:  // PyTorch wraps a Python number as a 0-d tensor
    case Base::kFloat:
    case Base::kScalar:
      return number;
    case Base::kInt:
    case Base::kBool:
      return a.kind == K::kInt || a.kind == K::kBool;
    case Base::kStr:
      return a.kind == K::kString;
    case Base::kScalarType:
      return a.kind == K::kDType || a.kind == K::kInt;
    case Base::kLayout:
      return a.kind == K::kLayout || a.kind == K::kInt;
    case Base::kDevice:
      return a.kind == K::kDevice || a.kind == K::kString || a.kind == K::kInt;
    case Base::kMemoryFormat:
      return a.kind == K::kMemoryFormat || a.kind == K::kInt;
    case Base::kAny:
      return true;
  }
  return true;
}

bool TakesParam(const ParamType& t, const Argument& a) {
  using K = Argument::Kind;
  // None where the table wants a Tensor: later PyTorch versions made such
  // parameters optional (_scaled_dot_product_cudnn_attention_backward's
  // attn_bias is `Tensor` in 2.6, `Tensor?` since), and a None carries no
  // dependency to lose.
  if (a.kind == K::kNone) return t.optional || t.base == Base::kAny || t.base == Base::kTensor;
  if (!t.list)
    return !a.is_sequence() && a.kind != K::kDict ? Takes(t.base, a) : t.base == Base::kAny;
  if (a.is_sequence()) {
    return std::all_of(a.items.begin(), a.items.end(), [&](const Argument& item) {
      return item.kind == K::kNone ? t.element_optional || t.base == Base::kAny
                                   : !item.is_sequence() && Takes(t.base, item);
    });
  }
  // A node (a list value), or an int where PyTorch takes an int list.
  return a.kind == K::kNode || t.base == Base::kAny ||
         (t.base == Base::kInt && (a.kind == K::kInt || a.kind == K::kBool));
}

std::string_view KindText(const Argument& a) {
  using K = Argument::Kind;
  switch (a.kind) {
    case K::kNone:
      return "None";
    case K::kBool:
      return "a bool";
    case K::kInt:
      return "an int";
    case K::kFloat:
      return "a float";
    case K::kString:
      return "a string";
    case K::kNode:
      return "a node";
    case K::kList:
      return "a list";
    case K::kTuple:
      return "a tuple";
    case K::kDict:
      return "a dict";
    case K::kDType:
      return "a dtype";
    case K::kDevice:
      return "a device";
    case K::kLayout:
      return "a layout";
    case K::kMemoryFormat:
      return "a memory format";
    case K::kOpRef:
      return "an op";
  }
  return "an argument";
}

// One schema with its parameters' types classified once, as the table is
// built, not for every node checked.
struct Entry {
  OpSchema schema;
  std::vector<ParamType> types;  // parallel to schema.params
};

// What is wrong with `node`'s arguments under `entry`; empty when nothing.
std::string Mismatch(const Entry& entry, const Node& node) {
  const OpSchema& schema = entry.schema;
  const size_t positional =
      static_cast<size_t>(std::count_if(schema.params.begin(), schema.params.end(),
                                        [](const SchemaParam& p) { return !p.keyword_only; }));
  if (node.args.size() > positional) {
    return fmt::format("{} positional argument{} given, the schema takes at most {}",
                       node.args.size(), node.args.size() == 1 ? "" : "s", positional);
  }
  std::vector<const Argument*> given(schema.params.size(), nullptr);
  for (size_t i = 0; i < node.args.size(); ++i) given[i] = &node.args[i];
  for (size_t k = 0; k < node.kwarg_names.size() && k < node.kwargs.size(); ++k) {
    const std::string& name = node.kwarg_names[k];
    auto it = std::find_if(schema.params.begin(), schema.params.end(),
                           [&](const SchemaParam& p) { return p.name == name; });
    if (it == schema.params.end()) return fmt::format("no argument named '{}'", name);
    const auto j = static_cast<size_t>(it - schema.params.begin());
    if (given[j] != nullptr) return fmt::format("argument '{}' given twice", name);
    given[j] = &node.kwargs[k];
  }
  for (size_t j = 0; j < schema.params.size(); ++j) {
    const SchemaParam& p = schema.params[j];
    if (given[j] == nullptr) {
      if (p.has_default) continue;
      return fmt::format("missing argument '{}' ({})", p.name, p.type);
    }
    if (!TakesParam(entry.types[j], *given[j])) {
      const Argument& a = *given[j];
      // A list of the right kind with one wrong item: name the item (an int
      // literal beyond int64 reads as a float, as Python's unbounded ints
      // print in FX's bounds).
      if (entry.types[j].list && a.is_sequence()) {
        ParamType element = entry.types[j];
        element.list = false;
        element.optional = element.element_optional;
        for (size_t i = 0; i < a.items.size(); ++i) {
          const Argument& item = a.items[i];
          if (TakesParam(element, item)) continue;
          std::string what(KindText(item));
          if (item.kind == Argument::Kind::kFloat) {
            const bool beyond_int64 = std::abs(item.f) >= 0x1p63 && std::floor(item.f) == item.f;
            what += fmt::format(" ({:g}{})", item.f,
                                beyond_int64 ? ", an int literal outside int64" : "");
          }
          return fmt::format("argument '{}' ({}) cannot hold item {}, {}", p.name, p.type, i, what);
        }
      }
      return fmt::format("argument '{}' ({}) cannot be {}", p.name, p.type, KindText(a));
    }
  }
  return {};
}

struct Table {
  std::string version;
  absl::flat_hash_map<std::string, std::vector<Entry>> by_op;
};

// The entries of `target`'s op ("aten.add.Tensor" → aten.add's), or null.
const std::vector<Entry>* EntriesOf(const Table& table, std::string_view target) {
  const std::string_view base = OpBaseName(target);
  auto it = table.by_op.find(absl::string_view(base.data(), base.size()));
  return it == table.by_op.end() ? nullptr : &it->second;
}

const Table& TheTable() {
  static const Table* table = [] {
    auto* t = new Table();
    t->version = kTable[0];
    for (size_t i = 1; i < std::size(kTable); ++i) {
      auto schema = ParseOpSchema(kTable[i]);
      // The generated table parses (tested); a line that did not would
      // only leave its op unchecked.
      if (!schema.ok()) continue;
      Entry entry{std::move(*schema), {}};
      for (const SchemaParam& p : entry.schema.params) entry.types.push_back(Classify(p.type));
      t->by_op[entry.schema.op].push_back(std::move(entry));
    }
    return t;
  }();
  return *table;
}

}  // namespace

absl::StatusOr<OpSchema> ParseOpSchema(std::string_view text) {
  const size_t open = text.find('(');
  const size_t colons = text.find("::");
  if (open == std::string_view::npos || colons == std::string_view::npos || colons > open) {
    return absl::InvalidArgumentError(
        fmt::format("expected 'ns::op.overload(params) -> returns', found '{}'", text));
  }
  OpSchema s;
  s.text = std::string(text);
  const std::string_view name = text.substr(colons + 2, open - colons - 2);
  const size_t dot = name.find('.');
  s.op = fmt::format("{}.{}", text.substr(0, colons), name.substr(0, dot));
  s.overload = dot == std::string_view::npos ? "default" : std::string(name.substr(dot + 1));
  int depth = 0;
  size_t close = std::string_view::npos;
  for (size_t i = open; i < text.size() && close == std::string_view::npos; ++i) {
    if (text[i] == '(') ++depth;
    if (text[i] == ')' && --depth == 0) close = i;
  }
  if (close == std::string_view::npos) {
    return absl::InvalidArgumentError(fmt::format("unbalanced parentheses in '{}'", text));
  }
  bool keyword_only = false;
  for (std::string_view piece : SplitTopLevel(text.substr(open + 1, close - open - 1))) {
    if (piece == "*") {
      keyword_only = true;
      continue;
    }
    auto p = ParseParam(piece, keyword_only);
    if (!p.ok()) return p.status();
    s.params.push_back(std::move(*p));
  }
  return s;
}

std::vector<const OpSchema*> SchemasOfOp(std::string_view target) {
  std::vector<const OpSchema*> out;
  if (const std::vector<Entry>* entries = EntriesOf(TheTable(), target)) {
    for (const Entry& e : *entries) out.push_back(&e.schema);
  }
  return out;
}

std::string_view OpSchemaTableVersion() { return TheTable().version; }

std::vector<std::string_view> OpSchemaTableLines() {
  return std::vector<std::string_view>(std::begin(kTable) + 1, std::end(kTable));
}

absl::Status CheckOpSchema(const Node& node) {
  if (node.op != NodeOp::kCallFunction) return absl::OkStatus();
  const Table& table = TheTable();
  const std::string_view base = OpBaseName(node.target);
  const std::vector<Entry>* entries = EntriesOf(table, node.target);
  // An op the table lacks, or a target without an overload (an op packet).
  if (entries == nullptr || base.size() == node.target.size()) return absl::OkStatus();
  const std::string_view overload = std::string_view(node.target).substr(base.size() + 1);
  std::string first;
  bool found = false;
  for (const Entry& e : *entries) {
    if (e.schema.overload != overload) continue;
    found = true;
    std::string problem = Mismatch(e, node);
    if (problem.empty()) return absl::OkStatus();
    if (first.empty()) first = fmt::format("{}; PyTorch's schema: {}", problem, e.schema.text);
  }
  if (!found) {
    std::vector<std::string_view> known;
    for (const Entry& e : *entries) known.push_back(e.schema.overload);
    std::sort(known.begin(), known.end());
    known.erase(std::unique(known.begin(), known.end()), known.end());
    return absl::InvalidArgumentError(
        fmt::format("'{}': {} has no overload '{}' ({} have: {}; an overload newer than "
                    "those? --allow-unknown-ops accepts it)",
                    node.target, base, overload, table.version, fmt::join(known, ", ")));
  }
  return absl::InvalidArgumentError(fmt::format("'{}': {}", node.target, first));
}

}  // namespace collopt
