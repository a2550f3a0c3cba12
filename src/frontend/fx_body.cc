// collopt/frontend/fx_body.cc — see fx_body.h.
#include "frontend/fx_body.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <iterator>

#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {
namespace {

struct OperatorName {
  std::string_view op;
  std::string_view target;
};
constexpr std::array<OperatorName, 15> kBinaryOperators = {{
    {"+", "operator.add"},
    {"-", "operator.sub"},
    {"*", "operator.mul"},
    {"/", "operator.truediv"},
    {"//", "operator.floordiv"},
    {"%", "operator.mod"},
    {"**", "operator.pow"},
    {"==", "operator.eq"},
    {"!=", "operator.ne"},
    {"<", "operator.lt"},
    {">", "operator.gt"},
    {"<=", "operator.le"},
    {">=", "operator.ge"},
    {"and", "operator.and_"},
    {"or", "operator.or_"},
}};

bool IsLayout(std::string_view name) {
  return name == "strided" || name == "sparse_coo" || name == "sparse_csr" || name == "jagged" ||
         name == "_mkldnn";
}
bool IsMemoryFormat(std::string_view name) {
  return name == "contiguous_format" || name == "channels_last" || name == "channels_last_3d" ||
         name == "preserve_format";
}

// Splits "a, b, c" at top-level commas (symbolic dims may contain parentheses).
std::vector<std::string_view> SplitTopLevel(std::string_view text) {
  std::vector<std::string_view> parts;
  int depth = 0;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '(' || text[i] == '[') ++depth;
    if (text[i] == ')' || text[i] == ']') --depth;
    if (text[i] == ',' && depth == 0) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  }
  if (!StripWhitespace(text.substr(start)).empty()) parts.push_back(text.substr(start));
  return parts;
}

}  // namespace

absl::StatusOr<Value> ParseTypeAnnotation(const SourceFile& file, size_t offset,
                                          std::string_view text, SymbolicSizes& sizes) {
  if (ConsumePrefix(&text, "Sym(")) {
    if (!ConsumeSuffix(&text, ")")) {
      return file.ErrorAt(offset, fmt::format("expected ')' to close \"Sym(\", got \"{}\"", text));
    }
    // sympy prints relations as `u0 >= 0` or as functions: `Eq(u0 + u1, 16)`,
    // `Ne(...)`, and their combinations `And(...)`, `Or(...)`, `Not(...)`.
    bool is_bool = text == "True" || text == "False" || Contains(text, ">") ||
                   Contains(text, "<") || Contains(text, "==") || Contains(text, "!=");
    for (std::string_view f : {"Eq(", "Ne(", "And(", "Or(", "Not("}) {
      is_bool = is_bool || text.starts_with(f);
    }
    if (is_bool) {
      if (text == "True" || text == "False") return Value::Bool(SymInt::Concrete(text == "True"));
      return Value::Bool(SymInt::Symbolic(1));
    }
    if (Contains(text, ".") && !Contains(text, "(")) {
      double f = 0;
      auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), f);
      if (ec == std::errc()) return Value::Float(f);
    }
    return Value::Int(sizes.Size(text));
  }
  size_t bracket = text.find('[');
  std::optional<DType> dtype;
  if (bracket != std::string_view::npos) dtype = ParseShortDType(text.substr(0, bracket));
  if (!dtype.has_value()) {
    return file.ErrorAt(offset, fmt::format("expected a type annotation like \"bf16[8, 4]\" or "
                                            "\"Sym(s0)\", got \"{}\"",
                                            text.substr(0, 60)));
  }
  size_t close = text.find(']', bracket);
  if (close == std::string_view::npos) {
    return file.ErrorAt(offset, fmt::format("expected ']' in type annotation \"{}\"", text));
  }
  TensorType type;
  type.dtype = *dtype;
  for (std::string_view dim : SplitTopLevel(text.substr(bracket + 1, close - bracket - 1))) {
    type.shape.push_back(sizes.Size(dim));
  }
  if (!CheckedBytes(type.shape, ItemSize(type.dtype)).has_value()) {
    return file.ErrorAt(offset, fmt::format("expected sizes >= 0 of a tensor of at most 2^50 "
                                            "bytes, got \"{}\"",
                                            text.substr(0, close + 1)));
  }
  std::string_view rest = text.substr(close + 1);
  if (ConsumePrefix(&rest, "[")) {
    size_t stride_close = rest.find(']');
    if (stride_close == std::string_view::npos) {
      return file.ErrorAt(offset, fmt::format("expected ']' after strides in \"{}\"", text));
    }
    for (std::string_view s : SplitTopLevel(rest.substr(0, stride_close))) {
      type.strides.push_back(sizes.Size(s).hint);
    }
    rest = rest.substr(stride_close + 1);
  }
  if (!rest.empty()) {
    std::vector<std::string_view> parts = Split(rest, ':');
    type.device.type = DeviceType(parts[0]);
    if (parts.size() > 1) {
      int32_t index = 0;
      std::from_chars(parts[1].data(), parts[1].data() + parts[1].size(), index);
      type.device.index = index;
    }
  }
  return Value::Tensor(std::move(type));
}

