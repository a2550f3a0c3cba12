// Translation validation on small hand-made graphs: each identity collopt's
// rewrites rely on is accepted (a bucket of all_gathers, of reduce_scatters
// and of all_reduces, matmul row chunks, an all_gather chunked before its
// matmul, a reduce_scatter chunked by columns, a process group renamed to
// one with the same ranks, a reorder), and a wrong twin of each is rejected
// with the output, the diverging node and its line.
#include "verify/translation_validation.h"

#include <string>

#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "verify/symbolic_executor.h"

namespace collopt {
namespace {

using testing::MustLoad;
using verify::Equivalence;
using verify::VerifyEquivalent;

constexpr const char* kAgParams = R"(x: "f32[2, 8]", y: "f32[6]")";
constexpr const char* kAgOriginal =
    R"(ag0 = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, '0')
w0 = torch.ops._c10d_functional.wait_tensor.default(ag0)
ag1 = torch.ops._c10d_functional.all_gather_into_tensor.default(y, 4, '0')
w1 = torch.ops._c10d_functional.wait_tensor.default(ag1)
return (w0, w1))";

// x and y flattened into one buffer [22], gathered into [4, 22], and each
// member's columns read back: what bucket-collectives writes.
std::string AgBucket(const std::string& order, const std::string& cols0, const std::string& cols1,
                     const std::string& group = "'0'") {
  return "fx = torch.ops.aten.reshape.default(x, [-1])\n"
         "buf = torch.ops.aten.cat.default(" +
         order +
         ")\n"
         "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(buf, 4, " +
         group +
         ")\n"
         "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
         "v = torch.ops.aten.view.default(w, [4, 22])\n"
         "s0 = torch.ops.aten.slice.Tensor(v, 1, " +
         cols0 +
         ")\n"
         "o0 = torch.ops.aten.reshape.default(s0, [8, 8])\n"
         "s1 = torch.ops.aten.slice.Tensor(v, 1, " +
         cols1 +
         ")\n"
         "o1 = torch.ops.aten.reshape.default(s1, [24])\n"
         "return (o0, o1)";
}

TEST(TranslationValidation, AllGatherBucketEqualsTheMembers) {
  const Graph orig = MustLoad(kAgParams, kAgOriginal);
  const Equivalence r =
      VerifyEquivalent(orig, MustLoad(kAgParams, AgBucket("[fx, y]", "0, 16", "16, 22")));
  EXPECT_TRUE(r.equivalent) << r.reason << "\n"
                            << r.optimized_output_term << "\n"
                            << r.original_output_term;
  EXPECT_EQ(r.outputs, 2);
}

TEST(TranslationValidation, AllGatherBucketSliceOffByOneIsRejected) {
  const Graph orig = MustLoad(kAgParams, kAgOriginal);
  const Graph opt = MustLoad(kAgParams, AgBucket("[fx, y]", "1, 17", "16, 22"));
  const Equivalence r = VerifyEquivalent(orig, opt);
  EXPECT_FALSE(r.equivalent);
  EXPECT_EQ(r.reason, "output 0 differs");
  EXPECT_EQ(r.original_output, "w0");
  EXPECT_EQ(r.optimized_output, "o0");
  // Only layout ops differ: the output itself is where the terms diverge.
  EXPECT_EQ(r.diverging_node, "o0");
  EXPECT_EQ(r.diverging_line, 9);
}

TEST(TranslationValidation, AllGatherBucketInTheWrongOrderIsRejected) {
  const Graph orig = MustLoad(kAgParams, kAgOriginal);
  const Equivalence r =
      VerifyEquivalent(orig, MustLoad(kAgParams, AgBucket("[y, fx]", "0, 16", "16, 22")));
  EXPECT_FALSE(r.equivalent);
  EXPECT_EQ(r.output_index, 0);
}

TEST(TranslationValidation, AllGatherOnAnotherGroupOfTheSameSizeIsRejected) {
  const Graph orig = MustLoad(kAgParams, kAgOriginal);
  const Equivalence r =
      VerifyEquivalent(orig, MustLoad(kAgParams, AgBucket("[fx, y]", "0, 16", "16, 22", "'1'")));
  EXPECT_FALSE(r.equivalent);
}

// A collective with a symbolic size (a dynamic-shape graph) has no layout
// verify can follow; it is one opaque value per input and group ranks, so
// reassign-process-groups' twin communicator (same ranks) keeps it and a
// group of other ranks does not.
TEST(TranslationValidation, SymbolicAllGatherOnATwinGroupIsTheSameValue) {
  const std::string params = R"p(n: "Sym(4*)", x: "f32[4*, 8]")p";
  auto body = [](const std::string& group) {
    return "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 2, " + group +
           ")\n"
           "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
           "r = torch.ops.aten.relu.default(w)\n"
           "return (r,)";
  };
  const Graph orig = MustLoad(params, body("'0'"));
  for (const char* twin_of : {"0", "1"}) {
    Graph opt = MustLoad(params, body("'0_ag'"));
    ProcessGroup twin = ProcessGroup::Named("0_ag", 2);
    twin.same_ranks_as = twin_of;
    opt.process_groups["0_ag"] = twin;
    const Equivalence r = VerifyEquivalent(orig, opt);
    EXPECT_EQ(r.equivalent, std::string(twin_of) == "0") << twin_of << ": " << r.reason;
  }
}

// The multi-dtype all_gather bucket (bucket-collectives
// --bucket-collectives-multi-dtype-all-gather): f32 x and bf16 z viewed as
// bytes (64 + 12), gathered on 4 ranks as one uint8 buffer, each member's
// bytes viewed back to its dtype.
constexpr const char* kBytesParams = R"(x: "f32[2, 8]", z: "bf16[6]")";
constexpr const char* kBytesOriginal =
    R"(ag0 = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, '0')
w0 = torch.ops._c10d_functional.wait_tensor.default(ag0)
ag1 = torch.ops._c10d_functional.all_gather_into_tensor.default(z, 4, '0')
w1 = torch.ops._c10d_functional.wait_tensor.default(ag1)
return (w0, w1))";

