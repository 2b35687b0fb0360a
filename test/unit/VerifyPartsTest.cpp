//===- VerifyPartsTest.cpp - verify's comparators and backend parsers -----===//
#include "../../lib/Verify/Compare.h"
#include "../../lib/Verify/Numbers.h"
#include "../../lib/Verify/Toolchain.h"
#include "cuda2hip/Verify/Verify.h"
#include <algorithm>
#include <ctime>
#include <gtest/gtest.h>

using namespace cuda2hip;

namespace {

Tolerance tol(Tolerance::Kind K, double V) {
  Tolerance T;
  T.K = K;
  T.Value = V;
  return T;
}

TEST(Compare, ExactNeedsEqualText) {
  EXPECT_EQ(compareOutputs("a 1\n", "a 1\n", Tolerance()), "");
  EXPECT_NE(compareOutputs("a 1\n", "a 1 \n", Tolerance()), "");
}

TEST(Compare, AbsoluteAndRelative) {
  EXPECT_EQ(compareOutputs("x 1.0 2.0", "x 1.05 2.0", tol(Tolerance::Abs, 0.1)),
            "");
  EXPECT_EQ(compareOutputs("x 1.0", "x 1.2", tol(Tolerance::Abs, 0.1)),
            "token 2: reference '1.0', got '1.2' (beyond abs:0.100000)");
  EXPECT_EQ(compareOutputs("1000", "1000.5", tol(Tolerance::Rel, 1e-3)), "");
  EXPECT_NE(compareOutputs("1000", "1002", tol(Tolerance::Rel, 1e-3)), "");
  // Words must match exactly even with a tolerance.
  EXPECT_EQ(compareOutputs("PASS", "FAIL", tol(Tolerance::Rel, 1)),
            "token 1: reference 'PASS', got 'FAIL'");
  EXPECT_EQ(compareOutputs("1 2", "1 2 3", tol(Tolerance::Abs, 0)),
            "reference has 2 tokens, got 3");
  EXPECT_EQ(compareOutputs("nan", "nan", tol(Tolerance::Abs, 0)), "");
  // Numbers glued to punctuation keep their tolerance.
  EXPECT_EQ(
      compareOutputs("x=1.0, (2.0)", "x=1.05, (2.0)", tol(Tolerance::Abs, 0.1)),
      "");
  EXPECT_NE(compareOutputs("x=1.0,", "y=1.0,", tol(Tolerance::Abs, 0.1)), "");
}

TEST(Compare, UlpCountsFloatSteps) {
  EXPECT_EQ(compareOutputs("1.0", "1.0000001", tol(Tolerance::Ulp, 1)), "");
  EXPECT_NE(compareOutputs("1.0", "1.0000003", tol(Tolerance::Ulp, 1)), "");
  EXPECT_EQ(compareOutputs("-0.0", "0.0", tol(Tolerance::Ulp, 1)), "");
  EXPECT_NE(compareOutputs("-1.0", "1.0", tol(Tolerance::Ulp, 1000)), "");
}

NumberComparison numbers(llvm::StringRef Ref, llvm::StringRef Got,
                         llvm::StringRef Ref2 = "", bool HasRef2 = false,
                         unsigned Wave = 64) {
  return compareNumbers(Ref, Ref2, HasRef2, Got, Wave, NumberTolerance());
}

TEST(Numbers, EveryNumberPrinted) {
  // No keyword: a single wrong value among printed results fails.
  NumberComparison C = numbers("a[0] = 1.5\na[1] = 2.25\nsum 3.75\n",
                               "a[0] = 1.5\na[1] = 2.5\nsum 3.75\n");
  EXPECT_EQ(C.Diff, "line 2: reference '2.25', got '2.5' (beyond rel:1e-05 or "
                    "abs:1e-09) in 'a[1] = 2.5'");
  C = numbers("a[0] = 1.5\na[1] = 2.25\nsum 3.75\n", "a[0] = 1.5\na[1] = 2.25\nsum 3.75\n");
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Values, 5u); // The subscripts count too.
  EXPECT_EQ(C.Lines, 3u);
  // Within the relative tolerance; integers are exact.
  EXPECT_EQ(numbers("x 1000000.0\n", "x 1000000.5\n").Diff, "");
  EXPECT_NE(numbers("n 1000000\n", "n 1000001\n").Diff, "");
  // Identifiers are not numbers; blank runs do not matter.
  EXPECT_EQ(numbers("sm_80 gfx90a v2\n", "sm_90 gfx1030 v3\n").Values, 0u);
  EXPECT_EQ(numbers("x =   1\n", "x = 1\n").Diff, "");
}

