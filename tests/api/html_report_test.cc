// The HTML report (api/html_report.h): its page in a real headless Chromium
// (Debian's `chromium`, installed by scripts/setup.sh), which runs the page's
// script and dumps the DOM it drew: both timelines with one rectangle per op,
// the summary and the exposure table with one row per exposed collective.
// The tune page: the frontier plot (one dot per budget) and the frontier
// table; the whatif page: the grid's plot and one row per point. Also: text
// that could end the page's <script> is escaped, and a timeline too long for
// a page keeps its longest ops.
#include "api/html_report.h"

#include <stdlib.h>  // mkdtemp

#include <cstdio>
#include <filesystem>
#include <optional>

#include "api/load.h"
#include "api/tune.h"
#include "api/whatif.h"
#include "fmt/format.h"
#include "sim/trace.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

int64_t Count(const std::string& text, const std::string& part) {
  int64_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

int64_t CompleteEvents(const std::string& trace) {
  const nlohmann::json json = nlohmann::json::parse(trace);  // outlives the loop
  int64_t n = 0;
  for (const auto& e : json["traceEvents"]) n += e["ph"] == "X" ? 1 : 0;
  return n;
}

// The DOM Chromium renders for the page at `path` after its scripts ran;
// nullopt when chromium is not installed. Each call has a profile of its own
// (two Chromiums on one profile hand the page to each other: the tests run
// side by side under ctest -j).
std::optional<std::string> RenderedDom(const std::string& path) {
  if (std::system("command -v chromium >/dev/null 2>&1") != 0) return std::nullopt;
  std::string profile = ::testing::TempDir() + "chromium-XXXXXX";
  if (mkdtemp(profile.data()) == nullptr) return "";
  // The flags keep a root, offline Chromium quiet (no sandbox as root, no
  // background connections on a closed network).
  const std::string command = fmt::format(
      "timeout 120 chromium --headless --no-sandbox --disable-gpu --disable-quic "
      "--no-first-run --disable-background-networking --disable-component-update "
      "--disable-sync --user-data-dir={} --dump-dom 'file://{}' 2>/dev/null",
      profile, std::filesystem::absolute(path).string());
  std::string dom;
  FILE* pipe = popen(command.c_str(), "r");
  if (pipe == nullptr) return dom;
  char buffer[1 << 16];
  size_t n = 0;
  while ((n = fread(buffer, 1, sizeof(buffer), pipe)) > 0) dom.append(buffer, n);
  pclose(pipe);
  std::filesystem::remove_all(profile);
  return dom;
}

TEST(HtmlReport, OptimizeReportRendersInHeadlessChromium) {
  const std::string input = testing::SharedData("autoparallel_overlap/repro_llama3_8b_fw_64_2d.py");
  auto graph = LoadGraph(input, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status();
  OptimizeOptions options;
  options.trace_before = true;
  auto result = Optimize(std::move(*graph), input, options);
  ASSERT_TRUE(result.ok()) << result.status();
  HtmlReportData data = OptimizeHtmlData(*result);
  ASSERT_EQ(data.timelines.size(), 2u);
  const int64_t before_ops = CompleteEvents(data.timelines[0].second);
  const int64_t after_ops = CompleteEvents(data.timelines[1].second);
  ASSERT_TRUE(result->exposure.has_value());
  const auto exposed = static_cast<int64_t>(result->exposure->collectives.size());
  ASSERT_GT(exposed, 0);
  const std::string path = testing::WriteTemp("optimize_report.html", HtmlReport(data));
  const std::optional<std::string> rendered = RenderedDom(path);
  if (!rendered.has_value()) {
    GTEST_SKIP() << "chromium is not installed (scripts/setup.sh installs it)";
  }
  const std::string& dom = *rendered;
  ASSERT_NE(dom.find("data-rendered=\"ok\""), std::string::npos) << dom.substr(0, 2000);
  EXPECT_EQ(Count(dom, "<svg class=\"timeline\""), 2);
  EXPECT_EQ(Count(dom, "data-label=\"before\""), 1);
  EXPECT_EQ(Count(dom, "<rect class=\"ev "), before_ops + after_ops);
  EXPECT_NE(dom.find(fmt::format("{} ops over", before_ops)), std::string::npos);
  // The summary's 8 rows, and one row per exposed collective (+ the header).
  const size_t summary = dom.find("id=\"summary\"");
  ASSERT_NE(summary, std::string::npos);
  const std::string summary_table = dom.substr(summary, dom.find("</table>", summary) - summary);
  EXPECT_EQ(Count(summary_table, "<tr>"), 8);
  const size_t table = dom.find("id=\"exposure\"");
  ASSERT_NE(table, std::string::npos);
  const std::string exposure = dom.substr(table, dom.find("</table>", table) - table);
  EXPECT_EQ(Count(exposure, "<tr>"), exposed + 1);
  EXPECT_NE(exposure.find(result->graph.node(result->exposure->collectives[0].node).name),
            std::string::npos);
}

TEST(HtmlReport, ExplainReportRendersInHeadlessChromium) {
  auto graph = testing::LoadToyGraph();
  ASSERT_TRUE(graph.ok());
  ExplainRequest request;
  request.timeline = true;
  auto explained = RunExplain(*graph, "", request);
  ASSERT_TRUE(explained.ok()) << explained.status();
  HtmlReportData data = ExplainHtmlData(*graph, *explained);
  const int64_t ops = CompleteEvents(data.timelines.at(0).second);
  const std::string path = testing::WriteTemp("explain_report.html", HtmlReport(data));
  const std::optional<std::string> rendered = RenderedDom(path);
  if (!rendered.has_value()) {
    GTEST_SKIP() << "chromium is not installed (scripts/setup.sh installs it)";
  }
  const std::string& dom = *rendered;
  ASSERT_NE(dom.find("data-rendered=\"ok\""), std::string::npos) << dom.substr(0, 2000);
  EXPECT_EQ(Count(dom, "<svg class=\"timeline\""), 1);
  EXPECT_EQ(Count(dom, "<rect class=\"ev "), ops);
  EXPECT_NE(dom.find("exposed collectives"), std::string::npos);
  const size_t table = dom.find("id=\"exposure\"");
  const std::string exposure = dom.substr(table, dom.find("</table>", table) - table);
  EXPECT_EQ(Count(exposure, "<tr>"), 4 + 1);  // the toy step's 4 collectives, all exposed
}

// The rows of the <table class="data"> after the heading `caption`.
int64_t DataRows(const std::string& dom, const std::string& caption) {
  const size_t at = dom.find("<h2>" + caption + "</h2>");
  if (at == std::string::npos) return -1;
  const size_t body = dom.find("<tbody>", at);
  return Count(dom.substr(body, dom.find("</tbody>", body) - body), "<tr>");
}

TEST(HtmlReport, TuneReportDrawsTheFrontierInHeadlessChromium) {
  const std::string input = testing::SharedData("autoparallel_overlap/repro_llama3_8b_fw_64_1d.py");
  auto graph = LoadGraph(input, LoadOptions{});
  ASSERT_TRUE(graph.ok()) << graph.status();
  TuneOptions options;
  options.pareto = 3;
  auto tuned = Tune(*graph, input, options);
  ASSERT_TRUE(tuned.ok()) << tuned.status();
  const std::string path =
      testing::WriteTemp("tune_report.html", HtmlReport(TuneHtmlData(*graph, *tuned)));
  const std::optional<std::string> rendered = RenderedDom(path);
  if (!rendered.has_value()) {
    GTEST_SKIP() << "chromium is not installed (scripts/setup.sh installs it)";
  }
  const std::string& dom = *rendered;
  ASSERT_NE(dom.find("data-rendered=\"ok\""), std::string::npos) << dom.substr(0, 2000);
  EXPECT_EQ(Count(dom, "<svg class=\"plot\""), 1);
  EXPECT_EQ(Count(dom, "<circle class=\"point\""), 3);
  EXPECT_EQ(DataRows(dom, "Frontier"), 3);
  EXPECT_EQ(DataRows(dom, "Search"), static_cast<int64_t>(tuned->stages.size()));
  EXPECT_NE(dom.find(tuned->flags.at(1)), std::string::npos);  // the cap chosen
}

TEST(HtmlReport, WhatIfReportDrawsTheGridInHeadlessChromium) {
  auto axes = ParseWhatIfGrid("preset=llama3_8b;layers=2;tp=1,2,3;async_tp=off");
  ASSERT_TRUE(axes.ok()) << axes.status();
  const std::vector<WhatIfPoint> points = RunWhatIf(*axes, WhatIfOptions{});
  ASSERT_EQ(points.size(), 3u);
  ASSERT_EQ(points[2].status, "invalid");  // 3 does not divide the heads
  const std::string path =
      testing::WriteTemp("whatif_report.html", HtmlReport(WhatIfHtmlData("grid", points)));
  const std::optional<std::string> rendered = RenderedDom(path);
  if (!rendered.has_value()) {
    GTEST_SKIP() << "chromium is not installed (scripts/setup.sh installs it)";
  }
  const std::string& dom = *rendered;
  ASSERT_NE(dom.find("data-rendered=\"ok\""), std::string::npos) << dom.substr(0, 2000);
  EXPECT_EQ(Count(dom, "<circle class=\"point\""), 2);  // the invalid point has no step
  EXPECT_EQ(DataRows(dom, "Configurations"), 3);
  EXPECT_NE(dom.find("invalid"), std::string::npos);
}

TEST(HtmlReport, TextThatWouldEndTheScriptIsEscaped) {
  HtmlReportData data;
  data.title = "a</script><b>";
  data.summary = {{"label</script>", "value"}};
  std::string page = HtmlReport(data);
  // Exactly the page's own two scripts end.
  EXPECT_EQ(Count(page, "</script>"), 2);
  EXPECT_NE(page.find("<title>a&lt;/script&gt;&lt;b&gt;</title>"), std::string::npos);
  EXPECT_NE(page.find("label<\\/script>"), std::string::npos);
}

TEST(HtmlReport, ALongTimelineKeepsItsLongestOps) {
  nlohmann::ordered_json events = nlohmann::ordered_json::array();
  events.push_back({{"name", "thread_name"}, {"ph", "M"}, {"tid", 0}, {"args", {{"name", "c"}}}});
  const size_t n = kHtmlMaxEvents + 10;
  for (size_t i = 0; i < n; ++i) {
    // Durations n, n-1, ..., 1: the 10 shortest are 1..10.
    events.push_back({{"name", "op"},
                      {"ph", "X"},
                      {"tid", 0},
                      {"ts", static_cast<double>(i)},
                      {"dur", static_cast<double>(n - i)},
                      {"args", {{"node", "x"}}}});
  }
  HtmlReportData data;
  data.timelines.emplace_back("long", nlohmann::ordered_json{{"traceEvents", events}}.dump());
  const std::string page = HtmlReport(data);
  EXPECT_NE(page.find("\"left_out\":10"), std::string::npos);
  EXPECT_EQ(Count(page, "\"ph\":\"X\""), static_cast<int64_t>(kHtmlMaxEvents));
  EXPECT_EQ(page.find("\"dur\":10.0,"), std::string::npos);  // left out
  EXPECT_NE(page.find("\"dur\":11.0,"), std::string::npos);  // kept
}

}  // namespace
}  // namespace collopt
