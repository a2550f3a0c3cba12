// collopt/cost/mem_bound.cc — see mem_bound.h.
#include "cost/mem_bound.h"

#include <algorithm>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "cost/compute_cost.h"

namespace collopt {
namespace {

// Bytes of a tensor with stride-0 dimensions counted once (`get_num_bytes`).
int64_t TensorBytes(const TensorType& t) {
  int64_t numel = 1;
  for (size_t i = 0; i < t.shape.size(); ++i) {
    bool broadcast = i < t.strides.size() && t.strides[i] == 0;
    if (!broadcast) numel *= t.shape[i].hint;
  }
  return numel * ItemSize(t.dtype);
}

int64_t ValueBytes(const Value& value) {
  if (value.is_tensor()) return TensorBytes(value.tensor);
  int64_t total = 0;
  for (const Value& e : value.elements) total += ValueBytes(e);
  return total;
}

// The node's bytes; the dump's annotation when it has one, as it states the
// strides (print_readable with include_stride), which inference may not.
int64_t NodeBytes(const Node& node) {
  if (node.annotation.has_value() && node.annotation->kind == node.value.kind) {
    return ValueBytes(*node.annotation);
  }
  return ValueBytes(node.value);
}

bool IsInductorView(const Node& node) {
  if (node.op_class != OpClass::kView) return false;
  return node.target != "operator.getitem" && !HasOpBase(node.target, "aten._unsafe_view");
}

// MemBoundBytes, with `bytes_of(id)` the bytes of node `id`'s value.
template <typename BytesOf>
int64_t MemBoundBytesWith(const Graph& graph, const Node& node, BytesOf&& bytes_of) {
  if (IsInductorView(node)) return 0;
  if (IsFusedScatter(graph, node)) return BytesMoved(graph, node);
  absl::InlinedVector<NodeId, 8> inputs;  // distinct; no allocation for most nodes
  ForEachInput(node, [&](NodeId id) {
    if (std::find(inputs.begin(), inputs.end(), id) == inputs.end()) inputs.push_back(id);
  });
  int64_t bytes = bytes_of(node.id);
  for (NodeId id : inputs) bytes += bytes_of(id);
  return bytes;
}

}  // namespace

int64_t MemBoundBytes(const Graph& graph, const Node& node) {
  return MemBoundBytesWith(graph, node, [&](NodeId id) { return NodeBytes(graph.node(id)); });
}

int64_t MemBoundBytes(const Graph& graph, const Node& node, std::vector<int64_t>& node_bytes) {
  return MemBoundBytesWith(graph, node, [&](NodeId id) {
    int64_t& b = node_bytes[static_cast<size_t>(id)];
    if (b < 0) b = NodeBytes(graph.node(id));
    return b;
  });
}

double MemBoundTimeUs(const Graph& graph, const Node& node, double hbm_gbps) {
  if (hbm_gbps <= 0) return 0;
  return MemBoundTimeUs(MemBoundBytes(graph, node), hbm_gbps);
}

double MemBoundTimeUs(int64_t bytes, double hbm_gbps) {
  if (hbm_gbps <= 0) return 0;
  return static_cast<double>(bytes) / (hbm_gbps * 1e3);
}

}  // namespace collopt
