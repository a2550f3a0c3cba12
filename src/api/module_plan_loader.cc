// collopt/api/module_plan_loader.cc — see module_plan_loader.h.
#include "api/module_plan_loader.h"

#include <algorithm>
#include <cctype>
#include <utility>
#include <vector>

#include "analysis/block_plan.h"
#include "fmt/format.h"
#include "fmt/ranges.h"
#include "support/source_file.h"
#include "support/strings.h"

namespace collopt {
namespace {

// One FQN prefix of the plan and where it was written.
struct PlanName {
  std::string fqn;
  size_t offset = 0;
};

struct PlanEntry {
  std::vector<PlanName> names;
  size_t offset = 0;
};

// The plan grammar: `[` (string | `[` string, … `]`), … `]`, with
// whitespace; strings without escapes other than \" and \\.
class PlanParser {
 public:
  explicit PlanParser(const SourceFile& file) : file_(file), text_(file.text()) {}

  absl::StatusOr<std::vector<PlanEntry>> Parse() {
    std::vector<PlanEntry> entries;
    if (auto s = Expect('[', "'[' opening the list of plan entries"); !s.ok()) return s;
    if (Peek() == ']') return Finish(entries);
    while (true) {
      PlanEntry entry;
      Skip();
      entry.offset = pos_;
      if (Peek() == '[') {
        ++pos_;
        while (true) {
          auto name = String("a module name (a string)");
          if (!name.ok()) return name.status();
          entry.names.push_back(std::move(*name));
          if (Peek() == ',') {
            ++pos_;
            continue;
          }
          if (auto s = Expect(']', "',' or ']' in a list of module names"); !s.ok()) return s;
          break;
        }
      } else {
        auto name = String("a module name (a string) or a list of them");
        if (!name.ok()) return name.status();
        entry.names.push_back(std::move(*name));
      }
      entries.push_back(std::move(entry));
      if (Peek() == ',') {
        ++pos_;
        continue;
      }
      if (auto s = Expect(']', "',' or ']' after a plan entry"); !s.ok()) return s;
      return Finish(entries);
    }
  }

 private:
  void Skip() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_])) != 0) {
      ++pos_;
    }
  }
  char Peek() {
    Skip();
    return pos_ < text_.size() ? text_[pos_] : '\0';
  }
  std::string Found() {
    Skip();
    if (pos_ >= text_.size()) return "end of file";
    size_t end = pos_;
    while (end < text_.size() && end - pos_ < 12 &&
           std::isspace(static_cast<unsigned char>(text_[end])) == 0) {
      ++end;
    }
    return fmt::format("'{}'", text_.substr(pos_, end - pos_));
  }
  absl::Status Error(std::string_view expected) {
    std::string found = Found();
    return file_.ErrorAt(pos_, fmt::format("expected {}, found {}", expected, found));
  }
  absl::Status Expect(char c, std::string_view expected) {
    if (Peek() != c) return Error(expected);
    ++pos_;
    return absl::OkStatus();
  }
  absl::StatusOr<PlanName> String(std::string_view expected) {
    if (Peek() != '"') return Error(expected);
    PlanName name;
    name.offset = pos_;
    for (size_t i = pos_ + 1; i < text_.size(); ++i) {
      char c = text_[i];
      if (c == '"') {
        pos_ = i + 1;
        if (name.fqn.empty()) return file_.ErrorAt(name.offset, "expected a module name, found ''");
        return name;
      }
      if (c == '\n') break;
      if (c == '\\' && i + 1 < text_.size() && (text_[i + 1] == '"' || text_[i + 1] == '\\')) {
        c = text_[++i];
      }
      name.fqn += c;
    }
    return file_.ErrorAt(name.offset, "expected a closing '\"', found end of line");
  }
  absl::StatusOr<std::vector<PlanEntry>> Finish(std::vector<PlanEntry>& entries) {
    if (Peek() != '\0') return Error("end of file after the plan");
    return std::move(entries);
  }

  const SourceFile& file_;
  std::string_view text_;
  size_t pos_ = 0;
};

