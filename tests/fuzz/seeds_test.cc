// The fuzz targets' own seed graphs (fuzz/seeds/readable/, scripts/fuzz.sh)
// stay graphs that every pass reaches: each loads with its collectives and
// goes through `optimize --verify`. A seed that stopped loading would leave the
// print_readable campaigns mutating text that fails at the first line.
#include <string>
#include <vector>

#include "tests/test_util.h"

namespace collopt {
namespace {

struct Seed {
  std::string file;
  int collectives;
};

TEST(FuzzSeeds, EachLoadsAndOptimizesVerified) {
  const std::vector<Seed> seeds = {
      {"fsdp_layer.py", 3},     // 2 all_gathers, 1 reduce_scatter
      {"tp_all_reduce.py", 2},  // 1 all_gather, 1 all_reduce
      {"ep_all_to_all.py", 2},  // 2 all_to_all_single
  };
  for (const Seed& seed : seeds) {
    SCOPED_TRACE(seed.file);
    const std::string path = std::string(COLLOPT_SOURCE_DIR) + "/fuzz/seeds/readable/" + seed.file;
    const std::string out = testing::WriteTemp("seed_out.py", "");
    const testing::CommandOutput run =
        testing::RunCollopt("optimize --verify " + path + " -o " + out + " 2>&1");
    ASSERT_EQ(run.status, 0) << run.out;
    EXPECT_THAT(run.out,
                ::testing::ContainsRegex("collectives +" + std::to_string(seed.collectives) + " +" +
                                         std::to_string(seed.collectives)));
  }
}

}  // namespace
}  // namespace collopt
