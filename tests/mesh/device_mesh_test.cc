// Row-major mesh groups (mesh/device_mesh.h).
#include "mesh/device_mesh.h"

#include "gtest/gtest.h"

namespace collopt {
namespace {

TEST(MeshGroups, LastDimVariesFastest) {
  auto tp = MeshGroups({4, 2}, {1});
  ASSERT_TRUE(tp.ok()) << tp.status().message();
  EXPECT_EQ(*tp, (RankGroups{{0, 1}, {2, 3}, {4, 5}, {6, 7}}));
  auto dp = MeshGroups({4, 2}, {0});
  ASSERT_TRUE(dp.ok());
  EXPECT_EQ(*dp, (RankGroups{{0, 2, 4, 6}, {1, 3, 5, 7}}));
}

TEST(MeshGroups, SeveralDimsFlattenInMeshOrderAndOffsetApplies) {
  auto groups = MeshGroups({2, 2, 2}, {0, 2}, 8);
  ASSERT_TRUE(groups.ok());
  EXPECT_EQ(*groups, (RankGroups{{8, 9, 12, 13}, {10, 11, 14, 15}}));
  auto none = MeshGroups({2, 2}, {});
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(*none, (RankGroups{{0}, {1}, {2}, {3}}));
}

TEST(MeshGroups, Errors) {
  EXPECT_EQ(MeshGroups({2, 0}, {0}).status().message(), "mesh dim 1 must have size >= 1, found 0");
  EXPECT_EQ(MeshGroups({2, 2}, {1, 0}).status().message(),
            "group dims must be increasing indices below the mesh rank 2, found 0 at position 1");
}

TEST(MeshGroups, CoordinatesAndMembership) {
  EXPECT_EQ(MeshCoordinates({4, 2, 2}, 13), (std::vector<int64_t>{3, 0, 1}));
  EXPECT_EQ(MeshSize({4, 2, 2}), 16);
  EXPECT_EQ(GroupsContaining({{0, 2}, {1, 3}}, 3), (RankGroups{{1, 3}}));
}

}  // namespace
}  // namespace collopt
