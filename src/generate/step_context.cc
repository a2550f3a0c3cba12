// collopt/generate/step_context.cc — see step_context.h.
#include "generate/step_context.h"

#include <algorithm>

#include "fmt/format.h"

namespace collopt {
namespace {

int Rank(std::string_view dtype) {
  if (dtype == "b8") return 0;
  if (dtype == "i32") return 1;
  if (dtype == "i64") return 2;
  if (dtype == "bf16" || dtype == "f16") return 3;
  if (dtype == "f32") return 4;
  return 5;  // c64
}

std::vector<int64_t> Broadcast(const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  std::vector<int64_t> out(std::max(a.size(), b.size()), 1);
  for (size_t i = 0; i < out.size(); ++i) {
    int64_t da = i < out.size() - a.size() ? 1 : a[i - (out.size() - a.size())];
    int64_t db = i < out.size() - b.size() ? 1 : b[i - (out.size() - b.size())];
    out[i] = da == 1 ? db : da;
  }
  return out;
}

}  // namespace

StepContext::StepContext(const TransformerSpec& spec, const ParallelDims& dims)
    : spec_(spec), dims_(dims) {}

GenParam StepContext::NewParam(std::vector<int64_t> full, bool expert) {
  GenParam p;
  p.group = expert ? "efsdp" : "fsdp";
  p.group_size = expert ? dims_.efsdp() : dims_.fsdp();
  std::vector<int64_t> shard = full;
  shard[0] = (full[0] + p.group_size - 1) / p.group_size;
  p.full = std::move(full);
  p.shard = b_.Input("f32", std::move(shard));
  if (p.group_size > 1) UseGroup(p.group, p.group_size);
  return p;
}

GenTensor StepContext::Collective(std::string_view base, std::string_view op,
                                  const std::string& args, const GenTensor& like_out) {
  GenTensor c = Op(base, fmt::format("_c10d_functional.{}.default", op), args, like_out.dtype,
                   like_out.shape);
  return Op("wait_tensor", "_c10d_functional.wait_tensor.default", c.name, c.dtype, c.shape);
}

GenTensor StepContext::Gather(const GenParam& p) {
  GenTensor cast = Convert(p.shard, dtype());
  if (p.group_size == 1) return cast;
  std::vector<int64_t> gathered = cast.shape;
  gathered[0] *= p.group_size;
  GenTensor w = Collective("all_gather_into_tensor", "all_gather_into_tensor",
                           fmt::format("{}, {}, '{}'", cast.name, p.group_size, p.group),
                           GenTensor{"", cast.dtype, gathered});
  if (gathered[0] == p.full[0]) return w;
  return Op("slice", "aten.slice.Tensor", fmt::format("{}, 0, 0, {}", w.name, p.full[0]), w.dtype,
            p.full);
}

GenTensor StepContext::ReduceGrad(const GenParam& p, const GenTensor& grad) {
  GenTensor g = Convert(grad, "f32");
  std::string_view reduce_op = "avg";
  if (p.group == "efsdp") {
    // FSDP2's gradient divide factor: the experts' gradients come from every
    // data-parallel rank (through the all_to_alls), so they are divided by
    // the dense FSDP degree and summed over the smaller efsdp group.
    g = Scalar("div", "div.Tensor", g, std::to_string(dims_.fsdp()));
    reduce_op = "sum";
  }
  GenTensor out = g;
  if (p.group_size > 1) {
    const int64_t padded = p.shard.shape[0] * p.group_size;
    if (padded != g.shape[0]) {
      std::vector<int64_t> shape = g.shape;
      shape[0] = padded;
      std::vector<int64_t> pad(2 * g.shape.size(), 0);
      pad[pad.size() - 1] = padded - g.shape[0];
      g = Op("constant_pad_nd", "aten.constant_pad_nd.default",
             fmt::format("{}, {}", g.name, ShapeList(pad)), g.dtype, shape);
    }
    out = Collective("reduce_scatter_tensor", "reduce_scatter_tensor",
                     fmt::format("{}, '{}', {}, '{}'", g.name, reduce_op, p.group_size, p.group),
                     GenTensor{"", "f32", p.shard.shape});
  }
  if (dims_.dp_replicate > 1) {
    UseGroup("dp_replicate", dims_.dp_replicate);
    out = Collective("all_reduce", "all_reduce", fmt::format("{}, 'avg', 'dp_replicate'", out.name),
                     out);
  }
  grads_.push_back(out.name);
  return out;
}

GenTensor StepContext::LinearBackward(const GenParam& w, const GenTensor& g, const GenTensor& x) {
  GenTensor dw = Mm(T(g), x);
  GenTensor dx = Mm(g, T(T(Gather(w))));
  ReduceGrad(w, dw);
  return dx;
}

GenTensor StepContext::SeqGather(const GenTensor& x, const std::string& group, int64_t size) {
  if (size == 1) return x;
  UseGroup(group, size);
  std::vector<int64_t> gathered = x.shape;
  gathered[0] *= size;
  GenTensor w = Collective("all_gather_into_tensor", "all_gather_into_tensor",
                           fmt::format("{}, {}, '{}'", x.name, size, group),
                           GenTensor{"", x.dtype, gathered});
  return Cat(Split(w, x.shape[0], 0, size), 1);
}

GenTensor StepContext::SeqScatter(const GenTensor& x, const std::string& group, int64_t size) {
  if (size == 1) return x;
  UseGroup(group, size);
  GenTensor cat = Cat(Split(x, x.shape[1] / size, 1, size), 0);
  std::vector<int64_t> out = x.shape;
  out[1] /= size;
  return Collective("reduce_scatter_tensor", "reduce_scatter_tensor",
                    fmt::format("{}, 'sum', {}, '{}'", cat.name, size, group),
                    GenTensor{"", x.dtype, out});
}

GenTensor StepContext::Op(std::string_view base, std::string_view target, const std::string& args,
                          std::string_view dtype, std::vector<int64_t> shape) {
  return b_.Call(base, target, args, dtype, std::move(shape));
}

GenTensor StepContext::Convert(const GenTensor& x, std::string_view dtype) {
  return Op("convert_element_type", "prims.convert_element_type.default",
            fmt::format("{}, {}", x.name, TorchDtype(dtype)), dtype, x.shape);
}

GenTensor StepContext::View(const GenTensor& x, std::vector<int64_t> shape) {
  std::string args = fmt::format("{}, {}", x.name, ShapeList(shape));
  return Op("view", "aten.view.default", args, x.dtype, std::move(shape));
}

GenTensor StepContext::Permute(const GenTensor& x, const std::vector<int64_t>& perm) {
  std::vector<int64_t> shape;
  shape.reserve(perm.size());
  for (int64_t d : perm) shape.push_back(x.shape[static_cast<size_t>(d)]);
  return Op("permute", "aten.permute.default", fmt::format("{}, {}", x.name, ShapeList(perm)),
            x.dtype, shape);
}

GenTensor StepContext::Mm(const GenTensor& a, const GenTensor& b) {
  return Op("mm", "aten.mm.default", fmt::format("{}, {}", a.name, b.name), a.dtype,
            {a.shape[0], b.shape[1]});
}

GenTensor StepContext::Binary(std::string_view op, const GenTensor& a, const GenTensor& b) {
  std::string_view dtype = Rank(a.dtype) >= Rank(b.dtype) ? a.dtype : b.dtype;
  if (b.shape.empty()) dtype = a.dtype;  // a 0-d tensor does not promote
  return Op(op, fmt::format("aten.{}.Tensor", op), fmt::format("{}, {}", a.name, b.name), dtype,
            Broadcast(a.shape, b.shape));
}

GenTensor StepContext::Scalar(std::string_view base, std::string_view target, const GenTensor& x,
                              std::string_view scalar, bool scalar_first) {
  std::string args =
      scalar_first ? fmt::format("{}, {}", scalar, x.name) : fmt::format("{}, {}", x.name, scalar);
  return Op(base, fmt::format("aten.{}", target), args, x.dtype, x.shape);
}

GenTensor StepContext::Unary(std::string_view op, const GenTensor& x) {
  return Op(op, fmt::format("aten.{}.default", op), x.name, x.dtype, x.shape);
}

GenTensor StepContext::Sum(const GenTensor& x, const std::vector<int64_t>& dims, bool keepdim) {
  std::vector<int64_t> shape;
  for (size_t i = 0; i < x.shape.size(); ++i) {
    bool reduced = std::find(dims.begin(), dims.end(), static_cast<int64_t>(i)) != dims.end();
    if (!reduced) {
      shape.push_back(x.shape[i]);
    } else if (keepdim) {
      shape.push_back(1);
    }
  }
  return Op("sum", "aten.sum.dim_IntList",
            fmt::format("{}, {}{}", x.name, ShapeList(dims), keepdim ? ", True" : ""), x.dtype,
            shape);
}

std::vector<GenTensor> StepContext::Split(const GenTensor& x, int64_t chunk, int64_t dim,
                                          int64_t parts) {
  std::string tuple = b_.CallTuple("split", "aten.split.Tensor",
                                   dim == 0 ? fmt::format("{}, {}", x.name, chunk)
                                            : fmt::format("{}, {}, {}", x.name, chunk, dim));
  std::vector<int64_t> shape = x.shape;
  shape[static_cast<size_t>(dim)] = chunk;
  std::vector<GenTensor> out;
  out.reserve(static_cast<size_t>(parts));
  for (int64_t i = 0; i < parts; ++i) {
    out.push_back(b_.Item(tuple, static_cast<int>(i), x.dtype, shape));
  }
  return out;
}

GenTensor StepContext::Cat(const std::vector<GenTensor>& parts, int64_t dim) {
  std::vector<std::string> names;
  std::vector<int64_t> shape = parts[0].shape;
  shape[static_cast<size_t>(dim)] = 0;
  for (const GenTensor& p : parts) {
    names.push_back(p.name);
    shape[static_cast<size_t>(dim)] += p.shape[static_cast<size_t>(dim)];
  }
  std::string args = fmt::format("[{}]", fmt::join(names, ", "));
  if (dim != 0) args += fmt::format(", {}", dim);
  return Op("cat", "aten.cat.default", args, parts[0].dtype, shape);
}

}  // namespace collopt
