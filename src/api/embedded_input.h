// collopt/api/embedded_input.h — the real graph the main job runs on.
//
// `collopt optimize` with no FILE (the README's first command) optimizes a
// real training step: Llama-3-8B backward, FSDP 8 × TP 8 on 64 GPUs
// (`repro_llama3_8b_bw_64_2d.py` of ../shared/data/autoparallel_overlap,
// autoparallel's overlap-simulator input) priced with its measured
// collective table (`colls8_8.table`). Both files are read from
// ../shared/data when the build is configured and assembled into the
// binary (`.incbin`), never copied into the repository. A build configured
// without ../shared beside the checkout embeds nothing; the default input is
// then the toy graph of api/toy_graph.h and HasRealDefault() is false.
#ifndef COLLOPT_API_EMBEDDED_INPUT_H_
#define COLLOPT_API_EMBEDDED_INPUT_H_

#include <optional>
#include <string_view>

#include "ir/graph.h"
#include "support/source_file.h"

namespace collopt {

/// The default input's graph text and the name diagnostics and reports use
/// for it ("<embedded: repro_llama3_8b_bw_64_2d.py>", or the toy graph's).
SourceFile DefaultInputFile();

/// Whether the real graph was embedded at build time.
bool HasRealDefault();

/// The measured collective table that goes with `graph` when `graph` is the
/// embedded default input and a table was embedded with it; nullopt
/// otherwise (files read from disk find their table beside themselves).
std::optional<SourceFile> EmbeddedTableFor(const Graph& graph);

}  // namespace collopt

#endif  // COLLOPT_API_EMBEDDED_INPUT_H_
