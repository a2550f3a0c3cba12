// collopt/tests/passes/spmd_eval.h — runs a small graph on G ranks at once
// with real numbers, to check that a rewrite computes the same values.
//
// Every rank gets its own inputs (placeholders, in order); the ops the
// async-tp tests use run on contiguous row-major doubles: mm, add and mul
// (broadcast), sum over the last dim (keepdim), relu, neg,
// view/reshape/_unsafe_view (-1 allowed), slice, clone, split,
// getitem, cat, constant_pad_nd (last dim), slice_scatter, and the functional
// collectives all_gather_into_tensor (ranks' inputs concatenated on dim 0),
// reduce_scatter_tensor ('sum' or 'avg' over ranks, rank r keeping the r-th
// block of dim 0), all_reduce ('sum'), wait_tensor.
// Integer-valued inputs keep every sum exact, so results compare with ==.
// An op outside this list fails the test.
#ifndef COLLOPT_TESTS_PASSES_SPMD_EVAL_H_
#define COLLOPT_TESTS_PASSES_SPMD_EVAL_H_

#include <algorithm>
#include <cstdint>
#include <functional>
#include <numeric>
#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "ir/graph.h"

namespace collopt::testing {

struct Tensor {
  std::vector<int64_t> shape;
  std::vector<double> data;
  bool operator==(const Tensor&) const = default;
};

namespace spmd_internal {

// A node's result: a tensor or a list of them (split).
struct Result {
  Tensor tensor;
  std::vector<Tensor> items;
};

inline int64_t Numel(const std::vector<int64_t>& shape) {
  return std::accumulate(shape.begin(), shape.end(), int64_t{1}, std::multiplies<>());
}

inline std::vector<int64_t> Ints(const Argument& a) {
  std::vector<int64_t> out;
  for (const Argument& item : a.items) out.push_back(item.i);
  return out;
}

inline int64_t Dim(int64_t d, size_t rank) { return d < 0 ? d + static_cast<int64_t>(rank) : d; }

// [outer, dim, inner] sizes around `dim`.
inline void Around(const std::vector<int64_t>& shape, int64_t dim, int64_t* outer, int64_t* inner) {
  *outer = 1;
  *inner = 1;
  for (int64_t i = 0; i < dim; ++i) *outer *= shape[static_cast<size_t>(i)];
  for (size_t i = static_cast<size_t>(dim) + 1; i < shape.size(); ++i) *inner *= shape[i];
}

// Rows start..end of `dim`.
inline Tensor Narrow(const Tensor& t, int64_t dim, int64_t start, int64_t end) {
  int64_t outer = 0;
  int64_t inner = 0;
  Around(t.shape, dim, &outer, &inner);
  const int64_t n = t.shape[static_cast<size_t>(dim)];
  Tensor out{t.shape, {}};
  out.shape[static_cast<size_t>(dim)] = end - start;
  for (int64_t o = 0; o < outer; ++o) {
    const auto* from = t.data.data() + (o * n + start) * inner;
    out.data.insert(out.data.end(), from, from + (end - start) * inner);
  }
  return out;
}

inline Tensor Cat(const std::vector<Tensor>& parts, int64_t dim) {
  Tensor out{parts[0].shape, {}};
  out.shape[static_cast<size_t>(dim)] = 0;
  for (const Tensor& p : parts)
    out.shape[static_cast<size_t>(dim)] += p.shape[static_cast<size_t>(dim)];
  int64_t outer = 0;
  int64_t inner = 0;
  Around(out.shape, dim, &outer, &inner);
  for (int64_t o = 0; o < outer; ++o) {
    for (const Tensor& p : parts) {
      const int64_t len = p.shape[static_cast<size_t>(dim)] * inner;
      const auto* from = p.data.data() + o * len;
      out.data.insert(out.data.end(), from, from + len);
    }
  }
  return out;
}

inline Tensor Mm(const Tensor& a, const Tensor& b) {
  const int64_t m = a.shape[0];
  const int64_t k = a.shape[1];
  const int64_t n = b.shape[1];
  Tensor out{{m, n}, std::vector<double>(static_cast<size_t>(m * n), 0)};
  for (int64_t i = 0; i < m; ++i) {
    for (int64_t j = 0; j < n; ++j) {
      double sum = 0;
      for (int64_t l = 0; l < k; ++l) {
        sum += a.data[static_cast<size_t>(i * k + l)] * b.data[static_cast<size_t>(l * n + j)];
      }
      out.data[static_cast<size_t>(i * n + j)] = sum;
    }
  }
  return out;
}

inline Tensor View(const Tensor& t, std::vector<int64_t> shape) {
  int64_t known = 1;
  for (int64_t d : shape) known *= d < 0 ? 1 : d;
  for (int64_t& d : shape) {
    if (d < 0) d = Numel(t.shape) / known;
  }
  EXPECT_EQ(Numel(shape), Numel(t.shape));
  return Tensor{shape, t.data};
}

// a OP b with NumPy broadcasting (shapes aligned right).
inline Tensor Broadcast(const Tensor& a, const Tensor& b,
                        const std::function<double(double, double)>& op) {
  const size_t rank = std::max(a.shape.size(), b.shape.size());
  auto padded = [&](const std::vector<int64_t>& s) {
    std::vector<int64_t> p(rank - s.size(), 1);
    p.insert(p.end(), s.begin(), s.end());
    return p;
  };
  const std::vector<int64_t> sa = padded(a.shape);
  const std::vector<int64_t> sb = padded(b.shape);
  Tensor out{std::vector<int64_t>(rank), {}};
  for (size_t i = 0; i < rank; ++i) out.shape[i] = std::max(sa[i], sb[i]);
  const int64_t n = Numel(out.shape);
  for (int64_t flat = 0; flat < n; ++flat) {
    int64_t rest = flat;
    int64_t ia = 0;
    int64_t ib = 0;
    int64_t stride_a = 1;
    int64_t stride_b = 1;
    for (size_t i = rank; i-- > 0;) {
      const int64_t idx = rest % out.shape[i];
      rest /= out.shape[i];
      if (sa[i] != 1) ia += idx * stride_a;
      if (sb[i] != 1) ib += idx * stride_b;
      stride_a *= sa[i];
      stride_b *= sb[i];
    }
    out.data.push_back(op(a.data[static_cast<size_t>(ia)], b.data[static_cast<size_t>(ib)]));
  }
  return out;
}

// Sum over the last dim, kept as size 1.
inline Tensor SumLastKeepdim(const Tensor& t) {
  const int64_t inner = t.shape.back();
  Tensor out{t.shape, {}};
  out.shape.back() = 1;
  for (size_t i = 0; i < t.data.size(); i += static_cast<size_t>(inner)) {
    double sum = 0;
    for (int64_t j = 0; j < inner; ++j) sum += t.data[i + static_cast<size_t>(j)];
    out.data.push_back(sum);
  }
  return out;
}

}  // namespace spmd_internal

/// The graph's outputs on each rank: `inputs[r]` are rank r's placeholders
/// in order; the result's [r] are its outputs in order.
inline std::vector<std::vector<Tensor>> RunSpmd(const Graph& graph,
                                                const std::vector<std::vector<Tensor>>& inputs) {
  using namespace spmd_internal;  // NOLINT(build/namespaces): test helper
  const size_t ranks = inputs.size();
  std::vector<std::vector<Result>> values(ranks, std::vector<Result>(graph.size()));
  std::vector<std::vector<Tensor>> outputs(ranks);
  size_t next_input = 0;
  auto in = [&](size_t r, const Argument& a) -> const Tensor& {
    return values[r][static_cast<size_t>(a.node)].tensor;
  };
  for (const Node& node : graph.nodes()) {
    const size_t id = static_cast<size_t>(node.id);
    const std::string& t = node.target;
    if (node.op == NodeOp::kPlaceholder) {
      for (size_t r = 0; r < ranks; ++r) values[r][id].tensor = inputs[r][next_input];
      ++next_input;
      continue;
    }
    if (node.op == NodeOp::kOutput) {
      for (size_t r = 0; r < ranks; ++r) {
        for (const Argument& a : node.args[0].items) outputs[r].push_back(in(r, a));
      }
      continue;
    }
    if (t == "_c10d_functional.all_gather_into_tensor.default") {
      std::vector<Tensor> parts;
      for (size_t r = 0; r < ranks; ++r) parts.push_back(in(r, node.args[0]));
      const Tensor whole = Cat(parts, 0);
      for (size_t r = 0; r < ranks; ++r) values[r][id].tensor = whole;
      continue;
    }
    if (t == "_c10d_functional.all_reduce.default") {
      EXPECT_EQ(node.args[1].s, "sum") << "spmd_eval: all_reduce 'sum' only";
      Tensor sum = in(0, node.args[0]);
      for (size_t r = 1; r < ranks; ++r) {
        const Tensor& x = in(r, node.args[0]);
        for (size_t i = 0; i < sum.data.size(); ++i) sum.data[i] += x.data[i];
      }
      for (size_t r = 0; r < ranks; ++r) values[r][id].tensor = sum;
      continue;
    }
    if (t == "_c10d_functional.reduce_scatter_tensor.default") {
      Tensor sum = in(0, node.args[0]);
      for (size_t r = 1; r < ranks; ++r) {
        const Tensor& x = in(r, node.args[0]);
        for (size_t i = 0; i < sum.data.size(); ++i) sum.data[i] += x.data[i];
      }
      if (node.args[1].s == "avg") {
        for (double& v : sum.data) v /= static_cast<double>(ranks);
      }
      const int64_t block = sum.shape[0] / static_cast<int64_t>(ranks);
      for (size_t r = 0; r < ranks; ++r) {
        const int64_t start = static_cast<int64_t>(r) * block;
        values[r][id].tensor = Narrow(sum, 0, start, start + block);
      }
      continue;
    }
    for (size_t r = 0; r < ranks; ++r) {
      Result& out = values[r][id];
      const std::vector<Argument>& args = node.args;
      if (t == "_c10d_functional.wait_tensor.default" || t == "aten.clone.default") {
        out.tensor = in(r, args[0]);
      } else if (t == "aten.mm.default") {
        out.tensor = Mm(in(r, args[0]), in(r, args[1]));
      } else if (t == "aten.add.Tensor") {
        out.tensor = Broadcast(in(r, args[0]), in(r, args[1]), std::plus<>());
      } else if (t == "aten.mul.Tensor") {
        out.tensor = Broadcast(in(r, args[0]), in(r, args[1]), std::multiplies<>());
      } else if (t == "aten.sum.dim_IntList") {
        const Tensor& x = in(r, args[0]);
        EXPECT_TRUE(args[1].items.size() == 1 &&
                    Dim(args[1].items[0].i, x.shape.size()) + 1 ==
                        static_cast<int64_t>(x.shape.size()) &&
                    args.size() > 2 && args[2].i != 0)
            << "spmd_eval: sum only over the last dim, keepdim";
        out.tensor = SumLastKeepdim(x);
      } else if (t == "aten.relu.default" || t == "aten.neg.default") {
        out.tensor = in(r, args[0]);
        for (double& v : out.tensor.data) v = t == "aten.neg.default" ? -v : std::max(v, 0.0);
      } else if (t == "aten.view.default" || t == "aten.reshape.default" ||
                 t == "aten._unsafe_view.default") {
        out.tensor = View(in(r, args[0]), Ints(args[1]));
      } else if (t == "aten.slice.Tensor") {
        const Tensor& x = in(r, args[0]);
        out.tensor = Narrow(x, Dim(args[1].i, x.shape.size()), args[2].i, args[3].i);
      } else if (t == "aten.split.Tensor") {
        const Tensor& x = in(r, args[0]);
        const int64_t dim = args.size() > 2 ? Dim(args[2].i, x.shape.size()) : 0;
        const int64_t n = x.shape[static_cast<size_t>(dim)];
        for (int64_t s = 0; s < n; s += args[1].i) {
          out.items.push_back(Narrow(x, dim, s, std::min(n, s + args[1].i)));
        }
      } else if (t == "operator.getitem") {
        out.tensor =
            values[r][static_cast<size_t>(args[0].node)].items[static_cast<size_t>(args[1].i)];
      } else if (t == "aten.constant_pad_nd.default") {
        const Tensor& x = in(r, args[0]);
        const std::vector<int64_t> pad = Ints(args[1]);
        EXPECT_EQ(pad.size(), 2U) << "spmd_eval: constant_pad_nd of the last dim only";
        const double value =
            args[2].kind == Argument::Kind::kFloat ? args[2].f : static_cast<double>(args[2].i);
        const int64_t dim = static_cast<int64_t>(x.shape.size()) - 1;
        std::vector<int64_t> lo_shape = x.shape, hi_shape = x.shape;
        lo_shape.back() = pad[0];
        hi_shape.back() = pad[1];
        Tensor lo{lo_shape, std::vector<double>(static_cast<size_t>(Numel(lo_shape)), value)};
        Tensor hi{hi_shape, std::vector<double>(static_cast<size_t>(Numel(hi_shape)), value)};
        out.tensor = Cat({lo, x, hi}, dim);
      } else if (t == "aten.slice_scatter.default") {
        const Tensor& x = in(r, args[0]);
        const int64_t dim = Dim(args[2].i, x.shape.size());
        const int64_t n = x.shape[static_cast<size_t>(dim)];
        out.tensor =
            Cat({Narrow(x, dim, 0, args[3].i), in(r, args[1]), Narrow(x, dim, args[4].i, n)}, dim);
      } else if (t == "aten.cat.default") {
        std::vector<Tensor> parts;
        for (const Argument& a : args[0].items) parts.push_back(in(r, a));
        out.tensor = Cat(parts, args.size() > 1 ? Dim(args[1].i, parts[0].shape.size()) : 0);
      } else {
        ADD_FAILURE() << "spmd_eval: no evaluator for " << t << " (" << node.name << ")";
        return {};
      }
    }
  }
  return outputs;
}

/// Rank r's placeholders: every tensor filled with small integers that
/// differ by rank, placeholder and position.
inline std::vector<std::vector<Tensor>> SpmdInputs(const Graph& graph, int64_t ranks) {
  std::vector<std::vector<Tensor>> inputs(static_cast<size_t>(ranks));
  int64_t p = 0;
  for (const Node& node : graph.nodes()) {
    if (node.op != NodeOp::kPlaceholder) continue;
    std::vector<int64_t> shape;
    for (const auto& d : node.value.tensor.shape) shape.push_back(d.hint);
    ++p;
    for (int64_t r = 0; r < ranks; ++r) {
      Tensor t{shape, {}};
      for (int64_t i = 0; i < spmd_internal::Numel(shape); ++i) {
        t.data.push_back(static_cast<double>((i * 7 + r * 5 + p * 3) % 11) - 5);
      }
      inputs[static_cast<size_t>(r)].push_back(std::move(t));
    }
  }
  return inputs;
}

}  // namespace collopt::testing

#endif  // COLLOPT_TESTS_PASSES_SPMD_EVAL_H_
