// api/svg_plot.h: the Pareto front joined (lower x and lower y better), and
// the plot's elements.
#include "api/svg_plot.h"

#include "gtest/gtest.h"

namespace collopt {
namespace {

TEST(SvgPlot, JoinParetoFrontKeepsTheUndominatedEligiblePoints) {
  std::vector<SvgPoint> points = {
      {1, 5, "a", true},                      // the lowest x
      {2, 3, "b", true},                      // lower y than every point of lower x
      {2, 4, "c", true},                      // b is as far left and lower
      {3, 3, "d", true},                      // b is further left and as low
      {4, 1, "e", true},                      // e and f are equal: neither dominates the other
      {4, 1, "f", true}, {0, 0, "g", false},  // not eligible: neither joined nor dominating
  };
  JoinParetoFront(points);
  std::vector<bool> joined;
  for (const SvgPoint& p : points) joined.push_back(p.joined);
  EXPECT_EQ(joined, (std::vector<bool>{true, true, false, false, true, true, false}));
  std::vector<SvgPoint> none;
  JoinParetoFront(none);
  EXPECT_TRUE(none.empty());
}

TEST(SvgPlot, OneCircleAPointAndALineThroughTheJoinedOnes) {
  const std::string svg = ScatterSvg("t<", "x", "y", {{1, 2, "p&q", true}, {2, 1, "r", true}});
  size_t circles = 0;
  for (size_t at = svg.find("<circle class=\"point\""); at != std::string::npos;
       at = svg.find("<circle class=\"point\"", at + 1)) {
    ++circles;
  }
  EXPECT_EQ(circles, 2u);
  EXPECT_NE(svg.find("<polyline class=\"line\""), std::string::npos);
  EXPECT_NE(svg.find("<title>p&amp;q</title>"), std::string::npos);
  EXPECT_NE(svg.find(">t&lt;</text>"), std::string::npos);
  EXPECT_NE(ScatterSvg("t", "x", "y", {}).find("no points"), std::string::npos);
}

}  // namespace
}  // namespace collopt
