# RUN: -p bucket-collectives --bucket-collectives-preserve-overlap false
# The smallest merge: two all_gathers of [16, 8] on 2 ranks, waited before
# either is used, with the overlap rule off. One bucket of f32[256] per rank
# (w1's 128 elements, then w2's), gathered to f32[512]; the copy-out views it
# as [2 ranks, 256] and slices each member's columns, so bucket0_out_0 and
# bucket0_out_1 are the [32, 8] results in rank-major order.
# Ported from bucket_collectives_test.cc AllGatherBucketIsWrittenWithStandardOps.
class GraphModule(torch.nn.Module):
    def forward(self, w1: "f32[16, 8]", w2: "f32[16, 8]", x: "f32[4, 8]"):
        ag1: "f32[32, 8]" = torch.ops._c10d_functional.all_gather_into_tensor.default(w1, 2, '0')
        ag2: "f32[32, 8]" = torch.ops._c10d_functional.all_gather_into_tensor.default(w2, 2, '0')
        w1g: "f32[32, 8]" = torch.ops._c10d_functional.wait_tensor.default(ag1)
        w2g: "f32[32, 8]" = torch.ops._c10d_functional.wait_tensor.default(ag2)
        t1: "f32[8, 32]" = torch.ops.aten.t.default(w1g)
        mm1: "f32[4, 32]" = torch.ops.aten.mm.default(x, t1)
        t2: "f32[8, 32]" = torch.ops.aten.t.default(w2g)
        mm2: "f32[4, 32]" = torch.ops.aten.mm.default(x, t2)
        return (mm1, mm2)
