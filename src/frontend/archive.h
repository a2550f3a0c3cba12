// collopt/frontend/archive.h — the files inside a compressed file or an
// archive, through libarchive (Debian's libarchive-dev).
//
// Profiler traces come gzip-compressed (`*.json.gz`, what HTA's and
// TraceLens's test data hold) and several ranks' traces come as one tarball
// (`dlrm_kineto.tar.gz`); readers take them as they are.
#ifndef COLLOPT_FRONTEND_ARCHIVE_H_
#define COLLOPT_FRONTEND_ARCHIVE_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"

namespace collopt {

/// One file's bytes and its name.
struct FileMember {
  /// `path` for a plain or compressed file; `path:member` for a file inside
  /// an archive.
  std::string name;
  std::string bytes;
};

/// The files in `path`:
///  - a plain file: itself;
///  - a file compressed with gzip, bzip2, xz or zstd: its one decompressed
///    content;
///  - a tar archive (compressed or not): each regular file in it, in archive
///    order (directories and links skipped).
/// Errors, naming the file: unreadable; corrupt compressed data or archive
/// (libarchive's message); an archive without regular files.
absl::StatusOr<std::vector<FileMember>> ReadFileMembers(const std::string& path);

}  // namespace collopt

#endif  // COLLOPT_FRONTEND_ARCHIVE_H_