TEST(Numbers, LinesTheRunLeavesOutOrAdds) {
  EXPECT_EQ(numbers("r 1\nr 2\n", "r 1\n").Diff,
            "printed 1 line like 'r 1' where the reference printed 2");
  EXPECT_EQ(numbers("r 1\n", "r 1\nwarning: 3 lanes\n").Diff,
            "printed a line the reference did not print: 'warning: 3 lanes'");
  // A line without numbers is not compared here (verdict words are).
  EXPECT_EQ(numbers("r 1\nhello\n", "r 1\nbye\n").Diff, "");
}

TEST(Numbers, WhatVariesBetweenReferenceRunsIsLeftOut) {
  const char *Ref = "kernel 0.53 ms at 0x7ffd1000\nresult 42\n";
  const char *Ref2 = "kernel 0.61 ms at 0x7ffd2000\nresult 42\n";
  NumberComparison C = numbers(Ref, "kernel 0.70 ms at 0x7ffd3000\nresult 42\n", Ref2, true);
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Varying, 2u);
  EXPECT_EQ(C.Values, 1u);
  EXPECT_EQ(C.summary(), "1 number on 1 line (line 2; left out: 2 that vary between two runs "
                         "of the reference)");
  EXPECT_EQ(numbers("a 1\nb 2\nc 3\nx\nd 4\n", "a 1\nb 2\nc 3\nx\nd 4\n").summary(),
            "4 numbers on 4 lines (lines 1-3, 5)");
  EXPECT_NE(numbers(Ref, "kernel 0.70 ms at 0x7ffd3000\nresult 43\n", Ref2, true).Diff, "");
  // A line the reference prints a varying number of times is left out.
  EXPECT_EQ(numbers("tick 1\ntick 2\nr 5\n", "r 5\n", "tick 1\nr 5\n", true).Diff, "");
}

TEST(Numbers, TimingsAndTheWarpSize) {
  // Equal in both reference runs, different in the run: a timing by its
  // unit or its word, not a result.
  NumberComparison C = numbers("GPU time: 0 ms\nBandwidth 12GB/s\nelapsed 3\n",
                               "GPU time: 1 ms\nBandwidth 13GB/s\nelapsed 4\n");
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Timings, 3u);
  EXPECT_NE(numbers("Time step 5: energy 1.5\n", "Time step 5: energy 1.7\n").Diff, "");
  // The device's warp size, on a line that says so.
  C = numbers("Warp size: 32\nwarpSize = 32\n", "Warp size: 64\nwarpSize = 64\n");
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.WarpSize, 2u);
  EXPECT_NE(numbers("lanes 32\n", "lanes 64\n").Diff, "");
  EXPECT_EQ(numbers("warp 32\n", "warp 64\n").Values, 0u); // Left out: nothing compared.
  EXPECT_NE(numbers("warp size 32\n", "warp size 64\n", "", false, 32).Diff, "");
}

TEST(Numbers, RowsOfMeasurements) {
  // A table row whose bandwidth varied between the reference's two runs:
  // its times, equal in those two by chance, are measurements too.
  const char *Ref = "Function MBytes/sec Min (sec) Max\nCopy 26843.545 0.00117 0.00118\nn 4096\n";
  const char *Ref2 = "Function MBytes/sec Min (sec) Max\nCopy 26102.113 0.00117 0.00121\nn 4096\n";
  NumberComparison C =
      numbers(Ref, "Function MBytes/sec Min (sec) Max\nCopy 51002.7 0.00065 0.00066\nn 4096\n", Ref2, true);
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Varying, 3u);
  // Its integers, and the other lines, are still results.
  EXPECT_NE(numbers("r 1.5 7\n", "r 2.5 8\n", "r 1.7 7\n", true).Diff, "");
  EXPECT_NE(numbers(Ref, "Function MBytes/sec Min (sec) Max\nCopy 51002.7 0.00065 0.00066\nn 4097\n",
                    Ref2, true).Diff, "");
  // A number alone under a label that names a timing.
  C = numbers("GPU Time in seconds:\n0.000016\nresult:\n2.5\n",
              "GPU Time in seconds:\n0.000019\nresult:\n2.5\n");
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Timings, 1u);
  EXPECT_NE(numbers("result:\n2.5\n", "result:\n2.7\n").Diff, "");
  // A list of rates under one such label.
  C = numbers("Performance: MLUPS\n12.5\n13.1\n", "Performance: MLUPS\n11.9\n12.2\n");
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Timings, 2u);
  EXPECT_NE(numbers("energies:\n1.5\n2.5\n", "energies:\n1.5\n2.6\n").Diff, "");
  // Without a second run of the reference, nothing is a measurement.
  EXPECT_NE(numbers("Copy 26843.545 0.00117\n", "Copy 26843.545 0.00065\n").Diff, "");
}

