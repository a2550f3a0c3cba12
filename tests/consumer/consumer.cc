// A consumer of the installed collopt: load, optimize, report in five calls.
#include <cstdio>
#include <utility>

#include "collopt/collopt.h"

int main(int argc, char** argv) {
  if (argc != 2) return 2;
  auto graph = collopt::LoadGraph(argv[1], {});
  if (!graph.ok()) {
    std::fprintf(stderr, "%s\n", std::string(graph.status().message()).c_str());
    return 1;
  }
  const size_t nodes = graph->size();
  collopt::OptimizeOptions options;
  options.verify = true;
  auto result = collopt::Optimize(std::move(*graph), argv[1], options);
  if (!result.ok()) {
    std::fprintf(stderr, "%s\n", std::string(result.status().message()).c_str());
    return 1;
  }
  std::printf("consumer: %zu nodes, step %.3f ms -> %.3f ms\n", nodes,
              result->before.result.step_us / 1000, result->after.result.step_us / 1000);
  return 0;
}
