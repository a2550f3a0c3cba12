// collopt/frontend/py_expr.cc — see py_expr.h.
#include "frontend/py_expr.h"

#include <array>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <limits>

#include "fmt/format.h"

namespace collopt {
namespace {

bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsNameStart(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'; }
bool IsNameChar(char c) { return IsNameStart(c) || IsDigit(c); }
// Characters that can start a two-character operator.
bool MayStartLongOp(char c) {
  return c == '*' || c == '/' || c == '=' || c == '!' || c == '<' || c == '>' || c == '-' ||
         c == '+' || c == ':';
}

// Multi-character operators first so that the longest match wins.
constexpr std::array<std::string_view, 13> kLongOps = {"**", "//", "==", "!=", "<=", ">=", "->",
                                                       "<<", ">>", "+=", "-=", "*=", ":="};
constexpr std::string_view kShortOps = "()[]{},:;=.+-*/%<>@~&|^";

absl::Status LexString(const SourceFile& file, size_t& i, size_t end, PyToken& token) {
  const std::string& s = file.text();
  char quote = s[i];
  bool triple = i + 2 < end && s[i + 1] == quote && s[i + 2] == quote;
  size_t start = i;
  i += triple ? 3 : 1;
  if (!triple) {
    // Fast path: no escapes, the value is a slice of the text.
    size_t j = i;
    while (j < end && s[j] != quote && s[j] != '\\' && s[j] != '\n') ++j;
    if (j < end && s[j] == quote) {
      token.kind = PyToken::Kind::kString;
      token.text = std::string_view(s).substr(i, j - i);
      i = j + 1;
      return absl::OkStatus();
    }
  }
  std::string value;
  while (true) {
    if (i >= end || (!triple && s[i] == '\n')) {
      return file.ErrorAt(start, "unterminated string literal");
    }
    if (s[i] == '\\' && i + 1 < end) {
      char e = s[i + 1];
      switch (e) {
        case 'n':
          value += '\n';
          break;
        case 't':
          value += '\t';
          break;
        case '\\':
          value += '\\';
          break;
        case '\'':
          value += '\'';
          break;
        case '"':
          value += '"';
          break;
        case '\n':
          break;
        default:
          value += '\\';
          value += e;
          break;
      }
      i += 2;
      continue;
    }
    if (s[i] == quote) {
      if (!triple) {
        ++i;
        break;
      }
      if (i + 2 < end + 0 && s[i + 1] == quote && s[i + 2] == quote) {
        i += 3;
        break;
      }
    }
    value += s[i++];
  }
  token.kind = PyToken::Kind::kString;
  token.text = file.Intern(std::move(value));
  return absl::OkStatus();
}

void LexNumber(const std::string& s, size_t& i, size_t end, PyToken& token) {
  size_t start = i;
  bool is_float = false;
  while (i < end && (IsNameChar(s[i]) || s[i] == '.' ||
                     ((s[i] == '-' || s[i] == '+') && (s[i - 1] == 'e' || s[i - 1] == 'E')))) {
    if (s[i] == '.' || s[i] == 'e' || s[i] == 'E') is_float = true;
    ++i;
  }
  token.kind = is_float ? PyToken::Kind::kFloat : PyToken::Kind::kInt;
  token.text = std::string_view(s).substr(start, i - start);
}

}  // namespace

std::string DescribeToken(const PyToken& token) {
  switch (token.kind) {
    case PyToken::Kind::kEnd:
      return "end of line";
    case PyToken::Kind::kString:
      return fmt::format("string '{}'", token.text.substr(0, 40));
    default:
      return fmt::format("'{}'", token.text.substr(0, 60));
  }
}

absl::StatusOr<std::vector<PyToken>> TokenizePython(const SourceFile& file, size_t begin,
                                                    size_t end) {
  std::vector<PyToken> tokens;
  if (auto status = TokenizePythonInto(file, begin, end, tokens); !status.ok()) return status;
  return tokens;
}

absl::Status TokenizePythonInto(const SourceFile& file, size_t begin, size_t end,
                                std::vector<PyToken>& tokens) {
  const std::string& s = file.text();
  tokens.clear();
  size_t i = begin;
  while (i < end) {
    char c = s[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\\') {
      ++i;
      continue;
    }
    if (c == '#') {
      while (i < end && s[i] != '\n') ++i;
      continue;
    }
    PyToken token;
    token.offset = i;
    if (IsNameStart(c)) {
      // A name, dotted names merged: torch.ops.aten.mm.default.
      size_t start = i;
      while (i < end &&
             (IsNameChar(s[i]) || (s[i] == '.' && i + 1 < end && IsNameStart(s[i + 1])))) {
        ++i;
      }
      token.kind = PyToken::Kind::kName;
      token.text = std::string_view(s).substr(start, i - start);
      // String prefixes (r'', b'', f'') are not produced by FX; reject clearly.
      if (i < end && (s[i] == '\'' || s[i] == '"')) {
        return file.ErrorAt(i, fmt::format("unsupported string prefix '{}'", token.text));
      }
    } else if (IsDigit(c) || (c == '.' && i + 1 < end && IsDigit(s[i + 1]))) {
      LexNumber(s, i, end, token);
    } else if (c == '\'' || c == '"') {
      if (auto status = LexString(file, i, end, token); !status.ok()) return status;
    } else {
      bool matched = false;
      if (MayStartLongOp(c) && i + 1 < end) {
        for (std::string_view op : kLongOps) {
          if (s[i] == op[0] && s[i + 1] == op[1]) {
            token.kind = PyToken::Kind::kOp;
            token.text = op;
            i += op.size();
            matched = true;
            break;
          }
        }
      }
      if (!matched) {
        if (kShortOps.find(c) == std::string_view::npos) {
          return file.ErrorAt(i, fmt::format("unexpected character '{}'", c));
        }
        token.kind = PyToken::Kind::kOp;
        token.text = std::string_view(s).substr(i, 1);
        ++i;
      }
    }
    tokens.push_back(token);
  }
  PyToken end_token;
  end_token.kind = PyToken::Kind::kEnd;
  end_token.offset = end;
  tokens.push_back(end_token);
  return absl::OkStatus();
}

PyParser::PyParser(const SourceFile& file, const std::vector<PyToken>& tokens)
    : file_(file), tokens_(tokens) {}

const PyToken& PyParser::Current() const { return tokens_[pos_]; }
bool PyParser::AtEnd() const { return Current().kind == PyToken::Kind::kEnd; }
bool PyParser::Peek(std::string_view op) const {
  return Current().kind == PyToken::Kind::kOp && Current().text == op;
}
bool PyParser::PeekName() const { return Current().kind == PyToken::Kind::kName; }
bool PyParser::PeekAhead(size_t k, std::string_view op) const {
  if (pos_ + k >= tokens_.size()) return false;
  const PyToken& t = tokens_[pos_ + k];
  return t.kind == PyToken::Kind::kOp && t.text == op;
}

bool PyParser::Accept(std::string_view op) {
  if (!Peek(op)) return false;
  ++pos_;
  return true;
}

absl::Status PyParser::ErrorExpected(std::string_view what) const {
  return file_.ErrorAt(Current().offset,
                       fmt::format("expected {}, got {}", what, DescribeToken(Current())));
}

absl::Status PyParser::Expect(std::string_view op) {
  if (Accept(op)) return absl::OkStatus();
  return ErrorExpected(fmt::format("'{}'", op));
}

absl::StatusOr<PyToken> PyParser::ExpectName() {
  if (!PeekName()) return ErrorExpected("a name");
  return tokens_[pos_++];
}

absl::StatusOr<PyToken> PyParser::ExpectString() {
  if (Current().kind != PyToken::Kind::kString) return ErrorExpected("a string");
  return tokens_[pos_++];
}

absl::Status PyParser::TooDeep() const {
  return file_.ErrorAt(Current().offset,
                       fmt::format("expected an expression nested at most {} levels deep, got "
                                   "nesting deeper than {} levels",
                                   kMaxNesting, kMaxNesting));
}

absl::StatusOr<PyExpr> PyParser::ParseExpression() {
  const Nesting level(depth_);
  if (depth_ > kMaxNesting) return TooDeep();
  // Fast path for a lone atom (most call arguments): skip the precedence chain.
  const PyToken& t = Current();
  if (t.kind != PyToken::Kind::kOp && t.kind != PyToken::Kind::kEnd && pos_ + 1 < tokens_.size()) {
    const PyToken& next = tokens_[pos_ + 1];
    bool ends = next.kind == PyToken::Kind::kEnd ||
                (next.kind == PyToken::Kind::kOp && next.text.size() == 1 &&
                 (next.text[0] == ',' || next.text[0] == ')' || next.text[0] == ']' ||
                  next.text[0] == '}' || next.text[0] == ';'));
    if (ends && !(t.kind == PyToken::Kind::kName && (t.text == "not" || t.text == "lambda"))) {
      return ParseAtom();
    }
  }
  return ParseOr();
}

absl::StatusOr<PyExpr> PyParser::ParseOr() {
  auto lhs = ParseNot();
  if (!lhs.ok()) return lhs;
  while (PeekName() && (Current().text == "and" || Current().text == "or")) {
    PyExpr bin;
    bin.kind = PyExpr::Kind::kBinary;
    bin.offset = lhs->offset;
    bin.text = tokens_[pos_++].text;
    auto rhs = ParseNot();
    if (!rhs.ok()) return rhs;
    bin.items.push_back(std::move(*lhs));
    bin.items.push_back(std::move(*rhs));
    *lhs = std::move(bin);
  }
  return lhs;
}

absl::StatusOr<PyExpr> PyParser::ParseNot() {
  if (PeekName() && Current().text == "not") {
    PyExpr unary;
    unary.kind = PyExpr::Kind::kUnary;
    unary.offset = Current().offset;
    unary.text = "not";
    ++pos_;
    const Nesting level(depth_);
    if (depth_ > kMaxNesting) return TooDeep();
    auto operand = ParseNot();
    if (!operand.ok()) return operand;
    unary.items.push_back(std::move(*operand));
    return unary;
  }
  return ParseComparison();
}

absl::StatusOr<PyExpr> PyParser::ParseComparison() {
  auto lhs = ParseArith(0);
  if (!lhs.ok()) return lhs;
  static constexpr std::array<std::string_view, 6> kCompare = {"==", "!=", "<", ">", "<=", ">="};
  for (std::string_view op : kCompare) {
    if (Peek(op)) {
      PyExpr bin;
      bin.kind = PyExpr::Kind::kBinary;
      bin.offset = lhs->offset;
      bin.text = op;
      ++pos_;
      auto rhs = ParseArith(0);
      if (!rhs.ok()) return rhs;
      bin.items.push_back(std::move(*lhs));
      bin.items.push_back(std::move(*rhs));
      return bin;
    }
  }
  return lhs;
}

// level 0: + -, level 1: * / // % @, then unary.
absl::StatusOr<PyExpr> PyParser::ParseArith(int level) {
  static constexpr std::array<std::array<std::string_view, 5>, 2> kLevels = {
      {{"+", "-", "", "", ""}, {"*", "/", "//", "%", "@"}}};
  auto lhs = level == 1 ? ParseUnary() : ParseArith(level + 1);
  if (!lhs.ok()) return lhs;
  while (true) {
    std::string_view matched;
    for (std::string_view op : kLevels[static_cast<size_t>(level)]) {
      if (!op.empty() && Peek(op)) matched = op;
    }
    if (matched.empty()) return lhs;
    PyExpr bin;
    bin.kind = PyExpr::Kind::kBinary;
    bin.offset = lhs->offset;
    bin.text = matched;
    ++pos_;
    auto rhs = level == 1 ? ParseUnary() : ParseArith(level + 1);
    if (!rhs.ok()) return rhs;
    bin.items.push_back(std::move(*lhs));
    bin.items.push_back(std::move(*rhs));
    *lhs = std::move(bin);
  }
}

absl::StatusOr<PyExpr> PyParser::ParseUnary() {
  if (Peek("-") || Peek("+") || Peek("~")) {
    const Nesting level(depth_);
    if (depth_ > kMaxNesting) return TooDeep();
    size_t offset = Current().offset;
    std::string_view op = tokens_[pos_++].text;
    auto operand = ParseUnary();
    if (!operand.ok()) return operand;
    if (op == "+") return operand;
    // Fold negative literals so that `-1` is an int, `-inf` a float.
    if (op == "-" && operand->kind == PyExpr::Kind::kInt) {
      operand->i = -operand->i;
      operand->offset = offset;
      return operand;
    }
    // -9223372036854775808 is int64's least value: its literal alone is
    // beyond int64 (read as a float, below), its negation is not.
    if (op == "-" && operand->kind == PyExpr::Kind::kFloat && operand->f == 0x1p63 &&
        operand->text == "9223372036854775808") {
      operand->kind = PyExpr::Kind::kInt;
      operand->i = std::numeric_limits<int64_t>::min();
      operand->offset = offset;
      return operand;
    }
    if (op == "-" && operand->kind == PyExpr::Kind::kFloat) {
      operand->f = -operand->f;
      operand->offset = offset;
      return operand;
    }
    PyExpr unary;
    unary.kind = PyExpr::Kind::kUnary;
    unary.offset = offset;
    unary.text = op;
    unary.items.push_back(std::move(*operand));
    return unary;
  }
  auto base = ParsePostfix();
  if (!base.ok()) return base;
  if (Peek("**")) {
    PyExpr bin;
    bin.kind = PyExpr::Kind::kBinary;
    bin.offset = base->offset;
    bin.text = "**";
    ++pos_;
    const Nesting level(depth_);
    if (depth_ > kMaxNesting) return TooDeep();
    auto rhs = ParseUnary();
    if (!rhs.ok()) return rhs;
    bin.items.push_back(std::move(*base));
    bin.items.push_back(std::move(*rhs));
    return bin;
  }
  return base;
}

absl::StatusOr<PyExpr> PyParser::ParsePostfix() {
  auto expr = ParseAtom();
  if (!expr.ok()) return expr;
  while (true) {
    if (Peek("(")) {
      PyExpr call;
      call.kind = PyExpr::Kind::kCall;
      call.offset = expr->offset;
      call.items.reserve(4);
      call.items.push_back(std::move(*expr));
      ++pos_;
      if (auto status = ParseCallArgs(call); !status.ok()) return status;
      *expr = std::move(call);
    } else if (Peek("[")) {
      PyExpr sub;
      sub.kind = PyExpr::Kind::kSubscript;
      sub.offset = expr->offset;
      ++pos_;
      auto index = ParseExpression();
      if (!index.ok()) return index;
      if (auto status = Expect("]"); !status.ok()) return status;
      sub.items.push_back(std::move(*expr));
      sub.items.push_back(std::move(*index));
      *expr = std::move(sub);
    } else if (Peek(".") && expr->kind != PyExpr::Kind::kName) {
      // Attribute of a call result, e.g. `device(type='cuda').type`: not produced by FX.
      return ErrorExpected("an operator or ','");
    } else {
      return expr;
    }
  }
}

absl::Status PyParser::ParseCallArgs(PyExpr& call) {
  while (!Accept(")")) {
    if (AtEnd()) return ErrorExpected("')'");
    if (Accept("*") || Accept("**")) {
      // *args / **kwargs in a call are not produced by FX code generation.
      return file_.ErrorAt(tokens_[pos_ - 1].offset, "unsupported starred argument");
    }
    if (PeekName() && tokens_[pos_ + 1].kind == PyToken::Kind::kOp &&
        tokens_[pos_ + 1].text == "=") {
      std::string_view name = tokens_[pos_].text;
      pos_ += 2;
      auto value = ParseExpression();
      if (!value.ok()) return value.status();
      call.kwarg_names.push_back(name);
      call.kwargs.push_back(std::move(*value));
    } else {
      if (!call.kwargs.empty()) {
        return file_.ErrorAt(Current().offset, "positional argument follows keyword argument");
      }
      auto value = ParseExpression();
      if (!value.ok()) return value.status();
      call.items.push_back(std::move(*value));
    }
    if (!Peek(")")) {
      if (auto status = Expect(","); !status.ok()) return ErrorExpected("',' or ')'");
    }
  }
  return absl::OkStatus();
}

absl::StatusOr<PyExpr> PyParser::ParseSequence(std::string_view close, PyExpr::Kind kind,
                                               size_t offset) {
  PyExpr seq;
  seq.kind = kind;
  seq.offset = offset;
  seq.items.reserve(4);
  bool saw_comma = false;
  while (!Accept(close)) {
    if (AtEnd()) return ErrorExpected(fmt::format("'{}'", close));
    auto item = ParseExpression();
    if (!item.ok()) return item;
    if (kind == PyExpr::Kind::kDict) {
      if (auto status = Expect(":"); !status.ok()) return status;
      auto value = ParseExpression();
      if (!value.ok()) return value;
      seq.items.push_back(std::move(*item));
      seq.items.push_back(std::move(*value));
    } else {
      seq.items.push_back(std::move(*item));
    }
    if (!Peek(close)) {
      if (!Accept(",")) return ErrorExpected(fmt::format("',' or '{}'", close));
      saw_comma = true;
    }
  }
  // `(x)` is a parenthesised expression, `(x,)` a tuple.
  if (kind == PyExpr::Kind::kTuple && seq.items.size() == 1 && !saw_comma) {
    PyExpr inner = std::move(seq.items[0]);
    return inner;
  }
  return seq;
}

absl::StatusOr<PyExpr> PyParser::ParseAtom() {
  const PyToken& token = Current();
  PyExpr expr;
  expr.offset = token.offset;
  switch (token.kind) {
    case PyToken::Kind::kName: {
      ++pos_;
      if (token.text == "None") {
        expr.kind = PyExpr::Kind::kNone;
      } else if (token.text == "True" || token.text == "False") {
        expr.kind = PyExpr::Kind::kBool;
        expr.i = token.text == "True" ? 1 : 0;
      } else if (token.text == "inf" || token.text == "math.inf") {
        expr.kind = PyExpr::Kind::kFloat;
        expr.f = std::numeric_limits<double>::infinity();
      } else if (token.text == "nan" || token.text == "math.nan") {
        expr.kind = PyExpr::Kind::kFloat;
        expr.f = std::numeric_limits<double>::quiet_NaN();
      } else {
        expr.kind = PyExpr::Kind::kName;
        expr.text = token.text;
      }
      return expr;
    }
    case PyToken::Kind::kInt: {
      ++pos_;
      expr.kind = PyExpr::Kind::kInt;
      std::string_view t = token.text;
      auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), expr.i);
      if (ec == std::errc::result_out_of_range) {
        // Python ints are unbounded; FX prints e.g. 9223372036854775808 as a bound.
        expr.kind = PyExpr::Kind::kFloat;
        expr.f = std::strtod(std::string(t).c_str(), nullptr);
        expr.text = t;  // its spelling, for the negation of 2^63 above
        return expr;
      }
      if (ec != std::errc() || ptr != t.data() + t.size()) {
        return file_.ErrorAt(token.offset, fmt::format("malformed integer '{}'", t));
      }
      return expr;
    }
    case PyToken::Kind::kFloat: {
      ++pos_;
      expr.kind = PyExpr::Kind::kFloat;
      std::string spelling(token.text);
      char* end = nullptr;
      expr.f = std::strtod(spelling.c_str(), &end);
      if (end != spelling.c_str() + spelling.size()) {
        return file_.ErrorAt(token.offset, fmt::format("malformed number '{}'", token.text));
      }
      return expr;
    }
    case PyToken::Kind::kString: {
      ++pos_;
      expr.kind = PyExpr::Kind::kString;
      expr.text = token.text;
      // Adjacent string literals concatenate.
      if (Current().kind == PyToken::Kind::kString) {
        std::string joined(expr.text);
        while (Current().kind == PyToken::Kind::kString) joined += tokens_[pos_++].text;
        expr.text = file_.Intern(std::move(joined));
      }
      return expr;
    }
    case PyToken::Kind::kOp: {
      size_t offset = token.offset;
      if (Accept("(")) return ParseSequence(")", PyExpr::Kind::kTuple, offset);
      if (Accept("[")) return ParseSequence("]", PyExpr::Kind::kList, offset);
      if (Accept("{")) return ParseSequence("}", PyExpr::Kind::kDict, offset);
      return ErrorExpected("an expression");
    }
    case PyToken::Kind::kEnd:
      return ErrorExpected("an expression");
  }
  return ErrorExpected("an expression");
}

}  // namespace collopt
