// collopt/mesh/torchtitan_dp2ep.cc — see torchtitan_dp2ep.h.
#include "mesh/torchtitan_dp2ep.h"

#include <string>

#include "fmt/format.h"

namespace collopt {
namespace {

absl::Status CheckDp2EpDivides(const char* rule, int64_t divisor, int64_t n) {
  if (n % divisor == 0) return absl::OkStatus();
  std::string msg = fmt::format("{} is required: {} does not divide {}", rule, divisor, n);
  return absl::InvalidArgumentError(msg);
}

absl::Status CheckSplit(const ParallelDims& d, bool etp_is_tp) {
  if (etp_is_tp) {
    if (auto s = CheckDp2EpDivides("dp2ep with etp = tp: ep % cp == 0", d.cp, d.ep); !s.ok())
      return s;
    return CheckDp2EpDivides("dp2ep with etp = tp: (dp_shard*cp) % ep == 0", d.ep,
                             d.dp_shard * d.cp);
  }
  if (auto s = CheckDp2EpDivides("dp2ep with etp = 1: ep % (cp*tp) == 0", d.cp * d.tp, d.ep);
      !s.ok()) {
    return s;
  }
  return CheckDp2EpDivides("dp2ep with etp = 1: (dp_shard*cp*tp) % ep == 0", d.ep,
                           d.dp_shard * d.cp * d.tp);
}

}  // namespace

absl::StatusOr<Dp2EpDims> MakeDp2EpDims(const ParallelDimsConfig& config, bool etp_is_tp) {
  absl::StatusOr<ParallelDims> dims = MakeParallelDims(config);
  if (!dims.ok()) return dims.status();
  Dp2EpDims out{*dims, etp_is_tp, dims->dp_shard, 1};
  if (dims->ep == 1) return out;
  if (absl::Status status = CheckSplit(*dims, etp_is_tp); !status.ok()) return status;
  int64_t borrowed = etp_is_tp ? dims->cp : dims->cp * dims->tp;
  out.in_ep = dims->ep / borrowed;
  out.mod_ep = dims->dp_shard / out.in_ep;
  return out;
}

MeshView Dp2EpView(const Dp2EpDims& d) {
  return {{"pp", "dp_replicate", "dp_shard_mod_ep", "dp_shard_in_ep", "cp", "tp"},
          {d.dims.pp, d.dims.dp_replicate, d.mod_ep, d.in_ep, d.dims.cp, d.dims.tp}};
}

GroupTable Dp2EpGroups(const Dp2EpDims& dims) {
  MeshView view = Dp2EpView(dims);
  std::vector<std::string> ep = {"dp_shard_in_ep", "cp"};
  if (!dims.etp_is_tp) ep.emplace_back("tp");
  return {
      {"pp", ViewGroupsOrEmpty(view, {"pp"})},
      {"dp_replicate", ViewGroupsOrEmpty(view, {"dp_replicate"})},
      {"tp", ViewGroupsOrEmpty(view, {"tp"})},
      {"cp", ViewGroupsOrEmpty(view, {"cp"})},
      {"dp", ViewGroupsOrEmpty(view, {"dp_replicate", "dp_shard_mod_ep", "dp_shard_in_ep"})},
      {"dp_shard_cp", ViewGroupsOrEmpty(view, {"dp_shard_mod_ep", "dp_shard_in_ep", "cp"})},
      {"dp_cp",
       ViewGroupsOrEmpty(view, {"dp_replicate", "dp_shard_mod_ep", "dp_shard_in_ep", "cp"})},
      {"ep", ViewGroupsOrEmpty(view, ep)},
      {"dp_shard_mod_ep", ViewGroupsOrEmpty(view, {"dp_shard_mod_ep"})},
      {"dp_shard_in_ep", ViewGroupsOrEmpty(view, {"dp_shard_in_ep"})},
  };
}

}  // namespace collopt
