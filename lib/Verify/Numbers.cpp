//===- Numbers.cpp - the default comparison: every number printed ---------===//
#include "Numbers.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include <cctype>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <map>
#include <vector>

namespace cuda2hip {

std::string NumberTolerance::str() const {
  auto Short = [](double V) {
    char Buf[32];
    std::snprintf(Buf, sizeof Buf, "%g", V);
    return std::string(Buf);
  };
  return "rel:" + Short(Rel) + " or abs:" + Short(Abs);
}

std::string NumberComparison::summary() const {
  std::string S = std::to_string(Values) +
                  (Values == 1 ? " number" : " numbers") + " on " +
                  std::to_string(Lines) + (Lines == 1 ? " line" : " lines");
  // The lines as ranges, the first ten of them.
  std::vector<std::string> Ranges;
  for (size_t I = 0; I < LineNumbers.size();) {
    size_t J = I;
    while (J + 1 < LineNumbers.size() &&
           LineNumbers[J + 1] == LineNumbers[J] + 1)
      ++J;
    if (Ranges.size() == 10) {
      Ranges.push_back("...");
      break;
    }
    Ranges.push_back(std::to_string(LineNumbers[I]) +
                     (J > I ? "-" + std::to_string(LineNumbers[J]) : ""));
    I = J + 1;
  }
  std::vector<std::string> Out;
  if (Varying)
    Out.push_back(std::to_string(Varying) +
                  " that vary between two runs of the reference");
  if (Timings)
    Out.push_back(std::to_string(Timings) + " timings");
  if (WarpSize)
    Out.push_back(std::to_string(WarpSize) + " warp sizes of the device");
  if (Versions)
    Out.push_back(std::to_string(Versions) + " version numbers of the platform");
  if (!Ranges.empty() || !Out.empty())
    S += " (" +
         (Ranges.empty()
              ? ""
              : (Lines == 1 ? "line " : "lines ") + llvm::join(Ranges, ", ")) +
         (Out.empty() ? ""
                      : (Ranges.empty() ? "" : "; ") +
                            ("left out: " + llvm::join(Out, ", "))) +
         ")";
  return S;
}

namespace {

struct Num {
  llvm::StringRef Text;
  double V = 0;
  bool Int = false;
  bool Timing = false;
};

struct NumLine {
  unsigned No = 0; ///< 1-based line number.
  llvm::StringRef Text;
  std::string Skeleton;
  llvm::SmallVector<Num, 4> Nums;
};

/// Whether L prints the wall clock: an integer that reads as the present
/// time in seconds since 1970 (within the last ten years, or a day ahead).
/// Every number of such a line ("time: { epoch_s: 1796568212, formatted:
/// Sun Dec 6 14:43:32 2026 }") may differ between two runs that straddle
/// a second, so a difference there is a timing.
bool printsClock(const NumLine &L) {
  static const double Now = static_cast<double>(std::time(nullptr));
  return llvm::any_of(L.Nums, [](const Num &N) {
    return N.Int && N.V > Now - 10 * 365.25 * 86400 && N.V < Now + 86400;
  });
}

bool wordChar(char C) {
  return std::isalnum(static_cast<unsigned char>(C)) || C == '_';
}

/// Units of time and rate: a number they follow is a timing.
bool timingUnit(llvm::StringRef W) {
  static const llvm::StringSet<> Units = {
      "s",       "sec",         "secs",   "second",       "seconds",
      "ms",      "msec",        "msecs",  "millisecond",  "milliseconds",
      "us",      "usec",        "usecs",  "microseconds", "ns",
      "nsec",    "nanoseconds", "min",    "mins",         "minutes",
      "h",       "hours",       "gb/s",   "gb/sec",       "gib/s",
      "mb/s",    "mib/s",       "kb/s",   "tb/s",         "gbps",
      "gflops",  "gflop/s",     "tflops", "tflop/s",      "mflops",
      "mflop/s", "gops",        "tops",   "it/s",         "fps",
      "cycles",  "clocks",      "ticks",  "gups",         "mops",
      "gelem/s", "melem/s",     "gpts/s"};
  std::string L = W.lower();
  if (llvm::StringRef(L).starts_with("\xc2\xb5")) // µs
    return L == "\xc2\xb5s" || L == "\xc2\xb5sec";
  return Units.contains(L);
}

/// Words a timing stands next to.
bool timingWord(llvm::StringRef W) {
  static const llvm::StringSet<> Words = {
      "time",    "times",   "timing",  "elapsed",     "duration",
      "took",    "latency", "runtime", "throughput",  "bandwidth",
      "speedup", "speed",   "perf",    "performance", "walltime",
      "bw"};
  return Words.contains(W.lower()) || timingUnit(W);
}

/// The numbers of one line, with the skeleton that stands for it.
NumLine scanLine(llvm::StringRef L, unsigned No) {
  NumLine Out;
  Out.No = No;
  Out.Text = L;
  std::string &Sk = Out.Skeleton;
  size_t I = 0, N = L.size();
  llvm::StringRef LastWord;   // The last word before the current position.
  bool PendingTiming = false; // The last number waits for its unit.
  auto PrevIsWordy = [&](size_t At) {
    return At > 0 && (wordChar(L[At - 1]) || L[At - 1] == '.');
  };
  while (I < N) {
    char C = L[I];
    if (std::isspace(static_cast<unsigned char>(C))) {
      if (!Sk.empty() && Sk.back() != ' ')
        Sk += ' ';
      ++I;
      continue;
    }
    // A path (an input file, argv[0]): the run's differs from the
    // reference's, and the numbers in it are not results.
    if (I == 0 || std::isspace(static_cast<unsigned char>(L[I - 1]))) {
      size_t E = L.find_first_of(" \t", I);
      llvm::StringRef W = L.slice(I, E);
      if (W.contains('/') && !timingUnit(W.rtrim(",;:)").ltrim("(")) &&
          (W.starts_with("/") || W.starts_with("./") || W.starts_with("../") ||
           W.count('/') >= 2)) {
        Sk += "<path>";
        I = E == llvm::StringRef::npos ? N : E;
        continue;
      }
    }
    // A number: [+-] digits [. digits] [e[+-]digits], or 0x hex, not inside
    // a word ("sm_80", "gfx90a", "v2").
    size_t S = I;
    size_t J = I;
    if ((L[J] == '-' || L[J] == '+') && J + 1 < N &&
        (std::isdigit(static_cast<unsigned char>(L[J + 1])) ||
         (L[J + 1] == '.' && J + 2 < N &&
          std::isdigit(static_cast<unsigned char>(L[J + 2])))))
      ++J;
    bool Starts =
        J < N && (std::isdigit(static_cast<unsigned char>(L[J])) ||
                  (L[J] == '.' && J + 1 < N &&
                   std::isdigit(static_cast<unsigned char>(L[J + 1]))));
    if (Starts && !PrevIsWordy(S)) {
      Num X;
      bool Hex = L[J] == '0' && J + 2 < N &&
                 (L[J + 1] == 'x' || L[J + 1] == 'X') &&
                 std::isxdigit(static_cast<unsigned char>(L[J + 2]));
      size_t E = J;
      if (Hex) {
        E = J + 2;
        while (E < N && std::isxdigit(static_cast<unsigned char>(L[E])))
          ++E;
        X.Int = true;
        X.V = static_cast<double>(
            std::strtoull(L.slice(J, E).str().c_str(), nullptr, 16));
      } else {
        bool Frac = false;
        while (E < N && std::isdigit(static_cast<unsigned char>(L[E])))
          ++E;
        if (E < N && L[E] == '.') {
          Frac = true;
          ++E;
          while (E < N && std::isdigit(static_cast<unsigned char>(L[E])))
            ++E;
        }
        if (E + 1 < N && (L[E] == 'e' || L[E] == 'E')) {
          size_t K = E + 1;
          if (K < N && (L[K] == '+' || L[K] == '-'))
            ++K;
          if (K < N && std::isdigit(static_cast<unsigned char>(L[K]))) {
            Frac = true;
            E = K;
            while (E < N && std::isdigit(static_cast<unsigned char>(L[E])))
              ++E;
          }
        }
        X.Int = !Frac;
        X.V = std::strtod(L.slice(S, E).str().c_str(), nullptr);
      }
      if (Hex && S != J && L[S] == '-')
        X.V = -X.V;
      X.Text = L.slice(S, E);
      // A unit glued to it ("12ms", "3.5GB/s") stays in the skeleton.
      size_t U = E;
      while (U < N && (std::isalpha(static_cast<unsigned char>(L[U])) ||
                       L[U] == '/' || static_cast<unsigned char>(L[U]) >= 0x80))
        ++U;
      X.Timing = timingWord(LastWord) || (U > E && timingUnit(L.slice(E, U)));
      PendingTiming = !X.Timing;
      Out.Nums.push_back(X);
      Sk += '#';
      Sk += L.slice(E, U).str();
      I = U;
      continue;
    }
    if (wordChar(C)) {
      size_t E = I;
      while (E < N && (wordChar(L[E]) || L[E] == '/' ||
                       static_cast<unsigned char>(L[E]) >= 0x80))
        ++E;
      llvm::StringRef W = L.slice(I, E);
      std::string Lower = W.lower();
      if (Lower == "nan" || Lower == "-nan" || Lower == "inf" ||
          Lower == "infinity") {
        Num X;
        X.Text = W;
        X.V = Lower == "nan" ? NAN : INFINITY;
        if (S > 0 && L[S - 1] == '-' && !Out.Nums.empty() && Lower != "nan")
          X.V = -INFINITY;
        X.Timing = timingWord(LastWord);
        Out.Nums.push_back(X);
        Sk += '#';
        I = E;
        continue;
      }
      // A unit after a number makes that number a timing ("12 ms").
      if (PendingTiming && timingUnit(W) && !Out.Nums.empty())
        Out.Nums.back().Timing = true;
      PendingTiming = false;
      LastWord = W;
      Sk += W.str();
      I = E;
      continue;
    }
    Sk += C;
    ++I;
  }
  while (!Sk.empty() && Sk.back() == ' ')
    Sk.pop_back();
  return Out;
}

std::vector<NumLine> numberedLines(llvm::StringRef Out) {
  std::vector<NumLine> Lines;
  llvm::SmallVector<llvm::StringRef, 256> Split;
  Out.split(Split, '\n');
  for (size_t I = 0; I < Split.size(); ++I) {
    NumLine L = scanLine(Split[I].rtrim("\r"), static_cast<unsigned>(I + 1));
    // Numbers alone on their lines under a label that says what they are
    // ("GPU Time in seconds:" then "0.000016"; "Performance: MLUPS" then
    // one rate a line): timings, as if beside it.
    if (L.Nums.size() == 1 && L.Text.trim() == L.Nums[0].Text) {
      size_t Label = I;
      while (Label > 0) {
        llvm::StringRef P = Split[Label - 1].trim();
        NumLine Above = scanLine(P, 0);
        if (Above.Nums.size() != 1 || P != Above.Nums[0].Text)
          break;
        --Label;
      }
      if (Label > 0 && Split[Label - 1].contains(':')) {
        llvm::SmallVector<llvm::StringRef, 8> Words;
        llvm::SplitString(Split[Label - 1], Words, " \t:()[],;=");
        L.Nums[0].Timing |= llvm::any_of(Words, [](llvm::StringRef W) { return timingWord(W); });
      }
    }
    if (!L.Nums.empty())
      Lines.push_back(std::move(L));
  }
  return Lines;
}

bool match(const Num &A, const Num &B, const NumberTolerance &T) {
  if (std::isnan(A.V) || std::isnan(B.V))
    return std::isnan(A.V) && std::isnan(B.V);
  if (std::isinf(A.V) || std::isinf(B.V))
    return A.V == B.V;
  if (A.Int && B.Int)
    return A.V == B.V;
  double D = std::fabs(A.V - B.V);
  return D <= T.Abs || D <= T.Rel * std::max(std::fabs(A.V), std::fabs(B.V));
}

/// Lines by skeleton, in the order each skeleton first appears.
struct BySkeleton {
  std::vector<std::string> Order;
  std::map<std::string, std::vector<const NumLine *>> Lines;
  explicit BySkeleton(const std::vector<NumLine> &All) {
    for (const NumLine &L : All) {
      auto &V = Lines[L.Skeleton];
      if (V.empty())
        Order.push_back(L.Skeleton);
      V.push_back(&L);
    }
  }
  const std::vector<const NumLine *> *find(const std::string &S) const {
    auto It = Lines.find(S);
    return It == Lines.end() ? nullptr : &It->second;
  }
};

std::string quoteLine(llvm::StringRef L) {
  L = L.trim();
  if (L.size() > 120)
    return "'" + L.take_front(117).str() + "...'";
  return "'" + L.str() + "'";
}

} // namespace

NumberComparison compareNumbers(llvm::StringRef Ref, llvm::StringRef Ref2,
                                bool HasRef2, llvm::StringRef Got,
                                unsigned Wave, const NumberTolerance &T) {
  NumberComparison C;
  std::vector<NumLine> A = numberedLines(Ref), B = numberedLines(Got),
                       A2 = HasRef2 ? numberedLines(Ref2)
                                    : std::vector<NumLine>();
  BySkeleton SA(A), SB(B), SA2(A2);
  std::vector<bool> LineCompared(A.size(), false);
  auto Index = [&](const NumLine *L) {
    return static_cast<size_t>(L - A.data());
  };
  for (const std::string &S : SA.Order) {
    const std::vector<const NumLine *> &Ra = *SA.find(S);
    const std::vector<const NumLine *> *Ra2 = HasRef2 ? SA2.find(S) : nullptr;
    if (HasRef2 && (!Ra2 || Ra2->size() != Ra.size())) {
      // Printed a different number of times by two runs of the reference.
      for (const NumLine *L : Ra)
        C.Varying += static_cast<unsigned>(L->Nums.size());
      continue;
    }
    const std::vector<const NumLine *> *Rb = SB.find(S);
    size_t Got = Rb ? Rb->size() : 0;
    if (Got != Ra.size()) {
      C.Diff = "printed " + std::to_string(Got) + " line" +
               (Got == 1 ? "" : "s") + " like " + quoteLine(Ra.front()->Text) +
               " where the reference printed " + std::to_string(Ra.size());
      return C;
    }
    for (size_t K = 0; K < Ra.size(); ++K) {
      const NumLine &La = *Ra[K], &Lb = *(*Rb)[K];
      // A line some of whose numbers differ between two runs of the
      // reference measures something (a row of a table of bandwidths and
      // times, its units in a header line): its other fractional numbers
      // are measurements too, which two runs may happen to print alike.
      bool Measures = false;
      for (size_t J = 0; HasRef2 && J < La.Nums.size(); ++J)
        Measures |= !match(La.Nums[J], (*Ra2)[K]->Nums[J], T);
      for (size_t J = 0; J < La.Nums.size(); ++J) {
        const Num &X = La.Nums[J], &Y = Lb.Nums[J];
        if (HasRef2 && !match(X, (*Ra2)[K]->Nums[J], T)) {
          ++C.Varying;
          continue;
        }
        if (Measures && !X.Int && !match(X, Y, T)) {
          ++C.Varying;
          continue;
        }
        if (match(X, Y, T)) {
          ++C.Values;
          LineCompared[Index(&La)] = true;
          continue;
        }
        if (X.Timing || Y.Timing || printsClock(La) || printsClock(Lb)) {
          ++C.Timings;
          continue;
        }
        // The device's warp size, as a device query prints it ("warp 32",
        // "Warp size: 32"). A warp size that leaks into what a program
        // computes shows in the other numbers it prints.
        std::string Lower = La.Text.lower();
        if (X.Int && Y.Int && X.V == 32 && Y.V == Wave &&
            (llvm::StringRef(Lower).contains("warp") ||
             llvm::StringRef(Lower).contains("wave"))) {
          ++C.WarpSize;
          continue;
        }
        // A version number (driver, runtime, toolkit): CUDA's and HIP's
        // differ, as on GPUs.
        if (X.Int && Y.Int && llvm::StringRef(Lower).contains("version")) {
          ++C.Versions;
          continue;
        }
        C.Diff = "line " + std::to_string(Lb.No) + ": reference '" +
                 X.Text.str() + "', got '" + Y.Text.str() + "' (beyond " +
                 T.str() + ") in " + quoteLine(Lb.Text);
        return C;
      }
    }
  }
  // A line of numbers the reference never printed.
  for (const std::string &S : SB.Order)
    if (!SA.find(S) && !(HasRef2 && SA2.find(S))) {
      C.Diff = "printed a line the reference did not print: " +
               quoteLine(SB.find(S)->front()->Text);
      return C;
    }
  for (size_t I = 0; I < A.size(); ++I)
    if (LineCompared[I])
      C.LineNumbers.push_back(A[I].No);
  C.Lines = static_cast<unsigned>(C.LineNumbers.size());
  return C;
}

} // namespace cuda2hip