TEST(Numbers, VersionsAndTheClock) {
  // CUDA's and HIP's versions differ; a line that says so leaves them out.
  NumberComparison C = numbers("driver version 13000\n", "driver version 60400000\n");
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Versions, 1u);
  EXPECT_NE(numbers("driver 13000\n", "driver 60400000\n").Diff, "");
  // The wall clock in seconds since 1970, and the date beside it.
  long Now = static_cast<long>(std::time(nullptr));
  std::string A = "started " + std::to_string(Now) + " at 10:41:07\n";
  std::string B = "started " + std::to_string(Now + 3) + " at 10:41:10\n";
  C = numbers(A, B);
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Timings, 2u);
  // A number of that size long ago is not the clock.
  EXPECT_NE(numbers("id 1000000000 x 1\n", "id 1000000000 x 2\n").Diff, "");
}

TEST(Numbers, PathsAreNotResults) {
  // argv[0] and input files differ between the reference and the run.
  NumberComparison C = numbers("Usage: /tmp/w-81/emu-cuda32/program [n]\nread ./data/in2.txt: 12 rows\n",
                               "Usage: /tmp/w-93/emu-hip/program [n]\nread ./data/in2.txt: 12 rows\n");
  EXPECT_EQ(C.Diff, "");
  EXPECT_EQ(C.Values, 1u);
  // A rate is not a path.
  EXPECT_EQ(numbers("copy 12 GB/s\n", "copy 13 GB/s\n").Timings, 1u);
  EXPECT_EQ(numbers("size(GB):0.25, average time(sec):0.001, BW:0.2\n",
                    "size(GB):0.25, average time(sec):0.002, BW:0.1\n").Diff, "");
}

TEST(Numbers, SpecialValues) {
  EXPECT_EQ(numbers("x nan y -inf\n", "x nan y -inf\n").Diff, "");
  EXPECT_NE(numbers("x 1.0\n", "x nan\n").Diff, "");
  EXPECT_NE(numbers("x inf\n", "x 1e308\n").Diff, "");
  EXPECT_EQ(numbers("v 1e-3 -2.5E+2 .5\n", "v 0.001 -250 0.5\n").Diff, "");
}

TEST(Compare, Directives) {
  std::vector<std::string> Errors;
  Directives Dirs;
  parseDirectives("// cuda2hip-verify: compare stdout tolerance=rel:1e-5\n"
                  "x\n"
                  "/* cuda2hip-verify: compare file=out.txt */\n"
                  "// cuda2hip-verify: compare stdout lines=checksum\n",
                  Dirs, Errors);
  ASSERT_TRUE(Errors.empty());
  const std::vector<DeclaredOutput> &D = Dirs.Outputs;
  ASSERT_EQ(D.size(), 3u);
  EXPECT_EQ(D[0].What, "stdout");
  EXPECT_EQ(D[0].Tol.K, Tolerance::Rel);
  EXPECT_DOUBLE_EQ(D[0].Tol.Value, 1e-5);
  EXPECT_EQ(D[1].What, "out.txt");
  EXPECT_EQ(D[1].Tol.K, Tolerance::Exact);
  EXPECT_EQ(D[2].Lines, "checksum");
  EXPECT_TRUE(Dirs.Verdict.On);
  EXPECT_FALSE(Dirs.EmuArgs);
  Directives Bad;
  parseDirectives("// cuda2hip-verify: compare stderr\n"
                  "// cuda2hip-verify: compare stdout tolerance=far:1\n"
                  "// cuda2hip-verify: check stdout\n"
                  "// cuda2hip-verify: verdict maybe\n",
                  Bad, Errors);
  ASSERT_EQ(Errors.size(), 4u);
  EXPECT_EQ(Errors[0], "line 1: unknown output 'stderr'");
  EXPECT_EQ(Errors[1], "line 2: tolerance is abs:X, rel:X or ulp:N");
  EXPECT_EQ(Errors[3], "line 4: expected 'verdict off' or 'verdict pass=WORD fail=WORD'");
}

