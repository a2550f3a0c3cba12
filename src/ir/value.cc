// collopt/ir/value.cc — see value.h.
#include "ir/value.h"

#include "fmt/format.h"

namespace collopt {

const TensorType* FirstTensor(const Value& value) {
  if (value.is_tensor()) return &value.tensor;
  for (const Value& e : value.elements) {
    if (const TensorType* t = FirstTensor(e)) return t;
  }
  return nullptr;
}

int64_t Value::bytes() const {
  if (kind == Kind::kTensor) return tensor.bytes();
  int64_t total = 0;
  for (const Value& e : elements) total += e.bytes();
  return total;
}

std::string Value::ToString() const {
  switch (kind) {
    case Kind::kUnknown:
      return "?";
    case Kind::kNone:
      return "None";
    case Kind::kTensor:
      return tensor.ToString();
    case Kind::kTuple: {
      std::string out = "(";
      for (size_t i = 0; i < elements.size(); ++i) {
        if (i > 0) out += ", ";
        if (!keys.empty()) out += keys[i] + ": ";
        out += elements[i].ToString();
      }
      return out + ")";
    }
    case Kind::kSymInt:
      return fmt::format("Sym({}{})", sym.hint, sym.symbolic ? "*" : "");
    case Kind::kSymBool:
      return fmt::format("Sym({})", sym.hint != 0 ? "True" : "False");
    case Kind::kSymFloat:
      return fmt::format("Sym({})", scalar);
    case Kind::kOpaque:
      return "opaque";
  }
  return "?";
}

}  // namespace collopt
