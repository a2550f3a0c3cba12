// collopt/mesh/megatron_groups.cc — see megatron_groups.h.
#include "mesh/megatron_groups.h"

#include <utility>

#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {
namespace {

absl::Status CheckDivides(const char* rule, int64_t divisor, int64_t world_size) {
  if (divisor >= 1 && world_size % divisor == 0) return absl::OkStatus();
  std::string msg = fmt::format("{} must divide the world size: found {} and world size {}", rule,
                                divisor, world_size);
  return absl::InvalidArgumentError(msg);
}

absl::Status CheckWorld(const MegatronConfig& c, int64_t etp) {
  if (c.world_size < 1 || c.tp < 1 || c.pp < 1 || c.cp < 1 || c.ep < 1 || etp < 1) {
    std::string msg = fmt::format(
        "every size must be >= 1, found world size {}, tp {}, pp {}, cp {}, ep {}, etp {}",
        c.world_size, c.tp, c.pp, c.cp, c.ep, etp);
    return absl::InvalidArgumentError(msg);
  }
  if (auto s = CheckDivides("tp*pp*cp", c.tp * c.pp * c.cp, c.world_size); !s.ok()) return s;
  return CheckDivides("etp*ep*pp", etp * c.ep * c.pp, c.world_size);
}

absl::Status CheckConsistent(const MegatronLayout& layout) {
  const MegatronConfig& c = layout.config;
  if (!EndsWith(c.order, "pp") && c.pp > 1 && layout.edp != layout.dp) {
    std::string msg = fmt::format(
        "when the order does not end with pp and pp > 1, the expert data-parallel size must "
        "equal the data-parallel size: found edp = {} and dp = {}",
        layout.edp, layout.dp);
    return absl::InvalidArgumentError(msg);
  }
  absl::StatusOr<RankGroups> dense_pp = layout.dense.GetRanks("pp");
  absl::StatusOr<RankGroups> expert_pp = layout.expert.GetRanks("pp");
  if (!dense_pp.ok()) return dense_pp.status();
  if (!expert_pp.ok()) return expert_pp.status();
  if (*dense_pp != *expert_pp) {
    return absl::InvalidArgumentError(
        "pipeline groups must be the same for the dense and the expert generator: order '" +
        c.order + "' gives different pp groups");
  }
  return absl::OkStatus();
}

RankGroups Ranks(const RankGenerator& generator, std::string_view token) {
  absl::StatusOr<RankGroups> groups = generator.GetRanks(token);
  return groups.ok() ? *std::move(groups) : RankGroups{};
}

// `default_embedding_ranks` (first and last stage) or
// `default_position_embedding_ranks` (first stage) of each pp group.
RankGroups EmbeddingGroups(const RankGroups& pp_groups, bool last_too) {
  RankGroups out;
  for (const std::vector<int64_t>& ranks : pp_groups) {
    std::vector<int64_t> group = {ranks.front()};
    if (last_too && ranks.size() > 1) group.push_back(ranks.back());
    out.push_back(std::move(group));
  }
  return out;
}

}  // namespace

absl::StatusOr<MegatronLayout> MakeMegatronLayout(const MegatronConfig& config) {
  int64_t etp = config.etp == 0 ? config.tp : config.etp;
  if (absl::Status status = CheckWorld(config, etp); !status.ok()) return status;
  int64_t dp = config.world_size / (config.tp * config.pp * config.cp);
  int64_t edp = config.world_size / (etp * config.ep * config.pp);
  absl::StatusOr<RankGenerator> dense =
      RankGenerator::Create({.tp = config.tp, .ep = 1, .dp = dp, .pp = config.pp, .cp = config.cp},
                            config.order, config.rank_offset);
  if (!dense.ok()) return dense.status();
  absl::StatusOr<RankGenerator> expert =
      RankGenerator::Create({.tp = etp, .ep = config.ep, .dp = edp, .pp = config.pp, .cp = 1},
                            config.order, config.rank_offset);
  if (!expert.ok()) return expert.status();
  MegatronLayout layout{config, dp, edp, *std::move(dense), *std::move(expert)};
  layout.config.etp = etp;
  if (absl::Status status = CheckConsistent(layout); !status.ok()) return status;
  return layout;
}

GroupTable MegatronGroups(const MegatronLayout& layout) {
  const RankGenerator& dense = layout.dense;
  const RankGenerator& expert = layout.expert;
  RankGroups pp = Ranks(dense, "pp");
  GroupTable table = {
      {"tp", Ranks(dense, "tp")},
      {"cp", Ranks(dense, "cp")},
      {"dp", Ranks(dense, "dp")},
      {"dp_cp", Ranks(dense, "dp-cp")},
      {"mp", Ranks(dense, "tp-pp")},
      {"pp", pp},
      {"embd", EmbeddingGroups(pp, true)},
      {"pos_embd", EmbeddingGroups(pp, false)},
      {"tp_cp", Ranks(dense, "tp-cp")},
      {"tp_dp", Ranks(dense, "tp-dp")},
      {"tp_dp_cp", Ranks(dense, "tp-dp-cp")},
      {"ep", Ranks(expert, "ep")},
      {"expt_tp", Ranks(expert, "tp")},
      {"tp_ep", Ranks(expert, "tp-ep")},
      {"tp_ep_pp", Ranks(expert, "tp-ep-pp")},
      {"expt_dp", Ranks(expert, "dp")},
  };
  if (!layout.config.create_all_gather_groups) return table;
  table.emplace_back("dp_cp_ag", Ranks(dense, "dp-cp"));
  if (layout.config.ep > 1) table.emplace_back("expt_dp_ag", Ranks(expert, "dp"));
  return table;
}

}  // namespace collopt
