// collopt/passes/process_group_registry.cc — see process_group_registry.h.
#include "passes/process_group_registry.h"

namespace collopt {

const ProcessGroup& ProcessGroupRegistry::GetOrCreate(const ProcessGroup& source,
                                                      ProcessGroupTable& table) {
  auto it = extra_.find(source.name);
  if (it == extra_.end()) {
    ProcessGroup extra;
    extra.name = source.name + "_" + suffix_;
    while (table.count(extra.name) && table.at(extra.name).desc != desc_) extra.name += "_";
    extra.size = source.size;
    extra.rank = source.rank;
    extra.ranks = source.ranks;  // same ranks, same order
    extra.desc = desc_;
    extra.high_priority = high_priority_;
    extra.same_ranks_as = source.name;
    it = extra_.emplace(source.name, std::move(extra)).first;
  }
  table.emplace(it->second.name, it->second);
  return it->second;
}

}  // namespace collopt
