#include "verify/op_rules.h"

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "fmt/format.h"
#include "verify/layout.h"

namespace collopt::verify {
namespace {

std::string ArgText(const OpCall& call, const Argument& a, bool slot_layouts) {
  using K = Argument::Kind;
  switch (a.kind) {
    case K::kNone:
      return "None";
    case K::kBool:
      return a.i != 0 ? "True" : "False";
    case K::kInt:
      return absl::StrCat(a.i);
    case K::kFloat:
      return fmt::format("{}f", a.f);
    case K::kString:
      return absl::StrCat("'", a.s, "'");
    case K::kNode:
      if (slot_layouts && call.value(a.node).kind == SymValue::Kind::kLayout) return "$";
      return absl::StrCat("t", call.term(a.node));
    case K::kDType:
      return std::string(TorchName(a.dtype));
    case K::kDevice:
      return absl::StrCat("device(", a.device.type, ":", a.device.index, ")");
    case K::kList:
    case K::kTuple:
    case K::kDict: {
      std::vector<std::string> items;
      for (size_t i = 0; i < a.items.size(); ++i) {
        std::string item = ArgText(call, a.items[i], slot_layouts);
        items.push_back(i < a.keys.size() ? absl::StrCat(a.keys[i], ": ", item) : std::move(item));
      }
      const char* open = a.kind == K::kList ? "[" : (a.kind == K::kTuple ? "(" : "{");
      const char* close = a.kind == K::kList ? "]" : (a.kind == K::kTuple ? ")" : "}");
      return absl::StrCat(open, absl::StrJoin(items, ", "), close);
    }
    case K::kLayout:
    case K::kMemoryFormat:
    case K::kOpRef:
      return a.s;
  }
  return "?";
}

}  // namespace

std::string OpText(const OpCall& call, bool slot_layouts) {
  std::vector<std::string> args;
  for (const Argument& a : call.node.args) args.push_back(ArgText(call, a, slot_layouts));
  std::vector<std::string> kwargs;
  for (size_t i = 0; i < call.node.kwargs.size(); ++i) {
    kwargs.push_back(absl::StrCat(call.node.kwarg_names[i], "=",
                                  ArgText(call, call.node.kwargs[i], slot_layouts)));
  }
  return absl::StrCat(call.node.target, "(", absl::StrJoin(args, ", "), kwargs.empty() ? "" : "; ",
                      absl::StrJoin(kwargs, ", "), ")");
}

SymValue OpaqueResult(TermStore& store, std::string text, std::vector<TermId> operands,
                      const Value& value) {
  SymValue v;
  Atom atom{std::move(text), std::move(operands), DType::kFloat32, {}};
  bool sized = value.is_tensor();
  for (const SymInt& s : value.tensor.shape) sized = sized && s.hint >= 0;
  if (sized) {
    atom.dtype = value.tensor.dtype;
    for (const SymInt& s : value.tensor.shape) atom.shape.push_back(s.hint);
    const Dims shape = atom.shape;
    const TermId id = store.AddAtom(std::move(atom));
    v.kind = SymValue::Kind::kLayout;
    v.layout = Layout{value.tensor.dtype, shape, {}};
    v.layout.pieces.push_back(
        Piece{Dims(shape.size(), 0), shape, id, kSelfPath, 0, CanonicalStrides(shape)});
    Canonicalize(v.layout);
    return v;
  }
  atom.opaque = true;
  const TermId id = store.AddAtom(std::move(atom));
  if (value.kind != Value::Kind::kTuple) {
    v.kind = SymValue::Kind::kTerm;
    v.term = id;
    return v;
  }
  v.kind = SymValue::Kind::kTuple;
  for (size_t i = 0; i < value.elements.size(); ++i) {
    v.items.push_back(OpaqueResult(store, absl::StrCat("item ", i), {id}, value.elements[i]));
  }
  return v;
}

}  // namespace collopt::verify
