// collopt/api/html_report.h — one self-contained HTML page of a report
// (`optimize --html OUT`, `explain --html OUT`, `tune --html OUT`,
// `whatif --html OUT`).
//
// The page needs no network and no file beside it: the data is embedded as
// JSON and drawn by an inline script. It shows a summary table, one timeline
// per simulated step (a row per stream: compute, then each process group;
// a rectangle per op, its node, op and time in the tooltip; from a Perfetto
// trace, sim/trace.h), and the exposure table (api/explain.h: every exposed
// collective with its cause, what blocks it, the fix and its saving); tune's
// and whatif's pages add figures (inline SVG plots, api/svg_plot.h) and
// tables of rows (tune's search and frontier, whatif's points). When it
// has drawn everything the script sets `data-rendered="ok"` on <body> (or
// "error: ..." if it failed), which the test in headless Chromium reads.
#ifndef COLLOPT_API_HTML_REPORT_H_
#define COLLOPT_API_HTML_REPORT_H_

#include <string>
#include <utility>
#include <vector>

#include "api/explain.h"
#include "api/optimize.h"
#include "api/tune.h"
#include "api/whatif.h"

namespace collopt {

/// What a page shows.
struct HtmlReportData {
  std::string title;
  /// Summary rows: (label, value), in order.
  std::vector<std::pair<std::string, std::string>> summary;
  /// Timelines: (label, Perfetto trace JSON text as TraceToJson writes it).
  std::vector<std::pair<std::string, std::string>> timelines;
  /// ExposureToJson of the step explained, as text ("": no table).
  std::string exposure;
  /// Figures: (caption, an <svg> element from api/svg_plot.h), shown after
  /// the summary, each in a <figure class="figure">.
  std::vector<std::pair<std::string, std::string>> figures;
  /// Tables of rows: caption, column names, rows of cells (text), each drawn
  /// as a <table class="data">.
  struct Table {
    std::string caption;
    std::vector<std::string> columns;
    std::vector<std::vector<std::string>> rows;
  };
  std::vector<Table> tables;
};

/// The page. A timeline of more than kHtmlMaxEvents events keeps the longest
/// ones (the page says how many it left out).
std::string HtmlReport(const HtmlReportData& data);

/// `tune --html`: the summary, the stages and chosen flags as tables, the
/// frontier plot and table (with --pareto).
HtmlReportData TuneHtmlData(const Graph& graph, const TuneResult& result);

/// `whatif --html`: the counts by status and the fastest point, the plot
/// (WhatIfSvg), and one row per point (its configuration, status, step,
/// exposed, peak, tokens/s, MFU, reason).
HtmlReportData WhatIfHtmlData(const std::string& grid, const std::vector<WhatIfPoint>& points);

/// Events drawn per timeline at most.
inline constexpr size_t kHtmlMaxEvents = 50000;

/// `optimize --html`: before / after / lower bound, both timelines (the input's
/// from OptimizeResult::before_trace: run Optimize with
/// OptimizeOptions::trace_before), and what stays exposed.
HtmlReportData OptimizeHtmlData(const OptimizeResult& result);

/// `explain --html`: the step, its timeline (Explanation::timeline: run
/// RunExplain with ExplainRequest::timeline) and every exposed collective.
HtmlReportData ExplainHtmlData(const Graph& graph, const Explanation& explanation);

}  // namespace collopt

#endif  // COLLOPT_API_HTML_REPORT_H_
