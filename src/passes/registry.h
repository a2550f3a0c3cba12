// collopt/passes/registry.h — the table of passes: names, descriptions,
// typed options, factories.
//
// One line per pass, as LLVM's PassRegistry.def: `collopt passes` lists it,
// `collopt opt -p NAME[,NAME...]` and `optimize --passes` build pipelines
// from it, and the CLI's per-pass flags (`--NAME-OPTION VALUE`) come from
// its option lists. A pass made here is a fixed rewrite: its knobs are the
// options given (or their defaults); nothing here chooses them by
// simulation. Adding a pass is its files, one entry in registry.cc and its
// golden folder (tests/passes/golden/NAME/).
#ifndef COLLOPT_PASSES_REGISTRY_H_
#define COLLOPT_PASSES_REGISTRY_H_

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "analysis/module_plan.h"
#include "cost/cost_model.h"
#include "passes/isolate_ep_process_group.h"
#include "passes/pass.h"
#include "passes/process_group_registry.h"
#include "passes/reassign_collective_pgs.h"
#include "sim/timeline.h"

namespace collopt {

/// How an option's value is read.
enum class PassOptionType : uint8_t {
  kInt,     // an integer of at least the option's `min` (0 by default)
  kBool,    // true / false
  kChoice,  // one of the words in `choices`, or (with `number_allowed`) a number
  kPath,    // a file path ("" = none)
};

/// One option of a pass: the CLI flag is `--<pass>-<name>`.
struct PassOption {
  std::string_view name;  // kebab-case, e.g. "cap-mb"
  PassOptionType type = PassOptionType::kInt;
  std::string_view default_value;              // as typed on the command line
  std::string_view unit;                       // "MiB", "GiB", "compute ops", "" for none
  std::string_view help;                       // one line
  std::vector<std::string_view> choices = {};  // kChoice: the words
  bool number_allowed = false;                 // kChoice: also a number
  int64_t min = 0;                             // kInt: the smallest value
};

/// The option values given for one pass: option name → text. Options not
/// given take their defaults.
using PassOptionValues = std::map<std::string, std::string, std::less<>>;

/// What the passes of one pipeline share. The caller owns it and keeps it
/// alive while the passes run; the registries and the module plan slots are
/// filled as passes are made.
struct PassContext {
  /// Prices nodes for the passes that judge or simulate (bucketing's
  /// overlap check, scheduling, async TP, EP chunks). Required by those.
  const CostModel* model = nullptr;
  Timeline timeline = Timeline::kCollopt;
  double launch_overhead_us = 0;  // µs per op, for the passes' simulations
  bool shared_links = false;
  int64_t jobs = 1;  // threads a pass may use (schedule-overlap)
  /// The process groups added by reassign-collective-pgs and by
  /// isolate-ep-process-group: one per pipeline (torchtitan's semantics).
  ProcessGroupRegistry fsdp_all_gather_groups = MakeFsdpAllGatherRegistry();
  ProcessGroupRegistry ep_groups = MakeEpRegistry();
  /// Loads a module plan ("blocks" or a JSON file, with parameter FQNs from
  /// `param_names`) for the by-module passes; set by the api layer, which
  /// owns the plan formats (api/module_plan_loader.h).
  std::function<absl::StatusOr<ModulePlan>(const std::string& plan, const std::string& param_names)>
      load_module_plan;
  /// The modules of the last bucket-by-module made (its plan with the
  /// bucketed collectives' names, filled when it runs): prefetch-by-module
  /// after it reads them.
  const ModulePlan* bucketed_modules = nullptr;
  /// Plans loaded for by-module passes made without a bucket-by-module
  /// before them (owned here; the passes keep pointers).
  std::vector<std::unique_ptr<ModulePlan>> loaded_plans;
};

/// One registered pass.
struct PassInfo {
  std::string_view name;         // e.g. "bucket-collectives"
  std::string_view description;  // one line, for `collopt passes`
  std::vector<PassOption> options;
  /// Makes the pass. `values` holds only known option names with values
  /// already checked by CheckPassOptions. Errors: InvalidArgument when the
  /// pass needs what `context` lacks (a cost model, a module plan).
  std::function<absl::StatusOr<std::unique_ptr<Pass>>(const PassOptionValues& values,
                                                      PassContext& context)>
      make;
};

/// Every pass, in the default pipeline's order (the by-module passes last).
const std::vector<PassInfo>& PassRegistry();

/// The entry named `name`, or nullptr.
const PassInfo* FindPass(std::string_view name);

/// A pass as a pipeline names it: its name and the option values given.
struct PassSpec {
  std::string name;
  PassOptionValues options;
};

/// Parses "a,b,c" (spaces around names ignored, empty names skipped) into
/// specs without options. Error: InvalidArgument "unknown pass 'X' in
/// <flag>; known: ..." for a name not in the registry.
absl::StatusOr<std::vector<PassSpec>> ParsePassList(std::string_view list, std::string_view flag);

/// Checks `spec`'s option names and values against its entry. Errors
/// (InvalidArgument, naming the flag `--<pass>-<option>` and the value): an
/// unknown option, a value of the wrong type (negative, not finite, not a
/// listed word).
absl::Status CheckPassOptions(const PassSpec& spec);

/// The value of option `name` of `info` in `values`, or its default.
std::string OptionValue(const PassInfo& info, const PassOptionValues& values,
                        std::string_view name);

/// Makes the passes of `specs` in order, sharing `context`. Errors: those of
/// ParsePassList/CheckPassOptions and of the factories.
absl::StatusOr<std::vector<std::unique_ptr<Pass>>> MakePasses(const std::vector<PassSpec>& specs,
                                                              PassContext& context);

/// `collopt passes`: one block per pass — name, description, then one line
/// per option (`--NAME-OPTION <type> (default D, unit): help`).
std::string PassRegistryText();

}  // namespace collopt

#endif  // COLLOPT_PASSES_REGISTRY_H_
