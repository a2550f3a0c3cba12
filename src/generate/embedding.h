// collopt/generate/embedding.h — the token embedding, forward and backward,
// as the shared graphs trace it (torchtitan's `tok_embeddings`).
//
// Forward: the table [V/tp, D] (fp32 FSDP shard) gathered, then
// `embedding(table, tokens)` → [B, S, D]; with TP the table is row-wise
// sharded over the vocabulary: ids outside the rank's rows are masked (lt /
// ge / bitwise_or, index_put of 0) and the partial sums reduce_scattered to
// sequence shards. Backward: the gradient (tp all_gathered) in fp32, the
// padding id (-1) masked with `where`, accumulated into a zero [V, D] table
// with `index_put(·, [tokens], ·, True)`, sliced to the rank's rows under TP,
// and reduce_scattered. The table is not gathered in the backward.
#ifndef COLLOPT_GENERATE_EMBEDDING_H_
#define COLLOPT_GENERATE_EMBEDDING_H_

#include "generate/step_context.h"

namespace collopt {

/// tokens i64[B, S] → [B, S/tp, D] (param dtype).
GenTensor EmbeddingForward(StepContext& ctx, const GenParam& table, const GenTensor& tokens);

/// Reduces the table's gradient given `grad` [B, S/tp, D] of the embedding's output.
void EmbeddingBackward(StepContext& ctx, const GenParam& table, const GenTensor& tokens,
                       const GenTensor& grad);

}  // namespace collopt

#endif  // COLLOPT_GENERATE_EMBEDDING_H_