// A program's printed verdict: the default words, its own, or none.
TEST(Compare, PrintedVerdicts) {
  std::vector<std::string> Errors;
  Directives Default;
  EXPECT_EQ(verdictWords("n=4\nPASS\nchecked: PASSED\n", Default.Verdict),
            (std::vector<std::string>{"PASS", "PASSED"}));
  // Whole words only, in the case written: no FAIL in FAILS or "failed".
  EXPECT_FALSE(failureLine("0 FAILS\nmalloc failed\nFAILURES=0\n", Default.Verdict));
  EXPECT_EQ(failureLine("x\n  Result = FAIL (3)\n", Default.Verdict), "Result = FAIL (3)");
  Directives Own;
  parseDirectives("/* cuda2hip-verify: verdict pass=OK fail=MISMATCH */", Own, Errors);
  ASSERT_TRUE(Errors.empty());
  EXPECT_EQ(Own.Verdict.Pass, (std::vector<std::string>{"OK"}));
  EXPECT_EQ(Own.Verdict.Fail, (std::vector<std::string>{"MISMATCH"}));
  EXPECT_FALSE(failureLine("FAIL\n", Own.Verdict));
  EXPECT_EQ(failureLine("row 3 MISMATCH\n", Own.Verdict), "row 3 MISMATCH");
  Directives Off;
  parseDirectives("// cuda2hip-verify: verdict off\n"
                  "// cuda2hip-verify: emu-args 64 2\n",
                  Off, Errors);
  ASSERT_TRUE(Errors.empty());
  EXPECT_FALSE(failureLine("FAIL\n", Off.Verdict));
  EXPECT_TRUE(verdictWords("PASS\n", Off.Verdict).empty());
  ASSERT_TRUE(Off.EmuArgs);
  EXPECT_EQ(*Off.EmuArgs, (std::vector<std::string>{"64", "2"}));
}

TEST(Compare, SelectLines) {
  EXPECT_EQ(selectLines("time 3 ms\nchecksum 42\ntime 4 ms\nchecksum 7", "checksum"),
            "checksum 42\nchecksum 7\n");
  EXPECT_EQ(selectLines("a\nb", ""), "a\nb");
}

TEST(Compare, ChecksumValues) {
  // The first number (or hex word) after each "checksum", in any case;
  // timings on the line or elsewhere do not count.
  EXPECT_EQ(checksumValues("Average time: 3.1 ms\nChecksum = 1a2b3c\n"
                           "checksum of the output: 12.5 (time 4 ms)\n"
                           "CHECKSUM: ffab12\nchecksum=7,\nno checksum here\n"),
            "checksum 1a2b3c\nchecksum 12.5\nchecksum ffab12\nchecksum 7\n");
  EXPECT_EQ(checksumValues("time 3 ms\nPASS\n"), "");
  // A run whose checksum differs fails; a nearby float passes.
  EXPECT_NE(compareOutputs(checksumValues("Checksum = 1a2b3c"),
                           checksumValues("Checksum = 1a2b3d"), kChecksumTolerance),
            "");
  EXPECT_EQ(compareOutputs(checksumValues("checksum: 1000.0 time 3"),
                           checksumValues("checksum: 1000.001 time 9"), kChecksumTolerance),
            "");
  EXPECT_NE(compareOutputs(checksumValues("checksum: 1000.0"),
                           checksumValues("checksum: 1001.0"), kChecksumTolerance),
            "");
}

