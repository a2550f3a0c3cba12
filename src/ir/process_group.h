// collopt/ir/process_group.h — the process groups a graph's collectives use.
//
// Functional collectives name their process group by a string (`'0'`,
// `'513'`); that string resolves to one group object. The table maps each
// name to its size and, when known, its ranks (global rank ids, in group
// order) and the rank of this graph within it. Repro files declare it with
// `get_pg_config()` ({name: {'size': n, 'rank': r}}) or the older pair
// `get_mesh_sizes()` / `get_pg_names()`.
#ifndef COLLOPT_IR_PROCESS_GROUP_H_
#define COLLOPT_IR_PROCESS_GROUP_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace collopt {

struct ProcessGroup {
  std::string name;
  int64_t size = 0;
  int64_t rank = -1;           // this graph's rank in the group, −1 unknown
  std::vector<int64_t> ranks;  // empty when unknown
  /// A label for logs, as c10d's `group_desc` ("fsdp_extra", "ep_extra").
  std::string desc;
  /// NCCL high-priority stream (ProcessGroupNCCL.Options.is_high_priority_stream).
  bool high_priority = false;
  /// Name of the group object this name resolves to; empty = its own. Two
  /// names are the same group only when they resolve to the same object —
  /// equal rank lists do not make two groups the same (c10d identity).
  std::string object;
  /// The group whose ranks (and so whose network links) this one copies —
  /// set for the extra groups the process-group passes create; "" = none.
  std::string same_ranks_as;

  static ProcessGroup Named(std::string group_name, int64_t group_size) {
    ProcessGroup pg;
    pg.name = std::move(group_name);
    pg.size = group_size;
    return pg;
  }

  const std::string& ObjectName() const { return object.empty() ? name : object; }
};

/// Name → group; ordered by name so that iteration is deterministic.
using ProcessGroupTable = std::map<std::string, ProcessGroup>;

/// Which links FollowGroupLinks follows.
enum class GroupLinks : uint8_t {
  kObject,     // `object`: the group object a name resolves to
  kSameRanks,  // `same_ranks_as`: the group a copy takes its ranks from
  kBoth,       // `object` where a group sets one, else `same_ranks_as`
};

/// One name on a chain of links, and its group (nullptr: not in the table).
struct GroupLink {
  std::string name;
  const ProcessGroup* group = nullptr;
};

/// The most links FollowGroupLinks follows: a table read from a file may
/// hold a cycle.
inline constexpr int kMaxGroupLinks = 64;

/// The chain from `name` through `links` in `table`, `name` first; it ends
/// at a name the table lacks (listed, with no group), at a group without the
/// link (or linking to itself), or after kMaxGroupLinks links. O(links ·
/// log groups).
std::vector<GroupLink> FollowGroupLinks(const ProcessGroupTable& table, const std::string& name,
                                        GroupLinks links);

}  // namespace collopt

#endif  // COLLOPT_IR_PROCESS_GROUP_H_
