// collopt/generate/graph_text_builder.h — writes a generated graph as text.
//
// The generator describes one rank's training-step graph node by node; this
// builder names the nodes the way torch.fx does (`mm`, `mm_1`, …), keeps each
// tensor's dtype and shape (so every statement carries its print_readable
// annotation), and prints the graph in either input format collopt reads:
//  - print_readable: `class GraphModule(torch.nn.Module):`, annotated
//    `def forward(self, primals_1: "f32[64, 4096]", ...)`, one annotated
//    statement per node, `return (...)`;
//  - fx_graph_runnable repro: `class Repro`, an unannotated `forward`,
//    `load_args(reader)` with one storage and tensor per input (bytes =
//    numel × item size), and `get_pg_config()` with every process group's size.
// Multi-output ops (`split`, attention) are unannotated tuple nodes read
// through `getitem` (`name = tuple[i]`). SymInt inputs (a backward's
// data-dependent sizes) are `name: "Sym(<hint>)"` in print_readable and
// `reader.symint(<hint>)` in the repro. The builder does no shape
// inference: collopt's own shape rules check every annotation when the text
// is loaded. Output is deterministic.
#ifndef COLLOPT_GENERATE_GRAPH_TEXT_BUILDER_H_
#define COLLOPT_GENERATE_GRAPH_TEXT_BUILDER_H_

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace collopt {

/// A node of the graph being generated: its name and, for tensors, the
/// dtype's short name (`bf16`, `f32`, `i64`, `c64`, `b8`) and the shape.
struct GenTensor {
  std::string name;
  std::string dtype;
  std::vector<int64_t> shape;

  int64_t numel() const;
};

/// An integer argument: a literal (`text` is its digits) or a SymInt graph
/// input (`text` is its name); `value` is the literal, or the hint the input
/// loads with, from which the generator computes the sizes it sets.
struct GenInt {
  std::string text;
  int64_t value = 0;

  static GenInt Literal(int64_t v) { return {std::to_string(v), v}; }
};

/// "[a, b, ...]": integer arguments as Python list source.
std::string IntList(const std::vector<GenInt>& items);

/// "torch.bfloat16" for "bf16" (f32, f16, i32, i64, c64, b8 likewise).
std::string_view TorchDtype(std::string_view dtype);

/// "[2, 8192, 4096]": a shape as Python list source.
std::string ShapeList(const std::vector<int64_t>& shape);

class GraphTextBuilder {
 public:
  /// A graph input (`primals_N`, N from 1 in order of creation).
  GenTensor Input(std::string_view dtype, std::vector<int64_t> shape);

  /// A SymInt graph input named `base` (`base`, `base_1`, …) loading with `hint`.
  GenInt SymInput(std::string_view base, int64_t hint);

  /// A call node `torch.ops.<target>(<args>)` producing one tensor;
  /// `base` is the FX name stem (`mm` → `mm`, `mm_1`, …).
  GenTensor Call(std::string_view base, std::string_view target, std::string_view args,
                 std::string_view dtype, std::vector<int64_t> shape);

  /// A call node producing a tuple (no annotation); returns its name.
  std::string CallTuple(std::string_view base, std::string_view target, std::string_view args);

  /// What a flex_attention submodule computes: the identity score_mod
  /// (`sdpa_score0`, the backward's `fw_graph0`), its joint (`joint_graph0`:
  /// the score's gradient is the incoming one), or the all-true mask_mod.
  enum class AttrKind { kScore, kJoint, kMask };

  /// `name = self.<attr>`: a get_attr of a flex_attention submodule, as
  /// the DSv3 dumps hold them: a lambda set in the repro's `__init__`, a
  /// nested module after print_readable's forward. Returns its name.
  std::string Attr(std::string_view attr, AttrKind kind);

  /// `getitem = tuple[index]` with the element's dtype and shape.
  GenTensor Item(const std::string& tuple, int index, std::string_view dtype,
                 std::vector<int64_t> shape);

  /// The graph's outputs (`return (a, b, ...)`); names of earlier nodes or
  /// "None".
  void Return(std::vector<std::string> names) { outputs_ = std::move(names); }

  /// A process group named by the collectives, with its size (repro's
  /// `get_pg_config()`).
  void AddProcessGroup(const std::string& name, int64_t size) { groups_[name] = size; }

  size_t node_count() const { return inputs_.size() + statements_.size() + 1; }

  /// The print_readable text.
  std::string Readable() const;
  /// The fx_graph_runnable repro text.
  std::string Repro() const;

 private:
  struct Statement {
    std::string name;
    std::string annotation;  // "" for tuples
    std::string expr;        // right-hand side
  };
  struct InputDecl {
    GenTensor tensor;      // for a SymInt: its name, dtype "sym"
    int64_t sym_hint = 0;  // a SymInt's hint
  };
  std::string Fresh(std::string_view base);

  std::vector<std::pair<std::string, AttrKind>> attrs_;
  std::vector<InputDecl> inputs_;
  int64_t primals_ = 0;
  std::vector<Statement> statements_;
  std::vector<std::string> outputs_;
  std::map<std::string, int64_t, std::less<>> groups_;
  std::map<std::string, int64_t, std::less<>> counters_;
};

}  // namespace collopt

#endif  // COLLOPT_GENERATE_GRAPH_TEXT_BUILDER_H_