absl::StatusOr<NodeId> FxBodyBuilder::AddNamedNode(Node node, size_t name_offset) {
  if (graph_.FindNode(node.name) != kNoNode) {
    return file_.ErrorAt(name_offset, fmt::format("'{}' is defined twice", node.name));
  }
  return graph_.AddNode(std::move(node));
}

absl::Status FxBodyBuilder::AddSignature(const LogicalLine& line) {
  auto tokens = TokenizePython(file_, line.begin, line.end);
  if (!tokens.ok()) return tokens.status();
  PyParser parser(file_, *tokens);
  auto def = parser.ExpectName();
  if (!def.ok()) return def.status();
  if (def->text != "def") return file_.ErrorAt(def->offset, "expected 'def forward('");
  auto fn = parser.ExpectName();
  if (!fn.ok()) return fn.status();
  if (auto status = parser.Expect("("); !status.ok()) return status;
  bool first = true;
  while (!parser.Accept(")")) {
    if (parser.AtEnd()) return parser.ErrorExpected("')'");
    bool starred = parser.Accept("*") || parser.Accept("**");
    auto name = parser.ExpectName();
    if (!name.ok()) return name.status();
    std::optional<Value> annotation;
    if (parser.Accept(":")) {
      auto ann = parser.ExpectString();
      if (!ann.ok()) return ann.status();
      auto value = ParseTypeAnnotation(file_, ann->offset, ann->text, sizes_);
      if (!value.ok()) return value.status();
      annotation = std::move(*value);
    }
    if (parser.Accept("=")) {
      auto default_value = parser.ParseExpression();
      if (!default_value.ok()) return default_value.status();
    }
    if (!parser.Peek(")")) {
      if (auto status = parser.Expect(","); !status.ok()) return status;
    }
    if (first && name->text == "self") {
      first = false;
      continue;
    }
    first = false;
    if (starred) {
      is_stub_ = true;  // `forward(self, *args, **kwargs)`: a stub module
      continue;
    }
    if (!annotation.has_value() && (name->text == "primals" || name->text == "tangents")) {
      containers_.emplace_back(name->text);  // unpacked later by tree_flatten_spec
      continue;
    }
    Node node;
    node.op = NodeOp::kPlaceholder;
    node.op_class = OpClass::kPlaceholder;
    node.name = name->text;
    node.target = name->text;
    node.line = file_.LocOf(name->offset).line;
    node.offset = name->offset;
    node.annotation = std::move(annotation);
    auto id = AddNamedNode(std::move(node), name->offset);
    if (!id.ok()) return id.status();
  }
  if (parser.Accept("->")) {
    auto ret = parser.ParseExpression();
    if (!ret.ok()) return ret.status();
  }
  if (auto status = parser.Expect(":"); !status.ok()) return status;
  if (!parser.AtEnd()) return parser.ErrorExpected("end of line after ':'");
  input_unhinted_.insert(sizes_.unhinted().begin(), sizes_.unhinted().end());
  return absl::OkStatus();
}

