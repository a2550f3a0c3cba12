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

bool ProcessGroupRegistry::LooksLikeExtra(const std::string& name,
                                          const ProcessGroupTable& table) const {
  const std::string tail = "_" + suffix_;
  if (name.size() <= tail.size() ||
      name.compare(name.size() - tail.size(), tail.size(), tail) != 0) {
    return false;
  }
  auto self = table.find(name);
  auto source = table.find(name.substr(0, name.size() - tail.size()));
  return self != table.end() && (source == table.end() || source->second.size == self->second.size);
}

}  // namespace collopt
