// collopt/frontend/kineto_trace.cc — see kineto_trace.h.
#include "frontend/kineto_trace.h"

#include <fstream>
#include <sstream>

#include "fmt/format.h"
#include "nlohmann/json.hpp"

namespace collopt {
namespace {

int64_t Int(const nlohmann::json& args, const char* key) {
  auto it = args.find(key);
  return it != args.end() && it->is_number_integer() ? it->get<int64_t>() : -1;
}

std::string Text(const nlohmann::json& args, const char* key) {
  auto it = args.find(key);
  return it != args.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

absl::StatusOr<KinetoTrace> ReadKinetoTrace(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(fmt::format("{}: error: cannot read the trace", path));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();
  if (text.size() >= 2 && static_cast<unsigned char>(text[0]) == 0x1f &&
      static_cast<unsigned char>(text[1]) == 0x8b) {
    return absl::InvalidArgumentError(fmt::format(
        "{}: error: expected a JSON trace, found gzip-compressed data; decompress it first "
        "(gunzip -k)",
        path));
  }
  nlohmann::json json = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (json.is_discarded()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: expected a JSON Chrome trace, the file is not JSON", path));
  }
  KinetoTrace trace;
  const nlohmann::json* events = &json;
  if (json.is_object()) {
    auto it = json.find("traceEvents");
    if (it == json.end() || !it->is_array()) {
      return absl::InvalidArgumentError(
          fmt::format("{}: error: expected a \"traceEvents\" array in the trace object", path));
    }
    events = &*it;
    if (auto info = json.find("distributedInfo"); info != json.end() && info->is_object()) {
      trace.rank = info->value("rank", int64_t{-1});
      trace.world_size = info->value("world_size", int64_t{0});
    }
  } else if (!json.is_array()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: expected a trace object or an array of events, got {}", path,
                    json.type_name()));
  }
  for (size_t i = 0; i < events->size(); ++i) {
    const nlohmann::json& e = (*events)[i];
    if (!e.is_object() || e.value("cat", "") != "kernel") continue;
    auto ts = e.find("ts");
    auto dur = e.find("dur");
    if (ts == e.end() || dur == e.end() || !ts->is_number() || !dur->is_number()) {
      return absl::InvalidArgumentError(
          fmt::format("{}: error: traceEvents[{}] (kernel '{}'): expected numeric \"ts\" and "
                      "\"dur\"",
                      path, i, e.value("name", "")));
    }
    KinetoKernel k;
    k.name = e.value("name", "");
    k.ts_us = ts->get<double>();
    k.dur_us = dur->get<double>();
    if (auto tid = e.find("tid"); tid != e.end() && tid->is_number_integer()) {
      k.stream = tid->get<int64_t>();
    }
    auto args = e.find("args");
    if (args != e.end() && args->is_object()) {
      if (auto stream = args->find("stream");
          stream != args->end() && stream->is_number_integer()) {
        k.stream = stream->get<int64_t>();
      }
      if (auto name = args->find("Collective name"); name != args->end() && name->is_string()) {
        NcclKernelArgs nccl;
        nccl.collective = name->get<std::string>();
        nccl.in_nelems = Int(*args, "In msg nelems");
        nccl.out_nelems = Int(*args, "Out msg nelems");
        nccl.group_size = Int(*args, "Group size");
        nccl.dtype = Text(*args, "dtype");
        nccl.process_group = Text(*args, "Process Group Name");
        k.nccl = std::move(nccl);
      }
    }
    trace.kernels.push_back(std::move(k));
  }
  return trace;
}

}  // namespace collopt
