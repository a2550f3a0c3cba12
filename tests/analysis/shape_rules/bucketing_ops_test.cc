// Inductor's bucketing._pre_bucket_* ops: by hand, and against the
// annotations of every graph Inductor's overlap pass wrote
// (shared/data/h100_inductor_runs/after_*.readable.py), which load with no
// unknown op.
#include <filesystem>

#include "tests/test_util.h"

namespace collopt {
namespace {

using testing::InferType;

TEST(BucketingShapes, PreBucketAllGatherIsTheWholeOutputBuffer) {
  // group_size 8 × (6 + 12 + 2) elements, in the bucket dtype.
  EXPECT_EQ(InferType(R"(a: "f32[2, 3]", b: "bf16[12]", c: "bf16[2]")",
                      "p = torch.ops.bucketing._pre_bucket_all_gather.default([a, b, c], 8, '0', "
                      "torch.bfloat16, [0, 0, 0], 3, [0, -1, 1, 2])\nreturn (p,)",
                      "p"),
            "bf16[160]");
}

TEST(BucketingShapes, PreBucketReduceScatterIsTheFlatInput) {
  EXPECT_EQ(InferType(R"(a: "f32[8, 3]", b: "f32[16]")",
                      "p = torch.ops.bucketing._pre_bucket_reduce_scatter.default([a, b], 8)\n"
                      "return (p,)",
                      "p"),
            "f32[40]");
  EXPECT_NE(InferType(R"(a: "f32[7, 3]")",
                      "p = torch.ops.bucketing._pre_bucket_reduce_scatter.default([a], 8)\n"
                      "return (p,)",
                      "p")
                .find("expected inputs divisible by group_size 8, got f32[7, 3]"),
            std::string::npos);
}

TEST(BucketingShapes, EveryInductorOutputGraphLoads) {
  int files = 0;
  for (const auto& entry :
       std::filesystem::directory_iterator(testing::SharedData("h100_inductor_runs"))) {
    std::string name = entry.path().filename().string();
    if (!name.ends_with(".readable.py")) continue;
    ++files;
    auto graph = LoadGraph(entry.path().string(), LoadOptions{});  // no unknown ops allowed
    ASSERT_TRUE(graph.ok()) << graph.status().message();
    int buckets = 0;
    for (const Node& node : graph->nodes()) {
      if (!node.target.str().starts_with("bucketing._pre_bucket")) continue;
      ++buckets;
      ASSERT_TRUE(node.annotation.has_value()) << name << ": " << node.name;
      EXPECT_TRUE(MatchesAnnotation(node.value, *node.annotation)) << name << ": " << node.name;
    }
    // Inductor left llama3_8b_fw_256_2d unchanged (README: "AG 356, RS 65 (unchanged)").
    if (name.starts_with("after_") && name != "after_llama3_8b_fw_256_2d.readable.py") {
      EXPECT_GT(buckets, 0) << name;
    }
    EXPECT_EQ(UntypedNodes(*graph).size(), 0u) << name;
  }
  EXPECT_EQ(files, 20);
}

}  // namespace
}  // namespace collopt
