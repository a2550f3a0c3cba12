// The post-grad graphs real torch.compile (PyTorch 2.6, CPU) made for one
// training step of many model families, captured by scripts/capture_graphs.py
// into tests/torch/captured/: each raw TORCH_LOGS=post_grad_graphs log loads
// without --allow-unknown-ops, and every node's dtype and shape equal
// PyTorch's meta["val"] (strides are counted, not required).
#include <filesystem>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "api/load.h"
#include "api/optimize.h"
#include "fmt/format.h"
#include "gtest/gtest.h"
#include "ir/dtype.h"
#include "nlohmann/json.hpp"

namespace collopt {
namespace {

const std::string kDir = COLLOPT_CAPTURED_DIR;

// Graphs that do not load yet, each with the first words of its error: the
// work left (docs/ops.md). A graph that starts loading must leave this list.
const std::set<std::string>& KnownUnreadable() {
  static const std::set<std::string> known = {};
  return known;
}

nlohmann::json ReadJson(const std::string& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in);
}

// "" when `value` has the dtype and shape of `meta`, else what differs.
std::string Compare(const Value& value, const nlohmann::json& meta) {
  if (meta.is_array()) {
    if (value.kind != Value::Kind::kTuple || value.elements.size() != meta.size()) {
      return fmt::format("a tuple of {} expected", meta.size());
    }
    for (size_t i = 0; i < meta.size(); ++i) {
      std::string why = Compare(value.elements[i], meta[i]);
      if (!why.empty()) return fmt::format("[{}]: {}", i, why);
    }
    return "";
  }
  if (!meta.is_object() || !meta.contains("dtype")) return "";  // scalars, None
  if (value.kind != Value::Kind::kTensor) return "a tensor expected";
  const TensorType& t = value.tensor;
  std::string dtype(TorchName(t.dtype));
  if (dtype != meta["dtype"].get<std::string>()) {
    return fmt::format("dtype {} != {}", dtype, meta["dtype"].get<std::string>());
  }
  // A symbolic size (dynamic shapes) is printed without its hint, so only its
  // being symbolic can be compared; a concrete one must be equal.
  const nlohmann::json& shape = meta["shape"];
  bool same = shape.size() == t.shape.size();
  for (size_t i = 0; same && i < shape.size(); ++i) {
    same = shape[i].is_number() ? !t.shape[i].symbolic && t.shape[i].hint == shape[i].get<int64_t>()
                                : t.shape[i].symbolic;
  }
  if (!same) return fmt::format("shape {} != {}", t.ToString(), shape.dump());
  return "";
}

TEST(CapturedGraphs, EveryGraphLoadsWithPyTorchsDtypesAndShapes) {
  const std::string index_path = kDir + "/index.json";
  ASSERT_TRUE(std::filesystem::exists(index_path)) << "run scripts/capture_graphs.py";
  nlohmann::json index = ReadJson(index_path);
  std::set<std::string> families;
  int64_t graphs = 0;
  int64_t nodes_checked = 0;
  int64_t stride_differences = 0;
  int64_t optimized = 0;
  std::set<std::string> unreadable;
  for (const auto& [name, info] : index.items()) {
    families.insert(info["family"].get<std::string>());
    for (const nlohmann::json& base : info["graphs"]) {
      const std::string file = base.get<std::string>();
      ++graphs;
      LoadOptions options;  // every op typed by its own rule, not by the dump's annotation
      options.shape.type_from_annotations = false;
      auto graph = LoadGraph(kDir + "/" + file + ".log", options);
      if (!graph.ok()) {
        unreadable.insert(file);
        if (KnownUnreadable().count(file) == 0) {
          ADD_FAILURE() << file << ": " << graph.status().message();
        }
        continue;
      }
      EXPECT_EQ(KnownUnreadable().count(file), 0u) << file << " loads now: take it off the list";
      bool distributed = false;
      for (const Node& node : graph->nodes()) distributed |= node.collective.has_value();
      if (distributed) {  // optimize --verify on every distributed graph
        OptimizeOptions flags;
        flags.verify = true;
        flags.jobs = 1;
        auto result = Optimize(graph->Clone(), kDir + "/" + file + ".log", flags);
        EXPECT_TRUE(result.ok()) << file << ": " << result.status().message();
        ++optimized;
      }
      nlohmann::json meta = ReadJson(kDir + "/" + file + ".meta.json");
      for (const auto& [node_name, val] : meta.items()) {
        NodeId id = graph->FindNode(node_name);
        if (id == kNoNode) {
          ADD_FAILURE() << file << ": no node '" << node_name << "'";
          continue;
        }
        const Node& node = graph->node(id);
        std::string why = Compare(node.value, val);
        EXPECT_EQ(why, "") << file << ":" << node.line << ": '" << node_name << "' (" << node.target
                           << ")";
        ++nodes_checked;
        if (val.is_object() && val.contains("stride") && node.value.kind == Value::Kind::kTensor &&
            !node.value.tensor.strides.empty()) {
          std::vector<int64_t> want;
          for (const nlohmann::json& d : val["stride"]) {
            want.push_back(d.is_number() ? d.get<int64_t>() : d.value("hint", int64_t{-1}));
          }
          stride_differences += node.value.tensor.strides != want ? 1 : 0;
        }
      }
    }
  }
  std::cout << fmt::format(
      "captured: {} graphs of {} families, {} unreadable, {} nodes checked, {} stride "
      "differences, {} distributed graphs optimized with --verify\n",
      graphs, families.size(), unreadable.size(), nodes_checked, stride_differences, optimized);
  EXPECT_EQ(unreadable.size(), KnownUnreadable().size());
}

}  // namespace
}  // namespace collopt
