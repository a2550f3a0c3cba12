// libFuzzer target: a measured collective table (autoparallel's
// colls*.table text, cost/collective_table.h) on arbitrary bytes, and every
// lookup of a parsed table at a few sizes: an error status or finite
// non-negative times, never a crash or a sanitizer report.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>

#include "cost/collective_table.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  collopt::SourceFile file("fuzz.table", std::string(reinterpret_cast<const char*>(data), size));
  auto table = collopt::CollectiveTable::Parse(file);
  if (!table.ok()) return 0;
  for (collopt::CollectiveKind kind :
       {collopt::CollectiveKind::kAllGather, collopt::CollectiveKind::kReduceScatter,
        collopt::CollectiveKind::kAllReduce}) {
    for (int64_t bytes : {int64_t{0}, int64_t{1} << 20, int64_t{3} << 30, int64_t{1} << 50}) {
      auto us = table->LookupUs(kind, "0", 8, bytes);
      if (us.has_value() && !(std::isfinite(*us) && *us >= 0)) std::abort();
    }
  }
  return 0;
}
