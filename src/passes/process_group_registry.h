// collopt/passes/process_group_registry.h — extra communicators, per invocation.
//
// torchtitan keeps module-global registries (`_EXTRA_FSDP_PG_REGISTRY`,
// `_EXTRA_EP_PG_REGISTRY`: source group name → extra group name) so that a
// forward and a backward graph compiled in one process map a source group to
// the same extra group. collopt keeps one registry object per invocation and
// per purpose; passes share it by reference.
#ifndef COLLOPT_PASSES_PROCESS_GROUP_REGISTRY_H_
#define COLLOPT_PASSES_PROCESS_GROUP_REGISTRY_H_

#include <map>
#include <string>

#include "ir/process_group.h"

namespace collopt {

class ProcessGroupRegistry {
 public:
  /// `suffix` names the extra groups (`<source>_<suffix>`), `desc` labels them.
  ProcessGroupRegistry(std::string suffix, std::string desc, bool high_priority)
      : suffix_(std::move(suffix)), desc_(std::move(desc)), high_priority_(high_priority) {}

  /// The extra group for `source`: created on first use with the source's
  /// size and rank order, then reused. Adds it to `table` when missing.
  const ProcessGroup& GetOrCreate(const ProcessGroup& source, ProcessGroupTable& table);

  size_t size() const { return extra_.size(); }

  /// Whether `name` (a group of `table`) is named as this registry names an
  /// extra group, `<source>_<suffix>`, with `<source>` absent from `table`
  /// (a forward graph has no reduce_scatter left on it) or of the same size:
  /// an extra group read back from collopt's own output in a format that
  /// keeps no process-group table (print_readable), where `same_ranks_as`
  /// is lost.
  bool LooksLikeExtra(const std::string& name, const ProcessGroupTable& table) const;

 private:
  std::string suffix_;
  std::string desc_;
  bool high_priority_;
  std::map<std::string, ProcessGroup> extra_;  // source name → extra group
};

}  // namespace collopt

#endif  // COLLOPT_PASSES_PROCESS_GROUP_REGISTRY_H_
