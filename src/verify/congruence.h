// collopt/verify/congruence.h — the fast path of translation validation:
// OPT's nodes that a rewrite left alone are matched to ORIG's by name and
// structure, and only what the rewrite changed is evaluated over terms.
//
// Partners: an OPT node and the ORIG node of its name (graph inputs: by
// position) that call the same target with the same literal arguments (a
// string argument also naming, in each graph, a process group of the same
// ranks: ProcessGroupKey), node arguments in the same places, and the same
// result type.
//
// Congruent: partners whose every pair of node arguments is congruent
// partners or has the same term. They compute the same value on every rank
// (the same op on the same values), so the OPT node takes the ORIG node's
// value without being evaluated. A reordered graph is congruent node for
// node and evaluates nothing; a rewritten region is evaluated, and the nodes
// downstream of it rejoin once their arguments' terms are the ORIG ones
// again (a view of a bucket's slice that is the view of the all_gather it
// replaced).
//
// Cuts: ORIG is not evaluated where nothing reads it. An ORIG node that
// computes (not a view, copy, slice, cat, factory or wait: MovesPieces) and
// whose partner reads the partners of its own arguments is a cut: one fresh
// atom `cut#id` stands for its value in both graphs, as an atom `input#k`
// stands for a graph input. Every identity of the term store holds for any
// value of an atom, so an equality proven over cuts is an equality of the
// values: the fast path is sound. A cut only hides what is inside it (an OPT
// partner that reads other values than the cut's arguments and still
// computes the same thing), so the fast path may fail to prove a correct
// rewrite; the caller then evaluates both graphs whole
// (translation_validation.h).
//
// Proof in groups: every partner is first assumed congruent. The assumption
// rests on a list of obligations, each an OPT value and the ORIG value it
// must equal: the arguments of partners that are not their partner's
// arguments' partners (where a rewritten region hands a value back) and the
// outputs. When every obligation holds, the assumption holds: by induction
// in OPT's program order, each partner is the same call on values that are
// equal (an argument's partner, congruent by induction, or an obligation
// proven over terms of earlier nodes only). The nodes the obligations
// evaluate are joined into regions (what one evaluation reads, back to
// leaves and cuts); whole regions go to proof groups of about equal size,
// each proven into its own term store, side by side on threads. The groups
// depend on the graphs alone, so every count reported is the same for any
// number of threads, and no region is evaluated twice.
//
// Regions of one shape: a rewrite applied layer by layer makes regions that
// are one computation over different leaves (graph inputs, cuts): node for
// node the same op, literals, type and side, reading the same places, leaf
// uses of the same kind and type, the same obligations. Only the first of
// each shape is evaluated. Sound: a region's proof holds for any values of
// its leaves (atoms are uninterpreted, and a proof of equality never rests
// on two atoms differing), so it holds for the same computation over
// another region's leaves. A leaf whose atom is not its node's own (a
// get_attr, named by its target) keeps its region out of sharing.
//
// When an obligation fails (a partner whose arguments' values differ while
// the outputs may still be equal), congruence is decided partner by partner
// in program order, one store, as the assumption-free proof.
//
// Cost: O(nodes + arguments) hash look-ups and comparisons, in chunks of
// nodes on the threads (partners, cuts, obligations), then a walk over the
// nodes the obligations evaluate and their shapes, plus the evaluation of
// one region per shape: the rewritten region and the ORIG values it reads
// (views back to the nearest cut).
#ifndef COLLOPT_VERIFY_CONGRUENCE_H_
#define COLLOPT_VERIFY_CONGRUENCE_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ir/graph.h"
#include "verify/symbolic_executor.h"
#include "verify/term_store.h"

namespace collopt::verify {

/// What ProveByCongruence found.
struct CongruenceProof {
  /// Every output of OPT is ORIG's: equal values on every rank, proven.
  /// False says only "not proven this way" (a difference, or an equality
  /// that needs an identity inside a cut).
  bool proven = false;
  /// Outputs compared (the output node's values, flattened).
  int64_t outputs = 0;
  /// OPT nodes evaluated over terms (the rest took ORIG's value, or lie in a
  /// region of the same shape as one evaluated), summed over the groups
  /// (each such node lies in one group's regions).
  int64_t evaluated_nodes = 0;
  /// Terms interned, summed over the groups' stores.
  int64_t terms = 0;
};

/// Obligations per proof group (the group count is the obligations over
/// this, at most kMaxProofGroups): several FSDP buckets' or async-TP
/// matmuls' worth, so that a group's store and slots cost little beside it.
inline constexpr size_t kObligationsPerGroup = 64;
/// Most proof groups (threads beyond it sit idle).
inline constexpr size_t kMaxProofGroups = 16;
/// Fewest proof groups when there are as many regions to evaluate (a few
/// large regions still spread over the threads).
inline constexpr size_t kMinProofGroups = 4;

/// Proves that `optimized` computes the outputs of `original`, matching and
/// cutting as above, each term store gathering the groups `gather_groups`
/// whole (gather_groups.h), the groups proven on up to `threads` threads.
/// The graphs must have the same number of inputs.
CongruenceProof ProveByCongruence(const Graph& original, const Graph& optimized,
                                  const std::vector<std::string>& gather_groups,
                                  size_t threads = 1);

/// ProveByCongruence with the gathered groups returned by `gather_groups`,
/// called once, when they are first needed (after the matching): the caller
/// may find them on another thread meanwhile, as VerifyEquivalent does.
CongruenceProof ProveByCongruenceWhileGathering(
    const Graph& original, const Graph& optimized,
    const std::function<const std::vector<std::string>&()>& gather_groups, size_t threads);

}  // namespace collopt::verify

#endif  // COLLOPT_VERIFY_CONGRUENCE_H_
