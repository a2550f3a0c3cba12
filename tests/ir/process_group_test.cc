// FollowGroupLinks (ir/process_group.h): the chains a group name's `object`
// and `same_ranks_as` links make, ended by a missing name, an unlinked group
// or, in a cyclic table, the hop bound.
#include "ir/process_group.h"

#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace collopt {
namespace {

std::vector<std::string> Names(const std::vector<GroupLink>& chain) {
  std::vector<std::string> names;
  names.reserve(chain.size());
  for (const GroupLink& link : chain) {
    names.push_back(link.name);
    if (link.group == nullptr) names.back().push_back('?');  // not in the table
  }
  return names;
}

// Adds group `name` with its links ("" = none) to `t`.
void Add(ProcessGroupTable& t, std::string name, std::string object, std::string same_ranks_as) {
  ProcessGroup pg = ProcessGroup::Named(name, 8);
  pg.object = std::move(object);
  pg.same_ranks_as = std::move(same_ranks_as);
  t.emplace(std::move(name), std::move(pg));
}

// 'alias' resolves to object '0'; '0_ag' copies the ranks of 'alias'; 'gone'
// names an object the table lacks.
ProcessGroupTable Table() {
  ProcessGroupTable t;
  Add(t, "0", "", "");
  Add(t, "alias", "0", "");
  Add(t, "0_ag", "", "alias");
  Add(t, "gone", "missing", "");
  return t;
}

TEST(FollowGroupLinks, EachLinkKind) {
  const ProcessGroupTable t = Table();
  EXPECT_EQ(Names(FollowGroupLinks(t, "alias", GroupLinks::kObject)),
            (std::vector<std::string>{"alias", "0"}));
  EXPECT_EQ(Names(FollowGroupLinks(t, "0_ag", GroupLinks::kObject)),
            (std::vector<std::string>{"0_ag"}));
  EXPECT_EQ(Names(FollowGroupLinks(t, "0_ag", GroupLinks::kSameRanks)),
            (std::vector<std::string>{"0_ag", "alias"}));
  EXPECT_EQ(Names(FollowGroupLinks(t, "0_ag", GroupLinks::kBoth)),
            (std::vector<std::string>{"0_ag", "alias", "0"}));
  EXPECT_EQ(Names(FollowGroupLinks(t, "gone", GroupLinks::kBoth)),
            (std::vector<std::string>{"gone", "missing?"}));
  EXPECT_EQ(Names(FollowGroupLinks(t, "nowhere", GroupLinks::kBoth)),
            (std::vector<std::string>{"nowhere?"}));
}

TEST(FollowGroupLinks, ACycleEndsAtTheBound) {
  ProcessGroupTable t;
  Add(t, "a", "b", "");
  Add(t, "b", "a", "");
  const std::vector<GroupLink> chain = FollowGroupLinks(t, "a", GroupLinks::kObject);
  EXPECT_EQ(chain.size(), static_cast<size_t>(kMaxGroupLinks) + 1);
  EXPECT_EQ(chain.back().name, "a");  // 64 links from 'a' on a cycle of two
}

}  // namespace
}  // namespace collopt