std::string BytesBucket(const std::string& cols0) {
  return "fx = torch.ops.aten.reshape.default(x, [-1])\n"
         "bx = torch.ops.aten.view.dtype(fx, torch.uint8)\n"
         "bz = torch.ops.aten.view.dtype(z, torch.uint8)\n"
         "buf = torch.ops.aten.cat.default([bx, bz])\n"
         "ag = torch.ops._c10d_functional.all_gather_into_tensor.default(buf, 4, '0')\n"
         "w = torch.ops._c10d_functional.wait_tensor.default(ag)\n"
         "v = torch.ops.aten.view.default(w, [4, 76])\n"
         "s0 = torch.ops.aten.slice.Tensor(v, 1, " +
         cols0 +
         ")\n"
         "f0 = torch.ops.aten.reshape.default(s0, [256])\n"
         "t0 = torch.ops.aten.view.dtype(f0, torch.float32)\n"
         "o0 = torch.ops.aten.reshape.default(t0, [8, 8])\n"
         "s1 = torch.ops.aten.slice.Tensor(v, 1, 64, 76)\n"
         "f1 = torch.ops.aten.reshape.default(s1, [48])\n"
         "o1 = torch.ops.aten.view.dtype(f1, torch.bfloat16)\n"
         "return (o0, o1)";
}

TEST(TranslationValidation, MultiDtypeBucketThroughBytesEqualsTheMembers) {
  const Graph orig = MustLoad(kBytesParams, kBytesOriginal);
  const Equivalence r = VerifyEquivalent(orig, MustLoad(kBytesParams, BytesBucket("0, 64")));
  EXPECT_TRUE(r.equivalent) << r.reason << "\n"
                            << r.optimized_output_term << "\n"
                            << r.original_output_term;
  EXPECT_EQ(r.outputs, 2);
  // Two bytes off: each f32 read straddles two of x's elements.
  const Equivalence shifted = VerifyEquivalent(orig, MustLoad(kBytesParams, BytesBucket("2, 66")));
  EXPECT_FALSE(shifted.equivalent);
  EXPECT_EQ(shifted.output_index, 0);
}

constexpr const char* kRsParams = R"(a: "f32[8, 4]", b: "f32[4]")";
std::string RsOriginal(const std::string& op) {
  return "rs0 = torch.ops._c10d_functional.reduce_scatter_tensor.default(a, '" + op +
         "', 4, '0')\n"
         "w0 = torch.ops._c10d_functional.wait_tensor.default(rs0)\n"
         "rs1 = torch.ops._c10d_functional.reduce_scatter_tensor.default(b, 'sum', 4, '0')\n"
         "w1 = torch.ops._c10d_functional.wait_tensor.default(rs1)\n"
         "return (w0, w1)";
}
// a as [4, 8] and b as [4, 1] side by side: row r of the buffer is what rank
// r of the group receives.
constexpr const char* kRsBucket = R"(a2 = torch.ops.aten.view.default(a, [4, 8])
b2 = torch.ops.aten.view.default(b, [4, 1])
buf = torch.ops.aten.cat.default([a2, b2], 1)
flat = torch.ops.aten.view.default(buf, [36])
rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(flat, 'sum', 4, '0')
w = torch.ops._c10d_functional.wait_tensor.default(rs)
s0 = torch.ops.aten.slice.Tensor(w, 0, 0, 8)
o0 = torch.ops.aten.view.default(s0, [2, 4])
o1 = torch.ops.aten.slice.Tensor(w, 0, 8, 9)
return (o0, o1))";