TEST(Backend, ResourceRemarksAndInstructionMix) {
  std::string Remarks = "k.hip:3:1: remark: Function Name: _Z3addPfi "
                        "[-Rpass-analysis=kernel-resource-usage]\n"
                        "k.hip:3:1: remark:     SGPRs: 14 "
                        "[-Rpass-analysis=kernel-resource-usage]\n"
                        "k.hip:3:1: remark:     VGPRs: 7 "
                        "[-Rpass-analysis=kernel-resource-usage]\n"
                        "k.hip:3:1: remark:     AGPRs: 4 "
                        "[-Rpass-analysis=kernel-resource-usage]\n"
                        "k.hip:3:1: remark:     ScratchSize [bytes/lane]: 16 "
                        "[-Rpass-analysis=kernel-resource-usage]\n"
                        "k.hip:3:1: remark:     Occupancy [waves/SIMD]: 8 "
                        "[-Rpass-analysis=kernel-resource-usage]\n"
                        "k.hip:3:1: remark:     SGPRs Spill: 1 "
                        "[-Rpass-analysis=kernel-resource-usage]\n"
                        "k.hip:3:1: remark:     VGPRs Spill: 2 "
                        "[-Rpass-analysis=kernel-resource-usage]\n"
                        "k.hip:3:1: remark:     LDS Size [bytes/block]: 2112 "
                        "[-Rpass-analysis=kernel-resource-usage]\n";
  std::vector<KernelStats> K = parseResourceRemarks(Remarks);
  ASSERT_EQ(K.size(), 1u);
  EXPECT_EQ(K[0].Name, "add(float*, int)");
  EXPECT_EQ(K[0].Sgpr, 14);
  EXPECT_EQ(K[0].Vgpr, 7);
  EXPECT_EQ(K[0].Agpr, 4);
  EXPECT_EQ(K[0].Scratch, 16);
  EXPECT_EQ(K[0].Occupancy, 8);
  EXPECT_EQ(K[0].SgprSpill, 1);
  EXPECT_EQ(K[0].VgprSpill, 2);
  EXPECT_EQ(K[0].Lds, 2112);
  std::string Asm = "\t.text\n"
                    "_Z3addPfi:\n"
                    "\ts_load_dwordx2 s[0:1], s[4:5], 0x0\n"
                    ".LBB0_1:\n"
                    "\tglobal_load_dword v1, v0, s[0:1]\n"
                    "\tv_mfma_f32_32x32x8f16 a[0:15], v[0:1], v[2:3], a[0:15]\n"
                    "\t; a comment\n"
                    "\t.p2align 2\n"
                    "\tglobal_store_dword v0, v1, s[0:1]\n"
                    "\ts_endpgm\n"
                    ".Lfunc_end0:\n"
                    "\ts_nop 0\n";
  countInstructions(Asm, K);
  EXPECT_EQ(K[0].Instructions, 5);
  EXPECT_EQ(K[0].Mfma, 1);
  EXPECT_EQ(K[0].GlobalMemory, 2);
}

// clang 22 (the gfx11 device pass) names the SGPR count TotalSGPRs, and an
// RDNA3 WMMA counts as a matrix-core instruction.
TEST(Backend, Gfx11RemarksAndWmma) {
  std::vector<KernelStats> K = parseResourceRemarks(
      "k.hip:3:1: remark: Function Name: _Z1kv [-Rpass-analysis=kernel-resource-usage]\n"
      "k.hip:3:1: remark:     TotalSGPRs: 12 [-Rpass-analysis=kernel-resource-usage]\n"
      "k.hip:3:1: remark:     VGPRs: 41 [-Rpass-analysis=kernel-resource-usage]\n");
  ASSERT_EQ(K.size(), 1u);
  EXPECT_EQ(K[0].Sgpr, 12);
  EXPECT_EQ(K[0].Vgpr, 41);
  countInstructions("_Z1kv:\n\tv_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n"
                    "\ts_endpgm\n.Lfunc_end0:\n",
                    K);
  EXPECT_EQ(K[0].Instructions, 2);
  EXPECT_EQ(K[0].Mfma, 1);
}

std::vector<llvm::StringRef> asmLines(llvm::StringRef Asm) {
  llvm::SmallVector<llvm::StringRef, 32> L;
  Asm.split(L, '\n');
  return std::vector<llvm::StringRef>(L.begin(), L.end());
}

// A load waited for right away: one instruction between, no barrier.
TEST(LoadWaits, WaitedAtOnce) {
  LoadWaitStats S =
      analyzeLoadWaits(asmLines("\tglobal_load_dwordx4 v[0:3], v4, s[0:1]\n"
                                "\tv_add_u32 v5, v5, v6\n"
                                "\ts_waitcnt vmcnt(0)\n"
                                "\tds_write_b128 v7, v[0:3]\n"
                                "\ts_endpgm\n"),
                       true);
  EXPECT_EQ(S.Loads, 1);
  EXPECT_EQ(S.AcrossBarrier, 0);
  EXPECT_EQ(S.MedianDistance, 1);
}

