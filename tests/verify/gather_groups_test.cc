// Which groups translation validation names by gathered atoms
// (verify/gather_groups.h), and what that buys: a bucketed FSDP all_gather
// over 64 ranks, read back member by member, is one piece of one gathered
// atom instead of 64 pieces, and is still the member's own all_gather.
#include "verify/gather_groups.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "verify/layout.h"
#include "verify/symbolic_executor.h"
#include "verify/translation_validation.h"

namespace collopt {
namespace {

using testing::MustLoad;
using verify::ParameterGatherGroups;

// fsdp gathers a parameter's cast (graph inputs alone); tp gathers what a
// reduce_scatter made (an activation).
constexpr const char* kGatherParams = R"(w: "f32[4, 8]", x: "f32[16, 8]")";
constexpr const char* kFsdpAndTp =
    R"(c = torch.ops.prims.convert_element_type.default(w, torch.bfloat16)
ag = torch.ops._c10d_functional.all_gather_into_tensor.default(c, 2, 'fsdp')
g = torch.ops._c10d_functional.wait_tensor.default(ag)
rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(x, 'sum', 4, 'tp')
r = torch.ops._c10d_functional.wait_tensor.default(rs)
ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(r, 4, 'tp')
h = torch.ops._c10d_functional.wait_tensor.default(ag2)
return (g, h))";

TEST(ParameterGatherGroups, AGroupGathersWholeWhenEveryGatherReadsInputsAlone) {
  const Graph graph = MustLoad(kGatherParams, kFsdpAndTp);
  EXPECT_EQ(ParameterGatherGroups({&graph}), std::vector<std::string>{"group:fsdp"});
}

TEST(ParameterGatherGroups, OneActivationGatherInEitherGraphKeepsTheGroupPerMember) {
  const Graph params_only = MustLoad(
      kGatherParams, R"(ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 2, 'tp')
g = torch.ops._c10d_functional.wait_tensor.default(ag)
return (g,))");
  EXPECT_EQ(ParameterGatherGroups({&params_only}), std::vector<std::string>{"group:tp"});
  const Graph both = MustLoad(kGatherParams, kFsdpAndTp);
  EXPECT_EQ(ParameterGatherGroups({&params_only, &both}), std::vector<std::string>{"group:fsdp"});
  // The graphs read on two threads: the same keys.
  EXPECT_EQ(ParameterGatherGroups({&params_only, &both}, 2),
            std::vector<std::string>{"group:fsdp"});
  EXPECT_EQ(ParameterGatherGroups({&both, &params_only}, 2),
            std::vector<std::string>{"group:fsdp"});
}

// Whether a gathered value reads graph inputs alone is decided by a walk up
// from it that each node takes once: `c` is read by both gathers and by
// `m`, which also reads a reduce_scatter's wait; the one gather over `m`
// keeps 'fsdp' per member, whichever of the two comes first, while 'dp',
// whose gather reads `c` through a view, gathers whole.
TEST(ParameterGatherGroups, AValueBesideACollectiveIsNotComputedFromInputsAlone) {
  const std::string tail = R"(v = torch.ops.aten.view.default(c, [32])
ag3 = torch.ops._c10d_functional.all_gather_into_tensor.default(v, 2, 'dp')
g3 = torch.ops._c10d_functional.wait_tensor.default(ag3)
return (g1, g2, g3))";
  const std::string head = R"(c = torch.ops.prims.convert_element_type.default(w, torch.bfloat16)
rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(x, 'sum', 4, 'tp')
r = torch.ops._c10d_functional.wait_tensor.default(rs)
m = torch.ops.aten.add.Tensor(c, r)
)";
  const std::string params =
      R"(ag1 = torch.ops._c10d_functional.all_gather_into_tensor.default(c, 2, 'fsdp')
g1 = torch.ops._c10d_functional.wait_tensor.default(ag1)
)";
  const std::string activation =
      R"(ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(m, 2, 'fsdp')
g2 = torch.ops._c10d_functional.wait_tensor.default(ag2)
)";
  const std::string params_first = head + params + activation + tail;
  const std::string activation_first = head + activation + params + tail;
  for (const std::string& body : {params_first, activation_first}) {
    SCOPED_TRACE(body);
    const Graph graph = MustLoad(kGatherParams, body);
    EXPECT_EQ(ParameterGatherGroups({&graph}), std::vector<std::string>{"group:dp"});
  }
}

