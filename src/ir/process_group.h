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
};

/// Name → group; ordered by name so that iteration is deterministic.
using ProcessGroupTable = std::map<std::string, ProcessGroup>;

}  // namespace collopt

#endif  // COLLOPT_IR_PROCESS_GROUP_H_
