// collopt/support/read_all.cc — see read_all.h.
#include "support/read_all.h"

#include <array>

namespace collopt {

std::string ReadAll(std::istream& in) {
  std::string out;
  const std::istream::pos_type start = in.tellg();
  if (start != std::istream::pos_type(-1)) {
    if (in.seekg(0, std::ios::end)) {
      const std::istream::pos_type end = in.tellg();
      in.seekg(start);
      if (end != std::istream::pos_type(-1) && end > start) {
        out.resize(static_cast<size_t>(end - start));
        in.read(out.data(), static_cast<std::streamsize>(out.size()));
        out.resize(static_cast<size_t>(in.gcount()));
      }
    }
    if (in.bad()) return out;
    in.clear();  // a failed seek: read on from where the stream is
  }
  std::array<char, 64 * 1024> chunk{};
  while (in.read(chunk.data(), chunk.size()) || in.gcount() > 0) {
    out.append(chunk.data(), static_cast<size_t>(in.gcount()));
  }
  return out;
}

}  // namespace collopt