TEST(TranslationValidation, ReduceScatterBucketEqualsTheMembers) {
  const Equivalence r =
      VerifyEquivalent(MustLoad(kRsParams, RsOriginal("sum")), MustLoad(kRsParams, kRsBucket));
  EXPECT_TRUE(r.equivalent) << r.reason << "\n"
                            << r.optimized_output_term << "\n"
                            << r.original_output_term;
}

// The flattened buffer carries the matrix it flattens (SymValue::rows),
// which the reduction reads as its [4, 9] rows instead of reshaping the 36
// elements' 8 pieces back.
TEST(TranslationValidation, AFlattenedBucketBufferCarriesItsRows) {
  const Graph bucket = MustLoad(kRsParams, kRsBucket);
  verify::TermStore store;
  verify::SymbolicExecutor exec(store, bucket);
  exec.Run();
  const verify::SymValue& buf = exec.value(bucket.FindNode("buf"));
  const verify::SymValue& flat = exec.value(bucket.FindNode("flat"));
  EXPECT_EQ(buf.rows, nullptr);
  ASSERT_NE(flat.rows, nullptr);
  EXPECT_EQ(*flat.rows, buf.layout);
  EXPECT_EQ(flat.layout.pieces.size(), 8u);  // a's and b's part of each of the 4 rows
  EXPECT_EQ(flat.rows->pieces.size(), 2u);
  EXPECT_EQ(exec.value(bucket.FindNode("rs")).rows, nullptr);  // a reduction's own value has none
}

TEST(TranslationValidation, ReduceScatterAvgForSumIsRejectedAtTheCollective) {
  const Equivalence r =
      VerifyEquivalent(MustLoad(kRsParams, RsOriginal("avg")), MustLoad(kRsParams, kRsBucket));
  EXPECT_FALSE(r.equivalent);
  EXPECT_EQ(r.output_index, 0);
  EXPECT_EQ(r.diverging_node, "rs");
  EXPECT_NE(r.optimized_term.find("reduce_scatter_tensor(sum"), std::string::npos)
      << r.optimized_term;
  EXPECT_NE(r.original_output_term.find("reduce_scatter_tensor(avg"), std::string::npos);
}

TEST(TranslationValidation, AllReduceBucketEqualsTheMembers) {
  const Graph orig = MustLoad(R"(a: "f32[2, 3]", b: "f32[5]")",
                              R"(ar0 = torch.ops._c10d_functional.all_reduce.default(a, 'sum', '0')
w0 = torch.ops._c10d_functional.wait_tensor.default(ar0)
ar1 = torch.ops._c10d_functional.all_reduce.default(b, 'sum', '0')
w1 = torch.ops._c10d_functional.wait_tensor.default(ar1)
return (w0, w1))");
  const Graph opt =
      MustLoad(R"(a: "f32[2, 3]", b: "f32[5]")", R"(fa = torch.ops.aten.reshape.default(a, [-1])
buf = torch.ops.aten.cat.default([fa, b])
ar = torch.ops._c10d_functional.all_reduce.default(buf, 'sum', '0')
w = torch.ops._c10d_functional.wait_tensor.default(ar)
split = torch.ops.aten.split_with_sizes.default(w, [6, 5])
g0 = split[0]
g1 = split[1]
o0 = torch.ops.aten.view.default(g0, [2, 3])
return (o0, g1))");
  EXPECT_TRUE(VerifyEquivalent(orig, opt).equivalent);
}

constexpr const char* kMmParams = R"(x: "f32[4, 3]", w: "f32[3, 3]")";
constexpr const char* kMmOriginal = R"(mm = torch.ops.aten.mm.default(x, w)
r = torch.ops.aten.relu.default(mm)
return (r,))";
std::string MmChunks(const std::string& cat) {
  return "chunks = torch.ops.aten.split.Tensor(x, 2)\n"
         "c0 = chunks[0]\n"
         "c1 = chunks[1]\n"
         "m0 = torch.ops.aten.mm.default(c0, w)\n"
         "m1 = torch.ops.aten.mm.default(c1, w)\n"
         "r0 = torch.ops.aten.relu.default(m0)\n"
         "r1 = torch.ops.aten.relu.default(m1)\n"
         "r = torch.ops.aten.cat.default(" +
         cat +
         ")\n"
         "return (r,)";
}