// Parameter indices whose FQN is `prefix` or starts with `prefix.`; `sorted`
// holds (FQN, index) in FQN order. O(log n + matches).
std::vector<size_t> CoveredModules(const std::vector<std::pair<std::string, size_t>>& sorted,
                                   const std::string& prefix) {
  std::vector<size_t> out;
  auto less = [](const std::pair<std::string, size_t>& a, const std::string& b) {
    return a.first < b;
  };
  for (auto it = std::lower_bound(sorted.begin(), sorted.end(), prefix, less);
       it != sorted.end() && it->first == prefix; ++it) {
    out.push_back(it->second);
  }
  const std::string dotted = prefix + ".";
  for (auto it = std::lower_bound(sorted.begin(), sorted.end(), dotted, less);
       it != sorted.end() && it->first.compare(0, dotted.size(), dotted) == 0; ++it) {
    out.push_back(it->second);
  }
  return out;
}

absl::StatusOr<std::vector<std::string>> ReadNames(const std::string& path, size_t expected) {
  auto file = SourceFile::Read(path);
  if (!file.ok()) return file.status();
  std::vector<std::string> names;
  for (std::string_view line : Split(file->text(), '\n')) {
    line = StripWhitespace(line);
    if (!line.empty()) names.emplace_back(line);
  }
  if (names.size() != expected) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: --param-names lists {} names but the graph has {} parameters "
                    "(graph inputs with an FSDP all_gather, or gradients with an FSDP "
                    "reduce_scatter)",
                    path, names.size(), expected));
  }
  return names;
}

}  // namespace

absl::StatusOr<ModulePlan> LoadModulePlan(const Graph& graph, const std::string& plan,
                                          const std::string& param_names_path) {
  if (plan == "blocks") {
    auto blocks = DeriveBlockPlan(graph);
    if (!blocks.ok()) return blocks.status();
    return ToModulePlan(*blocks);
  }
  auto file = SourceFile::Read(plan);
  if (!file.ok()) return file.status();
  auto entries = PlanParser(*file).Parse();
  if (!entries.ok()) return entries.status();
  if (param_names_path.empty()) {
    return absl::InvalidArgumentError(fmt::format(
        "{}: error: the plan names modules but the graph carries no module names: give "
        "--param-names FILE (one parameter FQN per line) or use --module-bucket-plans blocks",
        plan));
  }
  const std::vector<Parameter> params = FindParameters(graph);
  auto fqns = ReadNames(param_names_path, params.size());
  if (!fqns.ok()) return fqns.status();

  std::vector<std::pair<std::string, size_t>> sorted;
  sorted.reserve(fqns->size());
  for (size_t i = 0; i < fqns->size(); ++i) sorted.emplace_back((*fqns)[i], i);
  std::sort(sorted.begin(), sorted.end());
  ModulePlan out;
  std::vector<int> owner(params.size(), -1);  // entry index per parameter
  for (size_t e = 0; e < entries->size(); ++e) {
    const PlanEntry& entry = (*entries)[e];
    std::vector<const Parameter*> members;
    std::vector<std::string> overlap;
    int other = -1;
    std::string name;
    for (const PlanName& prefix : entry.names) {
      name += (name.empty() ? "" : "+") + prefix.fqn;
      const std::vector<size_t> covered = CoveredModules(sorted, prefix.fqn);
      for (size_t i : covered) {
        if (owner[i] == static_cast<int>(e)) continue;
        if (owner[i] >= 0) {
          overlap.push_back((*fqns)[i]);
          other = owner[i];
          continue;
        }
        owner[i] = static_cast<int>(e);
        members.push_back(&params[i]);
      }
      if (covered.empty()) {
        return file->ErrorAt(prefix.offset,
                             fmt::format("unknown module '{}': no parameter in {} has this prefix",
                                         prefix.fqn, param_names_path));
      }
    }
    if (!overlap.empty()) {
      return file->ErrorAt(entry.offset, fmt::format("plan entry {} overlaps entry {}: {} in both",
                                                     e, other, fmt::join(overlap, ", ")));
    }
    out.push_back(MakeModuleEntry(graph, std::move(name), members));
  }
  return out;
}

}  // namespace collopt
