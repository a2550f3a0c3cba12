// collopt/ir/graph.h — one rank's training-step graph.
//
// A Graph is a list of nodes in program order, as torch.fx holds it:
// placeholders (graph inputs), call nodes (`target` is the op:
// "aten.mm.default" for `torch.ops.aten.mm.default`, "operator.getitem",
// "operator.add" for `a + b`, "torch.sym_sum", "higher_order.flex_attention"),
// get_attr nodes (`x = self.x`, naming a nested module) and one output node.
// A NodeId is an index into `nodes()`. Every rank runs the same graph (SPMD).
//
// Each node carries its inferred Value (analysis/shape_inference.h), the type
// annotation of the dump when there was one, its source line and `# File:`
// provenance, its users, and its OpClass. Collective nodes also carry a
// CollectiveInfo (kind, process group, group size, reduce op, split sizes).
#ifndef COLLOPT_IR_GRAPH_H_
#define COLLOPT_IR_GRAPH_H_

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/container/inlined_vector.h"
#include "absl/hash/hash.h"
#include "ir/op_class.h"
#include "ir/process_group.h"
#include "ir/value.h"
#include "support/heap_optional.h"
#include "support/interned_string.h"
#include "support/rare_vector.h"

namespace collopt {

enum class NodeOp : uint8_t { kPlaceholder, kCallFunction, kGetAttr, kOutput };

/// What the collective start nodes say about themselves.
struct CollectiveInfo {
  CollectiveKind kind = CollectiveKind::kAllGather;
  std::string group_name;
  /// Ranks in the group: the op's `group_size` argument, else the process
  /// group table, else the number of split sizes (all_to_all).
  int64_t group_size = 0;
  std::string reduce_op;  // "sum", "avg", ... ("" when not reducing)
  /// all_to_all_single split sizes (elements along dim 0), possibly symbolic.
  std::vector<SymInt> output_split_sizes;
  std::vector<SymInt> input_split_sizes;
};

/// A node's users: absl::InlinedVector (24 bytes, as a std::vector), four
/// ids in place before it takes a heap block.
using UserList = absl::InlinedVector<NodeId, 4>;

struct Node {
  NodeId id = kNoNode;
  NodeOp op = NodeOp::kCallFunction;
  OpClass op_class = OpClass::kOther;
  std::string name;
  /// The op ("aten.mm.default"; "output", a placeholder's name, a get_attr's
  /// attribute): one interned copy per distinct text, 8 bytes a node.
  InternedString target;
  std::vector<Argument> args;
  /// Keyword arguments, held on the heap when there are any (most nodes
  /// have none).
  RareVector<std::string> kwarg_names;
  RareVector<Argument> kwargs;  // parallel to kwarg_names

  /// Inferred result (filled by shape inference).
  Value value;
  /// The dump's own annotation (`name: "bf16[8, 4]" = ...`), when present
  /// and it says more than `value`: shape inference moves a placeholder's
  /// annotation into its value and drops one that the inferred value
  /// reproduces exactly (so what stays are strides the rules do not track,
  /// or a type trusted from the dump). Heap-held: after inference most nodes
  /// have none.
  HeapOptional<Value> annotation;

  /// 1-based line of the statement in the input (0 when synthesized).
  int32_t line = 0;
  /// Byte offset of the statement in the input text.
  size_t offset = 0;
  /// Provenance comments (`# File: ...`, `# Annotation: ...`) that precede
  /// it; heap-held and empty when there are none (most nodes of a generated
  /// or rewritten graph). Read it with SourceComment().
  HeapOptional<std::string> source_comment;

  /// The nodes that read this one, in program order, each once. Four held
  /// in place (most nodes have one or two users): no heap block for them in
  /// any graph copy.
  UserList users;
  /// Set on collective start nodes only (heap-held: a few % of the nodes).
  HeapOptional<CollectiveInfo> collective;
  /// A measured time for this node in µs (cost/node_costs.h, `--node-costs`):
  /// the cost model returns it instead of its own estimate. Nodes a pass
  /// creates have none, so the model prices them. (Heap-held: 8 bytes a node
  /// instead of 16 for the graphs, most of them, that have no measured
  /// times.)
  HeapOptional<double> measured_us;

