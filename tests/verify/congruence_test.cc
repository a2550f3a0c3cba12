// The fast path of translation validation (verify/congruence.h): a reordered
// graph is proven without evaluating a node, a rewrite by evaluating only the
// nodes it made, a node that keeps its name but not its literals or its
// arguments is evaluated, and an equality a cut hides is left to the whole
// evaluation, which proves it.
#include "verify/congruence.h"

#include <string>

#include "gtest/gtest.h"
#include "tests/test_util.h"
#include "verify/translation_validation.h"

namespace collopt {
namespace {

using testing::MustLoad;
using verify::CongruenceProof;
using verify::Equivalence;
using verify::VerifyEquivalent;
using verify::VerifyPath;

CongruenceProof Prove(const Graph& orig, const Graph& opt) {
  return verify::ProveByCongruence(orig, opt, {});
}

constexpr const char* kParams = R"(x: "f32[4]", y: "f32[4]")";
constexpr const char* kChain = R"(a = torch.ops.aten.exp.default(x)
b = torch.ops.aten.neg.default(y)
c = torch.ops.aten.mul.Tensor(a, b)
d = torch.ops.aten.sin.default(c)
return (d, b))";

TEST(Congruence, AReorderedGraphEvaluatesNothing) {
  const Graph orig = MustLoad(kParams, kChain);
  const Graph opt = MustLoad(kParams, R"(b = torch.ops.aten.neg.default(y)
a = torch.ops.aten.exp.default(x)
c = torch.ops.aten.mul.Tensor(a, b)
d = torch.ops.aten.sin.default(c)
return (d, b))");
  const CongruenceProof proof = Prove(orig, opt);
  EXPECT_TRUE(proof.proven);
  EXPECT_EQ(proof.outputs, 2);
  EXPECT_EQ(proof.evaluated_nodes, 0);
  const Equivalence r = VerifyEquivalent(orig, opt);
  EXPECT_TRUE(r.equivalent);
  EXPECT_TRUE(r.by_congruence);
  // The whole evaluation of both graphs: every node of each.
  const Equivalence whole = VerifyEquivalent(orig, opt, VerifyPath::kWholeOnly);
  EXPECT_TRUE(whole.equivalent);
  EXPECT_FALSE(whole.by_congruence);
  EXPECT_EQ(whole.evaluated_nodes, 14);
}

// c computed through a view of a (a new node): c's literals and type are
// ORIG's, its argument another node with the same term, so c rejoins and d
// takes ORIG's value; only the view and c are evaluated.
TEST(Congruence, ARewrittenRegionIsEvaluatedAndRejoins) {
  const Graph orig = MustLoad(kParams, kChain);
  const Graph opt = MustLoad(kParams, R"(a = torch.ops.aten.exp.default(x)
b = torch.ops.aten.neg.default(y)
a2 = torch.ops.aten.view.default(a, [2, 2])
a3 = torch.ops.aten.view.default(a2, [4])
c = torch.ops.aten.mul.Tensor(a3, b)
d = torch.ops.aten.sin.default(c)
return (d, b))");
  const CongruenceProof proof = Prove(orig, opt);
  EXPECT_TRUE(proof.proven);
  EXPECT_EQ(proof.evaluated_nodes, 2);  // a2, a3; c rejoins on its arguments' terms
}

TEST(Congruence, ANodeOfTheSameNameWithOtherLiteralsIsNotTaken) {
  const Graph orig = MustLoad(kParams, R"(a = torch.ops.aten.add.Tensor(x, y)
return (a,))");
  const Graph opt = MustLoad(kParams, R"(a = torch.ops.aten.add.Tensor(x, y, alpha=2)
return (a,))");
  EXPECT_FALSE(Prove(orig, opt).proven);
  const Equivalence r = VerifyEquivalent(orig, opt);
  EXPECT_FALSE(r.equivalent);
  EXPECT_EQ(r.output_index, 0);
  const Graph swapped = MustLoad(kParams, R"(a = torch.ops.aten.add.Tensor(y, x)
return (a,))");
  EXPECT_FALSE(Prove(orig, swapped).proven);
  EXPECT_FALSE(VerifyEquivalent(orig, swapped).equivalent);
}

// A graph built in memory may repeat a name (the loader rejects that): the
// ORIG node of the name partners the first OPT node only, and the other is
// evaluated as itself. Both verdicts stay right.
TEST(Congruence, ANameRepeatedInMemoryPartnersItsFirstNodeOnly) {
  const Graph orig = MustLoad(kParams, R"(a = torch.ops.aten.exp.default(x)
b = torch.ops.aten.neg.default(a)
return (b, a))");
  auto repeated = [](const char* second) {
    Graph g = MustLoad(kParams, std::string("a = torch.ops.aten.exp.default(x)\nz = ") + second +
                                    "\nb = torch.ops.aten.neg.default(z)\nreturn (b, a)");
    g.mutable_node(g.FindNode("z")).name = "a";
    return g;
  };
  const Graph same = repeated("torch.ops.aten.exp.default(x)");
  const Equivalence r = VerifyEquivalent(orig, same);
  EXPECT_TRUE(r.equivalent) << r.reason;
  // The second "a" is evaluated, exp(x), against the first's cut: the fast
  // path proves nothing, the whole evaluation the equality.
  EXPECT_FALSE(Prove(orig, same).proven);
  EXPECT_FALSE(r.by_congruence);
  // The second "a" reads y: the same call by its literals, another value.
  const Graph other = repeated("torch.ops.aten.exp.default(y)");
  const Equivalence wrong = VerifyEquivalent(orig, other);
  EXPECT_FALSE(wrong.equivalent);
  EXPECT_EQ(wrong.output_index, 0);
}

// ORIG's t is a cut (its OPT partner reads the partner of its argument), but
// OPT's s is another cat, so OPT's t is evaluated; the output slice picks the
// same sin(x) from both, which only the whole evaluation sees (sin of a cat
// is the cat of the sines): the fast path proves nothing and VerifyEquivalent
// falls back and proves it.
TEST(Congruence, AnEqualityACutHidesIsLeftToTheWholeEvaluation) {
  const Graph orig = MustLoad(kParams, R"(s = torch.ops.aten.cat.default([x, y])
t = torch.ops.aten.sin.default(s)
u = torch.ops.aten.slice.Tensor(t, 0, 0, 4)
return (u,))");
  const Graph opt = MustLoad(kParams, R"(s = torch.ops.aten.cat.default([y, x])
t = torch.ops.aten.sin.default(s)
u = torch.ops.aten.slice.Tensor(t, 0, 4, 8)
return (u,))");
  EXPECT_FALSE(Prove(orig, opt).proven);
  const Equivalence r = VerifyEquivalent(orig, opt);
  EXPECT_TRUE(r.equivalent) << r.reason;
  EXPECT_FALSE(r.by_congruence);
  // The same slice of the swapped cat is y's, not x's.
  const Graph wrong = MustLoad(kParams, R"(s = torch.ops.aten.cat.default([y, x])
t = torch.ops.aten.sin.default(s)
u = torch.ops.aten.slice.Tensor(t, 0, 0, 4)
return (u,))");
  EXPECT_FALSE(VerifyEquivalent(orig, wrong).equivalent);
}

// OPT's t has ORIG t's name and call but reads m = neg(x), not x: the
// assumption that every partner is congruent fails on its obligation (m, x),
// and the partner-by-partner proof evaluates t as itself, neg(neg(x)), which
// is ORIG's output u: proven on the fast path all the same, on any number of
// threads. m and t are the OPT nodes evaluated.
TEST(Congruence, APartnerThatReadsOtherValuesIsDecidedPartnerByPartner) {
  const Graph orig = MustLoad(kParams, R"(t = torch.ops.aten.neg.default(x)
u = torch.ops.aten.neg.default(t)
return (u,))");
  const Graph opt = MustLoad(kParams, R"(m = torch.ops.aten.neg.default(x)
t = torch.ops.aten.neg.default(m)
return (t,))");
  for (size_t threads : {1, 2}) {
    const CongruenceProof proof = verify::ProveByCongruence(orig, opt, {}, threads);
    EXPECT_TRUE(proof.proven) << threads;
    EXPECT_EQ(proof.evaluated_nodes, 2) << threads;
  }
  const Equivalence r = VerifyEquivalent(orig, opt);
  EXPECT_TRUE(r.equivalent) << r.reason;
  EXPECT_TRUE(r.by_congruence);
  // Returning m instead (neg(x), not x) is rejected.
  const Graph wrong = MustLoad(kParams, R"(m = torch.ops.aten.neg.default(x)
t = torch.ops.aten.neg.default(m)
return (m,))");
  EXPECT_FALSE(Prove(orig, wrong).proven);
  EXPECT_FALSE(VerifyEquivalent(orig, wrong).equivalent);
}

// Two regions that are one computation over their own leaves (a layer's
// rewrite, twice): the first is evaluated, the second shares its proof. A
// region that differs in a literal is its own, evaluated, and rejected when
// wrong.
constexpr const char* kFourParams = R"(x: "f32[4]", y: "f32[4]", z: "f32[4]", w: "f32[4]")";
constexpr const char* kTwoLayers = R"(a = torch.ops.aten.exp.default(x)
c = torch.ops.aten.mul.Tensor(a, y)
e = torch.ops.aten.exp.default(z)
g = torch.ops.aten.mul.Tensor(e, w)
return (c, g))";

