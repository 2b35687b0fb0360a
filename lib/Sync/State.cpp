//===- State.cpp - the sync state file ------------------------------------===//
#include "State.h"
#include "cuda2hip/Rewrite/Edit.h"
#include "cuda2hip/Rewrite/EmbeddedFiles.h"
#include "cuda2hip/Rules/ApiTable.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include "llvm/Support/raw_ostream.h"

namespace cuda2hip {
namespace json = llvm::json;

const SyncEntry *SyncState::byOutput(llvm::StringRef Output) const {
  for (const SyncEntry &E : Files)
    if (E.Output == Output)
      return &E;
  return nullptr;
}

const SyncEntry *SyncState::bySource(llvm::StringRef Source) const {
  for (const SyncEntry &E : Files)
    if (E.Source == Source && E.Mark != EntryMark::Orphan)
      return &E;
  return nullptr;
}

std::string sha256Hex(llvm::StringRef Data) {
  auto Hash = llvm::SHA256::hash(llvm::arrayRefFromStringRef(Data));
  return llvm::toHex(Hash, /*LowerCase=*/true);
}

std::string rulesFingerprint() {
  llvm::SHA256 H;
  auto Add = [&](llvm::StringRef S) {
    H.update(S);
    H.update(llvm::StringRef("\0", 1));
  };
  for (ApiFamily F : allFamilies())
    for (const ApiRow &R : familyRows(F)) {
      Add(familyName(F));
      Add(R.Cuda);
      Add(R.Hip);
      Add(statusName(R.Status));
      Add(std::to_string(R.Rocm));
      Add(diagInfo(R.Diag).Name);
    }
  for (const RuleInfo &R : allRules())
    Add(R.Name);
  for (const DiagInfo &D : allDiagnostics()) {
    Add(D.Name);
    Add(severityName(D.Sev));
    Add(D.Format);
  }
  for (const EmbeddedFile *E = BundledCudaHeaders; E->Name; ++E) {
    Add(E->Name);
    Add(E->Text);
  }
  return llvm::toHex(H.final(), /*LowerCase=*/true);
}

namespace {

llvm::StringRef markName(EntryMark M) {
  switch (M) {
  case EntryMark::Clean:
    return "";
  case EntryMark::Conflict:
    return "conflict";
  case EntryMark::Orphan:
    return "orphan";
  }
  return "";
}

json::Array strings(const std::vector<std::string> &V) {
  json::Array A;
  for (const std::string &S : V)
    A.push_back(S);
  return A;
}

} // namespace

std::string renderState(const SyncState &S) {
  json::Array Files;
  for (const SyncEntry &E : S.Files) {
    json::Object O{{"source", E.Source},
                   {"output", E.Output},
                   {"output-sha256", E.OutputHash}};
    if (!E.SourceBlob.empty())
      O["source-blob"] = E.SourceBlob;
    if (E.Unit) {
      O["unit"] = true;
      O["deps"] = strings(E.Deps);
      if (!E.Names.empty())
        O["names"] = strings(E.Names);
    }
    if (E.Mark != EntryMark::Clean)
      O["mark"] = markName(E.Mark);
    Files.push_back(std::move(O));
  }
  json::Object Root{
      {"format", 1},
      {"source", json::Object{{"repository", S.Source}, {"commit", S.Commit}}},
      {"tool", json::Object{{"version", S.ToolVersion}, {"rules", S.Rules}}},
      {"options", json::Object{{"cuda-headers", optionName(S.Options.Headers)},
                               {"launch", optionName(S.Options.Launch)},
                               {"rocm", rocmVersionString(S.Options.Rocm)},
                               {"warp", optionName(S.Options.Warp)},
                               {"async-copy", optionName(S.Options.AsyncCopy)},
                               {"args", strings(S.Options.Args)}}},
      {"files", std::move(Files)}};
  std::string Text;
  llvm::raw_string_ostream OS(Text);
  OS << llvm::formatv("{0:2}", json::Value(std::move(Root))) << "\n";
  return Text;
}

std::optional<SyncState> parseState(llvm::StringRef Text, std::string &Error) {
  llvm::Expected<json::Value> V = json::parse(Text);
  if (!V) {
    Error = "not valid JSON: " + llvm::toString(V.takeError());
    return std::nullopt;
  }
  SyncState S;
  const json::Object *Root = V->getAsObject();
  auto Str = [](const json::Object *O, llvm::StringRef K,
                std::string &Out) -> bool {
    if (!O)
      return false;
    std::optional<llvm::StringRef> S = O->getString(K);
    if (!S)
      return false;
    Out = S->str();
    return true;
  };
  auto StrList = [](const json::Object *O, llvm::StringRef K,
                    std::vector<std::string> &Out) -> bool {
    const json::Array *A = O ? O->getArray(K) : nullptr;
    if (!A)
      return true; // Optional lists.
    for (const json::Value &X : *A) {
      std::optional<llvm::StringRef> S = X.getAsString();
      if (!S)
        return false;
      Out.push_back(S->str());
    }
    return true;
  };
  if (!Root || Root->getInteger("format") != 1) {
    Error = "unknown state format (expected \"format\": 1)";
    return std::nullopt;
  }
  const json::Object *Src = Root->getObject("source");
  const json::Object *Tool = Root->getObject("tool");
  const json::Object *Opt = Root->getObject("options");
  const json::Array *Files = Root->getArray("files");
  if (!Str(Src, "repository", S.Source) || !Str(Src, "commit", S.Commit) ||
      !Str(Tool, "version", S.ToolVersion) || !Str(Tool, "rules", S.Rules) ||
      !Opt || !StrList(Opt, "args", S.Options.Args) || !Files) {
    Error = "missing or malformed source, tool, options or files";
    return std::nullopt;
  }
  // Each setting is read back through the table the command line offers:
  // a name it does not know is an error, not a default.
  auto Setting = [&](llvm::StringRef K, auto &Out,
                     std::optional<llvm::StringRef> Missing) -> bool {
    std::optional<llvm::StringRef> Name = Opt->getString(K);
    if (!Name && !Opt->get(K) && Missing)
      Name = Missing;
    using E = std::decay_t<decltype(Out)>;
    std::optional<E> V;
    if (Name)
      V = parseOption<E>(*Name);
    if (!V) {
      Error = "options." + K.str() +
              (Name ? " '" + Name->str() + "' is not one of " +
                          llvm::join(optionNames<E>(), ", ")
                    : std::string(" is missing or not a string"));
      return false;
    }
    Out = *V;
    return true;
  };
  // Trees made before --warp existed were translated without warp rewrites,
  // and before --async-copy with copies that land at once.
  if (!Setting("cuda-headers", S.Options.Headers, std::nullopt) ||
      !Setting("launch", S.Options.Launch, std::nullopt) ||
      !Setting("warp", S.Options.Warp, optionName(WarpMode::Off)) ||
      !Setting("async-copy", S.Options.AsyncCopy,
               optionName(AsyncCopyMode::Sync)))
    return std::nullopt;
  std::optional<llvm::StringRef> Rocm = Opt->getString("rocm");
  S.Options.Rocm = Rocm ? parseRocmVersion(*Rocm) : 0;
  if (!S.Options.Rocm) {
    Error = "options.rocm " +
            (Rocm ? "'" + Rocm->str() + "' is not a version like 5.2 or 6.4"
                  : std::string("is missing or not a string"));
    return std::nullopt;
  }
  for (const json::Value &F : *Files) {
    const json::Object *O = F.getAsObject();
    SyncEntry E;
    std::string Mark;
    if (!Str(O, "source", E.Source) || !Str(O, "output", E.Output) ||
        !Str(O, "output-sha256", E.OutputHash) || !StrList(O, "deps", E.Deps) ||
        !StrList(O, "names", E.Names)) {
      Error = "malformed file entry";
      return std::nullopt;
    }
    // Sync writes, merges and removes these paths and reads the bases by
    // hash: a damaged or forged state must not reach outside the trees.
    bool Paths = isTreePath(E.Source) && isTreePath(E.Output) &&
                 llvm::all_of(E.Deps, [](const std::string &D) { return isTreePath(D); });
    bool Hash = E.OutputHash.size() == 64 &&
                llvm::all_of(E.OutputHash, [](char C) { return llvm::isHexDigit(C); });
    if (!Paths || !Hash) {
      Error = "file entry with a path outside the tree or a malformed hash: '" + E.Output + "'";
      return std::nullopt;
    }
    Str(O, "source-blob", E.SourceBlob);
    E.Unit = O->getBoolean("unit").value_or(false);
    Str(O, "mark", Mark);
    if (Mark == "conflict")
      E.Mark = EntryMark::Conflict;
    else if (Mark == "orphan")
      E.Mark = EntryMark::Orphan;
    else if (!Mark.empty()) {
      Error = "unknown mark '" + Mark + "' on " + E.Output;
      return std::nullopt;
    }
    S.Files.push_back(std::move(E));
  }
  return S;
}

bool isTreePath(llvm::StringRef P) {
  namespace path = llvm::sys::path;
  if (P.empty() || path::is_absolute(P) || P.contains('\0'))
    return false;
  for (auto It = path::begin(P), E = path::end(P); It != E; ++It)
    if (*It == "." || *It == ".." || It->empty() || *It == "/")
      return false;
  return true;
}

} // namespace cuda2hip
