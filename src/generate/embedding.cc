// collopt/generate/embedding.cc — see embedding.h.
#include "generate/embedding.h"

#include "fmt/format.h"

namespace collopt {

GenTensor EmbeddingForward(StepContext& ctx, const GenParam& table, const GenTensor& tokens) {
  GenTensor w = ctx.Gather(table);
  const int64_t tp = ctx.dims().tp;
  const std::vector<int64_t> out = {ctx.batch(), ctx.seq(), ctx.spec().dim};
  if (tp == 1) {
    return ctx.Op("embedding", "aten.embedding.default", fmt::format("{}, {}", w.name, tokens.name),
                  ctx.dtype(), out);
  }
  GenTensor lt = ctx.Op("lt", "aten.lt.Scalar", tokens.name + ", 0", "b8", tokens.shape);
  GenTensor ge = ctx.Op("ge", "aten.ge.Scalar", fmt::format("{}, {}", tokens.name, w.shape[0]),
                        "b8", tokens.shape);
  GenTensor mask = ctx.Binary("bitwise_or", lt, ge);
  GenTensor sub = ctx.Scalar("sub", "sub.Tensor", tokens, "0");
  const char* cpu = "layout = torch.strided, device = device(type='cpu'), pin_memory = False";
  GenTensor zero = ctx.Op("full", "aten.full.default",
                          fmt::format("[], 0, dtype = torch.int64, {}", cpu), "i64", {});
  GenTensor ids =
      ctx.Op("index_put", "aten.index_put.default",
             fmt::format("{}, [{}], {}", sub.name, mask.name, zero.name), "i64", tokens.shape);
  GenTensor e = ctx.Op("embedding", "aten.embedding.default",
                       fmt::format("{}, {}", w.name, ids.name), ctx.dtype(), out);
  GenTensor zero_f =
      ctx.Op("full", "aten.full.default", fmt::format("[], 0.0, dtype = torch.bfloat16, {}", cpu),
             ctx.dtype(), {});
  GenTensor masked =
      ctx.Op("index_put", "aten.index_put.default",
             fmt::format("{}, [{}], {}", e.name, mask.name, zero_f.name), ctx.dtype(), out);
  return ctx.SeqScatter(masked, "tp", tp);
}

void EmbeddingBackward(StepContext& ctx, const GenParam& table, const GenTensor& tokens,
                       const GenTensor& grad) {
  const TransformerSpec& m = ctx.spec();
  GenTensor g = ctx.Convert(ctx.SeqGather(grad, "tp", ctx.dims().tp), "f32");
  GenTensor eq = ctx.Op("eq", "aten.eq.Scalar", tokens.name + ", -1", "b8", tokens.shape);
  std::vector<int64_t> mask_shape = tokens.shape;
  mask_shape.push_back(1);
  GenTensor un = ctx.Op("unsqueeze", "aten.unsqueeze.default", eq.name + ", -1", "b8", mask_shape);
  const char* cuda =
      "layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False";
  GenTensor zero = ctx.Op("full", "aten.full.default",
                          fmt::format("[], 0.0, dtype = torch.float32, {}", cuda), "f32", {});
  GenTensor where = ctx.Op("where", "aten.where.self",
                           fmt::format("{}, {}, {}", un.name, zero.name, g.name), "f32", g.shape);
  GenTensor table_zero =
      ctx.Op("full", "aten.full.default",
             fmt::format("[{}, {}], 0, dtype = torch.float32, {}", m.vocab, m.dim, cuda), "f32",
             {m.vocab, m.dim});
  GenTensor dw = ctx.Op("index_put", "aten.index_put.default",
                        fmt::format("{}, [{}], {}, True", table_zero.name, tokens.name, where.name),
                        "f32", {m.vocab, m.dim});
  if (ctx.dims().tp > 1) {
    dw = ctx.Split(ctx.Convert(dw, ctx.dtype()), m.vocab / ctx.dims().tp, 0, 1)[0];
  }
  ctx.ReduceGrad(table, dw);
}

}  // namespace collopt
