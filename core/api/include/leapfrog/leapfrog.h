#pragma once
// Leapfrog as a library: the exact solvers of the peg-jumping puzzles (frogs
// and toads, the shuttle puzzle, pair-shift, Y and branching boards) for
// other programs. What leapfrog-cli's commands answer, as free functions of
// value types:
//
//   count(variant)            the minimum and the number of optimal solutions
//   solve(variant, ...)       an optimal solution (the K-th of them)
//   hint(variant, position)   the distance to the goal and every optimal next move
//   check(variant, moves)     each move's verdict and the reason for it
//   stats(variant)            the distance distribution, God's number, the farthest position
//   graph(variant)            the state graph: positions and moves
//
// A variant is named by the CLI's spec ("classic:3", "pairs:12", "y:4",
// row:BB_RR>RR_BB, ...; describe() reads one), positions by their text
// ("BB_BRRR"), moves by 1-based holes (Step{3, 4}, written "3-4"). Every call
// follows the engine's limits as the CLI does (Options: time limit, memory
// cap, threads, the kept-table cache) and reports progress to a callback that
// may stop it. Every refusal is one exception type, Error, whose what() is the
// one-line reason leapfrog-cli prints for the same request.
//
// Build with CMake (find_package(Leapfrog 0.1 REQUIRED), target_link_libraries(app
// PRIVATE Leapfrog::leapfrog)) or pkg-config (pkg-config --cflags --libs
// leapfrog); C++20. This header is the whole interface: the solver's own
// layers stay inside the library.
#include <atomic>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

// Semantic version: the major number changes when a program written against
// this header may no longer build or behave the same.
#define LEAPFROG_VERSION_MAJOR 0
#define LEAPFROG_VERSION_MINOR 1
#define LEAPFROG_VERSION_PATCH 0
#define LEAPFROG_VERSION_STRING "0.1.0"

namespace leapfrog {

inline constexpr int kVersionMajor = LEAPFROG_VERSION_MAJOR;
inline constexpr int kVersionMinor = LEAPFROG_VERSION_MINOR;
inline constexpr int kVersionPatch = LEAPFROG_VERSION_PATCH;
// The version of the library linked, "0.1.0" (the header's is
// LEAPFROG_VERSION_STRING).
std::string_view libraryVersion();

// Every refusal: a bad spec, position or move (BadInput), a request beyond a
// method's limit or the time and memory given (Limit), a search stopped by
// the progress callback or the cancel flag (Cancelled). what() is one line.
class Error : public std::runtime_error {
public:
    enum class Kind { BadInput, Limit, Cancelled };
    Error(Kind kind, const std::string& reason);
    Kind kind() const noexcept { return kind_; }

private:
    Kind kind_;
};

// A non-negative integer of any size (counts of optimal solutions outgrow 64
// bits: classic:10000's Theorem 4 count has thousands of digits), kept as
// its decimal digits.
class Integer {
public:
    Integer() = default;
    Integer(std::uint64_t value); // NOLINT: implicit, as for the built-in integers
    // Decimal digits only; throws Error (BadInput) naming the text.
    static Integer fromString(std::string_view decimal);
    const std::string& toString() const { return digits_; }
    bool fitsUint64() const;
    // Throws Error (Limit) when the value does not fit.
    std::uint64_t toUint64() const;

