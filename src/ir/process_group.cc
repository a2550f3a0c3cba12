// collopt/ir/process_group.cc — see process_group.h.
#include "ir/process_group.h"

namespace collopt {

std::vector<GroupLink> FollowGroupLinks(const ProcessGroupTable& table, const std::string& name,
                                        GroupLinks links) {
  std::vector<GroupLink> chain;
  std::string at = name;
  for (int hops = 0; hops <= kMaxGroupLinks; ++hops) {
    auto it = table.find(at);
    chain.push_back({at, it == table.end() ? nullptr : &it->second});
    if (it == table.end() || hops == kMaxGroupLinks) break;
    const ProcessGroup& pg = it->second;
    const bool object = links != GroupLinks::kSameRanks && !pg.object.empty() && pg.object != at;
    const bool copy =
        links != GroupLinks::kObject && !pg.same_ranks_as.empty() && pg.same_ranks_as != at;
    if (object) {
      at = pg.object;
    } else if (copy) {
      at = pg.same_ranks_as;
    } else {
      break;
    }
  }
  return chain;
}

}  // namespace collopt
