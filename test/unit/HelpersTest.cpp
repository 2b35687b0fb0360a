//===- HelpersTest.cpp - the registry of emitted helpers -------------------===//
#include "cuda2hip/Rules/Helpers.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MemoryBuffer.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

// Each row's header is embedded as it is in the source tree, guarded, and
// comes after the helpers it needs (a file carries them in registry order).
TEST(Helpers, EveryRowIsItsHeaderAfterWhatItNeeds) {
  llvm::StringSet<> Seen, Names;
  ASSERT_GT(emittedHelpers().size(), 100u);
  for (const EmittedHelper &H : emittedHelpers()) {
    EXPECT_TRUE(H.Definition.starts_with("#ifndef ")) << H.Name.str();
    EXPECT_TRUE(H.Definition.ends_with("#endif\n")) << H.Name.str();
    auto File = llvm::MemoryBuffer::getFile(std::string(CUDA2HIP_SOURCE_DIR) +
                                            "/lib/Rules/Helpers/" + H.Path.str());
    ASSERT_TRUE(static_cast<bool>(File)) << H.Path.str();
    EXPECT_EQ((*File)->getBuffer(), H.Definition) << H.Path.str();
    for (llvm::StringRef N : H.needs())
      EXPECT_TRUE(Seen.count(N)) << H.Name.str() << " needs " << N.str()
                                 << ", which is not registered before it";
    EXPECT_TRUE(Names.insert(H.Name).second) << "twice: " << H.Name.str();
    Seen.insert(H.Name);
  }
}

// A name resolves to the helper that declares it, from the registry's
// Provides column; a name no helper declares resolves to nothing.
TEST(Helpers, NamesResolveToTheHelperThatDeclaresThem) {
  EXPECT_EQ(helperDefining("c2h_ballot32"), "c2h_ballot32");
  EXPECT_EQ(helperDefining("c2h_any_sync32"), "c2h_ballot_sync32");
  EXPECT_EQ(helperDefining("c2h::barrier"), "c2h_cuda_sync");
  EXPECT_EQ(helperDefining("c2h_ldcg"), "c2h_cache_hints");
  EXPECT_EQ(helperDefining("c2h_dp2a_lo"), "c2h_dp4a");
  EXPECT_EQ(helperDefining("C2H_E4M3"), "c2h_fp8");
  EXPECT_EQ(helperDefining("c2h_nvmlDeviceGetName"), "c2h_nvml");
  EXPECT_EQ(helperDefining("c2h_no_such_helper"), "");
  EXPECT_EQ(helperDefining("c2h::no_such_class"), "");
  // Every provided name is declared by the text of its helper.
  for (const EmittedHelper &H : emittedHelpers()) {
    llvm::SmallVector<llvm::StringRef, 8> Provided;
    H.Provides.split(Provided, ' ', -1, false);
    for (llvm::StringRef P : Provided) {
      P.consume_front("c2h::");
      EXPECT_TRUE(H.Definition.contains(P))
          << H.Name.str() << " provides " << P.str() << " but does not declare it";
    }
  }
}

TEST(Helpers, SimdHelpersAreTheSimdFamily) {
  EXPECT_TRUE(isSimdHelper("c2h_vadd2"));
  EXPECT_TRUE(isSimdHelper("c2h_dp4a"));
  EXPECT_TRUE(isSimdHelper("c2h_dp2a_hi"));
  EXPECT_FALSE(isSimdHelper("c2h_simd_lanes")); // The engine they share.
  EXPECT_FALSE(isSimdHelper("c2h_ballot32"));
  EXPECT_FALSE(isSimdHelper("c2h_unknown"));
}
