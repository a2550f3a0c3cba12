// collopt/frontend/symbolic_sizes.cc — see symbolic_sizes.h.
#include "frontend/symbolic_sizes.h"

#include <charconv>
#include <cmath>
#include <limits>
#include <vector>

#include "fmt/format.h"
#include "frontend/py_expr.h"
#include "support/source_file.h"
#include "support/strings.h"

namespace collopt {
namespace {

// A value of a size expression: sympy's integer functions take and give
// ints; IntTrueDiv, ToFloat and FloatPow give floats, which CeilToInt and its
// kin turn back into ints.
struct Number {
  bool is_float = false;
  int64_t i = 0;
  double f = 0;

  double AsDouble() const { return is_float ? f : static_cast<double>(i); }
};

Number Int(int64_t v) { return {false, v, 0}; }
Number Float(double v) { return {true, 0, v}; }

// A finite double within int64 (rounded by `round`), else nullopt.
std::optional<Number> ToInt(double v, double (*round)(double)) {
  double r = round(v);
  if (!std::isfinite(r) || r < -9.2e18 || r > 9.2e18) return std::nullopt;
  return Int(static_cast<int64_t>(r));
}

std::optional<Number> Add(Number a, Number b, int sign) {
  if (a.is_float || b.is_float) return Float(a.AsDouble() + sign * b.AsDouble());
  int64_t out = 0;
  bool overflow =
      sign > 0 ? __builtin_add_overflow(a.i, b.i, &out) : __builtin_sub_overflow(a.i, b.i, &out);
  if (overflow) return std::nullopt;
  return Int(out);
}

std::optional<Number> Mul(Number a, Number b) {
  if (a.is_float || b.is_float) return Float(a.AsDouble() * b.AsDouble());
  int64_t out = 0;
  if (__builtin_mul_overflow(a.i, b.i, &out)) return std::nullopt;
  return Int(out);
}

// Python's floor division and modulo (sympy's FloorDiv / Mod on integers).
std::optional<Number> FloorDivide(Number a, Number b) {
  if (a.is_float || b.is_float) {
    if (b.AsDouble() == 0) return std::nullopt;
    return Float(std::floor(a.AsDouble() / b.AsDouble()));
  }
  if (b.i == 0 || (a.i == std::numeric_limits<int64_t>::min() && b.i == -1)) return std::nullopt;
  return Int(FloorDiv(a.i, b.i));
}

std::optional<Number> Modulo(Number a, Number b) {
  auto q = FloorDivide(a, b);
  if (!q.has_value()) return std::nullopt;
  auto qb = Mul(*q, b);
  if (!qb.has_value()) return std::nullopt;
  return Add(a, *qb, -1);
}

std::optional<Number> Power(Number a, Number b) {
  if (a.is_float || b.is_float || b.i < 0) return Float(std::pow(a.AsDouble(), b.AsDouble()));
  if (a.i == 0 || a.i == 1) return Int(b.i == 0 ? 1 : a.i);
  if (a.i == -1) return Int(b.i % 2 == 0 ? 1 : -1);
  Number out = Int(1);
  for (int64_t k = 0; k < b.i; ++k) {  // |a| >= 2: overflows within 63 steps
    auto next = Mul(out, a);
    if (!next.has_value()) return std::nullopt;
    out = *next;
  }
  return out;
}

std::optional<Number> Shift(Number a, Number b, bool left) {
  if (a.is_float || b.is_float || b.i < 0 || b.i > 62) return std::nullopt;
  if (!left) return Int(a.i >> b.i);
  return Mul(a, Int(int64_t{1} << b.i));
}

class Evaluator {
 public:
  Evaluator(const SymbolHints& hints, std::set<std::string>* missing)
      : hints_(hints), missing_(missing) {}

  std::optional<Number> Eval(const PyExpr& e) {
    switch (e.kind) {
      case PyExpr::Kind::kInt:
        return Int(e.i);
      case PyExpr::Kind::kFloat:
        return Float(e.f);
      case PyExpr::Kind::kName: {
        if (auto it = hints_.find(e.text); it != hints_.end()) return Int(it->second);
        if (missing_ != nullptr) missing_->emplace(e.text);
        return std::nullopt;
      }
      case PyExpr::Kind::kUnary: {
        if (e.text != "-") return std::nullopt;
        auto v = Eval(e.items[0]);
        if (!v.has_value()) return std::nullopt;
        return Mul(*v, Int(-1));
      }
      case PyExpr::Kind::kBinary:
        return Binary(e);
      case PyExpr::Kind::kCall:
        return Call(e);
      default:
        return std::nullopt;
    }
  }

 private:
  std::optional<Number> Binary(const PyExpr& e) {
    auto a = Eval(e.items[0]);
    auto b = Eval(e.items[1]);  // evaluated even when `a` failed: every missing symbol is named
    if (!a.has_value() || !b.has_value()) return std::nullopt;
    if (e.text == "+") return Add(*a, *b, 1);
    if (e.text == "-") return Add(*a, *b, -1);
    if (e.text == "*") return Mul(*a, *b);
    if (e.text == "//") return FloorDivide(*a, *b);
    if (e.text == "%") return Modulo(*a, *b);
    if (e.text == "**") return Power(*a, *b);
    if (e.text == "/") {
      if (b->AsDouble() == 0) return std::nullopt;
      return Float(a->AsDouble() / b->AsDouble());
    }
    return std::nullopt;
  }

