//===- DiagnosticsTest.cpp - the one registry and its emitters -------------===//
#include "cuda2hip/Rules/Diagnostics.h"
#include "llvm/Support/JSON.h"
#include "gtest/gtest.h"
#include <set>
#include <string>

using namespace cuda2hip;

namespace {

// Lint's checks are rows of the diagnostic registry: each names a row, once,
// and the row says warning, as lint's findings always have.
TEST(Diagnostics, LintChecksAreRegistryRows) {
  std::set<std::string> Seen;
  ASSERT_EQ(lintChecks().size(), 21u);
  for (const LintCheckInfo &C : lintChecks()) {
    EXPECT_EQ(C.Name, diagInfo(C.Id).Name);
    EXPECT_TRUE(C.Name.starts_with("c2h-warp-")) << C.Name.str();
    EXPECT_EQ(diagInfo(C.Id).Sev, Severity::Warning) << C.Name.str();
    EXPECT_FALSE(C.Catalog.empty()) << C.Name.str();
    EXPECT_TRUE(Seen.insert(C.Name.str()).second) << C.Name.str();
    EXPECT_EQ(lintCheck(C.Id), &C);
    EXPECT_EQ(diagHelpPath(C.Id), "docs/lint/" + C.Name.str() + ".md");
    EXPECT_EQ(diagSummary(C.Id), C.Summary);
  }
  // Rows lint and translate share keep translate's wording for translate.
  EXPECT_NE(lintCheck(DiagId::WarpLaneSpin), nullptr);
  EXPECT_TRUE(llvm::StringRef(diagInfo(DiagId::WarpLaneSpin).Format)
                  .contains("serialise the lanes"));
  EXPECT_EQ(lintCheck(DiagId::UnknownApi), nullptr);
  EXPECT_EQ(diagHelpPath(DiagId::UnknownApi), "docs/diagnostics.md");
}

TEST(Diagnostics, SarifLog) {
  Diagnostic A = makeDiagnostic(DiagId::UnknownApi, "/src/a dir/x.cu", 3, 7,
                                {"cudaFoo"});
  Diagnostic B = makeDiagnostic(DiagId::WarpLaneId, "k.hip", 9, 2,
                                {"lane id from threadIdx.x & 31"});
  Diagnostic C = makeDiagnostic(DiagId::InputError, "y.cu", 0, 0, {"bad"});
  std::string Log = sarifLog("t", "1.2", {DiagId::WarpLaneId, DiagId::UnknownApi},
                             {{A, ""}, {B, "abc"}, {C, ""}});
  llvm::Expected<llvm::json::Value> V = llvm::json::parse(Log);
  ASSERT_TRUE(bool(V)) << llvm::toString(V.takeError());
  const llvm::json::Object &Root = *V->getAsObject();
  EXPECT_EQ(Root.getString("version"), "2.1.0");
  const llvm::json::Object &Run = *(*Root.getArray("runs"))[0].getAsObject();
  const llvm::json::Object &Driver =
      *Run.getObject("tool")->getObject("driver");
  EXPECT_EQ(Driver.getString("name"), "t");
  EXPECT_EQ(Driver.getString("version"), "1.2");
  const llvm::json::Array &Rules = *Driver.getArray("rules");
  ASSERT_EQ(Rules.size(), 2u);
  EXPECT_EQ(Rules[0].getAsObject()->getString("id"), "c2h-warp-lane-id");
  EXPECT_EQ(Rules[0].getAsObject()->getString("helpUri"),
            "docs/lint/c2h-warp-lane-id.md");
  EXPECT_NE(Rules[0].getAsObject()->getObject("properties"), nullptr);
  EXPECT_EQ(Rules[1].getAsObject()->getObject("properties"), nullptr);

  const llvm::json::Array &Results = *Run.getArray("results");
  ASSERT_EQ(Results.size(), 3u);
  auto Uri = [&](size_t I) {
    return Results[I]
        .getAsObject()
        ->getArray("locations")
        ->front()
        .getAsObject()
        ->getObject("physicalLocation")
        ->getObject("artifactLocation")
        ->getString("uri");
  };
  EXPECT_EQ(Uri(0), "file:///src/a%20dir/x.cu");
  EXPECT_EQ(Uri(1), "k.hip");
  const llvm::json::Object &R0 = *Results[0].getAsObject();
  EXPECT_EQ(R0.getString("ruleId"), "c2h-unknown-api");
  EXPECT_EQ(R0.getString("level"), "warning");
  EXPECT_EQ(R0.getObject("message")->getString("text"), A.Message);
  EXPECT_EQ(R0.getObject("partialFingerprints"), nullptr);
  EXPECT_EQ(Results[1]
                .getAsObject()
                ->getObject("partialFingerprints")
                ->getString("cuda2hipFinding/v1"),
            "abc");
  // An error is SARIF's error; a diagnostic with no line has no region.
  const llvm::json::Object &R2 = *Results[2].getAsObject();
  EXPECT_EQ(R2.getString("level"), "error");
  EXPECT_EQ(R2.getArray("locations")
                ->front()
                .getAsObject()
                ->getObject("physicalLocation")
                ->getObject("region"),
            nullptr);
  // The same input gives the same bytes.
  EXPECT_EQ(Log, sarifLog("t", "1.2", {DiagId::WarpLaneId, DiagId::UnknownApi},
                          {{A, ""}, {B, "abc"}, {C, ""}}));
}

} // namespace
