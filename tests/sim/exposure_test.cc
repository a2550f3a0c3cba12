// Why a collective is exposed (sim/exposure.h): one hand-built graph per cause
// with the cause, its share, the fix and the simulated saving computed by hand
// in the comments; then 80 generated graphs, 10 per cause with random costs,
// sizes and background compute, in which explain must name the planted cause.
#include "sim/exposure.h"

#include <random>
#include <string>

#include "fmt/format.h"
#include "sim/memory.h"
#include "tests/passes/stub_cost_model.h"
#include "tests/sim/sim_case.h"

namespace collopt {
namespace {

using Case = testing::SimCase;

constexpr const char* kExposureParams =
    R"(x: "bf16[64, 64]", y: "bf16[64, 64]", w: "bf16[32, 64]", u: "bf16[32, 64]")";

std::string Ag(std::string_view name, std::string_view input, std::string_view group = "0") {
  return fmt::format(
      "{} = torch.ops._c10d_functional.all_gather_into_tensor.default({}, 2, '{}')\n", name, input,
      group);
}
std::string Wait(std::string_view name, std::string_view coll) {
  return fmt::format("{} = torch.ops._c10d_functional.wait_tensor.default({})\n", name, coll);
}
std::string Mm(std::string_view name, std::string_view a, std::string_view b) {
  return fmt::format("{} = torch.ops.aten.mm.default({}, {})\n", name, a, b);
}
std::string Sum(std::string_view name, std::string_view a) {
  return fmt::format("{} = torch.ops.aten.sum.default({})\n", name, a);
}

// A cost model whose collectives cost `fixed_us` at 1 byte: the fixed
// per-call time explain reads (node costs are set on the case by hand).
class FixedCallModel : public CostModel {
 public:
  explicit FixedCallModel(double fixed_us) : CostModel(testing::H100()), fixed_us_(fixed_us) {}
  std::pair<double, CostSource> CollectiveTime(CollectiveKind /*kind*/,
                                               const std::string& /*group_name*/,
                                               int64_t /*group_size*/, int64_t /*input_bytes*/,
                                               int64_t /*output_bytes*/) const override {
    return {fixed_us_, CostSource::kTable};
  }

