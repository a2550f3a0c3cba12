// collopt/frontend/archive.cc — see archive.h.
#include "frontend/archive.h"

#include <archive.h>
#include <archive_entry.h>

#include <fstream>
#include <memory>

#include "fmt/format.h"
#include "support/read_all.h"

namespace collopt {
namespace {

// Compressed-data magic numbers (gzip, bzip2, xz, zstd) at the start.
bool IsCompressed(const std::string& bytes) {
  auto starts = [&](std::string_view magic) { return bytes.starts_with(magic); };
  return starts("\x1f\x8b") || starts("BZh") ||
         starts(
             "\xfd"
             "7zXZ") ||
         starts("\x28\xb5\x2f\xfd");
}

// The ustar magic at offset 257 of an uncompressed tar.
bool IsTar(const std::string& bytes) {
  return bytes.size() >= 262 && bytes.compare(257, 5, "ustar") == 0;
}

struct ArchiveCloser {
  void operator()(archive* a) const { archive_read_free(a); }
};

}  // namespace

absl::StatusOr<std::vector<FileMember>> ReadFileMembers(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(fmt::format("{}: error: cannot read the file", path));
  std::string bytes = ReadAll(in);
  if (in.bad()) return absl::UnavailableError(fmt::format("{}: error: read failed", path));
  std::vector<FileMember> members;
  const bool compressed = IsCompressed(bytes);
  if (!compressed && !IsTar(bytes)) {
    members.push_back({path, std::move(bytes)});
    return members;
  }
  std::unique_ptr<archive, ArchiveCloser> reader(archive_read_new());
  archive_read_support_filter_all(reader.get());
  archive_read_support_format_tar(reader.get());
  archive_read_support_format_raw(reader.get());  // a compressed single file
  auto fail = [&](std::string_view what) {
    return absl::InvalidArgumentError(fmt::format("{}: error: {}: {}", path, what,
                                                  archive_error_string(reader.get()) != nullptr
                                                      ? archive_error_string(reader.get())
                                                      : "unknown error"));
  };
  if (archive_read_open_memory(reader.get(), bytes.data(), bytes.size()) != ARCHIVE_OK) {
    return fail("cannot open the compressed file or archive");
  }
  archive_entry* entry = nullptr;
  int status = ARCHIVE_OK;
  while ((status = archive_read_next_header(reader.get(), &entry)) == ARCHIVE_OK) {
    const bool raw = archive_format(reader.get()) == ARCHIVE_FORMAT_RAW;
    // Compressed data no decompressor took is corrupt, not a plain file.
    if (compressed && archive_filter_code(reader.get(), 0) == ARCHIVE_FILTER_NONE) {
      return absl::InvalidArgumentError(
          fmt::format("{}: error: corrupt compressed data (no decompressor accepts it)", path));
    }
    if (!raw && archive_entry_filetype(entry) != AE_IFREG) continue;
    FileMember member;
    member.name = raw ? path : fmt::format("{}:{}", path, archive_entry_pathname(entry));
    char chunk[1 << 16];
    la_ssize_t n = 0;
    while ((n = archive_read_data(reader.get(), chunk, sizeof(chunk))) > 0) {
      member.bytes.append(chunk, static_cast<size_t>(n));
    }
    if (n < 0) return fail("corrupt data");
    members.push_back(std::move(member));
  }
  if (status != ARCHIVE_EOF) return fail("corrupt archive");
  if (members.empty()) {
    return absl::InvalidArgumentError(
        fmt::format("{}: error: the archive holds no regular file", path));
  }
  return members;
}

}  // namespace collopt
