// collopt/passes/registry.cc — see registry.h.
#include "passes/registry.h"

#include <algorithm>
#include <cmath>

#include "absl/strings/numbers.h"
#include "fmt/format.h"
#include "fmt/ranges.h"
#include "passes/async_tp.h"
#include "passes/break_hang_cycles.h"
#include "passes/bucket_by_module.h"
#include "passes/bucket_collectives.h"
#include "passes/ep_chunk_overlap.h"
#include "passes/prefetch_by_module.h"
#include "passes/schedule_overlap.h"
#include "support/strings.h"
#include "support/units.h"

namespace collopt {
namespace {

using Type = PassOptionType;

int64_t IntValue(const PassInfo& info, const PassOptionValues& values, std::string_view name) {
  int64_t v = 0;
  (void)absl::SimpleAtoi(OptionValue(info, values, name), &v);  // checked before
  return v;
}

bool BoolValue(const PassInfo& info, const PassOptionValues& values, std::string_view name) {
  return OptionValue(info, values, name) == "true";
}

absl::Status NeedModel(const PassContext& context, std::string_view pass) {
  if (context.model != nullptr) return absl::OkStatus();
  return absl::InvalidArgumentError(fmt::format("error: pass '{}' needs a cost model", pass));
}

// A memory limit option: "default" (nullopt: the pass's input peak + max(1
// GiB, 5 %)), "none" (negative: no limit) or GiB.
std::optional<int64_t> MemoryLimit(const std::string& text) {
  if (text == "default") return std::nullopt;
  if (text == "none") return -1;
  double gb = 0;
  (void)absl::SimpleAtod(text, &gb);  // checked before
  return BytesFromGiB(gb);
}

// The options several passes share (functions, not globals: building one
// allocates, and PassRegistry() builds its table once, on first use).
PassOption MemoryLimitOption() {
  return {"memory-limit-gb",
          Type::kChoice,
          "default",
          "GiB",
          "peak memory limit: default (the input's peak + max(1 GiB, 5 %)), none, or GiB",
          {"default", "none"},
          true};
}

absl::StatusOr<std::unique_ptr<Pass>> MakeReassign(const PassOptionValues&, PassContext& c) {
  return std::make_unique<ReassignCollectivePgs>(c.fsdp_all_gather_groups);
}

absl::StatusOr<std::unique_ptr<Pass>> MakeIsolate(const PassOptionValues&, PassContext& c) {
  return std::make_unique<IsolateEpProcessGroup>(c.ep_groups);
}

absl::StatusOr<std::unique_ptr<Pass>> MakeBreakHangCycles(const PassOptionValues& values,
                                                          PassContext&) {
  HangCheckOptions o;
  o.max_connections = IntValue(*FindPass("break-hang-cycles"), values, "max-connections");
  return std::make_unique<BreakHangCycles>(std::move(o));
}

absl::StatusOr<std::unique_ptr<Pass>> MakeBucket(const PassOptionValues& values, PassContext& c) {
  const PassInfo& info = *FindPass("bucket-collectives");
  BucketOptions o;
  const std::string cap = OptionValue(info, values, "cap-mb");
  if (cap != "auto") {
    double mb = 0;
    (void)absl::SimpleAtod(cap, &mb);  // checked before
    o.cap_bytes = std::max<int64_t>(1, BytesFromMiB(mb));
  }
  o.multi_dtype_all_gather = BoolValue(info, values, "multi-dtype-all-gather");
  o.preserve_overlap = BoolValue(info, values, "preserve-overlap");
  if (o.preserve_overlap) {
    if (auto s = NeedModel(c, info.name); !s.ok()) return s;
  }
  return std::make_unique<BucketCollectives>(o, c.model);
}

absl::StatusOr<std::unique_ptr<Pass>> MakeAsyncTp(const PassOptionValues& values, PassContext& c) {
  const PassInfo& info = *FindPass("async-tp");
  if (auto s = NeedModel(c, info.name); !s.ok()) return s;
  bool enabled = false;
  auto o = ParseAsyncTp(std::to_string(IntValue(info, values, "chunks")), &enabled);
  if (!o.ok()) return o.status();
  o->min_chunk_rows = IntValue(info, values, "min-chunk-rows");
  o->timeline = c.timeline;
  o->launch_overhead_us = c.launch_overhead_us;
  o->shared_links = c.shared_links;
  return std::make_unique<AsyncTensorParallel>(*o, c.model);
}

absl::StatusOr<std::unique_ptr<Pass>> MakeEpChunks(const PassOptionValues& values, PassContext& c) {
  const PassInfo& info = *FindPass("ep-chunk-overlap");
  if (auto s = NeedModel(c, info.name); !s.ok()) return s;
  bool enabled = false;
  auto o = ParseEpChunks(std::to_string(IntValue(info, values, "chunks")), &enabled);
  if (!o.ok()) return o.status();
  o->timeline = c.timeline;
  o->launch_overhead_us = c.launch_overhead_us;
  o->shared_links = c.shared_links;
  return std::make_unique<EpChunkOverlap>(*o, c.model);
}

absl::StatusOr<std::unique_ptr<Pass>> MakeSchedule(const PassOptionValues& values, PassContext& c) {
  const PassInfo& info = *FindPass("schedule-overlap");
  if (auto s = NeedModel(c, info.name); !s.ok()) return s;
  ScheduleOptions o;
  o.launch_overhead_us = c.launch_overhead_us;
  o.shared_links = c.shared_links;
  o.timeline = c.timeline;
  o.jobs = c.jobs;
  o.memory_limit_bytes = MemoryLimit(OptionValue(info, values, "memory-limit-gb"));
  const std::string window = OptionValue(info, values, "prefetch-window");
  if (window != "auto") o.prefetch_window = IntValue(info, values, "prefetch-window");
  o.max_in_flight_bytes = IntValue(info, values, "max-in-flight-mb") << 20;
  o.reorder_compute = BoolValue(info, values, "reorder-compute");
  return std::make_unique<ScheduleOverlap>(o, c.model);
}

// The plan of a by-module pass: loaded through the context's loader.
absl::StatusOr<const ModulePlan*> LoadPlan(const PassInfo& info, const PassOptionValues& values,
                                           PassContext& c) {
  if (!c.load_module_plan) {
    return absl::InvalidArgumentError(
        fmt::format("error: pass '{}' needs a module plan loader", info.name));
  }
  auto plan = c.load_module_plan(OptionValue(info, values, "plan"),
                                 OptionValue(info, values, "param-names"));
  if (!plan.ok()) return plan.status();
  c.loaded_plans.push_back(std::make_unique<ModulePlan>(std::move(*plan)));
  return c.loaded_plans.back().get();
}

absl::StatusOr<std::unique_ptr<Pass>> MakeBucketByModule(const PassOptionValues& values,
                                                         PassContext& c) {
  auto plan = LoadPlan(*FindPass("bucket-by-module"), values, c);
  if (!plan.ok()) return plan.status();
  auto pass = std::make_unique<BucketByModule>(**plan);
  c.bucketed_modules = &pass->modules();
  return pass;
}

absl::StatusOr<std::unique_ptr<Pass>> MakePrefetchByModule(const PassOptionValues& values,
                                                           PassContext& c) {
  const PassInfo& info = *FindPass("prefetch-by-module");
  const ModulePlan* modules = c.bucketed_modules;
  if (modules == nullptr) {
    auto plan = LoadPlan(info, values, c);
    if (!plan.ok()) return plan.status();
    modules = *plan;
  }
  ModulePrefetchOptions o;
  o.depth = IntValue(info, values, "depth");
  o.memory_limit_bytes = MemoryLimit(OptionValue(info, values, "memory-limit-gb"));
  return std::make_unique<PrefetchByModule>(modules, o);
}

PassOption PlanOption() {
  return {"plan", Type::kPath, "blocks", "",
          "module plan: blocks (derived from the graph) or a JSON file of module FQN prefixes"};
}
PassOption ParamNamesOption() {
  return {"param-names", Type::kPath, "", "", "parameter FQNs, one per line, for a JSON plan"};
}

std::string_view TypeName(const PassOption& o) {
  switch (o.type) {
    case Type::kInt:
      return "int";
    case Type::kBool:
      return "bool";
    case Type::kChoice:
      return o.number_allowed ? "word|number" : "word";
    case Type::kPath:
      return "path";
  }
  return "";
}

bool IsNonNegativeNumber(const std::string& text) {
  double v = 0;
  return absl::SimpleAtod(text, &v) && std::isfinite(v) && v >= 0;
}

absl::Status CheckValue(const PassInfo& info, const PassOption& o, const std::string& value) {
  bool ok = true;
  std::string expected;
  int64_t i = 0;
  switch (o.type) {
    case Type::kInt:
      ok = absl::SimpleAtoi(value, &i) && i >= o.min;
      expected = o.min == 0 ? std::string("a non-negative integer")
                            : fmt::format("an integer of at least {}", o.min);
      break;
    case Type::kBool:
      ok = value == "true" || value == "false";
      expected = "true or false";
      break;
    case Type::kChoice:
      ok = std::find(o.choices.begin(), o.choices.end(), value) != o.choices.end() ||
           (o.number_allowed && IsNonNegativeNumber(value));
      expected =
          o.number_allowed ? "one of the words or a non-negative number" : "one of the words";
      break;
    case Type::kPath:
      break;
  }
  if (ok) return absl::OkStatus();
  std::string words = o.choices.empty() ? "" : fmt::format(" ({})", fmt::join(o.choices, ", "));
  return absl::InvalidArgumentError(fmt::format("error: --{}-{} expects {}{}, got '{}'", info.name,
                                                o.name, expected, words, value));
}

}  // namespace

const std::vector<PassInfo>& PassRegistry() {
  static const std::vector<PassInfo> kPasses = {
      {"reassign-collective-pgs",
       "move FSDP all_gathers to an extra process group with the same ranks, so they overlap "
       "the reduce_scatters (torchtitan's reassign_all_gather_pg)",
       {},
       MakeReassign},
      {"isolate-ep-process-group",
       "move EP all_to_alls to a high-priority process group of their own",
       {},
       MakeIsolate},
      {"bucket-collectives",
       "merge collectives of one kind, group and reduce op under a size cap, through flat "
       "copy-in/copy-out buffers",
       {{"cap-mb",
         Type::kChoice,
         "auto",
         "MiB",
         "bucket size cap: auto (the group's bandwidth-saturation size in [10, 500] MiB) or MiB",
         {"auto"},
         true},
        {"multi-dtype-all-gather", Type::kBool, "false", "",
         "pack all_gathers of different dtypes into one uint8 bucket"},
        {"preserve-overlap", Type::kBool, "true", "",
         "keep a merge only when the estimated exposed time does not grow"}},
       MakeBucket},
      {"async-tp",
       "split TP all_gather → mm and mm → reduce_scatter pairs into k chunks that overlap",
       {{"chunks", Type::kInt, "2", "", "chunks per pair (≥ 2)", {}, false, 2},
        {"min-chunk-rows", Type::kInt, "1", "rows", "smallest chunk a split may make"}},
       MakeAsyncTp},
      {"ep-chunk-overlap",
       "split each MoE combine all_to_all and its expert matmul into k column chunks",
       {{"chunks", Type::kInt, "2", "", "chunks per region (≥ 2)", {}, false, 2}},
       MakeEpChunks},
      {"schedule-overlap",
       "reorder so collectives are issued ahead of their users within a window and a memory "
       "limit, and waits sink to first use",
       {MemoryLimitOption(),
        {"prefetch-window",
         Type::kChoice,
         "auto",
         "compute ops",
         "compute ops a collective may run ahead of its user: auto (chosen by simulation) or a "
         "count",
         {"auto"},
         true},
        {"max-in-flight-mb", Type::kInt, "5120", "MiB", "cap on bytes of collectives in flight"},
        {"reorder-compute", Type::kBool, "true", "", "also try compute orders with stalls filled"}},
       MakeSchedule},
      {"break-hang-cycles",
       "move waits up so that no two collectives on groups sharing ranks, and no collective and "
       "a communication barrier, are in flight together (collopt check-hangs)",
       {{"max-connections",
         Type::kInt,
         "1",
         "queues",
         "CUDA_DEVICE_MAX_CONNECTIONS: 1 starts kernels in issue order",
         {},
         false,
         1}},
       MakeBreakHangCycles},
      {"bucket-by-module",
       "bucket each module's collectives together, as a module plan says (PyTorch's "
       "manual_overlap_bucketing)",
       {PlanOption(), ParamNamesOption()},
       MakeBucketByModule},
      {"prefetch-by-module",
       "issue each module's all_gathers `depth` modules ahead, defer reduce_scatter waits one "
       "module",
       {PlanOption(),
        ParamNamesOption(),
        {"depth", Type::kInt, "1", "modules", "modules of prefetch"},
        MemoryLimitOption()},
       MakePrefetchByModule},
  };
  return kPasses;
}

const PassInfo* FindPass(std::string_view name) {
  for (const PassInfo& info : PassRegistry()) {
    if (info.name == name) return &info;
  }
  return nullptr;
}

absl::StatusOr<std::vector<PassSpec>> ParsePassList(std::string_view list, std::string_view flag) {
  std::vector<PassSpec> specs;
  for (std::string_view name : Split(list, ',')) {
    name = StripWhitespace(name);
    if (name.empty()) continue;
    if (FindPass(name) == nullptr) {
      std::vector<std::string_view> known;
      for (const PassInfo& info : PassRegistry()) known.push_back(info.name);
      return absl::InvalidArgumentError(fmt::format("error: unknown pass '{}' in {}; known: {}",
                                                    name, flag, fmt::join(known, ", ")));
    }
    specs.push_back({std::string(name), {}});
  }
  return specs;
}

absl::Status CheckPassOptions(const PassSpec& spec) {
  const PassInfo* info = FindPass(spec.name);
  if (info == nullptr) {
    return absl::InvalidArgumentError(fmt::format("error: unknown pass '{}'", spec.name));
  }
  for (const auto& option : spec.options) {
    const std::string& name = option.first;
    const std::string& value = option.second;
    auto it = std::find_if(info->options.begin(), info->options.end(),
                           [&name](const PassOption& o) { return o.name == name; });
    if (it == info->options.end()) {
      return absl::InvalidArgumentError(
          fmt::format("error: pass '{}' has no option '{}'", spec.name, name));
    }
    if (auto s = CheckValue(*info, *it, value); !s.ok()) return s;
  }
  return absl::OkStatus();
}

std::string OptionValue(const PassInfo& info, const PassOptionValues& values,
                        std::string_view name) {
  if (auto it = values.find(name); it != values.end()) return it->second;
  for (const PassOption& o : info.options) {
    if (o.name == name) return std::string(o.default_value);
  }
  return "";
}

absl::StatusOr<std::vector<std::unique_ptr<Pass>>> MakePasses(const std::vector<PassSpec>& specs,
                                                              PassContext& context) {
  std::vector<std::unique_ptr<Pass>> passes;
  for (const PassSpec& spec : specs) {
    if (auto s = CheckPassOptions(spec); !s.ok()) return s;
    auto pass = FindPass(spec.name)->make(spec.options, context);
    if (!pass.ok()) return pass.status();
    passes.push_back(std::move(*pass));
  }
  return passes;
}

std::string PassRegistryText() {
  std::string out;
  for (const PassInfo& info : PassRegistry()) {
    out += fmt::format("{}\n    {}\n", info.name, info.description);
    for (const PassOption& o : info.options) {
      std::string unit = o.unit.empty() ? "" : fmt::format(", {}", o.unit);
      std::string words = o.choices.empty() ? "" : fmt::format(" [{}]", fmt::join(o.choices, "|"));
      out += fmt::format("    --{}-{} <{}>{} (default {}{}): {}\n", info.name, o.name, TypeName(o),
                         words, o.default_value.empty() ? "none" : std::string(o.default_value),
                         unit, o.help);
    }
  }
  return out;
}

}  // namespace collopt
