// collopt/support/interned_string.cc — see interned_string.h.
#include "support/interned_string.h"

#include <functional>
#include <mutex>
#include <unordered_set>

namespace collopt {
namespace {

// Looked up by string_view without making a std::string (C++20's
// heterogeneous lookup in unordered containers).
struct TextHash {
  using is_transparent = void;
  size_t operator()(std::string_view text) const { return std::hash<std::string_view>{}(text); }
};

struct Texts {
  std::mutex mutex;
  // A node-based set: an element's address never changes.
  std::unordered_set<std::string, TextHash, std::equal_to<>> texts;
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
  auto it = table.texts.find(text);
  if (it == table.texts.end()) it = table.texts.emplace(text).first;
  text_ = &*it;
}

}  // namespace collopt