std::string TwoRewrittenLayers(const std::string& second_slice) {
  return R"(a = torch.ops.aten.exp.default(x)
a2 = torch.ops.aten.cat.default([a, a])
a3 = torch.ops.aten.slice.Tensor(a2, 0, 0, 4)
c = torch.ops.aten.mul.Tensor(a3, y)
e = torch.ops.aten.exp.default(z)
e2 = torch.ops.aten.cat.default([e, e])
e3 = torch.ops.aten.slice.Tensor(e2, 0, )" +
         second_slice + R"()
g = torch.ops.aten.mul.Tensor(e3, w)
return (c, g))";
}

TEST(Congruence, RegionsOfOneShapeAreEvaluatedOnce) {
  const Graph orig = MustLoad(kFourParams, kTwoLayers);
  const Graph same = MustLoad(kFourParams, TwoRewrittenLayers("0, 4"));
  const CongruenceProof shared = Prove(orig, same);
  EXPECT_TRUE(shared.proven);
  EXPECT_EQ(shared.evaluated_nodes, 2);  // a2, a3; e2, e3 share their proof
  // e[4:8] of cat([e, e]) is e as well, but another literal: evaluated.
  const Graph other = MustLoad(kFourParams, TwoRewrittenLayers("4, 8"));
  const CongruenceProof own = Prove(orig, other);
  EXPECT_TRUE(own.proven);
  EXPECT_EQ(own.evaluated_nodes, 4);
  // e[2:6] is not e: the second region is its own, and fails.
  const Graph wrong = MustLoad(kFourParams, TwoRewrittenLayers("2, 6"));
  EXPECT_FALSE(Prove(orig, wrong).proven);
  const Equivalence r = VerifyEquivalent(orig, wrong);
  EXPECT_FALSE(r.equivalent);
  EXPECT_EQ(r.output_index, 1);
}

}  // namespace
}  // namespace collopt
