// collopt/support/interned_string.cc — see interned_string.h.
#include "support/interned_string.h"

#include <mutex>
#include <string>

#include "absl/container/node_hash_set.h"
#include "absl/strings/string_view.h"

namespace collopt {
namespace {

struct Texts {
  std::mutex mutex;
  // Node-based (an element's address never changes), looked up by
  // string_view without making a std::string (absl's string hashing is
  // heterogeneous).
  absl::node_hash_set<std::string> texts;
  const std::string* empty = &*texts.emplace().first;
};

Texts& Table() {
  static Texts* texts = new Texts();  // never destroyed: read until exit
  return *texts;
}

}  // namespace

InternedString::InternedString() : text_(Table().empty) {}

InternedString::InternedString(std::string_view text) {
  Texts& table = Table();
  std::lock_guard<std::mutex> lock(table.mutex);
  // (Debian's Abseil has its own absl::string_view: support/strings.h.)
  auto it = table.texts.find(absl::string_view(text.data(), text.size()));
  if (it == table.texts.end()) it = table.texts.emplace(text).first;
  text_ = &*it;
}

}  // namespace collopt
