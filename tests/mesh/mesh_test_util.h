// collopt/tests/mesh/mesh_test_util.h — helpers for the mesh tests.
#ifndef COLLOPT_TESTS_MESH_MESH_TEST_UTIL_H_
#define COLLOPT_TESTS_MESH_MESH_TEST_UTIL_H_

#include <string>
#include <string_view>

#include "mesh/device_mesh.h"
#include "mesh/placement.h"

namespace collopt::testing {

/// Placement shorthands, as the reference note's tables write them: R,
/// S(dim), _StridedShard(dim, split_factor).
inline const Placement kR = Placement::Replicate();
inline Placement S(int64_t dim) { return Placement::Shard(dim); }
inline Placement SS(int64_t dim, int64_t split_factor) {
  return Placement::StridedShard(dim, split_factor);
}

/// The groups named `name` in `table`, or one group [-1] when absent.
inline RankGroups Lookup(const GroupTable& table, std::string_view name) {
  for (const auto& [n, groups] : table) {
    if (n == name) return groups;
  }
  return {{-1}};
}

/// Whether `table` has an entry `name`.
inline bool Has(const GroupTable& table, std::string_view name) {
  for (const auto& [n, groups] : table) {
    if (n == name) return true;
  }
  return false;
}

/// `n` singleton groups [first] ... [first + n - 1].
inline RankGroups Singletons(int64_t n, int64_t first = 0) {
  RankGroups groups;
  for (int64_t i = 0; i < n; ++i) groups.push_back({first + i});
  return groups;
}

}  // namespace collopt::testing

#endif  // COLLOPT_TESTS_MESH_MESH_TEST_UTIL_H_
