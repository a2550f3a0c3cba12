// collopt/analysis/block_plan.h — transformer blocks found from the graph alone.
//
// Users hand collopt graphs without `nn_module_stack` (repro files, readable
// dumps), so the module plan PyTorch's manual bucketing needs
// (`["tok_embeddings", "layers.0", …, ["norm", "output"]]`, torchtitan's
// `get_default_transformer_block_buckets`, shared/reference/
// fsdp_ep_pg_semantics.md §1.6) is derived from the repeating structure of
// the parameters' FSDP collectives (analysis/parameter_collectives.h):
//  1. Sequences: the FSDP all_gathers in program order, and the gradient
//     reduce_scatters / all_reduces in program order. A graph that reduces
//     gradients is a backward graph and runs the modules in reverse, so both
//     sequences are reversed (forward module order).
//  2. Each collective's signature is (kind, process group, input shape,
//     dtype). The period p is the one whose repetition covers the most
//     collectives (ties: the shorter period); candidate periods are the
//     distances between consecutive equal signatures (sums of up to four),
//     each checked in O(n). The blocks start as early as the repetition
//     allows (the shortest head).
//  3. Blocks that differ from the repeated one (DeepSeek's dense first
//     layers before the MoE layers) are found in the head: a stretch that
//     starts like the repeated block (its first ⌈p/3⌉ signatures, at least 2)
//     is a block of its own, up to the next block.
//  4. What precedes the first block is the head (the embedding), what follows
//     the last is the tail (final norm and output projection). The
//     all_gather and reduce_scatter sequences must find the same number of
//     blocks; block i holds both's i-th block.
// Names: `block.0` … `block.N-1`, `head`, `tail`. O(n · candidate periods)
// for n parameter collectives.
#ifndef COLLOPT_ANALYSIS_BLOCK_PLAN_H_
#define COLLOPT_ANALYSIS_BLOCK_PLAN_H_

#include <vector>

#include "absl/status/statusor.h"
#include "analysis/module_plan.h"
#include "ir/graph.h"

namespace collopt {

struct BlockPlan {
  ModuleEntry head;
  std::vector<ModuleEntry> blocks;  // forward order
  ModuleEntry tail;
};

/// Derives the blocks. Errors (InvalidArgument): no FSDP collectives, no
/// repeating structure (fewer than two blocks), or the all_gathers and
/// reduce_scatters disagree on the number of blocks.
absl::StatusOr<BlockPlan> DeriveBlockPlan(const Graph& graph);

/// head, blocks, tail as one plan; entries without collectives are dropped.
ModulePlan ToModulePlan(const BlockPlan& plan);

}  // namespace collopt

#endif  // COLLOPT_ANALYSIS_BLOCK_PLAN_H_
