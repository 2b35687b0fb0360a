//===- SourceFilesTest.cpp - the one list of source extensions -------------===//
#include "cuda2hip/Driver/SourceFiles.h"
#include <gtest/gtest.h>

using namespace cuda2hip;

TEST(SourceFiles, KindsByName) {
  EXPECT_EQ(fileKind("a/k.cu"), FileKind::CudaSource);
  EXPECT_EQ(fileKind("k.cuh"), FileKind::CudaHeader);
  EXPECT_EQ(fileKind("main.C"), FileKind::HostSource);
  EXPECT_EQ(fileKind("main.c"), FileKind::HostSource);
  EXPECT_EQ(fileKind("x.hxx"), FileKind::Header);
  EXPECT_EQ(fileKind("ops.def"), FileKind::Fragment);
  EXPECT_EQ(fileKind("k.hip"), FileKind::HipSource);
  EXPECT_EQ(fileKind("src/GNUmakefile"), FileKind::BuildFile);
  EXPECT_EQ(fileKind("CMakeLists.txt"), FileKind::BuildFile);
  EXPECT_EQ(fileKind("data.txt"), FileKind::Other);
  EXPECT_EQ(fileKind("k.cu.orig"), FileKind::Other);
}

// Each question is asked of the one table, so the answers nest: a unit or a
// header may hold CUDA; anything that may is code; all code is a build input.
TEST(SourceFiles, QuestionsNest) {
  for (const char *P : {"k.cu", "k.cuh", "m.cpp", "m.C", "h.h", "h.hh", "f.inl",
                        "f.inc", "f.def", "k.hip", "Makefile", "x.cmake",
                        "notes.md"}) {
    if (isUnitFile(P) || isHeaderFile(P))
      EXPECT_TRUE(isCudaCandidate(P)) << P;
    if (isCudaCandidate(P))
      EXPECT_TRUE(isCodeFile(P)) << P;
    if (isCodeFile(P))
      EXPECT_TRUE(isBuildInput(P)) << P;
  }
  EXPECT_TRUE(isCudaFile("k.cuh"));
  EXPECT_FALSE(isCudaFile("k.hip"));
  EXPECT_FALSE(isCudaCandidate("k.hip"));
  EXPECT_TRUE(isCodeFile("k.hip"));
  EXPECT_TRUE(isBuildInput("build/rules.mk"));
  EXPECT_FALSE(isBuildInput("notes.md"));
  EXPECT_FALSE(isHeaderFile("k.cu"));
  EXPECT_TRUE(isUnitFile("m.cxx"));
}
