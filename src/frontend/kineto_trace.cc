// collopt/frontend/kineto_trace.cc — see kineto_trace.h.
#include "frontend/kineto_trace.h"

#include "absl/container/flat_hash_map.h"
#include "fmt/format.h"
#include "frontend/archive.h"
#include "nlohmann/json.hpp"

namespace collopt {
namespace {

int64_t JsonInt(const nlohmann::json& args, const char* key) {
  auto it = args.find(key);
  return it != args.end() && it->is_number_integer() ? it->get<int64_t>() : -1;
}

std::string Text(const nlohmann::json& args, const char* key) {
  auto it = args.find(key);
  return it != args.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

std::optional<CollectiveKind> NcclArgsCollective(std::string_view name) {
  if (name == "allreduce" || name == "all_reduce" || name == "allreduce_coalesced") {
    return CollectiveKind::kAllReduce;
  }
  if (name == "allgather" || name == "all_gather" || name == "_allgather_base" ||
      name == "all_gather_into_tensor" || name == "allgather_into_tensor_coalesced") {
    return CollectiveKind::kAllGather;
  }
  if (name == "reduce_scatter" || name == "_reduce_scatter_base" ||
      name == "reduce_scatter_tensor" || name == "reduce_scatter_tensor_coalesced") {
    return CollectiveKind::kReduceScatter;
  }
  if (name == "all_to_all" || name == "all_to_allv" || name == "alltoall" ||
      name == "alltoall_base") {
    return CollectiveKind::kAllToAll;
  }
  if (name == "broadcast" || name == "_broadcast_oop") return CollectiveKind::kBroadcast;
  return std::nullopt;
}

absl::StatusOr<KinetoTrace> ParseKinetoTrace(const std::string& text, const std::string& name) {
  nlohmann::json json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: expected a JSON Chrome trace, the file is not JSON", name));
  }
  KinetoTrace trace;
  trace.name = name;
  const nlohmann::json* events = &json;
  if (json.is_object()) {
    auto it = json.find("traceEvents");
    if (it == json.end() || !it->is_array()) {
      return absl::InvalidArgumentError(
          fmt::format("{}: error: expected a \"traceEvents\" array in the trace object", name));
    }
    events = &*it;
    if (auto info = json.find("distributedInfo"); info != json.end() && info->is_object()) {
      trace.rank = info->value("rank", int64_t{-1});
      trace.world_size = info->value("world_size", int64_t{0});
    }
  } else if (!json.is_array()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: expected a trace object or an array of events, got {}", name,
                    json.type_name()));
  }
  absl::flat_hash_map<int64_t, double> launches;  // correlation → host launch time
  std::vector<int64_t> correlation;               // per kernel, −1 when none
  for (size_t i = 0; i < events->size(); ++i) {
    const nlohmann::json& e = (*events)[i];
    if (!e.is_object()) continue;
    const std::string cat = e.value("cat", "");
    if (cat == "cuda_runtime" || cat == "cuda_driver") {
      auto args = e.find("args");
      auto ts = e.find("ts");
      if (args != e.end() && args->is_object() && ts != e.end() && ts->is_number()) {
        if (int64_t id = JsonInt(*args, "correlation"); id >= 0)
          launches.emplace(id, ts->get<double>());
      }
      continue;
    }
    if (cat != "kernel") continue;
    auto ts = e.find("ts");
    auto dur = e.find("dur");
    if (ts == e.end() || dur == e.end() || !ts->is_number() || !dur->is_number()) {
      return absl::InvalidArgumentError(
          fmt::format("{}: error: traceEvents[{}] (kernel '{}'): expected numeric \"ts\" and "
                      "\"dur\"",
                      name, i, e.value("name", "")));
    }
    KinetoKernel k;
    k.name = e.value("name", "");
    k.ts_us = ts->get<double>();
    k.dur_us = dur->get<double>();
    if (auto tid = e.find("tid"); tid != e.end() && tid->is_number_integer()) {
      k.stream = tid->get<int64_t>();
    }
    auto args = e.find("args");
    correlation.push_back(args != e.end() && args->is_object() ? JsonInt(*args, "correlation")
                                                               : -1);
    if (args != e.end() && args->is_object()) {
      if (auto stream = args->find("stream");
          stream != args->end() && stream->is_number_integer()) {
        k.stream = stream->get<int64_t>();
      }
      if (auto collective = args->find("Collective name");
          collective != args->end() && collective->is_string()) {
        NcclKernelArgs nccl;
        nccl.collective = collective->get<std::string>();
        nccl.in_nelems = JsonInt(*args, "In msg nelems");
        nccl.out_nelems = JsonInt(*args, "Out msg nelems");
        nccl.group_size = JsonInt(*args, "Group size");
        nccl.dtype = Text(*args, "dtype");
        nccl.process_group = Text(*args, "Process Group Name");
        k.nccl = std::move(nccl);
      }
    }
    trace.kernels.push_back(std::move(k));
  }
  for (size_t i = 0; i < trace.kernels.size(); ++i) {
    if (auto it = launches.find(correlation[i]); it != launches.end()) {
      trace.kernels[i].launch_us = it->second;
    }
  }
  return trace;
}

absl::StatusOr<std::vector<KinetoTrace>> ReadKinetoTraces(const std::string& path) {
  auto members = ReadFileMembers(path);
  if (!members.ok()) return members.status();
  std::vector<KinetoTrace> traces;
  for (const FileMember& member : *members) {
    auto trace = ParseKinetoTrace(member.bytes, member.name);
    if (!trace.ok()) return trace.status();
    traces.push_back(*std::move(trace));
  }
  return traces;
}

}  // namespace collopt
