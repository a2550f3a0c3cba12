// collopt/analysis/module_plan.cc — see module_plan.h.
#include "analysis/module_plan.h"

#include <algorithm>

namespace collopt {

ModuleEntry MakeModuleEntry(const Graph& graph, std::string name,
                            const std::vector<const Parameter*>& params) {
  std::vector<const Parameter*> sorted = params;
  std::sort(sorted.begin(), sorted.end(),
            [](const Parameter* a, const Parameter* b) { return a->index < b->index; });
  std::vector<NodeId> all_gathers;
  std::vector<NodeId> reduce_scatters;
  std::vector<NodeId> all_reduces;
  ModuleEntry entry;
  entry.name = std::move(name);
  for (const Parameter* p : sorted) {
    entry.params.push_back(p->name);
    all_gathers.insert(all_gathers.end(), p->all_gathers.begin(), p->all_gathers.end());
    reduce_scatters.insert(reduce_scatters.end(), p->reduce_scatters.begin(),
                           p->reduce_scatters.end());
    all_reduces.insert(all_reduces.end(), p->all_reduces.begin(), p->all_reduces.end());
  }
  auto names = [&](std::vector<NodeId>& ids, std::vector<std::string>& out) {
    std::sort(ids.begin(), ids.end());
    for (NodeId id : ids) out.push_back(graph.node(id).name);
  };
  names(all_gathers, entry.all_gathers);
  names(reduce_scatters, entry.reduce_scatters);
  names(all_reduces, entry.all_reduces);
  return entry;
}

}  // namespace collopt
