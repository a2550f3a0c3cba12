#include "verify/op_rules.h"

#include <iterator>

#include "absl/strings/str_cat.h"
#include "fmt/format.h"
#include "verify/layout.h"

namespace collopt::verify {
namespace {

// Appends `a`'s canonical text to `out` (one string grown in place: op
// texts are built for every node, as memo keys).
void AppendArg(std::string& out, const OpCall& call, const Argument& a, bool slot_layouts) {
  using K = Argument::Kind;
  switch (a.kind) {
    case K::kNone:
      out += "None";
      return;
    case K::kBool:
      out += a.i != 0 ? "True" : "False";
      return;
    case K::kInt:
      absl::StrAppend(&out, a.i);
      return;
    case K::kFloat:
      fmt::format_to(std::back_inserter(out), "{}f", a.f);
      return;
    case K::kString:
      absl::StrAppend(&out, "'", a.s.str(), "'");
      return;
    case K::kNode:
      if (slot_layouts && call.value(a.node).kind == SymValue::Kind::kLayout) {
        out += '$';
      } else {
        absl::StrAppend(&out, "t", call.term(a.node));
      }
      return;
    case K::kDType:
      out += TorchName(a.dtype);
      return;
    case K::kDevice:
      absl::StrAppend(&out, "device(", a.s.str(), ":", a.i, ")");
      return;
    case K::kList:
    case K::kTuple:
    case K::kDict: {
      out += a.kind == K::kList ? "[" : (a.kind == K::kTuple ? "(" : "{");
      for (size_t i = 0; i < a.items.size(); ++i) {
        if (i > 0) out += ", ";
        if (i < a.keys.size()) absl::StrAppend(&out, a.keys[i], ": ");
        AppendArg(out, call, a.items[i], slot_layouts);
      }
      out += a.kind == K::kList ? "]" : (a.kind == K::kTuple ? ")" : "}");
      return;
    }
    case K::kLayout:
    case K::kMemoryFormat:
    case K::kOpRef:
      out += a.s;
      return;
  }
  out += '?';
}

}  // namespace

std::string OpText(const OpCall& call, bool slot_layouts) {
  std::string text = call.node.target;
  text += '(';
  for (size_t i = 0; i < call.node.args.size(); ++i) {
    if (i > 0) text += ", ";
    AppendArg(text, call, call.node.args[i], slot_layouts);
  }
  if (!call.node.kwargs.empty()) text += "; ";
  for (size_t i = 0; i < call.node.kwargs.size(); ++i) {
    if (i > 0) text += ", ";
    absl::StrAppend(&text, call.node.kwarg_names[i], "=");
    AppendArg(text, call, call.node.kwargs[i], slot_layouts);
  }
  text += ')';
  return text;
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