TEST(TranslationValidation, MatmulRowChunksCarriedThroughPointwiseEqualTheMatmul) {
  const Equivalence r =
      VerifyEquivalent(MustLoad(kMmParams, kMmOriginal), MustLoad(kMmParams, MmChunks("[r0, r1]")));
  EXPECT_TRUE(r.equivalent) << r.optimized_output_term << "\n" << r.original_output_term;
}

TEST(TranslationValidation, MatmulChunksConcatenatedInTheWrongOrderAreRejected) {
  EXPECT_FALSE(
      VerifyEquivalent(MustLoad(kMmParams, kMmOriginal), MustLoad(kMmParams, MmChunks("[r1, r0]")))
          .equivalent);
}

TEST(TranslationValidation, MatmulOperandsSwappedAreRejected) {
  const char* params = R"(x: "f32[3, 3]", w: "f32[3, 3]")";
  const Graph orig = MustLoad(params, "mm = torch.ops.aten.mm.default(x, w)\nreturn (mm,)");
  const Graph opt = MustLoad(params, "mm = torch.ops.aten.mm.default(w, x)\nreturn (mm,)");
  const Equivalence r = VerifyEquivalent(orig, opt);
  EXPECT_FALSE(r.equivalent);
  EXPECT_EQ(r.diverging_node, "mm");
  EXPECT_EQ(r.diverging_line, 3);
}

TEST(TranslationValidation, ChunkCarriedThroughAReductionOverTheChunkedDimIsRejected) {
  const char* params = R"(x: "f32[4, 3]")";
  const Graph orig =
      MustLoad(params, "s = torch.ops.aten._softmax.default(x, 0, False)\nreturn (s,)");
  const Graph opt = MustLoad(params, R"(chunks = torch.ops.aten.split.Tensor(x, 2)
c0 = chunks[0]
c1 = chunks[1]
s0 = torch.ops.aten._softmax.default(c0, 0, False)
s1 = torch.ops.aten._softmax.default(c1, 0, False)
s = torch.ops.aten.cat.default([s0, s1])
return (s,))");
  EXPECT_FALSE(VerifyEquivalent(orig, opt).equivalent);
  // Over the other dim the chunks are independent.
  const Graph orig1 =
      MustLoad(params, "s = torch.ops.aten._softmax.default(x, 1, False)\nreturn (s,)");
  const Graph opt1 = MustLoad(params, R"(chunks = torch.ops.aten.split.Tensor(x, 2)
c0 = chunks[0]
c1 = chunks[1]
s0 = torch.ops.aten._softmax.default(c0, 1, False)
s1 = torch.ops.aten._softmax.default(c1, 1, False)
s = torch.ops.aten.cat.default([s0, s1])
return (s,))");
  EXPECT_TRUE(VerifyEquivalent(orig1, opt1).equivalent);
}