 private:
  double fixed_us_;
};

ExposureReport Explain(const Case& c, double fixed_us = 10,
                       std::optional<int64_t> memory_limit = std::nullopt, size_t priced = 20) {
  FixedCallModel model(fixed_us);
  ExplainOptions options;
  options.memory_limit_bytes = memory_limit;
  options.priced = priced;
  return ExplainExposure(c.graph, c.costs, model, options);
}

// The entry of collective `name` (a test failure when it is not exposed).
const ExposedCollective& Entry(const Case& c, const ExposureReport& r, std::string_view name) {
  for (const ExposedCollective& e : r.collectives) {
    if (c.graph.node(e.node).name == name) return e;
  }
  static ExposedCollective none;
  ADD_FAILURE() << name << " is not exposed";
  return none;
}

std::string NameOf(const Case& c, NodeId id) { return id == kNoNode ? "-" : c.graph.node(id).name; }

TEST(Exposure, FifoBehindALongCollectiveOnItsGroup) {
  Case c = testing::MakeSimCase(
      kExposureParams, Ag("big", "w") + Ag("ag", "u") + Mm("mm", "x", "x") + Wait("wt", "ag") +
                           Sum("s", "wt") + Wait("wb", "big") + "return (s, wb, mm)");
  c.Set("big", 1000);
  c.Set("ag", 100);
  c.Set("mm", 300);
  c.Set("s", 10);
  ExposureReport r = Explain(c);
  // pg 0: big [0, 1000), ag queued to [1000, 1100); compute: mm [0, 300),
  // wt stalls 800 to 1100, s to 1110; big is done by its wait.
  EXPECT_DOUBLE_EQ(r.step_us, 1110);
  EXPECT_DOUBLE_EQ(r.exposed_us, 800);
  ASSERT_EQ(r.collectives.size(), 1u);
  const ExposedCollective& e = r.collectives[0];
  EXPECT_EQ(e.cause, ExposureCause::kFifo);
  EXPECT_DOUBLE_EQ(e.cause_us, 800);  // min(queue 1000, exposed 800)
  EXPECT_EQ(NameOf(c, e.blocked_by), "big");
  EXPECT_EQ(NameOf(c, e.wait), "wt");
  EXPECT_DOUBLE_EQ(e.comm_us, 100);
  // On a stream of its own: ag [0, 100), s at 300..310, then wb stalls to
  // big's end at 1000: step 1000, saving 110.
  ASSERT_TRUE(e.saving_us.has_value());
  EXPECT_DOUBLE_EQ(*e.saving_us, 110);
}

// ag reads a graph input but is issued after two mms that do not feed it.
Case IssuedLateCase() {
  Case c = testing::MakeSimCase(R"(x: "bf16[512, 512]", w: "bf16[128, 512]")",
                                Mm("mm1", "x", "x") + Mm("mm2", "mm1", "x") + Ag("ag", "w") +
                                    Wait("wt", "ag") + Sum("s", "wt") + "return (s, mm2)");
  c.Set("mm1", 200);
  c.Set("mm2", 200);
  c.Set("ag", 300);
  c.Set("s", 10);
  return c;
}

TEST(Exposure, IssuedLateWithoutAMemoryLimit) {
  Case c = IssuedLateCase();
  ExposureReport r = Explain(c);
  // mm1, mm2 [0, 400); ag [400, 700) waited at once; s to 710.
  EXPECT_DOUBLE_EQ(r.step_us, 710);
  ASSERT_EQ(r.collectives.size(), 1u);
  const ExposedCollective& e = r.collectives[0];
  EXPECT_EQ(e.cause, ExposureCause::kIssuedLate);
  EXPECT_DOUBLE_EQ(e.cause_us, 300);  // min(400 late, 300 exposed)
  EXPECT_EQ(e.fix_count, 2);          // prefetch past mm1 and mm2
  // Live bytes (x 512 KiB, w 128 KiB): at mm1 +512 KiB, at mm2 +512 KiB
  // (mm1 freed after it), at ag +256 KiB (w gathered over 2 ranks), s a
  // scalar: the peak is x + w + mm1 + mm2 = 1664 KiB, and holding ag's 256
  // KiB from the start over mm1 and mm2 makes it 1920 KiB.
  EXPECT_EQ(r.peak_bytes, 1664 * 1024);
  EXPECT_EQ(e.fix_peak_bytes, 1920 * 1024);
  // ag first: [0, 300) under mm1, mm2; the wait at 400 finds it done: 410.
  ASSERT_TRUE(e.saving_us.has_value());
  EXPECT_DOUBLE_EQ(*e.saving_us, 300);
}

TEST(Exposure, MemoryLimitCutsThePrefetch) {
  Case c = IssuedLateCase();
  // A limit between the peak (1664 KiB) and the prefetch's (1920 KiB).
  ExposureReport r = Explain(c, 10, int64_t{1792} * 1024);
  ASSERT_EQ(r.collectives.size(), 1u);
  EXPECT_EQ(r.collectives[0].cause, ExposureCause::kMemoryLimit);
  EXPECT_EQ(r.collectives[0].fix_peak_bytes, 1920 * 1024);
  // At the prefetch's own peak the limit no longer cuts it.
  EXPECT_EQ(Explain(c, 10, int64_t{1920} * 1024).collectives[0].cause, ExposureCause::kIssuedLate);
}

TEST(Exposure, WaitEarlyBeforeComputeThatDoesNotReadIt) {
  Case c = testing::MakeSimCase(kExposureParams, Ag("ag", "w") + Wait("wt", "ag") +
                                                     Mm("mm1", "x", "x") + Mm("mm2", "mm1", "x") +
                                                     Sum("s", "wt") + "return (s, mm2)");
  c.Set("ag", 300);
  c.Set("mm1", 200);
  c.Set("mm2", 200);
  c.Set("s", 10);
  ExposureReport r = Explain(c);
  EXPECT_DOUBLE_EQ(r.step_us, 710);  // 300 stalled + 400 + 10
  ASSERT_EQ(r.collectives.size(), 1u);
  const ExposedCollective& e = r.collectives[0];
  EXPECT_EQ(e.cause, ExposureCause::kWaitEarly);
  EXPECT_DOUBLE_EQ(e.cause_us, 300);  // min(gap 400, exposed 300)
  EXPECT_EQ(NameOf(c, e.blocked_by), "s");
  EXPECT_EQ(e.fix_count, 2);
  // The wait before s: ag [0, 300) under mm1, mm2 [0, 400); s to 410.
  EXPECT_DOUBLE_EQ(*e.saving_us, 300);
}

TEST(Exposure, LateInputAfterComputeThatDoesNotFeedIt) {
  Case c = testing::MakeSimCase(
      kExposureParams, Mm("mm1", "x", "x") + Mm("p", "y", "y") +
                           "v = torch.ops.aten.slice.Tensor(p, 0, 0, 32)\n" + Ag("ag", "v") +
                           Wait("wt", "ag") + Sum("s", "wt") + "return (s, mm1)");
  c.Set("mm1", 300);
  c.Set("p", 100);
  c.Set("ag", 200);
  c.Set("s", 10);
  ExposureReport r = Explain(c);
  // mm1 [0, 300), p [300, 400), ag [400, 600) waited at once, s to 610.
  EXPECT_DOUBLE_EQ(r.step_us, 610);
  ASSERT_EQ(r.collectives.size(), 1u);
  const ExposedCollective& e = r.collectives[0];
  EXPECT_EQ(e.cause, ExposureCause::kLateInput);
  // In reach (ended after 400 − 200): p (feeds ag) and mm1 (300, does not).
  EXPECT_DOUBLE_EQ(e.cause_us, 200);
  EXPECT_EQ(NameOf(c, e.blocked_by), "mm1");
  EXPECT_EQ(e.fix_count, 1);
  // p, ag first: p [0, 100), ag [100, 300) under mm1 [100, 400); s to 410.
  EXPECT_DOUBLE_EQ(*e.saving_us, 200);
}

TEST(Exposure, DataDependencyWithAChunkingEstimate) {
  Case c = testing::MakeSimCase(kExposureParams, Ag("ag", "w") + Wait("wt", "ag") +
                                                     Mm("consumer", "wt", "x") +
                                                     Mm("m2", "consumer", "x") + "return (m2,)");
  c.Set("ag", 300);
  c.Set("consumer", 500);
  c.Set("m2", 200);
  ExposureReport r = Explain(c);
  ASSERT_EQ(r.collectives.size(), 1u);
  const ExposedCollective& e = r.collectives[0];
  EXPECT_EQ(e.cause, ExposureCause::kDataDependency);
  EXPECT_DOUBLE_EQ(e.cause_us, 300);
  EXPECT_EQ(NameOf(c, e.blocked_by), "consumer");
  // d = 300 beside C = 500, 10 µs per call: k = 2 exposes 150 + 10, k = 4
  // 75 + 30, k = 8 37.5 + 70: 4 chunks save 300 − 105.
  EXPECT_EQ(e.fix_count, 4);
  EXPECT_TRUE(e.saving_estimated);
  EXPECT_DOUBLE_EQ(*e.saving_us, 195);
}

TEST(Exposure, SynchronousCollectiveSharesTheComputeStream) {
  // The first all_gather (free) states group 0's size for the all_to_all.
  Case c = testing::MakeSimCase(
      kExposureParams,
      Ag("g0", "u") + Wait("wg", "g0") + Mm("mm", "x", "x") +
          "a2a: \"bf16[128, 32]\" = torch.ops._dtensor.shard_dim_alltoall.default(mm, 0, "
          "1, '0')\n" +
          Mm("m2", "y", "y") + Sum("s", "a2a") + "return (s, m2, wg)");
  c.Set("mm", 100);
  c.Set("a2a", 200);
  c.Set("m2", 300);
  c.Set("s", 10);
  ExposureReport r = Explain(c);
  EXPECT_DOUBLE_EQ(r.step_us, 610);
  ASSERT_EQ(r.collectives.size(), 1u);
  const ExposedCollective& e = r.collectives[0];
  EXPECT_EQ(e.cause, ExposureCause::kSharedStream);
  EXPECT_EQ(NameOf(c, e.wait), "a2a");
  // Asynchronous, read by s: a2a [100, 300) under m2 [100, 400); s to 410.
  EXPECT_DOUBLE_EQ(*e.saving_us, 200);
}

TEST(Exposure, LaunchOverheadOfSmallCollectives) {
  Case c = testing::MakeSimCase(
      kExposureParams, Mm("p1", "x", "x") + "v1 = torch.ops.aten.slice.Tensor(p1, 0, 0, 32)\n" +
                           Ag("ag1", "v1") + Wait("wt1", "ag1") + Sum("s1", "wt1") +
                           Mm("p2", "y", "y") + "v2 = torch.ops.aten.slice.Tensor(p2, 0, 0, 32)\n" +
                           Ag("ag2", "v2") + Wait("wt2", "ag2") + Sum("s2", "wt2") +
                           "return (s1, s2)");
  for (const char* mm : {"p1", "p2"}) c.Set(mm, 50);
  for (const char* ag : {"ag1", "ag2"}) c.Set(ag, 100);
  for (const char* s : {"s1", "s2"}) c.Set(s, 10);
  // Each all_gather is 80 µs of fixed time and 20 of transfer.
  ExposureReport r = Explain(c, 80);
  // p1 [0, 50), ag1 [50, 150) stalled, s1 to 160, p2 to 210, ag2 [210, 310)
  // stalled, s2 to 320.
  EXPECT_DOUBLE_EQ(r.step_us, 320);
  ASSERT_EQ(r.collectives.size(), 2u);
  const ExposedCollective& e2 = Entry(c, r, "ag2");
  // Only s1 (10 µs) in ag2's reach does not feed it: the fixed time (80)
  // accounts for more.
  EXPECT_EQ(e2.cause, ExposureCause::kLaunchOverhead);
  EXPECT_DOUBLE_EQ(e2.cause_us, 80);
  EXPECT_EQ(NameOf(c, e2.blocked_by), "ag1");
  EXPECT_DOUBLE_EQ(*e2.saving_us, 80);  // ag2 pays 20: step 240
  EXPECT_EQ(NameOf(c, Entry(c, r, "ag1").blocked_by), "ag2");
}

TEST(Exposure, EntriesSumToTheSimulatorsExposedTimeMostExposedFirst) {
  Case c = testing::MakeSimCase(kExposureParams, Ag("a", "w") + Ag("b", "u", "1") +
                                                     Wait("wa", "a") + Wait("wb", "b") +
                                                     Mm("mm", "x", "x") + Sum("s", "wa") +
                                                     Sum("t", "wb") + "return (s, t, mm)");
  c.Set("a", 150);
  c.Set("b", 400);
  c.Set("mm", 100);
  ExposureReport r = Explain(c, 10, std::nullopt, 1);
  // a [0, 150) and b [0, 400) on two groups: wa stalls 150, wb 250 more.
  ASSERT_EQ(r.collectives.size(), 2u);
  EXPECT_DOUBLE_EQ(r.exposed_us, 400);
  EXPECT_EQ(NameOf(c, r.collectives[0].node), "b");
  EXPECT_DOUBLE_EQ(r.collectives[0].exposed_us, 250);
  EXPECT_DOUBLE_EQ(r.collectives[1].exposed_us, 150);
  // Both waited before mm, which reads neither: wait_early; b's gap is mm's
  // 100 µs, a's 100 + b's 250.
  EXPECT_EQ(r.collectives[0].cause, ExposureCause::kWaitEarly);
  EXPECT_DOUBLE_EQ(r.collectives[0].cause_us, 100);
  EXPECT_EQ(r.collectives[1].cause, ExposureCause::kWaitEarly);
  EXPECT_DOUBLE_EQ(r.collectives[1].cause_us, 150);
  // Only the first is priced: wb before t: b [0, 400) under the stall on a
  // (150) and mm (to 250), then t waits to 400. Saving 100.
  ASSERT_TRUE(r.collectives[0].saving_us.has_value());
  EXPECT_DOUBLE_EQ(*r.collectives[0].saving_us, 100);
  EXPECT_FALSE(r.collectives[1].saving_us.has_value());
}

// --- Planted causes in generated graphs -----------------------------------

// A generated graph with one planted collective "c", its costs, the fixed
// per-call time and memory limit to explain it with, and the cause planted.
struct Planted {
  Case c;
  double fixed_us = 10;
  std::optional<int64_t> limit;
  ExposureCause cause = ExposureCause::kDataDependency;
};

class Generator {
 public:
  explicit Generator(uint32_t seed) : rng_(seed) {}

