// collopt/api/optimize_flags.cc — see optimize_flags.h.
#include "api/optimize_flags.h"

#include "fmt/format.h"

namespace collopt {

using T = OptimizeFlag::Type;
using O = OptimizeOptions;

const std::vector<OptimizeFlag>& OptimizeFlags() {
  static const std::vector<OptimizeFlag> kFlags = {
      {"--bucket-cap-mb", "bucket_cap_mb", T::kNumberOrWord,
       "bucket size cap in MiB, or auto (saturation size in [10, 500] MiB); per kind and group: "
       "64,reduce_scatter@GROUP=256,all_gather=auto",
       &O::bucket_cap_mb},
      {"!--no-bucketing", "bucketing", T::kBool, "do not bucket collectives", nullptr,
       &O::bucketing},
      {"!--no-reorder", "reorder", T::kBool, "do not reorder for overlap", nullptr, &O::reorder},
      {"--multi-dtype-all-gather", "multi_dtype_all_gather", T::kBool,
       "pack all_gathers of different dtypes into one bucket (by bytes)", nullptr,
       &O::multi_dtype_all_gather},
      {"--reassign-ag-pg,!--no-reassign-ag-pg", "reassign_ag_pg", T::kBool,
       "move FSDP all_gathers to an extra process group (default on)", nullptr, &O::reassign_ag_pg},
      {"--isolate-ep-pg,!--no-isolate-ep-pg", "isolate_ep_pg", T::kBool,
       "move EP all_to_alls to a high-priority group of their own (default on)", nullptr,
       &O::isolate_ep_pg},
      {"--async-tp", "async_tp", T::kNumberOrWord,
       "split TP all_gather → mm and mm → reduce_scatter pairs into chunks: auto (default; k in "
       "{2, 4} by simulation, kept only when faster), off, or a chunk count",
       &O::async_tp},
      {"--ep-chunks", "ep_chunks", T::kNumberOrWord,
       "split each MoE combine all_to_all and its expert matmul into column chunks that "
       "overlap: auto (k in {2, 4, 8} by simulation, default), off, or a chunk count",
       &O::ep_chunks},
      {"--memory-limit-gb", "memory_limit_gb", T::kNumberOrWord,
       "peak memory limit in GiB, or none (default: original peak + max(1 GiB, 5 %))",
       &O::memory_limit_gb},
      {"--prefetch-window", "prefetch_window", T::kOptionalInt,
       "compute ops a collective may run ahead of its user (default: chosen by simulation)",
       nullptr, nullptr, nullptr, &O::prefetch_window},
      {"--max-in-flight-mb", "max_in_flight_mb", T::kInt,
       "cap on bytes of collectives in flight, MiB (default 5120)", nullptr, nullptr,
       &O::max_in_flight_mb},
      {"--max-connections", "max_connections", T::kInt,
       "CUDA_DEVICE_MAX_CONNECTIONS of the run: 1 (default) starts kernels in issue order; with "
       "more, collectives in flight together on groups sharing ranks can hang and are serialized "
       "(collopt check-hangs)",
       nullptr, nullptr, &O::max_connections},
      {"--passes", "passes", T::kText,
       "comma-separated passes to run instead of the default pipeline, in that order", &O::passes},
      {"--disable-pass", "disable_pass", T::kText,
       "comma-separated passes to leave out of the pipeline (collopt passes lists them)",
       &O::disable_passes},
      {"--verify", "verify", T::kBool,
       "validate the graph after every pass and prove the result computes what the input computes "
       "(collopt verify)",
       nullptr, &O::verify},
      {"--verify-each", "verify_each", T::kBool,
       "validate the graph after every pass (the structural check alone)", nullptr,
       &O::verify_each},
      {"--share-all-to-all-pg", "share_all_to_all_pg", T::kText,
       "measurement: first move every all_to_all to this process group", &O::share_all_to_all_pg},
      {"--module-bucket-plans", "module_bucket_plans", T::kText,
       "bucket and prefetch by module: 'blocks' (derived from the graph) or a JSON plan of "
       "module FQN prefixes",
       &O::module_bucket_plans},
      {"--param-names", "param_names", T::kText,
       "parameter FQNs, one per line in the graph's parameter order (for a JSON plan)",
       &O::param_names},
      {"--module-prefetch", "module_prefetch", T::kInt,
       "modules an all_gather is prefetched ahead with a module plan (default 1)", nullptr, nullptr,
       &O::module_prefetch},
      {"--jobs", "jobs", T::kInt,
       "threads for the bucketed and unbucketed variants (0 = one per hardware thread, 1 = one "
       "after the other; the result is the same)",
       nullptr, nullptr, &O::jobs},
  };
  return kFlags;
}

std::string OptimizeFlagValue(const OptimizeFlag& flag, const OptimizeOptions& options) {
  switch (flag.type) {
    case T::kText:
    case T::kNumberOrWord:
      return options.*flag.text;
    case T::kBool:
      return options.*flag.boolean ? "true" : "false";
    case T::kInt:
      return std::to_string(options.*flag.integer);
    case T::kOptionalInt: {
      const std::optional<int64_t>& v = options.*flag.optional_integer;
      return v.has_value() ? std::to_string(*v) : std::string();
    }
  }
  return "";
}

std::string OptimizeOptionsKey(const OptimizeOptions& options) {
  std::string key;
  for (const OptimizeFlag& flag : OptimizeFlags()) {
    key += fmt::format("{}={}\n", flag.keyword, OptimizeFlagValue(flag, options));
  }
  const SimulateOptions& s = options.sim;
  key += fmt::format("colls={}\nhardware={}\nlaunch_overhead_us={}\nshared_links={}\n", s.colls,
                     s.hardware, s.launch_overhead_us, s.shared_links);
  key += fmt::format("node_costs={}\ntimeline={}\ncolls_group_map={}\ncontention={}\n",
                     s.node_costs, s.timeline, s.colls_group_map, s.contention);
  for (const auto& [group, size] : s.pg_sizes) key += fmt::format("pg_size={}={}\n", group, size);
  return key;
}

}  // namespace collopt
