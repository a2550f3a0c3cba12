// collopt/api/html_report.cc — see html_report.h.
#include "api/html_report.h"

#include <algorithm>
#include <map>

#include "api/optimize_report.h"
#include "api/svg_plot.h"
#include "api/tune_report.h"
#include "fmt/format.h"
#include "sim/trace.h"
#include "support/units.h"

namespace collopt {
namespace {

// The page's drawing code: reads the JSON in #data (see HtmlReport).
constexpr const char* kScript = R"JS(
(function () {
  try {
    const data = JSON.parse(document.getElementById('data').textContent);
    const ms = (us) => (us / 1000).toFixed(3);
    const summary = document.getElementById('summary');
    for (const [label, value] of data.summary) {
      const row = summary.insertRow();
      row.insertCell().textContent = label;
      row.insertCell().textContent = value;
    }
    const NS = 'http://www.w3.org/2000/svg';
    const timelines = document.getElementById('timelines');
    for (const t of data.timelines) {
      const heading = document.createElement('h2');
      heading.textContent = t.label;
      timelines.appendChild(heading);
      const names = {};
      const events = [];
      let end = 0;
      for (const e of t.trace.traceEvents) {
        if (e.ph === 'M' && e.name === 'thread_name') names[e.tid] = e.args.name;
        if (e.ph === 'X') { events.push(e); end = Math.max(end, e.ts + e.dur); }
      }
      const tids = Object.keys(names).map(Number).sort((a, b) => a - b);
      const row = {};
      tids.forEach((tid, i) => { row[tid] = i; });
      const W = 1100, L = 170, H = 22;
      const svg = document.createElementNS(NS, 'svg');
      svg.setAttribute('class', 'timeline');
      svg.setAttribute('data-label', t.label);
      svg.setAttribute('width', W + L + 10);
      svg.setAttribute('height', H * tids.length + 4);
      tids.forEach((tid, i) => {
        const text = document.createElementNS(NS, 'text');
        text.setAttribute('x', 4);
        text.setAttribute('y', H * i + 15);
        text.textContent = names[tid];
        svg.appendChild(text);
      });
      for (const e of events) {
        const r = document.createElementNS(NS, 'rect');
        r.setAttribute('class', 'ev ' + (e.cat || ''));
        r.setAttribute('x', (L + (end > 0 ? W * e.ts / end : 0)).toFixed(2));
        r.setAttribute('y', H * row[e.tid] + 3);
        r.setAttribute('width', Math.max(0.5, end > 0 ? W * e.dur / end : 0).toFixed(2));
        r.setAttribute('height', H - 6);
        const tip = document.createElementNS(NS, 'title');
        tip.textContent = `${e.args.node} (${e.name}) ${ms(e.ts)}-${ms(e.ts + e.dur)} ms`;
        r.appendChild(tip);
        svg.appendChild(r);
      }
      timelines.appendChild(svg);
      const note = document.createElement('p');
      note.textContent = `${events.length} ops over ${ms(end)} ms` +
          (t.left_out > 0 ? `; the ${t.left_out} shortest ops are left out` : '');
      timelines.appendChild(note);
    }
    for (const table of data.tables) {
      const section = document.createElement('div');
      const caption = document.createElement('h2');
      caption.textContent = table.caption;
      section.appendChild(caption);
      const t = document.createElement('table');
      t.className = 'data';
      const head = t.createTHead().insertRow();
      for (const column of table.columns) {
        const th = document.createElement('th');
        th.textContent = column;
        head.appendChild(th);
      }
      const body = t.createTBody();
      for (const cells of table.rows) {
        const row = body.insertRow();
        for (const cell of cells) row.insertCell().textContent = cell;
      }
      section.appendChild(t);
      document.getElementById('tables').appendChild(section);
    }
    if (data.exposure) {
      document.getElementById('exposure-summary').textContent =
          `exposed ${ms(data.exposure.exposed_us)} ms over ` +
          `${data.exposure.collectives.length} collectives`;
      const body = document.querySelector('#exposure tbody');
      for (const c of data.exposure.collectives) {
        const row = body.insertRow();
        for (const value of [c.node, c.group, c.kind, ms(c.exposed_us), c.cause,
                             c.blocked_by ?? '-', c.fix,
                             c.saving_us === null ? '-'
                                 : (c.saving_estimated ? '~' : '') + ms(c.saving_us)]) {
          row.insertCell().textContent = value;
        }
      }
    } else {
      document.getElementById('exposure-section').remove();
    }
    document.body.dataset.rendered = 'ok';
  } catch (err) {
    document.body.dataset.rendered = 'error: ' + err;
  }
})();
)JS";

constexpr const char* kStyle = R"CSS(
body { font: 13px sans-serif; margin: 16px; }
table { border-collapse: collapse; margin: 8px 0; }
td, th { border: 1px solid #ccc; padding: 2px 6px; text-align: left; }
svg.timeline { border: 1px solid #ddd; display: block; }
svg text { font: 11px sans-serif; }
rect.compute { fill: #4e79a7; }
rect.comm { fill: #f28e2b; }
)CSS";

// `trace` with at most kHtmlMaxEvents complete events (the longest kept);
// sets "left_out" beside it.
nlohmann::ordered_json Capped(const std::string& label, nlohmann::ordered_json trace) {
  nlohmann::ordered_json& events = trace["traceEvents"];
  size_t complete = 0;
  for (const auto& e : events) complete += e.value("ph", "") == "X" ? 1 : 0;
  size_t left_out = 0;
  if (complete > kHtmlMaxEvents) {
    std::vector<double> durations;
    for (const auto& e : events) {
      if (e.value("ph", "") == "X") durations.push_back(e.value("dur", 0.0));
    }
    std::nth_element(durations.begin(),
                     durations.begin() + static_cast<std::ptrdiff_t>(kHtmlMaxEvents - 1),
                     durations.end(), std::greater<>());
    const double shortest_kept = durations[kHtmlMaxEvents - 1];
    nlohmann::ordered_json kept = nlohmann::ordered_json::array();
    size_t count = 0;
    for (auto& e : events) {
      const bool op = e.value("ph", "") == "X";
      if (op && (e.value("dur", 0.0) < shortest_kept || count >= kHtmlMaxEvents)) {
        ++left_out;
        continue;
      }
      count += op ? 1 : 0;
      kept.push_back(std::move(e));
    }
    events = std::move(kept);
  }
  return {{"label", label}, {"left_out", left_out}, {"trace", std::move(trace)}};
}

std::string Ms(double us) { return fmt::format("{:.3f} ms", us / 1000); }

}  // namespace

std::string HtmlReport(const HtmlReportData& data) {
  nlohmann::ordered_json payload;
  payload["summary"] = data.summary;
  nlohmann::ordered_json timelines = nlohmann::ordered_json::array();
  for (const auto& [label, trace] : data.timelines) {
    timelines.push_back(Capped(label, nlohmann::ordered_json::parse(trace)));
  }
  payload["timelines"] = std::move(timelines);
  nlohmann::ordered_json tables = nlohmann::ordered_json::array();
  for (const HtmlReportData::Table& t : data.tables) {
    tables.push_back({{"caption", t.caption}, {"columns", t.columns}, {"rows", t.rows}});
  }
  payload["tables"] = std::move(tables);
  payload["exposure"] = data.exposure.empty() ? nlohmann::ordered_json(nullptr)
                                              : nlohmann::ordered_json::parse(data.exposure);
  std::string json = payload.dump();
  // Inside <script>, "</" would end the element.
  for (size_t at = json.find("</"); at != std::string::npos; at = json.find("</", at + 3)) {
    json.replace(at, 2, "<\\/");
  }
  const std::string title = EscapeXml(data.title);
  std::string figures;
  for (const auto& [caption, svg] : data.figures) {
    figures += fmt::format("<figure class=\"figure\">\n{}<figcaption>{}</figcaption>\n</figure>\n",
                           svg, EscapeXml(caption));
  }
  return fmt::format(
      "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      "<title>{0}</title>\n<style>{1}</style>\n</head>\n<body data-rendered=\"no\">\n"
      "<h1>{0}</h1>\n<table id=\"summary\"></table>\n{4}<div id=\"tables\"></div>\n"
      "<div id=\"timelines\"></div>\n"
      "<div id=\"exposure-section\">\n<h2>Exposed collectives</h2>\n<p "
      "id=\"exposure-summary\"></p>\n<table id=\"exposure\">\n<thead><tr><th>collective</th>"
      "<th>group</th><th>kind</th><th>exposed ms</th><th>cause</th><th>blocked by</th>"
      "<th>fix</th><th>saving ms</th></tr></thead>\n<tbody></tbody>\n</table>\n</div>\n"
      "<script id=\"data\" type=\"application/json\">{2}</script>\n<script>{3}</script>\n"
      "</body>\n</html>\n",
      title, kStyle, json, kScript, figures);
}

HtmlReportData OptimizeHtmlData(const OptimizeResult& result) {
  HtmlReportData data;
  data.title = fmt::format("collopt optimize: {}", result.graph.source_name);
  const SimResult& b = result.before.result;
  const SimResult& a = result.after.result;
  data.summary = {{"step before", Ms(b.step_us)},
                  {"step after", Ms(a.step_us)},
                  {"lower bound", Ms(a.lower_bound_us)},
                  {"exposed before", Ms(b.exposed_us)},
                  {"exposed after", Ms(a.exposed_us)},
                  {"peak memory before", FormatGiB(b.memory.peak_bytes)},
                  {"peak memory after", FormatGiB(a.memory.peak_bytes)},
                  {"collectives before / after",
                   fmt::format("{} / {}", result.collectives_before, result.collectives_after)}};
  if (!result.before_trace.empty()) data.timelines.emplace_back("before", result.before_trace);
  data.timelines.emplace_back(
      "after", TraceToJson(result.graph, result.after.costs, result.after.result).dump());
  if (result.exposure.has_value()) {
    data.exposure = ExposureToJson(result.graph, *result.exposure).dump();
  }
  return data;
}

HtmlReportData ExplainHtmlData(const Graph& graph, const Explanation& explanation) {
  HtmlReportData data;
  const ExposureReport& r = explanation.report;
  data.title = fmt::format("collopt explain: {}", graph.source_name);
  data.summary = {
      {"step", Ms(r.step_us)},
      {"exposed", Ms(r.exposed_us)},
      {"exposed collectives", std::to_string(r.collectives.size())},
      {"peak memory", FormatGiB(r.peak_bytes)},
      {"hardware", explanation.hardware},
      {"collective table", explanation.table_path.empty() ? "none" : explanation.table_path}};
  if (!explanation.timeline.empty()) data.timelines.emplace_back("step", explanation.timeline);
  data.exposure = ExposureToJson(graph, r).dump();
  return data;
}

HtmlReportData TuneHtmlData(const Graph& graph, const TuneResult& result) {
  HtmlReportData data;
  data.title = fmt::format("collopt tune: {}", graph.source_name);
  std::string flags;
  for (const std::string& f : result.flags) flags += (flags.empty() ? "" : " ") + f;
  data.summary = {{"step (optimize with the flags)", Ms(result.step_us)},
                  {"step of the input", Ms(result.input_step_us)},
                  {"peak memory", FormatGiB(result.peak_bytes)},
                  {"peak memory of the input", FormatGiB(result.input_peak_bytes)},
                  {"memory limit",
                   result.memory_limit_bytes < 0 ? "none" : FormatGiB(result.memory_limit_bytes)},
                  {"candidates simulated", std::to_string(result.candidates)},
                  {"flags", flags}};
  HtmlReportData::Table stages{"Search", {"stage"}, {}};
  for (const std::string& s : result.stages) stages.rows.push_back({s});
  data.tables.push_back(std::move(stages));
  if (!result.frontier.empty()) {
    data.figures.emplace_back("best step per memory budget (joined: the non-dominated ones)",
                              FrontierSvg(result));
    HtmlReportData::Table frontier{
        "Frontier", {"budget GiB", "step", "peak", "budget met", "flags"}, {}};
    for (const TuneFrontierPoint& p : result.frontier) {
      std::string point_flags;
      for (const std::string& f : p.flags) point_flags += (point_flags.empty() ? "" : " ") + f;
      frontier.rows.push_back({p.memory_limit_gb, Ms(p.best.step_us), FormatGiB(p.best.peak_bytes),
                               p.best.limit_met ? "yes" : "no", point_flags});
    }
    data.tables.push_back(std::move(frontier));
  }
  return data;
}

HtmlReportData WhatIfHtmlData(const std::string& grid, const std::vector<WhatIfPoint>& points) {
  HtmlReportData data;
  data.title = fmt::format("collopt whatif: {}", grid);
  std::map<std::string, int64_t> by_status;
  const WhatIfPoint* fastest = nullptr;
  for (const WhatIfPoint& p : points) {
    ++by_status[p.status];
    if (p.status == "ok" && (fastest == nullptr || p.step_us < fastest->step_us)) fastest = &p;
  }
  data.summary.emplace_back("points", std::to_string(points.size()));
  for (const auto& [status, n] : by_status) data.summary.emplace_back(status, std::to_string(n));
  if (fastest != nullptr) {
    data.summary.emplace_back(
        "fastest within memory",
        fmt::format("{}: {}", WhatIfConfigText(*fastest), Ms(fastest->step_us)));
  }
  data.figures.emplace_back(
      "each configuration's step and peak (joined: none is both faster and "
      "smaller)",
      WhatIfSvg(points));
  HtmlReportData::Table table{
      "Configurations",
      {"configuration", "status", "step", "exposed", "peak", "tokens/s", "MFU", "reason"},
      {}};
  for (const WhatIfPoint& p : points) {
    const bool priced = p.status != "invalid";
    table.rows.push_back({WhatIfConfigText(p), p.status, priced ? Ms(p.step_us) : "-",
                          priced ? Ms(p.exposed_us) : "-", priced ? FormatGiB(p.peak_bytes) : "-",
                          priced ? fmt::format("{:.0f}", p.tokens_per_s) : "-",
                          priced ? fmt::format("{:.3f}", p.mfu) : "-", p.reason});
  }
  data.tables.push_back(std::move(table));
  return data;
}

}  // namespace collopt