  double Uniform(double lo, double hi) {
    return lo + (hi - lo) * static_cast<double>(rng_() % 10000) / 10000.0;
  }
  int Count(int lo, int hi) { return lo + static_cast<int>(rng_() % (hi - lo + 1)); }

  // A chain of n mms "prefix0..n-1" from `from` (x-sized), each costing a
  // random 50–300 µs; returns the body and sets `total` to its time.
  std::string Chain(const std::string& prefix, const std::string& from, int n,
                    std::vector<std::pair<std::string, double>>& costs, double& total) {
    std::string body;
    std::string prev = from;
    total = 0;
    for (int i = 0; i < n; ++i) {
      std::string name = fmt::format("{}{}", prefix, i);
      body += Mm(name, prev, "x");
      double us = Uniform(50, 300);
      costs.emplace_back(name, us);
      total += us;
      prev = name;
    }
    return body;
  }

  Planted Make(ExposureCause cause) {
    Planted p;
    p.cause = cause;
    std::vector<std::pair<std::string, double>> costs;
    const double d = Uniform(200, 800);
    std::string body;
    std::string params = kExposureParams;
    double total = 0;
    switch (cause) {
      case ExposureCause::kDataDependency: {
        // Everything after c reads it; nothing else runs.
        const int n = Count(1, 4);
        body = Ag("c", "w") + Wait("wc", "c") + Mm("use", "wc", "x") +
               Chain("k", "use", n, costs, total) + fmt::format("return (k{},)", n - 1);
        costs.emplace_back("use", Uniform(0, 0.5) * d);
        break;
      }
      case ExposureCause::kFifo: {
        // A long collective ahead of c on its group; compute enough to hide c.
        const int n = Count(2, 5);
        body = Ag("big", "u") + Ag("c", "w") + Chain("k", "x", n, costs, total);
        costs.emplace_back("big", total + Uniform(100, 500));
        body += Wait("wc", "c") + Sum("s", "wc") + Wait("wb", "big") +
                fmt::format("return (s, wb, k{})", n - 1);
        d_ = std::min(d, total);
        break;
      }
      case ExposureCause::kMemoryLimit:
      case ExposureCause::kIssuedLate: {
        // c reads an input but is issued after a chain of 512 KiB mms; its
        // output (2 × rows × 1 KiB) is at most 512 KiB.
        const int rows = 64 << Count(0, 2);
        params = fmt::format(R"(x: "bf16[512, 512]", w: "bf16[{}, 512]")", rows);
        const int n = Count(2, 5);
        body = Chain("k", "x", n, costs, total) + Ag("c", "w") + Wait("wc", "c") + Sum("s", "wc") +
               fmt::format("return (s, k{})", n - 1);
        if (cause == ExposureCause::kMemoryLimit) {
          // Peak: x, w and two chain links; the prefetch adds c's output.
          const int64_t base = int64_t{512} * 1024 * 3 + int64_t{rows} * 1024;
          p.limit = base + int64_t{rows} * 1024;  // half of c's 2 × rows KiB
        }
        break;
      }
      case ExposureCause::kWaitEarly: {
        const int n = Count(2, 5);
        body = Ag("c", "w") + Wait("wc", "c") + Chain("k", "x", n, costs, total) + Sum("s", "wc") +
               fmt::format("return (s, k{})", n - 1);
        break;
      }
      case ExposureCause::kLateInput: {
        // Compute that does not feed c runs first, then c's producer.
        const int n = Count(2, 5);
        body = Chain("k", "x", n, costs, total) + Mm("prod", "y", "y") +
               "v = torch.ops.aten.slice.Tensor(prod, 0, 0, 32)\n" + Ag("c", "v") +
               Wait("wc", "c") + Sum("s", "wc") + fmt::format("return (s, k{})", n - 1);
        costs.emplace_back("prod", Uniform(5, 40));
        break;
      }
      case ExposureCause::kLaunchOverhead: {
        // Two latency-bound collectives, each on its own freshly made input.
        body = Mm("p1", "x", "x") + "v1 = torch.ops.aten.slice.Tensor(p1, 0, 0, 32)\n" +
               Ag("first", "v1") + Wait("wf", "first") + Sum("s1", "wf") + Mm("p2", "y", "y") +
               "v2 = torch.ops.aten.slice.Tensor(p2, 0, 0, 32)\n" + Ag("c", "v2") +
               Wait("wc", "c") + Sum("s2", "wc") + "return (s1, s2)";
        costs.emplace_back("p1", Uniform(20, 80));
        costs.emplace_back("p2", Uniform(20, 80));
        costs.emplace_back("first", d);
        costs.emplace_back("s1", Uniform(1, 0.1 * d));
        p.fixed_us = Uniform(0.6, 0.95) * d;
        break;
      }
      case ExposureCause::kSharedStream: {
        const int n = Count(1, 4);
        body =
            Ag("g0", "u") + Wait("wg", "g0") + Mm("m", "x", "x") +
            "c: \"bf16[128, 32]\" = torch.ops._dtensor.shard_dim_alltoall.default(m, 0, 1, '0')\n" +
            Chain("k", "y", n, costs, total) + Sum("s", "c") +
            fmt::format("return (s, k{}, wg)", n - 1);
        costs.emplace_back("m", Uniform(50, 300));
        break;
      }
    }
    p.c = testing::MakeSimCase(params, body);
    for (const auto& [name, us] : costs) p.c.Set(name, us);
    p.c.Set("c", cause == ExposureCause::kFifo ? d_ : d);
    return p;
  }

