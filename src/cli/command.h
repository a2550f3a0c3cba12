// collopt/cli/command.h — what every subcommand file gives main.cc.
//
// Each `*_command.cc` registers one subcommand on the CLI11 app, binds its
// flags to storage it owns, and returns the subcommand with the function that
// runs it after parsing: parse arguments → one library call (src/api) →
// print. The helpers here only print and write files.
#ifndef COLLOPT_CLI_COMMAND_H_
#define COLLOPT_CLI_COMMAND_H_

#include <cstddef>
#include <functional>
#include <string>

#include "CLI/CLI.hpp"
#include "absl/status/status.h"
#include "ir/graph.h"

namespace collopt {

/// A registered subcommand: `app->parsed()` tells whether it was given;
/// `run()` executes it and returns the exit status (0, or 1 on error).
struct Command {
  CLI::App* app = nullptr;
  std::function<int()> run;
};

/// Prints the status's message (already located and prefixed "error:" by
/// the library) to stderr; returns 1.
int Fail(const absl::Status& status);

/// Prints "error: " and the status's message (for library calls whose
/// messages carry no prefix: mesh and placement) to stderr; returns 1.
int FailWithPrefix(const absl::Status& status);

/// Writes `text` to `path` (binary, replacing it). Error: the file cannot
/// be written ("PATH: error: cannot write the file").
absl::Status WriteFile(const std::string& path, const std::string& text);

/// Writes `graph` in its own format to `path` as the writer makes it
/// (writer/graph_writer.h, the streaming WriteGraph on `threads` threads).
/// Error: as WriteFile.
absl::Status WriteGraphFile(const std::string& path, const Graph& graph, size_t threads);

/// Flushes stdout and stderr and ends the process with `code` (0) without
/// unwinding: what the caller's frames hold (a command's graph and result)
/// is left to the OS instead of freed node by node, about a second at 10^6
/// nodes. Clang's driver does the same (-disable-free). Static destructors
/// and atexit handlers still run; the frames stay reachable, so a leak
/// checker reports nothing. Only as a command's last statement.
[[noreturn]] void ExitWithoutFreeing(int code);

}  // namespace collopt

#endif  // COLLOPT_CLI_COMMAND_H_
