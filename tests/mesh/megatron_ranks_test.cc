// Megatron RankGenerator (reference note §4.1): the docstring examples, the
// rank offset, and the constructor's rules.
#include "mesh/megatron_ranks.h"

#include "gtest/gtest.h"

namespace collopt {
namespace {

RankGroups Ranks(const RankGeneratorSizes& sizes, std::string_view order, std::string_view token,
                 int64_t offset = 0) {
  absl::StatusOr<RankGenerator> generator = RankGenerator::Create(sizes, order, offset);
  EXPECT_TRUE(generator.ok()) << generator.status().message();
  if (!generator.ok()) return {};
  absl::StatusOr<RankGroups> groups = generator->GetRanks(token);
  EXPECT_TRUE(groups.ok()) << groups.status().message();
  return groups.ok() ? *groups : RankGroups{};
}

std::string Error(const RankGeneratorSizes& sizes, std::string_view order) {
  return std::string(RankGenerator::Create(sizes, order).status().message());
}

TEST(MegatronRankGenerator, DocstringTpDpPp) {  // tp=2, dp=3, pp=4; dp masked
  RankGroups dp = Ranks({.tp = 2, .dp = 3, .pp = 4}, "tp-dp-pp", "dp");
  EXPECT_EQ(dp, (RankGroups{{0, 2, 4},
                            {1, 3, 5},
                            {6, 8, 10},
                            {7, 9, 11},
                            {12, 14, 16},
                            {13, 15, 17},
                            {18, 20, 22},
                            {19, 21, 23}}));
}

TEST(MegatronRankGenerator, TpPpDpOrder) {  // 'tp-pp-dp', sizes 2-2-2
  EXPECT_EQ(Ranks({.tp = 2, .dp = 2, .pp = 2}, "tp-pp-dp", "dp"),
            (RankGroups{{0, 4}, {1, 5}, {2, 6}, {3, 7}}));
}

TEST(MegatronRankGenerator, RankOffset) {  // tp=2, dp=2, rank_offset=8
  EXPECT_EQ(Ranks({.tp = 2, .dp = 2}, "tp-cp-ep-dp-pp", "dp", 8), (RankGroups{{8, 10}, {9, 11}}));
  EXPECT_EQ(Ranks({.tp = 2, .dp = 2}, "tp-cp-ep-dp-pp", "tp", 8), (RankGroups{{8, 9}, {10, 11}}));
}

TEST(MegatronRankGenerator, QueryTokenOrderIsIrrelevant) {
  RankGeneratorSizes sizes{.tp = 2, .dp = 2, .pp = 2, .cp = 2};
  EXPECT_EQ(Ranks(sizes, "tp-cp-ep-dp-pp", "dp-cp"), Ranks(sizes, "tp-cp-ep-dp-pp", "cp-dp"));
}

TEST(MegatronRankGenerator, MissingSizeOneTokensAreAppended) {
  absl::StatusOr<RankGenerator> g = RankGenerator::Create({.tp = 2, .dp = 2}, "tp-dp");
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->order(), (std::vector<std::string>{"tp", "dp", "cp", "ep", "pp", "gtp_remat"}));
  EXPECT_EQ(g->world_size(), 4);
}

TEST(MegatronRankGenerator, ErrorsNameTheRule) {
  EXPECT_EQ(Error({.ep = 2, .cp = 2}, "tp-cp-ep-dp-pp"),
            "ep and cp cannot both be > 1 in one rank generator, found ep = 2 and cp = 2");
  EXPECT_EQ(Error({.tp = 2, .pp = 2}, "tp-dp"),
            "a token missing from the order must have size 1: pp = 2 is not in order 'tp-dp'");
  EXPECT_EQ(Error({}, "tp-xp"),
            "order 'tp-xp': expected tokens from tp, cp, ep, dp, pp, gtp_remat separated by '-', "
            "found 'xp'");
  EXPECT_EQ(Error({}, "tp-dp-tp"),
            "order 'tp-dp-tp': every token may appear once, found 'tp' twice");
  absl::StatusOr<RankGenerator> g = RankGenerator::Create({}, "tp-dp");
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->GetRanks("tp-zz").status().message(),
            "group 'tp-zz': expected tokens of the order, found 'zz'");
}

}  // namespace
}  // namespace collopt
