// Exposed communication measured in real profiler traces (api/measured_exposure.h):
// every Kineto trace in ../shared/data/traces_real, its totals checked against
// the trace's own kernel times read here independently, its overlap against the
// figures the data's README gives; the causes on a hand-written trace with
// every number computed by hand; several ranks' traces matched (late_peer); a
// graph matched with a real trace by kind and order.
#include "api/measured_exposure.h"

#include "api/explain.h"
#include "fmt/format.h"
#include "frontend/archive.h"
#include "tests/test_util.h"

namespace collopt {
namespace {

struct TraceCase {
  const char* file;
  double overlap_percent;  // comm ∩ compute ÷ comm, from traces_real/README.md
  double tolerance;
};

class RealTraceTest : public ::testing::TestWithParam<TraceCase> {};

// Σ "dur" of the communication kernels of each trace, read here from the raw
// JSON with nlohmann directly.
std::vector<std::pair<int64_t, double>> RawCommunication(const std::string& path) {
  std::vector<std::pair<int64_t, double>> out;
  auto members = ReadFileMembers(path);
  EXPECT_TRUE(members.ok()) << members.status();
  for (const FileMember& m : *members) {
    nlohmann::json json = nlohmann::json::parse(m.bytes);
    const nlohmann::json& events = json.is_object() ? json["traceEvents"] : json;
    int64_t count = 0;
    double dur = 0;
    for (const auto& e : events) {
      if (!e.is_object() || e.value("cat", "") != "kernel") continue;
      if (!IsCommunicationKernel(e.value("name", ""))) continue;
      ++count;
      dur += e["dur"].get<double>();
    }
    out.emplace_back(count, dur);
  }
  return out;
}

TEST_P(RealTraceTest, TotalsMatchTheTracesKernelTimes) {
  const std::string path = testing::SharedData(std::string("traces_real/") + GetParam().file);
  auto traces = ReadTraceFiles({path});
  ASSERT_TRUE(traces.ok()) << traces.status();
  std::vector<MeasuredTrace> measured = ExplainTraces(*traces);
  ASSERT_EQ(measured.size(), traces->size());
  // Same trace order as the raw reading when the traces are of one rank.
  std::vector<std::pair<int64_t, double>> raw = RawCommunication(path);
  ASSERT_EQ(raw.size(), measured.size());
  double raw_total = 0;
  double total = 0;
  int64_t raw_count = 0;
  int64_t count = 0;
  for (size_t r = 0; r < measured.size(); ++r) {
    raw_total += raw[r].second;
    raw_count += raw[r].first;
    total += measured[r].comm_us;
    count += static_cast<int64_t>(measured[r].collectives.size());
    const MeasuredTrace& m = measured[r];
    ASSERT_GT(m.collectives.size(), 0u);
    double exposed = 0;
    for (const MeasuredCollective& c : m.collectives) {
      EXPECT_NEAR(c.overlapped_us + c.exposed_us, c.dur_us, 1e-6 * (1 + c.dur_us));
      EXPECT_GE(c.overlapped_us, 0);
      exposed += c.exposed_us;
      EXPECT_EQ(c.cause == "hidden", c.exposed_us <= 0) << c.cause;
    }
    EXPECT_NEAR(exposed, m.exposed_us, 1e-9 * (1 + exposed));
    // Kernels on one stream never overlap: the wall time is at most the sum.
    EXPECT_LE(m.exposed_wall_us, m.exposed_us * (1 + 1e-9) + 1e-6);
    const double overlap = 100 * m.overlap_ratio;
    if (measured.size() == 1) {
      EXPECT_NEAR(overlap, GetParam().overlap_percent, GetParam().tolerance) << m.name;
    } else {
      // Several ranks: the README gives the range over ranks.
      EXPECT_LE(overlap, GetParam().overlap_percent + GetParam().tolerance) << m.name;
    }
  }
  EXPECT_EQ(count, raw_count);
  EXPECT_NEAR(total, raw_total, 1e-9 * raw_total);
}

INSTANTIATE_TEST_SUITE_P(
    TracesReal, RealTraceTest,
    ::testing::Values(TraceCase{"hta_tests/nccl_parser_config/nccl_data.json.gz", 16, 1},
                      TraceCase{"hta_tests/trace_diff/control/control.json.gz", 46, 1},
                      TraceCase{"hta_tests/trace_filter/sampled_rank-0.json.gz", 15, 1},
                      TraceCase{"hta_tests/trace_filter/sampled_rank-1.json.gz", 20, 1},
                      TraceCase{"hta_tests/negative_queue_length_values_check/rank0.json.gz", 1, 1},
                      TraceCase{"deepseek_profile_data/train.json", 96, 1},
                      TraceCase{"param_dlrm_8rank/dlrm_kineto.tar.gz", 10, 0.5}),
    [](const ::testing::TestParamInfo<TraceCase>& param) {
      std::string name = param.param.file;
      name = name.substr(name.rfind('/') + 1);
      name = name.substr(0, name.find('.'));
      for (char& ch : name) {
        if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
      }
      return name;
    });

// The 8 DLRM ranks share one clock: the k-th NCCL kernel of every rank is the
// same collective; the rank that started it last waited for nobody, the others
// for it, and what is left (min end − max start) is the transfer itself,
// 6–82 µs by the data's README.
TEST(MeasuredExposure, EightRanksWaitForTheLastToJoin) {
  auto traces =
      ReadTraceFiles({testing::SharedData("traces_real/param_dlrm_8rank/dlrm_kineto.tar.gz")});
  ASSERT_TRUE(traces.ok()) << traces.status();
  ASSERT_EQ(traces->size(), 8u);
  for (size_t r = 0; r < 8; ++r) EXPECT_EQ((*traces)[r].rank, static_cast<int64_t>(r));
  std::vector<MeasuredTrace> measured = ExplainTraces(*traces);
  for (size_t k = 0; k < 8; ++k) {
    double max_start = -1;
    double min_end = 1e300;
    int64_t latest = -1;
    for (size_t r = 0; r < 8; ++r) {
      const KinetoKernel& kernel = (*traces)[r].kernels[measured[r].collectives[k].kernel];
      if (kernel.ts_us > max_start) {
        max_start = kernel.ts_us;
        latest = static_cast<int64_t>(r);
      }
      min_end = std::min(min_end, kernel.ts_us + kernel.dur_us);
    }
    EXPECT_GE(min_end - max_start, 5) << k;
    EXPECT_LE(min_end - max_start, 90) << k;
    for (size_t r = 0; r < 8; ++r) {
      const MeasuredCollective& c = measured[r].collectives[k];
      if (static_cast<int64_t>(r) == latest) {
        EXPECT_DOUBLE_EQ(c.peer_wait_us, 0);
      } else {
        EXPECT_GT(c.peer_wait_us, 0);
        EXPECT_EQ(c.late_rank, latest);
      }
    }
  }
}

// One rank, hand-written: compute stream 7, NCCL stream 20.
//  gemm_a [0, 100) on 7; nccl_1 (all_reduce) [50, 250) on 20, launched at
//  40; gemm_b launched at 60, runs [250, 300) (it waited for nccl_1): nccl_1
//  overlaps gemm_a 50, exposed 150 → data_dependency. nccl_2 launched at 100
//  while nccl_1 ran, starts at 250, [250, 400): overlaps gemm_b 50, exposed
//  100, queued 150 (250 − 100) → fifo. gemm_c launched at 450 (after nccl_2
//  ended) runs [460, 500): nothing was queued in compute → nccl_2's ... is
//  fifo already; nccl_3 [500, 560) launched at 495, gemm_d launched at 600,
//  runs [600, 610) → launch_overhead; nccl_4 [700, 720), nothing after →
//  end_of_trace.
constexpr const char* kTrace = R"({"distributedInfo": {"rank": 0, "world_size": 2},
 "traceEvents": [
  {"ph":"X","cat":"kernel","name":"gemm_a","ts":1000,"dur":100,"tid":7,"args":{"stream":7,"correlation":1}},
  {"ph":"X","cat":"kernel","name":"ncclDevKernel_AllReduce_Sum_f32_RING_LL","ts":1050,"dur":200,"tid":20,"args":{"stream":20,"correlation":2}},
  {"ph":"X","cat":"kernel","name":"gemm_b","ts":1250,"dur":50,"tid":7,"args":{"stream":7,"correlation":3}},
  {"ph":"X","cat":"kernel","name":"ncclDevKernel_AllGather_RING_LL","ts":1250,"dur":150,"tid":20,"args":{"stream":20,"correlation":4}},
  {"ph":"X","cat":"kernel","name":"gemm_c","ts":1460,"dur":40,"tid":7,"args":{"stream":7,"correlation":5}},
  {"ph":"X","cat":"kernel","name":"ncclDevKernel_ReduceScatter_Sum_bf16_RING_LL","ts":1500,"dur":60,"tid":20,"args":{"stream":20,"correlation":6}},
  {"ph":"X","cat":"kernel","name":"gemm_d","ts":1600,"dur":10,"tid":7,"args":{"stream":7,"correlation":7}},
  {"ph":"X","cat":"kernel","name":"ncclDevKernel_SendRecv","ts":1700,"dur":20,"tid":20,"args":{"stream":20,"correlation":8}},
  {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","ts":990,"dur":5,"args":{"correlation":1}},
  {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","ts":1040,"dur":5,"args":{"correlation":2}},
  {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","ts":1060,"dur":5,"args":{"correlation":3}},
  {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","ts":1100,"dur":5,"args":{"correlation":4}},
  {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","ts":1450,"dur":5,"args":{"correlation":5}},
  {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","ts":1495,"dur":5,"args":{"correlation":6}},
  {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","ts":1600,"dur":5,"args":{"correlation":7}},
  {"ph":"X","cat":"cuda_runtime","name":"cudaLaunchKernel","ts":1690,"dur":5,"args":{"correlation":8}}
 ]})";

TEST(MeasuredExposure, CausesOfAHandWrittenTrace) {
  auto trace = ParseKinetoTrace(kTrace, "hand.json");
  ASSERT_TRUE(trace.ok()) << trace.status();
  EXPECT_DOUBLE_EQ(trace->kernels[1].launch_us, 1040);
  std::vector<MeasuredTrace> measured = ExplainTraces({*trace});
  ASSERT_EQ(measured.size(), 1u);
  const MeasuredTrace& m = measured[0];
  ASSERT_EQ(m.collectives.size(), 4u);
  const MeasuredCollective& ar = m.collectives[0];
  EXPECT_EQ(ar.kind, CollectiveKind::kAllReduce);
  EXPECT_DOUBLE_EQ(ar.start_us, 50);
  EXPECT_DOUBLE_EQ(ar.overlapped_us, 50);
  EXPECT_DOUBLE_EQ(ar.exposed_us, 150);
  EXPECT_EQ(ar.cause, "data_dependency");
  const MeasuredCollective& ag = m.collectives[1];
  EXPECT_EQ(ag.kind, CollectiveKind::kAllGather);
  EXPECT_DOUBLE_EQ(ag.overlapped_us, 50);
  EXPECT_DOUBLE_EQ(ag.exposed_us, 100);
  EXPECT_DOUBLE_EQ(ag.queued_us, 150);
  EXPECT_EQ(ag.queued_behind, 1);
  EXPECT_EQ(ag.cause, "fifo");
  const MeasuredCollective& rs = m.collectives[2];
  EXPECT_EQ(rs.kind, CollectiveKind::kReduceScatter);
  EXPECT_DOUBLE_EQ(rs.exposed_us, 60);
  EXPECT_EQ(rs.cause, "launch_overhead");
  const MeasuredCollective& a2a = m.collectives[3];
  EXPECT_EQ(a2a.kind, CollectiveKind::kAllToAll);
  EXPECT_EQ(a2a.cause, "end_of_trace");
  // Communication 430 µs, exposed 150 + 100 + 60 + 20.
  EXPECT_DOUBLE_EQ(m.comm_us, 430);
  EXPECT_DOUBLE_EQ(m.exposed_us, 330);
  EXPECT_DOUBLE_EQ(m.exposed_wall_us, 330);
  EXPECT_DOUBLE_EQ(m.compute_us, 200);
  EXPECT_DOUBLE_EQ(m.span_us, 720);
}

// HTA's DDP trace against a graph of the same step's collectives: each of 3
// steps broadcasts 212,480 B and 424 B, then all_reduces the 5 DDP buckets;
// the 21 collectives match the 21 NCCL kernels by kind and order.
TEST(MeasuredExposure, AGraphMatchesARealTraceByKindAndOrder) {
  std::string params;
  std::string body;
  const int64_t buckets[] = {8196000, 31502336, 26255360, 26550272, 9724160};
  for (int step = 0; step < 3; ++step) {
    for (int b = 0; b < 2; ++b) {
      const std::string x = fmt::format("b{}_{}", step, b);
      params += fmt::format("{}{}: \"f32[{}]\"", params.empty() ? "" : ", ", x,
                            b == 0 ? 212480 / 4 : 424 / 4);
      body += fmt::format(
          "{0}c = torch.ops._c10d_functional.broadcast.default({0}, 0, '0')\n"
          "{0}w = torch.ops._c10d_functional.wait_tensor.default({0}c)\n",
          x);
    }
    for (int b = 0; b < 5; ++b) {
      const std::string x = fmt::format("g{}_{}", step, b);
      params += fmt::format(", {}: \"f32[{}]\"", x, buckets[b] / 4);
      body += fmt::format(
          "{0}c = torch.ops._c10d_functional.all_reduce.default({0}, 'avg', '0')\n"
          "{0}w = torch.ops._c10d_functional.wait_tensor.default({0}c)\n",
          x);
    }
  }
  body += "return (g2_4w,)";
  auto graph = testing::LoadText(testing::Module(params, body));
  ASSERT_TRUE(graph.ok()) << graph.status();
  ExplainRequest request;
  request.sim.pg_sizes["0"] = 2;
  request.sim.colls = "none";
  auto explained = RunExplain(*graph, "", request);
  ASSERT_TRUE(explained.ok()) << explained.status();
  auto traces = ReadTraceFiles(
      {testing::SharedData("traces_real/hta_tests/nccl_parser_config/nccl_data.json.gz")});
  ASSERT_TRUE(traces.ok()) << traces.status();
  std::vector<MeasuredTrace> measured = ExplainTraces(*traces);
  TraceComparison comparison = CompareWithTrace(*graph, explained->report.timings, measured[0]);
  EXPECT_EQ(comparison.matched, 21);
  EXPECT_EQ(comparison.trace_unmatched, 0);
  ASSERT_EQ(comparison.rows.size(), 21u);
  // The first all_reduce of each step is the 8,196,000 B bucket: its kernel
  // carries that many bytes (2,049,000 fp32 elements).
  for (size_t step = 0; step < 3; ++step) {
    const MatchedCollective& row = comparison.rows[step * 7 + 2];
    EXPECT_EQ(row.kind, CollectiveKind::kAllReduce);
    ASSERT_GE(row.collective, 0);
    const MeasuredCollective& c = measured[0].collectives[static_cast<size_t>(row.collective)];
    EXPECT_EQ((*traces)[0].kernels[c.kernel].nccl->in_nelems, 2049000);
  }
  nlohmann::ordered_json json = ComparisonToJson(*graph, measured[0], comparison);
  EXPECT_EQ(json["matched"], 21);
  EXPECT_EQ(json["rows"].size(), 21u);
}

}  // namespace
}  // namespace collopt