  /// Keyword argument by name, or nullptr.
  const Argument* Kwarg(std::string_view key) const;
};

// Each graph copy holds one per node (10^6 in the largest): a member added
// must keep it small (heap-held when most nodes leave it empty).
static_assert(sizeof(Node) == 248, "a Node is 248 bytes");

/// Calls `fn(NodeId)` for every node `node` reads, positional then keyword
/// arguments, in order (a node read twice is reported twice).
template <typename Fn>
void ForEachInput(const Node& node, Fn&& fn) {
  for (const Argument& a : node.args) ForEachNodeRef(a, fn);
  for (const Argument& a : node.kwargs) ForEachNodeRef(a, fn);
}

/// `node`'s type as its input stated it: the kept annotation (strides and
/// devices the shape rules do not track) while it still describes the inferred
/// value (a tensor of the same dtype and shape, or a tuple of such: a pass may
/// have changed the node since), else the inferred value. The writer, the
/// memory model and view strides read types through it.
const Value& StatedValue(const Node& node);

/// `node`'s provenance comments ("" when it has none).
const std::string& SourceComment(const Node& node);
/// Sets `node`'s provenance comments (none when `comment` is empty).
void SetSourceComment(Node& node, std::string comment);

class Graph;

/// The node a wait ends on: its argument, followed through chained waits and
/// coalesced `getitem`s — the awaited collective, or a graph input (a
/// collective of an earlier graph), or whatever else the chain stops at.
NodeId WaitRoot(const Graph& graph, const Node& wait);

/// The one wait of `collective` when its only user is a wait_tensor taking it
/// directly (the functional-collective pattern), else kNoNode.
NodeId SoleWait(const Graph& graph, const Node& collective);

/// Sets `graph.host_is_device`: true when some tensor is on the CPU and none
/// on another device (the typed values of every node). O(nodes).
void MarkHostGraph(Graph& graph);

/// The file format a graph was read from (and is written back in).
enum class GraphFormat : uint8_t { kRepro, kReadable };

class Graph {
 public:
  Graph() = default;
  Graph(Graph&&) = default;
  Graph& operator=(Graph&&) = default;

  /// A deep copy (nested subgraphs included), so that an optimizer can try
  /// alternatives on copies. O(nodes + arguments).
  Graph Clone() const;

  const std::vector<Node>& nodes() const { return nodes_; }
  std::vector<Node>& mutable_nodes() { return nodes_; }
  const Node& node(NodeId id) const { return nodes_[static_cast<size_t>(id)]; }
  Node& mutable_node(NodeId id) { return nodes_[static_cast<size_t>(id)]; }
  size_t size() const { return nodes_.size(); }

  /// Appends `node`, assigning its id; the name must be unique (checked by
  /// the caller, see FindNode).
  NodeId AddNode(Node node);
  /// Reserves room for `n` nodes (a reader knows its line count).
  void Reserve(size_t n) {
    nodes_.reserve(n);
    by_name_.reserve(n);
  }
  /// Node by name, or kNoNode.
  NodeId FindNode(std::string_view node_name) const;
  /// Asks the cache for the name table's slot that FindNode or AddNode of
  /// `node_name` will read: a hint, no effect on any result. A reader that
  /// knows a statement's names asks for all of them first, so that their
  /// misses overlap (at 10^6 nodes the table, some 30 MB, misses the caches).
  void PrefetchName(std::string_view node_name) const { by_name_.prefetch(NameHash(node_name)); }

  /// Recomputes every node's `users` from the arguments (users in program
  /// order, each once).
  void RebuildUsers();

