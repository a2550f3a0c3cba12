// collopt/cli/check_shapes_command.cc — see check_shapes_command.h.
#include "cli/check_shapes_command.h"

#include <iostream>
#include <memory>
#include <string>

#include "analysis/shape_corpus.h"

namespace collopt {

Command AddCheckShapesCommand(CLI::App& app) {
  struct Flags {
    std::string corpus;
    bool json = false;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand(
      "check-shapes", "run the shape rules on recorded aten calls and compare with PyTorch's");
  cmd->add_option("CORPUS", flags->corpus, "JSON lines of aten calls")->required();
  cmd->add_flag("--json", flags->json, "print JSON");
  return {cmd, [flags] {
            auto result = CheckShapeCorpusFile(flags->corpus);
            if (!result.ok()) return Fail(result.status());
            if (flags->json) {
              std::cout << ShapeCorpusToJson(*result).dump(2) << "\n";
            } else {
              std::cout << ShapeCorpusToText(*result);
            }
            return 0;
          }};
}

}  // namespace collopt