 private:
  std::mt19937 rng_;
  double d_ = 0;
};

TEST(Exposure, NamesThePlantedCauseInEveryGeneratedGraph) {
  const ExposureCause causes[] = {ExposureCause::kDataDependency, ExposureCause::kFifo,
                                  ExposureCause::kMemoryLimit,    ExposureCause::kIssuedLate,
                                  ExposureCause::kWaitEarly,      ExposureCause::kLaunchOverhead,
                                  ExposureCause::kLateInput,      ExposureCause::kSharedStream};
  int graphs = 0;
  for (ExposureCause cause : causes) {
    for (uint32_t seed = 1; seed <= 10; ++seed) {
      Generator gen(seed * 7919 + static_cast<uint32_t>(cause));
      Planted p = gen.Make(cause);
      ExposureReport r = Explain(p.c, p.fixed_us, p.limit);
      const ExposedCollective& e = Entry(p.c, r, "c");
      EXPECT_EQ(ExposureCauseName(e.cause), ExposureCauseName(cause))
          << "seed " << seed << ": exposed " << e.exposed_us << ", by "
          << ExposureCauseName(e.cause) << " " << e.cause_us;
      // The fix named for the planted cause saves time.
      if (e.saving_us.has_value()) {
        EXPECT_GT(*e.saving_us, 0) << ExposureCauseName(cause) << " seed " << seed;
      }
      double sum = 0;
      for (const ExposedCollective& x : r.collectives) sum += x.exposed_us;
      EXPECT_NEAR(sum, r.exposed_us, 1e-9 * r.exposed_us);
      ++graphs;
    }
  }
  EXPECT_EQ(graphs, 80);
}

TEST(Exposure, CauseNames) {
  EXPECT_EQ(ExposureCauseName(ExposureCause::kDataDependency), "data_dependency");
  EXPECT_EQ(ExposureCauseName(ExposureCause::kMemoryLimit), "memory_limit");
  EXPECT_EQ(ExposureCauseName(ExposureCause::kSharedStream), "shared_stream");
}

}  // namespace
}  // namespace collopt
