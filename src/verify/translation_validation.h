// collopt/verify/translation_validation.h — does OPT compute what ORIG
// computes, on every rank?
//
// Both graphs are run over terms in one TermStore (verify/symbolic_executor.h):
// the same inputs (by position) give the same atoms, so OPT is accepted when
// every output's term is the same id as ORIG's. The terms are exact (no hash
// is trusted alone) and carry only the identities of verify/layout.h and
// verify/separable_op.h, so an accepted OPT computes the same values on every
// rank for every input; a rejected one either differs or uses an identity
// collopt does not know (reported the same way: the first output that
// differs, the OPT node where its terms first diverge, and both terms).
//
// Two ways, the fast one first: matching OPT's unchanged nodes to ORIG's by
// name and structure and evaluating only the rewritten ones
// (verify/congruence.h); when that proves nothing, both graphs evaluated
// whole, which also finds where they diverge.
//
// Cost: the fast path O(nodes + arguments) plus the rewritten region; the
// whole evaluation one pass over each graph, O(nodes · pieces) with
// hash-consing; no term is ever expanded.
#ifndef COLLOPT_VERIFY_TRANSLATION_VALIDATION_H_
#define COLLOPT_VERIFY_TRANSLATION_VALIDATION_H_

#include <cstdint>
#include <string>

#include "ir/graph.h"

namespace collopt::verify {

/// The verdict of VerifyEquivalent.
struct Equivalence {
  bool equivalent = false;
  /// Outputs compared (the output node's values, flattened).
  int64_t outputs = 0;
  /// Distinct terms interned for both graphs.
  int64_t terms = 0;
  /// Proven by the fast path (verify/congruence.h: OPT's unchanged nodes
  /// matched to ORIG's, the rewritten ones evaluated), not by evaluating both
  /// graphs whole.
  bool by_congruence = false;
  /// Nodes evaluated over terms: OPT's rewritten ones on the fast path, every
  /// node of both graphs on the whole evaluation.
  int64_t evaluated_nodes = 0;
  /// When not equivalent: a one-line reason ("output 3 differs", "ORIG has 4
  /// inputs, OPT 5").
  std::string reason;
  /// The first output that differs (−1 when the reason is not an output),
  /// with its node names in each graph ("" for a literal).
  int64_t output_index = -1;
  std::string original_output;
  std::string optimized_output;
  /// The OPT node where the terms first diverge: the earliest ancestor of the
  /// output that computes a value ORIG never computes; its source line
  /// (0 when the pass made it).
  std::string diverging_node;
  int32_t diverging_line = 0;
  /// Both terms, rendered (TermStore::ToString), of the diverging node (ORIG:
  /// the node of the same name, when there is one) and of the output.
  std::string original_term;
  std::string optimized_term;
  std::string original_output_term;
  std::string optimized_output_term;
};

/// How VerifyEquivalent proves.
enum class VerifyPath : uint8_t {
  /// The fast path first, then (when it proves nothing) the whole evaluation.
  kCongruenceFirst,
  /// The whole evaluation only (the benchmark's and the tests' reference).
  kWholeOnly,
};

/// Whether `optimized` computes the outputs of `original` on every rank. The
/// fast path proves on ThreadCount(`jobs`) threads (support/parallel.h: 0 is
/// one per hardware thread); the verdict and its counts do not depend on it.
Equivalence VerifyEquivalent(const Graph& original, const Graph& optimized,
                             VerifyPath path = VerifyPath::kCongruenceFirst, int64_t jobs = 0);

/// The verdict as text: one line when equivalent, else the reason, the
/// diverging node (`file:line: 'name'`) and both terms.
std::string FormatEquivalence(const Equivalence& result, const std::string& original_name,
                              const std::string& optimized_name);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_TRANSLATION_VALIDATION_H_
