//===- FuzzScratch.h - a private folder for a harness's files ---*- C++ -*-===//
#ifndef CUDA2HIP_TEST_FUZZ_FUZZSCRATCH_H
#define CUDA2HIP_TEST_FUZZ_FUZZSCRATCH_H

#include "llvm/Support/FileSystem.h"
#include <cstdlib>
#include <string>

/// A folder made once per process, memory-backed where /dev/shm exists,
/// for harnesses whose code under test reads and writes paths.
inline const std::string &fuzzScratch(const char *Harness) {
  static const std::string Dir = [Harness] {
    std::string Template =
        (llvm::sys::fs::is_directory("/dev/shm") ? "/dev/shm" : "/tmp") +
        std::string("/c2h-fuzz-") + Harness + "-XXXXXX";
    if (!mkdtemp(Template.data()))
      abort();
    return Template;
  }();
  return Dir;
}

#endif
