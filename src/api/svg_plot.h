// collopt/api/svg_plot.h — a scatter plot as one self-contained SVG element,
// for the reports' figures (tune's memory/step frontier, whatif's grid).
#ifndef COLLOPT_API_SVG_PLOT_H_
#define COLLOPT_API_SVG_PLOT_H_

#include <string>
#include <vector>

namespace collopt {

/// One point: its coordinates (in the axes' units), the tooltip text, and
/// whether the line through the plot joins it (in order of x).
struct SvgPoint {
  double x = 0;
  double y = 0;
  std::string label;
  bool joined = false;
};

/// Keeps `joined` only on the points no other joined point dominates, both
/// coordinates lower being better: q dominates p when q.x <= p.x, q.y <= p.y
/// and one of them is lower (equal points dominate neither). Call it with
/// `joined` set on the points that may be on the front (e.g. those within a
/// budget). O(n log n).
void JoinParetoFront(std::vector<SvgPoint>& points);

/// An <svg class="plot"> of `points` (640 × 400 px): axes from the points'
/// ranges (padded 5 %, 5 ticks each, labelled `x_label` and `y_label`), one
/// <circle class="point"> per point with a <title> tooltip, and one
/// <polyline class="line"> through the joined points when there are two or
/// more. Text is escaped for XML. No points: an empty plot saying so.
std::string ScatterSvg(const std::string& title, const std::string& x_label,
                       const std::string& y_label, const std::vector<SvgPoint>& points);

/// `text` with &, <, >, " and ' escaped for XML and HTML.
std::string EscapeXml(const std::string& text);

}  // namespace collopt

#endif  // COLLOPT_API_SVG_PLOT_H_
