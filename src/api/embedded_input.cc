// collopt/api/embedded_input.cc — see embedded_input.h.
//
// CMake defines COLLOPT_EMBED_GRAPH and COLLOPT_EMBED_TABLE (absolute paths)
// when both files exist at configure time; the assembler includes their
// bytes, each followed by a NUL, between two hidden global labels.
#include "api/embedded_input.h"

#include <string>

#include "api/toy_graph.h"

#if defined(COLLOPT_EMBED_GRAPH) && defined(COLLOPT_EMBED_TABLE)
#define COLLOPT_EMBED_BLOB(name, path)          \
  __asm__(".pushsection .rodata.collopt_" #name \
          ",\"a\"\n"                            \
          ".globl collopt_" #name               \
          "_begin\n"                            \
          ".hidden collopt_" #name              \
          "_begin\n"                            \
          ".globl collopt_" #name               \
          "_end\n"                              \
          ".hidden collopt_" #name              \
          "_end\n"                              \
          ".balign 16\n"                        \
          "collopt_" #name                      \
          "_begin:\n"                           \
          ".incbin \"" path                     \
          "\"\n"                                \
          "collopt_" #name                      \
          "_end:\n"                             \
          ".byte 0\n"                           \
          ".popsection\n")
COLLOPT_EMBED_BLOB(graph, COLLOPT_EMBED_GRAPH);
COLLOPT_EMBED_BLOB(table, COLLOPT_EMBED_TABLE);
// NOLINTBEGIN(readability-identifier-naming): the assembler's label names
extern "C" {
extern const char collopt_graph_begin[];
extern const char collopt_graph_end[];
extern const char collopt_table_begin[];
extern const char collopt_table_end[];
}
// NOLINTEND(readability-identifier-naming)
#define COLLOPT_HAS_EMBEDDED 1
#else
#define COLLOPT_HAS_EMBEDDED 0
#endif

namespace collopt {
namespace {

constexpr std::string_view kRealGraphName = "<embedded: repro_llama3_8b_bw_64_2d.py>";
constexpr std::string_view kRealTableName = "<embedded: colls8_8.table>";

#if COLLOPT_HAS_EMBEDDED
std::string_view Blob(const char* begin, const char* end) {
  return {begin, static_cast<size_t>(end - begin)};
}
#endif

}  // namespace

bool HasRealDefault() { return COLLOPT_HAS_EMBEDDED != 0; }

SourceFile DefaultInputFile() {
#if COLLOPT_HAS_EMBEDDED
  return {std::string(kRealGraphName), std::string(Blob(collopt_graph_begin, collopt_graph_end))};
#else
  return {std::string(kToyGraphName), std::string(ToyGraphText())};
#endif
}

std::optional<SourceFile> EmbeddedTableFor(const Graph& graph) {
#if COLLOPT_HAS_EMBEDDED
  if (graph.source_name == kRealGraphName) {
    return SourceFile(std::string(kRealTableName),
                      std::string(Blob(collopt_table_begin, collopt_table_end)));
  }
#else
  (void)graph;
  (void)kRealTableName;
#endif
  return std::nullopt;
}

}  // namespace collopt
