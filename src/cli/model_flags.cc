// collopt/cli/model_flags.cc — see model_flags.h.
#include "cli/model_flags.h"

namespace collopt {

void AddModelFlags(CLI::App* cmd, ModelFlags& flags) {
  SimulateOptions& o = flags.options;
  cmd->add_option("--colls", o.colls,
                  "measured collective table (default: the graph's "
                  "get_colls_estimations_file() beside it; 'none' = analytic only)");
  cmd->add_option("--hardware", o.hardware,
                  "h100, h200, a100, b200, or a JSON file overriding one (default h100)");
  cmd->add_flag("--shared-links", o.shared_links,
                "groups over the same ranks share links; high-priority groups go first");
  cmd->add_option("--launch-overhead-us", o.launch_overhead_us,
                  "per-op launch overhead on the compute stream (µs, default 0)");
  cmd->add_option("--pg-size", flags.pg_sizes,
                  "NAME=N: size of a process group the graph does not state");
  cmd->add_option("--node-costs", o.node_costs,
                  "measured node costs: JSON of node name -> ms or {\"ms\": x} (*.nodes.json)");
  cmd->add_option("--contention", o.contention,
                  "compute slowed by collectives in flight: off (default: perfect overlap), on "
                  "(the hardware profile's factors), or matmul=F,memory=F[,KIND.matmul=F...]");
  cmd->add_option("--timeline", o.timeline,
                  "timeline model: collopt (default) or autoparallel (Inductor's overlap runs)")
      ->check(CLI::IsMember({"collopt", "autoparallel"}));
  cmd->add_option("--colls-group-map", o.colls_group_map,
                  "G=T[,G=T...]: graph process group -> table group (default: the repro's "
                  "get_colls_group_mapping())");
}

}  // namespace collopt