  std::optional<Number> Call(const PyExpr& e) {
    if (e.items[0].kind != PyExpr::Kind::kName || !e.kwargs.empty()) return std::nullopt;
    std::string_view f = e.items[0].text;
    std::vector<Number> args;
    bool ok = true;
    for (size_t k = 1; k < e.items.size(); ++k) {
      auto v = Eval(e.items[k]);
      ok = ok && v.has_value();
      if (v.has_value()) args.push_back(*v);
    }
    if (!ok || args.empty()) return std::nullopt;
    if (f == "Max" || f == "Min") {
      Number best = args[0];
      for (const Number& a : args) {
        bool better = f == "Max" ? a.AsDouble() > best.AsDouble() : a.AsDouble() < best.AsDouble();
        if (better) best = a;
      }
      return best;
    }
    if (args.size() == 1) return Unary(f, args[0]);
    if (args.size() == 2) return Pair(f, args[0], args[1]);
    if (args.size() == 3 && f == "ModularIndexing") {  // (x // d) % m
      auto q = FloorDivide(args[0], args[1]);
      if (!q.has_value()) return std::nullopt;
      return Modulo(*q, args[2]);
    }
    return std::nullopt;
  }

  static std::optional<Number> Unary(std::string_view f, Number a) {
    if (f == "Identity") return a;
    if (f == "ToFloat") return Float(a.AsDouble());
    if (f == "TruncToFloat") return Float(std::trunc(a.AsDouble()));
    if (f == "Abs") return a.is_float ? Float(std::fabs(a.f)) : Mul(a, Int(a.i < 0 ? -1 : 1));
    if (f == "CeilToInt" || f == "ceiling") return ToInt(a.AsDouble(), std::ceil);
    if (f == "FloorToInt" || f == "floor") return ToInt(a.AsDouble(), std::floor);
    if (f == "TruncToInt") return ToInt(a.AsDouble(), std::trunc);
    if (f == "RoundToInt") return ToInt(a.AsDouble(), std::nearbyint);  // half to even, as round()
    return std::nullopt;
  }

  static std::optional<Number> Pair(std::string_view f, Number a, Number b) {
    if (f == "FloorDiv" || f == "CleanDiv") return FloorDivide(a, b);
    if (f == "CeilDiv") {  // -(-a // b)
      auto q = FloorDivide(*Mul(a, Int(-1)), b);
      if (!q.has_value()) return std::nullopt;
      return Mul(*q, Int(-1));
    }
    if (f == "Mod" || f == "PythonMod") return Modulo(a, b);
    if (f == "IntTrueDiv" || f == "FloatTrueDiv") {
      if (b.AsDouble() == 0) return std::nullopt;
      return Float(a.AsDouble() / b.AsDouble());
    }
    if (f == "PowByNatural" || f == "FloatPow") return Power(a, b);
    if (f == "LShift") return Shift(a, b, true);
    if (f == "RShift") return Shift(a, b, false);
    return std::nullopt;
  }

  const SymbolHints& hints_;
  std::set<std::string>* missing_;
};

bool IsIdentifier(std::string_view s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0])) != 0) return false;
  for (char c : s) {
    if (std::isalnum(static_cast<unsigned char>(c)) == 0 && c != '_') return false;
  }
  return true;
}

}  // namespace

absl::Status ParseSymbolHints(std::string_view text, SymbolHints& hints) {
  for (std::string_view item : Split(text, ',')) {
    item = StripWhitespace(item);
    size_t eq = item.find('=');
    std::string_view name = eq == std::string_view::npos ? "" : StripWhitespace(item.substr(0, eq));
    std::string_view value =
        eq == std::string_view::npos ? "" : StripWhitespace(item.substr(eq + 1));
    int64_t v = 0;
    auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
    if (!IsIdentifier(name) || value.empty() || ec != std::errc() ||
        ptr != value.data() + value.size()) {
      return absl::InvalidArgumentError(
          fmt::format("expected NAME=INT (e.g. s0=16), got '{}'", item));
    }
    hints[std::string(name)] = v;
  }
  return absl::OkStatus();
}

std::optional<int64_t> EvaluateSymbolicSize(std::string_view text, const SymbolHints& hints,
                                            std::set<std::string>* missing) {
  SourceFile file("<size>", std::string(text));
  std::vector<PyToken> tokens;
  if (!TokenizePythonInto(file, 0, file.text().size(), tokens).ok()) return std::nullopt;
  PyParser parser(file, tokens);
  auto expr = parser.ParseExpression();
  if (!expr.ok() || !parser.AtEnd()) return std::nullopt;
  auto value = Evaluator(hints, missing).Eval(*expr);
  if (!value.has_value()) return std::nullopt;
  if (!value->is_float) return value->i;
  // A float-valued size (an unreduced IntTrueDiv): integral values only.
  auto as_int = ToInt(value->f, std::trunc);
  if (!as_int.has_value() || static_cast<double>(as_int->i) != value->f) return std::nullopt;
  return as_int->i;
}

SymInt SymbolicSizes::Size(std::string_view text) {
  text = StripWhitespace(text);
  int64_t v = 0;
  auto [ptr, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec == std::errc() && ptr == text.data() + text.size()) return SymInt::Concrete(v);
  if (ec == std::errc() && ptr + 1 == text.data() + text.size() && *ptr == '*') {
    return SymInt::Stated(v);  // collopt's own "16*"
  }
  auto it = cache_.find(absl::string_view(text.data(), text.size()));
  if (it == cache_.end()) {
    std::set<std::string> missing;
    it = cache_.emplace(std::string(text), EvaluateSymbolicSize(text, hints_, &missing)).first;
    unhinted_.insert(missing.begin(), missing.end());
  }
  return it->second.has_value() ? SymInt::Stated(*it->second) : SymInt::Symbolic(0);
}

}  // namespace collopt
