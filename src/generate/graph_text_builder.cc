// collopt/generate/graph_text_builder.cc — see graph_text_builder.h.
#include "generate/graph_text_builder.h"

#include "fmt/format.h"

namespace collopt {
namespace {

std::string Annotation(const std::string& dtype, const std::vector<int64_t>& shape) {
  return dtype + ShapeList(shape);
}

// Item size of the short dtype names the generator uses.
int64_t ItemBytes(std::string_view dtype) {
  if (dtype == "f32" || dtype == "i32") return 4;
  if (dtype == "i64" || dtype == "c64") return 8;
  if (dtype == "b8") return 1;
  return 2;  // bf16, f16
}

}  // namespace

std::string_view TorchDtype(std::string_view dtype) {
  if (dtype == "f32") return "torch.float32";
  if (dtype == "i32") return "torch.int32";
  if (dtype == "i64") return "torch.int64";
  if (dtype == "c64") return "torch.complex64";
  if (dtype == "b8") return "torch.bool";
  if (dtype == "f16") return "torch.float16";
  return "torch.bfloat16";
}

int64_t GenTensor::numel() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

std::string IntList(const std::vector<GenInt>& items) {
  std::vector<std::string_view> texts;
  texts.reserve(items.size());
  for (const GenInt& i : items) texts.push_back(i.text);
  return fmt::format("[{}]", fmt::join(texts, ", "));
}

std::string ShapeList(const std::vector<int64_t>& shape) {
  return fmt::format("[{}]", fmt::join(shape, ", "));
}

std::string GraphTextBuilder::Fresh(std::string_view base) {
  auto it = counters_.find(base);
  if (it == counters_.end()) {
    counters_.emplace(std::string(base), 1);
    return std::string(base);
  }
  return fmt::format("{}_{}", base, it->second++);
}

GenTensor GraphTextBuilder::Input(std::string_view dtype, std::vector<int64_t> shape) {
  GenTensor t{fmt::format("primals_{}", ++primals_), std::string(dtype), std::move(shape)};
  inputs_.push_back({t});
  return t;
}

GenInt GraphTextBuilder::SymInput(std::string_view base, int64_t hint) {
  GenInt i{Fresh(base), hint};
  inputs_.push_back({GenTensor{i.text, "sym", {}}, hint});
  return i;
}

GenTensor GraphTextBuilder::Call(std::string_view base, std::string_view target,
                                 std::string_view args, std::string_view dtype,
                                 std::vector<int64_t> shape) {
  GenTensor t{Fresh(base), std::string(dtype), std::move(shape)};
  statements_.push_back(
      {t.name, Annotation(t.dtype, t.shape), fmt::format("torch.ops.{}({})", target, args)});
  return t;
}

std::string GraphTextBuilder::CallTuple(std::string_view base, std::string_view target,
                                        std::string_view args) {
  std::string name = Fresh(base);
  statements_.push_back({name, "", fmt::format("torch.ops.{}({})", target, args)});
  return name;
}

std::string GraphTextBuilder::Attr(std::string_view attr, AttrKind kind) {
  std::string name = Fresh(attr);
  attrs_.emplace_back(name, kind);
  statements_.push_back({name, "", fmt::format("self.{}", attr)});
  return name;
}

GenTensor GraphTextBuilder::Item(const std::string& tuple, int index, std::string_view dtype,
                                 std::vector<int64_t> shape) {
  GenTensor t{Fresh("getitem"), std::string(dtype), std::move(shape)};
  statements_.push_back(
      {t.name, Annotation(t.dtype, t.shape), fmt::format("{}[{}]", tuple, index)});
  return t;
}

std::string GraphTextBuilder::Readable() const {
  std::string out = "class GraphModule(torch.nn.Module):\n    def forward(self";
  for (const InputDecl& in : inputs_) {
    const GenTensor& t = in.tensor;
    std::string type =
        t.dtype == "sym" ? fmt::format("Sym({})", in.sym_hint) : Annotation(t.dtype, t.shape);
    out += fmt::format(", {}: \"{}\"", t.name, type);
  }
  out += "):\n";
  for (const Statement& s : statements_) {
    if (s.annotation.empty()) {
      out += fmt::format("        {} = {}\n", s.name, s.expr);
    } else {
      out += fmt::format("        {}: \"{}\" = {}\n", s.name, s.annotation, s.expr);
    }
  }
  out += fmt::format("        return ({},)\n", fmt::join(outputs_, ", "));
  for (const auto& [name, kind] : attrs_) {
    const char* scalar = "\"i32[][]cuda:0\"";
    const char* score = "\"bf16[][]cuda:0\"";
    out += fmt::format("\n    class {}(torch.nn.Module):\n        def forward(self", name);
    if (kind == AttrKind::kMask) {
      for (int i = 0; i <= 3; ++i) out += fmt::format(", arg{}_1: {}", i, scalar);
      out += "):\n            return True\n";
      continue;
    }
    out += fmt::format(", arg0_1: {}", score);
    for (int i = 1; i <= 4; ++i) out += fmt::format(", arg{}_1: {}", i, scalar);
    if (kind == AttrKind::kScore) {
      out += "):\n            return arg0_1\n";
    } else {
      out += fmt::format(", arg5_1: {}):\n            return [arg5_1, None, None, None, None]\n",
                         score);
    }
  }
  return out;
}

std::string GraphTextBuilder::Repro() const {
  std::string out =
      "import torch\nfrom torch.nn import *\nfrom torch import tensor, device\n\n\n"
      "class Repro(torch.nn.Module):\n    def __init__(self) -> None:\n"
      "        super().__init__()\n";
  for (const auto& [name, kind] : attrs_) {
    const char* lambda =
        kind == AttrKind::kScore ? "lambda score, b, h, m, n, *args: score"
        : kind == AttrKind::kJoint
            ? "lambda score, b, h, m, n, grad, *args: [grad, None, None, None, None]"
            : "lambda b, h, m, n, *args: b.new_ones((), dtype=torch.bool)";
    out += fmt::format("        self.{} = {}\n", name, lambda);
  }
  out += "\n    def forward(self";
  for (const InputDecl& in : inputs_) out += ", " + in.tensor.name;
  out += "):\n";
  for (const Statement& s : statements_) out += fmt::format("        {} = {}\n", s.name, s.expr);
  out +=
      fmt::format("        return ({},)\n\n\ndef load_args(reader):\n", fmt::join(outputs_, ", "));
  for (size_t i = 0; i < inputs_.size(); ++i) {
    const GenTensor& in = inputs_[i].tensor;
    if (in.dtype == "sym") {
      out += fmt::format("    reader.symint({})  # {}\n", inputs_[i].sym_hint, in.name);
      continue;
    }
    const int64_t bytes = in.numel() * ItemBytes(in.dtype);
    const bool f32 = in.dtype == "f32";
    out += fmt::format(
        "    buf{} = reader.storage(None, {}, device=device(type='cuda', index=0){})\n", i, bytes,
        f32 ? std::string() : fmt::format(", dtype_hint={}", TorchDtype(in.dtype)));
    std::string dims = fmt::format("{}", fmt::join(in.shape, ", "));
    if (in.shape.size() == 1) dims += ",";
    out +=
        fmt::format("    reader.tensor(buf{}, ({}){}, is_leaf=True)  # {}\n", i, dims,
                    f32 ? std::string() : fmt::format(", dtype={}", TorchDtype(in.dtype)), in.name);
  }
  out += "load_args._version = 0\n\ndef get_pg_config():\n    return {";
  bool first = true;
  for (const auto& [name, size] : groups_) {
    out += fmt::format("{}'{}': {{'size': {}, 'rank': 0}}", first ? "" : ", ", name, size);
    first = false;
  }
  out += "}\n";
  return out;
}

}  // namespace collopt
