// collopt/analysis/shape_corpus.h — checks the shape rules against recorded aten calls.
//
// A shape corpus is JSON lines, one real aten call per line, as
// `shared/data/h100_inductor_runs/method/aten_shape_corpus.py` records them
// from PyTorch's OpInfo samples run on meta tensors:
//
//   {"op": "aten.add.Tensor", "schema": "aten::add.Tensor(...) -> Tensor",
//    "args": [{"tensor": {"dtype": "float32", "shape": [2, 3], "stride": [3, 1]}}, 2.5],
//    "kwargs": {"alpha": 2},
//    "result": {"tensor": {"dtype": "float32", "shape": [2, 3], "stride": [3, 1]}}}
//
// Arguments are tensors, numbers, bools, strings, None, lists of them,
// `{"dtype": "bfloat16"}`, `{"device": "meta"}`, `{"layout": "strided"}`,
// `{"memory_format": "contiguous_format"}`, `{"complex": [re, im]}` and
// `{"repr": "..."}` (an object the recorder could not encode: a Generator).
// A result is a tensor, a list of results (multi-output ops), a number or None.
//
// CheckShapeCorpus builds each call as a one-node graph (a placeholder per
// tensor argument), runs collopt's rule for the op (FindShapeRule) and
// compares the result with the record: dtype and every size must be equal
// (strides are counted, not required; collopt's rules produce contiguous
// results). A record whose op has no rule is counted, not checked. A malformed
// line is an error `NAME:LINE: error: expected ..., got ...`. Cost: O(total
// size of the corpus); the output is in corpus order (overloads by first line).
#ifndef COLLOPT_ANALYSIS_SHAPE_CORPUS_H_
#define COLLOPT_ANALYSIS_SHAPE_CORPUS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "nlohmann/json.hpp"

namespace collopt {

/// One record whose inferred result differs from the recorded one.
struct ShapeCorpusMismatch {
  std::string op;        // "aten.add.Tensor"
  int64_t line = 0;      // 1-based line in the corpus
  std::string expected;  // the record's result, print_readable style: "f32[2, 3]"
  std::string got;       // collopt's result, or "error: <the rule's message>"
};

/// Per-overload tallies, in order of first appearance in the corpus.
struct ShapeCorpusOverload {
  std::string op;
  bool covered = false;  // collopt has a rule for it
  int64_t records = 0;
  int64_t exact = 0;  // records with dtype and shape equal (0 when not covered)
};

struct ShapeCorpusResult {
  int64_t overloads = 0;        // distinct ops in the corpus
  int64_t covered = 0;          // of those, ops with a rule
  int64_t records = 0;          // lines
  int64_t records_covered = 0;  // records of covered ops
  int64_t exact = 0;            // of those, dtype and shape equal
  /// Of the exact records, those whose recorded strides are the contiguous
  /// strides collopt assumes (reported only).
  int64_t strides_equal = 0;
  std::vector<ShapeCorpusOverload> per_overload;
  std::vector<ShapeCorpusMismatch> mismatches;  // in corpus order
};

/// Checks every record of `text` (the corpus' contents; `name` locates errors).
absl::StatusOr<ShapeCorpusResult> CheckShapeCorpus(std::string_view text, std::string_view name);

/// Reads the corpus file at `path` and checks it (CheckShapeCorpus). Error:
/// an unreadable file ("PATH: error: cannot open file"), then CheckShapeCorpus's.
absl::StatusOr<ShapeCorpusResult> CheckShapeCorpusFile(const std::string& path);

/// `{"overloads", "covered", "records", "records_covered", "exact",
///   "strides_equal", "uncovered": [op...], "mismatches": [{"op", "line",
///   "expected", "got"}]}`.
nlohmann::json ShapeCorpusToJson(const ShapeCorpusResult& result);

/// One line per overload with a mismatch or no rule, then the totals:
///   aten.foo.default: no rule (12 records)
///   aten.bar.default: 3 of 12 records differ; line 57: expected f32[2], got f32[3]
///   459 overloads, 440 covered (95.9 %); 4585 records, 4400 of covered ops, 4390 exact (99.8 %)
std::string ShapeCorpusToText(const ShapeCorpusResult& result);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_SHAPE_CORPUS_H_
