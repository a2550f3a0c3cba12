// collopt/passes/merge_collectives.h — rewrite groups of collectives as one bucket each.
//
// The rewrite both bucketers share (bucket-collectives decides groups by
// size, independence and overlap; bucket-by-module by the module plan). Each
// group holds collectives of one key (kind, process group, reduce op; one
// dtype unless packed by bytes) in program order, each with its sole wait.
// A bucket is written with standard ATen ops so the graph stays runnable.
// Pieces go side by side into one buffer by a chain Inductor fuses into one
// kernel, `constant_pad_nd` of the first then `slice_scatter` of each other
// ("assemble" below; a `cat` is one copy kernel per member on the CPU):
//  all_gather:     reshape(x_i, [-1]) → assemble → all_gather_into_tensor →
//                  wait → view(G, T) → slice(dim 1) → reshape([-1]) →
//                  assemble (member-major) → slice → view to the member's
//                  gathered shape [G·s0, s1, …]
//  reduce_scatter: reshape(x_i, [G, -1]) → assemble(dim 1) → view([-1]) →
//                  reduce_scatter_tensor → wait → slice → view to
//                  [s0/G, s1, …]
//  all_reduce:     reshape(x_i, [-1]) → assemble → all_reduce → wait →
//                  slice → view to x_i's shape
// Members of different dtypes are viewed as uint8 and back (`aten.view.dtype`).
// Every new node is typed by its shape rule. New nodes are placed by a
// priority topological sort: copy-in and collective where the first member's
// collective was (inputs computed from one graph input by single-input ops
// move up with it), wait and copy-out where the first member's wait was; a
// merged collective lands after its last member's input at the latest.
// O(N + E) per call plus O((N + E) log N) for the placement.
#ifndef COLLOPT_PASSES_MERGE_COLLECTIVES_H_
#define COLLOPT_PASSES_MERGE_COLLECTIVES_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "ir/graph.h"

namespace collopt {

/// One merged collective, for the plan.
struct Bucket {
  std::string collective;  // name of the merged collective node
  std::string wait;        // name of its wait
  CollectiveKind kind = CollectiveKind::kAllGather;
  std::string group;
  std::vector<std::string> members;  // original collective names, program order
  int64_t bytes = 0;                 // max(input, output) bytes of the merged collective
  std::string module;                // the module plan entry ("" for automatic buckets)
};

/// A collective that can join a bucket.
struct MergeMember {
  NodeId start = kNoNode;
  NodeId wait = kNoNode;
  CollectiveKind kind = CollectiveKind::kAllGather;
  TensorType input;
  TensorType output;
};

/// `node` as a member, or nullopt when it cannot be bucketed: not an
/// all_gather / reduce_scatter / all_reduce, no sole wait, a group of unknown
/// size, a symbolic or empty shape, a dtype change, or a reduce_scatter input
/// whose dim 0 the group size does not divide.
std::optional<MergeMember> MergeMemberOf(const Graph& graph, const Node& node);

/// One bucket to write: members of one key, program order (at least two).
struct MergeGroup {
  std::string prefix;  // name prefix of the new nodes ("bucket3_", "block_2_")
  std::vector<MergeMember> members;
  std::string module;  // copied to Bucket::module
};

/// Rewrites every group into one collective and places the new nodes; the
/// graph is renumbered. Returns the buckets in the order of `groups`.
/// Errors: Internal when a new node fails its shape rule or the placement
/// finds a cycle (a group whose members depend on each other).
absl::StatusOr<std::vector<Bucket>> MergeCollectives(Graph& graph,
                                                     const std::vector<MergeGroup>& groups);

}  // namespace collopt

#endif  // COLLOPT_PASSES_MERGE_COLLECTIVES_H_
