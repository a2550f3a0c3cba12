// collopt/ir/op_class.cc — see op_class.h.
#include "ir/op_class.h"

#include <algorithm>
#include <array>
#include <iterator>
#include <string_view>

#include "support/strings.h"

namespace collopt {
namespace {

// Base op names (namespace.op, no overload) that do real math on the
// tensor cores. Source: the FLOP-counter registry, torch/utils/flop_counter.py.
constexpr std::array<std::string_view, 22> kComputeOps = {
    "aten.mm",
    "aten.addmm",
    "aten.bmm",
    "aten.baddbmm",
    "aten._grouped_mm",
    "aten._scaled_mm",
    "aten._scaled_grouped_mm",
    "aten.convolution",
    "aten._convolution",
    "aten.convolution_backward",
    "aten._scaled_dot_product_efficient_attention",
    "aten._scaled_dot_product_efficient_attention_backward",
    "aten._scaled_dot_product_flash_attention",
    "aten._scaled_dot_product_flash_attention_backward",
    "aten._scaled_dot_product_cudnn_attention",
    "aten._scaled_dot_product_cudnn_attention_backward",
    "aten._efficient_attention_forward",
    "aten._efficient_attention_backward",
    "aten._flash_attention_forward",
    "aten._flash_attention_backward",
    "higher_order.flex_attention",
    "higher_order.flex_attention_backward",
};

// ATen view ops (native_functions.yaml entries returning an alias), plus getitem.
constexpr std::array<std::string_view, 28> kViewOps = {
    "aten.view",
    "aten._unsafe_view",
    "aten.reshape",
    "aten._reshape_alias",
    "aten.permute",
    "aten.t",
    "aten.transpose",
    "aten.expand",
    "aten.squeeze",
    "aten.unsqueeze",
    "aten.slice",
    "aten.select",
    "aten.split",
    "aten.split_with_sizes",
    "aten.unbind",
    "aten.narrow",
    "aten.as_strided",
    "aten.view_as_real",
    "aten.view_as_complex",
    "aten.alias",
    "aten.detach",
    "aten.diagonal",
    "aten.unfold",
    "aten.chunk",
    "aten.expand_as",
    "aten.view_as",
    "aten._conj",
    "operator.getitem",
};

}  // namespace

std::string_view OpBaseName(std::string_view target) {
  size_t first = target.find('.');
  if (first == std::string_view::npos) return target;
  size_t second = target.find('.', first + 1);
  if (second == std::string_view::npos) return target;
  return target.substr(0, second);
}

std::string_view CollectiveKindName(CollectiveKind kind) {
  switch (kind) {
    case CollectiveKind::kAllGather:
      return "all_gather_into_tensor";
    case CollectiveKind::kReduceScatter:
      return "reduce_scatter_tensor";
    case CollectiveKind::kAllReduce:
      return "all_reduce";
    case CollectiveKind::kAllToAll:
      return "all_to_all_single";
    case CollectiveKind::kBroadcast:
      return "broadcast";
  }
  return "?";
}

std::string_view CollectiveKindShortName(CollectiveKind kind) {
  switch (kind) {
    case CollectiveKind::kAllGather:
      return "all_gather";
    case CollectiveKind::kReduceScatter:
      return "reduce_scatter";
    case CollectiveKind::kAllReduce:
      return "all_reduce";
    case CollectiveKind::kAllToAll:
      return "all_to_all";
    case CollectiveKind::kBroadcast:
      return "broadcast";
  }
  return "?";
}

std::string_view OpClassName(OpClass op_class) {
  switch (op_class) {
    case OpClass::kPlaceholder:
      return "placeholder";
    case OpClass::kOutput:
      return "output";
    case OpClass::kGetAttr:
      return "get_attr";
    case OpClass::kCompute:
      return "compute";
    case OpClass::kCollective:
      return "collective";
    case OpClass::kWait:
      return "wait";
    case OpClass::kBarrier:
      return "barrier";
    case OpClass::kView:
      return "view";
    case OpClass::kOther:
      return "other";
  }
  return "?";
}

bool IsSynchronousCollective(std::string_view target) { return target == kShardDimAllToAll; }

namespace {

// Namespaces of ops that compute on this rank only. `fsdp.` holds FSDP2's
// copy-in/copy-out ops around its all_gathers and reduce_scatters
// (torch/distributed/fsdp/_fully_shard/_fsdp_collectives.py:
// all_gather_copy_in, split_with_sizes_copy, chunk_cat): local copies.
constexpr std::string_view kLocalPrefixes[] = {
    "aten.", "prims.", "operator.",     "_operator.", "builtins.",
    "math.", "torch.", "higher_order.", "inductor.",  "quantized_decomposed.",
    "fsdp.",
};

}  // namespace

bool IsCommunicationBarrier(std::string_view target) {
  // Bare names (a getattr'd callable, `getitem`) have no namespace.
  const size_t dot = target.find('.');
  if (dot == std::string_view::npos) return false;
  // The namespace with its dot, compared whole (most differ in length).
  const std::string_view ns = target.substr(0, dot + 1);
  if (ns == "_c10d_functional.") {
    return target != "_c10d_functional.wait_tensor.default" &&
           !CollectiveKindOfTarget(target).has_value();
  }
  if (target == kShardDimAllToAll) return false;
  return std::find(std::begin(kLocalPrefixes), std::end(kLocalPrefixes), ns) ==
         std::end(kLocalPrefixes);
}

std::optional<CollectiveKind> CollectiveKindOfTarget(std::string_view target) {
  if (IsSynchronousCollective(target)) return CollectiveKind::kAllToAll;
  if (!StartsWith(target, "_c10d_functional.")) return std::nullopt;
  std::string_view op = target.substr(sizeof("_c10d_functional.") - 1);
  if (StartsWith(op, "all_gather_into_tensor")) return CollectiveKind::kAllGather;
  if (StartsWith(op, "reduce_scatter_tensor")) return CollectiveKind::kReduceScatter;
  if (StartsWith(op, "all_reduce")) return CollectiveKind::kAllReduce;
  if (StartsWith(op, "all_to_all_single")) return CollectiveKind::kAllToAll;
  if (StartsWith(op, "broadcast")) return CollectiveKind::kBroadcast;
  return std::nullopt;
}

OpClass ClassifyTarget(std::string_view target) {
  if (target == "_c10d_functional.wait_tensor.default") return OpClass::kWait;
  if (CollectiveKindOfTarget(target).has_value()) return OpClass::kCollective;
  std::string_view base = OpBaseName(target);
  if (target == "operator.getitem") return OpClass::kView;
  for (std::string_view op : kComputeOps) {
    if (base == op) return OpClass::kCompute;
  }
  for (std::string_view op : kViewOps) {
    if (base == op) return OpClass::kView;
  }
  // view.dtype reinterprets the storage too.
  return IsCommunicationBarrier(target) ? OpClass::kBarrier : OpClass::kOther;
}

}  // namespace collopt
