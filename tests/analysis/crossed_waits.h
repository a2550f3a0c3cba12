// collopt/tests/analysis/crossed_waits.h — the hang check's test graph,
// shared by its tests (analysis, api, the mesh ranks).
#ifndef COLLOPT_TESTS_ANALYSIS_CROSSED_WAITS_H_
#define COLLOPT_TESTS_ANALYSIS_CROSSED_WAITS_H_

#include <string>

#include "absl/strings/str_replace.h"

namespace collopt::testing {

// A repro: an all_gather on group '1' and a reduce_scatter on group '2', both
// of 4 ranks, issued one after the other and waited in the crossed order
// (the reduce_scatter first), with a mul between the issues and the waits.
// PG_CONFIG stands for get_pg_config()'s dict.
inline constexpr const char* kCrossedWaits = R"(import torch
class Repro(torch.nn.Module):
    def forward(self, w, g):
        ag = torch.ops._c10d_functional.all_gather_into_tensor.default(w, 4, '1')
        rs = torch.ops._c10d_functional.reduce_scatter_tensor.default(g, 'sum', 4, '2')
        mul = torch.ops.aten.mul.Tensor(g, 2)
        rs_w = torch.ops._c10d_functional.wait_tensor.default(rs)
        ag_w = torch.ops._c10d_functional.wait_tensor.default(ag)
        return (ag_w, rs_w, mul)

def load_args(reader):
    buf0 = reader.storage(None, 64)
    reader.tensor(buf0, (4, 4), is_leaf=True)  # w
    buf1 = reader.storage(None, 256)
    reader.tensor(buf1, (16, 4), is_leaf=True)  # g

def get_pg_config():
    return PG_CONFIG
)";

/// kCrossedWaits with `pg_config` as its get_pg_config() dict.
inline std::string CrossedWaits(const std::string& pg_config) {
  return absl::StrReplaceAll(kCrossedWaits, {{"PG_CONFIG", pg_config}});
}

}  // namespace collopt::testing

#endif  // COLLOPT_TESTS_ANALYSIS_CROSSED_WAITS_H_
