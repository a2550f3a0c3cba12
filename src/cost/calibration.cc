// collopt/cost/calibration.cc — see calibration.h.
#include "cost/calibration.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

#include "cost/mem_bound.h"
#include "fmt/format.h"
#include "support/statistics.h"

namespace collopt {
namespace {

constexpr std::string_view kBenchmarked = "compute_benchmarked_h100";
constexpr std::string_view kMemBound = "mem_bound_estimate";
constexpr ComputeClass kFitted[] = {ComputeClass::kMatmul, ComputeClass::kAttention,
                                    ComputeClass::kAttentionBackward};

bool IsMemoryBound(const CalibrationSample& s) { return s.compute_class == ComputeClass::kOther; }

double Percentile90(std::vector<double> v) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  auto rank = static_cast<size_t>(std::ceil(0.9 * static_cast<double>(v.size())));
  return v[std::max<size_t>(rank, 1) - 1];
}

// A distinct (work, measured time) point and how many nodes share it.
struct Point {
  double compute_us = 0;    // FLOPs at peak, e = 1, F_half = 0
  double us_per_gflop = 0;  // F_half cost per GFLOP at peak
  double memory_us = 0;     // bytes at full HBM bandwidth
  double measured_us = 0;
  double weight = 0;
};

// Samples of one shape (same FLOPs, bytes and peak) become one point at
// their median measured time, weighted by their count.
std::vector<Point> PointsOf(const std::vector<const CalibrationSample*>& samples,
                            const HardwareProfile& hw) {
  std::map<std::tuple<double, double, double>, std::vector<double>> by_shape;
  for (const CalibrationSample* s : samples) {
    double peak = hw.PeakTflops(s->dtype);
    auto key = std::make_tuple(s->flops / (peak * 1e6), 1e3 / peak,
                               static_cast<double>(s->bytes) / (hw.hbm_gbps * 1e3));
    by_shape[key].push_back(s->measured_us);
  }
  std::vector<Point> points;
  points.reserve(by_shape.size());
  for (const auto& [key, measured] : by_shape) {
    Point p;
    std::tie(p.compute_us, p.us_per_gflop, p.memory_us) = key;
    p.measured_us = Median(measured);
    p.weight = static_cast<double>(measured.size());
    points.push_back(p);
  }
  return points;
}

// Grid search of calibration.h over (e, F_half, m); m only over
// `memory_efficiencies`.
ComputeCurve FitCurve(const std::vector<Point>& points,
                      const std::vector<double>& memory_efficiencies) {
  std::vector<double> half_gflop = {0};
  for (int k = 0; k <= 80; ++k) half_gflop.push_back(0.1 * std::pow(1.1, k));
  ComputeCurve best;
  double best_loss = INFINITY;
  std::vector<double> compute(points.size());
  for (int ei = 20; ei <= 100; ++ei) {
    double e = ei / 100.0;
    for (double half : half_gflop) {
      for (size_t i = 0; i < points.size(); ++i) {
        compute[i] = (points[i].compute_us + half * points[i].us_per_gflop) / e;
      }
      for (double m : memory_efficiencies) {
        double loss = 0;
        for (size_t i = 0; i < points.size(); ++i) {
          double est = std::max(compute[i], points[i].memory_us / m);
          loss += points[i].weight * std::abs(est / points[i].measured_us - 1);
        }
        if (loss < best_loss) {
          best_loss = loss;
          best = {e, half, m};
        }
      }
    }
  }
  return best;
}

std::string RuleLabel(const CalibrationSample& s) {
  return IsMemoryBound(s) ? "memory_bound" : std::string(CostRuleName(s.rule));
}

// Rows of one graph's samples under `hw`: per rule (in RuleLabel order),
// then "all compute".
void AppendErrors(const std::string& graph, const std::vector<const CalibrationSample*>& samples,
                  const HardwareProfile& hw, std::vector<CalibrationError>& rows) {
  std::map<std::string, std::vector<double>> by_rule;
  std::vector<double> compute;
  for (const CalibrationSample* s : samples) {
    double error = std::abs(EstimateSampleUs(*s, hw) / s->measured_us - 1);
    by_rule[RuleLabel(*s)].push_back(error);
    if (!IsMemoryBound(*s)) compute.push_back(error);
  }
  for (const auto& [label, errors] : by_rule) {
    rows.push_back(
        {graph, label, static_cast<int64_t>(errors.size()), Median(errors), Percentile90(errors)});
  }
  if (!compute.empty()) {
    rows.push_back({graph, "all compute", static_cast<int64_t>(compute.size()), Median(compute),
                    Percentile90(compute)});
  }
}

std::map<std::string, std::vector<const CalibrationSample*>> ByGraph(
    const std::vector<CalibrationSample>& samples) {
  std::map<std::string, std::vector<const CalibrationSample*>> by_graph;
  for (const CalibrationSample& s : samples) by_graph[s.graph].push_back(&s);
  return by_graph;
}

}  // namespace

