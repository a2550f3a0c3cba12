// collopt/cli/command.cc — see command.h.
#include "cli/command.h"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>

#include "writer/graph_writer.h"

namespace collopt {

int Fail(const absl::Status& status) {
  std::fprintf(stderr, "%s\n", std::string(status.message()).c_str());
  return 1;
}

int FailWithPrefix(const absl::Status& status) {
  std::fprintf(stderr, "error: %s\n", std::string(status.message()).c_str());
  return 1;
}

absl::Status WriteFile(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) return absl::UnavailableError(path + ": error: cannot write the file");
  return absl::OkStatus();
}

absl::Status WriteGraphFile(const std::string& path, const Graph& graph, size_t threads) {
  std::ofstream out(path, std::ios::binary);
  if (out) WriteGraph(graph, out, threads);
  if (!out) return absl::UnavailableError(path + ": error: cannot write the file");
  return absl::OkStatus();
}

void ExitWithoutFreeing(int code) {
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  std::exit(code);
}

}  // namespace collopt