    friend bool operator==(const Integer& a, const Integer& b) { return a.digits_ == b.digits_; }
    friend bool operator!=(const Integer& a, const Integer& b) { return !(a == b); }
    friend bool operator<(const Integer& a, const Integer& b)
    {
        return a.digits_.size() != b.digits_.size() ? a.digits_.size() < b.digits_.size() : a.digits_ < b.digits_;
    }

private:
    std::string digits_ = "0"; // no leading zeros
};
std::ostream& operator<<(std::ostream& out, const Integer& value);

// A move from one hole to another, holes numbered from 1 as the CLI writes
// them ("3-4"). For the pair-shift game, the left holes of the pair before
// and after.
struct Step {
    int from = 0;
    int to = 0;
    friend bool operator==(const Step& a, const Step& b) { return a.from == b.from && a.to == b.to; }
};
std::string toString(Step step); // "3-4"
std::ostream& operator<<(std::ostream& out, Step step);
// Moves as typed ("1-2 3-1 2-3"), checked against the variant's holes (not
// for legality: check() judges that). Throws Error (BadInput).
std::vector<Step> parseMoves(std::string_view variant, std::string_view text);

// What a long search reports, at most every 50 ms, on the thread that called.
struct Progress {
    std::string phase;       // "distance table", "search", "pair-shift count", ...
    int layer = 0;           // the breadth-first layer being built
    std::uint64_t done = 0;  // positions settled so far
    std::uint64_t total = 0; // positions in all, where known (0: unknown)
};
// Return false to stop the search: the call then throws Error (Cancelled).
using ProgressCallback = std::function<bool(const Progress&)>;

// The limits of a call, as the CLI's options give them.
struct Options {
    // --time-limit: seconds the search may take before the answer is
    // "unknown within the limit" (Error, Limit). Unset: none, as the
    // command's default: the search runs to its answer or its memory cap.
    std::optional<double> timeLimit;
    // --memory: bytes the tables and searches may hold (parseMemorySize reads
    // "6.5G"). Unset: what this machine can give.
    std::optional<std::uint64_t> memory;
    // --threads: worker threads (0: the cores this process may run on).
    int threads = 0;
    // The kept distance tables in the user's cache folder (as the CLI
    // without --no-cache): read whenever one fits, built ones kept.
    bool tableCache = true;
    // Progress reports; returning false cancels.
    ProgressCallback progress;
    // Set from any thread to cancel (Error, Cancelled); the library sets it
    // too when the progress callback returns false. nullptr: none.
    std::atomic<bool>* cancel = nullptr;
};
// "48G", "512M", "6.5G", plain bytes: as --memory takes them. Throws Error (BadInput).
std::uint64_t parseMemorySize(std::string_view text);

// A variant as its spec names it.
struct VariantInfo {
    std::string spec;                        // canonical spelling ("classic:3" for "classic:3x3")
    std::string family;                      // "classic", "strict", "pairs", "y", "branch", "row", "dudeney", "grid"
    int holes = 0;
    std::string start;                       // position text, "BBB_RRR"
    std::string goal;
    std::optional<std::int64_t> provenMinimum; // where a paper proves it (classic, strict, pairs)
};
// Throws Error (BadInput) naming the bad part of the spec and the accepted forms.
VariantInfo describe(std::string_view variant);

struct SolutionCount {
    std::optional<std::int64_t> minimum; // moves of an optimal solution; nullopt: the goal cannot be reached
    Integer solutions;                   // optimal solutions (0 when unreachable)
    std::string method;                  // "search", "theorem", "pair-shift" or "forward-only"
};
// The minimum and the exact number of optimal solutions from the start
// (leapfrog-cli count).
SolutionCount count(std::string_view variant, const Options& options = {});
// Among the solutions whose every move is forward (lowers the board's
// weight): the fewest moves and how many (leapfrog-cli count --forward-only).
SolutionCount countForwardOnly(std::string_view variant);

// How solve() finds its solution (leapfrog-cli solve --method): the papers'
// constructions, Yancey's words, exhaustive search, or the fastest of them.
enum class SolveMethod { Auto, Formula, Word, Search };
// "auto", "formula", "word", "search" (--method); throws Error (BadInput) naming them.
SolveMethod parseSolveMethod(std::string_view name);
struct OptimalSolution {
    std::vector<Step> moves;
    std::optional<Integer> solutions; // how many optimal solutions, where the method knows
    std::optional<Integer> rank;      // this one's place in Leapfrog's order, where known
    std::string notation;             // Yancey's word (classic and strict boards), else empty
};
// An optimal solution from the start: the rank-th (from 1) in lexicographic
// order of the move sequences, or the method's first. nullopt when the goal
// cannot be reached. Throws Error (Limit) when the moves would not fit the
// memory cap (the CLI streams them instead).
std::optional<OptimalSolution> solve(std::string_view variant, SolveMethod method = SolveMethod::Auto,
                                     const std::optional<Integer>& rank = std::nullopt,
                                     const Options& options = {});

struct Advice {
    std::string position;        // the position asked about
    std::optional<int> distance; // moves to the goal; nullopt: it cannot be reached
    std::vector<Step> best;      // every optimal next move, ascending (none at the goal)
};
// From `position` (empty: the start), leapfrog-cli hint.
Advice hint(std::string_view variant, std::string_view position = {}, const Options& options = {});

// One move's verdict, as leapfrog-cli check --json gives it.
struct MoveVerdict {
    Step move;
    bool legal = false;
    std::optional<bool> proper;  // the game can still finish in the minimum; nullopt: illegal or unjudged
    std::optional<bool> best;    // the move keeps the shortest finish from here; nullopt: unknown
    std::optional<int> cost;     // moves it adds to the shortest finish; nullopt: none known or the goal lost
    std::string category;        // "forward step", "jump over other colour", ... (empty when illegal)
    std::string pattern;         // the improper board it creates, e.g. "*S*BB*R*"; empty if none
    std::vector<int> holes;      // that board's holes, from 1
    std::string basis;           // "search", "criteria" or "unknown" (empty when illegal)
    std::string reason;          // one plain sentence
    std::string source;          // the paper section behind the reason, where one is
};
struct LineCheck {
    std::optional<int> minimum;      // of the variant; nullopt: the goal cannot be reached
    std::vector<MoveVerdict> moves;  // stop after the first illegal move
    std::string position;            // after the legal moves
    bool goal = false;               // every move legal and the goal reached
};
// Replays `moves` from the start and judges each (leapfrog-cli check).
LineCheck check(std::string_view variant, const std::vector<Step>& moves, const Options& options = {});

struct TableStats {
    std::uint64_t positions = 0;               // arrangements numbered
    std::uint64_t reachGoal = 0;               // those from which the goal can be reached
    std::vector<std::uint64_t> atDistance;     // [d]: positions d moves from the goal
    int greatest = 0;                          // God's number
    std::uint64_t atGreatest = 0;              // positions that far
    std::string farthest;                      // the first of them
    std::optional<int> start;                  // moves from the start
    bool fromCache = false;                    // the table was read from the cache
};
// The full distance table's distribution (leapfrog-cli stats).
TableStats stats(std::string_view variant, const Options& options = {});

// The state graph as leapfrog-cli graph writes it (the same keys).
struct GraphNode {
    int id = 0;                // breadth-first order from the start (0)
    std::string position;
    int fromStart = 0;         // fewest moves from the start
    std::optional<int> toGoal; // fewest moves to the goal; nullopt: unreachable
    bool optimal = false;      // on an optimal solution
    bool start = false;
    bool goal = false;
};
struct GraphEdge {
    int source = 0;
    int target = 0;
    Step move;
    bool optimal = false; // a step along an optimal solution
};
struct Graph {
    std::string variant;
    std::optional<int> minimum;
    bool optimalOnly = false;
    std::vector<GraphNode> nodes;
    std::vector<GraphEdge> edges;
};
// Every position reachable from the start and every move between them
// (only the optimal ones with `optimalOnly`); at most 100,000 positions.
Graph graph(std::string_view variant, bool optimalOnly = false);

} // namespace leapfrog
