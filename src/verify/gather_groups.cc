#include "verify/gather_groups.h"

#include <map>
#include <string_view>
#include <utility>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "support/parallel.h"
#include "verify/op_args.h"
#include "verify/op_rules.h"
#include "verify/symbolic_executor.h"

namespace collopt::verify {
namespace {

// Whether the op talks to other ranks or waits on them (any c10d op; any op
// of a namespace collopt does not know may, too, but it then reads what its
// inputs read, and the inputs decide).
bool Communicates(const Node& node) {
  const std::string_view t = node.target;
  if (t.empty() || (t[0] != '_' && t[0] != 'c' && t[0] != 's')) return false;  // aten, prims, ...
  return t.starts_with("_c10d_functional") || t.starts_with("c10d") || t.starts_with("symm_mem");
}

// Whether nodes are computed from graph inputs alone: no op that
// communicates lies upstream of them. Decided on demand, each node once (a
// walk up from the node asked about, stopping at the first communicating
// ancestor), so that a graph whose all_gathers read parameters costs the
// few nodes between them, not a pass over the graph.
class LocalValues {
 public:
  explicit LocalValues(const Graph& graph) : graph_(graph), state_(graph.size(), kUnknown) {}

  bool Local(NodeId id) {
    stack_.push_back(id);
    while (!stack_.empty()) {
      const NodeId x = stack_.back();
      if (state_[static_cast<size_t>(x)] != kUnknown) {
        stack_.pop_back();
        continue;
      }
      const Node& node = graph_.node(x);
      State known = kLocal;
      if (node.op == NodeOp::kPlaceholder || node.op == NodeOp::kGetAttr) {
        known = kLocal;
      } else if (node.op != NodeOp::kCallFunction || Communicates(node)) {
        known = kNotLocal;
      } else {
        const size_t waiting = stack_.size();
        ForEachInput(node, [&](NodeId in) {
          // (An input after its user, which no valid graph has, is taken as
          // computed otherwise: the walk then ends on any graph.)
          const State s = in >= x ? kNotLocal : state_[static_cast<size_t>(in)];
          if (s == kNotLocal) known = kNotLocal;
          if (s == kUnknown) stack_.push_back(in);
        });
        if (known == kNotLocal) {
          stack_.resize(waiting);  // one input decides it
        } else if (stack_.size() > waiting) {
          continue;  // its inputs first
        }
      }
      state_[static_cast<size_t>(x)] = known;
      stack_.pop_back();
    }
    return state_[static_cast<size_t>(id)] == kLocal;
  }

 private:
  enum State : uint8_t { kUnknown, kLocal, kNotLocal };

  const Graph& graph_;
  std::vector<State> state_;
  std::vector<NodeId> stack_;
};

// For each group key of `graph`'s all_gathers: whether every one reads a
// value computed from graph inputs alone.
std::map<std::string, bool> GatherReadsInputs(const Graph& graph) {
  LocalValues values(graph);
  std::map<std::string, bool> whole;
  absl::flat_hash_map<std::string_view, std::string> key_of;  // group_name → its key
  for (const Node& node : graph.nodes()) {
    if (node.op != NodeOp::kCallFunction ||
        FunctionalCollectiveName(node.target) != "all_gather_into_tensor") {
      continue;
    }
    const Argument* name = FindArg(node, 2, "group_name");
    if (name == nullptr || name->kind != Argument::Kind::kString) continue;
    auto [key, fresh_name] = key_of.try_emplace(name->s);
    if (fresh_name) key->second = ProcessGroupKey(graph, name->s);
    const Argument* input = FindArg(node, 0, "input");
    const bool reads_inputs =
        input != nullptr && input->kind == Argument::Kind::kNode && values.Local(input->node);
    auto [it, fresh] = whole.try_emplace(key->second, reads_inputs);
    if (!fresh) it->second = it->second && reads_inputs;
  }
  return whole;
}

}  // namespace

std::vector<std::string> ParameterGatherGroups(const std::vector<const Graph*>& graphs,
                                               size_t threads) {
  std::vector<std::map<std::string, bool>> per_graph(graphs.size());
  ParallelFor(graphs.size(), threads,
              [&](size_t i) { per_graph[i] = GatherReadsInputs(*graphs[i]); });
  std::map<std::string, bool> whole;  // group key -> every gather reads inputs alone
  for (const auto& part : per_graph) {
    for (const auto& [key, reads_inputs] : part) {
      auto [it, fresh] = whole.try_emplace(key, reads_inputs);
      if (!fresh) it->second = it->second && reads_inputs;
    }
  }
  std::vector<std::string> keys;
  for (const auto& [key, all_inputs] : whole) {
    if (all_inputs) keys.push_back(key);
  }
  return keys;
}

}  // namespace collopt::verify
