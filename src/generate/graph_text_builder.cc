// collopt/generate/graph_text_builder.cc — see graph_text_builder.h.
#include "generate/graph_text_builder.h"

#include "fmt/format.h"

namespace collopt {
namespace {

std::string Annotation(const std::string& dtype, const std::vector<int64_t>& shape) {
  return dtype + ShapeList(shape);
}

// Item size and torch spelling of the short dtype names the generator uses.
int64_t ItemBytes(std::string_view dtype) {
  if (dtype == "f32" || dtype == "i32") return 4;
  if (dtype == "i64" || dtype == "c64") return 8;
  if (dtype == "b8") return 1;
  return 2;  // bf16, f16
}

std::string_view TorchDtype(std::string_view dtype) {
  if (dtype == "f32") return "torch.float32";
  if (dtype == "i32") return "torch.int32";
  if (dtype == "i64") return "torch.int64";
  if (dtype == "c64") return "torch.complex64";
  if (dtype == "b8") return "torch.bool";
  if (dtype == "f16") return "torch.float16";
  return "torch.bfloat16";
}

}  // namespace

int64_t GenTensor::numel() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
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
  GenTensor t{fmt::format("primals_{}", inputs_.size() + 1), std::string(dtype), std::move(shape)};
  inputs_.push_back(t);
  return t;
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

std::string GraphTextBuilder::Attr(std::string_view attr, bool score) {
  std::string name = Fresh(attr);
  attrs_.emplace_back(name, score);
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
  for (const GenTensor& in : inputs_) {
    out += fmt::format(", {}: \"{}\"", in.name, Annotation(in.dtype, in.shape));
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
  for (const auto& [name, score] : attrs_) {
    const char* scalar = "\"i32[][]cuda:0\"";
    out += fmt::format("\n    class {}(torch.nn.Module):\n        def forward(self", name);
    if (score) {
      out += fmt::format(", arg0_1: \"bf16[][]cuda:0\"");
      for (int i = 1; i <= 4; ++i) out += fmt::format(", arg{}_1: {}", i, scalar);
      out += "):\n            return arg0_1\n";
    } else {
      for (int i = 0; i <= 3; ++i) out += fmt::format(", arg{}_1: {}", i, scalar);
      out += "):\n            return True\n";
    }
  }
  return out;
}

std::string GraphTextBuilder::Repro() const {
  std::string out =
      "import torch\nfrom torch.nn import *\nfrom torch import tensor, device\n\n\n"
      "class Repro(torch.nn.Module):\n    def __init__(self) -> None:\n"
      "        super().__init__()\n";
  for (const auto& [name, score] : attrs_) {
    out += fmt::format(
        "        self.{} = {}\n", name,
        score ? "lambda score, b, h, m, n, *args: score" : "lambda b, h, m, n, *args: True");
  }
  out += "\n    def forward(self";
  for (const GenTensor& in : inputs_) out += ", " + in.name;
  out += "):\n";
  for (const Statement& s : statements_) out += fmt::format("        {} = {}\n", s.name, s.expr);
  out +=
      fmt::format("        return ({},)\n\n\ndef load_args(reader):\n", fmt::join(outputs_, ", "));
  for (size_t i = 0; i < inputs_.size(); ++i) {
    const GenTensor& in = inputs_[i];
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