absl::Status FxBodyBuilder::AddBody(const std::vector<LogicalLine>& lines, size_t begin,
                                    size_t end) {
  std::string comment;
  for (size_t i = begin; i < end; ++i) {
    const LogicalLine& line = lines[i];
    if (line.is_blank) {
      comment.clear();
      continue;
    }
    if (line.is_comment) {
      std::string_view text = StripWhitespace(LineText(file_, line).substr(1));
      if (StartsWith(text, "File:") || StartsWith(text, "Annotation:") ||
          StartsWith(text, "Source Nodes:")) {
        if (!comment.empty()) comment += '\n';
        comment += std::string(text);
      } else if (StartsWith(text, "No stacktrace")) {
        comment.clear();
      }
      continue;
    }
    if (auto status = AddStatement(line, comment); !status.ok()) return status;
  }
  return absl::OkStatus();
}

absl::Status FxBodyBuilder::AddStatement(const LogicalLine& line, const std::string& comment) {
  if (returned_) return file_.ErrorAt(line.begin, "statement after 'return'");
  if (auto s = TokenizePythonInto(file_, line.begin, line.end, tokens_); !s.ok()) return s;
  // Most names of a statement are looked up in the graph's name table (its
  // own, its arguments, those it frees): their slots are asked for at once.
  // A dotted name (an op) is never a node's.
  for (const PyToken& token : tokens_) {
    if (token.kind == PyToken::Kind::kName && token.text.find('.') == std::string_view::npos) {
      graph_.PrefetchName(token.text);
    }
  }
  PyParser parser(file_, tokens_);
  while (!parser.AtEnd()) {
    PyToken first = parser.Current();
    if (first.kind != PyToken::Kind::kName) return parser.ErrorExpected("a statement");
    if (first.text == "pass") {
      parser.ExpectName().IgnoreError();
      is_stub_ = true;
    } else if (first.text == "return") {
      parser.ExpectName().IgnoreError();
      if (auto status = AddReturn(parser, first.offset, line.line); !status.ok()) return status;
    } else {
      parser.ExpectName().IgnoreError();
      if (parser.Peek(",")) {
        std::vector<PyToken> targets = {first};
        while (parser.Accept(",")) {
          if (parser.Peek("=")) break;  // trailing comma: `a, b, = ...`
          auto name = parser.ExpectName();
          if (!name.ok()) return name.status();
          targets.push_back(*name);
        }
        if (auto status = AddUnpack(parser, targets, line.line); !status.ok()) {
          return status;
        }
      } else if (auto status = AddAssignment(parser, first, line.begin, line.line, comment);
                 !status.ok()) {
        return status;
      }
    }
    if (parser.AtEnd()) break;
    if (auto status = parser.Expect(";"); !status.ok()) return status;
    // Another declaration (`a: "f32[2]"; b: "f32[3]"`) continues the loop;
    // otherwise FX frees dead values with `a = b = None`: check the names.
    if (parser.PeekName() && parser.PeekAhead(1, ":")) continue;
    if (auto status = AddCleanup(parser); !status.ok()) return status;
  }
  return absl::OkStatus();
}

absl::Status FxBodyBuilder::AddCleanup(PyParser& parser) {
  while (!parser.AtEnd() && !parser.Peek(";")) {
    size_t save_offset = parser.Current().offset;
    auto name = parser.ExpectName();
    if (!name.ok()) return name.status();
    if (name->text == "None") break;
    if (!parser.Peek("=")) {
      return file_.ErrorAt(save_offset, "expected 'name = None' after ';'");
    }
    if (graph_.FindNode(name->text) == kNoNode) {
      return file_.ErrorAt(name->offset, fmt::format("unknown reference '{}'", name->text));
    }
    if (auto status = parser.Expect("="); !status.ok()) return status;
  }
  return absl::OkStatus();
}

