// collopt/cli/verify_command.cc — see verify_command.h.
#include "cli/verify_command.h"

#include <iostream>
#include <memory>

#include "api/verify.h"

namespace collopt {

Command AddVerifyCommand(CLI::App& app) {
  struct Flags {
    std::string original;
    std::string optimized;
    std::string format = "auto";
    LoadOptions load;
    bool json = false;
  };
  auto flags = std::make_shared<Flags>();
  CLI::App* cmd = app.add_subcommand("verify",
                                     "prove that OPT computes what ORIG computes on every rank "
                                     "(translation validation over terms)");
  cmd->add_option("ORIG", flags->original, "the original graph file")->required();
  cmd->add_option("OPT", flags->optimized,
                  "the rewritten graph file (same inputs, in the same order)")
      ->required();
  cmd->add_option("--format", flags->format, "input format of both files")
      ->check(CLI::IsMember({"auto", "repro", "readable", "trace"}));
  cmd->add_flag("--allow-unknown-ops", flags->load.shape.allow_unknown_ops,
                "treat ops without a shape rule as opaque (annotation used when present), "
                "and accept overloads and arguments newer than PyTorch's schemas collopt has");
  cmd->add_flag("--json", flags->json, "print the verdict as JSON");
  return {cmd, [flags] {
            auto format = ParseInputFormat(flags->format);
            if (!format.ok()) return Fail(format.status());
            flags->load.format = *format;
            auto result = VerifyGraphFiles(flags->original, flags->optimized, flags->load);
            if (!result.ok()) return Fail(result.status());
            if (flags->json) {
              std::cout << EquivalenceToJson(*result).dump(2) << "\n";
            } else {
              std::cout << verify::FormatEquivalence(*result, flags->original, flags->optimized);
            }
            return result->equivalent ? 0 : 1;
          }};
}

}  // namespace collopt