// async TP: all_gather(x) @ w, with x's rows in 2 chunks gathered and
// multiplied apart, then put back in the gathered order ([rank, chunk]).
TEST(TranslationValidation, AllGatherMatmulChunksEqualTheGatheredMatmul) {
  const char* params = R"(x: "f32[2, 3]", w: "f32[3, 5]")";
  const Graph orig =
      MustLoad(params, R"(ag = torch.ops._c10d_functional.all_gather_into_tensor.default(x, 4, 'tp')
g = torch.ops._c10d_functional.wait_tensor.default(ag)
mm = torch.ops.aten.mm.default(g, w)
return (mm,))");
  const std::string chunks = R"(chunks = torch.ops.aten.split.Tensor(x, 1)
c0 = chunks[0]
c1 = chunks[1]
ag0 = torch.ops._c10d_functional.all_gather_into_tensor.default(c0, 4, 'tp')
g0 = torch.ops._c10d_functional.wait_tensor.default(ag0)
ag1 = torch.ops._c10d_functional.all_gather_into_tensor.default(c1, 4, 'tp')
g1 = torch.ops._c10d_functional.wait_tensor.default(ag1)
m0 = torch.ops.aten.mm.default(g0, w)
m1 = torch.ops.aten.mm.default(g1, w)
)";
  const Equivalence r = VerifyEquivalent(
      orig, MustLoad(params, chunks + R"(v0 = torch.ops.aten.view.default(m0, [4, 1, 5])
v1 = torch.ops.aten.view.default(m1, [4, 1, 5])
c = torch.ops.aten.cat.default([v0, v1], 1)
mm = torch.ops.aten.view.default(c, [8, 5])
return (mm,))"));
  EXPECT_TRUE(r.equivalent) << r.optimized_output_term << "\n" << r.original_output_term;
  // Put back as [chunk, rank]: rows of different ranks in the wrong places.
  EXPECT_FALSE(
      VerifyEquivalent(orig, MustLoad(params, chunks + R"(mm = torch.ops.aten.cat.default([m0, m1])
return (mm,))"))
          .equivalent);
}

// mm → reduce_scatter chunked by columns of each rank's block.
TEST(TranslationValidation, ReduceScatterColumnChunksEqualTheWhole) {
  const char* params = R"(a: "f32[8, 6]")";
  const Graph orig = MustLoad(
      params, R"(rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(a, 'sum', 4, 'tp')
w = torch.ops._c10d_functional.wait_tensor.default(rs)
return (w,))");
  const Graph opt = MustLoad(params, R"(parts = torch.ops.aten.split.Tensor(a, 3, 1)
p0 = parts[0]
p1 = parts[1]
rs0 = torch.ops._c10d_functional.reduce_scatter_tensor.default(p0, 'sum', 4, 'tp')
w0 = torch.ops._c10d_functional.wait_tensor.default(rs0)
rs1 = torch.ops._c10d_functional.reduce_scatter_tensor.default(p1, 'sum', 4, 'tp')
w1 = torch.ops._c10d_functional.wait_tensor.default(rs1)
w = torch.ops.aten.cat.default([w0, w1], 1)
return (w,))");
  const Equivalence r = VerifyEquivalent(orig, opt);
  EXPECT_TRUE(r.equivalent) << r.optimized_output_term << "\n" << r.original_output_term;
}

TEST(TranslationValidation, ReorderedIndependentOpsAreEquivalent) {
  const char* params = R"(x: "f32[4]", y: "f32[4]")";
  const Graph orig = MustLoad(params, R"(a = torch.ops.aten.exp.default(x)
b = torch.ops.aten.neg.default(y)
return (a, b))");
  const Graph opt = MustLoad(params, R"(b = torch.ops.aten.neg.default(y)
a = torch.ops.aten.exp.default(x)
return (a, b))");
  EXPECT_TRUE(VerifyEquivalent(orig, opt).equivalent);
  const Graph swapped = MustLoad(params, R"(b = torch.ops.aten.neg.default(y)
a = torch.ops.aten.exp.default(x)
return (b, a))");
  const Equivalence r = VerifyEquivalent(orig, swapped);
  EXPECT_FALSE(r.equivalent);
  EXPECT_EQ(r.output_index, 0);
}

TEST(TranslationValidation, DifferentInputCountsAreNotEquivalent) {
  const Graph a = MustLoad(R"(x: "f32[4]")", "y = torch.ops.aten.exp.default(x)\nreturn (y,)");
  const Graph b =
      MustLoad(R"(x: "f32[4]", z: "f32[4]")", "y = torch.ops.aten.exp.default(x)\nreturn (y,)");
  const Equivalence r = VerifyEquivalent(a, b);
  EXPECT_FALSE(r.equivalent);
  EXPECT_EQ(r.reason, "ORIG has 1 inputs, OPT 2");
}

TEST(TranslationValidation, TheVerdictTextNamesTheLineAndBothTerms) {
  const char* params = R"(x: "f32[3, 3]", w: "f32[3, 3]")";
  const Graph orig = MustLoad(params, "mm = torch.ops.aten.mm.default(x, w)\nreturn (mm,)");
  const Graph opt = MustLoad(params, "mm = torch.ops.aten.mm.default(w, x)\nreturn (mm,)");
  const std::string text =
      verify::FormatEquivalence(VerifyEquivalent(orig, opt), "orig.py", "opt.py");
  EXPECT_NE(text.find("verify: not equivalent: output 0 differs (ORIG 'mm', OPT 'mm')"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("opt.py:3: terms diverge at 'mm'"), std::string::npos) << text;
  EXPECT_NE(text.find("aten.mm.default($, $)(input#1, input#0)"), std::string::npos) << text;
  EXPECT_NE(text.find("aten.mm.default($, $)(input#0, input#1)"), std::string::npos) << text;
}

}  // namespace
}  // namespace collopt