absl::Status FxBodyBuilder::AddAssignment(PyParser& parser, const PyToken& first,
                                          size_t stmt_offset, int32_t line,
                                          const std::string& comment) {
  std::optional<Value> annotation;
  if (parser.Accept(":")) {
    auto ann = parser.ExpectString();
    if (!ann.ok()) return ann.status();
    auto value = ParseTypeAnnotation(file_, ann->offset, ann->text, sizes_);
    if (!value.ok()) return value.status();
    annotation = std::move(*value);
    if (parser.AtEnd() || parser.Peek(";")) {
      // A declaration without a value (joint graphs declare their flattened inputs).
      declared_.emplace_back(first.text, std::move(*annotation));
      return absl::OkStatus();
    }
  }
  if (auto status = parser.Expect("="); !status.ok()) return status;
  auto expr = parser.ParseExpression();
  if (!expr.ok()) return expr.status();
  auto node = LowerExpression(*expr);
  if (!node.ok()) return node.status();
  node->name = first.text;
  node->annotation = std::move(annotation);
  node->line = line;
  node->offset = stmt_offset;
  SetSourceComment(*node, comment);
  auto id = AddNamedNode(std::move(*node), first.offset);
  return id.status();
}

absl::Status FxBodyBuilder::AddUnpack(PyParser& parser, const std::vector<PyToken>& targets,
                                      int32_t line) {
  if (auto status = parser.Expect("="); !status.ok()) return status;
  auto expr = parser.ParseExpression();
  if (!expr.ok()) return expr.status();
  bool is_flatten = expr->kind == PyExpr::Kind::kCall && !expr->items.empty() &&
                    EndsWith(expr->items[0].text, "tree_flatten_spec");
  if (!is_flatten) {
    return file_.ErrorAt(expr->offset,
                         "expected 'fx_pytree.tree_flatten_spec(...)' on the right of a tuple "
                         "assignment");
  }
  for (const PyToken& target : targets) {
    Node node;
    node.op = NodeOp::kPlaceholder;
    node.op_class = OpClass::kPlaceholder;
    node.name = target.text;
    node.target = target.text;
    node.line = line;
    node.offset = target.offset;
    for (auto& [name, value] : declared_) {
      if (name == target.text) node.annotation = value;
    }
    auto id = AddNamedNode(std::move(node), target.offset);
    if (!id.ok()) return id.status();
  }
  input_unhinted_.insert(sizes_.unhinted().begin(), sizes_.unhinted().end());
  return absl::OkStatus();
}

absl::Status FxBodyBuilder::AddReturn(PyParser& parser, size_t offset, int32_t line) {
  auto expr = parser.ParseExpression();
  if (!expr.ok()) return expr.status();
  const PyExpr* value = &*expr;
  // `return pytree.tree_unflatten([...], self._out_spec)`.
  if (value->kind == PyExpr::Kind::kCall && !value->items.empty() &&
      EndsWith(value->items[0].text, "tree_unflatten") && value->items.size() >= 2) {
    value = &value->items[1];
  }
  auto arg = ConvertArgument(*value);
  if (!arg.ok()) return arg.status();
  Node node;
  node.op = NodeOp::kOutput;
  node.op_class = OpClass::kOutput;
  node.name = "output";
  node.target = "output";
  node.args.push_back(std::move(*arg));
  node.line = line;
  node.offset = offset;
  auto id = AddNamedNode(std::move(node), offset);
  if (!id.ok()) return id.status();
  returned_ = true;
  return absl::OkStatus();
}

absl::Status FxBodyBuilder::Finish(size_t end_offset) {
  if (!returned_ && !is_stub_) {
    return file_.ErrorAt(end_offset,
                         "expected 'return' at the end of forward, got end of block "
                         "(truncated graph?)");
  }
  graph_.RebuildUsers();
  graph_.unhinted_symbols.assign(sizes_.unhinted().begin(), sizes_.unhinted().end());
  // PyTorch names unbacked symbols u0, u1, ... (torch.fx.experimental.
  // symbolic_shapes.create_unbacked_symint).
  auto unbacked = [](const std::string& name) {
    return name.size() > 1 && name[0] == 'u' &&
           name.find_first_not_of("0123456789", 1) == std::string::npos;
  };
  graph_.fallback_symbols.clear();
  std::copy_if(input_unhinted_.begin(), input_unhinted_.end(),
               std::back_inserter(graph_.fallback_symbols), unbacked);
  return absl::OkStatus();
}

