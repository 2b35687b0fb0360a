//===- Dataset.cpp - cuda2hip dataset -------------------------------------===//
#include "cuda2hip/Reward/Dataset.h"
#include "cuda2hip/Driver/Driver.h"
#include "cuda2hip/Driver/Process.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"
#include <map>
#include <set>

namespace cuda2hip {
namespace fs = llvm::sys::fs;
namespace path = llvm::sys::path;
namespace json = llvm::json;

namespace {

constexpr uint64_t FileLimit = 1 << 20;  ///< A larger file is data, not source.
constexpr uint64_t ProgramLimit = 8 << 20;

struct Program {
  std::string Name;  ///< The corpus's name for it (HeCBench: without -cuda).
  std::string Dir;   ///< Its folder.
  std::string Human; ///< The human port's folder, or empty.
};

/// The programs of a corpus: HeCBench's src/NAME-cuda folders (with
/// src/NAME-hip as the human port), else each folder under the corpus that
/// holds CUDA, and each .cu file at its top.
std::vector<Program> findPrograms(const std::string &Corpus) {
  std::vector<Program> Ps;
  std::string Src = joinPath(Corpus, "src");
  std::error_code EC;
  if (fs::is_directory(Src)) {
    for (fs::directory_iterator It(Src, EC), End; It != End && !EC; It.increment(EC)) {
      llvm::StringRef Name = path::filename(It->path());
      if (!Name.consume_back("-cuda") || !fs::is_directory(It->path()))
        continue;
      std::string Human = joinPath(Src, (Name + "-hip").str());
      Ps.push_back({Name.str(), It->path(), fs::is_directory(Human) ? Human : ""});
    }
    if (!Ps.empty()) {
      llvm::sort(Ps, [](const Program &A, const Program &B) { return A.Name < B.Name; });
      return Ps;
    }
  }
  for (fs::directory_iterator It(Corpus, EC), End; It != End && !EC; It.increment(EC)) {
    llvm::StringRef Name = path::filename(It->path());
    if (Name.starts_with("."))
      continue;
    if (fs::is_directory(It->path())) {
      bool Cuda = false;
      std::error_code EC2;
      for (fs::recursive_directory_iterator R(It->path(), EC2), REnd; R != REnd && !EC2 && !Cuda;
           R.increment(EC2))
        Cuda = isCudaFile(R->path());
      if (Cuda)
        Ps.push_back({Name.str(), It->path(), ""});
    } else if (fileKind(Name) == FileKind::CudaSource) {
      Ps.push_back({Name.str(), It->path(), ""});
    }
  }
  llvm::sort(Ps, [](const Program &A, const Program &B) { return A.Name < B.Name; });
  return Ps;
}

/// The source files of a folder (or the one file), relative path to text,
/// within the limits; Skipped counts those left out.
std::map<std::string, std::string> readSources(const std::string &Where, unsigned &Skipped) {
  std::map<std::string, std::string> Files;
  Skipped = 0;
  if (!fs::is_directory(Where)) {
    if (std::optional<std::string> T = readFile(Where))
      Files[path::filename(Where).str()] = *T;
    return Files;
  }
  uint64_t Total = 0;
  std::vector<std::string> Paths;
  std::error_code EC;
  for (fs::recursive_directory_iterator It(Where, EC), End; It != End && !EC; It.increment(EC)) {
    if (path::filename(It->path()).starts_with(".")) {
      It.no_push();
      continue;
    }
    if (It->type() == fs::file_type::regular_file && isBuildInput(It->path()))
      Paths.push_back(It->path());
  }
  llvm::sort(Paths);
  for (const std::string &P : Paths) {
    uint64_t Size = 0;
    std::optional<std::string> T;
    if (fs::file_size(P, Size) || Size > FileLimit || Total + Size > ProgramLimit ||
        !(T = readFile(P)) || notSourceText(*T)) {
      ++Skipped;
      continue;
    }
    Total += Size;
    Files[llvm::StringRef(P).drop_front(Where.size() + 1).str()] = std::move(*T);
  }
  return Files;
}

std::string hashFiles(const std::map<std::string, std::string> &Files) {
  llvm::SHA256 H;
  for (const auto &[Name, Text] : Files) {
    H.update(Name);
    H.update(llvm::StringRef("\0", 1));
    H.update(llvm::SHA256::hash(llvm::arrayRefFromStringRef(Text)));
  }
  return llvm::toHex(H.final(), true);
}

json::Object filesJson(const std::map<std::string, std::string> &Files) {
  json::Object O;
  for (const auto &[Name, Text] : Files)
    O[Name] = Text;
  return O;
}

/// The license that covers Dir: the nearest LICENSE or COPYING file in it
/// or a folder above it, up to the corpus.
json::Value licenseOf(const std::string &Dir, const std::string &Corpus) {
  for (std::string D = fs::is_directory(Dir) ? Dir : path::parent_path(Dir).str();;
       D = path::parent_path(D).str()) {
    std::error_code EC;
    std::vector<std::string> Found;
    for (fs::directory_iterator It(D, EC), End; It != End && !EC; It.increment(EC)) {
      llvm::StringRef N = path::filename(It->path());
      if (N.starts_with_insensitive("license") || N.starts_with_insensitive("copying"))
        Found.push_back(It->path());
    }
    llvm::sort(Found);
    if (!Found.empty()) {
      std::string Text = readFile(Found[0]).value_or("");
      std::string Rel = Found[0].size() > Corpus.size() ? Found[0].substr(Corpus.size() + 1) : Found[0];
      return json::Object{
          {"file", Rel},
          {"first_line", llvm::StringRef(Text).trim().split('\n').first.trim().str()},
          {"sha256", llvm::toHex(llvm::SHA256::hash(llvm::arrayRefFromStringRef(Text)), true)}};
    }
    if (D.size() <= Corpus.size() || D == path::parent_path(D))
      return nullptr;
  }
}

/// Drops what varies between runs from a verify record: seconds, and the
/// paths of its work folder.
void stripVarying(json::Value &V) {
  if (json::Object *O = V.getAsObject()) {
    O->erase("seconds");
    O->erase("output");
    for (auto &KV : *O)
      stripVarying(KV.second);
  } else if (json::Array *A = V.getAsArray()) {
    for (json::Value &E : *A)
      stripVarying(E);
  }
}

std::string split(const DatasetOptions &O, llvm::StringRef Name) {
  auto H = llvm::SHA256::hash(llvm::arrayRefFromStringRef((O.Seed + ":" + Name).str()));
  uint64_t X = 0;
  for (int I = 0; I < 8; ++I)
    X = X << 8 | H[I];
  double U = static_cast<double>(X >> 11) / static_cast<double>(1ull << 53);
  return U < O.Train ? "train" : U < O.Train + O.Valid ? "valid" : "test";
}

std::string gitField(const std::string &Dir, std::vector<std::string> Args) {
  Args.insert(Args.begin(), {"-C", Dir});
  ProcResult R = runProcess("git", Args, timeLimit(20));
  return R.ok() ? llvm::StringRef(R.Out).trim().str() : "";
}

} // namespace

int runDataset(const DatasetOptions &O, llvm::raw_ostream &Out, llvm::raw_ostream &Err) {
  std::string Corpus = absolutePath(O.Corpus);
  if (!fs::is_directory(Corpus)) {
    Err << O.Corpus << ": error: not a folder\n";
    return ExitError;
  }
  if (O.Train < 0 || O.Valid < 0 || O.Train + O.Valid > 1) {
    Err << "cuda2hip dataset: error: the train and valid fractions must be at least 0 and add "
           "up to at most 1\n";
    return ExitError;
  }
  std::string OutDir = absolutePath(O.Out);
  for (const char *F : {"train.jsonl", "valid.jsonl", "test.jsonl", "README.md"})
    if (fs::exists(joinPath(OutDir, F)) && !O.Force) {
      Err << joinPath(OutDir, F) << ": error: exists (give --force to replace the dataset)\n";
      return ExitError;
    }
  std::vector<Program> Programs = findPrograms(Corpus);
  if (!O.Only.empty())
    llvm::erase_if(Programs, [&](const Program &P) { return !llvm::is_contained(O.Only, P.Name); });
  if (Programs.empty()) {
    Err << O.Corpus << ": error: no CUDA programs found\n";
    return ExitError;
  }
  json::Object Provenance{{"corpus", path::filename(Corpus).str()}};
  // A checkout of its own: not a folder inside another repository.
  bool Checkout = gitField(Corpus, {"rev-parse", "--show-toplevel"}) == Corpus;
  if (std::string Commit = Checkout ? gitField(Corpus, {"rev-parse", "HEAD"}) : "";
      !Commit.empty())
    Provenance["commit"] = Commit;
  if (std::string Url = Checkout ? gitField(Corpus, {"config", "--get", "remote.origin.url"}) : "";
      !Url.empty())
    Provenance["url"] = Url;

  std::map<std::string, std::string> Lines; // split -> JSON Lines
  std::map<std::string, unsigned> Count, Verdicts;
  std::map<std::string, std::string> Seen; // content hash -> program
  std::vector<std::string> Duplicates;
  unsigned Human = 0, Skipped = 0;
  for (const Program &P : Programs) {
    unsigned S = 0;
    std::map<std::string, std::string> Cuda = readSources(P.Dir, S);
    Skipped += S;
    if (Cuda.empty())
      continue;
    std::string Hash = hashFiles(Cuda);
    if (auto [It, New] = Seen.try_emplace(Hash, P.Name); !New) {
      Duplicates.push_back(P.Name + " (as " + It->second + ")");
      continue;
    }
    // cuda2hip's translation, in memory, as translate DIR --out-root names it.
    DriverOptions D = O.VerifyBase.Translate;
    D.Progress = false;
    TreeRequest Q;
    bool OneFile = !fs::is_directory(P.Dir);
    Q.Root = OneFile ? path::parent_path(P.Dir).str() : P.Dir;
    if (OneFile)
      Q.Emit = std::set<std::string>{path::filename(P.Dir).str()};
    TreeResult T = translateTree(D, Q);
    json::Object Hip, Diags;
    for (const TreeFile &F : T.Files) {
      if (!F.Ok)
        continue;
      Hip[F.Output] = F.Text;
      json::Array Ds;
      for (const Diagnostic &X : F.Diags)
        Ds.push_back(X.str());
      if (!Ds.empty())
        Diags[F.Output] = std::move(Ds);
    }
    json::Object Rec{{"id", P.Name},
                     {"split", split(O, P.Name)},
                     {"content_sha256", Hash},
                     {"cuda", json::Object{{"files", filesJson(Cuda)}}},
                     {"translation", json::Object{{"files", std::move(Hip)},
                                                  {"diagnostics", std::move(Diags)}}},
                     {"license", licenseOf(P.Dir, Corpus)}};
    json::Object Prov = Provenance;
    Prov["path"] = llvm::StringRef(P.Dir).drop_front(Corpus.size() + 1).str();
    Rec["provenance"] = std::move(Prov);
    if (!P.Human.empty()) {
      unsigned HS = 0;
      std::map<std::string, std::string> H = readSources(P.Human, HS);
      Rec["human"] = json::Object{
          {"path", llvm::StringRef(P.Human).drop_front(Corpus.size() + 1).str()},
          {"files", filesJson(H)}};
      ++Human;
    } else {
      Rec["human"] = nullptr;
    }
    // The records of verify and reward, where asked for: made in a work
    // folder, with what varies between runs taken out.
    llvm::SmallString<128> Work;
    if ((O.Verify || O.Reward) && !fs::createUniqueDirectory("c2h-dataset", Work)) {
      if (O.Verify) {
        VerifyOptions V = O.VerifyBase;
        V.Programs = {P.Dir};
        V.Backend = VerifyBackend::Emu;
        V.JsonPath = joinPath(Work, "verify.json");
        V.KeepDir = joinPath(Work, "verify");
        runVerify(V, llvm::nulls(), llvm::nulls());
        std::optional<std::string> J = readFile(V.JsonPath);
        llvm::Expected<json::Value> Doc = J ? json::parse(*J) : json::parse("null");
        json::Value Prog = nullptr;
        if (Doc) {
          if (const json::Object *DO = Doc->getAsObject())
            if (const json::Array *Ps = DO->getArray("programs"); Ps && !Ps->empty())
              Prog = (*Ps)[0];
        } else {
          llvm::consumeError(Doc.takeError());
        }
        stripVarying(Prog);
        if (const json::Object *PO = Prog.getAsObject())
          ++Verdicts[PO->getString("verdict").value_or("none").str()];
        if (json::Object *PO = Prog.getAsObject())
          PO->erase("program");
        Rec["verify"] = std::move(Prog);
      }
      // reward scores one file: a program whose one unit is a .cu file.
      std::vector<std::string> Units;
      for (const auto &[Name, Text] : Cuda)
        if (fileKind(Name) == FileKind::CudaSource)
          Units.push_back(Name);
      if (O.Reward && Units.size() == 1) {
        std::string Unit = OneFile ? P.Dir : joinPath(P.Dir, Units[0]);
        std::string HipName = renamedOutput(Units[0]);
        const json::Object *Files = Rec.getObject("translation")->getObject("files");
        std::optional<llvm::StringRef> Text = Files ? Files->getString(HipName) : std::nullopt;
        std::string Cand = joinPath(Work, path::filename(HipName));
        json::Value Reward = nullptr;
        if (Text && !writeAtomically(Cand, *Text)) {
          std::vector<std::string> Args = {"reward", Unit, "--candidate", Cand, "--no-timings"};
          for (const std::string &A : O.VerifyBase.Translate.ExtraArgs)
            if (llvm::StringRef(A).starts_with("-I") || llvm::StringRef(A).starts_with("-D"))
              Args.insert(Args.end(), {A.substr(0, 2), A.substr(2)});
          ProcResult R = runProcess(fs::getMainExecutable(nullptr, nullptr), Args);
          llvm::Expected<json::Value> V = json::parse(llvm::StringRef(R.Out).trim());
          if (V) {
            if (json::Object *VO = V->getAsObject()) {
              VO->erase("candidate");
              VO->erase("program");
            }
            Reward = std::move(*V);
          } else {
            llvm::consumeError(V.takeError());
          }
        }
        Rec["reward"] = std::move(Reward);
      } else if (O.Reward) {
        Rec["reward"] = nullptr;
      }
      fs::remove_directories(Work);
    }
    std::string Split = Rec.getString("split")->str();
    ++Count[Split];
    llvm::raw_string_ostream(Lines[Split]) << json::Value(std::move(Rec)) << "\n";
    Out << P.Name << "\t" << Split << "\n";
  }
  for (const char *S : {"train", "valid", "test"})
    if (std::error_code EC = writeAtomically(joinPath(OutDir, std::string(S) + ".jsonl"), Lines[S])) {
      Err << joinPath(OutDir, std::string(S) + ".jsonl") << ": error: cannot write: "
          << EC.message() << "\n";
      return ExitError;
    }
  // The dataset card.
  std::string Card;
  llvm::raw_string_ostream C(Card);
  unsigned Total = Count["train"] + Count["valid"] + Count["test"];
  C << "# " << path::filename(Corpus) << ": CUDA programs and their HIP translations\n\n"
    << "Made by `cuda2hip dataset` (cuda2hip " << toolVersion() << ") from `"
    << path::filename(Corpus) << "`";
  if (const json::Value *Commit = Provenance.get("commit"))
    C << " at commit " << Commit->getAsString().value_or("");
  C << ". One JSON object per line; one program per object.\n\n"
    << "| split | programs |\n|---|---|\n"
    << "| train | " << Count["train"] << " |\n| valid | " << Count["valid"] << " |\n"
    << "| test | " << Count["test"] << " |\n| all | " << Total << " |\n\n"
    << "- Programs with a human HIP port: " << Human << ".\n"
    << "- Duplicates left out (the same CUDA files as an earlier program): "
    << Duplicates.size() << (Duplicates.empty() ? "" : " (" + llvm::join(Duplicates, ", ") + ")")
    << ".\n"
    << "- Files left out (over 1 MiB each or 8 MiB a program, or not text): " << Skipped << ".\n"
    << "- Splits: by program, never by file, from SHA-256 of the seed `" << O.Seed
    << "` and the program's name (train below " << llvm::format("%g", O.Train)
    << ", valid below " << llvm::format("%g", O.Train + O.Valid)
    << "): the same names and seed give the same splits.\n";
  if (O.Verify) {
    C << "- Verify verdicts (cuda2hip's translation, on the emulator):";
    for (const auto &[V, N] : Verdicts)
      C << " " << V << " " << N << ";";
    C << "\n";
  }
  C << "\n## Fields\n\n| field | meaning |\n|---|---|\n"
    << "| `id` | The program's name in the corpus. |\n"
    << "| `split` | `train`, `valid` or `test`. |\n"
    << "| `content_sha256` | Hash of the CUDA files (names and contents): the deduplication key. |\n"
    << "| `cuda.files` | The program's sources, headers and build files, by path in its folder. |\n"
    << "| `translation.files` | cuda2hip's translation, by output path (`.cu` becomes `.hip`). |\n"
    << "| `translation.diagnostics` | cuda2hip's messages per output file (`file:line:col: "
       "severity: message [c2h-id]`). |\n"
    << "| `human` | The human HIP port's path and files, or null. |\n"
    << "| `verify` | With `--verify`: the translation's verify record (docs/verify.md), without "
       "timings and work paths. |\n"
    << "| `reward` | With `--reward`: the reward record of cuda2hip's translation "
       "(docs/reward.md), for programs of one `.cu` file. |\n"
    << "| `license` | The nearest LICENSE or COPYING file at or above the program: its path, "
       "first line and SHA-256. |\n"
    << "| `provenance` | The corpus folder's name, its git commit and remote where it is a "
       "checkout, and the program's path in it. |\n";
  if (std::error_code EC = writeAtomically(joinPath(OutDir, "README.md"), Card)) {
    Err << joinPath(OutDir, "README.md") << ": error: cannot write: " << EC.message() << "\n";
    return ExitError;
  }
  Out << Total << " programs: " << Count["train"] << " train, " << Count["valid"] << " valid, "
      << Count["test"] << " test; " << Duplicates.size() << " duplicates left out\n";
  return 0;
}

} // namespace cuda2hip
