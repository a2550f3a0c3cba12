// collopt/passes/pass.h — the interface every graph pass implements.
//
// A pass has a name (the CLI flag and file name: `reassign-collective-pgs` ↔
// passes/reassign_collective_pgs.{h,cc}) and rewrites a graph in place,
// returning whether it changed anything (XLA `HloPassInterface::Run` →
// StatusOr<bool>). A pass that cannot apply leaves the graph unchanged and
// says why in its report. Options are a plain struct owned by the pass.
#ifndef COLLOPT_PASSES_PASS_H_
#define COLLOPT_PASSES_PASS_H_

#include <string>
#include <string_view>
#include <vector>

#include "absl/status/statusor.h"
#include "ir/graph.h"

namespace collopt {

class Pass {
 public:
  virtual ~Pass() = default;
  /// Kebab-case name, e.g. "reassign-collective-pgs".
  virtual std::string_view name() const = 0;
  /// Rewrites `graph`; true when it changed. Errors leave the graph unchanged.
  virtual absl::StatusOr<bool> Run(Graph& graph) = 0;
  /// What the last Run did or why it did nothing, one line per item.
  const std::vector<std::string>& report() const { return report_; }

 protected:
  /// Lines for report(); each pass clears and fills it in Run.
  void ClearReport() { report_.clear(); }
  void Report(std::string line) { report_.push_back(std::move(line)); }

 private:
  std::vector<std::string> report_;
};

}  // namespace collopt

#endif  // COLLOPT_PASSES_PASS_H_
