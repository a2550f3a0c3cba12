// collopt/frontend/py_expr.h — the Python subset that FX prints, as an AST.
//
// FX graph dumps are Python source, but collopt reads them as data: it never
// runs them. This parser accepts exactly what torch.fx's code generator and
// the repro writer emit inside statements: names (dotted names are one
// token: `torch.ops.aten.mm.default`), int/float/str/bool/None literals,
// lists, tuples, dicts, calls with positional and keyword arguments,
// subscripts, unary minus/not, binary arithmetic (`+ - * / // % **`) and
// comparisons. Positions are byte offsets into the SourceFile text, so an
// error can be reported as file:line:col.
#ifndef COLLOPT_FRONTEND_PY_EXPR_H_
#define COLLOPT_FRONTEND_PY_EXPR_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "support/source_file.h"

namespace collopt {

struct PyExpr {
  enum class Kind : uint8_t {
    kName,    // text = dotted name
    kInt,     // i
    kFloat,   // f
    kString,  // text = decoded value
    kBool,    // i = 0/1
    kNone,
    kList,       // items
    kTuple,      // items
    kDict,       // keys (as PyExpr in items[2k]) and values (items[2k+1])
    kCall,       // items[0] = callee, items[1..] = positional; kwarg_names/kwargs
    kSubscript,  // items[0][items[1]]
    kBinary,     // text = operator ("+", "//", ">=", ...); items = {lhs, rhs}
    kUnary,      // text = "-" or "not"; items = {operand}
  };
  Kind kind = Kind::kNone;
  size_t offset = 0;      // byte offset of the first character in the file
  std::string_view text;  // a view into the SourceFile (or its interned strings)
  int64_t i = 0;
  double f = 0;
  std::vector<PyExpr> items;
  std::vector<std::string_view> kwarg_names;
  std::vector<PyExpr> kwargs;
};

/// A lexical token of the subset.
struct PyToken {
  enum class Kind : uint8_t { kName, kInt, kFloat, kString, kOp, kEnd };
  Kind kind = Kind::kEnd;
  size_t offset = 0;
  std::string_view text;  // name, operator, decoded string, or number spelling
};

/// Tokenizes `file.text()[begin, end)`. Comments (`# ...`) end at a newline;
/// newlines inside the range are whitespace (the caller passes one logical
/// line). Errors: an unterminated string or an unexpected character, located.
absl::StatusOr<std::vector<PyToken>> TokenizePython(const SourceFile& file, size_t begin,
                                                    size_t end);
/// Same, into `out` (cleared first), so that a caller can reuse one buffer.
absl::Status TokenizePythonInto(const SourceFile& file, size_t begin, size_t end,
                                std::vector<PyToken>& tokens);

/// Recursive-descent parser over a token vector; statements are split by the
/// caller (fx_body.cc) and expressions parsed here. Nesting is bounded:
/// an expression nested deeper than kMaxNesting (brackets, unary operators,
/// `**` chains) is a located error "nesting deeper than 200 levels", not a
/// stack overflow. 200 is CPython's own limit on nested brackets
/// (Parser/tokenizer.h MAXLEVEL); graphs PyTorch prints nest a few levels.
class PyParser {
 public:
  static constexpr int kMaxNesting = 200;

  /// `tokens` must outlive the parser.
  PyParser(const SourceFile& file, const std::vector<PyToken>& tokens);

  absl::StatusOr<PyExpr> ParseExpression();
  bool AtEnd() const;
  /// True when the next token is operator `op`.
  bool Peek(std::string_view op) const;
  bool PeekName() const;
  /// True when the token `k` positions ahead is operator `op`.
  bool PeekAhead(size_t k, std::string_view op) const;
  /// Consumes operator `op` or fails with "expected 'op', got '...'".
  absl::Status Expect(std::string_view op);
  /// Consumes a name token.
  absl::StatusOr<PyToken> ExpectName();
  /// Consumes a string token.
  absl::StatusOr<PyToken> ExpectString();
  /// Consumes operator `op` if present.
  bool Accept(std::string_view op);
  const PyToken& Current() const;
  /// Error at the current token: "expected <what>, got '<token>'".
  absl::Status ErrorExpected(std::string_view what) const;

 private:
  absl::StatusOr<PyExpr> ParseOr();
  absl::StatusOr<PyExpr> ParseNot();
  absl::StatusOr<PyExpr> ParseComparison();
  absl::StatusOr<PyExpr> ParseArith(int level);
  absl::StatusOr<PyExpr> ParseUnary();
  absl::StatusOr<PyExpr> ParsePostfix();
  absl::StatusOr<PyExpr> ParseAtom();
  absl::StatusOr<PyExpr> ParseSequence(std::string_view close, PyExpr::Kind kind, size_t offset);
  absl::Status ParseCallArgs(PyExpr& call);

  // Counts one level of nesting while alive; the caller checks depth_
  // against kMaxNesting (TooDeep()).
  class Nesting {
   public:
    explicit Nesting(int& depth) : depth_(depth) { ++depth_; }
    ~Nesting() { --depth_; }
    Nesting(const Nesting&) = delete;
    Nesting& operator=(const Nesting&) = delete;

   private:
    int& depth_;
  };
  absl::Status TooDeep() const;

  const SourceFile& file_;
  const std::vector<PyToken>& tokens_;
  size_t pos_ = 0;
  int depth_ = 0;
};

/// Human spelling of a token for messages: "'foo'", "end of line".
std::string DescribeToken(const PyToken& token);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_PY_EXPR_H_
