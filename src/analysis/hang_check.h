// collopt/analysis/hang_check.h — can the ranks of this graph wait on each other
// in a cycle (a hang)?
//
// The stream model (one rank's view; every rank runs the same graph, SPMD):
// - each communicator (process-group object) has a stream of its own, FIFO:
//   two collectives on one communicator never run concurrently;
// - a collective's kernel, once running, spins until every rank of its group
//   has started it, and holds the SMs it got (NCCL kernels block);
// - the host issues kernels in program order. With `max_connections` = 1
//   (CUDA_DEVICE_MAX_CONNECTIONS=1) every stream feeds one hardware queue, so
//   kernels start in issue order — the same order on every rank — and no two
//   collectives can start in opposite orders on two ranks. With N ≥ 2 (CUDA's
//   default is 8) streams feed different queues, and two collectives in
//   flight together on different streams can start in different orders on
//   different ranks.
//
// A cycle needs two collectives c, d in flight together (d issued after c,
// before c's wait) on different communicators whose groups share at least
// two ranks a, b: rank a runs d and waits for b, rank b runs c and waits for
// a, and neither kernel yields its SMs. This is the rule XLA's latency-hiding
// scheduler enforces for multi-stream collectives (openxla/xla #19026: "when
// two collectives on different streams share at least 2 ranks, they can form
// cyclic dependency because the execution order of NCCL kernels can be
// different on each rank"), and NCCL's own warning on using several
// communicators concurrently (NCCL user guide, "Using multiple NCCL
// communicators concurrently").
//
// Ops whose communication collopt cannot see (`barrier` below: send/recv and
// the non-functional `c10d` ops, `symm_mem`, and any call outside the
// namespaces collopt knows; FSDP2's `torch.ops.fsdp.*` are local copies, read
// in their source, and not barriers) may talk to ranks that run another
// program (pipeline stages), so their order against a collective is not the
// same on every rank: a collective in flight across one is a hazard under any
// number of connections (PyTorch's `simple_overlap` shipped such a deadlock,
// pytorch #189454). Nothing may move across them.
//
// Ranks shared by two groups: from the table's rank lists (the group of this
// rank), from `HangCheckOptions::group_ranks`, or, for a group the
// process-group passes copied (`same_ranks_as`), all of them. Two groups of
// unknown ranks that are not copies of each other are taken to share at most
// one rank (a mesh's dims meet in one rank); the report names them.
//
// Cost: one sweep in program order, O(nodes · communicators); each
// collective is listed with its first conflict, and all pairs are counted.
#ifndef COLLOPT_ANALYSIS_HANG_CHECK_H_
#define COLLOPT_ANALYSIS_HANG_CHECK_H_

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "ir/graph.h"

namespace collopt {

/// The device the schedule runs on.
struct HangCheckOptions {
  /// CUDA_DEVICE_MAX_CONNECTIONS: hardware work queues the streams share.
  /// 1: kernels start in issue order. At least 1.
  int64_t max_connections = 1;
  /// Ranks of groups whose table lists none: group name → the global ranks
  /// of the group that holds this rank (as `collopt mesh` prints them).
  std::map<std::string, std::vector<int64_t>> group_ranks;
};

/// One way the ranks can wait on each other in a cycle.
struct HangHazard {
  enum class Kind : uint8_t {
    /// Two collectives in flight together on communicators sharing ≥ 2 ranks
    /// (needs max_connections ≥ 2).
    kSharedRanks,
    /// A collective in flight across a communication barrier.
    kAcrossBarrier,
  };
  Kind kind = Kind::kSharedRanks;
  /// The collective issued first (in flight), and the node issued while it
  /// was: a collective (kSharedRanks) or the barrier (kAcrossBarrier).
  NodeId first = kNoNode;
  NodeId second = kNoNode;
  /// The wait of `first` (kNoNode when it has none this check can see).
  NodeId first_wait = kNoNode;
  /// The ranks both groups hold (empty when unknown: a barrier's peers, or
  /// a copied group of unknown ranks, whose size `shared_count` gives).
  std::vector<int64_t> shared_ranks;
  int64_t shared_count = 0;
};

/// The verdict of CheckHangs.
struct HangReport {
  int64_t collectives = 0;
  int64_t communicators = 0;
  int64_t barriers = 0;
  int64_t max_connections = 1;
  /// Each collective in a possible cycle, listed once with the first node
  /// it conflicts with (by the position of `second`, then `first`); the
  /// first conflict is the one break-hang-cycles breaks, which ends all of
  /// that collective's others.
  std::vector<HangHazard> hazards;
  /// Every conflicting pair (collective, later collective or barrier), counted.
  int64_t conflicting_pairs = 0;
  /// Groups of unknown ranks taken to share at most one rank with others.
  std::vector<std::string> unknown_rank_groups;
  bool hang_free() const { return hazards.empty(); }
};

/// Checks `graph` (collectives waited once, as ValidateGraph requires).
HangReport CheckHangs(const Graph& graph, const HangCheckOptions& options);

/// One line per hazard, e.g. "all_gather 'ag1' (group '0_ag') and
/// reduce_scatter 'rs0' (group '0') in flight together (line 12 to 20),
/// groups share ranks 0,1: rank 0 can run 'ag1' while rank 1 runs 'rs0'".
std::string DescribeHazard(const Graph& graph, const HangHazard& hazard);

/// The report as text: a summary line, then one line per hazard.
std::string FormatHangReport(const Graph& graph, const HangReport& report);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_HANG_CHECK_H_
