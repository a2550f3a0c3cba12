// The pass registry (passes/registry.h): names, option checking, factories.
#include "passes/registry.h"

#include <string>
#include <vector>

#include "gtest/gtest.h"

namespace collopt {
namespace {

std::vector<std::string> Names(const std::vector<PassSpec>& specs) {
  std::vector<std::string> names;
  names.reserve(specs.size());
  for (const PassSpec& s : specs) names.push_back(s.name);
  return names;
}

TEST(PassRegistry, ListsEveryPassOnceInTheDefaultOrder) {
  std::vector<std::string> names;
  for (const PassInfo& info : PassRegistry()) names.emplace_back(info.name);
  EXPECT_EQ(names, (std::vector<std::string>{"reassign-collective-pgs", "isolate-ep-process-group",
                                             "bucket-collectives", "async-tp", "ep-chunk-overlap",
                                             "schedule-overlap", "break-hang-cycles",
                                             "bucket-by-module", "prefetch-by-module"}));
  for (const PassInfo& info : PassRegistry()) {
    EXPECT_EQ(FindPass(info.name), &info);
    EXPECT_FALSE(info.description.empty()) << info.name;
    EXPECT_TRUE(info.make) << info.name;
  }
  EXPECT_EQ(FindPass("no-such-pass"), nullptr);
}

TEST(PassRegistry, PassListKeepsTheGivenOrder) {
  auto specs =
      ParsePassList(" schedule-overlap, bucket-collectives,,reassign-collective-pgs ", "--passes");
  ASSERT_TRUE(specs.ok()) << specs.status().message();
  EXPECT_EQ(Names(*specs), (std::vector<std::string>{"schedule-overlap", "bucket-collectives",
                                                     "reassign-collective-pgs"}));
  auto empty = ParsePassList("", "-p");
  ASSERT_TRUE(empty.ok());
  EXPECT_TRUE(empty->empty());
}

TEST(PassRegistry, UnknownPassNamesTheFlagAndTheKnownPasses) {
  auto specs = ParsePassList("bucket-collectives,bucketing", "--passes");
  ASSERT_FALSE(specs.ok());
  EXPECT_EQ(specs.status().message(),
            "error: unknown pass 'bucketing' in --passes; known: reassign-collective-pgs, "
            "isolate-ep-process-group, bucket-collectives, async-tp, ep-chunk-overlap, "
            "schedule-overlap, break-hang-cycles, bucket-by-module, prefetch-by-module");
}

TEST(PassRegistry, OptionValuesAreChecked) {
  struct OptionCase {
    PassSpec spec;
    std::string error;  // "" = accepted
  };
  const std::vector<OptionCase> cases = {
      {{"bucket-collectives", {{"cap-mb", "auto"}}}, ""},
      {{"bucket-collectives", {{"cap-mb", "25.5"}}}, ""},
      {{"bucket-collectives", {{"cap-mb", "-1"}}},
       "error: --bucket-collectives-cap-mb expects one of the words or a non-negative number "
       "(auto), got '-1'"},
      {{"bucket-collectives", {{"cap-mb", "nan"}}},
       "error: --bucket-collectives-cap-mb expects one of the words or a non-negative number "
       "(auto), got 'nan'"},
      {{"bucket-collectives", {{"preserve-overlap", "yes"}}},
       "error: --bucket-collectives-preserve-overlap expects true or false, got 'yes'"},
      {{"schedule-overlap", {{"prefetch-window", "3"}, {"memory-limit-gb", "none"}}}, ""},
      {{"schedule-overlap", {{"max-in-flight-mb", "1.5"}}},
       "error: --schedule-overlap-max-in-flight-mb expects a non-negative integer, got '1.5'"},
      {{"schedule-overlap", {{"window", "3"}}},
       "error: pass 'schedule-overlap' has no option 'window'"},
      {{"async-tp", {{"chunks", "4"}}}, ""},
      {{"async-tp", {{"chunks", "1"}}},
       "error: --async-tp-chunks expects an integer of at least 2, got '1'"},
      {{"ep-chunk-overlap", {{"chunks", "two"}}},
       "error: --ep-chunk-overlap-chunks expects an integer of at least 2, got 'two'"},
      {{"reassign-collective-pgs", {{"cap-mb", "1"}}},
       "error: pass 'reassign-collective-pgs' has no option 'cap-mb'"},
  };
  for (const OptionCase& c : cases) {
    absl::Status s = CheckPassOptions(c.spec);
    EXPECT_EQ(std::string(s.message()), c.error) << c.spec.name;
  }
}

TEST(PassRegistry, DefaultsComeFromTheTable) {
  const PassInfo& info = *FindPass("schedule-overlap");
  EXPECT_EQ(OptionValue(info, {}, "max-in-flight-mb"), "5120");
  EXPECT_EQ(OptionValue(info, {{"max-in-flight-mb", "64"}}, "max-in-flight-mb"), "64");
  EXPECT_EQ(OptionValue(info, {}, "prefetch-window"), "auto");
}

TEST(PassRegistry, PassesThatPriceNeedACostModel) {
  PassContext context;  // no model
  for (const char* name : {"schedule-overlap", "async-tp", "ep-chunk-overlap"}) {
    auto passes = MakePasses({{name, {}}}, context);
    ASSERT_FALSE(passes.ok()) << name;
    EXPECT_EQ(passes.status().message(),
              std::string("error: pass '") + name + "' needs a cost model");
  }
  // bucket-collectives prices only to preserve overlap
  auto bucket = MakePasses({{"bucket-collectives", {{"preserve-overlap", "false"}}}}, context);
  ASSERT_TRUE(bucket.ok()) << bucket.status().message();
  ASSERT_EQ(bucket->size(), 1u);
  EXPECT_EQ((*bucket)[0]->name(), "bucket-collectives");
  auto both =
      MakePasses({{"reassign-collective-pgs", {}}, {"isolate-ep-process-group", {}}}, context);
  ASSERT_TRUE(both.ok());
  EXPECT_EQ((*both)[1]->name(), "isolate-ep-process-group");
}

TEST(PassRegistry, ByModulePassesNeedAPlanLoader) {
  PassContext context;
  auto passes = MakePasses({{"bucket-by-module", {}}}, context);
  ASSERT_FALSE(passes.ok());
  EXPECT_EQ(passes.status().message(), "error: pass 'bucket-by-module' needs a module plan loader");
}

TEST(PassRegistry, TextListsEveryPassAndOption) {
  const std::string text = PassRegistryText();
  for (const PassInfo& info : PassRegistry()) {
    EXPECT_NE(text.find(std::string(info.name) + "\n    " + std::string(info.description)),
              std::string::npos)
        << info.name;
    for (const PassOption& o : info.options) {
      EXPECT_NE(text.find("--" + std::string(info.name) + "-" + std::string(o.name) + " <"),
                std::string::npos)
          << o.name;
    }
  }
  EXPECT_NE(text.find("    --schedule-overlap-max-in-flight-mb <int> (default 5120, MiB): cap on "
                      "bytes of collectives in flight\n"),
            std::string::npos);
}

}  // namespace
}  // namespace collopt