// A prefetch at the bottom of a loop body, waited for at the top of the
// next iteration: every path from it crosses the barrier after it.
TEST(LoadWaits, PrefetchAcrossBarrierInLoop) {
  LoadWaitStats S =
      analyzeLoadWaits(asmLines(".LBB0_1:\n"
                                "\ts_waitcnt vmcnt(0)\n"
                                "\tds_write_b128 v7, v[0:3]\n"
                                "\tglobal_load_dwordx4 v[0:3], v4, s[0:1]\n"
                                "\ts_barrier\n"
                                "\tv_add_u32 v5, v5, v6\n"
                                "\tv_add_u32 v5, v5, v6\n"
                                "\ts_cbranch_scc1 .LBB0_1\n"
                                "\ts_endpgm\n"),
                       true);
  EXPECT_EQ(S.Loads, 1);
  EXPECT_EQ(S.AcrossBarrier, 1);
  EXPECT_EQ(S.MedianDistance, 4); // barrier, two adds, branch
}

// vmcnt(N) waits for all but the N newest: the second load is left in
// flight by vmcnt(1) and covered by the later vmcnt(0); a path that
// branches past the barrier keeps it from counting as across.
TEST(LoadWaits, PartialCountsAndPaths) {
  LoadWaitStats S =
      analyzeLoadWaits(asmLines("\tglobal_load_dword v0, v4, s[0:1]\n"
                                "\tglobal_load_dword v1, v4, s[0:1] offset:4\n"
                                "\ts_waitcnt vmcnt(1)\n"
                                "\ts_cbranch_execz .LBB0_2\n"
                                "\ts_barrier\n"
                                ".LBB0_2:\n"
                                "\ts_waitcnt vmcnt(0)\n"
                                "\ts_endpgm\n"),
                       true);
  EXPECT_EQ(S.Loads, 2);
  EXPECT_EQ(S.AcrossBarrier, 0);
  EXPECT_EQ(S.MedianDistance,
            2); // distances 1 and 2 (the branch past the barrier)
}

// gfx9 counts stores in vmcnt, gfx10 and later do not: vmcnt(1) after a
// load and a store covers the load only where stores count.
TEST(LoadWaits, StoresCountOnGfx9Only) {
  auto Lines = asmLines("\tglobal_load_dword v0, v4, s[0:1]\n"
                        "\tglobal_store_dword v4, v5, s[0:1]\n"
                        "\ts_waitcnt vmcnt(1)\n"
                        "\tv_add_u32 v5, v5, v6\n"
                        "\ts_waitcnt vmcnt(0)\n"
                        "\ts_endpgm\n");
  EXPECT_EQ(analyzeLoadWaits(Lines, true).MedianDistance, 1);
  EXPECT_EQ(analyzeLoadWaits(Lines, false).MedianDistance, 3);
}

TEST(Backend, EmulatedTargets) {
  EXPECT_EQ(emulatedWave("gfx90a"), 64u);
  EXPECT_EQ(emulatedWave("gfx908"), 64u);
  EXPECT_EQ(emulatedWave("gfx940"), 64u);
  EXPECT_EQ(emulatedWave("gfx1030"), 32u);
  EXPECT_EQ(emulatedWave("gfx1100"), 32u);
  EXPECT_EQ(emulatedWave("gfx1201"), 32u);
  for (const char *Bad : {"", "gfx", "gfx90", "gfx1300", "sm_80", "gfx90a:xnack+", "GFX90A"})
    EXPECT_EQ(emulatedWave(Bad), 0u) << Bad;
  EXPECT_EQ(defaultEmuTarget(64), "gfx90a");
  EXPECT_EQ(defaultEmuTarget(32), "gfx1030");
  // The family and target macros clang defines for the device pass.
  auto Has = [](const std::vector<std::string> &M, const std::string &X) {
    return std::find(M.begin(), M.end(), X) != M.end();
  };
  std::vector<std::string> M = deviceMacros(Dialect::Hip, "gfx940");
  EXPECT_TRUE(Has(M, "-D__GFX9__") && Has(M, "-D__gfx940__") && Has(M, "-DC2H_EMU_WAVE=64"));
  M = deviceMacros(Dialect::Hip, "gfx1100");
  EXPECT_TRUE(Has(M, "-D__GFX11__") && Has(M, "-D__gfx1100__") && Has(M, "-DC2H_EMU_WAVE=32") &&
              Has(M, "-D__AMDGCN_WAVEFRONT_SIZE=32"));
  EXPECT_FALSE(Has(M, "-D__GFX9__"));
}

} // namespace