  /// Puts the nodes in `order` (ids of this graph, each at most once) and
  /// drops every node not listed; ids are renumbered to the new positions and
  /// every argument, `users` and the output are remapped. The caller
  /// guarantees `order` is topological, that no kept node uses a dropped
  /// one (ValidateGraph checks both afterwards) and that `users` are exact
  /// (as RebuildUsers leaves them; they are renumbered, not rebuilt).
  /// O(nodes + arguments) for an order that keeps most nodes' relative order
  /// (a rewrite's, a schedule's), O(nodes log nodes) at worst; the nodes off
  /// its longest increasing run are held in a side array meanwhile.
  void Reorder(const std::vector<NodeId>& order);

  /// The output node, or kNoNode when the graph has none.
  NodeId output() const { return output_; }

  std::string name;         // class name of the module ("Repro", "GraphModule")
  std::string source_name;  // file the graph came from
  /// The input text but `forward`'s body, and where the body goes and where
  /// `get_pg_config()` sits in it (byte offsets; 0/0 when absent; a repro's
  /// reader keeps an empty body range, body_begin == body_end, where the body
  /// was), so that a writer can put a rewritten body back into an otherwise
  /// unchanged repro file.
  std::shared_ptr<const std::string> source_text;
  size_t body_begin = 0;
  size_t body_end = 0;
  size_t pg_config_begin = 0;
  size_t pg_config_end = 0;
  GraphFormat format = GraphFormat::kRepro;
  ProcessGroupTable process_groups;
  /// `get_colls_estimations_file()` of repro files ("" when absent).
  std::string colls_estimations_file;
  /// `get_colls_group_mapping()`: graph group name → table group name.
  std::map<std::string, std::string> colls_group_mapping;
  /// Nested modules referenced by get_attr nodes (flex attention score/mask
  /// graphs, cond branches...), by attribute name. A null entry is an opaque
  /// attribute (a lambda or a stub module with no body).
  std::map<std::string, std::unique_ptr<Graph>> subgraphs;
  /// Every tensor of the graph is on the CPU (set on load, MarkHostGraph): it
  /// was captured by torch.compile without an accelerator, and its CPU tensors
  /// are priced and counted as device tensors of the hardware it is simulated
  /// for. False for a graph with any accelerator tensor, whose CPU tensors
  /// (host scalars, RNG seeds) cost nothing and use no device memory.
  bool host_is_device = false;
  /// Symbols (`s0`, `u2`) some annotation's size depends on that the input
  /// gave no value for (frontend/symbolic_sizes.h), sorted: those sizes are
  /// priced at a guess (0, or a data-dependent size's fallback), and the
  /// loader warns with the flag that states them (`--symint-hint`).
  std::vector<std::string> unhinted_symbols;
  /// Unbacked symbols (`u0`: a data-dependent size) of the graph inputs'
  /// sizes that the input gave no value for, sorted. PyTorch has no value
  /// for them either: Inductor prices such a size at its
  /// `unbacked_symint_fallback` (torch/_inductor/config.py, 8192), and so does
  /// the loader (ShapeOptions::unbacked_symint_hint), which warns.
  std::vector<std::string> fallback_symbols;

 private:
  // The hash by_name_ keys a name by.
  static uint64_t NameHash(std::string_view name);

  std::vector<Node> nodes_;
  // Node ids by name, keyed by a 64-bit hash of the name: a 16-byte slot a
  // node and no copy of its name (at 10^6 nodes, 60 bytes a node less than
  // a map keyed by the names, in every copy of the graph, and no string to
  // copy in Clone). A hit is checked against the node's own name; a name
  // whose hash another name's node holds is kept in `colliding_` (empty
  // unless two names share a 64-bit hash).
  absl::flat_hash_map<uint64_t, NodeId> by_name_;
  std::map<std::string, NodeId, std::less<>> colliding_;
  NodeId output_ = kNoNode;
};

/// The graph `graph` holds, for a caller to change: moved out when `graph`
/// is its last reference, else copied (Clone); `graph` is left empty. For graphs shared by readers
/// and never changed once made; the graph must have been made non-const
/// (`std::make_shared<Graph>`), so that moving out of it is allowed.
Graph TakeOrClone(std::shared_ptr<const Graph>&& graph);

}  // namespace collopt

#endif  // COLLOPT_IR_GRAPH_H_