absl::StatusOr<Node> FxBodyBuilder::LowerExpression(const PyExpr& expr) {
  Node node;
  node.op = NodeOp::kCallFunction;
  switch (expr.kind) {
    case PyExpr::Kind::kCall: {
      const PyExpr& callee = expr.items[0];
      if (callee.kind != PyExpr::Kind::kName) {
        return file_.ErrorAt(callee.offset, "expected an op name before '('");
      }
      std::string_view target = callee.text;
      // A node's name is never dotted, an op's always is.
      if (!Contains(target, ".") && graph_.FindNode(target) != kNoNode) {
        return file_.ErrorAt(callee.offset,
                             fmt::format("expected an op, got a call of value '{}'", target));
      }
      if (ConsumePrefix(&target, "torch.ops.")) {
        // "aten.mm.default", "higher_order.flex_attention".
      } else if (!Contains(target, ".")) {
        return file_.ErrorAt(callee.offset, fmt::format("unknown function '{}'", target));
      }
      node.target = std::string(target);
      node.args.reserve(expr.items.size() - 1);
      for (size_t i = 1; i < expr.items.size(); ++i) {
        auto arg = ConvertArgument(expr.items[i]);
        if (!arg.ok()) return arg.status();
        node.args.push_back(std::move(*arg));
      }
      for (size_t i = 0; i < expr.kwargs.size(); ++i) {
        auto arg = ConvertArgument(expr.kwargs[i]);
        if (!arg.ok()) return arg.status();
        node.kwarg_names.emplace_back(expr.kwarg_names[i]);
        node.kwargs.push_back(std::move(*arg));
      }
      break;
    }
    case PyExpr::Kind::kSubscript: {
      node.target = "operator.getitem";
      for (const PyExpr& item : expr.items) {
        auto arg = ConvertArgument(item);
        if (!arg.ok()) return arg.status();
        node.args.push_back(std::move(*arg));
      }
      if (node.args[0].kind != Argument::Kind::kNode) {
        return file_.ErrorAt(expr.offset, "expected a value name before '['");
      }
      break;
    }
    case PyExpr::Kind::kBinary:
    case PyExpr::Kind::kUnary: {
      if (expr.kind == PyExpr::Kind::kUnary) {
        node.target = expr.text == "not" ? "operator.not_"
                      : expr.text == "~" ? "operator.invert"
                                         : "operator.neg";
      } else {
        for (const OperatorName& op : kBinaryOperators) {
          if (op.op == expr.text) node.target = std::string(op.target);
        }
        if (node.target.empty()) {
          return file_.ErrorAt(expr.offset, fmt::format("unsupported operator '{}'", expr.text));
        }
      }
      for (const PyExpr& item : expr.items) {
        auto arg = ConvertArgument(item);
        if (!arg.ok()) return arg.status();
        node.args.push_back(std::move(*arg));
      }
      break;
    }
    case PyExpr::Kind::kName: {
      std::string_view name = expr.text;
      if (ConsumePrefix(&name, "self.")) {
        node.op = NodeOp::kGetAttr;
        node.op_class = OpClass::kGetAttr;
        node.target = std::string(name);
        return node;
      }
      return file_.ErrorAt(expr.offset,
                           fmt::format("expected an op call, got the name '{}'", expr.text));
    }
    default:
      return file_.ErrorAt(expr.offset, "expected an op call");
  }
  node.op_class = ClassifyTarget(node.target);
  return node;
}

