//===- Options.cpp - the names of the translation settings' values -------===//
//
// One table per option. The command line offers these names, the JSON report
// and the sync state record them, and a recorded name is read back through
// the same table, so a value is spelled the same everywhere.
//
//===----------------------------------------------------------------------===//
#include "cuda2hip/Rewrite/Options.h"

namespace cuda2hip {

llvm::ArrayRef<NamedValue<HeaderMode>> namedValues(HeaderMode) {
  static const NamedValue<HeaderMode> Names[] = {
      {"sdk", HeaderMode::Sdk}, {"bundled", HeaderMode::Bundled}};
  return Names;
}

llvm::ArrayRef<NamedValue<HeaderChoice>> namedValues(HeaderChoice) {
  static const NamedValue<HeaderChoice> Names[] = {
      {"auto", HeaderChoice::Auto},
      {"sdk", HeaderChoice::Sdk},
      {"bundled", HeaderChoice::Bundled}};
  return Names;
}

llvm::ArrayRef<NamedValue<LaunchStyle>> namedValues(LaunchStyle) {
  static const NamedValue<LaunchStyle> Names[] = {
      {"chevrons", LaunchStyle::Chevrons},
      {"ggl", LaunchStyle::LaunchKernelGGL}};
  return Names;
}

llvm::ArrayRef<NamedValue<WarpMode>> namedValues(WarpMode) {
  static const NamedValue<WarpMode> Names[] = {
      {"logical32", WarpMode::Logical32},
      {"native", WarpMode::Native},
      {"off", WarpMode::Off}};
  return Names;
}

llvm::ArrayRef<NamedValue<AsyncCopyMode>> namedValues(AsyncCopyMode) {
  static const NamedValue<AsyncCopyMode> Names[] = {
      {"staged", AsyncCopyMode::Staged}, {"sync", AsyncCopyMode::Sync}};
  return Names;
}

} // namespace cuda2hip
