// collopt/cost/nccl_tests_log.cc — see nccl_tests_log.h.
#include "cost/nccl_tests_log.h"

#include <cctype>
#include <tuple>

#include "fmt/format.h"
#include "support/strings.h"

namespace collopt {
namespace {

// The benchmark the log quotes ("…/all_reduce_perf -b 8 …"), a view into
// its line; "" when none.
std::string_view BenchmarkName(const SourceFile& file) {
  for (int32_t line = 1; line <= file.line_count(); ++line) {
    std::string_view text = file.Line(line);
    size_t at = text.find("_perf");
    if (at == std::string_view::npos) continue;
    size_t begin = at;
    while (begin > 0 && (std::isalnum(static_cast<unsigned char>(text[begin - 1])) != 0 ||
                         text[begin - 1] == '_')) {
      --begin;
    }
    return text.substr(begin, at + 5 - begin);
  }
  return {};
}

// "#  Rank  3 Group  0 Pid …": one per rank (nccl-tests prints every GPU).
int64_t RankLines(const SourceFile& file) {
  int64_t ranks = 0;
  for (int32_t line = 1; line <= file.line_count(); ++line) {
    std::vector<std::string_view> words = SplitWhitespace(file.Line(line));
    if (words.size() >= 3 && words[0] == "#" && words[1] == "Rank" &&
        ParseWholeNumber<int64_t>(words[2]).has_value()) {
      ++ranks;
    }
  }
  return ranks;
}

}  // namespace

std::optional<CollectiveKind> NcclTestsCollective(std::string_view name) {
  if (name == "all_reduce_perf" || name == "all_reduce") return CollectiveKind::kAllReduce;
  if (name == "all_gather_perf" || name == "all_gather" || name == "all_gather_into_tensor") {
    return CollectiveKind::kAllGather;
  }
  if (name == "reduce_scatter_perf" || name == "reduce_scatter" ||
      name == "reduce_scatter_tensor") {
    return CollectiveKind::kReduceScatter;
  }
  return std::nullopt;
}

absl::StatusOr<NcclTestsLog> ParseNcclTestsLog(const SourceFile& file,
                                               std::optional<CollectiveKind> kind,
                                               std::optional<int64_t> ranks) {
  NcclTestsLog log;
  if (kind.has_value()) {
    log.kind = *kind;
  } else {
    std::string_view name = BenchmarkName(file);
    if (name.empty()) {
      return file.Error({1, 1},
                        "expected the benchmark's name (all_reduce_perf, all_gather_perf, "
                        "reduce_scatter_perf) in the log, found none; pass --collective");
    }
    auto named = NcclTestsCollective(name);
    if (!named.has_value()) {
      return file.Error(
          file.LocOfView(name),
          fmt::format("expected all_reduce_perf, all_gather_perf or reduce_scatter_perf, found "
                      "'{}' (collopt's collective tables price all_gather, reduce_scatter and "
                      "all_reduce)",
                      std::string(name)));
    }
    log.kind = *named;
  }
  log.ranks = ranks.value_or(RankLines(file));
  if (log.ranks < 1) {
    return file.Error({1, 1},
                      "expected '#  Rank N Group …' lines naming the ranks, found none; pass "
                      "--group-size");
  }
  for (int32_t line = 1; line <= file.line_count(); ++line) {
    std::vector<std::string_view> words = SplitWhitespace(file.Line(line));
    // A row starts with its size; anything else (comments, the launcher's
    // command line, NCCL INFO lines) is not the benchmark's table.
    if (words.empty() || !ParseWholeNumber<int64_t>(words[0]).has_value()) continue;
    // size count type redop root time algbw busbw ...
    if (words.size() < 8) {
      return file.Error({line, 1},
                        fmt::format("expected a row 'size count type redop root time algbw "
                                    "busbw ...', got {} fields",
                                    words.size()));
    }
    auto size = ParseWholeNumber<int64_t>(words[0]);
    auto count = ParseWholeNumber<int64_t>(words[1]);
    auto time = ParseWholeNumber<double>(words[5]);
    auto busbw = ParseWholeNumber<double>(words[7]);
    for (auto [ok, word, what] :
         {std::tuple{size.has_value() && *size >= 0, words[0], "a size in bytes"},
          std::tuple{count.has_value() && *count >= 0, words[1], "an element count"},
          std::tuple{time.has_value() && *time >= 0, words[5], "a time in us"},
          std::tuple{busbw.has_value() && *busbw >= 0, words[7], "a bus bandwidth in GB/s"}}) {
      if (!ok) {
        return file.Error(file.LocOfView(word),
                          fmt::format("expected {}, got '{}'", what, std::string(word)));
      }
    }
    NcclTestsRow row;
    row.line = line;
    row.size_bytes = *size;
    row.input_bytes = *size;
    if (log.kind == CollectiveKind::kAllGather) {
      if (*size % log.ranks != 0) {
        return file.Error(file.LocOfView(words[0]),
                          fmt::format("expected an all_gather size divisible by the {} ranks, "
                                      "got {}",
                                      log.ranks, *size));
      }
      row.input_bytes = *size / log.ranks;
    }
    row.time_us = *time;
    row.busbw_gbps = *busbw;
    log.rows.push_back(row);
  }
  if (log.rows.empty()) {
    return file.Error({file.line_count() > 0 ? file.line_count() : 1, 1},
                      "expected size rows, found none");
  }
  return log;
}

}  // namespace collopt