absl::StatusOr<Argument> FxBodyBuilder::ConvertArgument(const PyExpr& expr) {
  Argument arg;
  arg.offset = expr.offset;
  switch (expr.kind) {
    case PyExpr::Kind::kNone:
      arg.kind = Argument::Kind::kNone;
      return arg;
    case PyExpr::Kind::kBool:
      arg.kind = Argument::Kind::kBool;
      arg.i = expr.i;
      return arg;
    case PyExpr::Kind::kInt:
      arg.kind = Argument::Kind::kInt;
      arg.i = expr.i;
      return arg;
    case PyExpr::Kind::kFloat:
      arg.kind = Argument::Kind::kFloat;
      arg.f = expr.f;
      return arg;
    case PyExpr::Kind::kString:
      arg.kind = Argument::Kind::kString;
      arg.s = expr.text;
      return arg;
    case PyExpr::Kind::kList:
    case PyExpr::Kind::kTuple:
      arg.kind = expr.kind == PyExpr::Kind::kList ? Argument::Kind::kList : Argument::Kind::kTuple;
      arg.items.reserve(expr.items.size());
      for (const PyExpr& item : expr.items) {
        auto converted = ConvertArgument(item);
        if (!converted.ok()) return converted;
        arg.items.push_back(std::move(*converted));
      }
      return arg;
    case PyExpr::Kind::kDict:
      arg.kind = Argument::Kind::kDict;
      for (size_t i = 0; i + 1 < expr.items.size(); i += 2) {
        const PyExpr& key = expr.items[i];
        if (key.kind == PyExpr::Kind::kString) {
          arg.keys.emplace_back(key.text);
        } else if (key.kind == PyExpr::Kind::kInt) {
          arg.keys.push_back(std::to_string(key.i));
        } else {
          return file_.ErrorAt(key.offset, "expected a string or int dict key");
        }
        auto converted = ConvertArgument(expr.items[i + 1]);
        if (!converted.ok()) return converted;
        arg.items.push_back(std::move(*converted));
      }
      return arg;
    case PyExpr::Kind::kName: {
      std::string_view name = expr.text;
      NodeId id = graph_.FindNode(name);
      if (id != kNoNode) return Argument::Node(id);
      if (ConsumePrefix(&name, "torch.")) {
        if (auto dtype = ParseTorchDType(name); dtype.has_value()) {
          arg.kind = Argument::Kind::kDType;
          arg.dtype = *dtype;
          return arg;
        }
        if (IsLayout(name)) {
          arg.kind = Argument::Kind::kLayout;
          arg.s = std::string(name);
          return arg;
        }
        if (IsMemoryFormat(name)) {
          arg.kind = Argument::Kind::kMemoryFormat;
          arg.s = std::string(name);
          return arg;
        }
        if (ConsumePrefix(&name, "ops.")) {
          arg.kind = Argument::Kind::kOpRef;
          arg.s = std::string(name);
          return arg;
        }
      }
      return file_.ErrorAt(expr.offset, fmt::format("unknown reference '{}'", expr.text));
    }
    case PyExpr::Kind::kCall: {
      const PyExpr& callee = expr.items[0];
      if (callee.kind == PyExpr::Kind::kName &&
          (callee.text == "device" || callee.text == "torch.device")) {
        Device device;
        auto set_field = [&](std::string_view key, const PyExpr& value) -> absl::Status {
          if (key == "type" && value.kind == PyExpr::Kind::kString) {
            std::vector<std::string_view> parts = Split(value.text, ':');
            device.type = DeviceType(parts[0]);
            if (parts.size() > 1) {
              std::from_chars(parts[1].data(), parts[1].data() + parts[1].size(), device.index);
            }
            return absl::OkStatus();
          }
          if (key == "index" && value.kind == PyExpr::Kind::kInt) {
            device.index = static_cast<int32_t>(value.i);
            return absl::OkStatus();
          }
          return file_.ErrorAt(value.offset, "expected device(type='cuda', index=0)");
        };
        for (size_t i = 1; i < expr.items.size(); ++i) {
          if (auto s = set_field(i == 1 ? "type" : "index", expr.items[i]); !s.ok()) return s;
        }
        for (size_t i = 0; i < expr.kwargs.size(); ++i) {
          if (auto s = set_field(expr.kwarg_names[i], expr.kwargs[i]); !s.ok()) return s;
        }
        const size_t offset = arg.offset;
        arg = Argument::OfDevice(device);
        arg.offset = offset;
        return arg;
      }
      return file_.ErrorAt(expr.offset, "expected a value or a name as an argument, got a call");
    }
    case PyExpr::Kind::kUnary:
    case PyExpr::Kind::kBinary:
    case PyExpr::Kind::kSubscript:
      return file_.ErrorAt(expr.offset,
                           "expected a value or a name as an argument, got an expression");
  }
  return file_.ErrorAt(expr.offset, "expected an argument");
}

}  // namespace collopt