// w1 [8, 16] and w2 [4] flattened into one bucket, gathered over 64 ranks,
// viewed as [64, 132] and read back: what bucket-collectives writes.
constexpr const char* kBucketParams = R"(w1: "f32[8, 16]", w2: "f32[4]")";
constexpr const char* kBucket =
    R"(f1 = torch.ops.aten.reshape.default(w1, [-1])
buf = torch.ops.aten.cat.default([f1, w2])
ag = torch.ops._c10d_functional.all_gather_into_tensor.default(buf, 64, 'fsdp')
w = torch.ops._c10d_functional.wait_tensor.default(ag)
rows = torch.ops.aten.view.default(w, [64, 132])
s1 = torch.ops.aten.slice.Tensor(rows, 1, 0, 128)
m1 = torch.ops.aten.view.default(s1, [512, 16])
s2 = torch.ops.aten.slice.Tensor(rows, 1, 128, 132)
m2 = torch.ops.aten.view.default(s2, [256])
return (m1, m2))";

size_t PiecesOf(const Graph& graph, bool whole, const std::string& node) {
  verify::TermStore store;
  if (whole) store.GatherWhole("group:fsdp");
  verify::SymbolicExecutor exec(store, graph);
  exec.Run();
  return exec.value(graph.FindNode(node)).layout.pieces.size();
}

TEST(ParameterGatherGroups, AGatheredBucketMemberIsOnePieceInsteadOfOnePerRank) {
  const Graph bucket = MustLoad(kBucketParams, kBucket);
  EXPECT_EQ(PiecesOf(bucket, /*whole=*/false, "m1"), 64u);
  EXPECT_EQ(PiecesOf(bucket, /*whole=*/true, "m1"), 1u);
  EXPECT_EQ(PiecesOf(bucket, /*whole=*/true, "m2"), 1u);
  const Graph members =
      MustLoad(kBucketParams,
               R"(ag1 = torch.ops._c10d_functional.all_gather_into_tensor.default(w1, 64, 'fsdp')
m1 = torch.ops._c10d_functional.wait_tensor.default(ag1)
ag2 = torch.ops._c10d_functional.all_gather_into_tensor.default(w2, 64, 'fsdp')
m2 = torch.ops._c10d_functional.wait_tensor.default(ag2)
return (m1, m2))");
  EXPECT_TRUE(verify::VerifyEquivalent(members, bucket).equivalent);
  // Member w2's columns read one column short: rejected.
  std::string shifted = kBucket;
  shifted.replace(shifted.find("rows, 1, 128, 132"), 17, "rows, 1, 127, 131");
  EXPECT_FALSE(verify::VerifyEquivalent(members, MustLoad(kBucketParams, shifted)).equivalent);
}

// The bucket's view [64, 132] of its gathered buffer is laid out from the
// buffer's pieces (SymValue::rows): the layout Reshape gives from the 64 · 2
// pieces of the gathered buffer, one piece per member.
TEST(ParameterGatherGroups, ABucketsRowsViewIsTheReshapeOfItsGatheredBuffer) {
  const Graph bucket = MustLoad(kBucketParams, kBucket);
  verify::TermStore store;
  store.GatherWhole("group:fsdp");
  verify::SymbolicExecutor exec(store, bucket);
  exec.Run();
  const verify::SymValue& gathered = exec.value(bucket.FindNode("w"));  // the wait passes it on
  ASSERT_NE(gathered.rows, nullptr);
  EXPECT_EQ(gathered.layout.pieces.size(), 128u);  // 64 ranks x 2 members, 1-D
  const std::optional<verify::Layout> reshaped = verify::Reshape(gathered.layout, {64, 132});
  ASSERT_TRUE(reshaped.has_value());
  EXPECT_EQ(*gathered.rows, *reshaped);
  EXPECT_EQ(exec.value(bucket.FindNode("rows")).layout, *reshaped);
  ASSERT_EQ(reshaped->pieces.size(), 2u);
  EXPECT_EQ(reshaped->pieces[0].strides, (verify::Dims{128, 1}));  // w1's 128 per member
  EXPECT_EQ(reshaped->pieces[1].strides, (verify::Dims{4, 1}));    // w2's 4
  // Per member (a group that does not gather whole), there are no rows.
  verify::TermStore per_member;
  verify::SymbolicExecutor by_rank(per_member, bucket);
  by_rank.Run();
  EXPECT_EQ(by_rank.value(bucket.FindNode("w")).rows, nullptr);
}

}  // namespace
}  // namespace collopt
