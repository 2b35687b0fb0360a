//===- Options.h - the translation's settings and their names ---*- C++ -*-===//
//
// The enumerated settings of a translation, and the one table of names each
// has. tools/cuda2hip offers a table's names on the command line and hands
// lib/ the values; the JSON report prints the names, and the sync state
// records them and reads them back through the same table.
//
//===----------------------------------------------------------------------===//
#ifndef CUDA2HIP_REWRITE_OPTIONS_H
#define CUDA2HIP_REWRITE_OPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"
#include <optional>
#include <string>
#include <vector>

namespace cuda2hip {

/// The CUDA declarations a unit is parsed against.
enum class HeaderMode { Sdk, Bundled };
/// --cuda-headers: Auto takes the SDK where one is found, else Bundled.
enum class HeaderChoice { Auto, Sdk, Bundled };
enum class LaunchStyle { Chevrons, LaunchKernelGGL };
/// How warp-level code meets AMD's 64-lane wavefronts
/// (docs/rules/c2h-warp-logical32.md, docs/rules/c2h-warp-native.md):
///  Logical32  keep CUDA's 32-lane warps, two per 64-lane wavefront (a
///             kernel under '// cuda2hip: warp=native' may still widen);
///  Native     widen every kernel whose results do not depend on the warp
///             partition to the target's wave size; the rest stay logical32;
///  Off        mechanical translation only.
enum class WarpMode { Logical32, Native, Off };
/// c2h-async-copy-staged: Staged keeps async copies in flight in registers
/// until their wait; Sync copies at once.
enum class AsyncCopyMode { Staged, Sync };

/// A value of an enumerated option and its name: the one spelling the
/// command line, the JSON report and the sync state use. Each option has one
/// table (lib/Rewrite/Options.cpp, or beside the option's
/// subcommand), found by the option's type.
template <typename E> struct NamedValue {
  llvm::StringLiteral Name;
  E Value;
};
llvm::ArrayRef<NamedValue<HeaderMode>> namedValues(HeaderMode);
llvm::ArrayRef<NamedValue<HeaderChoice>> namedValues(HeaderChoice);
llvm::ArrayRef<NamedValue<LaunchStyle>> namedValues(LaunchStyle);
llvm::ArrayRef<NamedValue<WarpMode>> namedValues(WarpMode);
llvm::ArrayRef<NamedValue<AsyncCopyMode>> namedValues(AsyncCopyMode);

/// V's name in its option's table.
template <typename E> llvm::StringRef optionName(E V) {
  for (const NamedValue<E> &N : namedValues(E()))
    if (N.Value == V)
      return N.Name;
  llvm_unreachable("an option value with no name");
}

/// The value named S; nullopt where the option has no value of that name.
template <typename E> std::optional<E> parseOption(llvm::StringRef S) {
  for (const NamedValue<E> &N : namedValues(E()))
    if (N.Name == S)
      return N.Value;
  return std::nullopt;
}

/// Every name of option E, in its table's order.
template <typename E> std::vector<std::string> optionNames() {
  std::vector<std::string> Names;
  for (const NamedValue<E> &N : namedValues(E()))
    Names.push_back(N.Name.str());
  return Names;
}

} // namespace cuda2hip

#endif