std::vector<CalibrationSample> CollectCalibrationSamples(const Graph& graph, const NodeCosts& costs,
                                                         const std::string& label) {
  std::vector<CalibrationSample> samples;
  for (const NodeCostEntry& entry : costs.entries()) {
    bool benchmarked = entry.source == kBenchmarked;
    if ((!benchmarked && entry.source != kMemBound) || entry.time_us <= 0) continue;
    NodeId id = graph.FindNode(entry.name);
    if (id == kNoNode) continue;
    const Node& node = graph.node(id);
    CalibrationSample s;
    s.graph = label;
    s.node = entry.name;
    s.measured_us = entry.time_us;
    if (benchmarked) {
      s.compute_class = ClassifyCompute(node);
      s.rule = RuleOf(graph, node);
      OpFlops flops = CountOpFlops(graph, node);
      s.flops = flops.executed;
      s.tensor_cores = flops.tensor_cores;
      if (s.compute_class == ComputeClass::kOther || s.flops <= 0) continue;
      s.bytes = BytesMoved(graph, node);
      s.dtype = ComputeDType(graph, node);
    } else {
      s.bytes = MemBoundBytes(graph, node);
      if (s.bytes <= 0) continue;
    }
    samples.push_back(std::move(s));
  }
  return samples;
}

double EstimateSampleUs(const CalibrationSample& sample, const HardwareProfile& hw) {
  if (IsMemoryBound(sample)) return static_cast<double>(sample.bytes) / (hw.hbm_gbps * 1e3);
  return OpTimeUs(hw, sample.compute_class, sample.flops, sample.tensor_cores, sample.dtype,
                  sample.bytes);
}

HardwareProfile FitHardwareProfile(const std::vector<CalibrationSample>& samples,
                                   const HardwareProfile& base, const std::string& name) {
  HardwareProfile hw = base;
  hw.name = name;
  std::vector<double> gbps;
  for (const CalibrationSample& s : samples) {
    if (IsMemoryBound(s)) gbps.push_back(static_cast<double>(s.bytes) / (s.measured_us * 1e3));
  }
  if (!gbps.empty()) hw.hbm_gbps = Median(gbps);
  for (ComputeClass compute_class : kFitted) {
    std::vector<const CalibrationSample*> of_class;
    for (const CalibrationSample& s : samples) {
      if (s.compute_class == compute_class && s.tensor_cores) of_class.push_back(&s);
    }
    if (of_class.empty()) continue;
    // Attention shares the matmul's memory efficiency: a handful of
    // attention shapes cannot pin three parameters.
    std::vector<double> memory_efficiencies = {hw.matmul.memory_efficiency};
    if (compute_class == ComputeClass::kMatmul) {
      memory_efficiencies.clear();
      for (int mi = 5; mi <= 100; ++mi) memory_efficiencies.push_back(mi / 100.0);
    }
    ComputeCurve curve = FitCurve(PointsOf(of_class, hw), memory_efficiencies);
    if (compute_class == ComputeClass::kMatmul) hw.matmul = curve;
    if (compute_class == ComputeClass::kAttention) hw.attention = curve;
    if (compute_class == ComputeClass::kAttentionBackward) hw.attention_backward = curve;
  }
  return hw;
}

std::vector<CalibrationError> LeaveOneGraphOut(const std::vector<CalibrationSample>& samples,
                                               const HardwareProfile& base) {
  std::vector<CalibrationError> rows;
  for (const auto& [graph, held_out] : ByGraph(samples)) {
    std::vector<CalibrationSample> training;
    for (const CalibrationSample& s : samples) {
      if (s.graph != graph) training.push_back(s);
    }
    HardwareProfile fitted = FitHardwareProfile(training, base, "leave-out-" + graph);
    AppendErrors(graph, held_out, fitted, rows);
  }
  return rows;
}

std::vector<CalibrationError> CalibrationErrors(const std::vector<CalibrationSample>& samples,
                                                const HardwareProfile& hw) {
  std::vector<CalibrationError> rows;
  for (const auto& [graph, of_graph] : ByGraph(samples)) AppendErrors(graph, of_graph, hw, rows);
  return rows;
}

std::string CalibrationErrorsMarkdown(const std::vector<CalibrationError>& rows) {
  std::string out = "| graph | op class | nodes | median error | p90 error |\n";
  out += "|---|---|---|---|---|\n";
  for (const CalibrationError& r : rows) {
    out += fmt::format("| {} | {} | {} | {:.1f} % | {:.1f} % |\n", r.graph, r.compute_class,
                       r.samples, 100 * r.median_error, 100 * r.p90_error);
  }
  return out;
}

}  // namespace collopt
