// collopt/api/svg_plot.cc — see svg_plot.h.
#include "api/svg_plot.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "fmt/format.h"

namespace collopt {
namespace {

constexpr double kWidth = 640;
constexpr double kHeight = 400;
constexpr double kLeft = 70;  // room for the y ticks and label
constexpr double kRight = 20;
constexpr double kTop = 30;
constexpr double kBottom = 50;  // room for the x ticks and label
constexpr int kTicks = 5;

// [lo, hi] padded by 5 % (a single value: ±5 % of it, or ±1).
std::pair<double, double> Range(double lo, double hi) {
  if (hi <= lo) {
    const double pad = lo != 0 ? std::abs(lo) * 0.05 : 1;
    return {lo - pad, hi + pad};
  }
  const double pad = (hi - lo) * 0.05;
  return {lo - pad, hi + pad};
}

}  // namespace

std::string EscapeXml(const std::string& text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '&':
        out += "&amp;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

void JoinParetoFront(std::vector<SvgPoint>& points) {
  std::vector<size_t> order;
  for (size_t i = 0; i < points.size(); ++i) {
    if (points[i].joined) order.push_back(i);
  }
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return std::pair(points[a].x, points[a].y) < std::pair(points[b].x, points[b].y);
  });
  // By x, then y: a point is on the front when it has the lowest y of its x
  // and a lower y than every point of a lower x.
  double lowest_before = std::numeric_limits<double>::infinity();
  for (size_t g = 0; g < order.size();) {
    size_t end = g;
    while (end < order.size() && points[order[end]].x == points[order[g]].x) ++end;
    const double group_low = points[order[g]].y;
    for (size_t k = g; k < end; ++k) {
      SvgPoint& p = points[order[k]];
      p.joined = p.y == group_low && p.y < lowest_before;
    }
    lowest_before = std::min(lowest_before, group_low);
    g = end;
  }
}

std::string ScatterSvg(const std::string& title, const std::string& x_label,
                       const std::string& y_label, const std::vector<SvgPoint>& points) {
  std::string svg = fmt::format(
      "<svg class=\"plot\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" "
      "viewBox=\"0 0 {} {}\" font-family=\"sans-serif\" font-size=\"11\">\n"
      "<text x=\"{}\" y=\"18\" font-size=\"13\">{}</text>\n",
      kWidth, kHeight, kWidth, kHeight, kLeft, EscapeXml(title));
  const double plot_w = kWidth - kLeft - kRight;
  const double plot_h = kHeight - kTop - kBottom;
  svg += fmt::format(
      "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#999\"/>\n", kLeft,
      kTop, plot_w, plot_h);
  svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">{}</text>\n",
                     kLeft + plot_w / 2, kHeight - 12, EscapeXml(x_label));
  svg += fmt::format(
      "<text x=\"14\" y=\"{0}\" text-anchor=\"middle\" transform=\"rotate(-90 14 {0})\">{1}"
      "</text>\n",
      kTop + plot_h / 2, EscapeXml(y_label));
  if (points.empty()) {
    svg += fmt::format("<text x=\"{}\" y=\"{}\" text-anchor=\"middle\">no points</text>\n</svg>\n",
                       kLeft + plot_w / 2, kTop + plot_h / 2);
    return svg;
  }
  auto [x_min, x_max] = std::minmax_element(points.begin(), points.end(),
                                            [](const auto& a, const auto& b) { return a.x < b.x; });
  auto [y_min, y_max] = std::minmax_element(points.begin(), points.end(),
                                            [](const auto& a, const auto& b) { return a.y < b.y; });
  const std::pair<double, double> xs = Range(x_min->x, x_max->x);
  const std::pair<double, double> ys = Range(y_min->y, y_max->y);
  const double x0 = xs.first;
  const double x1 = xs.second;
  const double y0 = ys.first;
  const double y1 = ys.second;
  auto px = [&](double x) { return kLeft + (x - x0) / (x1 - x0) * plot_w; };
  auto py = [&](double y) { return kTop + plot_h - (y - y0) / (y1 - y0) * plot_h; };
  for (int i = 0; i <= kTicks; ++i) {
    const double f = static_cast<double>(i) / kTicks;
    const double x = x0 + (x1 - x0) * f;
    const double y = y0 + (y1 - y0) * f;
    svg += fmt::format(
        "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"middle\">{:.4g}</text>\n"
        "<text x=\"{:.1f}\" y=\"{:.1f}\" text-anchor=\"end\">{:.4g}</text>\n",
        px(x), kTop + plot_h + 16, x, kLeft - 6, py(y) + 4, y);
  }
  std::vector<const SvgPoint*> joined;
  for (const SvgPoint& p : points) {
    if (p.joined) joined.push_back(&p);
  }
  std::stable_sort(joined.begin(), joined.end(),
                   [](const SvgPoint* a, const SvgPoint* b) { return a->x < b->x; });
  if (joined.size() >= 2) {
    svg +=
        "<polyline class=\"line\" fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"1.5\" points=\"";
    for (const SvgPoint* p : joined) svg += fmt::format("{:.1f},{:.1f} ", px(p->x), py(p->y));
    svg += "\"/>\n";
  }
  for (const SvgPoint& p : points) {
    svg += fmt::format(
        "<circle class=\"point\" cx=\"{:.1f}\" cy=\"{:.1f}\" r=\"4\" fill=\"{}\"><title>{}</title>"
        "</circle>\n",
        px(p.x), py(p.y), p.joined ? "#1f77b4" : "#aaa", EscapeXml(p.label));
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace collopt
