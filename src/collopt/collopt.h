// collopt/collopt.h — collopt's public C++ API, in one include.
//
//   #include "collopt/collopt.h"
//
//   absl::StatusOr<collopt::Graph> graph = collopt::LoadGraph("step.py", {});
//   collopt::OptimizeOptions options;              // the flags of `collopt optimize`
//   options.sim.colls = "colls8_8.table";
//   options.verify = true;
//   auto result = collopt::Optimize(std::move(*graph), "step.py", options);
//   std::cout << collopt::OptimizeReportText(*result);
//   std::string text = collopt::WriteGraph(result->graph);  // the input's format
//
// Every function returns absl::Status / absl::StatusOr; error messages are
// located ("file:line:col: error: ...") and never thrown. After
// `cmake --install`, consumers use `find_package(collopt)` and link
// `collopt::collopt` (docs/library.md).
#ifndef COLLOPT_COLLOPT_H_
#define COLLOPT_COLLOPT_H_

#include "analysis/graph_stats.h"      // IWYU pragma: export
#include "analysis/graph_validator.h"  // IWYU pragma: export
#include "api/block_report.h"          // IWYU pragma: export
#include "api/census.h"                // IWYU pragma: export
#include "api/explain.h"               // IWYU pragma: export
#include "api/html_report.h"           // IWYU pragma: export
#include "api/load.h"                  // IWYU pragma: export
#include "api/measured_exposure.h"     // IWYU pragma: export
#include "api/mesh_layout.h"           // IWYU pragma: export
#include "api/optimize.h"              // IWYU pragma: export
#include "api/optimize_flags.h"        // IWYU pragma: export
#include "api/optimize_report.h"       // IWYU pragma: export
#include "api/placement_report.h"      // IWYU pragma: export
#include "api/run_passes.h"            // IWYU pragma: export
#include "api/simulate.h"              // IWYU pragma: export
#include "api/stats_report.h"          // IWYU pragma: export
#include "api/svg_plot.h"              // IWYU pragma: export
#include "api/tune.h"                  // IWYU pragma: export
#include "api/tune_report.h"           // IWYU pragma: export
#include "api/whatif.h"                // IWYU pragma: export
#include "writer/graph_writer.h"       // IWYU pragma: export

#endif  // COLLOPT_COLLOPT_H_
